package org.jme3navmesh.bake;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The classes a bake runs through link no lambda: a fresh JVM links each lambda or method
 * reference on its first call (about a millisecond of the calling thread each), which a first
 * bake would pay once per call site. Checked in the bytecode: no class of {@code bake} and
 * {@code bake.mesher} refers to {@code LambdaMetafactory}, except those a bake does not run
 * ({@link TiledBake}'s rebake, {@code BodyWinding}), and neither does any class of {@code mesh} that a
 * tiled bake loads (the mesh it builds: {@code NavMeshBuilder}, {@code NavMesh}, {@code DetailCompactor}, ...).
 */
class BakePathLambdaTest {
    private static final List<String> NOT_ON_THE_PATH = List.of("TiledBake", "BodyWinding");
    /** The classes of {@code mesh} (nested classes included) that a tiled bake in a fresh JVM loads. */
    private static final List<String> MESH_ON_THE_PATH = List.of("AreaTable", "Bilinear", "CellGrid", "DerivedData",
            "DetailCodec", "DetailCompactor", "FloodFill", "HeightDetail", "NavMesh", "NavMeshBuilder",
            "NearestPointSearch", "NodeGridFit", "OffMeshLink", "OffMeshLinks", "OverlapScan", "SeparatingAxisXZ",
            "TileLayout", "TriangleDetail", "TriangleGrid", "TriangleRecords");

    @Test
    void noClassOnTheBakePathLinksALambda() throws IOException, URISyntaxException {
        Path root = Path.of(Parallel.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path bake = root.resolve("org/jme3navmesh/bake");
        List<Path> classes;
        try (Stream<Path> files = Files.walk(bake)) {
            classes = files.filter(f -> f.toString().endsWith(".class")).collect(Collectors.toList());
        }
        assertThat(classes).extracting(f -> f.getFileName().toString())
                .contains("Parallel.class", "TiledMesher.class", "FieldMesher.class");
        List<String> linking = classes.stream()
                .filter(f -> NOT_ON_THE_PATH.stream().noneMatch(n -> f.getFileName().toString().startsWith(n + ".")
                        || f.getFileName().toString().startsWith(n + "$")))
                .filter(BakePathLambdaTest::linksLambdas)
                .map(f -> bake.relativize(f).toString())
                .collect(Collectors.toList());
        assertThat(linking).as("classes of the bake's path that link lambdas").isEmpty();
    }

    @Test
    void noMeshClassABakeLoadsLinksALambda() throws IOException, URISyntaxException {
        Path root = Path.of(Parallel.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path mesh = root.resolve("org/jme3navmesh/mesh");
        List<Path> classes;
        try (Stream<Path> files = Files.list(mesh)) {
            classes = files.filter(f -> MESH_ON_THE_PATH.contains(outerName(f))).collect(Collectors.toList());
        }
        assertThat(classes).extracting(BakePathLambdaTest::outerName).containsAll(MESH_ON_THE_PATH);
        List<String> linking = classes.stream()
                .filter(BakePathLambdaTest::linksLambdas)
                .map(f -> f.getFileName().toString())
                .collect(Collectors.toList());
        assertThat(linking).as("classes of mesh a bake loads that link lambdas").isEmpty();
    }

    /** The top-level class name of a class file ("NavMesh" for NavMesh$1.class). */
    private static String outerName(Path classFile) {
        String name = classFile.getFileName().toString();
        int end = name.indexOf('$');
        return name.substring(0, end >= 0 ? end : name.indexOf('.'));
    }

    private static boolean linksLambdas(Path classFile) {
        try {
            return new String(Files.readAllBytes(classFile), StandardCharsets.ISO_8859_1)
                    .contains("java/lang/invoke/LambdaMetafactory");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
