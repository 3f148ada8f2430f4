package org.jme3navmesh.bake.mesher;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.WalkableField;
import org.jme3navmesh.mesh.Geometry;
import org.jme3navmesh.mesh.NavMesh;

/** Assertions shared by the mesher tests: mesh validity, coverage, heights, components, areas. */
final class MeshChecks {
    private MeshChecks() {
    }

    /** Every triangle non-degenerate and CCW seen from above; adjacency symmetric and across shared edges. */
    static void assertValidTopology(NavMesh m) {
        for (int t = 0; t < m.triangleCount(); t++) {
            int a = m.vertex(t, 0), b = m.vertex(t, 1), c = m.vertex(t, 2);
            float a2 = Geometry.area2(m.vertexX(a), m.vertexZ(a), m.vertexX(b), m.vertexZ(b), m.vertexX(c), m.vertexZ(c));
            assertThat(a2).as("area2 of triangle %d", t).isGreaterThan(0f);
            for (int e = 0; e < 3; e++) {
                int o = m.neighbour(t, e);
                if (o < 0) {
                    continue;
                }
                int back = -1;
                for (int k = 0; k < 3; k++) {
                    if (m.neighbour(o, k) == t) {
                        back = k;
                    }
                }
                assertThat(back).as("triangle %d links %d but not back", t, o).isGreaterThanOrEqualTo(0);
                assertThat(m.vertex(o, back)).isEqualTo(m.vertex(t, (e + 1) % 3));
                assertThat(m.vertex(o, (back + 1) % 3)).isEqualTo(m.vertex(t, e));
            }
        }
    }

    /**
     * Every walkable span whose cell centre lies strictly inside a triangle of its layer (found
     * within 0.5 m vertically) is within {@code maxError} metres of the triangle's plane. A span
     * deeper inside than the contours stray (1.5 cells) is also no steeper than the triangle's
     * recorded slope, so a slope filter on triangles never lets an agent onto a steeper span
     * (nearer the edge the span may belong to the neighbouring region).
     *
     * @return the largest plane error seen, metres
     */
    static float assertTrianglesFitSpans(NavMesh m, WalkableField f, float maxError) {
        float worst = 0f;
        for (int c = 0; c < f.grid.cellCount(); c++) {
            float x = f.grid.centerX(c % f.grid.width()), z = f.grid.centerZ(c / f.grid.width());
            for (int s = f.cellStart[c]; s < f.cellStart[c + 1]; s++) {
                if (f.area[s] < 0) {
                    continue;
                }
                int t = m.findTriangle(x, f.y[s], z, 0.5f, 0.5f);
                if (t < 0 || m.insideDistanceXZ(t, x, z) < 1e-3f) {
                    continue;
                }
                float err = Math.abs(m.planeHeight(t, x, z) - f.y[s]);
                worst = Math.max(worst, err);
                assertThat(err).as("plane of triangle %d vs span %d at (%f, %f, %f)", t, s, x, f.y[s], z)
                        .isLessThanOrEqualTo(maxError + 1e-3f);
                if (m.insideDistanceXZ(t, x, z) >= 1.5f * f.grid.cellSize()) {
                    assertThat(f.slopeDeg[s]).as("slope of span %d vs its triangle %d", s, t)
                            .isLessThanOrEqualTo(m.slopeDeg(t) + 1e-3f);
                }
            }
        }
        return worst;
    }

    /** Number of vertices no boundary edge (an edge without a neighbour) touches. */
    static int interiorVertexCount(NavMesh m) {
        boolean[] used = new boolean[m.vertexCount()];
        boolean[] boundary = new boolean[m.vertexCount()];
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                used[m.vertex(t, e)] = true;
                if (m.neighbour(t, e) < 0) {
                    boundary[m.vertex(t, e)] = true;
                    boundary[m.vertex(t, (e + 1) % 3)] = true;
                }
            }
        }
        int n = 0;
        for (int v = 0; v < used.length; v++) {
            if (used[v] && !boundary[v]) {
                n++;
            }
        }
        return n;
    }

    /** Result of the sample checks, for statistics. */
    record Coverage(int samples, int onMesh, int nearBoundary, int areaMismatch, float maxHeightError) {
    }

    /**
     * Every walkable sample (cell centre, span height) lies on the mesh, or within agentRadius +
     * cellSize of it; heightAt is within 0.1 m of samples on the mesh; the mesh's components
     * correspond one to one to the field's span-graph components; area ids match away from area
     * borders.
     */
    static Coverage assertCoversField(NavMesh m, WalkableField f, BakeConfig cfg) {
        int spans = f.spanCount();
        int[] comp = fieldComponents(f);
        Map<Integer, Integer> fieldToMesh = new HashMap<>();
        Map<Integer, Integer> meshToField = new HashMap<>();
        float reach = cfg.agentRadius() + f.grid.cellSize();
        float[] out = new float[3];
        int samples = 0, on = 0, near = 0, areaMismatch = 0;
        float maxErr = 0f;
        for (int c = 0; c < f.grid.cellCount(); c++) {
            int ix = c % f.grid.width(), iz = c / f.grid.width();
            float x = f.grid.centerX(ix), z = f.grid.centerZ(iz);
            for (int s = f.cellStart[c]; s < f.cellStart[c + 1]; s++) {
                if (f.area[s] < 0) {
                    continue;
                }
                samples++;
                float y = f.y[s];
                int t = m.findTriangle(x, y, z, 0.5f, 0.5f);
                if (t >= 0) {
                    on++;
                    float err = Math.abs(m.heightAt(t, x, z) - y);
                    maxErr = Math.max(maxErr, err);
                    assertThat(err).as("heightAt error at span %d (%f, %f, %f) on triangle %d", s, x, y, z, t)
                            .isLessThanOrEqualTo(0.1f);
                    Integer prev = fieldToMesh.putIfAbsent(comp[s], m.component(t));
                    assertThat(prev == null || prev == m.component(t))
                            .as("field component %d maps to mesh components %s and %d", comp[s], prev, m.component(t))
                            .isTrue();
                    Integer prevF = meshToField.putIfAbsent(m.component(t), comp[s]);
                    assertThat(prevF == null || prevF == comp[s])
                            .as("mesh component %d holds field components %s and %d", m.component(t), prevF, comp[s])
                            .isTrue();
                    if (m.area(t) != f.area[s] && !nearAreaBorder(f, s)) {
                        areaMismatch++;
                    }
                } else {
                    int n = m.findNearest(x, y, z, reach, 0.6f, reach, out);
                    assertThat(n).as("walkable span %d at (%f, %f, %f) is off the mesh", s, x, y, z)
                            .isGreaterThanOrEqualTo(0);
                    float dx = out[0] - x, dz = out[2] - z;
                    assertThat(Math.sqrt(dx * dx + dz * dz)).as("distance of span %d to the mesh", s)
                            .isLessThanOrEqualTo(reach);
                    near++;
                }
            }
        }
        assertThat(areaMismatch).as("spans whose triangle has another area id").isZero();
        return new Coverage(samples, on, near, areaMismatch, maxErr);
    }

    /**
     * The mesh never reaches more than {@code reachCells} cells beyond the walkable spans: every
     * cell centre under a triangle has a walkable span near the triangle's surface in a cell at
     * most that far away (Chebyshev distance).
     *
     * @return the number of cell centres checked
     */
    static int assertNoOverreach(NavMesh m, WalkableField f, int reachCells) {
        int checked = 0;
        for (int t = 0; t < m.triangleCount(); t++) {
            float minX = Float.MAX_VALUE, maxX = -Float.MAX_VALUE, minZ = Float.MAX_VALUE, maxZ = -Float.MAX_VALUE;
            for (int k = 0; k < 3; k++) {
                int v = m.vertex(t, k);
                minX = Math.min(minX, m.vertexX(v));
                maxX = Math.max(maxX, m.vertexX(v));
                minZ = Math.min(minZ, m.vertexZ(v));
                maxZ = Math.max(maxZ, m.vertexZ(v));
            }
            int x0 = Math.max(0, (int) Math.floor((minX - f.grid.originX()) / f.grid.cellSize()));
            int x1 = Math.min(f.grid.width() - 1, (int) Math.floor((maxX - f.grid.originX()) / f.grid.cellSize()));
            int z0 = Math.max(0, (int) Math.floor((minZ - f.grid.originZ()) / f.grid.cellSize()));
            int z1 = Math.min(f.grid.depth() - 1, (int) Math.floor((maxZ - f.grid.originZ()) / f.grid.cellSize()));
            for (int iz = z0; iz <= z1; iz++) {
                for (int ix = x0; ix <= x1; ix++) {
                    float x = f.grid.centerX(ix), z = f.grid.centerZ(iz);
                    if (!m.containsXZ(t, x, z)) {
                        continue;
                    }
                    checked++;
                    float h = m.planeHeight(t, x, z);
                    boolean found = false;
                    for (int dz = -reachCells; dz <= reachCells && !found; dz++) {
                        for (int dx = -reachCells; dx <= reachCells && !found; dx++) {
                            int x2 = ix + dx, z2 = iz + dz;
                            if (x2 < 0 || z2 < 0 || x2 >= f.grid.width() || z2 >= f.grid.depth()) {
                                continue;
                            }
                            int c2 = x2 + z2 * f.grid.width();
                            for (int s = f.cellStart[c2]; s < f.cellStart[c2 + 1]; s++) {
                                if (f.area[s] >= 0 && Math.abs(f.y[s] - h) <= 1f) {
                                    found = true;
                                }
                            }
                        }
                    }
                    assertThat(found).as("triangle %d covers cell (%d, %d) at height %f, more than %d cells from any walkable span",
                            t, ix, iz, h, reachCells).isTrue();
                }
            }
        }
        return checked;
    }

    private static boolean nearAreaBorder(WalkableField f, int s) {
        int c = -1;
        for (int k = 0; k < f.grid.cellCount(); k++) {
            if (s >= f.cellStart[k] && s < f.cellStart[k + 1]) {
                c = k;
                break;
            }
        }
        int ix = c % f.grid.width(), iz = c / f.grid.width();
        for (int dz = -2; dz <= 2; dz++) {
            for (int dx = -2; dx <= 2; dx++) {
                int x2 = ix + dx, z2 = iz + dz;
                if (x2 < 0 || z2 < 0 || x2 >= f.grid.width() || z2 >= f.grid.depth()) {
                    continue;
                }
                int c2 = x2 + z2 * f.grid.width();
                for (int t = f.cellStart[c2]; t < f.cellStart[c2 + 1]; t++) {
                    if (f.area[t] >= 0 && f.area[t] != f.area[s] && Math.abs(f.y[t] - f.y[s]) < 1f) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Connected components of the walkable span graph; -1 for unwalkable spans. */
    static int[] fieldComponents(WalkableField f) {
        int n = f.spanCount();
        int[] comp = new int[n];
        Arrays.fill(comp, -1);
        int[] stack = new int[n];
        int count = 0;
        for (int s = 0; s < n; s++) {
            if (f.area[s] < 0 || comp[s] >= 0) {
                continue;
            }
            int sp = 0;
            stack[sp++] = s;
            comp[s] = count;
            while (sp > 0) {
                int u = stack[--sp];
                for (int d = 0; d < 4; d++) {
                    int v = f.neighbour[4 * u + d];
                    if (v >= 0 && comp[v] < 0) {
                        comp[v] = count;
                        stack[sp++] = v;
                    }
                }
            }
            count++;
        }
        return comp;
    }

    static int componentCount(WalkableField f) {
        int max = -1;
        for (int c : fieldComponents(f)) {
            max = Math.max(max, c);
        }
        return max + 1;
    }
}
