package org.jme3navmesh.bench;

import org.jme3navmesh.testkit.ObjMesh;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshIO;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * JMH steady-state query benchmark, meant for {@code -prof gc}: one operation is one complete query
 * (nearest x2, path, funnel / straight path) on the next pair of a fixed list, with the engine's
 * buffers reused ({@link PathEngine}), so {@code gc.alloc.rate.norm} is the allocation per query.
 * {@code jme3-navmesh-new-result} gives every query a new {@code PathResult}: the allocation of the
 * result itself, for reference.
 *
 * <p>System properties (set by {@link BenchMain} for the forked JVM): {@code bench.scenes} scene
 * folder; {@code bench.ours.<scene>} a saved navmesh of this project for the scene (else it bakes);
 * {@code bench.pairs} and {@code bench.seed} for the pair list.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class QueryAllocBench {
    @Param({"jme3-navmesh", "jme3-navmesh-new-result", "recast4j"})
    public String engine;

    @Param({"hills"})
    public String scene;

    private PathEngine e;
    private float[] pairs;
    private int next;

    @Setup
    public void setup() throws Exception {
        Path dir = Path.of(System.getProperty("bench.scenes", Scenes.DEFAULT_DIR));
        int n = Integer.getInteger("bench.pairs", 500);
        long seed = Long.getLong("bench.seed", BenchMain.DEFAULT_SEED);
        ObjMesh soup = ObjMesh.read(Scenes.resolve(dir, scene));
        RecastEngine.Baked rb = RecastEngine.bake(RecastEngine.input(soup), AgentParams.defaults());
        pairs = RecastEngine.randomPoints(rb.navMesh(), n, seed);
        e = switch (engine) {
            case "recast4j" -> new RecastEngine.Query(rb.navMesh(), AgentParams.HALF_EXTENTS);
            case "jme3-navmesh" -> new OursEngine(oursMesh(dir, soup));
            case "jme3-navmesh-new-result" -> new OursEngine(oursMesh(dir, soup), true);
            default -> throw new IllegalArgumentException("unknown engine " + engine);
        };
    }

    private NavMesh oursMesh(Path dir, ObjMesh soup) throws Exception {
        String saved = System.getProperty("bench.ours." + scene);
        if (saved != null) {
            try {
                return NavMeshIO.read(Path.of(saved));
            } catch (IOException ex) {
                System.err.println("cannot read " + saved + " (" + ex.getMessage() + "), baking instead");
            }
        }
        OursBaker baker = new OursBaker(AgentParams.defaults());
        baker.prepare(Scenes.resolve(dir, scene), soup);
        return baker.bake().triMesh();
    }

    @Benchmark
    public int query() {
        int k = 6 * next;
        next = next + 1 == pairs.length / 6 ? 0 : next + 1;
        return e.query(pairs[k], pairs[k + 1], pairs[k + 2], pairs[k + 3], pairs[k + 4], pairs[k + 5]);
    }
}
