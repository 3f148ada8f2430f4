package org.jme3navmesh.agent;

/**
 * Stage "off-mesh links": the place in the step where agents traverse off-mesh links (jumps, ladders, doors:
 * connections between points of the mesh that are not walked over triangles). It runs after the collision stage,
 * as Detour's crowd moves agents along a link after the regular movement, and owns the agents while they are on
 * a link.
 *
 * <p>The mesh has no off-mesh links yet, so no agent is ever on one and this stage passes every agent through
 * unchanged. Issue 16 (off-mesh links) fills it: the path-following stage hands an agent that reaches a link's
 * start over to this stage, which moves it along the link and hands it back at the link's end.
 */
final class OffMeshLinkStage implements CrowdStage {

    @Override
    public String name() {
        return "off-mesh links";
    }

    @Override
    public void run(float dt) {
        // Pass-through: without off-mesh links in the mesh, no agent is on a link (see the class comment).
    }
}
