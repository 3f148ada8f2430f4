package org.jme3navmesh.bake;

import java.util.Objects;

/**
 * What a {@link SceneSampler} found in a region: the surfaces under the cell centres, and the
 * walls standing between them.
 *
 * @param surfaces every surface under each cell centre, sorted bottom to top; not null, kept
 * @param blockers steep or downward-facing geometry crossing the links between centres, kept; or null
 *                 when the sampler cannot tell (links then rely on the centre samples only)
 * @param posts    corners of walls the erosion measures from, kept; or null when unknown
 */
public record RegionSamples(SurfaceSamples surfaces, LinkBlockers blockers, WallPosts posts) {
    /**
     * Checks that the surfaces are present.
     *
     * @param surfaces every surface under each cell centre; not null, kept
     * @param blockers geometry crossing the links between centres, kept; or null when unknown
     * @param posts    corners of walls, kept; or null when unknown
     * @throws NullPointerException when surfaces is null
     */
    public RegionSamples {
        Objects.requireNonNull(surfaces, "surfaces");
    }
}
