package org.jme3navmesh.jme;

import com.jme3.bullet.PhysicsSpace;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeProgressListener;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.bake.SceneTriangles;
import org.jme3navmesh.bake.TriangleSceneSampler;

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
     * @param space the scene; not null, unaffected
     * @param cfg   agent and grid parameters; not null
     * @return the navmesh and its by-products; never null
     */
    public BakeResult bake(PhysicsSpace space, BakeConfig cfg) {
        return bake(space, cfg, BakeProgressListener.NONE, () -> false);
    }

    /**
     * Bakes a navmesh from the static bodies of a physics space.
     *
     * @param space     the scene; not null, unaffected; read on the calling thread only
     * @param cfg       agent and grid parameters; not null
     * @param listener  receives progress on the calling thread; not null
     * @param cancelled polled on the calling thread; returning true stops the bake; not null
     * @return the navmesh and its by-products; never null
     * @throws IllegalArgumentException when the scene is empty, the grid would be absurdly large, or
     *                                  nothing in the scene is walkable for this agent
     * @throws org.jme3navmesh.bake.BakeCancelledException when cancelled
     */
    public BakeResult bake(PhysicsSpace space, BakeConfig cfg, BakeProgressListener listener, BooleanSupplier cancelled) {
        Objects.requireNonNull(space, "space");
        Objects.requireNonNull(listener, "listener");
        listener.progress("extract", 0f);
        return baker.bake(new TriangleSceneSampler(PhysicsTriangles.extract(space)), cfg, listener, cancelled);
    }
}
