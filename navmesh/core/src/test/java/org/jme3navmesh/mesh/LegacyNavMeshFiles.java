package org.jme3navmesh.mesh;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.CRC32;

/**
 * Files of the previous navmesh format ({@link NavMeshIO#VERSION_GRID_DETAIL}), which stored the
 * sampled heights of every cell of the bake grid, made from a current file's triangles.
 */
public final class LegacyNavMeshFiles {
    private LegacyNavMeshFiles() {
    }

    /**
     * The version 1 file of mesh's triangles with the given whole-grid detail.
     *
     * @param mesh    the triangles, areas, slopes and area table; not null, unaffected
     * @param samples the detail to store; not null, unaffected
     * @return the file's bytes; never null
     */
    public static byte[] withGridDetail(NavMesh mesh, HeightDetail samples) throws IOException {
        ByteArrayOutputStream current = new ByteArrayOutputStream();
        NavMeshIO.write(mesh, current);
        // Both versions start the payload with the same vertices, triangles, areas, slopes and area table.
        int prefix = 4 + 12 * mesh.vertexCount() + 4 + 17 * mesh.triangleCount() + 4;
        for (int i = 0; i < mesh.areas().count(); i++) {
            prefix += 2 + mesh.areas().name(i).getBytes(StandardCharsets.UTF_8).length + 4;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream d = new DataOutputStream(bytes);
        d.write(Arrays.copyOfRange(current.toByteArray(), 16, 16 + prefix));
        d.writeBoolean(true);
        d.writeFloat(mesh.detailTolerance());
        CellGrid g = samples.grid();
        d.writeFloat(g.originX());
        d.writeFloat(g.originZ());
        d.writeFloat(g.cellSize());
        d.writeInt(g.width());
        d.writeInt(g.depth());
        for (int i : samples.cellStartCopy()) {
            d.writeInt(i);
        }
        for (float h : samples.heightsCopy()) {
            d.writeFloat(h);
        }
        d.flush();
        byte[] payload = bytes.toByteArray();
        CRC32 crc = new CRC32();
        crc.update(payload);
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        DataOutputStream o = new DataOutputStream(file);
        o.writeInt(NavMeshIO.MAGIC);
        o.writeInt(NavMeshIO.VERSION_GRID_DETAIL);
        o.writeLong(payload.length);
        o.write(payload);
        o.writeInt((int) crc.getValue());
        return file.toByteArray();
    }
}
