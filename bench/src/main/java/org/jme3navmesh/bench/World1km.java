package org.jme3navmesh.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * The generated 1 km world of issues 15 and 16: {@code python3 SHARED/tools/gen_world.py OUT --size 1000 --seed 1},
 * written under {@code bench/target} (never committed) and checked against the md5 that
 * {@code SHARED/obstacles/README.md} gives, since the obstacles were placed on exactly that world.
 */
final class World1km {
    /** md5 of the OBJ the generator writes for size 1000, seed 1. */
    static final String MD5 = "ab439891b982294c555e6c787c6d6324";
    /** Where the OBJ is written, relative to the repository root. */
    static final Path OUT = Path.of("bench", "target", "world1km.obj");

    private World1km() {
    }

    /**
     * The world's OBJ, generated when missing or different.
     *
     * @param shared the shared data folder (holds {@code tools/gen_world.py}); not null
     * @return the OBJ path
     * @throws IOException with a one-line reason when python3 is missing, the generator fails or the md5 differs
     */
    static Path ensure(Path shared) throws IOException, InterruptedException {
        if (Files.isRegularFile(OUT) && MD5.equals(md5(OUT))) {
            return OUT;
        }
        Path tool = shared.resolve("tools").resolve("gen_world.py");
        if (!Files.isRegularFile(tool)) {
            throw new IOException("generator " + tool.toAbsolutePath() + " not found");
        }
        Files.createDirectories(OUT.getParent());
        Process proc;
        try {
            proc = new ProcessBuilder(List.of("python3", tool.toString(), OUT.toString(), "--size", "1000", "--seed", "1"))
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new IOException("python3 is not available (" + e.getMessage() + "), so the 1 km world can't be generated");
        }
        int rc = proc.waitFor();
        if (rc != 0) {
            throw new IOException("gen_world.py exited with code " + rc);
        }
        String md5 = md5(OUT);
        if (!MD5.equals(md5)) {
            throw new IOException("generated " + OUT + " has md5 " + md5 + ", not " + MD5
                    + " (the obstacles were placed on that exact world)");
        }
        return OUT;
    }

    /** Hex md5 of a file. */
    static String md5(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest md = MessageDigest.getInstance("MD5");
            byte[] buf = new byte[1 << 16];
            for (int r; (r = in.read(buf)) > 0; ) {
                md.update(buf, 0, r);
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
