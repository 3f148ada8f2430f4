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
 * milliseconds, then {@value #HEAP_PREFIX} and the heap the JVM had committed by the end; {@link #measure}
 * runs it in a child JVM with this JVM's class path and heap limit, and {@link #paired} runs both
 * engines' cold builds in turns, so that a change in the machine's load during the run weighs on both alike.
 *
 * <p>A fresh JVM's heap is fresh memory: the first write to each page of it faults the page in. On
 * the shared 2-core machine (a virtual machine) that costs about 3.5 s per GB (a fresh JVM allocating
 * 1 GB: 3.1-3.8 s; with its heap touched at start-up, 0.13 s), so a build that commits more heap is
 * slower cold by far more than on a desktop. {@link #measure} with a pre-touched heap ({@code -Xms} =
 * {@code -Xmx}, {@code -XX:+AlwaysPreTouch}, touched before the clock starts) separates that cost from
 * the compiler's warm-up.
 *
 * <p>How slow that first write is depends on what the memory did last. On this virtual machine a page
 * another process freed a moment ago comes back at about 0.45 s per GB; a page no process used for a while
 * costs about 3.2 s per GB (a fresh JVM writing 1.5 GB: 0.64-0.75 s after another such JVM, 4.8 s right after
 * a JVM had taken 4 GB). The bench's own JVM takes up to its heap limit of such memory in its warm
 * builds, and our bake commits about twice the TileCache's heap, so without care the first cold build after
 * the bench's own work, and ours after one of the TileCache's, paid the slow rate on more of their heap: the
 * same cold build of the 1 km world took 8.7 s, then 6.5 s. {@link #paired} therefore runs a primer JVM
 * before each cold build ({@link #prime}): it writes a heap as large as the build's limit and exits, so
 * every build, whichever engine and whatever ran before, gets memory just freed.
 */
final class ColdBuild {
    static final String PREFIX = "COLD_MS ";
    static final String HEAP_PREFIX = "COLD_HEAP_MB ";
    /** {@link #main}'s argument for the primer JVM ({@link #prime}). */
    static final String PRIME = "prime";

    private ColdBuild() {
    }

    /** Engine of a cold build. */
    enum Engine { OURS, TILECACHE }

    /**
     * @param args engine ({@code ours} or {@code tilecache}), the scene's OBJ path, the tile size in cells
     *             and (ours) the worker thread count
     */
    public static void main(String[] args) throws Exception {
        if (args.length == 1 && PRIME.equals(args[0])) {
            return; // the primer: its heap was written at start-up (see prime)
        }
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
        System.out.println(HEAP_PREFIX + Runtime.getRuntime().totalMemory() / (1024.0 * 1024.0));
    }

    /**
     * One cold build.
     *
     * @param ms     its wall time, milliseconds
     * @param heapMb the heap its JVM had committed when it ended, MiB (with a pre-touched heap, the whole heap)
     */
    record Run(double ms, double heapMb) {
    }

    /**
     * Both engines' cold builds of one scene and tile size, in the order they ran per engine.
     *
     * @param ours          our builds' wall times, ms
     * @param tileCache     the TileCache builds' wall times, ms
     * @param oursHeap      the heap committed by the end of each of our builds, MiB
     * @param tileCacheHeap the same for the TileCache builds, MiB
     */
    record Pair(double[] ours, double[] tileCache, double[] oursHeap, double[] tileCacheHeap) {
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
     * that neither engine always runs first; without a pre-touched heap, each after the primer ({@link #prime})
     * with a heap of this JVM's limit.
     *
     * @param scene    the scene's OBJ file; not null
     * @param tileSize tile size, cells
     * @param threads  our bake's worker threads
     * @param runs     builds per engine, &gt; 0
     * @return the builds' wall times; never null
     * @throws IllegalStateException when a child JVM fails (its output is in the message)
     */
    static Pair paired(Path scene, int tileSize, int threads, int runs) throws Exception {
        return paired(scene, tileSize, threads, runs, 0);
    }

    /** The heap limit of this JVM, which the cold builds' child JVMs get too, MiB. */
    static long heapLimitMb() {
        return Runtime.getRuntime().maxMemory() / (1024 * 1024);
    }

    /**
     * {@link #paired(Path, int, int, int)}, each child JVM's heap optionally pre-touched.
     *
     * @param preTouchMb 0: each child JVM gets this JVM's heap limit and grows its heap as it needs (a cold
     *                   build as a user's first bake runs); else the size of each child's heap, MiB, fixed
     *                   ({@code -Xms} = {@code -Xmx}) and touched at start-up ({@code -XX:+AlwaysPreTouch}); &gt;= 0
     * @throws IllegalArgumentException when runs &lt; 1 or preTouchMb &lt; 0
     */
    static Pair paired(Path scene, int tileSize, int threads, int runs, long preTouchMb) throws Exception {
        return paired(scene, tileSize, threads, runs, preTouchMb, preTouchMb == 0 ? heapLimitMb() : 0);
    }

    /**
     * {@link #paired(Path, int, int, int, long)} with the primer's heap given.
     *
     * @param primeMb the heap the primer writes before each build ({@link #prime}), MiB; 0 for no primer; &gt;= 0
     * @throws IllegalArgumentException when runs &lt; 1, preTouchMb &lt; 0 or primeMb &lt; 0
     */
    static Pair paired(Path scene, int tileSize, int threads, int runs, long preTouchMb, long primeMb)
            throws Exception {
        if (primeMb < 0) {
            throw new IllegalArgumentException("the primer's heap must be >= 0 MiB, got " + primeMb);
        }
        if (runs < 1) {
            throw new IllegalArgumentException("cold runs must be > 0, got " + runs);
        }
        if (preTouchMb < 0) {
            throw new IllegalArgumentException("pre-touched heap must be >= 0 MiB, got " + preTouchMb);
        }
        Run[] ours = new Run[runs], tileCache = new Run[runs];
        for (int k = 0; k < runs; k++) {
            boolean oursFirst = k % 2 == 0;
            for (int turn = 0; turn < 2; turn++) {
                boolean oursNow = oursFirst == (turn == 0);
                if (primeMb > 0) {
                    prime(primeMb);
                }
                if (oursNow) {
                    ours[k] = measure(Engine.OURS, scene, tileSize, threads, preTouchMb);
                } else {
                    tileCache[k] = measure(Engine.TILECACHE, scene, tileSize, threads, preTouchMb);
                }
            }
        }
        double[] om = new double[runs], tm = new double[runs], oh = new double[runs], th = new double[runs];
        for (int k = 0; k < runs; k++) {
            om[k] = ours[k].ms();
            tm[k] = tileCache[k].ms();
            oh[k] = ours[k].heapMb();
            th[k] = tileCache[k].heapMb();
        }
        return new Pair(om, tm, oh, th);
    }

    /**
     * Runs the primer: a child JVM whose heap (in the bench, as large as a cold build's limit) is written at
     * start-up ({@code -XX:+AlwaysPreTouch}) and freed when it exits at once, so that the next cold build's heap
     * is memory just freed (see the class comment). Its time is not counted.
     *
     * @param mb the primer's heap, MiB, &gt; 0
     * @throws IllegalStateException when the primer JVM fails (its output is in the message)
     */
    static void prime(long mb) throws Exception {
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xms" + mb + "m", "-Xmx" + mb + "m", "-XX:+AlwaysPreTouch", "-cp", System.getProperty("java.class.path"),
                ColdBuild.class.getName(), PRIME);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int rc = p.waitFor();
        if (rc != 0) {
            throw new IllegalStateException("the cold builds' primer JVM (" + mb + " MiB heap) failed (exit " + rc
                    + "): " + output);
        }
    }

    /**
     * Runs one cold build in a child JVM (same java, class path and maximum heap as this one).
     *
     * @param engine   whose build; not null
     * @param scene    the scene's OBJ file; not null
     * @param tileSize tile size, cells
     * @param threads  our bake's worker threads (ignored for the TileCache)
     * @param preTouchMb 0, or the child's heap, fixed and touched at start-up, MiB (see
     *                   {@link #paired(Path, int, int, int, long)}); &gt;= 0
     * @return the build's wall time and the child's committed heap; never null
     * @throws IllegalStateException when the child JVM fails or prints no time (its output is in the message)
     */
    static Run measure(Engine engine, Path scene, int tileSize, int threads, long preTouchMb) throws Exception {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        if (preTouchMb > 0) {
            cmd.add("-Xms" + preTouchMb + "m");
            cmd.add("-Xmx" + preTouchMb + "m");
            cmd.add("-XX:+AlwaysPreTouch");
        } else {
            cmd.add("-Xmx" + heapLimitMb() + "m");
        }
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
        double heap = Double.NaN;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                all.append(line).append('\n');
                if (line.startsWith(PREFIX)) {
                    ms = Double.parseDouble(line.substring(PREFIX.length()).trim());
                } else if (line.startsWith(HEAP_PREFIX)) {
                    heap = Double.parseDouble(line.substring(HEAP_PREFIX.length()).trim());
                }
            }
        }
        int rc = p.waitFor();
        if (rc != 0 || ms == null) {
            throw new IllegalStateException("cold " + engine + " build of " + scene + " at tile size " + tileSize
                    + " failed (exit " + rc + "): " + all);
        }
        return new Run(ms, heap);
    }
}
