package org.jme3navmesh.agent;

/**
 * Local avoidance by separation steering: every agent is pushed away from the agents closer than the sum of
 * their radii plus {@link CrowdConfig#separationMargin()} (the push grows linearly as they close in), and, while
 * walking, also steps to the right of its facing from those ahead, so agents meeting head-on pass each other
 * instead of pushing straight back along one line. Agents more than a body height apart vertically (other floors)
 * are ignored. The push is at most {@link CrowdConfig#separationWeight()} times the agent's top speed, scaled down
 * as it slows on arrival; a weight of 0 turns separation off.
 */
final class SeparationAvoidance implements LocalAvoidance {
    /** Weight of the sidestep to the right when a neighbour is ahead, relative to the push away from it. */
    private static final float SIDESTEP = 0.5f;

    private final float weight;
    private final float margin;
    /** Per worker: the agents gathered around the agent being planned, and its push (x, z). */
    private int[][] gathered = new int[0][];
    private float[] push = new float[0];

    /** @param config supplies the separation weight and margin; not null */
    SeparationAvoidance(CrowdConfig config) {
        this.weight = config.separationWeight();
        this.margin = config.separationMargin();
    }

    @Override
    public float neighbourCell(AgentStore store) {
        return weight > 0f ? Math.max(2f * store.maxRadius + margin, 0.1f) : 0f;
    }

    @Override
    public void beginStep(AgentStore store, AgentGrid grid, int workers) {
        if (gathered.length < workers) {
            gathered = java.util.Arrays.copyOf(gathered, workers);
            push = new float[2 * workers];
        }
        for (int w = 0; w < workers; w++) {
            if (gathered[w] == null || gathered[w].length < grid.size()) {
                gathered[w] = new int[grid.size()];
            }
        }
    }

    @Override
    public void planAgents(AgentStore store, AgentGrid grid, int worker, int from, int to, float dt) {
        if (weight <= 0f) {
            return;
        }
        int[] ids = grid.order();
        for (int k = from; k < to; k++) {
            int i = ids[k];
            separation(store, grid, i, worker);
            float w = weight * store.type[i].maxSpeed() * store.avoidScale[i];
            store.dvx[i] += push[2 * worker] * w;
            store.dvz[i] += push[2 * worker + 1] * w;
        }
    }

    /** The separation push on agent i, of length at most 1, into the worker's {@link #push}. */
    private void separation(AgentStore s, AgentGrid grid, int i, int worker) {
        int[] near = gathered[worker];
        float ax = 0f, az = 0f;
        float x = s.px[i], z = s.pz[i], y = s.py[i];
        float ri = s.type[i].radius(), hi = s.type[i].height();
        boolean moving = s.speed[i] > 0.1f;
        float fxi = s.fx[i], fzi = s.fz[i];
        for (int k = 0, found = grid.gather(x, z, near); k < found; k++) {
            int j = near[k];
            if (j == i || Math.abs(s.py[j] - y) > hi) {
                continue;
            }
            float range = ri + s.type[j].radius() + margin;
            float ox = x - s.px[j], oz = z - s.pz[j];
            float d2 = ox * ox + oz * oz;
            if (d2 >= range * range) {
                continue;
            }
            float d;
            if (d2 < 1e-8f) {
                // Exactly on top of each other: split along a direction fixed by the ids.
                double a = (i < j ? i : j) * 2.399963; // golden angle
                ox = (float) Math.cos(a) * (i < j ? 1f : -1f);
                oz = (float) Math.sin(a) * (i < j ? 1f : -1f);
                d = 1f;
            } else {
                d = (float) Math.sqrt(d2);
            }
            float w = (range - (d2 < 1e-8f ? 0f : d)) / range;
            ax += ox / d * w;
            az += oz / d * w;
            if (moving && ox * fxi + oz * fzi < 0f) {
                // j is ahead: also step to the right of our facing.
                ax += fzi * w * SIDESTEP;
                az -= fxi * w * SIDESTEP;
            }
        }
        float l = (float) Math.sqrt(ax * ax + az * az);
        if (l > 1f) {
            ax /= l;
            az /= l;
        }
        push[2 * worker] = ax;
        push[2 * worker + 1] = az;
    }
}
