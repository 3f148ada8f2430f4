package org.jme3navmesh.bench;

import org.jme3navmesh.testkit.ObjMesh;
import com.jme3.bullet.PhysicsSpace;
import com.jme3.scene.Node;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.jme.PhysicsNavMeshBaker;
import org.jme3navmesh.scene.ObjSceneLoader;
import org.jme3navmesh.scene.PhysicsSceneBuilder;

/**
 * This project's bake as the benchmark times it: {@link PhysicsNavMeshBaker#bake(PhysicsSpace, BakeConfig)}
 * on a jbullet physics space built from the OBJ beforehand (loading the OBJ into jME and building
 * the space are untimed: a game already has its physics scene). The timed bake includes triangle
 * extraction from the space, the probe (all cores), walkable rules, erosion and meshing.
 */
public final class OursBaker implements SceneBaker {
    private final BakeConfig cfg;
    private final PhysicsNavMeshBaker baker = new PhysicsNavMeshBaker();
    private PhysicsSpace space;
    private BakeResult last;

    public OursBaker(AgentParams params) {
        this(Objects.requireNonNull(params, "params").bakeConfig());
    }

    /**
     * A baker with this configuration (e.g. {@code params.bakeConfig().forAgents(radii)}).
     *
     * @param cfg the bake configuration; not null
     */
    public OursBaker(BakeConfig cfg) {
        this.cfg = Objects.requireNonNull(cfg, "cfg");
    }

    @Override
    public String name() { return "jme3-navmesh"; }

    @Override
    public void prepare(Path file, ObjMesh soup) throws Exception {
        if (space != null) {
            space.destroy();
        }
        Node scene = new ObjSceneLoader().load(file);
        space = new PhysicsSceneBuilder().build(scene);
    }

    @Override
    public Outcome bake() {
        if (space == null) {
            throw new IllegalStateException("prepare() first");
        }
        long t0 = System.nanoTime();
        BakeResult r = baker.bake(space, cfg);
        long t1 = System.nanoTime();
        last = r;
        int tris = r.navMesh().triangleCount();
        return new Outcome(t1 - t0, tris, tris, r.navMesh(), r);
    }

    /** Per-stage milliseconds of the last bake (extract, rasterise, walkable, erode, mesh), or null. */
    public Map<String, Double> lastStages() {
        return last == null ? null : last.stageMillis();
    }
}
