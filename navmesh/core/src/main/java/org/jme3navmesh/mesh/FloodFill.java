package org.jme3navmesh.mesh;

/**
 * The flood fill over triangle adjacency that labels connected regions: the mesh's connected
 * components, the 2-edge-connected components between bridges, the triangles of a merged
 * polygon, the islands an agent type may walk. What counts as adjacent is the caller's
 * {@link Adjacency} (a neighbour it reports as -1 is not crossed), which triangles may be labelled
 * is given by their current label. Depth-first with an explicit stack; no recursion.
 */
public final class FloodFill {
    private FloodFill() {
    }

    /** Triangle adjacency as a flood fill may cross it. */
    @FunctionalInterface
    public interface Adjacency {
        /**
         * @param t a triangle id, &gt;= 0
         * @param e an edge of t, 0..2, from corner e to corner (e + 1) % 3
         * @return the triangle across edge e of t that the fill may enter, or -1
         */
        int neighbour(int t, int e);
    }

    /**
     * Labels with {@code value} the triangles reachable from seed through triangles labelled
     * {@code free}, seed included (its label is set whatever it was).
     *
     * @param adj   what the fill may cross; not null; called during this call only
     * @param seed  the first triangle, 0 &lt;= seed &lt; label.length
     * @param value the label written
     * @param free  the label of triangles the fill may enter; must differ from value
     * @param label per triangle; not null; modified (the triangles filled get value)
     * @param stack scratch with room for every triangle the fill may enter; not null; overwritten
     * @return the number of triangles labelled, &gt;= 1
     * @throws IllegalArgumentException when value equals free (the fill would enter its own triangles again and
     *                                  again)
     */
    public static int fill(Adjacency adj, int seed, int value, int free, int[] label, int[] stack) {
        if (value == free) {
            throw new IllegalArgumentException("a fill's label must differ from the free label, both are " + free);
        }
        int sp = 0;
        stack[sp++] = seed;
        label[seed] = value;
        int count = 1;
        while (sp > 0) {
            int t = stack[--sp];
            for (int e = 0; e < 3; e++) {
                int nb = adj.neighbour(t, e);
                if (nb >= 0 && label[nb] == free) {
                    label[nb] = value;
                    stack[sp++] = nb;
                    count++;
                }
            }
        }
        return count;
    }

    /**
     * Labels the regions of the triangles labelled {@code free}: each triangle still labelled free,
     * in id order, seeds a fill with the next label 0, 1, 2, ... Triangles with another label are
     * left as they are and never entered.
     *
     * @param triangleCount number of triangles (the length of label used); &gt;= 0, &lt;= label.length
     * @param adj           what the fill may cross; not null; called during this call only
     * @param free          the label of the triangles to label; must be negative
     * @param label         per triangle; not null; modified (each free triangle gets its region's label)
     * @return the number of regions, &gt;= 0
     * @throws IllegalArgumentException when free is not negative (a region's label could equal it)
     */
    public static int labelRegions(int triangleCount, Adjacency adj, int free, int[] label) {
        if (free >= 0) {
            throw new IllegalArgumentException("the free label must be negative (regions are labelled 0, 1, ...), got "
                    + free);
        }
        int[] stack = new int[Math.max(1, triangleCount)];
        int count = 0;
        for (int s = 0; s < triangleCount; s++) {
            if (label[s] == free) {
                fill(adj, s, count++, free, label, stack);
            }
        }
        return count;
    }
}
