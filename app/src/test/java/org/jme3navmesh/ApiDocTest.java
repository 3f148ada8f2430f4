package org.jme3navmesh;

import org.jme3navmesh.testkit.DocLint;
import org.junit.jupiter.api.Test;

/**
 * The public elements of app (the demo and the command line) are documented to the last parameter and result: the Javadoc lint finds no public
 * element without a comment, and no public method or constructor without an {@code @param} per parameter and an
 * {@code @return} ({@link DocLint}). What the tags say (units, space, nullness, aliasing) is the reviewer's part.
 */
class ApiDocTest {
    @Test
    void everyPublicElementIsDocumented() {
        DocLint.assertDocumented("app");
    }
}
