package org.jme3navmesh.mesh;

import java.util.concurrent.ConcurrentHashMap;

/**
 * The data derived from one {@link NavMesh} by other packages ({@link NavMesh#derived}), one value
 * per {@link DerivedKey}, each built on first request under this holder's lock and then read without
 * it (safely published by the concurrent map). Thread-safe.
 *
 * <p>A version published by an {@link EditableMesh} also holds its {@link MeshChange} from an earlier
 * version, so that keys with an updater derive their values from that version's. The holder drops the
 * change (and with it the earlier version) once it has derived a value of such a key, or when the editor
 * publishes the next version: each version keeps at most one earlier version alive.
 */
final class DerivedData {
    private final ConcurrentHashMap<DerivedKey<?>, Object> values = new ConcurrentHashMap<>(4);
    private volatile MeshChange change;
    private volatile boolean incremental;

    /** A holder with no change record. */
    DerivedData() {
        this(null);
    }

    /**
     * @param change what changed since an earlier version; null for none
     */
    DerivedData(MeshChange change) {
        this.change = change;
    }

    /**
     * @param mesh the mesh the data derives from; not null
     * @param key  the kind of data; not null
     * @param <T>  its type
     * @return the value for key: built (or derived from the earlier version's) on the first call, the same
     *         instance after
     */
    @SuppressWarnings("unchecked")
    <T> T get(NavMesh mesh, DerivedKey<T> key) {
        Object v = values.get(key);
        if (v == null) {
            synchronized (this) {
                v = values.get(key);
                if (v == null) {
                    v = key.build(mesh, change);
                    values.put(key, v);
                    if (key.incremental()) {
                        incremental = true;
                        change = null;
                    }
                }
            }
        }
        return (T) v;
    }

    /**
     * @param key the kind of data; not null
     * @param <T> its type
     * @return the value for key when already built, else null (never builds)
     */
    @SuppressWarnings("unchecked")
    <T> T peek(DerivedKey<T> key) {
        return (T) values.get(key);
    }

    /** The change record (null once dropped or when there is none). */
    MeshChange change() {
        return change;
    }

    /** True when a value of a key with an updater was built here. */
    boolean holdsIncremental() {
        return incremental;
    }

    /** Drops the change record (the editor published the next version). */
    void dropChange() {
        change = null;
    }
}
