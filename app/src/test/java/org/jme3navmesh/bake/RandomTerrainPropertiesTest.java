package org.jme3navmesh.bake;

import org.jme3navmesh.jme.PhysicsNavMeshBaker;
import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.shape.Box;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.jme3navmesh.scene.PhysicsSceneBuilder;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Property tests through the real pipeline (jME scene, jbullet bodies, bake, mesher) on small
 * random terrains with box obstacles: the mesh is well formed and covers the walkable samples.
 */
class RandomTerrainPropertiesTest {
    private static final int N = 17; // terrain vertices per side, 1 m apart

    /** A random scene: terrain heights from two sine waves, plus boxes. */
    record Scene(float ampA, float freqA, float ampB, float freqB, List<float[]> boxes) {
        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder("Scene[ampA=" + ampA + ", freqA=" + freqA + ", ampB=" + ampB + ", freqB=" + freqB + ", boxes=");
            for (float[] b : boxes) {
                sb.append(java.util.Arrays.toString(b));
            }
            return sb.append(']').toString();
        }

        Node build() {
            Node root = new Node("random");
            float[] pos = new float[3 * N * N];
            for (int z = 0; z < N; z++) {
                for (int x = 0; x < N; x++) {
                    int i = 3 * (x + z * N);
                    pos[i] = x;
                    pos[i + 1] = ampA * (float) Math.sin(x * freqA) + ampB * (float) Math.cos((x + z) * freqB);
                    pos[i + 2] = z;
                }
            }
            int[] idx = new int[6 * (N - 1) * (N - 1)];
            int k = 0;
            for (int z = 0; z < N - 1; z++) {
                for (int x = 0; x < N - 1; x++) {
                    int a = x + z * N, b = a + 1, c = a + N, d = c + 1;
                    // Counter-clockwise seen from above: a, c, d and a, d, b.
                    idx[k++] = a; idx[k++] = c; idx[k++] = d;
                    idx[k++] = a; idx[k++] = d; idx[k++] = b;
                }
            }
            Mesh m = new Mesh();
            m.setBuffer(VertexBuffer.Type.Position, 3, pos);
            m.setBuffer(VertexBuffer.Type.Index, 3, idx);
            m.updateBound();
            root.attachChild(new Geometry("terrain", m));
            int n = 0;
            for (float[] b : boxes) {
                Geometry g = new Geometry("box" + n++, new Box(b[2], b[3], b[4]));
                g.setLocalTranslation(b[0], b[3] - 0.5f, b[1]);
                g.setLocalRotation(new Quaternion().fromAngleAxis(b[5], Vector3f.UNIT_Y));
                root.attachChild(g);
            }
            return root;
        }
    }

    @Provide
    Arbitrary<Scene> scenes() {
        Arbitrary<float[]> box = Combinators.combine(
                Arbitraries.floats().between(2f, 14f), Arbitraries.floats().between(2f, 14f),
                Arbitraries.floats().between(0.1f, 1.5f), Arbitraries.floats().between(0.3f, 2f),
                Arbitraries.floats().between(0.1f, 1.5f), Arbitraries.floats().between(0f, 3.1f))
                .as((x, z, hx, hy, hz, rot) -> new float[] {x, z, hx, hy, hz, rot});
        return Combinators.combine(
                Arbitraries.floats().between(0f, 1.5f), Arbitraries.floats().between(0.1f, 0.8f),
                Arbitraries.floats().between(0f, 1f), Arbitraries.floats().between(0.1f, 0.6f),
                box.list().ofMaxSize(5))
                .as(Scene::new);
    }

    @Property(tries = 30, seed = "20261121")
    void bakedMeshIsWellFormedAndCoversTheWalkableSamples(@ForAll("scenes") Scene scene) {
        PhysicsSpace space = new PhysicsSceneBuilder().build(scene.build());
        BakeResult r;
        try {
            r = new PhysicsNavMeshBaker().bake(space, BakeConfig.defaults());
        } finally {
            space.destroy();
        }
        NavMesh m = r.navMesh();
        assertThat(m.triangleCount()).isPositive();
        // Non-degenerate and counter-clockwise from above.
        for (int t = 0; t < m.triangleCount(); t++) {
            assertThat(m.area2(t)).as("area of triangle %d", t).isGreaterThan(1e-6f);
            int a = m.vertex(t, 0), b = m.vertex(t, 1), c = m.vertex(t, 2);
            assertThat(org.jme3navmesh.mesh.Geometry.area2(m.vertexX(a), m.vertexZ(a), m.vertexX(b), m.vertexZ(b),
                    m.vertexX(c), m.vertexZ(c))).isPositive();
        }
        // Adjacency is symmetric.
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                int o = m.neighbour(t, e);
                if (o >= 0) {
                    assertThat(m.neighbour(o, 0) == t || m.neighbour(o, 1) == t || m.neighbour(o, 2) == t)
                            .as("triangle %d -> %d links back", t, o).isTrue();
                }
            }
        }
        // Every walkable sample is on the mesh or within agentRadius + cellSize of it.
        WalkableField f = r.field();
        FieldChecks.assertLinksConsistent(f);
        float reach = BakeConfig.DEFAULT_AGENT_RADIUS + f.grid.cellSize();
        float[] out = new float[3];
        for (int s = 0; s < f.spanCount(); s++) {
            if (f.area[s] < 0) {
                continue;
            }
            int c = FieldChecks.cellOf(f, s);
            float x = f.grid.centerX(c % f.grid.width()), z = f.grid.centerZ(c / f.grid.width()), y = f.y[s];
            // Triangle planes may stray from the sampled surface (the mesh keeps height detail), so
            // search a few metres up and down, then require heightAt to match within 0.1 m.
            int on = m.findTriangle(x, y, z, 3f, 3f);
            if (on >= 0) {
                assertThat(m.heightAt(on, x, z)).as("heightAt over sample (%.2f, %.2f, %.2f)", x, y, z)
                        .isCloseTo(y, org.assertj.core.data.Offset.offset(0.1f));
                continue;
            }
            int t = m.findNearest(x, y, z, reach, 3f, reach, out);
            assertThat(t).as("walkable sample (%.2f, %.2f, %.2f) has mesh within %.2f m", x, y, z, reach).isGreaterThanOrEqualTo(0);
            float dx = out[0] - x, dz = out[2] - z;
            assertThat(Math.sqrt(dx * dx + dz * dz)).isLessThanOrEqualTo(reach + 1e-3);
        }
    }
}
