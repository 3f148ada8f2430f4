package org.jme3navmesh.jme;

import com.bulletphysics.linearmath.Transform;
import com.jme3.bullet.control.RigidBodyControl;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Spatial;
import org.jme3navmesh.agent.AgentCrowd;

/**
 * Drives one dynamic jbullet {@link RigidBodyControl} with its agent's velocity, for
 * {@link NavAgentControl.Mode#RIGID_BODY}. Bound to its body on first use: the body's angular
 * factor becomes 0 (it never tips over: its rotation is set from the agent's facing), and when
 * its continuous collision detection is off it is turned on with a motion threshold and a swept
 * sphere of half the shape's narrowest horizontal half extent, so that a fast body stops at a
 * thin wall instead of passing through it between two physics steps. Each frame the body's feet
 * (the bottom of its shape's bounding box) are reported to the crowd, its horizontal velocity is
 * set to the agent's (its vertical velocity, gravity's, is kept) and it is woken up. While the
 * agent is carried along an off-mesh link, the body is put where the agent is instead (its feet
 * at the agent's position), with no velocity, and nothing is reported. Render thread only.
 */
final class RigidBodyDriver {
    private final AgentCrowd crowd;
    private final int agent;
    private RigidBodyControl body;
    /** Height of the body's centre above the bottom of its shape, metres. */
    private float centreAboveFeet;
    private final Vector3f location = new Vector3f();
    private final Vector3f velocity = new Vector3f();
    private final Quaternion rotation = new Quaternion();

    RigidBodyDriver(AgentCrowd crowd, int agent) {
        this.crowd = crowd;
        this.agent = agent;
    }

    /**
     * Reports the body's position to the crowd and drives the body with the agent's velocity.
     *
     * @param spatial the agent's spatial, carrying the body; not null, unaffected
     * @param facing  the agent's facing direction in XZ (y = 0), or a near-zero vector to keep the
     *                body's rotation; not null, unaffected
     * @param carried true while the crowd moves the agent along an off-mesh link (and in the frame
     *                it leaves one): the body is put at the agent's position
     * @throws IllegalStateException when the spatial carries no dynamic RigidBodyControl
     */
    void update(Spatial spatial, Vector3f facing, boolean carried) {
        RigidBodyControl b = spatial.getControl(RigidBodyControl.class);
        if (b == null || b != body) {
            bind(spatial, b);
        }
        if (carried) {
            b.setPhysicsLocation(location.set(crowd.x(agent), crowd.y(agent) + centreAboveFeet, crowd.z(agent)));
            b.setLinearVelocity(Vector3f.ZERO);
            face(b, facing);
            return;
        }
        b.getPhysicsLocation(location);
        crowd.syncPosition(agent, location.x, location.y - centreAboveFeet, location.z);
        b.getLinearVelocity(velocity);
        velocity.set(crowd.velocityX(agent), velocity.y, crowd.velocityZ(agent));
        b.setLinearVelocity(velocity);
        face(b, facing);
    }

    /** Turns the body to the facing (unless near zero) and wakes it up. */
    private void face(RigidBodyControl b, Vector3f facing) {
        if (facing.lengthSquared() > 1e-6f) {
            rotation.lookAt(facing, Vector3f.UNIT_Y);
            b.setPhysicsRotation(rotation);
        }
        b.activate();
    }

    private void bind(Spatial spatial, RigidBodyControl b) {
        if (b == null || b.getMass() <= 0f || b.isKinematic()) {
            throw new IllegalStateException("RIGID_BODY NavAgentControl on '" + spatial.getName()
                    + "' needs a dynamic RigidBodyControl (mass > 0, not kinematic) on the same spatial");
        }
        javax.vecmath.Vector3f min = new javax.vecmath.Vector3f();
        javax.vecmath.Vector3f max = new javax.vecmath.Vector3f();
        Transform identity = new Transform();
        identity.setIdentity();
        b.getCollisionShape().getCShape().getAabb(identity, min, max);
        centreAboveFeet = -min.y;
        b.setAngularFactor(0f);
        if (b.getCcdMotionThreshold() <= 0f) {
            float narrow = 0.5f * Math.min(max.x - min.x, max.z - min.z);
            b.setCcdMotionThreshold(0.5f * narrow);
            b.setCcdSweptSphereRadius(0.5f * narrow);
        }
        body = b;
    }
}
