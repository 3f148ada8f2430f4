package org.jme3navmesh.agent;

import java.util.HashMap;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Random targets for a crowd's agents: uniformly random points an agent can reach ({@link ReachableTargets}, one
 * per max slope, built on first use) or can reach within a walking distance ({@link WanderSampler}, built on
 * first use). Simulation thread only.
 */
final class RandomTargets {
    private NavMesh mesh;
    private final Map<Float, ReachableTargets> reachable = new HashMap<>();
    private WanderSampler wander;

    /** @param mesh the crowd's mesh; not null */
    RandomTargets(NavMesh mesh) {
        this.mesh = mesh;
    }

    /**
     * Samples another version of the mesh from now on: the samplers built for the old one are dropped.
     *
     * @param next the mesh; not null, shared, never modified
     */
    void use(NavMesh next) {
        mesh = next;
        reachable.clear();
        wander = null;
    }

    /**
     * The sampler of points reachable for agents of a type (over triangles no steeper than its max slope).
     *
     * @param type not null
     */
    ReachableTargets reachable(AgentType type) {
        return reachable.computeIfAbsent(type.maxSlopeDeg(), s -> ReachableTargets.forMaxSlope(mesh, s));
    }

    /**
     * A random point that an agent of the given type standing at (x, z) on triangle fromTri can reach.
     *
     * @param maxDistance longest walk over the mesh, metres (&gt; 0), or {@link Float#POSITIVE_INFINITY} for any
     *                    point on the agent's island
     * @param rnd         random source; not null, advanced
     * @param out         receives x, y, z of the point at out[0..2] when found; modified
     * @return the point's triangle, or -1 when the agent stands on a triangle its type may not enter
     */
    int pick(AgentType type, int fromTri, float x, float z, float maxDistance, RandomGenerator rnd, float[] out) {
        if (maxDistance == Float.POSITIVE_INFINITY) {
            return reachable(type).randomPoint(fromTri, rnd, out);
        }
        if (wander == null) {
            wander = new WanderSampler(mesh);
        }
        return wander.randomPoint(fromTri, x, z, type.maxSlopeDeg(), maxDistance, rnd, out);
    }
}
