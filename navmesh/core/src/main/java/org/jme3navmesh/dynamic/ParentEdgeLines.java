package org.jme3navmesh.dynamic;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The cutting lines a carved parent's pieces put on its three base edges, which the {@link Carver} keeps with the
 * parent's pieces: for each piece point on a parent edge, the line that cut it there when that line meets the edge
 * where its footprint's side does ({@link #realCrossing}), else the first side of the parent's footprints that passes
 * through the point and does. Single-threaded, as the carver.
 */
final class ParentEdgeLines {
    private final NavMesh base;
    private final Map<Integer, Footprint> obstacles;

    /**
     * @param base      the baked mesh the parents are triangles of; not null
     * @param obstacles the carver's footprints by obstacle id; not null, read as the carver changes it (aliased)
     */
    ParentEdgeLines(NavMesh base, Map<Integer, Footprint> obstacles) {
        this.base = base;
        this.obstacles = obstacles;
    }

    /**
     * Per edge e of parent p: the cutting lines that meet it in the pieces where their footprint's side does
     * ({@link #realCrossing}), sorted, each once. Each piece keeps its points' lines ({@link Piece#edgeLines}): a
     * piece the newest cut left whole (the same object in the cut clip) tries only its points with none against
     * the cuts added since, which gives the same lines, as {@link #sideThrough} takes the first match in cut order.
     *
     * @param p    the parent (a base triangle id)
     * @param clip its pieces, cut by cuts in order; not null; each piece's kept lines set here
     * @param cuts the footprints that carve p, in cut order; not null, unaffected
     * @return per edge e (from corner e to corner e + 1), its lines (obstacle id &lt;&lt; 16 | footprint side); new
     */
    long[][] of(int p, List<Piece> clip, Footprint[] cuts) {
        long[][] lines = new long[3][];
        int[] count = new int[3];
        for (int e = 0; e < 3; e++) {
            lines[e] = new long[8];
        }
        for (Piece piece : clip) {
            boolean known = piece.edgeLines != null;
            if (!known) {
                piece.edgeLines = new long[piece.n];
            }
            for (int i = 0; i < piece.n; i++) {
                int e = piece.kind[i] - 3;
                if (e < 0 || e >= 3) {
                    continue;
                }
                int a = base.vertex(p, e), b = base.vertex(p, (e + 1) % 3);
                long line;
                if (!known) {
                    line = piece.line[i];
                    if (!realCrossing(line, a, b)) {
                        // Made by a line running on past its footprint; another footprint's side may meet the edge here.
                        line = sideThrough(piece.x[i], piece.z[i], cuts, 0, a, b);
                    }
                } else {
                    line = piece.edgeLines[i];
                    if (line < 0) {
                        line = sideThrough(piece.x[i], piece.z[i], cuts, piece.edgeLinesCuts, a, b);
                    }
                }
                piece.edgeLines[i] = line;
                if (line >= 0) {
                    if (count[e] == lines[e].length) {
                        lines[e] = Arrays.copyOf(lines[e], 2 * count[e]);
                    }
                    lines[e][count[e]++] = line;
                }
            }
            piece.edgeLinesCuts = cuts.length;
        }
        for (int e = 0; e < 3; e++) {
            lines[e] = LongLists.sortedUnique(lines[e], count[e]);
        }
        return lines;
    }

    /**
     * The first cutting line, of the footprints cuts[from ..] in order, of a footprint side that passes within
     * {@link EdgePoints#tolerance} of (x, z) and meets base edge (a, b) on the side ({@link #realCrossing}), or -1.
     */
    private long sideThrough(double x, double z, Footprint[] cuts, int from, int a, int b) {
        double tol = EdgePoints.tolerance(base, a, b);
        for (int k = from; k < cuts.length; k++) {
            Footprint f = cuts[k];
            for (int i = 0, m = f.xz().length / 2; i < m; i++) {
                if (!f.degenerate(i) && f.lineDistance(i, x, z) <= tol) {
                    long line = ((long) f.id() << 16) | i;
                    if (realCrossing(line, a, b)) {
                        return line;
                    }
                }
            }
        }
        return -1;
    }

    /**
     * True when a cutting line meets base edge (a, b) where its footprint's side does (within
     * {@link EdgePoints#tolerance} of the side's ends), not on the line's run past the footprint. Only
     * such points are put on the edge for both its triangles: the others are where one parent's pieces
     * were cut apart, and its region runs straight through them. Worked out from the footprint and the
     * edge alone (from its lower vertex id, as {@link EdgePoints} does), so both sides agree.
     */
    boolean realCrossing(long line, int a, int b) {
        int lo = Math.min(a, b), hi = Math.max(a, b);
        double[] fp = obstacles.get((int) (line >>> 16)).xz();
        int i = (int) (line & 0xffff), j = (i + 1) % (fp.length / 2);
        double ax = base.vertexX(lo), az = base.vertexZ(lo), bx = base.vertexX(hi), bz = base.vertexZ(hi);
        double ux = fp[2 * j] - fp[2 * i], uz = fp[2 * j + 1] - fp[2 * i + 1];
        double t = EdgePoints.crossing(ax, az, bx, bz, fp, i);
        double cx = ax + t * (bx - ax), cz = az + t * (bz - az);
        double len = Math.sqrt(ux * ux + uz * uz);
        double along = ((cx - fp[2 * i]) * ux + (cz - fp[2 * i + 1]) * uz) / len;
        double tol = EdgePoints.tolerance(base, lo, hi);
        return along >= -tol && along <= len + tol;
    }
}
