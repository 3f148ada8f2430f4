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

    // Written out: the carver looks keys up by the thousand per change, and nearby points differ
    // only in the low bits of their coordinates, which this mix spreads over the whole hash.
    @Override
    public int hashCode() {
        long h = (((long) lo * 0x9E3779B97F4A7C15L + hi) * 0xC2B2AE3D27D4EB4FL + xBits) * 0x9E3779B97F4A7C15L + zBits;
        h *= 0xC2B2AE3D27D4EB4FL;
        return (int) (h ^ (h >>> 32));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PointKey k && k.xBits == xBits && k.zBits == zBits && k.lo == lo && k.hi == hi;
    }
}
