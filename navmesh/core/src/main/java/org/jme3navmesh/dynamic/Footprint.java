package org.jme3navmesh.dynamic;

/**
 * An obstacle as the carver sees it: its grown footprint (a convex polygon, x, z pairs,
 * counter-clockwise seen from above), its box, its vertical extent, and what it does.
 *
 * @param id   the obstacle's id (orders the cuts: a higher id's area wins where areas overlap)
 * @param xz   the footprint; not null; not modified by anyone
 * @param dirs per footprint edge i (from point i to point i + 1): its unit direction ux, uz, or 0, 0
 *             for an edge of zero length; not null; not modified by anyone
 * @param minX box, world metres
 * @param minZ box, world metres
 * @param maxX box, world metres
 * @param maxZ box, world metres
 * @param yMin bottom, world metres
 * @param yMax top, world metres
 * @param area -1 to cut a hole, else the area id given to the surface under it
 */
record Footprint(int id, double[] xz, double[] dirs, double minX, double minZ, double maxX, double maxZ, float yMin, float yMax, int area) {
    static Footprint of(int id, double[] xz, float yMin, float yMax, int area) {
        double x0 = Double.MAX_VALUE, z0 = Double.MAX_VALUE, x1 = -Double.MAX_VALUE, z1 = -Double.MAX_VALUE;
        for (int i = 0; i < xz.length; i += 2) {
            x0 = Math.min(x0, xz[i]);
            x1 = Math.max(x1, xz[i]);
            z0 = Math.min(z0, xz[i + 1]);
            z1 = Math.max(z1, xz[i + 1]);
        }
        int m = xz.length / 2;
        double[] dirs = new double[2 * m];
        for (int i = 0; i < m; i++) {
            int j = i + 1 == m ? 0 : i + 1;
            double dx = xz[2 * j] - xz[2 * i], dz = xz[2 * j + 1] - xz[2 * i + 1], len = Math.hypot(dx, dz);
            if (len != 0) {
                dirs[2 * i] = dx / len;
                dirs[2 * i + 1] = dz / len;
            }
        }
        return new Footprint(id, xz, dirs, x0, z0, x1, z1, yMin, yMax, area);
    }

    /** True when footprint edge i has zero length (no cutting line). */
    boolean degenerate(int i) {
        return dirs[2 * i] == 0 && dirs[2 * i + 1] == 0;
    }

    /**
     * The distance of (x, z) from the line of side i (through its point i, along its direction), metres.
     *
     * @param i a side that is not {@link #degenerate}
     */
    double lineDistance(int i, double x, double z) {
        return Math.abs((x - xz[2 * i]) * dirs[2 * i + 1] - (z - xz[2 * i + 1]) * dirs[2 * i]);
    }

    /**
     * True when (x, z) lies within tol of side i itself: of its line, and between its ends (or within tol of them).
     *
     * @param i   a side that is not {@link #degenerate}
     * @param tol metres, &gt;= 0
     */
    boolean onSide(int i, double x, double z, double tol) {
        int j = i + 1 == xz.length / 2 ? 0 : i + 1;
        double along = (x - xz[2 * i]) * dirs[2 * i] + (z - xz[2 * i + 1]) * dirs[2 * i + 1];
        double len = (xz[2 * j] - xz[2 * i]) * dirs[2 * i] + (xz[2 * j + 1] - xz[2 * i + 1]) * dirs[2 * i + 1];
        return lineDistance(i, x, z) <= tol && along >= -tol && along <= len + tol;
    }

    /**
     * How many of this footprint's sides (not {@link #degenerate}) pass within tol of (x, z) ({@link #onSide}), up to
     * most: 0 at once when the point lies outside the footprint's box grown by tol.
     *
     * @param tol  metres, &gt;= 0
     * @param most stop counting at this many, &gt;= 1
     */
    int sidesThrough(double x, double z, double tol, int most) {
        if (x < minX - tol || x > maxX + tol || z < minZ - tol || z > maxZ + tol) {
            return 0;
        }
        int found = 0;
        for (int i = 0; i < xz.length / 2 && found < most; i++) {
            if (!degenerate(i) && onSide(i, x, z, tol)) {
                found++;
            }
        }
        return found;
    }

    /** True when the piece's box meets this footprint's box. */
    boolean overlapsBox(Piece p) {
        double[] b = p.box();
        return b[0] <= maxX && b[2] >= minX && b[1] <= maxZ && b[3] >= minZ;
    }
}
