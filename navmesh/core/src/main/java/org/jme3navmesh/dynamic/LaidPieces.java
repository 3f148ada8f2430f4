package org.jme3navmesh.dynamic;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one parent's last layout ({@link PieceLayout}) made of each piece, so that the next layout of
 * that parent takes over the triangles of a piece whose ring comes out the same instead of cutting
 * it again. A piece's ring is its own points (fixed by its {@link PieceKey}) with the base-edge points
 * and the other pieces' inside points that lie along its sides put in. Those change only near a piece
 * that left or came (its points come and go with it) and near a base-edge point that changed; a piece
 * of the same key whose box, grown by {@link #MARGIN}, keeps clear of those places gets the same ring,
 * so the same triangles.
 */
final class LaidPieces {
    /** Margin (metres) around the boxes (with a few ulps of their coordinates): far above the tolerance of a side. */
    static final double MARGIN = 0.01;
    /** Fewest pieces for which a layout is remembered. */
    static final int MIN_PIECES = 8;

    /**
     * One piece as laid out.
     *
     * @param x0         its box, world metres
     * @param z0         its box, world metres
     * @param x1         its box, world metres
     * @param z1         its box, world metres
     * @param corners    its triangles, 3 vertex ids each
     * @param inside     its inside points' vertex ids, in the order the layout met them
     * @param insideXz   their X, Z
     * @param ringUses   the points its ring acquired (its own points, then the base-edge points put in)
     * @param ringEntries their entries {vertex id, users}, as the carver's point table holds them
     * @param ownUses    how many of ringUses are its own points
     */
    record Laid(double x0, double z0, double x1, double z1, int[] corners, int[] inside, float[] insideXz,
                PointKey[] ringUses, int[][] ringEntries, int ownUses) {
    }

    private final EdgePoints[] edges;
    private final Map<PieceKey, Laid> byPiece;

    LaidPieces(EdgePoints[] edges, PieceKey[] keys, Laid[] laid) {
        this.edges = edges;
        byPiece = new HashMap<>(2 * keys.length);
        for (int k = 0; k < keys.length; k++) {
            byPiece.put(keys[k], laid[k]);
        }
    }

    /**
     * A piece's box, grown by {@link #MARGIN} plus 8 float ulps of its largest coordinate (the tolerance
     * within which a point is put into a side grows with the coordinates): x0, z0, x1, z1.
     */
    static double[] box(Piece p) {
        double[] b = p.box();
        double big = Math.max(Math.max(Math.abs(b[0]), Math.abs(b[2])), Math.max(Math.abs(b[1]), Math.abs(b[3])));
        double m = MARGIN + 8 * Math.ulp((float) Math.max(1, big));
        return new double[] {b[0] - m, b[1] - m, b[2] + m, b[3] + m};
    }

    /**
     * The pieces whose last layout holds for the new one: per piece, its {@link Laid} or null (lay it out).
     *
     * @param last   the parent's last layout, or null
     * @param pieces the parent's pieces now; not null, unaffected
     * @param keys   receives each piece's key; modified
     * @param boxes  receives each piece's box ({@link #box}); modified
     * @param edges  the parent's base-edge points now; not null, unaffected
     */
    static Laid[] reusable(LaidPieces last, List<Piece> pieces, PieceKey[] keys, double[][] boxes, EdgePoints[] edges) {
        int n = pieces.size();
        Laid[] found = new Laid[n];
        for (int k = 0; k < n; k++) {
            keys[k] = PieceKey.of(pieces.get(k));
            boxes[k] = box(pieces.get(k));
        }
        if (last == null) {
            return found;
        }
        // The places where a ring may change: pieces that came, pieces that left, base-edge points that changed.
        DoubleList changed = new DoubleList();
        Map<Laid, Boolean> kept = new IdentityHashMap<>();
        for (int k = 0; k < n; k++) {
            found[k] = last.byPiece.get(keys[k]);
            if (found[k] == null) {
                changed.add(boxes[k]);
            } else {
                kept.put(found[k], Boolean.TRUE);
            }
        }
        for (Laid l : last.byPiece.values()) {
            if (!kept.containsKey(l)) {
                changed.add(l.x0, l.z0, l.x1, l.z1);
            }
        }
        for (int e = 0; e < 3; e++) {
            changedPoints(last.edges[e], edges[e], changed);
        }
        for (int k = 0; k < n; k++) {
            Laid l = found[k];
            if (l != null && changed.hits(l.x0, l.z0, l.x1, l.z1)) {
                found[k] = null;
            }
        }
        return found;
    }

    /** Adds a box around each point of one list that the other does not have (same place and parameter). */
    private static void changedPoints(EdgePoints a, EdgePoints b, DoubleList out) {
        int i = 0, j = 0;
        double m = MARGIN + 8 * Math.ulp(Math.max(1f, Math.max(extent(a), extent(b))));
        while (i < a.count() || j < b.count()) {
            if (i < a.count() && j < b.count() && a.s(i) == b.s(j) && a.x(i) == b.x(j) && a.z(i) == b.z(j)) {
                i++;
                j++;
            } else if (j == b.count() || (i < a.count() && a.s(i) <= b.s(j))) {
                out.add(a.x(i) - m, a.z(i) - m, a.x(i) + m, a.z(i) + m);
                i++;
            } else {
                out.add(b.x(j) - m, b.z(j) - m, b.x(j) + m, b.z(j) + m);
                j++;
            }
        }
    }

    /** The largest coordinate of an edge's points, absolute. */
    private static float extent(EdgePoints p) {
        float big = 0;
        for (int i = 0; i < p.count(); i++) {
            big = Math.max(big, Math.max(Math.abs(p.x(i)), Math.abs(p.z(i))));
        }
        return big;
    }

    /** Boxes, 4 doubles each (x0, z0, x1, z1). */
    private static final class DoubleList {
        private double[] v = new double[32];
        private int size;

        void add(double[] box) {
            add(box[0], box[1], box[2], box[3]);
        }

        void add(double x0, double z0, double x1, double z1) {
            if (size + 4 > v.length) {
                v = java.util.Arrays.copyOf(v, 2 * v.length);
            }
            v[size++] = x0;
            v[size++] = z0;
            v[size++] = x1;
            v[size++] = z1;
        }

        /** True when a box meets the box x0, z0, x1, z1. */
        boolean hits(double x0, double z0, double x1, double z1) {
            for (int i = 0; i < size; i += 4) {
                if (v[i] <= x1 && v[i + 2] >= x0 && v[i + 1] <= z1 && v[i + 3] >= z0) {
                    return true;
                }
            }
            return false;
        }
    }
}
