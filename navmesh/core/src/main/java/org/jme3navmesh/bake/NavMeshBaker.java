package org.jme3navmesh.bake;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;
import java.util.function.Supplier;
import java.util.function.IntConsumer;
import org.jme3navmesh.bake.mesher.FieldMesher;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TileLayout;

/**
 * Bakes a {@link NavMesh} from a world read through a {@link SceneSampler}.
 *
 * <p>Stages: <b>extract</b> the world's extent and its grid; <b>rasterise</b>: the sampler finds
 * every surface a vertical ray through each cell centre would hit, plus the thin walls crossing
 * the links between centres; apply the <b>walkable</b> rules ({@link WalkableRules}); these three
 * do not depend on the agent's radius and make a {@link SampledField} ({@link #sample}). Then
 * <b>erode</b> by the agent radius ({@link AgentErosion}, {@link IslandFilter}) and <b>mesh</b> the
 * result ({@link FieldMesher}) ({@link #bakeFor}).
 *
 * <p>Before sampling (from the grid and {@link SceneSampler#estimateHits}) and again once the
 * layers are sampled, a bake estimates its peak heap and refuses with a
 * {@link BakeMemoryException} when that exceeds {@link BakeConfig#memoryBudgetBytes} (by default
 * the free heap). A single-sided bake whose down-rays mostly meet back faces says so in its
 * warnings ({@link BakeResult#warnings}) or its "no walkable surface" message.
 *
 * <p>With {@link BakeConfig#tileSize} &gt; 0 the erosion and the mesh stage run per square tile:
 * each tile is eroded from its cells plus a border and meshed independently, in parallel, and the
 * tiles are stitched ({@code TiledMesher}); the result's {@link BakeResult#tiles} tells which
 * triangles belong to which tile.
 *
 * <p>Areas come from the {@link SurfaceTag}s of the sampled surfaces. The baker is immutable and
 * thread-safe; a bake runs on the calling thread plus a private pool of worker threads (one per
 * core, or as many as given to the constructor). A bake
 * reads the world only through the sampler, on the calling thread: a {@link TriangleSceneSampler}
 * is a snapshot and can be used on any thread (a jME scene gives one through
 * {@code org.jme3navmesh.jme.PhysicsTriangles}).
 */
public final class NavMeshBaker {
    private static final String[] STAGES = {"extract", "rasterise", "walkable", "erode", "mesh"};
    private static final float[] WEIGHT = {0.03f, 0.37f, 0.10f, 0.05f, 0.45f};
    /** Worker threads of every parallel stage, or 0 for one per core. */
    private final int threads;

    /** A baker using one worker thread per core. */
    public NavMeshBaker() {
        this(0);
    }

    /**
     * A baker using a given number of worker threads in every parallel stage (sampling, walkable
     * rules, tiles); its bakes give the same result whatever the number.
     *
     * @param threads worker threads, &gt; 0; or 0 for one per available core
     * @throws IllegalArgumentException when threads is negative
     */
    public NavMeshBaker(int threads) {
        if (threads < 0) {
            throw new IllegalArgumentException("threads must be >= 0 (0: one per core), got " + threads);
        }
        this.threads = threads;
    }

    /**
     * Worker threads its parallel stages use.
     *
     * @return the count given to the constructor, or one per available core when that was 0; &gt;= 1
     */
    public int threads() {
        return threads > 0 ? threads : Parallel.threads();
    }

    /** Runs a part of a bake on this baker's worker count, counting its CPU time ({@link #cpuNanos}). */
    <T> T onThreads(Supplier<T> work) {
        return Parallel.withThreads(threads(), work);
    }

    /**
     * CPU time of the bakes run in this JVM so far (all bakers), nanoseconds: the calling threads'
     * during a bake and the worker threads' during their parallel tasks, without the JIT's and
     * the garbage collector's threads. The difference across a bake gives that bake's CPU time when no
     * other bake runs meanwhile.
     *
     * @return nanoseconds, &gt;= 0 (0 where the JVM cannot measure thread CPU time)
     */
    public static long cpuNanos() {
        return Parallel.cpuNanos();
    }

    /**
     * The part of {@link #cpuNanos} spent on the threads that called the bakes (the work that did
     * not run on the workers, and waiting for them), nanoseconds.
     *
     * @return nanoseconds, &gt;= 0
     */
    public static long callingThreadCpuNanos() {
        return Parallel.callerCpuNanos();
    }

    /**
     * Bakes a triangle soup with no progress listener and no cancellation.
     *
     * @param triangles the scene, world space, metres; not null, unaffected
     * @param cfg       agent and grid parameters; not null
     * @return the navmesh and its by-products; never null
     * @throws NullPointerException when an argument is null
     * @see #bake(SceneSampler, BakeConfig, BakeProgressListener, BooleanSupplier) (its other exceptions)
     */
    public BakeResult bake(SceneTriangles triangles, BakeConfig cfg) {
        return bake(triangles, cfg, BakeProgressListener.NONE, Parallel.NEVER);
    }

    /**
     * Bakes a navmesh from a triangle soup (a snapshot of a scene, or geometry from elsewhere).
     *
     * @param triangles the scene, world space, metres; not null, unaffected
     * @param cfg       agent and grid parameters; not null
     * @param listener  receives progress on the calling thread; not null
     * @param cancelled polled on the calling thread; returning true stops the bake; not null
     * @return the navmesh and its by-products; never null
     * @throws NullPointerException when an argument is null
     * @see #bake(SceneSampler, BakeConfig, BakeProgressListener, BooleanSupplier) (its other exceptions)
     */
    public BakeResult bake(SceneTriangles triangles, BakeConfig cfg, BakeProgressListener listener, BooleanSupplier cancelled) {
        Objects.requireNonNull(triangles, "triangles");
        return bake(new TriangleSceneSampler(triangles), cfg, listener, cancelled);
    }

    /**
     * Bakes a navmesh of the whole world a sampler reads: {@link #sample} then {@link #bakeFor}.
     *
     * @param sampler   the world; not null; used on the calling thread only
     * @param cfg       agent and grid parameters; not null
     * @param listener  receives progress on the calling thread; not null
     * @param cancelled polled on the calling thread; returning true stops the bake; not null
     * @return the navmesh and its by-products; never null
     * @throws IllegalArgumentException when the scene is empty, the grid would be absurdly large, or
     *                                  nothing in the scene is walkable for this agent
     * @throws BakeMemoryException      when the bake would need more heap than it may use
     *                                  ({@link BakeConfig#memoryBudgetBytes}), before it allocates it
     * @throws BakeCancelledException   when cancelled
     * @throws NullPointerException     when an argument is null
     */
    public BakeResult bake(SceneSampler sampler, BakeConfig cfg, BakeProgressListener listener, BooleanSupplier cancelled) {
        long t0 = System.nanoTime();
        return onThreads(new Supplier<BakeResult>() {
            @Override
            public BakeResult get() {
                SampledField sampled = sample(sampler, cfg, listener, cancelled);
                return bakeFor(sampled, cfg.agentRadius(), listener, cancelled, false, t0);
            }
        });
    }

    /**
     * The radius-independent stages over the whole world: the grid covering the sampler's bounds,
     * the sampling and the walkable rules.
     *
     * @param sampler   the world; not null; used on the calling thread only
     * @param cfg       grid and agent parameters (the radius is not used); not null
     * @param listener  receives progress on the calling thread (up to the end of "walkable"); not null
     * @param cancelled polled on the calling thread; returning true stops the sampling; not null
     * @return the sampled field; never null
     * @throws IllegalArgumentException when the scene is empty, the grid would be absurdly large, or
     *                                  no sampled surface is walkable
     * @throws BakeMemoryException      when the sampling would need more heap than it may use
     * @throws BakeCancelledException   when cancelled
     * @throws NullPointerException     when an argument is null
     */
    public SampledField sample(SceneSampler sampler, BakeConfig cfg, BakeProgressListener listener, BooleanSupplier cancelled) {
        Objects.requireNonNull(sampler, "sampler");
        checkArgs(cfg, listener, cancelled);
        long t0 = System.nanoTime();
        float[] bounds = sampler.bounds();
        for (float b : bounds) {
            if (Float.isNaN(b)) {
                throw new IllegalArgumentException("scene is empty: it has no static geometry to bake");
            }
        }
        return onThreads(new Supplier<SampledField>() {
            @Override
            public SampledField get() {
                return sample(sampler, BakeGrid.covering(bounds, cfg.cellSize()), cfg, listener, cancelled, t0);
            }
        });
    }

    /**
     * The radius-independent stages over a region: the sampling of its cells and the walkable
     * rules. Gives what {@link #sample(SceneSampler, BakeConfig, BakeProgressListener, BooleanSupplier)}
     * gives for those cells, except for links to cells outside the region.
     *
     * @param sampler   the world; not null; used on the calling thread only
     * @param region    the cells to sample (e.g. a {@link BakeGrid#region} of the world's grid); not
     *                  null; its cell size replaces cfg's
     * @param cfg       agent parameters (the radius and cell size are not used); not null
     * @param listener  receives progress on the calling thread (up to the end of "walkable"); not null
     * @param cancelled polled on the calling thread; returning true stops the sampling; not null
     * @return the sampled field; never null
     * @throws IllegalArgumentException when no sampled surface of the region is walkable
     * @throws BakeMemoryException      when the sampling would need more heap than it may use
     * @throws BakeCancelledException   when cancelled
     * @throws NullPointerException     when an argument is null
     */
    public SampledField sample(SceneSampler sampler, BakeGrid region, BakeConfig cfg, BakeProgressListener listener,
                               BooleanSupplier cancelled) {
        Objects.requireNonNull(sampler, "sampler");
        Objects.requireNonNull(region, "region");
        checkArgs(cfg, listener, cancelled);
        BakeConfig used = cfg.cellSize() == region.cells().cellSize() ? cfg : cfg.withCellSize(region.cells().cellSize());
        long t0 = System.nanoTime();
        return onThreads(new Supplier<SampledField>() {
            @Override
            public SampledField get() {
                return sample(sampler, region, used, listener, cancelled, t0);
            }
        });
    }

    /**
     * The radius-dependent stages: erodes a copy of a sampled field by an agent radius and meshes
     * it. Equals a full bake with {@code sampled.config().withAgentRadius(agentRadius)}; the
     * sampled field is unaffected and can serve other radii.
     *
     * @param sampled     the sampling; not null, unaffected
     * @param agentRadius the agent's radius, metres; finite and &gt; 0
     * @param listener    receives progress on the calling thread ("erode" and "mesh"); not null
     * @param cancelled   polled on the calling thread; returning true stops the bake; not null
     * @return the navmesh and its by-products; its stage times start with the sampling's, and its
     *         total includes the sampling's; never null
     * @throws IllegalArgumentException when agentRadius is not finite and &gt; 0, or nothing is walkable after
     *                                  the erosion
     * @throws BakeCancelledException   when cancelled
     * @throws NullPointerException     when an argument is null
     */
    public BakeResult bakeFor(SampledField sampled, float agentRadius, BakeProgressListener listener,
                              BooleanSupplier cancelled) {
        Objects.requireNonNull(sampled, "sampled");
        BakeConfig cfg = sampled.config().withAgentRadius(agentRadius);
        checkArgs(cfg, listener, cancelled);
        long t0 = System.nanoTime() - (long) (sampled.millis() * 1e6);
        return onThreads(new Supplier<BakeResult>() {
            @Override
            public BakeResult get() {
                return bakeFor(sampled, agentRadius, listener, cancelled, true, t0);
            }
        });
    }

    /**
     * The eroded walkable field of a scene, without meshing it (for debugging and tests).
     *
     * @param triangles the scene, world space, metres; not null, unaffected
     * @param cfg       agent and grid parameters; not null
     * @param cancelled polled on the calling thread; returning true stops the bake; not null
     * @return the field and the area table its ids refer to; never null
     * @throws NullPointerException when an argument is null
     * @see #sample(SceneSampler, BakeConfig, BakeProgressListener, BooleanSupplier) (its other exceptions)
     */
    public FieldResult bakeField(SceneTriangles triangles, BakeConfig cfg, BooleanSupplier cancelled) {
        Objects.requireNonNull(triangles, "triangles");
        SampledField sampled = sample(new TriangleSceneSampler(triangles), cfg, BakeProgressListener.NONE, cancelled);
        return new FieldResult(erode(sampled, cfg, BakeProgressListener.NONE, cancelled, false, new LinkedHashMap<>()),
                sampled.areas(), sampled.grid());
    }

    /**
     * A walkable field with its area table and grid.
     *
     * @param field the eroded walkable field, world space, metres; kept
     * @param areas the area table its area ids refer to; kept
     * @param grid  the sampling grid, world space; kept
     */
    public record FieldResult(WalkableField field, AreaTable areas, BakeGrid grid) {
    }

    private static void checkArgs(BakeConfig cfg, BakeProgressListener listener, BooleanSupplier cancelled) {
        Objects.requireNonNull(cfg, "cfg");
        Objects.requireNonNull(listener, "listener");
        Objects.requireNonNull(cancelled, "cancelled");
    }

    private SampledField sample(SceneSampler sampler, BakeGrid grid, BakeConfig cfg, BakeProgressListener listener,
                                BooleanSupplier cancelled, long t0) {
        Map<String, Double> ms = new LinkedHashMap<>();
        RegionSamples r = sampleRegion(sampler, grid, cfg, listener, cancelled, t0, ms);
        return rules(r, grid, cfg, listener, cancelled, ms, t0);
    }

    /**
     * The "extract" and "rasterise" stages over a grid: checks the memory, then samples.
     *
     * @param ms receives the stages' milliseconds; modified
     */
    static RegionSamples sampleRegion(SceneSampler sampler, BakeGrid grid, BakeConfig cfg, BakeProgressListener listener,
                                      BooleanSupplier cancelled, long t0, Map<String, Double> ms) {
        ms.put(STAGES[0], millis(t0));
        check(cancelled, STAGES[0]);

        // Memory: refuse before the per-cell arrays, from the estimated surfaces, then from the real ones.
        long cells = grid.cells().cellCount();
        long hits = Math.max(0, sampler.estimateHits(grid, false));
        long spans = cfg.doubleSided() ? hits : Math.max(0, sampler.estimateHits(grid, true));
        long allowed = BakeMemory.allowance(cfg, BakeMemory.estimate(cells, hits, spans, 0, cfg.tileSize() > 0));
        BakeMemory.check(cfg, allowed, cells, hits, spans, 0);

        long t = System.nanoTime();
        float cosSlope = (float) Math.cos(Math.toRadians(cfg.maxSlopeDeg()));
        listener.progress(STAGES[1], base(1));
        RegionSamples r = sampler.sample(grid, cosSlope - 1e-6f, cfg.doubleSided(), cancelled,
                new StageProgress(listener, STAGES[1], base(1), WEIGHT[1], false));
        ms.put(STAGES[1], millis(t));
        BakeMemory.check(cfg, allowed, cells, r.surfaces().hitCount(), spanCount(r.surfaces(), cfg.doubleSided(),
                cancelled), r.blockers() == null ? 0 : r.blockers().size());
        return r;
    }

    /**
     * The "walkable" stage: the radius-independent rules over the samples of a grid.
     *
     * @param ms the sampling stages' milliseconds; modified (the "walkable" stage is added)
     * @throws IllegalArgumentException when no sampled surface is walkable
     */
    static SampledField rules(RegionSamples r, BakeGrid grid, BakeConfig cfg, BakeProgressListener listener,
                              BooleanSupplier cancelled, Map<String, Double> ms, long t0) {
        long t = System.nanoTime();
        listener.progress(STAGES[2], base(2));
        TagAreas areas = TagAreas.of(r.surfaces().tags);
        float[][] top = new float[1][];
        WalkableField field = WalkableRules.surfacesAndLinks(r.surfaces(), r.blockers(), cfg, areas.tagArea(), cancelled, top);
        ms.put(STAGES[2], millis(t));
        String winding = cfg.doubleSided() ? null : WindingCheck.warning(WindingCheck.backFacingShare(r.surfaces(), field));
        if (field.walkableSpanCount() == 0) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "no walkable surface: none of the %d sampled surfaces is flat enough (max slope %.1f deg), tagged"
                            + " walkable and has %.2f m of headroom%s", field.spanCount(), cfg.maxSlopeDeg(),
                    cfg.agentHeight(), winding == null ? "" : "; " + winding));
        }
        check(cancelled, STAGES[2]);
        List<String> warnings = winding == null ? List.of() : List.of(winding);
        return new SampledField(cfg, grid, areas.areas(), field, top[0], r, Collections.unmodifiableMap(ms), millis(t0),
                warnings);
    }

    private BakeResult bakeFor(SampledField sampled, float agentRadius, BakeProgressListener listener,
                               BooleanSupplier cancelled, boolean copy, long t0) {
        BakeConfig cfg = sampled.config().withAgentRadius(agentRadius);
        Map<String, Double> ms = new LinkedHashMap<>(sampled.stageMillis());
        if (cfg.tileSize() > 0) {
            TiledMesher.Tiled tiled = tiledErodeAndMesh(sampled, cfg, !copy, listener, cancelled, ms);
            listener.progress(STAGES[4], 1f);
            return result(tiled.mesh(), tiled.eroded(), sampled, agentRadius, tiled.layout(), ms, t0);
        }
        WalkableField field = erode(sampled, cfg, listener, cancelled, copy, ms);
        long t = System.nanoTime();
        NavMesh mesh;
        float base = base(4);
        DoubleConsumer meshProgress = new StageProgress(listener, STAGES[4], base, WEIGHT[4], true);
        try {
            mesh = FieldMesher.mesh(field, cfg, sampled.areas(), meshProgress, cancelled);
        } catch (CancellationException e) {
            throw new BakeCancelledException(STAGES[4]);
        }
        ms.put(STAGES[4], millis(t));
        listener.progress(STAGES[4], 1f);
        return result(mesh, field, sampled, agentRadius, null, ms, t0);
    }

    /**
     * The tiled "erode" and "mesh" stages: every tile eroded from its window and meshed
     * ({@link TiledMesher#mesh}). Both run in one parallel pass over the tiles; the pass's wall time
     * is split between them in the proportion of the workers' time in each.
     *
     * @param reuse whether the erosion may run in place on the sampled field (which the sampling
     *              then no longer describes)
     * @param ms the stages' milliseconds; modified ("erode" and "mesh" are added)
     * @throws IllegalArgumentException when nothing is walkable after the erosion
     */
    static TiledMesher.Tiled tiledErodeAndMesh(SampledField sampled, BakeConfig cfg, boolean reuse,
                                               BakeProgressListener listener, BooleanSupplier cancelled,
                                               Map<String, Double> ms) {
        long t = System.nanoTime();
        int walkableBefore = sampled.field().walkableSpanCount();
        listener.progress(STAGES[3], base(3));
        float base = base(3);
        float weight = WEIGHT[3] + WEIGHT[4];
        long[] nanos = new long[2];
        TiledMesher.Tiled tiled;
        try {
            tiled = TiledMesher.mesh(sampled, cfg, reuse, new StageProgress(listener, STAGES[4], base, weight, true),
                    cancelled, nanos);
        } catch (CancellationException e) {
            throw new BakeCancelledException(STAGES[4]);
        }
        double wall = millis(t);
        double share = nanos[0] + nanos[1] == 0 ? 0.5 : nanos[0] / (double) (nanos[0] + nanos[1]);
        ms.put(STAGES[3], wall * share);
        ms.put(STAGES[4], wall * (1 - share));
        checkWalkable(tiled.eroded(), walkableBefore, sampled, cfg);
        return tiled;
    }

    /** The bake's result, with the headroom per triangle when cfg asks for clearance. */
    private static BakeResult result(NavMesh baked, WalkableField field, SampledField sampled, float agentRadius,
                                     TileLayout tiles, Map<String, Double> ms, long t0) {
        NavMesh mesh = baked;
        if (sampled.config().clearance()) {
            long t = System.nanoTime();
            mesh = mesh.withClearance(TriangleHeadroom.of(mesh, sampled, agentRadius));
            double headroom = millis(t);
            Double meshed = ms.get(STAGES[4]);
            ms.put(STAGES[4], meshed == null ? headroom : meshed + headroom);
        }
        BakeGrid grid = sampled.grid();
        return new BakeResult(mesh, field, sampled.areas(), grid, grid.cells().cellCount(),
                field.walkableSpanCount(), Collections.unmodifiableMap(ms), millis(t0), sampled.warnings(), tiles);
    }

    /**
     * Erodes the sampled field (a copy of it when {@code copy}, else the field itself, which the
     * sampling then no longer describes) and drops the islands.
     */
    static WalkableField erode(SampledField sampled, BakeConfig cfg, BakeProgressListener listener,
                                       BooleanSupplier cancelled, boolean copy, Map<String, Double> ms) {
        WalkableField field = copy ? sampled.field().copyAreasAndLinks() : sampled.field();
        int walkableBefore = field.walkableSpanCount();
        long t = System.nanoTime();
        listener.progress(STAGES[3], base(3));
        AgentErosion.erode(field, sampled.blockers(), sampled.posts(), cfg, sampled.top());
        IslandFilter.dropSmallIslands(field);
        ms.put(STAGES[3], millis(t));
        checkWalkable(field, walkableBefore, sampled, cfg);
        check(cancelled, STAGES[3]);
        return field;
    }

    /** Refuses an eroded field with no walkable span, saying how many there were before. */
    private static void checkWalkable(WalkableField eroded, int walkableBefore, SampledField sampled, BakeConfig cfg) {
        if (eroded.walkableSpanCount() == 0) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "no walkable surface: %d walkable samples, but none is %.2f m (agentRadius) away from every wall"
                            + " and edge%s", walkableBefore, cfg.agentRadius(),
                    sampled.warnings().isEmpty() ? "" : "; " + String.join("; ", sampled.warnings())));
        }
    }

    /** Hits per task of {@link #spanCount}. */
    private static final int SPAN_COUNT_CHUNK = 1 << 16;
    /**
     * Hits per call of {@link #spans}: a bake counts its spans once, in a few chunks, too few calls
     * for the JIT to compile a loop over a whole chunk.
     */
    private static final int SPAN_COUNT_SEGMENT = 64;

    /** The hits [from, to) that make spans. */
    private static int spans(float[] normalY, int from, int to, boolean doubleSided) {
        int n = 0;
        for (int i = from; i < to; i++) {
            if (WalkableRules.isSpan(normalY[i], doubleSided)) {
                n++;
            }
        }
        return n;
    }

    /** The sampled hits that make spans, counted in fixed chunks on the workers. */
    private static long spanCount(SurfaceSamples s, boolean doubleSided, BooleanSupplier cancelled) {
        float[] normalY = s.normalY;
        int chunks = (normalY.length + SPAN_COUNT_CHUNK - 1) / SPAN_COUNT_CHUNK;
        long[] counts = new long[chunks];
        Parallel.run(chunks, new IntConsumer() {
            @Override
            public void accept(int k) {
                long n = 0;
                for (int i = k * SPAN_COUNT_CHUNK, end = Math.min(normalY.length, i + SPAN_COUNT_CHUNK); i < end;
                        i += SPAN_COUNT_SEGMENT) {
                    n += spans(normalY, i, Math.min(end, i + SPAN_COUNT_SEGMENT), doubleSided);
                }
                counts[k] = n;
            }
        }, new java.util.concurrent.atomic.AtomicBoolean(), cancelled, STAGES[1], Parallel.NO_PROGRESS);
        long n = 0;
        for (long c : counts) {
            n += c;
        }
        return n;
    }

    private static float base(int stage) {
        float b = 0f;
        for (int i = 0; i < stage; i++) {
            b += WEIGHT[i];
        }
        return b;
    }

    private static void check(BooleanSupplier cancelled, String stage) {
        if (cancelled.getAsBoolean()) {
            throw new BakeCancelledException(stage);
        }
    }

    private static double millis(long since) {
        return (System.nanoTime() - since) / 1e6;
    }
}
