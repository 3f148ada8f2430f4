package org.jme3navmesh.bake.mesher;

import java.util.Arrays;

/**
 * The spans of each region as one list, region after region (compressed rows): built once per
 * tile by {@link FieldMesher} and per merge by {@link RegionPartitioner}. Stateless.
 */
final class RegionSpans {
    private RegionSpans() {
    }

    /**
     * The first index of each region's spans in {@link #list}.
     *
     * @param reg     region id per span, -1 for none; not null, unaffected
     * @param regions the number of regions (ids 0 .. regions - 1)
     * @return regions + 1 entries, the last the number of spans in a region; never null
     */
    static int[] starts(int[] reg, int regions) {
        int[] start = new int[regions + 1];
        // Segments, each in a method: a bake lists a tile's regions once, too few times for the JIT to
        // compile a loop over all its spans.
        for (int s = 0; s < reg.length; s += SEGMENT) {
            count(reg, s, Math.min(reg.length, s + SEGMENT), start);
        }
        for (int r = 0; r < regions; r++) {
            start[r + 1] += start[r];
        }
        return start;
    }

    /**
     * The spans of each region, region after region, each region's in span order.
     *
     * @param reg     region id per span, -1 for none; not null, unaffected
     * @param start   the regions' first indices, from {@link #starts}; not null, unaffected
     * @param regions the number of regions
     * @return start[regions] span ids; never null
     */
    static int[] list(int[] reg, int[] start, int regions) {
        int[] list = new int[start[regions]];
        int[] fill = Arrays.copyOf(start, regions);
        for (int s = 0; s < reg.length; s += SEGMENT) {
            fill(reg, s, Math.min(reg.length, s + SEGMENT), fill, list);
        }
        return list;
    }

    /** Spans per call of {@link #count} and {@link #fill}. */
    private static final int SEGMENT = 64;

    /** Counts the spans [s0, s1) of each region at start[region + 1]. */
    private static void count(int[] reg, int s0, int s1, int[] start) {
        for (int s = s0; s < s1; s++) {
            if (reg[s] >= 0) {
                start[reg[s] + 1]++;
            }
        }
    }

    /** Lists the spans [s0, s1) of each region at fill[region] on (advanced). */
    private static void fill(int[] reg, int s0, int s1, int[] fill, int[] list) {
        for (int s = s0; s < s1; s++) {
            if (reg[s] >= 0) {
                list[fill[reg[s]]++] = s;
            }
        }
    }
}
