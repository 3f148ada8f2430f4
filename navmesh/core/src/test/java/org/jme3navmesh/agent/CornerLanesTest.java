package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/**
 * {@link CornerLanes}: at a wall's free end rounded both ways, the agent turning towards its side hugs the corner and
 * the one turning the other way takes the outer lane, only while the other comes.
 */
class CornerLanesTest {
    /** A 20 x 20 m floor of 1 m cells with a 1 m wall along z = 10 from x = 8 to the east edge: corners (8, 10), (8, 11). */
    private static NavMesh floor() {
        int[] holes = new int[12];
        for (int ix = 8; ix < 20; ix++) {
            holes[ix - 8] = ix + 10 * 20;
        }
        return TestMeshes.grid(20, 20, 1f, 0f, holes);
    }

    @Test
    void theOuterTurnKeepsALaneOutWhileTheOtherFlowHugsTheCorner() {
        NavMesh mesh = floor();
        AgentStore s = new AgentStore(4);
        CornerLanes lanes = new CornerLanes(s, new SurfaceWalker(mesh));
        // North-bound: from (12, 7) round (8, 10) and (8, 11) to (12, 14). Its path turns clockwise at (8, 10): away
        // from its side (counter-clockwise), so it takes the outer lane.
        int north = walking(s, mesh, 10f, 8f, 12f, 7f, 8f, 10f, 8f, 11f, 12f, 14f);
        // South-bound: the mirror way, turning counter-clockwise round the same corners: it hugs them.
        int south = walking(s, mesh, 10f, 13f, 12f, 14f, 8f, 11f, 8f, 10f, 12f, 7f);
        PathPlan np = s.plan[north], sp = s.plan[south];

        lanes.collect();
        assertThat(lanes.aim(south, sp, 1)).isFalse();
        assertThat(lanes.x).isEqualTo(8f);
        assertThat(lanes.z).isEqualTo(11f);
        assertThat(lanes.aim(north, np, 1)).isTrue();
        // Out along the bisector of its turn at (8, 10), from (12, 7) west-north-west then north, to where both legs
        // moved a lane sideways meet.
        double out = outerLanePoint();
        double ux = -4 / 5.0 - 0, uz = 3 / 5.0 - 1, lu = Math.hypot(ux, uz);
        assertThat(lanes.x).isCloseTo((float) (8 + out * ux / lu), offset(1e-4f));
        assertThat(lanes.z).isCloseTo((float) (10 + out * uz / lu), offset(1e-4f));
        // Both legs keep a lane from the corner.
        double lane = CornerLanes.LANE_RADII * AgentType.walker().radius();
        assertThat((double) Math.abs(lanes.x - 8f)).as("from the northward leg's line").isCloseTo(lane, offset(1e-4));
        assertThat((4 * (lanes.z - 10f) + 3 * (lanes.x - 8f)) / 5.0).as("from the first leg's line, signed")
                .isCloseTo(-lane, offset(1e-4));
        assertThat(lanes.aim(north, np, 3)).as("the goal is no corner").isFalse();

        s.following[south] = false; // no traffic the other way: the corner itself
        lanes.collect();
        assertThat(lanes.aim(north, np, 1)).isFalse();
        assertThat(lanes.x).isEqualTo(8f);
        assertThat(lanes.z).isEqualTo(10f);

        s.following[south] = true; // the other flow still more than 4 m from its corners: the corner itself
        s.px[south] = 16f;
        s.pz[south] = 15f;
        lanes.collect();
        assertThat(lanes.aim(north, np, 1)).isFalse();
    }

    @Test
    void theLaneNarrowsToHalfTheRoomBesideTheCorner() {
        // The floor ends 2 m west of the wall's end: twice the lane point's distance does not fit out there, half of it
        // does.
        int[] holes = new int[12 + 20 * 6];
        int h = 0;
        for (int ix = 8; ix < 20; ix++) {
            holes[h++] = ix + 10 * 20;
        }
        for (int iz = 0; iz < 20; iz++) {
            for (int ix = 0; ix < 6; ix++) {
                holes[h++] = ix + iz * 20;
            }
        }
        NavMesh mesh = TestMeshes.grid(20, 20, 1f, 0f, holes);
        AgentStore s = new AgentStore(4);
        CornerLanes lanes = new CornerLanes(s, new SurfaceWalker(mesh));
        int north = walking(s, mesh, 10f, 8f, 12f, 7f, 8f, 10f, 8f, 11f, 12f, 14f);
        walking(s, mesh, 10f, 13f, 12f, 14f, 8f, 11f, 8f, 10f, 12f, 7f);
        lanes.collect();
        assertThat(lanes.aim(north, s.plan[north], 1)).isTrue();
        assertThat(Math.hypot(lanes.x - 8f, lanes.z - 10f)).isCloseTo(outerLanePoint() / 2, offset(1e-4));
    }

    /**
     * The lane point's distance from the corner (8, 10) for the path from (12, 7) through it north: the lane divided
     * by the cosine of half the turn, whose cosine is 0.6.
     */
    private static double outerLanePoint() {
        return CornerLanes.LANE_RADII * AgentType.walker().radius() / Math.sqrt(0.5 * (1 + 0.6));
    }

    /** Spawns a walker at (x, z) following a path through the given x, z points, towards the second one. */
    private static int walking(AgentStore s, NavMesh mesh, float x, float z, float... xz) {
        int i = s.spawn(AgentType.walker(), TypeSnap.filterFor(AgentType.walker()), mesh.findTriangle(x, 0f, z, 1f, 1f),
                x, 0f, z);
        float[] w = new float[3 * (xz.length / 2)];
        for (int k = 0; k < xz.length / 2; k++) {
            w[3 * k] = xz[2 * k];
            w[3 * k + 2] = xz[2 * k + 1];
        }
        s.plan[i] = new PathPlan(i, 1L, PathPlan.Status.FOUND, w, new int[0], 0f, 0.0, null);
        s.wp[i] = 1;
        s.following[i] = true;
        return i;
    }
}
