package org.jme3navmesh.bake.mesher;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The mesher on the fields the probe makes from the real test scenes (bakes cached per JVM). */
class SceneMeshTest {
    @ParameterizedTest
    @ValueSource(strings = {"bridge.obj", "stairs.obj", "slopes.obj", "maze.obj", "hills.obj",
            "third_party/dungeon.obj", "third_party/undulating.obj"})
    void meshIsValidAndCoversTheField(String scene) {
        BakeResult r = TestScenes.bake(scene);
        NavMesh m = r.navMesh();
        MeshChecks.assertValidTopology(m);
        MeshChecks.Coverage c = MeshChecks.assertCoversField(m, r.field(), BakeConfig.defaults());
        MeshChecks.assertNoOverreach(m, r.field(), 2);
        float planeError = MeshChecks.assertTrianglesFitSpans(m, r.field(), FieldMesher.heightErrorLimit(BakeConfig.defaults()));
        System.out.println(scene + ": " + r.walkableSpans() + " walkable cells, " + m.triangleCount() + " triangles, "
                + MeshChecks.interiorVertexCount(m) + " interior vertices, " + m.componentCount() + " components (field "
                + MeshChecks.componentCount(r.field()) + "), plane error " + planeError + ", " + c);
        assertThat(m.componentCount()).isEqualTo(MeshChecks.componentCount(r.field()));
        assertThat(m.triangleCount() * 20).isLessThan(r.walkableSpans());
        // Mesh the probe's field again to see the mesher's own counters.
        FieldMesher.Stats[] stats = new FieldMesher.Stats[1];
        FieldMesher.mesh(r.field(), BakeConfig.defaults(), m.areas(), p -> { }, () -> false, st -> stats[0] = st);
        assertThat(stats[0].unfaithfulRegions()).isZero();
        assertThat(stats[0].failedTriangles()).isZero();
        assertThat(stats[0].triangles()).isEqualTo(m.triangleCount());
    }
}
