package org.jme3navmesh.bake;

import java.util.Arrays;
import java.util.Objects;
import org.jme3navmesh.mesh.Geometry;

/**
 * A world-space triangle soup of the solid scene geometry, each triangle tagged with a
 * {@link SurfaceTag}. Built from a physics space by
 * {@code org.jme3navmesh.jme.PhysicsTriangles} (the jME module), or directly (tests, custom sources) with
 * {@link Builder}.
 *
 * <p>Winding matters: a triangle's front face is counter-clockwise, and only a front face that
 * points up can be walked on (as in Recast). Coordinates are metres, world space, Y up.
 * Immutable after building; the arrays are exposed for speed and must not be modified.
 */
public final class SceneTriangles {
    /** 9 floats per triangle: x0 y0 z0 x1 y1 z1 x2 y2 z2. */
    public final float[] xyz;
    /** Index into {@link #tags} of each triangle. */
    public final int[] tag;
    /** Distinct tags used by the triangles. */
    public final SurfaceTag[] tags;
    /** Source body (or other grouping) of each triangle; hits of one body at one height are merged. */
    public final int[] body;
    /** {@link #bounds}, found once when the soup is built (it is immutable). */
    private final float[] bounds;

    private SceneTriangles(float[] xyz, int[] tag, SurfaceTag[] tags, int[] body) {
        this.xyz = xyz;
        this.tag = tag;
        this.tags = tags;
        this.body = body;
        this.bounds = tag.length == 0 ? new float[] {Float.NaN, Float.NaN, Float.NaN, Float.NaN, Float.NaN, Float.NaN}
                : Geometry.bounds(xyz);
    }

    /**
     * Number of triangles.
     *
     * @return the count, &gt;= 0
     */
    public int count() {
        return tag.length;
    }

    /**
     * Bounds as {minX, minY, minZ, maxX, maxY, maxZ}, found when the soup was built; all NaN when empty.
     *
     * @return a new array; never null
     */
    public float[] bounds() {
        return bounds.clone();
    }

    /**
     * An indexed mesh of named groups (an OBJ file's objects or groups) as a soup: one body per
     * run of triangles of one group, tagged by the group's name ({@link SurfaceTag#fromName}; ground
     * when the name has no tag).
     *
     * @param verts      x, y, z per vertex, world metres, each finite; not null, unaffected
     * @param tris       three vertex ids per triangle (indices into verts / 3); not null, unaffected
     * @param group      per triangle, its group (an index into groupNames); not null, unaffected
     * @param groupNames the groups' names (an entry may be null: ground); not null, unaffected
     * @return a new soup; never null
     * @throws IllegalArgumentException when a coordinate of a triangle is not finite
     */
    public static SceneTriangles fromIndexed(float[] verts, int[] tris, int[] group, String[] groupNames) {
        Builder b = new Builder();
        int current = -1;
        for (int i = 0; i < tris.length / 3; i++) {
            if (group[i] != current) {
                current = group[i];
                SurfaceTag tag = SurfaceTag.fromName(groupNames[current]);
                b.beginBody(tag == null ? SurfaceTag.GROUND : tag);
            }
            int a = 3 * tris[3 * i], c = 3 * tris[3 * i + 1], d = 3 * tris[3 * i + 2];
            b.add(verts[a], verts[a + 1], verts[a + 2], verts[c], verts[c + 1], verts[c + 2], verts[d], verts[d + 1],
                    verts[d + 2]);
        }
        return b.build();
    }

    /** Accumulates triangles. Not thread-safe. */
    public static final class Builder {
        private float[] xyz = new float[9 * 256];
        private int[] tag = new int[256];
        private int[] body = new int[256];
        private int n;
        private SurfaceTag[] tags = new SurfaceTag[0];
        private int currentTag;
        private int currentBody;

        /**
         * Starts the triangles of a new body with the given tag.
         *
         * @param t the body's tag; not null, kept (immutable)
         * @return this builder
         * @throws NullPointerException when t is null
         */
        public Builder beginBody(SurfaceTag t) {
            Objects.requireNonNull(t, "tag");
            int idx = -1;
            for (int i = 0; i < tags.length; i++) {
                if (tags[i].equals(t)) {
                    idx = i;
                }
            }
            if (idx < 0) {
                tags = Arrays.copyOf(tags, tags.length + 1);
                idx = tags.length - 1;
                tags[idx] = t;
            }
            currentTag = idx;
            currentBody++;
            return this;
        }

        /**
         * Adds a triangle of the current body (call {@link #beginBody} first; without it the triangle starts a
         * {@link SurfaceTag#GROUND} body). Its front face is the side from which vertices 0, 1, 2 run
         * counter-clockwise.
         *
         * @param x0 first vertex X, world metres; finite
         * @param y0 first vertex Y, world metres; finite
         * @param z0 first vertex Z, world metres; finite
         * @param x1 second vertex X, world metres; finite
         * @param y1 second vertex Y, world metres; finite
         * @param z1 second vertex Z, world metres; finite
         * @param x2 third vertex X, world metres; finite
         * @param y2 third vertex Y, world metres; finite
         * @param z2 third vertex Z, world metres; finite
         * @return this builder
         * @throws IllegalArgumentException when a coordinate is NaN or infinite
         */
        public Builder add(float x0, float y0, float z0, float x1, float y1, float z1, float x2, float y2, float z2) {
            if (!(Float.isFinite(x0) && Float.isFinite(y0) && Float.isFinite(z0) && Float.isFinite(x1) && Float.isFinite(y1)
                    && Float.isFinite(z1) && Float.isFinite(x2) && Float.isFinite(y2) && Float.isFinite(z2))) {
                throw new IllegalArgumentException("scene triangle " + n + " has a non-finite coordinate");
            }
            if (tags.length == 0) {
                beginBody(SurfaceTag.GROUND);
            }
            if (n == tag.length) {
                xyz = Arrays.copyOf(xyz, xyz.length * 2);
                tag = Arrays.copyOf(tag, tag.length * 2);
                body = Arrays.copyOf(body, body.length * 2);
            }
            int o = 9 * n;
            xyz[o] = x0; xyz[o + 1] = y0; xyz[o + 2] = z0;
            xyz[o + 3] = x1; xyz[o + 4] = y1; xyz[o + 5] = z1;
            xyz[o + 6] = x2; xyz[o + 7] = y2; xyz[o + 8] = z2;
            tag[n] = currentTag;
            body[n] = currentBody;
            n++;
            return this;
        }

        /**
         * Number of triangles added so far.
         *
         * @return the count, &gt;= 0
         */
        public int count() {
            return n;
        }

        /**
         * Builds the immutable soup (may be empty).
         *
         * @return a new soup of the triangles added so far (copies of the builder's arrays: the builder may go on
         *         adding); never null
         */
        public SceneTriangles build() {
            return new SceneTriangles(Arrays.copyOf(xyz, 9 * n), Arrays.copyOf(tag, n), tags.clone(), Arrays.copyOf(body, n));
        }
    }
}
