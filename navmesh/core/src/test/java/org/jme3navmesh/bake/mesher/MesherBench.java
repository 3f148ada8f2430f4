package org.jme3navmesh.bake.mesher;

import java.util.Random;

import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.WalkableField;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Manual harness (not a test): meshes large synthetic fields and prints triangle counts and
 * timings. Run with the test classpath: {@code java ... org.jme3navmesh.bake.mesher.MesherBench}.
 */
public final class MesherBench {
    private MesherBench() {
    }

    public static void main(String[] args) {
        BakeConfig cfg = BakeConfig.defaults();
        AreaTable areas = AreaTable.defaults().with("road", 1f).with("mud", 3f);
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 530;
        WalkableField[] fields = {hills(n, n, 1), flatWithObstacles(n, n, 2), RandomFields.generate(7, n, n)};
        String[] names = {"hills", "flat+obstacles", "random"};
        for (int i = 0; i < fields.length; i++) {
            WalkableField f = fields[i];
            NavMesh m = null;
            long best = Long.MAX_VALUE;
            for (int k = 0; k < Integer.getInteger("reps", 6); k++) {
                long t0 = System.nanoTime();
                m = FieldMesher.mesh(f, cfg, areas);
                best = Math.min(best, System.nanoTime() - t0);
            }
            int cells = f.walkableSpanCount();
            System.out.printf("%-16s cells=%d walkable=%d triangles=%d (1 per %.0f cells) vertices=%d components=%d best=%.0f ms%n",
                    names[i], f.grid.cellCount(), cells, m.triangleCount(), (double) cells / m.triangleCount(),
                    m.vertexCount(), m.componentCount(), best / 1e6);
            if (args.length > 1) {
                MeshChecks.Coverage c = MeshChecks.assertCoversField(m, f, cfg);
                System.out.println("  " + c + " fieldComponents=" + MeshChecks.componentCount(f));
            }
        }
    }

    /** Rolling hills with scattered obstacles, thin walls and a mud patch, eroded by 2 cells. */
    static WalkableField hills(int w, int d, long seed) {
        Random rnd = new Random(seed);
        int boxes = w * d / 4000;
        int[][] box = new int[boxes][4];
        for (int[] b : box) {
            b[0] = rnd.nextInt(w);
            b[1] = rnd.nextInt(d);
            b[2] = 2 + rnd.nextInt(12);
            b[3] = 2 + rnd.nextInt(12);
        }
        SyntheticField sf = new SyntheticField(w, d, 0.3f)
                .layer((x, z) -> {
                    for (int[] b : box) {
                        if (x >= b[0] && x < b[0] + b[2] && z >= b[1] && z < b[1] + b[3]) {
                            return Float.NaN;
                        }
                    }
                    return (float) (4 * Math.sin(x * 0.013) * Math.cos(z * 0.011) + 1.5 * Math.sin(x * 0.031 + z * 0.023)
                            + 0.4 * Math.sin(z * 0.09));
                })
                .area((x, z, y) -> (x - w / 3) * (x - w / 3) + (z - d / 2) * (z - d / 2) < 900 ? 2 : 0);
        for (int i = 0; i < 10; i++) {
            int x = rnd.nextInt(w), z = rnd.nextInt(d), len = 20 + rnd.nextInt(80);
            for (int k = 0; k < len; k++) {
                if (i % 2 == 0 && z + k < d) {
                    sf.wallPlusX(x, z + k);
                } else if (x + k < w) {
                    sf.wallPlusZ(x + k, z);
                }
            }
        }
        return sf.erode(2).build();
    }

    static WalkableField flatWithObstacles(int w, int d, long seed) {
        Random rnd = new Random(seed);
        int boxes = w * d / 3000;
        int[][] box = new int[boxes][4];
        for (int[] b : box) {
            b[0] = rnd.nextInt(w);
            b[1] = rnd.nextInt(d);
            b[2] = 2 + rnd.nextInt(10);
            b[3] = 2 + rnd.nextInt(10);
        }
        return new SyntheticField(w, d, 0.3f)
                .layer((x, z) -> {
                    for (int[] b : box) {
                        if (x >= b[0] && x < b[0] + b[2] && z >= b[1] && z < b[1] + b[3]) {
                            return Float.NaN;
                        }
                    }
                    return 0f;
                }).erode(2).build();
    }
}
