package org.jme3navmesh.jme;

import com.jme3.bullet.control.BetterCharacterControl;
import com.jme3.bullet.control.RigidBodyControl;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.scene.Spatial;
import com.jme3.scene.control.AbstractControl;
import java.util.Objects;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.AgentState;
import org.jme3navmesh.agent.PathPlan;

/**
 * Binds one spatial to one agent of an {@link AgentCrowd}. Thin: the crowd (stepped by
 * {@link NavAgentAppState}) does the steering; this control only moves the spatial.
 *
 * <ul>
 * <li>{@link Mode#KINEMATIC}: every frame the spatial is placed at the agent's position, which is
 *     on the navmesh surface (so it snaps to the navmesh height), and turned to face the agent's
 *     facing direction (local +Z forward).</li>
 * <li>{@link Mode#PHYSICAL}: the spatial must carry a jbullet {@link BetterCharacterControl}; each
 *     frame its body position is reported to the crowd and the agent's desired velocity becomes
 *     the character's walk direction (world units per second) and view direction.</li>
 * <li>{@link Mode#RIGID_BODY}: the spatial must carry a dynamic jbullet {@link RigidBodyControl}
 *     (mass &gt; 0); each frame the bottom of its shape is reported to the crowd, its horizontal
 *     linear velocity is set to the agent's desired velocity (its vertical velocity is kept) and
 *     its rotation to the agent's facing. It is kept upright (angular factor 0) and, unless it
 *     has its own continuous collision detection settings, given some so that it does not pass
 *     through thin walls at speed.</li>
 * </ul>
 *
 * <p>On an off-mesh link ({@code crowd.links().isOnLink}) the crowd moves the agent along the link (an arc, a climb,
 * a teleport): a PHYSICAL or RIGID_BODY body is then carried along it, put at the agent's position each frame with
 * no walk (a rigid body: no velocity) and no position reported, and in the frame the agent leaves
 * the link it is put at the link's exit; then it walks on as before.
 *
 * <p>Render thread only. Removing the control does not remove the agent; use
 * {@link NavAgentAppState#removeAgent(Spatial)}.
 */
public class NavAgentControl extends AbstractControl {
    /** How the spatial follows its agent. */
    public enum Mode {
        /** The spatial is placed on the navmesh each frame. */
        KINEMATIC,
        /** A BetterCharacterControl on the spatial walks with the agent's velocity. */
        PHYSICAL,
        /** A dynamic RigidBodyControl on the spatial is driven by the agent's velocity. */
        RIGID_BODY
    }

    private final AgentCrowd crowd;
    private final int agent;
    private final Mode mode;
    private final Vector3f tmp = new Vector3f();
    private final Vector3f dir = new Vector3f();
    private final Quaternion rot = new Quaternion();
    private final Quaternion parentInverse = new Quaternion();
    /** Drives the rigid body in {@link Mode#RIGID_BODY}; null in the other modes. */
    private final RigidBodyDriver rigidBody;
    /** The agent was on an off-mesh link at the last update. */
    private boolean wasOnLink;

    /**
     * @param crowd the crowd that owns the agent; not null, kept (not copied); modified (the agent is marked
     *              externally moved, unless the mode is {@link Mode#KINEMATIC})
     * @param agent the id of an active agent of that crowd
     * @param mode  kinematic, physical or rigid body; not null
     * @throws IllegalArgumentException when the agent does not exist
     */
    public NavAgentControl(AgentCrowd crowd, int agent, Mode mode) {
        this.crowd = Objects.requireNonNull(crowd, "crowd");
        this.mode = Objects.requireNonNull(mode, "mode");
        if (!crowd.isActive(agent)) {
            throw new IllegalArgumentException("no agent with id " + agent + " in the crowd");
        }
        this.agent = agent;
        crowd.setExternallyMoved(agent, mode != Mode.KINEMATIC);
        rigidBody = mode == Mode.RIGID_BODY ? new RigidBodyDriver(crowd, agent) : null;
    }

    /**
     * The agent id.
     *
     * @return the id given to the constructor (it may no longer name a live agent)
     */
    public int agentId() {
        return agent;
    }

    /**
     * The crowd.
     *
     * @return the crowd given to the constructor; not null, shared
     */
    public AgentCrowd crowd() {
        return crowd;
    }

    /**
     * The mode.
     *
     * @return the mode given to the constructor; not null
     */
    public Mode mode() {
        return mode;
    }

    /**
     * The agent's state (for colouring).
     *
     * @return the state; not null
     * @throws IllegalArgumentException when the agent was removed from the crowd
     */
    public AgentState state() {
        return crowd.state(agent);
    }

    /**
     * The agent's current path, or null.
     *
     * @return the plan, or null for none; shared: do not modify its arrays
     * @throws IllegalArgumentException when the agent was removed from the crowd
     */
    public PathPlan path() {
        return crowd.path(agent);
    }

    /**
     * Sends the agent to a world point.
     *
     * @param target the destination, world space, metres; not null, finite, unaffected
     * @throws IllegalArgumentException when a coordinate is not finite or the agent was removed from the crowd
     */
    public void setTarget(Vector3f target) {
        crowd.setTarget(agent, target.x, target.y, target.z);
    }

    /**
     * The agent's position on the navmesh.
     *
     * @param store storage for the result (modified if not null)
     * @return the position, world space, metres: store, or a new vector when store is null
     * @throws IllegalArgumentException when the agent was removed from the crowd
     */
    public Vector3f getAgentPosition(Vector3f store) {
        Vector3f v = store == null ? new Vector3f() : store;
        return v.set(crowd.x(agent), crowd.y(agent), crowd.z(agent));
    }

    @Override
    protected void controlUpdate(float tpf) {
        if (spatial == null || !crowd.isActive(agent)) {
            return;
        }
        dir.set(crowd.facingX(agent), 0f, crowd.facingZ(agent));
        boolean onLink = mode != Mode.KINEMATIC && crowd.links().isOnLink(agent);
        boolean carried = onLink || wasOnLink; // the frame it leaves a link: put at the link's exit
        wasOnLink = onLink;
        if (rigidBody != null) {
            rigidBody.update(spatial, dir, carried);
            return;
        }
        if (mode == Mode.PHYSICAL) {
            BetterCharacterControl body = spatial.getControl(BetterCharacterControl.class);
            if (body == null) {
                throw new IllegalStateException("PHYSICAL NavAgentControl on '" + spatial.getName()
                        + "' needs a BetterCharacterControl on the same spatial");
            }
            if (carried) {
                carry(body);
                return;
            }
            Vector3f p = spatial.getWorldTranslation();
            crowd.syncPosition(agent, p.x, p.y, p.z);
            body.setWalkDirection(tmp.set(crowd.velocityX(agent), 0f, crowd.velocityZ(agent)));
            if (dir.lengthSquared() > 1e-6f) {
                body.setViewDirection(dir);
            }
            return;
        }
        tmp.set(crowd.x(agent), crowd.y(agent), crowd.z(agent));
        if (spatial.getParent() != null) {
            spatial.getParent().worldToLocal(tmp, tmp);
        }
        spatial.setLocalTranslation(tmp);
        if (dir.lengthSquared() > 1e-6f) {
            rot.lookAt(dir, Vector3f.UNIT_Y); // the agent's facing, world space
            if (spatial.getParent() != null) {
                // Local rotation = the inverse of the parent's world rotation, then the world facing.
                parentInverse.set(spatial.getParent().getWorldRotation()).inverseLocal();
                parentInverse.mult(rot, rot);
            }
            spatial.setLocalRotation(rot);
        }
    }

    /** Puts the character at the agent's link position, not walking. */
    private void carry(BetterCharacterControl body) {
        body.setWalkDirection(Vector3f.ZERO);
        body.warp(tmp.set(crowd.x(agent), crowd.y(agent), crowd.z(agent)));
        if (dir.lengthSquared() > 1e-6f) {
            body.setViewDirection(dir);
        }
    }

    @Override
    protected void controlRender(RenderManager rm, ViewPort vp) {
        // Nothing to render: the spatial is the agent's body.
    }
}
