package org.jme3navmesh.demo;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.font.BitmapFont;
import com.jme3.font.BitmapText;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Quad;
import java.util.Locale;
import java.util.function.Supplier;
import org.jme3navmesh.debug.DebugLayer;
import org.jme3navmesh.debug.DebugViewState;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The heads-up display (top left): bake progress bar while baking; then bake time, triangle and vertex counts,
 * components, tiles, agents (moving, arrived, stuck), last and mean path time, the crowd's avoidance, the dynamic
 * obstacles and the last update: time, tiles rebuilt, triangles changed ({@link DynamicMeshState#hudLine}), and FPS.
 */
public final class HudState extends BaseAppState {
    private static final float BAR_W = 300f, BAR_H = 14f;
    /** The panel's least size, and the margin between its left and right edges and the text, pixels. */
    private static final float PANEL_W = 340f, PANEL_H = 190f, PAD = 12f;
    private final DemoWorld world;
    private final Supplier<DemoAgents> agents;
    private final Node hud = new Node("hud");
    private BitmapText text;
    private Geometry panel, barBack, barFill;
    private float fpsTime;
    private int fpsFrames;
    private float fps;

    /**
     * @param world  the demo's shared state, shown; not null, kept (not copied)
     * @param agents gives the agents (may give null); not null, kept (not copied)
     */
    public HudState(DemoWorld world, Supplier<DemoAgents> agents) {
        this.world = java.util.Objects.requireNonNull(world, "world");
        this.agents = java.util.Objects.requireNonNull(agents, "agents");
    }

    /** The background panel's width, pixels (for tests). */
    float panelWidth() {
        return PANEL_W * panel.getLocalScale().x;
    }

    /** The width of the text's widest line, pixels (for tests). */
    float textWidth() {
        return text.getLineWidth();
    }

    /**
     * The text currently shown (for tests).
     *
     * @return the text; not null, empty before initialisation
     */
    public String text() {
        return text == null ? "" : text.getText();
    }

    @Override
    protected void initialize(Application app) {
        BitmapFont font = app.getAssetManager().loadFont("Interface/Fonts/Default.fnt");
        float top = app.getCamera().getHeight();
        panel = quad(app, "hud-panel", PANEL_W, PANEL_H, new ColorRGBA(0.05f, 0.07f, 0.1f, 0.6f));
        panel.setLocalTranslation(8, top - 8 - PANEL_H, 0);
        hud.attachChild(panel);
        barBack = quad(app, "bake-bar-back", BAR_W, BAR_H, new ColorRGBA(0.2f, 0.2f, 0.22f, 0.9f));
        barBack.setLocalTranslation(20, top - 64, 1);
        barFill = quad(app, "bake-bar-fill", BAR_W, BAR_H, new ColorRGBA(0.95f, 0.7f, 0.15f, 1f));
        barFill.setLocalTranslation(20, top - 64, 2);
        hud.attachChild(barBack);
        hud.attachChild(barFill);
        text = new BitmapText(font);
        text.setSize(font.getCharSet().getRenderedSize());
        text.setColor(new ColorRGBA(0.95f, 0.95f, 0.92f, 1f));
        text.setLocalTranslation(8 + PAD, top - 16, 3);
        hud.attachChild(text);
    }

    private static Geometry quad(Application app, String name, float w, float h, ColorRGBA c) {
        Geometry g = new Geometry(name, new Quad(w, h));
        Material m = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", c);
        if (c.a < 1f) {
            m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        }
        g.setMaterial(m);
        return g;
    }

    /**
     * Rewrites the text (bake progress or figures, agents, obstacles, FPS averaged over half a second, debug layers)
     * and grows the panel to fit it.
     *
     * @param tpf time since the last frame, seconds
     */
    @Override
    public void update(float tpf) {
        fpsTime += tpf;
        fpsFrames++;
        if (fpsTime >= 0.5f) {
            fps = fpsFrames / fpsTime;
            fpsTime = 0;
            fpsFrames = 0;
        }
        StringBuilder sb = new StringBuilder();
        NavMesh mesh = world.mesh();
        boolean baking = mesh == null && world.bakeError() == null;
        barBack.setCullHint(baking ? Node.CullHint.Inherit : Node.CullHint.Always);
        barFill.setCullHint(baking ? Node.CullHint.Inherit : Node.CullHint.Always);
        if (baking) {
            float p = world.bakeProgress();
            barFill.setLocalScale(Math.max(0.001f, p), 1, 1);
            sb.append(String.format(Locale.ROOT, "Baking navmesh... %3.0f%%%n%n%n", p * 100f));
        } else if (world.bakeError() != null) {
            sb.append("Bake failed: ").append(world.bakeError()).append('\n');
        } else {
            BakeOutput b = world.bake();
            sb.append(String.format(Locale.ROOT, "Bake: %.0f ms (%,d cells)%n", b.bakeMillis(), b.cells()));
            sb.append(String.format(Locale.ROOT, "Navmesh: %,d triangles, %,d vertices%n", mesh.triangleCount(), mesh.vertexCount()));
            sb.append(String.format(Locale.ROOT, "Components: %d%n", mesh.componentCount()));
            sb.append(String.format(Locale.ROOT, "Tiles: %d (%d x %d, %.1f m)  (T)%n", world.tiles().count(),
                    world.tiles().tilesX(), world.tiles().tilesZ(), world.tiles().size()));
        }
        DemoAgents a = agents.get();
        if (a != null && world.agentsReady()) {
            DemoAgents.Stats s = a.stats();
            sb.append(String.format(Locale.ROOT, "Agents: %d (moving %d, arrived %d, stuck %d)%n", s.total(), s.moving(), s.arrived(), s.stuck()));
            sb.append(String.format(Locale.ROOT, "Path time: last %.3f ms, mean %.3f ms%n", s.lastPathMs(), s.meanPathMs()));
            sb.append("Avoidance: ").append(a.avoidanceMode()).append("  (V)\n");
            if (a.selectedCount() > 0) {
                sb.append("Selected: ").append(a.selectedCount()).append('\n');
            }
        } else {
            sb.append("Agents: waiting for the navmesh\n");
        }
        DynamicMeshState dynamic = getStateManager().getState(DynamicMeshState.class);
        if (dynamic != null && dynamic.isReady()) {
            sb.append(dynamic.hudLine()).append('\n');
        }
        sb.append(String.format(Locale.ROOT, "FPS: %.0f%s%n", fps, world.paused() ? "   [PAUSED]" : ""));
        DebugViewState debug = getStateManager().getState(DebugViewState.class);
        if (debug != null && debug.isActive()) {
            sb.append("Debug:");
            for (DebugLayer l : debug.layers()) {
                if (l.isEnabled()) {
                    sb.append(' ').append(l.keyLabel());
                }
            }
            sb.append("  (keys 0-9, T)\n");
        }
        sb.append("F1: help   F2: debug views");
        text.setText(sb.toString());
        // the panel grows with the text, so a long line (the obstacles' last update) stays on its background
        panel.setLocalScale(Math.max(1f, (text.getLineWidth() + 2 * PAD) / PANEL_W),
                Math.max(1f, (text.getLineHeight() * text.getLineCount() + 24) / PANEL_H), 1);
        float top = getApplication().getCamera().getHeight();
        panel.setLocalTranslation(8, top - 8 - PANEL_H * panel.getLocalScale().y, 0);
    }

    @Override
    protected void cleanup(Application app) {
        hud.removeFromParent();
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(hud);
    }

    @Override
    protected void onDisable() {
        hud.removeFromParent();
    }
}
