package org.jme3navmesh.debug;

import com.jme3.math.ColorRGBA;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import org.jme3navmesh.bake.WalkableField;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Builds debug meshes (jME {@link Mesh}es, world space, Y up, metres) from a navmesh, a walkable field or an agent's
 * corridor. Every mesh is lifted by {@code lift} metres above the surface so it does not z-fight with the ground.
 * Inputs are never modified. Pure functions: safe to call from any thread, no scene graph involved.
 */
public final class NavMeshDebugMeshes {
    private NavMeshDebugMeshes() {
    }

    /** Per-triangle colour for {@link #triangles}. */
    @FunctionalInterface
    public interface TriangleColor {
        /**
         * Colour of triangle t; the returned object is read immediately and may be reused.
         *
         * @param t a triangle id of the mesh drawn
         * @return the colour; not null
         */
        ColorRGBA of(int t);
    }

    /**
     * Every triangle edge once (shared edges are not doubled), as {@link Mesh.Mode#Lines}.
     *
     * @param nav  the mesh; not null, unaffected
     * @param lift metres added to every Y, world space; finite
     * @return a new mesh; not null
     */
    public static Mesh edges(NavMesh nav, float lift) {
        return edges(nav, all(nav), nav.triangleCount(), lift);
    }

    /**
     * The edges of some triangles, as {@link Mesh.Mode#Lines}: a boundary edge always, an edge shared with another
     * triangle only from the one with the smaller id (so the edges of a set of chunks that together hold every
     * triangle are each drawn once).
     *
     * @param nav   the mesh; not null, unaffected
     * @param tris  triangle ids, the first {@code count} used; not null, unaffected
     * @param count how many of tris, 0 .. tris.length
     * @param lift  metres above the surface
     * @return a new mesh; not null
     */
    public static Mesh edges(NavMesh nav, int[] tris, int count, float lift) {
        int lines = 0;
        for (int i = 0; i < count; i++) {
            int t = tris[i];
            for (int e = 0; e < 3; e++) {
                int n = nav.neighbour(t, e);
                if (n < 0 || t < n) {
                    lines++;
                }
            }
        }
        float[] pos = new float[lines * 6];
        int k = 0;
        for (int i = 0; i < count; i++) {
            int t = tris[i];
            for (int e = 0; e < 3; e++) {
                int n = nav.neighbour(t, e);
                if (n < 0 || t < n) {
                    int a = nav.vertex(t, e), b = nav.vertex(t, (e + 1) % 3);
                    k = putVertex(pos, k, nav, a, lift);
                    k = putVertex(pos, k, nav, b, lift);
                }
            }
        }
        return lines(pos);
    }

    /**
     * Every triangle filled with its own colour (per-vertex colours, unindexed), as triangles.
     *
     * @param nav   the mesh; not null, unaffected
     * @param color colour per triangle, asked once for each; not null
     * @param lift  metres added to every Y, world space; finite
     * @return a new mesh; not null
     */
    public static Mesh triangles(NavMesh nav, TriangleColor color, float lift) {
        return triangles(nav, all(nav), nav.triangleCount(), color, lift);
    }

    /**
     * Some triangles, each filled with its own colour (per-vertex colours, unindexed), as triangles.
     *
     * @param nav   the mesh; not null, unaffected
     * @param tris  triangle ids, the first {@code count} used; not null, unaffected
     * @param count how many of tris, 0 .. tris.length
     * @param color colour per triangle; not null
     * @param lift  metres above the surface
     * @return a new mesh; not null
     */
    public static Mesh triangles(NavMesh nav, int[] tris, int count, TriangleColor color, float lift) {
        float[] pos = new float[count * 9];
        float[] col = new float[count * 12];
        int k = 0, c = 0;
        for (int i = 0; i < count; i++) {
            int t = tris[i];
            ColorRGBA rgba = color.of(t);
            for (int j = 0; j < 3; j++) {
                k = putVertex(pos, k, nav, nav.vertex(t, j), lift);
                col[c++] = rgba.r;
                col[c++] = rgba.g;
                col[c++] = rgba.b;
                col[c++] = rgba.a;
            }
        }
        Mesh m = new Mesh();
        m.setBuffer(VertexBuffer.Type.Position, 3, BufferUtils.createFloatBuffer(pos));
        m.setBuffer(VertexBuffer.Type.Color, 4, BufferUtils.createFloatBuffer(col));
        m.updateBound();
        return m;
    }

    /** 0 .. triangleCount() - 1. */
    private static int[] all(NavMesh nav) {
        return java.util.stream.IntStream.range(0, nav.triangleCount()).toArray();
    }

    /**
     * The given triangles only (e.g. an agent's corridor), one colour, as triangles. Ids out of range are skipped.
     *
     * @param nav  the mesh; not null, unaffected
     * @param tris triangle ids; not null, unaffected
     * @param lift metres added to every Y, world space; finite
     * @return a new unindexed mesh with positions only; not null
     */
    public static Mesh triangleSubset(NavMesh nav, int[] tris, float lift) {
        int valid = 0;
        for (int t : tris) {
            if (t >= 0 && t < nav.triangleCount()) {
                valid++;
            }
        }
        float[] pos = new float[valid * 9];
        int k = 0;
        for (int t : tris) {
            if (t >= 0 && t < nav.triangleCount()) {
                for (int j = 0; j < 3; j++) {
                    k = putVertex(pos, k, nav, nav.vertex(t, j), lift);
                }
            }
        }
        Mesh m = new Mesh();
        m.setBuffer(VertexBuffer.Type.Position, 3, BufferUtils.createFloatBuffer(pos));
        m.updateBound();
        return m;
    }

    /**
     * The portals (shared edges) between consecutive triangles of {@code corridor}, as lines. Consecutive triangles that
     * are not neighbours (a corrupt corridor) contribute nothing.
     *
     * @param nav      the mesh; not null, unaffected
     * @param corridor triangle ids, start to end; not null, unaffected
     * @param lift     metres added to every Y, world space; finite
     * @return a new unindexed mesh with positions only; not null
     */
    public static Mesh portals(NavMesh nav, int[] corridor, float lift) {
        float[] pos = new float[Math.max(0, corridor.length - 1) * 6];
        int k = 0;
        for (int i = 0; i + 1 < corridor.length; i++) {
            int e = sharedEdge(nav, corridor[i], corridor[i + 1]);
            if (e >= 0) {
                k = putVertex(pos, k, nav, nav.vertex(corridor[i], e), lift);
                k = putVertex(pos, k, nav, nav.vertex(corridor[i], (e + 1) % 3), lift);
            }
        }
        return lines(java.util.Arrays.copyOf(pos, k));
    }

    /**
     * The raw path of a corridor: start, the midpoint of every portal, end; x, y, z per point, world space.
     *
     * @param nav      the mesh; not null, unaffected
     * @param corridor triangle ids, start to end; not null, unaffected
     * @param start    x, y, z of the path start at start[0..2], world metres; not null, unaffected, length &gt;= 3
     * @param end      x, y, z of the path end at end[0..2], world metres; not null, unaffected, length &gt;= 3
     * @return x, y, z per point, world metres; a new array
     */
    public static float[] portalMidpointPath(NavMesh nav, int[] corridor, float[] start, float[] end) {
        float[] pts = new float[(corridor.length + 1) * 3];
        int k = 0;
        pts[k++] = start[0];
        pts[k++] = start[1];
        pts[k++] = start[2];
        for (int i = 0; i + 1 < corridor.length; i++) {
            int e = sharedEdge(nav, corridor[i], corridor[i + 1]);
            if (e >= 0) {
                int a = nav.vertex(corridor[i], e), b = nav.vertex(corridor[i], (e + 1) % 3);
                pts[k++] = (nav.vertexX(a) + nav.vertexX(b)) * 0.5f;
                pts[k++] = (nav.vertexY(a) + nav.vertexY(b)) * 0.5f;
                pts[k++] = (nav.vertexZ(a) + nav.vertexZ(b)) * 0.5f;
            }
        }
        pts[k++] = end[0];
        pts[k++] = end[1];
        pts[k++] = end[2];
        return java.util.Arrays.copyOf(pts, k);
    }

    /**
     * A polyline through some points as line segments ({@link Mesh.Mode#Lines}).
     *
     * @param points x, y, z per point, world metres (a trailing partial point is ignored); not null, unaffected
     * @param lift   metres added to every Y, world space; finite
     * @return a new unindexed mesh with positions only; not null
     */
    public static Mesh polyline(float[] points, float lift) {
        int n = points.length / 3;
        float[] pos = new float[Math.max(0, n - 1) * 6];
        int k = 0;
        for (int i = 0; i + 1 < n; i++) {
            for (int j = i; j <= i + 1; j++) {
                pos[k++] = points[3 * j];
                pos[k++] = points[3 * j + 1] + lift;
                pos[k++] = points[3 * j + 2];
            }
        }
        return lines(pos);
    }

    /**
     * The spans of a walkable field as coloured points: walkable green, unwalkable red. When there are more than
     * {@code maxPoints} spans, whole cell rows and columns are skipped evenly so the picture stays uniform.
     *
     * @param f         the field; not null, unaffected
     * @param maxPoints the point budget, met roughly (by whole rows and columns); &gt; 0
     * @param lift      metres added to every Y, world space; finite
     * @return a new mesh of {@link Mesh.Mode#Points} with per-vertex colours; not null
     * @throws IllegalArgumentException when maxPoints &lt;= 0
     */
    public static Mesh samples(WalkableField f, int maxPoints, float lift) {
        if (maxPoints <= 0) {
            throw new IllegalArgumentException("maxPoints must be > 0, got " + maxPoints);
        }
        int spans = f.spanCount();
        int stride = 1;
        while ((long) spans / ((long) stride * stride) > maxPoints) {
            stride++;
        }
        int count = 0;
        for (int iz = 0; iz < f.grid.depth(); iz += stride) {
            for (int ix = 0; ix < f.grid.width(); ix += stride) {
                int c = ix + iz * f.grid.width();
                count += f.cellStart[c + 1] - f.cellStart[c];
            }
        }
        float[] pos = new float[count * 3];
        float[] col = new float[count * 4];
        int k = 0, q = 0;
        for (int iz = 0; iz < f.grid.depth(); iz += stride) {
            for (int ix = 0; ix < f.grid.width(); ix += stride) {
                int c = ix + iz * f.grid.width();
                for (int s = f.cellStart[c]; s < f.cellStart[c + 1]; s++) {
                    pos[k++] = f.grid.centerX(ix);
                    pos[k++] = f.y[s] + lift;
                    pos[k++] = f.grid.centerZ(iz);
                    ColorRGBA rgba = f.area[s] >= 0 ? DebugColors.WALKABLE : DebugColors.UNWALKABLE;
                    col[q++] = rgba.r;
                    col[q++] = rgba.g;
                    col[q++] = rgba.b;
                    col[q++] = rgba.a;
                }
            }
        }
        Mesh m = new Mesh();
        m.setMode(Mesh.Mode.Points);
        m.setBuffer(VertexBuffer.Type.Position, 3, BufferUtils.createFloatBuffer(pos));
        m.setBuffer(VertexBuffer.Type.Color, 4, BufferUtils.createFloatBuffer(col));
        m.updateBound();
        return m;
    }

    /**
     * One mesh holding every part's positions (unindexed meshes with only a Position buffer, e.g. from
     * {@link #portals}, {@link #polyline} or {@link #triangleSubset}), drawn in {@code mode}: one draw call for a whole
     * crowd's debug lines instead of one per agent.
     *
     * @param parts the meshes; not null; their position buffers are read and left rewound
     * @param mode  how the merged positions are drawn; not null
     * @return a new mesh; not null
     * @throws IllegalArgumentException when a part with vertices has an index buffer
     */
    public static Mesh merge(java.util.List<Mesh> parts, Mesh.Mode mode) {
        int floats = 0;
        for (Mesh m : parts) {
            floats += Math.max(0, m.getVertexCount()) * 3; // an empty Mesh reports -1
        }
        java.nio.FloatBuffer out = BufferUtils.createFloatBuffer(floats);
        for (Mesh m : parts) {
            if (m.getVertexCount() <= 0) {
                continue;
            }
            if (m.getBuffer(VertexBuffer.Type.Index) != null) {
                throw new IllegalArgumentException("merge takes unindexed meshes only");
            }
            java.nio.FloatBuffer p = (java.nio.FloatBuffer) m.getBuffer(VertexBuffer.Type.Position).getData();
            p.rewind();
            out.put(p);
            p.rewind();
        }
        out.flip();
        Mesh merged = new Mesh();
        merged.setMode(mode);
        merged.setBuffer(VertexBuffer.Type.Position, 3, out);
        merged.updateBound();
        return merged;
    }

    /**
     * The edge of triangle a shared with triangle b.
     *
     * @param nav the mesh; not null, unaffected
     * @param a   a triangle id (out of range: the result is -1)
     * @param b   another triangle id (negative: the result is -1, not one of a's boundary edges)
     * @return edge index e (0..2) of a with neighbour(a, e) == b, or -1
     */
    public static int sharedEdge(NavMesh nav, int a, int b) {
        return a < 0 || b < 0 || a >= nav.triangleCount() ? -1 : nav.sharedEdge(a, b);
    }

    private static int putVertex(float[] pos, int k, NavMesh nav, int v, float lift) {
        pos[k++] = nav.vertexX(v);
        pos[k++] = nav.vertexY(v) + lift;
        pos[k++] = nav.vertexZ(v);
        return k;
    }

    private static Mesh lines(float[] pos) {
        Mesh m = new Mesh();
        m.setMode(Mesh.Mode.Lines);
        m.setBuffer(VertexBuffer.Type.Position, 3, BufferUtils.createFloatBuffer(pos));
        m.updateBound();
        return m;
    }
}
