package org.jme3navmesh.debug;

import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.AvoidanceView;

/**
 * The avoidance debug view: for each focused agent, lines to the neighbours its avoidance reads, an arrow for the
 * velocity its path asks for (preferred) and one for the velocity the avoidance chose, each arrow as long as the
 * distance walked in {@value #ARROW_SECONDS} s, and under ORCA its half-planes drawn at the same scale around the
 * agent (a velocity v is drawn at the agent's position + v {@value #ARROW_SECONDS} s): each line with ticks on its
 * permitted side, so the chosen arrow's tip lies on the ticked side of every line. Read from
 * {@link AgentCrowd#avoidanceView()}.
 */
public final class AvoidanceLayer {
    /** Neighbour lines: light grey. */
    public static final ColorRGBA NEIGHBOUR = new ColorRGBA(0.8f, 0.8f, 0.85f, 1f);
    /** Preferred velocity arrows: orange-red. */
    public static final ColorRGBA PREFERRED = new ColorRGBA(1f, 0.3f, 0.1f, 1f);
    /** Chosen velocity arrows: bright green. */
    public static final ColorRGBA CHOSEN = new ColorRGBA(0.2f, 1f, 0.3f, 1f);
    /** ORCA half-plane lines: violet. */
    public static final ColorRGBA HALF_PLANE = new ColorRGBA(0.7f, 0.35f, 1f, 1f);
    /** Arrow length in seconds of walking at the velocity drawn. */
    public static final float ARROW_SECONDS = 1f;
    /** Lift of the drawing above the agents' feet, metres. */
    static final float LIFT = 0.35f;
    private static final int MAX_NEIGHBOURS = 64;
    /** Half length of a drawn half-plane line, in m/s of velocity space. */
    static final float HALF_PLANE_REACH = 2.5f;

    private AvoidanceLayer() {
    }

    /**
     * The debug layer, key {@code 0}, off at first.
     *
     * @param mats   makes the line materials; not null
     * @param source the crowd and the agents to draw; not null
     * @return a new layer; not null
     */
    public static DebugLayer create(DebugMaterials mats, AvoidanceSource source) {
        Material neighbourMat = mats.color(NEIGHBOUR);
        Material preferredMat = mats.color(PREFERRED);
        Material chosenMat = mats.color(CHOSEN);
        Material halfPlaneMat = mats.color(HALF_PLANE);
        return new DebugLayer("avoidance (selected)", com.jme3.input.KeyInput.KEY_0, "0", source::version, () -> {
            AgentCrowd crowd = source.crowd();
            if (crowd == null) {
                return null;
            }
            Mesh[] m = meshes(crowd, source.focusedAgents());
            Node n = new Node("avoidance");
            attach(n, "avoidance-neighbours", m[0], neighbourMat);
            attach(n, "avoidance-preferred", m[1], preferredMat);
            attach(n, "avoidance-chosen", m[2], chosenMat);
            attach(n, "avoidance-half-planes", m[3], halfPlaneMat);
            return n.getQuantity() == 0 ? null : n;
        }, false);
    }

    private static void attach(Node n, String name, Mesh mesh, Material mat) {
        if (mesh.getVertexCount() <= 0) {
            return;
        }
        Spatial g = new Geometry(name, mesh);
        g.setMaterial(mat);
        g.setShadowMode(RenderQueue.ShadowMode.Off);
        n.attachChild(g);
    }

    /**
     * The line meshes of the view: {neighbour lines, preferred velocity arrows, chosen velocity arrows, half-planes},
     * world space, lifted by {@link #LIFT}. Inactive ids are skipped.
     *
     * @param crowd  the crowd; not null, unaffected
     * @param agents crowd ids to draw; not null, unaffected
     * @return four meshes in {@code Mesh.Mode.Lines} (empty ones have no vertices)
     */
    public static Mesh[] meshes(AgentCrowd crowd, int[] agents) {
        AvoidanceView v = crowd.avoidanceView();
        List<Mesh> neighbours = new ArrayList<>(), preferred = new ArrayList<>(), chosen = new ArrayList<>();
        List<Mesh> planes = new ArrayList<>();
        int[] ids = new int[MAX_NEIGHBOURS];
        float[] lines = new float[4 * 4 * MAX_NEIGHBOURS];
        for (int a : agents) {
            if (!crowd.isActive(a)) {
                continue;
            }
            float x = crowd.x(a), y = crowd.y(a), z = crowd.z(a);
            int n = v.neighbours(a, ids);
            for (int k = 0; k < n; k++) {
                int j = ids[k];
                neighbours.add(NavMeshDebugMeshes.polyline(new float[] {x, y, z, crowd.x(j), crowd.y(j), crowd.z(j)}, LIFT));
            }
            preferred.add(arrow(x, y, z, v.preferredX(a), v.preferredZ(a)));
            chosen.add(arrow(x, y + 0.05f, z, v.chosenX(a), v.chosenZ(a)));
            for (int k = 0, h = v.halfPlanes(a, lines); k < h; k++) {
                planes.add(halfPlane(x, y + 0.1f, z, lines[4 * k], lines[4 * k + 1], lines[4 * k + 2], lines[4 * k + 3]));
            }
        }
        return new Mesh[] {
            NavMeshDebugMeshes.merge(neighbours, Mesh.Mode.Lines),
            NavMeshDebugMeshes.merge(preferred, Mesh.Mode.Lines),
            NavMeshDebugMeshes.merge(chosen, Mesh.Mode.Lines),
            NavMeshDebugMeshes.merge(planes, Mesh.Mode.Lines),
        };
    }

    /** An arrow from (x, y, z) along the XZ velocity (vx, vz) times {@link #ARROW_SECONDS}, with a two-stroke head. */
    static Mesh arrow(float x, float y, float z, float vx, float vz) {
        float dx = vx * ARROW_SECONDS, dz = vz * ARROW_SECONDS;
        float len = (float) Math.sqrt(dx * dx + dz * dz);
        if (len < 1e-3f) {
            return new Mesh();
        }
        float tx = x + dx, tz = z + dz;
        float head = Math.min(0.3f, 0.4f * len);
        float ux = dx / len, uz = dz / len;
        // Head strokes: back along the shaft and out to each side.
        float lx = tx - head * (ux - 0.5f * uz), lz = tz - head * (uz + 0.5f * ux);
        float rx = tx - head * (ux + 0.5f * uz), rz = tz - head * (uz - 0.5f * ux);
        return NavMeshDebugMeshes.polyline(new float[] {x, y, z, tx, y, tz, lx, y, lz, tx, y, tz, rx, y, rz}, LIFT);
    }

    /**
     * A half-plane's line (point p, unit direction d, velocity space) drawn around the agent at (x, y, z): from
     * p - {@link #HALF_PLANE_REACH} d to p + {@link #HALF_PLANE_REACH} d, scaled by {@link #ARROW_SECONDS}, with three
     * ticks on the permitted side (normal (-d.z, d.x): there det(d, p - v) &lt; 0).
     */
    static Mesh halfPlane(float x, float y, float z, float px, float pz, float dx, float dz) {
        float s = ARROW_SECONDS, r = HALF_PLANE_REACH, tick = 0.15f;
        float nx = -dz, nz = dx;
        List<Mesh> parts = new ArrayList<>();
        parts.add(NavMeshDebugMeshes.polyline(new float[] {x + (px - r * dx) * s, y, z + (pz - r * dz) * s,
            x + (px + r * dx) * s, y, z + (pz + r * dz) * s}, LIFT));
        for (int t = -1; t <= 1; t++) {
            float bx = x + (px + t * 0.5f * r * dx) * s, bz = z + (pz + t * 0.5f * r * dz) * s;
            parts.add(NavMeshDebugMeshes.polyline(new float[] {bx, y, bz, bx + tick * nx, y, bz + tick * nz}, LIFT));
        }
        return NavMeshDebugMeshes.merge(parts, Mesh.Mode.Lines);
    }
}
