package org.jme3navmesh.bake.mesher;

import java.util.Arrays;

import org.jme3navmesh.bake.WalkableField;
import org.jme3navmesh.mesh.NavMeshBuilder;

/**
 * Collects the mesher's vertices and triangles. Grid-corner vertices are welded by corner key
 * (see {@link ContourTracer}); interior vertices added by refinement are never shared between
 * regions. Not thread-safe.
 */
final class MeshSink {
    private final WalkableField f;
    private final int[] vertexOfKey;
    float[] verts = new float[3 * 1024];
    /** Vertex positions in doubled grid units (corner (cx, cz) is (2cx, 2cz)). */
    int[] vx2 = new int[1024];
    int[] vz2 = new int[1024];
    int vertCount;
    int[] tris = new int[3 * 1024];
    int[] triArea = new int[1024];
    float[] triSlope = new float[1024];
    int triCount;
    /** Triangles the triangulator could not produce (degenerate polygons); diagnostics only. */
    int failedTriangles;
    /** Regions re-traced with exact walls after a failed triangulation; diagnostics only. */
    int retriedRegions;
    /** Regions whose outline stayed unfaithful even with exact boundaries; diagnostics only. */
    int unfaithfulRegions;
    /** Regions outlined again because a corner on their boundary became fixed; diagnostics only. */
    int redoneRegions;

    MeshSink(WalkableField f, int spans) {
        this.f = f;
        this.vertexOfKey = new int[4 * spans];
        Arrays.fill(vertexOfKey, -1);
    }

    /** The vertex of a grid corner (cx, cz) with corner key {@code key}, created on first use. */
    int cornerVertex(int key, int cx, int cz, float y) {
        int v = vertexOfKey[key];
        if (v < 0) {
            v = addVertex(2 * cx, 2 * cz, y);
            vertexOfKey[key] = v;
        }
        return v;
    }

    /** A new unshared vertex at doubled grid position (x2, z2) and height y, metres. */
    int addVertex(int x2, int z2, float y) {
        if (3 * vertCount + 3 > verts.length) {
            verts = Arrays.copyOf(verts, verts.length * 2);
            vx2 = Arrays.copyOf(vx2, vx2.length * 2);
            vz2 = Arrays.copyOf(vz2, vz2.length * 2);
        }
        verts[3 * vertCount] = f.grid.minX() + 0.5f * x2 * f.grid.cellSize();
        verts[3 * vertCount + 1] = y;
        verts[3 * vertCount + 2] = f.grid.minZ() + 0.5f * z2 * f.grid.cellSize();
        vx2[vertCount] = x2;
        vz2[vertCount] = z2;
        return vertCount++;
    }

    void addTriangle(int a, int b, int c, int area, float slope) {
        if (3 * triCount + 3 > tris.length) {
            tris = Arrays.copyOf(tris, tris.length * 2);
            triArea = Arrays.copyOf(triArea, triArea.length * 2);
            triSlope = Arrays.copyOf(triSlope, triSlope.length * 2);
        }
        tris[3 * triCount] = a;
        tris[3 * triCount + 1] = b;
        tris[3 * triCount + 2] = c;
        triArea[triCount] = area;
        triSlope[triCount] = slope;
        triCount++;
    }

    /**
     * Drops the triangles marked dead and the vertices no triangle uses any more, keeping the
     * order of the rest (vertex ids are renumbered, corner keys follow).
     *
     * @param dead per triangle, whether it goes; not modified
     */
    void compact(boolean[] dead) {
        int[] remap = new int[vertCount];
        Arrays.fill(remap, -1);
        int tn = 0;
        for (int t = 0; t < triCount; t++) {
            if (dead[t]) {
                continue;
            }
            for (int k = 0; k < 3; k++) {
                tris[3 * tn + k] = tris[3 * t + k];
                remap[tris[3 * t + k]] = 0;
            }
            triArea[tn] = triArea[t];
            triSlope[tn] = triSlope[t];
            tn++;
        }
        triCount = tn;
        int vn = 0;
        for (int v = 0; v < vertCount; v++) {
            if (remap[v] < 0) {
                continue;
            }
            remap[v] = vn;
            verts[3 * vn] = verts[3 * v];
            verts[3 * vn + 1] = verts[3 * v + 1];
            verts[3 * vn + 2] = verts[3 * v + 2];
            vx2[vn] = vx2[v];
            vz2[vn] = vz2[v];
            vn++;
        }
        vertCount = vn;
        for (int i = 0; i < 3 * triCount; i++) {
            tris[i] = remap[tris[i]];
        }
        for (int k = 0; k < vertexOfKey.length; k++) {
            if (vertexOfKey[k] >= 0) {
                vertexOfKey[k] = remap[vertexOfKey[k]];
            }
        }
    }

    /** The triangles as a tile's: positions in doubled grid units, heights in metres. */
    TileTriangles toTile() {
        float[] y = new float[vertCount];
        for (int i = 0; i < vertCount; i++) {
            y[i] = verts[3 * i + 1];
        }
        return new TileTriangles(Arrays.copyOf(vx2, vertCount), Arrays.copyOf(vz2, vertCount), y,
                Arrays.copyOf(tris, 3 * triCount), Arrays.copyOf(triArea, triCount), Arrays.copyOf(triSlope, triCount));
    }

    NavMeshBuilder toBuilder() {
        NavMeshBuilder b = new NavMeshBuilder();
        for (int i = 0; i < vertCount; i++) {
            b.addVertex(verts[3 * i], verts[3 * i + 1], verts[3 * i + 2]);
        }
        for (int t = 0; t < triCount; t++) {
            b.addTriangle(tris[3 * t], tris[3 * t + 1], tris[3 * t + 2], triArea[t], triSlope[t]);
        }
        return b;
    }
}
