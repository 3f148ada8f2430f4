package org.jme3navmesh.bake;

import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

/**
 * Turns sampled surfaces into a {@link WalkableField} by the agent's rules.
 *
 * <ol>
 *   <li><b>Surfaces.</b> Every upward-facing hit becomes a span. It is walkable when its slope is
 *       at most maxSlope, its tag is walkable, the headroom to the next surface above (or to
 *       an object resting on it) is at least agentHeight, and it is not enclosed by a closed
 *       object (terrain inside a house whose walls reach below it; see {@link #enclosed}).</li>
 *   <li><b>Links.</b> Walkable spans in 4-neighbouring cells connect when their heights differ by
 *       at most maxStep, the shared gap above them is at least agentHeight, and no blocker
 *       ({@link LinkBlockers}: a steep or downward-facing triangle) crosses the segment between
 *       their centres in the height range (higher span + maxStep, lower span + agentHeight).</li>
 *   <li><b>Erosion.</b> A span missing a link is on a boundary. Its distance to that boundary is
 *       where a blocker crosses the link: a wall above the step height, else the face of a drop
 *       just below the surface (so a wall's or a ledge's true position counts); failing both,
 *       half a cell (the scene edge, an unwalkable neighbour). A two-pass vector distance transform over the span graph
 *       (like Recast's rcErodeWalkableArea, but carrying the nearest boundary point so distances
 *       are Euclidean) spreads it; spans whose centre is closer than agentRadius to that point, or
 *       any point of whose cell is closer than {@link #minClearance} (agentRadius less a third of
 *       a cell), become unwalkable. The field keeps the points ({@link WalkableField#wallX}).
 *       Regions left with fewer than {@link #MIN_ISLAND_SPANS} spans are dropped.</li>
 * </ol>
 * Stateless and thread-safe.
 */
public final class WalkableRules {
    /** Surfaces this close (metres) are touching: a downward face here leaves no headroom. */
    static final float TOUCH_EPS = 1e-3f;
    /** Walkable regions with fewer spans than this are dropped after erosion. */
    static final int MIN_ISLAND_SPANS = 8;
    private static final int[] OPP = {2, 3, 0, 1};

    private WalkableRules() {
    }

    /**
     * Applies the rules.
     *
     * @param samples   hits per cell; not null, not modified
     * @param blockers  thin-wall blockers, or null to rely on the centre samples only
     * @param cfg       agent; not null
     * @param tagArea   area id of each of samples.tags, or {@link WalkableField#UNWALKABLE}; not modified
     * @param cancelled polled between rows
     * @return the walkable field
     * @throws BakeCancelledException when cancelled
     */
    public static WalkableField apply(SurfaceSamples samples, LinkBlockers blockers, BakeConfig cfg, int[] tagArea,
                                      BooleanSupplier cancelled) {
        float[][] top = new float[1][];
        WalkableField f = surfacesAndLinks(samples, blockers, cfg, tagArea, cancelled, top);
        erode(f, blockers, null, cfg, top[0]);
        return f;
    }

    /** Steps 1 and 2: spans with walkability and links, before erosion. */
    static WalkableField surfacesAndLinks(SurfaceSamples samples, LinkBlockers blockers, BakeConfig cfg, int[] tagArea,
                                          BooleanSupplier cancelled, float[][] topOut) {
        Objects.requireNonNull(samples, "samples");
        Objects.requireNonNull(cfg, "cfg");
        Objects.requireNonNull(tagArea, "tagArea");
        if (tagArea.length != samples.tags.length) {
            throw new IllegalArgumentException("tagArea needs one entry per tag (" + samples.tags.length + ")");
        }
        BakeGrid g = samples.grid;
        int cells = g.cellCount();
        int w = g.width(), d = g.depth();
        float[] hy = samples.y;
        float[] hn = samples.normalY;
        float[] hs = samples.slopeDeg;
        int[] cellStart = new int[cells + 1];
        for (int c = 0; c < cells; c++) {
            int n = 0;
            for (int i = samples.cellStart[c], e = samples.cellStart[c + 1]; i < e; i++) {
                if (hn[i] > 0f) {
                    n++;
                }
            }
            cellStart[c + 1] = cellStart[c] + n;
        }
        int spans = cellStart[cells];
        float[] y = new float[spans];
        float[] slope = new float[spans];
        int[] area = new int[spans];
        float[] top = new float[spans];
        float cosMax = (float) Math.cos(Math.toRadians(cfg.maxSlopeDeg()));
        float height = cfg.agentHeight();
        int rowsPer = Math.max(1, d / (Parallel.threads() * 4));
        int tasks = (d + rowsPer - 1) / rowsPer;
        Parallel.run(tasks, task -> {
            int c0 = task * rowsPer * w, c1 = Math.min(d, (task + 1) * rowsPer) * w;
            for (int c = c0; c < c1; c++) {
                int a = samples.cellStart[c], e = samples.cellStart[c + 1];
                int s = cellStart[c];
                for (int i = a; i < e; i++) {
                    if (!(hn[i] > 0f)) {
                        continue;
                    }
                    float ceiling = i + 1 < e ? hy[i + 1] : Float.POSITIVE_INFINITY;
                    for (int j = i - 1; j >= a && hy[i] - hy[j] <= TOUCH_EPS; j--) {
                        if (hn[j] < 0f) {
                            ceiling = hy[i];
                        }
                    }
                    y[s] = hy[i];
                    top[s] = ceiling;
                    slope[s] = hs[i];
                    int ar = tagArea[samples.tag[i]];
                    boolean ok = ar >= 0 && hn[i] >= cosMax - 1e-6f && ceiling - hy[i] >= height
                            && !enclosed(samples, a, e, i);
                    area[s] = ok ? ar : WalkableField.UNWALKABLE;
                    s++;
                }
            }
        }, new AtomicBoolean(), cancelled, "walkable", done -> { });
        int[] nb = new int[4 * spans];
        Arrays.fill(nb, -1);
        WalkableField f = new WalkableField(g.originX(), g.originZ(), g.cellSize(), g.width(), g.depth(),
                cellStart, y, slope, area, nb);
        link(f, top, blockers, cfg, cancelled);
        topOut[0] = top;
        return f;
    }

    /**
     * True when hit i lies inside a closed object: for some object, the first of its surfaces above
     * i faces up (we see its top from inside) and one of its surfaces below i faces down (its
     * bottom). A terrain inside a house is enclosed; a road under a bridge deck is not (the deck's
     * first surface above it is its underside); a floor under a one-sided roof is not (the roof has
     * no bottom).
     */
    static boolean enclosed(SurfaceSamples samples, int cellFirst, int cellEnd, int i) {
        int[] body = samples.body;
        float[] n = samples.normalY;
        for (int j = i + 1; j < cellEnd; j++) {
            int b = body[j];
            boolean firstOfBody = true;
            for (int k = i + 1; k < j; k++) {
                if (body[k] == b) {
                    firstOfBody = false;
                    break;
                }
            }
            if (!firstOfBody || !(n[j] > 0f)) {
                continue;
            }
            for (int k = cellFirst; k < i; k++) {
                if (body[k] == b && n[k] < 0f) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Makes connected walkable regions of fewer than {@link #MIN_ISLAND_SPANS} spans unwalkable:
     * specks left by the erosion (a corner of a crate top) that no agent can use and that a mesh
     * cannot represent (like Recast's minRegionArea).
     */
    static void dropSmallIslands(WalkableField f) {
        int spans = f.spanCount();
        int[] nb = f.neighbour;
        int[] mark = new int[spans];
        int[] stack = new int[spans];
        for (int s0 = 0; s0 < spans; s0++) {
            if (f.area[s0] < 0 || mark[s0] != 0) {
                continue;
            }
            int sp = 0, n = 0;
            stack[sp++] = s0;
            mark[s0] = 1;
            int[] members = new int[MIN_ISLAND_SPANS];
            while (sp > 0) {
                int cur = stack[--sp];
                if (n < MIN_ISLAND_SPANS) {
                    members[n] = cur;
                }
                n++;
                for (int dir = 0; dir < 4; dir++) {
                    int o = nb[4 * cur + dir];
                    if (o >= 0 && mark[o] == 0) {
                        mark[o] = 1;
                        stack[sp++] = o;
                    }
                }
            }
            if (n < MIN_ISLAND_SPANS) {
                for (int k = 0; k < n; k++) {
                    int m = members[k];
                    f.area[m] = WalkableField.UNWALKABLE;
                    for (int dir = 0; dir < 4; dir++) {
                        int o = nb[4 * m + dir];
                        if (o >= 0) {
                            nb[4 * o + OPP[dir]] = -1;
                            nb[4 * m + dir] = -1;
                        }
                    }
                }
            }
        }
    }

    /**
     * The corners of walls: vertical edges (shorter than half a cell seen from above) of the
     * triangles whose unit normal Y is below {@code cosSlope} (steep or facing down), as x, z (their
     * midpoint seen from above, world metres), yLo, yHi per post. Link crossings see a wall's
     * faces only where the links cross them, up to half a cell away from a corner between links;
     * the posts let the erosion measure from the corner itself.
     *
     * @param tris the scene; not modified
     */
    static float[] posts(SceneTriangles tris, float cosSlope, float cellSize) {
        float[] v = tris.xyz;
        float maxLen2 = 0.25f * cellSize * cellSize;
        float[] out = new float[64];
        int n = 0;
        for (int t = 0; t < tris.count(); t++) {
            int o = 9 * t;
            float ux = v[o + 3] - v[o], uy = v[o + 4] - v[o + 1], uz = v[o + 5] - v[o + 2];
            float wx = v[o + 6] - v[o], wy = v[o + 7] - v[o + 1], wz = v[o + 8] - v[o + 2];
            float nx = uy * wz - uz * wy, ny = uz * wx - ux * wz, nz = ux * wy - uy * wx;
            float len = (float) Math.sqrt(nx * nx + ny * ny + nz * nz);
            if (!(len > 0f) || ny / len >= cosSlope) {
                continue;
            }
            for (int e = 0; e < 3; e++) {
                int a = o + 3 * e, b = o + 3 * ((e + 1) % 3);
                float dx = v[b] - v[a], dz = v[b + 2] - v[a + 2];
                if (dx * dx + dz * dz > maxLen2) {
                    continue;
                }
                if (n + 4 > out.length) {
                    out = Arrays.copyOf(out, 2 * out.length);
                }
                out[n++] = 0.5f * (v[a] + v[b]);
                out[n++] = 0.5f * (v[a + 2] + v[b + 2]);
                out[n++] = Math.min(v[a + 1], v[b + 1]);
                out[n++] = Math.max(v[a + 1], v[b + 1]);
            }
        }
        return Arrays.copyOf(out, n);
    }

    /**
     * Offers every post to the walkable spans of the 3 x 3 cells around it whose wall height range
     * (step height to head height) it overlaps, as their nearest boundary point where it is nearer.
     */
    private static void seedPosts(WalkableField f, float[] posts, BakeConfig cfg, float[] top, float[] px, float[] pz,
                                  float[] dist) {
        float step = cfg.maxStep(), height = cfg.agentHeight();
        for (int i = 0; i + 3 < posts.length; i += 4) {
            float gx = (posts[i] - f.originX) / f.cellSize, gz = (posts[i + 1] - f.originZ) / f.cellSize;
            int cx = (int) Math.floor(gx), cz = (int) Math.floor(gz);
            for (int iz = Math.max(0, cz - 1); iz <= Math.min(f.depth - 1, cz + 1); iz++) {
                for (int ix = Math.max(0, cx - 1); ix <= Math.min(f.width - 1, cx + 1); ix++) {
                    int c = ix + iz * f.width;
                    for (int s = f.cellStart[c]; s < f.cellStart[c + 1]; s++) {
                        if (f.area[s] < 0) {
                            continue;
                        }
                        float lo = f.y[s] + step;
                        float hi = Math.max(Math.min(f.y[s] + height, top[s]), lo + 1e-3f);
                        if (!(posts[i + 3] > lo && posts[i + 2] < hi)) {
                            continue;
                        }
                        float dx = gx - (ix + 0.5f), dz = gz - (iz + 0.5f);
                        float dd = dx * dx + dz * dz;
                        if (dd < dist[s]) {
                            dist[s] = dd;
                            px[s] = gx;
                            pz[s] = gz;
                        }
                    }
                }
            }
        }
    }

    /**
     * Distance-transform step of span s: offers s the nearest wall points of its neighbour in
     * direction dir and of that neighbour's neighbour in direction diag (the diagonal cell).
     */
    private static void offerStep(int s, int dir, int diag, int[] nb, float[] px, float[] pz, float[] dist,
                                  int[] cellX, int[] cellZ) {
        int a = nb[4 * s + dir];
        if (a >= 0) {
            offer(s, a, px, pz, dist, cellX, cellZ);
            int aa = nb[4 * a + diag];
            if (aa >= 0) {
                offer(s, aa, px, pz, dist, cellX, cellZ);
            }
        }
    }

    /** Span s adopts the nearest boundary point of span o when that point is nearer to s (dist holds squares, cells). */
    private static void offer(int s, int o, float[] px, float[] pz, float[] dist, int[] cellX, int[] cellZ) {
        if (dist[o] == Float.POSITIVE_INFINITY) {
            return;
        }
        float dx = px[o] - (cellX[s] + 0.5f), dz = pz[o] - (cellZ[s] + 0.5f);
        float dd = dx * dx + dz * dz;
        if (dd < dist[s]) {
            dist[s] = dd;
            px[s] = px[o];
            pz[s] = pz[o];
        }
    }

    private static void link(WalkableField f, float[] top, LinkBlockers blockers, BakeConfig cfg, BooleanSupplier cancelled) {
        int w = f.width, d = f.depth;
        float step = cfg.maxStep(), height = cfg.agentHeight();
        int[] cs = f.cellStart;
        int[] nb = f.neighbour;
        AtomicBoolean abort = new AtomicBoolean();
        int rowsPer = Math.max(1, d / (Parallel.threads() * 4));
        int tasks = (d + rowsPer - 1) / rowsPer;
        // Row iz writes the +X/-X slots of its own spans and the -Z slots of row iz + 1, which no
        // other row writes: rows are independent.
        Parallel.run(tasks, task -> {
            for (int iz = task * rowsPer, end = Math.min(d, iz + rowsPer); iz < end; iz++) {
                for (int ix = 0; ix < w; ix++) {
                    int ca = ix + iz * w;
                    for (int dir = 1; dir <= 2; dir++) {
                        int bx = ix + WalkableField.DX[dir], bz = iz + WalkableField.DZ[dir];
                        if (bx >= w || bz >= d) {
                            continue;
                        }
                        int cb = bx + bz * w;
                        for (int sa = cs[ca]; sa < cs[ca + 1]; sa++) {
                            if (f.area[sa] < 0) {
                                continue;
                            }
                            float ya = f.y[sa];
                            int best = -1;
                            float bestDy = Float.MAX_VALUE;
                            for (int sb = cs[cb]; sb < cs[cb + 1]; sb++) {
                                if (f.area[sb] < 0) {
                                    continue;
                                }
                                float yb = f.y[sb];
                                float dy = Math.abs(yb - ya);
                                if (dy > step || dy >= bestDy) {
                                    continue;
                                }
                                if (Math.min(top[sa], top[sb]) - Math.max(ya, yb) < height) {
                                    continue;
                                }
                                best = sb;
                                bestDy = dy;
                            }
                            if (best < 0 || nb[4 * best + OPP[dir]] >= 0) {
                                continue;
                            }
                            float yb = f.y[best];
                            // Solid between the step-over height and the head of the lower agent
                            // (kept non-empty for agents barely taller than their step).
                            float hi = Math.min(ya, yb) + height;
                            float lo = Math.min(Math.max(ya, yb) + step, hi - 1e-3f);
                            if (blockers != null && blockers.blocked(ca, dir, lo, hi)) {
                                continue;
                            }
                            nb[4 * sa + dir] = best;
                            nb[4 * best + OPP[dir]] = sa;
                        }
                    }
                }
            }
        }, abort, cancelled, "walkable", done -> { });
    }

    /**
     * Clearance, metres, that every point of every walkable cell keeps from the nearest boundary
     * point after the erosion: the agent radius less a third of a cell (the sampling tolerance),
     * never negative.
     */
    public static float minClearance(float agentRadius, float cellSize) {
        return Math.max(0f, agentRadius - cellSize / 3f);
    }

    /**
     * Step 3: erodes the walkable spans of f in place by cfg.agentRadius.
     *
     * <p>A vector distance transform: every walkable span carries the nearest boundary point found
     * so far (XZ, in cells relative to the grid origin) and two raster passes over the span graph
     * (4 neighbours, plus diagonals reached through two links) hand those points on, keeping the
     * nearer. Distances are true Euclidean distances to the points, so erosion is round, also
     * around the convex corners of obstacles where a scalar chamfer distance falls short.
     */
    static void erode(WalkableField f, LinkBlockers blockers, float[] posts, BakeConfig cfg, float[] top) {
        int w = f.width, d = f.depth;
        int spans = f.spanCount();
        int[] cs = f.cellStart;
        int[] nb = f.neighbour;
        float[] px = new float[spans];
        float[] pz = new float[spans];
        float[] dist = new float[spans];
        int[] cellX = new int[spans];
        int[] cellZ = new int[spans];
        Arrays.fill(dist, Float.POSITIVE_INFINITY);
        float step = cfg.maxStep(), height = cfg.agentHeight();
        for (int iz = 0; iz < d; iz++) {
            for (int ix = 0; ix < w; ix++) {
                int c = ix + iz * w;
                for (int s = cs[c]; s < cs[c + 1]; s++) {
                    cellX[s] = ix;
                    cellZ[s] = iz;
                    if (f.area[s] < 0) {
                        continue;
                    }
                    for (int dir = 0; dir < 4; dir++) {
                        if (nb[4 * s + dir] >= 0) {
                            continue;
                        }
                        int nx = ix + WalkableField.DX[dir], nz = iz + WalkableField.DZ[dir];
                        float bd = 0.5f;
                        if (nx >= 0 && nz >= 0 && nx < w && nz < d && blockers != null) {
                            float hi = Math.min(f.y[s] + height, top[s]);
                            float fb = blockers.firstBlock(c, dir, f.y[s] + step, Math.max(hi, f.y[s] + step + 1e-3f));
                            if (fb > 1f) {
                                // No wall: look for the face of a drop (a cliff, a plateau's side,
                                // a tall riser) just below this surface; it marks the edge.
                                fb = blockers.firstBlock(c, dir, f.y[s] - height, f.y[s] - 1e-3f);
                            }
                            if (fb <= 1f) {
                                bd = fb;
                            }
                        }
                        if (bd * bd < dist[s]) {
                            dist[s] = bd * bd;
                            px[s] = ix + 0.5f + WalkableField.DX[dir] * bd;
                            pz[s] = iz + 0.5f + WalkableField.DZ[dir] * bd;
                        }
                    }
                }
            }
        }
        if (posts != null) {
            seedPosts(f, posts, cfg, top, px, pz, dist);
        }
        // Pass 1: take points from -X, -Z and the diagonals behind them.
        for (int iz = 0; iz < d; iz++) {
            for (int ix = 0; ix < w; ix++) {
                int c = ix + iz * w;
                for (int s = cs[c]; s < cs[c + 1]; s++) {
                    if (f.area[s] < 0) {
                        continue;
                    }
                    offerStep(s, 0, 3, nb, px, pz, dist, cellX, cellZ);
                    offerStep(s, 3, 2, nb, px, pz, dist, cellX, cellZ);
                }
            }
        }
        // Pass 2: from +X, +Z and the diagonals ahead.
        for (int iz = d - 1; iz >= 0; iz--) {
            for (int ix = w - 1; ix >= 0; ix--) {
                int c = ix + iz * w;
                for (int s = cs[c + 1] - 1; s >= cs[c]; s--) {
                    if (f.area[s] < 0) {
                        continue;
                    }
                    offerStep(s, 2, 1, nb, px, pz, dist, cellX, cellZ);
                    offerStep(s, 1, 0, nb, px, pz, dist, cellX, cellZ);
                }
            }
        }
        float r = cfg.agentRadius() / f.cellSize - 1e-4f;
        float r2 = r * r;
        float minClearance = minClearance(cfg.agentRadius(), f.cellSize);
        float q = minClearance / f.cellSize - 1e-4f;
        float q2 = q * q;
        float[] wallX = new float[spans];
        float[] wallZ = new float[spans];
        for (int s = 0; s < spans; s++) {
            if (dist[s] == Float.POSITIVE_INFINITY) {
                wallX[s] = Float.NaN;
                wallZ[s] = Float.NaN;
                continue;
            }
            wallX[s] = f.originX + px[s] * f.cellSize;
            wallZ[s] = f.originZ + pz[s] * f.cellSize;
            if (f.area[s] < 0) {
                continue;
            }
            // The centre keeps the radius, and the whole cell (its corners become outline
            // vertices) keeps the radius less the tolerance.
            float ex = Math.max(0f, Math.abs(px[s] - (cellX[s] + 0.5f)) - 0.5f);
            float ez = Math.max(0f, Math.abs(pz[s] - (cellZ[s] + 0.5f)) - 0.5f);
            if (dist[s] < r2 || ex * ex + ez * ez < q2) {
                f.area[s] = WalkableField.UNWALKABLE;
            }
        }
        f.walls(wallX, wallZ, minClearance);
        for (int s = 0; s < spans; s++) {
            if (f.area[s] >= 0) {
                continue;
            }
            for (int dir = 0; dir < 4; dir++) {
                int n = nb[4 * s + dir];
                if (n >= 0) {
                    nb[4 * n + OPP[dir]] = -1;
                    nb[4 * s + dir] = -1;
                }
            }
        }
        dropSmallIslands(f);
    }
}
