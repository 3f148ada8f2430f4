package org.jme3navmesh.jme;

import com.bulletphysics.collision.dispatch.CollisionObject;
import com.bulletphysics.collision.dispatch.CollisionWorld;
import com.bulletphysics.collision.shapes.CollisionShape;
import com.bulletphysics.collision.shapes.ConcaveShape;
import com.bulletphysics.collision.shapes.StaticPlaneShape;
import com.bulletphysics.linearmath.Transform;
import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.objects.PhysicsRigidBody;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import javax.vecmath.Vector3f;
import org.jme3navmesh.bake.BakeCancelledException;
import org.jme3navmesh.bake.BakeGrid;
import org.jme3navmesh.bake.SurfaceProbe;
import org.jme3navmesh.bake.SurfaceSamples;
import org.jme3navmesh.bake.SurfaceTag;

/**
 * The reference {@link SurfaceProbe}: one jbullet ray per cell centre, from above the scene's top
 * to below its bottom (a ray test checks a segment, not an infinite ray).
 *
 * <p>jbullet quirks handled here:
 * <ul>
 *   <li>{@code PhysicsSpace.rayTest} returns hits unsorted, and its callback returns each hit's
 *       fraction, which makes jbullet skip every later triangle of the same mesh that is farther
 *       away: it does not return every surface. This probe calls {@code DynamicsWorld.rayTest}
 *       with its own callback that keeps the full segment, then sorts by height.</li>
 *   <li>Mesh hit normals come back in the body's local space and unnormalised, and flipped to face
 *       the ray. They are rotated by the body's world basis and normalised; for mesh shapes the
 *       facing (up or down) is taken from the winding of the triangle hit.</li>
 *   <li>{@code PhysicsSpace.rayTest} shares scratch vectors, so it is not thread-safe. Calling
 *       {@code DynamicsWorld.rayTest} from several threads with separate vectors and callbacks
 *       fails too, and so does giving each thread its own copy of the world with deep-copied
 *       shapes: jbullet's mesh shapes lock their vertex data in shared fields and take their
 *       ray callbacks from a static, unsynchronised object pool ({@code NullPointerException}s
 *       in {@code ByteBufferVertexData} and {@code BvhTriangleMeshShape.performRaycast}). jbullet
 *       ray tests against mesh shapes must therefore run on one thread at a time in the whole
 *       JVM. This probe casts its rays on the calling thread only; the baker's fast probe
 *       ({@link org.jme3navmesh.bake.TriangleSurfaceProbe}) is the one that uses all cores.</li>
 * </ul>
 * A convex shape (box) reports only where the ray enters it, unlike {@link
 * org.jme3navmesh.bake.TriangleSurfaceProbe}, which also finds its underside. Static bodies only.
 */
public final class RaySurfaceProbe implements SurfaceProbe {
    private static final float MERGE_EPS = 1e-4f;

    private final PhysicsSpace space;
    private final Map<CollisionObject, float[]> windingNy = new IdentityHashMap<>();
    private final Map<CollisionObject, Integer> tagOf = new IdentityHashMap<>();
    private final Map<CollisionObject, Integer> bodyId = new IdentityHashMap<>();
    private final List<SurfaceTag> tags = new ArrayList<>();

    /**
     * A probe for the static bodies of a space.
     *
     * @param space the scene; not null, kept (not copied); only read, and only in this constructor and
     *              {@link #sample}
     * @throws IllegalArgumentException when a static body's navmesh tag is malformed ({@link NavTags#resolve})
     */
    public RaySurfaceProbe(PhysicsSpace space) {
        this.space = Objects.requireNonNull(space, "space");
        Map<SurfaceTag, Integer> tagIds = new HashMap<>();
        for (PhysicsRigidBody body : space.getRigidBodyList()) {
            if (body.getMass() != 0f) {
                continue;
            }
            CollisionObject co = body.getObjectId();
            bodyId.put(co, bodyId.size());
            SurfaceTag tag = NavTags.ofUserObject(body.getUserObject());
            tagOf.put(co, tagIds.computeIfAbsent(tag, t -> {
                tags.add(t);
                return tags.size() - 1;
            }));
            CollisionShape shape = co.getCollisionShape();
            if (shape instanceof ConcaveShape concave && !(shape instanceof StaticPlaneShape)) {
                windingNy.put(co, windingNormalY(concave, co.getWorldTransform(new Transform())));
            }
        }
    }

    /** The unit normal Y of each triangle of a mesh shape, by triangle index, from its winding. */
    private static float[] windingNormalY(ConcaveShape shape, Transform world) {
        float[][] out = {new float[64]};
        int[] max = {-1};
        Vector3f u = new Vector3f(), v = new Vector3f(), n = new Vector3f();
        PhysicsTriangles.visit(shape, world, null, (a, b, c, index) -> {
            u.sub(b, a);
            v.sub(c, a);
            n.cross(u, v);
            float len = n.length();
            if (index >= out[0].length) {
                out[0] = Arrays.copyOf(out[0], Math.max(index + 1, out[0].length * 2));
            }
            out[0][index] = len > 0f ? n.y / len : 0f;
            max[0] = Math.max(max[0], index);
        });
        return Arrays.copyOf(out[0], max[0] + 1);
    }

    @Override
    public SurfaceSamples sample(BakeGrid grid, BooleanSupplier cancelled) {
        Objects.requireNonNull(grid, "grid");
        Objects.requireNonNull(cancelled, "cancelled");
        Row[] rows = new Row[grid.cells().depth()];
        Collector hits = new Collector();
        for (int iz = 0; iz < rows.length; iz++) {
            if (cancelled.getAsBoolean()) {
                throw new BakeCancelledException("ray probe");
            }
            rows[iz] = sampleRow(grid, iz, hits);
        }
        return merge(grid, rows);
    }

    private SurfaceSamples merge(BakeGrid grid, Row[] rows) {
        int w = grid.cells().width();
        int total = 0;
        for (Row r : rows) {
            total += r.n;
        }
        int[] cellStart = new int[grid.cells().cellCount() + 1];
        float[] y = new float[total];
        float[] ny = new float[total];
        int[] tag = new int[total];
        int[] body = new int[total];
        int n = 0;
        for (int iz = 0; iz < rows.length; iz++) {
            Row r = rows[iz];
            for (int ix = 0; ix < w; ix++) {
                cellStart[ix + iz * w] = n + r.start[ix];
            }
            System.arraycopy(r.y, 0, y, n, r.n);
            System.arraycopy(r.ny, 0, ny, n, r.n);
            System.arraycopy(r.tag, 0, tag, n, r.n);
            System.arraycopy(r.body, 0, body, n, r.n);
            n += r.n;
        }
        cellStart[grid.cells().cellCount()] = n;
        return new SurfaceSamples(grid, cellStart, y, ny, null, tag, body, tags.toArray(new SurfaceTag[0]));
    }

    /** The hits of one row of cells. */
    private static final class Row {
        int n;
        int[] start;
        float[] y = new float[64];
        float[] ny = new float[64];
        int[] tag = new int[64];
        int[] body = new int[64];
    }

    private Row sampleRow(BakeGrid grid, int iz, Collector hits) {
        int w = grid.cells().width();
        float top = grid.maxY() + 1f, bottom = grid.minY() - 1f;
        Vector3f from = new Vector3f(), to = new Vector3f();
        Row row = new Row();
        row.start = new int[w];
        for (int ix = 0; ix < w; ix++) {
            row.start[ix] = row.n;
            from.set(grid.cells().centerX(ix), top, grid.cells().centerZ(iz));
            to.set(grid.cells().centerX(ix), bottom, grid.cells().centerZ(iz));
            hits.reset();
            space.getDynamicsWorld().rayTest(from, to, hits);
            hits.sortByHeight();
            int first = row.n;
            for (int k = 0; k < hits.n; k++) {
                int h = hits.order[k];
                float hy = top + hits.fraction[h] * (bottom - top);
                float hny = hits.normalY[h];
                boolean dup = false;
                for (int j = row.n - 1; j >= first && hy - row.y[j] <= MERGE_EPS; j--) {
                    if (hits.body[h] == hits.bodyOf(j - first) && (hny > 0f) == (row.ny[j] > 0f)) {
                        dup = true;
                        break;
                    }
                }
                if (dup) {
                    continue;
                }
                if (row.n == row.y.length) {
                    int cap = row.n * 2;
                    row.y = Arrays.copyOf(row.y, cap);
                    row.ny = Arrays.copyOf(row.ny, cap);
                    row.tag = Arrays.copyOf(row.tag, cap);
                    row.body = Arrays.copyOf(row.body, cap);
                }
                row.y[row.n] = hy;
                row.ny[row.n] = hny;
                row.tag[row.n] = hits.tag[h];
                row.body[row.n] = bodyId.get(hits.body[h]);
                hits.kept(row.n - first, hits.body[h]);
                row.n++;
            }
        }
        return row;
    }

    /** Keeps every hit along the whole segment (returns the unchanged closest fraction). */
    private final class Collector extends CollisionWorld.RayResultCallback {
        int n;
        float[] fraction = new float[16];
        float[] normalY = new float[16];
        int[] tag = new int[16];
        CollisionObject[] body = new CollisionObject[16];
        Integer[] order = new Integer[16];
        CollisionObject[] keptBody = new CollisionObject[16];
        private final Transform tmp = new Transform();
        private final Vector3f nrm = new Vector3f();

        void reset() {
            n = 0;
            closestHitFraction = 1f;
            collisionObject = null;
        }

        @Override
        public float addSingleResult(CollisionWorld.LocalRayResult r, boolean normalInWorldSpace) {
            if (n == fraction.length) {
                int cap = n * 2;
                fraction = Arrays.copyOf(fraction, cap);
                normalY = Arrays.copyOf(normalY, cap);
                tag = Arrays.copyOf(tag, cap);
                body = Arrays.copyOf(body, cap);
                order = Arrays.copyOf(order, cap);
                keptBody = Arrays.copyOf(keptBody, cap);
            }
            CollisionObject co = r.collisionObject;
            nrm.set(r.hitNormalLocal);
            if (!normalInWorldSpace) {
                co.getWorldTransform(tmp).basis.transform(nrm);
            }
            float len = nrm.length();
            float up = len > 0f ? Math.abs(nrm.y / len) : 0f;
            float[] winding = windingNy.get(co);
            float sign = 1f;
            if (winding != null && r.localShapeInfo != null) {
                int idx = r.localShapeInfo.triangleIndex;
                if (idx >= 0 && idx < winding.length && winding[idx] < 0f) {
                    sign = -1f;
                }
            }
            Integer t = tagOf.get(co);
            if (t == null) {
                return closestHitFraction; // not a static body: ignore
            }
            fraction[n] = r.hitFraction;
            normalY[n] = sign * up;
            tag[n] = t;
            body[n] = co;
            n++;
            return closestHitFraction;
        }

        void sortByHeight() {
            for (int i = 0; i < n; i++) {
                order[i] = i;
            }
            // Lower first; at one height an upward-facing surface first (as the triangle probe does).
            Arrays.sort(order, 0, n, (a, b) -> {
                int c = Float.compare(fraction[b], fraction[a]);
                if (c != 0) {
                    return c;
                }
                return Boolean.compare(normalY[b] > 0f, normalY[a] > 0f);
            });
        }

        void kept(int k, CollisionObject co) {
            keptBody[k] = co;
        }

        CollisionObject bodyOf(int k) {
            return keptBody[k];
        }
    }
}
