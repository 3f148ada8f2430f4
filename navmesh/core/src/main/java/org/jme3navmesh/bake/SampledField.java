package org.jme3navmesh.bake;

import java.util.List;
import java.util.Map;
import org.jme3navmesh.mesh.AreaTable;

/**
 * The part of a bake that does not depend on the agent's radius: the sampled surfaces of a region
 * with the walkable rules applied (slope, headroom, tags, step and slope links), before the
 * erosion. Made by {@link NavMeshBaker#sample}; {@link NavMeshBaker#bakeFor} erodes and meshes a
 * copy of it for one radius, so several radii can share one sampling.
 *
 * <p>Immutable once made: the arrays are shared with every bake made from it and must not be
 * modified. Thread-safe.
 */
public final class SampledField {
    private final BakeConfig config;
    private final BakeGrid grid;
    private final AreaTable areas;
    private final WalkableField field;
    private final float[] top;
    private final LinkBlockers blockers;
    private final WallPosts posts;
    private final Map<String, Double> stageMillis;
    private final double millis;
    private final List<String> warnings;

    SampledField(BakeConfig config, BakeGrid grid, AreaTable areas, WalkableField field, float[] top,
                 RegionSamples samples, Map<String, Double> stageMillis, double millis, List<String> warnings) {
        this.config = config;
        this.grid = grid;
        this.areas = areas;
        this.field = field;
        this.top = top;
        this.blockers = samples.blockers();
        this.posts = samples.posts();
        this.stageMillis = stageMillis;
        this.millis = millis;
        this.warnings = List.copyOf(warnings);
    }

    /**
     * What the sampling found suspicious but could bake (e.g. reversed winding, see
     * {@link BakeConfig#doubleSided}), one line each; unmodifiable, never null, often empty.
     *
     * @return the warnings; not null, no null element, unmodifiable
     */
    public List<String> warnings() {
        return warnings;
    }

    /**
     * The configuration it was sampled with, its cell size that of {@link #grid} (its agent radius
     * is not used by the sampling); never null.
     *
     * @return the configuration given to the sampling, with the grid's cell size when that differed; not null,
     *         immutable
     */
    public BakeConfig config() {
        return config;
    }

    /**
     * The sampled region; never null.
     *
     * @return the grid, world space; not null, immutable
     */
    public BakeGrid grid() {
        return grid;
    }

    /**
     * Area names and costs its area ids refer to; never null.
     *
     * @return the table; not null, immutable
     */
    public AreaTable areas() {
        return areas;
    }

    /**
     * The field before erosion (links set, walls unknown); never null; read-only.
     *
     * @return the field; not null, shared with every bake made from this sampling: do not modify
     */
    public WalkableField field() {
        return field;
    }

    /**
     * Unmodifiable wall-clock milliseconds of the sampling stages, in order (extract, rasterise, walkable).
     *
     * @return milliseconds by stage name, in stage order; not null, unmodifiable
     */
    public Map<String, Double> stageMillis() {
        return stageMillis;
    }

    /**
     * Wall-clock milliseconds of the whole sampling.
     *
     * @return milliseconds, &gt;= 0
     */
    public double millis() {
        return millis;
    }

    /** Ceiling height above each span, metres (+infinity when open); shared, read-only. */
    float[] top() {
        return top;
    }

    /** The link blockers, or null. */
    LinkBlockers blockers() {
        return blockers;
    }

    /** The wall posts, or null. */
    WallPosts posts() {
        return posts;
    }
}
