package org.jme3navmesh.dynamic;

import org.jme3navmesh.mesh.NavMesh;

/**
 * What one {@link DynamicNavMesh#update} did.
 *
 * @param mesh             the current version after the update (the same as before when nothing was applied); not null
 * @param version          its version number (0: the baked mesh), &gt;= 0
 * @param applied          changes applied by this update, &gt;= 0 (a rebase: the live obstacles carved again)
 * @param pending          changes left in the queue (the time ran out), &gt;= 0
 * @param changedTriangles ids of the triangles whose corners or links differ from the previous
 *                         version, ascending; ids at or above the new triangle count were dropped;
 *                         empty when nothing was applied; not null; kept, not copied (the accessor returns it)
 * @param millis           wall time of the update, milliseconds, &gt;= 0
 */
public record MeshUpdate(NavMesh mesh, long version, int applied, int pending, int[] changedTriangles, double millis) {
}
