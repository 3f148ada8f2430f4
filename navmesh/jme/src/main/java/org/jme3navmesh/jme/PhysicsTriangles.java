package org.jme3navmesh.jme;

import com.bulletphysics.collision.shapes.BoxShape;
import com.bulletphysics.collision.shapes.CollisionShape;
import com.bulletphysics.collision.shapes.CompoundShape;
import com.bulletphysics.collision.shapes.CompoundShapeChild;
import com.bulletphysics.collision.shapes.ConcaveShape;
import com.bulletphysics.collision.shapes.ConvexShape;
import com.bulletphysics.collision.shapes.ShapeHull;
import com.bulletphysics.collision.shapes.StaticPlaneShape;
import com.bulletphysics.collision.shapes.TriangleCallback;
import com.bulletphysics.linearmath.Transform;
import com.bulletphysics.util.IntArrayList;
import com.bulletphysics.util.ObjectArrayList;
import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.objects.PhysicsRigidBody;
import java.util.Objects;
import javax.vecmath.Vector3f;
import org.jme3navmesh.bake.SceneTriangles;
import org.jme3navmesh.bake.SurfaceTag;

/**
 * Extracts the world-space triangles of every static body of a jbullet {@link PhysicsSpace}.
 *
 * <p>Mesh and heightfield shapes (any jbullet {@link ConcaveShape}) give their triangles with
 * the shape's scaling; boxes give their 12 faces (outward, counter-clockwise); other convex
 * shapes give their hull; compound shapes are walked recursively. Each body's tag comes from its
 * user object ({@link NavTags#ofUserObject}): a {@link SurfaceTag}, or the spatial of a jME
 * {@code RigidBodyControl} with navmesh user data, else {@link SurfaceTag#GROUND}. Bodies with mass
 * (dynamic objects) are skipped: a navmesh describes the static world.
 *
 * <p>Reads the space only; call it from the thread that owns the space.
 */
public final class PhysicsTriangles {
    private PhysicsTriangles() {
    }

    /** Receives the world-space triangles of a shape; the vectors are reused between calls. */
    @FunctionalInterface
    interface TriangleVisitor {
        /**
         * @param a     first corner, world space; read-only, valid during the call only
         * @param b     second corner (counter-clockwise from the front)
         * @param c     third corner
         * @param index for a concave shape, the triangle's index in the shape; else a running count
         */
        void triangle(Vector3f a, Vector3f b, Vector3f c, int index);
    }

    /**
     * The triangles of all static bodies.
     *
     * @param space the scene; not null, unaffected
     * @return the triangle soup, world space, metres; empty when the space has no static geometry
     * @throws IllegalArgumentException for a shape that cannot be baked (an infinite plane)
     */
    public static SceneTriangles extract(PhysicsSpace space) {
        return extract(space, null);
    }

    /**
     * The triangles of the static bodies that overlap a region seen from above. Every static body
     * starts a body of the soup, whether or not it has triangles there, so tags and body ids are
     * those of {@link #extract(PhysicsSpace)} for every region.
     *
     * @param space  the scene; not null, unaffected
     * @param region {minX, minZ, maxX, maxZ}, XZ plane, world metres: triangles whose XZ bounds miss it are
     *               left out; unaffected, length &gt;= 4; or null for all triangles
     * @return the triangle soup, world space, metres
     * @throws IllegalArgumentException for a shape that cannot be baked (an infinite plane)
     */
    public static SceneTriangles extract(PhysicsSpace space, float[] region) {
        Objects.requireNonNull(space, "space");
        SceneTriangles.Builder out = new SceneTriangles.Builder();
        for (PhysicsRigidBody body : space.getRigidBodyList()) {
            if (body.getMass() != 0f) {
                continue;
            }
            out.beginBody(NavTags.ofUserObject(body.getUserObject()));
            Transform world = body.getObjectId().getWorldTransform(new Transform());
            visit(body.getCollisionShape().getCShape(), world, region, (a, b, c, index) -> {
                if (region == null || overlaps(a, b, c, region)) {
                    out.add(a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
                }
            });
        }
        return out.build();
    }

    /**
     * The bounds of the triangles of all static bodies, without building a soup.
     *
     * @param space the scene; not null, unaffected
     * @return {minX, minY, minZ, maxX, maxY, maxZ}, world metres, as
     *         {@code extract(space).bounds()}; all NaN when there are none
     * @throws IllegalArgumentException for a shape that cannot be baked, or a non-finite coordinate
     */
    public static float[] bounds(PhysicsSpace space) {
        Objects.requireNonNull(space, "space");
        float[] b = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
        boolean[] any = {false};
        for (PhysicsRigidBody body : space.getRigidBodyList()) {
            if (body.getMass() != 0f) {
                continue;
            }
            Transform world = body.getObjectId().getWorldTransform(new Transform());
            visit(body.getCollisionShape().getCShape(), world, null, (p, q, r, index) -> {
                include(b, p);
                include(b, q);
                include(b, r);
                any[0] = true;
            });
        }
        if (!any[0]) {
            java.util.Arrays.fill(b, Float.NaN);
        }
        return b;
    }

    /** Grows bounds {minX, minY, minZ, maxX, maxY, maxZ} to hold v. */
    private static void include(float[] b, Vector3f v) {
        if (!(Float.isFinite(v.x) && Float.isFinite(v.y) && Float.isFinite(v.z))) {
            throw new IllegalArgumentException("a static body has a non-finite coordinate");
        }
        b[0] = Math.min(b[0], v.x);
        b[1] = Math.min(b[1], v.y);
        b[2] = Math.min(b[2], v.z);
        b[3] = Math.max(b[3], v.x);
        b[4] = Math.max(b[4], v.y);
        b[5] = Math.max(b[5], v.z);
    }

    private static boolean overlaps(Vector3f a, Vector3f b, Vector3f c, float[] region) {
        return Math.max(a.x, Math.max(b.x, c.x)) >= region[0] && Math.min(a.x, Math.min(b.x, c.x)) <= region[2]
                && Math.max(a.z, Math.max(b.z, c.z)) >= region[1] && Math.min(a.z, Math.min(b.z, c.z)) <= region[3];
    }

    /**
     * Visits the world-space triangles of a shape (the one loop over jbullet shapes, shared with
     * {@link RaySurfaceProbe}).
     *
     * @param shape   not null; unaffected
     * @param world   the shape's world transform; not null, unaffected
     * @param region  {minX, minZ, maxX, maxZ}: concave shapes are queried for this part only (the
     *                visitor may still see triangles outside it); null for the whole shape
     * @param visitor receives each triangle; not null
     * @throws IllegalArgumentException for a shape that cannot be baked (an infinite plane)
     */
    static void visit(CollisionShape shape, Transform world, float[] region, TriangleVisitor visitor) {
        if (shape instanceof CompoundShape compound) {
            ObjectArrayList<CompoundShapeChild> children = compound.getChildList();
            for (int i = 0; i < children.size(); i++) {
                CompoundShapeChild child = children.getQuick(i);
                Transform t = new Transform(world);
                t.mul(child.transform);
                visit(child.childShape, t, region, visitor);
            }
        } else if (shape instanceof ConcaveShape concave) {
            visitConcave(concave, world, region, visitor);
        } else if (shape instanceof BoxShape box) {
            visitBox(box.getHalfExtentsWithMargin(new Vector3f()), world, visitor);
        } else if (shape instanceof ConvexShape convex) {
            ShapeHull hull = new ShapeHull(convex);
            if (!hull.buildHull(convex.getMargin())) {
                throw new IllegalArgumentException("cannot build the hull of a " + shape.getName() + " shape");
            }
            ObjectArrayList<Vector3f> v = hull.getVertexPointer();
            IntArrayList idx = hull.getIndexPointer();
            Vector3f a = new Vector3f(), b = new Vector3f(), c = new Vector3f();
            for (int i = 0; i + 2 < hull.numIndices(); i += 3) {
                a.set(v.getQuick(idx.get(i)));
                b.set(v.getQuick(idx.get(i + 1)));
                c.set(v.getQuick(idx.get(i + 2)));
                world.transform(a);
                world.transform(b);
                world.transform(c);
                visitor.triangle(a, b, c, i / 3);
            }
        } else {
            throw new IllegalArgumentException("cannot bake a " + shape.getName() + " collision shape");
        }
    }

    private static void visitConcave(ConcaveShape concave, Transform world, float[] region, TriangleVisitor visitor) {
        if (concave instanceof StaticPlaneShape) {
            throw new IllegalArgumentException("an infinite plane body cannot be baked; use a box or a mesh for the ground");
        }
        // The shape's own bounds, slightly grown: heightfields quantise the query box, so an
        // "infinite" one overflows and finds nothing.
        Vector3f small = new Vector3f(), big = new Vector3f();
        Transform identity = new Transform();
        identity.setIdentity();
        concave.getAabb(identity, small, big);
        small.sub(new Vector3f(1f, 1f, 1f));
        big.add(new Vector3f(1f, 1f, 1f));
        if (region != null && !clipToRegion(concave, world, region, small, big)) {
            return;
        }
        concave.processAllTriangles(new TriangleCallback() {
            private final Vector3f a = new Vector3f(), b = new Vector3f(), c = new Vector3f();

            @Override
            public void processTriangle(Vector3f[] tri, int partId, int triangleIndex) {
                a.set(tri[0]);
                b.set(tri[1]);
                c.set(tri[2]);
                world.transform(a);
                world.transform(b);
                world.transform(c);
                visitor.triangle(a, b, c, triangleIndex);
            }
        }, small, big);
    }

    /**
     * Shrinks the local query box [small, big] to the part of the shape under the region (the
     * region's XZ, the shape's full height, mapped into the shape's space, 1 m grown).
     *
     * @return false when nothing of the shape is under the region
     */
    private static boolean clipToRegion(ConcaveShape concave, Transform world, float[] region, Vector3f small,
                                        Vector3f big) {
        Vector3f wMin = new Vector3f(), wMax = new Vector3f();
        concave.getAabb(world, wMin, wMax);
        Transform toLocal = new Transform(world);
        toLocal.inverse();
        Vector3f lo = new Vector3f(Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE);
        Vector3f hi = new Vector3f(-Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE);
        Vector3f p = new Vector3f();
        for (int k = 0; k < 8; k++) {
            p.set((k & 1) == 0 ? region[0] : region[2], (k & 2) == 0 ? wMin.y : wMax.y, (k & 4) == 0 ? region[1] : region[3]);
            toLocal.transform(p);
            lo.set(Math.min(lo.x, p.x), Math.min(lo.y, p.y), Math.min(lo.z, p.z));
            hi.set(Math.max(hi.x, p.x), Math.max(hi.y, p.y), Math.max(hi.z, p.z));
        }
        small.set(Math.max(small.x, lo.x - 1f), Math.max(small.y, lo.y - 1f), Math.max(small.z, lo.z - 1f));
        big.set(Math.min(big.x, hi.x + 1f), Math.min(big.y, hi.y + 1f), Math.min(big.z, hi.z + 1f));
        return small.x <= big.x && small.y <= big.y && small.z <= big.z;
    }

    /** The 12 faces of a box of half extents h, counter-clockwise seen from outside. */
    private static void visitBox(Vector3f h, Transform world, TriangleVisitor visitor) {
        Vector3f[] c = new Vector3f[8];
        for (int i = 0; i < 8; i++) {
            c[i] = new Vector3f((i & 1) == 0 ? -h.x : h.x, (i & 2) == 0 ? -h.y : h.y, (i & 4) == 0 ? -h.z : h.z);
            world.transform(c[i]);
        }
        // Faces as quads of corner ids, ordered counter-clockwise seen from outside.
        int[][] quads = {
            {0, 4, 6, 2}, // -X
            {1, 3, 7, 5}, // +X
            {0, 1, 5, 4}, // -Y
            {2, 6, 7, 3}, // +Y
            {0, 2, 3, 1}, // -Z
            {4, 5, 7, 6}, // +Z
        };
        int index = 0;
        for (int[] q : quads) {
            visitor.triangle(c[q[0]], c[q[1]], c[q[2]], index++);
            visitor.triangle(c[q[0]], c[q[2]], c[q[3]], index++);
        }
    }
}
