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
        return cut(pieces, cuts);
    }

    /**
     * Cuts pieces by more footprints, as {@link #clip} does after its first ones.
     *
     * @param pieces convex pieces, counter-clockwise; not null; the list is unaffected, a piece left whole under
     *               an area footprint takes its area
     * @param cuts   the footprints, in the order to apply; not null
     * @return the convex pieces left, a new list
     */
    static List<Piece> cut(List<Piece> pieces, List<Footprint> cuts) {
        // A piece made here and then cut again, or dropped inside a hole, is made over as the next inner part.
        Piece spare = null;
        // Two lists taken in turn from footprint to footprint; the caller's is only read.
        List<Piece> next = new ArrayList<>(pieces.size() + 8);
        List<Piece> other = cuts.size() > 1 ? new ArrayList<>(pieces.size() + 8) : null;
        for (int c = 0; c < cuts.size(); c++) {
            Footprint f = cuts.get(c);
            for (int q = 0; q < pieces.size(); q++) {
                Piece p = pieces.get(q);
                if (!f.overlapsBox(p) || apart(p, f)) {
                    next.add(p);
                    continue;
                }
                Piece inside = p;
                double[] fp = f.xz();
                double[] u = f.dirs();
                int m = fp.length / 2;
                for (int i = 0; i < m && inside != null; i++) {
                    if (f.degenerate(i)) {
                        continue;
                    }
                    double ax = fp[2 * i], az = fp[2 * i + 1];
                    int side = side(inside, ax, az, u[2 * i], u[2 * i + 1]);
                    if (side > 0) {
                        continue; // all inside this line
                    }
                    if (side < 0) {
                        next.add(inside); // all outside the footprint
                        inside = null;
                        break;
                    }
                    Piece in = spare != null ? spare.clear() : new Piece(), out = new Piece();
                    spare = null;
                    splitAcross(inside, ax, az, u[2 * i], u[2 * i + 1], ((long) f.id() << 16) | i, in, out);
                    out.area = inside.area;
                    in.area = inside.area;
                    keep(out, next);
                    if (inside != p) {
                        spare = inside;
                    }
                    inside = in.n >= 3 && in.area2() > 0 ? in : null;
                    if (inside == null) {
                        spare = in;
                    }
                }
                if (inside != null && f.area() >= 0) {
                    inside.area = f.area();
                    next.add(inside);
                } else if (inside != null && inside != p) {
                    spare = inside;
                }
            }
            List<Piece> done = next;
            next = c == 0 ? other : pieces;
            if (next != null) {
                next.clear();
            }
            pieces = done;
        }
        return pieces;
    }

    /**
     * True when a side line of f, or a side of p, has the other wholly on its outer side (within
     * {@value #EPS} m): they share no area, and cutting p by f's lines would only split p into parts
     * that are all kept.
     */
    static boolean apart(Piece p, Footprint f) {
        double[] fp = f.xz();
        double[] u = f.dirs();
        int m = fp.length / 2;
        for (int i = 0; i < m; i++) {
            if (!f.degenerate(i) && side(p, fp[2 * i], fp[2 * i + 1], u[2 * i], u[2 * i + 1]) < 0) {
                return true;
            }
        }
        for (int k = 0; k < p.n; k++) {
            int l = k + 1 == p.n ? 0 : k + 1;
            double ex = p.x[l] - p.x[k], ez = p.z[l] - p.z[k], len = Math.hypot(ex, ez);
            if (len == 0) {
                continue;
            }
            double ux = ex / len, uz = ez / len;
            boolean anyIn = false;
            for (int i = 0; i < m && !anyIn; i++) {
                // Positive on the piece's inside (counter-clockwise: its left), as distance() measures for footprints.
                anyIn = (fp[2 * i] - p.x[k]) * uz - (fp[2 * i + 1] - p.z[k]) * ux > EPS;
            }
            if (!anyIn) {
                return true;
            }
        }
        return false;
    }

    private static void keep(Piece p, List<Piece> out) {
        if (p.n >= 3 && p.area2() > 0) {
            out.add(p);
        }
    }

    /**
     * Where p lies from the line through (ax, az) along the unit (ux, uz), the footprint's inside
     * on its left seen from above.
     *
     * @return 1 when p lies inside the line, -1 when outside, 0 when the line splits it
     */
    static int side(Piece p, double ax, double az, double ux, double uz) {
        boolean anyIn = false, anyOut = false;
        for (int k = 0; k < p.n; k++) {
            double d = distance(p, k, ax, az, ux, uz);
            anyIn |= d > EPS;
            anyOut |= d < -EPS;
        }
        return !anyOut ? 1 : !anyIn ? -1 : 0;
    }

    /** Signed distance of p's point k from the line, positive on its left seen from above (the footprint's inside). */
    private static double distance(Piece p, int k, double ax, double az, double ux, double uz) {
        return (p.x[k] - ax) * uz - (p.z[k] - az) * ux;
    }

    /**
     * Splits p by the line through (ax, az) along the unit (ux, uz); the footprint's inside is on
     * its left seen from above (counter-clockwise footprint).
     *
     * @return 1 when p lies inside the line, -1 when outside, 0 when split into in and out
     */
    static int split(Piece p, double ax, double az, double ux, double uz, long line, Piece in, Piece out) {
        int side = side(p, ax, az, ux, uz);
        if (side != 0) {
            return side;
        }
        splitAcross(p, ax, az, ux, uz, line, in, out);
        return 0;
    }

    /** {@link #split} of a piece the line is known to split (side 0): each point's distance is taken once. */
    private static void splitAcross(Piece p, double ax, double az, double ux, double uz, long line, Piece in, Piece out) {
        int n = p.n;
        double d0 = distance(p, 0, ax, az, ux, uz);
        double dk = d0;
        for (int k = 0; k < n; k++) {
            int l = k + 1 == n ? 0 : k + 1;
            double dl = l == 0 ? d0 : distance(p, l, ax, az, ux, uz);
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
            dk = dl;
        }
    }
}
