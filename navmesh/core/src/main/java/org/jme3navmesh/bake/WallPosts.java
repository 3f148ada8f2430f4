package org.jme3navmesh.bake;

import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntConsumer;

import org.jme3navmesh.mesh.CellGrid;

/**
 * The corners of walls: short vertical edges of steep or downward-facing geometry, as x, z (world
 * metres, the edge's midpoint seen from above) and the height range yLo, yHi they cover. Link
 * crossings ({@link LinkBlockers}) see a wall's faces only where the links cross them, up to half
 * a cell away from a corner between links; the posts let the erosion ({@link AgentErosion})
 * measure from the corner itself. Immutable.
 */
public final class WallPosts {
    /** x, z, yLo, yHi per post. */
    final float[] data;

    /**
     * @param xzRange x, z, yLo, yHi per post (world metres); not null; kept, not copied: do not
     *                modify afterwards
     * @throws IllegalArgumentException when its length is not a multiple of 4
     * @throws NullPointerException     when xzRange is null
     */
    public WallPosts(float[] xzRange) {
        if (xzRange.length % 4 != 0) {
            throw new IllegalArgumentException("need 4 floats per post, got " + xzRange.length);
        }
        this.data = xzRange;
    }

    /**
     * The posts.
     *
     * @return a new array: x, z, yLo, yHi per post, world metres
     */
    public float[] toArray() {
        return data.clone();
    }

    /**
     * Number of posts.
     *
     * @return the count, &gt;= 0
     */
    public int count() {
        return data.length / 4;
    }

    /**
     * The posts of a triangle soup that can matter to the cells of a grid: the edges shorter than
     * half a cell seen from above, of the triangles whose unit normal Y (its absolute value when
     * double-sided) is below {@code cosSlope}, whose midpoint lies in the grid or in the ring of
     * cells around it.
     *
     * @param tris        the scene, world space, metres; not null, unaffected
     * @param cosSlope    unit normal Y below which a triangle is a wall (steep or facing down), in [-1, 1]
     *                    (the cosine of the steepest walkable slope)
     * @param doubleSided true: only steep triangles are walls (|normal Y| below cosSlope)
     * @param grid        the cells, world space; not null, unaffected
     * @return the posts, in triangle order (found in fixed chunks of triangles on the bake's worker
     *         threads, the same whatever their number); never null
     * @throws NullPointerException when tris or grid is null
     */
    public static WallPosts of(SceneTriangles tris, float cosSlope, boolean doubleSided, CellGrid grid) {
        Objects.requireNonNull(tris, "tris");
        Objects.requireNonNull(grid, "grid");
        // Fixed chunks of triangles on the workers, joined in triangle order.
        int chunk = TriangleSceneSampler.CHUNK, chunks = (tris.count() + chunk - 1) / chunk;
        float[][] parts = new float[chunks][];
        Parallel.run(chunks, new IntConsumer() {
            @Override
            public void accept(int k) {
                parts[k] = posts(tris, k * chunk, Math.min(tris.count(), (k + 1) * chunk), cosSlope, doubleSided, grid);
            }
        }, new AtomicBoolean(), Parallel.NEVER, "rasterise", Parallel.NO_PROGRESS);
        int n = 0;
        for (float[] p : parts) {
            n += p.length;
        }
        float[] out = new float[n];
        n = 0;
        for (float[] p : parts) {
            System.arraycopy(p, 0, out, n, p.length);
            n += p.length;
        }
        return new WallPosts(out);
    }

    /** The posts of triangles [from, to), as {@link #of}. */
    private static float[] posts(SceneTriangles tris, int from, int to, float cosSlope, boolean doubleSided,
                                 CellGrid grid) {
        float[] v = tris.xyz;
        float maxLen2 = 0.25f * grid.cellSize() * grid.cellSize();
        float[][] out = {new float[64]};
        int n = 0;
        for (int t = from; t < to; t++) {
            // A method per triangle: a bake calls this once per chunk of many triangles (see AgentErosion).
            if (isWall(v, 9 * t, cosSlope, doubleSided)) {
                n = edgePosts(v, 9 * t, maxLen2, grid, out, n);
            }
        }
        return Arrays.copyOf(out[0], n);
    }

    /** Whether the triangle at v[o..o + 9) is a wall: not degenerate, its normal below cosSlope. */
    private static boolean isWall(float[] v, int o, float cosSlope, boolean doubleSided) {
        float ux = v[o + 3] - v[o], uy = v[o + 4] - v[o + 1], uz = v[o + 5] - v[o + 2];
        float wx = v[o + 6] - v[o], wy = v[o + 7] - v[o + 1], wz = v[o + 8] - v[o + 2];
        float nx = uy * wz - uz * wy, ny = uz * wx - ux * wz, nz = ux * wy - uy * wx;
        float len = (float) Math.sqrt(nx * nx + ny * ny + nz * nz);
        float up = doubleSided ? Math.abs(ny) / len : ny / len;
        return len > 0f && up < cosSlope;
    }

    /**
     * Appends the posts of the wall triangle at v[o..o + 9) (its short edges over the grid) to out[0]
     * from n on, growing it as needed.
     *
     * @param out holds the posts' array; modified
     * @return the number of floats in out[0] after them
     */
    private static int edgePosts(float[] v, int o, float maxLen2, CellGrid grid, float[][] out, int n) {
        float[] posts = out[0];
        for (int e = 0; e < 3; e++) {
            int a = o + 3 * e, b = o + 3 * ((e + 1) % 3);
            float dx = v[b] - v[a], dz = v[b + 2] - v[a + 2];
            if (dx * dx + dz * dz > maxLen2) {
                continue;
            }
            float mx = 0.5f * (v[a] + v[b]), mz = 0.5f * (v[a + 2] + v[b + 2]);
            int cx = grid.columnAt(mx), cz = grid.rowAt(mz);
            if (cx < -1 || cz < -1 || cx > grid.width() || cz > grid.depth()) {
                continue; // seeds no cell of the grid
            }
            if (n + 4 > posts.length) {
                posts = Arrays.copyOf(posts, 2 * posts.length);
                out[0] = posts;
            }
            posts[n++] = mx;
            posts[n++] = mz;
            posts[n++] = Math.min(v[a + 1], v[b + 1]);
            posts[n++] = Math.max(v[a + 1], v[b + 1]);
        }
        return n;
    }
}
