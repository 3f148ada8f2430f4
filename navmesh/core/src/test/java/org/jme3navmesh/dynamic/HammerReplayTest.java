package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.GoalPolicy;
import org.jme3navmesh.query.NavMeshQuery;
import org.jme3navmesh.query.PathResult;
import org.jme3navmesh.query.QueryFilter;
import org.jme3navmesh.query.RaycastHit;
import org.junit.jupiter.api.Test;

/**
 * {@link HammerTest}'s writer replayed on one thread (its seed, one change per version), with the
 * two cases where a path's segment, on the surface by sampling, was blocked to the raycast:
 * <ul>
 * <li>version 333: the funnel dropped two corners along a carved wall one after the other, each
 *     within the line tolerance of the segment that replaced it, and the straight path cut the
 *     first wall vertex by more (0.135 mm);</li>
 * <li>version 1464: the walk crossed a sliver whose two edges at a vertex are nearly collinear: the
 *     segment crosses both edge lines at the same parameter, once on an edge and once on the other
 *     edge's extension, and the walk left through the extension into a triangle the segment does
 *     not enter, then along edge lines behind it into a hole.</li>
 * </ul>
 */
class HammerReplayTest {
    private static final QueryFilter ALL = QueryFilter.defaults();

    @Test
    void pathSegmentsFoundBlockedInHammerRunsAreClear() {
        NavMesh baked = TestScenes.bake("hills.obj").navMesh();
        // The recorded run's geometry: every circle a 12-gon (before the sides followed the footprint tolerance), no
        // slight turn pushed out (a pushed box now covers the end of the second segment below).
        DynamicNavMesh d = DynamicNavMesh.withCircleSides(baked, BakeConfig.defaults().agentRadius(), 12);
        Random r = new Random(11);
        List<ObstacleHandle> live = new ArrayList<>();
        float[] p = new float[3];
        RaycastHit hit = new RaycastHit();
        while (d.version() < 1464) {
            HammerTest.change(d, baked, r, live, p);
            d.update(0); // applies that one change: one version per change
            if (d.version() == 333) {
                PathResult path = new PathResult();
                NavMeshQuery q = new NavMeshQuery(d.current());
                q.findPath(-21.53127f, 0.46196052f, 71.09406f, -3.8116922f, 0.81006193f, 75.83734f, ALL,
                        GoalPolicy.NEAREST_REACHABLE, path);
                assertThat(path.hasPath()).isTrue();
                for (int i = 0; i + 1 < path.waypointCount(); i++) {
                    assertThat(q.raycast(path.waypointX(i), path.waypointY(i), path.waypointZ(i), path.waypointX(i + 1),
                            path.waypointY(i + 1), path.waypointZ(i + 1), ALL, hit)).as("segment %d: %s", i, hit).isTrue();
                }
            }
        }
        NavMeshQuery q = new NavMeshQuery(d.current());
        assertThat(q.raycast(8.734721f, 3.0476408f, 11.115208f, -1.4150808f, 1.025197f, 0.40054426f, ALL, hit))
                .as("%s", hit).isTrue();
        assertThat(q.raycast(6.1936526f, 2.5782797f, 13.915217f, -19.797512f, 0.59362507f, -31.429922f, ALL, hit))
                .as("%s", hit).isTrue();
    }

    /**
     * {@link HammerTest}'s writer replayed with 1 to 4 changes per version (as a loaded run's {@code update(5)}
     * applies them), to version 1283: a path turned on a vertex where two walls meet, and the raycast of its next
     * segment, started in a triangle around that vertex on the far side of a wall, was blocked at fraction 0
     * (twice in 22 runs of {@code HammerTest}). The raycast now walks again from the other triangles around a
     * start vertex.
     */
    @Test
    void aSegmentStartingOnAVertexWhereWallsMeetIsClear() {
        NavMesh baked = TestScenes.bake("hills.obj").navMesh();
        DynamicNavMesh d = new DynamicNavMesh(baked, BakeConfig.defaults().agentRadius());
        Random r = new Random(11), perVersion = new Random(9);
        List<ObstacleHandle> live = new ArrayList<>();
        float[] p = new float[3];
        while (d.version() < 1283) {
            for (int c = 1 + perVersion.nextInt(4); c > 0; c--) {
                HammerTest.change(d, baked, r, live, p);
            }
            d.update(1e9);
        }
        NavMesh m = d.current();
        float ax = 59.950012f, ay = -1.503007f, az = -62.449997f, bx = 52.312965f, by = -1.076756f, bz = -74.066414f;
        assertThat(HammerTest.onSurface(m, ax, ay, az, bx, by, bz)).as("the segment lies on the surface").isTrue();
        RaycastHit hit = new RaycastHit();
        assertThat(new NavMeshQuery(m).raycast(ax, ay, az, bx, by, bz, ALL, hit)).as("%s", hit).isTrue();
    }
}
