package org.jme3navmesh.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;
import org.jme3navmesh.scene.TextLines;

/**
 * Fuzzes the pairs reader: random lines and random bytes end in pairs or in an
 * {@link IOException} / {@link IllegalArgumentException} naming the file; nothing else escapes.
 */
class QueryPairsFuzzTest {
    private static final String NAME = "pairs.csv";

    private static void parsesOrExplains(byte[] data) {
        try {
            QueryPairs p = QueryPairs.parse(NAME, TextLines.of(data));
            assertThat(p.count).isPositive();
            assertThat(p.coords).hasSize(6 * p.count);
        } catch (IOException | IllegalArgumentException e) {
            assertThat(e.getMessage()).startsWith(NAME + " ");
        }
    }

    @Provide
    Arbitrary<String> field() {
        return Arbitraries.oneOf(
                Arbitraries.floats().between(-1000f, 1000f).map(v -> Float.toString(v)),
                Arbitraries.integers().between(-50, 50).map(String::valueOf),
                Arbitraries.of("", " ", "abc", "NaN", "inf", "Infinity", "1e39", "\uFEFF1", "1;2", "#", "\u00e9"));
    }

    @Provide
    Arbitrary<String> line() {
        return Arbitraries.oneOf(
                field().list().ofMinSize(0).ofMaxSize(8).map(l -> String.join(",", l)),
                field().list().ofSize(6).map(l -> String.join(",", l)),
                Arbitraries.of("# comment", "", "  ", "1,2,3,4,5,6", " 1 , 2 , 3 , 4 , 5 , 6 ", "1,2,3,4,5,6,"),
                Arbitraries.strings().ofMaxLength(20));
    }

    @Property(tries = 500)
    void randomLines(@ForAll @Size(max = 8) List<@From("line") String> lines, @ForAll boolean bom, @ForAll boolean crlf) {
        String text = (bom ? "\uFEFF" : "") + String.join(crlf ? "\r\n" : "\n", lines);
        parsesOrExplains(text.getBytes(StandardCharsets.UTF_8));
    }

    @Property(tries = 300)
    void randomBytes(@ForAll @Size(max = 120) byte[] data, @ForAll boolean validFirst) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (validFirst) {
            out.write("1,2,3,4,5,6\n".getBytes(StandardCharsets.US_ASCII));
        }
        out.write(data);
        parsesOrExplains(out.toByteArray());
    }
}
