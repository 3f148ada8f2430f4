package org.jme3navmesh.agent;

import java.util.Objects;

/**
 * Movement limits of a kind of agent. Immutable and validated on construction.
 *
 * <p>Lengths in metres, speeds in metres per second, angles in degrees. A "heavy" agent is one
 * with a lower {@link #maxSlopeDeg()}: its path queries treat steeper triangles as impassable,
 * and its movement treats them as walls.
 *
 * @param name         display name, not null or blank
 * @param radius       body radius (&gt; 0); used for separation
 * @param height       body height (&gt; 0); agents further apart vertically do not separate
 * @param maxSpeed     top walking speed (&gt; 0)
 * @param maxAccel     largest change of speed per second (&gt; 0)
 * @param turnRateDeg  largest change of facing per second, degrees (&gt; 0)
 * @param maxSlopeDeg  steepest triangle the agent may enter, degrees in (0, 90]
 */
public record AgentType(String name, float radius, float height, float maxSpeed, float maxAccel,
                        float turnRateDeg, float maxSlopeDeg) {

    /** Validates every parameter; throws {@link IllegalArgumentException} naming the bad one. */
    public AgentType {
        Objects.requireNonNull(name, "name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("name must not be blank");
        }
        positive("radius", radius);
        positive("height", height);
        positive("maxSpeed", maxSpeed);
        positive("maxAccel", maxAccel);
        positive("turnRateDeg", turnRateDeg);
        positive("maxSlopeDeg", maxSlopeDeg);
        if (maxSlopeDeg > 90f) {
            throw new IllegalArgumentException("maxSlopeDeg must be at most 90, got " + maxSlopeDeg);
        }
    }

    /** The project's default walker: radius 0.5 m, height 2 m, 3.5 m/s, 8 m/s&sup2;, 360 deg/s, 45 deg slopes. */
    public static AgentType walker() {
        return new AgentType("walker", 0.5f, 2.0f, 3.5f, 8f, 360f, 45f);
    }

    /** A heavy agent: slower, turns slower and avoids slopes steeper than 20 degrees. */
    public static AgentType heavy() {
        return new AgentType("heavy", 0.5f, 2.0f, 2.5f, 4f, 180f, 20f);
    }

    /** A copy with another maximum slope, degrees. */
    public AgentType withMaxSlope(float deg) {
        return new AgentType(name, radius, height, maxSpeed, maxAccel, turnRateDeg, deg);
    }

    /** A copy with another top speed, m/s. */
    public AgentType withMaxSpeed(float v) {
        return new AgentType(name, radius, height, v, maxAccel, turnRateDeg, maxSlopeDeg);
    }

    /** A copy with another turn rate, degrees per second. */
    public AgentType withTurnRate(float degPerSecond) {
        return new AgentType(name, radius, height, maxSpeed, maxAccel, degPerSecond, maxSlopeDeg);
    }

    /** A copy with another acceleration, m/s&sup2;. */
    public AgentType withMaxAccel(float a) {
        return new AgentType(name, radius, height, maxSpeed, a, turnRateDeg, maxSlopeDeg);
    }

    static void positive(String name, float v) {
        if (!Float.isFinite(v)) {
            throw new IllegalArgumentException(name + " must be a finite number, got " + v);
        }
        if (v <= 0f) {
            throw new IllegalArgumentException(name + " must be greater than zero, got " + v);
        }
    }
}
