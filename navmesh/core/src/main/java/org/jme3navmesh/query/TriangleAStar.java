package org.jme3navmesh.query;

import java.util.Arrays;
import org.jme3navmesh.mesh.NavMesh;

/**
 * A* over triangle adjacency for filters whose areas cost differently. Node records live in
 * preallocated arrays stamped with a search id (no clearing between searches, no per-node
 * objects); the open list is an {@link IndexedHeap} with decrease-key (gdx-ai
 * IndexedAStarPathFinder style). Not thread-safe (owned by one {@link NavMeshQuery}).
 */
final class TriangleAStar {
    private final QueryContext ctx;
    private final NavMesh mesh;
    private final MeshTopology topo;
    private final int[] stamp;
    private final float[] nodeG;
    private final float[] nodeF;
    private final float[] entryX;
    private final float[] entryY;
    private final float[] entryZ;
    private final int[] parent;
    private final IndexedHeap open;
    private int searchId;

    TriangleAStar(QueryContext ctx) {
        this.ctx = ctx;
        this.mesh = ctx.mesh;
        this.topo = ctx.topo;
        int n = ctx.triCount;
        stamp = new int[n];
        nodeG = new float[n];
        nodeF = new float[n];
        entryX = new float[n];
        entryY = new float[n];
        entryZ = new float[n];
        parent = new int[n];
        open = IndexedHeap.withDecreaseKey(n);
    }

    /** True when the last search reached triangle t. */
    boolean reached(int t) {
        return stamp[t] == searchId;
    }

    private void nextSearchId() {
        if (++searchId == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            searchId = 1;
        }
    }

    /**
     * A* over triangle adjacency. A node is a triangle; its g-cost is the cost of the polyline
     * through the entry points on the portals crossed (each the point of the portal on the shortest
     * way from the previous entry point towards the goal), every metre weighted by the cost of the
     * area it crosses. h is the straight 3D distance to the goal times the cheapest area cost
     * (admissible).
     */
    boolean search(int st, float sx, float sy, float sz, int gt, float gx, float gy, float gz, boolean pruneDeadEnds,
                   PathResult out) {
        nextSearchId();
        open.clear();
        int goalEcc = topo.ecc(gt);
        stamp[st] = searchId;
        nodeG[st] = 0f;
        nodeF[st] = NavMeshQuery.dist(sx, sy, sz, gx, gy, gz) * ctx.minCost;
        entryX[st] = sx;
        entryY[st] = sy;
        entryZ[st] = sz;
        parent[st] = -1;
        open.push(st, nodeF[st]);
        int expanded = 0;
        while (!open.isEmpty()) {
            int cur = open.pop();
            if (cur == gt) {
                out.expanded += expanded;
                int n = 0;
                for (int t = gt; t >= 0; t = parent[t]) {
                    n++;
                }
                out.ensureCorridor(n);
                out.corridorSize = n;
                for (int t = gt, i = n - 1; t >= 0; t = parent[t], i--) {
                    out.corridor[i] = t;
                }
                return true;
            }
            expanded++;
            float ex = entryX[cur], ey = entryY[cur], ez = entryZ[cur];
            float curCost = ctx.areaCost[mesh.area(cur)];
            for (int e = 0; e < 3; e++) {
                int nb = mesh.neighbour(cur, e);
                if (nb < 0 || nb == parent[cur] || !ctx.filter.passable(mesh, nb)
                        || (pruneDeadEnds && !topo.mayCross(3 * cur + e, goalEcc))
                        || (ctx.agentExtra > 0f && !ctx.agent.mayCross(cur, parent[cur], e))) {
                    continue;
                }
                int va = mesh.vertex(cur, e), vb = mesh.vertex(cur, e == 2 ? 0 : e + 1);
                float ax = mesh.vertexX(va), ay = mesh.vertexY(va), az = mesh.vertexZ(va);
                float bx = mesh.vertexX(vb), by = mesh.vertexY(vb), bz = mesh.vertexZ(vb);
                float t = GeometryXZ.throughT(ex, ez, ax, az, bx, bz, gx, gz);
                float px = ax + t * (bx - ax), py = ay + t * (by - ay), pz = az + t * (bz - az);
                float ng = nodeG[cur] + NavMeshQuery.dist(ex, ey, ez, px, py, pz) * curCost;
                float h;
                if (nb == gt) {
                    ng += NavMeshQuery.dist(px, py, pz, gx, gy, gz) * ctx.areaCost[mesh.area(gt)];
                    h = 0f;
                } else {
                    h = NavMeshQuery.dist(px, py, pz, gx, gy, gz) * ctx.minCost;
                }
                boolean seen = stamp[nb] == searchId;
                if (seen && !(ng < nodeG[nb] - 1e-6f)) {
                    continue;
                }
                stamp[nb] = searchId;
                nodeG[nb] = ng;
                nodeF[nb] = ng + h;
                entryX[nb] = px;
                entryY[nb] = py;
                entryZ[nb] = pz;
                parent[nb] = cur;
                if (seen && open.contains(nb)) {
                    open.decrease(nb, nodeF[nb]);
                } else {
                    open.push(nb, nodeF[nb]);
                }
            }
        }
        out.expanded += expanded;
        return false;
    }
}
