package org.jme3navmesh.bench;

import org.jme3navmesh.testkit.ObjMesh;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The harness on the small maze scene, recast4j against itself (fast; no timing assertions). */
class RecastHarnessTest {
    private static final Path MAZE = Path.of("..", Scenes.DEFAULT_DIR, "maze.obj");

    @Test
    void recastBakesTheMazeAndTheTriangleViewCoversTheSameArea() throws Exception {
        ObjMesh soup = ObjMesh.read(MAZE);
        assertThat(soup.triangleCount()).isEqualTo(2412);
        RecastEngine.Baked b = RecastEngine.bake(RecastEngine.input(soup), AgentParams.defaults());
        assertThat(b.polygons()).isPositive();
        assertThat(b.triangles()).isGreaterThanOrEqualTo(b.polygons());
        org.jme3navmesh.mesh.NavMesh tri = RecastEngine.toTriangleMesh(b.polyMesh());
        assertThat(tri.triangleCount()).isBetween(b.triangles() * 9 / 10, b.triangles());
        // 15 x 15 cells of 4 m between 0.5 m walls, eroded by 0.6 m (Recast rounds the 0.5 m radius up to 2 cells)
        assertThat(tri.walkableArea()).isBetween(1500.0, 2600.0);
    }

    @Test
    void queryBenchComparesTwoEnginesOnTheSamePairs() throws Exception {
        ObjMesh soup = ObjMesh.read(MAZE);
        RecastEngine.Baked b = RecastEngine.bake(RecastEngine.input(soup), AgentParams.defaults());
        float[] pairs = RecastEngine.randomPoints(b.navMesh(), 40, 7);
        assertThat(pairs).hasSize(240);
        float[] ext = {2, 4, 2};
        org.jme3navmesh.mesh.NavMesh tri = RecastEngine.toTriangleMesh(b.polyMesh());
        QueryBench.Result r = QueryBench.run("maze", pairs, new RecastEngine.Query(b.navMesh(), ext),
                new RecastEngine.Query(b.navMesh(), ext), tri, null, 1, 2);
        assertThat(r.pairs()).isEqualTo(40);
        assertThat(r.a().found()).isEqualTo(r.b().found()).isEqualTo(40); // the maze is one component
        assertThat(r.bothFound()).isEqualTo(40);
        assertThat(r.lengthRatio()).isCloseTo(1.0, within(1e-9));
        assertThat(r.a().oracleChecked() + r.a().oracleNa()).isEqualTo(40);
        assertThat(r.a().oracleChecked()).isGreaterThan(30);
        // Detour's paths are never shorter than the true shortest path on its own mesh
        assertThat(r.a().oracleWorst()).isGreaterThanOrEqualTo(1.0 - 1e-6);
        assertThat(r.b().oracleChecked()).isZero();
    }
}
