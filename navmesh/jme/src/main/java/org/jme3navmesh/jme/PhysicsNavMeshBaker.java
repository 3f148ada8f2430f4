package org.jme3navmesh.jme;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.scene.Spatial;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import org.jme3navmesh.bake.AutoLinkConfig;
import org.jme3navmesh.bake.AutoLinks;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeProgressListener;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.bake.SceneTriangles;
import org.jme3navmesh.bake.TriangleSceneSampler;
import org.jme3navmesh.mesh.OffMeshLink;

/**
 * Bakes a navmesh from the static bodies of a jbullet {@link PhysicsSpace}: reads their triangles
 * once ({@link PhysicsTriangles#extract(PhysicsSpace)}) on the calling thread and has the core
 * {@link NavMeshBaker} sample that snapshot ({@link TriangleSceneSampler}). The result equals a
 * bake through the live {@link PhysicsSceneSampler}, which would read the space twice (its bounds,
 * then its triangles); the live sampler is for sampling regions of a space.
 *
 * <p>jbullet's {@code PhysicsSpace} and mesh shapes are not thread-safe, so call this on the
 * thread that owns the space (the physics or render thread). To bake on a worker instead, call
 * {@link PhysicsTriangles#extract(PhysicsSpace)} on the owning thread and pass the result to
 * {@link NavMeshBaker#bake(SceneTriangles, BakeConfig, BakeProgressListener, BooleanSupplier)}
 * on the worker. Stateless and thread-safe itself.
 */
public final class PhysicsNavMeshBaker {
    private final NavMeshBaker baker;

    /** A baker using one worker thread per core. */
    public PhysicsNavMeshBaker() {
        this(0);
    }

    /**
     * A baker using a given number of worker threads (see {@link NavMeshBaker#NavMeshBaker(int)}).
     *
     * @param threads worker threads, &gt; 0; or 0 for one per core
     * @throws IllegalArgumentException when threads is negative
     */
    public PhysicsNavMeshBaker(int threads) {
        this.baker = new NavMeshBaker(threads);
    }

    /**
     * Bakes with no progress listener and no cancellation.
     *
     * @param space the scene; not null, unaffected; read on the calling thread only
     * @param cfg   agent and grid parameters; not null, unaffected
     * @return the navmesh and its by-products; never null
     * @throws IllegalArgumentException as {@link #bake(PhysicsSpace, BakeConfig, BakeProgressListener,
     *                                  BooleanSupplier)}
     * @throws org.jme3navmesh.bake.BakeMemoryException when the bake would need more heap than it may use
     */
    public BakeResult bake(PhysicsSpace space, BakeConfig cfg) {
        return bake(space, cfg, BakeProgressListener.NONE, () -> false);
    }

    /**
     * Bakes a navmesh from the static bodies of a physics space.
     *
     * @param space     the scene; not null, unaffected; read on the calling thread only
     * @param cfg       agent and grid parameters; not null, unaffected
     * @param listener  receives progress (stage name and fraction in [0, 1]) on the calling thread; not null
     * @param cancelled polled on the calling thread; returning true stops the bake; not null
     * @return the navmesh and its by-products; never null
     * @throws IllegalArgumentException when the scene is empty, the grid would be absurdly large, or
     *                                  nothing in the scene is walkable for this agent, or a static body
     *                                  cannot be baked (an infinite plane)
     * @throws org.jme3navmesh.bake.BakeMemoryException when the bake would need more heap than it may use
     *                                  ({@link BakeConfig#memoryBudgetBytes}), before it allocates it
     * @throws org.jme3navmesh.bake.BakeCancelledException when cancelled
     */
    public BakeResult bake(PhysicsSpace space, BakeConfig cfg, BakeProgressListener listener, BooleanSupplier cancelled) {
        Objects.requireNonNull(space, "space");
        Objects.requireNonNull(listener, "listener");
        listener.progress("extract", 0f);
        return baker.bake(new TriangleSceneSampler(PhysicsTriangles.extract(space)), cfg, listener, cancelled);
    }

    /**
     * Bakes a navmesh from the static bodies of a physics space, then attaches off-mesh links: those tagged in the
     * scene graph ({@link NavTags#links}) and those the limits generate ({@link AutoLinks}), in that order.
     *
     * @param space the scene's bodies; not null, unaffected; read on the calling thread only
     * @param scene the scene graph holding link nodes; not null; its world transforms may be updated
     * @param cfg   agent and grid parameters; not null, unaffected
     * @param auto  limits of generated links; not null, unaffected ({@link AutoLinkConfig#NONE} for none)
     * @return the bake, its mesh carrying the links (same triangles, so a tiled bake keeps its
     *         {@link BakeResult#tiles() tile layout}); never null
     * @throws IllegalArgumentException as {@link #bake(PhysicsSpace, BakeConfig)}, or naming the node of a
     *                                  malformed link tag, or naming a tagged link whose end is off the mesh
     * @throws org.jme3navmesh.bake.BakeMemoryException as {@link #bake(PhysicsSpace, BakeConfig)}
     */
    public BakeResult bake(PhysicsSpace space, Spatial scene, BakeConfig cfg, AutoLinkConfig auto) {
        Objects.requireNonNull(scene, "scene");
        Objects.requireNonNull(auto, "auto");
        List<OffMeshLink> tagged = NavTags.links(scene); // malformed tags fail before the bake
        BakeResult r = bake(space, cfg);
        List<OffMeshLink> links = new ArrayList<>(tagged);
        links.addAll(AutoLinks.generate(r.navMesh(), auto));
        if (links.isEmpty()) {
            return r;
        }
        return new BakeResult(r.navMesh().withLinks(links), r.field(), r.areas(), r.grid(), r.cellsSampled(),
                r.walkableSpans(), r.stageMillis(), r.totalMillis(), r.warnings(), r.tiles());
    }
}
