package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link NavMesh#findNearest} allocates nothing once the calling thread's search scratch fits the mesh. */
class NavMeshNearestAllocationTest {

    @Test
    void findNearestAllocatesNothingInSteadyState() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        assumeTrue(bean instanceof com.sun.management.ThreadMXBean mx && mx.isThreadAllocatedMemorySupported(),
                "thread allocation cannot be measured on this JVM");
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) bean;
        NavMesh m = TestMeshes.grid(20, 20, 1f, 0f, 45, 46, 120, 250);
        Random r = new Random(3);
        int n = 2000;
        float[] pts = new float[3 * n];
        for (int i = 0; i < 3 * n; i += 3) {
            pts[i] = -2f + 24f * r.nextFloat();
            pts[i + 1] = -1f + 2f * r.nextFloat();
            pts[i + 2] = -2f + 24f * r.nextFloat();
        }
        float[] out = new float[3];
        long allocated = 0;
        int found = 0;
        for (int pass = 0; pass < 3; pass++) {
            found = 0;
            long before = mx.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < 3 * n; i += 3) {
                if (m.findNearest(pts[i], pts[i + 1], pts[i + 2], 1f, 2f, 1f, out) >= 0) {
                    found++;
                }
            }
            allocated = mx.getCurrentThreadAllocatedBytes() - before;
        }
        assertThat(found).isGreaterThan(n / 2);
        assertThat(allocated).isLessThan(1024);
    }
}
