package org.jme3navmesh.bake;

import org.jme3navmesh.mesh.CellGrid;
import org.jme3navmesh.mesh.MeshClearance;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The free height above each triangle of a baked mesh, from the bake's sampling: the sampler
 * finds every surface under each cell centre, so the gap between a walkable surface and the next
 * surface above it ({@link SampledField#top}) is known per span. A triangle's headroom is the
 * smallest gap over the cells whose centres lie within half a cell of it (seen from above), each
 * taken at the span nearest to the triangle's surface there (spans farther than the agent height
 * belong to another layer and are skipped). Stateless.
 */
final class TriangleHeadroom {
    private TriangleHeadroom() {
    }

    /**
     * The clearance record of a mesh baked from a sampling.
     *
     * @param mesh        the baked mesh; not null, unaffected
     * @param sampled     the sampling it was baked from; not null, unaffected
     * @param agentRadius the radius the mesh was eroded by, metres, &gt; 0
     * @return a new record; never null
     */
    static MeshClearance of(NavMesh mesh, SampledField sampled, float agentRadius) {
        WalkableField f = sampled.field();
        float[] top = sampled.top();
        CellGrid g = f.grid;
        float cs = g.cellSize();
        float layer = sampled.config().agentHeight();
        float[] heights = new float[mesh.triangleCount()];
        for (int t = 0; t < heights.length; t++) {
            int a = mesh.vertex(t, 0), b = mesh.vertex(t, 1), c3 = mesh.vertex(t, 2);
            float minX = Math.min(mesh.vertexX(a), Math.min(mesh.vertexX(b), mesh.vertexX(c3)));
            float maxX = Math.max(mesh.vertexX(a), Math.max(mesh.vertexX(b), mesh.vertexX(c3)));
            float minZ = Math.min(mesh.vertexZ(a), Math.min(mesh.vertexZ(b), mesh.vertexZ(c3)));
            float maxZ = Math.max(mesh.vertexZ(a), Math.max(mesh.vertexZ(b), mesh.vertexZ(c3)));
            int ix0 = Math.max(0, g.columnAt(minX - cs)), ix1 = Math.min(g.width() - 1, g.columnAt(maxX + cs));
            int iz0 = Math.max(0, g.rowAt(minZ - cs)), iz1 = Math.min(g.depth() - 1, g.rowAt(maxZ + cs));
            float h = Float.POSITIVE_INFINITY;
            for (int iz = iz0; iz <= iz1; iz++) {
                float z = g.centerZ(iz);
                for (int ix = ix0; ix <= ix1; ix++) {
                    float x = g.centerX(ix);
                    if (mesh.insideDistanceXZ(t, x, z) < -0.5f * cs) {
                        continue;
                    }
                    float y = mesh.heightAt(t, x, z);
                    int c = g.index(ix, iz);
                    int best = -1;
                    float bestD = layer;
                    for (int s = f.cellStart[c], e = f.cellStart[c + 1]; s < e; s++) {
                        float d = Math.abs(f.y[s] - y);
                        if (f.area[s] >= 0 && d < bestD) {
                            bestD = d;
                            best = s;
                        }
                    }
                    if (best >= 0) {
                        h = Math.min(h, top[best] - f.y[best]);
                    }
                }
            }
            heights[t] = h;
        }
        return MeshClearance.of(agentRadius, heights);
    }
}
