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

    /** Records requests in preallocated arrays; answers them with real queries between steps. */
    private static final class QueryPlanner implements PathPlanner {
        final int[] agent = new int[4096];
        final long[] ticket = new long[4096];
        final float[] from = new float[3 * 4096];
        final float[] to = new float[3 * 4096];
        final NavMeshQuery query;
        Sink sink;
        int count;

        QueryPlanner(NavMesh mesh) {
            query = new NavMeshQuery(mesh);
        }

        @Override
        public void request(int a, long t, AgentType type, float[] start, float[] goal, Sink s) {
            agent[count] = a;
            ticket[count] = t;
            System.arraycopy(start, 0, from, 3 * count, 3);
            System.arraycopy(goal, 0, to, 3 * count, 3);
            sink = s;
            count++;
        }

        void deliverAll() {
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
        long allocated = 0;
        int warm = 0;
        for (int s = 0; s < 4800; s++) {
            planner.deliverAll();
            long before = mx.getCurrentThreadAllocatedBytes();
            crowd.step(DT);
            long used = mx.getCurrentThreadAllocatedBytes() - before;
            if (s >= 2400) {
                allocated += used;
            } else {
                warm = crossings[0];
            }
        }
        assertThat(crossings[0] - warm).as("link crossings in the measured steps").isGreaterThan(10);
        assertThat(allocated).as("bytes allocated by 2400 steps after 2400 warm-up steps").isZero();
    }
}
