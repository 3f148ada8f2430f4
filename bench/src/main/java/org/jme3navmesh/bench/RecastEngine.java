package org.jme3navmesh.bench;

import org.jme3navmesh.testkit.ObjMesh;
import java.util.List;
import java.util.Objects;
import org.recast4j.detour.DefaultQueryFilter;
import org.recast4j.detour.FindNearestPolyResult;
import org.recast4j.detour.FindRandomPointResult;
import org.recast4j.detour.MeshData;
import org.recast4j.detour.NavMesh;
import org.recast4j.detour.NavMeshBuilder;
import org.recast4j.detour.NavMeshDataCreateParams;
import org.recast4j.detour.NavMeshQuery;
import org.recast4j.detour.QueryFilter;
import org.recast4j.detour.Result;
import org.recast4j.detour.StraightPathItem;
import org.recast4j.recast.PolyMesh;
import org.recast4j.recast.PolyMeshDetail;
import org.recast4j.recast.RecastBuilder;
import org.recast4j.recast.RecastBuilderConfig;
import org.recast4j.recast.RecastConfig;
import org.recast4j.recast.RecastConstants;
import org.recast4j.recast.geom.SimpleInputGeomProvider;

/**
 * The recast4j 1.5.5 side of the comparison: a single-tile Recast bake followed by the Detour
 * mesh, and the Detour query (findNearestPoly x2, findPath, findStraightPath).
 *
 * <p>Not thread-safe (one {@link NavMeshQuery} per instance).
 */
public final class RecastEngine {
    /** Area id given to walkable polygons. */
    public static final int WALKABLE_AREA = 1;
    /** Largest number of straight-path corners asked for. */
    public static final int MAX_STRAIGHT_PATH = 2048;

    /** A finished bake. */
    public record Baked(PolyMesh polyMesh, PolyMeshDetail detail, NavMesh navMesh, long bakeNanos) {
        /** Number of polygons. */
        public int polygons() { return polyMesh.npolys; }

        /** Triangles the polygons amount to: a polygon of n vertices counts n - 2. */
        public int triangles() {
            int sum = 0;
            for (int p = 0; p < polyMesh.npolys; p++) {
                sum += polygonVertexCount(polyMesh, p) - 2;
            }
            return sum;
        }
    }

    private RecastEngine() {
    }

    /**
     * The Recast polygon mesh as a triangle {@link org.jme3navmesh.mesh.NavMesh} (world space,
     * polygon vertex heights, every convex polygon split into non-degenerate triangles, CCW from
     * above), so the same XZ analysis (e.g. {@link org.jme3navmesh.testkit.ShortestPathOracle}) runs on both engines' meshes.
     */
    public static org.jme3navmesh.mesh.NavMesh toTriangleMesh(PolyMesh pm) {
        org.jme3navmesh.mesh.NavMeshBuilder b = new org.jme3navmesh.mesh.NavMeshBuilder();
        for (int v = 0; v < pm.nverts; v++) {
            b.addVertex(pm.bmin[0] + pm.verts[3 * v] * pm.cs, pm.bmin[1] + pm.verts[3 * v + 1] * pm.ch,
                    pm.bmin[2] + pm.verts[3 * v + 2] * pm.cs);
        }
        int[] ring = new int[pm.nvp];
        for (int p = 0; p < pm.npolys; p++) {
            int n = polygonVertexCount(pm, p);
            for (int k = 0; k < n; k++) {
                ring[k] = pm.polys[p * 2 * pm.nvp + k];
            }
            if (signedArea2(pm, ring, n) < 0) {
                for (int i = 0, j = n - 1; i < j; i++, j--) {
                    int tmp = ring[i];
                    ring[i] = ring[j];
                    ring[j] = tmp;
                }
            }
            // clip ears of positive area (convex polygon, possibly with collinear vertices)
            while (n > 3) {
                int ear = -1;
                for (int i = 0; i < n && ear < 0; i++) {
                    if (area2(pm, ring[(i + n - 1) % n], ring[i], ring[(i + 1) % n]) > 0) {
                        ear = i;
                    }
                }
                if (ear < 0) {
                    break; // degenerate polygon: nothing with area left
                }
                b.addTriangle(ring[(ear + n - 1) % n], ring[ear], ring[(ear + 1) % n], 0, 0f);
                System.arraycopy(ring, ear + 1, ring, ear, n - ear - 1);
                n--;
            }
            if (n == 3 && area2(pm, ring[0], ring[1], ring[2]) > 0) {
                b.addTriangle(ring[0], ring[1], ring[2], 0, 0f);
            }
        }
        return b.build();
    }

    /** Twice the XZ area (org.jme3navmesh.mesh.Geometry#area2 convention: positive = CCW from above) in voxel units. */
    private static long area2(PolyMesh pm, int a, int b, int c) {
        long ax = pm.verts[3 * a], az = pm.verts[3 * a + 2];
        long bx = pm.verts[3 * b], bz = pm.verts[3 * b + 2];
        long cx = pm.verts[3 * c], cz = pm.verts[3 * c + 2];
        return (bz - az) * (cx - ax) - (bx - ax) * (cz - az);
    }

    private static long signedArea2(PolyMesh pm, int[] ring, int n) {
        long s = 0;
        for (int i = 1; i + 1 < n; i++) {
            s += area2(pm, ring[0], ring[i], ring[i + 1]);
        }
        return s;
    }

    /** Number of vertices of polygon p of a Recast poly mesh. */
    public static int polygonVertexCount(PolyMesh pm, int p) {
        int n = 0;
        for (int k = 0; k < pm.nvp; k++) {
            if (pm.polys[p * 2 * pm.nvp + k] == RecastConstants.RC_MESH_NULL_IDX) {
                break;
            }
            n++;
        }
        return n;
    }

    /** Geometry input for Recast: a copy of the soup (recast4j keeps references to the arrays). */
    public static SimpleInputGeomProvider input(ObjMesh scene) {
        return new SimpleInputGeomProvider(scene.verts().clone(), scene.tris().clone());
    }

    /**
     * Bakes a single-tile Recast poly mesh + detail mesh and builds the Detour navmesh from it.
     * The returned time covers RecastBuilder.build, createNavMeshData and the NavMesh constructor;
     * not the input provider (built by the caller, see {@link #input}).
     */
    public static Baked bake(SimpleInputGeomProvider geom, AgentParams params) {
        Objects.requireNonNull(geom, "geom");
        RecastConfig cfg = params.recastConfig();
        long t0 = System.nanoTime();
        RecastBuilderConfig bcfg = new RecastBuilderConfig(cfg, geom.getMeshBoundsMin(), geom.getMeshBoundsMax());
        RecastBuilder.RecastBuilderResult r = new RecastBuilder().build(geom, bcfg);
        PolyMesh pm = r.getMesh();
        for (int i = 0; i < pm.npolys; i++) {
            pm.flags[i] = 1;
        }
        PolyMeshDetail dm = r.getMeshDetail();
        NavMeshDataCreateParams p = new NavMeshDataCreateParams();
        p.verts = pm.verts;
        p.vertCount = pm.nverts;
        p.polys = pm.polys;
        p.polyAreas = pm.areas;
        p.polyFlags = pm.flags;
        p.polyCount = pm.npolys;
        p.nvp = pm.nvp;
        p.detailMeshes = dm.meshes;
        p.detailVerts = dm.verts;
        p.detailVertsCount = dm.nverts;
        p.detailTris = dm.tris;
        p.detailTriCount = dm.ntris;
        p.walkableHeight = params.agentHeight();
        p.walkableRadius = params.agentRadius();
        p.walkableClimb = params.maxClimb();
        p.bmin = pm.bmin;
        p.bmax = pm.bmax;
        p.cs = cfg.cs;
        p.ch = cfg.ch;
        p.buildBvTree = true;
        MeshData md = NavMeshBuilder.createNavMeshData(p);
        NavMesh nav = new NavMesh(md, pm.nvp, 0);
        long t1 = System.nanoTime();
        return new Baked(pm, dm, nav, t1 - t0);
    }

    /**
     * Random query end points: {@code 2 * count} points from Detour's findRandomPoint with a
     * fixed seed (area-weighted over polygons, uniform inside a polygon), as x, y, z triples.
     */
    public static float[] randomPoints(NavMesh nav, int count, long seed) {
        NavMeshQuery q = new NavMeshQuery(nav);
        QueryFilter f = new DefaultQueryFilter();
        NavMeshQuery.FRand rand = new NavMeshQuery.FRand(seed);
        float[] out = new float[6 * count];
        for (int i = 0; i < 2 * count; i++) {
            Result<FindRandomPointResult> r = q.findRandomPoint(f, rand);
            if (!r.succeeded() || r.result == null) {
                throw new IllegalStateException("findRandomPoint failed: " + r.status);
            }
            float[] pt = r.result.getRandomPt();
            System.arraycopy(pt, 0, out, 3 * i, 3);
        }
        return out;
    }

    /** One Detour query engine (findNearestPoly x2 + findPath + findStraightPath). */
    public static final class Query implements PathEngine {
        private final NavMeshQuery query;
        private final QueryFilter filter = new DefaultQueryFilter();
        private final float[] ext;
        private final float[] start = new float[3];
        private final float[] goal = new float[3];
        private List<StraightPathItem> lastPath;
        private int lastStatus = PathRecord.FAILED;
        private int lastCorridor;

        /**
         * @param halfExtents nearest-poly search box half extents x, y, z, metres; not modified
         */
        public Query(NavMesh nav, float[] halfExtents) {
            this.query = new NavMeshQuery(nav);
            this.ext = halfExtents.clone();
        }

        @Override
        public String name() { return "recast4j"; }

        @Override
        public int query(float sx, float sy, float sz, float gx, float gy, float gz) {
            lastPath = null;
            lastCorridor = 0;
            start[0] = sx; start[1] = sy; start[2] = sz;
            goal[0] = gx; goal[1] = gy; goal[2] = gz;
            Result<FindNearestPolyResult> a = query.findNearestPoly(start, ext, filter);
            Result<FindNearestPolyResult> b = query.findNearestPoly(goal, ext, filter);
            if (a.failed() || a.result.getNearestRef() == 0) {
                return lastStatus = PathRecord.START_OFF_MESH;
            }
            if (b.failed() || b.result.getNearestRef() == 0) {
                return lastStatus = PathRecord.FAILED;
            }
            long sref = a.result.getNearestRef();
            long gref = b.result.getNearestRef();
            float[] sp = a.result.getNearestPos();
            float[] gp = b.result.getNearestPos();
            Result<List<Long>> path = query.findPath(sref, gref, sp, gp, filter);
            if (path.failed() || path.result == null || path.result.isEmpty()) {
                return lastStatus = PathRecord.FAILED;
            }
            List<Long> corridor = path.result;
            boolean complete = corridor.get(corridor.size() - 1) == gref;
            Result<List<StraightPathItem>> straight = query.findStraightPath(sp, gp, corridor, MAX_STRAIGHT_PATH, 0);
            if (straight.failed() || straight.result == null || straight.result.isEmpty()) {
                return lastStatus = PathRecord.FAILED;
            }
            lastPath = straight.result;
            lastCorridor = corridor.size();
            return lastStatus = complete ? PathRecord.FOUND : PathRecord.PARTIAL;
        }

        @Override
        public void export(PathRecord out) {
            out.clear();
            if (lastPath != null) {
                for (StraightPathItem it : lastPath) {
                    float[] p = it.getPos();
                    out.add(p[0], p[1], p[2]);
                }
                out.corridor = lastCorridor;
            }
            out.setStatus(lastStatus);
        }
    }
}
