package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/** The velocity-planning stage asks its LocalAvoidance for the grid it needs and limits what it plans to top speed. */
class LocalAvoidanceTest {

    /** Pushes every agent along +X at 10 m/s, far over any top speed; asks for a 2 m grid. */
    private static final class PushEast implements LocalAvoidance {
        int calls;
        int neighboursSeen;
        AgentGrid lastGrid;

        @Override
        public float neighbourCell(AgentStore store) {
            return 2f;
        }

        @Override
        public void beginStep(AgentStore store, AgentGrid grid, int workers) {
            calls++;
            lastGrid = grid;
        }

        @Override
        public void planAgents(AgentStore store, AgentGrid grid, int worker, int from, int to, float dt) {
            int[] ids = store.ids();
            for (int k = from; k < to; k++) {
                int i = ids[k];
                store.dvx[i] += 10f;
                int[] seen = {0};
                grid.forNeighbours(store.px[i], store.pz[i], j -> seen[0]++);
                neighboursSeen = Math.max(neighboursSeen, seen[0]);
            }
        }
    }

    @Test
    void theCrowdSteersWithWhatItsAvoidancePlansWithinTopSpeed() {
        PushEast avoidance = new PushEast();
        AgentCrowd c = new AgentCrowd(TestMeshes.grid(30, 30, 1f, 0f), new ScriptedPlanner(), CrowdConfig.defaults(), 1,
                avoidance);
        AgentType t = AgentType.walker();
        int a = c.add(t, 2f, 0f, 10f);
        int b = c.add(t, 2.5f, 0f, 10f);
        for (int s = 0; s < 180; s++) {
            c.step(1f / 60f);
        }
        assertThat(avoidance.calls).isEqualTo(180);
        assertThat(avoidance.lastGrid.cellSize()).isEqualTo(2f);
        assertThat(avoidance.neighboursSeen).isEqualTo(2); // each agent finds itself and the other
        for (int id : new int[] {a, b}) {
            assertThat(c.facingX(id)).isCloseTo(1f, within(1e-4f));
            assertThat(c.speed(id)).isCloseTo(t.maxSpeed(), within(1e-3f)); // 10 m/s planned, limited to top speed
            assertThat(c.x(id)).isGreaterThan(7f);
            assertThat(c.state(id)).isEqualTo(AgentState.IDLE); // no target: all of it came from the avoidance
        }
    }
}
