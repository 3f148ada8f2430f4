package org.jme3navmesh.dynamic;

import java.util.Arrays;

/** A ring being built: ids, coordinates, the base edges each point lies on (bits), and its parameter on each. */
final class PieceRing {
    final IntBuffer ids = new IntBuffer();
    float[] x = new float[16];
    float[] z = new float[16];
    int[] mask = new int[16];
    double[] s = new double[48];
    /**
     * How far each point was put from where its piece had it (metres, the larger of X and Z): a crossing taken as
     * an edge point or a corner within {@link EdgePoints#tolerance} of it. 0 for points placed where the piece has
     * them, and for points moved by a snap level.
     */
    float[] moved = new float[16];
    /**
     * Where its piece had each point (X, Z, world metres, rounded to floats): where it is, unless it was put on an
     * edge point or a corner nearby, or snapped onto another point.
     */
    float[] pieceX = new float[16];
    float[] pieceZ = new float[16];
    /** Per point of a full ring: put into a side only because it lies on the side as the piece had it. */
    boolean[] onPieceSide = new boolean[16];

    /**
     * Appends a point, unless it repeats the last one.
     *
     * @param id  its vertex id, or a temporary point's key (&lt; 0)
     * @param px  X, world metres
     * @param pz  Z, world metres
     * @param m   the parent edges it lies on, one bit per edge
     * @param s0  its parameter along parent edge 0 (from the edge's lower vertex id), if on it
     * @param s1  the same along edge 1
     * @param s2  the same along edge 2
     */
    void add(int id, float px, float pz, int m, double s0, double s1, double s2) {
        int n = ids.size;
        if (n > 0 && ids.items[n - 1] == id) {
            return;
        }
        if (n == x.length) {
            x = Arrays.copyOf(x, 2 * n);
            z = Arrays.copyOf(z, 2 * n);
            mask = Arrays.copyOf(mask, 2 * n);
            s = Arrays.copyOf(s, 6 * n);
            moved = Arrays.copyOf(moved, 2 * n);
            pieceX = Arrays.copyOf(pieceX, 2 * n);
            pieceZ = Arrays.copyOf(pieceZ, 2 * n);
            onPieceSide = Arrays.copyOf(onPieceSide, 2 * n);
        }
        ids.add(id);
        x[n] = px;
        z[n] = pz;
        mask[n] = m;
        s[3 * n] = s0;
        s[3 * n + 1] = s1;
        s[3 * n + 2] = s2;
        moved[n] = 0f;
        pieceX[n] = px;
        pieceZ[n] = pz;
        onPieceSide[n] = false;
    }

    /** Moves point i, all of it, to w &lt;= i. */
    void moveTo(int w, int i) {
        ids.items[w] = ids.items[i];
        x[w] = x[i];
        z[w] = z[i];
        mask[w] = mask[i];
        System.arraycopy(s, 3 * i, s, 3 * w, 3);
        moved[w] = moved[i];
        pieceX[w] = pieceX[i];
        pieceZ[w] = pieceZ[i];
        onPieceSide[w] = onPieceSide[i];
    }

    /** Marks the last point as put (metres) from where its piece had it, (fromX, fromZ). */
    void movedFrom(double fromX, double fromZ) {
        int n = ids.size - 1;
        moved[n] = (float) Math.max(moved[n], Math.max(Math.abs(fromX - x[n]), Math.abs(fromZ - z[n])));
        pieceX[n] = (float) fromX;
        pieceZ[n] = (float) fromZ;
    }

    /** Gives point w the place its piece had point i at (w &lt;= i: a ring rewritten in place). */
    void keepPiecePlace(int w, int i) {
        pieceX[w] = pieceX[i];
        pieceZ[w] = pieceZ[i];
    }
}
