package org.jme3navmesh.bench;

import java.util.Arrays;

/**
 * Engine-neutral copy of a path answer: status and waypoints (world space, metres, Y up).
 * Mutable and reused between queries; not thread-safe.
 */
public final class PathRecord {
    /** The path reaches the goal. */
    public static final int FOUND = 0;
    /** The goal is unreachable or off the mesh; the path ends at the nearest reachable point. */
    public static final int PARTIAL = 1;
    /** No mesh near the start. */
    public static final int START_OFF_MESH = 2;
    /** Anything else (no path at all). */
    public static final int FAILED = 3;

    private static final String[] NAMES = {"FOUND", "PARTIAL", "START_OFF_MESH", "FAILED"};

    private float[] pts = new float[3 * 64];
    private int count;
    private int status = FAILED;
    /** Corridor length (polygons or triangles), when the engine reports it; else 0. */
    public int corridor;

    /** Name of a status constant. */
    public static String statusName(int s) { return NAMES[s]; }

    /** Removes all waypoints. */
    public void clear() {
        count = 0;
        corridor = 0;
    }

    /** Sets the status; clears waypoints unless FOUND or PARTIAL. Returns it. */
    public int setStatus(int s) {
        status = s;
        if (s != FOUND && s != PARTIAL) {
            count = 0;
        }
        return s;
    }

    /** Current status. */
    public int status() { return status; }

    /** Appends a waypoint. */
    public void add(float x, float y, float z) {
        if (3 * count + 3 > pts.length) {
            pts = Arrays.copyOf(pts, pts.length * 2);
        }
        pts[3 * count] = x;
        pts[3 * count + 1] = y;
        pts[3 * count + 2] = z;
        count++;
    }

    /** Number of waypoints. */
    public int size() { return count; }

    public float x(int i) { return pts[3 * i]; }
    public float y(int i) { return pts[3 * i + 1]; }
    public float z(int i) { return pts[3 * i + 2]; }

    /** Polyline length in 3D, metres. */
    public double length3d() {
        double s = 0;
        for (int i = 1; i < count; i++) {
            double dx = pts[3 * i] - pts[3 * i - 3], dy = pts[3 * i + 1] - pts[3 * i - 2], dz = pts[3 * i + 2] - pts[3 * i - 1];
            s += Math.sqrt(dx * dx + dy * dy + dz * dz);
        }
        return s;
    }

    /** Polyline length projected on the XZ plane, metres. */
    public double lengthXZ() {
        double s = 0;
        for (int i = 1; i < count; i++) {
            double dx = pts[3 * i] - pts[3 * i - 3], dz = pts[3 * i + 2] - pts[3 * i - 1];
            s += Math.sqrt(dx * dx + dz * dz);
        }
        return s;
    }

    /** Copies the waypoints into a new array (x, y, z per point). */
    public float[] toArray() { return Arrays.copyOf(pts, 3 * count); }
}
