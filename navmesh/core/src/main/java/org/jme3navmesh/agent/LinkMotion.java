package org.jme3navmesh.agent;

import org.jme3navmesh.mesh.LinkKind;

/**
 * How an agent moves along an off-mesh link, by kind: a ballistic arc under gravity ({@link #GRAVITY}) for
 * {@link LinkKind#JUMP} and {@link LinkKind#DROP}, whose apex lies {@link #jumpApex} above the higher end for a jump
 * and {@value #DROP_APEX} m above the higher end for a drop, with the horizontal motion uniform; a climb for
 * {@link LinkKind#LADDER} at {@value #CLIMB_FACTOR} of the walking speed (up: vertical at the foot, then across
 * onto the top; down: across, then vertical), and a straight line at walking speed for {@link LinkKind#CUSTOM};
 * no time at all for {@link LinkKind#TELEPORT}. Stateless; world space, metres, seconds. Public so that debug views
 * draw the motion the crowd uses.
 */
public final class LinkMotion {
    /** Gravity of the arcs, m/s&sup2;. */
    public static final float GRAVITY = 9.81f;
    /** Apex of a drop above its higher end, metres. */
    public static final float DROP_APEX = 0.2f;
    /** Climbing speed as a fraction of the walking speed. */
    public static final float CLIMB_FACTOR = 0.5f;

    private LinkMotion() {
    }

    /**
     * Apex of a jump above its higher end, metres: 0.3 m plus a quarter of its horizontal length.
     *
     * @param horizontal the jump's length in the XZ plane, metres; &gt;= 0 (not checked)
     * @return metres above the higher end
     */
    public static float jumpApex(float horizontal) {
        return 0.3f + 0.25f * horizontal;
    }

    /**
     * Seconds a traversal takes.
     *
     * @param kind  the link's kind; not null
     * @param from  start x, y, z at from[o .. o + 2] and end x, y, z at from[o + 3 .. o + 5], world metres; not
     *              null, length &gt;= o + 6, unaffected
     * @param o     offset of the start in from, &gt;= 0
     * @param speed the agent's walking speed, m/s, &gt; 0
     * @return seconds, &gt;= 0 (0 for a teleport)
     * @throws IllegalArgumentException when speed is not &gt; 0 (NaN included)
     */
    public static float duration(LinkKind kind, float[] from, int o, float speed) {
        requireSpeed(speed);
        float dx = from[o + 3] - from[o], dy = from[o + 4] - from[o + 1], dz = from[o + 5] - from[o + 2];
        float h = (float) Math.sqrt(dx * dx + dz * dz);
        switch (kind) {
            case TELEPORT:
                return 0f;
            case JUMP:
            case DROP: {
                float apex = apexY(kind, from, o, h);
                return fall(apex - from[o + 1]) + fall(apex - from[o + 4]);
            }
            case LADDER:
                return Math.abs(dy) / (CLIMB_FACTOR * speed) + h / speed;
            default:
                return (float) Math.sqrt(h * h + dy * dy) / speed;
        }
    }

    /**
     * The position at time t of a traversal lasting {@code duration} seconds.
     *
     * @param kind     the link's kind; not null
     * @param f        the ends as for {@link #duration}; not null, length &gt;= o + 6, unaffected
     * @param o        offset of the start in f, &gt;= 0
     * @param t        seconds since the start, &gt;= 0 (clamped to the duration)
     * @param duration {@link #duration} of the same kind, ends and speed, seconds
     * @param speed    the agent's walking speed, m/s, &gt; 0
     * @param out      receives x, y, z (world metres) at out[0..2]; modified; not null, length &gt;= 3
     * @throws IllegalArgumentException when speed is not &gt; 0 (NaN included)
     */
    public static void position(LinkKind kind, float[] f, int o, float t, float duration, float speed, float[] out) {
        requireSpeed(speed);
        float u = duration > 0f ? Math.max(0f, Math.min(1f, t / duration)) : 1f;
        float x0 = f[o], y0 = f[o + 1], z0 = f[o + 2], x1 = f[o + 3], y1 = f[o + 4], z1 = f[o + 5];
        float dx = x1 - x0, dz = z1 - z0;
        float h = (float) Math.sqrt(dx * dx + dz * dz);
        switch (kind) {
            case JUMP:
            case DROP: {
                float tc = Math.min(t, duration);
                float apex = apexY(kind, f, o, h);
                float vy = (float) Math.sqrt(2f * GRAVITY * (apex - y0));
                out[0] = x0 + dx * u;
                out[1] = u >= 1f ? y1 : y0 + vy * tc - 0.5f * GRAVITY * tc * tc;
                out[2] = z0 + dz * u;
                return;
            }
            case LADDER: {
                float climb = Math.abs(y1 - y0) / (CLIMB_FACTOR * speed);
                float tc = Math.min(t, duration);
                boolean up = y1 >= y0;
                float tv = up ? tc : tc - h / speed; // time spent climbing so far (negative: not yet)
                float vertical = Math.max(0f, Math.min(1f, climb > 0f ? tv / climb : 1f));
                float ta = up ? tc - climb : tc;
                float across = h > 0f ? Math.max(0f, Math.min(1f, ta * speed / h)) : 1f;
                out[0] = x0 + dx * across;
                out[1] = y0 + (y1 - y0) * vertical;
                out[2] = z0 + dz * across;
                return;
            }
            default:
                out[0] = x0 + dx * u;
                out[1] = y0 + (y1 - y0) * u;
                out[2] = z0 + dz * u;
        }
    }

    private static float apexY(LinkKind kind, float[] f, int o, float horizontal) {
        return kind == LinkKind.DROP ? Math.max(f[o + 1], f[o + 4]) + DROP_APEX
                : Math.max(f[o + 1], f[o + 4]) + jumpApex(horizontal);
    }

    /** Seconds to fall h metres from rest. */
    private static float fall(float h) {
        return (float) Math.sqrt(2f * Math.max(0f, h) / GRAVITY);
    }

    private static void requireSpeed(float speed) {
        if (!(speed > 0f)) {
            throw new IllegalArgumentException("a link's traversal needs a walking speed > 0 m/s, got " + speed);
        }
    }
}
