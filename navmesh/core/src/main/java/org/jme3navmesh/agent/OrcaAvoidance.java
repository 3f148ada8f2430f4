package org.jme3navmesh.agent;

import org.jme3navmesh.mesh.NavMesh;

/**
 * Local avoidance by optimal reciprocal collision avoidance (ORCA; van den Berg, Guy, Lin and Manocha, "Reciprocal
 * n-body collision avoidance", 2011), written after the RVO2 library's {@code Agent::computeNewVelocity} on flat
 * arrays. Each step, every agent takes as its new desired velocity the one closest to its preferred velocity (the
 * one the path-following stage set) that lies on the permitted side of:
 * <ul>
 * <li>one half-plane per wall segment of the mesh boundary within reach of its next
 *     {@link CrowdConfig#wallTimeHorizon()} seconds ({@link WallSegments}; hard constraints, up to
 *     {@value #MAX_WALLS} nearest), and</li>
 * <li>one half-plane per neighbour (the {@link CrowdConfig#maxNeighbours()} nearest within
 *     {@link CrowdConfig#neighbourRange()} and within half their summed heights vertically), free of collision for
 *     {@link CrowdConfig#timeHorizon()} seconds, of which the agent takes a share of the avoidance: half between
 *     equals; all of it against a neighbour of a more important {@link AgentCrowd#priority} (a smaller number), none
 *     against a less important one; all of it against a standing neighbour, which itself takes half when
 *     {@link CrowdConfig#standingGiveWay()} and none otherwise. Agents that already overlap always share half.</li>
 * </ul>
 * When no velocity satisfies every half-plane, the one that violates the neighbours' the least is taken (RVO2's
 * three-dimensional fallback), keeping the walls.
 *
 * <p><b>Symmetry.</b> Two agents see a collision from opposite sides and pick legs of their velocity obstacles with
 * the same handedness (an exact head-on meeting takes the same leg for both), so they pass each other on the same
 * side. When an agent's preferred velocity is forbidden by a neighbour, it is first turned by
 * {@value #SIDE_BIAS_RAD} rad to the agent's left (towards +det), so that a crowd meeting from all sides (a circle
 * swap) turns into a roundabout instead of a standstill.
 *
 * <p><b>Standing agents.</b> An agent that stands (it follows no path this step: arrived, idle or waiting for a path)
 * prefers to stay still; an ARRIVED agent pushed further than the arrival radius from its target prefers to walk back
 * to it at up to half its top speed.
 *
 * <p>Velocities are the agents' velocities over the last step. Allocation-free per step once its scratch arrays
 * have grown to the crowd.
 */
final class OrcaAvoidance implements LocalAvoidance {
    /** Most wall segments an agent avoids, nearest first. */
    static final int MAX_WALLS = 24;
    /** Radius kept between an agent's centre and a wall segment, metres (the mesh is already eroded by its radius). */
    private static final float WALL_RADIUS = 0.05f;
    /** Turn of a blocked preferred velocity to the agent's left, radians. */
    static final float SIDE_BIAS_RAD = 0.2f;
    private static final float COS_BIAS = (float) Math.cos(SIDE_BIAS_RAD);
    private static final float SIN_BIAS = (float) Math.sin(SIDE_BIAS_RAD);

    private final WallSegments walls;
    private final float range;
    private final int maxNeighbours;
    private final float invHorizon;
    private final float wallHorizon;
    private final boolean standingGiveWay;
    private final float arrivalRadius;

    private final OrcaLines lines = new OrcaLines();
    private final int[] neighbour;
    private final float[] neighbourD2;
    private final int[] wallIds = new int[4 * MAX_WALLS];
    private final int[] wall = new int[MAX_WALLS];
    private final float[] wallD2 = new float[MAX_WALLS];
    private int[] wallMark;
    private int stamp;
    /** Every agent's preferred velocity at the start of the planning, by id. */
    private float[] prefX = new float[0], prefZ = new float[0];

    /**
     * @param mesh   the crowd's navmesh, whose boundary edges are the walls; not null, unaffected
     * @param config supplies the neighbour range and count, the time horizons, the standing agents' rule and the
     *               arrival radius; not null
     */
    OrcaAvoidance(NavMesh mesh, CrowdConfig config) {
        this.walls = new WallSegments(mesh);
        this.range = config.neighbourRange();
        this.maxNeighbours = config.maxNeighbours();
        this.invHorizon = 1f / config.timeHorizon();
        this.wallHorizon = config.wallTimeHorizon();
        this.standingGiveWay = config.standingGiveWay();
        this.arrivalRadius = config.arrivalRadius();
        this.neighbour = new int[maxNeighbours];
        this.neighbourD2 = new float[maxNeighbours];
        this.wallMark = new int[walls.count()];
    }

    @Override
    public float neighbourCell(AgentStore store) {
        return range;
    }

    @Override
    public void planVelocities(AgentStore store, AgentGrid grid, float dt) {
        int[] ids = store.ids();
        if (prefX.length < store.capacity) {
            prefX = new float[store.capacity];
            prefZ = new float[store.capacity];
        }
        for (int k = 0, n = store.activeCount; k < n; k++) {
            int i = ids[k];
            if (!store.following[i]) {
                standingPreference(store, i);
            }
            prefX[i] = store.dvx[i];
            prefZ[i] = store.dvz[i];
        }
        for (int k = 0, n = store.activeCount; k < n; k++) {
            plan(store, grid, ids[k], dt);
        }
    }

    /** The preferred velocity of a standing agent: still, or back to its target when pushed away after arriving. */
    private void standingPreference(AgentStore s, int i) {
        s.dvx[i] = 0f;
        s.dvz[i] = 0f;
        if (s.state[i] != AgentState.ARRIVED.ordinal() || !s.hasTarget[i]) {
            return;
        }
        float ox = s.tx[i] - s.px[i], oz = s.tz[i] - s.pz[i];
        float d = (float) Math.sqrt(ox * ox + oz * oz);
        if (d > arrivalRadius) {
            float v = Math.min(0.5f * s.type[i].maxSpeed(), 2f * (d - 0.5f * arrivalRadius));
            s.dvx[i] = ox / d * v;
            s.dvz[i] = oz / d * v;
        }
    }

    private void plan(AgentStore s, AgentGrid grid, int i, float dt) {
        float x = s.px[i], z = s.pz[i];
        float r = s.type[i].radius();
        float maxSpeed = s.type[i].maxSpeed();
        lines.clear();
        addWalls(s, i, maxSpeed);
        int hard = lines.count();
        int nn = gatherNeighbours(s, grid, i);
        float vx = s.vx[i], vz = s.vz[i];
        boolean standing = !s.following[i];
        for (int k = 0; k < nn; k++) {
            int j = neighbour[k];
            float share = share(s, i, j, standing);
            float px = prefX[i] - prefX[j], pz = prefZ[i] - prefZ[j];
            float pl = (float) Math.sqrt(px * px + pz * pz);
            float sx = pl > 1e-6f ? px / pl : (i < j ? 1f : -1f), sz = pl > 1e-6f ? pz / pl : 0f;
            addAgentLine(x, z, vx, vz, s.px[j], s.pz[j], s.vx[j], s.vz[j], r + s.type[j].radius(), share, dt, sx, sz);
        }
        float prefX = s.dvx[i], prefZ = s.dvz[i];
        s.wallAhead[i] = s.following[i] && violates(0, hard, prefX, prefZ);
        if (violates(hard, lines.count(), prefX, prefZ)) {
            float bx = prefX * COS_BIAS - prefZ * SIN_BIAS;
            float bz = prefX * SIN_BIAS + prefZ * COS_BIAS;
            prefX = bx;
            prefZ = bz;
        }
        lines.solve(maxSpeed, prefX, prefZ, hard);
        float nvx = lines.vx, nvz = lines.vy;
        assert Float.isFinite(nvx) && Float.isFinite(nvz) : "ORCA velocity of agent " + i + " is not finite";
        if (Float.isFinite(nvx) && Float.isFinite(nvz)) {
            s.dvx[i] = nvx;
            s.dvz[i] = nvz;
        }
    }

    /** True when the velocity lies outside one of the half-planes [from, to). */
    private boolean violates(int from, int to, float vx, float vz) {
        for (int k = from; k < to; k++) {
            if (lines.violatedBy(k, vx, vz)) {
                return true;
            }
        }
        return false;
    }

    /** The share of the avoidance between agents i and j that agent i takes. */
    private float share(AgentStore s, int i, int j, boolean iStanding) {
        float dx = s.px[j] - s.px[i], dz = s.pz[j] - s.pz[i];
        float rr = s.type[i].radius() + s.type[j].radius();
        if (dx * dx + dz * dz <= rr * rr) {
            return 0.5f;
        }
        boolean jStanding = !s.following[j];
        if (iStanding != jStanding) {
            if (iStanding) {
                return standingGiveWay ? 0.5f : 0f;
            }
            return 1f;
        }
        int pi = s.priority[i], pj = s.priority[j];
        if (pi == pj) {
            return 0.5f;
        }
        return pi > pj ? 1f : 0f;
    }

    /**
     * RVO2's agent half-plane, with agent i taking {@code share} of the avoidance. Positions and velocities in
     * (x, z); the combined radius in metres. Two agents at the same place with the same velocity part along
     * (sideX, sideZ): the unit difference of their preferred velocities (the faster one goes ahead), or +x for the
     * smaller id and -x for the other when those are equal.
     */
    private void addAgentLine(float x, float z, float vx, float vz, float ox, float oz, float ovx, float ovz,
                              float combined, float share, float dt, float sideX, float sideZ) {
        float rpx = ox - x, rpz = oz - z;
        float rvx = vx - ovx, rvz = vz - ovz;
        float distSq = rpx * rpx + rpz * rpz;
        float combinedSq = combined * combined;
        float dirX, dirZ, ux, uz;
        if (distSq > combinedSq) {
            float wx = rvx - invHorizon * rpx, wz = rvz - invHorizon * rpz;
            float wSq = wx * wx + wz * wz;
            float dot1 = wx * rpx + wz * rpz;
            if (dot1 < 0f && dot1 * dot1 > combinedSq * wSq) {
                // Project on the cut-off circle.
                float wl = (float) Math.sqrt(wSq);
                float uwx = wx / wl, uwz = wz / wl;
                dirX = uwz;
                dirZ = -uwx;
                ux = (combined * invHorizon - wl) * uwx;
                uz = (combined * invHorizon - wl) * uwz;
            } else {
                // Project on a leg; the same handedness for both agents of a pair.
                float leg = (float) Math.sqrt(distSq - combinedSq);
                if (OrcaLines.det(rpx, rpz, wx, wz) > 0f) {
                    dirX = (rpx * leg - rpz * combined) / distSq;
                    dirZ = (rpx * combined + rpz * leg) / distSq;
                } else {
                    dirX = -(rpx * leg + rpz * combined) / distSq;
                    dirZ = -(-rpx * combined + rpz * leg) / distSq;
                }
                float dot2 = rvx * dirX + rvz * dirZ;
                ux = dot2 * dirX - rvx;
                uz = dot2 * dirZ - rvz;
            }
        } else {
            // Already overlapping: get apart within one step.
            float inv = 1f / dt;
            float wx = rvx - inv * rpx, wz = rvz - inv * rpz;
            float wl = (float) Math.sqrt(wx * wx + wz * wz);
            float uwx, uwz;
            if (wl < 1e-6f) {
                // Same velocity, one step from touching: part along the line between them, or (sideX, sideZ).
                float d = (float) Math.sqrt(distSq);
                uwx = d > 1e-6f ? -rpx / d : sideX;
                uwz = d > 1e-6f ? -rpz / d : sideZ;
                wl = 0f;
            } else {
                uwx = wx / wl;
                uwz = wz / wl;
            }
            dirX = uwz;
            dirZ = -uwx;
            ux = (combined * inv - wl) * uwx;
            uz = (combined * inv - wl) * uwz;
        }
        lines.add(vx + share * ux, vz + share * uz, dirX, dirZ);
    }

    /** The nearest neighbours of agent i into {@link #neighbour}, nearest first; returns their number. */
    private int gatherNeighbours(AgentStore s, AgentGrid grid, int i) {
        float x = s.px[i], z = s.pz[i], y = s.py[i];
        float hi = s.type[i].height();
        float r2 = range * range;
        int n = 0;
        int cx0 = grid.cellOf(x), cz0 = grid.cellOf(z);
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                int cx = cx0 + dx, cz = cz0 + dz;
                for (int k = grid.bucketStart(cx, cz), e = grid.bucketEnd(cx, cz); k < e; k++) {
                    int j = grid.item(k);
                    if (j == i || !grid.inCell(j, cx, cz)
                            || Math.abs(s.py[j] - y) >= 0.5f * (hi + s.type[j].height())) {
                        continue;
                    }
                    float ox = s.px[j] - x, oz = s.pz[j] - z;
                    float d2 = ox * ox + oz * oz;
                    if (d2 >= r2 || (n == maxNeighbours && d2 >= neighbourD2[n - 1])) {
                        continue;
                    }
                    int at = n < maxNeighbours ? n++ : n - 1;
                    // Ties keep the smaller id first, whatever order the grid lists them in.
                    while (at > 0 && (neighbourD2[at - 1] > d2 || (neighbourD2[at - 1] == d2 && neighbour[at - 1] > j))) {
                        neighbour[at] = neighbour[at - 1];
                        neighbourD2[at] = neighbourD2[at - 1];
                        at--;
                    }
                    neighbour[at] = j;
                    neighbourD2[at] = d2;
                }
            }
        }
        return n;
    }

    /** RVO2's obstacle half-planes for the wall segments near agent i, nearest first. */
    private void addWalls(AgentStore s, int i, float maxSpeed) {
        float x = s.px[i], z = s.pz[i];
        float reach = wallHorizon * maxSpeed + WALL_RADIUS;
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
            wallLine(wall[k], x, z, s.vx[i], s.vz[i], inv);
        }
    }

    /** One wall segment's half-plane, as RVO2 builds an obstacle's (its segment from vertex 1 to vertex 2). */
    private void wallLine(int w1, float x, float z, float vx, float vz, float inv) {
        final float radius = WALL_RADIUS;
        final float radiusSq = radius * radius;
        int w2 = walls.next(w1);
        float p1x = walls.startX(w1), p1z = walls.startZ(w1);
        float p2x = walls.endX(w1), p2z = walls.endZ(w1);
        boolean convex1 = walls.convexStart(w1);
        boolean convex2 = w2 < 0 || walls.convexStart(w2);
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
        if (sPos > 1f && dist2 <= radiusSq) {
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
        float leftX, leftZ, rightX, rightZ;
        boolean single = false;
        float c1x = p1x, c1z = p1z, c2x = p2x, c2z = p2z;
        if (sPos < 0f && distLine <= radiusSq) {
            if (!convex1) {
                return;
            }
            single = true;
            c2x = p1x;
            c2z = p1z;
            r2x = r1x;
            r2z = r1z;
            float leg1 = (float) Math.sqrt(dist1 - radiusSq);
            leftX = (r1x * leg1 - r1z * radius) / dist1;
            leftZ = (r1x * radius + r1z * leg1) / dist1;
            rightX = (r1x * leg1 + r1z * radius) / dist1;
            rightZ = (-r1x * radius + r1z * leg1) / dist1;
        } else if (sPos > 1f && distLine <= radiusSq) {
            if (!convex2) {
                return;
            }
            single = true;
            c1x = p2x;
            c1z = p2z;
            r1x = r2x;
            r1z = r2z;
            float leg2 = (float) Math.sqrt(dist2 - radiusSq);
            leftX = (r2x * leg2 - r2z * radius) / dist2;
            leftZ = (r2x * radius + r2z * leg2) / dist2;
            rightX = (r2x * leg2 + r2z * radius) / dist2;
            rightZ = (-r2x * radius + r2z * leg2) / dist2;
        } else {
            if (convex1) {
                float leg1 = (float) Math.sqrt(dist1 - radiusSq);
                leftX = (r1x * leg1 - r1z * radius) / dist1;
                leftZ = (r1x * radius + r1z * leg1) / dist1;
            } else {
                leftX = -udx;
                leftZ = -udz;
            }
            if (convex2) {
                float leg2 = (float) Math.sqrt(dist2 - radiusSq);
                rightX = (r2x * leg2 + r2z * radius) / dist2;
                rightZ = (-r2x * radius + r2z * leg2) / dist2;
            } else {
                rightX = udx;
                rightZ = udz;
            }
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
