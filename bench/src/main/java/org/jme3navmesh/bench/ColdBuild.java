package org.jme3navmesh.bench;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeProgressListener;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.bake.SceneTriangles;
import org.jme3navmesh.bake.TriangleSceneSampler;
import org.jme3navmesh.testkit.ObjMesh;

/**
 * A cold build: the first tiled build of a fresh JVM, ours or recast4j's TileCache, so that neither
 * engine's cold figure is measured on a JVM the other engine (or an earlier build) has warmed.
 * {@link #main} reads the scene (untimed), times one build and prints {@value #PREFIX} and the
 * milliseconds; {@link #measure} runs it in a child JVM with this JVM's class path and heap limit, and
 * {@link #paired} runs both engines' cold builds in turns, so that a change in the machine's load
 * during the run weighs on both alike.
 */
final class ColdBuild {
    static final String PREFIX = "COLD_MS ";

    private ColdBuild() {
    }

    /** Engine of a cold build. */
    enum Engine { OURS, TILECACHE }

    /**
     * @param args engine ({@code ours} or {@code tilecache}), the scene's OBJ path, the tile size in cells
     *             and (ours) the worker thread count
     */
    public static void main(String[] args) throws Exception {
        Engine engine = Engine.valueOf(args[0].toUpperCase(java.util.Locale.ROOT));
        ObjMesh obj = ObjMesh.read(Path.of(args[1]));
        int tileSize = Integer.parseInt(args[2]);
        AgentParams params = AgentParams.sharedReference();
        long nanos;
        if (engine == Engine.OURS) {
            SceneTriangles soup = SceneTriangles.fromIndexed(obj.verts(), obj.tris(), obj.group(), obj.groupNames());
            BakeConfig cfg = params.bakeConfig().withTileSize(tileSize);
            long t0 = System.nanoTime();
            new NavMeshBaker(Integer.parseInt(args[3])).bake(new TriangleSceneSampler(soup), cfg,
                    BakeProgressListener.NONE, () -> false);
            nanos = System.nanoTime() - t0;
        } else {
            nanos = TileCacheRef.build(new CachedGeom(obj), params, tileSize, 16).nanos();
        }
        System.out.println(PREFIX + nanos / 1e6);
    }

    /** Both engines' cold builds of one scene and tile size, ms, in the order they ran per engine. */
    record Pair(double[] ours, double[] tileCache) {
        /** Our median, ms. */
        double oursMedian() {
            return Stats.median(ours);
        }

        /** The TileCache's median, ms. */
        double tileCacheMedian() {
            return Stats.median(tileCache);
        }
    }

    /**
     * Runs {@code runs} cold builds per engine, each in a fresh child JVM ({@link #measure}), in
     * turns: ours then the TileCache's in even turns, the other way round in odd ones (ABBA), so
     * that neither engine always runs first.
     *
     * @param scene    the scene's OBJ file; not null
     * @param tileSize tile size, cells
     * @param threads  our bake's worker threads
     * @param runs     builds per engine, &gt; 0
     * @return the builds' wall times; never null
     * @throws IllegalStateException when a child JVM fails (its output is in the message)
     */
    static Pair paired(Path scene, int tileSize, int threads, int runs) throws Exception {
        if (runs < 1) {
            throw new IllegalArgumentException("cold runs must be > 0, got " + runs);
        }
        double[] ours = new double[runs], tileCache = new double[runs];
        for (int k = 0; k < runs; k++) {
            if (k % 2 == 0) {
                ours[k] = measure(Engine.OURS, scene, tileSize, threads);
                tileCache[k] = measure(Engine.TILECACHE, scene, tileSize, threads);
            } else {
                tileCache[k] = measure(Engine.TILECACHE, scene, tileSize, threads);
                ours[k] = measure(Engine.OURS, scene, tileSize, threads);
            }
        }
        return new Pair(ours, tileCache);
    }

    /**
     * Runs one cold build in a child JVM (same java, class path and maximum heap as this one).
     *
     * @param engine   whose build; not null
     * @param scene    the scene's OBJ file; not null
     * @param tileSize tile size, cells
     * @param threads  our bake's worker threads (ignored for the TileCache)
     * @return the build's wall time, ms
     * @throws IllegalStateException when the child JVM fails or prints no time (its output is in the message)
     */
    static double measure(Engine engine, Path scene, int tileSize, int threads) throws Exception {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-Xmx" + Runtime.getRuntime().maxMemory() / (1024 * 1024) + "m");
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(ColdBuild.class.getName());
        cmd.add(engine.name().toLowerCase(java.util.Locale.ROOT));
        cmd.add(scene.toAbsolutePath().toString());
        cmd.add(Integer.toString(tileSize));
        cmd.add(Integer.toString(threads));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        StringBuilder all = new StringBuilder();
        Double ms = null;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                all.append(line).append('\n');
                if (line.startsWith(PREFIX)) {
                    ms = Double.parseDouble(line.substring(PREFIX.length()).trim());
                }
            }
        }
        int rc = p.waitFor();
        if (rc != 0 || ms == null) {
            throw new IllegalStateException("cold " + engine + " build of " + scene + " at tile size " + tileSize
                    + " failed (exit " + rc + "): " + all);
        }
        return ms;
    }
}
