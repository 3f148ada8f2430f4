package org.jme3navmesh.mesh;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * The off-mesh links of one {@link NavMesh}, each end snapped onto a triangle of that mesh. Link i is the i-th
 * link given to {@link NavMesh#withLinks}; end 0 is its start, end 1 its end.
 *
 * <p>Everything is immutable except whether each link is enabled ({@link #setEnabled}): a change bumps
 * {@link #version()}, so crowds and planners can tell that the links changed. Thread-safe: the enabled flags are
 * atomic.
 */
public final class OffMeshLinks {
    /** Largest distance (metres, 3D) between an authored link end and the mesh that {@link NavMesh#withLinks(List)} accepts. */
    public static final float DEFAULT_MAX_SNAP = 0.5f;
    /** A mesh without links. */
    static final OffMeshLinks NONE = new OffMeshLinks(new OffMeshLink[0], new float[0], new int[0], new boolean[0],
            DEFAULT_MAX_SNAP);
    /** Box (metres) searched to report how far an end that failed to snap lies from the mesh. */
    private static final float REPORT_RANGE = 50f;

    private final OffMeshLink[] links;
    /** Snapped ends, 6 floats per link: start x, y, z, end x, y, z. */
    private final float[] ends;
    /** Triangle under each snapped end, 2 per link. */
    private final int[] tris;
    private final float maxSnap;
    /** Per link: true when an end lies farther than maxSnap from the mesh (an edited mesh, see {@link #covering}). */
    private final boolean[] covered;
    private final AtomicIntegerArray enabled;
    private final AtomicInteger version = new AtomicInteger();

    private OffMeshLinks(OffMeshLink[] links, float[] ends, int[] tris, boolean[] covered, float maxSnap) {
        this.links = links;
        this.ends = ends;
        this.tris = tris;
        this.covered = covered;
        this.maxSnap = maxSnap;
        this.enabled = new AtomicIntegerArray(links.length);
        for (int i = 0; i < links.length; i++) {
            enabled.set(i, links[i].enabled() ? 1 : 0);
        }
    }

    /**
     * Snaps every link's ends onto the mesh (the nearest mesh point within maxSnap, 3D) and validates the set.
     *
     * @throws IllegalArgumentException naming the link, its end and the distance when an end lies farther than
     *                                  maxSnap from every triangle, or naming a duplicated name
     */
    static OffMeshLinks snap(NavMesh mesh, List<OffMeshLink> list, float maxSnap) {
        return snap(mesh, list, maxSnap, false);
    }

    /**
     * As {@link #snap(NavMesh, List, float)} for an edited mesh (obstacles carved, tiles unloaded) or a mesh read back
     * from a file: an end farther than maxSnap from every triangle does not fail, it covers its link
     * ({@link #isCovered}: not usable until a later version has the mesh back under the end). Such an end is placed
     * at the nearest mesh point within {@value #REPORT_RANGE} m, or stays where it was authored, on no triangle
     * (-1), when there is none.
     *
     * @throws IllegalArgumentException naming a duplicated name, or for a bad maxSnap
     */
    static OffMeshLinks covering(NavMesh mesh, List<OffMeshLink> list, float maxSnap) {
        return snap(mesh, list, maxSnap, true);
    }

    private static OffMeshLinks snap(NavMesh mesh, List<OffMeshLink> list, float maxSnap, boolean cover) {
        Objects.requireNonNull(list, "links");
        if (!(maxSnap >= 0f) || !Float.isFinite(maxSnap)) {
            throw new IllegalArgumentException("max snap distance must be finite and >= 0, got " + maxSnap);
        }
        OffMeshLink[] links = list.toArray(new OffMeshLink[0]);
        float[] ends = new float[6 * links.length];
        int[] tris = new int[2 * links.length];
        boolean[] covered = new boolean[links.length];
        Map<String, Integer> names = new HashMap<>();
        float[] p = new float[3];
        for (int i = 0; i < links.length; i++) {
            OffMeshLink l = Objects.requireNonNull(links[i], "link " + i);
            Integer dup = names.put(l.name(), i);
            if (dup != null) {
                throw new IllegalArgumentException("off-mesh links " + dup + " and " + i + " are both named '" + l.name() + "'");
            }
            for (int end = 0; end < 2; end++) {
                float x = end == 0 ? l.startX() : l.endX();
                float y = end == 0 ? l.startY() : l.endY();
                float z = end == 0 ? l.startZ() : l.endZ();
                int t = mesh.findNearest(x, y, z, maxSnap, maxSnap, maxSnap, p);
                float d = t < 0 ? Float.POSITIVE_INFINITY : dist(x, y, z, p[0], p[1], p[2]);
                if (d > maxSnap) {
                    if (!cover) {
                        throw new IllegalArgumentException(offMeshMessage(mesh, l, end, x, y, z, maxSnap, p));
                    }
                    covered[i] = true;
                    t = mesh.findNearest(x, y, z, REPORT_RANGE, REPORT_RANGE, REPORT_RANGE, p);
                    if (t < 0) {
                        p[0] = x;
                        p[1] = y;
                        p[2] = z;
                    }
                }
                System.arraycopy(p, 0, ends, 6 * i + 3 * end, 3);
                tris[2 * i + end] = t;
            }
        }
        return new OffMeshLinks(links, ends, tris, covered, maxSnap);
    }

    private static String offMeshMessage(NavMesh mesh, OffMeshLink l, int end, float x, float y, float z,
                                         float maxSnap, float[] p) {
        int t = mesh.findNearest(x, y, z, REPORT_RANGE, REPORT_RANGE, REPORT_RANGE, p);
        String how = t < 0 ? "no triangle within " + REPORT_RANGE + " m"
                : String.format(java.util.Locale.ROOT, "the nearest triangle is %.3f m away", dist(x, y, z, p[0], p[1], p[2]));
        return "off-mesh link '" + l.name() + "': its " + (end == 0 ? "start" : "end") + " (" + x + ", " + y + ", " + z
                + ") is off the navmesh: " + how + " (at most " + maxSnap + " m allowed)";
    }

    private static float dist(float ax, float ay, float az, float bx, float by, float bz) {
        float dx = bx - ax, dy = by - ay, dz = bz - az;
        return (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    /**
     * Number of links.
     *
     * @return the number of links, &gt;= 0
     */
    public int count() { return links.length; }

    /**
     * True when there are no links.
     *
     * @return whether {@link #count()} is 0
     */
    public boolean isEmpty() { return links.length == 0; }

    /**
     * Link i as authored; i in 0 .. count() - 1.
     *
     * @param i link index, 0 &lt;= i &lt; count()
     * @return the link as given to {@link NavMesh#withLinks}, its ends unsnapped; its {@link OffMeshLink#enabled()}
     *         is the authored state, not {@link #isEnabled}(i); never null
     * @throws IndexOutOfBoundsException when i is not in 0 .. count() - 1
     */
    public OffMeshLink link(int i) { return links[checkLink(i)]; }

    /**
     * The kind of link i.
     *
     * @param i link index, 0 &lt;= i &lt; count()
     * @return the kind; never null
     * @throws IndexOutOfBoundsException when i is not in 0 .. count() - 1
     */
    public LinkKind kind(int i) { return links[checkLink(i)].kind(); }

    /**
     * The index of the link with this name.
     *
     * @param name the link's name; not null
     * @return its index, 0 .. count() - 1, or -1 when no link has that name
     */
    public int indexOf(String name) {
        Objects.requireNonNull(name, "name");
        for (int i = 0; i < links.length; i++) {
            if (links[i].name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * X of end e (0 = start, 1 = end) of link i, snapped onto the mesh, world metres.
     *
     * @param i link index, 0 &lt;= i &lt; count()
     * @param e the end, 0 (start) or 1 (end)
     * @return world X, metres
     * @throws IndexOutOfBoundsException when i is not in 0 .. count() - 1
     * @throws IllegalArgumentException when e is neither 0 nor 1
     */
    public float x(int i, int e) { return ends[6 * checkLink(i) + 3 * checkEnd(e)]; }

    /**
     * Y of end e of link i, on the mesh surface, world metres.
     *
     * @param i link index, 0 &lt;= i &lt; count()
     * @param e the end, 0 (start) or 1 (end)
     * @return world Y, metres
     * @throws IndexOutOfBoundsException when i is not in 0 .. count() - 1
     * @throws IllegalArgumentException when e is neither 0 nor 1
     */
    public float y(int i, int e) { return ends[6 * checkLink(i) + 3 * checkEnd(e) + 1]; }

    /**
     * Z of end e of link i, snapped onto the mesh, world metres.
     *
     * @param i link index, 0 &lt;= i &lt; count()
     * @param e the end, 0 (start) or 1 (end)
     * @return world Z, metres
     * @throws IndexOutOfBoundsException when i is not in 0 .. count() - 1
     * @throws IllegalArgumentException when e is neither 0 nor 1
     */
    public float z(int i, int e) { return ends[6 * checkLink(i) + 3 * checkEnd(e) + 2]; }

    /**
     * The triangle under end e (0 = start, 1 = end) of link i.
     *
     * @param i link index, 0 &lt;= i &lt; count()
     * @param e the end, 0 (start) or 1 (end)
     * @return the triangle id of the mesh the links were snapped onto, &gt;= 0; -1 only for an end of a covered
     *         link ({@link #isCovered}) with no mesh within 50 m
     * @throws IndexOutOfBoundsException when i is not in 0 .. count() - 1
     * @throws IllegalArgumentException when e is neither 0 nor 1
     */
    public int triangle(int i, int e) { return tris[2 * checkLink(i) + checkEnd(e)]; }

    /**
     * True when an obstacle (or an unloaded tile) covers an end of link i in this version of an edited mesh: the
     * end lies farther than {@link #maxSnap()} from every triangle. A covered link is not usable ({@link #usableFrom}
     * is false both ways, {@link #isEnabled} keeps the switch's state) until a later version has the mesh back
     * under the end. Links given to {@link NavMesh#withLinks} are never covered: an end off the mesh is an error
     * there.
     *
     * @param i link index, 0 &lt;= i &lt; count()
     * @return whether an end of the link is covered in this version
     * @throws IndexOutOfBoundsException when i is not in 0 .. count() - 1
     */
    public boolean isCovered(int i) { return covered[checkLink(i)]; }

    /**
     * True when link i may be crossed now in some direction: it is enabled and not covered.
     *
     * @param i link index, 0 &lt;= i &lt; count()
     * @return {@link #isEnabled}(i) and not {@link #isCovered}(i)
     * @throws IndexOutOfBoundsException when i is not in 0 .. count() - 1
     */
    public boolean isUsable(int i) { return enabled.get(checkLink(i)) != 0 && !covered[i]; }

    /**
     * 3D distance between the snapped ends of link i, metres.
     *
     * @param i link index, 0 &lt;= i &lt; count()
     * @return the length, metres, &gt;= 0
     * @throws IndexOutOfBoundsException when i is not in 0 .. count() - 1
     */
    public float length(int i) {
        checkLink(i);
        return dist(ends[6 * i], ends[6 * i + 1], ends[6 * i + 2], ends[6 * i + 3], ends[6 * i + 4], ends[6 * i + 5]);
    }

    /**
     * The search's cost of crossing link i: its cost plus its length.
     *
     * @param i link index, 0 &lt;= i &lt; count()
     * @return {@link OffMeshLink#cost()} plus {@link #length}(i) in metres; &gt;= 0
     * @throws IndexOutOfBoundsException when i is not in 0 .. count() - 1
     */
    public float traversalCost(int i) {
        return links[checkLink(i)].cost() + length(i);
    }

    /**
     * True when link i may be crossed from end e to the other end: it is enabled and not covered
     * ({@link #isCovered}), and it is bidirectional or e is its start.
     *
     * @param i link index, 0 &lt;= i &lt; count()
     * @param e the end crossed from: 0 (start) or 1 (end)
     * @return whether the link may be crossed from that end now
     * @throws IndexOutOfBoundsException when i is not in 0 .. count() - 1
     * @throws IllegalArgumentException when e is neither 0 nor 1
     */
    public boolean usableFrom(int i, int e) {
        checkLink(i);
        return (checkEnd(e) == 0 || links[i].bidirectional()) && enabled.get(i) != 0 && !covered[i];
    }

    /**
     * The largest snap distance the ends were snapped with, metres.
     *
     * @return the maxSnap given to {@link NavMesh#withLinks}, metres; finite, &gt;= 0 ({@link #DEFAULT_MAX_SNAP}
     *         for a mesh without links)
     */
    public float maxSnap() { return maxSnap; }

    /**
     * True when link i is enabled.
     *
     * @param i link index, 0 &lt;= i &lt; count()
     * @return the current state (see {@link #setEnabled})
     * @throws IndexOutOfBoundsException when i is not in 0 .. count() - 1
     */
    public boolean isEnabled(int i) { return enabled.get(checkLink(i)) != 0; }

    /**
     * Enables or disables link i; a change increments {@link #version()}. Queries started afterwards see it; a crowd
     * re-plans the agents whose paths cross a link that became disabled.
     *
     * @param i  link index, 0 .. count() - 1
     * @param on the new state: true enables, false disables
     * @throws IndexOutOfBoundsException when i is not in 0 .. count() - 1
     */
    public void setEnabled(int i, boolean on) {
        if (enabled.getAndSet(checkLink(i), on ? 1 : 0) != (on ? 1 : 0)) {
            version.incrementAndGet();
        }
    }

    /**
     * Changes whenever a link is enabled or disabled.
     *
     * @return a counter, 0 until the first change, bumped by each {@link #setEnabled} that changes a state; it may wrap
     */
    public int version() { return version.get(); }

    /**
     * The links as authored, in order, with their current enabled state.
     *
     * @return the links, link i at index i, each a copy whose {@link OffMeshLink#enabled()} is {@link #isEnabled}(i);
     *         a new unmodifiable list, not null
     */
    public List<OffMeshLink> asList() {
        OffMeshLink[] out = new OffMeshLink[links.length];
        for (int i = 0; i < links.length; i++) {
            out[i] = links[i].withEnabled(isEnabled(i));
        }
        return List.of(out);
    }

    /** Returns link index i, refusing one outside 0 .. count() - 1 (the end arrays would read another link's). */
    private int checkLink(int i) {
        if (i < 0 || i >= links.length) {
            throw new IndexOutOfBoundsException("link index " + i + ": expected 0 .. count() - 1, count() is " + links.length);
        }
        return i;
    }

    /** Returns end e, refusing any but 0 (start) and 1 (end): another would read the next link's end. */
    private static int checkEnd(int e) {
        if ((e & ~1) != 0) {
            throw new IllegalArgumentException("link end " + e + ": expected 0 (start) or 1 (end)");
        }
        return e;
    }

    /** Same links (as authored, with the current enabled states), snapped to the same points. */
    boolean sameAs(OffMeshLinks o) {
        return asList().equals(o.asList()) && java.util.Arrays.equals(ends, o.ends)
                && java.util.Arrays.equals(tris, o.tris) && java.util.Arrays.equals(covered, o.covered);
    }

    @Override
    public String toString() {
        return "OffMeshLinks[" + links.length + "]";
    }
}
