package org.jme3navmesh.query;

import java.util.function.IntPredicate;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TriangleGrid;

/**
 * The last point, seen from above, of a straight segment that lies on an admitted triangle: the
 * goal of {@link GoalPolicy#ALONG_LINE}. The segment (its XZ part within the mesh's bounds) is
 * cut into chunks, visited from the goal's end back to the start's; each chunk's box asks the
 * mesh's {@link TriangleGrid} for candidates, each admitted candidate clips the segment to its
 * XZ outline, and the largest exit parameter wins. The walk stops at the first chunk (from the
 * goal's end) whose start the winner has passed: no later chunk can hold a point further along.
 * Not thread-safe (one per query); allocation-free.
 */
final class LineReach implements TriangleGrid.TriangleVisitor {
    /** Most chunks a segment is cut into. */
    private static final int MAX_CHUNKS = 256;
    /** Shortest chunk, metres (XZ). */
    private static final float MIN_CHUNK = 1f;
    /** Exits closer than this (metres along the segment) tie; the surface nearer the line's height wins. */
    private static final double TIE = 1e-4;

    private final NavMesh mesh;
    /** {minX, minY, minZ, maxX, maxY, maxZ} of the mesh. */
    private final float[] bounds;
    private IntPredicate admit;
    private double sx, sz, dx, dz;
    private float sy, dy;
    /** The ulp slack of the current segment's coordinates, metres. */
    private double slack;
    /** Parameter span of {@link #TIE} on the current segment. */
    private double tieT;
    private int best;
    private double bestT;
    private float bestGap;

    /**
     * @param mesh the mesh searched; not null, shared, never modified
     */
    LineReach(NavMesh mesh) {
        this.mesh = mesh;
        this.bounds = mesh.bounds();
    }

    /**
     * The point of the XZ segment from (sx, sz) to (gx, gz) nearest the goal's end that lies on
     * a triangle admit accepts (within a few float ulps of its outline). Among admitted
     * triangles holding that point (layers), the one whose surface there lies nearest the
     * segment's height (interpolated from sy to gy).
     *
     * @param sx            start X, world metres; finite
     * @param sy            start Y, world metres; finite
     * @param sz            start Z, world metres; finite
     * @param gx            goal X, world metres; finite
     * @param gy            goal Y, world metres; finite
     * @param gz            goal Z, world metres; finite
     * @param admit         which triangles count; not null, called during the call only
     * @param startTriangle the admitted triangle holding the start: the answer when no admitted
     *                      triangle meets the segment (rounding at the start's corner)
     * @param out           receives x, y, z of the point at out[0..2]; modified; not null, length &gt;= 3
     * @return the point's triangle
     */
    int last(float sx, float sy, float sz, float gx, float gy, float gz, IntPredicate admit, int startTriangle, float[] out) {
        this.admit = admit;
        this.sx = sx;
        this.sz = sz;
        this.sy = sy;
        this.dx = (double) gx - sx;
        this.dz = (double) gz - sz;
        this.dy = gy - sy;
        float scale = Math.max(1f, Math.max(Math.max(Math.abs(sx), Math.abs(sz)), Math.max(Math.abs(gx), Math.abs(gz))));
        slack = 4.0 * Math.ulp(scale);
        double len = Math.hypot(dx, dz);
        tieT = len > 0 ? TIE / len : 1.0;
        best = -1;
        bestT = -1;
        double tEnd = Math.min(exitParameter(sx, dx, bounds[0], bounds[3]), exitParameter(sz, dz, bounds[2], bounds[5]));
        tEnd = Math.max(0.0, Math.min(1.0, tEnd));
        int chunks = (int) Math.max(1, Math.min(MAX_CHUNKS, Math.ceil(len * tEnd / MIN_CHUNK)));
        TriangleGrid index = mesh.index();
        for (int k = chunks - 1; k >= 0; k--) {
            double t0 = tEnd * k / chunks, t1 = tEnd * (k + 1) / chunks;
            double ax = sx + t0 * dx, az = sz + t0 * dz, bx = sx + t1 * dx, bz = sz + t1 * dz;
            index.query((float) Math.min(ax, bx) - (float) slack, bounds[1], (float) Math.min(az, bz) - (float) slack,
                    (float) Math.max(ax, bx) + (float) slack, bounds[4], (float) Math.max(az, bz) + (float) slack, this);
            if (best >= 0 && bestT >= t0) {
                break;
            }
        }
        this.admit = null;
        if (best < 0) {
            best = startTriangle;
            bestT = 0;
        }
        float x = (float) (sx + bestT * dx), z = (float) (sz + bestT * dz);
        out[0] = x;
        out[1] = mesh.heightAt(best, x, z);
        out[2] = z;
        return best;
    }

    /** The largest t with s + t d inside [lo, hi] (the slab's far side); +infinity when d = 0. */
    private static double exitParameter(double s, double d, float lo, float hi) {
        if (d > 0) {
            return (hi - s) / d;
        }
        if (d < 0) {
            return (lo - s) / d;
        }
        return Double.POSITIVE_INFINITY;
    }

    /**
     * Clips the segment to triangle t's XZ outline (counter-clockwise: inside is on the left of
     * each edge, within the ulp slack) and keeps its exit when it is the furthest so far.
     *
     * @param t a triangle id
     * @return true (the box query goes on)
     */
    @Override
    public boolean visit(int t) {
        if (!admit.test(t)) {
            return true;
        }
        // The segment's parameters inside the outline widened by the slack: [lo, hi]; exit is
        // where it leaves the outline itself, so that the point found lies on the triangle.
        double lo = 0, hi = 1, exit = 1;
        for (int e = 0; e < 3 && lo <= hi; e++) {
            int a = mesh.vertex(t, e), b = mesh.vertex(t, (e + 1) % 3);
            double ax = mesh.vertexX(a), az = mesh.vertexZ(a), ex = mesh.vertexX(b) - ax, ez = mesh.vertexZ(b) - az;
            // Left-of-edge measure (twice the signed area) at the start, and its rate along the segment.
            double f0 = ez * (sx - ax) - ex * (sz - az);
            double widened = f0 + slack * (Math.abs(ex) + Math.abs(ez));
            double df = ez * dx - ex * dz;
            if (df == 0) {
                if (widened < 0) {
                    return true;
                }
            } else if (df > 0) {
                lo = Math.max(lo, -widened / df);
            } else {
                hi = Math.min(hi, -widened / df);
                exit = Math.min(exit, -f0 / df);
            }
        }
        if (lo > hi) {
            return true;
        }
        hi = Math.max(lo, Math.min(hi, exit));
        float x = (float) (sx + hi * dx), z = (float) (sz + hi * dz);
        float gap = Math.abs(mesh.planeHeight(t, x, z) - (float) (sy + hi * dy));
        if (hi > bestT + tieT || (hi >= bestT - tieT && gap < bestGap)) {
            best = t;
            bestT = hi;
            bestGap = gap;
        }
        return true;
    }
}
