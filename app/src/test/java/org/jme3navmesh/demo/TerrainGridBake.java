package org.jme3navmesh.demo;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;

/**
 * Test fixture: a coarse navmesh over the analytic terrain of {@link LevelLayout} (2 m grid, cells steeper than
 * 45 degrees left out), ignoring the props. Lets the rendering tests run without the real bake's cost.
 */
final class TerrainGridBake {
    private TerrainGridBake() {
    }

    static NavMesh mesh(float step) {
        NavMeshBuilder b = new NavMeshBuilder();
        int n = (int) (2 * (LevelLayout.HALF_SIZE - 2) / step);
        float x0 = -LevelLayout.HALF_SIZE + 2;
        int[] ids = new int[(n + 1) * (n + 1)];
        for (int iz = 0; iz <= n; iz++) {
            for (int ix = 0; ix <= n; ix++) {
                float x = x0 + ix * step, z = x0 + iz * step;
                ids[ix + iz * (n + 1)] = b.addVertex(x, LevelLayout.heightAt(x, z), z);
            }
        }
        for (int iz = 0; iz < n; iz++) {
            for (int ix = 0; ix < n; ix++) {
                int v00 = ids[ix + iz * (n + 1)], v10 = ids[ix + 1 + iz * (n + 1)];
                int v01 = ids[ix + (iz + 1) * (n + 1)], v11 = ids[ix + 1 + (iz + 1) * (n + 1)];
                float x = x0 + (ix + 0.5f) * step, z = x0 + (iz + 0.5f) * step;
                float gx = (LevelLayout.heightAt(x + step / 2, z) - LevelLayout.heightAt(x - step / 2, z)) / step;
                float gz = (LevelLayout.heightAt(x, z + step / 2) - LevelLayout.heightAt(x, z - step / 2)) / step;
                float slope = (float) Math.toDegrees(Math.atan(Math.hypot(gx, gz)));
                if (slope > 45) {
                    continue;
                }
                boolean mud = x > -31 && x < -17 && z > 13 && z < 23;
                b.addTriangle(v00, v01, v11, mud ? 1 : 0, slope);
                b.addTriangle(v00, v11, v10, mud ? 1 : 0, slope);
            }
        }
        b.areaTable(org.jme3navmesh.mesh.AreaTable.defaults().with("mud", 3f));
        return b.build();
    }

    static BakeJob job() {
        return (progress, cancelled) -> {
            long t0 = System.nanoTime();
            for (int i = 0; i <= 10; i++) {
                progress.accept(i / 10.0);
                Thread.sleep(30);
            }
            NavMesh m = mesh(2f);
            return new BakeOutput(m, null, 0, (System.nanoTime() - t0) / 1e6);
        };
    }
}
