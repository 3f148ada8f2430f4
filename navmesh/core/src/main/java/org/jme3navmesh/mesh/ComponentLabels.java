package org.jme3navmesh.mesh;

import java.util.Arrays;
import java.util.BitSet;

/**
 * The component labels of an edited mesh ({@link ComponentRelabel}) as a pool: the triangles per
 * label, the labels with none (reused lowest first), the number of live components, and the label
 * of the retired triangles (counted apart). Not thread-safe.
 */
final class ComponentLabels {
    /** Triangles per label, the retired ones' label included. */
    private int[] size = new int[4];
    /** The labels in use are below it. */
    private int bound;
    /** Labels with triangles, the retired ones' aside. */
    private int live;
    /** The retired triangles' label, or -1 when none is retired. */
    private int retiredLabel = -1;
    /** Labels below bound with no triangle. */
    private final BitSet free = new BitSet();

    /**
     * Counts the labels of a mesh labelled from 0 with no triangle retired.
     *
     * @param comps its labels, dense from 0; not null, unaffected
     * @param n     its triangle count
     * @param count its component count
     */
    ComponentLabels(int[] comps, int n, int count) {
        recount(comps, n, count, -1);
    }

    /** Number of labels with live triangles. */
    int live() { return live; }

    /** Every label is below it. */
    int bound() { return bound; }

    /** The retired triangles' label, or -1 when none is retired. */
    int retiredLabel() { return retiredLabel; }

    /** Triangles labelled l. */
    int size(int l) { return size[l]; }

    /** The retired triangles' label, taking a free one when none is retired yet. */
    int retiredOrNew() {
        if (retiredLabel < 0) {
            retiredLabel = take();
        }
        return retiredLabel;
    }

    /** Adds d to label l's size, keeping the live count and the free labels up to date. */
    void resize(int l, int d) {
        boolean counted = l != retiredLabel;
        boolean was = size[l] > 0;
        size[l] += d;
        boolean is = size[l] > 0;
        if (is) {
            free.clear(l);
        } else {
            free.set(l);
            if (l == retiredLabel) {
                retiredLabel = -1;
            }
        }
        if (was != is && counted) {
            live += is ? 1 : -1;
        }
    }

    /** The lowest label with no triangle (a new one when there is none), taken (no longer free). */
    int take() {
        int l = free.nextSetBit(0);
        if (l < 0) {
            l = bound++;
            if (bound > size.length) {
                size = Arrays.copyOf(size, Math.max(bound, 2 * size.length));
            }
        }
        free.clear(l);
        return l;
    }

    /**
     * Counts the labels again after a whole-mesh labelling.
     *
     * @param comps   the labels, the live triangles' dense from 0, the retired ones' retired; not null, unaffected
     * @param n       the triangle count
     * @param count   the live labels, 0 .. count - 1
     * @param retired the retired triangles' label (count), or -1 when none is retired
     */
    void recount(int[] comps, int n, int count, int retired) {
        bound = retired < 0 ? count : count + 1;
        if (size.length < bound) {
            size = new int[Math.max(bound, 2 * size.length)];
        } else {
            Arrays.fill(size, 0);
        }
        free.clear();
        live = count;
        retiredLabel = retired;
        for (int t = 0; t < n; t++) {
            size[comps[t]]++;
        }
    }
}
