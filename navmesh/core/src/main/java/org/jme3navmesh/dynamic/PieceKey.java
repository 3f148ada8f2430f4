package org.jme3navmesh.dynamic;

import java.util.Arrays;

/**
 * A piece's content as it was cut (corners, where each lies on the parent, the cutting lines, the
 * area), copied, as a key: two pieces with the same key are laid out the same while their rings
 * get the same points ({@link LaidPieces}). Immutable.
 */
final class PieceKey {
    private final double[] x;
    private final double[] z;
    private final int[] kind;
    private final long[] line;
    private final int area;
    private final int hash;

    private PieceKey(Piece p) {
        x = Arrays.copyOf(p.x, p.n);
        z = Arrays.copyOf(p.z, p.n);
        kind = Arrays.copyOf(p.kind, p.n);
        line = Arrays.copyOf(p.line, p.n);
        area = p.area;
        hash = ((Arrays.hashCode(x) * 31 + Arrays.hashCode(z)) * 31 + Arrays.hashCode(line)) * 31 + area;
    }

    static PieceKey of(Piece p) {
        return new PieceKey(p);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PieceKey k && k.hash == hash && k.area == area && Arrays.equals(k.x, x) && Arrays.equals(k.z, z)
                && Arrays.equals(k.kind, kind) && Arrays.equals(k.line, line);
    }
}
