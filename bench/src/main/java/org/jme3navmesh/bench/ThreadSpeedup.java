package org.jme3navmesh.bench;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.Objects;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeProgressListener;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.bake.SceneTriangles;
import org.jme3navmesh.bake.TriangleSceneSampler;

/**
 * The same bake on 1 and on 2 worker threads, measured so that the JIT does not decide the ratio:
 * pairs of bakes (1 then 2 threads) are run until a pair's JIT compilation time
 * ({@link CompilationMXBean}) falls under {@value #SETTLED_SHARE} of its wall time (at least
 * {@value #MIN_WARM} pairs, at most {@value #MAX_WARM} or {@value #WARM_MILLIS} ms); then up to
 * {@value #ROUNDS} rounds (at least {@value #MIN_ROUNDS}, fewer when a round takes long: about
 * {@value #TIMED_MILLIS} ms in all) of one bake on 1 thread and one on 2, alternating which goes
 * first, each after a full collection. For each thread
 * count: the median wall time, the median CPU time of the bake's own threads
 * ({@link NavMeshBaker#cpuNanos}: the calling thread and the workers, not the JIT or the collector),
 * the median of its part on the calling thread, and the median CPU time of the whole process.
 */
final class ThreadSpeedup {
    static final int MIN_WARM = 4;
    static final int MAX_WARM = 40;
    static final double SETTLED_SHARE = 0.01;
    static final int ROUNDS = 9;
    static final int MIN_ROUNDS = 3;
    static final long WARM_MILLIS = 60_000;
    static final long TIMED_MILLIS = 60_000;

    /**
     * Medians per thread count (index 0: 1 thread, 1: 2 threads), milliseconds.
     *
     * @param wall      wall time
     * @param bakeCpu   CPU time of the bake's threads
     * @param callerCpu the part of bakeCpu on the calling thread
     * @param processCpu CPU time of the process
     * @param jitMs     JIT compilation time during the timed bakes, in all
     * @param rounds    timed rounds run
     * @param warmPairs warm-up pairs run
     * @param settled   whether the JIT settled within {@link #MAX_WARM} pairs
     */
    record Result(double[] wall, double[] bakeCpu, double[] callerCpu, double[] processCpu, long jitMs, int rounds, int warmPairs, boolean settled) {
        /** Wall time on 1 thread over wall time on 2. */
        double speedup() {
            return wall[0] / wall[1];
        }
    }

    private ThreadSpeedup() {
    }

    /**
     * Measures one bake configuration.
     *
     * @param soup the scene; not null, unaffected
     * @param cfg  the bake settings; not null
     * @return the figures; never null
     */
    static Result measure(SceneTriangles soup, BakeConfig cfg) {
        Objects.requireNonNull(soup, "soup");
        Objects.requireNonNull(cfg, "cfg");
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        int warm = 0;
        boolean settled = false;
        double pairMs = 0;
        long start = System.nanoTime();
        while (warm < MAX_WARM && !settled && (System.nanoTime() - start) / 1e6 < WARM_MILLIS) {
            long j0 = jit.getTotalCompilationTime();
            long t0 = System.nanoTime();
            bake(soup, cfg, 1);
            bake(soup, cfg, 2);
            pairMs = (System.nanoTime() - t0) / 1e6;
            warm++;
            settled = warm >= MIN_WARM && jit.getTotalCompilationTime() - j0 < SETTLED_SHARE * pairMs;
        }
        int rounds = (int) Math.max(MIN_ROUNDS, Math.min(ROUNDS, TIMED_MILLIS / Math.max(1.0, pairMs)));
        double[][] wall = new double[2][rounds], bakeCpu = new double[2][rounds], callerCpu = new double[2][rounds];
        double[][] processCpu = new double[2][rounds];
        long j0 = jit.getTotalCompilationTime();
        for (int round = 0; round < rounds; round++) {
            for (int k = 0; k < 2; k++) {
                int i = (round + k) % 2; // 1, 2 then 2, 1, ...
                System.gc();
                long b0 = NavMeshBaker.cpuNanos();
                long s0 = NavMeshBaker.callingThreadCpuNanos();
                long c0 = os.getProcessCpuTime();
                long t0 = System.nanoTime();
                bake(soup, cfg, i + 1);
                wall[i][round] = (System.nanoTime() - t0) / 1e6;
                processCpu[i][round] = (os.getProcessCpuTime() - c0) / 1e6;
                bakeCpu[i][round] = (NavMeshBaker.cpuNanos() - b0) / 1e6;
                callerCpu[i][round] = (NavMeshBaker.callingThreadCpuNanos() - s0) / 1e6;
            }
        }
        long jitMs = jit.getTotalCompilationTime() - j0;
        return new Result(new double[]{Stats.median(wall[0]), Stats.median(wall[1])},
                new double[]{Stats.median(bakeCpu[0]), Stats.median(bakeCpu[1])},
                new double[]{Stats.median(callerCpu[0]), Stats.median(callerCpu[1])},
                new double[]{Stats.median(processCpu[0]), Stats.median(processCpu[1])}, jitMs, rounds, warm, settled);
    }

    private static void bake(SceneTriangles soup, BakeConfig cfg, int threads) {
        new NavMeshBaker(threads).bake(new TriangleSceneSampler(soup), cfg, BakeProgressListener.NONE, () -> false);
    }
}
