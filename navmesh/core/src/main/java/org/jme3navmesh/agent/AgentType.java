package org.jme3navmesh.agent;

import java.util.Objects;

/**
 * Movement limits of a kind of agent. Immutable and validated on construction.
 *
 * <p>Lengths in metres, speeds in metres per second, angles in degrees. A "heavy" agent is one
 * with a lower {@link #maxSlopeDeg()}: its path queries treat steeper triangles as impassable,
 * and its movement treats them as walls.
 *
 * @param name         display name; not null, not blank
 * @param radius       body radius, metres; finite, &gt; 0; used for separation
 * @param height       body height, metres; finite, &gt; 0; agents further apart vertically do not separate
 * @param maxSpeed     top walking speed, metres per second; finite, &gt; 0
 * @param maxAccel     largest change of speed per second, metres per second squared; finite, &gt; 0
 * @param turnRateDeg  largest change of facing per second, degrees per second; finite, &gt; 0
 * @param maxSlopeDeg  steepest triangle the agent may enter, degrees from horizontal; finite, in (0, 90]
 */
public record AgentType(String name, float radius, float height, float maxSpeed, float maxAccel,
                        float turnRateDeg, float maxSlopeDeg) {

    /**
     * Validates every parameter; throws {@link IllegalArgumentException} naming the bad one.
     *
     * @param name        display name; not null, not blank
     * @param radius      body radius, metres; finite, &gt; 0
     * @param height      body height, metres; finite, &gt; 0
     * @param maxSpeed    top walking speed, metres per second; finite, &gt; 0
     * @param maxAccel    largest change of speed per second, metres per second squared; finite, &gt; 0
     * @param turnRateDeg largest change of facing per second, degrees per second; finite, &gt; 0
     * @param maxSlopeDeg steepest triangle the agent may enter, degrees from horizontal; finite, in (0, 90]
     * @throws IllegalArgumentException when name is blank or a number is out of its range or not finite
     */
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

    /**
     * The project's default walker: radius 0.5 m, height 2 m, 3.5 m/s, 8 m/s&sup2;, 360 deg/s, 45 deg slopes.
     *
     * @return a new type; not null
     */
    public static AgentType walker() {
        return new AgentType("walker", 0.5f, 2.0f, 3.5f, 8f, 360f, 45f);
    }

    /**
     * A heavy agent: slower, turns slower and avoids slopes steeper than 20 degrees.
     *
     * @return a new type (radius 0.5 m, height 2 m, 2.5 m/s, 4 m/s&sup2;, 180 deg/s, 20 deg slopes); not null
     */
    public static AgentType heavy() {
        return new AgentType("heavy", 0.5f, 2.0f, 2.5f, 4f, 180f, 20f);
    }

    /**
     * A copy with another maximum slope, degrees.
     *
     * @param deg steepest triangle the agent may enter, degrees from horizontal; finite, in (0, 90]
     * @return a new type; not null
     * @throws IllegalArgumentException when deg is not finite or not in (0, 90]
     */
    public AgentType withMaxSlope(float deg) {
        return new AgentType(name, radius, height, maxSpeed, maxAccel, turnRateDeg, deg);
    }

    /**
     * A copy with another top speed, m/s.
     *
     * @param v top walking speed, metres per second; finite, &gt; 0
     * @return a new type; not null
     * @throws IllegalArgumentException when v is not finite or not &gt; 0
     */
    public AgentType withMaxSpeed(float v) {
        return new AgentType(name, radius, height, v, maxAccel, turnRateDeg, maxSlopeDeg);
    }

    /**
     * A copy with another turn rate, degrees per second.
     *
     * @param degPerSecond largest change of facing per second, degrees per second; finite, &gt; 0
     * @return a new type; not null
     * @throws IllegalArgumentException when degPerSecond is not finite or not &gt; 0
     */
    public AgentType withTurnRate(float degPerSecond) {
        return new AgentType(name, radius, height, maxSpeed, maxAccel, degPerSecond, maxSlopeDeg);
    }

    /**
     * A copy with another acceleration, m/s&sup2;.
     *
     * @param a largest change of speed per second, metres per second squared; finite, &gt; 0
     * @return a new type; not null
     * @throws IllegalArgumentException when a is not finite or not &gt; 0
     */
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
