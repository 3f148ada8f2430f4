package org.jme3navmesh.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshIO;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs {@link QueryAllocBench} for both engines in a forked JVM with JMH's GC profiler and reads
 * {@code gc.alloc.rate.norm} (bytes per query). Our mesh is handed to the fork as a saved file.
 */
final class AllocBench {
    private AllocBench() {
    }

    /**
     * Bytes and microseconds per query of both engines (NaN when JMH reported nothing);
     * {@code oursNewResultBytes}: ours when every query gets a new PathResult (the result's own size).
     */
    record Result(String scene, double oursBytes, double recastBytes, double oursMicros, double recastMicros,
                  double oursNewResultBytes) {
    }

    /**
     * @param mine   our mesh of the scene (saved to a temporary file for the fork)
     * @param jmhLog where JMH writes its own output
     */
    static Result run(String scene, NavMesh mine, Path scenes, int pairs, long seed, int warmup, int iterations,
                      Path jmhLog) throws Exception {
        Path saved = Files.createTempFile("bench-" + scene, ".navmesh");
        try {
            NavMeshIO.write(mine, saved);
            OptionsBuilder o = new OptionsBuilder();
            o.include(QueryAllocBench.class.getName() + ".query")
                    .param("scene", scene)
                    .param("engine", "jme3-navmesh", "recast4j", "jme3-navmesh-new-result")
                    .forks(1)
                    .warmupIterations(warmup).warmupTime(TimeValue.seconds(1))
                    .measurementIterations(iterations).measurementTime(TimeValue.seconds(1))
                    .addProfiler(GCProfiler.class)
                    .output(jmhLog.toString())
                    .jvmArgsAppend("-Xmx2g", "-Dbench.scenes=" + scenes.toAbsolutePath(),
                            "-Dbench.ours." + scene + "=" + saved.toAbsolutePath(),
                            "-Dbench.pairs=" + pairs, "-Dbench.seed=" + seed);
            Collection<RunResult> results = new Runner(o.build()).run();
            double[] bytes = {Double.NaN, Double.NaN, Double.NaN}, micros = {Double.NaN, Double.NaN, Double.NaN};
            for (RunResult rr : results) {
                int i = switch (rr.getParams().getParam("engine")) {
                    case "recast4j" -> 1;
                    case "jme3-navmesh-new-result" -> 2;
                    default -> 0;
                };
                @SuppressWarnings("rawtypes")
                org.openjdk.jmh.results.Result norm = rr.getSecondaryResults().get("gc.alloc.rate.norm");
                bytes[i] = norm == null ? Double.NaN : norm.getScore();
                micros[i] = rr.getPrimaryResult().getScore();
            }
            return new Result(scene, bytes[0], bytes[1], micros[0], micros[1], bytes[2]);
        } finally {
            Files.deleteIfExists(saved);
        }
    }
}
