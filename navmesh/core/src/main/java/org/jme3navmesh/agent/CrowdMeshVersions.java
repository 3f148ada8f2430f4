package org.jme3navmesh.agent;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.Consumer;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Moves a crowd onto a new version of its mesh (one published by a {@code DynamicNavMesh}, see
 * {@link AgentCrowd#setNavMesh}). A version is handed over from any thread and switched to at the start of the
 * crowd's next step, on the simulation thread; versions handed over between two steps are switched to at once, the
 * last mesh with the union of their changed triangles.
 *
 * <p>The switch relies on what a {@code DynamicNavMesh} keeps: a triangle that did not change keeps its id, a
 * carved one is retired (no links, in no index) and its pieces are appended. On the switch:
 * <ul>
 *   <li>the crowd's walker, snapper, random targets and planner take the new mesh ({@code mesh} of the crowd), and
 *       its off-mesh links state takes the new version's links ({@link CrowdLinks#use});</li>
 *   <li>an agent standing on a changed triangle (or on an id the new version no longer has) is put back at the
 *       nearest point of the new mesh that its type may enter (within {@value #RELOCATE_XZ} m sideways): out of an
 *       obstacle's footprint. Agents on an off-mesh link stay where they are;</li>
 *   <li>an agent with a target re-plans at once when its path's corridor crosses a changed triangle, when it was
 *       relocated, when its path is partial or it is UNREACHABLE (the change may have opened the way), and when a
 *       request is in flight: that request was made on the old version, so it is <em>re-issued</em> on the new
 *       one, and the old answer is dropped (its ticket is superseded).</li>
 * </ul>
 *
 * <p>Switching allocates (the planner's and the walker's scratch for the new mesh); a step with no new version
 * reads one volatile field and allocates nothing.
 */
final class CrowdMeshVersions {
    /** Half width of the search for the nearest point of the new mesh from an agent on a changed triangle, metres. */
    static final float RELOCATE_XZ = 8f;

    private final AgentStore s;
    private final SurfaceWalker walker;
    private final TypeSnap snap;
    private final RandomTargets randomTargets;
    private final PathPlanner planner;
    private final ReplanStage replan;
    private final CrowdLinks links;
    private final Consumer<NavMesh> meshSwitched;
    private final float[] tmp3 = new float[3];
    /** True at the ids of the changed triangles while a switch runs, false otherwise. */
    private boolean[] changed = new boolean[0];
    private volatile Pending pending;
    private int relocated;
    private int replanned;

    private record Pending(NavMesh mesh, int[] changed) {
    }

    /**
     * @param store         the agents; not null, read and written
     * @param walker        the crowd's walker; not null, switched
     * @param snap          the crowd's snapper; not null, switched
     * @param randomTargets the crowd's random targets; not null, switched
     * @param planner       the crowd's planner; not null, told
     * @param replan        re-issues requests; not null
     * @param links         the agents on off-mesh links; not null, switched to each new version's links
     * @param meshSwitched  given each new mesh on the simulation thread after the helpers took it (the crowd renews
     *                      what else depends on it); not null
     */
    CrowdMeshVersions(AgentStore store, SurfaceWalker walker, TypeSnap snap, RandomTargets randomTargets,
                      PathPlanner planner, ReplanStage replan, CrowdLinks links, Consumer<NavMesh> meshSwitched) {
        this.s = store;
        this.walker = walker;
        this.snap = snap;
        this.randomTargets = randomTargets;
        this.planner = planner;
        this.replan = replan;
        this.links = links;
        this.meshSwitched = meshSwitched;
    }

    /**
     * Hands a new version over; any thread.
     *
     * @param next             the new version; not null, with at least one triangle; shared, never modified
     * @param changedTriangles ids of the triangles that differ from the version before (any order, ids at or
     *                         above the new triangle count ignored); not null, unaffected
     */
    synchronized void offer(NavMesh next, int[] changedTriangles) {
        Objects.requireNonNull(next, "next");
        Objects.requireNonNull(changedTriangles, "changedTriangles");
        if (next.triangleCount() == 0) {
            throw new IllegalArgumentException("navmesh has no triangles");
        }
        Pending before = pending;
        int[] ids = changedTriangles.clone();
        if (before != null) {
            ids = Arrays.copyOf(before.changed(), before.changed().length + ids.length);
            System.arraycopy(changedTriangles, 0, ids, before.changed().length, changedTriangles.length);
        }
        pending = new Pending(next, ids);
    }

    /**
     * Switches to the version handed over last, if any (simulation thread, start of a step).
     *
     * @return the new mesh, or null when no version was handed over since the last switch
     */
    NavMesh switchIfOffered() {
        if (pending == null) {
            return null;
        }
        Pending p;
        synchronized (this) {
            p = pending;
            pending = null;
        }
        NavMesh next = p.mesh();
        walker.use(next);
        snap.use(next);
        randomTargets.use(next);
        planner.meshChanged(next);
        links.use(next.links());
        meshSwitched.accept(next);
        int n = next.triangleCount();
        if (changed.length < n) {
            changed = new boolean[n];
        }
        for (int t : p.changed()) {
            if (t >= 0 && t < n) {
                changed[t] = true;
            }
        }
        relocated = 0;
        replanned = 0;
        int[] ids = s.ids();
        for (int k = 0, count = s.activeCount; k < count; k++) {
            update(ids[k], n);
        }
        for (int t : p.changed()) {
            if (t >= 0 && t < n) {
                changed[t] = false;
            }
        }
        return next;
    }

    /** Agents relocated by the last switch. */
    int relocated() {
        return relocated;
    }

    /** Agents that re-planned (or re-issued their request) at the last switch. */
    int replanned() {
        return replanned;
    }

    private void update(int i, int n) {
        int t = s.tri[i];
        boolean moved = false;
        if ((t >= n || changed[t]) && !links.onLink(i)) {
            int nt = snap.snap(s.filter[i], s.px[i], s.py[i], s.pz[i], RELOCATE_XZ, tmp3);
            if (nt >= 0) {
                moved = AgentStore.dist2xz(s.px[i], s.pz[i], tmp3[0], tmp3[2]) > 0f;
                s.tri[i] = nt;
                s.px[i] = tmp3[0];
                s.py[i] = tmp3[1];
                s.pz[i] = tmp3[2];
                if (moved) {
                    relocated++;
                }
            }
        }
        if (!s.hasTarget[i]) {
            return;
        }
        PathPlan p = s.plan[i];
        boolean again = s.pending[i] || moved || s.state(i) == AgentState.UNREACHABLE
                || (p != null && (p.status() == PathPlan.Status.PARTIAL || crosses(p.corridor(), n)));
        if (!again) {
            return;
        }
        replanned++;
        if (s.pending[i] || p == null) {
            replan.request(i); // re-issued on the new version; the old answer is superseded
        } else {
            s.replan[i] = true; // the re-plan stage asks in this same step
        }
    }

    /** True when the corridor holds a changed triangle or an id the new version no longer has. */
    private boolean crosses(int[] corridor, int n) {
        for (int t : corridor) {
            if (t >= n || changed[t]) {
                return true;
            }
        }
        return false;
    }
}
