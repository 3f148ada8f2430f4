package org.jme3navmesh.debug;

import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import org.jme3navmesh.agent.LinkMotion;
import org.jme3navmesh.mesh.OffMeshLinks;

/**
 * Lines that show a mesh's off-mesh links: each link as the path an agent takes along it ({@link LinkMotion}: the
 * arc of a jump or drop, the climb of a ladder, a straight line for the others), with an arrowhead at the end it
 * leads to (at both ends of a link used both ways). Disabled links are drawn too (the layer shows the authored
 * set).
 */
public final class LinkDebugMeshes {
    /** Points sampled along each link. */
    static final int SAMPLES = 16;
    /** Length of an arrowhead's barbs, metres. */
    static final float ARROW = 0.35f;
    /** Walking speed used to time the motion (only the shape is drawn, so any speed gives the same lines). */
    private static final float SPEED = 3.5f;

    private LinkDebugMeshes() {
    }

    /**
     * @param links the links; not null, unaffected
     * @param lift  height added to every point, metres
     * @return a line mesh (mode Lines, Position only), empty without links
     */
    public static Mesh arcs(OffMeshLinks links, float lift) {
        int n = links.count();
        float[] pos = new float[n * (SAMPLES * 6 + 2 * 12)];
        int k = 0;
        float[] ends = new float[6];
        float[] p = new float[3];
        float[] pts = new float[3 * (SAMPLES + 1)];
        for (int l = 0; l < n; l++) {
            for (int e = 0; e < 2; e++) {
                ends[3 * e] = links.x(l, e);
                ends[3 * e + 1] = links.y(l, e);
                ends[3 * e + 2] = links.z(l, e);
            }
            float dur = LinkMotion.duration(links.kind(l), ends, 0, SPEED);
            for (int s = 0; s <= SAMPLES; s++) {
                if (dur > 0f) {
                    LinkMotion.position(links.kind(l), ends, 0, dur * s / SAMPLES, dur, SPEED, p);
                } else {
                    float u = (float) s / SAMPLES;
                    for (int c = 0; c < 3; c++) {
                        p[c] = ends[c] + (ends[3 + c] - ends[c]) * u;
                    }
                }
                System.arraycopy(p, 0, pts, 3 * s, 3);
            }
            for (int s = 0; s < SAMPLES; s++) {
                k = put(pos, k, pts, s, lift);
                k = put(pos, k, pts, s + 1, lift);
            }
            k = arrow(pos, k, pts, SAMPLES, SAMPLES - 1, lift);
            if (links.link(l).bidirectional()) {
                k = arrow(pos, k, pts, 0, 1, lift);
            }
        }
        Mesh m = new Mesh();
        m.setMode(Mesh.Mode.Lines);
        m.setBuffer(VertexBuffer.Type.Position, 3, BufferUtils.createFloatBuffer(java.util.Arrays.copyOf(pos, k)));
        m.updateBound();
        return m;
    }

    private static int put(float[] pos, int k, float[] pts, int s, float lift) {
        pos[k++] = pts[3 * s];
        pos[k++] = pts[3 * s + 1] + lift;
        pos[k++] = pts[3 * s + 2];
        return k;
    }

    /** Two barbs at point tip, pointing away from point back. */
    private static int arrow(float[] pos, int k, float[] pts, int tip, int back, float lift) {
        float dx = pts[3 * tip] - pts[3 * back], dy = pts[3 * tip + 1] - pts[3 * back + 1];
        float dz = pts[3 * tip + 2] - pts[3 * back + 2];
        float len = (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (len < 1e-5f) {
            return k;
        }
        dx /= len;
        dy /= len;
        dz /= len;
        float h = (float) Math.sqrt(dx * dx + dz * dz);
        float sx = h > 1e-3f ? -dz / h : 1f, sz = h > 1e-3f ? dx / h : 0f;
        for (int side = -1; side <= 1; side += 2) {
            k = put(pos, k, pts, tip, lift);
            pos[k++] = pts[3 * tip] - ARROW * dx + side * 0.5f * ARROW * sx;
            pos[k++] = pts[3 * tip + 1] - ARROW * dy + lift;
            pos[k++] = pts[3 * tip + 2] - ARROW * dz + side * 0.5f * ARROW * sz;
        }
        return k;
    }
}
