package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.jme3navmesh.bake.TestScenes;

/**
 * Fuzzes the navmesh reader: random bytes, truncations, bit flips, and payload changes sealed with
 * a correct checksum (so they reach the decoder). Every input ends in a mesh or a
 * {@link NavMeshFormatException} naming its source; nothing else escapes.
 */
class NavMeshIOFuzzTest {
    /** A baked scene with a height detail, and a hand-made one without. */
    private static final byte[] STAIRS = bytes(TestScenes.bake("stairs.obj").navMesh());
    private static final byte[] GRID = bytes(TestMeshes.grid(3, 2, 1f, 0f, 1));
    private static final int HEADER = 16;

    private static byte[] bytes(NavMesh mesh) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            NavMeshIO.write(mesh, out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** Reads and checks that the outcome is a mesh or a named format error. */
    private static void readsOrExplains(byte[] data) {
        try {
            NavMesh m = NavMeshIO.read(new ByteArrayInputStream(data));
            assertThat(m.triangleCount()).isNotNegative();
        } catch (NavMeshFormatException e) {
            assertThat(e.getMessage()).contains("stream");
        } catch (IOException e) {
            throw new AssertionError("not a NavMeshFormatException: " + e, e);
        }
    }

    @Provide
    Arbitrary<byte[]> original() {
        return Arbitraries.of(STAIRS, GRID);
    }

    @Property(tries = 300)
    void randomBytes(@ForAll @Size(max = 300) byte[] data) {
        readsOrExplains(data);
    }

    @Property(tries = 200)
    void randomBytesAfterAValidHeader(@ForAll @Size(max = 300) byte[] payload, @ForAll boolean seal) {
        readsOrExplains(seal ? seal(payload) : withHeader(payload, payload.length));
    }

    @Property(tries = 200)
    void truncations(@ForAll("original") byte[] file, @ForAll @IntRange(min = 0, max = 1_000_000) int cut) {
        int n = cut % file.length; // strictly shorter than the file
        try {
            NavMeshIO.read(new ByteArrayInputStream(java.util.Arrays.copyOf(file, n)));
            throw new AssertionError("a file cut to " + n + " of " + file.length + " bytes was read");
        } catch (NavMeshFormatException e) {
            assertThat(e.kind()).isIn(NavMeshFormatException.Kind.TRUNCATED, NavMeshFormatException.Kind.NOT_A_NAVMESH);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Property(tries = 300)
    void bitFlips(@ForAll("original") byte[] file, @ForAll @Size(min = 1, max = 4) int[] positions) {
        byte[] d = file.clone();
        for (int p : positions) {
            int bit = Math.floorMod(p, 8 * d.length);
            d[bit / 8] ^= (byte) (1 << (bit % 8));
        }
        readsOrExplains(d);
    }

    /** Bit flips and byte changes inside the payload, with the checksum recomputed: the decoder's turn. */
    @Property(tries = 500)
    void sealedPayloadChanges(@ForAll("original") byte[] file, @ForAll @Size(min = 1, max = 6) int[] positions,
                              @ForAll @Size(min = 1, max = 6) byte[] values, @ForAll boolean wholeBytes) {
        int len = file.length - HEADER - 4;
        byte[] payload = java.util.Arrays.copyOfRange(file, HEADER, HEADER + len);
        for (int i = 0; i < positions.length; i++) {
            if (wholeBytes) {
                payload[Math.floorMod(positions[i], len)] = values[i % values.length];
            } else {
                int bit = Math.floorMod(positions[i], 8 * len);
                payload[bit / 8] ^= (byte) (1 << (bit % 8));
            }
        }
        readsOrExplains(seal(payload));
    }

    @Property(tries = 100)
    void sealedPayloadCuts(@ForAll("original") byte[] file, @ForAll @IntRange(min = 0, max = 1_000_000) int cut) {
        int len = file.length - HEADER - 4;
        readsOrExplains(seal(java.util.Arrays.copyOfRange(file, HEADER, HEADER + cut % len)));
    }

    @Property(tries = 20)
    void filesNameThemselves(@ForAll @Size(max = 64) byte[] data) throws IOException {
        Path f = Files.createTempFile("fuzz", ".navmesh");
        try {
            Files.write(f, data);
            NavMeshIO.read(f);
        } catch (NavMeshFormatException e) {
            assertThat(e.getMessage()).contains(f.toString());
        } finally {
            Files.delete(f);
        }
    }

    private static byte[] withHeader(byte[] payload, long declared) {
        ByteBuffer b = ByteBuffer.allocate(HEADER + payload.length + 4);
        b.putInt(NavMeshIO.MAGIC).putInt(NavMeshIO.VERSION).putLong(declared).put(payload).putInt(0);
        return b.array();
    }

    private static byte[] seal(byte[] payload) {
        byte[] d = withHeader(payload, payload.length);
        CRC32 crc = new CRC32();
        crc.update(payload);
        ByteBuffer.wrap(d).putInt(d.length - 4, (int) crc.getValue());
        return d;
    }
}
