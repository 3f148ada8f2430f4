package org.jme3navmesh.bake;

/**
 * {@link Math#acos} of an argument in [0, 1], the same double bit for bit, computed in Java: the
 * fdlibm algorithm (e_acos.c) that {@link StrictMath#acos} specifies and {@link Math#acos} runs
 * on JDK 17, where it is a native call of about 200 ns, which a bake pays once per scene
 * triangle. Stateless.
 */
final class FdlibmAcos {
    private static final double PIO2_HI = 1.57079632679489655800e+00;
    private static final double PIO2_LO = 6.12323399573676603587e-17;
    private static final double PS0 = 1.66666666666666657415e-01;
    private static final double PS1 = -3.25565818622400915405e-01;
    private static final double PS2 = 2.01212532134862925881e-01;
    private static final double PS3 = -4.00555345006794114027e-02;
    private static final double PS4 = 7.91534994289814532176e-04;
    private static final double PS5 = 3.47933107596021167570e-05;
    private static final double QS1 = -2.40339491173441421878e+00;
    private static final double QS2 = 2.02094576023350569471e+00;
    private static final double QS3 = -6.88283971605453293030e-01;
    private static final double QS4 = 7.70381505559019352791e-02;
    /** Bits 32..62 of 0.5, of 2^-57 (below which acos is pi / 2 in double precision). */
    private static final int HALF_HI = 0x3fe00000;
    private static final int TINY_HI = 0x3c600000;

    private FdlibmAcos() {
    }

    /**
     * The arc cosine of x.
     *
     * @param x the cosine; in [0, 1] (anything else, NaN included, goes to {@link Math#acos})
     * @return radians, in [0, pi / 2]; what {@link Math#acos} returns for x
     */
    static double acos(double x) {
        if (!(x >= 0.0 && x < 1.0)) {
            return Math.acos(x);
        }
        int hi = (int) (Double.doubleToRawLongBits(x) >>> 32);
        if (hi < HALF_HI) {
            if (hi <= TINY_HI) {
                return PIO2_HI + PIO2_LO;
            }
            double z = x * x;
            double r = ratio(z);
            return PIO2_HI - (x - (PIO2_LO - x * r));
        }
        // acos(x) = 2 asin(sqrt((1 - x) / 2)), with the square root split into a high part and a correction.
        double z = (1.0 - x) * 0.5;
        double s = Math.sqrt(z);
        double df = Double.longBitsToDouble(Double.doubleToRawLongBits(s) & 0xffffffff00000000L);
        double c = (z - df * df) / (s + df);
        double w = ratio(z) * s + c;
        return 2.0 * (df + w);
    }

    /** The rational approximation R(z) = p(z) / q(z) of (asin(sqrt z) - sqrt z) / (z sqrt z). */
    private static double ratio(double z) {
        double p = z * (PS0 + z * (PS1 + z * (PS2 + z * (PS3 + z * (PS4 + z * PS5)))));
        double q = 1.0 + z * (QS1 + z * (QS2 + z * (QS3 + z * QS4)));
        return p / q;
    }
}
