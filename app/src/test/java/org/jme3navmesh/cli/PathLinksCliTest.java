package org.jme3navmesh.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.jme3navmesh.mesh.LinkKind;
import org.jme3navmesh.mesh.LinkTestMeshes;
import org.jme3navmesh.mesh.NavMeshIO;
import org.jme3navmesh.mesh.OffMeshLink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code path} command marks the waypoints where the path crosses an off-mesh link. */
class PathLinksCliTest {
    @TempDir
    Path dir;

    @Test
    void pathJsonListsTheLinksCrossed() throws Exception {
        Path file = dir.resolve("ledge.navmesh");
        NavMeshIO.write(LinkTestMeshes.ledge().withLinks(List.of(
                OffMeshLink.of("drop", LinkKind.DROP, 3.9f, 2f, 2f, 6.2f, 0f, 2f))), file);
        CommandLineTest.Run down = CommandLineTest.run("path", "--navmesh", file.toString(), "--from", "1,2,1", "--to", "9,0,3");
        assertThat(down.code()).isZero();
        assertThat(down.out()).contains("\"status\":\"FOUND\"")
                .contains("\"links\":[{\"entry\":1,\"exit\":2,\"link\":0,\"kind\":\"drop\"}]");
        CommandLineTest.Run up = CommandLineTest.run("path", "--navmesh", file.toString(), "--from", "9,0,3", "--to", "1,2,1");
        assertThat(up.out()).contains("\"status\":\"PARTIAL\"").doesNotContain("links");
    }
}
