package org.jme3navmesh.demo;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.bullet.BulletAppState;
import com.jme3.bullet.PhysicsSpace;
import com.jme3.light.AmbientLight;
import com.jme3.light.DirectionalLight;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Node;
import com.jme3.shadow.DirectionalLightShadowRenderer;
import com.jme3.shadow.EdgeFilteringMode;
import java.util.function.Function;
import org.jme3navmesh.scene.PhysicsSceneBuilder;

/**
 * Puts the level into the scene: the scene graph, sun and ambient light, shadows, sky colour, and a static jbullet
 * body for every top-level part of the level (in a {@link BulletAppState}'s physics space). The level comes from
 * {@code levelFactory}, which is also what the bake snapshots. Bodies are made by {@link PhysicsSceneBuilder}, the same
 * way the bake sees the scene.
 */
public final class LevelState extends BaseAppState {
    private final Function<Application, Node> levelFactory;
    private final Function<Application, Node> sceneryFactory;
    private final boolean shadows;
    private Node level;
    private Node scenery;
    private DirectionalLight sun;
    private AmbientLight ambient;
    private DirectionalLightShadowRenderer shadowRenderer;
    private BulletAppState bullet;
    private boolean bodiesAdded;

    /**
     * @param levelFactory   builds the level (physics bodies are made from it); not null
     * @param sceneryFactory builds purely visual surroundings (sky, backdrop; no physics), or null for none
     * @param shadows        true to cast directional-light shadows
     */
    public LevelState(Function<Application, Node> levelFactory, Function<Application, Node> sceneryFactory,
                      boolean shadows) {
        this.levelFactory = java.util.Objects.requireNonNull(levelFactory, "levelFactory");
        this.sceneryFactory = sceneryFactory;
        this.shadows = shadows;
    }

    /**
     * The level node (render thread only), or null before initialisation.
     *
     * @return the node, live; or null before initialisation
     */
    public Node level() {
        return level;
    }

    /**
     * The physics space holding the level's static bodies (render thread only). The bodies are added at the state's
     * first update after its initialisation.
     *
     * @return the space of the state's {@link BulletAppState}, live; not null
     * @throws IllegalStateException before the state is initialised, or once it is cleaned up (detached)
     */
    public PhysicsSpace physicsSpace() {
        if (bullet == null) {
            throw new IllegalStateException("LevelState.physicsSpace: the level is not initialised yet"
                    + " (attach the state and wait for its initialize)");
        }
        if (!isInitialized()) {
            throw new IllegalStateException("LevelState.physicsSpace: the level was cleaned up (the state was"
                    + " detached) and its physics space destroyed");
        }
        return bullet.getPhysicsSpace();
    }

    @Override
    protected void initialize(Application app) {
        SimpleApplication sa = (SimpleApplication) app;
        level = levelFactory.apply(app);
        sun = new DirectionalLight(new Vector3f(0.55f, -0.7f, -0.45f).normalizeLocal(), new ColorRGBA(1.0f, 0.95f, 0.85f, 1f).mult(1.1f));
        ambient = new AmbientLight(new ColorRGBA(0.55f, 0.6f, 0.7f, 1f));
        app.getViewPort().setBackgroundColor(new ColorRGBA(0.58f, 0.74f, 0.90f, 1f));
        if (shadows) {
            shadowRenderer = new DirectionalLightShadowRenderer(app.getAssetManager(), 2048, 2);
            shadowRenderer.setLight(sun);
            shadowRenderer.setShadowIntensity(0.45f);
            shadowRenderer.setEdgeFilteringMode(EdgeFilteringMode.PCF4);
            app.getViewPort().addProcessor(shadowRenderer);
        }
        bullet = new BulletAppState();
        getStateManager().attach(bullet);
        sa.getRootNode().attachChild(level);
        if (sceneryFactory != null) {
            scenery = sceneryFactory.apply(app);
            sa.getRootNode().attachChild(scenery);
        }
        level.setShadowMode(RenderQueue.ShadowMode.CastAndReceive);
    }

    /**
     * Adds the level's static bodies, once, as soon as the physics state is initialised.
     *
     * @param tpf time since the last frame, seconds (unused)
     */
    @Override
    public void update(float tpf) {
        if (!bodiesAdded && bullet.isInitialized()) {
            new PhysicsSceneBuilder().addTo(bullet.getPhysicsSpace(), level);
            bodiesAdded = true;
        }
    }

    @Override
    protected void cleanup(Application app) {
        if (shadowRenderer != null) {
            app.getViewPort().removeProcessor(shadowRenderer);
        }
        level.removeFromParent();
        if (scenery != null) {
            scenery.removeFromParent();
        }
        getStateManager().detach(bullet);
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getRootNode().addLight(sun);
        ((SimpleApplication) getApplication()).getRootNode().addLight(ambient);
    }

    @Override
    protected void onDisable() {
        ((SimpleApplication) getApplication()).getRootNode().removeLight(sun);
        ((SimpleApplication) getApplication()).getRootNode().removeLight(ambient);
    }
}
