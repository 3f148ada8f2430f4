package org.jme3navmesh.agent;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The mesh's short constrictions, found once from its boundary: doors that agents walking one way and agents walking
 * the other cannot pass through at the same time, so that {@link DoorTurns} lets one direction through at a time.
 *
 * <p>A <b>gate</b> joins two convex boundary corners ({@link WallSegments#cornerStart}) at most {@value #MAX_WIDTH} m
 * apart in XZ (and within {@value #MAX_RISE} m in Y) across walkable space: the mesh boundary nearest the middle of the
 * two corners is seen from its walkable side (or its line) and lies at least {@value #CLEAR} of their distance away (two corners
 * along one wall face have the wall at their middle). Gates that share a corner make one door: its centre is the mean
 * of its corners, its axis (the way through) is perpendicular to its narrowest gate, and its half-length and
 * half-width are the corners' largest distances from the centre along and across the axis (each at most
 * {@value #MAX_HALF} m). A door is kept only when the passage opens on both sides: {@value #PROBE} m beyond its
 * corners along the axis, the boundary across the axis is beyond {@value TwoWayLanes#REACH} m on one hand, or
 * more than twice the door's width apart, so the mouth of a corridor is no door.
 *
 * <p>Doors are looked up by position on a grid of {@value #CELL} m cells that names, per cell, the door whose centre
 * is nearest within {@value #ZONE} m plus a cell's diagonal. Immutable after construction; safe to read from several
 * threads.
 */
final class OneLaneDoors {
    /**
     * Widest gap between two corners that still makes a gate, metres: 3.2 takes a 3 m gap in a 1 m thick wall
     * (its diagonal gates are 3.16 m), where two agents of 0.5 m going opposite ways along the same jamb meet head-on.
     */
    static final float MAX_WIDTH = 3.2f;
    /** Narrowest gap that makes a gate, metres. */
    static final float MIN_WIDTH = 0.2f;
    /** Largest Y difference between a gate's corners, metres. */
    static final float MAX_RISE = 1f;
    /** Least distance from a gate's middle to the boundary, as a fraction of the gate's width. */
    static final float CLEAR = 0.35f;
    /** Largest half-length and half-width of a door, metres. */
    static final float MAX_HALF = 1.5f;
    /** How far beyond a door's corners its sides must open, metres. */
    static final float PROBE = 1.5f;
    /** Distance from a door's centre within which agents take turns through it, metres. */
    static final float ZONE = 4f;
    /** Edge of the lookup grid's cells, metres. */
    static final float CELL = 1f;
    /** Most cells of the lookup grid. */
    private static final int MAX_CELLS = 1 << 22;

    private final int count;
    /** Per door: centre x, y, z, unit axis x, z, half-length, half-width. */
    private final float[] door;
    private final float gridX0, gridZ0;
    private final int gridW, gridD;
    private final int[] grid;

    /** @param walls the navmesh's boundary; not null, unaffected */
    OneLaneDoors(WallSegments walls) {
        List<float[]> found = find(walls);
        count = found.size();
        door = new float[7 * count];
        for (int d = 0; d < count; d++) {
            System.arraycopy(found.get(d), 0, door, 7 * d, 7);
        }
        float x0 = Float.POSITIVE_INFINITY, z0 = Float.POSITIVE_INFINITY, x1 = Float.NEGATIVE_INFINITY,
                z1 = Float.NEGATIVE_INFINITY;
        for (int d = 0; d < count; d++) {
            x0 = Math.min(x0, centreX(d) - ZONE);
            z0 = Math.min(z0, centreZ(d) - ZONE);
            x1 = Math.max(x1, centreX(d) + ZONE);
            z1 = Math.max(z1, centreZ(d) + ZONE);
        }
        if (count == 0 || (double) (x1 - x0) * (z1 - z0) / (CELL * CELL) > MAX_CELLS) {
            gridX0 = 0f;
            gridZ0 = 0f;
            gridW = 0;
            gridD = 0;
            grid = new int[0];
            return;
        }
        gridX0 = x0;
        gridZ0 = z0;
        gridW = (int) Math.ceil((x1 - x0) / CELL) + 1;
        gridD = (int) Math.ceil((z1 - z0) / CELL) + 1;
        grid = new int[gridW * gridD];
        Arrays.fill(grid, -1);
        float[] best = new float[grid.length];
        float reach = ZONE + CELL;
        for (int d = 0; d < count; d++) {
            int cx0 = Math.max(0, (int) ((centreX(d) - reach - gridX0) / CELL));
            int cx1 = Math.min(gridW - 1, (int) ((centreX(d) + reach - gridX0) / CELL));
            int cz0 = Math.max(0, (int) ((centreZ(d) - reach - gridZ0) / CELL));
            int cz1 = Math.min(gridD - 1, (int) ((centreZ(d) + reach - gridZ0) / CELL));
            for (int cz = cz0; cz <= cz1; cz++) {
                for (int cx = cx0; cx <= cx1; cx++) {
                    float px = gridX0 + (cx + 0.5f) * CELL, pz = gridZ0 + (cz + 0.5f) * CELL;
                    float d2 = AgentStore.dist2xz(px, pz, centreX(d), centreZ(d));
                    int c = cz * gridW + cx;
                    if (d2 <= reach * reach && (grid[c] < 0 || d2 < best[c])) {
                        grid[c] = d;
                        best[c] = d2;
                    }
                }
            }
        }
    }

    /** Number of doors. */
    int count() {
        return count;
    }

    /**
     * The door whose turns govern a point: the door the lookup grid names at (x, z) when the point lies within
     * {@value #ZONE} m of its centre in XZ and within {@code height} of it in Y; else -1.
     *
     * @param x      world X, metres
     * @param y      world Y, metres
     * @param z      world Z, metres
     * @param height largest vertical gap, metres
     */
    int at(float x, float y, float z, float height) {
        int cx = (int) Math.floor((x - gridX0) / CELL), cz = (int) Math.floor((z - gridZ0) / CELL);
        if (cx < 0 || cz < 0 || cx >= gridW || cz >= gridD) {
            return -1;
        }
        int d = grid[cz * gridW + cx];
        if (d < 0 || AgentStore.dist2xz(x, z, centreX(d), centreZ(d)) > ZONE * ZONE
                || Math.abs(y - door[7 * d + 1]) > height) {
            return -1;
        }
        return d;
    }

    float centreX(int d) { return door[7 * d]; }

    float centreZ(int d) { return door[7 * d + 2]; }

    /** X of door d's unit axis (the way through it). */
    float axisX(int d) { return door[7 * d + 3]; }

    /** Z of door d's unit axis (the way through it). */
    float axisZ(int d) { return door[7 * d + 4]; }

    /** Door d's half-length along its axis, metres. */
    float halfLength(int d) { return door[7 * d + 5]; }

    /** Door d's half-width across its axis, metres. */
    float halfWidth(int d) { return door[7 * d + 6]; }

    private static List<float[]> find(WallSegments walls) {
        int n = walls.count();
        int[] parent = new int[n];
        float[] gateWidth = new float[n];
        int[] gateTo = new int[n];
        Arrays.fill(parent, -1);
        Arrays.fill(gateWidth, Float.POSITIVE_INFINITY);
        int[] ids = new int[n];
        int[] mark = new int[n];
        int stamp = 0;
        for (int a = 0; a < n; a++) {
            if (!walls.cornerStart(a)) {
                continue;
            }
            float ax = walls.startX(a), az = walls.startZ(a), ay = walls.lowY(a);
            int m = walls.near(ax, ay, az, MAX_WIDTH, MAX_RISE, ids, mark, ++stamp);
            for (int k = 0; k < m; k++) {
                int b = ids[k];
                if (b <= a || !walls.cornerStart(b)) {
                    continue;
                }
                float bx = walls.startX(b), bz = walls.startZ(b);
                float w = (float) Math.sqrt(AgentStore.dist2xz(ax, az, bx, bz));
                if (w < MIN_WIDTH || w > MAX_WIDTH || Math.abs(walls.lowY(b) - ay) > MAX_RISE
                        || !acrossFloor(walls, 0.5f * (ax + bx), ay, 0.5f * (az + bz), w, ids, mark, ++stamp)) {
                    continue;
                }
                union(parent, a, b);
                if (w < gateWidth[a]) {
                    gateWidth[a] = w;
                    gateTo[a] = b;
                }
            }
        }
        List<float[]> doors = new ArrayList<>();
        boolean[] done = new boolean[n];
        int[] members = new int[n];
        for (int a = 0; a < n; a++) {
            if (parent[a] < 0 || done[root(parent, a)]) {
                continue;
            }
            int r = root(parent, a);
            done[r] = true;
            int size = 0;
            int narrow = -1;
            for (int b = a; b < n; b++) {
                if (parent[b] >= 0 && root(parent, b) == r) {
                    members[size++] = b;
                    if (gateWidth[b] < Float.POSITIVE_INFINITY && (narrow < 0 || gateWidth[b] < gateWidth[narrow])) {
                        narrow = b;
                    }
                }
            }
            float[] d = shape(walls, members, size, narrow, gateTo[narrow]);
            if (d != null && opens(walls, d, ids, mark, stamp)) {
                doors.add(d);
            }
            stamp += 2;
        }
        return doors;
    }

    /** A door's centre, axis and half-extents from its corners (the starts of segments members[0 .. size)). */
    private static float[] shape(WallSegments walls, int[] members, int size, int a, int b) {
        float cx = 0f, cy = 0f, cz = 0f;
        for (int k = 0; k < size; k++) {
            cx += walls.startX(members[k]);
            cy += walls.lowY(members[k]);
            cz += walls.startZ(members[k]);
        }
        cx /= size;
        cy /= size;
        cz /= size;
        float gx = walls.startX(b) - walls.startX(a), gz = walls.startZ(b) - walls.startZ(a);
        float gl = (float) Math.sqrt(gx * gx + gz * gz);
        float axX = -gz / gl, axZ = gx / gl;
        float halfLength = 0f, halfWidth = 0f;
        for (int k = 0; k < size; k++) {
            float dx = walls.startX(members[k]) - cx, dz = walls.startZ(members[k]) - cz;
            halfLength = Math.max(halfLength, Math.abs(dx * axX + dz * axZ));
            halfWidth = Math.max(halfWidth, Math.abs(dx * -axZ + dz * axX));
        }
        if (halfLength > MAX_HALF || halfWidth > MAX_HALF) {
            return null;
        }
        return new float[] {cx, cy, cz, axX, axZ, halfLength, halfWidth};
    }

    /**
     * True when the boundary nearest (x, z) is seen from its walkable side (or from its line) and lies at least {@value #CLEAR} times
     * {@code width} away.
     */
    private static boolean acrossFloor(WallSegments walls, float x, float y, float z, float width, int[] ids,
                                       int[] mark, int stamp) {
        int m = walls.near(x, y, z, width, MAX_RISE, ids, mark, stamp);
        float best = Float.POSITIVE_INFINITY;
        int nearest = -1;
        for (int k = 0; k < m; k++) {
            float d2 = walls.distanceSq(ids[k], x, z);
            if (d2 < best) {
                best = d2;
                nearest = ids[k];
            }
        }
        return nearest >= 0 && best >= CLEAR * CLEAR * width * width
                && WallSegments.leftOf(walls.startX(nearest), walls.startZ(nearest), walls.endX(nearest),
                        walls.endZ(nearest), x, z) <= 0f;
    }

    /** True when door d opens on both sides (see the class comment). */
    private static boolean opens(WallSegments walls, float[] d, int[] ids, int[] mark, int stamp) {
        float along = d[5] + PROBE;
        float limit = 4f * d[6];
        for (int side = -1; side <= 1; side += 2) {
            float px = d[0] + side * along * d[3], pz = d[2] + side * along * d[4];
            float nx = -d[4], nz = d[3];
            int m = walls.near(px, d[1], pz, TwoWayLanes.REACH, MAX_RISE, ids, mark, stamp + (side + 1) / 2 + 1);
            float left = TwoWayLanes.REACH, right = TwoWayLanes.REACH;
            for (int k = 0; k < m; k++) {
                int w = ids[k];
                float ax = walls.startX(w), az = walls.startZ(w), bx = walls.endX(w), bz = walls.endZ(w);
                if (WallSegments.leftOf(ax, az, bx, bz, px, pz) >= 0f) {
                    continue; // seen from behind
                }
                left = Math.min(left, TwoWayLanes.rayHit(px, pz, nx, nz, ax, az, bx, bz));
                right = Math.min(right, TwoWayLanes.rayHit(px, pz, -nx, -nz, ax, az, bx, bz));
            }
            if (left < TwoWayLanes.REACH && right < TwoWayLanes.REACH && left + right <= limit) {
                return false;
            }
        }
        return true;
    }

    private static int root(int[] parent, int a) {
        while (parent[a] != a) {
            a = parent[a];
        }
        return a;
    }

    private static void union(int[] parent, int a, int b) {
        if (parent[a] < 0) {
            parent[a] = a;
        }
        if (parent[b] < 0) {
            parent[b] = b;
        }
        int ra = root(parent, a), rb = root(parent, b);
        if (ra != rb) {
            parent[Math.max(ra, rb)] = Math.min(ra, rb);
        }
    }
}
