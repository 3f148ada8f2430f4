package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.util.List;
import org.jme3navmesh.mesh.LinkKind;
import org.jme3navmesh.mesh.LinkTestMeshes;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.OffMeshLink;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

class OffMeshLinkPathTest {
    private static final OffMeshLink DROP = OffMeshLink.of("drop", LinkKind.DROP, 3.9f, 2f, 2f, 6.2f, 0f, 2f);

    private static PathResult path(NavMesh m, float sx, float sy, float sz, float gx, float gy, float gz, QueryFilter f) {
        return new NavMeshQuery(m).findPath(sx, sy, sz, gx, gy, gz, f, GoalPolicy.NEAREST_REACHABLE, new PathResult());
    }

    @Test
    void aPathDownTheLedgeGoesToTheLinkEntryThenItsExitThenOn() {
        NavMesh m = LinkTestMeshes.ledge().withLinks(List.of(DROP));
        PathResult r = path(m, 1f, 2f, 1f, 9f, 0f, 3f, QueryFilter.defaults());
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        assertThat(r.linkCount()).isEqualTo(1);
        assertThat(r.waypointCount()).isEqualTo(4);
        assertThat(r.isLinkEntry(1)).isTrue();
        assertThat(r.isLinkExit(2)).isTrue();
        assertThat(r.isLinkEntry(0) || r.isLinkEntry(2) || r.isLinkExit(1) || r.isLinkExit(3)).isFalse();
        assertThat(r.waypointLink(1)).isEqualTo(0);
        assertThat(r.waypointLink(2)).isEqualTo(0);
        assertThat(r.waypointLink(0)).isEqualTo(-1);
        assertThat(r.waypointLinkKind(2)).isEqualTo(LinkKind.DROP);
        assertThat(r.waypointX(1)).isEqualTo(3.9f);
        assertThat(r.waypointY(1)).isEqualTo(2f);
        assertThat(r.waypointX(2)).isEqualTo(6.2f);
        assertThat(r.waypointY(2)).isEqualTo(0f);
        float expected = dist(1, 2, 1, 3.9f, 2, 2) + m.links().length(0) + dist(6.2f, 0, 2, 9, 0, 3);
        assertThat(r.length()).isCloseTo(expected, offset(1e-4f));
        assertThat(r.portalCount()).isEqualTo(r.corridorSize() - 1);
        int zeroWidth = 0;
        for (int i = 0; i < r.portalCount(); i++) {
            if (r.portalLeftX(i) == r.portalRightX(i) && r.portalLeftZ(i) == r.portalRightZ(i)) {
                zeroWidth++;
                assertThat(r.portalLeftX(i)).isEqualTo(6.2f);
            }
        }
        assertThat(zeroWidth).isEqualTo(1);
        assertThat(r.corridor(0)).isEqualTo(m.findTriangle(1f, 2f, 1f, 0.1f, 0.1f));
        assertThat(r.corridor(r.corridorSize() - 1)).isEqualTo(m.findTriangle(9f, 0f, 3f, 0.1f, 0.1f));
        int[] steps = r.linkStepsCopy();
        assertThat(steps).containsExactly(-1, 0, -1, -1);
        PathResult copy = r.copy();
        assertThat(copy.isLinkEntry(1)).isTrue();
        PathResult into = new PathResult();
        into.copyFrom(r);
        assertThat(into.waypointLinkKind(1)).isEqualTo(LinkKind.DROP);
    }

    @Test
    void aPathFromTheLinkEntryItselfStillWalksToItFirst() {
        // waypoint 0 is never an entry: an agent that re-plans standing at an entry gets the link at waypoint 1
        NavMesh m = LinkTestMeshes.ledge().withLinks(List.of(DROP));
        PathResult r = path(m, 3.9f, 2f, 2f, 9f, 0f, 3f, QueryFilter.defaults());
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        assertThat(r.isLinkEntry(0)).isFalse();
        assertThat(r.isLinkEntry(1)).isTrue();
        assertThat(r.waypointX(2)).isEqualTo(6.2f);
        assertThat(r.portalCount()).isEqualTo(r.corridorSize() - 1);
    }

    @Test
    void aOneWayDropIsNeverUsedBackwards() {
        NavMesh m = LinkTestMeshes.ledge().withLinks(List.of(DROP));
        PathResult up = path(m, 9f, 0f, 3f, 1f, 2f, 1f, QueryFilter.defaults());
        assertThat(up.status()).isEqualTo(PathStatus.PARTIAL);
        assertThat(up.linkCount()).isZero();
        for (int i = 0; i < up.waypointCount(); i++) {
            assertThat(up.waypointX(i)).isGreaterThanOrEqualTo(6f);
        }
        // the same link both ways is used backwards
        NavMesh both = LinkTestMeshes.ledge().withLinks(List.of(DROP.withBidirectional(true)));
        PathResult back = path(both, 9f, 0f, 3f, 1f, 2f, 1f, QueryFilter.defaults());
        assertThat(back.status()).isEqualTo(PathStatus.FOUND);
        assertThat(back.isLinkEntry(1)).isTrue();
        assertThat(back.waypointX(1)).isEqualTo(6.2f);
        assertThat(back.linkStepsCopy()[1]).isEqualTo(1); // link 0 entered by its end
    }

    @Test
    void disabledAndFilteredLinksAreNotUsed() {
        NavMesh m = LinkTestMeshes.ledge().withLinks(List.of(DROP));
        NavMeshQuery q = new NavMeshQuery(m);
        PathResult r = new PathResult();
        QueryFilter noDrops = QueryFilter.defaults().withLinkMask(~LinkKind.DROP.flag());
        q.findPath(1f, 2f, 1f, 9f, 0f, 3f, noDrops, GoalPolicy.NEAREST_REACHABLE, r);
        assertThat(r.status()).isEqualTo(PathStatus.PARTIAL);
        q.findPath(1f, 2f, 1f, 9f, 0f, 3f, QueryFilter.defaults(), GoalPolicy.FAIL, r);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        m.links().setEnabled(0, false);
        q.findPath(1f, 2f, 1f, 9f, 0f, 3f, QueryFilter.defaults(), GoalPolicy.FAIL, r);
        assertThat(r.status()).isEqualTo(PathStatus.UNREACHABLE);
        m.links().setEnabled(0, true);
        q.findPath(1f, 2f, 1f, 9f, 0f, 3f, QueryFilter.defaults(), GoalPolicy.FAIL, r);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
    }

    @Test
    void aLinkIsTakenOnlyWhenItIsCheaperThanWalking() {
        // A U: 7 x 5 cells with a wall of holes in column 3 from z = 0 to z = 4; walking round is ~9.6 m.
        int[] holes = {3, 10, 17, 24};
        NavMesh plain = TestMeshes.grid(7, 5, 1f, 0f, holes);
        OffMeshLink tp = OffMeshLink.of("tp", LinkKind.TELEPORT, 2.5f, 0f, 0.5f, 4.5f, 0f, 0.5f);
        PathResult walked = path(plain, 0.5f, 0f, 0.5f, 6.5f, 0f, 0.5f, QueryFilter.defaults());
        PathResult linked = path(plain.withLinks(List.of(tp)), 0.5f, 0f, 0.5f, 6.5f, 0f, 0.5f, QueryFilter.defaults());
        assertThat(linked.linkCount()).isEqualTo(1);
        assertThat(linked.length()).isCloseTo(6f, offset(1e-4f));
        PathResult dear = path(plain.withLinks(List.of(tp.withCost(20f))), 0.5f, 0f, 0.5f, 6.5f, 0f, 0.5f,
                QueryFilter.defaults());
        assertThat(dear.linkCount()).isZero();
        assertThat(dear.samePathAs(walked)).isTrue();
        assertThat(walked.length()).isGreaterThan(9f);
    }

    @Test
    void queriesAcrossLinksAllocateNothingOnceWarm() {
        java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
        org.junit.jupiter.api.Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "no allocation counter");
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) bean;
        NavMesh m = LinkTestMeshes.ledge().withLinks(List.of(DROP,
                OffMeshLink.of("jump", LinkKind.JUMP, 3.9f, 2f, 3.5f, 6.1f, 0f, 3.5f)));
        NavMeshQuery q = new NavMeshQuery(m);
        PathResult r = new PathResult();
        long allocated = 0;
        int crossed = 0;
        for (int pass = 0; pass < 3; pass++) {
            long before = mx.getCurrentThreadAllocatedBytes();
            for (int k = 0; k < 200; k++) {
                float z = 0.5f + (k % 7) * 0.45f;
                q.findPath(0.5f + (k % 5) * 0.5f, 2f, z, 9.5f - (k % 3), 0f, 3.5f - z * 0.5f, QueryFilter.defaults(),
                        GoalPolicy.NEAREST_REACHABLE, r);
                q.findPath(9f, 0f, z, 1f, 2f, 2f, QueryFilter.defaults(), GoalPolicy.NEAREST_REACHABLE, r);
                crossed += r.linkCount(); // back up by the jump
            }
            allocated = mx.getCurrentThreadAllocatedBytes() - before;
        }
        assertThat(crossed).isEqualTo(3 * 200);
        // As AllocationTest: the first pass grows the scratch arrays; then a few bytes of slack for the measurement
        // (a per-query allocation would cost at least 400 * 16 bytes)
        assertThat(allocated).as("bytes allocated by the last 400 link queries").isLessThan(1024);
    }

    private static float dist(float ax, float ay, float az, float bx, float by, float bz) {
        return (float) Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay) + (bz - az) * (bz - az));
    }
}
