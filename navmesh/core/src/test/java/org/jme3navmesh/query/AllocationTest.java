package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.Random;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.Test;

/** In steady state a query allocates nothing: the result and the query reuse their arrays. */
class AllocationTest {

    @Test
    void steadyStateQueriesAllocateNothing() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        // not measurable on this JVM: skipped, not passed
        assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "per-thread allocation counter not available");
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) bean;
        assumeTrue(mx.isThreadAllocatedMemorySupported(), "per-thread allocation counter not supported");
        if (!mx.isThreadAllocatedMemoryEnabled()) {
            mx.setThreadAllocatedMemoryEnabled(true);
        }
        assumeTrue(mx.isThreadAllocatedMemoryEnabled(), "per-thread allocation counter disabled");
        QueryMeshes.Grid g = QueryMeshes.randomTerrain(11, 30, 30, 1f, 0.2f, 1f);
        NavMesh mesh = g.build();
        NavMeshQuery q = new NavMeshQuery(mesh);
        Random r = new Random(5);
        int n = 200;
        float[][] pts = new float[2 * n][];
        for (int i = 0; i < 2 * n; i++) {
            pts[i] = QueryPropertiesTest.randomPoint(g, q, r);
        }
        PathResult p = new PathResult();
        RaycastHit hit = new RaycastHit();
        float[] out = new float[3];
        QueryFilter[] filters = {QueryFilter.defaults(), QueryFilter.defaults().withMaxSlope(30f).withCornerMargin(0.2f)};
        long allocated = 0;
        for (int pass = 0; pass < 3; pass++) {
            long before = mx.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < n; i++) {
                float[] s = pts[2 * i], e = pts[2 * i + 1];
                QueryFilter f = filters[i % 2];
                q.findNearest(s[0], s[1], s[2], out);
                q.findPath(s[0], s[1], s[2], e[0], e[1], e[2], f, GoalPolicy.NEAREST_REACHABLE, p);
                q.findPath(s[0], s[1], s[2], e[0], e[1], e[2], f, GoalPolicy.FAIL, p);
                q.raycast(s[0], s[1], s[2], e[0], e[1], e[2], f, hit);
            }
            allocated = mx.getCurrentThreadAllocatedBytes() - before;
        }
        // The first pass grows the scratch arrays; afterwards nothing is allocated (a few bytes of
        // slack for the measurement itself).
        assertThat(allocated).isLessThan(1024);
    }
}
