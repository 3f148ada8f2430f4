package org.jme3navmesh.bake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import org.junit.jupiter.api.Test;

/** Field-level rules on small synthetic scenes (triangles built directly, no physics). */
class WalkableRulesTest {
    private static final BakeConfig CFG = BakeConfig.defaults();

    /** Adds an oriented box: centre (cx, cy, cz), half extents, rotation about Y (radians); faces CCW from outside. */
    static void box(SceneTriangles.Builder b, float cx, float cy, float cz, float hx, float hy, float hz, float rotY) {
        float cos = (float) Math.cos(rotY), sin = (float) Math.sin(rotY);
        float[][] c = new float[8][];
        for (int i = 0; i < 8; i++) {
            float x = (i & 1) == 0 ? -hx : hx, y = (i & 2) == 0 ? -hy : hy, z = (i & 4) == 0 ? -hz : hz;
            c[i] = new float[] {cx + x * cos + z * sin, cy + y, cz - x * sin + z * cos};
        }
        int[][] quads = {{0, 4, 6, 2}, {1, 3, 7, 5}, {0, 1, 5, 4}, {2, 6, 7, 3}, {0, 2, 3, 1}, {4, 5, 7, 6}};
        for (int[] q : quads) {
            tri(b, c[q[0]], c[q[1]], c[q[2]]);
            tri(b, c[q[0]], c[q[2]], c[q[3]]);
        }
    }

    private static void tri(SceneTriangles.Builder b, float[] p, float[] q, float[] r) {
        b.add(p[0], p[1], p[2], q[0], q[1], q[2], r[0], r[1], r[2]);
    }

    /** A 20 x 20 m floor slab, top at y = 0. */
    static SceneTriangles.Builder floor() {
        SceneTriangles.Builder b = new SceneTriangles.Builder().beginBody(SurfaceTag.GROUND);
        box(b, 10f, -0.25f, 10f, 10f, 0.25f, 10f, 0f);
        return b;
    }

    private static WalkableField field(SceneTriangles.Builder b) {
        return new NavMeshBaker().bakeField(b.build(), CFG, () -> false).field();
    }

    private static int componentAt(WalkableField f, int[] comp, float x, float y, float z) {
        int s = FieldChecks.walkableSpanAt(f, x, y, z, 0.2f);
        assertThat(s).as("walkable at (%.1f, %.1f)", x, z).isGreaterThanOrEqualTo(0);
        return comp[s];
    }

    @Test
    void wallThinnerThanACellBlocksEvenDiagonally() {
        for (float thickness : new float[] {0.02f, 0.1f, 0.3f}) {
            SceneTriangles.Builder b = floor();
            b.beginBody(SurfaceTag.GROUND);
            // A thin wall across the whole floor, rotated 30 degrees, 3 m high.
            box(b, 10f, 1.5f, 10f, thickness / 2, 1.5f, 16f, (float) Math.toRadians(30));
            WalkableField f = field(b);
            FieldChecks.assertLinksConsistent(f);
            int[] comp = FieldChecks.components(f);
            // Points well to either side of the wall (its normal is (cos 30, -sin 30) in x, z).
            float nx = (float) Math.cos(Math.toRadians(30)), nz = (float) -Math.sin(Math.toRadians(30));
            int left = componentAt(f, comp, 10f - 3f * nx, 0f, 10f - 3f * nz);
            int right = componentAt(f, comp, 10f + 3f * nx, 0f, 10f + 3f * nz);
            assertThat(left).as("thickness %.2f m must separate the sides", thickness).isNotEqualTo(right);
        }
    }

    @Test
    void lowCurbIsSteppedOverButAKneeHighWallIsNot() {
        SceneTriangles.Builder b = floor();
        b.beginBody(SurfaceTag.GROUND);
        box(b, 10f, 0.15f, 5f, 0.05f, 0.15f, 10f, 0f); // 0.3 m curb along z at x = 10, z in [-5, 15]
        WalkableField f = field(b);
        int[] comp = FieldChecks.components(f);
        assertThat(componentAt(f, comp, 7f, 0f, 5f)).isEqualTo(componentAt(f, comp, 13f, 0f, 5f));

        b = floor();
        b.beginBody(SurfaceTag.GROUND);
        box(b, 10f, 0.25f, 10f, 0.05f, 0.25f, 12f, 0f); // 0.5 m wall across the whole floor
        f = field(b);
        comp = FieldChecks.components(f);
        assertThat(componentAt(f, comp, 7f, 0f, 5f)).isNotEqualTo(componentAt(f, comp, 13f, 0f, 5f));
    }

    @Test
    void erosionIsRoundAroundAThinPillar() {
        SceneTriangles.Builder b = floor();
        b.beginBody(SurfaceTag.GROUND);
        float half = 0.05f;
        box(b, 10.07f, 1f, 9.93f, half, 1f, half, 0f);
        WalkableField f = field(b);
        // Unwalkable floor spans within 2 m of the pillar approximate the rounded shape around it.
        int blocked = 0;
        for (int s = 0; s < f.spanCount(); s++) {
            int c = FieldChecks.cellOf(f, s);
            float x = f.grid.centerX(c % f.grid.width()), z = f.grid.centerZ(c / f.grid.width());
            if (Math.abs(x - 10f) < 2f && Math.abs(z - 10f) < 2f && Math.abs(f.y[s]) < 0.01f && f.area[s] < 0) {
                blocked++;
            }
        }
        // A span goes when any point of its cell is within minClearance of the pillar: its centre
        // lies in the disc of radius R = minClearance + half grown by a cell-sized square.
        double rr = AgentErosion.minClearance(CFG.agentRadius(), CFG.cellSize()) + half, cs = CFG.cellSize();
        double expected = (Math.PI * rr * rr + 4 * rr * cs + cs * cs) / (cs * cs);
        assertThat((double) blocked).as("eroded spans around the pillar").isCloseTo(expected, offset(expected * 0.3));
    }

    @Test
    void stackedFloorsAreBothWalkableWhenTheGapFitsTheAgent() {
        for (float gap : new float[] {2.5f, 1.5f}) {
            SceneTriangles.Builder b = floor();
            b.beginBody(SurfaceTag.GROUND);
            box(b, 10f, gap + 0.1f, 10f, 4f, 0.1f, 4f, 0f); // a 0.2 m slab, underside at y = gap
            WalkableField f = field(b);
            int upper = FieldChecks.walkableSpanAt(f, 10f, gap + 0.2f, 10f, 0.05f);
            int lower = FieldChecks.walkableSpanAt(f, 10f, 0f, 10f, 0.05f);
            assertThat(upper).isGreaterThanOrEqualTo(0);
            assertThat(lower >= 0).as("floor under a slab %.1f m up", gap).isEqualTo(gap >= CFG.agentHeight());
        }
    }

    @Test
    void floorUnderACrateOrInsideAClosedBoxIsNotWalkable() {
        SceneTriangles.Builder b = floor();
        b.beginBody(SurfaceTag.GROUND);
        box(b, 6f, 1.5f, 10f, 2f, 1.5f, 2f, 0f); // crate resting on the floor (bottom at y = 0)
        b.beginBody(SurfaceTag.GROUND);
        box(b, 14f, 1.5f, 10f, 2f, 2.5f, 2f, 0f); // house sunk 1 m into the floor (bottom at y = -1)
        WalkableField f = field(b);
        assertThat(FieldChecks.walkableSpanAt(f, 6f, 0f, 10f, 0.05f)).as("under the crate").isNegative();
        assertThat(FieldChecks.walkableSpanAt(f, 14f, 0f, 10f, 0.05f)).as("inside the house").isNegative();
        assertThat(FieldChecks.walkableSpanAt(f, 6f, 3f, 10f, 0.05f)).as("crate top").isGreaterThanOrEqualTo(0);
        assertThat(FieldChecks.walkableSpanAt(f, 14f, 4f, 10f, 0.05f)).as("house roof").isGreaterThanOrEqualTo(0);
        // Every sampled surface is kept, walkable or not.
        int c = f.grid.cellAt(14f, 10f);
        assertThat(f.cellStart[c + 1] - f.cellStart[c]).isEqualTo(2);
    }

    @Test
    void ledgeEdgesAreErodedFromTheirTruePosition() {
        // A 10 x 10 m plateau 2 m up: its top keeps (10 - 2R)^2 on average over grid alignments.
        double sum = 0;
        float[] offsets = {0f, 0.05f, 0.1f, 0.15f, 0.2f, 0.25f};
        for (float off : offsets) {
            SceneTriangles.Builder b = floor();
            b.beginBody(SurfaceTag.GROUND);
            box(b, 10f + off, 1f, 10f + off, 5f, 1f, 5f, 0f);
            WalkableField f = field(b);
            int top = 0;
            for (int s = 0; s < f.spanCount(); s++) {
                if (f.area[s] >= 0 && f.y[s] > 1.5f) {
                    top++;
                }
            }
            sum += top * (double) CFG.cellSize() * CFG.cellSize();
        }
        double ideal = Math.pow(10 - 2 * CFG.agentRadius(), 2);
        assertThat(sum / offsets.length).isCloseTo(ideal, offset(ideal * 0.03));
    }

    @Test
    void sceneEdgeIsErodedByTheAgentRadius() {
        WalkableField f = field(floor());
        int inside = 0;
        for (int s = 0; s < f.spanCount(); s++) {
            if (f.area[s] >= 0) {
                inside++;
            }
        }
        double side = 20.0 - 2 * CFG.agentRadius();
        assertThat(inside * (double) CFG.cellSize() * CFG.cellSize()).isCloseTo(side * side, offset(side * 4 * CFG.cellSize()));
    }

    @Test
    void slopeLimitDecidesWalkability() {
        for (int deg : new int[] {30, 44, 46, 60}) {
            SceneTriangles.Builder b = new SceneTriangles.Builder().beginBody(SurfaceTag.GROUND);
            float h = (float) Math.tan(Math.toRadians(deg)) * 10f;
            b.add(0, 0, 0, 0, h, 10, 10, h, 10);
            b.add(0, 0, 0, 10, h, 10, 10, 0, 0);
            SceneTriangles tris = b.build();
            BakeGrid grid = BakeGrid.covering(tris.bounds(), CFG.cellSize());
            SurfaceSamples s = new TriangleSurfaceProbe(tris).sample(grid, () -> false);
            assertThat(s.slopeDeg(s.cellStart[grid.cells().cellCount() / 2])).isCloseTo(deg, offset(0.01f));
            if (deg <= 44) {
                assertThat(new NavMeshBaker().bakeField(tris, CFG, () -> false).field().walkableSpanCount()).isPositive();
            } else {
                org.assertj.core.api.Assertions.assertThatThrownBy(() -> new NavMeshBaker().bakeField(tris, CFG, () -> false))
                        .hasMessageContaining("no walkable surface");
            }
        }
    }
}
