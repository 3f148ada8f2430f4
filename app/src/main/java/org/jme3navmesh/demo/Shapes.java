package org.jme3navmesh.demo;

import com.jme3.math.Vector3f;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;

/** Small flat-shaded meshes the demo level needs beyond jME's Box: extruded prisms (ramps, roofs). */
public final class Shapes {
    private Shapes() {
    }

    /**
     * A closed prism: the convex polygon {@code profile} (pairs of (z, y) in metres, either winding)
     * extruded along X from {@code -halfWidth} to {@code +halfWidth}. Faces are flat shaded.
     * The array is not modified.
     *
     * @param profile   (z, y) pairs of a convex polygon, local metres; not null, unaffected, even length &gt;= 6
     * @param halfWidth half the extrusion along X, metres; &gt; 0
     * @return a new indexed mesh with normals, local space; not null
     * @throws IllegalArgumentException if the profile has fewer than 3 points, an odd length or no area, or
     *                                  halfWidth &lt;= 0
     */
    public static Mesh prism(float[] profile, float halfWidth) {
        int n = profile.length / 2;
        if (profile.length % 2 != 0 || n < 3) {
            throw new IllegalArgumentException("profile needs at least 3 (z, y) points, got " + profile.length + " floats");
        }
        if (!(halfWidth > 0)) {
            throw new IllegalArgumentException("halfWidth must be > 0, got " + halfWidth);
        }
        float twiceArea = 0;
        for (int k = 0; k < n; k++) {
            int k2 = (k + 1) % n;
            twiceArea += profile[2 * k] * profile[2 * k2 + 1] - profile[2 * k2] * profile[2 * k + 1];
        }
        if (twiceArea == 0 || Float.isNaN(twiceArea)) {
            throw new IllegalArgumentException("profile is degenerate (zero area)");
        }
        if (twiceArea < 0) {
            // normalise to counter-clockwise in the (z, y) plane
            float[] rev = new float[profile.length];
            for (int k = 0; k < n; k++) {
                rev[2 * k] = profile[2 * (n - 1 - k)];
                rev[2 * k + 1] = profile[2 * (n - 1 - k) + 1];
            }
            profile = rev;
        }
        int capTris = n - 2;
        int vertCount = 2 * n + 4 * n;
        float[] pos = new float[vertCount * 3];
        float[] nor = new float[vertCount * 3];
        int[] idx = new int[(2 * capTris + 2 * n) * 3];
        int v = 0, i = 0;
        // caps: a CCW (z, y) profile faces -X, so the +X cap is wound in reverse
        for (int side = 0; side < 2; side++) {
            float x = side == 0 ? halfWidth : -halfWidth;
            int base = v;
            for (int k = 0; k < n; k++) {
                put(pos, nor, v++, x, profile[2 * k + 1], profile[2 * k], side == 0 ? 1 : -1, 0, 0);
            }
            for (int k = 1; k + 1 < n; k++) {
                if (side == 0) {
                    idx[i++] = base; idx[i++] = base + k + 1; idx[i++] = base + k;
                } else {
                    idx[i++] = base; idx[i++] = base + k; idx[i++] = base + k + 1;
                }
            }
        }
        // sides
        Vector3f a = new Vector3f(), b = new Vector3f(), nrm = new Vector3f();
        for (int k = 0; k < n; k++) {
            int k2 = (k + 1) % n;
            a.set(0, profile[2 * k + 1], profile[2 * k]);
            b.set(0, profile[2 * k2 + 1], profile[2 * k2]);
            // outward normal of edge a->b in the (z, y) plane for a CCW profile seen from +X
            float dz = b.z - a.z, dy = b.y - a.y;
            nrm.set(0, -dz, dy).normalizeLocal();
            int base = v;
            put(pos, nor, v++, halfWidth, a.y, a.z, nrm.x, nrm.y, nrm.z);
            put(pos, nor, v++, halfWidth, b.y, b.z, nrm.x, nrm.y, nrm.z);
            put(pos, nor, v++, -halfWidth, b.y, b.z, nrm.x, nrm.y, nrm.z);
            put(pos, nor, v++, -halfWidth, a.y, a.z, nrm.x, nrm.y, nrm.z);
            idx[i++] = base; idx[i++] = base + 1; idx[i++] = base + 2;
            idx[i++] = base; idx[i++] = base + 2; idx[i++] = base + 3;
        }
        Mesh m = new Mesh();
        m.setBuffer(VertexBuffer.Type.Position, 3, BufferUtils.createFloatBuffer(pos));
        m.setBuffer(VertexBuffer.Type.Normal, 3, BufferUtils.createFloatBuffer(nor));
        m.setBuffer(VertexBuffer.Type.Index, 3, BufferUtils.createIntBuffer(idx));
        m.updateBound();
        return m;
    }

    /**
     * A solid ramp (wedge) rising along +Z: its foot at z = 0 on y = 0 and its top edge at z = length,
     * y = height, with a vertical back face; {@code halfWidth} along X.
     *
     * @param halfWidth half the width along X, metres; &gt; 0
     * @param length    horizontal length along Z, metres; &gt; 0
     * @param height    height of the top edge, metres; &gt; 0
     * @return a new mesh, local space; not null
     * @throws IllegalArgumentException when a size is not &gt; 0
     */
    public static Mesh ramp(float halfWidth, float length, float height) {
        if (!(length > 0) || !(height > 0)) {
            throw new IllegalArgumentException("ramp length and height must be > 0, got " + length + ", " + height);
        }
        return prism(new float[]{0, 0, length, 0, length, height}, halfWidth);
    }

    private static void put(float[] pos, float[] nor, int v, float x, float y, float z, float nx, float ny, float nz) {
        pos[3 * v] = x;
        pos[3 * v + 1] = y;
        pos[3 * v + 2] = z;
        nor[3 * v] = nx;
        nor[3 * v + 1] = ny;
        nor[3 * v + 2] = nz;
    }
}
