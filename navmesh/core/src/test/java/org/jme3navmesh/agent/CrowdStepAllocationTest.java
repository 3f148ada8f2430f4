package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/**
 * After warm-up, {@link AgentCrowd#step} allocates nothing: 50 agents walking, separating, arriving and
 * re-planning every second, with answers of several lengths applied in the measured steps. The planner's answers
 * are made between steps (they allocate, outside what is measured). Skipped when the JVM cannot measure a
 * thread's allocation.
 */
class CrowdStepAllocationTest {
    private static final float DT = 1f / 60f;

    /** Records requests in preallocated arrays (no allocation in the step); answers them on demand. */
    static class HeldPlanner implements PathPlanner {
        final int[] agent = new int[4096];
        final long[] ticket = new long[4096];
        final float[] from = new float[3 * 4096];
        final float[] to = new float[3 * 4096];
        Sink sink;
        int count;

        @Override
        public void request(int a, long t, AgentType type, float[] start, float[] goal, Sink s) {
            agent[count] = a;
            ticket[count] = t;
            System.arraycopy(start, 0, from, 3 * count, 3);
            System.arraycopy(goal, 0, to, 3 * count, 3);
            sink = s;
            count++;
        }

        /** Answers every recorded request: straight, or through a detour point for every third request. */
        void deliverAll() {
            for (int r = 0; r < count; r++) {
                int o = 3 * r;
                float[] w = r % 3 == 0
                        ? new float[] {from[o], from[o + 1], from[o + 2],
                            0.5f * (from[o] + to[o]) + 0.5f, from[o + 1], 0.5f * (from[o + 2] + to[o + 2]),
                            to[o], to[o + 1], to[o + 2]}
                        : new float[] {from[o], from[o + 1], from[o + 2], to[o], to[o + 1], to[o + 2]};
                sink.accept(new PathPlan(agent[r], ticket[r], PathPlan.Status.FOUND, w, new int[0], 1f, 0.01, null));
            }
            count = 0;
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.EnumSource(AvoidanceMode.class)
    void aStepOfFiftyAgentsAllocatesNothingAfterWarmUp(AvoidanceMode avoidance) {
        checkNoAllocation(avoidance, 1, 50, 50);
    }

    @Test
    void aTwoThreadStepOfThreeChunksOfAgentsAllocatesNothingAfterWarmUpOnAnyThread() {
        // 130 agents: three chunks of the velocity planning, shared by the two threads; fewer arrivals on 30 x 30 m.
        checkNoAllocation(AvoidanceMode.ORCA, 2, 130, 50);
    }

    private static void checkNoAllocation(AvoidanceMode avoidance, int threads, int n, int minArrivals) {
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "no com.sun.management.ThreadMXBean on this JVM");
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) bean;
        assumeTrue(mx.isThreadAllocatedMemorySupported() && mx.isThreadAllocatedMemoryEnabled(),
                "thread allocation measurement is not supported or not enabled");

        NavMesh mesh = TestMeshes.grid(30, 30, 1f, 0f);
        HeldPlanner planner = new HeldPlanner();
        AgentCrowd crowd = new AgentCrowd(mesh, planner, CrowdConfig.defaults().withReplanInterval(1f)
                .withAvoidance(avoidance).withThreads(threads), 3);
        SplittableRandom rnd = new SplittableRandom(11);
        for (int a = 0; a < n; a++) {
            crowd.add(AgentType.walker(), 1f + (float) rnd.nextDouble(28), 0f, 1f + (float) rnd.nextDouble(28));
        }
        retarget(crowd, rnd);
        // The crowd's workers; reading another thread's figure may allocate on this one, so those reads come
        // before this thread's first reading and after its second.
        long[] ids = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("crowd-worker-"))
                .mapToLong(Thread::getId).toArray();
        assertThat(ids).hasSize(threads - 1);
        long[] before = new long[ids.length];

        // After warm-up, three windows of 300 steps. The JIT (or a thread's first use of a lazily built JDK
        // structure) can charge a few bytes once, at a step that varies from run to run; an allocation per step
        // would show in every window, so the least of the three must be 0.
        long[] windows = new long[3];
        int arrivals = 0;
        for (int s = 0; s < 1500; s++) {
            planner.deliverAll();
            if (s % 300 == 0) {
                retarget(crowd, rnd); // new targets between steps: requests and answers in the measured steps
            }
            for (int k = 0; k < ids.length; k++) {
                before[k] = mx.getThreadAllocatedBytes(ids[k]);
            }
            long mine = mx.getCurrentThreadAllocatedBytes();
            crowd.step(DT);
            long used = mx.getCurrentThreadAllocatedBytes() - mine;
            for (int k = 0; k < ids.length; k++) {
                used += mx.getThreadAllocatedBytes(ids[k]) - before[k];
            }
            if (s >= 600) { // the first 10 s warm up: arrays grow to the crowd and to the longest path
                windows[(s - 600) / 300] += used;
            }
        }
        crowd.close();
        for (int a = 0; a < n; a++) {
            arrivals += crowd.arrivals(a);
        }
        assertThat(crowd.pathsReceived()).as("answers were applied").isGreaterThan(300);
        assertThat(arrivals).as("agents arrived").isGreaterThan(minArrivals);
        assertThat(Math.min(windows[0], Math.min(windows[1], windows[2])))
                .as("bytes allocated by the least of three windows of 300 steps after warm-up: %s",
                        java.util.Arrays.toString(windows))
                .isZero();
    }

    private static void retarget(AgentCrowd crowd, SplittableRandom rnd) {
        for (int a = 0; a < crowd.idLimit(); a++) {
            crowd.setTarget(a, 1f + (float) rnd.nextDouble(28), 0f, 1f + (float) rnd.nextDouble(28));
        }
    }
}
