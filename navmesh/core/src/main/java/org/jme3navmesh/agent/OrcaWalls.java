package org.jme3navmesh.agent;

/**
 * The ORCA half-planes of the mesh boundary near an agent: for each of the {@value #MAX_WALLS} nearest
 * {@link WallSegments} it sees from their walkable side, the half-plane of velocities that do not reach the segment
 * within the wall time horizon, built as RVO2's {@code Agent::computeNewVelocity} builds an obstacle's (collision
 * with a vertex or the segment; otherwise the legs or cut-off of its velocity obstacle, with the foreign-leg and
 * already-covered rules). The agent's centre keeps {@value #WALL_RADIUS} m from the segments: the navmesh is already
 * eroded by the agent's radius; an agent wider than the radius the mesh was baked for keeps its extra radius more
 * ({@link WallSegments#extraRadius}), so gaps too narrow for it are closed to it as they are to its paths.
 *
 * <p>Allocation-free per call; not thread-safe (scratch arrays).
 */
final class OrcaWalls {
    /** Most wall segments an agent avoids, nearest first. */
    static final int MAX_WALLS = 24;
    /** Radius kept between an agent's centre and a wall segment, metres. */
    static final float WALL_RADIUS = 0.05f;

    private final WallSegments walls;
    private final float wallHorizon;
    private final int[] wallIds = new int[4 * MAX_WALLS];
    private final int[] wall = new int[MAX_WALLS];
    private final float[] wallD2 = new float[MAX_WALLS];
    private final int[] wallMark;
    private int stamp;
    private OrcaLines lines;

    /**
     * @param walls       the navmesh's boundary edges; not null, shared (immutable)
     * @param wallHorizon how long a velocity must stay clear of the walls, seconds (&gt; 0)
     */
    OrcaWalls(WallSegments walls, float wallHorizon) {
        this.walls = walls;
        this.wallHorizon = wallHorizon;
        this.wallMark = new int[walls.count()];
    }

    /**
     * Adds the wall half-planes of agent i, nearest wall first.
     *
     * @param s        the agents; not null, unaffected
     * @param i        an active agent
     * @param maxSpeed the agent's top speed, m/s: walls within its reach over the horizon count
     * @param out      receives the half-planes; not null, modified
     */
    void addLines(AgentStore s, int i, float maxSpeed, OrcaLines out) {
        lines = out;
        addWalls(s, i, maxSpeed);
        lines = null;
    }

    private void addWalls(AgentStore s, int i, float maxSpeed) {
        float x = s.px[i], z = s.pz[i];
        float radius = WALL_RADIUS + walls.extraRadius(s.type[i].radius());
        float reach = wallHorizon * maxSpeed + radius;
        if (++stamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(wallMark, 0);
            stamp = 1;
        }
        int found = walls.near(x, s.py[i], z, reach, s.type[i].height(), wallIds, wallMark, stamp);
        int n = 0;
        for (int k = 0; k < found; k++) {
            int w = wallIds[k];
            // Only segments the agent sees from their walkable side.
            if (WallSegments.leftOf(walls.startX(w), walls.startZ(w), walls.endX(w), walls.endZ(w), x, z) >= 0f) {
                continue;
            }
            float d2 = walls.distanceSq(w, x, z);
            if (n == MAX_WALLS && d2 >= wallD2[n - 1]) {
                continue;
            }
            int at = n < MAX_WALLS ? n++ : n - 1;
            while (at > 0 && (wallD2[at - 1] > d2 || (wallD2[at - 1] == d2 && wall[at - 1] > w))) {
                wall[at] = wall[at - 1];
                wallD2[at] = wallD2[at - 1];
                at--;
            }
            wall[at] = w;
            wallD2[at] = d2;
        }
        float inv = 1f / wallHorizon;
        for (int k = 0; k < n; k++) {
            wallLine(wall[k], x, z, s.vx[i], s.vz[i], inv, radius);
        }
    }

    /** One wall segment's half-plane, as RVO2 builds an obstacle's (its segment from vertex 1 to vertex 2). */
    private void wallLine(int w1, float x, float z, float vx, float vz, float inv, float radius) {
        final float radiusSq = radius * radius;
        int w2 = walls.next(w1);
        float p1x = walls.startX(w1), p1z = walls.startZ(w1);
        float p2x = walls.endX(w1), p2z = walls.endZ(w1);
        // A point where the wall goes straight on is no corner: an agent sliding along the wall passes it.
        boolean convex1 = walls.cornerStart(w1);
        boolean convex2 = w2 < 0 || walls.cornerStart(w2);
        float r1x = p1x - x, r1z = p1z - z, r2x = p2x - x, r2z = p2z - z;
        for (int k = 0, n = lines.count(); k < n; k++) {
            if (lines.covers(k, r1x, r1z, r2x, r2z, inv, inv * radius)) {
                return;
            }
        }
        float dist1 = r1x * r1x + r1z * r1z, dist2 = r2x * r2x + r2z * r2z;
        float ox = p2x - p1x, oz = p2z - p1z;
        float olen = (float) Math.sqrt(ox * ox + oz * oz);
        if (olen < 1e-6f) {
            return;
        }
        float udx = ox / olen, udz = oz / olen;
        float sPos = (-r1x * ox - r1z * oz) / (olen * olen);
        float lx = -r1x - sPos * ox, lz = -r1z - sPos * oz;
        float distLine = lx * lx + lz * lz;
        if (sPos < 0f && dist1 <= radiusSq) {
            if (convex1) {
                addNormalised(0f, 0f, -r1z, r1x);
            }
            return;
        }
        if (sPos >= 1f && dist2 <= radiusSq) { // at sPos == 1 exactly too: no leg from within the radius
            if (convex2 && (w2 < 0 || OrcaLines.det(r2x, r2z, walls.endX(w2) - walls.startX(w2),
                    walls.endZ(w2) - walls.startZ(w2)) >= 0f)) {
                addNormalised(0f, 0f, -r2z, r2x);
            }
            return;
        }
        if (sPos >= 0f && sPos < 1f && distLine <= radiusSq) {
            lines.add(0f, 0f, -udx, -udz);
            return;
        }
        // No collision: the legs of the velocity obstacle.
        // Seen obliquely, only one corner of the segment counts: both legs come from it.
        boolean single = distLine <= radiusSq && (sPos < 0f || sPos > 1f);
        float c1x = p1x, c1z = p1z, c2x = p2x, c2z = p2z;
        if (single) {
            if (!(sPos > 1f ? convex2 : convex1)) {
                return;
            }
            if (sPos > 1f) {
                c1x = p2x;
                c1z = p2z;
                r1x = r2x;
                r1z = r2z;
                dist1 = dist2;
            } else {
                c2x = p1x;
                c2z = p1z;
                r2x = r1x;
                r2z = r1z;
                dist2 = dist1;
            }
        }
        float leftX = -udx, leftZ = -udz, rightX = udx, rightZ = udz;
        if (single || convex1) {
            float leg1 = (float) Math.sqrt(dist1 - radiusSq);
            leftX = (r1x * leg1 - r1z * radius) / dist1;
            leftZ = (r1x * radius + r1z * leg1) / dist1;
        }
        if (single || convex2) {
            float leg2 = (float) Math.sqrt(dist2 - radiusSq);
            rightX = (r2x * leg2 + r2z * radius) / dist2;
            rightZ = (-r2x * radius + r2z * leg2) / dist2;
        }
        // A leg never points into the neighbouring segment at a convex corner: that segment's cut-off is used.
        // The left corner is the start of w1 (or its end when only the end counts), the right one the end of w1.
        int leftPrev = single && sPos > 1f ? w1 : walls.prev(w1);
        boolean leftConvex = single && sPos > 1f ? convex2 : convex1;
        int rightSeg = single && sPos < 0f ? w1 : w2;
        boolean rightConvex = single && sPos < 0f ? convex1 : convex2;
        boolean leftForeign = false, rightForeign = false;
        if (leftConvex && leftPrev >= 0) {
            float pdx = walls.endX(leftPrev) - walls.startX(leftPrev), pdz = walls.endZ(leftPrev) - walls.startZ(leftPrev);
            float pl = (float) Math.sqrt(pdx * pdx + pdz * pdz);
            if (pl > 1e-6f && OrcaLines.det(leftX, leftZ, -pdx / pl, -pdz / pl) >= 0f) {
                leftX = -pdx / pl;
                leftZ = -pdz / pl;
                leftForeign = true;
            }
        }
        if (rightConvex && rightSeg >= 0) {
            float ndx = walls.endX(rightSeg) - walls.startX(rightSeg), ndz = walls.endZ(rightSeg) - walls.startZ(rightSeg);
            float nl = (float) Math.sqrt(ndx * ndx + ndz * ndz);
            if (nl > 1e-6f && OrcaLines.det(rightX, rightZ, ndx / nl, ndz / nl) <= 0f) {
                rightX = ndx / nl;
                rightZ = ndz / nl;
                rightForeign = true;
            }
        }
        float lcx = inv * (c1x - x), lcz = inv * (c1z - z);
        float rcx = inv * (c2x - x), rcz = inv * (c2z - z);
        float cvx = rcx - lcx, cvz = rcz - lcz;
        float cl2 = cvx * cvx + cvz * cvz;
        float t = single || cl2 <= 0f ? 0.5f : ((vx - lcx) * cvx + (vz - lcz) * cvz) / cl2;
        float tLeft = (vx - lcx) * leftX + (vz - lcz) * leftZ;
        float tRight = (vx - rcx) * rightX + (vz - rcz) * rightZ;
        if ((t < 0f && tLeft < 0f) || (single && tLeft < 0f && tRight < 0f)) {
            cutoffCircle(lcx, lcz, vx, vz, radius * inv);
            return;
        }
        if (t > 1f && tRight < 0f) {
            cutoffCircle(rcx, rcz, vx, vz, radius * inv);
            return;
        }
        float inf = Float.POSITIVE_INFINITY;
        float dCut = (t < 0f || t > 1f || single) ? inf : sq(vx - (lcx + t * cvx), vz - (lcz + t * cvz));
        float dLeft = tLeft < 0f ? inf : sq(vx - (lcx + tLeft * leftX), vz - (lcz + tLeft * leftZ));
        float dRight = tRight < 0f ? inf : sq(vx - (rcx + tRight * rightX), vz - (rcz + tRight * rightZ));
        if (dCut <= dLeft && dCut <= dRight) {
            float dirX = -udx, dirZ = -udz;
            lines.add(lcx + radius * inv * -dirZ, lcz + radius * inv * dirX, dirX, dirZ);
        } else if (dLeft <= dRight) {
            if (!leftForeign) {
                lines.add(lcx + radius * inv * -leftZ, lcz + radius * inv * leftX, leftX, leftZ);
            }
        } else if (!rightForeign) {
            float dirX = -rightX, dirZ = -rightZ;
            lines.add(rcx + radius * inv * -dirZ, rcz + radius * inv * dirX, dirX, dirZ);
        }
    }

    private void cutoffCircle(float cx, float cz, float vx, float vz, float scaledRadius) {
        float wx = vx - cx, wz = vz - cz;
        float wl = (float) Math.sqrt(wx * wx + wz * wz);
        if (wl < 1e-6f) {
            return;
        }
        float ux = wx / wl, uz = wz / wl;
        lines.add(cx + scaledRadius * ux, cz + scaledRadius * uz, uz, -ux);
    }

    private void addNormalised(float pointX, float pointZ, float dirX, float dirZ) {
        float l = (float) Math.sqrt(dirX * dirX + dirZ * dirZ);
        if (l > 1e-6f) {
            lines.add(pointX, pointZ, dirX / l, dirZ / l);
        }
    }

    private static float sq(float a, float b) {
        return a * a + b * b;
    }
}
