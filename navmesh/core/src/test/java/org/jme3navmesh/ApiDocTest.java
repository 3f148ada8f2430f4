package org.jme3navmesh;

import org.jme3navmesh.testkit.DocLint;
import org.junit.jupiter.api.Test;

/**
 * The public API of navmesh/core is documented to the last parameter and result: the Javadoc lint finds no public
 * element without a comment, and no public method or constructor without an {@code @param} per parameter and an
 * {@code @return} ({@link DocLint}). What the tags say (units, space, nullness, aliasing) is the reviewer's part.
 */
class ApiDocTest {
    @Test
    void everyPublicElementIsDocumented() {
        DocLint.assertDocumented("navmesh/core");
    }
}
