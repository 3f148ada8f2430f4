package org.jme3navmesh.query;

import java.util.Arrays;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.OffMeshLinks;

/**
 * Paths across off-mesh links: a search over the start, the goal and the ends of the links, in which walking
 * from one point to another costs the length of the on-mesh path between them (the query's own routing, funnel
 * included) and crossing a link from an end it may be entered by costs {@link OffMeshLinks#traversalCost}. Walks
 * are routed lazily: a walk is first queued at its straight-line lower bound and routed only when that bound comes
 * first, so links far from the way are never routed to. Every cost is at least the straight 3D distance it spans,
 * so the straight distance to the goal is an admissible heuristic and the route found is the cheapest in this
 * graph. When no chain of usable links joins the start's connected component to the goal's, no search runs.
 *
 * <p>The path then breaks at each link: the walk to the link's entry, the link (from its entry waypoint to its exit
 * waypoint), the walk on. {@link PathResult} marks the entry of each link crossed. Across a link the corridor jumps
 * from the entry's triangle to the exit's, and the portal between them is the exit point (zero width).
 *
 * <p>A {@link NavMeshQuery} builds one only for a mesh with links; it keeps its scratch, so after the first
 * queries it allocates nothing. Not thread-safe.
 */
final class LinkRouter {
    /** Routes an on-mesh walk between two located points into a result; false when there is none. */
    interface Walk {
        boolean route(int st, float sx, float sy, float sz, int gt, float gx, float gy, float gz, PathResult out);
    }

    private static final byte TENTATIVE = 0;
    private static final byte WALKED = 1;
    private static final byte LINKED = 2;
    private static final int START = 0;
    private static final int GOAL = 1;

    private final NavMesh mesh;
    private final OffMeshLinks links;
    private final QueryContext ctx;
    private final Walk walk;
    private final PathResult scratch = new PathResult();
    private final IndexedHeap heap = IndexedHeap.growable(64);

    // nodes: 0 start, 1 goal, 2 + 2 * link + end
    private final float[] nx, ny, nz;
    private final int[] ntri;
    private final int[] pred;
    private final byte[] predVia;
    private final boolean[] settled;
    /** Whether each link end may be entered under the current filter (refreshed per search). */
    private final boolean[] entry;
    private int[] order;
    /** Breadth-first scratch over connected components ({@link #componentsLinked}). */
    private final int[] compQueue;
    private final int[] compSeen;
    private int compStamp;

    // heap entries
    private float[] eg = new float[64];
    private int[] enode = new int[64];
    private int[] efrom = new int[64];
    private byte[] etype = new byte[64];
    private int entries;

    LinkRouter(QueryContext ctx, Walk walk) {
        this.ctx = ctx;
        this.mesh = ctx.mesh;
        this.links = mesh.links();
        this.walk = walk;
        int n = 2 + 2 * links.count();
        nx = new float[n];
        ny = new float[n];
        nz = new float[n];
        ntri = new int[n];
        pred = new int[n];
        predVia = new byte[n];
        settled = new boolean[n];
        entry = new boolean[n];
        order = new int[2 * n];
        compQueue = new int[mesh.componentIdBound()];
        compSeen = new int[mesh.componentIdBound()];
        for (int l = 0; l < links.count(); l++) {
            for (int e = 0; e < 2; e++) {
                int v = 2 + 2 * l + e;
                nx[v] = links.x(l, e);
                ny[v] = links.y(l, e);
                nz[v] = links.z(l, e);
                ntri[v] = links.triangle(l, e);
            }
        }
    }

    /**
     * Finds the cheapest way from the start to the goal over walks and links; on success writes the path into out
     * (its goal fields kept) with status FOUND.
     *
     * @return false when no way reaches the goal (out's path fields then undefined but cleared of links)
     */
    boolean path(int st, float sx, float sy, float sz, int gt, float gx, float gy, float gz, PathResult out) {
        setNode(START, st, sx, sy, sz);
        setNode(GOAL, gt, gx, gy, gz);
        QueryFilter f = ctx.filter;
        for (int l = 0; l < links.count(); l++) {
            // Usability first: a covered link's end may lie on no triangle.
            boolean from0 = links.usableFrom(l, 0), from1 = links.usableFrom(l, 1);
            boolean ok = (from0 || from1) && f.admitsLink(links.link(l).flags())
                    && f.passable(mesh, links.triangle(l, 0)) && f.passable(mesh, links.triangle(l, 1));
            entry[2 + 2 * l] = ok && from0;
            entry[3 + 2 * l] = ok && from1;
        }
        out.linkCount = 0;
        out.links = null;
        if (!componentsLinked(mesh.component(st), mesh.component(gt))) {
            return false; // no chain of usable links joins them: the ordinary query answers (a partial path)
        }
        Arrays.fill(settled, false);
        heap.clear();
        entries = 0;
        int expanded = 0;
        push(START, 0f, -1, WALKED, 0f);
        boolean found = false;
        while (!heap.isEmpty()) {
            int k = heap.pop();
            int v = enode[k];
            if (settled[v]) {
                continue;
            }
            if (etype[k] == TENTATIVE) {
                int u = efrom[k];
                boolean ok = walk.route(ntri[u], nx[u], ny[u], nz[u], ntri[v], nx[v], ny[v], nz[v], scratch);
                expanded += scratch.expanded;
                if (ok) {
                    push(v, eg[k] + scratch.length, u, WALKED, h(v));
                }
                continue;
            }
            settled[v] = true;
            pred[v] = efrom[k];
            predVia[v] = etype[k];
            if (v == GOAL) {
                found = true;
                break;
            }
            float g = eg[k];
            if (v >= 2 && entry[v]) {
                int l = (v - 2) >> 1, other = v ^ 1;
                if (!settled[other]) {
                    push(other, g + links.traversalCost(l), v, LINKED, h(other));
                }
            }
            int comp = mesh.component(ntri[v]);
            for (int w = 1; w < nx.length; w++) {
                if ((w == GOAL || entry[w]) && w != v && !settled[w] && mesh.component(ntri[w]) == comp) {
                    push(w, g, v, TENTATIVE, dist(v, w) + h(w));
                }
            }
        }
        if (!found) {
            return false;
        }
        assemble(out);
        out.expanded = expanded;
        return true;
    }

    /**
     * True when component to can be reached from component from by walking and crossing usable links (ignoring
     * whether the filter lets the walks through), so that a search that cannot succeed is never started.
     */
    private boolean componentsLinked(int from, int to) {
        if (from == to) {
            return true;
        }
        int stamp = ++compStamp;
        int head = 0, tail = 0;
        compQueue[tail++] = from;
        compSeen[from] = stamp;
        while (head < tail) {
            int c = compQueue[head++];
            for (int v = 2; v < nx.length; v++) {
                if (!entry[v] || mesh.component(ntri[v]) != c) {
                    continue;
                }
                int d = mesh.component(ntri[v ^ 1]);
                if (d == to) {
                    return true;
                }
                if (compSeen[d] != stamp) {
                    compSeen[d] = stamp;
                    compQueue[tail++] = d;
                }
            }
        }
        return false;
    }

    private void setNode(int v, int t, float x, float y, float z) {
        nx[v] = x;
        ny[v] = y;
        nz[v] = z;
        ntri[v] = t;
    }

    private float h(int v) {
        return dist(v, GOAL);
    }

    private float dist(int a, int b) {
        float dx = nx[b] - nx[a], dy = ny[b] - ny[a], dz = nz[b] - nz[a];
        return (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    /** Queues node v reached at cost g (TENTATIVE: g is the cost of its predecessor), ordered by g + rest. */
    private void push(int v, float g, int from, byte type, float rest) {
        if (entries == eg.length) {
            int n = 2 * entries;
            eg = Arrays.copyOf(eg, n);
            enode = Arrays.copyOf(enode, n);
            efrom = Arrays.copyOf(efrom, n);
            etype = Arrays.copyOf(etype, n);
        }
        eg[entries] = g;
        enode[entries] = v;
        efrom[entries] = from;
        etype[entries] = type;
        heap.push(entries++, (double) g + rest);
    }

    /** Writes the settled route to the goal into out: walks routed again and joined, links marked. */
    private void assemble(PathResult out) {
        int n = 0;
        for (int v = GOAL; v >= 0; v = pred[v]) {
            order[n++] = v;
        }
        out.corridorSize = 0;
        out.corridorPolys = null;
        out.waypointCount = 0;
        out.length = 0f;
        out.links = links;
        boolean lastWalked = false;
        int boundaries = 0;
        for (int k = n - 1; k > 0; k--) {
            int u = order[k], v = order[k - 1];
            if (predVia[v] == LINKED) {
                int l = (u - 2) >> 1;
                out.ensureLinkSteps(out.waypointCount);
                out.linkSteps[out.waypointCount - 1] = 2 * l + (u & 1);
                out.linkCount++;
                out.length += links.length(l);
                lastWalked = false;
                continue;
            }
            if (!walk.route(ntri[u], nx[u], ny[u], nz[u], ntri[v], nx[v], ny[v], nz[v], scratch)) {
                throw new IllegalStateException("internal error: a walk the link search routed does not route again");
            }
            if (k < n - 1 && !lastWalked) {
                order[n + boundaries++] = out.corridorSize - 1; // the corridor crosses a link after this position
            }
            append(scratch, lastWalked ? 1 : 0, out);
            out.length += scratch.length;
            lastWalked = true;
        }
        portals(out, n, boundaries);
    }

    /** Appends r's corridor and waypoints to out, skipping r's first triangle and waypoint when skip is 1. */
    private static void append(PathResult r, int skip, PathResult out) {
        r.corridorReady();
        int c = r.corridorSize - skip;
        out.ensureCorridor(out.corridorSize + c);
        System.arraycopy(r.corridor, skip, out.corridor, out.corridorSize, c);
        out.corridorSize += c;
        int w = r.waypointCount - skip;
        out.ensureWaypoints(out.waypointCount + w);
        out.ensureLinkSteps(out.waypointCount + w);
        System.arraycopy(r.waypoints, 3 * skip, out.waypoints, 3 * out.waypointCount, 3 * w);
        System.arraycopy(r.waypointTris, skip, out.waypointTris, out.waypointCount, w);
        Arrays.fill(out.linkSteps, out.waypointCount, out.waypointCount + w, -1);
        out.waypointCount += w;
    }

    /** Writes out's portals now: shared edges, and the exit point (zero width) across each link. */
    private void portals(PathResult out, int n, int boundaries) {
        int np = Math.max(0, out.corridorSize - 1);
        out.ensurePortals(np);
        int b = 0;
        int entryWp = -1;
        for (int i = 0; i < np; i++) {
            if (b < boundaries && order[n + b] == i) {
                b++;
                do {
                    entryWp++;
                } while (out.linkSteps[entryWp] < 0);
                int w = entryWp + 1;
                for (int k = 0; k < 2; k++) {
                    System.arraycopy(out.waypoints, 3 * w, out.portals, 6 * i + 3 * k, 3);
                }
            } else {
                CorridorPortals.write(mesh, out.corridor[i], out.corridor[i + 1], out.portals, i);
            }
        }
        out.portalCount = np;
        out.portalMesh = null;
    }
}
