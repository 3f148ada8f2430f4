package org.jme3navmesh.agent;

/**
 * The walkers that cannot step aside towards a wall because they already touch it: an agent that follows a path and
 * whose centre lies within {@value #PINNED} m of a mesh boundary segment it sees from the walkable side (or from the
 * segment's line). On a mesh not eroded by the agents' radius, paths hug the walls and corners, so two walkers that
 * meet head-on along a wall face both stand against it; ORCA splits their avoidance in half, and the half of the one
 * against the wall is a step into the wall, so neither moves. {@link OrcaPlanner} lets the walker that is free to
 * step aside take all of the avoidance instead.
 *
 * <p>Allocation-free per step once grown to the crowd; {@link #update} on one thread, {@link #pinned} from several
 * while no update runs.
 */
final class PinnedWalkers {
    /** Largest distance from a wall's segment at which a walker counts as against it, metres. */
    static final float PINNED = 0.1f;

    private final WallSegments walls;
    private final int[] ids = new int[64];
    private boolean[] pinned = new boolean[0];

    /** @param walls the navmesh's boundary; not null, shared (immutable) */
    PinnedWalkers(WallSegments walls) {
        this.walls = walls;
    }

    /**
     * Notes which agents are pinned against a wall this step.
     *
     * @param s the agents; not null, unaffected
     */
    void update(AgentStore s) {
        if (pinned.length < s.capacity) {
            pinned = new boolean[s.capacity];
        }
        int[] active = s.ids();
        for (int k = 0, n = s.activeCount; k < n; k++) {
            int i = active[k];
            pinned[i] = s.following[i] && againstWall(s, i);
        }
    }

    /**
     * True when agent i walks against a wall (as of the last {@link #update}).
     *
     * @param i an active agent
     */
    boolean pinned(int i) {
        return i < pinned.length && pinned[i];
    }

    private boolean againstWall(AgentStore s, int i) {
        float x = s.px[i], z = s.pz[i];
        int m = walls.near(x, s.py[i], z, PINNED, s.type[i].height(), ids, null, 0);
        for (int k = 0; k < m; k++) {
            int w = ids[k];
            if (WallSegments.leftOf(walls.startX(w), walls.startZ(w), walls.endX(w), walls.endZ(w), x, z) <= 0f) {
                return true;
            }
        }
        return false;
    }
}
