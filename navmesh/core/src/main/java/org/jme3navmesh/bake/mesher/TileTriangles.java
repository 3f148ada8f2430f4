package org.jme3navmesh.bake.mesher;

/**
 * The triangles of one tile of a tiled bake ({@link FieldMesher#meshTile}), before they are
 * stitched to the other tiles'. Positions are in doubled grid units of the tile's field (corner
 * (cx, cz) of its grid is (2 cx, 2 cz)), so positions on a tile border compare exactly.
 *
 * @param vx2   X of each vertex, tile-local doubled grid units; not null, kept (not copied)
 * @param vz2   Z of each vertex, tile-local doubled grid units; same length as vx2 (not checked), kept
 * @param y     height of each vertex, world Y, metres; same length as vx2 (not checked), kept
 * @param tris  three vertex ids per triangle, counter-clockwise seen from above; not null, kept
 * @param area  area id per triangle; not null, length = triangle count, kept
 * @param slope steepest slope under each triangle, degrees from horizontal; not null, same length as area, kept
 */
public record TileTriangles(int[] vx2, int[] vz2, float[] y, int[] tris, int[] area, float[] slope) {
    /** No triangles. */
    public static final TileTriangles EMPTY = new TileTriangles(new int[0], new int[0], new float[0], new int[0],
            new int[0], new float[0]);

    /**
     * Number of triangles.
     *
     * @return the length of {@link #area}, &gt;= 0
     */
    public int triangleCount() {
        return area.length;
    }

    /**
     * Number of vertices.
     *
     * @return the length of {@link #y}, &gt;= 0
     */
    public int vertexCount() {
        return y.length;
    }
}
