package org.jme3navmesh.dynamic;

/**
 * A vertex made by carving, by where it is: on base edge (lo, hi) (vertex ids, lo &lt; hi) at the
 * float point (x, z), or inside base triangle p when lo = hi = -1 - p.
 *
 * @param lo    lower base vertex id of the edge, or -1 - p
 * @param hi    higher base vertex id of the edge, or -1 - p
 * @param xBits {@link Float#floatToIntBits} of its X
 * @param zBits {@link Float#floatToIntBits} of its Z
 */
record PointKey(int lo, int hi, int xBits, int zBits) {
    static PointKey of(int lo, int hi, float x, float z) {
        return new PointKey(lo, hi, Float.floatToIntBits(x), Float.floatToIntBits(z));
    }
}
