package org.jme3navmesh.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.jme3navmesh.dynamic.DynamicNavMesh;
import org.jme3navmesh.dynamic.MeshUpdate;
import org.jme3navmesh.dynamic.ObstacleHandle;
import org.jme3navmesh.dynamic.ObstacleShape;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The obstacle measure of issue 15: on a baked mesh, adds cylinders one at a time (each add
 * followed by updates until the mesh is current), then removes them one at a time the same way,
 * timing each add or remove with its updates (wall time; the tiles are counted after the clock stops). A cylinder row is x, y, z, radius,
 * height with (x, y, z) on the walkable surface; the cylinder's base is put 0.5 m below that point,
 * as recast4j's reference does (Detour's sample). Also counts, per update, the grid tiles
 * ({@link TileSquares} of a given size) holding a triangle that changed.
 */
public final class ObstacleTimings {
    /** How far below the surface point a cylinder's base goes, metres. */
    public static final float BASE_BELOW = 0.5f;

    /**
     * One round's figures.
     *
     * @param addMs               per obstacle, add plus updates, milliseconds, file order
     * @param removeMs            per obstacle, remove plus updates, milliseconds, file order
     * @param tilesRebuiltMean    mean, over all adds and removes, of the grid tiles whose triangles changed
     * @param trianglesBefore     live triangles before the first add
     * @param trianglesAllAdded   live triangles with every obstacle added
     * @param trianglesAfter      live triangles after the last removal
     * @param restored            true when the mesh after the last removal has exactly the baked triangles and vertices
     */
    public record Round(double[] addMs, double[] removeMs, double tilesRebuiltMean, int trianglesBefore,
                        int trianglesAllAdded, int trianglesAfter, boolean restored) {
        /**
         * Median of the add times, milliseconds.
         *
         * @return milliseconds (nearest rank); NaN when there was no obstacle
         */
        public double addMedian() { return quantile(addMs, 0.5); }

        /**
         * 95th percentile of the add times, milliseconds.
         *
         * @return milliseconds (nearest rank); NaN when there was no obstacle
         */
        public double addP95() { return quantile(addMs, 0.95); }

        /**
         * Median of the remove times, milliseconds.
         *
         * @return milliseconds (nearest rank); NaN when there was no obstacle
         */
        public double removeMedian() { return quantile(removeMs, 0.5); }

        /**
         * 95th percentile of the remove times, milliseconds.
         *
         * @return milliseconds (nearest rank); NaN when there was no obstacle
         */
        public double removeP95() { return quantile(removeMs, 0.95); }
    }

    private ObstacleTimings() {
    }

    /**
     * Runs one add-all / remove-all round on a fresh {@link DynamicNavMesh} of baked.
     *
     * @param baked       the baked mesh; not null, unaffected
     * @param agentRadius the radius it was baked for, metres; finite, &gt;= 0
     * @param rows        5 floats per cylinder (x, y, z, radius, height); not null, unaffected
     * @param originX     X of the bake grid's corner, metres (tiles are counted from it)
     * @param originZ     Z of the bake grid's corner, metres
     * @param tileSize    edge of a counted tile, metres; &gt; 0
     * @return the figures, not null
     * @throws IllegalArgumentException naming the row of a cylinder with a bad size
     */
    public static Round round(NavMesh baked, float agentRadius, float[] rows, float originX, float originZ, float tileSize) {
        return round(baked, agentRadius, DynamicNavMesh.DEFAULT_FOOTPRINT_TOLERANCE, rows, originX, originZ, tileSize);
    }

    /**
     * {@link #round(NavMesh, float, float[], float, float, float)} with circles carved within a given tolerance.
     *
     * @param baked              the baked mesh; not null, unaffected
     * @param agentRadius        the radius it was baked for, metres; finite, &gt;= 0
     * @param footprintTolerance how far a cylinder's polygon may reach beyond its grown circle, metres
     *                           ({@link DynamicNavMesh#DynamicNavMesh(NavMesh, float, float)}); finite, &gt;= 0
     * @param rows               5 floats per cylinder (x, y, z, radius, height), world metres, (x, y, z) on the
     *                           walkable surface; not null, unaffected
     * @param originX            X of the bake grid's corner, world metres (tiles are counted from it)
     * @param originZ            Z of the bake grid's corner, world metres
     * @param tileSize           edge of a counted tile, metres; finite, &gt; 0
     * @return the figures, not null
     * @throws IllegalArgumentException naming the row of a cylinder with a bad size, or when agentRadius,
     *                                  footprintTolerance or tileSize is out of range or rows is not whole rows
     */
    public static Round round(NavMesh baked, float agentRadius, float footprintTolerance, float[] rows, float originX, float originZ,
                              float tileSize) {
        Objects.requireNonNull(rows, "rows");
        if (rows.length % 5 != 0) {
            throw new IllegalArgumentException("cylinder rows hold 5 floats each (x, y, z, radius, height), got "
                    + rows.length + " floats: " + rows.length % 5 + " left over after the last whole row");
        }
        int n = rows.length / 5;
        ObstacleShape[] shapes = new ObstacleShape[n];
        for (int i = 0; i < n; i++) {
            int o = 5 * i;
            try {
                shapes[i] = ObstacleShape.cylinder(rows[o], rows[o + 1] - BASE_BELOW, rows[o + 2], rows[o + 3], rows[o + 4]);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("obstacle " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        DynamicNavMesh d = new DynamicNavMesh(baked, agentRadius, footprintTolerance);
        TileSquares squares = TileSquares.covering(baked, originX, originZ, tileSize);
        int before = live(baked);
        ObstacleHandle[] handles = new ObstacleHandle[n];
        double[] add = new double[n];
        double[] remove = new double[n];
        long tiles = 0;
        for (int i = 0; i < n; i++) {
            NavMesh prev = d.current();
            long t0 = System.nanoTime();
            handles[i] = d.add(shapes[i]);
            List<MeshUpdate> updates = settle(d);
            add[i] = (System.nanoTime() - t0) / 1e6;
            tiles += tilesChanged(prev, updates, squares);
        }
        int allAdded = live(d.current());
        for (int i = 0; i < n; i++) {
            NavMesh prev = d.current();
            long t0 = System.nanoTime();
            d.remove(handles[i]);
            List<MeshUpdate> updates = settle(d);
            remove[i] = (System.nanoTime() - t0) / 1e6;
            tiles += tilesChanged(prev, updates, squares);
        }
        NavMesh after = d.current();
        boolean restored = after.sameAs(baked) && Arrays.equals(after.vertexArray(), baked.vertexArray())
                && Arrays.equals(after.triangleArray(), baked.triangleArray());
        return new Round(add, remove, n == 0 ? 0 : tiles / (2.0 * n), before, allAdded, live(after), restored);
    }

    /** Updates until the mesh is current; returns the updates, in order. */
    private static List<MeshUpdate> settle(DynamicNavMesh d) {
        List<MeshUpdate> updates = new ArrayList<>(1);
        do {
            updates.add(d.update(Double.MAX_VALUE / 1e7));
        } while (d.pendingChanges() > 0);
        return updates;
    }

    /** The tiles holding a triangle that the updates changed, in the version before or after (counted untimed). */
    private static int tilesChanged(NavMesh prev, List<MeshUpdate> updates, TileSquares squares) {
        Set<Integer> tiles = new HashSet<>();
        for (MeshUpdate u : updates) {
            for (int t : u.changedTriangles()) {
                squares.touchedBy(prev, t, tiles::add);
                squares.touchedBy(u.mesh(), t, tiles::add);
            }
            prev = u.mesh();
        }
        return tiles.size();
    }

    /**
     * @param m a mesh; not null, unaffected
     * @return its triangles that are not retired by carving (corners not one vertex)
     */
    public static int live(NavMesh m) {
        int n = 0;
        for (int t = 0; t < m.triangleCount(); t++) {
            n += TileSquares.retired(m, t) ? 0 : 1;
        }
        return n;
    }

    /** The q-quantile of v (nearest rank), NaN when empty. */
    static double quantile(double[] v, double q) {
        if (v.length == 0) {
            return Double.NaN;
        }
        double[] s = v.clone();
        Arrays.sort(s);
        return s[Math.min(s.length - 1, Math.max(0, (int) Math.ceil(q * s.length) - 1))];
    }
}
