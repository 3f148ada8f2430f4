package org.jme3navmesh.query;

import java.util.Arrays;
import org.jme3navmesh.mesh.LinkKind;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.OffMeshLinks;

/**
 * The answer to a path query: status, corridor of triangles, the portals crossed, the waypoints
 * and the length. World space, metres, Y up.
 *
 * <p>Caller-allocated and reusable: {@link NavMeshQuery#findPath} overwrites it and only grows its
 * arrays when a longer path needs room, so a query allocates nothing in steady state. Not
 * thread-safe: hand a {@link #copy()} to other threads (a copy is read-only and may be read by any
 * number of threads at once). Accessors taking an index throw
 * {@link IndexOutOfBoundsException} outside 0 .. count - 1.
 */
public final class PathResult {
    PathStatus status = PathStatus.NONE;
    int[] corridor;
    int corridorSize;
    /** 6 floats per portal: left x, y, z then right x, y, z (valid when portalMesh is null). */
    float[] portals;
    int portalCount;
    /**
     * The mesh whose edges the portals are still to be read from, or null when {@link #portals}
     * holds them. The portals are written on first access: a query doesn't pay for what its
     * caller never reads (the funnel reads only the edges it needs from the mesh itself).
     */
    NavMesh portalMesh;
    /**
     * The polygons whose triangles the corridor still is to be written from, or null when {@link #corridor} holds
     * it ({@link #corridorSize} is always known). The corridor is written on first access, as the portals are:
     * a query doesn't pay for what its caller never reads.
     */
    PolyGraph corridorPolys;
    /** With {@link #corridorPolys}: 2 triangles per polygon crossed, the path's first and last in it. */
    int[] corridorPaths = new int[32];
    int corridorPathCount;
    /** 3 floats per waypoint. */
    float[] waypoints;
    int[] waypointTris;
    int waypointCount;
    float length;
    float goalX;
    float goalY;
    float goalZ;
    int expanded;
    /**
     * Per waypoint i (valid when {@link #linkCount} &gt; 0): 2 * link + end for the off-mesh link crossed from
     * waypoint i to waypoint i + 1 (entered at its end {@code end}), or -1.
     */
    int[] linkSteps = NO_STEPS;
    /** Number of off-mesh links the path crosses. */
    int linkCount;
    private static final int[] NO_STEPS = new int[0];
    /** The links {@link #linkSteps} index (the queried mesh's), or null without link crossings. */
    OffMeshLinks links;

    /** A new empty result (status {@link PathStatus#NONE}). */
    public PathResult() {
        this(new int[32], new float[6 * 32], new float[3 * 16], new int[16]);
    }

    /** A result over these arrays (kept, not copied), status {@link PathStatus#NONE}. */
    private PathResult(int[] corridor, float[] portals, float[] waypoints, int[] waypointTris) {
        this.corridor = corridor;
        this.portals = portals;
        this.waypoints = waypoints;
        this.waypointTris = waypointTris;
    }

    /** Forgets the path (status NONE, no corridor, portals or waypoints); keeps the arrays. */
    public void clear() {
        status = PathStatus.NONE;
        corridorSize = 0;
        corridorPolys = null;
        portalCount = 0;
        portalMesh = null;
        waypointCount = 0;
        length = 0f;
        expanded = 0;
        linkCount = 0;
        links = null;
    }

    /** Marks the portals of the current corridor as to be read from {@code mesh} on first access. */
    void portalsFrom(NavMesh mesh) {
        portalCount = Math.max(0, corridorSize - 1);
        portalMesh = mesh;
    }

    /** Writes the portals into {@link #portals} if they are still to be read from the mesh. */
    void portalsReady() {
        NavMesh m = portalMesh;
        if (m != null) {
            corridorReady();
            portalMesh = null;
            CorridorPortals.fill(m, this);
        }
    }

    /**
     * Starts a corridor to be written later from paths inside the polygons of g ({@link #corridorPath}); the
     * caller sets {@link #corridorSize}.
     */
    void corridorFrom(PolyGraph g, int polygons) {
        corridorPolys = g;
        corridorPathCount = 0;
        if (corridorPaths.length < 2 * polygons) {
            corridorPaths = new int[4 * polygons];
        }
    }

    /** Adds the path from triangle a to triangle b inside one polygon to the corridor {@link #corridorFrom} started. */
    void corridorPath(int a, int b) {
        corridorPaths[2 * corridorPathCount] = a;
        corridorPaths[2 * corridorPathCount + 1] = b;
        corridorPathCount++;
    }

    /** The corridor's first triangle (written or not). */
    int firstTriangle() {
        return corridorPolys != null ? corridorPaths[0] : corridor[0];
    }

    /** The corridor's last triangle (written or not). */
    int lastTriangle() {
        return corridorPolys != null ? corridorPaths[2 * corridorPathCount - 1] : corridor[corridorSize - 1];
    }

    /** Writes the corridor into {@link #corridor} if it is still to be written from polygon paths. */
    void corridorReady() {
        PolyGraph g = corridorPolys;
        if (g != null) {
            corridorPolys = null;
            ensureCorridor(corridorSize);
            int w = 0;
            for (int k = 0; k < corridorPathCount; k++) {
                w = g.appendPath(corridor, w, corridorPaths[2 * k], corridorPaths[2 * k + 1]);
            }
            assert w == corridorSize : "the corridor's size was counted from the same paths";
        }
    }

    /**
     * The outcome; never null.
     *
     * @return the status; not null, {@link PathStatus#NONE} in a new or cleared result
     */
    public PathStatus status() {
        return status;
    }

    /**
     * True when status is FOUND or PARTIAL and the waypoints hold a path.
     *
     * @return true for FOUND and PARTIAL, false otherwise
     */
    public boolean hasPath() {
        return status.hasPath();
    }

    /**
     * True when status is FOUND.
     *
     * @return true for FOUND, false otherwise
     */
    public boolean isFound() {
        return status == PathStatus.FOUND;
    }

    /**
     * Length of the path in metres, 3D along the waypoints; 0 without a path.
     *
     * @return the sum of the 3D distances between consecutive waypoints (a link crossed counts its length), metres,
     *         &gt;= 0; 0 without a path
     */
    public float length() {
        return length;
    }

    /**
     * Number of triangles in the corridor (start triangle first, end triangle last). The waypoints
     * run through the corridor, except that a filter's corner margin may move corners a little
     * outside it (they stay on the mesh).
     *
     * @return the number of triangles, &gt;= 1 with a path, 0 without
     */
    public int corridorSize() {
        return corridorSize;
    }

    /**
     * Triangle id at position i of the corridor.
     *
     * @param i corridor position, 0 &lt;= i &lt; {@link #corridorSize()}
     * @return a triangle id of the queried mesh
     * @throws IndexOutOfBoundsException when i is out of range
     */
    public int corridor(int i) {
        checkIndex(i, corridorSize);
        corridorReady();
        return corridor[i];
    }

    /**
     * The corridor as a new array.
     *
     * @return a new array of {@link #corridorSize()} triangle ids of the queried mesh, in order; not null (empty
     *         without a path)
     */
    public int[] corridorCopy() {
        corridorReady();
        return Arrays.copyOf(corridor, corridorSize);
    }

    /**
     * Number of portals: the shared edges crossed, in order (corridorSize - 1 with a path).
     *
     * @return {@link #corridorSize()} - 1 with a path, 0 without
     */
    public int portalCount() {
        return portalCount;
    }

    /**
     * Endpoints of portal i as seen walking along the path: {@code out[0..2]} = left x, y, z,
     * {@code out[3..5]} = right x, y, z.
     *
     * @param i   portal index, 0 &lt;= i &lt; {@link #portalCount()}
     * @param out receives the endpoints, world metres, at out[0..5]; modified; not null, length &gt;= 6
     * @throws IndexOutOfBoundsException when i is out of range
     */
    public void portal(int i, float[] out) {
        System.arraycopy(portals(i), 6 * i, out, 0, 6);
    }

    /**
     * X of the left end of portal i (see {@link #portal}).
     *
     * @param i portal index, 0 &lt;= i &lt; {@link #portalCount()}
     * @return world metres
     * @throws IndexOutOfBoundsException when i is out of range
     */
    public float portalLeftX(int i) { return portals(i)[6 * i]; }
    /**
     * Y of the left end of portal i (see {@link #portal}).
     *
     * @param i portal index, 0 &lt;= i &lt; {@link #portalCount()}
     * @return world metres
     * @throws IndexOutOfBoundsException when i is out of range
     */
    public float portalLeftY(int i) { return portals(i)[6 * i + 1]; }
    /**
     * Z of the left end of portal i (see {@link #portal}).
     *
     * @param i portal index, 0 &lt;= i &lt; {@link #portalCount()}
     * @return world metres
     * @throws IndexOutOfBoundsException when i is out of range
     */
    public float portalLeftZ(int i) { return portals(i)[6 * i + 2]; }
    /**
     * X of the right end of portal i (see {@link #portal}).
     *
     * @param i portal index, 0 &lt;= i &lt; {@link #portalCount()}
     * @return world metres
     * @throws IndexOutOfBoundsException when i is out of range
     */
    public float portalRightX(int i) { return portals(i)[6 * i + 3]; }
    /**
     * Y of the right end of portal i (see {@link #portal}).
     *
     * @param i portal index, 0 &lt;= i &lt; {@link #portalCount()}
     * @return world metres
     * @throws IndexOutOfBoundsException when i is out of range
     */
    public float portalRightY(int i) { return portals(i)[6 * i + 4]; }
    /**
     * Z of the right end of portal i (see {@link #portal}).
     *
     * @param i portal index, 0 &lt;= i &lt; {@link #portalCount()}
     * @return world metres
     * @throws IndexOutOfBoundsException when i is out of range
     */
    public float portalRightZ(int i) { return portals(i)[6 * i + 5]; }

    /** The portal array, written if still pending, after checking index i. */
    private float[] portals(int i) {
        checkIndex(i, portalCount);
        portalsReady();
        return portals;
    }

    /**
     * Number of waypoints; the first is the start on the mesh, the last the (reached) goal.
     *
     * @return the number of waypoints, &gt;= 2 with a path, 0 without
     */
    public int waypointCount() {
        return waypointCount;
    }

    /**
     * X of waypoint i.
     *
     * @param i waypoint index, 0 &lt;= i &lt; {@link #waypointCount()}
     * @return world metres
     * @throws IndexOutOfBoundsException when i is out of range
     */
    public float waypointX(int i) { checkIndex(i, waypointCount); return waypoints[3 * i]; }
    /**
     * Y of waypoint i.
     *
     * @param i waypoint index, 0 &lt;= i &lt; {@link #waypointCount()}
     * @return world metres
     * @throws IndexOutOfBoundsException when i is out of range
     */
    public float waypointY(int i) { checkIndex(i, waypointCount); return waypoints[3 * i + 1]; }
    /**
     * Z of waypoint i.
     *
     * @param i waypoint index, 0 &lt;= i &lt; {@link #waypointCount()}
     * @return world metres
     * @throws IndexOutOfBoundsException when i is out of range
     */
    public float waypointZ(int i) { checkIndex(i, waypointCount); return waypoints[3 * i + 2]; }

    /**
     * Triangle under waypoint i (a corridor triangle containing it).
     *
     * @param i waypoint index, 0 &lt;= i &lt; {@link #waypointCount()}
     * @return a triangle id of the queried mesh
     * @throws IndexOutOfBoundsException when i is out of range
     */
    public int waypointTriangle(int i) {
        checkIndex(i, waypointCount);
        return waypointTris[i];
    }

    /**
     * Number of off-mesh links the path crosses (0 without a path).
     *
     * @return the number of link crossings, &gt;= 0; 0 without a path
     */
    public int linkCount() {
        return linkCount;
    }

    /**
     * True when waypoint i is where the path enters an off-mesh link: waypoint i + 1 is the link's other end,
     * and the stretch between them is crossed by the link, not walked.
     *
     * @param i waypoint index, 0 &lt;= i &lt; {@link #waypointCount()}
     * @return true at a link entry
     * @throws IndexOutOfBoundsException when i is out of range
     */
    public boolean isLinkEntry(int i) {
        checkIndex(i, waypointCount);
        return linkCount > 0 && linkSteps[i] >= 0;
    }

    /**
     * True when waypoint i is where the path leaves an off-mesh link (waypoint i - 1 is its entry).
     *
     * @param i waypoint index, 0 &lt;= i &lt; {@link #waypointCount()}
     * @return true at a link exit
     * @throws IndexOutOfBoundsException when i is out of range
     */
    public boolean isLinkExit(int i) {
        checkIndex(i, waypointCount);
        return linkCount > 0 && i > 0 && linkSteps[i - 1] >= 0;
    }

    /**
     * The off-mesh link entered or left at waypoint i: its index in the queried mesh's {@code links()}, or -1 when
     * waypoint i is neither a link entry nor a link exit.
     *
     * @param i waypoint index, 0 &lt;= i &lt; {@link #waypointCount()}
     * @return the link's index, or -1
     * @throws IndexOutOfBoundsException when i is out of range
     */
    public int waypointLink(int i) {
        checkIndex(i, waypointCount);
        if (linkCount == 0) {
            return -1;
        }
        int st = linkSteps[i] >= 0 ? linkSteps[i] : i > 0 ? linkSteps[i - 1] : -1;
        return st < 0 ? -1 : st >> 1;
    }

    /**
     * The kind of the off-mesh link entered or left at waypoint i, or null (see {@link #waypointLink}).
     *
     * @param i waypoint index, 0 &lt;= i &lt; {@link #waypointCount()}
     * @return the link's kind, or null when waypoint i is neither a link entry nor a link exit
     * @throws IndexOutOfBoundsException when i is out of range
     */
    public LinkKind waypointLinkKind(int i) {
        int l = waypointLink(i);
        return l < 0 ? null : links.kind(l);
    }

    /**
     * Per waypoint, the off-mesh link step as a new array: element i is 2 * link + end (the link's end the path
     * enters it by, 0 = its start) when waypoint i is a link entry, else -1; null when the path crosses no link.
     *
     * @return a new array of {@link #waypointCount()} elements, or null when the path crosses no link
     */
    public int[] linkStepsCopy() {
        return linkCount == 0 ? null : Arrays.copyOf(linkSteps, waypointCount);
    }

    /**
     * The waypoints as a new array, x, y, z per waypoint.
     *
     * @return a new array of 3 * {@link #waypointCount()} floats, x, y, z per waypoint, world metres; not null (empty
     *         without a path)
     */
    public float[] waypointsCopy() {
        return Arrays.copyOf(waypoints, 3 * waypointCount);
    }

    /**
     * X of the goal the query asked for (world, metres), as given.
     *
     * @return world metres, as given to the last {@link NavMeshQuery#findPath} (not snapped to the mesh; kept by
     *         {@link #clear()}); 0 in a new result
     */
    public float goalX() { return goalX; }
    /**
     * Y of the goal the query asked for (world, metres), as given.
     *
     * @return world metres, as given to the last {@link NavMeshQuery#findPath} (see {@link #goalX()})
     */
    public float goalY() { return goalY; }
    /**
     * Z of the goal the query asked for (world, metres), as given.
     *
     * @return world metres, as given to the last {@link NavMeshQuery#findPath} (see {@link #goalX()})
     */
    public float goalZ() { return goalZ; }

    /**
     * Search nodes expanded by the query (diagnostics).
     *
     * @return the count, summed over the searches the query ran, &gt;= 0; 0 when it ran none (e.g. a straight line)
     */
    public int expandedNodes() {
        return expanded;
    }

    /**
     * Straight-line XZ distance from the end of the path to the requested goal, metres (0 when FOUND, unless the
     * query moved the goal onto the mesh).
     *
     * @return metres (XZ plane), &gt;= 0: 0 when FOUND for a goal the query did not move, else how far the path's
     *         last waypoint lies from the requested goal; NaN without waypoints
     */
    public float distanceToGoal() {
        if (waypointCount == 0) {
            return Float.NaN;
        }
        float dx = waypoints[3 * waypointCount - 3] - goalX;
        float dz = waypoints[3 * waypointCount - 1] - goalZ;
        return (float) Math.sqrt(dx * dx + dz * dz);
    }

    /**
     * A new independent result with the same content, arrays trimmed, its corridor and portals written out
     * (written into this result first if it still has its corridor pending, read from the mesh now if it still
     * has its portals pending).
     *
     * <p>Thread-safety contract: the copy's accessors never write, so as long as no one writes to
     * the copy ({@link NavMeshQuery#findPath}, {@link #clear()} or {@link #copyFrom} on it), any
     * number of threads may read it at the same time, once it is published to them the usual way
     * (an executor, a concurrent queue, a future, a volatile or final field). This result's content is not
     * modified.
     *
     * @return a new result; never null
     */
    public PathResult copy() {
        corridorReady(); // eagerly, as the portals below: a lazy write on first read would race other readers
        // Arrays trimmed to what the path uses (no spare capacity: a snapshot is read, not refilled).
        PathResult r = new PathResult(Arrays.copyOf(corridor, Math.max(1, corridorSize)),
                portalMesh != null ? new float[Math.max(6, 6 * portalCount)]
                        : Arrays.copyOf(portals, Math.max(6, 6 * portalCount)),
                Arrays.copyOf(waypoints, Math.max(3, 3 * waypointCount)),
                Arrays.copyOf(waypointTris, Math.max(1, waypointCount)));
        r.copyScalars(this);
        r.linkSteps = linkCount == 0 ? r.linkSteps : Arrays.copyOf(linkSteps, waypointCount);
        if (portalMesh != null) {
            // Eagerly: a lazy fill on first read would be a write racing other readers.
            CorridorPortals.fill(portalMesh, r);
        }
        return r;
    }

    /**
     * Overwrites this result with the content of {@code other} (growing arrays as needed).
     *
     * @param other the result to copy; not null, its content unaffected (a corridor it still has pending is
     *              written out first); may be this result (then nothing happens)
     */
    public void copyFrom(PathResult other) {
        if (other == this) {
            return;
        }
        other.corridorReady();
        corridorPolys = null;
        ensureCorridor(other.corridorSize);
        ensureWaypoints(other.waypointCount);
        System.arraycopy(other.corridor, 0, corridor, 0, other.corridorSize);
        // Portals still pending in other stay pending here (read from the same mesh and corridor).
        portalMesh = other.portalMesh;
        if (portalMesh == null) {
            ensurePortals(other.portalCount);
            System.arraycopy(other.portals, 0, portals, 0, 6 * other.portalCount);
        }
        System.arraycopy(other.waypoints, 0, waypoints, 0, 3 * other.waypointCount);
        System.arraycopy(other.waypointTris, 0, waypointTris, 0, other.waypointCount);
        if (other.linkCount > 0) {
            ensureLinkSteps(other.waypointCount);
            System.arraycopy(other.linkSteps, 0, linkSteps, 0, other.waypointCount);
        }
        copyScalars(other);
    }

    private void copyScalars(PathResult o) {
        status = o.status;
        corridorSize = o.corridorSize;
        portalCount = o.portalCount;
        waypointCount = o.waypointCount;
        length = o.length;
        goalX = o.goalX;
        goalY = o.goalY;
        goalZ = o.goalZ;
        expanded = o.expanded;
        linkCount = o.linkCount;
        links = o.links;
    }

    /**
     * Same status, corridor, waypoints (exactly) and length as {@code o} (a corridor either still has pending is
     * written out first; the contents are not modified).
     *
     * @param o the other result; not null, its content unaffected (may be this result)
     * @return true when the paths are the same
     */
    public boolean samePathAs(PathResult o) {
        corridorReady();
        o.corridorReady();
        return status == o.status && corridorSize == o.corridorSize && waypointCount == o.waypointCount
                && Float.compare(length, o.length) == 0
                && Arrays.equals(corridor, 0, corridorSize, o.corridor, 0, corridorSize)
                && Arrays.equals(waypoints, 0, 3 * waypointCount, o.waypoints, 0, 3 * waypointCount);
    }

    void ensureCorridor(int n) {
        if (corridor.length < n) {
            corridor = Arrays.copyOf(corridor, Math.max(n, 2 * corridor.length));
        }
    }

    void ensurePortals(int n) {
        if (portals.length < 6 * n) {
            portals = Arrays.copyOf(portals, Math.max(6 * n, 2 * portals.length));
        }
    }

    void ensureWaypoints(int n) {
        if (waypointTris.length < n) {
            int cap = Math.max(n, 2 * waypointTris.length);
            waypoints = Arrays.copyOf(waypoints, 3 * cap);
            waypointTris = Arrays.copyOf(waypointTris, cap);
        }
    }

    void ensureLinkSteps(int n) {
        if (linkSteps.length < n) {
            linkSteps = Arrays.copyOf(linkSteps, Math.max(n, 2 * linkSteps.length));
        }
    }

    void addWaypoint(float x, float y, float z, int tri) {
        ensureWaypoints(waypointCount + 1);
        waypoints[3 * waypointCount] = x;
        waypoints[3 * waypointCount + 1] = y;
        waypoints[3 * waypointCount + 2] = z;
        waypointTris[waypointCount++] = tri;
    }

    private static void checkIndex(int i, int n) {
        if (i < 0 || i >= n) {
            throw new IndexOutOfBoundsException("index " + i + " out of 0.." + (n - 1));
        }
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("PathResult[").append(status).append(", length=").append(length)
                .append(", triangles=").append(corridorSize).append(", waypoints=");
        for (int i = 0; i < waypointCount; i++) {
            sb.append(i == 0 ? "" : " ").append('(').append(waypoints[3 * i]).append(',')
                    .append(waypoints[3 * i + 1]).append(',').append(waypoints[3 * i + 2]).append(')');
        }
        return sb.append(']').toString();
    }
}
