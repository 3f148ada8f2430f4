package org.jme3navmesh.sim;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.AvoidanceMode;
import org.jme3navmesh.agent.CrowdConfig;
import org.jme3navmesh.agent.CrowdStatistics;
import org.jme3navmesh.agent.HandoverClock;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.PathService;

/**
 * Runs a crowd scenario headless under the rules of {@code shared/crowd/README.md} and measures it: every start
 * and goal snapped to the navmesh (nearest point within &plusmn;(1.0, 0.75, 1.0) m), all agents added and sent to
 * their goals before the first step, fixed steps, an agent arrived (for good) once it ends a step within the arrival
 * distance of its snapped goal horizontally with less than 2 m of height between them, and the run stops after the
 * step in which the last agent arrives or when the time is up ({@link Settings#steps()}: the nearest step, at least
 * the first). Before the timed run the same scenario runs
 * {@link Settings#warmupSteps()} steps in a crowd that is then dropped, so the timed run gets compiled code.
 *
 * <p>Only the crowd's {@link AgentCrowd#step} call is timed; waiting for path answers (each step's paths are applied
 * at the next step, whatever the planner's speed), measuring positions, overlaps and walls are not.
 */
public final class CrowdScenario {
    private static final long ANSWER_TIMEOUT_NANOS = 5_000_000_000L;
    /** Penetration into a wall beyond which an agent-step counts as a wall violation, metres. */
    public static final float WALL_TOLERANCE = 0.1f;
    /** Bytes a run keeps per step: the step's time and, at the end, its place in the sorted copy. */
    static final int BYTES_PER_STEP = 2 * Long.BYTES;
    /** Longest array the VM surely allocates (the step times are one). */
    private static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

    private CrowdScenario() {
    }

    /**
     * Most steps a run (the timed one or the warm-up) may take on this JVM: as many as an array holds, and no more
     * than the step times of a quarter of the heap ({@link Runtime#maxMemory()}), so that a long run is refused
     * before it allocates them rather than running out of memory.
     *
     * @return the step count, &gt;= 1
     */
    public static long maxSteps() {
        return maxSteps(Runtime.getRuntime().maxMemory());
    }

    /**
     * {@link #maxSteps()} for a heap of a given size.
     *
     * @param heapBytes the largest heap, bytes, &gt;= 0
     * @return the step count, &gt;= 1
     */
    static long maxSteps(long heapBytes) {
        return Math.max(1L, Math.min(MAX_ARRAY, heapBytes / 4 / BYTES_PER_STEP));
    }

    /**
     * The steps of {@code seconds}: the nearest step, but at least the first.
     *
     * @param seconds simulated time, seconds, &gt; 0
     * @param step    the fixed step, seconds, &gt; 0
     * @return the step count, &gt;= 1 ({@link Long#MAX_VALUE} when too many to count)
     */
    static long steps(double seconds, float step) {
        return Math.max(1L, Math.round(seconds / step));
    }

    /**
     * The longest time whose {@link #steps(double, float)} are at most {@code maxSteps}.
     *
     * @param step     the fixed step, seconds, in (0, 1]
     * @param maxSteps the most steps, &gt;= 1
     * @return the largest such number of seconds, &gt; 0
     */
    static double maxSeconds(float step, long maxSteps) {
        double s = (maxSteps + 0.5) * step; // within a few ulps of the bound: round() goes up at half a step
        while (steps(s, step) > maxSteps) {
            s = Math.nextDown(s);
        }
        while (steps(Math.nextUp(s), step) <= maxSteps) {
            s = Math.nextUp(s);
        }
        return s;
    }

    /**
     * How to run a scenario.
     *
     * @param seconds     longest simulated time, seconds (&gt; 0); the run takes at most {@link #steps()} steps, at
     *                    least one
     * @param step        the fixed step, seconds, in (0, 1]
     * @param arrive      arrival distance, metres (&gt; 0)
     * @param radius      agent radius, metres (&gt; 0)
     * @param height      agent height, metres (&gt; 0)
     * @param speed       agent top speed, m/s (&gt; 0)
     * @param accel       agent acceleration, m/s&sup2; (&gt; 0)
     * @param avoidance   the crowd's local avoidance; not null
     * @param threads     threads of the crowd's velocity planning (the calling one included) and path-planning
     *                    workers, in [1, {@value CrowdConfig#MAX_THREADS}]
     * @param warmupSteps steps of the discarded warm-up run (&gt;= 0, at most {@link CrowdScenario#maxSteps()})
     * @param erosion     how far the navmesh keeps from the walls (the bake's agent radius), metres (&gt;= 0)
     */
    public record Settings(double seconds, float step, float arrive, float radius, float height, float speed,
                           float accel, AvoidanceMode avoidance, int threads, int warmupSteps, float erosion) {
        /**
         * Validates every field; messages name the option of the {@code crowd} command.
         *
         * @param seconds     longest simulated time, seconds; finite, &gt; 0; at most
         *                    {@link CrowdScenario#maxSteps()} steps
         * @param step        the fixed step, seconds, in (0, 1]
         * @param arrive      arrival distance, metres; finite, &gt; 0
         * @param radius      agent radius, metres; finite, &gt; 0
         * @param height      agent height, metres; finite, &gt; 0
         * @param speed       agent top speed, m/s; finite, &gt; 0
         * @param accel       agent acceleration, m/s&sup2;; finite, &gt; 0
         * @param avoidance   the crowd's local avoidance; not null
         * @param threads     crowd and path-planning threads, in [1, {@value CrowdConfig#MAX_THREADS}]
         * @param warmupSteps steps of the discarded warm-up run, &gt;= 0, at most {@link CrowdScenario#maxSteps()}
         * @param erosion     the bake's agent radius, metres; finite, &gt;= 0
         * @throws IllegalArgumentException when a field is out of range, or when the timed run or the warm-up would
         *                                  take more than {@link CrowdScenario#maxSteps()} steps (the message names
         *                                  the option, its value and the largest accepted)
         * @throws NullPointerException     when avoidance is null
         */
        public Settings {
            positive("--seconds", seconds);
            if (!(step > 0f && step <= 1f)) {
                throw new IllegalArgumentException("--step must be in (0, 1] seconds, got " + step);
            }
            positive("--arrive", arrive);
            positive("--radius", radius);
            positive("--height", height);
            positive("--speed", speed);
            positive("--accel", accel);
            Objects.requireNonNull(avoidance, "avoidance");
            if (threads < 1 || threads > CrowdConfig.MAX_THREADS) {
                throw new IllegalArgumentException("--threads must be in [1, " + CrowdConfig.MAX_THREADS + "], got "
                        + threads);
            }
            if (warmupSteps < 0) {
                throw new IllegalArgumentException("--warmup must be >= 0 steps, got " + warmupSteps);
            }
            if (!(erosion >= 0f) || Float.isInfinite(erosion)) {
                throw new IllegalArgumentException("erosion must be a finite number >= 0 metres, got " + erosion);
            }
            long heap = Runtime.getRuntime().maxMemory();
            long max = maxSteps(heap);
            long steps = CrowdScenario.steps(seconds, step);
            if (steps > max) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "--seconds %s (--step %s): %d steps, "
                        + "more than the %d %s: expected at most %s s at this step", seconds, step, steps, max,
                        whyMaxSteps(heap), maxSeconds(step, max)));
            }
            if (warmupSteps > max) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "--warmup %d: more than the %d %s: "
                        + "expected at most %d", warmupSteps, max, whyMaxSteps(heap), max));
            }
        }

        /** What bounds {@link CrowdScenario#maxSteps(long)}: "steps whose ... fit ...". */
        private static String whyMaxSteps(long heap) {
            return String.format(Locale.ROOT, "steps whose step times fit in an array and in a quarter of the heap "
                    + "(%d MB)", heap >> 20);
        }

        /**
         * The README's rules: 120 s, 1/60 s steps, 0.3 m arrival, radius 0.5, height 2, 3.5 m/s, 8 m/s&sup2;, ORCA.
         *
         * @return new settings, also with 1 thread, 300 warm-up steps and 0.5 m erosion; not null
         */
        public static Settings defaults() {
            return new Settings(120, 1f / 60f, 0.3f, 0.5f, 2f, 3.5f, 8f, AvoidanceMode.ORCA, 1, 300, 0.5f);
        }

        /**
         * Most steps of the timed run: {@code seconds / step} rounded to the nearest step, but at least the first, so
         * that a time below half a step still steps the crowd once (as the window's screenshot step,
         * {@code ScenarioWindow.shotStep}, and its trail interval are at least one step).
         *
         * @return the step count, 1 .. {@link CrowdScenario#maxSteps()}
         */
        public long steps() {
            return CrowdScenario.steps(seconds, step);
        }

        private static void positive(String name, double v) {
            if (!(v > 0) || Double.isInfinite(v)) {
                throw new IllegalArgumentException(name + " must be a finite number > 0, got " + v);
            }
        }
    }

    /**
     * The README's metrics of one run, plus diagnostics.
     *
     * @param agents             agents in the file
     * @param arrived            agents that arrived
     * @param stuck              agents that had not arrived when the run stopped
     * @param secondsAllArrived  steps &times; step when every agent arrived, else NaN
     * @param steps              steps simulated
     * @param overlapPairs       sum over steps of overlapping pairs
     * @param framesWithOverlap  fraction of steps with at least one overlapping pair
     * @param maxOverlap         deepest overlap, 1 - dist / (ri + rj)
     * @param lengthRatioMean    mean over arrived agents of walked length / straight distance (NaN when none)
     * @param updateMsMedian     median wall time of the crowd step, milliseconds
     * @param updateMsP95        95th percentile (nearest rank), milliseconds
     * @param updateMsMax        slowest step, milliseconds
     * @param wallViolations     agent-steps whose disc reached more than {@value #WALL_TOLERANCE} m into a wall
     * @param arrivalSecondsMean mean arrival time of the arrived agents, seconds (NaN when none)
     * @param arrivalSecondsMax  latest arrival, seconds (NaN when none)
     * @param maxStartSnap       largest 3D move of a start onto the mesh, metres
     * @param maxGoalSnap        largest 3D move of a goal onto the mesh, metres
     * @param initialOverlapPairs overlapping pairs before the first step
     * @param cpuMsMean          mean CPU time of a crowd step over its threads, milliseconds
     *                           ({@link org.jme3navmesh.agent.CrowdStatistics#meanCpuMs()}; NaN where not measured)
     * @param stageMsMean        mean wall time per step of each stage of the crowd, milliseconds, by stage name in
     *                           step order; not null, unmodifiable
     */
    public record Result(int agents, int arrived, int stuck, double secondsAllArrived, long steps, long overlapPairs,
                         double framesWithOverlap, double maxOverlap, double lengthRatioMean, double updateMsMedian,
                         double updateMsP95, double updateMsMax, long wallViolations, double arrivalSecondsMean,
                         double arrivalSecondsMax, double maxStartSnap, double maxGoalSnap, int initialOverlapPairs,
                         double cpuMsMean, Map<String, Double> stageMsMean) {
    }

    /**
     * Runs the scenario (the warm-up, then the timed run) with a private path service.
     *
     * @param mesh     the navmesh; not null, unaffected
     * @param agents   starts and goals; not null, unaffected
     * @param settings the rules; not null
     * @return the timed run's metrics
     * @throws IllegalArgumentException naming the agent when a start or goal is not near the navmesh
     */
    public static Result run(NavMesh mesh, ScenarioAgents agents, Settings settings) {
        Objects.requireNonNull(mesh, "mesh");
        Objects.requireNonNull(agents, "agents");
        Objects.requireNonNull(settings, "settings");
        float[] snapped = ScenarioCrowd.snap(mesh, agents);
        try (PathService service = new PathService(mesh, settings.threads(), new HandoverClock(Runnable::run))) {
            if (settings.warmupSteps() > 0) {
                try (Run warmup = new Run(mesh, agents, snapped, settings, service)) {
                    warmup.go(settings.warmupSteps());
                }
            }
            long steps = settings.steps();
            try (Run run = new Run(mesh, agents, snapped, settings, service)) {
                return run.go(steps);
            }
        }
    }

    /** One run of the scenario in a fresh crowd. */
    private static final class Run implements AutoCloseable {
        private final Settings st;
        private final ScenarioCrowd scenarioCrowd;
        private final AgentCrowd crowd;
        private final float[] goal;
        private final int n;
        private final int[] id;
        private final float[] x, y, z, r, h;
        private final WallClearanceChecker walls;
        private final OverlapMeter overlaps = new OverlapMeter();
        private final double maxStartSnap, maxGoalSnap;

        Run(NavMesh mesh, ScenarioAgents agents, float[] snapped, Settings st, PathService service) {
            this.st = st;
            this.n = agents.count();
            this.goal = snapped;
            scenarioCrowd = new ScenarioCrowd(mesh, snapped, st, service);
            crowd = scenarioCrowd.crowd();
            id = new int[n];
            x = new float[n];
            y = new float[n];
            z = new float[n];
            r = new float[n];
            h = new float[n];
            double startSnap = 0, goalSnap = 0;
            for (int i = 0; i < n; i++) {
                id[i] = scenarioCrowd.id(i);
                r[i] = st.radius();
                h[i] = st.height();
                startSnap = Math.max(startSnap, dist3(agents, i, 0, snapped));
                goalSnap = Math.max(goalSnap, dist3(agents, i, 3, snapped));
            }
            maxStartSnap = startSnap;
            maxGoalSnap = goalSnap;
            walls = new WallClearanceChecker(mesh, st.erosion());
        }

        @Override
        public void close() {
            scenarioCrowd.close();
        }

        private static double dist3(ScenarioAgents a, int i, int k, float[] snapped) {
            double dx = a.get(i, k) - snapped[6 * i + k], dy = a.get(i, k + 1) - snapped[6 * i + k + 1];
            double dz = a.get(i, k + 2) - snapped[6 * i + k + 2];
            return Math.sqrt(dx * dx + dy * dy + dz * dz);
        }

        Result go(long maxSteps) {
            boolean[] arrived = new boolean[n];
            double[] walked = new double[n];
            long[] arrivalStep = new long[n];
            long[] nanos = new long[(int) maxSteps];
            read();
            overlaps.measure(n, x, y, z, r, h);
            int initialOverlap = overlaps.pairs;
            int arrivedCount = 0;
            long overlapPairs = 0, framesWithOverlap = 0, wallViolations = 0;
            double maxOverlap = 0;
            long steps = 0;
            float arrive2 = st.arrive() * st.arrive();
            while (steps < maxSteps && arrivedCount < n) {
                crowd.awaitAnswers(ANSWER_TIMEOUT_NANOS);
                long t0 = System.nanoTime();
                crowd.step(st.step());
                nanos[(int) steps] = System.nanoTime() - t0;
                steps++;
                for (int i = 0; i < n; i++) {
                    float px = x[i], py = y[i], pz = z[i];
                    x[i] = crowd.x(id[i]);
                    y[i] = crowd.y(id[i]);
                    z[i] = crowd.z(id[i]);
                    if (arrived[i]) {
                        continue;
                    }
                    double dx = x[i] - px, dy = y[i] - py, dz = z[i] - pz;
                    walked[i] += Math.sqrt(dx * dx + dy * dy + dz * dz);
                    float gx = goal[6 * i + 3] - x[i], gz = goal[6 * i + 5] - z[i];
                    if (gx * gx + gz * gz <= arrive2 && Math.abs(goal[6 * i + 4] - y[i]) < 2f) {
                        arrived[i] = true;
                        arrivalStep[i] = steps;
                        arrivedCount++;
                    }
                }
                overlaps.measure(n, x, y, z, r, h);
                overlapPairs += overlaps.pairs;
                framesWithOverlap += overlaps.pairs > 0 ? 1 : 0;
                maxOverlap = Math.max(maxOverlap, overlaps.maxDepth);
                for (int i = 0; i < n; i++) {
                    if (walls.penetration(x[i], y[i], z[i], r[i], h[i]) > WALL_TOLERANCE) {
                        wallViolations++;
                    }
                }
            }
            double ratioSum = 0, arrivalSum = 0, arrivalMax = Double.NaN;
            for (int i = 0; i < n; i++) {
                if (arrived[i]) {
                    double dx = goal[6 * i + 3] - goal[6 * i], dy = goal[6 * i + 4] - goal[6 * i + 1];
                    double dz = goal[6 * i + 5] - goal[6 * i + 2];
                    double straight = Math.sqrt(dx * dx + dy * dy + dz * dz);
                    ratioSum += straight > 0 ? walked[i] / straight : 1;
                    double at = arrivalStep[i] * (double) st.step();
                    arrivalSum += at;
                    arrivalMax = Double.isNaN(arrivalMax) ? at : Math.max(arrivalMax, at);
                }
            }
            long[] sorted = Arrays.copyOf(nanos, (int) steps);
            Arrays.sort(sorted);
            return new Result(n, arrivedCount, n - arrivedCount,
                    arrivedCount == n ? steps * (double) st.step() : Double.NaN, steps, overlapPairs,
                    steps == 0 ? 0 : framesWithOverlap / (double) steps, maxOverlap,
                    arrivedCount == 0 ? Double.NaN : ratioSum / arrivedCount,
                    rank(sorted, 0.5), rank(sorted, 0.95), steps == 0 ? 0 : sorted[sorted.length - 1] / 1e6,
                    wallViolations, arrivedCount == 0 ? Double.NaN : arrivalSum / arrivedCount, arrivalMax,
                    maxStartSnap, maxGoalSnap, initialOverlap, crowd.statistics().meanCpuMs(), stageMeans());
        }

        private Map<String, Double> stageMeans() {
            CrowdStatistics stats = crowd.statistics();
            Map<String, Double> means = new LinkedHashMap<>();
            for (int k = 0; k < stats.stageCount(); k++) {
                means.put(stats.stageName(k), stats.meanStageMillis(k));
            }
            return Collections.unmodifiableMap(means);
        }

        private void read() {
            for (int i = 0; i < n; i++) {
                x[i] = crowd.x(id[i]);
                y[i] = crowd.y(id[i]);
                z[i] = crowd.z(id[i]);
            }
        }

        /** Nearest-rank percentile of sorted nanoseconds, in milliseconds (0 when empty). */
        private static double rank(long[] sorted, double p) {
            if (sorted.length == 0) {
                return 0;
            }
            int k = (int) Math.ceil(p * sorted.length) - 1;
            return sorted[Math.max(0, Math.min(sorted.length - 1, k))] / 1e6;
        }
    }
}
