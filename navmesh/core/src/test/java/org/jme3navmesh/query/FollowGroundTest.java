package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.junit.jupiter.api.Test;

/** Waypoints at corners only by default; extra waypoints where the ground bends when the filter follows it. */
class FollowGroundTest {
    /** A 10 x 2 m strip along X over a crest: y = 2 - 0.4 |x - 5| (a 21.8 degree slope each side). */
    private static NavMesh crest() {
        NavMeshBuilder b = new NavMeshBuilder();
        for (int iz = 0; iz <= 2; iz++) {
            for (int ix = 0; ix <= 10; ix++) {
                b.addVertex(ix, 2f - 0.4f * Math.abs(ix - 5), iz);
            }
        }
        for (int iz = 0; iz < 2; iz++) {
            for (int ix = 0; ix < 10; ix++) {
                int v00 = ix + iz * 11, v10 = v00 + 1, v01 = v00 + 11, v11 = v01 + 1;
                b.addTriangle(v00, v01, v11, 0, 21.8f);
                b.addTriangle(v00, v11, v10, 0, 21.8f);
            }
        }
        return b.build();
    }

    @Test
    void defaultPathHasItsCornersOnlyAtMeshHeights() {
        NavMeshQuery q = new NavMeshQuery(crest());
        PathResult r = q.findPath(0.5f, 0.2f, 1f, 9.5f, 0.2f, 1f);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        assertThat(r.waypointCount()).as(r.toString()).isEqualTo(2);
        assertThat(r.waypointY(0)).isCloseTo(0.2f, within(1e-4f));
        assertThat(r.waypointY(1)).isCloseTo(0.2f, within(1e-4f));
        assertThat(r.length()).isCloseTo(9f, within(1e-4f));
    }

    @Test
    void followingTheGroundAddsTheCrest() {
        NavMeshQuery q = new NavMeshQuery(crest());
        PathResult r = new PathResult();
        q.findPath(0.5f, 0.2f, 1f, 9.5f, 0.2f, 1f, QueryFilter.defaults().withFollowGround(true), GoalPolicy.FAIL, r);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        assertThat(r.waypointCount()).as(r.toString()).isEqualTo(3);
        assertThat(r.waypointX(1)).isCloseTo(5f, within(1e-3f));
        assertThat(r.waypointY(1)).isCloseTo(2f, within(1e-3f));
        assertThat(r.length()).isCloseTo((float) (2 * Math.hypot(4.5, 1.8)), within(1e-3f));
        // The XZ route is the same either way.
        assertThat(r.waypointZ(1)).isCloseTo(1f, within(1e-4f));
    }

    @Test
    void filterReportsAndComparesTheSetting() {
        QueryFilter on = QueryFilter.defaults().withFollowGround(true);
        assertThat(QueryFilter.defaults().followGround()).isFalse();
        assertThat(on.followGround()).isTrue();
        assertThat(on.withMaxSlope(30f).withCornerMargin(0.2f).withAreaCost(1, 2f).withExcluded(2, true).followGround()).isTrue();
        assertThat(on).isNotEqualTo(QueryFilter.defaults());
        assertThat(on.withFollowGround(false)).isEqualTo(QueryFilter.defaults());
        assertThat(on.withFollowGround(false).hashCode()).isEqualTo(QueryFilter.defaults().hashCode());
        assertThat(on.toString()).contains("followGround");
    }
}
