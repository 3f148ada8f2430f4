package org.jme3navmesh.mesh;

import java.io.IOException;

/** A navmesh file could not be read; {@link #kind()} says why. */
public final class NavMeshFormatException extends IOException {
    /** What is wrong with the file. */
    public enum Kind {
        /** The file does not start with the navmesh magic number. */
        NOT_A_NAVMESH,
        /** The file was written by an unsupported format version. */
        WRONG_VERSION,
        /** The file ends before its declared content. */
        TRUNCATED,
        /** The checksum does not match, or the content is inconsistent. */
        CORRUPTED,
        /** A tile file belongs to another world: its grid, tile size or agent differ. */
        OTHER_WORLD
    }

    private final Kind kind;

    /**
     * An exception whose message is the kind in words ("not a navmesh", ...) followed by the given message.
     *
     * @param kind    why the file could not be read; not null
     * @param message what is wrong, naming the file or stream; not null
     */
    public NavMeshFormatException(Kind kind, String message) {
        super(kind.name().toLowerCase().replace('_', ' ') + ": " + message);
        this.kind = kind;
    }

    /**
     * Why the file could not be read.
     *
     * @return the kind given to the constructor; not null
     */
    public Kind kind() {
        return kind;
    }
}
