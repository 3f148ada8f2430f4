package org.jme3navmesh.bench;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;

/**
 * A warm build time: builds are repeated until the JIT has settled, that is until {@value #SETTLED}
 * builds have each spent under {@value #SETTLED_SHARE} of their wall time compiling
 * ({@link CompilationMXBean}, the rule {@link ThreadSpeedup} uses), or until a build limit; the
 * warm time is the best build after the first.
 */
final class WarmBuilds {
    static final int SETTLED = 3;
    static final double SETTLED_SHARE = 0.01;

    private WarmBuilds() {
    }

    /** One build, returning its wall time in ms. */
    interface Build {
        double run() throws Exception;
    }

    /**
     * @param best    the best build after the first, ms
     * @param builds  how many builds ran
     * @param settled whether {@value #SETTLED} builds ran with the JIT settled
     */
    record Result(double best, int builds, boolean settled) {
    }

    /**
     * @param build     one build; not null
     * @param maxBuilds most builds to run, at least 2
     * @return the warm time
     */
    static Result measure(Build build, int maxBuilds) throws Exception {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        double best = Double.POSITIVE_INFINITY;
        int settled = 0;
        int k = 0;
        while (k < maxBuilds && settled < SETTLED) {
            long j0 = jit.getTotalCompilationTime();
            double ms = build.run();
            if (jit.getTotalCompilationTime() - j0 < SETTLED_SHARE * ms) {
                settled++;
            }
            if (k > 0) {
                best = Math.min(best, ms);
            }
            k++;
        }
        return new Result(best, k, settled >= SETTLED);
    }
}
