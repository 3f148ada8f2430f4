package org.jme3navmesh.agent;

import java.util.random.RandomGenerator;
import org.jme3navmesh.mesh.NavMesh;

/** Area-weighted random picks over triangles, shared by the target samplers. Stateless. */
final class TriangleSampling {
    private TriangleSampling() {
    }

    /**
     * Index of the first of cum[lo .. hi] (non-decreasing cumulative areas) that is at least r, or
     * hi when none is (a binary search).
     */
    static int firstAtLeast(double[] cum, int lo, int hi, double r) {
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (cum[mid] < r) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * A uniformly random point of triangle t in XZ (world metres): out[0] = x, out[1] = z.
     * Draws two floats from rnd.
     *
     * @param out at least 2 floats; modified
     */
    static void pointIn(NavMesh mesh, int t, RandomGenerator rnd, float[] out) {
        float u = rnd.nextFloat(), v = rnd.nextFloat();
        if (u + v > 1f) {
            u = 1f - u;
            v = 1f - v;
        }
        int a = mesh.vertex(t, 0), b = mesh.vertex(t, 1), c = mesh.vertex(t, 2);
        float ax = mesh.vertexX(a), az = mesh.vertexZ(a);
        out[0] = ax + u * (mesh.vertexX(b) - ax) + v * (mesh.vertexX(c) - ax);
        out[1] = az + u * (mesh.vertexZ(b) - az) + v * (mesh.vertexZ(c) - az);
    }
}
