package org.jme3navmesh.sim;

import org.jme3navmesh.mesh.NavMesh;

/**
 * Checks that an agent's disc stays clear of the walls, from the navmesh alone (independent of the crowd's code):
 * the mesh was baked eroded by {@code erosion} metres from every wall, so an agent of radius r whose centre is on
 * the mesh at distance d from the mesh boundary reaches {@code max(0, (r - erosion) - d)} metres into a wall, and
 * one whose centre is off the mesh, at distance d from it, {@code d + (r - erosion)} metres. The boundary is every
 * triangle edge without a neighbour; a centre is on the mesh when a triangle's surface lies under or over it within
 * half a body height.
 *
 * <p>Builds its own grid of boundary edges; not thread-safe (scratch state).
 */
public final class WallClearanceChecker {
    private static final float CELL = 2f;
    private final NavMesh mesh;
    private final float erosion;
    private final float[] edges;
    private final java.util.Map<Long, int[]> cells = new java.util.HashMap<>();

    /**
     * @param mesh    the navmesh; not null, unaffected
     * @param erosion how far the bake kept the mesh from the walls, metres (&gt;= 0): the bake's agent radius
     */
    public WallClearanceChecker(NavMesh mesh, float erosion) {
        this.mesh = mesh;
        this.erosion = erosion;
        int n = 0;
        for (int t = 0; t < mesh.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                n += mesh.neighbour(t, e) < 0 ? 1 : 0;
            }
        }
        edges = new float[6 * n];
        java.util.Map<Long, java.util.List<Integer>> build = new java.util.HashMap<>();
        int k = 0;
        for (int t = 0; t < mesh.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                if (mesh.neighbour(t, e) >= 0) {
                    continue;
                }
                int a = mesh.vertex(t, e), b = mesh.vertex(t, (e + 1) % 3);
                float[] v = {mesh.vertexX(a), mesh.vertexY(a), mesh.vertexZ(a), mesh.vertexX(b), mesh.vertexY(b), mesh.vertexZ(b)};
                System.arraycopy(v, 0, edges, 6 * k, 6);
                int x0 = cell(Math.min(v[0], v[3])), x1 = cell(Math.max(v[0], v[3]));
                int z0 = cell(Math.min(v[2], v[5])), z1 = cell(Math.max(v[2], v[5]));
                for (int cz = z0; cz <= z1; cz++) {
                    for (int cx = x0; cx <= x1; cx++) {
                        build.computeIfAbsent(key(cx, cz), q -> new java.util.ArrayList<>()).add(k);
                    }
                }
                k++;
            }
        }
        build.forEach((q, list) -> cells.put(q, list.stream().mapToInt(Integer::intValue).toArray()));
    }

    /**
     * How far the disc of an agent reaches into a wall or off the walkable area.
     *
     * @param x      centre X, metres
     * @param y      centre Y (on the surface), metres
     * @param z      centre Z, metres
     * @param radius the agent's radius, metres (&gt; 0)
     * @param height the agent's height, metres (&gt; 0): boundary edges and surfaces further away vertically are
     *               ignored
     * @return penetration, metres (&gt;= 0; {@link Float#POSITIVE_INFINITY} when no mesh or boundary is within
     *         {@code radius + 2} metres and the centre is off the mesh)
     */
    public float penetration(float x, float y, float z, float radius, float height) {
        float extra = radius - erosion;
        boolean on = mesh.findTriangle(x, y, z, 0.5f * height, 0.5f * height) >= 0;
        float search = Math.max(0f, extra) + 2f;
        float d = (float) Math.sqrt(nearestEdgeSq(x, y, z, search, height));
        if (on) {
            return Math.max(0f, extra - d);
        }
        return d == Float.POSITIVE_INFINITY ? d : Math.max(0f, d + extra);
    }

    private float nearestEdgeSq(float x, float y, float z, float range, float height) {
        float best = Float.POSITIVE_INFINITY;
        for (int cz = cell(z - range); cz <= cell(z + range); cz++) {
            for (int cx = cell(x - range); cx <= cell(x + range); cx++) {
                int[] list = cells.get(key(cx, cz));
                if (list == null) {
                    continue;
                }
                for (int k : list) {
                    float ax = edges[6 * k], ay = edges[6 * k + 1], az = edges[6 * k + 2];
                    float bx = edges[6 * k + 3], by = edges[6 * k + 4], bz = edges[6 * k + 5];
                    float dx = bx - ax, dz = bz - az;
                    float l2 = dx * dx + dz * dz;
                    float t = l2 > 0f ? Math.max(0f, Math.min(1f, ((x - ax) * dx + (z - az) * dz) / l2)) : 0f;
                    float py = ay + t * (by - ay);
                    if (Math.abs(py - y) > height) {
                        continue;
                    }
                    float px = ax + t * dx - x, pz = az + t * dz - z;
                    best = Math.min(best, px * px + pz * pz);
                }
            }
        }
        return best;
    }

    private static int cell(float v) {
        return (int) Math.floor(v / CELL);
    }

    /**
     * A distinct key per cell. The product with an odd constant is one-to-one and mixes both coordinates into both
     * halves, which {@link Long#hashCode()} folds together: the plain pair would give every cell with the same
     * {@code cx ^ cz} one hash.
     */
    private static long key(int cx, int cz) {
        return (((long) cx << 32) | (cz & 0xffffffffL)) * 0x9E3779B97F4A7C15L;
    }
}
