package org.jme3navmesh.dynamic;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a triangle by convex footprints: triangle minus the union of the hole footprints, the
 * parts under area footprints given their area. Each footprint is taken edge line by edge line:
 * the part of a piece on the outer side of a line is kept as it is, the inner part goes on to the
 * next line; what is inside every line is inside the footprint (dropped, or given the footprint's
 * area). Every piece stays convex. Points within {@value #EPS} m of a line count as on it.
 */
final class PieceClipper {
    static final double EPS = 1e-6;

    private PieceClipper() {
    }

    /**
     * @param tri  the parent's corners x0, z0, x1, z1, x2, z2, counter-clockwise seen from above
     * @param area the parent's area id
     * @param cuts the footprints that carve the parent, in the order to apply; not null
     * @return the convex pieces left, counter-clockwise, each with positive area
     */
    static List<Piece> clip(double[] tri, int area, List<Footprint> cuts) {
        List<Piece> pieces = new ArrayList<>();
        Piece first = new Piece();
        for (int k = 0; k < 3; k++) {
            first.add(tri[2 * k], tri[2 * k + 1], k, 0);
        }
        first.area = area;
        pieces.add(first);
        for (Footprint f : cuts) {
            List<Piece> next = new ArrayList<>();
            for (Piece p : pieces) {
                if (!f.overlapsBox(p)) {
                    next.add(p);
                    continue;
                }
                Piece inside = p;
                double[] fp = f.xz();
                int m = fp.length / 2;
                for (int i = 0; i < m && inside != null; i++) {
                    int j = i + 1 == m ? 0 : i + 1;
                    double ax = fp[2 * i], az = fp[2 * i + 1];
                    double dx = fp[2 * j] - ax, dz = fp[2 * j + 1] - az;
                    double len = Math.hypot(dx, dz);
                    if (len == 0) {
                        continue;
                    }
                    Piece in = new Piece(), out = new Piece();
                    int side = split(inside, ax, az, dx / len, dz / len, ((long) f.id() << 16) | i, in, out);
                    if (side > 0) {
                        continue; // all inside this line
                    }
                    if (side < 0) {
                        next.add(inside); // all outside the footprint
                        inside = null;
                        break;
                    }
                    out.area = inside.area;
                    in.area = inside.area;
                    keep(out, next);
                    inside = in.n >= 3 && in.area2() > 0 ? in : null;
                }
                if (inside != null && f.area() >= 0) {
                    inside.area = f.area();
                    next.add(inside);
                }
            }
            pieces = next;
        }
        return pieces;
    }

    private static void keep(Piece p, List<Piece> out) {
        if (p.n >= 3 && p.area2() > 0) {
            out.add(p);
        }
    }

    /**
     * Splits p by the line through (ax, az) along the unit (ux, uz); the footprint's inside is on
     * its left seen from above (counter-clockwise footprint).
     *
     * @return 1 when p lies inside the line, -1 when outside, 0 when split into in and out
     */
    static int split(Piece p, double ax, double az, double ux, double uz, long line, Piece in, Piece out) {
        int n = p.n;
        double[] d = new double[n];
        boolean anyIn = false, anyOut = false;
        for (int k = 0; k < n; k++) {
            // Positive on the left seen from above, the footprint's inside.
            d[k] = (p.x[k] - ax) * uz - (p.z[k] - az) * ux;
            anyIn |= d[k] > EPS;
            anyOut |= d[k] < -EPS;
        }
        if (!anyOut) {
            return 1;
        }
        if (!anyIn) {
            return -1;
        }
        for (int k = 0; k < n; k++) {
            int l = k + 1 == n ? 0 : k + 1;
            double dk = d[k], dl = d[l];
            if (dk >= -EPS) {
                in.add(p.x[k], p.z[k], p.kind[k], p.line[k]);
            }
            if (dk <= EPS) {
                out.add(p.x[k], p.z[k], p.kind[k], p.line[k]);
            }
            if ((dk > EPS && dl < -EPS) || (dk < -EPS && dl > EPS)) {
                double s = dk / (dk - dl);
                double x = p.x[k] + s * (p.x[l] - p.x[k]);
                double z = p.z[k] + s * (p.z[l] - p.z[k]);
                int e = Piece.commonEdge(p.kind[k], p.kind[l]);
                int kind = e < 0 ? Piece.INTERIOR : 3 + e;
                in.add(x, z, kind, line);
                out.add(x, z, kind, line);
            }
        }
        return 0;
    }
}
