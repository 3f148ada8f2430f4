package org.jme3navmesh.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Query pairs read from a CSV file: one {@code sx,sy,sz,gx,gy,gz} per line (world space, metres);
 * blank lines and lines starting with '#' are skipped.
 */
final class QueryPairs {
    /** Six floats per pair: start xyz, goal xyz. */
    final float[] coords;
    final int count;

    private QueryPairs(float[] coords, int count) {
        this.coords = coords;
        this.count = count;
    }

    /**
     * @throws IOException              when the file can't be read
     * @throws IllegalArgumentException naming the file and line of a malformed pair, or when there is no pair
     */
    static QueryPairs read(Path file) throws IOException {
        float[] c = new float[6 * 64];
        int n = 0;
        int lineNo = 0;
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = r.readLine()) != null) {
                lineNo++;
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] parts = t.split(",");
                if (parts.length != 6) {
                    throw new IllegalArgumentException(file + " line " + lineNo + ": expected 6 numbers sx,sy,sz,gx,gy,gz, got " + parts.length + " fields");
                }
                if (6 * n + 6 > c.length) {
                    c = Arrays.copyOf(c, c.length * 2);
                }
                for (int i = 0; i < 6; i++) {
                    float v;
                    try {
                        v = Float.parseFloat(parts[i].strip());
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException(file + " line " + lineNo + ": '" + parts[i].strip() + "' is not a number");
                    }
                    if (!Float.isFinite(v)) {
                        throw new IllegalArgumentException(file + " line " + lineNo + ": '" + parts[i].strip() + "' is not finite");
                    }
                    c[6 * n + i] = v;
                }
                n++;
            }
        }
        if (n == 0) {
            throw new IllegalArgumentException(file + " holds no query pair");
        }
        return new QueryPairs(Arrays.copyOf(c, 6 * n), n);
    }
}
