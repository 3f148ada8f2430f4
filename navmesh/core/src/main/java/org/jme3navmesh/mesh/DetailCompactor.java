package org.jme3navmesh.mesh;

import java.util.Arrays;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

/**
 * Turns the bake's sampled heights ({@link HeightDetail}, one list per cell of the whole grid)
 * into a mesh's {@link TriangleDetail}: per triangle, nothing where the samples stay within
 * maxError of its plane ({@link HeightDetail#followsPlane}), else the coarsest node grid (a node
 * every 16, 8, 4 or 2 cells) fitted by least squares to the sampled surface at the check points
 * and within maxError of it at each, else a node per cell (the samples themselves, read as before).
 *
 * <p>The check points of a triangle are its cell centres, the half-cell lattice near its
 * edges and points every half cell along them. Both surfaces are bilinear on each patch
 * between four cell centres wherever every sample is used, so their difference peaks at the
 * checked points; near the edges, where samples may be missing, the points are denser.
 */
final class DetailCompactor {
    private final NavMesh mesh;
    private final HeightDetail sampled;
    private final float maxDelta;
    private final float maxError;
    /** Step of the node heights: 1/16 of maxError, or 0 (any float) when maxError is 0. */
    private final float quantum;
    private final float[] plane = new float[5];
    private final float[][] scratch = {new float[256]};
    /** The first stride tried: a node every 2^START_SHIFT cells. */
    private static final int START_SHIFT = 2;
    /**
     * Within this many cells of a triangle's edges the check points are half a cell apart.
     * Farther in, both surfaces are bilinear between the same cell centres (every sample is used
     * there), so their difference peaks at the cell centres, which are checked.
     */
    private static final float NEAR_EDGE = 1.0f;
    /**
     * Lattice points up to this many cells outside a triangle count as inside: a cell centre on
     * an edge is a point of the triangle ({@link NavMesh#heightAt} reads it there), but its
     * rounded coordinates may fall a float step outside.
     */
    private static final float ON_EDGE = 1e-4f;
    /** Largest cell range of a triangle tried with coarse grids. */
    private static final int MAX_FITTED_CELLS = 1 << 16;
    /** Triangles per parallel chunk at least, and chunks at most. */
    private static final int TRIANGLES_PER_CHUNK = 16;
    private static final int MAX_CHUNKS = 256;
    /**
     * The current triangle's check points: X and Z in cells from the centre of its first cell
     * ({@link TriangleDetail#cellCoord}; times {@link TriangleDetail#strideInv} they are node
     * coordinates), plane height, sampled surface height.
     */
    private float[] px = new float[256], pz = new float[256], pPlane = new float[256], pExact = new float[256];
    /** The current triangle's first cell (cxa, cza), which the check points' coordinates start from. */
    private int firstX, firstZ;
    private int points;
    /** How many of the first check points the least-squares fit uses. */
    private int fitPoints;
    private int[] meta;
    /** The least-squares fit of coarse node grids, with its scratch. */
    private final NodeGridFit fit = new NodeGridFit();
    private float[] nodes = new float[1024];
    private int nodeCount;

    private DetailCompactor(NavMesh mesh, HeightDetail sampled, float maxDelta, float maxError) {
        this.mesh = mesh;
        this.sampled = sampled;
        this.maxDelta = maxDelta;
        this.maxError = maxError;
        this.quantum = maxError / 16f;
    }

    /**
     * The compact detail of mesh's triangles.
     *
     * @param mesh     the triangles and their planes; not null, unaffected (its own detail is not read)
     * @param sampled  the sampled heights, anchored grid; not null, unaffected
     * @param maxDelta largest |sample - plane| the detail may correct, metres; &gt; 0
     * @param maxError largest change of a triangle's height from the samples', metres; &gt;= 0 (0:
     *                 keep every sample that a non-level triangle reads)
     * @return the detail; never null
     */
    static TriangleDetail compact(NavMesh mesh, HeightDetail sampled, float maxDelta, float maxError) {
        if (!(maxError >= 0f) || !Float.isFinite(maxError)) {
            throw new IllegalArgumentException("detail error must be finite and >= 0, got " + maxError);
        }
        int n = mesh.triangleCount();
        int[] meta = new int[TriangleDetail.META * n];
        // Triangles are independent: fixed chunks compact in parallel, each into its own node list,
        // and the lists are joined in triangle order, so the result is the same on any number of threads.
        // One task per worker takes the chunks in turn from a shared counter: a parallel stream over the
        // chunks would cut them into a few fixed ranges, and the costs of triangles differ too much for that.
        int chunks = Math.max(1, Math.min(MAX_CHUNKS, n / TRIANGLES_PER_CHUNK));
        DetailCompactor[] parts = new DetailCompactor[chunks];
        IntStream.range(0, Math.min(chunks, parallelism())).parallel()
                .forEach(new ChunkTaker(new Chunk(mesh, sampled, maxDelta, maxError, meta, parts), chunks));
        int total = 0;
        for (DetailCompactor c : parts) {
            total += c.nodeCount;
        }
        float[] nodes = new float[total];
        int base = 0;
        for (int k = 0; k < chunks; k++) {
            for (int t = chunkStart(n, chunks, k); t < chunkStart(n, chunks, k + 1); t++) {
                int m = TriangleDetail.META * t;
                if (meta[m] >= 0) {
                    meta[m] += base;
                }
            }
            System.arraycopy(parts[k].nodes, 0, nodes, base, parts[k].nodeCount);
            base += parts[k].nodeCount;
        }
        CellGrid g = sampled.grid();
        return new TriangleDetail(g.originX(), g.originZ(), g.cellSize(), maxDelta, parts[0].quantum, meta, nodes);
    }

    /**
     * Threads a parallel stream started here runs on: the workers of the fork-join pool the calling
     * thread belongs to, else the common pool's workers and the calling thread.
     */
    private static int parallelism() {
        ForkJoinPool pool = ForkJoinTask.getPool();
        return Math.max(1, pool != null ? pool.getParallelism() : ForkJoinPool.getCommonPoolParallelism() + 1);
    }

    /**
     * Runs chunks in turn, each taken from a counter shared by all the takers, until none is left
     * (a class, not a lambda, as {@link Chunk} says why).
     */
    private static final class ChunkTaker implements IntConsumer {
        private final IntConsumer chunk;
        private final int chunks;
        private final AtomicInteger next = new AtomicInteger();

        ChunkTaker(IntConsumer chunk, int chunks) {
            this.chunk = chunk;
            this.chunks = chunks;
        }

        @Override
        public void accept(int taker) {
            for (int k = next.getAndIncrement(); k < chunks; k = next.getAndIncrement()) {
                chunk.accept(k);
            }
        }
    }

    /** First triangle of chunk k of n triangles in the given number of chunks. */
    private static int chunkStart(int n, int chunks, int k) {
        return (int) ((long) n * k / chunks);
    }

    /**
     * Compacts chunk k of the triangles into parts[k] (a class, not a lambda: a fresh JVM links each
     * lambda on its first call, and a bake compacts the detail).
     */
    private static final class Chunk implements IntConsumer {
        private final NavMesh mesh;
        private final HeightDetail sampled;
        private final float maxDelta;
        private final float maxError;
        private final int[] meta;
        private final DetailCompactor[] parts;

        Chunk(NavMesh mesh, HeightDetail sampled, float maxDelta, float maxError, int[] meta,
                DetailCompactor[] parts) {
            this.mesh = mesh;
            this.sampled = sampled;
            this.maxDelta = maxDelta;
            this.maxError = maxError;
            this.meta = meta;
            this.parts = parts;
        }

        @Override
        public void accept(int k) {
            int n = mesh.triangleCount();
            int chunks = parts.length;
            DetailCompactor c = new DetailCompactor(mesh, sampled, maxDelta, maxError);
            c.meta = meta;
            for (int t = chunkStart(n, chunks, k); t < chunkStart(n, chunks, k + 1); t++) {
                c.compact(t);
            }
            parts[k] = c;
        }
    }

    private void compact(int t) {
        int m = TriangleDetail.META * t;
        meta[m] = -1;
        mesh.plane(t, plane);
        float x0 = Float.MAX_VALUE, z0 = Float.MAX_VALUE, x1 = -Float.MAX_VALUE, z1 = -Float.MAX_VALUE;
        for (int k = 0; k < 3; k++) {
            int v = mesh.vertex(t, k);
            x0 = Math.min(x0, mesh.vertexX(v));
            x1 = Math.max(x1, mesh.vertexX(v));
            z0 = Math.min(z0, mesh.vertexZ(v));
            z1 = Math.max(z1, mesh.vertexZ(v));
        }
        // The triangle's XZ box, padded a little for points computed on its edges.
        float pad = 1e-3f;
        x0 -= pad;
        z0 -= pad;
        x1 += pad;
        z1 += pad;
        if (sampled.followsPlane(x0, z0, x1, z1, plane[0], plane[1], plane[2], plane[3], plane[4], maxDelta,
                Math.max(maxError, NavMesh.FLAT_EPSILON))) {
            return;
        }
        CellGrid g = sampled.grid();
        double cs = g.cellSize();
        // The cells whose centres weigh in on some point of the box.
        int cxa = Math.max(0, CellGrid.floorFrom((x0 - g.originX()) / cs - 0.5, 0));
        int cza = Math.max(0, CellGrid.floorFrom((z0 - g.originZ()) / cs - 0.5, 0));
        int cxb = (int) Math.min(g.width() - 1L, CellGrid.floorFrom((x1 - g.originX()) / cs - 0.5, 0) + 1L);
        int czb = (int) Math.min(g.depth() - 1L, CellGrid.floorFrom((z1 - g.originZ()) / cs - 0.5, 0) + 1L);
        if (cxa > cxb || cza > czb) {
            return; // no sample near: the plane answers (followsPlane only misses this through rounding)
        }
        // Coarse grids only where the check points fit in the scratch (a node per cell above that).
        firstX = cxa;
        firstZ = cza;
        points = (long) (cxb - cxa + 1) * (czb - cza + 1) > MAX_FITTED_CELLS ? 0 : collectCheckPoints(t, cxa, cza, cxb, czb);
        // From a middle stride: coarser while the grids fit, else finer until one does (a node per cell always does).
        Candidate best = null;
        int start = points == 0 ? 0 : START_SHIFT;
        for (int shift = start; shift <= TriangleDetail.MAX_SHIFT && shift > 0; shift++) {
            Candidate c = candidate(t, best == null ? nodeCount : best.off + best.count(), cxa, cza, cxb, czb, shift);
            if (c != null && best != null && c.count() >= best.count()) {
                break; // no fewer nodes: a coarser grid would only fit worse
            }
            if (c != null && !fitted(c)) {
                break;
            }
            best = c == null ? best : c;
        }
        for (int shift = Math.max(0, start - 1); best == null && shift >= 0; shift--) {
            Candidate c = candidate(t, nodeCount, cxa, cza, cxb, czb, shift);
            best = c != null && fitted(c) ? c : null;
        }
        System.arraycopy(nodes, best.off, nodes, nodeCount, best.count());
        meta[m] = nodeCount;
        meta[m + 1] = cxa;
        meta[m + 2] = cza;
        meta[m + 3] = best.nw;
        meta[m + 4] = best.nd;
        meta[m + 5] = best.shift;
        nodeCount += best.count();
    }

    /** The grid of a node every 2^shift cells, at nodes[off ..], or null when it has more than half as many nodes as cells. */
    private static Candidate candidate(int t, int off, int cxa, int cza, int cxb, int czb, int shift) {
        int k = 1 << shift;
        int nw = (cxb - cxa + k - 1) / k + 1, nd = (czb - cza + k - 1) / k + 1;
        if (shift > 0 && (long) nw * nd * 2 > (long) (cxb - cxa + 1) * (czb - cza + 1)) {
            return null;
        }
        return new Candidate(t, off, cxa, cza, cxb, czb, nw, nd, shift);
    }

    /**
     * Fills the candidate's nodes (fitted on a coarse grid, quantized) and tells whether it stays
     * within maxError of the sampled surface at every check point (a node per cell always does).
     */
    private boolean fitted(Candidate c) {
        fillNodes(c);
        if (c.shift > 0) {
            fit.fit(c, nodes, px, pz, pPlane, pExact, fitPoints);
        }
        quantize(c);
        return c.shift == 0 || fits(c);
    }

    /** A node grid tried for triangle t, written at nodes[off ..]; its cell range cxa..cxb, cza..czb. */
    record Candidate(int t, int off, int cxa, int cza, int cxb, int czb, int nw, int nd, int shift) {
        int count() { return nw * nd; }
    }

    /**
     * Writes the candidate's nodes: the sample of each node's cell nearest the plane within the
     * range the triangle's points could pick (NaN when none or outside the grid); on a coarse grid,
     * missing nodes then take the plane plus their present neighbours' mean offset from it.
     */
    private void fillNodes(Candidate c) {
        if (c.off + c.count() > nodes.length) {
            nodes = Arrays.copyOf(nodes, Math.max(2 * nodes.length, c.off + c.count()));
        }
        CellGrid g = sampled.grid();
        // A point weighs a node in up to 2^shift cells away, where the plane differs by this much.
        float reach = maxDelta + (1 << c.shift) * g.cellSize() * (Math.abs(plane[3]) + Math.abs(plane[4]));
        for (int j = 0; j < c.nd; j++) {
            int cz = c.cza + (j << c.shift);
            for (int i = 0; i < c.nw; i++) {
                int cx = c.cxa + (i << c.shift);
                nodes[c.off + i + j * c.nw] = cx < g.width() && cz < g.depth()
                        ? sampled.nearestSample(cx, cz, planeAtCell(c.t, cx, cz), reach) : Float.NaN;
            }
        }
        if (c.shift > 0) {
            extendToMissing(c);
        }
    }

    /**
     * Gives the missing nodes next to present ones (where the walkable surface ends between two
     * nodes) the plane plus the mean offset from the plane of those neighbours, twice over; the
     * nodes still missing get the plane.
     */
    private void extendToMissing(Candidate c) {
        int nw = c.nw, nd = c.nd;
        float[] prev = scratch(0, c.count());
        for (int pass = 0; pass < 3; pass++) {
            System.arraycopy(nodes, c.off, prev, 0, c.count());
            for (int j = 0; j < nd; j++) {
                for (int i = 0; i < nw; i++) {
                    if (!Float.isNaN(prev[i + j * nw])) {
                        continue;
                    }
                    float sum = 0f;
                    int n = 0;
                    for (int b = Math.max(0, j - 1); b <= Math.min(nd - 1, j + 1); b++) {
                        for (int a = Math.max(0, i - 1); a <= Math.min(nw - 1, i + 1); a++) {
                            if (!Float.isNaN(prev[a + b * nw])) {
                                sum += prev[a + b * nw] - nodePlane(c, a, b);
                                n++;
                            }
                        }
                    }
                    if (n > 0 || pass == 2) {
                        nodes[c.off + i + j * nw] = nodePlane(c, i, j) + (n > 0 ? sum / n : 0f);
                    }
                }
            }
        }
    }

    /** Rounds the candidate's nodes to quantum steps above its lowest node ({@link DetailCodec}). */
    private void quantize(Candidate c) {
        if (quantum == 0f) {
            return;
        }
        float base = DetailCodec.lowest(nodes, c.off, c.count());
        for (int i = c.off; i < c.off + c.count(); i++) {
            if (!Float.isNaN(nodes[i])) {
                nodes[i] = TriangleDetail.dequantize(base, (int) Math.round((nodes[i] - (double) base) / quantum), quantum);
            }
        }
    }

    /** True when the candidate stays within maxError of the sampled surface at every check point. */
    private boolean fits(Candidate c) {
        float inv = TriangleDetail.strideInv(c.shift);
        for (int pt = 0; pt < points; pt++) {
            float fx = px[pt] * inv;
            float fz = pz[pt] * inv;
            float approx = TriangleDetail.interpolate(nodes, c.off, c.nw, c.nd, fx, fz, pPlane[pt], maxDelta);
            if (!(Math.abs(approx - pExact[pt]) <= maxError)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Collects triangle t's check points with their plane and sampled heights: first those the
     * fit uses (every cell along its edges from each corner, the cell centres inside it),
     * counted in {@link #fitPoints}, then the other
     * half-cell points along and near its edges; returns their number.
     */
    private int collectCheckPoints(int t, int cxa, int cza, int cxb, int czb) {
        int n = 0;
        for (int pass = 0; pass < 2; pass++) {
            n = collectEdgePoints(t, n, pass);
            n = collectInsidePoints(t, n, pass, cxa, cza, cxb, czb);
            if (pass == 0) {
                fitPoints = n;
            }
        }
        return n;
    }

    /** Adds the points every half cell along t's edges: even ones in pass 0, odd ones in pass 1. */
    private int collectEdgePoints(int t, int n, int pass) {
        float cs = sampled.grid().cellSize();
        for (int k = 0; k < 3; k++) {
            int a = mesh.vertex(t, k), b = mesh.vertex(t, k == 2 ? 0 : k + 1);
            float ax = mesh.vertexX(a), az = mesh.vertexZ(a);
            float ex = mesh.vertexX(b) - ax, ez = mesh.vertexZ(b) - az;
            int steps = 2 * (int) Math.min(1 << 20, Math.ceil(Math.max(Math.abs(ex), Math.abs(ez)) / cs));
            for (int i = pass; i < steps; i += 2) {
                n = addCheckPoint(t, n, ax + ex * i / steps, az + ez * i / steps);
            }
        }
        return n;
    }

    /**
     * Adds the lattice points inside t: the cell centres (pass 0), and within {@link #NEAR_EDGE}
     * cells of its edges the other half-cell points (pass 1).
     */
    private int collectInsidePoints(int t, int n, int pass, int cxa, int cza, int cxb, int czb) {
        // Pass 0 visits the cell centres (lattice indices that are multiples of 4), pass 1 the
        // half-cell points (even indices) near the edges; the quarter-cell points are never checked.
        int step = pass == 0 ? 4 : 2;
        int j0 = 4 * cza - 2;
        for (int j = j0 + Math.floorMod(-j0, step); j <= 4 * czb + 2; j += step) {
            n = collectInsideRow(t, n, pass, step, j, cxa, cxb);
        }
        return n;
    }

    /**
     * {@link #collectInsidePoints} of lattice row j (a method per row: a method is compiled after a
     * few hundred calls, a loop in a method called once per triangle only after tens of thousands of turns).
     */
    private int collectInsideRow(int t, int n, int pass, int step, int j, int cxa, int cxb) {
        CellGrid g = sampled.grid();
        float cs = g.cellSize();
        float z = g.originZ() + (0.25f * j + 0.5f) * cs;
        // The row's stretch inside the triangle (a lattice step wider; the test below decides).
        double lo = Double.NEGATIVE_INFINITY, hi = Double.POSITIVE_INFINITY;
        for (int k = 0; k < 3; k++) {
            int a = mesh.vertex(t, k), b = mesh.vertex(t, k == 2 ? 0 : k + 1);
            double ax = mesh.vertexX(a), az = mesh.vertexZ(a);
            double ex = mesh.vertexX(b) - ax, ez = mesh.vertexZ(b) - az;
            // Inside edge k (Geometry.area2 >= 0): ez x >= ex (z - az) + ez ax.
            double c0 = ex * (z - az) + ez * ax;
            if (ez > 0) {
                lo = Math.max(lo, c0 / ez);
            } else if (ez < 0) {
                hi = Math.min(hi, c0 / ez);
            } else if (c0 > 1e-6 * (1 + Math.abs(ex))) {
                hi = Double.NEGATIVE_INFINITY;
            }
        }
        double f0 = Math.floor(4 * ((lo - g.originX()) / cs - 0.5)) - 1;
        double f1 = Math.ceil(4 * ((hi - g.originX()) / cs - 0.5)) + 1;
        int i0 = (int) Math.max(4L * cxa - 2, f0), i1 = (int) Math.min(4L * cxb + 2, f1);
        for (int i = i0 + Math.floorMod(-i0, step); i <= i1; i += step) {
            float x = g.originX() + (0.25f * i + 0.5f) * cs;
            float inside = mesh.insideDistanceXZ(t, x, z);
            if (inside < -ON_EDGE * cs) {
                continue; // outside; a point on an edge may come out a rounding step outside
            }
            // Cell centres (i, j multiples of 4) everywhere; the rest near the edges only.
            int level = (i & 3) == 0 && (j & 3) == 0 ? 0 : (i & 1) == 0 && (j & 1) == 0 ? 1 : 2;
            if (level == 0 ? pass == 0 : level == 1 && pass == 1 && inside < NEAR_EDGE * cs) {
                n = addCheckPoint(t, n, x, z);
            }
        }
        return n;
    }

    private int addCheckPoint(int t, int n, float x, float z) {
        if (n == px.length) {
            px = Arrays.copyOf(px, 2 * n);
            pz = Arrays.copyOf(pz, 2 * n);
            pPlane = Arrays.copyOf(pPlane, 2 * n);
            pExact = Arrays.copyOf(pExact, 2 * n);
        }
        float p = mesh.planeHeight(t, x, z);
        CellGrid g = sampled.grid();
        px[n] = TriangleDetail.cellCoord(x, g.originX(), g.cellSize(), firstX);
        pz[n] = TriangleDetail.cellCoord(z, g.originZ(), g.cellSize(), firstZ);
        pPlane[n] = p;
        pExact[n] = sampled.heightAt(x, z, p, maxDelta);
        return n + 1;
    }

    private float nodePlane(Candidate c, int i, int j) {
        return planeAtCell(c.t, c.cxa + (i << c.shift), c.cza + (j << c.shift));
    }

    private float planeAtCell(int t, int cx, int cz) {
        CellGrid g = sampled.grid();
        return mesh.planeHeight(t, g.originX() + (cx + 0.5f) * g.cellSize(), g.originZ() + (cz + 0.5f) * g.cellSize());
    }

    /** Scratch array number k of at least n floats. */
    private float[] scratch(int k, int n) {
        if (scratch[k].length < n) {
            scratch[k] = new float[Math.max(n, 2 * scratch[k].length)];
        }
        return scratch[k];
    }
}
