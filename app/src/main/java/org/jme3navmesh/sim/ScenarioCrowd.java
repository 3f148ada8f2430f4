package org.jme3navmesh.sim;

import java.util.Objects;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.AgentType;
import org.jme3navmesh.agent.CrowdConfig;
import org.jme3navmesh.agent.PathServicePlanner;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.PathService;

/**
 * A crowd set up for a scenario under the rules of {@code shared/crowd/README.md}: every start and goal snapped to
 * the navmesh ({@link #snap}), one agent per line of the scenario with the settings' agent parameters and avoidance,
 * all added and sent to their goals before the first step. {@link CrowdScenario} measures it headless; the demo's
 * scenario view draws it.
 */
public final class ScenarioCrowd implements AutoCloseable {
    /** Half extents of the box in which starts and goals are snapped to the mesh, metres. */
    private static final float SNAP_XZ = 1.0f, SNAP_Y = 0.75f;

    private final AgentCrowd crowd;
    private final int[] ids;

    /**
     * Builds the crowd (seed 1) and gives every agent its goal.
     *
     * @param mesh     the navmesh; not null, unaffected
     * @param snapped  starts and goals on the mesh, six floats per agent as {@link #snap} gives them (world metres);
     *                 not null, unaffected
     * @param settings the agent parameters, avoidance and threads; not null
     * @param service  the path service that plans the agents' paths; not null, shared (closed by its owner)
     */
    public ScenarioCrowd(NavMesh mesh, float[] snapped, CrowdScenario.Settings settings, PathService service) {
        Objects.requireNonNull(snapped, "snapped");
        CrowdScenario.Settings st = Objects.requireNonNull(settings, "settings");
        CrowdConfig cfg = CrowdConfig.defaults().withArrival(st.arrive(), CrowdConfig.defaults().slowDownDistance())
                .withAvoidance(st.avoidance()).withThreads(st.threads());
        crowd = new AgentCrowd(Objects.requireNonNull(mesh, "mesh"), new PathServicePlanner(service), cfg, 1L);
        AgentType type = new AgentType("agent", st.radius(), st.height(), st.speed(), st.accel(),
                AgentType.walker().turnRateDeg(), AgentType.walker().maxSlopeDeg());
        int n = snapped.length / 6;
        ids = new int[n];
        for (int i = 0; i < n; i++) {
            ids[i] = crowd.add(type, snapped[6 * i], snapped[6 * i + 1], snapped[6 * i + 2]);
        }
        for (int i = 0; i < n; i++) {
            crowd.setTarget(ids[i], snapped[6 * i + 3], snapped[6 * i + 4], snapped[6 * i + 5]);
        }
    }

    /**
     * Snaps every start and goal to the nearest point of the navmesh within &plusmn;(1.0, 0.75, 1.0) m.
     *
     * @param mesh   the navmesh; not null, unaffected
     * @param agents the scenario; not null, unaffected
     * @return six floats per agent (start x, y, z, goal x, y, z; world metres), a new array
     * @throws IllegalArgumentException naming the agent's file and line when a start or goal is not near the
     *                                  navmesh
     */
    public static float[] snap(NavMesh mesh, ScenarioAgents agents) {
        int n = agents.count();
        float[] out = new float[6 * n];
        float[] p = new float[3];
        for (int i = 0; i < n; i++) {
            for (int end = 0; end < 2; end++) {
                float x = agents.get(i, 3 * end), y = agents.get(i, 3 * end + 1), z = agents.get(i, 3 * end + 2);
                if (mesh.findNearest(x, y, z, SNAP_XZ, SNAP_Y, SNAP_XZ, p) < 0) {
                    throw new IllegalArgumentException(agents.where(i) + ": agent " + (i + 1) + "'s "
                            + (end == 0 ? "start" : "goal")
                            + " (" + x + ", " + y + ", " + z + ") is not within (1.0, 0.75, 1.0) m of the navmesh");
                }
                System.arraycopy(p, 0, out, 6 * i + 3 * end, 3);
            }
        }
        return out;
    }

    /**
     * The crowd (stepped by the caller, on one thread).
     *
     * @return the crowd, live (owned by this object, closed by {@link #close}); not null
     */
    public AgentCrowd crowd() {
        return crowd;
    }

    /**
     * Number of agents, in scenario order.
     *
     * @return the number of agents, as in the scenario
     */
    public int count() {
        return ids.length;
    }

    /**
     * The crowd id of one of the scenario's agents.
     *
     * @param i the agent, 0 .. count() - 1, file order
     * @return its id in {@link #crowd()}
     */
    public int id(int i) {
        return ids[i];
    }

    /** Closes the crowd (stops its workers). */
    @Override
    public void close() {
        crowd.close();
    }
}
