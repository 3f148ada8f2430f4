package org.jme3navmesh.agent;

import java.util.Arrays;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.IndexedHeap;

/**
 * Random wander targets: uniformly random points (by area) that an agent can reach by walking at most a given
 * distance over the navmesh. Like Detour's {@code findRandomPointAroundCircle}, but bounded by the distance walked
 * rather than by a circle, so a target behind a wall or across a river is not "near" just because it is close
 * as the crow flies.
 *
 * <p>How: a Dijkstra search over the triangles the agent may enter (slope at most its maximum), where a triangle is
 * entered at the midpoint of the edge it was reached through. The search distance of a triangle plus the straight
 * segment from its entry point (triangles are convex) is the length of a real walkable polyline, so every point
 * returned has a walkable route of at most {@code maxDistance} metres; the shortest path is no longer. Triangles are
 * drawn by area among those whose entry point is within reach, and a point drawn in one beyond reach is drawn again
 * (or, after {@value #MAX_TRIES} tries, pulled back along the segment from the entry point to exactly the reach).
 *
 * <p>World space, metres, Y up. Not thread-safe: search state is preallocated per mesh and stamped with a search
 * id (an {@link IndexedHeap} with decrease-key), so a call allocates nothing. Use one sampler per simulation thread.
 */
public final class WanderSampler {
    /** Draws per call before a point beyond reach is pulled back to the reach. */
    static final int MAX_TRIES = 16;

    private final NavMesh mesh;
    private final float[] dist;
    private final float[] entryX;
    private final float[] entryZ;
    private final int[] stamp;
    /** The open triangles by distance; a stamped triangle no longer in it is settled. */
    private final IndexedHeap open;
    private final int[] candidates;
    private final double[] cumArea;
    private int search;

    /** @param mesh the navmesh; not null, shared, never modified */
    public WanderSampler(NavMesh mesh) {
        this.mesh = Objects.requireNonNull(mesh, "mesh");
        int n = mesh.triangleCount();
        dist = new float[n];
        entryX = new float[n];
        entryZ = new float[n];
        stamp = new int[n];
        open = IndexedHeap.withDecreaseKey(n);
        candidates = new int[n];
        cumArea = new double[n];
    }

    /**
     * The mesh sampled.
     *
     * @return the mesh given to the constructor; not null, shared, do not modify
     */
    public NavMesh mesh() {
        return mesh;
    }

    /**
     * A uniformly random point (by area) within {@code maxDistance} metres of walking from (x, z) on
     * {@code fromTri}, across triangles no steeper than {@code maxSlopeDeg}.
     *
     * @param fromTri     triangle of the start point, 0 .. triangleCount - 1
     * @param x           start X, world metres, finite; should lie on {@code fromTri} (seen from above)
     * @param z           start Z, world metres, finite
     * @param maxSlopeDeg steepest triangle the agent may enter, degrees; not NaN
     * @param maxDistance longest walk, metres (&gt; 0, finite)
     * @param rnd         random source; not null, advanced
     * @param out         receives x, y, z of the point (world, y on the surface) at out[0..2]; modified. Not null,
     *                    length &gt;= 3
     * @return the point's triangle, or -1 when the agent may not stand on {@code fromTri} (out untouched)
     * @throws IllegalArgumentException for a triangle id out of range, a non-finite start, a NaN slope or a bad
     *                                  distance
     */
    public int randomPoint(int fromTri, float x, float z, float maxSlopeDeg, float maxDistance, RandomGenerator rnd,
                           float[] out) {
        if (fromTri < 0 || fromTri >= mesh.triangleCount()) {
            throw new IllegalArgumentException("triangle " + fromTri + " is not in the mesh (0.." + (mesh.triangleCount() - 1) + ")");
        }
        if (!Float.isFinite(x) || !Float.isFinite(z)) {
            throw new IllegalArgumentException("start must be finite, got (" + x + ", " + z + ")");
        }
        if (!(maxDistance > 0f) || Float.isInfinite(maxDistance)) {
            throw new IllegalArgumentException("maxDistance must be a finite number > 0, got " + maxDistance);
        }
        if (Float.isNaN(maxSlopeDeg)) {
            throw new IllegalArgumentException("maxSlopeDeg must be a number of degrees, got NaN");
        }
        Objects.requireNonNull(rnd, "rnd");
        Objects.requireNonNull(out, "out");
        if (mesh.slopeDeg(fromTri) > maxSlopeDeg) {
            return -1;
        }
        int count = collect(fromTri, x, z, maxSlopeDeg, maxDistance);
        double total = cumArea[count - 1];
        int t = -1;
        float qx = 0f, qz = 0f;
        for (int attempt = 0; attempt < MAX_TRIES; attempt++) {
            t = total > 0 ? candidates[TriangleSampling.firstAtLeast(cumArea, 0, count - 1, rnd.nextDouble() * total)]
                    : candidates[rnd.nextInt(count)];
            TriangleSampling.pointIn(mesh, t, rnd, out);
            qx = out[0];
            qz = out[1];
            if (dist[t] + length(qx - entryX[t], qz - entryZ[t]) <= maxDistance) {
                break;
            }
            if (attempt == MAX_TRIES - 1) {
                // Pull back towards the entry point to exactly the reach; the segment stays in the (convex) triangle.
                float dx = qx - entryX[t], dz = qz - entryZ[t];
                float keep = (maxDistance - dist[t]) / length(dx, dz);
                qx = entryX[t] + dx * keep;
                qz = entryZ[t] + dz * keep;
            }
        }
        out[0] = qx;
        out[1] = mesh.heightAt(t, qx, qz);
        out[2] = qz;
        return t;
    }

    /**
     * Dijkstra from (x, z) on {@code s}; fills {@link #candidates} (settled triangles, all within reach at their
     * entry point) and {@link #cumArea}. Returns the number of candidates (at least 1: the start triangle).
     */
    private int collect(int s, float x, float z, float maxSlopeDeg, float reach) {
        if (++search == 0) { // wrapped: clear the stamps once every 2^32 searches
            Arrays.fill(stamp, 0);
            search = 1;
        }
        open.clear();
        stamp[s] = search;
        dist[s] = 0f;
        entryX[s] = x;
        entryZ[s] = z;
        open.push(s, 0.0);
        int count = 0;
        double acc = 0;
        while (!open.isEmpty()) {
            int t = open.pop();
            candidates[count] = t;
            acc += 0.5 * mesh.area2(t);
            cumArea[count++] = acc;
            float g = dist[t], px = entryX[t], pz = entryZ[t];
            for (int e = 0; e < 3; e++) {
                int nb = mesh.neighbour(t, e);
                if (nb < 0 || mesh.slopeDeg(nb) > maxSlopeDeg) {
                    continue;
                }
                boolean seen = stamp[nb] == search;
                if (seen && !open.contains(nb)) {
                    continue; // settled
                }
                int a = mesh.vertex(t, e), b = mesh.vertex(t, (e + 1) % 3);
                float mx = 0.5f * (mesh.vertexX(a) + mesh.vertexX(b)), mz = 0.5f * (mesh.vertexZ(a) + mesh.vertexZ(b));
                float ng = g + length(mx - px, mz - pz);
                if (ng > reach || (seen && ng >= dist[nb])) {
                    continue;
                }
                dist[nb] = ng;
                entryX[nb] = mx;
                entryZ[nb] = mz;
                if (seen) {
                    open.decrease(nb, ng);
                } else {
                    stamp[nb] = search;
                    open.push(nb, ng);
                }
            }
        }
        return count;
    }

    private static float length(float dx, float dz) {
        return (float) Math.sqrt(dx * dx + dz * dz);
    }
}
