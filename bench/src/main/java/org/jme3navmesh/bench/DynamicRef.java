package org.jme3navmesh.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.recast4j.dynamic.DynamicNavMesh;
import org.recast4j.dynamic.collider.CylinderCollider;
import org.recast4j.dynamic.io.VoxelFile;
import org.recast4j.recast.RecastBuilder;
import org.recast4j.recast.RecastConfig;
import org.recast4j.recast.RecastConstants;
import org.recast4j.recast.geom.InputGeomProvider;

/**
 * recast4j 1.5.5's {@code DynamicNavMesh} (detour-dynamic): tiled Recast heightfields kept as voxels,
 * obstacles as {@link CylinderCollider}s with RC_NULL_AREA from y - 0.5 to y + 1.5. Its {@code update()}
 * rebuilds the touched tiles and then a whole new NavMesh; when an obstacle empties a tile it can throw a
 * NullPointerException or delete an unrelated tile, so failures are counted, not rethrown.
 */
final class DynamicRef {
    private DynamicRef() {
    }

    /** A built dynamic mesh and its build wall time. */
    record Built(DynamicNavMesh mesh, long nanos) {
    }

    static Built build(InputGeomProvider geom, AgentParams p, int tileSize) {
        long t0 = System.nanoTime();
        RecastConfig cfg = TileCacheRef.config(p, tileSize);
        List<RecastBuilder.RecastBuilderResult> tiles = new RecastBuilder().buildTiles(geom, cfg, Optional.empty());
        VoxelFile voxels = VoxelFile.from(cfg, tiles);
        // VoxelFile.from copies the RecastConfig's detail settings already in world units (cs x 6, ch x 1), and each
        // DynamicTile passes them through the RecastConfig constructor again, which scales them once more (0.54 m
        // sample distance, 0.01 m error: a detail mesh many times denser and slower). Give it the cell counts.
        voxels.detailSampleDistance = p.detailSampleDist();
        voxels.detailSampleMaxError = p.detailSampleMaxErr();
        DynamicNavMesh mesh = new DynamicNavMesh(voxels);
        mesh.build();
        return new Built(mesh, System.nanoTime() - t0);
    }

    /**
     * Adds every obstacle one at a time, updating after each, then removes them the same way.
     *
     * @param obstacles {@code x,y,z,radius,height} rows; not null, unaffected
     */
    static ObstacleTimes round(DynamicNavMesh mesh, List<float[]> obstacles, float climb) {
        int n = obstacles.size();
        double[] add = new double[n], remove = new double[n];
        List<Long> ids = new ArrayList<>(n);
        int before = TileCacheRef.polygons(mesh.navMesh());
        int failures = 0;
        String first = null;
        for (int i = 0; i < n; i++) {
            float[] o = obstacles.get(i);
            long t0 = System.nanoTime();
            ids.add(mesh.addCollider(new CylinderCollider(new float[] {o[0], o[1] - 0.5f, o[2]},
                    new float[] {o[0], o[1] - 0.5f + o[4], o[2]}, o[3], RecastConstants.RC_NULL_AREA, climb)));
            try {
                mesh.update();
            } catch (RuntimeException e) {
                failures++;
                first = first == null ? e.getClass().getSimpleName() + ": " + e.getMessage() : first;
            }
            add[i] = (System.nanoTime() - t0) / 1e6;
        }
        int all = TileCacheRef.polygons(mesh.navMesh());
        for (int i = 0; i < n; i++) {
            long t0 = System.nanoTime();
            mesh.removeCollider(ids.get(i));
            try {
                mesh.update();
            } catch (RuntimeException e) {
                failures++;
                first = first == null ? e.getClass().getSimpleName() + ": " + e.getMessage() : first;
            }
            remove[i] = (System.nanoTime() - t0) / 1e6;
        }
        return new ObstacleTimes(add, remove, before, all, TileCacheRef.polygons(mesh.navMesh()), failures, first);
    }
}
