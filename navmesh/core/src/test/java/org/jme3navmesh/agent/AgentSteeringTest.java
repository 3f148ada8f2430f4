package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/** Path following: acceleration, turn-rate limit, arrival radius and slow-down; separation. */
class AgentSteeringTest {
    /** The defaults with separation steering, the avoidance these tests are about (ORCA is the default). */
    private static final CrowdConfig SEPARATION = CrowdConfig.defaults().withAvoidance(AvoidanceMode.SEPARATION);

    private static final float DT = 1f / 60f;
    private final NavMesh open = TestMeshes.grid(20, 20, 1f, 0f);
    private final ScriptedPlanner planner = new ScriptedPlanner();

    private AgentCrowd crowd(CrowdConfig c) {
        return new AgentCrowd(open, planner, c, 1);
    }

    @Test
    void turnRateIsLimitedEveryStep() {
        AgentType t = AgentType.walker().withTurnRate(90f);
        AgentCrowd c = crowd(SEPARATION.withSeparationWeight(0f));
        int a = c.add(t, 10f, 0f, 10f);
        // Facing starts at +Z; the target is straight behind.
        c.setTarget(a, 10f, 0f, 2f);
        float maxPerStep = (float) Math.toRadians(90f) * DT;
        float prevX = c.facingX(a), prevZ = c.facingZ(a);
        double turned = 0;
        for (int s = 0; s < 200; s++) {
            c.step(DT);
            float x = c.facingX(a), z = c.facingZ(a);
            double ang = Math.acos(Math.max(-1, Math.min(1, prevX * x + prevZ * z)));
            assertThat(ang).isLessThanOrEqualTo(maxPerStep + 1e-4);
            turned += ang;
            prevX = x;
            prevZ = z;
        }
        // It did turn round (180 degrees take 2 s at 90 deg/s) and walked towards the target.
        assertThat(turned).isGreaterThan(Math.PI - 0.05);
        assertThat(c.facingZ(a)).isLessThan(-0.95f);
        assertThat(c.z(a)).isLessThan(10f);
    }

    @Test
    void whileTurningRoundTheAgentBarelyMoves() {
        AgentType t = AgentType.walker().withTurnRate(90f);
        AgentCrowd c = crowd(SEPARATION.withSeparationWeight(0f));
        int a = c.add(t, 10f, 0f, 10f);
        c.setTarget(a, 10f, 0f, 2f);
        for (int s = 0; s < 60; s++) { // one second: facing turns 90 degrees, never toward the goal yet
            c.step(DT);
        }
        assertThat(Math.hypot(c.x(a) - 10f, c.z(a) - 10f)).isLessThan(0.3);
    }

    @Test
    void accelerationAndTopSpeedAreLimited() {
        AgentType t = AgentType.walker();
        AgentCrowd c = crowd(SEPARATION.withSeparationWeight(0f));
        int a = c.add(t, 1f, 0f, 1f);
        c.setTarget(a, 1f, 0f, 19f); // straight ahead
        float prev = 0f;
        float top = 0f;
        for (int s = 0; s < 240; s++) {
            c.step(DT);
            float sp = c.speed(a);
            assertThat(Math.abs(sp - prev)).isLessThanOrEqualTo(t.maxAccel() * DT + 1e-4f);
            assertThat(sp).isLessThanOrEqualTo(t.maxSpeed() + 1e-4f);
            top = Math.max(top, sp);
            prev = sp;
        }
        assertThat(top).isCloseTo(t.maxSpeed(), within(1e-3f));
    }

    @Test
    void slowsDownOnApproachAndArrivesWithinTheRadius() {
        CrowdConfig cfg = SEPARATION.withSeparationWeight(0f);
        AgentCrowd c = crowd(cfg);
        int a = c.add(AgentType.walker(), 1f, 0f, 1f);
        c.setTarget(a, 1f, 0f, 12f);
        float speedAt3m = -1, speedAt1m = -1;
        int s = 0;
        while (c.state(a) != AgentState.ARRIVED && s++ < 600) {
            c.step(DT);
            float d = 12f - c.z(a);
            if (speedAt3m < 0 && d <= 3f) {
                speedAt3m = c.speed(a);
            }
            if (speedAt1m < 0 && d <= 1f) {
                speedAt1m = c.speed(a);
            }
        }
        assertThat(c.state(a)).isEqualTo(AgentState.ARRIVED);
        assertThat(Math.hypot(c.x(a) - 1f, c.z(a) - 12f)).isLessThanOrEqualTo(cfg.arrivalRadius() + 1e-4);
        assertThat(speedAt3m).isCloseTo(AgentType.walker().maxSpeed(), within(0.01f));
        assertThat(speedAt1m).isLessThan(speedAt3m * 0.8f);
        assertThat(c.arrivals(a)).isEqualTo(1);
        // After arriving it stops.
        for (int k = 0; k < 120; k++) {
            c.step(DT);
        }
        assertThat(c.speed(a)).isZero();
        assertThat(c.state(a)).isEqualTo(AgentState.ARRIVED);
    }

    @Test
    void followsWaypointsAroundCorners() {
        // The corner at (5, 15) while below it; straight on once past it (periodic re-plans start from the agent).
        planner.script = r -> r.start()[2] < 14.9f
                ? ScriptedPlanner.through(r, PathPlan.Status.FOUND, 5f, 15f) : ScriptedPlanner.straight(r);
        AgentCrowd c = crowd(SEPARATION.withSeparationWeight(0f));
        int a = c.add(AgentType.walker(), 5f, 0f, 5f);
        c.setTarget(a, 15f, 0f, 15f);
        float maxXBeforeCorner = 0;
        for (int s = 0; s < 900 && c.state(a) != AgentState.ARRIVED; s++) {
            c.step(DT);
            if (c.z(a) < 14f) {
                maxXBeforeCorner = Math.max(maxXBeforeCorner, c.x(a));
            }
        }
        assertThat(c.state(a)).isEqualTo(AgentState.ARRIVED);
        assertThat(maxXBeforeCorner).isLessThan(5.5f); // went up the first leg, not diagonally
    }

    @Test
    void arrivalListenerCanHandOutTheNextTarget() {
        AgentCrowd c = crowd(SEPARATION.withSeparationWeight(0f));
        int a = c.add(AgentType.walker(), 2f, 0f, 2f);
        c.setArrivalListener((cr, id) -> cr.setTarget(id, cr.x(id) > 5f ? 2f : 8f, 0f, 2f));
        c.setTarget(a, 8f, 0f, 2f);
        for (int s = 0; s < 60 * 20; s++) {
            c.step(DT);
        }
        assertThat(c.arrivals(a)).isGreaterThanOrEqualTo(4);
    }

    @Test
    void separationPushesOverlappingAgentsApart() {
        AgentCrowd c = crowd(SEPARATION);
        int a = c.add(AgentType.walker(), 10f, 0f, 10f);
        int b = c.add(AgentType.walker(), 10.2f, 0f, 10f);
        int d = c.add(AgentType.walker(), 10f, 0f, 10f); // exactly on top of a
        for (int s = 0; s < 300; s++) {
            c.step(DT);
        }
        float min = Float.MAX_VALUE;
        int[] ids = {a, b, d};
        for (int i = 0; i < 3; i++) {
            for (int j = i + 1; j < 3; j++) {
                min = Math.min(min, (float) Math.hypot(c.x(ids[i]) - c.x(ids[j]), c.z(ids[i]) - c.z(ids[j])));
            }
        }
        assertThat(min).isGreaterThan(0.9f); // about two radii apart
        for (int id : ids) {
            assertThat(c.state(id)).isEqualTo(AgentState.IDLE);
        }
    }

    @Test
    void separationIgnoresAgentsOnAnotherFloor() {
        NavMesh two = twoFloors();
        AgentCrowd c = new AgentCrowd(two, planner, SEPARATION, 1);
        int a = c.add(AgentType.walker(), 5f, 0f, 5f);
        int b = c.add(AgentType.walker(), 5.1f, 5f, 5f);
        for (int s = 0; s < 120; s++) {
            c.step(DT);
        }
        assertThat(c.x(a)).isEqualTo(5f);
        assertThat(c.x(b)).isEqualTo(5.1f);
    }

    @Test
    void crossingAgentsBothArrive() {
        AgentCrowd c = crowd(SEPARATION);
        int a = c.add(AgentType.walker(), 2f, 0f, 10f);
        int b = c.add(AgentType.walker(), 18f, 0f, 10f);
        c.setTarget(a, 18f, 0f, 10f);
        c.setTarget(b, 2f, 0f, 10f);
        float closest = Float.MAX_VALUE;
        for (int s = 0; s < 60 * 15; s++) {
            c.step(DT);
            closest = Math.min(closest, (float) Math.hypot(c.x(a) - c.x(b), c.z(a) - c.z(b)));
        }
        assertThat(c.arrivals(a)).isEqualTo(1);
        assertThat(c.arrivals(b)).isEqualTo(1);
        assertThat(closest).isGreaterThan(0.5f); // they sidestepped rather than walking through each other
    }

    /** Two separate 10 m floors, at y = 0 and y = 5, with the same XZ footprint. */
    private static NavMesh twoFloors() {
        org.jme3navmesh.mesh.NavMeshBuilder b = new org.jme3navmesh.mesh.NavMeshBuilder();
        for (float y : new float[] {0f, 5f}) {
            int v0 = b.addVertex(0, y, 0), v1 = b.addVertex(10, y, 0), v2 = b.addVertex(10, y, 10), v3 = b.addVertex(0, y, 10);
            b.addTriangle(v0, v3, v2, 0, 0f);
            b.addTriangle(v0, v2, v1, 0, 0f);
        }
        return b.build();
    }
}
