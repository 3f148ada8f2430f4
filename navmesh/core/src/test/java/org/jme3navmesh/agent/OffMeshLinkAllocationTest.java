package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.List;
import org.jme3navmesh.mesh.LinkKind;
import org.jme3navmesh.mesh.LinkTestMeshes;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.OffMeshLink;
import org.jme3navmesh.query.GoalPolicy;
import org.jme3navmesh.query.NavMeshQuery;
import org.jme3navmesh.query.PathResult;
import org.jme3navmesh.query.QueryFilter;
import org.junit.jupiter.api.Test;

/**
 * Steps in which agents enter, cross and leave off-mesh links (a jump and a ladder that takes one agent at a time)
 * allocate nothing after warm-up. Paths are computed between steps (outside what is measured).
 */
class OffMeshLinkAllocationTest {
    private static final float DT = 1f / 60f;

    /** Records requests as {@link CrowdStepAllocationTest.HeldPlanner} does; answers them with real queries. */
    private static final class QueryPlanner extends CrowdStepAllocationTest.HeldPlanner {
        final NavMeshQuery query;

        QueryPlanner(NavMesh mesh) {
            query = new NavMeshQuery(mesh);
        }

        void deliverQueries() {
            for (int r = 0; r < count; r++) {
                int o = 3 * r;
                PathResult p = query.findPath(from[o], from[o + 1], from[o + 2], to[o], to[o + 1], to[o + 2],
                        QueryFilter.defaults(), GoalPolicy.NEAREST_REACHABLE, new PathResult());
                sink.accept(PathServicePlanner.toPlan(agent[r], ticket[r], p, 0.01));
            }
            count = 0;
        }
    }

    @Test
    void stepsWithAgentsCrossingLinksAllocateNothingAfterWarmUp() {
        assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean, "no allocation counter");
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(mx.isThreadAllocatedMemorySupported() && mx.isThreadAllocatedMemoryEnabled(), "no allocation counter");
        NavMesh mesh = LinkTestMeshes.platforms(6, 8, new float[] {0f, 8f}, new float[] {0f, 1f}).withLinks(List.of(
                OffMeshLink.of("jump", LinkKind.JUMP, 5.8f, 0f, 2f, 8.2f, 1f, 2f),
                OffMeshLink.of("ladder", LinkKind.LADDER, 5.8f, 0f, 6f, 8.2f, 1f, 6f)));
        QueryPlanner planner = new QueryPlanner(mesh);
        AgentCrowd crowd = new AgentCrowd(mesh, planner, CrowdConfig.defaults().withReplanInterval(1f), 3);
        int[] crossings = {0};
        crowd.links().setListener(new CrowdLinks.LinkListener() {
            @Override
            public void entered(AgentCrowd c, int agent, int link) {
            }

            @Override
            public void exited(AgentCrowd c, int agent, int link) {
                crossings[0]++;
            }
        });
        crowd.setArrivalListener((c, a) -> c.setTarget(a, c.x(a) < 7f ? 12f : 2f, 0f, 1f + (a % 7)));
        for (int a = 0; a < 12; a++) {
            crowd.add(AgentType.walker(), a < 6 ? 1f : 13f, a < 6 ? 0f : 1f, 1f + (a % 6));
            crowd.setTarget(a, a < 6 ? 12f : 2f, 0f, 1f + (a % 7));
        }
        // After warm-up, three windows of 800 steps. The JIT can charge the thread a few bytes once, at a moment that
        // varies from run to run (an interpreted run, -Xint, allocates nothing in any window); an allocation in the
        // step itself would show in every window.
        long[] windows = new long[3];
        int warm = 0;
        for (int s = 0; s < 2400 + 3 * 800; s++) {
            planner.deliverQueries();
            long before = mx.getCurrentThreadAllocatedBytes();
            crowd.step(DT);
            long used = mx.getCurrentThreadAllocatedBytes() - before;
            if (s >= 2400) {
                windows[(s - 2400) / 800] += used;
            } else {
                warm = crossings[0];
            }
        }
        assertThat(crossings[0] - warm).as("link crossings in the measured steps").isGreaterThan(10);
        assertThat(Math.min(windows[0], Math.min(windows[1], windows[2])))
                .as("bytes allocated by the least of three windows of 800 steps after warm-up: %s", java.util.Arrays.toString(windows))
                .isZero();
    }
}
