package org.jme3navmesh.sim;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The agents of a crowd scenario: one start and one goal each, in file order. The file format (as in
 * {@code shared/crowd/README.md}) is one agent per line, {@code sx,sy,sz,gx,gy,gz} in world metres (Y up); blank
 * lines and lines starting with {@code #} are skipped.
 *
 * @param source the file's name, for messages; not null
 * @param coords per agent, six floats: start x, y, z, goal x, y, z; not null, owned by the record, a multiple of 6
 * @param lines  per agent, its line in the file (1-based); not null, owned by the record, one per agent
 */
public record ScenarioAgents(String source, float[] coords, int[] lines) {

    /**
     * Checks the components.
     *
     * @param source the file's name, for messages; not null
     * @param coords per agent, six floats: start x, y, z, goal x, y, z; not null, kept, a multiple of 6
     * @param lines  per agent, its line in the file (1-based); not null, kept, one per agent
     * @throws IllegalArgumentException when coords is not whole agents or lines does not have one per agent
     */
    public ScenarioAgents {
        java.util.Objects.requireNonNull(source, "source");
        if (coords.length % 6 != 0 || lines.length != coords.length / 6) {
            throw new IllegalArgumentException(source + ": " + coords.length + " coordinates and " + lines.length
                    + " lines are not six numbers and one line per agent");
        }
    }

    /**
     * Where agent i comes from, for messages.
     *
     * @param i the agent, 0 .. count() - 1, file order
     * @return the file and line, "file:line"; not null
     */
    public String where(int i) {
        return source + ":" + lines[i];
    }

    /**
     * Number of agents.
     *
     * @return the number of agents, coords.length / 6
     */
    public int count() {
        return coords.length / 6;
    }

    /**
     * One coordinate of an agent's start or goal.
     *
     * @param i the agent, 0 .. count() - 1, file order
     * @param k 0..2 for the start's x, y, z, 3..5 for the goal's
     * @return the coordinate, world metres
     */
    public float get(int i, int k) {
        return coords[6 * i + k];
    }

    /**
     * Reads an agent file.
     *
     * @param file the file; not null
     * @return the agents, at least one
     * @throws IOException              when the file can't be read
     * @throws IllegalArgumentException naming the file, the line and the bad value when a line has not six finite
     *                                  numbers, or when the file has no agent
     */
    public static ScenarioAgents read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        return parse(file.toString(), lines);
    }

    /**
     * Parses agent lines.
     *
     * @param name  the name used in error messages (the file's); not null
     * @param lines the lines; not null, unaffected
     * @return a new record of the agents (at least one), with its own array; not null
     * @throws IllegalArgumentException naming the line and value, as {@link #read}
     */
    public static ScenarioAgents parse(String name, List<String> lines) {
        float[] c = new float[6 * lines.size()];
        int[] at = new int[lines.size()];
        int n = 0;
        for (int ln = 0; ln < lines.size(); ln++) {
            String line = lines.get(ln).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split(",", -1);
            String where = name + ":" + (ln + 1) + ": ";
            if (f.length != 6) {
                throw new IllegalArgumentException(where + "expected 6 comma-separated numbers sx,sy,sz,gx,gy,gz, got "
                        + f.length + " fields");
            }
            for (int k = 0; k < 6; k++) {
                float v;
                try {
                    v = Float.parseFloat(f[k].strip());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(where + "field " + (k + 1) + " is not a number: '" + f[k].strip() + "'");
                }
                if (!Float.isFinite(v)) {
                    throw new IllegalArgumentException(where + "field " + (k + 1) + " is not a finite number: '"
                            + f[k].strip() + "'");
                }
                c[6 * n + k] = v;
            }
            at[n] = ln + 1;
            n++;
        }
        if (n == 0) {
            throw new IllegalArgumentException(name + ": no agents (expected lines sx,sy,sz,gx,gy,gz)");
        }
        return new ScenarioAgents(name, java.util.Arrays.copyOf(c, 6 * n), java.util.Arrays.copyOf(at, n));
    }
}
