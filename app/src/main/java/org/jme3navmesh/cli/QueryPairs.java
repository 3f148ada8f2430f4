package org.jme3navmesh.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import org.jme3navmesh.scene.TextLines;

/**
 * Query pairs read from a CSV file: one {@code sx,sy,sz,gx,gy,gz} per line (world space, metres);
 * blank lines and lines starting with '#' are skipped. The file is UTF-8 text; a byte order mark
 * at its start is skipped.
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
     * @param file the CSV file; not null
     * @throws IOException              naming the file when it is missing, a directory, unreadable,
     *                                  or not UTF-8 text (with the line)
     * @throws IllegalArgumentException naming the file and line of a malformed pair, or when there is no pair
     */
    static QueryPairs read(Path file) throws IOException {
        return parse(file.toString(), TextLines.read(file));
    }

    /**
     * Parses the lines of a pairs file.
     *
     * @param name  the file's name for messages; not null
     * @param lines the file's text lines; not null, unaffected
     * @throws IOException              naming the line that is not UTF-8 text
     * @throws IllegalArgumentException naming the file and line of a malformed pair, or when there is no pair
     */
    static QueryPairs parse(String name, TextLines lines) throws IOException {
        float[] c = new float[6 * 64];
        int n = 0;
        for (int lineNo = 1; lineNo <= lines.count(); lineNo++) {
            String t = lines.line(lineNo, name).strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            String[] parts = t.split(",");
            if (parts.length != 6) {
                throw new IllegalArgumentException(name + " line " + lineNo + ": expected 6 numbers sx,sy,sz,gx,gy,gz, got "
                        + parts.length + " fields");
            }
            if (6 * n + 6 > c.length) {
                c = Arrays.copyOf(c, c.length * 2);
            }
            for (int i = 0; i < 6; i++) {
                c[6 * n + i] = TextLines.finiteFloat(parts[i].strip(), name, lineNo, "");
            }
            n++;
        }
        if (n == 0) {
            throw new IllegalArgumentException(name + " holds no query pair");
        }
        return new QueryPairs(Arrays.copyOf(c, 6 * n), n);
    }
}
