package org.jme3navmesh.bake;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import org.jme3navmesh.bake.mesher.TileTriangles;
import org.jme3navmesh.mesh.CellGrid;
import org.jme3navmesh.mesh.Geometry;
import org.jme3navmesh.mesh.NavMeshBuilder;

/**
 * Joins the triangles of the tiles of a tiled bake into one mesh, tile after tile, and stitches
 * their seams.
 *
 * <p>Every tile's outline runs exactly along its border ({@code FieldMesher.meshTile}), but the
 * two sides of a border may keep different vertices on it. Vertices on tile borders are welded by
 * grid position (half-cell lattice, so positions compare exactly) and height: vertices of
 * different tiles at one position whose heights differ by at most the weld tolerance become one
 * vertex, at their mean height. Then every triangle edge lying on a tile border is split at the
 * welded vertices of the border strictly inside it (T-junction removal), so both sides of a seam
 * have the same edges and link across it. Nothing links where only one side has triangles: a
 * wall on a border leaves no walkable cells beside it (the erosion), hence no edges to match.
 * Stateless and thread-safe.
 */
final class TileStitcher {
    private TileStitcher() {
    }

    /**
     * Stitches the tiles of a grid.
     *
     * @param grid     the whole grid (its corner (0, 0) is doubled grid position (0, 0)); not null
     * @param tileSize tile edge, cells, &gt; 0
     * @param tiles    every tile's triangles, positions relative to its first cell; not null, unaffected
     * @param weldY    largest height difference, metres, of two border vertices that are welded
     * @param out      receives the vertices and the triangles, tile after tile; not null, modified
     * @return the triangle count of every tile (the triangles of tile i follow those of tile i - 1)
     */
    static int[] stitch(CellGrid grid, int tileSize, TileTriangles[] tiles, float weldY, NavMeshBuilder out) {
        int tilesX = (grid.width() + tileSize - 1) / tileSize;
        int t2 = 2 * tileSize;
        int total = 0;
        for (TileTriangles t : tiles) {
            total += t.vertexCount();
        }
        int[] gx = new int[total];
        int[] gz = new int[total];
        double[] ySum = new double[total];
        int[] yCount = new int[total];
        int[] lastTile = new int[total];
        int[][] vmap = new int[tiles.length][];
        Map<Long, int[]> at = new HashMap<>();
        int n = 0;
        for (int i = 0; i < tiles.length; i++) {
            TileTriangles tt = tiles[i];
            int ox = 2 * (i % tilesX) * tileSize, oz = 2 * (i / tilesX) * tileSize;
            int[] map = new int[tt.vertexCount()];
            for (int v = 0; v < map.length; v++) {
                int x = tt.vx2()[v] + ox, z = tt.vz2()[v] + oz;
                float y = tt.y()[v];
                int g = -1;
                int[] list = null;
                long key = 0;
                boolean border = x % t2 == 0 || z % t2 == 0;
                if (border) {
                    // Times an odd constant: still one key per (x, z), but Long.hashCode no longer
                    // collides as x ^ z does (HashMap would turn the crowded bins into trees).
                    key = (((long) x << 32) | (z & 0xffffffffL)) * 0x9E3779B97F4A7C15L;
                    list = at.get(key);
                    for (int k = 1; list != null && k <= list[0] && g < 0; k++) {
                        int c = list[k];
                        if (lastTile[c] != i && Math.abs(ySum[c] / yCount[c] - y) <= weldY) {
                            g = c;
                        }
                    }
                }
                if (g < 0) {
                    g = n++;
                    gx[g] = x;
                    gz[g] = z;
                    if (border) {
                        at.put(key, append(list, g));
                    }
                }
                ySum[g] += y;
                yCount[g]++;
                lastTile[g] = i;
                map[v] = g;
            }
            vmap[i] = map;
        }
        float[] verts = new float[3 * n];
        float cs = grid.cellSize();
        for (int g = 0; g < n; g++) {
            verts[3 * g] = grid.minX() + 0.5f * gx[g] * cs;
            verts[3 * g + 1] = (float) (ySum[g] / yCount[g]);
            verts[3 * g + 2] = grid.minZ() + 0.5f * gz[g] * cs;
        }
        for (int g = 0; g < n; g++) {
            out.addVertex(verts[3 * g], verts[3 * g + 1], verts[3 * g + 2]);
        }
        BorderLines lines = new BorderLines(gx, gz, n, t2);
        Splitter split = new Splitter(verts, gx, gz, t2, lines, weldY, out);
        int[] tileTris = new int[tiles.length];
        for (int i = 0; i < tiles.length; i++) {
            TileTriangles tt = tiles[i];
            int before = out.triangleCount();
            for (int t = 0; t < tt.triangleCount(); t++) {
                split.add(vmap[i][tt.tris()[3 * t]], vmap[i][tt.tris()[3 * t + 1]], vmap[i][tt.tris()[3 * t + 2]],
                        tt.area()[t], tt.slope()[t]);
            }
            tileTris[i] = out.triangleCount() - before;
        }
        return tileTris;
    }

    /** list (count first) with v appended; a new list when null. */
    private static int[] append(int[] list, int v) {
        if (list == null) {
            return new int[] {1, v, 0};
        }
        if (list[0] + 1 == list.length) {
            list = Arrays.copyOf(list, 2 * list.length);
        }
        list[++list[0]] = v;
        return list;
    }

    /** The vertices on each tile border line, sorted along the line. */
    private static final class BorderLines {
        /** Per vertical line x (doubled units): (z << 32 | id), sorted. */
        final Map<Integer, long[]> alongZ = new HashMap<>();
        /** Per horizontal line z: (x << 32 | id), sorted. */
        final Map<Integer, long[]> alongX = new HashMap<>();

        BorderLines(int[] gx, int[] gz, int n, int t2) {
            Map<Integer, long[]> vz = new HashMap<>(), vx = new HashMap<>();
            for (int g = 0; g < n; g++) {
                if (gx[g] % t2 == 0) {
                    add(vz, gx[g], ((long) gz[g] << 32) | g);
                }
                if (gz[g] % t2 == 0) {
                    add(vx, gz[g], ((long) gx[g] << 32) | g);
                }
            }
            finish(vz, alongZ);
            finish(vx, alongX);
        }

        private static void add(Map<Integer, long[]> m, int line, long e) {
            long[] a = m.get(line);
            if (a == null) {
                a = new long[9];
                m.put(line, a);
            }
            int c = (int) a[0];
            if (c + 1 == a.length) {
                a = Arrays.copyOf(a, 2 * a.length);
                m.put(line, a);
            }
            a[c + 1] = e;
            a[0] = c + 1;
        }

        private static void finish(Map<Integer, long[]> in, Map<Integer, long[]> out) {
            for (Map.Entry<Integer, long[]> e : in.entrySet()) {
                long[] a = e.getValue();
                long[] s = Arrays.copyOfRange(a, 1, 1 + (int) a[0]);
                Arrays.sort(s);
                out.put(e.getKey(), s);
            }
        }
    }

    /** Emits triangles, splitting their tile-border edges at the border vertices inside them. */
    private static final class Splitter {
        final float[] verts;
        final int[] gx;
        final int[] gz;
        final int t2;
        final BorderLines lines;
        final float weldY;
        final NavMeshBuilder out;
        private int[] stack = new int[3 * 16];

        Splitter(float[] verts, int[] gx, int[] gz, int t2, BorderLines lines, float weldY, NavMeshBuilder out) {
            this.verts = verts;
            this.gx = gx;
            this.gz = gz;
            this.t2 = t2;
            this.lines = lines;
            this.weldY = weldY;
            this.out = out;
        }

        void add(int a, int b, int c, int ar, float sl) {
            int sp = 0;
            stack = push(stack, sp, a, b, c);
            sp += 3;
            while (sp > 0) {
                sp -= 3;
                int[] v = {stack[sp], stack[sp + 1], stack[sp + 2]};
                boolean split = false;
                for (int e = 0; e < 3 && !split; e++) {
                    int p = v[e], q = v[(e + 1) % 3], r = v[(e + 2) % 3];
                    int m = splitPoint(p, q, r);
                    if (m >= 0) {
                        stack = push(stack, sp, m, q, r);
                        sp += 3;
                        stack = push(stack, sp, p, m, r);
                        sp += 3;
                        split = true;
                    }
                }
                if (!split) {
                    out.addTriangle(v[0], v[1], v[2], ar, sl);
                }
            }
        }

        /**
         * The first border vertex strictly inside edge p-q (from p) at the edge's height, whose
         * two triangles with r keep a positive area; -1 when the edge is not on a border or none.
         */
        private int splitPoint(int p, int q, int r) {
            long[] line;
            int pp, pq;
            if (gx[p] == gx[q] && gx[p] % t2 == 0) {
                line = lines.alongZ.get(gx[p]);
                pp = gz[p];
                pq = gz[q];
            } else if (gz[p] == gz[q] && gz[p] % t2 == 0) {
                line = lines.alongX.get(gz[p]);
                pp = gx[p];
                pq = gx[q];
            } else {
                return -1;
            }
            if (line == null || Math.abs(pq - pp) < 2) {
                return -1;
            }
            int lo = Math.min(pp, pq), hi = Math.max(pp, pq);
            int from = lowerBound(line, (long) (lo + 1) << 32);
            int to = lowerBound(line, (long) hi << 32);
            if (from >= to) {
                return -1;
            }
            float yp = verts[3 * p + 1], yq = verts[3 * q + 1];
            int step = pp < pq ? 1 : -1;
            for (int k = pp < pq ? from : to - 1; k >= from && k < to; k += step) {
                int m = (int) line[k];
                int pos = (int) (line[k] >> 32);
                float y = yp + (yq - yp) * (pos - pp) / (float) (pq - pp);
                if (Math.abs(verts[3 * m + 1] - y) <= weldY && positive(p, m, r) && positive(m, q, r)) {
                    return m;
                }
            }
            return -1;
        }

        private boolean positive(int a, int b, int c) {
            return Geometry.area2(verts[3 * a], verts[3 * a + 2], verts[3 * b], verts[3 * b + 2], verts[3 * c],
                    verts[3 * c + 2]) > 0f;
        }

        private static int lowerBound(long[] a, long key) {
            int lo = 0, hi = a.length;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (a[mid] < key) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return lo;
        }

        private static int[] push(int[] s, int sp, int a, int b, int c) {
            if (sp + 3 > s.length) {
                s = Arrays.copyOf(s, 2 * s.length);
            }
            s[sp] = a;
            s[sp + 1] = b;
            s[sp + 2] = c;
            return s;
        }
    }
}
