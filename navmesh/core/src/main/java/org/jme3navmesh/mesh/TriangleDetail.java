package org.jme3navmesh.mesh;

import java.util.Arrays;
import java.util.Objects;

/**
 * The height detail a {@link NavMesh} keeps: per triangle, nothing when the sampled surface
 * stays within the build's error of the triangle's plane, else a small grid of surface heights
 * (nodes) over the triangle, which {@link NavMesh#heightAt} interpolates. Built from the bake's
 * {@link HeightDetail} by {@link DetailCompactor}; its size grows with the triangles and the
 * detail they need, not with the bake grid.
 *
 * <p>The nodes lie on the centres of the bake's cells (cell (i, j) is centred at
 * {@code (originX + (i + 0.5) cellSize, originZ + (j + 0.5) cellSize)}): a triangle's grid starts
 * at cell (cx0, cz0) and takes every {@code 2^shift}-th cell, nw by nd nodes. A node holds the
 * surface height there, or NaN where there is none. Immutable and thread-safe.
 */
public final class TriangleDetail {
    /** Ints per triangle in {@link #meta}: node offset (-1: none), cx0, cz0, nw, nd, shift. */
    static final int META = 6;
    /** Largest stride exponent: a node every 2^MAX_SHIFT cells. */
    static final int MAX_SHIFT = 4;
    private final float originX;
    private final float originZ;
    private final float cellSize;
    private final float maxDelta;
    private final float quantum;
    private final int[] meta;
    /** For an edited mesh's detail: per triangle, the base triangle whose record in meta it reads; else null. */
    /** Per triangle in pages ({@link PagedArrays}), the base triangle whose record it reads; null for a baked mesh. */
    private final int[][] parents;
    /** The number of triangles read through parents. */
    private final int parentCount;
    private final float[] nodes;

    /**
     * @param originX  X of the bake grid's corner, world metres; finite
     * @param originZ  Z of the bake grid's corner, world metres; finite
     * @param cellSize cell size, metres; finite, &gt; 0
     * @param maxDelta largest |node - plane| a node may correct, metres; finite, &gt; 0
     * @param quantum  the step of the node heights, metres: each triangle's nodes are
     *                 {@link #dequantize}(its lowest node, k, quantum) for integers k; 0 when they
     *                 are any floats; finite, &gt;= 0
     * @param meta     {@value #META} ints per triangle (see the class comment); not null; kept, not
     *                 copied: do not modify afterwards
     * @param nodes    the node heights of all triangles, metres (NaN: no surface); not null; kept,
     *                 not copied
     * @throws IllegalArgumentException when the arrays are inconsistent
     */
    TriangleDetail(float originX, float originZ, float cellSize, float maxDelta, float quantum, int[] meta,
                   float[] nodes) {
        Objects.requireNonNull(meta, "meta");
        Objects.requireNonNull(nodes, "nodes");
        if (!Float.isFinite(originX) || !Float.isFinite(originZ) || !(cellSize > 0f) || !Float.isFinite(cellSize)
                || !(maxDelta > 0f) || !Float.isFinite(maxDelta) || meta.length % META != 0
                || !(quantum >= 0f) || !Float.isFinite(quantum)) {
            throw new IllegalArgumentException("height detail grid or tolerance is invalid");
        }
        long end = 0;
        for (int m = 0; m < meta.length; m += META) {
            if (meta[m] < 0) {
                continue;
            }
            int nw = meta[m + 3], nd = meta[m + 4], shift = meta[m + 5];
            if (meta[m] != end || nw < 1 || nd < 1 || shift < 0 || shift > MAX_SHIFT) {
                throw new IllegalArgumentException("height detail of triangle " + m / META + " is inconsistent");
            }
            end += (long) nw * nd;
            if (end > nodes.length) {
                throw new IllegalArgumentException("height detail of triangle " + m / META + " overruns its nodes");
            }
        }
        if (end != nodes.length) {
            throw new IllegalArgumentException("height detail has " + (nodes.length - end) + " unused nodes");
        }
        this.originX = originX;
        this.originZ = originZ;
        this.cellSize = cellSize;
        this.maxDelta = maxDelta;
        this.quantum = quantum;
        this.meta = meta;
        this.parents = null;
        this.parentCount = 0;
        this.nodes = nodes;
    }

    /**
     * The detail of an edited mesh: base's grid, nodes and records, triangle t reading the record
     * of base triangle parents[t] (a carved triangle's pieces read their parent's nodes).
     *
     * @param base    the detail of the baked mesh; not null; shared
     * @param parents per triangle, the base triangle whose record it reads, in pages ({@link PagedArrays}); not
     *                null; kept, not copied
     * @param n       the number of triangles
     */
    TriangleDetail(TriangleDetail base, int[][] parents, int n) {
        this.originX = base.originX;
        this.originZ = base.originZ;
        this.cellSize = base.cellSize;
        this.maxDelta = base.maxDelta;
        this.quantum = base.quantum;
        this.meta = base.meta;
        this.parents = parents;
        this.parentCount = n;
        this.nodes = base.nodes;
    }

    /**
     * Number of triangles described.
     *
     * @return the number of triangles, &gt;= 0
     */
    public int triangleCount() { return parents != null ? parentCount : meta.length / META; }

    /** The offset of triangle t's record in meta. */
    private int record(int t) {
        return META * (parents == null ? t : parents[t >>> PagedArrays.SHIFT][t & PagedArrays.MASK]);
    }

    /**
     * True when triangle t has no nodes: its height is its plane.
     *
     * @param t triangle id, 0 &lt;= t &lt; triangleCount() (not checked)
     * @return whether t keeps no detail
     */
    public boolean isFlat(int t) { return meta[record(t)] < 0; }

    /**
     * Number of nodes kept for all triangles.
     *
     * @return the number of node heights, &gt;= 0 (an edited mesh's detail counts its base's nodes)
     */
    public int nodeCount() { return nodes.length; }

    /**
     * X of the bake grid's corner, world metres.
     *
     * @return world X, metres; finite
     */
    public float originX() { return originX; }

    /**
     * Z of the bake grid's corner, world metres.
     *
     * @return world Z, metres; finite
     */
    public float originZ() { return originZ; }

    /**
     * Cell size of the bake grid, metres.
     *
     * @return the cell edge, metres; finite, &gt; 0
     */
    public float cellSize() { return cellSize; }

    /**
     * Step of the node heights, metres, or 0 when they are any floats.
     *
     * @return the step, metres; finite and &gt; 0, or 0 for unquantized heights
     */
    public float quantum() { return quantum; }

    /**
     * The largest |node - plane| a node may correct, metres: {@link #heightAt} lies within it of nearY (a weighted
     * mean of nodes within it of nearY and of nearY itself), up to the rounding of that mean.
     */
    float maxDelta() {
        return maxDelta;
    }

    /** The height k steps of quantum above base, metres (the one rounding used to build and load). */
    static float dequantize(float base, int k, float quantum) {
        return base + k * quantum;
    }

    /**
     * Height of triangle t's surface at (x, z): the nodes around (x, z) interpolated bilinearly,
     * each used only when within maxDelta of nearY, the missing ones replaced by nearY.
     * Allocation-free.
     *
     * @param t     triangle id, 0 .. triangleCount() - 1 (not checked)
     * @param x     world X, metres
     * @param z     world Z, metres
     * @param nearY the triangle plane's height at (x, z), world metres
     * @return the height, metres; nearY when t is flat or no node is near
     */
    public float heightAt(int t, float x, float z, float nearY) {
        int m = record(t);
        int off = meta[m];
        if (off < 0) {
            return nearY;
        }
        int shift = meta[m + 5];
        float fx = nodeCoord(x, originX, cellSize, meta[m + 1], shift);
        float fz = nodeCoord(z, originZ, cellSize, meta[m + 2], shift);
        return interpolate(nodes, off, meta[m + 3], meta[m + 4], fx, fz, nearY, maxDelta);
    }

    private static final float[] STRIDE_INV = {1f, 0.5f, 0.25f, 0.125f, 0.0625f};

    /**
     * Node coordinate of world coordinate w (X or Z) in a grid starting at cell c0 with a node
     * every 2^shift cells: 0 at c0's centre, 1 at the next node's.
     */
    static float nodeCoord(float w, float origin, float cellSize, int c0, int shift) {
        return cellCoord(w, origin, cellSize, c0) * STRIDE_INV[shift];
    }

    /** Cell coordinate of world coordinate w (X or Z): 0 at cell c0's centre, 1 at the next cell's. */
    static float cellCoord(float w, float origin, float cellSize, int c0) {
        return (w - origin) / cellSize - 0.5f - c0;
    }

    /** The factor from cell to node coordinates in a grid with a node every 2^shift cells. */
    static float strideInv(int shift) {
        return STRIDE_INV[shift];
    }

    /**
     * The bilinear lookup in one node grid (also used by {@link DetailCompactor} to measure a
     * candidate grid): at node coordinates (fx, fz), the nodes within maxDelta of nearY weighted
     * bilinearly, the others replaced by nearY (so the surface stays continuous).
     */
    static float interpolate(float[] nodes, int off, int nw, int nd, float fx, float fz, float nearY, float maxDelta) {
        int ix = CellGrid.floor(fx);
        int iz = CellGrid.floor(fz);
        float tx = fx - ix;
        float tz = fz - iz;
        if (ix >= 0 && iz >= 0 && ix < nw - 1 && iz < nd - 1) {
            int c = off + ix + iz * nw;
            return Bilinear.blend(near(nodes[c], nearY, maxDelta), near(nodes[c + 1], nearY, maxDelta),
                    near(nodes[c + nw], nearY, maxDelta), near(nodes[c + nw + 1], nearY, maxDelta), tx, tz, nearY);
        }
        return Bilinear.blend(node(nodes, off, nw, nd, ix, iz, nearY, maxDelta),
                node(nodes, off, nw, nd, ix + 1L, iz, nearY, maxDelta),
                node(nodes, off, nw, nd, ix, iz + 1L, nearY, maxDelta),
                node(nodes, off, nw, nd, ix + 1L, iz + 1L, nearY, maxDelta), tx, tz, nearY);
    }

    /** h when within maxDelta of nearY, else NaN. */
    private static float near(float h, float nearY, float maxDelta) {
        return Math.abs(h - nearY) <= maxDelta ? h : Float.NaN;
    }

    /** Node (i, j) when in the grid and within maxDelta of nearY, else NaN. */
    private static float node(float[] nodes, int off, int nw, int nd, long i, long j, float nearY, float maxDelta) {
        return i >= 0 && j >= 0 && i < nw && j < nd ? near(nodes[off + (int) i + (int) j * nw], nearY, maxDelta) : Float.NaN;
    }

    /**
     * The height at each vertex of mesh (whose detail this is): the mean of this detail's heights
     * there over the triangles using it, so that path corners, which sit on vertices, get one height
     * whichever triangle they are read on (the detail is fitted per triangle); a vertex no triangle
     * uses keeps its own Y.
     *
     * @param mesh the mesh, its triangles described here; not null, unaffected
     * @return a new array, one height (metres) per vertex
     */
    float[] vertexHeights(NavMesh mesh) {
        float[] sum = new float[mesh.vertexCount()];
        int[] count = new int[sum.length];
        for (int t = 0; t < mesh.triangleCount(); t++) {
            for (int k = 0; k < 3; k++) {
                int v = mesh.vertex(t, k);
                float x = mesh.vertexX(v), z = mesh.vertexZ(v);
                sum[v] += heightAt(t, x, z, mesh.planeHeight(t, x, z));
                count[v]++;
            }
        }
        for (int v = 0; v < sum.length; v++) {
            sum[v] = count[v] == 0 ? mesh.vertexY(v) : sum[v] / count[v];
        }
        return sum;
    }

    /** Copy of the per-triangle records, {@value #META} ints each. */
    int[] metaCopy() {
        if (parents == null) {
            return meta.clone();
        }
        int[] out = new int[META * parentCount];
        for (int t = 0; t < parentCount; t++) {
            System.arraycopy(meta, record(t), out, META * t, META);
        }
        return out;
    }

    /** The per-triangle records: meta itself for a baked mesh's detail, else a copy read through parents. */
    private int[] records() {
        return parents == null ? meta : metaCopy();
    }

    /** Copy of the node heights. */
    float[] nodesCopy() { return nodes.clone(); }

    @Override
    public boolean equals(Object o) {
        return o instanceof TriangleDetail d && Float.compare(originX, d.originX) == 0
                && Float.compare(originZ, d.originZ) == 0 && Float.compare(cellSize, d.cellSize) == 0
                && Float.compare(maxDelta, d.maxDelta) == 0
                && Float.compare(quantum, d.quantum) == 0 && Arrays.equals(records(), d.records())
                && Arrays.equals(nodes, d.nodes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(records()) * 31 + Arrays.hashCode(nodes);
    }

    @Override
    public String toString() {
        int detailed = 0;
        for (int t = 0; t < triangleCount(); t++) {
            detailed += isFlat(t) ? 0 : 1;
        }
        return "TriangleDetail[" + detailed + " of " + triangleCount() + " triangles, " + nodes.length + " nodes]";
    }
}
