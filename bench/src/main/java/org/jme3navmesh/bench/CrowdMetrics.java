package org.jme3navmesh.bench;

import java.util.Arrays;
import java.util.Objects;

/**
 * The metrics of the shared crowd scenarios ({@code ../shared/crowd/README.md}), computed from the
 * agents' positions after each step, whatever engine moved them (it does not depend on recast4j).
 *
 * <p>Per step, {@link #afterStep} takes every agent's position and the wall time of the crowd update:
 * <ul>
 * <li>arrival: an agent has arrived once it ends a step within the arrival distance of its goal,
 *     horizontally (x, z), with a height gap under 2 m; arrival is sticky;</li>
 * <li>walked length: the 3D sum of per-step displacements up to (and including) the arrival step;</li>
 * <li>overlaps: pairs with horizontal distance &lt; 0.9 (ri + rj) and |dy| &lt; (hi + hj) / 2 are counted;
 *     the largest 1 - dist / (ri + rj) over pairs closer than ri + rj (same height rule) is kept.</li>
 * </ul>
 * Pairs are found with a hashed grid of cells twice the largest radius, so a step costs O(agents).
 * Not thread-safe.
 */
public final class CrowdMetrics {
    /** Overlap pairs count below this fraction of the summed radii. */
    public static final double OVERLAP_FRACTION = 0.9;
    /** Arrival needs a height gap under this, metres. */
    public static final double ARRIVAL_HEIGHT_GAP = 2.0;

    private final int n;
    private final float[] goals;
    private final float[] radii;
    private final float[] heights;
    private final double step;
    private final double arrive;
    private final double[] straight;
    private final double[] walked;
    private final float[] prev;
    private final int[] arrivalStep;
    private int arrivedCount;
    private int steps;
    private long overlapPairs;
    private int framesWithOverlap;
    private double maxOverlap;
    private double[] updateMs = new double[1024];
    // hashed grid scratch
    private final double cell;
    private final int[] head;
    private final int[] next;
    private final int[] cx;
    private final int[] cz;

    /**
     * @param starts  the agents' start positions after snapping to the mesh, x, y, z per agent (metres); not null, unaffected
     * @param goals   the agents' goals after snapping, same layout and length; not null, unaffected
     * @param radii   each agent's radius (metres, &gt; 0); not null, unaffected
     * @param heights each agent's height (metres, &gt; 0); not null, unaffected
     * @param step    the simulation time step (seconds, &gt; 0)
     * @param arrive  the arrival distance (metres, &ge; 0)
     */
    public CrowdMetrics(float[] starts, float[] goals, float[] radii, float[] heights, double step, double arrive) {
        this.n = radii.length;
        if (starts.length != 3 * n || goals.length != 3 * n || heights.length != n) {
            throw new IllegalArgumentException("starts and goals need 3 values and heights 1 value per radius");
        }
        if (!(step > 0) || !(arrive >= 0)) {
            throw new IllegalArgumentException("step must be > 0 and arrive >= 0");
        }
        this.goals = goals.clone();
        this.radii = radii.clone();
        this.heights = heights.clone();
        this.step = step;
        this.arrive = arrive;
        this.straight = new double[n];
        this.walked = new double[n];
        this.prev = Objects.requireNonNull(starts, "starts").clone();
        this.arrivalStep = new int[n];
        Arrays.fill(arrivalStep, -1);
        double maxR = 0;
        for (int i = 0; i < n; i++) {
            straight[i] = dist3(starts, goals, i);
            maxR = Math.max(maxR, radii[i]);
        }
        this.cell = Math.max(2 * maxR, 1e-3);
        int size = Integer.highestOneBit(Math.max(2, 2 * n - 1)) << 1;
        this.head = new int[size];
        this.next = new int[n];
        this.cx = new int[n];
        this.cz = new int[n];
    }

    /**
     * Counts the pairs that overlap (by the overlap rule above) at the given positions, without recording a step.
     *
     * @param pos x, y, z per agent (metres); not null, unaffected
     * @return the number of overlapping pairs
     */
    public int overlapPairs(float[] pos) {
        return scanPairs(pos, false);
    }

    /**
     * Records one step.
     *
     * @param pos      every agent's position at the end of the step, x, y, z per agent (metres); not null, unaffected
     * @param updateMs the wall time of the crowd update call alone (milliseconds)
     */
    public void afterStep(float[] pos, double updateMs) {
        if (steps == this.updateMs.length) {
            this.updateMs = Arrays.copyOf(this.updateMs, 2 * steps);
        }
        this.updateMs[steps] = updateMs;
        steps++;
        for (int i = 0; i < n; i++) {
            if (arrivalStep[i] >= 0) {
                continue;
            }
            walked[i] += dist3(prev, pos, i);
            double dx = pos[3 * i] - goals[3 * i], dz = pos[3 * i + 2] - goals[3 * i + 2];
            if (Math.sqrt(dx * dx + dz * dz) <= arrive && Math.abs(pos[3 * i + 1] - goals[3 * i + 1]) < ARRIVAL_HEIGHT_GAP) {
                arrivalStep[i] = steps;
                arrivedCount++;
            }
        }
        System.arraycopy(pos, 0, prev, 0, 3 * n);
        int pairs = scanPairs(pos, true);
        overlapPairs += pairs;
        if (pairs > 0) {
            framesWithOverlap++;
        }
    }

    /** True when every agent has arrived. */
    public boolean allArrived() {
        return arrivedCount == n;
    }

    /** Steps recorded so far. */
    public int steps() {
        return steps;
    }

    /** Agents that have arrived so far. */
    public int arrived() {
        return arrivedCount;
    }

    /**
     * The metrics of the steps recorded so far.
     *
     * @param endPos every agent's position now, x, y, z per agent (metres), for the stuck agents' goal
     *               distances; not null, unaffected
     * @return the summary; never null
     */
    public Summary summary(float[] endPos) {
        double[] ratios = new double[n];
        double[] arrivalS = new double[n];
        double[] stuckDist = new double[n];
        int a = 0, s = 0;
        for (int i = 0; i < n; i++) {
            if (arrivalStep[i] >= 0) {
                ratios[a] = straight[i] > 0 ? walked[i] / straight[i] : 1.0;
                arrivalS[a++] = arrivalStep[i] * step;
            } else {
                double dx = endPos[3 * i] - goals[3 * i], dz = endPos[3 * i + 2] - goals[3 * i + 2];
                stuckDist[s++] = Math.sqrt(dx * dx + dz * dz);
            }
        }
        return new Summary(n, arrivedCount, n - arrivedCount, allArrived() ? steps * step : Double.NaN, steps,
                overlapPairs, steps == 0 ? 0 : (double) framesWithOverlap / steps, maxOverlap,
                Stats.mean(ratios, a), Stats.median(updateMs, steps), Stats.quantile(updateMs, steps, 0.95),
                Stats.quantile(updateMs, steps, 1.0), Stats.mean(arrivalS, a), Stats.quantile(arrivalS, a, 1.0),
                Stats.median(stuckDist, s), Stats.quantile(stuckDist, s, 1.0));
    }

    /**
     * The metrics of a run.
     *
     * @param agents             agents in the file
     * @param arrived            agents that arrived
     * @param stuck              agents - arrived
     * @param secondsAllArrived  steps x step when every agent arrived, else NaN
     * @param steps              steps simulated
     * @param overlapPairs       overlapping pairs summed over steps
     * @param framesWithOverlap  fraction of steps with at least one overlapping pair
     * @param maxOverlap         largest 1 - dist / (ri + rj) (0 if no pair got closer than ri + rj)
     * @param lengthRatioMean    mean walked / straight length over arrived agents (NaN if none)
     * @param updateMsMedian     median update wall time, ms
     * @param updateMsP95        95th percentile (nearest rank) update wall time, ms
     * @param updateMsMax        largest update wall time, ms
     * @param arrivalSMean       mean arrival time of arrived agents, s (NaN if none)
     * @param arrivalSMax        latest arrival time, s (NaN if none)
     * @param stuckGoalDistMedian median horizontal distance of the stuck agents from their goals, m (NaN if none)
     * @param stuckGoalDistMax   largest such distance, m (NaN if none)
     */
    public record Summary(int agents, int arrived, int stuck, double secondsAllArrived, int steps, long overlapPairs,
                          double framesWithOverlap, double maxOverlap, double lengthRatioMean, double updateMsMedian,
                          double updateMsP95, double updateMsMax, double arrivalSMean, double arrivalSMax,
                          double stuckGoalDistMedian, double stuckGoalDistMax) {
        /**
         * Writes the README's metric fields, in its order.
         *
         * @param json receives the fields; not null, modified
         * @return {@code json}
         */
        public JsonLine writeTo(JsonLine json) {
            return json.put("agents", agents).put("arrived", arrived).put("stuck", stuck)
                    .put("seconds_all_arrived", secondsAllArrived, 3).put("steps", steps)
                    .put("overlap_pairs", overlapPairs).put("frames_with_overlap", framesWithOverlap, 4)
                    .put("max_overlap", maxOverlap, 4).put("length_ratio_mean", lengthRatioMean, 4)
                    .put("update_ms_median", updateMsMedian, 3).put("update_ms_p95", updateMsP95, 3);
        }
    }

    private int scanPairs(float[] pos, boolean trackMax) {
        int mask = head.length - 1;
        Arrays.fill(head, -1);
        for (int i = 0; i < n; i++) {
            cx[i] = (int) Math.floor(pos[3 * i] / cell);
            cz[i] = (int) Math.floor(pos[3 * i + 2] / cell);
            int h = hash(cx[i], cz[i]) & mask;
            next[i] = head[h];
            head[h] = i;
        }
        int pairs = 0;
        for (int i = 0; i < n; i++) {
            for (int dz = -1; dz <= 1; dz++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int x = cx[i] + dx, z = cz[i] + dz;
                    for (int j = head[hash(x, z) & mask]; j >= 0; j = next[j]) {
                        if (j <= i || cx[j] != x || cz[j] != z) {
                            continue;
                        }
                        double ddx = pos[3 * i] - pos[3 * j], ddz = pos[3 * i + 2] - pos[3 * j + 2];
                        double d = Math.sqrt(ddx * ddx + ddz * ddz);
                        double sum = radii[i] + radii[j];
                        if (d >= sum || Math.abs(pos[3 * i + 1] - pos[3 * j + 1]) >= 0.5 * (heights[i] + heights[j])) {
                            continue;
                        }
                        if (trackMax) {
                            maxOverlap = Math.max(maxOverlap, 1 - d / sum);
                        }
                        if (d < OVERLAP_FRACTION * sum) {
                            pairs++;
                        }
                    }
                }
            }
        }
        return pairs;
    }

    private static int hash(int x, int z) {
        return x * 73856093 ^ z * 19349663;
    }

    private static double dist3(float[] a, float[] b, int i) {
        double dx = a[3 * i] - b[3 * i], dy = a[3 * i + 1] - b[3 * i + 1], dz = a[3 * i + 2] - b[3 * i + 2];
        return Math.sqrt(dx * dx + dy * dy + dz * dz);
    }
}
