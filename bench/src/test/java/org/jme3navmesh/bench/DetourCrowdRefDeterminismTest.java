package org.jme3navmesh.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two crowds of the Detour reference on the same small crossing move their agents identically, step by step. The
 * two crowds' agents have different identity hash codes, so without {@link DetourCrowdRef}'s file-order fixes
 * their hash-ordered agent and neighbour sets would differ, as they do between two JVM runs.
 */
class DetourCrowdRefDeterminismTest {
    @TempDir
    Path dir;

    @Test
    void twoCrowdsOnACrossingGiveTheSamePositionsAtEveryStep() throws Exception {
        Path scene = dir.resolve("plane.obj");
        Files.writeString(scene, "v -20 0 -20\nv 20 0 -20\nv 20 0 20\nv -20 0 20\nf 1 3 2\nf 1 4 3\n");
        StringBuilder csv = new StringBuilder("# two 3 x 5 groups on 1.5 m grids crossing at right angles\n");
        for (int c = 0; c < 3; c++) {
            for (int r = 0; r < 5; r++) {
                float a = -12f + 1.5f * c, b = -3f + 1.5f * r;
                csv.append(a).append(",0,").append(b).append(',').append(a + 20f).append(",0,").append(b).append('\n');
            }
        }
        for (int c = 0; c < 3; c++) {
            for (int r = 0; r < 5; r++) {
                float a = -3f + 1.5f * r, b = -12f + 1.5f * c;
                csv.append(a).append(",0,").append(b).append(',').append(a).append(",0,").append(b + 20f).append('\n');
            }
        }
        Path agents = dir.resolve("crossing.csv");
        Files.writeString(agents, csv);
        DetourCrowdRef ref = new DetourCrowdRef(scene, agents, new DetourCrowdRef.Options(0, false));
        int steps = 360;
        float[] first = ref.trace(steps);
        float[] second = ref.trace(steps);
        assertThat(first).hasSize(3 * 30 * steps);
        assertThat(second).containsExactly(first);
        int last = 3 * 30 * (steps - 1);
        float moved = Math.abs(first[last] - first[0]) + Math.abs(first[last + 2] - first[2]);
        assertThat(moved).isGreaterThan(5f);
    }
}
