package org.jme3navmesh.mesh;

import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * The binary form of a {@link TriangleDetail} in navmesh files (version 2).
 *
 * <p>Layout: floats originX, originZ, cellSize, quantum; per triangle a stride byte (255: no
 * detail) and, for the others, ints cx0, cz0, nw, nd; then each detailed triangle's nodes. With
 * quantum 0 a node is a float. Otherwise the triangle's nodes are its lowest node (a float) plus
 * k quantum steps each: row by row, a varint per node, 0 for a missing node, else 1 + the
 * zigzagged difference between k and its prediction from the nodes to the left, above and
 * above-left (exact on a plane, so smooth ground costs about a byte a node).
 */
final class DetailCodec {
    /** The stride byte of a triangle without detail. */
    private static final int NO_DETAIL = 0xff;

    private DetailCodec() {
    }

    /**
     * Writes d.
     *
     * @param d   the detail; not null, unaffected
     * @param out the stream; not null, written to
     * @throws IllegalStateException when a node is not on its triangle's quantum steps
     */
    static void write(TriangleDetail d, DataOutputStream out) throws IOException {
        out.writeFloat(d.originX());
        out.writeFloat(d.originZ());
        out.writeFloat(d.cellSize());
        float q = d.quantum();
        out.writeFloat(q);
        int[] meta = d.metaCopy();
        for (int m = 0; m < meta.length; m += TriangleDetail.META) {
            if (meta[m] < 0) {
                out.writeByte(NO_DETAIL);
            } else {
                out.writeByte(meta[m + 5]);
                for (int k = 1; k <= 4; k++) {
                    out.writeInt(meta[m + k]);
                }
            }
        }
        float[] nodes = d.nodesCopy();
        int[] steps = new int[0];
        for (int m = 0; m < meta.length; m += TriangleDetail.META) {
            int off = meta[m], nw = meta[m + 3], nd = meta[m + 4];
            if (off < 0) {
                continue;
            }
            if (q == 0f) {
                for (int i = off; i < off + nw * nd; i++) {
                    out.writeFloat(nodes[i]);
                }
                continue;
            }
            float base = lowest(nodes, off, nw * nd);
            out.writeFloat(base);
            if (steps.length < nw * nd) {
                steps = new int[nw * nd];
            }
            for (int i = 0; i < nw * nd; i++) {
                float h = nodes[off + i];
                if (Float.isNaN(h)) {
                    continue;
                }
                steps[i] = (int) Math.round((h - (double) base) / q);
                if (TriangleDetail.dequantize(base, steps[i], q) != h) {
                    throw new IllegalStateException("height detail node " + (off + i) + " is not on its quantum steps");
                }
            }
            for (int j = 0; j < nd; j++) {
                for (int i = 0; i < nw; i++) {
                    int c = i + j * nw;
                    long symbol = Float.isNaN(nodes[off + c]) ? 0
                            : 1 + zigzag((long) steps[c] - predict(nodes, off, steps, nw, i, j));
                    writeVarint(out, symbol);
                }
            }
        }
    }

    /**
     * Reads a detail written by {@link #write}.
     *
     * @param p        the payload, at the detail; not null, advanced past it
     * @param nt       number of triangles of the mesh, &gt;= 0
     * @param maxDelta the mesh's detail tolerance, metres
     * @return the detail; never null
     * @throws IllegalArgumentException or java.nio.BufferUnderflowException when the bytes are inconsistent
     */
    static TriangleDetail read(ByteBuffer p, int nt, float maxDelta) {
        float ox = p.getFloat(), oz = p.getFloat(), cs = p.getFloat(), q = p.getFloat();
        int[] meta = new int[TriangleDetail.META * nt];
        long count = 0;
        for (int m = 0; m < meta.length; m += TriangleDetail.META) {
            int shift = p.get() & 0xff;
            if (shift == NO_DETAIL) {
                meta[m] = -1;
                continue;
            }
            meta[m] = (int) count;
            for (int k = 1; k <= 4; k++) {
                meta[m + k] = p.getInt();
            }
            meta[m + 5] = shift;
            if (meta[m + 3] < 1 || meta[m + 4] < 1) {
                throw new IllegalArgumentException("height detail of triangle " + m / TriangleDetail.META
                        + " has " + meta[m + 3] + "x" + meta[m + 4] + " nodes");
            }
            count += (long) meta[m + 3] * meta[m + 4];
            // Every node takes at least one byte.
            if (count > p.remaining()) {
                throw new IllegalArgumentException("height detail node count " + count + " does not fit the payload");
            }
        }
        float[] nodes = new float[(int) count];
        int[] steps = new int[0];
        for (int m = 0; m < meta.length; m += TriangleDetail.META) {
            int off = meta[m], nw = meta[m + 3], nd = meta[m + 4];
            if (off < 0) {
                continue;
            }
            if (q == 0f) {
                for (int i = off; i < off + nw * nd; i++) {
                    nodes[i] = p.getFloat();
                }
                continue;
            }
            float base = p.getFloat();
            if (steps.length < nw * nd) {
                steps = new int[nw * nd];
            }
            for (int j = 0; j < nd; j++) {
                for (int i = 0; i < nw; i++) {
                    int c = i + j * nw;
                    long symbol = readVarint(p);
                    if (symbol == 0) {
                        nodes[off + c] = Float.NaN;
                        continue;
                    }
                    long k = unzigzag(symbol - 1) + predict(nodes, off, steps, nw, i, j);
                    if (k != (int) k) {
                        throw new IllegalArgumentException("height detail node " + (off + c) + " is out of range");
                    }
                    steps[c] = (int) k;
                    nodes[off + c] = TriangleDetail.dequantize(base, (int) k, q);
                }
            }
        }
        return new TriangleDetail(ox, oz, cs, maxDelta, q, meta, nodes);
    }

    /** The lowest node of nodes[off .. off + n) (NaN: missing), or 0 when all are missing. */
    static float lowest(float[] nodes, int off, int n) {
        float low = Float.POSITIVE_INFINITY;
        for (int i = off; i < off + n; i++) {
            if (nodes[i] < low) {
                low = nodes[i];
            }
        }
        return low == Float.POSITIVE_INFINITY ? 0f : low;
    }

    /** The prediction of node (i, j)'s step from its left, upper and upper-left neighbours present. */
    private static long predict(float[] nodes, int off, int[] steps, int nw, int i, int j) {
        int c = i + j * nw;
        boolean left = i > 0 && !Float.isNaN(nodes[off + c - 1]);
        boolean up = j > 0 && !Float.isNaN(nodes[off + c - nw]);
        if (left && up && !Float.isNaN(nodes[off + c - nw - 1])) {
            return (long) steps[c - 1] + steps[c - nw] - steps[c - nw - 1];
        }
        return left ? steps[c - 1] : up ? steps[c - nw] : 0;
    }

    private static long zigzag(long v) {
        return (v << 1) ^ (v >> 63);
    }

    private static long unzigzag(long v) {
        return (v >>> 1) ^ -(v & 1);
    }

    private static void writeVarint(DataOutputStream out, long v) throws IOException {
        while ((v & ~0x7fL) != 0) {
            out.writeByte((int) (v & 0x7f) | 0x80);
            v >>>= 7;
        }
        out.writeByte((int) v);
    }

    private static long readVarint(ByteBuffer p) {
        long v = 0;
        for (int shift = 0; shift < 63; shift += 7) {
            int b = p.get();
            v |= (long) (b & 0x7f) << shift;
            if ((b & 0x80) == 0) {
                return v;
            }
        }
        throw new IllegalArgumentException("height detail has an overlong number");
    }
}
