package org.jme3navmesh.cli;

import java.io.IOException;
import java.nio.file.Path;
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
        float[] c = CsvFloats.parse(name, lines, 6, "sx,sy,sz,gx,gy,gz", "query pair");
        return new QueryPairs(c, c.length / 6);
    }
}
