package org.jme3navmesh.dynamic;

import java.util.Arrays;

/** A growable list of ints. */
final class IntBuffer {
    int[] items = new int[16];
    int size;

    void add(int v) {
        if (size == items.length) {
            items = Arrays.copyOf(items, 2 * size);
        }
        items[size++] = v;
    }

    void add(int a, int b, int c) {
        add(a);
        add(b);
        add(c);
    }

    int[] toArray() {
        return Arrays.copyOf(items, size);
    }
}
