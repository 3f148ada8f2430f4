package org.jme3navmesh.query;

import org.jme3navmesh.mesh.Geometry;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The follow-ground part of the {@link Funnel}: the height profile of a path segment over the corridor portals it
 * crosses, and the extra waypoints where that ground bends away from the straight 3D chord by more than
 * {@link QueryTolerances#HEIGHT} (Douglas-Peucker). Scratch arrays grown on demand; not thread-safe (owned by one
 * funnel).
 */
final class GroundProfile {
    private final NavMesh mesh;
    private float[] prof = new float[3 * 64];
    private int[] profTri = new int[64];
    private boolean[] keep = new boolean[64];
    private int[] stack = new int[64];

    GroundProfile(NavMesh mesh) {
        this.mesh = mesh;
    }

    /**
     * Adds waypoints strictly between (a) and (b) where the segment crosses portals i0+1 .. i1-1
     * and the ground there departs from the straight 3D chord by more than QueryTolerances.HEIGHT
     * (Douglas-Peucker on the height profile). Points in world space, metres; i0 and i1 are the
     * corridor portal indices of the segment's ends (-1 for the start).
     *
     * @param out the path being written: its corridor and portals are read, the waypoints
     *            appended; not null
     */
    void refineSegment(float ax, float ay, float az, float bx, float by, float bz, int i0, int i1, PathResult out) {
        int first = i0 + 1, last = i1 - 1;
        if (last < first) {
            return;
        }
        int m = last - first + 1 + 2;
        if (profTri.length < m) {
            int cap = 2 * m;
            prof = new float[3 * cap];
            profTri = new int[cap];
            keep = new boolean[cap];
            stack = new int[2 * cap];
        }
        // Profile: fraction along the segment and the height of the crossed triangles' planes there
        // (the detail height is taken only for the waypoints kept).
        float pay = mesh.planeHeight(out.corridor[i0 + 1], ax, az);
        float pby = mesh.planeHeight(out.corridor[i1], bx, bz);
        // Quick exit: the ground height where the segment crosses portal j lies between the heights
        // of its two vertices (the crossing is on the edge), and the chord between pay and pby; when
        // every vertex of the crossed portals lies within the tolerance of both chord ends, nothing
        // can bend by more than it (flat ground, the common case).
        float chordLo = Math.min(pay, pby), chordHi = Math.max(pay, pby);
        float minY = chordLo, maxY = chordHi;
        float[] portals = out.portals;
        for (int j = first; j <= last; j++) {
            float ly = portals[6 * j + 1], ry = portals[6 * j + 4];
            minY = Math.min(minY, Math.min(ly, ry));
            maxY = Math.max(maxY, Math.max(ly, ry));
        }
        if (maxY - chordLo <= QueryTolerances.HEIGHT && chordHi - minY <= QueryTolerances.HEIGHT) {
            return;
        }
        prof[0] = 0f;
        prof[1] = pay;
        int k = 1;
        float dx = bx - ax, dz = bz - az;
        float minStep = 1e-3f / Math.max(1e-3f, (float) Math.sqrt(dx * dx + dz * dz));
        boolean bends = false;
        for (int j = first; j <= last; j++) {
            float lx = portals[6 * j], lz = portals[6 * j + 2];
            float rx = portals[6 * j + 3], rz = portals[6 * j + 5];
            float pdx = rx - lx, pdz = rz - lz;
            float plen2 = pdx * pdx + pdz * pdz;
            float fa = Geometry.area2(lx, lz, rx, rz, ax, az);
            float fb = Geometry.area2(lx, lz, rx, rz, bx, bz);
            float fd = fa - fb;
            if (fd * fd <= QueryTolerances.LINE * QueryTolerances.LINE * plen2) {
                continue; // the segment runs along this portal: no single crossing
            }
            float s = fa / (fa - fb);
            if (!(s > prof[3 * k - 3] + minStep) || s >= 1f - minStep) {
                continue; // behind or within a millimetre of the previous profile point
            }
            float cx = ax + s * dx, cz = az + s * dz;
            float u = ((cx - lx) * pdx + (cz - lz) * pdz) / Math.max(1e-12f, plen2);
            if (u < -1e-4f || u > 1f + 1e-4f) {
                continue; // a corner moved off a wall makes the segment miss this portal
            }
            int tri = out.corridor[j + 1];
            // On the portal edge the plane of the triangle beyond is the edge's own line.
            float ly = portals[6 * j + 1];
            float h = ly + u * (portals[6 * j + 4] - ly);
            prof[3 * k] = s;
            prof[3 * k + 1] = h;
            profTri[k] = tri;
            if (Math.abs(h - (pay + s * (pby - pay))) > QueryTolerances.HEIGHT) {
                bends = true;
            }
            k++;
        }
        prof[3 * k] = 1f;
        prof[3 * k + 1] = pby;
        if (!bends) {
            return;
        }
        // keep[] is all false here: the loop at the end clears what it reads.
        int sp = 0;
        stack[sp++] = 0;
        stack[sp++] = k;
        while (sp > 0) {
            int hi = stack[--sp], lo = stack[--sp];
            float s0 = prof[3 * lo], h0 = prof[3 * lo + 1], s1 = prof[3 * hi], h1 = prof[3 * hi + 1];
            float slope = s1 > s0 ? (h1 - h0) / (s1 - s0) : 0f;
            float worst = QueryTolerances.HEIGHT;
            int wi = -1;
            for (int i = lo + 1; i < hi; i++) {
                float d = Math.abs(prof[3 * i + 1] - (h0 + (prof[3 * i] - s0) * slope));
                if (d > worst) {
                    worst = d;
                    wi = i;
                }
            }
            if (wi >= 0) {
                keep[wi] = true;
                stack[sp++] = lo;
                stack[sp++] = wi;
                stack[sp++] = wi;
                stack[sp++] = hi;
            }
        }
        for (int i = 1; i < k; i++) {
            if (keep[i]) {
                keep[i] = false;
                float s = prof[3 * i];
                float wx = ax + s * dx, wz = az + s * dz;
                out.addWaypoint(wx, mesh.heightAt(profTri[i], wx, wz), wz, profTri[i]);
            }
        }
    }
}
