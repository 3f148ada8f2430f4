package org.jme3navmesh.mesh;

import java.util.BitSet;

/**
 * The working sets of {@link TriangleGridPatch}, kept by the one editor ({@link EditableMesh}) from
 * version to version so that a patch allocates nothing that grows with the mesh: a fresh set per
 * version would be sized to the largest changed id and grown by doubling, every time. Each patch
 * clears what it uses when it starts. Not thread-safe: the editing thread only.
 */
final class GridPatchScratch {
    /** The changed triangles (their ids). */
    final BitSet changed = new BitSet();
    /** The changed triangles whose overlap list is not empty now. */
    final BitSet overlapsNow = new BitSet();
    /** The per-triangle pages copied for the new grid. */
    final BitSet ownPage = new BitSet();
    /** The bucket-table pages copied for the new grid. */
    final BitSet ownBucketPage = new BitSet();
    /** The triangles whose overlap lists are computed again, and the same ids in the order marked. */
    final BitSet redo = new BitSet();
    final TriangleGrid.IntList redoList = new TriangleGrid.IntList();
    /** The overlap lists found, one triangle's or one page's at a time. */
    final TriangleGrid.IntList found = new TriangleGrid.IntList();

    /** Empties every set and list. */
    void clear() {
        changed.clear();
        overlapsNow.clear();
        ownPage.clear();
        ownBucketPage.clear();
        redo.clear();
        redoList.size = 0;
        found.size = 0;
    }
}
