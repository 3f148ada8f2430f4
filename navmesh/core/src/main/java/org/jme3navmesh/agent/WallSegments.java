package org.jme3navmesh.agent;

import java.util.HashMap;
import java.util.Map;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The navmesh's boundary edges (a triangle edge with no neighbour) as wall segments for local avoidance, in the XZ
 * plane, bucketed in a uniform grid so the segments near a point are found without walking the mesh.
 *
 * <p>Every segment runs from its start to its end with the walkable triangle on its right (in (x, z) coordinates
 * with det(a, b) = a.x b.z - a.z b.x, the right of a direction d is where det(d, p - start) &lt; 0), the orientation
 * of an RVO2 obstacle edge seen from outside the obstacle. Segments that continue each other (the end of one is the
 * start of the next at the same point, with no other segment there) are linked as previous and next; a corner is
 * convex (as seen from the obstacle, the side the agents cannot enter) when the boundary turns towards the walkable
 * side there.
 *
 * <p>For searches of at most {@value #NEAR_PAD} m (the ones a crowd makes every step: walls within reach of one
 * wall horizon) and of at most {@value #FAR_PAD} m (the passage widths of {@link TwoWayLanes}), a dense grid per pad
 * ({@link DenseSegmentGrid}) lists per cell every segment within that distance of the cell, so such a search reads
 * one cell's list, each segment once, with no hashing. Immutable after
 * construction; safe to read from several threads.
 */
final class WallSegments {
    private static final float CELL = 2f;
    /** Largest sine of the turn between two segments at which the boundary counts as going straight on. */
    static final float STRAIGHT_SINE = 1e-3f;
    /** Per segment: start x, z, end x, z. */
    private final float[] seg;
    /** Per segment: lowest and highest Y of its two ends. */
    private final float[] yRange;
    private final int[] prev;
    private final int[] next;
    private final boolean[] convexStart;
    private final boolean[] cornerStart;
    private final int count;
    private final int mask;
    private final int[] start;
    private final int[] items;
    /**
     * Longest search radius of the first dense grid, metres: the crowd's per-step wall searches (walls within reach
     * of one wall horizon).
     */
    static final float NEAR_PAD = 1.5f;
    /** Longest search radius of the second dense grid, metres: the passage widths of {@link TwoWayLanes}. */
    static final float FAR_PAD = TwoWayLanes.REACH;
    /** Dense grids of pads {@link #NEAR_PAD} and {@link #FAR_PAD}. */
    private final DenseSegmentGrid nearGrid, farGrid;
    /** The mesh the segments bound (for its clearance record). */
    private final NavMesh mesh;

    /** @param mesh the navmesh; not null, unaffected */
    WallSegments(NavMesh mesh) {
        this.mesh = mesh;
        int n = 0;
        for (int t = 0; t < mesh.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                if (mesh.neighbour(t, e) < 0) {
                    n++;
                }
            }
        }
        count = n;
        seg = new float[4 * n];
        yRange = new float[2 * n];
        prev = new int[n];
        next = new int[n];
        convexStart = new boolean[n];
        cornerStart = new boolean[n];
        Map<Point, Integer> startsAt = new HashMap<>();
        Point[] ends = new Point[n];
        int k = 0;
        for (int t = 0; t < mesh.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                if (mesh.neighbour(t, e) >= 0) {
                    continue;
                }
                int a = mesh.vertex(t, e), b = mesh.vertex(t, (e + 1) % 3), c = mesh.vertex(t, (e + 2) % 3);
                float cx = mesh.vertexX(c), cz = mesh.vertexZ(c);
                // The walkable corner c must lie on the right of a -> b: det(b - a, c - a) < 0; else swap.
                float det = (mesh.vertexX(b) - mesh.vertexX(a)) * (cz - mesh.vertexZ(a))
                        - (mesh.vertexZ(b) - mesh.vertexZ(a)) * (cx - mesh.vertexX(a));
                if (det > 0f) {
                    int tmp = a;
                    a = b;
                    b = tmp;
                }
                seg[4 * k] = mesh.vertexX(a);
                seg[4 * k + 1] = mesh.vertexZ(a);
                seg[4 * k + 2] = mesh.vertexX(b);
                seg[4 * k + 3] = mesh.vertexZ(b);
                yRange[2 * k] = Math.min(mesh.vertexY(a), mesh.vertexY(b));
                yRange[2 * k + 1] = Math.max(mesh.vertexY(a), mesh.vertexY(b));
                Point ps = new Point(mesh.vertexX(a), mesh.vertexY(a), mesh.vertexZ(a));
                ends[k] = new Point(mesh.vertexX(b), mesh.vertexY(b), mesh.vertexZ(b));
                // -2 marks a point where several segments start: no unique continuation.
                startsAt.merge(ps, k, (old, mine) -> -2);
                k++;
            }
        }
        java.util.Arrays.fill(prev, -1);
        for (int i = 0; i < n; i++) {
            int j = startsAt.getOrDefault(ends[i], -1);
            next[i] = j >= 0 ? j : -1;
            if (j >= 0) {
                prev[j] = i;
            }
        }
        for (int i = 0; i < n; i++) {
            int p = prev[i];
            // RVO2: the start of segment i is convex when leftOf(prev.start, start, end) >= 0.
            convexStart[i] = p < 0 || leftOf(seg[4 * p], seg[4 * p + 1], seg[4 * i], seg[4 * i + 1],
                    seg[4 * i + 2], seg[4 * i + 3]) >= 0f;
            cornerStart[i] = convexStart[i] && (p < 0 || !straightOn(p, i));
        }
        int size = Integer.highestOneBit(Math.max(16, 2 * n - 1)) << 1;
        mask = size - 1;
        start = new int[size + 1];
        int entries = 0;
        int[] hashed = null;
        for (int pass = 0; pass < 2; pass++) {
            int[] fill = pass == 0 ? null : new int[entries];
            if (pass == 1) {
                int acc = 0;
                for (int b = 0; b < size; b++) {
                    int c = start[b];
                    start[b] = acc;
                    acc += c;
                }
            }
            for (int i = 0; i < n; i++) {
                int x0 = cell(Math.min(seg[4 * i], seg[4 * i + 2])), x1 = cell(Math.max(seg[4 * i], seg[4 * i + 2]));
                int z0 = cell(Math.min(seg[4 * i + 1], seg[4 * i + 3])), z1 = cell(Math.max(seg[4 * i + 1], seg[4 * i + 3]));
                for (int cz = z0; cz <= z1; cz++) {
                    for (int cx = x0; cx <= x1; cx++) {
                        int b = hash(cx, cz);
                        if (pass == 0) {
                            start[b]++;
                            entries++;
                        } else {
                            fill[start[b]++] = i;
                        }
                    }
                }
            }
            if (pass == 1) {
                for (int b = size; b > 0; b--) {
                    start[b] = start[b - 1];
                }
                start[0] = 0;
                hashed = fill;
            }
        }
        items = hashed;
        nearGrid = new DenseSegmentGrid(this, NEAR_PAD);
        farGrid = new DenseSegmentGrid(this, FAR_PAD);
    }

    /**
     * True when the boundary goes straight on from segment p into segment i (the sine of the turn is within
     * {@value #STRAIGHT_SINE}), as along a wall split into several mesh edges.
     */
    private boolean straightOn(int p, int i) {
        float ax = seg[4 * p], az = seg[4 * p + 1], bx = seg[4 * i], bz = seg[4 * i + 1];
        float cx = seg[4 * i + 2], cz = seg[4 * i + 3];
        double scale = Math.hypot(ax - cx, az - cz) * Math.hypot(bx - ax, bz - az);
        return Math.abs(leftOf(ax, az, bx, bz, cx, cz)) <= STRAIGHT_SINE * scale;
    }

    /** RVO2's leftOf: det(a - c, b - a), positive when c lies on the left of a -> b. */
    static float leftOf(float ax, float az, float bx, float bz, float cx, float cz) {
        return (ax - cx) * (bz - az) - (az - cz) * (bx - ax);
    }

    private static int cell(float v) {
        return (int) Math.floor(v / CELL);
    }

    private int hash(int cx, int cz) {
        int h = cx * 0x8da6b343 ^ cz * 0xd8163841;
        h ^= h >>> 15;
        return h & mask;
    }

    /**
     * The radius of an agent beyond the one the mesh was baked for ({@link org.jme3navmesh.query.PortalWidths#extraRadius}).
     *
     * @param radius the agent's radius, metres
     * @return metres (&gt;= 0); 0 on a mesh without a clearance record
     */
    float extraRadius(float radius) {
        return org.jme3navmesh.query.PortalWidths.extraRadius(mesh, radius);
    }

    /** Number of segments. */
    int count() {
        return count;
    }

    float startX(int i) { return seg[4 * i]; }

    float startZ(int i) { return seg[4 * i + 1]; }

    float endX(int i) { return seg[4 * i + 2]; }

    float endZ(int i) { return seg[4 * i + 3]; }

    /** Lowest Y of segment i's two ends, metres. */
    float lowY(int i) { return yRange[2 * i]; }

    /** The segment that continues segment i from its end, or -1. */
    int next(int i) { return next[i]; }

    /** The segment that ends where segment i starts, or -1. */
    int prev(int i) { return prev[i]; }

    /** True when the boundary corner at the start of segment i is convex (or segment i has no previous one). */
    boolean convexStart(int i) { return convexStart[i]; }

    /**
     * True when the boundary really turns towards the walkable side at the start of segment i (or segment i has no
     * previous one): {@link #convexStart} without the points where the boundary goes straight on, which RVO2's test
     * counts as convex.
     */
    boolean cornerStart(int i) { return cornerStart[i]; }

    /**
     * Lists the segments that may come within {@code range} of (x, z) in XZ and whose height span comes within
     * {@code height} of y, each once, into {@code out}.
     *
     * @param x      world X, metres
     * @param y      world Y, metres
     * @param z      world Z, metres
     * @param range  XZ search radius, metres (&gt;= 0)
     * @param height largest vertical gap, metres (&gt;= 0)
     * @param out    receives the segment ids; not null, modified
     * @param mark   per-segment stamps, length {@link #count()}; not null, modified
     * @param stamp  a value not yet stored in {@code mark} (the caller counts up)
     * @return the number of ids written (at most {@code out.length}; further ones are dropped)
     */
    int near(float x, float y, float z, float range, float height, int[] out, int[] mark, int stamp) {
        if (range <= NEAR_PAD) {
            return nearGrid.near(this, x, y, z, range, height, out);
        }
        if (range <= FAR_PAD) {
            return farGrid.near(this, x, y, z, range, height, out);
        }
        int n = 0;
        int x0 = cell(x - range), x1 = cell(x + range), z0 = cell(z - range), z1 = cell(z + range);
        float r2 = range * range;
        for (int cz = z0; cz <= z1; cz++) {
            for (int cx = x0; cx <= x1; cx++) {
                int b = hash(cx, cz);
                for (int k = start[b], e = start[b + 1]; k < e; k++) {
                    int i = items[k];
                    if (mark[i] == stamp) {
                        continue;
                    }
                    mark[i] = stamp;
                    if (!withinHeight(i, y, height) || distanceSq(i, x, z) > r2) {
                        continue;
                    }
                    if (n < out.length) {
                        out[n++] = i;
                    }
                }
            }
        }
        return n;
    }

    /** True when segment i's height span comes within {@code height} of y (metres). */
    boolean withinHeight(int i, float y, float height) {
        return y >= yRange[2 * i] - height && y <= yRange[2 * i + 1] + height;
    }

    /** Squared XZ distance from (x, z) to segment i, metres squared. */
    float distanceSq(int i, float x, float z) {
        float ax = seg[4 * i], az = seg[4 * i + 1];
        float dx = seg[4 * i + 2] - ax, dz = seg[4 * i + 3] - az;
        float l2 = dx * dx + dz * dz;
        float t = l2 > 0f ? ((x - ax) * dx + (z - az) * dz) / l2 : 0f;
        t = Math.max(0f, Math.min(1f, t));
        float px = ax + t * dx - x, pz = az + t * dz - z;
        return px * px + pz * pz;
    }

    private record Point(float x, float y, float z) {
    }
}
