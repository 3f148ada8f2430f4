package org.jme3navmesh.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs the command line in-process, as the jar would. */
class CommandLineTest {
    static final Path BRIDGE = Path.of("../navmesh/core/src/test/resources/scenes/bridge.obj");

    @TempDir
    static Path dir;
    static Path navmesh;
    static String bakeJson;

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(code, out.toString(), err.toString());
    }

    @BeforeAll
    static void bakeBridge() {
        navmesh = dir.resolve("bridge.navmesh");
        Run r = run("bake", "--scene", BRIDGE.toString(), "--out", navmesh.toString(),
                "--obj-out", dir.resolve("bridge-nav.obj").toString());
        assertThat(r.code()).as(r.err()).isZero();
        bakeJson = r.out().strip();
    }

    @Test
    void bakePrintsOneJsonLineAndWritesFiles() throws Exception {
        assertThat(bakeJson.lines().count()).isEqualTo(1);
        assertThat(bakeJson).matches("\\{\"scene\":\".*bridge.obj\",\"cells\":\\d+,\"triangles\":\\d+,\"vertices\":\\d+,"
                + "\"components\":\\d+,\"walkable_area_m2\":[0-9.]+,\"bake_ms\":[0-9.]+,\"tiles\":1,\"threads\":\\d+,"
                + "\"warnings\":\\[]}");
        assertThat(Files.size(navmesh)).isGreaterThan(100);
        assertThat(Files.readAllLines(dir.resolve("bridge-nav.obj"))).anyMatch(l -> l.startsWith("f "));
    }

    @Test
    void pathAcrossTheBridgeIsFound() {
        Run r = run("path", "--navmesh", navmesh.toString(), "--from", "-20,6,0", "--to", "20,6,0");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out().strip()).startsWith("{\"status\":\"FOUND\",\"length\":")
                .contains("\"waypoints\":[[");
        double length = Double.parseDouble(r.out().strip().replaceAll(".*\"length\":([0-9.]+),.*", "$1"));
        assertThat(length).isBetween(39.0, 45.0);
    }

    @Test
    void followGroundKeepsTheRouteAndAddsNoFewerWaypoints() {
        Run plain = run("path", "--navmesh", navmesh.toString(), "--from", "0,0,-20", "--to", "0,0,20");
        Run ground = run("path", "--navmesh", navmesh.toString(), "--from", "0,0,-20", "--to", "0,0,20", "--follow-ground");
        assertThat(ground.code()).as(ground.err()).isZero();
        assertThat(ground.out()).startsWith("{\"status\":\"FOUND\"");
        assertThat(waypoints(ground.out())).isGreaterThanOrEqualTo(waypoints(plain.out()));
        double a = Double.parseDouble(plain.out().strip().replaceAll(".*\"length\":([0-9.]+),.*", "$1"));
        double b = Double.parseDouble(ground.out().strip().replaceAll(".*\"length\":([0-9.]+),.*", "$1"));
        assertThat(b).isGreaterThanOrEqualTo(a - 1e-3);
    }

    private static int waypoints(String json) {
        return json.split("\\[\\[|\\],\\[").length - 1;
    }

    @Test
    void goalPolicyLineEndsOnTheLineTowardsAnOffMeshGoal() {
        Run line = run("path", "--navmesh", navmesh.toString(), "--from", "0,0,-20", "--to", "0,0,500", "--goal-policy", "line");
        assertThat(line.code()).as(line.err()).isZero();
        assertThat(line.out()).startsWith("{\"status\":\"PARTIAL\"");
        String last = line.out().strip().replaceAll(".*,\\[([^\\[\\]]+)\\]\\]}$", "$1");
        String[] xyz = last.split(",");
        assertThat(Double.parseDouble(xyz[0])).as(line.out()).isCloseTo(0.0, org.assertj.core.data.Offset.offset(1e-3));
        assertThat(Double.parseDouble(xyz[2])).as(line.out()).isGreaterThan(0.0);
        Run fail = run("path", "--navmesh", navmesh.toString(), "--from", "0,0,-20", "--to", "0,0,500", "--goal-policy", "fail");
        assertThat(fail.out()).startsWith("{\"status\":\"UNREACHABLE\"");
    }

    @Test
    void pathFromOffTheMeshSaysSo() {
        Run r = run("path", "--navmesh", navmesh.toString(), "--from", "500,0,500", "--to", "20,6,0");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("\"status\":\"START_OFF_MESH\"");
    }

    @Test
    void benchPrintsFiguresAndPaths() throws Exception {
        Path pairs = dir.resolve("pairs.csv");
        Files.write(pairs, List.of("# sx,sy,sz,gx,gy,gz", "-20,6,0,20,6,0", "0,0,-20,0,0,20", "", "-20,6,10,500,0,500"));
        Path paths = dir.resolve("paths.csv");
        Run r = run("bench", "--scene", BRIDGE.toString(), "--pairs", pairs.toString(), "--paths-out", paths.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out().strip()).matches("\\{\"scene\":\".*\",\"cell\":0.3,\"triangles\":\\d+,\"bake_ms\":[0-9.]+,"
                + "\"tiles\":1,\"pairs\":3,\"found\":2,\"partial\":1,\"failed\":0,\"us_per_query_median\":[0-9.]+,\"mean_len_found\":[0-9.]+}");
        List<String> lines = Files.readAllLines(paths);
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).matches("FOUND,[0-9.]+,[-0-9. ;]+");
        assertThat(lines.get(2)).startsWith("PARTIAL,");
    }

    @Test
    void badOptionsExitWithTwoAndOneLine() {
        for (String[] args : new String[][] {
                {"bake", "--scene", BRIDGE.toString(), "--out", "x.navmesh", "--cell", "NaN"},
                {"bake", "--scene", BRIDGE.toString(), "--out", "x.navmesh", "--agent-radius", "-1"},
                {"bake", "--scene", BRIDGE.toString(), "--out", "x.navmesh", "--max-slope", "0"},
                {"bake", "--scene", "no/such/scene.obj", "--out", "x.navmesh"},
                {"bake", "--out", "x.navmesh"},
                {"bake", "--scene", BRIDGE.toString(), "--out", "x.navmesh", "--cell", "abc"},
                {"path", "--navmesh", "no/such.navmesh", "--from", "0,0,0", "--to", "1,1,1"},
                {"path", "--navmesh", "x", "--from", "0,NaN,0", "--to", "1,1,1"},
                {"path", "--navmesh", "x", "--from", "0,0", "--to", "1,1,1"},
                {"bench", "--scene", BRIDGE.toString(), "--pairs", "no/such/pairs.csv"},
        }) {
            Run r = run(args);
            assertThat(r.code()).as(String.join(" ", args) + " -> " + r.err()).isEqualTo(2);
            assertThat(r.err().strip().lines().count()).as(r.err()).isEqualTo(1);
            assertThat(r.err()).startsWith("error: ");
            assertThat(r.out()).isEmpty();
        }
    }

    @Test
    void badOptionErrorsNameTheProblem() {
        assertThat(run("bake", "--scene", BRIDGE.toString(), "--out", "x.navmesh", "--cell", "0").err())
                .contains("--cell").contains("greater than zero");
        assertThat(run("bake", "--scene", "no/such/scene.obj", "--out", "x.navmesh").err()).contains("not found");
    }

    @Test
    void badPairsFileNamesTheLine() throws Exception {
        Path pairs = dir.resolve("bad-pairs.csv");
        Files.write(pairs, List.of("# header", "1,2,3,4,5,6", "1,2,x,4,5,6"));
        Run r = run("bench", "--scene", BRIDGE.toString(), "--pairs", pairs.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("line 3").contains("'x' is not a number");
    }

    @Test
    void truncatedNavmeshIsReportedAsTruncated() throws Exception {
        byte[] bytes = Files.readAllBytes(navmesh);
        Path cut = dir.resolve("cut.navmesh");
        Files.write(cut, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        Run r = run("path", "--navmesh", cut.toString(), "--from", "0,0,0", "--to", "1,0,1");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("truncated");
    }
}
