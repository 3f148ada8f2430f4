package org.jme3navmesh.query;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.testkit.ShortestPathOracle;
import org.jme3navmesh.testkit.WalkableSurface;

/** The independent shortest-path oracle of the testkit over a navmesh's own arrays. */
final class MeshSurface {
    private MeshSurface() {
    }

    /** A search of the shortest XZ paths on the mesh; triangle indices are the mesh's. */
    static ShortestPathOracle.Search shortestPaths(NavMesh mesh) {
        WalkableSurface surface = WalkableSurface.withAdjacency(mesh.vertexArray(), mesh.triangleArray(), mesh::neighbour);
        return new ShortestPathOracle(surface).newSearch();
    }
}
