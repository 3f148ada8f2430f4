package org.jme3navmesh.bench;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.scene.Node;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.HandoverClock;
import org.jme3navmesh.sim.HeadlessSimulation;
import org.jme3navmesh.agent.PathServicePlanner;
import org.jme3navmesh.sim.SimulationReport;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeProgressListener;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.bake.SceneTriangles;
import org.jme3navmesh.scene.ObjSceneLoader;
import org.jme3navmesh.scene.PhysicsSceneBuilder;
import org.jme3navmesh.jme.PhysicsTriangles;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshIO;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.jme3navmesh.query.PathService;

/**
 * Agent simulation benchmark: crowds of 100, 500 and 2000 agents run headless at fixed 1/60 s
 * steps, each agent with random reachable targets (a new one on arrival) and re-planning every
 * 2 s through the real {@link PathService} (one worker thread, so the simulation keeps a core).
 * Prints, per crowd size, the mean / median / 95th percentile / max wall time of one crowd update
 * (steering, separation, movement and clamping of every agent), plus path figures.
 *
 * <p>Target: mean update at 500 agents &le; 2 ms per frame on the project's 2-core machine.
 *
 * <p>Usage: {@code AgentBench [--seconds S] [--agents 100,500,2000] [--scene FILE.obj | --navmesh FILE]}.
 * {@code --scene} bakes an OBJ scene with the default agent; {@code --navmesh} loads a saved navmesh
 * (e.g. the demo's). Without either, the scene is generated: a 120 m x 120 m rolling terrain of 1 m
 * cells with walls, doors, a pillar field and steep ramps that the heavy agents (a fifth of the
 * crowd) avoid.
 */
public final class AgentBench {
    private AgentBench() {
    }

    public static void main(String[] args) {
        double seconds = 30;
        int[] counts = {100, 500, 2000};
        Path scene = null;
        Path navmesh = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--seconds" -> seconds = Double.parseDouble(args[++i]);
                case "--agents" -> counts = Arrays.stream(args[++i].split(",")).mapToInt(Integer::parseInt).toArray();
                case "--scene" -> scene = Path.of(args[++i]);
                case "--navmesh" -> navmesh = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]
                        + " (use --seconds S, --agents N[,N...], --scene FILE.obj, --navmesh FILE)");
            }
        }
        NavMesh mesh;
        String name;
        try {
            if (navmesh != null) {
                mesh = NavMeshIO.read(navmesh);
                name = navmesh.toString();
            } else if (scene != null) {
                long t0 = System.nanoTime();
                mesh = bake(scene);
                name = String.format(Locale.ROOT, "%s (baked in %.1f s)", scene, (System.nanoTime() - t0) / 1e9);
            } else {
                mesh = scene(120);
                name = "generated terrain";
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        System.out.printf(Locale.ROOT, "scene: %s, %d triangles, %d components, %.0f m2 walkable%n",
                name, mesh.triangleCount(), mesh.componentCount(), mesh.walkableArea());
        // Warm-up (JIT) on a short run.
        run(mesh, 500, 10, false);
        for (int n : counts) {
            run(mesh, n, seconds, true);
        }
    }

    private static void run(NavMesh mesh, int agents, double seconds, boolean print) {
        int steps = (int) Math.round(seconds * 60);
        double[] ms = new double[steps];
        HeadlessSimulation.Settings settings = HeadlessSimulation.Settings.of(agents, seconds).withSeed(42);
        SimulationReport r;
        long[] requests = new long[1];
        try (PathService service = new PathService(mesh, 1, new HandoverClock(Runnable::run))) {
            r = HeadlessSimulation.run(mesh, new PathServicePlanner(service), settings,
                    (AgentCrowd crowd, long step) -> {
                        ms[(int) step] = crowd.lastUpdateMs();
                        requests[0] = crowd.pathRequests();
                    });
        }
        if (!print) {
            return;
        }
        double[] sorted = ms.clone();
        Arrays.sort(sorted);
        System.out.printf(Locale.ROOT,
                "agents=%d seconds=%.0f update_ms mean=%.3f p50=%.3f p95=%.3f max=%.3f | path requests=%d mean_path_ms=%.3f"
                        + " arrived=%d stuck=%d wall_s=%.1f%n",
                agents, seconds, r.meanUpdateMs(), sorted[steps / 2], sorted[(int) (steps * 0.95)], sorted[steps - 1],
                requests[0], r.meanPathMs(), r.arrived(), r.stuck(), r.wallSeconds());
        System.out.println(r.toJson());
    }

    /** Loads an OBJ scene into a jbullet space and bakes it with the default agent. */
    static NavMesh bake(Path obj) throws IOException {
        Node node = new ObjSceneLoader().load(obj);
        PhysicsSpace space = new PhysicsSceneBuilder().build(node);
        try {
            SceneTriangles tris = PhysicsTriangles.extract(space);
            return new NavMeshBaker().bake(tris, BakeConfig.defaults(), BakeProgressListener.NONE, () -> false).navMesh();
        } finally {
            space.destroy();
        }
    }

    /**
     * A size x size m rolling terrain of 1 m cells (two triangles each) with three long walls with
     * doors, a field of 2 x 2 m pillars, and ridges whose slopes exceed 20 degrees.
     */
    static NavMesh scene(int size) {
        NavMeshBuilder b = new NavMeshBuilder();
        for (int iz = 0; iz <= size; iz++) {
            for (int ix = 0; ix <= size; ix++) {
                b.addVertex(ix, height(ix, iz), iz);
            }
        }
        for (int iz = 0; iz < size; iz++) {
            for (int ix = 0; ix < size; ix++) {
                if (blocked(ix, iz, size)) {
                    continue;
                }
                int v00 = ix + iz * (size + 1), v10 = v00 + 1, v01 = v00 + size + 1, v11 = v01 + 1;
                b.addTriangle(v00, v01, v11, 0, slope(ix, iz, ix, iz + 1, ix + 1, iz + 1));
                b.addTriangle(v00, v11, v10, 0, slope(ix, iz, ix + 1, iz + 1, ix + 1, iz));
            }
        }
        return b.build();
    }

    private static float height(int x, int z) {
        // Gentle hills plus a steep ridge band around x = 80.
        float h = (float) (1.5 * Math.sin(x * 0.09) * Math.cos(z * 0.07));
        float ridge = Math.max(0f, 1f - Math.abs(x - 80) / 3f);
        return h + 2.5f * ridge;
    }

    private static boolean blocked(int x, int z, int size) {
        int third = size / 3;
        if (z == third && (x % 25) > 3) {
            return true; // wall with 4 m doors every 25 m
        }
        if (z == 2 * third && (x % 30) < 26) {
            return true;
        }
        if (x == size / 2 && z > third && z < 2 * third && (z % 12) > 2) {
            return true;
        }
        // pillar field in one quadrant
        return x > 2 * third && z < third - 5 && x % 6 < 2 && z % 6 < 2;
    }

    private static float slope(int ax, int az, int bx, int bz, int cx, int cz) {
        float ay = height(ax, az), by = height(bx, bz), cy = height(cx, cz);
        float ux = bx - ax, uy = by - ay, uz = bz - az;
        float vx = cx - ax, vy = cy - ay, vz = cz - az;
        float nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
        float len = (float) Math.sqrt(nx * nx + ny * ny + nz * nz);
        return (float) Math.toDegrees(Math.acos(Math.min(1f, Math.abs(ny) / len)));
    }
}
