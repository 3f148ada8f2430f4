package org.jme3navmesh.jme;

import com.bulletphysics.collision.shapes.BoxShape;
import com.bulletphysics.collision.shapes.CollisionShape;
import com.bulletphysics.collision.shapes.CompoundShape;
import com.bulletphysics.collision.shapes.CompoundShapeChild;
import com.bulletphysics.collision.shapes.ConcaveShape;
import com.bulletphysics.collision.shapes.ConvexShape;
import com.bulletphysics.collision.shapes.ShapeHull;
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

    /**
     * The triangles of all static bodies.
     *
     * @param space not null; not modified
     * @return the triangle soup, empty when the space has no static geometry
     * @throws IllegalArgumentException for a shape that cannot be baked (an infinite plane)
     */
    public static SceneTriangles extract(PhysicsSpace space) {
        Objects.requireNonNull(space, "space");
        SceneTriangles.Builder out = new SceneTriangles.Builder();
        for (PhysicsRigidBody body : space.getRigidBodyList()) {
            if (body.getMass() != 0f) {
                continue;
            }
            SurfaceTag tag = NavTags.ofUserObject(body.getUserObject());
            out.beginBody(tag);
            Transform world = body.getObjectId().getWorldTransform(new Transform());
            addShape(out, body.getCollisionShape().getCShape(), world);
        }
        return out.build();
    }

    static void addShape(SceneTriangles.Builder out, CollisionShape shape, Transform world) {
        if (shape instanceof CompoundShape compound) {
            ObjectArrayList<CompoundShapeChild> children = compound.getChildList();
            for (int i = 0; i < children.size(); i++) {
                CompoundShapeChild child = children.getQuick(i);
                Transform t = new Transform(world);
                t.mul(child.transform);
                addShape(out, child.childShape, t);
            }
        } else if (shape instanceof ConcaveShape concave) {
            if (shape instanceof com.bulletphysics.collision.shapes.StaticPlaneShape) {
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
                    out.add(a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
                }
            }, small, big);
        } else if (shape instanceof BoxShape box) {
            Vector3f h = box.getHalfExtentsWithMargin(new Vector3f());
            addBox(out, world, h);
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
                out.add(a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
            }
        } else {
            throw new IllegalArgumentException("cannot bake a " + shape.getName() + " collision shape");
        }
    }

    /** The 12 faces of a box of half extents h, counter-clockwise seen from outside. */
    static void addBox(SceneTriangles.Builder out, Transform world, Vector3f h) {
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
        for (int[] q : quads) {
            tri(out, c[q[0]], c[q[1]], c[q[2]]);
            tri(out, c[q[0]], c[q[2]], c[q[3]]);
        }
    }

    private static void tri(SceneTriangles.Builder out, Vector3f a, Vector3f b, Vector3f c) {
        out.add(a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
    }
}
