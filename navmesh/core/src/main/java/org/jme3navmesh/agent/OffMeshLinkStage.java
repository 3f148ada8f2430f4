package org.jme3navmesh.agent;

import org.jme3navmesh.mesh.OffMeshLinks;

/**
 * Stage "off-mesh links": moves the agents that are on off-mesh links along them ({@link CrowdLinks}); an agent
 * whose motion ends leaves the link at its exit and walks on from the next step. When the mesh's links were
 * enabled or disabled since the last step ({@link OffMeshLinks#version()}), agents whose paths cross a disabled
 * link are marked for re-planning; so are they when the crowd took a new mesh version's links. It runs after the collision stage, as Detour's crowd moves agents along a link
 * after the regular movement. Agents enter links in the path-following stage (at a link's entry waypoint).
 * Without links in the mesh it does nothing.
 */
final class OffMeshLinkStage implements CrowdStage {
    private final AgentStore s;
    private final CrowdLinks links;
    private final float[] tmp3 = new float[3];
    /** The links seen at the last step (a new mesh version brings its own). */
    private OffMeshLinks seen;
    private int seenVersion;

    /**
     * @param store the agents; not null, read and written
     * @param links the crowd's link state; not null, modified
     */
    OffMeshLinkStage(AgentStore store, CrowdLinks links) {
        this.s = store;
        this.links = links;
        this.seen = links.links();
        this.seenVersion = seen.version();
    }

    @Override
    public String name() {
        return "off-mesh links";
    }

    @Override
    public void run(float dt) {
        OffMeshLinks meshLinks = links.links();
        if (meshLinks.isEmpty()) {
            return;
        }
        links.ensure();
        int version = meshLinks.version();
        boolean changed = meshLinks != seen || version != seenVersion;
        seen = meshLinks;
        seenVersion = version;
        int[] ids = s.ids();
        for (int k = 0, n = s.activeCount; k < n; k++) {
            int i = ids[k];
            if (changed) {
                links.checkDisabled(i);
            }
            if (links.phase[i] == CrowdLinks.MOVING) {
                links.advance(i, dt, tmp3);
            }
        }
    }
}
