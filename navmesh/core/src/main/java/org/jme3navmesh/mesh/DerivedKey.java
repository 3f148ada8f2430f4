package org.jme3navmesh.mesh;

import java.util.Objects;
import java.util.function.Function;

/**
 * Names one kind of data derived from a {@link NavMesh} by code outside this package (for example
 * the query's topology tables) and says how to build it. The mesh builds it on first use
 * ({@link NavMesh#derived}) and keeps it as long as the mesh lives, one instance per key and
 * mesh. Keys compare by identity: declare each once, as a constant.
 *
 * <p>A key may also have an {@link Updater}: for a mesh published by an {@link EditableMesh} whose
 * earlier version already holds the value, the mesh then derives its value from that one and the
 * {@link MeshChange} instead of building it afresh.
 *
 * @param <T> the type of the derived data; instances must be safe to share between threads
 */
public final class DerivedKey<T> {
    /**
     * Derives the value for a later version of a mesh from an earlier version's value.
     *
     * @param <T> the type of the derived data
     */
    @FunctionalInterface
    public interface Updater<T> {
        /**
         * @param previous the value of change.previous(); not null, unaffected (the earlier mesh still uses it)
         * @param change   what changed between change.previous() and mesh; not null, immutable
         * @param mesh     the later version; not null
         * @return the value for mesh, serving as the key's builder's value for it would (the key says how far
         *         the two may differ); null makes the mesh call the key's builder instead
         */
        T update(T previous, MeshChange change, NavMesh mesh);
    }

    private final String name;
    private final Function<NavMesh, T> builder;
    private final Updater<T> updater;

    /**
     * A key whose data is always built afresh.
     *
     * @param name    what the data is, for messages; not null
     * @param builder builds the data from a mesh (called at most once per mesh unless it throws, under that
     *                mesh's derived-data lock); not null, must not return null
     */
    public DerivedKey(String name, Function<NavMesh, T> builder) {
        this(name, builder, null);
    }

    /**
     * @param name    what the data is, for messages; not null
     * @param builder builds the data from a mesh (called at most once per mesh unless it throws, under that
     *                mesh's derived-data lock); not null, must not return null
     * @param updater derives the data of a later version from an earlier version's (it may read only the
     *                geometry: vertices, triangles, neighbours, areas, slopes, components); null for none
     */
    public DerivedKey(String name, Function<NavMesh, T> builder, Updater<T> updater) {
        this.name = Objects.requireNonNull(name, "name");
        this.builder = Objects.requireNonNull(builder, "builder");
        this.updater = updater;
    }

    /** True when the key has an updater. */
    boolean incremental() {
        return updater != null;
    }

    /**
     * The value for mesh: from the earlier version's value when change is not null and that version holds
     * one, else built afresh.
     */
    T build(NavMesh mesh, MeshChange change) {
        T value = null;
        if (updater != null && change != null) {
            T previous = change.previous().derivedIfPresent(this);
            if (previous != null) {
                value = updater.update(previous, change, mesh);
            }
        }
        if (value == null) {
            value = builder.apply(mesh);
        }
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
