package org.jme3navmesh.agent;

import java.util.Objects;
import java.util.random.RandomGenerator;
import java.util.function.IntPredicate;
import org.jme3navmesh.mesh.FloodFill;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Random points that an agent can actually reach: the triangles an agent may enter (e.g. those
 * not steeper than its max slope) are split into islands by a flood fill over adjacency, and
 * points are drawn area-uniformly from the island of a given start triangle.
 *
 * <p>Immutable after construction and thread-safe (the caller supplies the random generator).
 */
public final class ReachableTargets {
    private final NavMesh mesh;
    private final int[] label;
    /** Triangles sorted by island; island l spans order[islandStart[l] .. islandStart[l + 1]). */
    private final int[] order;
    private final int[] islandStart;
    /** Cumulative XZ area along {@link #order}, restarting per island. */
    private final double[] cumArea;

    /**
     * @param mesh     the navmesh; not null, shared, never modified
     * @param passable which triangles the agent may enter; not null, called once per triangle here, not kept
     */
    public ReachableTargets(NavMesh mesh, IntPredicate passable) {
        this.mesh = Objects.requireNonNull(mesh, "mesh");
        Objects.requireNonNull(passable, "passable");
        int n = mesh.triangleCount();
        label = new int[n];
        java.util.Arrays.fill(label, -2);
        for (int t = 0; t < n; t++) {
            if (!passable.test(t)) {
                label[t] = -1;
            }
        }
        int islands = FloodFill.labelRegions(n, mesh::neighbour, -2, label);
        islandStart = new int[islands + 1];
        for (int t = 0; t < n; t++) {
            if (label[t] >= 0) {
                islandStart[label[t] + 1]++;
            }
        }
        for (int l = 0; l < islands; l++) {
            islandStart[l + 1] += islandStart[l];
        }
        order = new int[islandStart[islands]];
        int[] fill = islandStart.clone();
        for (int t = 0; t < n; t++) {
            if (label[t] >= 0) {
                order[fill[label[t]]++] = t;
            }
        }
        cumArea = new double[order.length];
        for (int l = 0; l < islands; l++) {
            double acc = 0;
            for (int k = islandStart[l]; k < islandStart[l + 1]; k++) {
                acc += 0.5 * mesh.area2(order[k]);
                cumArea[k] = acc;
            }
        }
    }

    /**
     * Targets for agents that avoid triangles steeper than maxSlopeDeg.
     *
     * @param mesh        the navmesh; not null, shared, never modified
     * @param maxSlopeDeg steepest triangle the agents may enter, degrees from horizontal; not NaN (90 or more admits
     *                    every triangle)
     * @return a new sampler; not null
     * @throws IllegalArgumentException when maxSlopeDeg is NaN
     */
    public static ReachableTargets forMaxSlope(NavMesh mesh, float maxSlopeDeg) {
        if (Float.isNaN(maxSlopeDeg)) {
            throw new IllegalArgumentException("maxSlopeDeg must be a number of degrees, got NaN");
        }
        return new ReachableTargets(mesh, t -> mesh.slopeDeg(t) <= maxSlopeDeg);
    }

    /**
     * Island of triangle t, or -1 when the agent may not enter it.
     *
     * @param t a triangle id, 0 .. triangleCount - 1 of the mesh; others throw {@link ArrayIndexOutOfBoundsException}
     * @return the island, 0 .. {@link #islandCount()} - 1, or -1
     */
    public int island(int t) {
        return label[t];
    }

    /**
     * Number of islands.
     *
     * @return the count, &gt;= 0
     */
    public int islandCount() {
        return islandStart.length - 1;
    }

    /**
     * Walkable XZ area of an island, square metres.
     *
     * @param island an island, 0 .. {@link #islandCount()} - 1; others throw {@link ArrayIndexOutOfBoundsException}
     * @return square metres, &gt;= 0
     */
    public double islandArea(int island) {
        int e = islandStart[island + 1];
        return e == islandStart[island] ? 0 : cumArea[e - 1];
    }

    /**
     * True when an agent on triangle a can walk to triangle b.
     *
     * @param a the start triangle's id, 0 .. triangleCount - 1 of the mesh; others throw
     *          {@link ArrayIndexOutOfBoundsException}
     * @param b the end triangle's id, 0 .. triangleCount - 1 of the mesh
     * @return false also when the agent may not enter a or b
     */
    public boolean reachable(int a, int b) {
        return label[a] >= 0 && label[a] == label[b];
    }

    /**
     * A uniformly random point (by area) on the island of {@code fromTri}.
     *
     * @param fromTri the start triangle's id, 0 .. triangleCount - 1 of the mesh; others throw
     *                {@link ArrayIndexOutOfBoundsException}
     * @param rnd     random source; not null, advanced
     * @param out     receives x, y, z (world metres, y on the surface) at out[0..2]; modified; not null, length &gt;= 3
     * @return the point's triangle, or -1 when fromTri is not passable (out untouched)
     */
    public int randomPoint(int fromTri, RandomGenerator rnd, float[] out) {
        int l = label[fromTri];
        if (l < 0) {
            return -1;
        }
        return randomPointOnIsland(l, rnd, out);
    }

    /**
     * A random point on the whole passable mesh, with each island weighted by its area; -1 when there is none.
     *
     * @param rnd random source; not null, advanced
     * @param out receives x, y, z (world metres, y on the surface) at out[0..2]; modified; not null, length &gt;= 3
     * @return the point's triangle, or -1 when no triangle is passable (out untouched)
     */
    public int randomPoint(RandomGenerator rnd, float[] out) {
        if (order.length == 0) {
            return -1;
        }
        // Pick an island by area, then a point on it.
        double total = 0;
        for (int l = 0; l < islandCount(); l++) {
            total += islandArea(l);
        }
        double r = rnd.nextDouble() * total;
        int l = 0;
        while (l < islandCount() - 1 && r >= islandArea(l)) {
            r -= islandArea(l);
            l++;
        }
        return randomPointOnIsland(l, rnd, out);
    }

    /**
     * A random point on the largest island; -1 when there is none.
     *
     * @param rnd random source; not null, advanced
     * @param out receives x, y, z (world metres, y on the surface) at out[0..2]; modified; not null, length &gt;= 3
     * @return the point's triangle, or -1 when no triangle is passable (out untouched)
     */
    public int randomPointOnLargestIsland(RandomGenerator rnd, float[] out) {
        int best = -1;
        for (int l = 0; l < islandCount(); l++) {
            if (best < 0 || islandArea(l) > islandArea(best)) {
                best = l;
            }
        }
        return best < 0 ? -1 : randomPointOnIsland(best, rnd, out);
    }

    private int randomPointOnIsland(int l, RandomGenerator rnd, float[] out) {
        int s = islandStart[l], e = islandStart[l + 1];
        double r = rnd.nextDouble() * cumArea[e - 1];
        int t = order[TriangleSampling.firstAtLeast(cumArea, s, e - 1, r)];
        TriangleSampling.pointIn(mesh, t, rnd, out);
        float x = out[0], z = out[1];
        out[1] = mesh.heightAt(t, x, z);
        out[2] = z;
        return t;
    }
}
