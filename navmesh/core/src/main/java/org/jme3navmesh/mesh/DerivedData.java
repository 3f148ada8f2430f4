package org.jme3navmesh.mesh;

import java.util.concurrent.ConcurrentHashMap;

/**
 * The data derived from one {@link NavMesh} by other packages ({@link NavMesh#derived}), one value
 * per {@link DerivedKey}, each built on first request under this holder's lock and then read without
 * it (safely published by the concurrent map). Thread-safe.
 */
final class DerivedData {
    private final ConcurrentHashMap<DerivedKey<?>, Object> values = new ConcurrentHashMap<>(4);

    /**
     * @param mesh the mesh the data derives from; not null
     * @param key  the kind of data; not null
     * @param <T>  its type
     * @return the value for key: built by the key's builder on the first call, the same instance after
     */
    @SuppressWarnings("unchecked")
    <T> T get(NavMesh mesh, DerivedKey<T> key) {
        Object v = values.get(key);
        if (v == null) {
            synchronized (this) {
                v = values.get(key);
                if (v == null) {
                    v = key.build(mesh);
                    values.put(key, v);
                }
            }
        }
        return (T) v;
    }
}
