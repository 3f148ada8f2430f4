package org.jme3navmesh.mesh;

/**
 * What an {@link OffMeshLink} is, which decides how an agent moves along it (a crowd times a ballistic arc for
 * {@link #JUMP} and {@link #DROP}, a climb for {@link #LADDER}, nothing for {@link #TELEPORT}) and its default
 * direction, flags and capacity.
 */
public enum LinkKind {
    /** An arc across a gap or up a ledge; both ways by default. */
    JUMP,
    /** Down a ledge; one-way (from the upper end) by default. */
    DROP,
    /** A vertical climb; both ways and one agent at a time by default. */
    LADDER,
    /** An instant move; both ways by default. */
    TELEPORT,
    /** A link whose motion the game supplies; both ways by default. */
    CUSTOM;

    /**
     * The default flag of links of this kind: bit {@code ordinal()}, so a query filter can bar a kind
     * ({@code QueryFilter.withLinkMask(~LinkKind.JUMP.flag())}).
     *
     * @return a single bit
     */
    public int flag() {
        return 1 << ordinal();
    }

    /**
     * The kind named by a case-insensitive word ("jump", "Drop", ...).
     *
     * @param word the name; not null
     * @return the kind, or null when the word names none
     */
    public static LinkKind parse(String word) {
        for (LinkKind k : values()) {
            if (k.name().equalsIgnoreCase(word.trim())) {
                return k;
            }
        }
        return null;
    }
}
