package org.jme3navmesh.demo;

import com.jme3.math.Vector3f;
import com.jme3.scene.Spatial;
import org.jme3navmesh.agent.AvoidanceMode;
import org.jme3navmesh.debug.AgentPathSource;
import org.jme3navmesh.debug.AvoidanceSource;
import org.jme3navmesh.mesh.NavMesh;

/**
 * What the demo needs from the agents (render thread only): spawning on a navmesh, selection, targets, pausing and
 * statistics. World space, Y up, metres.
 */
public interface DemoAgents {
    /**
     * Agent counts and path timings for the HUD.
     *
     * @param total       number of agents
     * @param moving      agents moving
     * @param arrived     agents arrived
     * @param stuck       agents stuck
     * @param unreachable agents whose target is unreachable
     * @param lastPathMs  planner time of the last answered path request, milliseconds
     * @param meanPathMs  mean planner time per answered path request, milliseconds
     */
    record Stats(int total, int moving, int arrived, int stuck, int unreachable, double lastPathMs, double meanPathMs) {
    }

    /**
     * Starts the agents on a navmesh with some agents at random reachable places.
     *
     * @param mesh  the navmesh, world space, metres; not null, kept (not copied)
     * @param count number of agents to spawn; &gt;= 0
     * @throws IllegalArgumentException when count &lt; 0
     */
    void start(NavMesh mesh, int count);

    /**
     * Spawns more agents at random places on the mesh; ignored before {@link #start}.
     *
     * @param count number of agents; &gt;= 0
     */
    void spawn(int count);

    /**
     * Spawns {@code count} agents in physical mode: jbullet {@code BetterCharacterControl} bodies in the level's physics
     * space, steered by the crowd; ignored before {@link #start}.
     *
     * @param count number of agents; &gt;= 0
     */
    void spawnPhysical(int count);

    /**
     * Spawns {@code count} agents in rigid-body mode: dynamic jbullet {@code RigidBodyControl} capsules in the level's
     * physics space, driven by the crowd's velocity; ignored before {@link #start}.
     *
     * @param count number of agents; &gt;= 0
     */
    void spawnRigidBody(int count);

    /**
     * Spawns the built-in level's crowd course traffic ({@link CrowdCourse}): two crowds walking through its doorway
     * and corridor both ways, and a few big agents; ignored before {@link #start}.
     */
    void spawnCourse();

    /**
     * The crowd's local avoidance now (ORCA at first).
     *
     * @return the avoidance chosen last (the crowd takes it at its next update); not null
     */
    AvoidanceMode avoidanceMode();

    /** Switches the crowd's local avoidance to the next one: ORCA, then separation, then off, then ORCA again. */
    void cycleAvoidance();

    /**
     * The crowd's avoidance for the avoidance debug view.
     *
     * @return a source reading the agents live; not null
     */
    AvoidanceSource avoidance();

    /**
     * The agent whose visual contains a spatial (as found by picking).
     *
     * @param hit the spatial; unaffected; or null (then the result is -1)
     * @return the agent's id (as {@link #toggleSelected} takes it), or -1
     */
    int agentOf(Spatial hit);

    /**
     * Toggles an agent in the selection.
     *
     * @param id the agent's id, as {@link #agentOf} gives it
     */
    void toggleSelected(int id);

    /** Empties the selection (targets then go to every agent). */
    void clearSelection();

    /**
     * Number of selected agents.
     *
     * @return the number, &gt;= 0
     */
    int selectedCount();

    /**
     * Sends the selected agents (every agent when none is selected) to a point.
     *
     * @param target the destination, world space, metres; not null, finite, unaffected
     */
    void setTarget(Vector3f target);

    /** Gives every agent a random reachable target. */
    void randomTargets();

    /**
     * Stops or resumes the simulation.
     *
     * @param paused true to stop, false to resume
     */
    void setPaused(boolean paused);

    /**
     * Agent counts and path timings now, for the HUD.
     *
     * @return a new record; all zero before the crowd exists
     */
    Stats stats();

    /**
     * Paths for the corridor debug views.
     *
     * @return a source reading the agents live; not null
     */
    AgentPathSource paths();
}
