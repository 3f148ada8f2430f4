package org.jme3navmesh.demo;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.bullet.BulletAppState;
import com.jme3.bullet.collision.shapes.CapsuleCollisionShape;
import com.jme3.bullet.collision.shapes.CompoundCollisionShape;
import com.jme3.bullet.control.BetterCharacterControl;
import com.jme3.bullet.control.RigidBodyControl;
import com.jme3.bullet.control.PhysicsControl;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.AgentState;
import org.jme3navmesh.agent.AgentType;
import org.jme3navmesh.agent.AvoidanceMode;
import org.jme3navmesh.agent.PathPlan;
import org.jme3navmesh.debug.AgentPathSource;
import org.jme3navmesh.debug.AvoidanceSource;
import org.jme3navmesh.jme.NavAgentAppState;
import org.jme3navmesh.jme.NavAgentControl;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The demo's agents on top of {@link NavAgentAppState} / {@link NavAgentControl}: spawns characters
 * ({@link AgentVisual}) at random places of the largest walkable island, every fourth one "heavy" (avoids slopes over
 * 20 degrees), colours them by state each frame, and handles selection and targets. Kinematic agents snap to the
 * navmesh; physical ones ({@link #spawnPhysical}) are jbullet {@link BetterCharacterControl} bodies in the level's
 * physics space, rigid-body ones ({@link #spawnRigidBody}) dynamic {@link RigidBodyControl} capsules there. The crowd
 * avoids with ORCA until {@link #cycleAvoidance} switches it. Render thread only.
 */
public final class CrowdAgentsState extends BaseAppState implements DemoAgents, AgentPathSource {
    /** Agents spawn within this fraction of the navmesh's half-size around its centre when possible. */
    static final float SPAWN_RADIUS_FRACTION = 0.45f;
    private final Node agentsNode = new Node("agents");
    private final List<AgentVisual> visuals = new ArrayList<>();
    private final List<Spatial> spatials = new ArrayList<>();
    private final SplittableRandom rnd = new SplittableRandom(42);
    private final float[] tmp = new float[3];
    private NavAgentAppState nav;
    private AgentVisual.Palette palette;
    private int pendingSpawn;
    private int pendingPhysical;
    private int pendingRigid;
    private boolean pendingCourse;
    private final CourseTraffic traffic = new CourseTraffic();
    private final AgentRounds tour = new AgentRounds();
    private AvoidanceMode avoidanceMode = AvoidanceMode.ORCA;
    private int selectionVersion;
    private boolean paused;
    private int pathVersion;
    private int selected;

    @Override
    protected void initialize(Application app) {
        palette = new AgentVisual.Palette(app.getAssetManager());
        ((SimpleApplication) app).getRootNode().attachChild(agentsNode);
    }

    @Override
    public void start(NavMesh mesh, int count) {
        if (count < 0) {
            throw new IllegalArgumentException("agent count must be >= 0, got " + count);
        }
        if (nav != null) {
            throw new IllegalStateException("agents already started");
        }
        nav = new NavAgentAppState(mesh);
        getStateManager().attach(nav);
        pendingSpawn += count;
    }

    /** The agents' app state, or null before {@link #start}. */
    NavAgentAppState navState() {
        return nav;
    }

    /** The crowd id of character i (ids of {@link #agentOf} and the selection are character indices). */
    int crowdId(int i) {
        return control(i).agentId();
    }

    /**
     * True once the crowd exists and the first agents were placed.
     *
     * @return true when the crowd exists and no spawn of kinematic agents is pending (false again from a
     *         {@link #spawn} to the next update)
     */
    public boolean isRunning() {
        return nav != null && nav.crowd() != null && pendingSpawn == 0;
    }

    @Override
    public void spawn(int count) {
        pendingSpawn += pending(count);
    }

    @Override
    public void spawnPhysical(int count) {
        pendingPhysical += pending(count);
    }

    @Override
    public void spawnRigidBody(int count) {
        pendingRigid += pending(count);
    }

    /** How many agents a spawn request adds to the pending ones: count once started, none before. */
    private int pending(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count must be >= 0, got " + count);
        }
        return nav != null ? count : 0;
    }

    /**
     * Spawns physics-driven agents: PHYSICAL ones with a BetterCharacterControl, RIGID_BODY ones with a dynamic
     * RigidBodyControl capsule whose origin is at its feet (a compound shape), like the visual's.
     */
    private void spawnBodiesNow(int count, NavAgentControl.Mode mode) {
        BulletAppState bullet = getStateManager().getState(BulletAppState.class);
        if (bullet == null) {
            return;
        }
        AgentCrowd crowd = nav.crowd();
        AgentType type = AgentType.walker();
        for (int k = 0; k < count; k++) {
            if (!spawnPoint(crowd, type)) {
                return;
            }
            AgentVisual v = new AgentVisual(palette, visuals.size(), type.radius(), type.height(), false);
            Node n = v.node();
            n.setLocalTranslation(tmp[0], tmp[1] + 0.05f, tmp[2]);
            // world transform computed while the node is still a root (agentsNode has identity transform)
            n.updateGeometricState();
            PhysicsControl body;
            if (mode == NavAgentControl.Mode.PHYSICAL) {
                body = new BetterCharacterControl(type.radius(), type.height(), 60f);
            } else {
                CompoundCollisionShape shape = new CompoundCollisionShape();
                shape.addChildShape(new CapsuleCollisionShape(type.radius(), type.height() - 2 * type.radius()),
                        new Vector3f(0, type.height() / 2, 0));
                body = new RigidBodyControl(shape, 60f);
            }
            n.addControl(body);
            bullet.getPhysicsSpace().add(body);
            nav.addAgent(n, type, mode);
            agentsNode.attachChild(n);
            visuals.add(v);
            spatials.add(n);
            randomTarget(visuals.size() - 1);
        }
    }

    /**
     * A random point of the type's largest island, preferring points within {@link #SPAWN_RADIUS_FRACTION} of the
     * mesh's half-size around its centre (so the crowd starts in view), into {@link #tmp}; false when there is none.
     */
    private boolean spawnPoint(AgentCrowd crowd, AgentType type) {
        float[] b = crowd.mesh().bounds();
        float cx = (b[0] + b[3]) / 2, cz = (b[2] + b[5]) / 2;
        float r = SPAWN_RADIUS_FRACTION * Math.max(b[3] - b[0], b[5] - b[2]) / 2;
        for (int attempt = 0; attempt < 24; attempt++) {
            if (crowd.reachableTargets(type).randomPointOnLargestIsland(rnd, tmp) < 0) {
                return false;
            }
            float dx = tmp[0] - cx, dz = tmp[2] - cz;
            if (dx * dx + dz * dz <= r * r) {
                return true;
            }
        }
        return true;
    }

    private void spawnNow(int count) {
        AgentCrowd crowd = nav.crowd();
        for (int k = 0; k < count; k++) {
            boolean heavy = visuals.size() % 4 == 3;
            AgentType type = heavy ? AgentType.heavy() : AgentType.walker();
            if (!spawnPoint(crowd, type)) {
                return;
            }
            spawnAt(type, heavy, tmp[0], tmp[1], tmp[2]);
            randomTarget(visuals.size() - 1);
        }
    }

    /** A kinematic character of the type at (x, y, z) (on its navmesh); returns its crowd id. */
    private int spawnAt(AgentType type, boolean heavy, float x, float y, float z) {
        AgentVisual v = new AgentVisual(palette, visuals.size(), type.radius(), type.height(), heavy);
        Node n = v.node();
        n.setLocalTranslation(x, y, z);
        // world transform computed while the node is still a root (agentsNode has identity transform)
        n.updateGeometricState();
        NavAgentControl c = nav.addAgent(n, type, NavAgentControl.Mode.KINEMATIC);
        agentsNode.attachChild(n);
        visuals.add(v);
        spatials.add(n);
        return c.agentId();
    }

    @Override
    public void spawnCourse() {
        if (nav != null) {
            pendingCourse = true;
        }
    }

    /**
     * The {@link CrowdCourse}'s crowds: walkers in both yards and the big agents (radius 1.2 m, their own
     * {@link CrowdCourse#BIG} type), all walking across the course and back ({@link CourseTraffic}), and two walkers
     * touring the ledges by their off-mesh links ({@link CrowdCourse#LEDGE_TOUR}). Spots off this navmesh are skipped.
     */
    private void spawnCourseNow() {
        float[] walkers = CrowdCourse.walkerSpots();
        for (int k = 0; k + 1 < walkers.length + CrowdCourse.BIG_SPOTS.length; k += 2) {
            boolean big = k >= walkers.length;
            float x = big ? CrowdCourse.BIG_SPOTS[k - walkers.length] : walkers[k];
            float z = big ? CrowdCourse.BIG_SPOTS[k + 1 - walkers.length] : walkers[k + 1];
            AgentType type = big ? CrowdCourse.BIG : AgentType.walker();
            if (nav.mesh().findTriangle(x, LevelLayout.GROUND, z, 0.5f, 0.5f) < 0) {
                continue;
            }
            traffic.add(nav.crowd(), spawnAt(type, false, x, LevelLayout.GROUND, z), x, z);
        }
        // two walkers touring the ledges by their links (ladder, jump, drops) when the mesh has them
        if (nav.mesh().links().indexOf("ladder") >= 0) {
            float[] stop = CrowdCourse.LEDGE_TOUR;
            for (int k = 0; k < 2; k++) {
                float x = stop[6] - 1.5f * k, z = stop[8] + 1.5f * k;
                if (nav.mesh().findTriangle(x, LevelLayout.GROUND, z, 0.5f, 0.5f) >= 0) {
                    tour.add(nav.crowd(), spawnAt(AgentType.walker(), false, x, LevelLayout.GROUND, z), stop);
                }
            }
        }
    }

    /** Number of agents touring the ledges by their links. */
    int ledgeTourAgents() {
        return tour.size();
    }

    /** Number of agents walking the crowd course. */
    int courseAgents() {
        return traffic.size();
    }

    /** Character i's spatial (render thread). */
    Spatial spatialOf(int i) {
        return spatials.get(i);
    }

    private NavAgentControl control(int i) {
        return spatials.get(i).getControl(NavAgentControl.class);
    }

    private void randomTarget(int i) {
        nav.crowd().setRandomTarget(control(i).agentId(), rnd);
    }

    @Override
    public int agentOf(Spatial hit) {
        return AgentVisual.agentOf(hit);
    }

    @Override
    public void toggleSelected(int id) {
        if (id < 0 || id >= visuals.size()) {
            throw new IllegalArgumentException("no agent " + id);
        }
        AgentVisual v = visuals.get(id);
        v.setSelected(!v.isSelected());
        selected += v.isSelected() ? 1 : -1;
        selectionVersion++;
    }

    @Override
    public void clearSelection() {
        for (AgentVisual v : visuals) {
            v.setSelected(false);
        }
        selected = 0;
        selectionVersion++;
    }

    @Override
    public int selectedCount() {
        return selected;
    }

    @Override
    public void setTarget(Vector3f target) {
        if (nav == null || nav.crowd() == null) {
            return;
        }
        for (int i = 0; i < visuals.size(); i++) {
            if (selected == 0 || visuals.get(i).isSelected()) {
                control(i).setTarget(target);
            }
        }
    }

    @Override
    public void randomTargets() {
        if (nav == null || nav.crowd() == null) {
            return;
        }
        for (int i = 0; i < visuals.size(); i++) {
            randomTarget(i);
        }
    }

    @Override
    public void setPaused(boolean paused) {
        this.paused = paused;
        if (nav != null) {
            nav.setEnabled(!paused);
        }
    }

    @Override
    public Stats stats() {
        if (nav == null || nav.crowd() == null) {
            return new Stats(0, 0, 0, 0, 0, 0, 0);
        }
        AgentCrowd c = nav.crowd();
        return new Stats(c.size(), c.count(AgentState.MOVING), c.count(AgentState.ARRIVED), c.count(AgentState.STUCK),
                c.count(AgentState.UNREACHABLE), c.lastPathMs(), c.meanPathMs());
    }

    @Override
    public AgentPathSource paths() {
        return this;
    }

    /**
     * Places the pending agents and the course traffic, sends the course and ledge-tour agents on, applies the chosen
     * avoidance and colours every character by its state; nothing before the crowd exists.
     *
     * @param tpf time since the last frame, seconds (unused: {@link NavAgentAppState} steps the crowd)
     */
    @Override
    public void update(float tpf) {
        if (nav == null || nav.crowd() == null) {
            return;
        }
        if (pendingSpawn > 0) {
            int n = pendingSpawn;
            pendingSpawn = 0;
            spawnNow(n);
        }
        if (pendingPhysical > 0) {
            int n = pendingPhysical;
            pendingPhysical = 0;
            spawnBodiesNow(n, NavAgentControl.Mode.PHYSICAL);
        }
        if (pendingRigid > 0) {
            int n = pendingRigid;
            pendingRigid = 0;
            spawnBodiesNow(n, NavAgentControl.Mode.RIGID_BODY);
        }
        if (pendingCourse) {
            pendingCourse = false;
            spawnCourseNow();
        }
        AgentCrowd crowd = nav.crowd();
        traffic.update(crowd);
        tour.update(crowd);
        if (crowd.avoidanceView().mode() != avoidanceMode) {
            crowd.setAvoidance(avoidanceMode);
        }
        for (int i = 0; i < visuals.size(); i++) {
            visuals.get(i).setState(colour(crowd.state(control(i).agentId())));
        }
        pathVersion = crowd.pathsVersion() * 31 + visuals.size();
    }

    static int colour(AgentState s) {
        return switch (s) {
            case IDLE -> AgentColors.IDLE_RGB;
            case MOVING -> AgentColors.MOVING_RGB;
            case ARRIVED -> AgentColors.ARRIVED_RGB;
            case STUCK -> AgentColors.STUCK_RGB;
            case UNREACHABLE -> AgentColors.UNREACHABLE_RGB;
        };
    }

    // ---- avoidance ----

    @Override
    public AvoidanceMode avoidanceMode() {
        return avoidanceMode;
    }

    @Override
    public void cycleAvoidance() {
        avoidanceMode = switch (avoidanceMode) {
            case ORCA -> AvoidanceMode.SEPARATION;
            case SEPARATION -> AvoidanceMode.OFF;
            case OFF -> AvoidanceMode.ORCA;
        };
    }

    /** The crowd's avoidance for the debug view: the {@link #isFocused} characters, redrawn every step. */
    @Override
    public AvoidanceSource avoidance() {
        return new AvoidanceSource() {
            @Override
            public int version() {
                AgentCrowd c = crowd();
                return c == null ? 0 : (int) c.steps() * 31 + selectionVersion;
            }

            @Override
            public AgentCrowd crowd() {
                return nav == null ? null : nav.crowd();
            }

            @Override
            public int[] focusedAgents() {
                int[] out = new int[visuals.size()];
                int n = 0;
                for (int i = 0; i < visuals.size(); i++) {
                    if (isFocused(i)) {
                        out[n++] = crowdId(i);
                    }
                }
                return java.util.Arrays.copyOf(out, n);
            }
        };
    }

    // ---- AgentPathSource ----

    @Override
    public int version() {
        return pathVersion;
    }

    @Override
    public int agentCount() {
        return visuals.size();
    }

    @Override
    public int[] corridor(int i) {
        PathPlan p = control(i).path();
        return p == null || p.status() == PathPlan.Status.FAILED ? null : p.corridor();
    }

    /** The selected agents, or the first three when none is selected. */
    @Override
    public boolean isFocused(int i) {
        return selected == 0 ? i < 3 : visuals.get(i).isSelected();
    }

    @Override
    public float[] waypoints(int i) {
        PathPlan p = control(i).path();
        return p == null || p.status() == PathPlan.Status.FAILED ? null : p.waypoints();
    }

    @Override
    protected void cleanup(Application app) {
        agentsNode.removeFromParent();
        if (nav != null) {
            getStateManager().detach(nav);
        }
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
