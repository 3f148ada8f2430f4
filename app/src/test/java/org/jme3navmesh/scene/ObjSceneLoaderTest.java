package org.jme3navmesh.scene;

import org.jme3navmesh.jme.NavTags;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.bake.SurfaceTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ObjSceneLoaderTest {
    @TempDir
    Path dir;

    @Test
    void loadsOneGeometryPerObjectWithNamingConventionTags() throws IOException {
        Path obj = dir.resolve("ponds.obj");
        Files.writeString(obj, """
                # two objects
                o ground
                v 0 0 0
                v 0 0 10
                v 10 0 10
                v 10 0 0
                f 1 2 3
                f 1 3 4
                o Duck_Pond
                v 2 0.1 2
                v 2 0.1 4
                v 4 0.1 4
                f 5 6 7
                o mud_track
                v 5 0.1 5
                v 5 0.1 7
                v 7 0.1 7
                f 8 9 10
                """);
        Node scene = new ObjSceneLoader().load(obj);
        List<Geometry> geoms = new ArrayList<>();
        scene.depthFirstTraversal(s -> {
            if (s instanceof Geometry g) {
                geoms.add(g);
            }
        });
        assertThat(geoms).extracting(Spatial::getName).containsExactly("ground", "Duck_Pond", "mud_track");
        assertThat(NavTags.resolve(geoms.get(0))).isEqualTo(SurfaceTag.GROUND);
        assertThat(NavTags.resolve(geoms.get(1)).walkable()).isFalse();
        assertThat(NavTags.resolve(geoms.get(2))).isEqualTo(SurfaceTag.area("mud", 3f));
    }

    @Test
    void explicitTagsWinOverNamesAndAreInherited() {
        Node parent = new Node("water_park");
        parent.setUserData(NavTags.AREA, "road");
        parent.setUserData(NavTags.COST, 2f);
        Geometry child = new Geometry("water_slide");
        parent.attachChild(child);
        assertThat(NavTags.applyNamingConvention(child)).isFalse();
        assertThat(NavTags.resolve(child)).isEqualTo(SurfaceTag.area("road", 2f));
        parent.setUserData(NavTags.WALKABLE, false);
        assertThat(NavTags.resolve(child).walkable()).isFalse();
        Geometry odd = new Geometry("odd");
        odd.setUserData(NavTags.COST, "cheap");
        assertThatThrownBy(() -> NavTags.resolve(odd)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining(NavTags.COST);
    }

    @Test
    void materialLibrariesAreIgnoredEvenWhenMissingOrTextured() throws IOException {
        Files.writeString(dir.resolve("level.mtl"), "newmtl stone\nKd 0.5 0.5 0.5\nmap_Kd no_such_texture.png\n");
        String body = "o floor\nv 0 0 0\nv 0 0 10\nv 10 0 10\nusemtl stone\nf 1 2 3\n";
        Path withMtl = dir.resolve("level.obj");
        Files.writeString(withMtl, "mtllib level.mtl\n" + body);
        Path missingMtl = dir.resolve("other.obj");
        Files.writeString(missingMtl, "mtllib nowhere.mtl\n" + body);
        for (Path p : new Path[] {withMtl, missingMtl}) {
            Node scene = new ObjSceneLoader().load(p);
            List<String> names = new ArrayList<>();
            scene.depthFirstTraversal(s -> {
                if (s instanceof Geometry g) {
                    names.add(g.getName());
                    assertThat(g.getMesh().getTriangleCount()).isEqualTo(1);
                }
            });
            assertThat(names).containsExactly("floor");
        }
    }

    @Test
    void facesWithMoreThanFourCornersAreKeptAsTriangleFans() throws IOException {
        Path obj = dir.resolve("ngon.obj");
        Files.writeString(obj, "o pent\nv 0 0 0\nv 0 0 10\nv 5 0 15\nv 10 0 10\nv 10 0 0\nf 1 2 3 4 5\n"
                + "o rel\nv 20 0 0\nv 20 0 5\nv 25 0 5\nf -3 -2 -1\n");
        Node scene = new ObjSceneLoader().load(obj);
        List<Integer> triangles = new ArrayList<>();
        scene.depthFirstTraversal(s -> {
            if (s instanceof Geometry g) {
                triangles.add(g.getMesh().getTriangleCount());
            }
        });
        assertThat(triangles).containsExactly(3, 1);
    }

    @Test
    void missingFileNamesThePath() {
        Path missing = dir.resolve("nope.obj");
        assertThatThrownBy(() -> new ObjSceneLoader().load(missing)).isInstanceOf(IOException.class)
                .hasMessageContaining("not found").hasMessageContaining("nope.obj");
    }

    @Test
    void objWithoutTrianglesIsAnEmptyScene() throws IOException {
        Path obj = dir.resolve("blank.obj");
        Files.writeString(obj, "# nothing here\nv 0 0 0\n");
        assertThatThrownBy(() -> new ObjSceneLoader().load(obj)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("empty").hasMessageContaining("blank.obj");
    }

    @Test
    void brokenObjIsAnIoErrorNamingTheFile() throws IOException {
        Path obj = dir.resolve("broken.obj");
        Files.writeString(obj, "v 0 0 0\nv 1 0 0\nf 1 2 9\n");
        assertThatThrownBy(() -> new ObjSceneLoader().load(obj)).isInstanceOf(IOException.class)
                .hasMessageContaining("broken.obj");
    }
}
