package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@link SweptAgents}: when a walker counts as carried backwards, and for how long. */
class SweptAgentsTest {
    private final AgentStore s = new AgentStore(2);
    private final SweptAgents swept = new SweptAgents();
    private final int a = s.spawn(AgentType.walker(), TypeSnap.filterFor(AgentType.walker()), 0, 0f, 0f, 0f);

    SweptAgentsTest() {
        s.plan[a] = new PathPlan(a, 1L, PathPlan.Status.FOUND, new float[] {0f, 0f, 0f, 10f, 0f, 0f}, new int[] {0},
                10f, 0.0, null);
        s.wp[a] = 1;
    }

    /** Agent a, following a path (or not), moved at (vx, vz) over the last step; it prefers to walk +x. */
    private boolean stepAt(double time, boolean following, float vx, float vz) {
        s.time = time;
        s.following[a] = following;
        s.vx[a] = vx;
        s.vz[a] = vz;
        swept.take(s, a, 1f, 0f);
        return swept.swept(a, time);
    }

    @Test
    void aWalkerMovingAgainstItsWayForTheOnsetIsSweptForTheHold() {
        swept.ensureCapacity(s.capacity);
        assertThat(stepAt(0.0, true, -1f, 0.5f)).isFalse();
        assertThat(stepAt(SweptAgents.ONSET - 0.01, true, -1f, 0.5f)).as("not yet for the onset").isFalse();
        assertThat(stepAt(SweptAgents.ONSET, true, -1f, 0.5f)).isTrue();
        double last = SweptAgents.ONSET;
        assertThat(stepAt(last + 0.1, true, 2f, 0f)).as("walking its way again, still swept").isTrue();
        assertThat(stepAt(last + SweptAgents.HOLD - 0.01, true, 2f, 0f)).isTrue();
        assertThat(stepAt(last + SweptAgents.HOLD, true, 2f, 0f)).as("free after the hold").isFalse();
    }

    @Test
    void sidewaysOrSlowlyBackIsNotSweptAndStandingEndsIt() {
        swept.ensureCapacity(s.capacity);
        for (int k = 0; k <= 60; k++) {
            assertThat(stepAt(k / 60.0, true, 0f, 3f)).as("sideways").isFalse();
        }
        for (int k = 61; k <= 120; k++) {
            assertThat(stepAt(k / 60.0, true, -0.5f * SweptAgents.AGAINST, 3f)).as("back slower than the threshold").isFalse();
        }
        for (int k = 121; k <= 180; k++) {
            stepAt(k / 60.0, true, -1f, 0f);
        }
        assertThat(swept.swept(a, 3.0)).isTrue();
        assertThat(stepAt(3.01, false, -1f, 0f)).as("an agent that stands is not swept").isFalse();
    }

    @Test
    void aStuckAgentOrOneBoundForALinkEntryIsNotSwept() {
        // A STUCK agent has other ways out (right of way, the wall-side turn), and its backing out of a corner must
        // not keep it swept once it walks on; an agent bound for a link's entry queues for the link.
        swept.ensureCapacity(s.capacity);
        for (int k = 0; k <= 30; k++) {
            stepAt(k / 60.0, true, -1f, 0f);
        }
        assertThat(swept.swept(a, 0.5)).isTrue();
        s.setState(a, AgentState.STUCK);
        assertThat(stepAt(0.52, true, -1f, 0f)).isFalse();
        s.setState(a, AgentState.MOVING);
        assertThat(stepAt(0.53, true, 2f, 0f)).as("no hold carried over from the STUCK spell").isFalse();
        for (int k = 0; k <= 30; k++) {
            stepAt(1.0 + k / 60.0, true, -1f, 0f);
        }
        assertThat(swept.swept(a, 1.5)).isTrue();
        s.plan[a] = new PathPlan(a, 2L, PathPlan.Status.FOUND, new float[] {0f, 0f, 0f, 10f, 0f, 0f, 12f, 1f, 0f},
                new int[] {0}, 12f, 0.0, null, new int[] {-1, 0, -1});
        assertThat(stepAt(1.52, true, -1f, 0f)).as("its next waypoint enters a link").isFalse();
    }

    @Test
    void growingKeepsTheRecords() {
        swept.ensureCapacity(1);
        for (int k = 0; k <= 30; k++) {
            stepAt(k / 60.0, true, -1f, 0f);
        }
        assertThat(swept.swept(a, 0.5)).isTrue();
        swept.ensureCapacity(64);
        assertThat(swept.swept(a, 0.5)).isTrue();
        assertThat(swept.swept(63, 0.5)).isFalse();
    }
}
