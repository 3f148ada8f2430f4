package org.jme3navmesh.demo;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;

/**
 * The agents of a crowd drawn from above: each agent a flat disc in its own colour, and its trail, the polyline of its
 * last positions, as a flat ribbon in the same colour that fades towards dark grey with age. Two meshes for the whole crowd
 * (discs and ribbons, unshaded vertex colours), rebuilt in place: no allocation after construction.
 */
public final class CrowdTrails {
    /** Segments of a disc. */
    private static final int DISC_SEGMENTS = 12;
    /** Grey that the oldest part of a trail fades towards, and how much of the colour it keeps there. */
    private static final float FADE_GREY = 0.2f, OLDEST_WEIGHT = 0.35f;
    /** Height of the ribbons and of the discs above the agents' positions, metres (drawn over the floor). */
    private static final float TRAIL_LIFT = 0.05f, DISC_LIFT = 0.1f;
    /**
     * Bytes one trail sample of one agent takes: its position (heap) and its ribbon's six vertices, their positions
     * and colours (direct buffers).
     */
    public static final int BYTES_PER_SAMPLE = Float.BYTES * (3 + 6 * 3 + 6 * 4);
    /** Bytes of the ribbons' colours per sample and agent: the largest buffer, whose size in bytes is an int. */
    private static final int COLOUR_BYTES_PER_SAMPLE = Float.BYTES * 6 * 4;

    private final int agents, capacity;
    private final float ribbonWidth, radius;
    private final float[] colours;
    /** Ring of samples per agent: x, y, z at (agent * capacity + slot) * 3. */
    private final float[] samples;
    private int count, head;
    private final Mesh trailMesh = new Mesh(), discMesh = new Mesh();
    private final FloatBuffer trailPos, trailCol, discPos;
    private final Node node = new Node("crowd trails");

    /**
     * @param assets      loads the unshaded material; not null
     * @param agents      number of agents (&gt;= 1)
     * @param capacity    samples kept per agent, the oldest dropped first (&gt;= 2, at most {@link #maxCapacity}
     *                    of the agents; {@link #BYTES_PER_SAMPLE} bytes each and agent)
     * @param radius      disc radius, metres (&gt; 0)
     * @param ribbonWidth trail width, metres (&gt; 0)
     * @throws IllegalArgumentException when a number is out of range, or when the capacity is more than the buffers
     *                                  of that many agents hold (before allocating them)
     */
    public CrowdTrails(AssetManager assets, int agents, int capacity, float radius, float ribbonWidth) {
        if (agents < 1 || capacity < 2 || !(radius > 0f) || !(ribbonWidth > 0f)) {
            throw new IllegalArgumentException("agents >= 1, capacity >= 2, radius > 0, ribbonWidth > 0; got "
                    + agents + ", " + capacity + ", " + radius + ", " + ribbonWidth);
        }
        if (capacity > maxCapacity(agents)) {
            throw new IllegalArgumentException("capacity " + capacity + ": the buffers of " + agents
                    + " agents' trails hold at most " + maxCapacity(agents) + " samples each");
        }
        this.agents = agents;
        this.capacity = capacity;
        this.radius = radius;
        this.ribbonWidth = ribbonWidth;
        colours = new float[4 * agents];
        for (int i = 0; i < agents; i++) {
            ColorRGBA c = colour(i, agents);
            colours[4 * i] = c.r;
            colours[4 * i + 1] = c.g;
            colours[4 * i + 2] = c.b;
            colours[4 * i + 3] = 1f;
        }
        samples = new float[3 * agents * capacity];
        int trailVerts = agents * (capacity - 1) * 6;
        trailPos = BufferUtils.createFloatBuffer(3 * trailVerts);
        trailCol = BufferUtils.createFloatBuffer(4 * trailVerts);
        trailPos.limit(0);
        trailCol.limit(0);
        trailMesh.setBuffer(VertexBuffer.Type.Position, 3, trailPos);
        trailMesh.setBuffer(VertexBuffer.Type.Color, 4, trailCol);
        trailMesh.setDynamic();
        int discVerts = agents * DISC_SEGMENTS * 3;
        discPos = BufferUtils.createFloatBuffer(3 * discVerts);
        FloatBuffer discCol = BufferUtils.createFloatBuffer(4 * discVerts);
        for (int i = 0; i < agents; i++) {
            for (int v = 0; v < DISC_SEGMENTS * 3; v++) {
                discCol.put(colours, 4 * i, 4);
            }
        }
        discCol.flip();
        discMesh.setBuffer(VertexBuffer.Type.Position, 3, discPos);
        discMesh.setBuffer(VertexBuffer.Type.Color, 4, discCol);
        discMesh.setDynamic();
        node.attachChild(geometry("trails", trailMesh, assets));
        node.attachChild(geometry("agents", discMesh, assets));
    }

    /**
     * Most samples per agent that the buffers of trails of a number of agents hold: the sizes of the buffers, in
     * bytes, and of the samples' array are ints. (Whether they fit in memory is the caller's to check,
     * {@link #BYTES_PER_SAMPLE} bytes a sample and agent.)
     *
     * @param agents number of agents, &gt;= 1
     * @return samples per agent, &gt;= 1 (below 2, too many agents for any trail)
     * @throws IllegalArgumentException when agents is less than 1
     */
    public static long maxCapacity(int agents) {
        if (agents < 1) {
            throw new IllegalArgumentException("agents must be at least 1, got " + agents);
        }
        long colours = 1 + Integer.MAX_VALUE / ((long) COLOUR_BYTES_PER_SAMPLE * agents); // n - 1 ribbon pieces
        long positions = (Integer.MAX_VALUE - 8) / (3L * agents);
        return Math.min(colours, positions);
    }

    private static Geometry geometry(String name, Mesh mesh, AssetManager assets) {
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setBoolean("VertexColor", true);
        m.getAdditionalRenderState().setFaceCullMode(RenderState.FaceCullMode.Off);
        mesh.updateCounts();
        mesh.updateBound();
        Geometry g = new Geometry(name, mesh);
        g.setMaterial(m);
        return g;
    }

    /**
     * The colour of agent {@code i} of {@code n}: hues spread evenly over the agents in file order.
     *
     * @param i agent index, 0-based
     * @param n number of agents (&gt;= 1)
     * @return a new colour, alpha 1
     */
    public static ColorRGBA colour(int i, int n) {
        int rgb = java.awt.Color.HSBtoRGB(i / (float) n, 0.85f, 1f);
        return AgentColors.of(rgb & 0xffffff);
    }

    /**
     * The node holding the trails and the discs (attach it to the scene).
     *
     * @return the node, live (the same on every call); not null
     */
    public Node node() {
        return node;
    }

    /**
     * Samples kept per agent so far (at most the capacity).
     *
     * @return the number of samples, 0 .. the capacity
     */
    public int samples() {
        return count;
    }

    /**
     * Appends every agent's position to its trail and rebuilds the ribbons.
     *
     * @param xyz positions, three floats per agent in agent order (world metres); not null, unaffected
     */
    public void sample(float[] xyz) {
        for (int i = 0; i < agents; i++) {
            System.arraycopy(xyz, 3 * i, samples, 3 * (i * capacity + head), 3);
        }
        head = (head + 1) % capacity;
        count = Math.min(count + 1, capacity);
        rebuildTrails();
    }

    /**
     * Moves every agent's disc to its position.
     *
     * @param xyz positions, three floats per agent in agent order (world metres); not null, unaffected
     */
    public void showAgents(float[] xyz) {
        discPos.clear();
        for (int i = 0; i < agents; i++) {
            float x = xyz[3 * i], y = xyz[3 * i + 1] + DISC_LIFT, z = xyz[3 * i + 2];
            for (int s = 0; s < DISC_SEGMENTS; s++) {
                double a0 = 2 * Math.PI * s / DISC_SEGMENTS, a1 = 2 * Math.PI * (s + 1) / DISC_SEGMENTS;
                discPos.put(x).put(y).put(z);
                discPos.put(x + radius * (float) Math.cos(a0)).put(y).put(z + radius * (float) Math.sin(a0));
                discPos.put(x + radius * (float) Math.cos(a1)).put(y).put(z + radius * (float) Math.sin(a1));
            }
        }
        discPos.flip();
        discMesh.getBuffer(VertexBuffer.Type.Position).updateData(discPos);
        discMesh.updateBound();
    }

    private void rebuildTrails() {
        trailPos.clear();
        trailCol.clear();
        int oldest = (head - count + capacity) % capacity;
        float half = ribbonWidth / 2f;
        for (int i = 0; i < agents; i++) {
            float r = colours[4 * i], g = colours[4 * i + 1], b = colours[4 * i + 2];
            for (int k = 0; k + 1 < count; k++) {
                int p = 3 * (i * capacity + (oldest + k) % capacity), q = 3 * (i * capacity + (oldest + k + 1) % capacity);
                float x0 = samples[p], y0 = samples[p + 1] + TRAIL_LIFT, z0 = samples[p + 2];
                float x1 = samples[q], y1 = samples[q + 1] + TRAIL_LIFT, z1 = samples[q + 2];
                float dx = x1 - x0, dz = z1 - z0, len = (float) Math.sqrt(dx * dx + dz * dz);
                if (len < 1e-4f) {
                    continue;
                }
                float nx = -dz / len * half, nz = dx / len * half;
                float w0 = weight(k), w1 = weight(k + 1);
                vertex(x0 + nx, y0, z0 + nz, r, g, b, w0);
                vertex(x0 - nx, y0, z0 - nz, r, g, b, w0);
                vertex(x1 + nx, y1, z1 + nz, r, g, b, w1);
                vertex(x1 + nx, y1, z1 + nz, r, g, b, w1);
                vertex(x0 - nx, y0, z0 - nz, r, g, b, w0);
                vertex(x1 - nx, y1, z1 - nz, r, g, b, w1);
            }
        }
        trailPos.flip();
        trailCol.flip();
        trailMesh.getBuffer(VertexBuffer.Type.Position).updateData(trailPos);
        trailMesh.getBuffer(VertexBuffer.Type.Color).updateData(trailCol);
        trailMesh.updateCounts();
        trailMesh.updateBound();
    }

    /** How much of the agent's colour sample k (0 the oldest) keeps: from {@link #OLDEST_WEIGHT} to 1. */
    private float weight(int k) {
        return OLDEST_WEIGHT + (1f - OLDEST_WEIGHT) * k / (count - 1);
    }

    private void vertex(float x, float y, float z, float r, float g, float b, float w) {
        float grey = FADE_GREY * (1f - w);
        trailPos.put(x).put(y).put(z);
        trailCol.put(r * w + grey).put(g * w + grey).put(b * w + grey).put(1f);
    }
}
