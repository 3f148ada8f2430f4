package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** The dense-copy lookup of {@link HeightDetail} against the plain per-cell list scan. */
class HeightDetailTest {

    /** The list-scan lookup HeightDetail used before the dense copy (the reference). */
    static float listScanHeight(HeightDetail d, float x, float z, float nearY, float maxDelta) {
        int[] start = d.cellStartCopy();
        float[] heights = d.heightsCopy();
        float fx = (x - d.grid().originX()) / d.grid().cellSize() - 0.5f;
        float fz = (z - d.grid().originZ()) / d.grid().cellSize() - 0.5f;
        int ix = (int) Math.floor(fx);
        int iz = (int) Math.floor(fz);
        float tx = fx - ix;
        float tz = fz - iz;
        float sum = 0f;
        float wsum = 0f;
        for (int k = 0; k < 4; k++) {
            int cx = ix + (k & 1);
            int cz = iz + (k >> 1);
            float w = ((k & 1) == 0 ? 1f - tx : tx) * ((k >> 1) == 0 ? 1f - tz : tz);
            if (w <= 0f || cx < 0 || cz < 0 || cx >= d.grid().width() || cz >= d.grid().depth()) {
                continue;
            }
            int c = cx + cz * d.grid().width();
            float best = Float.NaN;
            float bestD = maxDelta;
            for (int i = start[c]; i < start[c + 1]; i++) {
                float dd = Math.abs(heights[i] - nearY);
                if (dd <= bestD) {
                    bestD = dd;
                    best = heights[i];
                }
            }
            if (!Float.isNaN(best)) {
                sum += w * best;
                wsum += w;
            }
        }
        return wsum <= 1e-6f ? nearY : sum + (1f - wsum) * nearY;
    }

    /** A random detail grid: cells with 0 to 3 surfaces (mostly 1), heights near a rolling ground. */
    static HeightDetail randomDetail(Random r, int w, int d) {
        int[] start = new int[w * d + 1];
        float[] h = new float[4 * w * d];
        int n = 0;
        for (int c = 0; c < w * d; c++) {
            start[c] = n;
            float p = r.nextFloat();
            int count = p < 0.15f ? 0 : p < 0.8f ? 1 : p < 0.95f ? 2 : 3;
            float base = (float) Math.sin(c * 0.37) * 0.5f;
            for (int k = 0; k < count; k++) {
                h[n++] = base + k * (0.3f + 2f * r.nextFloat()) + (r.nextFloat() - 0.5f) * 0.2f;
            }
        }
        start[w * d] = n;
        return new HeightDetail(new CellGrid(-1.3f, 2.1f, 0.3f, w, d), start, java.util.Arrays.copyOf(h, n));
    }

    @Property(tries = 60)
    void denseLookupEqualsListScan(@ForAll long seed) {
        Random r = new Random(seed);
        int w = 1 + r.nextInt(12), d = 1 + r.nextInt(12);
        HeightDetail detail = randomDetail(r, w, d);
        for (int i = 0; i < 300; i++) {
            // Points over the grid and a little beyond it, also exactly on cell centres.
            float x = -1.3f + (r.nextFloat() * 1.4f - 0.2f) * w * 0.3f;
            float z = 2.1f + (r.nextFloat() * 1.4f - 0.2f) * d * 0.3f;
            if (i % 10 == 0) {
                x = -1.3f + (r.nextInt(w) + 0.5f) * 0.3f;
            }
            float nearY = (r.nextFloat() - 0.3f) * 4f;
            float maxDelta = r.nextFloat() * 2f;
            float fast = detail.heightAt(x, z, nearY, maxDelta);
            float slow = listScanHeight(detail, x, z, nearY, maxDelta);
            assertThat(Float.floatToIntBits(fast)).as("(%s, %s) near %s within %s", x, z, nearY, maxDelta)
                    .isEqualTo(Float.floatToIntBits(slow));
        }
    }

    @Test
    void offsetsThatDoNotStartAtZeroDecreaseOrMissTheHeightsAreRefusedNamingTheArrayTheIndexAndTheValue() {
        CellGrid g = new CellGrid(0f, 0f, 1f, 2, 2);
        float[] h = {1f, 2f, 3f, 4f};
        assertThat(new HeightDetail(g, new int[] {0, 1, 2, 3, 4}, h).heightsCopy()).containsExactly(h);
        assertThatThrownBy(() -> new HeightDetail(g, new int[] {1, 1, 2, 3, 4}, h))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("cellStart[0] = 1: expected 0");
        assertThatThrownBy(() -> new HeightDetail(g, new int[] {-1, 0, 1, 2, 4}, h))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("cellStart[0] = -1: expected 0");
        assertThatThrownBy(() -> new HeightDetail(g, new int[] {0, 2, 1, 3, 4}, h))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cellStart[2] = 1 is below cellStart[1] = 2: offsets must not decrease");
        assertThatThrownBy(() -> new HeightDetail(g, new int[] {0, 1, Integer.MIN_VALUE, 3, 4}, h))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cellStart[2] = " + Integer.MIN_VALUE + " is below cellStart[1] = 1: offsets must not decrease");
        assertThatThrownBy(() -> new HeightDetail(g, new int[] {0, 3, 9, 10, 4}, h))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cellStart[2] = 9 is past heights.length = 4");
        assertThatThrownBy(() -> new HeightDetail(g, new int[] {0, 1, 2, 3, 3}, h))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cellStart[4] = 3: expected heights.length = 4 (the last offset ends the heights)");
        assertThatThrownBy(() -> new HeightDetail(g, new int[4], h))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cellStart has 4 offsets, expected grid.cellCount() + 1 = 5");
        assertThatThrownBy(() -> new HeightDetail(g, null, h)).isInstanceOf(NullPointerException.class)
                .hasMessage("cellStart");
        assertThatThrownBy(() -> new HeightDetail(g, new int[5], null)).isInstanceOf(NullPointerException.class)
                .hasMessage("heights");
    }

    @Test
    void singleInfiniteOrNaNSampleActsLikeTheList() {
        int[] start = {0, 1, 2, 3, 4};
        float[] h = {Float.POSITIVE_INFINITY, Float.NaN, 1f, Float.NEGATIVE_INFINITY};
        HeightDetail d = new HeightDetail(new CellGrid(0f, 0f, 1f, 2, 2), start, h);
        for (float x = 0.1f; x < 2f; x += 0.17f) {
            for (float z = 0.1f; z < 2f; z += 0.23f) {
                assertThat(d.heightAt(x, z, 0.8f, 0.5f)).isEqualTo(listScanHeight(d, x, z, 0.8f, 0.5f));
            }
        }
    }

    @Test
    void followsPlaneOnlyWhereTheSamplesDo() {
        // A 10 x 10 grid of 1 m cells sampling the plane y = 0.5 + 0.1 x exactly, except cell (7, 7).
        int w = 10, d = 10;
        int[] start = new int[w * d + 1];
        float[] h = new float[w * d];
        for (int c = 0; c < w * d; c++) {
            start[c + 1] = c + 1;
            h[c] = 0.5f + 0.1f * ((c % w) + 0.5f);
        }
        h[7 + 7 * w] += 0.01f;
        HeightDetail detail = new HeightDetail(new CellGrid(0f, 0f, 1f, w, d), start, h);
        // Far from the bump and from the grid's border: the samples lie on the plane.
        assertThat(detail.followsPlane(2f, 2f, 4f, 4f, 0f, 0f, 0.5f, 0.1f, 0f, 0.5f, 5e-5f)).isTrue();
        // Over the bump.
        assertThat(detail.followsPlane(6f, 6f, 8f, 8f, 0f, 0f, 0.5f, 0.1f, 0f, 0.5f, 5e-5f)).isFalse();
        // At the border a missing neighbour cell gives the plane at the point, not at its centre:
        // a sloped plane is then not followed, a level one is.
        assertThat(detail.followsPlane(0f, 2f, 1f, 3f, 0f, 0f, 0.5f, 0.1f, 0f, 0.5f, 5e-5f)).isFalse();
        float[] level = new float[w * d];
        java.util.Arrays.fill(level, 1f);
        HeightDetail flat = new HeightDetail(new CellGrid(0f, 0f, 1f, w, d), start, level);
        assertThat(flat.followsPlane(-1f, -1f, 11f, 11f, 0f, 0f, 1f, 0f, 0f, 0.5f, 5e-5f)).isTrue();
        // A plane off the samples by more than maxDelta everywhere sees no samples: followed where level.
        assertThat(flat.followsPlane(2f, 2f, 4f, 4f, 0f, 0f, 3f, 0f, 0f, 0.5f, 5e-5f)).isTrue();
        // Samples picked for some points only (within maxDelta of part of a sloped plane): not followed.
        assertThat(flat.followsPlane(2f, 2f, 6f, 6f, 0f, 0f, 1.2f, 0.1f, 0f, 0.5f, 5e-5f)).isFalse();
    }
}
