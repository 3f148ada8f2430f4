package org.jme3navmesh.dynamic;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import org.jme3navmesh.mesh.EditableMesh;
import org.jme3navmesh.mesh.NavMesh;

/**
 * A baked navmesh with dynamic obstacles carved out of it (or marking an area, like a "mud"
 * volume), published as immutable versions.
 *
 * <p>{@link #add}, {@link #move} and {@link #remove} queue changes; {@link #update} applies them in
 * order within a time budget (it overruns by at most one change) and publishes the result as one
 * new {@link NavMesh} version. Each footprint is the obstacle's shape grown by the agent radius
 * ({@link ObstacleShape#footprint}), cut out of the triangles whose surface lies within the
 * obstacle's vertical extent (a bridge above a crate is not cut). Triangles away from the
 * obstacles keep their ids; removing every obstacle gives back the baked triangles and vertices
 * exactly ({@link Carver}).
 *
 * <p>After the baked mesh itself changed (a local rebake, a tile loaded or unloaded), {@link #rebase} carries the
 * obstacles over to the new one.
 *
 * <p>Threads: one owner thread calls add, move, remove, update and rebase; {@link #current()} and
 * {@link #version()} may be called from any thread. A query takes {@code current()} once and keeps
 * that version: a version never changes.
 */
public final class DynamicNavMesh {
    /**
     * How far a circle's polygon may reach beyond the circle by default, metres
     * ({@link ObstacleShape#circleSides}): half of the default 0.3 m cell, finer than the bake
     * resolves a wall.
     */
    public static final float DEFAULT_FOOTPRINT_TOLERANCE = 0.15f;
    private EditableMesh editable;
    private Carver carver;
    private final float agentRadius;
    private final float footprintTolerance;
    /** The sides of every circle's polygon, or 0 to take them from the tolerance ({@link #withCircleSides}). */
    private int circleSides;
    /** Radians: footprint corners turning by less are pushed out ({@link ObstacleShape#MIN_TURN}; 0 in {@link #withCircleSides}). */
    private double minTurn = ObstacleShape.MIN_TURN;
    private float[] bounds;
    private final ArrayDeque<Change> queue = new ArrayDeque<>();
    private final Map<ObstacleHandle, Entry> entries = new HashMap<>();
    private int nextId = 1;
    private volatile NavMesh current;
    private volatile long version;

    private enum Kind { ADD, MOVE, REMOVE }

    private record Change(Kind kind, ObstacleHandle handle, Footprint footprint) {
    }

    private static final class Entry {
        ObstacleStatus status = ObstacleStatus.PENDING;
        boolean removed;
        /** True while its footprint is registered with the carver (applied, not removed since). */
        boolean live;
        /** The footprint last applied (carved, or registered with no surface under it); null before. */
        Footprint applied;
        final int area;

        Entry(int area) {
            this.area = area;
        }
    }

    /**
     * A dynamic mesh whose circles reach at most {@value #DEFAULT_FOOTPRINT_TOLERANCE} m beyond the
     * footprint.
     *
     * @param baked       the baked mesh; not null, unaffected (version 0)
     * @param agentRadius the radius the mesh was baked for, metres; footprints grow by it; finite, &gt;= 0
     * @throws IllegalArgumentException when agentRadius is negative or not finite
     */
    public DynamicNavMesh(NavMesh baked, float agentRadius) {
        this(baked, agentRadius, DEFAULT_FOOTPRINT_TOLERANCE);
    }

    /**
     * @param baked              the baked mesh; not null, unaffected (version 0)
     * @param agentRadius        the radius the mesh was baked for, metres; footprints grow by it; finite, &gt;= 0
     * @param footprintTolerance how far the polygon standing for a grown circle (a cylinder, a box's rounded
     *                           corners) may reach beyond it, metres ({@link ObstacleShape#circleSides}); finite,
     *                           &gt;= 0; smaller carves closer to the circle with more sides, at more cost per update
     * @throws IllegalArgumentException when agentRadius or footprintTolerance is negative or not finite
     */
    public DynamicNavMesh(NavMesh baked, float agentRadius, float footprintTolerance) {
        Objects.requireNonNull(baked, "baked");
        if (!(agentRadius >= 0f) || !Float.isFinite(agentRadius)) {
            throw new IllegalArgumentException("agent radius must be finite and >= 0, got " + agentRadius);
        }
        if (!(footprintTolerance >= 0f) || !Float.isFinite(footprintTolerance)) {
            throw new IllegalArgumentException("footprint tolerance must be finite and >= 0 metres, got " + footprintTolerance);
        }
        this.editable = new EditableMesh(baked);
        this.carver = new Carver(editable);
        this.agentRadius = agentRadius;
        this.footprintTolerance = footprintTolerance;
        this.bounds = baked.bounds();
        this.current = baked;
    }

    /**
     * A dynamic mesh whose footprints are those of a run recorded before circles followed the footprint tolerance and
     * slight turns were pushed out: every circle a polygon of a given number of sides, whatever its radius, and no
     * corner pushed out. For tests that replay such a run.
     *
     * @param sides &gt;= 3
     */
    static DynamicNavMesh withCircleSides(NavMesh baked, float agentRadius, int sides) {
        if (sides < 3) {
            throw new IllegalArgumentException("a circle's polygon needs 3 sides or more, got " + sides);
        }
        DynamicNavMesh d = new DynamicNavMesh(baked, agentRadius);
        d.circleSides = sides;
        d.minTurn = 0;
        return d;
    }

    /**
     * The current version: immutable, safe to keep and to share between threads.
     *
     * @return the version published last (the baked mesh before the first); not null, immutable
     */
    public NavMesh current() { return current; }

    /**
     * The current version number: 0 for the baked mesh, one more per update that applied changes.
     *
     * @return the number, &gt;= 0: one more per {@link #update} that applied a change and per {@link #rebase}
     */
    public long version() { return version; }

    /**
     * The baked mesh the versions derive from.
     *
     * @return the mesh given to the constructor or to the last {@link #rebase}; not null, shared (immutable)
     */
    public NavMesh baked() { return editable.base(); }

    /**
     * Changes queued and not yet applied.
     *
     * @return the number of queued adds, moves and removes, &gt;= 0; owner thread only
     */
    public int pendingChanges() { return queue.size(); }

    /**
     * Queues an obstacle that cuts a hole.
     *
     * @param shape its shape, world space; not null, unaffected (immutable; its footprint is taken now)
     * @return its handle, not null; its status is {@link ObstacleStatus#OUTSIDE_BOUNDS} (nothing queued) when its
     *         footprint misses the baked mesh's bounds
     */
    public ObstacleHandle add(ObstacleShape shape) {
        return add(shape, -1);
    }

    /**
     * Queues an obstacle that marks the surface under it with an area instead of cutting it (like a
     * "mud" volume); areaId -1 cuts a hole.
     *
     * @param shape  its shape, world space; not null, unaffected (immutable; its footprint is taken now)
     * @param areaId an area id of the baked mesh's table, 0 .. baked().areas().count() - 1, or -1 to cut a hole
     * @return its handle, not null; its status is {@link ObstacleStatus#OUTSIDE_BOUNDS} (nothing queued) when
     *         its footprint misses the baked mesh's bounds
     * @throws IllegalArgumentException when the area is not in the mesh's table
     */
    public ObstacleHandle add(ObstacleShape shape, int areaId) {
        Objects.requireNonNull(shape, "shape");
        if (areaId < -1 || areaId >= baked().areas().count()) {
            throw new IllegalArgumentException("area id " + areaId + " is not in " + baked().areas());
        }
        ObstacleHandle h = new ObstacleHandle(nextId++);
        Entry e = new Entry(areaId);
        entries.put(h, e);
        Footprint f = footprint(h, shape, areaId);
        if (outside(f, shape)) {
            e.status = ObstacleStatus.OUTSIDE_BOUNDS;
        } else {
            queue.add(new Change(Kind.ADD, h, f));
        }
        return h;
    }

    /**
     * Queues a move: the obstacle takes the new shape; removal and addition are applied together.
     *
     * @param handle an obstacle of this mesh, not removed; not null
     * @param shape  its new shape, world space; not null, unaffected (immutable; its footprint is taken now)
     * @throws IllegalArgumentException for a handle of another mesh
     * @throws IllegalStateException    when it was removed already
     */
    public void move(ObstacleHandle handle, ObstacleShape shape) {
        Objects.requireNonNull(shape, "shape");
        Entry e = live(handle, "move");
        Footprint f = footprint(handle, shape, e.area);
        if (outside(f, shape)) {
            queue.add(new Change(Kind.REMOVE, handle, null));
            e.status = ObstacleStatus.OUTSIDE_BOUNDS;
            return;
        }
        e.status = ObstacleStatus.PENDING;
        queue.add(new Change(Kind.MOVE, handle, f));
    }

    /**
     * Queues the removal of an obstacle.
     *
     * @param handle an obstacle of this mesh; not null
     * @throws IllegalArgumentException for a handle of another mesh
     * @throws IllegalStateException when it was removed already
     */
    public void remove(ObstacleHandle handle) {
        Entry e = live(handle, "remove");
        e.removed = true;
        e.status = ObstacleStatus.REMOVED;
        queue.add(new Change(Kind.REMOVE, handle, null));
    }

    /**
     * @param handle an obstacle of this mesh; not null
     * @return its status (see {@link ObstacleStatus}), not null
     * @throws IllegalArgumentException for a handle of another mesh
     */
    public ObstacleStatus status(ObstacleHandle handle) {
        Entry e = entries.get(Objects.requireNonNull(handle, "handle"));
        if (e == null) {
            throw new IllegalArgumentException("unknown " + handle);
        }
        return e.status;
    }

    private Entry live(ObstacleHandle handle, String what) {
        Objects.requireNonNull(handle, "handle");
        Entry e = entries.get(handle);
        if (e == null) {
            throw new IllegalArgumentException("cannot " + what + " unknown " + handle);
        }
        if (e.removed) {
            throw new IllegalStateException("cannot " + what + " " + handle + ": it was removed already");
        }
        return e;
    }

    private Footprint footprint(ObstacleHandle h, ObstacleShape shape, int area) {
        return Footprint.of(h.id(), shape.footprint(agentRadius, footprintTolerance, circleSides, minTurn), shape.yMin(), shape.yMax(), area);
    }

    private boolean outside(Footprint f, ObstacleShape s) {
        return f.maxX() < bounds[0] || f.minX() > bounds[3] || f.maxZ() < bounds[2] || f.minZ() > bounds[5]
                || s.yMax() < bounds[1] || s.yMin() > bounds[4];
    }

    /**
     * Applies queued changes, oldest first, until the queue is empty or maxMillis has passed (checked
     * after each change), and publishes them as one new version.
     *
     * An obstacle over an off-mesh link's end covers the link in the versions it stands in
     * ({@link org.jme3navmesh.mesh.OffMeshLinks#isCovered}); removing it uncovers the link.
     *
     * @param maxMillis time budget, milliseconds; finite, &gt;= 0 (0 applies one change; any budget of a year or
     *                  more applies every queued change)
     * @return what was applied and what is left; not null
     * @throws IllegalArgumentException when maxMillis is negative or not finite
     */
    public MeshUpdate update(double maxMillis) {
        if (!(maxMillis >= 0) || !Double.isFinite(maxMillis)) {
            throw new IllegalArgumentException("maxMillis must be finite and >= 0, got " + maxMillis);
        }
        long start = System.nanoTime();
        // Elapsed time against the budget (never a deadline, which a huge budget would overflow), capped at a year.
        long budget = (long) (Math.min(maxMillis, 365.0 * 86_400_000.0) * 1e6);
        int applied = 0;
        while (!queue.isEmpty()) {
            apply(queue.poll());
            applied++;
            if (System.nanoTime() - start >= budget) {
                break;
            }
        }
        if (applied == 0) {
            return new MeshUpdate(current, version, 0, 0, new int[0], (System.nanoTime() - start) / 1e6);
        }
        int[] changed = editable.changedTriangles();
        NavMesh next = editable.snapshot();
        current = next;
        version++;
        return new MeshUpdate(next, version, applied, queue.size(), changed, (System.nanoTime() - start) / 1e6);
    }

    /**
     * Carries every obstacle over to a new baked mesh: the one a local rebake made
     * ({@code TiledBake.rebake}), or the world with a tile loaded or unloaded ({@code TiledBake.withTile},
     * {@code withoutTile}). Every applied obstacle is carved into it again, in handle order, and the result is
     * published at once as the next version; changes still queued stay queued and apply to it. Handles stay
     * valid. An obstacle over no surface of the new mesh (in an unloaded tile, or beyond its bounds) stays
     * registered ({@link ObstacleStatus#NO_SURFACE}) and is carved again by the rebase that brings its surface
     * back.
     * Costs about as much as adding every live obstacle again. Triangle ids of the previous versions do not
     * carry over (a new baked mesh has its own), so the update lists every id of both versions as changed: a
     * crowd handed it ({@code AgentCrowd.setNavMesh}) re-plans every agent.
     *
     * @param baked the new baked mesh, for the same agent radius as this one's; not null, unaffected
     * @return the update that published it: every live obstacle applied, what is still queued, every triangle id
     *         of the previous and the new version changed; not null
     *         (an off-mesh link whose end an obstacle or an unloaded tile leaves off the new mesh is covered in it,
     *         {@link org.jme3navmesh.mesh.OffMeshLinks#isCovered})
     */
    public MeshUpdate rebase(NavMesh baked) {
        Objects.requireNonNull(baked, "baked");
        long start = System.nanoTime();
        // Built aside and taken only once whole: a rebase that fails leaves this mesh as it was.
        EditableMesh nextEditable = new EditableMesh(baked);
        Carver nextCarver = new Carver(nextEditable);
        TreeSet<Integer> parents = new TreeSet<>();
        // Handle order: the order the obstacles were first added in, whatever moved since.
        List<Entry> live = new ArrayList<>();
        List<ObstacleHandle> handles = new ArrayList<>(entries.keySet());
        handles.sort(Comparator.comparingInt(ObstacleHandle::id));
        boolean[] carved = new boolean[handles.size()];
        for (ObstacleHandle h : handles) {
            Entry e = entries.get(h);
            if (e.live) {
                int[] ps = nextCarver.add(e.applied);
                carved[live.size()] = ps.length > 0;
                live.add(e);
                for (int p : ps) {
                    parents.add(p);
                }
            }
        }
        if (!parents.isEmpty()) {
            nextCarver.rebuild(parents.stream().mapToInt(Integer::intValue).toArray());
        }
        NavMesh next = nextEditable.snapshot();
        int[] changed = new int[Math.max(current.triangleCount(), next.triangleCount())];
        for (int t = 0; t < changed.length; t++) {
            changed[t] = t;
        }
        for (int k = 0; k < live.size(); k++) {
            if (!live.get(k).removed) {
                live.get(k).status = carved[k] ? ObstacleStatus.CARVED : ObstacleStatus.NO_SURFACE;
            }
        }
        int applied = live.size();
        editable = nextEditable;
        carver = nextCarver;
        bounds = baked.bounds();
        current = next;
        version++;
        return new MeshUpdate(next, version, applied, queue.size(), changed, (System.nanoTime() - start) / 1e6);
    }

    private void apply(Change c) {
        Entry e = entries.get(c.handle());
        TreeSet<Integer> parents = new TreeSet<>();
        if ((c.kind() == Kind.REMOVE || c.kind() == Kind.MOVE) && e.live) {
            for (int p : carver.remove(c.handle().id())) {
                parents.add(p);
            }
            e.live = false;
            e.applied = null;
        }
        if (c.kind() == Kind.ADD || c.kind() == Kind.MOVE) {
            int[] ps = carver.add(c.footprint());
            e.live = true;
            e.applied = c.footprint();
            for (int p : ps) {
                parents.add(p);
            }
            if (!e.removed && e.status == ObstacleStatus.PENDING) {
                e.status = ps.length == 0 ? ObstacleStatus.NO_SURFACE : ObstacleStatus.CARVED;
            }
        }
        if (!parents.isEmpty()) {
            carver.rebuild(parents.stream().mapToInt(Integer::intValue).toArray());
        }
    }
}
