package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

class CarveTest {
    private static final float R = 0.5f;

    @Test
    void cylinderCutsAHoleAndRemovingItRestoresTheMesh() {
        NavMesh base = TestMeshes.grid(10, 10, 1f, 0f);
        DynamicNavMesh d = new DynamicNavMesh(base, R);
        ObstacleHandle h = d.add(ObstacleShape.cylinder(5.3f, -0.5f, 4.6f, 1f, 2f));
        MeshUpdate u = d.update(100);
        assertThat(u.applied()).isEqualTo(1);
        assertThat(u.version()).isEqualTo(1);
        assertThat(d.status(h)).isEqualTo(ObstacleStatus.CARVED);
        NavMesh m = d.current();
        MeshChecks.check(m);
        MeshChecks.noTJunctions(m, 1e-4f);
        // No live surface inside the grown circle; all of it just outside the circumscribing n-gon (a corner on +X).
        int n = ObstacleShape.circleSides(1.5, DynamicNavMesh.DEFAULT_FOOTPRINT_TOLERANCE);
        double corner = 1.5 / Math.cos(Math.PI / n);
        assertThat(corner - 1.5).as("overhang within the tolerance").isLessThanOrEqualTo(DynamicNavMesh.DEFAULT_FOOTPRINT_TOLERANCE);
        assertThat(m.findTriangle(5.3f, 0f, 4.6f, 1f, 1f)).isEqualTo(-1);
        assertThat(m.findTriangle(5.3f + 1.45f, 0f, 4.6f, 1f, 1f)).isEqualTo(-1);
        assertThat(m.findTriangle(5.3f + (float) corner - 0.02f, 0f, 4.6f, 1f, 1f)).isEqualTo(-1);
        assertThat(m.findTriangle(5.3f + (float) corner + 0.02f, 0f, 4.6f, 1f, 1f)).isGreaterThanOrEqualTo(0);
        double hole = Math.PI * 1.5 * 1.5;
        assertThat(m.walkableArea()).isCloseTo(100 - n * 1.5 * 1.5 * Math.tan(Math.PI / n), org.assertj.core.data.Offset.offset(1e-3))
                .isLessThan(100 - hole);
        assertThat(m.componentCount()).as("live components: the retired triangles are in none").isEqualTo(1);
        d.remove(h);
        d.update(100);
        assertRestored(base, d.current());
        assertThat(d.status(h)).isEqualTo(ObstacleStatus.REMOVED);
    }

    @Test
    void manyOverlappingObstaclesLinkExactlyAndRestore() {
        NavMesh base = TestMeshes.grid(24, 24, 1.3f, 2f);
        DynamicNavMesh d = new DynamicNavMesh(base, R);
        Random rnd = new Random(7);
        List<ObstacleHandle> hs = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            float x = 1 + rnd.nextFloat() * 29, z = 1 + rnd.nextFloat() * 29;
            ObstacleShape s = switch (i % 3) {
                case 0 -> ObstacleShape.cylinder(x, 1.5f, z, 0.3f + rnd.nextFloat(), 2f);
                case 1 -> ObstacleShape.box(x, 2.5f, z, 0.2f + rnd.nextFloat(), 1f, 0.2f + rnd.nextFloat(), rnd.nextFloat() * 3);
                default -> ObstacleShape.hull(new float[] {x, z, x + 1.5f, z + 0.2f, x + 0.4f, z + 1.1f}, 1.5f, 3f);
            };
            hs.add(d.add(s));
            d.update(100);
            MeshChecks.check(d.current());
            MeshChecks.noTJunctions(d.current(), 1e-4f);
        }
        for (int i = 0; i < hs.size(); i++) {
            d.remove(hs.get((i * 17) % hs.size()));
            d.update(100);
            MeshChecks.check(d.current());
        }
        assertRestored(base, d.current());
    }

    /**
     * A parent cut once more reuses its earlier pieces and the cutting lines found for their edge points
     * ({@code ParentEdgeLines.of}): adding obstacles one update at a time carves the same surface as clipping every
     * parent from scratch with all of them, which a removal does (here of a box over the whole mesh, added first).
     */
    @Test
    void addingOneAtATimeCarvesWhatClippingFromScratchDoes() {
        NavMesh base = TestMeshes.grid(12, 12, 2.5f, 0f);
        DynamicNavMesh oneByOne = new DynamicNavMesh(base, R);
        List<ObstacleShape> shapes = new ArrayList<>();
        Random rnd = new Random(11);
        for (int i = 0; i < 60; i++) {
            float x = 2 + rnd.nextFloat() * 26, z = 2 + rnd.nextFloat() * 26;
            ObstacleShape s = i % 2 == 0 ? ObstacleShape.cylinder(x, -0.5f, z, 0.2f + rnd.nextFloat(), 2f)
                    : ObstacleShape.box(x, 0.5f, z, 0.2f + rnd.nextFloat(), 1f, 0.2f + rnd.nextFloat(), rnd.nextFloat() * 3);
            shapes.add(s);
            oneByOne.add(s);
            oneByOne.update(100);
        }
        assertCarvesAsFromScratch(oneByOne, base, shapes);
    }

    @Test
    void footprintsInHolesAlreadyCutLeaveTheLayoutAsItStandsAndCarveWhatClippingFromScratchDoes() {
        // Crowded as dungeon.obj: 90 obstacles on 10 x 10 m, most of them wholly or partly in the holes cut before.
        NavMesh base = TestMeshes.grid(6, 6, 2.5f, 0f);
        DynamicNavMesh oneByOne = new DynamicNavMesh(base, R);
        List<ObstacleShape> shapes = new ArrayList<>();
        Random rnd = new Random(5);
        int before = KeptLayouts.KEPT.get();
        List<String> last = liveTriangles(oneByOne.current());
        int unchanged = 0;
        for (int i = 0; i < 90; i++) {
            float x = 2.5f + rnd.nextFloat() * 10, z = 2.5f + rnd.nextFloat() * 10;
            ObstacleShape s = i % 3 == 0 ? ObstacleShape.box(x, 0.5f, z, 0.1f + rnd.nextFloat() * 0.8f, 1f,
                    0.1f + rnd.nextFloat() * 0.8f, rnd.nextFloat() * 3)
                    : ObstacleShape.cylinder(x, -0.5f, z, 0.1f + rnd.nextFloat() * 0.8f, 2f);
            shapes.add(s);
            oneByOne.add(s);
            oneByOne.update(100);
            List<String> now = liveTriangles(oneByOne.current());
            unchanged += now.equals(last) ? 1 : 0;
            last = now;
        }
        assertThat(KeptLayouts.KEPT.get() - before).as("layouts left as they stood").isPositive();
        assertThat(unchanged).as("adds that changed no triangle").isPositive();
        assertCarvesAsFromScratch(oneByOne, base, shapes);
    }

    @Test
    void aHoleInAHoleWhoseSidePassesAnInsidePointIsLaidOutAgain() {
        // One large triangle (x > z), no agent radius. B (x 13..15, z 5..7) is cut first, then A below it: A's first
        // line, x = 13.5, splits the piece under B and meets B's bottom side at Q = (13.5, 5), a point on one
        // footprint side only, which the hole's straight outline drops. F lies in B's hole and its bottom side
        // passes Q: Q is then on two footprint sides and kept, so the parent must be laid out again although F
        // leaves every piece whole.
        NavMesh base = TestMeshes.grid(1, 1, 20f, 0f);
        ObstacleShape b = ObstacleShape.box(14f, 0.5f, 6f, 1f, 1f, 1f, 0f);
        ObstacleShape a = ObstacleShape.box(14f, 0.5f, 3f, 0.5f, 1f, 1f, 0f);
        ObstacleShape f = ObstacleShape.box(13.5f, 0.5f, 5.25f, 0.25f, 1f, 0.25f, 0f);
        DynamicNavMesh oneByOne = new DynamicNavMesh(base, 0f);
        for (ObstacleShape s : List.of(b, a)) {
            oneByOne.add(s);
            oneByOne.update(100);
        }
        assertThat(liveTriangles(oneByOne.current())).noneSatisfy(t -> assertThat(t).contains("13.5,0.0,5.0"));
        oneByOne.add(f);
        oneByOne.update(100);
        MeshChecks.check(oneByOne.current());
        assertThat(liveTriangles(oneByOne.current())).isEqualTo(clippedFromScratch(base, 0f, List.of(b, a, f)))
                .anySatisfy(t -> assertThat(t).contains("13.5,0.0,5.0"));
    }

    /**
     * The mesh after adding the shapes one update at a time is valid, has no T-junctions, and carves what clipping
     * every parent from scratch does ({@link #clippedFromScratch}, agent radius {@code R}).
     */
    private static void assertCarvesAsFromScratch(DynamicNavMesh oneByOne, NavMesh base, List<ObstacleShape> shapes) {
        MeshChecks.check(oneByOne.current());
        MeshChecks.noTJunctions(oneByOne.current(), 1e-4f);
        assertThat(liveTriangles(oneByOne.current())).isEqualTo(clippedFromScratch(base, R, shapes));
    }

    /**
     * The surface the shapes carve, in this order, with every parent clipped from scratch: they are added over a box
     * covering the whole mesh, added first, whose removal clips every parent again with all of them.
     *
     * @param base   the baked mesh; not null, unaffected
     * @param radius the agent radius, metres, &gt;= 0
     * @param shapes the obstacles; not null, unaffected
     * @return the live triangles ({@link #liveTriangles})
     */
    private static List<String> clippedFromScratch(NavMesh base, float radius, List<ObstacleShape> shapes) {
        float[] b = base.bounds();
        DynamicNavMesh d = new DynamicNavMesh(base, radius);
        ObstacleHandle cover = d.add(ObstacleShape.box((b[0] + b[3]) / 2, 0.5f, (b[2] + b[5]) / 2,
                (b[3] - b[0]) / 2 + 1, 1f, (b[5] - b[2]) / 2 + 1, 0f));
        d.update(100);
        for (ObstacleShape s : shapes) {
            d.add(s);
            d.update(100);
        }
        d.remove(cover);
        d.update(100);
        return liveTriangles(d.current());
    }

    /** The live triangles as sorted text, each from its least corner: ids aside, the carved surface. */
    private static List<String> liveTriangles(NavMesh m) {
        List<String> out = new ArrayList<>();
        for (int t = 0; t < m.triangleCount(); t++) {
            if (m.vertex(t, 0) == m.vertex(t, 1)) {
                continue;
            }
            String[] c = new String[3];
            for (int k = 0; k < 3; k++) {
                int v = m.vertex(t, k);
                c[k] = m.vertexX(v) + "," + m.vertexY(v) + "," + m.vertexZ(v);
            }
            int least = c[1].compareTo(c[0]) < 0 && c[1].compareTo(c[2]) < 0 ? 1 : c[2].compareTo(c[0]) < 0 ? 2 : 0;
            out.add(c[least] + " " + c[(least + 1) % 3] + " " + c[(least + 2) % 3] + " area " + m.area(t));
        }
        java.util.Collections.sort(out);
        return out;
    }

    @Test
    void badInputIsRefusedWithItsValue() {
        assertThatThrownBy(() -> ObstacleShape.cylinder(Float.NaN, 0, 0, 1, 1)).hasMessageContaining("x").hasMessageContaining("NaN");
        assertThatThrownBy(() -> ObstacleShape.cylinder(0, 0, 0, 0, 1)).hasMessageContaining("radius").hasMessageContaining("0.0");
        assertThatThrownBy(() -> ObstacleShape.box(0, 0, 0, 1, -2, 1, 0)).hasMessageContaining("halfY").hasMessageContaining("-2.0");
        NavMesh base = TestMeshes.grid(4, 4, 1f, 0f);
        DynamicNavMesh d = new DynamicNavMesh(base, R);
        ObstacleHandle far = d.add(ObstacleShape.cylinder(100, 0, 100, 1, 1));
        assertThat(d.status(far)).isEqualTo(ObstacleStatus.OUTSIDE_BOUNDS);
        assertThat(d.pendingChanges()).isZero();
        ObstacleHandle above = d.add(ObstacleShape.cylinder(2, 5, 2, 0.5f, 1));
        assertThat(d.status(above)).isEqualTo(ObstacleStatus.OUTSIDE_BOUNDS);
        NavMesh holed = TestMeshes.grid(4, 4, 1f, 0f, 5);
        DynamicNavMesh dh = new DynamicNavMesh(holed, 0f);
        ObstacleHandle inHole = dh.add(ObstacleShape.cylinder(1.5f, -0.5f, 1.5f, 0.2f, 2f));
        dh.update(10);
        assertThat(dh.status(inHole)).isEqualTo(ObstacleStatus.NO_SURFACE);
        assertThat(dh.current().sameAs(holed)).isTrue();
        assertThatThrownBy(() -> d.add(ObstacleShape.cylinder(2, 0, 2, 1, 1), 3)).hasMessageContaining("area id 3");
        d.remove(above);
        assertThatThrownBy(() -> d.remove(above)).isInstanceOf(IllegalStateException.class).hasMessageContaining("removed already");
        DynamicNavMesh other = new DynamicNavMesh(base, R);
        ObstacleHandle foreign = other.add(ObstacleShape.cylinder(2, 0, 2, 0.5f, 1));
        assertThatThrownBy(() -> d.remove(foreign)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown");
        assertThatThrownBy(() -> new DynamicNavMesh(base, R, Float.NaN)).hasMessageContaining("footprint tolerance").hasMessageContaining("NaN");
        assertThatThrownBy(() -> new DynamicNavMesh(base, R, -0.1f)).hasMessageContaining("footprint tolerance").hasMessageContaining("-0.1");
    }

    @Test
    void aCircleTakesTheFewestSidesThatKeepItsPolygonWithinTheTolerance() {
        for (double r : new double[] {0.1, 0.5, 1.5, 1.8, 3, 4.3, 7, 20, 500}) {
            for (double tol : new double[] {0.01, 0.05, 0.15, 0.5}) {
                int n = ObstacleShape.circleSides(r, tol);
                assertThat(n % 4).isZero();
                assertThat(n).isBetween(ObstacleShape.MIN_CIRCLE_SIDES, ObstacleShape.MAX_CIRCLE_SIDES);
                double overhang = r * (1 / Math.cos(Math.PI / n) - 1);
                if (n < ObstacleShape.MAX_CIRCLE_SIDES) {
                    assertThat(overhang).as("r %s tol %s: %d sides", r, tol, n).isLessThanOrEqualTo(tol);
                }
                if (n > ObstacleShape.MIN_CIRCLE_SIDES) {
                    assertThat(r * (1 / Math.cos(Math.PI / (n - 4)) - 1)).as("fewer sides overhang more").isGreaterThan(tol);
                }
            }
        }
        assertThat(ObstacleShape.circleSides(1.5, DynamicNavMesh.DEFAULT_FOOTPRINT_TOLERANCE)).isEqualTo(8);
        assertThat(ObstacleShape.circleSides(3, DynamicNavMesh.DEFAULT_FOOTPRINT_TOLERANCE)).isEqualTo(12);
        assertThat(ObstacleShape.circleSides(6, DynamicNavMesh.DEFAULT_FOOTPRINT_TOLERANCE)).isEqualTo(16);
        // A finer tolerance carves closer to the circle: more sides, less area lost.
        NavMesh base = TestMeshes.grid(10, 10, 1f, 0f);
        double coarse = cutArea(new DynamicNavMesh(base, R), 1f);
        double fine = cutArea(new DynamicNavMesh(base, R, 0.01f), 1f);
        assertThat(fine).isLessThan(coarse).isGreaterThan(Math.PI * 1.5 * 1.5);
        int n = ObstacleShape.circleSides(1.5, 0.01);
        assertThat(fine).isCloseTo(n * 1.5 * 1.5 * Math.tan(Math.PI / n), org.assertj.core.data.Offset.offset(1e-3));
    }

    /** The area a cylinder of radius r in the middle of a 10 m square cuts out of it, square metres. */
    private static double cutArea(DynamicNavMesh d, float r) {
        d.add(ObstacleShape.cylinder(5.1f, -0.5f, 4.9f, r, 2f));
        return 100.0 - d.update(100).mesh().walkableArea();
    }

    @Test
    void aCrateUnderABridgeLeavesTheBridgeWhole() {
        NavMesh m = twoLayers();
        DynamicNavMesh d = new DynamicNavMesh(m, R);
        ObstacleHandle crate = d.add(ObstacleShape.box(3f, 0.5f, 3f, 0.4f, 0.5f, 0.4f, 0.3f));
        d.update(100);
        NavMesh c = d.current();
        MeshChecks.check(c);
        assertThat(c.findTriangle(3f, 0f, 3f, 0.5f, 0.5f)).isEqualTo(-1);
        assertThat(c.findTriangle(3f, 4f, 3f, 0.5f, 0.5f)).isGreaterThanOrEqualTo(0);
        d.remove(crate);
        ObstacleHandle onBridge = d.add(ObstacleShape.cylinder(3f, 3.5f, 3f, 0.3f, 2f));
        d.update(100);
        c = d.current();
        MeshChecks.check(c);
        assertThat(c.findTriangle(3f, 4f, 3f, 0.5f, 0.5f)).isEqualTo(-1);
        assertThat(c.findTriangle(3f, 0f, 3f, 0.5f, 0.5f)).isGreaterThanOrEqualTo(0);
        d.remove(onBridge);
        d.update(100);
        assertRestored(m, d.current());
    }

    @Test
    void aCrateClosingACorridorSplitsItsComponents() {
        NavMesh corridor = TestMeshes.grid(12, 1, 1f, 0f);
        DynamicNavMesh d = new DynamicNavMesh(corridor, R);
        ObstacleHandle crate = d.add(ObstacleShape.cylinder(6f, -0.5f, 0.5f, 0.3f, 2f));
        NavMesh c = d.update(100).mesh();
        MeshChecks.check(c);
        int west = c.findTriangle(0.5f, 0f, 0.5f, 1f, 1f), east = c.findTriangle(11.5f, 0f, 0.5f, 1f, 1f);
        assertThat(c.connected(west, east)).isFalse();
        d.remove(crate);
        c = d.update(100).mesh();
        assertThat(c.connected(west, east)).isTrue();
    }

    /**
     * The component count is that of the live triangles' components, version after version: one corridor, two
     * once a crate closes it (the carved triangles retired), still two with a second crate further along (its
     * pieces join their side's component), one again when the first goes, and the baked labels once both are gone.
     */
    @Test
    void theComponentCountCountsLiveComponents() {
        NavMesh corridor = TestMeshes.grid(12, 1, 1f, 0f);
        DynamicNavMesh d = new DynamicNavMesh(corridor, R);
        assertThat(corridor.componentCount()).isEqualTo(1);
        ObstacleHandle first = d.add(ObstacleShape.cylinder(4f, -0.5f, 0.5f, 0.3f, 2f));
        NavMesh c = d.update(100).mesh();
        assertThat(retiredCount(c)).isPositive();
        assertThat(c.componentCount()).as("closed").isEqualTo(2);
        assertThat(c.componentIdBound()).isGreaterThanOrEqualTo(3);
        ObstacleHandle second = d.add(ObstacleShape.box(9f, -0.5f, 0.2f, 0.2f, 2f, 0.1f, 0f));
        c = d.update(100).mesh();
        assertThat(c.componentCount()).as("a crate by the wall splits nothing").isEqualTo(2);
        int west = c.findTriangle(0.5f, 0f, 0.5f, 1f, 1f), east = c.findTriangle(11.5f, 0f, 0.5f, 1f, 1f);
        int beside = c.findTriangle(9f, 0f, 0.85f, 1f, 1f);
        assertThat(c.connected(east, beside)).isTrue();
        assertThat(c.connected(west, beside)).isFalse();
        d.remove(first);
        c = d.update(100).mesh();
        assertThat(c.componentCount()).as("open again").isEqualTo(1);
        d.remove(second);
        c = d.update(100).mesh();
        assertThat(c.componentCount()).isEqualTo(1);
        assertRestored(corridor, c);
    }

    @Test
    void anAreaObstacleMarksTheSurfaceInsteadOfCuttingIt() {
        NavMesh m = TestMeshes.gridAt(AreaTable.defaults().with("mud", 3f), 0f, 0f, 8, 8, 1f, 0f);
        int mud = m.areas().idOf("mud");
        DynamicNavMesh d = new DynamicNavMesh(m, R);
        d.add(ObstacleShape.cylinder(4f, -0.5f, 4f, 1f, 2f), mud);
        NavMesh c = d.update(100).mesh();
        MeshChecks.check(c);
        MeshChecks.noTJunctions(c, 1e-4f);
        assertThat(c.walkableArea()).isCloseTo(64.0, org.assertj.core.data.Offset.offset(1e-3));
        int at = c.findTriangle(4f, 0f, 4f, 1f, 1f);
        assertThat(c.area(at)).isEqualTo(mud);
        assertThat(c.area(c.findTriangle(0.5f, 0f, 0.5f, 1f, 1f))).isZero();
    }

    /** A 6 x 6 floor at y 0 and a bridge at y 4 over x 2..4. */
    private static NavMesh twoLayers() {
        NavMeshBuilder b = new NavMeshBuilder();
        addGrid(b, 0f, 0f, 6, 6, 0f);
        addGrid(b, 2f, 0f, 2, 6, 4f);
        return b.build();
    }

    private static void addGrid(NavMeshBuilder b, float x0, float z0, int nx, int nz, float y) {
        int first = b.vertexCount();
        for (int iz = 0; iz <= nz; iz++) {
            for (int ix = 0; ix <= nx; ix++) {
                b.addVertex(x0 + ix, y, z0 + iz);
            }
        }
        for (int iz = 0; iz < nz; iz++) {
            for (int ix = 0; ix < nx; ix++) {
                int v00 = first + ix + iz * (nx + 1), v10 = v00 + 1, v01 = v00 + nx + 1, v11 = v01 + 1;
                b.addTriangle(v00, v01, v11, 0, 0f);
                b.addTriangle(v00, v11, v10, 0, 0f);
            }
        }
    }

    static int retiredCount(NavMesh m) {
        int n = 0;
        for (int t = 0; t < m.triangleCount(); t++) {
            n += MeshChecks.retired(m, t) ? 1 : 0;
        }
        return n;
    }

    static void assertRestored(NavMesh base, NavMesh m) {
        assertThat(m.triangleArray()).isEqualTo(base.triangleArray());
        assertThat(m.vertexArray()).isEqualTo(base.vertexArray());
        assertThat(m.sameAs(base)).isTrue();
    }
}
