package org.jme3navmesh.dynamic;

/**
 * A parent triangle's pieces as the carver will place them.
 *
 * @param corners 3 vertex ids per piece, counter-clockwise seen from above
 * @param areas   area id per piece
 * @param entries the entries of the carving points acquired for them, once per acquisition, as the
 *                carver's {@link PointTable} holds them
 */
record Layout(int[] corners, int[] areas, int[][] entries) {
}
