package org.jme3navmesh.mesh;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.IntPredicate;

/**
 * The nearest-point search on a {@link NavMesh}: the point of the mesh nearest to a point within
 * a search box, over the triangles a caller's test admits (all when it is null). Where the point
 * lies above or below a triangle, the nearest point is the surface point straight above or below
 * it; candidates are ranked on their triangle planes and the winner's height comes from
 * {@link NavMesh#heightAt}. The triangles straight above or below come first (from a
 * {@link TriangleGrid#column}); when one is within {@value #ON_SURFACE} m, or provably the nearest
 * (a proof from the triangles' XZ overlaps and a small flood around it), no box query runs.
 *
 * <p>Not thread-safe: one search per thread (a {@code NavMeshQuery} owns one;
 * {@link NavMesh#findNearest} keeps one per thread). Allocation-free per call once its scratch
 * arrays exist (the first calls allocate them, sized by the mesh).
 * The search keeps no state between calls other than those scratch arrays.
 */
public final class NearestPointSearch implements TriangleGrid.TriangleVisitor {
    /** A point this close (metres) to the surface right under it is taken to be on that triangle. */
    public static final float ON_SURFACE = 0.01f;

    /** The mesh searched; null between the calls of {@link NavMesh#findNearest}'s per-thread search. */
    private NavMesh mesh;
    private float x, y, z, hx, hy, hz;
    /** Which triangles may be returned; null for all. */
    private IntPredicate admit;
    private int best;
    private float bestD;
    private float bx, by, bz;
    private final float[] cp = new float[3];
    /** The column's candidate triangles, -1 once handled (allocated on first use). */
    private int[] column;

    /**
     * @param mesh the mesh searched; not null, shared, never modified
     */
    public NearestPointSearch(NavMesh mesh) {
        this.mesh = Objects.requireNonNull(mesh, "mesh");
    }

    /** An unbound search for {@link NavMesh#findNearest}, which lends it each mesh for one call. */
    NearestPointSearch() {
    }

    /**
     * {@link #find} on mesh m, keeping no reference to m afterwards (so a thread's search state
     * never keeps a mesh alive).
     */
    int findOn(NavMesh m, float x, float y, float z, float hx, float hy, float hz, float[] out) {
        mesh = m;
        try {
            return find(x, y, z, hx, hy, hz, null, out);
        } finally {
            mesh = null;
        }
    }

    /**
     * Squared distance (square metres) from the last searched point to the point found, ranked on
     * the triangle's plane; {@code Float.MAX_VALUE} when none was found.
     *
     * @return the squared distance
     */
    public float bestDistanceSq() {
        return bestD;
    }

    /**
     * The point nearest (x, y, z) within the box (x, y, z) &plusmn; (hx, hy, hz) on a triangle that
     * admit accepts. The arguments are not checked (callers validate them).
     *
     * @param x     point X, world metres; finite
     * @param y     point Y, world metres; finite
     * @param z     point Z, world metres; finite
     * @param hx    half extent of the box along X, metres; finite, &gt;= 0
     * @param hy    half extent along Y, metres; finite, &gt;= 0
     * @param hz    half extent along Z, metres; finite, &gt;= 0
     * @param admit which triangles may be returned, or null for all; called during the search only
     * @param out   receives x, y, z of the point at out[0..2] when found; modified; not null, length &gt;= 3
     * @return the point's triangle, or -1 when no admitted triangle has its nearest point (ranked on its plane)
     *         in the box: a triangle that only grazes the box, its nearest point outside it, is not taken
     */
    public int find(float x, float y, float z, float hx, float hy, float hz, IntPredicate admit, float[] out) {
        begin(x, y, z, hx, hy, hz, admit);
        TriangleGrid index = mesh.index();
        int[] col = columnScratch(index);
        return fromColumn(index, col, index.column(x, z, y - hy, y + hy, col), out);
    }

    /**
     * The surface point right above or below (x, y, z) when it lies within {@value #ON_SURFACE} m of it: (x, its
     * height, z) on the triangle whose surface ({@link NavMesh#heightAt}) there is nearest y, looked for within
     * {@value #ON_SURFACE} m plus the mesh's detail tolerance (the index bounds a triangle by its corners' heights,
     * which the detailed surface may leave by up to that tolerance), when admit accepts that triangle; else
     * {@link #find}. The column of triangles under the point is read once for both.
     *
     * @param x     point X, world metres; finite
     * @param y     point Y, world metres; finite
     * @param z     point Z, world metres; finite
     * @param hx    half extent of the box along X, metres; finite, &gt;= 0
     * @param hy    half extent along Y, metres; finite, &gt;= 0
     * @param hz    half extent along Z, metres; finite, &gt;= 0
     * @param admit which triangles may be returned, or null for all; called during the search only
     * @param out   receives x, y, z of the point at out[0..2] when found; modified; not null, length &gt;= 3
     * @return the point's triangle, or -1 as {@link #find} gives it
     */
    public int onSurfaceOrNearest(float x, float y, float z, float hx, float hy, float hz, IntPredicate admit,
                                  float[] out) {
        begin(x, y, z, hx, hy, hz, admit);
        TriangleGrid index = mesh.index();
        int[] col = columnScratch(index);
        long found = index.columnLocating(x, y, z, hy, ON_SURFACE + mesh.detailTolerance(), ON_SURFACE, col);
        int t = (int) (found >> 32);
        if (t >= 0 && admits(t)) {
            out[0] = x;
            out[1] = mesh.heightAt(t, x, z);
            out[2] = z;
            return t;
        }
        return fromColumn(index, col, (int) found, out);
    }

    private void begin(float x, float y, float z, float hx, float hy, float hz, IntPredicate admit) {
        this.x = x;
        this.y = y;
        this.z = z;
        this.hx = hx;
        this.hy = hy;
        this.hz = hz;
        this.admit = admit;
        best = -1;
        bestD = Float.MAX_VALUE;
    }

    private int[] columnScratch(TriangleGrid index) {
        int[] col = column;
        if (col == null || col.length < index.maxBucketSize()) {
            col = column = new int[Math.max(1, index.maxBucketSize())];
        }
        return col;
    }

    /** find's search from the n triangles of the column under the point, col[0 .. n - 1] (overwritten). */
    private int fromColumn(TriangleGrid index, int[] col, int n, float[] out) {
        // First the triangles straight above or below the point, ranked on their planes: usually
        // the answer. Their bounding boxes hold the vertical line through (x, z) within +-hy.
        for (int i = 0; i < n; i++) {
            int t = col[i];
            if (!admits(t)) {
                col[i] = -1;
            } else if (mesh.containsXZ(t, x, z)) {
                col[i] = -1;
                float cpy = mesh.planeHeight(t, x, z);
                float d = (cpy - y) * (cpy - y);
                if (d < bestD && Math.abs(cpy - y) <= hy) {
                    bestD = d;
                    best = t;
                    bx = x;
                    by = cpy;
                    bz = z;
                }
            }
        }
        if (best < 0 || bestD > ON_SURFACE * ON_SURFACE && !provenNearest()) {
            // The column's other triangles (their nearest points lie off the vertical) seed the
            // box query, so that it can skip most candidates on their bounding boxes.
            for (int i = 0; i < n; i++) {
                if (col[i] >= 0) {
                    consider(col[i]);
                }
            }
            float qx = hx, qy = hy, qz = hz;
            if (best >= 0) {
                // A better point lies within the best distance of (x, y, z) on every axis, so
                // the box shrinks to that radius (padded for rounding): far fewer grid buckets.
                float r = (float) Math.sqrt(bestD) * 1.001f + 1e-6f;
                qx = Math.min(qx, r);
                qy = Math.min(qy, r);
                qz = Math.min(qz, r);
            }
            index.query(x - qx, y - qy, z - qz, x + qx, y + qy, z + qz, this);
        }
        if (best >= 0) {
            out[0] = bx;
            out[1] = mesh.heightAt(best, bx, bz);
            out[2] = bz;
        }
        return best;
    }

    /**
     * True when the column's best point, straight above or below (x, y, z) on triangle
     * {@code best}, is provably the nearest point of the whole box, so the box query can be
     * skipped. It may first rank some triangles near best (then best and bestD may change).
     *
     * <p>Proof. Say two triangles overlap when no line separates them in XZ up to the overlap
     * tolerance tol ({@link TriangleGrid#overlapCount}; an isolated triangle overlaps none).
     * Let R = sqrt(bestD) + margin, margin &gt;= 2 tol plus float rounding, and D the XZ disc
     * of radius R around (x, z): a triangle nearer than the best point reaches into D.
     * <ol>
     * <li>One triangle: when (x, z) lies at least R inside best, D lies inside best. Any other
     *     triangle reaching into D deeper than tol overlaps best; those are ranked.</li>
     * <li>A flood: start from best; for every flooded triangle and every edge of it that comes
     *     within R of (x, z), the triangle across that edge (a portal: it shares both corners;
     *     both are counter-clockwise, so it lies on the other side) is flooded and ranked; a
     *     boundary edge there gives up. When the flood ends, D lies inside the flooded
     *     triangles: walking straight from (x, z) (inside best) to any point of D, the walk
     *     could only leave them across an edge of a flooded triangle, which comes within R and
     *     so has its flooded neighbour on the other side (at a corner, the whole fan around it
     *     is flooded that way and closes around it). A triangle reaching into D deeper than
     *     tol then overlaps a flooded one; the triangles overlapping flooded ones are ranked.</li>
     * </ol>
     * (A triangle overlapping none of the ranked ones meets each within a strip tol wide, so
     * it reaches into D only as a sliver a few tol across.)
     */
    private boolean provenNearest() {
        TriangleGrid index = mesh.index();
        float scale = Math.max(1f, Math.max(Math.abs(x), Math.max(Math.abs(y), Math.abs(z))));
        float pad = 2f * TriangleGrid.OVERLAP_TOLERANCE + 64f * Math.ulp(scale);
        float reach = (float) Math.sqrt(bestD) * 1.001f + pad;
        if (mesh.insideDistanceXZ(best, x, z) >= reach) {
            return rankOverlaps(index, best);
        }
        int[] mark = floodMark;
        if (mark == null || mark.length < mesh.triangleCount()) {
            mark = floodMark = new int[mesh.triangleCount()];
        }
        if (++floodStamp == 0) {
            Arrays.fill(mark, 0);
            floodStamp = 1;
        }
        int stamp = floodStamp;
        int[] stack = floodStack;
        int sp = 0, flooded = 1;
        stack[sp++] = best;
        mark[best] = stamp;
        float r2 = reach * reach;
        while (sp > 0) {
            int t = stack[--sp];
            if (!rankOverlaps(index, t)) {
                return false;
            }
            for (int e = 0; e < 3; e++) {
                if (mesh.edgeDistanceSqXZ(t, e, x, z) >= r2) {
                    continue;
                }
                int nb = mesh.neighbour(t, e);
                if (nb < 0 || (mark[nb] != stamp && flooded == FLOOD_LIMIT)) {
                    return false; // the disc crosses the mesh boundary, or it is too big
                }
                if (mark[nb] != stamp) {
                    mark[nb] = stamp;
                    flooded++;
                    stack[sp++] = nb;
                    if (admits(nb)) {
                        float before = bestD;
                        consider(nb);
                        if (bestD < before) {
                            // The radius shrinks as flooded neighbours improve the best point.
                            float r = (float) Math.sqrt(bestD) * 1.001f + pad;
                            r2 = r * r;
                        }
                    }
                }
            }
        }
        return true;
    }

    /**
     * Ranks the triangles overlapping triangle t in XZ (other layers); false when there are
     * more than {@value #OVERLAP_LIMIT} (a box query is cheaper then).
     */
    private boolean rankOverlaps(TriangleGrid index, int t) {
        int n = index.overlapCount(t);
        if (n > OVERLAP_LIMIT) {
            return false;
        }
        for (int k = 0; k < n; k++) {
            int u = index.overlapping(t, k);
            if (u != best && admits(u) && index.boxDistanceSq(u, x, y, z) < bestD) {
                consider(u);
            }
        }
        return true;
    }

    /** Most triangles overlapping one triangle that {@link #provenNearest} ranks itself. */
    private static final int OVERLAP_LIMIT = 8;
    /** Largest number of triangles {@link #provenNearest} floods before it leaves the work to a box query. */
    private static final int FLOOD_LIMIT = 24;
    private final int[] floodStack = new int[FLOOD_LIMIT];
    private int[] floodMark;
    private int floodStamp;

    /**
     * The point nearest (x, y, z), with no box limit, on the listed triangles that admit accepts
     * (most are skipped on their bounding boxes).
     *
     * @param x     point X, world metres; finite
     * @param y     point Y, world metres; finite
     * @param z     point Z, world metres; finite
     * @param tris  triangle ids of the searched mesh; not null, unaffected
     * @param from  first index of tris to rank, &gt;= 0
     * @param to    one past the last index of tris to rank, from &lt;= to &lt;= tris.length
     * @param admit which triangles may be returned, or null for all; called during the search only
     * @param out   receives x, y, z of the point at out[0..2] when found; modified; not null, length &gt;= 3
     * @return the point's triangle, or -1 when none is admitted (out then untouched)
     */
    public int scan(float x, float y, float z, int[] tris, int from, int to, IntPredicate admit, float[] out) {
        this.x = x;
        this.y = y;
        this.z = z;
        this.hx = this.hy = this.hz = Float.MAX_VALUE;
        this.admit = admit;
        best = -1;
        bestD = Float.MAX_VALUE;
        for (int i = from; i < to; i++) {
            visit(tris[i]);
        }
        if (best >= 0) {
            out[0] = bx;
            out[1] = mesh.heightAt(best, bx, bz);
            out[2] = bz;
        }
        return best;
    }

    private boolean admits(int t) {
        return admit == null || admit.test(t);
    }

    /**
     * Ranks triangle t (the box query's callback; also used by {@link #scan}).
     *
     * @param t a triangle id
     * @return true (the box query goes on)
     */
    @Override
    public boolean visit(int t) {
        if (t == best) {
            return true;
        }
        if (best >= 0 && mesh.index().boxDistanceSq(t, x, y, z) >= bestD) {
            return true; // its bounding box is already farther than the best point
        }
        if (admits(t)) {
            consider(t);
        }
        return true;
    }

    /** Ranks triangle t's point nearest (x, y, z) (on its plane) against the best so far. */
    private void consider(int t) {
        float cpx, cpy, cpz, d;
        // Candidates are ranked on their triangle planes; the winner gets the detailed height.
        if (mesh.containsXZ(t, x, z)) {
            cpx = x;
            cpz = z;
            cpy = mesh.planeHeight(t, x, z);
            d = (cpy - y) * (cpy - y);
        } else {
            if (mesh.planeDistanceSq(t, x, y, z) >= bestD * 1.0001f) {
                return; // even its plane is farther than the best point
            }
            int a = mesh.vertex(t, 0), b = mesh.vertex(t, 1), c = mesh.vertex(t, 2);
            Geometry.closestPointOnTriangle(x, y, z, mesh.vertexX(a), mesh.vertexY(a), mesh.vertexZ(a),
                    mesh.vertexX(b), mesh.vertexY(b), mesh.vertexZ(b),
                    mesh.vertexX(c), mesh.vertexY(c), mesh.vertexZ(c), cp);
            cpx = cp[0];
            cpz = cp[2];
            cpy = cp[1];
            float dx = cpx - x, dy = cpy - y, dz = cpz - z;
            d = dx * dx + dy * dy + dz * dz;
        }
        if (d < bestD && Math.abs(cpy - y) <= hy && Math.abs(cpx - x) <= hx && Math.abs(cpz - z) <= hz) {
            bestD = d;
            best = t;
            bx = cpx;
            by = cpy;
            bz = cpz;
        }
    }
}
