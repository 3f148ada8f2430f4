package org.jme3navmesh.dynamic;

/**
 * A parent triangle's pieces as the carver will place them.
 *
 * @param corners 3 vertex ids per piece, counter-clockwise seen from above
 * @param areas   area id per piece
 * @param uses    the carving points acquired for them, once per acquisition
 * @param entries the entries {vertex id, users} of those points, as the carver's point table holds them
 */
record Layout(int[] corners, int[] areas, PointKey[] uses, int[][] entries) {
}
