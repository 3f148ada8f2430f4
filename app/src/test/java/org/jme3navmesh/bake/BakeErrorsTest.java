package org.jme3navmesh.bake;

import org.jme3navmesh.jme.PhysicsNavMeshBaker;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Box;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.jme3navmesh.jme.NavTags;
import org.jme3navmesh.scene.PhysicsSceneBuilder;
import org.junit.jupiter.api.Test;

/** Bad input gets a clear exception; progress and cancellation behave. */
class BakeErrorsTest {

    @Test
    void badConfigValuesAreRejectedNamingTheParameter() {
        BakeConfig d = BakeConfig.defaults();
        assertThatThrownBy(() -> d.withCellSize(Float.NaN)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cellSize");
        assertThatThrownBy(() -> d.withCellSize(0f)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cellSize");
        assertThatThrownBy(() -> d.withAgentRadius(-1f)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("agentRadius");
        assertThatThrownBy(() -> d.withAgentHeight(Float.POSITIVE_INFINITY)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("agentHeight");
        assertThatThrownBy(() -> d.withMaxStep(0f)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxStep");
        assertThatThrownBy(() -> d.withMaxSlope(90f)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxSlope");
        assertThatThrownBy(() -> d.withMaxSlope(Float.NaN)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxSlope");
    }

    @Test
    void emptySceneIsRejected() {
        assertThatThrownBy(() -> new PhysicsSceneBuilder().build(new Node("nothing")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("empty").hasMessageContaining("nothing");
        PhysicsSpace empty = new PhysicsSpace(new Vector3f(-10, -10, -10), new Vector3f(10, 10, 10), PhysicsSpace.BroadphaseType.DBVT);
        assertThatThrownBy(() -> new PhysicsNavMeshBaker().bake(empty, BakeConfig.defaults()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("empty");
        assertThatThrownBy(() -> new PhysicsNavMeshBaker().bake((PhysicsSpace) null, BakeConfig.defaults()))
                .isInstanceOf(NullPointerException.class).hasMessageContaining("space");
    }

    @Test
    void sceneWithOnlySteepGeometryHasNoWalkableSurface() {
        SceneTriangles.Builder b = new SceneTriangles.Builder().beginBody(SurfaceTag.GROUND);
        // A 60 degree ramp, 10 m wide.
        float h = (float) Math.tan(Math.toRadians(60)) * 5f;
        b.add(0, 0, 0, 0, h, 5, 10, h, 5);
        b.add(0, 0, 0, 10, h, 5, 10, 0, 0);
        assertThatThrownBy(() -> new NavMeshBaker().bake(b.build(), BakeConfig.defaults(), BakeProgressListener.NONE, () -> false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no walkable surface")
                .hasMessageContaining("slope");
    }

    @Test
    void sceneWithOnlyWaterHasNoWalkableSurface() {
        Node root = new Node("lake scene");
        Geometry lake = new Geometry("lake", new Box(10f, 0.1f, 10f));
        root.attachChild(lake);
        NavTags.applyNamingConvention(lake);
        PhysicsSpace space = new PhysicsSceneBuilder().build(root);
        assertThatThrownBy(() -> new PhysicsNavMeshBaker().bake(space, BakeConfig.defaults()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no walkable surface");
    }

    @Test
    void surfaceSmallerThanTheAgentIsErodedAwayWithAClearMessage() {
        Node root = new Node("pillar");
        root.attachChild(new Geometry("pillar", new Box(0.4f, 2f, 0.4f)));
        PhysicsSpace space = new PhysicsSceneBuilder().build(root);
        assertThatThrownBy(() -> new PhysicsNavMeshBaker().bake(space, BakeConfig.defaults()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no walkable surface")
                .hasMessageContaining("agentRadius");
    }

    @Test
    void absurdGridIsRejectedNamingCellSizeAndBounds() {
        SceneTriangles.Builder b = new SceneTriangles.Builder().beginBody(SurfaceTag.GROUND);
        b.add(-50_000, 0, -50_000, -50_000, 0, 50_000, 50_000, 0, 50_000);
        assertThatThrownBy(() -> new NavMeshBaker().bake(b.build(), BakeConfig.defaults(), BakeProgressListener.NONE, () -> false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cellSize").hasMessageContaining("-50000");
    }

    @Test
    void nonFiniteGeometryIsRejected() {
        SceneTriangles.Builder b = new SceneTriangles.Builder().beginBody(SurfaceTag.GROUND);
        assertThatThrownBy(() -> b.add(0, Float.NaN, 0, 1, 0, 0, 0, 0, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("non-finite");
    }

    @Test
    void progressRisesToOneAndCancellationStopsTheBake() {
        SceneTriangles tris = flat(20f);
        List<Float> seen = new ArrayList<>();
        List<String> stages = new ArrayList<>();
        BakeResult r = new NavMeshBaker().bake(tris, BakeConfig.defaults(), (stage, p) -> {
            seen.add(p);
            stages.add(stage);
        }, () -> false);
        assertThat(r.navMesh().triangleCount()).isPositive();
        assertThat(seen).isSorted();
        assertThat(seen.get(0)).isGreaterThanOrEqualTo(0f);
        assertThat(seen.get(seen.size() - 1)).isEqualTo(1f);
        assertThat(stages).contains("rasterise", "walkable", "erode", "mesh");
        assertThat(r.stageMillis().keySet()).containsExactly("extract", "rasterise", "walkable", "erode", "mesh");

        AtomicInteger polls = new AtomicInteger();
        for (int cancelAt : new int[] {0, 2, 4, 8}) {
            polls.set(0);
            assertThatThrownBy(() -> new NavMeshBaker().bake(tris, BakeConfig.defaults(), BakeProgressListener.NONE,
                    () -> polls.incrementAndGet() > cancelAt)).isInstanceOf(BakeCancelledException.class)
                    .hasMessageContaining("cancelled");
        }
    }

    @Test
    void tagsBecomeAreasOnTheMesh() {
        Node root = new Node("areas");
        root.attachChild(new Geometry("ground", new Box(new Vector3f(0, -0.5f, 0), 15f, 0.5f, 15f)));
        Geometry mud = new Geometry("mud_patch", new Box(new Vector3f(-7, 0.05f, 0), 4f, 0.05f, 4f));
        root.attachChild(mud);
        NavTags.applyNamingConvention(mud);
        Node roads = new Node("roads");
        roads.setUserData(NavTags.AREA, "road");
        roads.attachChild(new Geometry("strip", new Box(new Vector3f(7, 0.05f, 0), 4f, 0.05f, 4f)));
        root.attachChild(roads);
        BakeResult r = new PhysicsNavMeshBaker().bake(new PhysicsSceneBuilder().build(root), BakeConfig.defaults());
        int mudId = r.areas().idOf("mud");
        int roadId = r.areas().idOf("road");
        assertThat(mudId).isPositive();
        assertThat(roadId).isPositive();
        assertThat(r.areas().cost(mudId)).isEqualTo(NavTags.MUD_COST);
        assertThat(r.areas().cost(roadId)).isEqualTo(1f);
        int tMud = r.navMesh().findTriangle(-7f, 0.1f, 0f, 0.3f, 0.3f);
        int tRoad = r.navMesh().findTriangle(7f, 0.1f, 0f, 0.3f, 0.3f);
        int tGround = r.navMesh().findTriangle(0f, 0f, 12f, 0.3f, 0.3f);
        assertThat(r.navMesh().area(tMud)).isEqualTo(mudId);
        assertThat(r.navMesh().area(tRoad)).isEqualTo(roadId);
        assertThat(r.navMesh().area(tGround)).isEqualTo(0);
        assertThat(r.navMesh().connected(tMud, tRoad)).as("area borders are not walls").isTrue();
    }

    @Test
    void bodiesOfRigidBodyControlsTakeTheirSpatialsTags() {
        // A game's own physics space: static RigidBodyControls whose user object is the spatial.
        Node root = new Node("level");
        Geometry ground = new Geometry("ground", new Box(new Vector3f(0, -0.5f, 0), 15f, 0.5f, 15f));
        Geometry swamp = new Geometry("swamp", new Box(new Vector3f(0, 0.05f, 0), 5f, 0.05f, 5f));
        swamp.setUserData(NavTags.AREA, "mud");
        swamp.setUserData(NavTags.COST, 4f);
        root.attachChild(ground);
        root.attachChild(swamp);
        PhysicsSpace space = new PhysicsSpace(new Vector3f(-100, -100, -100), new Vector3f(100, 100, 100),
                PhysicsSpace.BroadphaseType.DBVT);
        for (Geometry g : new Geometry[] {ground, swamp}) {
            com.jme3.bullet.control.RigidBodyControl control = new com.jme3.bullet.control.RigidBodyControl(
                    com.jme3.bullet.util.CollisionShapeFactory.createMeshShape(g), 0f);
            g.addControl(control);
            space.add(control);
        }
        BakeResult r = new PhysicsNavMeshBaker().bake(space, BakeConfig.defaults());
        int mud = r.areas().idOf("mud");
        assertThat(mud).isPositive();
        assertThat(r.areas().cost(mud)).isEqualTo(4f);
        int t = r.navMesh().findTriangle(0f, 0.1f, 0f, 0.3f, 0.3f);
        assertThat(r.navMesh().area(t)).isEqualTo(mud);
        space.destroy();
    }

    static SceneTriangles flat(float size) {
        SceneTriangles.Builder b = new SceneTriangles.Builder().beginBody(SurfaceTag.GROUND);
        b.add(0, 0, 0, 0, 0, size, size, 0, size);
        b.add(0, 0, 0, size, 0, size, size, 0, 0);
        return b.build();
    }
}
