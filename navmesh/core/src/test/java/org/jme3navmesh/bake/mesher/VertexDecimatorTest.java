package org.jme3navmesh.bake.mesher;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.WalkableField;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.Test;

/** The mesher's removal of interior vertices the surface does not need ({@link VertexDecimator}). */
class VertexDecimatorTest {
    private static final BakeConfig CFG = BakeConfig.defaults();
    private static final AreaTable AREAS = AreaTable.defaults().with("road", 1f).with("mud", 3f);

    private static NavMesh mesh(WalkableField f, FieldMesher.Stats[] stats) {
        NavMesh m = FieldMesher.mesh(f, CFG, AREAS, p -> { }, () -> false, st -> stats[0] = st);
        MeshChecks.assertValidTopology(m);
        MeshChecks.assertCoversField(m, f, CFG);
        MeshChecks.assertTrianglesFitSpans(m, f, FieldMesher.heightErrorLimit(CFG));
        assertThat(m.componentCount()).isEqualTo(MeshChecks.componentCount(f));
        return m;
    }

    @Test
    void tileBorderVerticesGoOnFlatGround() {
        // 300 x 200 cells span three tiles by two: their borders leave vertices inside the area.
        WalkableField f = new SyntheticField(300, 200, 0.3f).layer((x, z) -> 0f).build();
        FieldMesher.Stats[] stats = new FieldMesher.Stats[1];
        NavMesh m = mesh(f, stats);
        assertThat(stats[0].removedVertices()).isPositive();
        assertThat(MeshChecks.interiorVertexCount(m)).isZero();
        // The tile borders' vertices on the straight sides go too: a rectangle needs 2 triangles.
        assertThat(m.triangleCount()).isEqualTo(2);
    }

    @Test
    void aTiltedPlaneAlsoEndsAsTwoTriangles() {
        // A 10 degree plane across tile borders: planar fans (no span scan needed) all the way.
        float rise = (float) Math.tan(Math.toRadians(10)) * 0.3f;
        WalkableField f = new SyntheticField(300, 200, 0.3f).layer((x, z) -> 2f + x * rise + z * 0.5f * rise).build();
        FieldMesher.Stats[] stats = new FieldMesher.Stats[1];
        NavMesh m = mesh(f, stats);
        assertThat(stats[0].removedVertices()).isPositive();
        assertThat(m.triangleCount()).isEqualTo(2);
        for (int t = 0; t < 2; t++) {
            assertThat(m.slopeDeg(t)).isBetween(9f, 15f);
        }
    }

    @Test
    void aHillKeepsTheVerticesItsHeightNeeds() {
        // A round hill 4 m high over flat ground crossing tile borders: its planes need inner vertices.
        WalkableField f = new SyntheticField(200, 200, 0.3f).layer((x, z) -> {
            double dx = (x - 128) * 0.3, dz = (z - 128) * 0.3;
            return (float) (4.0 * Math.exp(-(dx * dx + dz * dz) / (2 * 8.0 * 8.0)));
        }).build();
        FieldMesher.Stats[] stats = new FieldMesher.Stats[1];
        NavMesh m = mesh(f, stats);
        assertThat(stats[0].removedVertices()).isPositive();
        assertThat(MeshChecks.interiorVertexCount(m)).isPositive();
    }

    @Test
    void slopeBandAndAreaBordersStay() {
        // Flat ground (band 0-15 degrees) beside a 20 degree ramp (band 15-30), with a mud strip,
        // across tile borders: vertices on those borders must stay, and each side keeps its slope
        // and area.
        float rise = (float) Math.tan(Math.toRadians(20)) * 0.3f;
        WalkableField f = new SyntheticField(280, 150, 0.3f)
                .layer((x, z) -> x < 140 ? 0f : (x - 140) * rise)
                .area((x, z, y) -> z >= 60 && z < 90 && x < 140 ? 2 : 0)
                .build();
        FieldMesher.Stats[] stats = new FieldMesher.Stats[1];
        NavMesh m = mesh(f, stats);
        assertThat(stats[0].removedVertices()).isPositive();
        int checked = 0;
        for (int c = 0; c < f.grid.cellCount(); c++) {
            float x = f.grid.centerX(c % f.grid.width()), z = f.grid.centerZ(c / f.grid.width());
            for (int s = f.cellStart[c]; s < f.cellStart[c + 1]; s++) {
                int t = m.findTriangle(x, f.y[s], z, 0.5f, 0.5f);
                if (t >= 0 && m.insideDistanceXZ(t, x, z) >= 1.5f * f.grid.cellSize()) {
                    assertThat((int) (m.slopeDeg(t) / FieldMesher.SLOPE_BAND))
                            .as("slope band of triangle %d (%f deg) vs span %d (%f deg)", t, m.slopeDeg(t), s, f.slopeDeg[s])
                            .isEqualTo((int) (f.slopeDeg[s] / FieldMesher.SLOPE_BAND));
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(f.walkableSpanCount() / 2);
    }
}
