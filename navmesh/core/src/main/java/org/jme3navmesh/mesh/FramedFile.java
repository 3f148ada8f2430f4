package org.jme3navmesh.mesh;

import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.zip.CRC32;

/**
 * The frame of the library's binary files ({@link NavMeshIO}'s navmesh files, tile files): magic,
 * version, payload length, payload, CRC32 of the payload, big-endian. Stateless.
 */
public final class FramedFile {
    private FramedFile() {
    }

    /**
     * Writes a payload in its frame; the stream is not closed.
     *
     * @param out     receives the frame; not null; flushed, not closed
     * @param magic   the file type's magic number, written first
     * @param version the format version, any int
     * @param payload the content; not null, unaffected
     * @throws IOException when the stream fails
     */
    public static void write(OutputStream out, int magic, int version, byte[] payload) throws IOException {
        CRC32 crc = new CRC32();
        crc.update(payload);
        DataOutputStream o = new DataOutputStream(out);
        o.writeInt(magic);
        o.writeInt(version);
        o.writeLong(payload.length);
        o.write(payload);
        o.writeInt((int) crc.getValue());
        o.flush();
    }

    /**
     * The CRC32 of a payload, as the frame stores it.
     *
     * @param payload the content; not null, unaffected
     * @return the checksum's low 32 bits
     */
    public static int checksum(byte[] payload) {
        CRC32 crc = new CRC32();
        crc.update(payload);
        return (int) crc.getValue();
    }
}
