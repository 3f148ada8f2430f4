package org.jme3navmesh.bake;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import org.jme3navmesh.mesh.CellGrid;

/**
 * Triangle-major sampling of a {@link SceneTriangles} soup over a {@link BakeGrid}, like Recast's
 * rasteriser but exact at the cell centres.
 *
 * <p>Each triangle is sliced by the line {@code z = centreZ(iz)} of every grid row it spans. The
 * slice is a segment whose points lie exactly where vertical rays at that row's centres would
 * hit the triangle, so walking the centres inside the slice yields the same hits as
 * {@code rayTest} (up to float rounding). The same slices, and slices along the columns
 * {@code x = centreX(ix)}, give the parts of steep triangles crossing each link between
 * neighbouring centres ({@link LinkBlockers}).
 *
 * <p>Edges are assigned half-open ({@code (pu <= c) != (qu <= c)}), so a point on a shared edge is
 * found by both triangles at worst; duplicates of one body at one height are merged. Work is
 * split into bands of rows run on all cores; each band only writes its own rows.
 */
final class SceneRasterizer {
    /** Hits of one body closer than this (metres) are one surface (a ray through a shared edge). */
    static final float MERGE_EPS = 1e-4f;
    private static final float VERTICAL_NY = 1e-6f;

    private final SceneTriangles tris;
    private final BakeGrid grid;
    private final float[] ny;
    private final float[] slopeDeg;
    private final float[] box; // minX, maxX, minZ, maxZ per triangle
    private final boolean doubleSided;

    /**
     * @param doubleSided true: only steep triangles block links, and one body's hits at one height
     *                    merge whichever way they face (see {@link SceneSampler})
     */
    SceneRasterizer(SceneTriangles tris, BakeGrid grid, boolean doubleSided) {
        this.tris = tris;
        this.grid = grid;
        this.doubleSided = doubleSided;
        int n = tris.count();
        ny = new float[n];
        slopeDeg = new float[n];
        box = new float[4 * n];
        float[] v = tris.xyz;
        Parallel.run((n + NORMAL_CHUNK - 1) / NORMAL_CHUNK, new IntConsumer() {
            @Override
            public void accept(int k) {
                for (int t = k * NORMAL_CHUNK, end = Math.min(n, t + NORMAL_CHUNK); t < end; t++) {
                    normalAndBox(v, t);
                }
            }
        }, new AtomicBoolean(), Parallel.NEVER, "rasterise", Parallel.NO_PROGRESS);
    }

    /** Triangles per task of the normals and boxes: a few tasks per thread even in a small scene, to end together. */
    private static final int NORMAL_CHUNK = 1 << 12;

    /** Fills triangle t's normal Y, slope and XZ bounds from the vertices v. */
    private void normalAndBox(float[] v, int t) {
        int o = 9 * t;
        double ux = v[o + 3] - v[o], uy = v[o + 4] - v[o + 1], uz = v[o + 5] - v[o + 2];
        double wx = v[o + 6] - v[o], wy = v[o + 7] - v[o + 1], wz = v[o + 8] - v[o + 2];
        double cx = uy * wz - uz * wy, cy = uz * wx - ux * wz, cz = ux * wy - uy * wx;
        double len = Math.sqrt(cx * cx + cy * cy + cz * cz);
        ny[t] = len > 0 ? (float) (cy / len) : 0f;
        slopeDeg[t] = SurfaceSamples.slopeOf(ny[t]);
        box[4 * t] = Math.min(v[o], Math.min(v[o + 3], v[o + 6]));
        box[4 * t + 1] = Math.max(v[o], Math.max(v[o + 3], v[o + 6]));
        box[4 * t + 2] = Math.min(v[o + 2], Math.min(v[o + 5], v[o + 8]));
        box[4 * t + 3] = Math.max(v[o + 2], Math.max(v[o + 5], v[o + 8]));
    }

    /** Number of row bands {@link #run} splits the grid into (its progress counts up to this). */
    int bandCount() {
        int depth = grid.cells().depth();
        int bands = Math.min(depth, Math.max(1, Parallel.threads() * 8));
        int rowsPerBand = (depth + bands - 1) / bands;
        return (depth + rowsPerBand - 1) / rowsPerBand;
    }

    /** Unit normal Y (signed) of each triangle; positive = front faces up. */
    float[] normalY() {
        return ny;
    }

    /** Output of {@link #run}. */
    record Result(SurfaceSamples samples, LinkBlockers blockers) {
    }

    /**
     * Samples the centres and, when blockerCosSlope is not NaN, collects link blockers from every
     * triangle whose normal Y is below it (steeper than the walkable slope, or facing down; when
     * double-sided, whose |normal Y| is below it: steeper only).
     */
    Result run(float blockerCosSlope, BooleanSupplier cancelled, IntConsumer bandsDone) {
        int depth = grid.cells().depth();
        int bands = bandCount();
        int rowsPerBand = (depth + bands - 1) / bands;
        Band[] out = new Band[bands];
        boolean doBlockers = !Float.isNaN(blockerCosSlope);
        AtomicBoolean abort = new AtomicBoolean();
        // Bin the triangles by band (counting sort), so a band only visits its own triangles.
        float oz = grid.cells().originZ(), cs = grid.cells().cellSize();
        int z0 = grid.cells().z0();
        int n = tris.count();
        int[] firstBand = new int[n];
        int[] lastBand = new int[n];
        Parallel.run((n + TriangleSceneSampler.CHUNK - 1) / TriangleSceneSampler.CHUNK, new IntConsumer() {
            @Override
            public void accept(int k) {
                for (int t = k * TriangleSceneSampler.CHUNK, end = Math.min(n, t + TriangleSceneSampler.CHUNK); t < end; t++) {
                    // A method per triangle: a bake runs a chunk once, too few times for the JIT to compile this loop.
                    bands(t);
                }
            }

            /** Triangle t's first and last band. */
            private void bands(int t) {
                // Rows whose centres, or whose links to the next row, the triangle can touch.
                int r0 = Math.max(0, CellGrid.ceilFrom((box[4 * t + 2] - oz) / cs - 1.5f, z0));
                int r1 = Math.min(depth - 1, CellGrid.floorFrom((box[4 * t + 3] - oz) / cs - 0.5f, z0));
                firstBand[t] = r1 < r0 ? 0 : r0 / rowsPerBand;
                lastBand[t] = r1 < r0 ? -1 : r1 / rowsPerBand;
            }
        }, abort, cancelled, "rasterise", Parallel.NO_PROGRESS);
        BandBins bins = new BandBins(firstBand, lastBand, n, bands);
        int[] binned = bins.binned;
        int[] binStart = bins.start;
        Parallel.run(bands, new IntConsumer() {
            @Override
            public void accept(int b) {
                int iz0 = b * rowsPerBand;
                int iz1 = Math.min(depth, iz0 + rowsPerBand);
                Band band = new Band(grid.cells().width(), iz0, iz1);
                band.rasterise(SceneRasterizer.this, binned, binStart[b], binStart[b + 1], doBlockers, blockerCosSlope, abort);
                band.finish(tris, ny, doubleSided);
                out[b] = band;
            }
        }, abort, cancelled, "rasterise", bandsDone);
        return BandMerge.merge(out, doBlockers, grid, tris, ny, slopeDeg);
    }

    /**
     * Slices triangle t with the vertical plane {@code u = c}, where u is Z (axis 2) or X (axis 0).
     * Writes {vA, yA, vB, yB} (v = the other horizontal axis, vA &lt;= vB) into out.
     *
     * @return false when the triangle does not cross the plane
     */
    static boolean slice(float[] xyz, int t, int axis, float c, float[] out) {
        int o = 9 * t;
        int other = axis == 2 ? 0 : 2;
        int found = 0;
        for (int e = 0; e < 3; e++) {
            int p = o + 3 * e;
            int q = o + 3 * ((e + 1) % 3);
            float pu = xyz[p + axis], qu = xyz[q + axis];
            if ((pu <= c) != (qu <= c)) {
                float s = (c - pu) / (qu - pu);
                float v = xyz[p + other] + s * (xyz[q + other] - xyz[p + other]);
                float yy = xyz[p + 1] + s * (xyz[q + 1] - xyz[p + 1]);
                out[2 * found] = v;
                out[2 * found + 1] = yy;
                found++;
                if (found == 2) {
                    break;
                }
            }
        }
        if (found < 2) {
            return false;
        }
        if (out[0] > out[2]) {
            float tv = out[0], ty = out[1];
            out[0] = out[2];
            out[1] = out[3];
            out[2] = tv;
            out[3] = ty;
        }
        return true;
    }

    /** The rows [iz0, iz1) of the grid: hits and link blockers, built by one worker. */
    static final class Band {
        final int width;
        final int iz0;
        final int iz1;
        int hitN;
        int[] hitCell = new int[1024];
        float[] hitY = new float[1024];
        int[] hitTri = new int[1024];
        int xN;
        int[] xLink = new int[256];
        float[] x4 = new float[1024];
        int zN;
        int[] zLink = new int[256];
        float[] z4 = new float[1024];
        int[] hitStart;
        int[] xStart;
        int[] zStart;

        Band(int width, int iz0, int iz1) {
            this.width = width;
            this.iz0 = iz0;
            this.iz1 = iz1;
        }

        int cellCount() {
            return (iz1 - iz0) * width;
        }

        void rasterise(SceneRasterizer r, int[] binned, int from, int to, boolean doBlockers, float cosSlope,
                       AtomicBoolean abort) {
            CellGrid g = r.grid.cells();
            float bandZ0 = g.centerZ(iz0);
            float bandZ1 = g.centerZ(Math.min(iz1, g.depth() - 1)); // z-links of the last row reach the next row
            float[] s = new float[4];
            reserveHits(r, binned, from, to, bandZ0, bandZ1, g.cellSize());
            for (int bi = from; bi < to; bi++) {
                int t = binned[bi];
                if ((bi & 4095) == 0 && abort.get()) {
                    return;
                }
                float minZ = r.box[4 * t + 2], maxZ = r.box[4 * t + 3];
                if (maxZ < bandZ0 || minZ > bandZ1) {
                    continue;
                }
                float nyT = r.ny[t];
                boolean hits = Math.abs(nyT) > VERTICAL_NY;
                boolean block = doBlockers && (r.doubleSided ? Math.abs(nyT) : nyT) < cosSlope;
                if (!hits && !block) {
                    continue;
                }
                rows(r, t, hits, block, minZ, maxZ, s);
                if (block) {
                    columns(r, t, s);
                }
            }
        }

        /**
         * Sizes the hit arrays for the hits the band's triangles are likely to make: their area seen from above, each
         * for the share of its Z extent in the band's rows, in cells, and 5% more. Grown by doubling from 1,024
         * entries, a band of the 1 km world (16 bands on 2 threads, about 700,000 cells each) left about 10 arrays
         * behind per array, the last ones each over the heap's region size, in the seconds when a fresh JVM's
         * collector grows the heap. Sized, a cold bake of the world allocated about 5.6 GB instead of 6.3 and took
         * 11.7 s instead of 12.65 (medians of 6 alternating cold builds; the committed heap swung as much either way).
         */
        private void reserveHits(SceneRasterizer r, int[] binned, int from, int to, float bandZ0, float bandZ1, float cs) {
            float[] v = r.tris.xyz;
            double area = 0;
            for (int bi = from; bi < to; bi++) {
                int t = binned[bi];
                if (Math.abs(r.ny[t]) > VERTICAL_NY) {
                    area += topArea(v, t) * share(r.box[4 * t + 2], r.box[4 * t + 3], bandZ0 - cs / 2, bandZ1 + cs / 2);
                }
            }
            long cap = (long) Math.ceil(1.05 * area / ((double) cs * cs));
            if (cap > hitCell.length) {
                int n = (int) Math.min(cap, Integer.MAX_VALUE - 16);
                hitCell = new int[n];
                hitY = new float[n];
                hitTri = new int[n];
            }
        }

        /** The area of triangle t seen from above, square metres. */
        private static double topArea(float[] v, int t) {
            int o = 9 * t;
            double ux = v[o + 3] - v[o], uz = v[o + 5] - v[o + 2], wx = v[o + 6] - v[o], wz = v[o + 8] - v[o + 2];
            return 0.5 * Math.abs(uz * wx - ux * wz);
        }

        /** The share, 0..1, of the range [lo, hi] inside [from, to] (1 for a range of no length inside it). */
        private static double share(float lo, float hi, float from, float to) {
            if (!(hi > lo)) {
                return lo >= from && lo <= to ? 1 : 0;
            }
            return Math.max(0, Math.min(hi, to) - Math.max(lo, from)) / (hi - lo);
        }

        /** Triangle t's centre hits (when hits) and x-link crossings (when block) in the band's rows; s is scratch. */
        private void rows(SceneRasterizer r, int t, boolean hits, boolean block, float minZ, float maxZ, float[] s) {
            CellGrid g = r.grid.cells();
            float cs = g.cellSize(), ox = g.originX(), oz = g.originZ();
            int x0 = g.x0(), z0 = g.z0(), w = g.width();
            float[] v = r.tris.xyz;
            int rz0 = Math.max(iz0, CellGrid.ceilFrom((minZ - oz) / cs - 0.5f, z0));
            int rz1 = Math.min(iz1 - 1, CellGrid.floorFrom((maxZ - oz) / cs - 0.5f, z0));
            for (int iz = rz0, rowEnd = rz1 + 1; iz < rowEnd; iz++) {
                float zc = oz + (z0 + iz + 0.5f) * cs;
                if (!slice(v, t, 2, zc, s)) {
                    continue;
                }
                float xa = s[0], ya = s[1], xb = s[2], yb = s[3];
                float span = xb - xa;
                float k = span > 0f ? (yb - ya) / span : 0f;
                if (hits) {
                    int ix0 = Math.max(0, CellGrid.ceilFrom((xa - ox) / cs - 0.5f, x0));
                    int ix1 = Math.min(w - 1, CellGrid.floorFrom((xb - ox) / cs - 0.5f, x0));
                    int rowBase = (iz - iz0) * width;
                    for (int ix = ix0, hitEnd = ix1 + 1; ix < hitEnd; ix++) {
                        float cx = ox + (x0 + ix + 0.5f) * cs;
                        addHit(rowBase + ix, ya + (cx - xa) * k, t);
                    }
                }
                if (block) {
                    int lx0 = Math.max(0, CellGrid.ceilFrom((xa - ox) / cs - 1.5f, x0));
                    int lx1 = Math.min(w - 2, CellGrid.floorFrom((xb - ox) / cs - 0.5f, x0));
                    int rowBase = (iz - iz0) * width;
                    for (int ix = lx0, linkEnd = lx1 + 1; ix < linkEnd; ix++) {
                        addCrossing(true, rowBase + ix, xa, ya, xb, yb, k, ox + (x0 + ix + 0.5f) * cs, cs);
                    }
                }
            }
        }

        /** Triangle t's z-link crossings between rows iz and iz + 1 for iz in the band; s is scratch. */
        private void columns(SceneRasterizer r, int t, float[] s) {
            CellGrid g = r.grid.cells();
            float cs = g.cellSize(), ox = g.originX(), oz = g.originZ();
            int x0 = g.x0(), z0 = g.z0(), w = g.width();
            float[] v = r.tris.xyz;
            float minX = r.box[4 * t], maxX = r.box[4 * t + 1];
            int cx0 = Math.max(0, CellGrid.ceilFrom((minX - ox) / cs - 0.5f, x0));
            int cx1 = Math.min(w - 1, CellGrid.floorFrom((maxX - ox) / cs - 0.5f, x0));
            int lastLinkRow = Math.min(iz1 - 1, g.depth() - 2);
            for (int ix = cx0, colEnd = cx1 + 1; ix < colEnd; ix++) {
                float xc = ox + (x0 + ix + 0.5f) * cs;
                if (!slice(v, t, 0, xc, s)) {
                    continue;
                }
                float za = s[0], ya = s[1], zb = s[2], yb = s[3];
                float span = zb - za;
                float k = span > 0f ? (yb - ya) / span : 0f;
                int lz0 = Math.max(iz0, CellGrid.ceilFrom((za - oz) / cs - 1.5f, z0));
                int lz1 = Math.min(lastLinkRow, CellGrid.floorFrom((zb - oz) / cs - 0.5f, z0));
                for (int iz = lz0, linkEnd = lz1 + 1; iz < linkEnd; iz++) {
                    addCrossing(false, (iz - iz0) * width + ix, za, ya, zb, yb, k, oz + (z0 + iz + 0.5f) * cs, cs);
                }
            }
        }

        private void addHit(int cell, float y, int tri) {
            if (hitN == hitCell.length) {
                int cap = hitN * 2;
                hitCell = Arrays.copyOf(hitCell, cap);
                hitY = Arrays.copyOf(hitY, cap);
                hitTri = Arrays.copyOf(hitTri, cap);
            }
            hitCell[hitN] = cell;
            hitY[hitN] = y;
            hitTri[hitN] = tri;
            hitN++;
        }

        /**
         * Records where a triangle's slice, running from a to b along the link axis with heights ya
         * to yb (slope k per metre), crosses the link from the cell centre at c0 to the next one at
         * c0 + cs: the crossing's parameter range on the link and its height range.
         *
         * @param alongX true for an x-link (addX), false for a z-link (addZ)
         */
        private void addCrossing(boolean alongX, int link, float a, float ya, float b, float yb, float k, float c0,
                                 float cs) {
            float lo = Math.max(a, c0), hi = Math.min(b, c0 + cs);
            if (lo > hi) {
                return;
            }
            float y0, y1;
            if (b - a > 0f) {
                y0 = ya + (lo - a) * k;
                y1 = ya + (hi - a) * k;
            } else {
                y0 = ya;
                y1 = yb;
            }
            float t0 = (lo - c0) / cs, t1 = (hi - c0) / cs;
            if (alongX) {
                addX(link, t0, t1, Math.min(y0, y1), Math.max(y0, y1));
            } else {
                addZ(link, t0, t1, Math.min(y0, y1), Math.max(y0, y1));
            }
        }

        private void addX(int link, float t0, float t1, float ylo, float yhi) {
            if (xN == xLink.length) {
                xLink = Arrays.copyOf(xLink, xN * 2);
                x4 = Arrays.copyOf(x4, xN * 8);
            }
            xLink[xN] = link;
            int o = 4 * xN++;
            x4[o] = t0;
            x4[o + 1] = t1;
            x4[o + 2] = ylo;
            x4[o + 3] = yhi;
        }

        private void addZ(int link, float t0, float t1, float ylo, float yhi) {
            if (zN == zLink.length) {
                zLink = Arrays.copyOf(zLink, zN * 2);
                z4 = Arrays.copyOf(z4, zN * 8);
            }
            zLink[zN] = link;
            int o = 4 * zN++;
            z4[o] = t0;
            z4[o + 1] = t1;
            z4[o + 2] = ylo;
            z4[o + 3] = yhi;
        }

        /**
         * Buckets hits and blockers by cell (counting sort), sorts each cell's hits and merges
         * duplicates: hits of one body at one height facing the same way (either way when double-sided).
         */
        void finish(SceneTriangles tris, float[] ny, boolean doubleSided) {
            int cells = cellCount();
            // Hits. Each loop is a method: the optimising compiler compiles a large method with several
            // loops again from each loop (on-stack replacement), each time whole.
            int[] start = new int[cells + 1];
            countStarts(hitCell, hitN, cells, start);
            float[] y = new float[hitN];
            int[] tri = new int[hitN];
            scatterHits(start, cells, y, tri);
            int[] outStart = new int[cells + 1];
            int w = sortAndMerge(start, outStart, cells, y, tri, tris.body, ny, doubleSided);
            outStart[cells] = w;
            hitStart = outStart;
            // Not trimmed to w: the merge reads the first hitN.
            hitY = y;
            hitTri = tri;
            hitN = w;
            hitCell = null;
            // Blockers.
            xStart = new int[cells + 1];
            x4 = bucket(xLink, x4, xN, cells, xStart);
            zStart = new int[cells + 1];
            z4 = bucket(zLink, z4, zN, cells, zStart);
            xLink = null;
            zLink = null;
        }

        /** Puts the hits' heights and triangles into y and tri, cell after cell (from the cells' starts). */
        private void scatterHits(int[] start, int cells, float[] y, int[] tri) {
            int[] fill = Arrays.copyOf(start, cells);
            for (int i = 0; i < hitN; i++) {
                int p = fill[hitCell[i]]++;
                y[p] = hitY[i];
                tri[p] = hitTri[i];
            }
        }

        /** Sorts and merges each cell's hits, packed from 0 on, each cell's first in outStart; returns their number. */
        private static int sortAndMerge(int[] start, int[] outStart, int cells, float[] y, int[] tri, int[] body,
                                        float[] ny, boolean doubleSided) {
            int w = 0;
            for (int c = 0; c < cells; c++) {
                int a = start[c], b = start[c + 1];
                outStart[c] = w;
                if (b - a > 1) {
                    sortCell(a, b, y, tri, ny);
                }
                w = mergeCell(a, b, w, y, tri, body, ny, doubleSided);
            }
            return w;
        }

        /** Fills start (cells + 1 entries, zero) with the first index of each cell's items, n items with cells cell[0 .. n). */
        private static void countStarts(int[] cell, int n, int cells, int[] start) {
            for (int i = 0; i < n; i++) {
                start[cell[i] + 1]++;
            }
            for (int c = 0; c < cells; c++) {
                start[c + 1] += start[c];
            }
        }

        /** Sorts the hits [a, b) by {@link #before} (insertion sort: cells hold a handful of hits). */
        private static void sortCell(int a, int b, float[] y, int[] tri, float[] ny) {
            for (int i = a + 1; i < b; i++) {
                float yi = y[i];
                int ti = tri[i];
                int j = i - 1;
                while (j >= a && before(yi, ti, y[j], tri[j], ny)) {
                    y[j + 1] = y[j];
                    tri[j + 1] = tri[j];
                    j--;
                }
                y[j + 1] = yi;
                tri[j + 1] = ti;
            }
        }

        /**
         * Moves the sorted hits [a, b) of a cell down to w on, dropping duplicates (one body, within
         * {@link #MERGE_EPS}, facing the same way unless double-sided).
         *
         * @return the end of the cell's kept hits
         */
        private static int mergeCell(int a, int b, int w, float[] y, int[] tri, int[] body, float[] ny,
                                     boolean doubleSided) {
            int first = w;
            for (int i = a; i < b; i++) {
                boolean dup = false;
                for (int k = w - 1; k >= first && y[i] - y[k] <= MERGE_EPS; k--) {
                    if (body[tri[k]] == body[tri[i]] && (doubleSided || (ny[tri[k]] > 0f) == (ny[tri[i]] > 0f))) {
                        dup = true;
                        break;
                    }
                }
                if (!dup) {
                    y[w] = y[i];
                    tri[w] = tri[i];
                    w++;
                }
            }
            return w;
        }

        private static float[] bucket(int[] link, float[] e4, int n, int cells, int[] start) {
            countStarts(link, n, cells, start);
            int[] fill = Arrays.copyOf(start, cells);
            float[] out = new float[4 * n];
            for (int i = 0; i < n; i++) {
                int p = 4 * fill[link[i]]++;
                System.arraycopy(e4, 4 * i, out, p, 4);
            }
            return out;
        }

        // Sorting order: by height; at equal height an upward-facing surface comes first, so a
        // floor with an object resting on it sees that object's underside as zero headroom.
        private static boolean before(float ya, int ta, float yb, int tb, float[] ny) {
            if (ya != yb) {
                return ya < yb;
            }
            return ny[ta] > 0f && !(ny[tb] > 0f);
        }
    }
}
