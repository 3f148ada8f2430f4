package org.jme3navmesh.bake;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.jme3navmesh.bake.mesher.FieldMesher;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Bakes a {@link NavMesh} from a scene's triangles.
 *
 * <p>Stages: <b>extract</b> the tags of the triangles (a jME scene gives its triangles through
 * {@code org.jme3navmesh.jme.PhysicsNavMeshBaker} in the jme module); <b>rasterise</b> them over the XZ grid, finding every surface a
 * vertical ray through each cell centre would hit, plus the thin walls crossing the links between
 * centres ({@link SceneRasterizer}, all cores); apply the <b>walkable</b> rules and <b>erode</b> by
 * the agent radius ({@link WalkableRules}); <b>mesh</b> the result ({@link FieldMesher}).
 *
 * <p>Areas come from each body's {@link SurfaceTag} user object (see
 * {@code org.jme3navmesh.jme.NavTags}). The baker is stateless and thread-safe; a bake runs on
 * the calling thread plus a private pool of worker threads, and never touches a physics space:
 * the triangles are a snapshot, so it can run on any thread.
 */
public final class NavMeshBaker {
    private static final String[] STAGES = {"extract", "rasterise", "walkable", "erode", "mesh"};
    private static final float[] WEIGHT = {0.03f, 0.37f, 0.10f, 0.05f, 0.45f};

    /** Bakes with the default agent, no progress listener and no cancellation. */
    public BakeResult bake(SceneTriangles triangles, BakeConfig cfg) {
        return bake(triangles, cfg, BakeProgressListener.NONE, () -> false);
    }

    /**
     * Bakes a navmesh from a triangle soup (a snapshot of a scene, or geometry from elsewhere).
     *
     * @param triangles the scene, world space, metres; not null, unaffected
     * @param cfg       agent and grid parameters; not null
     * @param listener  receives progress on the calling thread; not null
     * @param cancelled polled on the calling thread; returning true stops the bake; not null
     * @return the navmesh and its by-products; never null
     * @throws IllegalArgumentException when the scene is empty, the grid would be absurdly large, or
     *                                  nothing in the scene is walkable for this agent
     * @throws BakeCancelledException   when cancelled
     */
    public BakeResult bake(SceneTriangles triangles, BakeConfig cfg, BakeProgressListener listener, BooleanSupplier cancelled) {
        Objects.requireNonNull(triangles, "triangles");
        checkArgs(cfg, listener, cancelled);
        return run(triangles, cfg, listener, cancelled, System.nanoTime());
    }

    private static void checkArgs(BakeConfig cfg, BakeProgressListener listener, BooleanSupplier cancelled) {
        Objects.requireNonNull(cfg, "cfg");
        Objects.requireNonNull(listener, "listener");
        Objects.requireNonNull(cancelled, "cancelled");
    }

    /**
     * The walkable field of a scene, without meshing it (for debugging and tests).
     *
     * @return the field and the area table its ids refer to
     */
    public FieldResult bakeField(SceneTriangles triangles, BakeConfig cfg, BooleanSupplier cancelled) {
        Objects.requireNonNull(triangles, "triangles");
        checkArgs(cfg, BakeProgressListener.NONE, cancelled);
        Map<String, Double> ms = new LinkedHashMap<>();
        return field(triangles, cfg, BakeProgressListener.NONE, cancelled, ms, System.nanoTime());
    }

    /** A walkable field with its area table and grid. */
    public record FieldResult(WalkableField field, AreaTable areas, BakeGrid grid) {
    }

    private BakeResult run(SceneTriangles tris, BakeConfig cfg, BakeProgressListener listener, BooleanSupplier cancelled,
                           long t0) {
        Map<String, Double> ms = new LinkedHashMap<>();
        FieldResult fr = field(tris, cfg, listener, cancelled, ms, t0);
        long t = System.nanoTime();
        NavMesh mesh;
        float base = base(4);
        try {
            mesh = FieldMesher.mesh(fr.field(), cfg, fr.areas(),
                    p -> listener.progress(STAGES[4], base + WEIGHT[4] * (float) Math.max(0, Math.min(1, p))), cancelled);
        } catch (CancellationException e) {
            throw new BakeCancelledException(STAGES[4]);
        }
        ms.put(STAGES[4], millis(t));
        listener.progress(STAGES[4], 1f);
        return new BakeResult(mesh, fr.field(), fr.areas(), fr.grid(), fr.grid().cellCount(),
                fr.field().walkableSpanCount(), Collections.unmodifiableMap(ms), millis(t0));
    }

    private FieldResult field(SceneTriangles tris, BakeConfig cfg, BakeProgressListener listener, BooleanSupplier cancelled,
                              Map<String, Double> ms, long t0) {
        if (tris.count() == 0) {
            throw new IllegalArgumentException("scene is empty: it has no static geometry to bake");
        }
        AreaTable areas = AreaTable.defaults();
        int[] tagArea = new int[tris.tags.length];
        for (int i = 0; i < tris.tags.length; i++) {
            SurfaceTag tag = tris.tags[i];
            if (!tag.walkable()) {
                tagArea[i] = WalkableField.UNWALKABLE;
                continue;
            }
            int id = areas.idOf(tag.area());
            if (id < 0) {
                areas = areas.with(tag.area(), tag.cost());
                id = areas.idOf(tag.area());
            } else if (areas.cost(id) != tag.cost()) {
                if (id == AreaTable.DEFAULT && !usedElsewhere(tris.tags, i, tag.area())) {
                    areas = areas.with(tag.area(), tag.cost());
                } else {
                    throw new IllegalArgumentException("area '" + tag.area() + "' is tagged with two costs: "
                            + areas.cost(id) + " and " + tag.cost());
                }
            }
            tagArea[i] = id;
        }
        ms.put(STAGES[0], millis(t0));
        check(cancelled, STAGES[0]);

        long t = System.nanoTime();
        BakeGrid grid = BakeGrid.covering(tris.bounds(), cfg.cellSize());
        float cosSlope = (float) Math.cos(Math.toRadians(cfg.maxSlopeDeg()));
        SceneRasterizer raster = new SceneRasterizer(tris, grid);
        listener.progress(STAGES[1], base(1));
        SceneRasterizer.Result r = raster.run(cosSlope - 1e-6f, cancelled, done -> {
            listener.progress(STAGES[1], base(1) + WEIGHT[1] * Math.min(1f, done / (float) raster.bandCount()));
        });
        ms.put(STAGES[1], millis(t));

        t = System.nanoTime();
        listener.progress(STAGES[2], base(2));
        float[][] top = new float[1][];
        WalkableField field = WalkableRules.surfacesAndLinks(r.samples(), r.blockers(), cfg, tagArea, cancelled, top);
        ms.put(STAGES[2], millis(t));
        int walkableBefore = field.walkableSpanCount();
        if (walkableBefore == 0) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT,
                    "no walkable surface: none of the %d sampled surfaces is flat enough (max slope %.1f deg), tagged"
                            + " walkable and has %.2f m of headroom", field.spanCount(), cfg.maxSlopeDeg(), cfg.agentHeight()));
        }
        check(cancelled, STAGES[2]);

        t = System.nanoTime();
        listener.progress(STAGES[3], base(3));
        WalkableRules.erode(field, r.blockers(), WalkableRules.posts(tris, cosSlope - 1e-6f, grid.cellSize()), cfg, top[0]);
        ms.put(STAGES[3], millis(t));
        if (field.walkableSpanCount() == 0) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT,
                    "no walkable surface: %d walkable samples, but none is %.2f m (agentRadius) away from every wall"
                            + " and edge", walkableBefore, cfg.agentRadius()));
        }
        check(cancelled, STAGES[3]);
        return new FieldResult(field, areas, grid);
    }

    private static boolean usedElsewhere(SurfaceTag[] tags, int except, String area) {
        for (int i = 0; i < except; i++) {
            if (tags[i].walkable() && tags[i].area().equals(area)) {
                return true;
            }
        }
        return false;
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
