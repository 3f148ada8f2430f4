package org.jme3navmesh.bake;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link FdlibmAcos} gives {@link Math#acos}'s double bit for bit on [0, 1] and beyond it. */
class FdlibmAcosTest {
    private static long bits(double v) {
        return Double.doubleToRawLongBits(v);
    }

    private static void assertSame(double x) {
        assertThat(bits(FdlibmAcos.acos(x))).as("acos(%s)", x).isEqualTo(bits(Math.acos(x)));
    }

    @Test
    void everyThousandthFloatOfTheUnitInterval() {
        // The bake's arguments are |normal Y| of float normals: floats in [0, 1].
        for (int b = 0; b <= Float.floatToRawIntBits(1f); b += 1009) {
            assertSame(Float.intBitsToFloat(b));
        }
    }

    @Test
    void randomDoublesOfTheUnitInterval() {
        Random r = new Random(15);
        for (int i = 0; i < 200_000; i++) {
            assertSame(r.nextDouble());
        }
    }

    @Test
    void branchEdgesAndArgumentsOutsideTheUnitInterval() {
        double tiny = Math.scalb(1.0, -57);
        double[] xs = {0.0, -0.0, Double.MIN_VALUE, tiny, Math.nextDown(tiny), Math.nextUp(tiny), 0.5,
                Math.nextDown(0.5), Math.nextUp(0.5), Math.nextDown(1.0), 1.0, Math.nextUp(1.0), -0.25, -0.75, -1.0,
                2.0, Double.NaN, Double.POSITIVE_INFINITY};
        for (double x : xs) {
            assertSame(x);
        }
        assertThat(SurfaceSamples.slopeOf(1f)).isZero();
        assertThat(SurfaceSamples.slopeOf(0f)).isEqualTo(90f);
        assertThat(SurfaceSamples.slopeOf(-0.5f)).isEqualTo((float) Math.toDegrees(Math.acos(0.5)));
        assertThat(SurfaceSamples.slopeOf(Float.NaN)).isNaN();
    }
}
