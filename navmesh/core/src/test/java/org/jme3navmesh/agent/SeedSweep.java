package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.PathService;

/**
 * Runs one crowd scenario (default configuration, a path service) for seeds 1 to 6 at 60 and 50 steps per second,
 * each until every agent has arrived once or 60 s, and asserts that every agent arrived in each run.
 */
final class SeedSweep {
    /** Places a run's agents and sends them off. */
    interface Setup {
        /**
         * @param c    a new crowd; not null, modified
         * @param seed the run's seed (1 to 6)
         * @return the number of agents placed (ids 0 to n - 1)
         */
        int place(AgentCrowd c, long seed);
    }

    /** Agent-seconds spent STUCK over all runs, and the mean time until the last agent arrived, seconds. */
    record Totals(double stuckSeconds, double meanLastArrival) {
    }

    private SeedSweep() {
    }

    /**
     * @param mesh  the navmesh; not null, unaffected
     * @param setup places the agents of each run; not null
     * @return the totals over the twelve runs
     */
    static Totals run(NavMesh mesh, Setup setup) {
        double stuckSeconds = 0, lastArrival = 0;
        int cases = 0;
        for (long seed = 1; seed <= 6; seed++) {
            for (int stepsPerSecond : new int[] {60, 50}) {
                float dt = 1f / stepsPerSecond;
                try (PathService service = new PathService(mesh, 1, new HandoverClock(Runnable::run))) {
                    AgentCrowd c = new AgentCrowd(mesh, new PathServicePlanner(service), CrowdConfig.defaults(), seed);
                    int n = setup.place(c, seed);
                    while (c.time() < 60 && c.arrivedAtLeastOnce() < n) {
                        c.awaitAnswers(2_000_000_000L);
                        c.step(dt);
                        stuckSeconds += dt * c.count(AgentState.STUCK);
                    }
                    assertThat(c.arrivedAtLeastOnce()).as("seed %s, %s steps/s: arrived by %s s", seed, stepsPerSecond,
                            c.time()).isEqualTo(n);
                    lastArrival += c.time();
                    cases++;
                }
            }
        }
        return new Totals(stuckSeconds, lastArrival / cases);
    }
}
