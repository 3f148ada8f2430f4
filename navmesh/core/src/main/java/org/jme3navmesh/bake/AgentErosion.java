package org.jme3navmesh.bake;

import java.util.Arrays;

/**
 * Erodes the walkable spans of a {@link WalkableField} by the agent's radius: the stage of the
 * bake that depends on the radius (with {@link IslandFilter}).
 *
 * <p>A span missing a link is on a boundary. Its distance to that boundary is where a blocker
 * crosses the link: a wall above the step height, else the face of a drop just below the
 * surface (so a wall's or a ledge's true position counts); failing both, half a cell (the scene
 * edge, an unwalkable neighbour). A two-pass vector distance transform over the span graph (like
 * Recast's rcErodeWalkableArea, but carrying the nearest boundary point so distances are
 * Euclidean) spreads it; spans whose centre is closer than agentRadius to that point, or any point
 * of whose cell is closer than {@link #minClearance} (agentRadius less a third of a cell), become
 * unwalkable. The field keeps the points ({@link WalkableField#wallX}). Stateless and thread-safe.
 */
public final class AgentErosion {
    private AgentErosion() {
    }

    /**
     * Clearance, metres, that every point of every walkable cell keeps from the nearest boundary
     * point after the erosion: the agent radius less a third of a cell (the sampling tolerance),
     * never negative.
     *
     * @param agentRadius the agent's radius, metres; finite, &gt; 0
     * @param cellSize    the grid's cell edge, metres; finite, &gt; 0
     * @return metres, &gt;= 0
     */
    public static float minClearance(float agentRadius, float cellSize) {
        return Math.max(0f, agentRadius - cellSize / 3f);
    }

    /**
     * Erodes the walkable spans of f in place by cfg.agentRadius (the island filter is separate).
     *
     * <p>A vector distance transform: every walkable span carries the nearest boundary point found
     * so far (XZ, in cells relative to the grid's first cell) and two raster passes over the span graph
     * (4 neighbours, plus diagonals reached through two links) hand those points on, keeping the
     * nearer. Distances are true Euclidean distances to the points, so erosion is round, also
     * around the convex corners of obstacles where a scalar chamfer distance falls short.
     *
     * @param f        the field after {@link WalkableRules#surfacesAndLinks}; not null, modified
     *                 (areas, links and wall points)
     * @param blockers the link blockers the field was linked with, or null; unaffected
     * @param posts    the corners of walls, or null; unaffected
     * @param cfg      the agent; not null
     * @param top      ceiling height per span from {@link WalkableRules#surfacesAndLinks}; not null, unaffected
     */
    static void erode(WalkableField f, LinkBlockers blockers, WallPosts posts, BakeConfig cfg, float[] top) {
        erode(f, blockers, new int[] {0, 0, f.grid.width(), f.grid.depth()}, posts == null ? null : posts.data, cfg,
                top);
    }

    /**
     * Erodes a window of a grid in place: {@link #erode(WalkableField, LinkBlockers, WallPosts, BakeConfig, float[])}
     * for a field cut out of a larger one (a tile and its border, {@link FieldCrop#crop} with the
     * links leaving the window marked {@link WalkableField#OUTSIDE}). A link marked OUTSIDE is not a
     * boundary: the walls beyond the window are not seen, so only spans farther than the border's
     * width from the window's edge are eroded as in the whole grid.
     *
     * @param f        the window's field; not null, modified (areas, links and wall points)
     * @param blockers the link blockers of the whole grid, or null; unaffected
     * @param window   {first column, first row} of the window in the whole grid, then the whole
     *                 grid's {width, depth}; not null, unaffected
     * @param posts    wall posts (4 floats each, see {@link WallPosts#data}), or null; unaffected
     * @param cfg      the agent; not null
     * @param top      ceiling height per span of f; not null, unaffected
     */
    static void erode(WalkableField f, LinkBlockers blockers, int[] window, float[] posts, BakeConfig cfg,
                      float[] top) {
        int spans = f.spanCount();
        float[] px = new float[spans];
        float[] pz = new float[spans];
        float[] dist = new float[spans];
        int[] cellX = new int[spans];
        int[] cellZ = new int[spans];
        Arrays.fill(dist, Float.POSITIVE_INFINITY);
        seedBoundaries(f, blockers, window, cfg, top, px, pz, dist, cellX, cellZ);
        if (posts != null) {
            seedPosts(f, posts, cfg, top, px, pz, dist);
        }
        forwardPass(f, px, pz, dist, cellX, cellZ);
        backwardPass(f, px, pz, dist, cellX, cellZ);
        float minClearance = minClearance(cfg.agentRadius(), f.grid.cellSize());
        float[] wallX = new float[spans];
        float[] wallZ = new float[spans];
        erodeSpans(f, cfg.agentRadius(), minClearance, px, pz, dist, cellX, cellZ, wallX, wallZ);
        f.walls(wallX, wallZ, minClearance);
        unlinkUnwalkable(f);
    }

    /*
     * The stages of erode are methods of their own, each looping over rows: one large method with
     * several loops is compiled again from each loop by the optimising compiler (on-stack
     * replacement), each time whole; and a method called once per window (a few dozen times on a
     * small scene) runs interpreted until its loops have turned tens of thousands of times, while a
     * method per row is compiled after a few hundred rows.
     */

    /**
     * Seeds every walkable span missing a link with its nearest boundary point on that side (px,
     * pz: cells from the grid's first cell; dist: its square) and records each span's cell.
     */
    private static void seedBoundaries(WalkableField f, LinkBlockers blockers, int[] window, BakeConfig cfg,
                                       float[] top, float[] px, float[] pz, float[] dist, int[] cellX, int[] cellZ) {
        for (int iz = 0; iz < f.grid.depth(); iz++) {
            seedRow(f, blockers, window, cfg, top, iz, px, pz, dist, cellX, cellZ);
        }
    }

    /** {@link #seedBoundaries} of row iz. */
    private static void seedRow(WalkableField f, LinkBlockers blockers, int[] window, BakeConfig cfg, float[] top,
                                int iz, float[] px, float[] pz, float[] dist, int[] cellX, int[] cellZ) {
        int w = f.grid.width();
        int ox = window[0], oz = window[1], gw = window[2], gd = window[3];
        int[] cs = f.cellStart;
        int[] nb = f.neighbour;
        float step = cfg.maxStep(), height = cfg.agentHeight();
        for (int ix = 0; ix < w; ix++) {
            int c = ix + iz * w;
            for (int s = cs[c]; s < cs[c + 1]; s++) {
                cellX[s] = ix;
                cellZ[s] = iz;
                if (f.area[s] < 0) {
                    continue;
                }
                for (int dir = 0; dir < 4; dir++) {
                    if (nb[4 * s + dir] != -1) {
                        continue; // linked, or linked beyond the window
                    }
                    int nx = ix + ox + WalkableField.DX[dir], nz = iz + oz + WalkableField.DZ[dir];
                    float bd = 0.5f;
                    if (nx >= 0 && nz >= 0 && nx < gw && nz < gd && blockers != null) {
                        int gc = ix + ox + (iz + oz) * gw;
                        float hi = Math.min(f.y[s] + height, top[s]);
                        float fb = blockers.firstBlock(gc, dir, f.y[s] + step, Math.max(hi, f.y[s] + step + 1e-3f));
                        if (fb > 1f) {
                            // No wall: look for the face of a drop (a cliff, a plateau's side,
                            // a tall riser) just below this surface; it marks the edge.
                            fb = blockers.firstBlock(gc, dir, f.y[s] - height, f.y[s] - 1e-3f);
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

    /** Pass 1 of the transform: takes points from -X, -Z and the diagonals behind them, row by row. */
    private static void forwardPass(WalkableField f, float[] px, float[] pz, float[] dist, int[] cellX, int[] cellZ) {
        for (int iz = 0; iz < f.grid.depth(); iz++) {
            forwardRow(f, iz, px, pz, dist, cellX, cellZ);
        }
    }

    /** {@link #forwardPass} of row iz. */
    private static void forwardRow(WalkableField f, int iz, float[] px, float[] pz, float[] dist, int[] cellX,
                                   int[] cellZ) {
        int w = f.grid.width();
        int[] cs = f.cellStart;
        int[] nb = f.neighbour;
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

    /** Pass 2 of the transform: from +X, +Z and the diagonals ahead, row by row from the last. */
    private static void backwardPass(WalkableField f, float[] px, float[] pz, float[] dist, int[] cellX, int[] cellZ) {
        for (int iz = f.grid.depth() - 1; iz >= 0; iz--) {
            backwardRow(f, iz, px, pz, dist, cellX, cellZ);
        }
    }

    /** {@link #backwardPass} of row iz. */
    private static void backwardRow(WalkableField f, int iz, float[] px, float[] pz, float[] dist, int[] cellX,
                                    int[] cellZ) {
        int w = f.grid.width();
        int[] cs = f.cellStart;
        int[] nb = f.neighbour;
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

    /**
     * Writes every span's wall point (world XZ, NaN for none) into wallX, wallZ and makes the
     * walkable spans too near theirs unwalkable.
     */
    private static void erodeSpans(WalkableField f, float agentRadius, float minClearance, float[] px, float[] pz,
                                   float[] dist, int[] cellX, int[] cellZ, float[] wallX, float[] wallZ) {
        float r = agentRadius / f.grid.cellSize() - 1e-4f;
        float r2 = r * r;
        float q = minClearance / f.grid.cellSize() - 1e-4f;
        float q2 = q * q;
        for (int row = 0; row < f.grid.depth(); row++) {
            erodeRow(f, f.cellStart[row * f.grid.width()], f.cellStart[(row + 1) * f.grid.width()], r2, q2, px, pz,
                    dist, cellX, cellZ, wallX, wallZ);
        }
    }

    /** {@link #erodeSpans} of the spans [s0, s1) (a row's), with the squared radius and clearance in cells. */
    private static void erodeRow(WalkableField f, int s0, int s1, float r2, float q2, float[] px, float[] pz,
                                 float[] dist, int[] cellX, int[] cellZ, float[] wallX, float[] wallZ) {
        for (int s = s0; s < s1; s++) {
            if (dist[s] == Float.POSITIVE_INFINITY) {
                wallX[s] = Float.NaN;
                wallZ[s] = Float.NaN;
                continue;
            }
            wallX[s] = f.grid.originX() + (f.grid.x0() + px[s]) * f.grid.cellSize();
            wallZ[s] = f.grid.originZ() + (f.grid.z0() + pz[s]) * f.grid.cellSize();
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
    }

    /** Removes every link of the unwalkable spans, both ways, row by row. */
    private static void unlinkUnwalkable(WalkableField f) {
        for (int row = 0; row < f.grid.depth(); row++) {
            unlinkRow(f, f.cellStart[row * f.grid.width()], f.cellStart[(row + 1) * f.grid.width()]);
        }
    }

    /** {@link #unlinkUnwalkable} of the spans [s0, s1). */
    private static void unlinkRow(WalkableField f, int s0, int s1) {
        int[] nb = f.neighbour;
        for (int s = s0; s < s1; s++) {
            if (f.area[s] >= 0) {
                continue;
            }
            for (int dir = 0; dir < 4; dir++) {
                int n = nb[4 * s + dir];
                if (n >= 0) {
                    nb[4 * n + WalkableField.OPPOSITE[dir]] = -1;
                }
                nb[4 * s + dir] = -1;
            }
        }
    }

    /**
     * Offers every post to the walkable spans of the 3 x 3 cells around it whose wall height range
     * (step height to head height) it overlaps, as their nearest boundary point where it is nearer.
     */
    private static void seedPosts(WalkableField f, float[] posts, BakeConfig cfg, float[] top, float[] px, float[] pz,
                                  float[] dist) {
        float step = cfg.maxStep(), height = cfg.agentHeight();
        for (int i = 0; i + 3 < posts.length; i += 4) {
            // Cell coordinates of the post, relative to the grid's first cell.
            float gx = (posts[i] - f.grid.originX()) / f.grid.cellSize() - f.grid.x0();
            float gz = (posts[i + 1] - f.grid.originZ()) / f.grid.cellSize() - f.grid.z0();
            int cx = (int) Math.floor(gx), cz = (int) Math.floor(gz);
            for (int iz = Math.max(0, cz - 1); iz <= Math.min(f.grid.depth() - 1, cz + 1); iz++) {
                for (int ix = Math.max(0, cx - 1); ix <= Math.min(f.grid.width() - 1, cx + 1); ix++) {
                    int c = ix + iz * f.grid.width();
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
}
