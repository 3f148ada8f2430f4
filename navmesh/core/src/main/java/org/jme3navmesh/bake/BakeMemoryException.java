package org.jme3navmesh.bake;

/**
 * Thrown when a bake would need more heap than it may use ({@link BakeConfig#memoryBudgetBytes},
 * by default the JVM's free heap), before it allocates the arrays that would not fit. The message
 * names the estimate, the budget and the fixes. An {@link IllegalArgumentException}: the input is
 * too large for the memory at hand.
 */
public final class BakeMemoryException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final long neededBytes;
    private final long allowedBytes;

    /**
     * @param message      the one-line explanation; not null
     * @param neededBytes  the bake's estimated peak heap, bytes
     * @param allowedBytes the heap it may use, bytes
     */
    BakeMemoryException(String message, long neededBytes, long allowedBytes) {
        super(message);
        this.neededBytes = neededBytes;
        this.allowedBytes = allowedBytes;
    }

    /**
     * The bake's estimated peak heap, bytes.
     *
     * @return bytes, &gt; {@link #allowedBytes()}
     */
    public long neededBytes() {
        return neededBytes;
    }

    /**
     * The heap the bake could use, bytes.
     *
     * @return bytes: {@link BakeConfig#memoryBudgetBytes} when that is &gt; 0, else the JVM's free heap when it was
     *         checked
     */
    public long allowedBytes() {
        return allowedBytes;
    }
}
