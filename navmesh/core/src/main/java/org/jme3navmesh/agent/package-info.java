/**
 * Agents that walk a navmesh: pure simulation logic, no rendering and no scene graph.
 *
 * <h2>Pieces</h2>
 * <ul>
 * <li>{@link org.jme3navmesh.agent.AgentCrowd} owns the agents (dense int ids, parallel arrays)
 *     and steps them at a fixed dt: path following with acceleration, turn-rate limit, arrival
 *     radius and slow-down; separation over a spatial hash; re-planning when the target moves past
 *     a threshold, when the path is blocked, and periodically (a periodic answer is taken only when
 *     clearly shorter, so agents do not flip between near-equal routes); stuck detection with recovery
 *     (re-plan plus a nudge); on-mesh clamping after every move.</li>
 * <li>{@link org.jme3navmesh.agent.AgentType} holds per-kind limits, including the max slope
 *     (heavy agents avoid steep ramps); {@link org.jme3navmesh.agent.CrowdConfig} the crowd-wide
 *     parameters.</li>
 * <li>{@link org.jme3navmesh.agent.PathPlanner} is the asynchronous path source;
 *     {@link org.jme3navmesh.agent.PathServicePlanner} adapts the query module's
 *     {@code PathService}. Answers are queued and applied at the crowd's next step, on the
 *     simulation thread.</li>
 * <li>{@link org.jme3navmesh.agent.ReachableTargets} draws random points an agent can reach;
 *     {@link org.jme3navmesh.agent.WanderSampler} random points within a walking distance (wander targets).</li>
 * <li>{@link org.jme3navmesh.sim.HeadlessSimulation} runs a crowd without a window and returns a
 *     {@link org.jme3navmesh.sim.SimulationReport} (wander targets within 50 m of walking by default); the demo's
 *     {@code --headless --agents N --seconds S} mode calls
 *     {@code PathServicePlanner.runHeadless(mesh, HeadlessSimulation.Settings.of(N, S))} and prints
 *     {@code report.toJson()}.</li>
 * </ul>
 *
 * <h2>Minimal use</h2>
 * <pre>{@code
 * try (PathService service = new PathService(mesh, 1, app::enqueue)) {
 *     AgentCrowd crowd = new AgentCrowd(mesh, new PathServicePlanner(service), CrowdConfig.defaults(), 1L);
 *     int a = crowd.add(AgentType.walker(), x, y, z);
 *     crowd.setTarget(a, tx, ty, tz);
 *     // every frame, on the render thread:
 *     crowd.step(1f / 60f);
 *     float ax = crowd.x(a), ay = crowd.y(a), az = crowd.z(a);
 * }
 * }</pre>
 * In a jME application use {@code org.jme3navmesh.jme.NavAgentAppState} (owns crowd and service)
 * and {@code NavAgentControl} (moves one spatial) instead.
 *
 * <p>Units: world space, metres, Y up, seconds, degrees.
 */
package org.jme3navmesh.agent;
