package org.jme3navmesh.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CsvRowsTest {
    @Test
    void skipsCommentsAndBlankLinesAndKeepsFileOrder() {
        List<float[]> rows = CsvRows.parse(List.of("# x,y,z,radius,height", "1.5,0.25,-3,1.00,2.00", "",
                "  -48.4370,0.0416,69.5587,1.00,2.00  "), 5);
        assertThat(rows).hasSize(2);
        assertThat(rows.get(0)).containsExactly(1.5f, 0.25f, -3f, 1f, 2f);
        assertThat(rows.get(1)).containsExactly(-48.437f, 0.0416f, 69.5587f, 1f, 2f);
    }

    @Test
    void aMalformedLineIsNamed() {
        assertThatThrownBy(() -> CsvRows.parse(List.of("# h", "1,2,3"), 6)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("line 2").hasMessageContaining("expected 6 values, got 3");
        assertThatThrownBy(() -> CsvRows.parse(List.of("1,2,x,4,5,6"), 6)).hasMessageContaining("line 1")
                .hasMessageContaining("'x' is not a number");
        assertThatThrownBy(() -> CsvRows.parse(List.of("1,2,NaN,4,5,6"), 6)).hasMessageContaining("not finite");
    }

    @Test
    void readNamesTheFile(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("agents.csv");
        Files.writeString(f, "# sx,sy,sz,gx,gy,gz\n0,0,0,1,0,1\n0,0\n");
        assertThatThrownBy(() -> CsvRows.read(f, 6)).isInstanceOf(IOException.class)
                .hasMessageContaining("agents.csv").hasMessageContaining("line 3");
    }

    @Test
    void md5OfAFileIsTheHexDigest(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("a.txt");
        Files.writeString(f, "abc");
        assertThat(World1km.md5(f)).isEqualTo("900150983cd24fb0d6963f7d28e17f72");
    }
}
