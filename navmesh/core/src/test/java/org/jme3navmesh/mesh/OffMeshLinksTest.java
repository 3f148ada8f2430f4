package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

class OffMeshLinksTest {

    static OffMeshLink drop() {
        return OffMeshLink.of("drop", LinkKind.DROP, 3.9f, 2.1f, 2f, 6.2f, 0f, 2f);
    }

    @Test
    void linksSnapOntoTheMeshWithTheirKindsDefaults() {
        NavMesh m = LinkTestMeshes.ledge();
        NavMesh linked = m.withLinks(List.of(drop(), OffMeshLink.of("ladder", LinkKind.LADDER, 4f, 2f, 3f, 6f, 0f, 3f)));
        OffMeshLinks l = linked.links();
        assertThat(m.links().isEmpty()).isTrue();
        assertThat(l.count()).isEqualTo(2);
        assertThat(l.indexOf("ladder")).isEqualTo(1);
        assertThat(l.y(0, 0)).isEqualTo(2f);
        assertThat(l.x(0, 0)).isEqualTo(3.9f);
        assertThat(linked.containsXZ(l.triangle(0, 1), l.x(0, 1), l.z(0, 1))).isTrue();
        assertThat(l.link(0).bidirectional()).isFalse();
        assertThat(l.usableFrom(0, 0)).isTrue();
        assertThat(l.usableFrom(0, 1)).isFalse();
        assertThat(l.usableFrom(1, 1)).isTrue();
        assertThat(l.link(1).capacity()).isEqualTo(1);
        assertThat(l.link(0).flags()).isEqualTo(LinkKind.DROP.flag());
        assertThat(l.traversalCost(0)).isCloseTo((float) Math.sqrt(2.3 * 2.3 + 4), org.assertj.core.data.Offset.offset(1e-4f));
        // the geometry is shared, not rebuilt
        assertThat(linked.index()).isSameAs(m.index());
        assertThat(linked.sameAs(m)).isFalse();
    }

    @Test
    void anEndOffTheMeshIsRefusedNamingTheLinkTheEndAndTheDistance() {
        NavMesh m = LinkTestMeshes.ledge();
        OffMeshLink bad = OffMeshLink.of("gap-jump", LinkKind.JUMP, 2f, 2f, 2f, 5f, 0f, 2f);
        assertThatThrownBy(() -> m.withLinks(List.of(bad)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'gap-jump'").hasMessageContaining("its end (5.0, 0.0, 2.0)")
                .hasMessageContaining("1.000 m away").hasMessageContaining("0.5 m allowed");
        OffMeshLink far = OffMeshLink.of("far", LinkKind.TELEPORT, 500f, 0f, 0f, 2f, 2f, 2f);
        assertThatThrownBy(() -> m.withLinks(List.of(far)))
                .hasMessageContaining("'far'").hasMessageContaining("its start").hasMessageContaining("no triangle within");
        assertThatThrownBy(() -> m.withLinks(List.of(drop(), drop())))
                .hasMessageContaining("both named 'drop'");
        assertThatThrownBy(() -> drop().withWidth(0f)).hasMessageContaining("'drop'").hasMessageContaining("width");
        assertThatThrownBy(() -> drop().withFlags(0)).hasMessageContaining("flags");
    }

    @Test
    void anEndOtherThanStartOrEndIsRefusedNotReadFromTheNextLink() {
        OffMeshLinks l = LinkTestMeshes.ledge()
                .withLinks(List.of(drop(), OffMeshLink.of("ladder", LinkKind.LADDER, 4f, 2f, 3f, 6f, 0f, 3f))).links();
        for (int e : new int[] {2, 3, -1, Integer.MIN_VALUE}) {
            List<org.assertj.core.api.ThrowableAssert.ThrowingCallable> reads = List.of(() -> l.x(0, e), () -> l.y(0, e),
                    () -> l.z(0, e), () -> l.triangle(0, e), () -> l.usableFrom(0, e));
            for (int k = 0; k < reads.size(); k++) {
                assertThatThrownBy(reads.get(k)).as("accessor %d, end %d", k, e)
                        .isInstanceOf(IllegalArgumentException.class)
                        .hasMessage("link end " + e + ": expected 0 (start) or 1 (end)");
            }
        }
    }

    @Test
    void aLinkIndexOutOfRangeIsRefusedNamingItAndTheCount() {
        OffMeshLinks l = LinkTestMeshes.ledge().withLinks(List.of(drop())).links();
        for (int i : new int[] {1, -1, 7}) {
            List<org.assertj.core.api.ThrowableAssert.ThrowingCallable> reads = List.of(() -> l.x(i, 0), () -> l.y(i, 1),
                    () -> l.z(i, 0), () -> l.triangle(i, 1), () -> l.usableFrom(i, 0), () -> l.link(i), () -> l.kind(i),
                    () -> l.isCovered(i), () -> l.isUsable(i), () -> l.length(i), () -> l.traversalCost(i),
                    () -> l.isEnabled(i), () -> l.setEnabled(i, false));
            for (int k = 0; k < reads.size(); k++) {
                assertThatThrownBy(reads.get(k)).as("accessor %d, link %d", k, i)
                        .isInstanceOf(IndexOutOfBoundsException.class)
                        .hasMessage("link index " + i + ": expected 0 .. count() - 1, count() is 1");
            }
        }
        assertThat(l.version()).as("no state changed").isZero();
    }

    @Test
    void enablingAndDisablingBumpsTheVersion() {
        OffMeshLinks l = LinkTestMeshes.ledge().withLinks(List.of(drop())).links();
        int v0 = l.version();
        l.setEnabled(0, false);
        assertThat(l.isEnabled(0)).isFalse();
        assertThat(l.usableFrom(0, 0)).isFalse();
        assertThat(l.version()).isEqualTo(v0 + 1);
        l.setEnabled(0, false);
        assertThat(l.version()).isEqualTo(v0 + 1);
        l.setEnabled(0, true);
        assertThat(l.version()).isEqualTo(v0 + 2);
    }

    @Test
    void linksRoundTripThroughTheFileAndMeshesWithoutLinksWriteTheSameBytesAsBefore() throws Exception {
        NavMesh m = LinkTestMeshes.ledge();
        NavMesh linked = m.withLinks(List.of(drop().withCost(2.5f).withWidth(1.2f).withFlags(0x30),
                OffMeshLink.of("tp", LinkKind.TELEPORT, 1f, 2f, 1f, 9f, 0f, 3f).withBidirectional(false).withCapacity(3)));
        linked.links().setEnabled(1, false);
        ByteArrayOutputStream plain = new ByteArrayOutputStream();
        NavMeshIO.write(m, plain);
        ByteArrayOutputStream with = new ByteArrayOutputStream();
        NavMeshIO.write(linked, with);
        assertThat(with.size()).isGreaterThan(plain.size());
        NavMesh back = NavMeshIO.read(new ByteArrayInputStream(with.toByteArray()));
        assertThat(back.sameAs(linked)).isTrue();
        assertThat(back.links().isEnabled(1)).isFalse();
        assertThat(back.links().link(0).cost()).isEqualTo(2.5f);
        NavMesh plainBack = NavMeshIO.read(new ByteArrayInputStream(plain.toByteArray()));
        assertThat(plainBack.links().isEmpty()).isTrue();
        assertThat(plainBack.sameAs(m)).isTrue();
        // A link end off the mesh (the last link's end X becomes ~0, checksum recomputed), as a mesh with an obstacle
        // over the end saves it: the link loads covered, not usable, and the others as they were.
        byte[] b = with.toByteArray();
        int len = (int) java.nio.ByteBuffer.wrap(b).getLong(8);
        byte[] cut = java.util.Arrays.copyOf(b, b.length);
        java.nio.ByteBuffer.wrap(cut).putInt(16 + len - 30, 200);
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(cut, 16, len);
        java.nio.ByteBuffer.wrap(cut).putInt(16 + len, (int) crc.getValue());
        NavMesh covered = NavMeshIO.read(new ByteArrayInputStream(cut));
        int last = covered.links().count() - 1;
        assertThat(covered.links().isCovered(last)).isTrue();
        assertThat(covered.links().usableFrom(last, 0)).isFalse();
        assertThat(covered.links().isCovered(0)).isFalse();
        assertThat(covered.links().usableFrom(0, 0)).isTrue();
    }
}
