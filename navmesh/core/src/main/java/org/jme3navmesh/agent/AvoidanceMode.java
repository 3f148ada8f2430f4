package org.jme3navmesh.agent;

/**
 * Which local avoidance a crowd uses to keep its agents apart (see {@link CrowdConfig#avoidance()}).
 */
public enum AvoidanceMode {
    /**
     * Optimal reciprocal collision avoidance (van den Berg et al. 2011): every agent takes the velocity closest to the
     * one its path asks for that stays clear of its neighbours for {@link CrowdConfig#timeHorizon()} seconds and of
     * the mesh boundary for {@link CrowdConfig#wallTimeHorizon()} seconds, sharing the avoidance with each neighbour.
     */
    ORCA,
    /** Separation steering: agents closer than their radii plus a margin push apart, with a sidestep head-on. */
    SEPARATION,
    /** No local avoidance: agents follow their paths and walk through each other. */
    OFF
}
