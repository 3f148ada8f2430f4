package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.jme3.asset.AssetManager;
import com.jme3.asset.DesktopAssetManager;
import com.jme3.math.Vector3f;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LevelAssetsTest {

    @Test
    void heightEncodingRoundTripsWithinAMillimetre() {
        for (float h = 0; h <= LevelLayout.MAX_HEIGHT; h += 0.37f) {
            assertThat(HeightmapImage.decode(HeightmapImage.encode(h))).isCloseTo(h, within(0.001f));
        }
    }

    @Test
    void committedHeightmapMatchesTheLayout() {
        AssetManager assets = new DesktopAssetManager(true);
        float[] h = HeightmapImage.load(assets, "Textures/Terrain/heightmap.png");
        int n = LevelLayout.HEIGHTMAP_SIZE;
        assertThat(h).hasSize(n * n);
        for (int iz = 0; iz < n; iz += 8) {
            for (int ix = 0; ix < n; ix += 8) {
                assertThat(h[iz * n + ix]).isCloseTo(
                        LevelLayout.heightAt(ix - LevelLayout.HALF_SIZE, iz - LevelLayout.HALF_SIZE), within(0.01f));
            }
        }
    }

    @Test
    void levelHasTerrainPropsAndTags() {
        Node level = new DemoLevel(new DesktopAssetManager(true)).build();
        assertThat(level.getChild(DemoLevel.TERRAIN)).isNotNull();
        List<String> names = new ArrayList<>();
        level.depthFirstTraversal(s -> names.add(s.getName()));
        assertThat(names).contains("bridge-deck", "mud", "pond", "maze", "house-1", "ramp-10deg", "ramp-50deg",
                "thin-wall-1");
        Spatial mud = level.getChild("mud");
        assertThat((String) mud.getUserData(LevelTags.AREA)).isEqualTo("mud");
        assertThat((Float) mud.getUserData(LevelTags.COST)).isGreaterThan(1f);
        assertThat((Boolean) level.getChild("pond").getUserData(LevelTags.WALKABLE)).isFalse();
    }

    @Test
    void prismFacesPointOutwards() {
        Mesh m = Shapes.ramp(1f, 3f, 2f);
        FloatBuffer pos = (FloatBuffer) m.getBuffer(VertexBuffer.Type.Position).getData();
        IntBuffer idx = (IntBuffer) m.getBuffer(VertexBuffer.Type.Index).getData();
        Vector3f centre = new Vector3f(0, 2f / 3, 2f);
        for (int t = 0; t < idx.limit() / 3; t++) {
            Vector3f a = vec(pos, idx.get(3 * t)), b = vec(pos, idx.get(3 * t + 1)), c = vec(pos, idx.get(3 * t + 2));
            Vector3f n = b.subtract(a).crossLocal(c.subtract(a));
            Vector3f out = a.add(b).addLocal(c).divideLocal(3).subtractLocal(centre);
            assertThat(n.dot(out)).as("triangle %d faces outwards", t).isGreaterThan(0f);
        }
    }

    private static Vector3f vec(FloatBuffer p, int v) {
        return new Vector3f(p.get(3 * v), p.get(3 * v + 1), p.get(3 * v + 2));
    }
}
