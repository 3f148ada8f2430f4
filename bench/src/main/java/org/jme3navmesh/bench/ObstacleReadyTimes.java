package org.jme3navmesh.bench;

import org.jme3navmesh.dynamic.DynamicNavMesh;
import org.jme3navmesh.dynamic.ObstacleShape;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.NavMeshQuery;
import org.jme3navmesh.sim.ObstacleTimings;

/**
 * Per obstacle, the time until a query can run on the new version: the add, the updates until the mesh is
 * current, and the tables the queries of the version share ({@link NavMeshQuery#prepare}), wall time, adds in
 * file order on a fresh {@link DynamicNavMesh} (the baked mesh's tables built before the clock starts).
 */
final class ObstacleReadyTimes {
    private ObstacleReadyTimes() {
    }

    /**
     * @param baked       the baked mesh; not null, unaffected
     * @param agentRadius the radius it was baked for, metres
     * @param rows        5 floats per cylinder (x, y, z, radius, height), as {@link ObstacleTimings}; not null, unaffected
     * @return per obstacle, milliseconds; new
     */
    static double[] addReadyMs(NavMesh baked, float agentRadius, float[] rows) {
        int n = rows.length / 5;
        DynamicNavMesh d = new DynamicNavMesh(baked, agentRadius);
        NavMeshQuery.prepare(baked);
        double[] ms = new double[n];
        for (int i = 0; i < n; i++) {
            int o = 5 * i;
            ObstacleShape s = ObstacleShape.cylinder(rows[o], rows[o + 1] - ObstacleTimings.BASE_BELOW, rows[o + 2],
                    rows[o + 3], rows[o + 4]);
            long t0 = System.nanoTime();
            d.add(s);
            do {
                d.update(Double.MAX_VALUE / 1e7);
            } while (d.pendingChanges() > 0);
            NavMeshQuery.prepare(d.current());
            ms[i] = (System.nanoTime() - t0) / 1e6;
        }
        return ms;
    }
}
