package org.jme3navmesh.dynamic;

/** Names one obstacle of a {@link DynamicNavMesh}; compared by identity. */
public final class ObstacleHandle {
    private final int id;

    ObstacleHandle(int id) {
        this.id = id;
    }

    /**
     * The obstacle's id, unique within its {@link DynamicNavMesh}, from 1.
     *
     * @return the id, &gt;= 1: 1 for the mesh's first {@link DynamicNavMesh#add}, one more for each later one
     */
    public int id() { return id; }

    @Override
    public String toString() {
        return "obstacle " + id;
    }
}
