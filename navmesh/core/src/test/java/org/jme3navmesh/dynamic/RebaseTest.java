package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeProgressListener;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.bake.TiledBake;
import org.jme3navmesh.bake.TriangleSceneSampler;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TileLayout;
import org.jme3navmesh.query.NavMeshQuery;
import org.junit.jupiter.api.Test;

/**
 * Obstacles carried over to a new baked mesh ({@link DynamicNavMesh#rebase}): a tiled world with a tile unloaded
 * and loaded again. The rebased mesh equals a fresh dynamic mesh over the new baked mesh with the same obstacles,
 * an obstacle over the unloaded tile waits there and is carved again when the tile comes back, queued changes
 * stay queued, and the handles still move and remove their obstacles.
 */
class RebaseTest {
    private static final float RADIUS = BakeConfig.defaults().agentRadius();

    @Test
    void obstaclesFollowATileUnloadedAndLoadedAgain() {
        TiledBake world = TiledBake.bake(new NavMeshBaker(2), new TriangleSceneSampler(TestScenes.triangles("hills.obj")),
                BakeConfig.defaults().withTileSize(32), BakeProgressListener.NONE, () -> false);
        NavMesh baked = world.navMesh();
        DynamicNavMesh d = new DynamicNavMesh(baked, RADIUS);
        List<ObstacleShape> shapes = shapes(baked, new Random(7), 40);
        List<ObstacleHandle> handles = new ArrayList<>();
        for (ObstacleShape s : shapes) {
            handles.add(d.add(s));
        }
        d.update(1e9);
        NavMesh carved = d.current();
        // The tile under an obstacle that lies inside one tile goes.
        TileLayout tiles = world.tiles();
        int inside = insideOneTile(tiles, shapes);
        assertThat(inside).as("an obstacle inside one tile").isGreaterThanOrEqualTo(0);
        float[] box = box(shapes.get(inside));
        int tile = tiles.tileAt(box[0], box[1]);
        TiledBake without = world.withoutTile(tile);

        MeshUpdate u = d.rebase(without.navMesh());
        assertThat(u.version()).isEqualTo(2);
        // Ids do not carry over: every id of both versions is listed as changed, for a crowd to re-plan.
        assertThat(u.changedTriangles()).hasSize(Math.max(carved.triangleCount(), u.mesh().triangleCount()));
        assertThat(u.changedTriangles()[u.changedTriangles().length - 1]).isEqualTo(u.changedTriangles().length - 1);
        assertThat(d.baked()).isSameAs(without.navMesh());
        assertThat(d.status(handles.get(inside))).isEqualTo(ObstacleStatus.NO_SURFACE);
        assertSame(d.current(), carvedFresh(without.navMesh(), shapes));
        NavMeshQuery.prepare(d.current());

        // A change queued before the next rebase stays queued and applies to the rebased mesh.
        ObstacleShape late = shapes(baked, new Random(8), 1).get(0);
        ObstacleHandle lateHandle = d.add(late);
        TiledBake back = without.withTile(tile, world.tileTriangles(tile));
        d.rebase(back.navMesh());
        assertThat(d.pendingChanges()).isEqualTo(1);
        assertThat(d.status(handles.get(inside))).isEqualTo(ObstacleStatus.CARVED);
        assertSame(d.current(), carved);
        d.update(1e9);
        assertThat(d.status(lateHandle)).isIn(ObstacleStatus.CARVED, ObstacleStatus.NO_SURFACE);
        List<ObstacleShape> all = new ArrayList<>(shapes);
        all.add(late);
        assertSame(d.current(), carvedFresh(back.navMesh(), all));

        // The handles still work: everything removed gives back the loaded mesh exactly.
        d.move(handles.get(1), shapes.get(2));
        for (ObstacleHandle h : handles) {
            d.remove(h);
        }
        d.remove(lateHandle);
        d.update(1e9);
        CarveTest.assertRestored(back.navMesh(), d.current());
    }

    /** A fresh dynamic mesh over baked with the shapes added in order and applied. */
    private static NavMesh carvedFresh(NavMesh baked, List<ObstacleShape> shapes) {
        DynamicNavMesh f = new DynamicNavMesh(baked, RADIUS);
        for (ObstacleShape s : shapes) {
            f.add(s);
        }
        f.update(1e9);
        return f.current();
    }

    /**
     * The same live triangles, as corner coordinates (each triangle from its least corner, the list sorted), and
     * the same area per triangle: ids differ, as a rebase lays every parent out once where adding one by one lays a
     * parent out after each obstacle on it, and hands out the pieces' ids in that order.
     */
    private static void assertSame(NavMesh m, NavMesh expected) {
        assertThat(triangles(m)).isEqualTo(triangles(expected));
    }

    private static List<String> triangles(NavMesh m) {
        List<String> out = new ArrayList<>();
        for (int t = 0; t < m.triangleCount(); t++) {
            if (MeshChecks.retired(m, t)) {
                continue;
            }
            String[] c = new String[3];
            for (int k = 0; k < 3; k++) {
                int v = m.vertex(t, k);
                c[k] = Float.floatToIntBits(m.vertexX(v)) + ":" + Float.floatToIntBits(m.vertexY(v)) + ":"
                        + Float.floatToIntBits(m.vertexZ(v));
            }
            int least = c[1].compareTo(c[0]) < 0 && c[1].compareTo(c[2]) < 0 ? 1 : c[2].compareTo(c[0]) < 0 ? 2 : 0;
            out.add(c[least] + " " + c[(least + 1) % 3] + " " + c[(least + 2) % 3] + " area " + m.area(t));
        }
        java.util.Collections.sort(out);
        return out;
    }

    /** Cylinders of 0.5-1.5 m standing on random points of the mesh. */
    private static List<ObstacleShape> shapes(NavMesh m, Random r, int n) {
        float[] b = m.bounds();
        float[] p = new float[3];
        List<ObstacleShape> out = new ArrayList<>();
        while (out.size() < n) {
            float x = b[0] + r.nextFloat() * (b[3] - b[0]), z = b[2] + r.nextFloat() * (b[5] - b[2]);
            if (m.findNearest(x, 0.5f * (b[1] + b[4]), z, 2f, b[4] - b[1], 2f, p) >= 0) {
                out.add(ObstacleShape.cylinder(p[0], p[1] - 0.5f, p[2], 0.5f + r.nextFloat(), 2f));
            }
        }
        return out;
    }

    /** The first of the shapes whose grown footprint's box lies inside one tile, 1 m from its sides; -1 if none. */
    private static int insideOneTile(TileLayout tiles, List<ObstacleShape> shapes) {
        for (int k = 0; k < shapes.size(); k++) {
            float[] b = box(shapes.get(k));
            int t = tiles.tileAt(b[0] - 1f, b[1] - 1f);
            if (t >= 0 && tiles.tileAt(b[2] + 1f, b[3] + 1f) == t && tiles.tileAt(b[0] - 1f, b[3] + 1f) == t
                    && tiles.tileAt(b[2] + 1f, b[1] - 1f) == t) {
                return k;
            }
        }
        return -1;
    }

    /** The box (minX, minZ, maxX, maxZ) of a shape's footprint grown by the agent radius. */
    private static float[] box(ObstacleShape s) {
        Footprint f = Footprint.of(0, s.footprint(RADIUS, DynamicNavMesh.DEFAULT_FOOTPRINT_TOLERANCE, 0), s.yMin(),
                s.yMax(), -1);
        return new float[] {(float) f.minX(), (float) f.minZ(), (float) f.maxX(), (float) f.maxZ()};
    }
}
