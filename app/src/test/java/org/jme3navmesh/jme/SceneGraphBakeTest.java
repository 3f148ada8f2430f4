package org.jme3navmesh.jme;

import org.jme3navmesh.scene.ObjSceneLoader;
import org.jme3navmesh.scene.PhysicsSceneBuilder;
import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.jme3.terrain.geomipmap.TerrainQuad;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.Test;

/** A jME scene graph (TerrainQuad, transformed meshes, a pond tagged by name) baked end to end. */
class SceneGraphBakeTest {

    @Test
    void terrainIsWalkableAndThePondIsNot() {
        Node scene = ProbeCrossCheckTest.terrainScene();
        PhysicsSpace space = new PhysicsSceneBuilder().build(scene);
        BakeResult r;
        try {
            r = new PhysicsNavMeshBaker().bake(space, BakeConfig.defaults());
        } finally {
            space.destroy();
        }
        NavMesh m = r.navMesh();
        TerrainQuad terrain = (TerrainQuad) scene.getChild("terrain");
        // Open terrain far from the props: on the mesh, at the terrain's height.
        float x = 10f, z = 10f;
        float h = terrain.getHeight(new Vector2f(x, z));
        int t = m.findTriangle(x, h, z, 0.5f, 0.5f);
        assertThat(t).as("terrain at (%.1f, %.1f)", x, z).isGreaterThanOrEqualTo(0);
        assertThat(m.heightAt(t, x, z)).isCloseTo(h, org.assertj.core.data.Offset.offset(0.1f));
        // The pond's centre (its name makes it unwalkable water): no mesh there at any height.
        Vector3f pond = scene.getChild("pond").localToWorld(new Vector3f(-4.5f, 0.2f, -4.5f), null);
        assertThat(m.findTriangle(pond.x, pond.y, pond.z, 10f, 10f)).as("pond at %s", pond).isNegative();
        assertThat(r.areas().count()).as("the pond adds no area").isEqualTo(1);
    }
}
