/**
 * Agents that walk a navmesh: pure simulation logic, no rendering and no scene graph.
 *
 * <h2>Pieces</h2>
 * <ul>
 * <li>{@link org.jme3navmesh.agent.AgentCrowd} is the crowd's API: add and remove agents (dense int ids), set
 *     targets, step at a fixed dt, read positions and states. Its step is a pipeline of named stages over one
 *     {@code AgentStore} (the agents' flat arrays and the id pool), each stage a small class, run in this order
 *     and timed ({@link org.jme3navmesh.agent.CrowdStatistics}):
 *     <ol>
 *     <li><b>check paths</b> ({@code CheckPathsStage}): an agent whose move was stopped by a wall tests its line of
 *         sight to its next waypoint and is marked for re-planning when it is blocked;</li>
 *     <li><b>apply plans</b> ({@code ApplyPlansStage}): drains the inbox of path answers (filled from any thread),
 *         drops superseded ones, adopts a periodic refresh only when clearly shorter;</li>
 *     <li><b>re-plan</b> ({@code ReplanStage}): requests paths for the agents marked by other stages and the
 *         periodic refreshes;</li>
 *     <li><b>follow path</b> ({@code FollowPathStage}): passes reached corners, detects arrival (also beside agents
 *         sent to the same goal that stand on it: {@code OccupiedGoals}), sets the desired velocity with arrival
 *         slow-down, towards a lane point a lane out from a corner that traffic rounds both ways
 *         ({@code CornerLanes}); {@code StuckRecovery} detects agents that make no progress and nudges
 *         them;</li>
 *     <li><b>plan velocity</b> ({@code PlanVelocityStage}): builds the neighbour grid ({@code AgentGrid}) and lets
 *         the {@code LocalAvoidance} that {@link org.jme3navmesh.agent.CrowdConfig#avoidance()} names adjust the
 *         desired velocities: {@code OrcaAvoidance} (the default; optimal reciprocal collision avoidance against
 *         neighbours and the mesh boundary, one {@code OrcaPlanner} per worker, the agents sorted by cell
 *         ({@code DenseAgentGrid}) and planned in that order, each chunk's neighbours listed by {@code NeighbourTable}
 *         just before it is planned, {@code OrcaWalls} over {@code WallSegments}, lanes in two-way traffic
 *         by {@code TwoWayLanes}, solved by {@code OrcaLines})
 *         or {@code SeparationAvoidance} (separation steering with a sidestep for head-on meetings); the agents are
 *         planned in fixed chunks on {@code CrowdConfig.threads()} threads
 *         ({@code ChunkPool}), with the same result on any number;</li>
 *     <li><b>integrate</b> ({@code IntegrateStage}): turn-rate limit and acceleration give facing, speed and
 *         velocity, in fixed chunks on the same threads;</li>
 *     <li><b>resolve collisions</b> ({@code ResolveCollisionsStage}): moves agents across the triangles their type
 *         may enter ({@link org.jme3navmesh.agent.SurfaceWalker}, one per thread), stopped by walls, kept on the
 *         mesh, in fixed chunks on the same threads;</li>
 *     <li><b>separate overlaps</b> ({@code SeparateOverlapsStage}): pushes apart, across the mesh, the close agents
 *         the avoidance noted ({@code AgentContacts}; only ORCA notes them) that still overlap after the move;</li>
 *     <li><b>off-mesh links</b> ({@code OffMeshLinkStage}): moves the agents on off-mesh links along them
 *         ({@link org.jme3navmesh.agent.CrowdLinks}: agents enter a link at its entry waypoint in the
 *         path-following stage, wait beside a full one, and leave at its exit; {@code LinkMotion} times the arc,
 *         climb or teleport) and marks for re-planning the agents whose paths cross a link that was disabled;
 *         without links in the mesh it does nothing;</li>
 *     <li><b>statistics</b> ({@code StatisticsStage}): counts the step and takes its wall time.</li>
 *     </ol>
 *     A step allocates nothing ({@code CrowdStepAllocationTest}). A new avoidance implements
 *     {@code LocalAvoidance} and is handed to {@code AgentCrowd}'s package-private constructor; a new per-step
 *     behaviour is a new stage in {@code AgentCrowd}'s list.</li>
 * <li>{@link org.jme3navmesh.agent.AgentType} holds per-kind limits, including the max slope
 *     (heavy agents avoid steep ramps); {@link org.jme3navmesh.agent.CrowdConfig} the crowd-wide
 *     parameters.</li>
 * <li>{@link org.jme3navmesh.agent.PathPlanner} is the asynchronous path source;
 *     {@link org.jme3navmesh.agent.PathServicePlanner} adapts the query module's
 *     {@code PathService}. Answers are queued and applied at the crowd's next step, on the
 *     simulation thread.</li>
 * <li>{@link org.jme3navmesh.agent.ReachableTargets} draws random points an agent can reach;
 *     {@link org.jme3navmesh.agent.WanderSampler} random points within a walking distance (wander targets).</li>
 * <li>The app module's {@code org.jme3navmesh.sim.HeadlessSimulation} runs a crowd without a window and returns a
 *     {@code SimulationReport} (wander targets within 50 m of walking by default); the demo's
 *     {@code --headless --agents N --seconds S} mode calls
 *     {@code HeadlessSimulation.runHeadless(mesh, HeadlessSimulation.Settings.of(N, S))} and prints
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
