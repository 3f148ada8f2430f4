package org.jme3navmesh.bench;

import org.jme3navmesh.testkit.ObjMesh;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Same-run bake comparison of two engines on one scene: warm-up bakes, then timed bakes with the
 * engine order alternating, medians of the timed runs.
 */
public final class BakeBench {
    private BakeBench() {
    }

    /** Figures of one scene; {@code a} is the engine under test, {@code b} the reference. */
    public record Result(String scene, String engineA, String engineB, double msA, double msB, double[] runsA,
                         double[] runsB, int trianglesA, int trianglesB, int polygonsB,
                         SceneBaker.Outcome lastA, SceneBaker.Outcome lastB) {
        /** Median bake time ratio a / b. */
        public double timeRatio() { return msA / msB; }

        /** Triangle count ratio a / b. */
        public double triangleRatio() { return (double) trianglesA / trianglesB; }
    }

    /**
     * @param warmup untimed bakes per engine, &gt;= 0
     * @param timed  timed bakes per engine, &gt;= 1
     */
    public static Result run(Path file, ObjMesh soup, SceneBaker a, SceneBaker b, int warmup, int timed)
            throws Exception {
        Objects.requireNonNull(file, "file");
        if (warmup < 0 || timed < 1) {
            throw new IllegalArgumentException("need warmup >= 0 and timed >= 1, got " + warmup + ", " + timed);
        }
        a.prepare(file, soup);
        b.prepare(file, soup);
        double[] ra = new double[timed], rb = new double[timed];
        SceneBaker.Outcome la = null, lb = null;
        for (int i = 0; i < warmup + timed; i++) {
            SceneBaker.Outcome oa, ob;
            System.gc();
            if (i % 2 == 0) {
                oa = a.bake();
                System.gc();
                ob = b.bake();
            } else {
                ob = b.bake();
                System.gc();
                oa = a.bake();
            }
            if (i >= warmup) {
                ra[i - warmup] = oa.nanos() / 1e6;
                rb[i - warmup] = ob.nanos() / 1e6;
            }
            la = oa;
            lb = ob;
        }
        return new Result(soup.name(), a.name(), b.name(), Stats.median(ra), Stats.median(rb), ra, rb,
                la.triangles(), lb.triangles(), lb.polygons(), la, lb);
    }
}
