package org.jme3navmesh.testkit;

import java.util.Arrays;
import java.util.Objects;

/**
 * The true shortest path on a walkable surface, measured in the XZ plane (lengths ignore
 * height), by a reduced visibility graph: its nodes are the reflex corners of the mesh boundary (walkable angle
 * over 180 degrees, the only places a shortest path can bend), its edges the corner pairs that see
 * each other (the segment stays on the mesh, see {@link SegmentWalker}) and are tangent at both
 * ends. A query links start and goal to the corners they see and runs A*.
 *
 * <p>Multi-layer meshes work too: corners are mesh vertices, which belong to one layer, and
 * visibility walks the surface by adjacency from the layer it starts on (a corner on a bridge
 * deck does not see one on the road under it, nor does a point on the road see the deck above).
 *
 * <p>Independent of the library by design: its own segment walk, its own A* and heap, over the
 * surface's arrays only, so a bug in the query code cannot hide in the reference.
 *
 * <p>Building the graph costs O(R^2) segment walks for R reflex corners. Queries are read-only:
 * thread-safe as long as each thread uses its own {@link Search}.
 */
public final class ShortestPathOracle {
    private final WalkableSurface mesh;
    private final SegmentWalker walker;
    private final int[] nodeVertex;   // node -> mesh vertex
    private final int[] nodeSector;   // node -> sector of the vertex (see SegmentWalker#sector)
    private final int[] prevB;        // node -> previous boundary vertex
    private final int[] nextB;        // node -> next boundary vertex
    private final int[] adjStart;
    private final int[] adj;
    private final float[] adjLen;
    private final double tol;

    /**
     * Builds the visibility graph of the surface's reflex boundary corners.
     *
     * @param mesh the surface; not null, unaffected (kept by reference; immutable)
     */
    public ShortestPathOracle(WalkableSurface mesh) {
        this(new SegmentWalker(mesh));
    }

    /**
     * Builds the visibility graph, reusing a walker.
     *
     * @param walker the walker of the surface; not null, unaffected (kept by reference; immutable)
     */
    public ShortestPathOracle(SegmentWalker walker) {
        this.walker = Objects.requireNonNull(walker, "walker");
        this.mesh = walker.mesh();
        this.tol = walker.tolerance();
        // Nodes: (vertex, sector) pairs whose walkable angle exceeds 180 degrees. A sector is a run
        // of triangles around the vertex joined by edges; it has one boundary edge leaving the
        // vertex (to nextB, mesh on its left) and one arriving (from prevB) unless it is interior.
        IntList nv = new IntList(), ns = new IntList(), np = new IntList(), nn = new IntList();
        double[] angle = new double[8];
        int[] next = new int[8], prev = new int[8];
        for (int v = 0; v < mesh.vertexCount(); v++) {
            int sectors = walker.sectorCount(v);
            if (angle.length < sectors) {
                angle = new double[sectors];
                next = new int[sectors];
                prev = new int[sectors];
            }
            Arrays.fill(angle, 0, sectors, 0.0);
            Arrays.fill(next, 0, sectors, -1);
            Arrays.fill(prev, 0, sectors, -1);
            for (int i = walker.fanBegin(v); i < walker.fanEnd(v); i++) {
                int t = walker.fanTriangle(i), k = walker.fanCorner(i), sec = walker.fanSector(i);
                int a = mesh.vertex(t, (k + 1) % 3), b = mesh.vertex(t, (k + 2) % 3);
                double ax = mesh.vertexX(a) - mesh.vertexX(v), az = mesh.vertexZ(a) - mesh.vertexZ(v);
                double bx = mesh.vertexX(b) - mesh.vertexX(v), bz = mesh.vertexZ(b) - mesh.vertexZ(v);
                angle[sec] += Math.abs(Math.atan2(ax * bz - az * bx, ax * bx + az * bz));
                if (mesh.neighbour(t, k) < 0) {
                    next[sec] = a;
                }
                if (mesh.neighbour(t, (k + 2) % 3) < 0) {
                    prev[sec] = b;
                }
            }
            for (int sec = 0; sec < sectors; sec++) {
                if (next[sec] >= 0 && prev[sec] >= 0 && angle[sec] > Math.PI + 1e-6) {
                    nv.add(v);
                    ns.add(sec);
                    np.add(prev[sec]);
                    nn.add(next[sec]);
                }
            }
        }
        int n = nv.size;
        nodeVertex = Arrays.copyOf(nv.data, n);
        nodeSector = Arrays.copyOf(ns.data, n);
        prevB = Arrays.copyOf(np.data, n);
        nextB = Arrays.copyOf(nn.data, n);
        // visibility edges, tangent at both ends
        IntList ea = new IntList(), eb = new IntList();
        for (int i = 0; i < n; i++) {
            int u = nodeVertex[i];
            double ux = mesh.vertexX(u), uz = mesh.vertexZ(u);
            for (int j = i + 1; j < n; j++) {
                int w = nodeVertex[j];
                double wx = mesh.vertexX(w), wz = mesh.vertexZ(w);
                if (!tangent(i, wx, wz) || !tangent(j, ux, uz)) {
                    continue;
                }
                if (walker.visibleVertices(u, nodeSector[i], w, nodeSector[j])) {
                    ea.add(i);
                    eb.add(j);
                }
            }
        }
        adjStart = new int[n + 1];
        for (int k = 0; k < ea.size; k++) {
            adjStart[ea.data[k] + 1]++;
            adjStart[eb.data[k] + 1]++;
        }
        for (int i = 0; i < n; i++) {
            adjStart[i + 1] += adjStart[i];
        }
        adj = new int[adjStart[n]];
        adjLen = new float[adjStart[n]];
        int[] fill = Arrays.copyOf(adjStart, n);
        for (int k = 0; k < ea.size; k++) {
            int a = ea.data[k], b = eb.data[k];
            float len = (float) dist(a, b);
            adj[fill[a]] = b;
            adjLen[fill[a]++] = len;
            adj[fill[b]] = a;
            adjLen[fill[b]++] = len;
        }
    }

    /** @return the number of graph nodes (reflex corners) */
    public int nodeCount() { return nodeVertex.length; }

    /** @return the number of undirected graph edges */
    public int edgeCount() { return adj.length / 2; }

    /** @return the segment walker used for visibility, not null */
    public SegmentWalker walker() { return walker; }

    private double dist(int a, int b) {
        int u = nodeVertex[a], w = nodeVertex[b];
        return Math.hypot(mesh.vertexX(u) - mesh.vertexX(w), mesh.vertexZ(u) - mesh.vertexZ(w));
    }

    /**
     * True when the line from node i's corner towards (x, z) is tangent to the boundary at the
     * corner: both boundary neighbours lie on one side of it (or on it).
     */
    private boolean tangent(int i, double x, double z) {
        int v = nodeVertex[i];
        double vx = mesh.vertexX(v), vz = mesh.vertexZ(v);
        double dx = x - vx, dz = z - vz;
        double len = Math.hypot(dx, dz);
        if (len <= tol) {
            return true;
        }
        double sp = (dz * (mesh.vertexX(prevB[i]) - vx) - dx * (mesh.vertexZ(prevB[i]) - vz)) / len;
        double sn = (dz * (mesh.vertexX(nextB[i]) - vx) - dx * (mesh.vertexZ(nextB[i]) - vz)) / len;
        return !((sp > tol && sn < -tol) || (sp < -tol && sn > tol));
    }

    /** @return new per-thread search state, not null */
    public Search newSearch() { return new Search(); }

    /** Per-thread A* state over the graph plus the two query end points. */
    public final class Search {
        private final int n = nodeVertex.length;
        private final double[] g = new double[n + 2];
        private final int[] stamp = new int[n + 2];
        private final boolean[] closed = new boolean[n + 2];
        private final float[] startLink = new float[n]; // distance start -> node, or NaN when not linked
        private final float[] goalLink = new float[n];
        private final int[] heap = new int[n + 2];
        private final double[] heapKey = new double[n + 2];
        private final int[] heapPos = new int[n + 2];
        private final int[] parent = new int[n + 2];
        private double lastSx, lastSz, lastGx, lastGz;
        private boolean lastFound;
        private int heapSize;
        private int searchId;

        /**
         * Length in XZ (metres) of the shortest path on the mesh between two points on it.
         *
         * @param startTri triangle containing the start, e.g. from {@link WalkableSurface#triangleAt}
         * @param sx       x of the start (metres)
         * @param sz       z of the start (metres)
         * @param goalTri  triangle containing the goal
         * @param gx       x of the goal (metres)
         * @param gz       z of the goal (metres)
         * @return the length, or +infinity when the goal cannot be reached
         */
        public double shortest(int startTri, double sx, double sz, int goalTri, double gx, double gz) {
            lastSx = sx;
            lastSz = sz;
            lastGx = gx;
            lastGz = gz;
            lastFound = false;
            searchId++;
            parent[n + 1] = n;
            if (walker.visibleFromPoint(startTri, sx, sz, goalTri, gx, gz)) {
                lastFound = true;
                stamp[n + 1] = searchId;
                return Math.hypot(gx - sx, gz - sz);
            }
            for (int i = 0; i < n; i++) {
                int v = nodeVertex[i];
                double vx = mesh.vertexX(v), vz = mesh.vertexZ(v);
                startLink[i] = tangent(i, sx, sz) && walker.visibleToVertex(startTri, sx, sz, v, nodeSector[i])
                        ? (float) Math.hypot(vx - sx, vz - sz) : Float.NaN;
                goalLink[i] = tangent(i, gx, gz) && walker.visibleToVertex(goalTri, gx, gz, v, nodeSector[i])
                        ? (float) Math.hypot(vx - gx, vz - gz) : Float.NaN;
            }
            heapSize = 0;
            int s = n, goal = n + 1;
            touch(s, 0);
            parent[s] = -1;
            push(s, heuristic(s, sx, sz, gx, gz));
            while (heapSize > 0) {
                int cur = pop();
                if (cur == goal) {
                    lastFound = true;
                    return g[goal];
                }
                closed[cur] = true;
                double gc = g[cur];
                if (cur == s) {
                    for (int i = 0; i < n; i++) {
                        if (!Float.isNaN(startLink[i])) {
                            relax(cur, i, gc + startLink[i], sx, sz, gx, gz);
                        }
                    }
                    continue;
                }
                if (!Float.isNaN(goalLink[cur])) {
                    relax(cur, goal, gc + goalLink[cur], sx, sz, gx, gz);
                }
                for (int k = adjStart[cur]; k < adjStart[cur + 1]; k++) {
                    relax(cur, adj[k], gc + adjLen[k], sx, sz, gx, gz);
                }
            }
            return Double.POSITIVE_INFINITY;
        }

        private void touch(int node, double cost) {
            stamp[node] = searchId;
            g[node] = cost;
            closed[node] = false;
            heapPos[node] = -1;
        }

        private void relax(int from, int node, double cost, double sx, double sz, double gx, double gz) {
            if (stamp[node] != searchId) {
                touch(node, cost);
                parent[node] = from;
                push(node, cost + heuristic(node, sx, sz, gx, gz));
            } else if (!closed[node] && cost < g[node]) {
                g[node] = cost;
                parent[node] = from;
                decrease(node, cost + heuristic(node, sx, sz, gx, gz));
            }
        }

        /**
         * The corners of the last path {@link #shortest} found.
         *
         * @return start to goal, x, z pairs (metres); a new array, empty when no path was found
         */
        public double[] lastPathXZ() {
            if (!lastFound) {
                return new double[0];
            }
            IntList rev = new IntList();
            for (int v = n + 1; v != n; v = parent[v]) {
                rev.add(v);
            }
            double[] out = new double[2 * (rev.size + 1)];
            out[0] = lastSx;
            out[1] = lastSz;
            for (int i = rev.size - 1, k = 2; i >= 0; i--, k += 2) {
                int node = rev.data[i];
                if (node == n + 1) {
                    out[k] = lastGx;
                    out[k + 1] = lastGz;
                } else {
                    out[k] = mesh.vertexX(nodeVertex[node]);
                    out[k + 1] = mesh.vertexZ(nodeVertex[node]);
                }
            }
            return out;
        }

        private double heuristic(int node, double sx, double sz, double gx, double gz) {
            if (node == n + 1) {
                return 0;
            }
            if (node == n) {
                return Math.hypot(gx - sx, gz - sz);
            }
            int v = nodeVertex[node];
            return Math.hypot(gx - mesh.vertexX(v), gz - mesh.vertexZ(v));
        }

        private void push(int node, double key) {
            int i = heapSize++;
            heap[i] = node;
            heapKey[i] = key;
            heapPos[node] = i;
            up(i);
        }

        private void decrease(int node, double key) {
            int i = heapPos[node];
            heapKey[i] = key;
            up(i);
        }

        private int pop() {
            int top = heap[0];
            heapPos[top] = -1;
            heapSize--;
            if (heapSize > 0) {
                heap[0] = heap[heapSize];
                heapKey[0] = heapKey[heapSize];
                heapPos[heap[0]] = 0;
                down(0);
            }
            return top;
        }

        private void up(int i) {
            while (i > 0) {
                int p = (i - 1) >>> 1;
                if (heapKey[p] <= heapKey[i]) {
                    break;
                }
                swap(i, p);
                i = p;
            }
        }

        private void down(int i) {
            while (true) {
                int l = 2 * i + 1, r = l + 1, m = i;
                if (l < heapSize && heapKey[l] < heapKey[m]) {
                    m = l;
                }
                if (r < heapSize && heapKey[r] < heapKey[m]) {
                    m = r;
                }
                if (m == i) {
                    return;
                }
                swap(i, m);
                i = m;
            }
        }

        private void swap(int a, int b) {
            int na = heap[a], nb = heap[b];
            double ka = heapKey[a];
            heap[a] = nb;
            heapKey[a] = heapKey[b];
            heap[b] = na;
            heapKey[b] = ka;
            heapPos[nb] = a;
            heapPos[na] = b;
        }
    }

    /** Minimal growable int array. */
    static final class IntList {
        int[] data = new int[64];
        int size;

        void add(int v) {
            if (size == data.length) {
                data = Arrays.copyOf(data, size * 2);
            }
            data[size++] = v;
        }
    }
}
