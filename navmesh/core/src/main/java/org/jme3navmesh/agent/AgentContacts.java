package org.jme3navmesh.agent;

/**
 * The agents close to each agent, noted while its velocity is planned, and the last resort against overlap that
 * uses them: after the agents have moved, every pair still closer than its summed radii is pushed apart, each agent
 * by half of the overlap (all of it when the other is moved externally or on an off-mesh link), along the line
 * between their centres, with a constrained move across the mesh ({@link SurfaceWalker#move}), so a push never
 * crosses a wall or leaves the mesh. ORCA keeps agents apart when it can; its velocities are reached only within
 * each agent's acceleration and turn rate, and a crowd pressed into a doorway has no collision-free velocity left,
 * so some overlap remains for this to remove.
 *
 * <p>This runs in {@value #PASSES} passes; in each, every push is computed from the positions the pass starts from,
 * before any push is applied, so the result does not depend on the order of the agents. Allocation-free once its arrays have grown to the crowd's capacity.
 */
final class AgentContacts {
    /** Most close agents noted per agent, nearest first. */
    static final int MAX_CONTACTS = 6;
    /** A neighbour is noted when the gap between the two discs is under this at planning time, metres. */
    static final float MARGIN = 0.25f;
    /** Passes over the contacts per step: a second one parts what a wall or a third agent left overlapping. */
    static final int PASSES = 2;

    private int[] contact = new int[0];
    private byte[] count = new byte[0];
    private float[] pushX = new float[0], pushZ = new float[0];
    private final float[] out = new float[3];

    /**
     * Grows the arrays to hold agents of ids below {@code capacity}; call before the planning of a step.
     *
     * @param capacity the store's capacity (&gt;= 0)
     */
    void ensureCapacity(int capacity) {
        if (count.length < capacity) {
            contact = new int[capacity * MAX_CONTACTS];
            count = new byte[capacity];
            pushX = new float[capacity];
            pushZ = new float[capacity];
        }
    }

    /**
     * Notes agent i's close neighbours among its nearest ones. Writes only agent i's entries, so distinct agents may
     * be noted at the same time by different workers.
     *
     * @param s         the agents; not null, unaffected
     * @param i         an active agent
     * @param neighbour agent ids, nearest first; not null, unaffected
     * @param n         how many of {@code neighbour} to read
     */
    void record(AgentStore s, int i, int[] neighbour, int n) {
        float x = s.px[i], z = s.pz[i], r = s.type[i].radius();
        int base = i * MAX_CONTACTS, c = 0;
        for (int k = 0; k < n && c < MAX_CONTACTS; k++) {
            int j = neighbour[k];
            float reach = r + s.type[j].radius() + MARGIN;
            if (AgentStore.dist2xz(x, z, s.px[j], s.pz[j]) >= reach * reach) {
                break; // nearest first: the rest are further
            }
            contact[base + c++] = j;
        }
        count[i] = (byte) c;
    }

    /**
     * The number of close agents noted for agent i by the last {@link #record} (0 when it was never noted).
     *
     * @param i an agent id (&gt;= 0)
     */
    int count(int i) {
        return i < count.length ? count[i] : 0;
    }

    /**
     * Agent i's m-th close agent of the last {@link #record}, nearest first.
     *
     * @param i an agent id (&gt;= 0)
     * @param m an index in [0, {@link #count(int)})
     */
    int contact(int i, int m) {
        return contact[i * MAX_CONTACTS + m];
    }

    /**
     * Pushes apart the noted pairs that overlap now (see the class comment).
     *
     * @param s      the agents; not null, positions, heights and triangles of pushed agents modified
     * @param walker keeps the pushes on the crowd's mesh; not null
     */
    void separate(AgentStore s, SurfaceWalker walker) {
        for (int pass = 0; pass < PASSES; pass++) {
            if (!push(s, walker)) {
                return;
            }
        }
    }

    /** One pass of {@link #separate}; returns true when it pushed some agent. */
    private boolean push(AgentStore s, SurfaceWalker walker) {
        int[] ids = s.ids();
        int n = s.activeCount;
        boolean pushed = false;
        for (int k = 0; k < n; k++) {
            int i = ids[k];
            pushX[i] = 0f;
            pushZ[i] = 0f;
            if (s.external[i] || i >= count.length) {
                continue;
            }
            float x = s.px[i], z = s.pz[i], r = s.type[i].radius();
            for (int m = 0, c = count[i], base = i * MAX_CONTACTS; m < c; m++) {
                int j = contact[base + m];
                if (!s.isActive(j)) {
                    continue;
                }
                float dx = x - s.px[j], dz = z - s.pz[j];
                float rr = r + s.type[j].radius();
                float d2 = dx * dx + dz * dz;
                if (d2 >= rr * rr) {
                    continue;
                }
                float d = (float) Math.sqrt(d2);
                float share = s.external[j] ? 1f : 0.5f;
                if (d > 1e-6f) {
                    float f = share * (rr - d) / d;
                    pushX[i] += dx * f;
                    pushZ[i] += dz * f;
                } else {
                    pushX[i] += i < j ? share * rr : -share * rr; // at the same point: part along x by id
                }
            }
        }
        for (int k = 0; k < n; k++) {
            int i = ids[k];
            float mx = pushX[i], mz = pushZ[i];
            if (mx == 0f && mz == 0f) {
                continue;
            }
            pushed = true;
            float ox = s.px[i], oz = s.pz[i];
            s.tri[i] = walker.move(s.tri[i], ox, oz, ox + mx, oz + mz, s.type[i].maxSlopeDeg(), s.type[i].radius(), out);
            s.px[i] = out[0];
            s.py[i] = out[1];
            s.pz[i] = out[2];
            assert Float.isFinite(out[0]) && Float.isFinite(out[2]) : "position of agent " + i + " is not finite";
        }
        return pushed;
    }
}
