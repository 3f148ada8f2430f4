package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.LongRange;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.junit.jupiter.api.Test;

/**
 * The mesh walk behind raycast on degenerate segments: from a vertex, from an edge, along an edge
 * line through collinear (straight) boundary vertices, and out of the mesh past a wall's end.
 */
class MeshWalkTest {
    private static final QueryFilter DEF = QueryFilter.defaults();

    /**
     * Flat strip of nx by nz unit cells, two triangles each (the winding of
     * {@link AnyAngleSearchTest#jittered}); cells listed in holes are left out. Walls along the
     * strip's sides pass through collinear ("straight") vertices.
     */
    private static NavMesh strip(int nx, int nz, int... holes) {
        return stripAt(0f, nx, nz, holes);
    }

    /** {@link #strip} with its corner (0, 0) at (origin, origin), metres. */
    private static NavMesh stripAt(float origin, int nx, int nz, int... holes) {
        NavMeshBuilder b = new NavMeshBuilder();
        for (int iz = 0; iz <= nz; iz++) {
            for (int ix = 0; ix <= nx; ix++) {
                b.addVertex(origin + ix, 0f, origin + iz);
            }
        }
        for (int iz = 0; iz < nz; iz++) {
            for (int ix = 0; ix < nx; ix++) {
                int c = ix + iz * nx;
                if (Arrays.stream(holes).anyMatch(h -> h == c)) {
                    continue;
                }
                int v00 = ix + iz * (nx + 1), v10 = v00 + 1, v01 = v00 + nx + 1, v11 = v01 + 1;
                b.addTriangle(v00, v01, v11, 0, 0f);
                b.addTriangle(v00, v11, v10, 0, 0f);
            }
        }
        return b.build();
    }

    /** The triangles having vertex v as a corner. */
    private static int[] trianglesAt(NavMesh m, int v) {
        int[] out = new int[0];
        for (int t = 0; t < m.triangleCount(); t++) {
            if (m.vertex(t, 0) == v || m.vertex(t, 1) == v || m.vertex(t, 2) == v) {
                out = Arrays.copyOf(out, out.length + 1);
                out[out.length - 1] = t;
            }
        }
        assertThat(out).isNotEmpty();
        return out;
    }

    private static int vertexAt(NavMesh m, float x, float z) {
        for (int v = 0; v < m.vertexCount(); v++) {
            if (m.vertexX(v) == x && m.vertexZ(v) == z) {
                return v;
            }
        }
        throw new AssertionError("no vertex at " + x + ", " + z);
    }

    /** Raycasts from every triangle around the vertex at (sx, sz); all must agree. */
    private static void castFromVertex(NavMesh m, float sx, float sz, float ex, float ez,
                                       boolean clear, float fraction, float nx, float nz) {
        NavMeshQuery q = new NavMeshQuery(m);
        RaycastHit hit = new RaycastHit();
        for (int t : trianglesAt(m, vertexAt(m, sx, sz))) {
            String what = "from triangle " + t + " (" + sx + ", " + sz + ") -> (" + ex + ", " + ez + "): ";
            assertThat(q.raycast(t, sx, sz, ex, ez, DEF, hit)).as(what + hit).isEqualTo(clear);
            assertThat(hit.fraction()).as(what + hit).isCloseTo(fraction, within(1e-5f));
            assertThat(hit.normalX()).as(what + "normal x").isCloseTo(nx, within(1e-5f));
            assertThat(hit.normalZ()).as(what + "normal z").isCloseTo(nz, within(1e-5f));
            if (clear) {
                assertThat(QueryPropertiesTest.distanceToTriangleXZ(m, hit.lastTriangle(), ex, ez))
                        .as(what + "ends in the end's triangle").isLessThan(NavMeshQuery.LINE_TOLERANCE);
            }
        }
    }

    @Test
    void theAnyAngleSeedThatFailedNowPasses() {
        new AnyAngleSearchTest().pathsOnIrregularMeshesAreWithinToleranceOfTheShortest(1L, 0.21f);
    }

    @Test
    void aSegmentFromAVertexAlongAWallThroughAStraightCornerIsClearFromEveryTriangleAroundIt() {
        // The failing segment of the seed above: from vertex v77 along the wall v77-v67 (the end lies
        // 1.2e-4 m beyond the wall's line, 7e-5 m at v67) through v67 and on.
        Random r = new Random(1);
        NavMesh m = AnyAngleSearchTest.jittered(1, 4 + r.nextInt(10), 4 + r.nextInt(10), 0.5f + 2f * r.nextFloat(), 0.21f);
        NavMeshQuery q = new NavMeshQuery(m);
        RaycastHit hit = new RaycastHit();
        int v77 = vertexAt(m, 8.984835f, 9.358401f);
        int[] around = trianglesAt(m, v77);
        assertThat(around).hasSize(4);
        for (int t : around) {
            assertThat(q.raycast(t, 8.984835f, 9.358401f, 9.40334f, 7.0104995f, DEF, hit)).as("from %d: %s", t, hit).isTrue();
            assertThat(m.containsXZ(hit.lastTriangle(), 9.40334f, 7.0104995f)).isTrue();
            // And back, ending exactly at the vertex.
            int te = m.findTriangle(9.40334f, 0f, 7.0104995f, 1f, 1f);
            assertThat(q.raycast(te, 9.40334f, 7.0104995f, 8.984835f, 9.358401f, DEF, hit)).as("back: %s", hit).isTrue();
        }
    }

    @Test
    void aSegmentFromACornerAlongAStraightWallIsClear() {
        // 3 x 1 strip: the wall z = 0 has straight vertices at x = 1 and x = 2.
        NavMesh m = strip(3, 1);
        castFromVertex(m, 0f, 0f, 3f, 0f, true, 1f, 0f, 0f);
        castFromVertex(m, 0f, 0f, 2.5f, 0f, true, 1f, 0f, 0f);
        castFromVertex(m, 1f, 0f, 3f, 0f, true, 1f, 0f, 0f);
        castFromVertex(m, 3f, 0f, 0f, 0f, true, 1f, 0f, 0f);
        castFromVertex(m, 2f, 1f, 0f, 1f, true, 1f, 0f, 0f);
        // Just outside the wall's line at the end, within the tolerance over the walk.
        castFromVertex(m, 0f, 0f, 3f, -6e-5f, true, 1f, 0f, 0f);
        // Into the strip from a straight vertex, and across it corner to corner.
        castFromVertex(m, 1f, 0f, 2.5f, 0.5f, true, 1f, 0f, 0f);
        castFromVertex(m, 0f, 0f, 3f, 1f, true, 1f, 0f, 0f);
        // From the middle of an edge along the wall.
        NavMeshQuery q = new NavMeshQuery(m);
        RaycastHit hit = new RaycastHit();
        assertThat(q.raycast(0.5f, 0f, 0f, 2.75f, 0f, 0f, DEF, hit)).as(hit.toString()).isTrue();
    }

    @Test
    void pathsFromAVertexAlongAStraightWallAreStraight() {
        NavMesh m = strip(3, 2, 1);
        NavMeshQuery q = new NavMeshQuery(m);
        PathResult p = new PathResult();
        float[][] pairs = {{0f, 0f, 1f, 0f}, {0f, 1f, 3f, 1f}, {3f, 1f, 0f, 1f}, {2f, 0f, 2f, 2f}, {1f, 1f, 0.25f, 0.5f}, {1f, 0f, 1f, 2f}};
        for (float[] s : pairs) {
            for (int t : trianglesAt(m, vertexAt(m, s[0], s[1]))) {
                int te = m.findTriangle(s[2], 0f, s[3], 1f, 1f);
                q.findPath(t, s[0], 0f, s[1], te, s[2], 0f, s[3], DEF, GoalPolicy.FAIL, p);
                assertThat(p.status()).as("%s from %d", Arrays.toString(s), t).isEqualTo(PathStatus.FOUND);
                QueryPropertiesTest.assertValidPath(m, q, p, DEF);
                assertThat(QueryPropertiesTest.lengthXZ(p)).as("%s from %d: %s", Arrays.toString(s), t, p)
                        .isCloseTo(Math.hypot(s[2] - s[0], s[3] - s[1]), within(1e-4));
            }
        }
    }

    @Test
    void aSegmentAlongAWallPastItsEndIsBlockedWhereTheMeshEnds() {
        NavMesh m = strip(3, 1);
        // From the corner along z = 0 to x = 4: leaves through the far wall x = 3 at 3/4.
        castFromVertex(m, 0f, 0f, 4f, 0f, false, 0.75f, -1f, 0f);
        castFromVertex(m, 1f, 0f, 5f, 0f, false, 0.5f, -1f, 0f);
        // Backwards out of the near end.
        castFromVertex(m, 3f, 1f, -1f, 1f, false, 0.75f, 1f, 0f);
        // Along a wall that ends at a hole: cells 0, 1 and 3 of a 4 x 2 strip (hole at cell 2, bottom row):
        // the wall z = 0 ends at x = 2, the hole's side x = 2 is a wall.
        NavMesh h = strip(4, 2, 2);
        castFromVertex(h, 0f, 0f, 4f, 0f, false, 0.5f, -1f, 0f);
        // Deviating beyond the tolerance from a straight wall: blocked at the start.
        castFromVertex(m, 0f, 0f, 3f, -0.01f, false, 0f, 0f, 1f);
    }

    @Test
    void aSegmentFromAVertexIntoAWallIsBlockedAtTheStart() {
        NavMesh m = strip(3, 1);
        castFromVertex(m, 1f, 0f, 1f, -1f, false, 0f, 0f, 1f);
        castFromVertex(m, 2f, 0f, 2.5f, -0.5f, false, 0f, 0f, 1f);
        castFromVertex(m, 2f, 1f, 1f, 2f, false, 0f, 0f, -1f);
        // Out of a corner: the wall crossed more steeply gives the normal.
        castFromVertex(m, 0f, 0f, -1f, 0.25f, false, 0f, 1f, 0f);
        castFromVertex(m, 0f, 0f, -0.25f, -1f, false, 0f, 0f, 1f);
        // A reflex corner of an L (hole in cell 3 of a 2 x 2 strip): into the hole is blocked,
        // across the corner into the other arm is clear.
        NavMesh l = strip(2, 2, 3);
        castFromVertex(l, 1f, 1f, 1.5f, 1.25f, false, 0f, -1f, 0f);
        castFromVertex(l, 1f, 1f, 1.25f, 1.5f, false, 0f, 0f, -1f);
        castFromVertex(l, 1f, 1f, 1.5f, 0.5f, true, 1f, 0f, 0f);
        castFromVertex(l, 1f, 1f, 0.5f, 1.5f, true, 1f, 0f, 0f);
        castFromVertex(l, 1f, 1f, 2f, 1f, true, 1f, 0f, 0f);
        castFromVertex(l, 1f, 1f, 1f, 2f, true, 1f, 0f, 0f);
    }

    /**
     * A segment across the reflex corner of an L (hole in cell 3 of a 2 x 2 strip), cutting into
     * the hole by a depth d: blocked where it enters the hole when d is three tolerances, clear
     * when it is a quarter of one, near the origin and 5 km and 50 km from it (where the
     * tolerance is 2.1 mm and 1.6 cm: {@link MeshWalk#tolerance}).
     */
    @Test
    void aSegmentCuttingAHoleCornerIsBlockedBeyondTheToleranceFarFromTheOrigin() {
        for (float o : new float[] {0f, 5000f, -50000f}) {
            NavMesh l = stripAt(o, 2, 2, 3);
            NavMeshQuery q = new NavMeshQuery(l);
            RaycastHit hit = new RaycastHit();
            float tol = QueryTolerances.walkTolerance(o + 1.5f, o + 0.5f, o + 0.5f, o + 1.5f);
            for (float depth : new float[] {3f * tol, 0.25f * tol}) {
                // Along x + z = 2 + 2 depth (relative to the origin), from cell 1 to cell 2: inside the
                // hole (x, z > 1) its deepest point lies depth from both of the hole's walls.
                float ax = o + 1.5f, az = o + 0.5f + 2f * depth, bx = o + 0.5f + 2f * depth, bz = o + 1.5f;
                double cut = (((double) ax - o - 1) + ((double) az - o - 1)) / 2; // the depth in the floats
                assertThat(cut).as("origin %s", o).isCloseTo(depth, within(0.3 * tol));
                for (int dir = 0; dir < 2; dir++) {
                    float sx = dir == 0 ? ax : bx, sz = dir == 0 ? az : bz, ex = dir == 0 ? bx : ax, ez = dir == 0 ? bz : az;
                    int st = l.findTriangle(sx, 0f, sz, 0.01f, 0.01f);
                    String what = "origin " + o + ", depth " + cut + ", (" + sx + ", " + sz + ") -> (" + ex + ", " + ez + "): ";
                    boolean clear = q.raycast(st, sx, sz, ex, ez, DEF, hit);
                    if (depth < tol) {
                        assertThat(clear).as(what + hit).isTrue();
                        assertThat(l.containsXZ(hit.lastTriangle(), ex, ez)
                                || QueryPropertiesTest.distanceToTriangleXZ(l, hit.lastTriangle(), ex, ez) < tol).as(what + hit).isTrue();
                    } else {
                        assertThat(clear).as(what + hit).isFalse();
                        double len = Math.hypot(ex - sx, ez - sz);
                        assertThat((double) hit.fraction()).as(what + hit)
                                .isCloseTo(reach(l, sx, sz, ex, ez, 0.0), within(3 * tol / len));
                        // Stopped by the hole's wall it crosses: z = 1 going up (-z normal), x = 1 going right.
                        assertThat(hit.normalX()).as(what + hit).isCloseTo(dir == 0 ? 0f : -1f, within(1e-3f));
                        assertThat(hit.normalZ()).as(what + hit).isCloseTo(dir == 0 ? -1f : 0f, within(1e-3f));
                    }
                }
            }
        }
    }

    /**
     * A fan at the vertex V = (1, 0) of the wall z = 0 of the rectangle (0, 0) .. (3, 2), moved to
     * (origin, origin), with a thin triangle (V, P1, P2) whose edges at V leave it at 25 and 35
     * degrees.
     */
    private static NavMesh thinFan(float origin) {
        NavMeshBuilder b = new NavMeshBuilder();
        double[][] p = {{0, 0}, {1, 0}, {3, 0}, {3, 2}, {0, 2},
            {1 + 0.8 * Math.cos(Math.toRadians(25)), 0.8 * Math.sin(Math.toRadians(25))},
            {1 + 0.8 * Math.cos(Math.toRadians(35)), 0.8 * Math.sin(Math.toRadians(35))}};
        for (double[] v : p) {
            b.addVertex((float) (origin + v[0]), 0f, (float) (origin + v[1]));
        }
        int w0 = 0, v = 1, e = 2, f = 3, g = 4, p1 = 5, p2 = 6;
        int[][] tris = {{w0, v, g}, {v, p2, g}, {v, p1, p2}, {v, e, p1}, {e, f, p1}, {p1, f, p2}, {p2, f, g}};
        for (int[] t : tris) {
            // The builder's winding: Geometry.area2 > 0 (as the strips' triangles).
            double area = (p[t[1]][1] - p[t[0]][1]) * (p[t[2]][0] - p[t[0]][0]) - (p[t[1]][0] - p[t[0]][0]) * (p[t[2]][1] - p[t[0]][1]);
            if (area > 0) {
                b.addTriangle(t[0], t[1], t[2], 0, 0f);
            } else {
                b.addTriangle(t[0], t[2], t[1], 0, 0f);
            }
        }
        return b.build();
    }

    /**
     * A start inside the thin triangle of {@link #thinFan}, ten tolerances from its vertex V but
     * within the tolerance of both its edge lines there, is not taken for V: the segment from it
     * towards the wall's far end converges on the wall (z = 0) from inside and is clear, whereas
     * the same direction from V would leave the wall's line by several tolerances. Past the
     * mesh's end it is blocked at its far side.
     */
    @Test
    void aStartNearAThinCornerIsNotTakenForTheVertex() {
        for (float o : new float[] {0f, 5000f, -50000f}) {
            NavMesh m = thinFan(o);
            NavMeshQuery q = new NavMeshQuery(m);
            RaycastHit hit = new RaycastHit();
            float tol = QueryTolerances.walkTolerance(o + 1f, o, o + 3f, o);
            double r = 10 * tol, a = Math.toRadians(30);
            float sx = (float) (o + 1 + r * Math.cos(a)), sz = (float) (o + r * Math.sin(a));
            int st = m.findTriangle(sx, 0f, sz, 0.001f, 0.001f);
            assertThat(st).isGreaterThanOrEqualTo(0);
            String what = "origin " + o + " from (" + sx + ", " + sz + ") in " + st + ": ";
            assertThat(q.raycast(st, sx, sz, o + 3f, o, DEF, hit)).as(what + hit).isTrue();
            assertThat(q.raycast(st, sx, sz, o + 2.5f, o, DEF, hit)).as(what + hit).isTrue();
            assertThat(q.raycast(st, sx, sz, o + 3.5f, o, DEF, hit)).as(what + hit).isFalse();
            assertThat((double) hit.fraction()).as(what + hit)
                    .isCloseTo((o + 3.0 - sx) / (o + 3.5 - sx), within(1e-3));
            assertThat(hit.normalX()).as(what + hit).isCloseTo(-1f, within(1e-3f));
        }
    }

    /**
     * Against an exact reference on random irregular meshes (the any-angle tests' jittered grids):
     * segments between vertices, along the lines through two vertices (walls and past their ends)
     * and to random points, and off those lines by up to three tolerances. A clear walk stays within
     * twice the tolerance of the mesh; a segment within half the tolerance of the mesh is clear; a
     * blocked walk stops no later than where the segment leaves the mesh grown by twice the
     * tolerance, and earlier than where it leaves the closed mesh only while it grazes a wall.
     */
    @Property(tries = 200)
    void walksAgreeWithTheCoveredPartOfTheSegment(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                                   @ForAll @FloatRange(min = 0f, max = 0.35f) float holes) {
        checkWalks(seed, holes, 0f);
    }

    /**
     * {@link #walksAgreeWithTheCoveredPartOfTheSegment} 5 km from the origin, where one float ulp
     * is 0.5 mm and the walk's tolerance ({@link MeshWalk#tolerance}) 2.1 mm.
     */
    @Property(tries = 80)
    void walksAgreeWithTheCoveredPartOfTheSegmentAt5Km(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                                        @ForAll @FloatRange(min = 0f, max = 0.35f) float holes) {
        checkWalks(seed, holes, 5000f);
    }

    /** Likewise 50 km from the origin (one ulp 3.9 mm, tolerance 1.6 cm). */
    @Property(tries = 40)
    void walksAgreeWithTheCoveredPartOfTheSegmentAt50Km(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                                         @ForAll @FloatRange(min = 0f, max = 0.35f) float holes) {
        checkWalks(seed, holes, -50000f);
    }

    /**
     * Seed 687, holes 0.27, 50 km out: a segment ending 1.6 cm past a wall corner, 7 mm off the wall's line
     * (tolerance 1.6 cm). With the reach beyond the corner under the tolerance every corner there was within it;
     * the walk took the first met, the triangle it came from, went back and forth and reported the segment
     * blocked. It takes the corner the ray leaves least.
     */
    @Example
    void aShortReachPastACornerGoesOnAlongTheWall() {
        checkWalks(687L, 0.27f, -50000f);
    }

    /** The checks of {@link #walksAgreeWithTheCoveredPartOfTheSegment} on a jittered mesh at (origin, origin). */
    private static void checkWalks(long seed, float holes, float origin) {
        Random r = new Random(seed);
        NavMesh m = AnyAngleSearchTest.jittered(seed, 3 + r.nextInt(8), 3 + r.nextInt(8), 0.5f + 2f * r.nextFloat(), holes, origin);
        if (m == null) {
            return;
        }
        NavMeshQuery q = new NavMeshQuery(m);
        RaycastHit hit = new RaycastHit();
        for (int k = 0; k < 40; k++) {
            int t = r.nextInt(m.triangleCount());
            int v = m.vertex(t, r.nextInt(3));
            float sx = m.vertexX(v), sz = m.vertexZ(v);
            if (r.nextInt(4) == 0) { // from inside the triangle
                float a = 0.1f + 0.8f * r.nextFloat(), b = (1f - a) * r.nextFloat();
                int v1 = m.vertex(t, 1), v2 = m.vertex(t, 2), v0 = m.vertex(t, 0);
                sx = (1 - a - b) * m.vertexX(v0) + a * m.vertexX(v1) + b * m.vertexX(v2);
                sz = (1 - a - b) * m.vertexZ(v0) + a * m.vertexZ(v1) + b * m.vertexZ(v2);
            }
            int u = r.nextInt(m.vertexCount());
            float lambda = switch (r.nextInt(3)) {
                case 0 -> 1f;
                case 1 -> 0.2f + 1.8f * r.nextFloat();
                default -> (float) r.nextInt(5) / 2f + 0.5f;
            };
            float ex = sx + lambda * (m.vertexX(u) - sx), ez = sz + lambda * (m.vertexZ(u) - sz);
            double len = Math.hypot(ex - sx, ez - sz);
            if (r.nextBoolean() && len > 0) { // off the line by up to 3 tolerances at the end
                double off = (6 * r.nextDouble() - 3) * QueryTolerances.walkTolerance(sx, sz, ex, ez) / len;
                float ox = (float) (-(ez - sz) * off), oz = (float) ((ex - sx) * off);
                ex += ox;
                ez += oz;
            }
            boolean clear = q.raycast(t, sx, sz, ex, ez, DEF, hit);
            double tol = QueryTolerances.walkTolerance(sx, sz, ex, ez);
            double exact = reach(m, sx, sz, ex, ez, 0.0);
            double near = reach(m, sx, sz, ex, ez, 0.5 * tol);
            double grown = reach(m, sx, sz, ex, ez, 2.0 * tol);
            String what = "(" + sx + ", " + sz + ") -> (" + ex + ", " + ez + ") from " + t + ": " + hit
                    + ", exact reach " + exact + ", within half the tolerance " + near + ", grown reach " + grown;
            if (clear) {
                assertThat(grown).as(what).isEqualTo(1.0);
                assertThat(m.containsXZ(hit.lastTriangle(), ex, ez)
                        || QueryPropertiesTest.distanceToTriangleXZ(m, hit.lastTriangle(), ex, ez) < 2 * tol).as(what).isTrue();
            } else {
                assertThat(near).as(what).isLessThan(1.0);
                len = Math.hypot(ex - sx, ez - sz);
                double slack = 1e-5 + tol / Math.max(len, 1e-9);
                assertThat((double) hit.fraction()).as(what).isLessThanOrEqualTo(grown + slack);
                // Stopped before the segment leaves the closed mesh only where it grazes the
                // boundary (within the tolerance of a wall or wall corner) all the way.
                for (int i = 0; i <= 8 && hit.fraction() < exact - slack; i++) {
                    double f = hit.fraction() + (exact - hit.fraction()) * i / 8;
                    assertThat(distanceToBoundary(m, sx + f * (ex - sx), sz + f * (ez - sz)))
                            .as("%s: at %s", what, f).isLessThanOrEqualTo(2.0 * tol);
                }
                assertThat(Math.hypot(hit.normalX(), hit.normalZ())).as(what).isCloseTo(1.0, within(1e-4));
            }
        }
    }

    /** Distance (metres, XZ) from (x, z) to the nearest boundary edge (no neighbour). */
    static double distanceToBoundary(NavMesh m, double x, double z) {
        double best = Double.MAX_VALUE;
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                if (m.neighbour(t, e) >= 0) {
                    continue;
                }
                int a = m.vertex(t, e), b = m.vertex(t, (e + 1) % 3);
                double ax = m.vertexX(a), az = m.vertexZ(a), dx = m.vertexX(b) - ax, dz = m.vertexZ(b) - az;
                double u = Math.max(0, Math.min(1, ((x - ax) * dx + (z - az) * dz) / (dx * dx + dz * dz)));
                best = Math.min(best, Math.hypot(ax + u * dx - x, az + u * dz - z));
            }
        }
        return best;
    }

    /**
     * How far (parameter 0..1) the segment stays on the union of the mesh's triangles, each
     * grown by tol metres (closed; double precision, with a 1e-12 relative slack for rounding).
     */
    static double reach(NavMesh m, double sx, double sz, double ex, double ez, double tol) {
        int n = m.triangleCount();
        double[] lo = new double[n], hi = new double[n];
        int k = 0;
        for (int t = 0; t < n; t++) {
            double t0 = 0, t1 = 1;
            for (int e = 0; e < 3 && t0 <= t1; e++) {
                int a = m.vertex(t, e), b = m.vertex(t, (e + 1) % 3);
                double ax = m.vertexX(a), az = m.vertexZ(a), bx = m.vertexX(b), bz = m.vertexZ(b);
                double len = Math.hypot(bx - ax, bz - az);
                double slack = tol * len + 1e-12 * len * (1 + Math.abs(ax) + Math.abs(az) + Math.abs(sx) + Math.abs(sz)
                        + Math.abs(ex) + Math.abs(ez));
                double fs = (bz - az) * (sx - ax) - (bx - ax) * (sz - az) + slack;
                double fe = (bz - az) * (ex - ax) - (bx - ax) * (ez - az) + slack;
                // f(t) = fs + t (fe - fs) >= 0
                if (fs < 0 && fe < 0) {
                    t0 = 1;
                    t1 = 0;
                } else if (fs < 0) {
                    t0 = Math.max(t0, fs / (fs - fe));
                } else if (fe < 0) {
                    t1 = Math.min(t1, fs / (fs - fe));
                }
            }
            if (t0 <= t1) {
                lo[k] = t0;
                hi[k] = t1;
                k++;
            }
        }
        double reached = -1;
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int i = 0; i < k; i++) {
                if (lo[i] <= Math.max(reached, 0) + 1e-12 && hi[i] > reached) {
                    reached = hi[i];
                    grew = true;
                }
            }
        }
        return Math.max(reached, 0);
    }
}
