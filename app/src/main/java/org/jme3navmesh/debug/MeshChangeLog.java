package org.jme3navmesh.debug;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Iterator;

/**
 * The recent changes of a mesh, by version, so that a view built at an older version can redraw only what changed
 * since ({@link NavMeshView#changedSince}). Versions are consecutive integers; a version that replaced the whole mesh
 * (a new bake) has no triangle list. Keeps the last {@value #KEEP} versions. Not thread-safe.
 */
public final class MeshChangeLog {
    /** Versions kept. */
    public static final int KEEP = 64;

    private record Entry(int version, int[] changed) {
    }

    private final ArrayDeque<Entry> entries = new ArrayDeque<>();
    private int current;

    /**
     * The newest version recorded (0 before any).
     *
     * @return the version, &gt;= 0: one more per {@link #whole} and per {@link #changed}
     */
    public int current() {
        return current;
    }

    /**
     * Records a version that replaced the whole mesh.
     *
     * @return the new version
     */
    public int whole() {
        return add(null);
    }

    /**
     * Records a version that changed some triangles.
     *
     * @param changed ids of the triangles that differ from the version before; not null, copied
     * @return the new version
     */
    public int changed(int[] changed) {
        return add(changed.clone());
    }

    private int add(int[] changed) {
        current++;
        entries.addLast(new Entry(current, changed));
        if (entries.size() > KEEP) {
            entries.removeFirst();
        }
        return current;
    }

    /**
     * The triangles changed since a version.
     *
     * @param version an earlier (or the current) version
     * @return the union of the ids changed after it (sorted, each once; empty at the current version), or null when
     *         a later version replaced the whole mesh or the log no longer reaches back to it
     */
    public int[] since(int version) {
        if (version == current) {
            return new int[0];
        }
        if (version > current || entries.isEmpty() || entries.peekFirst().version() > version + 1) {
            return null;
        }
        int n = 0;
        for (Entry e : entries) {
            if (e.version() > version) {
                if (e.changed() == null) {
                    return null;
                }
                n += e.changed().length;
            }
        }
        int[] out = new int[n];
        int k = 0;
        for (Iterator<Entry> it = entries.descendingIterator(); it.hasNext(); ) {
            Entry e = it.next();
            if (e.version() <= version) {
                break;
            }
            System.arraycopy(e.changed(), 0, out, k, e.changed().length);
            k += e.changed().length;
        }
        Arrays.sort(out);
        int u = 0;
        for (int i = 0; i < out.length; i++) {
            if (u == 0 || out[i] != out[u - 1]) {
                out[u++] = out[i];
            }
        }
        return Arrays.copyOf(out, u);
    }
}
