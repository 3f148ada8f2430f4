package org.jme3navmesh.bake;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/**
 * Test-side view of the objects of a scene OBJ: for each "o" object its name, XZ footprint (the
 * convex hull of its vertices seen from above) and height range. Used to derive expected answers
 * from the geometry instead of hard-coding them.
 */
final class ObjBoxes {
    /** One OBJ object. */
    record Obj(String name, float[] hullXZ, float minX, float maxX, float minY, float maxY, float minZ, float maxZ) {
        float centerX() { return (minX + maxX) / 2; }
        float centerZ() { return (minZ + maxZ) / 2; }

        /** True when the XZ segment a-b touches this object's footprint. */
        boolean segmentHits(float ax, float az, float bx, float bz) {
            // Cyrus-Beck clip of the segment against the convex hull (counter-clockwise).
            float t0 = 0f, t1 = 1f;
            int n = hullXZ.length / 2;
            for (int i = 0; i < n; i++) {
                float px = hullXZ[2 * i], pz = hullXZ[2 * i + 1];
                float qx = hullXZ[2 * ((i + 1) % n)], qz = hullXZ[2 * ((i + 1) % n) + 1];
                // Outward normal of edge p->q for a CCW polygon in (x, z).
                float nx = qz - pz, nz = -(qx - px);
                float num = (ax - px) * nx + (az - pz) * nz;
                float den = (bx - ax) * nx + (bz - az) * nz;
                if (den == 0f) {
                    if (num > 0f) {
                        return false;
                    }
                } else {
                    float t = -num / den;
                    if (den < 0f) {
                        t0 = Math.max(t0, t);
                    } else {
                        t1 = Math.min(t1, t);
                    }
                    if (t0 > t1) {
                        return false;
                    }
                }
            }
            return true;
        }

        /** Distance in XZ from a point to the footprint (0 inside). */
        float distance(float x, float z) {
            int n = hullXZ.length / 2;
            boolean inside = true;
            float best = Float.MAX_VALUE;
            for (int i = 0; i < n; i++) {
                float px = hullXZ[2 * i], pz = hullXZ[2 * i + 1];
                float qx = hullXZ[2 * ((i + 1) % n)], qz = hullXZ[2 * ((i + 1) % n) + 1];
                float ex = qx - px, ez = qz - pz;
                float cross = ex * (z - pz) - ez * (x - px);
                if (cross < 0f) {
                    inside = false;
                }
                float t = Math.max(0f, Math.min(1f, ((x - px) * ex + (z - pz) * ez) / (ex * ex + ez * ez)));
                float dx = px + t * ex - x, dz = pz + t * ez - z;
                best = Math.min(best, (float) Math.sqrt(dx * dx + dz * dz));
            }
            return inside ? 0f : best;
        }
    }

    private ObjBoxes() {
    }

    static List<Obj> read(String scene) {
        List<String> lines;
        try {
            lines = Files.readAllLines(TestScenes.path(scene));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<float[]> verts = new ArrayList<>();
        List<Obj> out = new ArrayList<>();
        String name = null;
        int first = 0;
        for (String line : lines) {
            String[] p = line.trim().split("\\s+");
            if (p[0].equals("o")) {
                if (name != null) {
                    out.add(make(name, verts.subList(first, verts.size())));
                }
                name = p[1];
                first = verts.size();
            } else if (p[0].equals("v")) {
                verts.add(new float[] {Float.parseFloat(p[1]), Float.parseFloat(p[2]), Float.parseFloat(p[3])});
            }
        }
        if (name != null) {
            out.add(make(name, verts.subList(first, verts.size())));
        }
        return out;
    }

    static List<Obj> named(List<Obj> all, String prefix) {
        return all.stream().filter(o -> o.name().startsWith(prefix)).toList();
    }

    static Obj one(List<Obj> all, String name) {
        return all.stream().filter(o -> o.name().equals(name)).findFirst().orElseThrow(() -> new AssertionError("no object " + name));
    }

    private static Obj make(String name, List<float[]> v) {
        float minX = Float.MAX_VALUE, maxX = -Float.MAX_VALUE, minY = Float.MAX_VALUE, maxY = -Float.MAX_VALUE;
        float minZ = Float.MAX_VALUE, maxZ = -Float.MAX_VALUE;
        for (float[] p : v) {
            minX = Math.min(minX, p[0]);
            maxX = Math.max(maxX, p[0]);
            minY = Math.min(minY, p[1]);
            maxY = Math.max(maxY, p[1]);
            minZ = Math.min(minZ, p[2]);
            maxZ = Math.max(maxZ, p[2]);
        }
        return new Obj(name, hull(v), minX, maxX, minY, maxY, minZ, maxZ);
    }

    /** Convex hull in XZ (monotone chain), counter-clockwise in the (x, z) plane. */
    private static float[] hull(List<float[]> v) {
        float[][] pts = v.stream().map(p -> new float[] {p[0], p[2]}).distinct().toArray(float[][]::new);
        java.util.Arrays.sort(pts, (a, b) -> a[0] != b[0] ? Float.compare(a[0], b[0]) : Float.compare(a[1], b[1]));
        float[][] h = new float[2 * pts.length + 1][];
        int k = 0;
        for (float[] p : pts) {
            while (k >= 2 && cross(h[k - 2], h[k - 1], p) <= 0) {
                k--;
            }
            h[k++] = p;
        }
        for (int i = pts.length - 2, lo = k + 1; i >= 0; i--) {
            float[] p = pts[i];
            while (k >= lo && cross(h[k - 2], h[k - 1], p) <= 0) {
                k--;
            }
            h[k++] = p;
        }
        float[] out = new float[2 * (k - 1)];
        for (int i = 0; i < k - 1; i++) {
            out[2 * i] = h[i][0];
            out[2 * i + 1] = h[i][1];
        }
        return out;
    }

    private static float cross(float[] o, float[] a, float[] b) {
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
    }
}
