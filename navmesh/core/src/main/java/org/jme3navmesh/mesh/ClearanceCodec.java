package org.jme3navmesh.mesh;

import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * The binary form of a {@link MeshClearance}, an optional section of a navmesh file after the
 * height detail: the byte {@link #TAG}, the float baked radius, the int triangle count, then one
 * height step per triangle (a byte). Files without the section read as meshes without clearance.
 */
final class ClearanceCodec {
    /** The section's first byte ('C'). */
    static final int TAG = 'C';

    private ClearanceCodec() {
    }

    /**
     * Writes the section.
     *
     * @param c   the clearance; not null, unaffected
     * @param out the stream; not null, written to
     */
    static void write(MeshClearance c, DataOutputStream out) throws IOException {
        out.writeByte(TAG);
        out.writeFloat(c.bakedRadius());
        byte[] s = c.rawSteps();
        out.writeInt(s.length);
        out.write(s);
    }

    /**
     * Reads the section after its tag.
     *
     * @param p             the payload, positioned after the tag; read from
     * @param triangleCount the mesh's triangle count
     * @throws IllegalArgumentException when the section does not describe that many triangles or
     *                                  its radius is not finite and &gt; 0
     */
    static MeshClearance read(ByteBuffer p, int triangleCount) {
        float radius = p.getFloat();
        int n = p.getInt();
        if (n != triangleCount) {
            throw new IllegalArgumentException("clearance describes " + n + " triangles, the mesh has " + triangleCount);
        }
        byte[] s = new byte[n];
        p.get(s);
        return MeshClearance.ofSteps(radius, s);
    }
}
