package org.jme3navmesh.dynamic;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The parents a rebuild of the {@link Carver} leaves laid out as they stand: those whose new clip is their old one
 * with one more hole that left every piece whole and passes no inside point of them, and none of whose edges
 * changed its cutting lines from either side. Laid out again, such a parent would come out as it stands: its
 * pieces, the points of its edges and what its inside points lie on are those it was laid out from (the layout
 * reads the cuts only to find the inside points on two footprint sides, {@code PieceLayout.onTwoSides}). On
 * dungeon.obj, whose 400 obstacles overlap, about a quarter of the parents an add clipped again were such (the new
 * footprint lay in the holes already cut), and skipping their layouts made its adds 5-10% faster (alternating runs)
 * with the same triangles. Used for one rebuild at a time; single-threaded.
 */
final class KeptLayouts {
    /** Layouts skipped, by every carver (for tests). */
    static final AtomicInteger KEPT = new AtomicInteger();

    private final NavMesh base;
    /** The base edges ({@link #edgeKey(NavMesh, int, int)}) whose cutting lines changed in this rebuild, either side. */
    private final Set<Long> changedEdges = new HashSet<>();
    /** The changed parents whose pieces the rebuild left as they were. */
    private final Set<Integer> whole = new HashSet<>();

    /**
     * @param base the baked mesh the carver cuts; not null, kept
     */
    KeptLayouts(NavMesh base) {
        this.base = base;
    }

    /** Forgets the last rebuild. */
    void clear() {
        changedEdges.clear();
        whole.clear();
    }

    /** Notes that the cutting lines on base edge e of parent p changed. */
    void edgeChanged(int p, int e) {
        changedEdges.add(edgeKey(base, p, e));
    }

    /**
     * Notes parent p's clip before and after the rebuild's changes.
     *
     * @param oldCuts   the footprints of its previous clip, in order; null if it had none; unaffected
     * @param oldPieces that clip's pieces; unaffected
     * @param cuts      the footprints of its new clip; null if it has none; unaffected
     * @param pieces    the new clip's pieces; unaffected
     */
    void clipped(int p, Footprint[] oldCuts, List<Piece> oldPieces, Footprint[] cuts, List<Piece> pieces) {
        if (oldCuts != null && cuts != null && piecesLeftAsTheyWere(oldCuts, oldPieces, cuts, pieces)) {
            whole.add(p);
        }
    }

    /** True when parent p stands laid out as it would be laid out again (see the class comment). */
    boolean stands(int p) {
        if (!whole.contains(p) || changedEdges.contains(edgeKey(base, p, 0))
                || changedEdges.contains(edgeKey(base, p, 1)) || changedEdges.contains(edgeKey(base, p, 2))) {
            return false;
        }
        KEPT.incrementAndGet();
        return true;
    }

    /** Base edge e of parent p by its vertex ids, lower first (the same key from either side). */
    static long edgeKey(NavMesh base, int p, int e) {
        int a = base.vertex(p, e), b = base.vertex(p, (e + 1) % 3);
        return ((long) Math.min(a, b) << 32) | Math.max(a, b);
    }

    /**
     * True when cuts are oldCuts with one more hole, the pieces are the same objects in the same order (a hole
     * never changes a piece it leaves whole; an area footprint may give one its area), and the hole's sides pass
     * no inside point of them within {@link EarClipper#ON_LINE}.
     */
    static boolean piecesLeftAsTheyWere(Footprint[] oldCuts, List<Piece> oldPieces, Footprint[] cuts,
                                        List<Piece> pieces) {
        int k = oldCuts.length;
        if (cuts.length != k + 1 || !Arrays.equals(oldCuts, 0, k, cuts, 0, k) || oldPieces.size() != pieces.size()
                || cuts[k].area() >= 0) {
            return false;
        }
        Footprint f = cuts[k];
        for (int i = 0; i < oldPieces.size(); i++) {
            Piece piece = oldPieces.get(i);
            if (piece != pieces.get(i)) {
                return false;
            }
            for (int j = 0; j < piece.n; j++) {
                if (piece.kind[j] >= Piece.INTERIOR && f.sidesThrough(piece.x[j], piece.z[j], EarClipper.ON_LINE, 1) > 0) {
                    return false;
                }
            }
        }
        return true;
    }
}
