package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.GoalPolicy;
import org.jme3navmesh.query.NavMeshQuery;
import org.jme3navmesh.query.PathResult;
import org.jme3navmesh.query.QueryFilter;
import org.jme3navmesh.query.RaycastHit;
import org.junit.jupiter.api.Test;

/**
 * Four threads query the hills mesh (each on the version it took) while another adds, moves and
 * removes obstacles for at least three seconds and until the readers have found more than
 * {@value #MIN_PATHS} paths over more than {@value #MIN_VERSIONS} versions (at most a minute, so
 * a loaded machine gets the same work done instead of failing the counts): every path found is walkable on its version (each segment
 * on that version's surface at every 2 cm and clear to that version's raycast from its waypoint,
 * every corridor triangle live there).
 */
class HammerTest {
    /** Paths the readers must find, and versions the writer must publish, before it stops. */
    static final int MIN_PATHS = 100, MIN_VERSIONS = 50;

    @Test
    void pathsStayValidOnTheirVersionWhileObstaclesChange() throws Exception {
        NavMesh baked = TestScenes.bake("hills.obj").navMesh();
        DynamicNavMesh d = new DynamicNavMesh(baked, BakeConfig.defaults().agentRadius());
        float[] b = baked.bounds();
        AtomicBoolean stop = new AtomicBoolean();
        AtomicInteger found = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(5);
        try {
            Future<Integer> writer = pool.submit(() -> {
                Random r = new Random(11);
                List<ObstacleHandle> live = new ArrayList<>();
                long start = System.nanoTime();
                float[] p = new float[3];
                while (!enough(System.nanoTime() - start, found.get(), d.version())) {
                    change(d, baked, r, live, p);
                    d.update(5);
                }
                stop.set(true);
                for (ObstacleHandle h : live) {
                    d.remove(h);
                }
                while (d.pendingChanges() > 0) {
                    d.update(5);
                }
                return (int) d.version();
            });
            List<Future<int[]>> readers = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                long seed = t;
                readers.add(pool.submit(() -> read(d, b, seed, stop, found)));
            }
            int versions = writer.get();
            int paths = 0, versionsSeen = 0;
            for (Future<int[]> f : readers) {
                int[] r = f.get();
                assertThat(r[2]).as("invalid paths").isZero();
                paths += r[0];
                versionsSeen += r[1];
            }
            assertThat(versions).isGreaterThan(MIN_VERSIONS);
            assertThat(paths).isGreaterThan(MIN_PATHS);
            assertThat(versionsSeen).isGreaterThan(4);
            CarveTest.assertRestored(baked, d.current());
        } finally {
            stop.set(true);
            pool.shutdownNow();
        }
    }

    /**
     * Queues one random change: adds a cylinder on the surface while fewer than 30 obstacles live
     * (else half the time), otherwise moves one to a random box turned about Y (a quarter of the
     * rest) or removes one.
     *
     * @param d     the dynamic mesh; modified (a change queued)
     * @param baked the baked mesh, for the cylinders' places; not null, unaffected
     * @param r     the random source; modified
     * @param live  the live obstacles; modified
     * @param p     scratch, length 3; modified
     */
    static void change(DynamicNavMesh d, NavMesh baked, Random r, List<ObstacleHandle> live, float[] p) {
        float[] b = baked.bounds();
        if (live.size() < 30 || r.nextBoolean()) {
            float x = b[0] + r.nextFloat() * (b[3] - b[0]), z = b[2] + r.nextFloat() * (b[5] - b[2]);
            if (baked.findNearest(x, 0.5f * (b[1] + b[4]), z, 2f, b[4] - b[1], 2f, p) >= 0) {
                live.add(d.add(ObstacleShape.cylinder(p[0], p[1] - 0.5f, p[2], 0.5f + r.nextFloat(), 2f)));
            }
        } else if (r.nextInt(4) == 0) {
            ObstacleHandle h = live.get(r.nextInt(live.size()));
            d.move(h, ObstacleShape.box(b[0] + r.nextFloat() * (b[3] - b[0]), 0f, b[2] + r.nextFloat() * (b[5] - b[2]),
                    1f, 50f, 0.5f, r.nextFloat()));
        } else {
            d.remove(live.remove(r.nextInt(live.size())));
        }
    }

    /**
     * True when every point strictly between the segment's ends, sampled every 2 cm, lies over a live
     * triangle of m (or within {@value #EDGE_SLACK} m of one: {@link #nearLive}) within 10 m vertically
     * (hills has one layer; the straight segment between two corners may pass metres above or below the
     * rolling surface): the path crosses no hole of that
     * version. The ends are the query's own points on that version.
     */
    static boolean onSurface(NavMesh m, float ax, float ay, float az, float bx, float by, float bz) {
        int steps = 1 + (int) (Math.hypot(bx - ax, bz - az) / 0.02);
        for (int k = 1; k < steps; k++) {
            float f = (float) k / steps;
            float x = ax + f * (bx - ax), y = ay + f * (by - ay), z = az + f * (bz - az);
            int t = m.findTriangle(x, y, z, 10f, 10f);
            if ((t < 0 || MeshChecks.retired(m, t)) && !nearLive(m, x, y, z)) {
                return false;
            }
        }
        return true;
    }

    /**
     * True when a live triangle lies within {@value #EDGE_SLACK} m of (x, z) seen from above, its plane within 10 m
     * vertically: a sample that falls on a carved edge (a path along a hole's side, its points interpolated in
     * floats) can lie a few micrometres outside every triangle's float containment test, while a hole carved by an
     * obstacle (0.5 m across at the least) cannot hide in that slack. The candidates come from the version's spatial
     * index (its box query), so a live triangle the index misses fails the check.
     */
    static boolean nearLive(NavMesh m, float x, float y, float z) {
        boolean[] found = {false};
        m.index().query(x - EDGE_SLACK, y - 10f, z - EDGE_SLACK, x + EDGE_SLACK, y + 10f, z + EDGE_SLACK, u -> {
            found[0] = !MeshChecks.retired(m, u) && containsXZ(m, u, x, z) && Math.abs(m.planeHeight(u, x, z) - y) <= 10f;
            return !found[0];
        });
        return found[0];
    }

    /** True when (x, z) lies in triangle t seen from above, or no more than {@value #EDGE_SLACK} m outside any edge. */
    private static boolean containsXZ(NavMesh m, int t, float x, float z) {
        int v0 = m.vertex(t, 0), v1 = m.vertex(t, 1), v2 = m.vertex(t, 2);
        double area = (m.vertexX(v1) - m.vertexX(v0)) * (double) (m.vertexZ(v2) - m.vertexZ(v0))
                - (m.vertexZ(v1) - m.vertexZ(v0)) * (double) (m.vertexX(v2) - m.vertexX(v0));
        if (area == 0) {
            return false;
        }
        double sign = Math.signum(area);
        for (int e = 0; e < 3; e++) {
            int a = m.vertex(t, e), b = m.vertex(t, (e + 1) % 3);
            double ex = m.vertexX(b) - m.vertexX(a), ez = m.vertexZ(b) - m.vertexZ(a);
            double cross = sign * (ex * (z - m.vertexZ(a)) - ez * (x - m.vertexX(a)));
            if (cross / Math.hypot(ex, ez) < -EDGE_SLACK) {
                return false;
            }
        }
        return true;
    }

    /** Slack of {@link #nearLive}, metres. */
    private static final float EDGE_SLACK = 0.002f;

    /** Returns {paths checked, versions used, invalid paths}. */
    /**
     * True when the writer may stop: three seconds have passed and the readers have found more than
     * {@value #MIN_PATHS} paths over more than {@value #MIN_VERSIONS} versions, or a minute has passed.
     *
     * @param nanos    time since the writer started, ns
     * @param paths    paths the readers have found so far
     * @param versions the dynamic mesh's version
     */
    static boolean enough(long nanos, int paths, long versions) {
        return nanos >= 60_000_000_000L
                || nanos >= 3_000_000_000L && paths > MIN_PATHS && versions > MIN_VERSIONS;
    }

    private static int[] read(DynamicNavMesh d, float[] b, long seed, AtomicBoolean stop, AtomicInteger found) {
        Random r = new Random(seed);
        PathResult path = new PathResult();
        RaycastHit hit = new RaycastHit();
        float[] s = new float[3], g = new float[3];
        int paths = 0, versions = 0, bad = 0;
        NavMesh last = null;
        NavMeshQuery q = null;
        while (!stop.get()) {
            NavMesh m = d.current();
            if (m != last) {
                last = m;
                q = new NavMeshQuery(m);
                versions++;
            }
            float my = 0.5f * (b[1] + b[4]), hy = b[4] - b[1];
            if (m.findNearest(b[0] + r.nextFloat() * (b[3] - b[0]), my, b[2] + r.nextFloat() * (b[5] - b[2]), 3f, hy, 3f, s) < 0
                    || m.findNearest(b[0] + r.nextFloat() * (b[3] - b[0]), my, b[2] + r.nextFloat() * (b[5] - b[2]), 3f, hy, 3f, g) < 0) {
                continue;
            }
            q.findPath(s[0], s[1], s[2], g[0], g[1], g[2], QueryFilter.defaults(), GoalPolicy.NEAREST_REACHABLE, path);
            if (!path.hasPath()) {
                continue;
            }
            paths++;
            found.incrementAndGet();
            boolean ok = true;
            for (int i = 0; i < path.corridorSize(); i++) {
                ok &= !MeshChecks.retired(m, path.corridor(i));
            }
            if (!ok) {
                System.err.println("[hammer] corridor holds a retired triangle");
            }
            for (int i = 0; i + 1 < path.waypointCount() && ok; i++) {
                boolean surface = onSurface(m, path.waypointX(i), path.waypointY(i), path.waypointZ(i),
                        path.waypointX(i + 1), path.waypointY(i + 1), path.waypointZ(i + 1));
                boolean clear = q.raycast(path.waypointX(i), path.waypointY(i), path.waypointZ(i), path.waypointX(i + 1),
                        path.waypointY(i + 1), path.waypointZ(i + 1), QueryFilter.defaults(), hit);
                ok = surface && clear;
                if (!ok) {
                    System.err.printf("[hammer] segment %d of %d (%f, %f, %f) -> (%f, %f, %f): on surface %b, raycast clear %b%n",
                            i, path.waypointCount(), path.waypointX(i), path.waypointY(i), path.waypointZ(i),
                            path.waypointX(i + 1), path.waypointY(i + 1), path.waypointZ(i + 1), surface, clear);
                }
            }
            bad += ok ? 0 : 1;
        }
        return new int[] {paths, versions, bad};
    }
}
