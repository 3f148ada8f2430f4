package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jme3navmesh.mesh.LinkKind;
import org.jme3navmesh.mesh.LinkTestMeshes;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.OffMeshLink;
import org.jme3navmesh.query.NavMeshQuery;
import org.jme3navmesh.query.PathResult;
import org.jme3navmesh.query.PathStatus;
import org.junit.jupiter.api.Test;

/**
 * An obstacle over an off-mesh link's end (a crate dropped at the foot of a ladder) covers the link: the update
 * publishes a version in which the link is not usable, instead of failing half-way; removing the obstacle brings the
 * link back and the mesh as it was.
 */
class CoveredLinkTest {
    /** Down the ledge of {@link LinkTestMeshes#ledge()}, landing at x 6.2, z 2.5 on the lower platform. */
    private static final OffMeshLink DROP = OffMeshLink.of("drop", LinkKind.DROP, 3.9f, 2f, 2.5f, 6.2f, 0f, 2.5f);

    private static PathStatus downTheLedge(NavMesh m) {
        PathResult r = new NavMeshQuery(m).findPath(1f, 2f, 2.5f, 9f, 0f, 2.5f);
        return r.status();
    }

    @Test
    void anObstacleOverALinksLandingCoversItUntilRemoved() {
        NavMesh linked = LinkTestMeshes.ledge().withLinks(List.of(DROP));
        assertThat(downTheLedge(linked)).isEqualTo(PathStatus.FOUND);
        DynamicNavMesh d = new DynamicNavMesh(linked, 0.5f);
        // Grown by the agent radius, the footprint reaches 1.5 m round (6.5, 2.5): the landing is 1.2 m inside it.
        ObstacleHandle crate = d.add(ObstacleShape.cylinder(6.5f, -0.5f, 2.5f, 1f, 2f));
        MeshUpdate u = d.update(1e9);
        assertThat(u.applied()).isEqualTo(1);
        NavMesh covered = d.current();
        assertThat(covered.links().isCovered(0)).isTrue();
        assertThat(covered.links().isEnabled(0)).as("the switch is the user's").isTrue();
        assertThat(covered.links().usableFrom(0, 0)).isFalse();
        assertThat(downTheLedge(covered)).isNotEqualTo(PathStatus.FOUND);

        d.remove(crate);
        d.update(1e9);
        NavMesh back = d.current();
        assertThat(back.links().isCovered(0)).isFalse();
        assertThat(downTheLedge(back)).isEqualTo(PathStatus.FOUND);
        assertThat(back.sameAs(linked)).as("the mesh and its links as they were").isTrue();
    }

    @Test
    void aHugeBudgetAppliesEveryQueuedChange() {
        DynamicNavMesh d = new DynamicNavMesh(LinkTestMeshes.ledge(), 0.5f);
        d.add(ObstacleShape.cylinder(8f, -0.5f, 1f, 0.3f, 2f));
        d.add(ObstacleShape.cylinder(8f, -0.5f, 3f, 0.3f, 2f));
        d.add(ObstacleShape.cylinder(2f, 1.5f, 2f, 0.3f, 2f));
        MeshUpdate u = d.update(Double.MAX_VALUE);
        assertThat(u.applied()).as("a budget whose deadline would overflow").isEqualTo(3);
        assertThat(u.pending()).isZero();
    }
}
