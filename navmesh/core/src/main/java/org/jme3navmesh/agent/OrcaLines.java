package org.jme3navmesh.agent;

/**
 * A set of ORCA half-planes in velocity space and the linear programs of RVO2 that pick a velocity in them
 * (van den Berg, Guy, Lin and Manocha, "Reciprocal n-body collision avoidance", 2011, section 5.2, and the RVO2
 * library's {@code linearProgram1..3}).
 *
 * <p>A line is a point and a unit direction; the permitted velocities lie on its left: det(direction, point - v)
 * &lt;= 0, with det(a, b) = a.x b.y - a.y b.x. Lines are kept in flat arrays that grow only when more lines are
 * added than ever before; a solve allocates nothing. Not thread-safe: one instance per thread.
 */
final class OrcaLines {
    private static final float EPSILON = 1e-5f;

    private float[] px, py, dx, dy;
    private int count;
    /** Lines projected by {@link #solveFallback}; a second instance of the same capacity (null in that one). */
    private final OrcaLines projected;
    /** The result of the last solve. */
    float vx, vy;

    /** An empty set with room for 32 lines. */
    OrcaLines() {
        this(32);
    }

    /** @param capacity lines it holds before its arrays grow (&gt;= 1) */
    OrcaLines(int capacity) {
        this(capacity, new OrcaLines(capacity, null));
    }

    private OrcaLines(int capacity, OrcaLines projected) {
        px = new float[capacity];
        py = new float[capacity];
        dx = new float[capacity];
        dy = new float[capacity];
        this.projected = projected;
    }

    /** Removes every line. */
    void clear() {
        count = 0;
    }

    /** Number of lines. */
    int count() {
        return count;
    }

    /**
     * Adds a line through (pointX, pointY) with unit direction (dirX, dirY).
     */
    void add(float pointX, float pointY, float dirX, float dirY) {
        if (count == px.length) {
            int n = 2 * count;
            px = java.util.Arrays.copyOf(px, n);
            py = java.util.Arrays.copyOf(py, n);
            dx = java.util.Arrays.copyOf(dx, n);
            dy = java.util.Arrays.copyOf(dy, n);
        }
        px[count] = pointX;
        py[count] = pointY;
        dx[count] = dirX;
        dy[count] = dirY;
        count++;
    }

    /**
     * True when line i's permitted side already holds the whole cut-off of a wall segment seen from an agent: both
     * its ends, scaled by {@code inv}, lie at least {@code margin} inside the line (RVO2's "already covered" test).
     */
    boolean covers(int i, float ax, float ay, float bx, float by, float inv, float margin) {
        return det(inv * ax - px[i], inv * ay - py[i], dx[i], dy[i]) - margin >= -EPSILON
                && det(inv * bx - px[i], inv * by - py[i], dx[i], dy[i]) - margin >= -EPSILON;
    }

    /**
     * Copies the lines, as many as fit, into out: line k as (pointX, pointY, dirX, dirY) at out[4k .. 4k + 3].
     *
     * @return the number of lines (possibly more than out holds)
     */
    int copyTo(float[] out) {
        for (int k = 0, n = Math.min(count, out.length / 4); k < n; k++) {
            out[4 * k] = px[k];
            out[4 * k + 1] = py[k];
            out[4 * k + 2] = dx[k];
            out[4 * k + 3] = dy[k];
        }
        return count;
    }

    /** True when velocity (x, y) lies outside line i's permitted side. */
    boolean violatedBy(int i, float x, float y) {
        return det(dx[i], dy[i], px[i] - x, py[i] - y) > 0f;
    }

    /**
     * Picks the velocity of length at most {@code maxSpeed} closest to (prefX, prefY) on the permitted side of every
     * line; when no velocity satisfies them all, the one that violates the lines from {@code firstSoft} on the least
     * (the lines before it, the walls, are kept hard). The result is in {@link #vx}, {@link #vy}.
     *
     * @param firstSoft index of the first line that may be relaxed (the walls come before it)
     */
    void solve(float maxSpeed, float prefX, float prefY, int firstSoft) {
        int fail = program2(maxSpeed, prefX, prefY, false);
        if (fail < count) {
            solveFallback(firstSoft, fail, maxSpeed);
        }
    }

    /** RVO2 linearProgram1: the best point on line i within the speed circle and the lines before it. */
    private boolean program1(int i, float radius, float optX, float optY, boolean directionOpt) {
        float dot = px[i] * dx[i] + py[i] * dy[i];
        float disc = dot * dot + radius * radius - (px[i] * px[i] + py[i] * py[i]);
        if (disc < 0f) {
            return false; // the speed circle misses the line
        }
        float sq = (float) Math.sqrt(disc);
        float tLeft = -dot - sq, tRight = -dot + sq;
        for (int j = 0; j < i; j++) {
            float den = det(dx[i], dy[i], dx[j], dy[j]);
            float num = det(dx[j], dy[j], px[i] - px[j], py[i] - py[j]);
            if (Math.abs(den) <= EPSILON) {
                if (num < 0f) {
                    return false; // parallel and wholly outside line j
                }
                continue;
            }
            float t = num / den;
            if (den >= 0f) {
                tRight = Math.min(tRight, t);
            } else {
                tLeft = Math.max(tLeft, t);
            }
            if (tLeft > tRight) {
                return false;
            }
        }
        float t;
        if (directionOpt) {
            t = optX * dx[i] + optY * dy[i] > 0f ? tRight : tLeft;
        } else {
            t = dx[i] * (optX - px[i]) + dy[i] * (optY - py[i]);
            t = Math.max(tLeft, Math.min(tRight, t));
        }
        vx = px[i] + t * dx[i];
        vy = py[i] + t * dy[i];
        return true;
    }

    /** RVO2 linearProgram2: returns the index of the line that made it fail, or {@link #count} on success. */
    private int program2(float radius, float optX, float optY, boolean directionOpt) {
        if (directionOpt) {
            vx = optX * radius;
            vy = optY * radius;
        } else {
            float l2 = optX * optX + optY * optY;
            if (l2 > radius * radius) {
                float l = (float) Math.sqrt(l2);
                vx = optX / l * radius;
                vy = optY / l * radius;
            } else {
                vx = optX;
                vy = optY;
            }
        }
        for (int i = 0; i < count; i++) {
            if (det(dx[i], dy[i], px[i] - vx, py[i] - vy) > 0f) {
                float ox = vx, oy = vy;
                if (!program1(i, radius, optX, optY, directionOpt)) {
                    vx = ox;
                    vy = oy;
                    return i;
                }
            }
        }
        return count;
    }

    /** RVO2 linearProgram3: the velocity that least violates the soft lines, keeping the hard ones. */
    private void solveFallback(int hard, int begin, float radius) {
        OrcaLines p = projected;
        float distance = 0f;
        for (int i = begin; i < count; i++) {
            if (det(dx[i], dy[i], px[i] - vx, py[i] - vy) <= distance) {
                continue;
            }
            p.clear();
            for (int j = 0; j < hard; j++) {
                p.add(px[j], py[j], dx[j], dy[j]);
            }
            for (int j = hard; j < i; j++) {
                float d = det(dx[i], dy[i], dx[j], dy[j]);
                float lx, ly;
                if (Math.abs(d) <= EPSILON) {
                    if (dx[i] * dx[j] + dy[i] * dy[j] > 0f) {
                        continue; // same direction
                    }
                    lx = 0.5f * (px[i] + px[j]);
                    ly = 0.5f * (py[i] + py[j]);
                } else {
                    float t = det(dx[j], dy[j], px[i] - px[j], py[i] - py[j]) / d;
                    lx = px[i] + t * dx[i];
                    ly = py[i] + t * dy[i];
                }
                float ux = dx[j] - dx[i], uy = dy[j] - dy[i];
                float ul = (float) Math.sqrt(ux * ux + uy * uy);
                p.add(lx, ly, ux / ul, uy / ul);
            }
            p.vx = vx;
            p.vy = vy;
            if (p.program2(radius, -dy[i], dx[i], true) >= p.count) {
                vx = p.vx;
                vy = p.vy;
            }
            distance = det(dx[i], dy[i], px[i] - vx, py[i] - vy);
        }
    }

    static float det(float ax, float ay, float bx, float by) {
        return ax * by - ay * bx;
    }
}
