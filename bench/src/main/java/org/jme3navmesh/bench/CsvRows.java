package org.jme3navmesh.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reader of the shared numeric CSV files ({@code ../shared/obstacles/*.csv}: {@code x,y,z,radius,height};
 * {@code ../shared/crowd/*.csv}: {@code sx,sy,sz,gx,gy,gz}): lines starting with {@code #} and blank
 * lines are skipped, every other line holds exactly the expected number of comma-separated numbers.
 * Independent of recast4j, so our own obstacle and crowd runs can read the same files.
 */
public final class CsvRows {
    private CsvRows() {
    }

    /**
     * Reads a file.
     *
     * @param file    the CSV file; not null
     * @param columns the number of values each data line must have (&ge; 1)
     * @return one array of {@code columns} values per data line, in file order; never null
     * @throws IOException when the file can't be read, or naming the file and line when a line is malformed
     */
    public static List<float[]> read(Path file, int columns) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        try {
            return parse(lines, columns);
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Parses lines.
     *
     * @param lines   the file's lines; not null, unaffected
     * @param columns the number of values each data line must have (&ge; 1)
     * @return one array per data line, in order; never null
     * @throws IllegalArgumentException naming the line (1-based) when it has the wrong number of values,
     *                                  a value that is not a finite number
     */
    public static List<float[]> parse(List<String> lines, int columns) {
        List<float[]> rows = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split(",");
            if (parts.length != columns) {
                throw new IllegalArgumentException("line " + (i + 1) + ": expected " + columns + " values, got "
                        + parts.length + " in '" + line + "'");
            }
            float[] row = new float[columns];
            for (int k = 0; k < columns; k++) {
                try {
                    row[k] = Float.parseFloat(parts[k].strip());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("line " + (i + 1) + ": '" + parts[k].strip() + "' is not a number");
                }
                if (!Float.isFinite(row[k])) {
                    throw new IllegalArgumentException("line " + (i + 1) + ": '" + parts[k].strip() + "' is not finite");
                }
            }
            rows.add(row);
        }
        return rows;
    }
}
