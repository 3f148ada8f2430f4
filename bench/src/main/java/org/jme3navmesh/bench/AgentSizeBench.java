package org.jme3navmesh.bench;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.QueryFilter;
import org.jme3navmesh.testkit.ObjMesh;

/**
 * Agent-sized queries (the {@code agents} part): on one mesh of ours baked with
 * {@code BakeConfig.forAgents(0.3, 0.5, 1.0)}, paths for agents of radius 0.3, 0.5 and 1.0
 * ({@link QueryFilter#withAgent}) timed against our default query on the same mesh and pairs, and
 * against recast4j on a mesh baked for that radius (recast4j needs one mesh per radius). The pairs
 * are recast4j's random points on its mesh for the widest radius, so every agent fits at both ends.
 * Prints one JSON line per scene and radius.
 */
final class AgentSizeBench {
    /** The agent radii, metres; the mesh is baked for the smallest. */
    static final float[] RADII = {0.3f, 0.5f, 1.0f};

    private final BenchOptions opt;
    private final AgentParams params;
    private final PrintStream out;
    private final PrintStream log;

    AgentSizeBench(BenchOptions opt, AgentParams params, PrintStream out, PrintStream log) {
        this.opt = opt;
        this.params = params;
        this.out = out;
        this.log = log;
    }

    /**
     * Runs the part on each scene.
     *
     * @param scenes scene names under the scenes directory, without ".obj"; not null, unaffected
     */
    void run(List<String> scenes) throws Exception {
        for (String name : scenes) {
            Path file = Scenes.resolve(opt.scenes, name);
            ObjMesh soup = ObjMesh.read(file);
            OursBaker baker = new OursBaker(params.bakeConfig().forAgents(RADII));
            baker.prepare(file, soup);
            NavMesh mine = baker.bake().triMesh();
            RecastEngine.Baked[] theirs = new RecastEngine.Baked[RADII.length];
            for (int i = 0; i < RADII.length; i++) {
                theirs[i] = RecastEngine.bake(RecastEngine.input(soup), params.withRadius(RADII[i]));
            }
            float[] pairs = RecastEngine.randomPoints(theirs[RADII.length - 1].navMesh(), opt.pairs, opt.seed);
            log.printf("[agents] %s: one mesh of ours (%d triangles) for radii 0.3, 0.5, 1.0; %d pairs%n", name,
                    mine.triangleCount(), opt.pairs);
            for (int i = 0; i < RADII.length; i++) {
                float r = RADII[i];
                OursEngine sized = new OursEngine(mine, QueryFilter.defaults().withAgent(r, params.agentHeight()));
                QueryBench.Result vsDefault = QueryBench.run(name, pairs, sized, new OursEngine(mine), null, null,
                        opt.queryWarmup, opt.queryWarmupMillis, opt.queryPasses, QueryBench.BLOCK);
                QueryBench.Result vsRecast = QueryBench.run(name, pairs, sized,
                        new RecastEngine.Query(theirs[i].navMesh(), AgentParams.HALF_EXTENTS), null, null,
                        opt.queryWarmup, opt.queryWarmupMillis, opt.queryPasses, QueryBench.BLOCK);
                log.printf("[agents] %s r=%.1f: ours %.1f us, ours default %.1f us (%.2fx), recast4j per-radius mesh %.1f us (%.2fx)%n",
                        name, r, vsDefault.a().usMedian(), vsDefault.b().usMedian(), vsDefault.timeRatio(),
                        vsRecast.b().usMedian(), vsRecast.timeRatio());
                out.println(new JsonLine().put("part", "agents").put("scene", name).put("radius", r, 1)
                        .put("pairs", opt.pairs).put("ours_us_median", vsDefault.a().usMedian(), 2)
                        .put("ours_default_us_median", vsDefault.b().usMedian(), 2)
                        .put("agent_vs_default", vsDefault.timeRatio(), 3)
                        .put("recast4j_us_median", vsRecast.b().usMedian(), 2)
                        .put("ours_vs_recast4j", vsRecast.timeRatio(), 3)
                        .put("ours_found", vsRecast.a().found()).put("recast4j_found", vsRecast.b().found()));
            }
        }
    }
}
