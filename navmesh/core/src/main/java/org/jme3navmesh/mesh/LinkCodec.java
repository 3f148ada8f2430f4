package org.jme3navmesh.mesh;

import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The off-mesh link section of a navmesh file ({@link NavMeshIO}): the tag {@value #TAG_TEXT}, the snap distance,
 * the link count, then per link its name, kind, authored ends, direction, cost, width, flags, capacity and enabled
 * state. Ends are stored as authored and snapped again on load (the same mesh snaps them to the same points).
 */
final class LinkCodec {
    /** Tag of the section, the bytes of {@value #TAG_TEXT}. */
    static final int TAG = 0x4C494E4B;
    static final String TAG_TEXT = "LINK";
    /** Fewest payload bytes of one link (an empty name). */
    private static final int MIN_LINK_BYTES = 2 + 1 + 24 + 1 + 4 + 4 + 4 + 4 + 1;

    private LinkCodec() {
    }

    /**
     * Writes the section (tag included).
     *
     * @param links not null, non-empty; unaffected
     * @param d     receives the bytes; not null
     */
    static void write(OffMeshLinks links, DataOutputStream d) throws IOException {
        d.writeInt(TAG);
        d.writeFloat(links.maxSnap());
        d.writeInt(links.count());
        for (int i = 0; i < links.count(); i++) {
            OffMeshLink l = links.link(i);
            d.writeUTF(l.name());
            d.writeByte(l.kind().ordinal());
            d.writeFloat(l.startX());
            d.writeFloat(l.startY());
            d.writeFloat(l.startZ());
            d.writeFloat(l.endX());
            d.writeFloat(l.endY());
            d.writeFloat(l.endZ());
            d.writeBoolean(l.bidirectional());
            d.writeFloat(l.cost());
            d.writeFloat(l.width());
            d.writeInt(l.flags());
            d.writeInt(l.capacity());
            d.writeBoolean(links.isEnabled(i));
        }
    }

    /**
     * Reads a section whose tag was already read, and attaches its links to the mesh.
     *
     * @param p    positioned after the tag; advanced
     * @param mesh the mesh read so far; not null, unaffected
     * @return a mesh with the links
     * @throws IllegalArgumentException when the section is inconsistent (a bad kind or count, a shared name); an end
     *                                  off the mesh covers its link, as in the edited mesh it was saved from
     */
    static NavMesh read(ByteBuffer p, NavMesh mesh) {
        float maxSnap = p.getFloat();
        int n = p.getInt();
        if (n < 0 || (long) n * MIN_LINK_BYTES > p.remaining()) {
            throw new IllegalArgumentException("off-mesh link count " + n + " does not fit the payload");
        }
        List<OffMeshLink> list = new ArrayList<>(n);
        LinkKind[] kinds = LinkKind.values();
        for (int i = 0; i < n; i++) {
            byte[] s = new byte[p.getShort() & 0xffff];
            p.get(s);
            String name = new String(s, StandardCharsets.UTF_8);
            int k = p.get() & 0xff;
            if (k >= kinds.length) {
                throw new IllegalArgumentException("off-mesh link '" + name + "' has unknown kind " + k);
            }
            OffMeshLink l = OffMeshLink.of(name, kinds[k], p.getFloat(), p.getFloat(), p.getFloat(),
                    p.getFloat(), p.getFloat(), p.getFloat());
            l = l.withBidirectional(p.get() != 0).withCost(p.getFloat()).withWidth(p.getFloat())
                    .withFlags(p.getInt()).withCapacity(p.getInt()).withEnabled(p.get() != 0);
            list.add(l);
        }
        return mesh.withCoveredLinks(list, maxSnap); // saved from an edited mesh, a link may be covered
    }
}
