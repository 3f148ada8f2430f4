package org.jme3navmesh.mesh;

import java.util.Arrays;
import java.util.Objects;

/**
 * Names and default travel-cost multipliers of the walkable areas of a navmesh.
 *
 * <p>Area ids are dense, from 0 to {@link #count()} - 1. Id {@link #DEFAULT} ("ground", cost 1)
 * always exists. Unwalkable geometry (water, say) has no area: it never becomes part of the mesh.
 * Immutable and thread-safe; {@link #with(String, float)} returns a new table.
 */
public final class AreaTable {
    /** Id of the default walkable area. */
    public static final int DEFAULT = 0;
    /** Most areas a table can hold. */
    public static final int MAX_AREAS = 64;

    private final String[] names;
    private final float[] costs;

    private AreaTable(String[] names, float[] costs) {
        this.names = names;
        this.costs = costs;
    }

    /**
     * A table with only the default area ("ground", cost 1).
     *
     * @return a new table; never null
     */
    public static AreaTable defaults() {
        return new AreaTable(new String[] {"ground"}, new float[] {1f});
    }

    /**
     * Builds a table from parallel arrays (used when loading a file).
     *
     * @param names area names, index = id; not null, unaffected; 1 to {@link #MAX_AREAS} distinct names, each not
     *              null or blank
     * @param costs cost multipliers, one per name; not null, unaffected; each finite and &gt; 0
     * @return a new table; never null
     * @throws IllegalArgumentException when the lengths differ or are out of range, a cost is bad, or a name is
     *                                  missing, blank or repeated
     */
    public static AreaTable of(String[] names, float[] costs) {
        Objects.requireNonNull(names, "names");
        Objects.requireNonNull(costs, "costs");
        if (names.length == 0 || names.length != costs.length || names.length > MAX_AREAS) {
            throw new IllegalArgumentException("area table needs 1.." + MAX_AREAS + " names with one cost each");
        }
        for (int i = 0; i < names.length; i++) {
            if (names[i] == null || names[i].isBlank()) {
                throw new IllegalArgumentException("area " + i + " has no name");
            }
            for (int j = 0; j < i; j++) {
                if (names[j].equals(names[i])) {
                    // with() would replace the cost and shift every later id: refuse, ids are the mesh's areas.
                    throw new IllegalArgumentException("areas " + j + " and " + i + " are both named '" + names[i] + "'");
                }
            }
        }
        AreaTable t = new AreaTable(new String[] {names[0]}, new float[] {checkCost(names[0], costs[0])});
        for (int i = 1; i < names.length; i++) {
            t = t.with(names[i], costs[i]);
        }
        return t;
    }

    /**
     * Returns a table with one more area, or with the cost of an existing area of that name replaced.
     *
     * @param name area name; not null or blank
     * @param cost travel-cost multiplier; finite, &gt; 0
     * @return a new table; this one is unchanged
     * @throws IllegalArgumentException when name is blank, cost is bad, or the table already holds
     *                                  {@link #MAX_AREAS} areas
     */
    public AreaTable with(String name, float cost) {
        Objects.requireNonNull(name, "name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("area name must not be blank");
        }
        checkCost(name, cost);
        int existing = idOf(name);
        if (existing >= 0) {
            float[] c = costs.clone();
            c[existing] = cost;
            return new AreaTable(names, c);
        }
        if (names.length >= MAX_AREAS) {
            throw new IllegalArgumentException("too many areas: at most " + MAX_AREAS);
        }
        String[] n = Arrays.copyOf(names, names.length + 1);
        float[] c = Arrays.copyOf(costs, costs.length + 1);
        n[names.length] = name;
        c[names.length] = cost;
        return new AreaTable(n, c);
    }

    private static float checkCost(String name, float cost) {
        if (!Float.isFinite(cost) || cost <= 0f) {
            throw new IllegalArgumentException("cost of area '" + name + "' must be finite and > 0, got " + cost);
        }
        return cost;
    }

    /**
     * Number of areas.
     *
     * @return the number of areas, 1 .. {@link #MAX_AREAS}
     */
    public int count() {
        return names.length;
    }

    /**
     * Name of area id.
     *
     * @param id area id, 0 &lt;= id &lt; count()
     * @return the name
     */
    public String name(int id) {
        return names[id];
    }

    /**
     * Default cost multiplier of area id.
     *
     * @param id area id, 0 &lt;= id &lt; count()
     * @return the multiplier; finite, &gt; 0
     */
    public float cost(int id) {
        return costs[id];
    }

    /**
     * Id of the named area, or -1.
     *
     * @param name the area's name; not null
     * @return the id, 0 .. count() - 1, or -1 when no area has that name
     */
    public int idOf(String name) {
        Objects.requireNonNull(name, "name");
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AreaTable t && Arrays.equals(names, t.names) && Arrays.equals(costs, t.costs);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(names) + Arrays.hashCode(costs);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("AreaTable[");
        for (int i = 0; i < names.length; i++) {
            sb.append(i == 0 ? "" : ", ").append(i).append('=').append(names[i]).append('x').append(costs[i]);
        }
        return sb.append(']').toString();
    }
}
