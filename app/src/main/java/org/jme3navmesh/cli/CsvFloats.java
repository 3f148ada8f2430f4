package org.jme3navmesh.cli;

import java.io.IOException;
import java.util.Arrays;
import org.jme3navmesh.scene.TextLines;

/**
 * Rows of a fixed number of finite floats, one row per line, comma separated; blank lines and
 * lines starting with '#' are skipped. Bad lines are reported with the file's name and line number.
 */
final class CsvFloats {
    private CsvFloats() {
    }

    /**
     * @param name   the file's name for messages; not null
     * @param lines  the file's text lines; not null, unaffected
     * @param fields floats per row, &gt; 0
     * @param layout the row's fields for messages, e.g. "x,y,z,radius,height"; not null
     * @param what   what a row is, for the message when there is none, e.g. "query pair"; not null
     * @return fields floats per row, rows in file order, a new array
     * @throws IOException              naming the line that is not UTF-8 text
     * @throws IllegalArgumentException naming the file and line of a malformed row, or when there is no row
     */
    static float[] parse(String name, TextLines lines, int fields, String layout, String what) throws IOException {
        float[] c = new float[fields * 64];
        int n = 0;
        for (int lineNo = 1; lineNo <= lines.count(); lineNo++) {
            String t = lines.line(lineNo, name).strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            String[] parts = t.split(",");
            if (parts.length != fields) {
                throw new IllegalArgumentException(name + " line " + lineNo + ": expected " + fields + " numbers " + layout
                        + ", got " + parts.length + " fields");
            }
            if (fields * n + fields > c.length) {
                c = Arrays.copyOf(c, c.length * 2);
            }
            for (int i = 0; i < fields; i++) {
                c[fields * n + i] = TextLines.finiteFloat(parts[i].strip(), name, lineNo, "");
            }
            n++;
        }
        if (n == 0) {
            throw new IllegalArgumentException(name + " holds no " + what);
        }
        return Arrays.copyOf(c, fields * n);
    }
}
