package org.jme3navmesh.bake;

import java.util.Objects;

/**
 * What a {@link SceneSampler} found in a region: the surfaces under the cell centres, and the
 * walls standing between them.
 *
 * @param surfaces every surface under each cell centre, sorted bottom to top; not null
 * @param blockers steep or downward-facing geometry crossing the links between centres, or null
 *                 when the sampler cannot tell (links then rely on the centre samples only)
 * @param posts    corners of walls the erosion measures from, or null when unknown
 */
public record RegionSamples(SurfaceSamples surfaces, LinkBlockers blockers, WallPosts posts) {
    /** Checks that the surfaces are present. */
    public RegionSamples {
        Objects.requireNonNull(surfaces, "surfaces");
    }
}
