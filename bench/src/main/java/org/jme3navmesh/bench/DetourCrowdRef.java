package org.jme3navmesh.bench;

import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.jme3navmesh.testkit.ObjMesh;
import org.recast4j.detour.FindNearestPolyResult;
import org.recast4j.detour.MeshTile;
import org.recast4j.detour.NavMesh;
import org.recast4j.detour.NavMeshQuery;
import org.recast4j.detour.Result;
import org.recast4j.detour.crowd.Crowd;
import org.recast4j.detour.crowd.CrowdAgent;
import org.recast4j.detour.crowd.CrowdAgentParams;
import org.recast4j.detour.crowd.CrowdConfig;
import org.recast4j.detour.crowd.FileOrderNeighbours;
import org.recast4j.detour.crowd.ObstacleAvoidanceQuery.ObstacleAvoidanceParams;

/**
 * The reference crowd of issue 16: recast4j 1.5.5's Detour Crowd run on one scenario of
 * {@code ../shared/crowd} under that README's rules (single-tile navmesh of {@link AgentParams#sharedReference()},
 * RecastDemo's CrowdTool agent settings and high-quality avoidance, all update flags, fixed 1/60 s step,
 * arrival 0.3 m, stop when all arrived or after the time limit). Metrics come from {@link CrowdMetrics}.
 * <p>
 * recast4j's crowd depends on identity hash codes in two places, so its results change from one JVM run to the
 * next: its agent set is a {@code HashSet} (update order) and each agent's neighbours come from a
 * {@code HashSet<CrowdAgent>}, sorted by distance only (order of neighbours at equal distances). Unless
 * {@link Options#hashOrder()} is set, the reference swaps in a {@code LinkedHashSet} ({@link #useInsertionOrder})
 * and re-sorts the neighbours by distance then agent index ({@link FileOrderNeighbours}), so agents and
 * neighbours are visited in file order, as C++ Detour's id-indexed arrays do, and two runs give the same results.
 */
public final class DetourCrowdRef {
    /** Agent radius, metres. */
    public static final float RADIUS = 0.5f;
    /** Agent height, metres. */
    public static final float HEIGHT = 2.0f;
    /** Agent max speed, m/s. */
    public static final float MAX_SPEED = 3.5f;
    /** Agent max acceleration, m/s^2. */
    public static final float MAX_ACCEL = 8f;
    /** Fixed time step, seconds. */
    public static final double STEP = 1.0 / 60.0;
    /** Arrival distance, metres. */
    public static final double ARRIVE = 0.3;
    /** RecastDemo's "High (66)" avoidance: the index of the avoidance parameters used. */
    public static final int AVOIDANCE_TYPE = 3;

    /** The scenarios of {@code ../shared/crowd}, in the README's order. */
    public static final List<String> SCENARIOS = List.of("circle64", "circle256", "crossing", "corridor", "bottleneck",
            "dense2000");
    /** The scenario that always runs a fixed 60 s on {@code ../shared/scenes/hills.obj}. */
    public static final String FIXED_60S = "dense2000";

    /**
     * The scene of a scenario.
     *
     * @param shared the shared data folder; not null
     * @param name   a scenario of {@link #SCENARIOS}
     * @return {@code shared/crowd/NAME.obj}, or {@code shared/scenes/hills.obj} for dense2000
     */
    public static Path scene(Path shared, String name) {
        return FIXED_60S.equals(name) ? shared.resolve("scenes").resolve("hills.obj")
                : shared.resolve("crowd").resolve(name + ".obj");
    }

    /** Run settings: steps of the discarded warm-up crowd; true to keep recast4j's hash-code agent and neighbour order. */
    public record Options(int warmupSteps, boolean hashOrder) {
    }

    private final NavMesh nav;
    private final int polygons;
    private final double buildMs;
    private final List<float[]> rows;
    private final Options options;

    /**
     * Bakes the scene's reference navmesh and reads the agent file.
     *
     * @param scene  the scene OBJ; not null
     * @param agents the agent CSV ({@code sx,sy,sz,gx,gy,gz} per line); not null
     * @param options warm-up and agent order; not null
     */
    public DetourCrowdRef(Path scene, Path agents, Options options) throws Exception {
        this.options = Objects.requireNonNull(options, "options");
        RecastEngine.Baked b = RecastEngine.bake(RecastEngine.input(ObjMesh.read(scene)), AgentParams.sharedReference());
        this.nav = b.navMesh();
        this.polygons = b.polygons();
        this.buildMs = b.bakeNanos() / 1e6;
        this.rows = CsvRows.read(agents, 6);
    }

    /**
     * Runs the warm-up crowd (discarded), then the timed one.
     *
     * @param scenario   the scenario's name, written in the JSON
     * @param maxSteps   the step limit (7200 for 120 s, 3600 for 60 s)
     * @param fixed      true to run all {@code maxSteps} steps even when every agent has arrived (dense2000)
     * @return one JSON line with the README's fields and the reference's diagnostics
     */
    public String run(String scenario, int maxSteps, boolean fixed) throws ReflectiveOperationException {
        Placed warm = place();
        for (int s = 0; s < options.warmupSteps(); s++) {
            warm.crowd.update((float) STEP, null);
        }
        Placed p = place();
        int n = rows.size();
        float[] radii = new float[n], heights = new float[n];
        java.util.Arrays.fill(radii, RADIUS);
        java.util.Arrays.fill(heights, HEIGHT);
        float[] pos = new float[3 * n];
        positions(p.agents, pos);
        CrowdMetrics m = new CrowdMetrics(pos, p.goals, radii, heights, STEP, ARRIVE);
        int initialOverlaps = m.overlapPairs(pos);
        while (m.steps() < maxSteps && (fixed || !m.allArrived())) {
            long t0 = System.nanoTime();
            p.crowd.update((float) STEP, null);
            double ms = (System.nanoTime() - t0) / 1e6;
            positions(p.agents, pos);
            m.afterStep(pos, ms);
        }
        CrowdMetrics.Summary s = m.summary(pos);
        JsonLine json = new JsonLine().put("scenario", scenario).put("engine", "recast4j-1.5.5-detour-crowd");
        s.writeTo(json);
        return json.put("arrival_s_mean", s.arrivalSMean(), 3).put("arrival_s_max", s.arrivalSMax(), 3)
                .put("stuck_goal_dist_median", s.stuckGoalDistMedian(), 3)
                .put("stuck_goal_dist_max", s.stuckGoalDistMax(), 3)
                .put("unplaced", p.unplaced).put("goal_unplaced", p.goalUnplaced)
                .put("goal_unreachable", p.goalUnreachable).put("max_start_snap", p.maxStartSnap, 4)
                .put("max_goal_snap", p.maxGoalSnap, 4).put("initial_overlap_pairs", initialOverlaps)
                .put("navmesh_polys", polygons).put("navmesh_build_ms", buildMs, 1)
                .put("update_ms_max", s.updateMsMax(), 3).put("warmup_steps", options.warmupSteps())
                .put("agent_order", options.hashOrder() ? "hash" : "insertion").toString();
    }

    /**
     * Runs a fresh crowd (no warm-up) and records every agent's position after each step.
     *
     * @param steps the number of steps, at least 0
     * @return x, y, z of each agent in file order, step after step ({@code 3 * agents * steps} floats)
     */
    float[] trace(int steps) throws ReflectiveOperationException {
        Placed p = place();
        int n = rows.size();
        float[] pos = new float[3 * n];
        float[] out = new float[3 * n * steps];
        for (int s = 0; s < steps; s++) {
            p.crowd.update((float) STEP, null);
            positions(p.agents, pos);
            System.arraycopy(pos, 0, out, 3 * n * s, 3 * n);
        }
        return out;
    }

    /** A crowd with every agent added and given its goal, before the first step. */
    private record Placed(Crowd crowd, List<CrowdAgent> agents, float[] goals, int unplaced, int goalUnplaced,
                          int goalUnreachable, double maxStartSnap, double maxGoalSnap) {
    }

    private Placed place() throws ReflectiveOperationException {
        CrowdConfig cfg = new CrowdConfig(RADIUS);
        Crowd crowd = new Crowd(cfg, nav);
        if (!options.hashOrder()) {
            useInsertionOrder(crowd);
            FileOrderNeighbours.install(crowd);
        }
        ObstacleAvoidanceParams high = new ObstacleAvoidanceParams();
        high.velBias = 0.5f;
        high.adaptiveDivs = 7;
        high.adaptiveRings = 3;
        high.adaptiveDepth = 3;
        crowd.setObstacleAvoidanceParams(AVOIDANCE_TYPE, high);
        CrowdAgentParams ap = agentParams();
        NavMeshQuery q = new NavMeshQuery(nav);
        int[] component = components(nav);
        List<CrowdAgent> agents = new ArrayList<>(rows.size());
        float[] goals = new float[3 * rows.size()];
        int unplaced = 0, goalUnplaced = 0, goalUnreachable = 0;
        double maxStartSnap = 0, maxGoalSnap = 0;
        for (int i = 0; i < rows.size(); i++) {
            float[] r = rows.get(i);
            float[] start = {r[0], r[1], r[2]};
            float[] goal = {r[3], r[4], r[5]};
            CrowdAgent ag = crowd.addAgent(start, ap);
            agents.add(ag);
            if (ag.state == CrowdAgent.CrowdAgentState.DT_CROWDAGENT_STATE_INVALID) {
                unplaced++;
            } else {
                maxStartSnap = Math.max(maxStartSnap, dist(start, ag.npos));
            }
            Result<FindNearestPolyResult> g = q.findNearestPoly(goal, crowd.getQueryExtents(), crowd.getFilter(0));
            long ref = g.succeeded() && g.result != null ? g.result.getNearestRef() : 0L;
            if (ref == 0) {
                goalUnplaced++;
                System.arraycopy(goal, 0, goals, 3 * i, 3);
                continue;
            }
            float[] gp = g.result.getNearestPos();
            System.arraycopy(gp, 0, goals, 3 * i, 3);
            maxGoalSnap = Math.max(maxGoalSnap, dist(goal, gp));
            long startRef = ag.corridor.getFirstPoly();
            if (startRef != 0 && component[polyIndex(startRef)] != component[polyIndex(ref)]) {
                goalUnreachable++;
            }
            crowd.requestMoveTarget(ag, ref, gp);
        }
        return new Placed(crowd, agents, goals, unplaced, goalUnplaced, goalUnreachable, maxStartSnap, maxGoalSnap);
    }

    /** The agent of the README: RecastDemo's CrowdTool settings, every update flag, high-quality avoidance. */
    static CrowdAgentParams agentParams() {
        CrowdAgentParams ap = new CrowdAgentParams();
        ap.radius = RADIUS;
        ap.height = HEIGHT;
        ap.maxAcceleration = MAX_ACCEL;
        ap.maxSpeed = MAX_SPEED;
        ap.collisionQueryRange = 12f * RADIUS;
        ap.pathOptimizationRange = 30f * RADIUS;
        ap.separationWeight = 2f;
        ap.updateFlags = CrowdAgentParams.DT_CROWD_ANTICIPATE_TURNS | CrowdAgentParams.DT_CROWD_OBSTACLE_AVOIDANCE
                | CrowdAgentParams.DT_CROWD_SEPARATION | CrowdAgentParams.DT_CROWD_OPTIMIZE_VIS
                | CrowdAgentParams.DT_CROWD_OPTIMIZE_TOPO;
        ap.obstacleAvoidanceType = AVOIDANCE_TYPE;
        return ap;
    }

    /** Swaps the crowd's private agent {@code HashSet} for a {@code LinkedHashSet}, so agents update in file order. */
    @SuppressWarnings("unchecked")
    static void useInsertionOrder(Crowd crowd) throws ReflectiveOperationException {
        Field f = Crowd.class.getDeclaredField("m_agents");
        f.setAccessible(true);
        Set<CrowdAgent> old = (Set<CrowdAgent>) f.get(crowd);
        if (!old.isEmpty()) {
            throw new IllegalStateException("swap the agent set before adding agents");
        }
        f.set(crowd, new LinkedHashSet<CrowdAgent>());
    }

    private int polyIndex(long ref) {
        return (int) (ref - nav.getPolyRefBase(nav.getTile(0)));
    }

    /** Connected component of each polygon of the single-tile mesh (union-find over the polygon links). */
    private static int[] components(NavMesh nav) {
        MeshTile tile = nav.getTile(0);
        int n = tile.data.header.polyCount;
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        long base = nav.getPolyRefBase(tile);
        for (int ip = 0; ip < n; ip++) {
            for (int j = tile.polyLinks[ip]; j != NavMesh.DT_NULL_LINK; j = tile.links.get(j).next) {
                long ref = tile.links.get(j).ref;
                if (ref != 0) {
                    int a = find(parent, ip), b = find(parent, (int) (ref - base));
                    parent[a] = b;
                }
            }
        }
        for (int i = 0; i < n; i++) {
            parent[i] = find(parent, i);
        }
        return parent;
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    private static void positions(List<CrowdAgent> agents, float[] out) {
        for (int i = 0; i < agents.size(); i++) {
            System.arraycopy(agents.get(i).npos, 0, out, 3 * i, 3);
        }
    }

    private static double dist(float[] a, float[] b) {
        double dx = a[0] - b[0], dy = a[1] - b[1], dz = a[2] - b[2];
        return Math.sqrt(dx * dx + dy * dy + dz * dz);
    }
}
