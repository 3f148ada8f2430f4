package org.jme3navmesh.demo;

import org.jme3navmesh.jme.NavTags;
import org.jme3navmesh.jme.PhysicsNavMeshBaker;
import org.jme3navmesh.mesh.NavMesh;
import com.jme3.bullet.PhysicsSpace;
import com.jme3.scene.Node;
import java.util.concurrent.CancellationException;
import org.jme3navmesh.bake.BakeCancelledException;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.scene.PhysicsSceneBuilder;

/**
 * Bake jobs for the demo's levels: the snapshot becomes a private jbullet {@link PhysicsSpace} of static bodies
 * ({@link PhysicsSceneBuilder}), which {@link NavMeshBaker} bakes with the default agent ({@link BakeConfig#defaults()}) and records the clearance.
 * The off-mesh links tagged in the snapshot ({@link NavTags#links}: the ledges' ladder, jump and drops) are attached to
 * the mesh.
 */
public final class DemoBake {
    private DemoBake() {
    }

    /**
     * A bake job for a level snapshot, which the job owns from now on (nothing else may touch it): baked for the
     * default agent, recording the clearance that the crowd course's big agents ({@link CrowdCourse#BIG}) need to
     * take the wide way round on the same mesh.
     *
     * @param snapshot the level's scene graph; not null; owned by the job from now on (modified: its logical and
     *                 geometric state are updated when the job runs)
     * @return the job; not null
     */
    public static BakeJob forLevel(Node snapshot) {
        return forLevel(snapshot, BakeConfig.defaults().forAgents(BakeConfig.DEFAULT_AGENT_RADIUS, CrowdCourse.BIG.radius()));
    }

    /**
     * As {@link #forLevel(Node)} with another agent configuration.
     *
     * @param snapshot the level's scene graph; not null; owned by the job from now on (modified: its logical and
     *                 geometric state are updated when the job runs)
     * @param cfg      agent and grid parameters; not null, kept (not copied)
     * @return the job (throwing {@link CancellationException} when cancelled); not null
     */
    public static BakeJob forLevel(Node snapshot, BakeConfig cfg) {
        java.util.Objects.requireNonNull(snapshot, "snapshot");
        java.util.Objects.requireNonNull(cfg, "cfg");
        return (progress, cancelled) -> {
            snapshot.updateLogicalState(0f);
            snapshot.updateGeometricState();
            PhysicsSpace space = new PhysicsSceneBuilder().build(snapshot);
            try {
                java.util.List<org.jme3navmesh.mesh.OffMeshLink> links = NavTags.links(snapshot);
                BakeResult r = new PhysicsNavMeshBaker().bake(space, cfg, (stage, p) -> progress.accept(p), cancelled);
                NavMesh mesh = links.isEmpty() ? r.navMesh() : r.navMesh().withLinks(links);
                return new BakeOutput(mesh, r.field(), r.cellsSampled(), r.totalMillis());
            } catch (BakeCancelledException e) {
                throw new CancellationException(e.getMessage());
            } finally {
                space.destroy();
            }
        };
    }
}
