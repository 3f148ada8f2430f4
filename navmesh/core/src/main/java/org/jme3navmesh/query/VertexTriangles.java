package org.jme3navmesh.query;

import java.util.Arrays;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The triangles around each vertex of a mesh, ascending, a triangle once per corner at the vertex
 * (retired triangles left out), in pages of {@value #PAGE} vertices: a topology derived from an
 * earlier version's ({@link TopologyUpdate}) writes only the pages of vertices whose lists changed
 * and shares the others, so its cost follows the change, not the mesh (the table of pages, one
 * reference per {@value #PAGE} vertices, is the only part copied whole).
 *
 * <p>Page p holds the lists of vertices {@value #PAGE} p .. {@value #PAGE} p + {@value #MASK}: its
 * first {@value #PAGE} + 1 entries are where each list starts in the page (the last one where the
 * last list ends), then the lists. Read a list as
 * {@code int[] page = vt.page(v); for (int i = from(page, v); i < to(page, v); i++) t = page[i];}.
 * Immutable; thread-safe.
 */
final class VertexTriangles {
    static final int SHIFT = 6;
    static final int PAGE = 1 << SHIFT;
    static final int MASK = PAGE - 1;
    /** A page of empty lists (shared, never written). */
    private static final int[] EMPTY = emptyPage();

    private final int[][] pages;
    private final int vertexCount;

    private VertexTriangles(int[][] pages, int vertexCount) {
        this.pages = pages;
        this.vertexCount = vertexCount;
    }

    private static int[] emptyPage() {
        int[] p = new int[PAGE + 1];
        Arrays.fill(p, PAGE + 1);
        return p;
    }

    /**
     * The lists of a mesh, from scratch.
     *
     * @param m the mesh; not null, unaffected
     * @return its lists; new
     */
    static VertexTriangles of(NavMesh m) {
        int nv = m.vertexCount(), nt = m.triangleCount();
        int[] count = new int[nv];
        for (int t = 0; t < nt; t++) {
            if (!MeshTopology.retired(m, t)) {
                for (int k = 0; k < 3; k++) {
                    count[m.vertex(t, k)]++;
                }
            }
        }
        int[][] pages = new int[pageCount(nv)][];
        // Where each vertex's next triangle goes in its page.
        int[] fill = new int[nv];
        for (int p = 0; p < pages.length; p++) {
            int first = p << SHIFT, size = PAGE + 1;
            int[] page = new int[PAGE + 1];
            for (int o = 0; o < PAGE; o++) {
                page[o] = size;
                if (first + o < nv) {
                    fill[first + o] = size;
                    size += count[first + o];
                }
            }
            page[PAGE] = size;
            pages[p] = size == PAGE + 1 ? EMPTY : Arrays.copyOf(page, size);
        }
        for (int t = 0; t < nt; t++) {
            if (!MeshTopology.retired(m, t)) {
                for (int k = 0; k < 3; k++) {
                    int v = m.vertex(t, k);
                    pages[v >>> SHIFT][fill[v]++] = t;
                }
            }
        }
        return new VertexTriangles(pages, nv);
    }

    /**
     * These lists with some replaced: the pages holding a replaced list are written again, the
     * others are shared; vertices at or above the new count have none.
     *
     * @param nv      the new vertex count, &gt;= 0
     * @param touched the vertices whose lists are replaced, ascending, each once, all below nv; not null, unaffected
     * @param lists   per touched vertex, its new list (ascending) in the first counts[i] entries; not null, unaffected
     * @param counts  per touched vertex, the length of its list; not null, unaffected
     * @return the new lists; new, sharing the pages that hold no replaced list
     */
    VertexTriangles with(int nv, int[] touched, int[][] lists, int[] counts) {
        int pc = pageCount(nv);
        int[][] out = Arrays.copyOf(pages, pc);
        for (int p = pages.length; p < pc; p++) {
            out[p] = EMPTY;
        }
        // The page holding the last vertex loses the lists past the new count.
        if (nv < vertexCount && (nv & MASK) != 0) {
            out[pc - 1] = rewrite(pc - 1, nv, touched, lists, counts, 0, 0);
        }
        for (int i = 0; i < touched.length; ) {
            int p = touched[i] >>> SHIFT;
            int end = i;
            while (end < touched.length && touched[end] >>> SHIFT == p) {
                end++;
            }
            out[p] = rewrite(p, nv, touched, lists, counts, i, end);
            i = end;
        }
        return new VertexTriangles(out, nv);
    }

    /** Page p written again: touched[from .. to) (all on page p) take their new lists, the others keep theirs. */
    private int[] rewrite(int p, int nv, int[] touched, int[][] lists, int[] counts, int from, int to) {
        int[] old = p < pages.length ? pages[p] : EMPTY;
        int first = p << SHIFT;
        int size = PAGE + 1;
        for (int o = 0, i = from; o < PAGE && first + o < nv; o++) {
            if (i < to && touched[i] == first + o) {
                size += counts[i++];
            } else if (first + o < vertexCount) {
                size += old[o + 1] - old[o];
            }
        }
        if (size == PAGE + 1) {
            return EMPTY;
        }
        int[] page = new int[size];
        int w = PAGE + 1;
        for (int o = 0, i = from; o < PAGE; o++) {
            page[o] = w;
            if (first + o >= nv) {
                continue;
            }
            if (i < to && touched[i] == first + o) {
                System.arraycopy(lists[i], 0, page, w, counts[i]);
                w += counts[i++];
            } else if (first + o < vertexCount) {
                int len = old[o + 1] - old[o];
                System.arraycopy(old, old[o], page, w, len);
                w += len;
            }
        }
        page[PAGE] = w;
        return page;
    }

    private static int pageCount(int nv) {
        return (nv + MASK) >>> SHIFT;
    }

    /** The number of vertices. */
    int vertexCount() {
        return vertexCount;
    }

    /**
     * The page holding vertex v's list.
     *
     * @param v a vertex, 0 .. vertexCount() - 1
     * @return the page; not to be modified
     */
    int[] page(int v) {
        return pages[v >>> SHIFT];
    }

    /** Where vertex v's list starts in its page ({@link #page}). */
    static int from(int[] page, int v) {
        return page[v & MASK];
    }

    /** Where vertex v's list ends in its page (exclusive). */
    static int to(int[] page, int v) {
        return page[(v & MASK) + 1];
    }

    /**
     * True when both list the same triangles, in the same order, around every vertex, and have the
     * same vertex count (their pages may differ).
     *
     * @param o the other lists; not null
     */
    boolean sameLists(VertexTriangles o) {
        if (vertexCount != o.vertexCount) {
            return false;
        }
        for (int v = 0; v < vertexCount; v++) {
            int[] a = page(v), b = o.page(v);
            if (!Arrays.equals(a, from(a, v), to(a, v), b, from(b, v), to(b, v))) {
                return false;
            }
        }
        return true;
    }
}
