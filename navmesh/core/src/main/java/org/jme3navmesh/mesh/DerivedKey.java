package org.jme3navmesh.mesh;

import java.util.Objects;
import java.util.function.Function;

/**
 * Names one kind of data derived from a {@link NavMesh} by code outside this package (for example
 * the query's topology tables) and says how to build it. The mesh builds it on first use
 * ({@link NavMesh#derived}) and keeps it as long as the mesh lives, one instance per key and
 * mesh. Keys compare by identity: declare each once, as a constant.
 *
 * @param <T> the type of the derived data; instances must be safe to share between threads
 */
public final class DerivedKey<T> {
    private final String name;
    private final Function<NavMesh, T> builder;

    /**
     * @param name    what the data is, for messages; not null
     * @param builder builds the data from a mesh (called at most once per mesh, with the mesh
     *                locked); not null, must not return null
     */
    public DerivedKey(String name, Function<NavMesh, T> builder) {
        this.name = Objects.requireNonNull(name, "name");
        this.builder = Objects.requireNonNull(builder, "builder");
    }

    T build(NavMesh mesh) {
        T value = builder.apply(mesh);
        if (value == null) {
            throw new IllegalStateException("the builder of " + name + " returned null");
        }
        return value;
    }

    @Override
    public String toString() {
        return "DerivedKey[" + name + "]";
    }
}
