package org.jme3navmesh.bench;

import java.util.Collections;
import java.util.List;
import org.jme3navmesh.testkit.ObjMesh;
import org.recast4j.recast.ConvexVolume;
import org.recast4j.recast.geom.InputGeomProvider;
import org.recast4j.recast.geom.SimpleInputGeomProvider;
import org.recast4j.recast.geom.TriMesh;

/**
 * recast4j input geometry whose triangle index ({@link TriMesh}'s chunky tri-mesh) is built once:
 * {@link SimpleInputGeomProvider#meshes()} builds a new one on every call, i.e. once per tile of a tiled build.
 */
final class CachedGeom implements InputGeomProvider {
    private final SimpleInputGeomProvider geom;
    private final List<TriMesh> meshes;

    /** @param scene the triangle soup; not null, unaffected (copied) */
    CachedGeom(ObjMesh scene) {
        this.geom = RecastEngine.input(scene);
        this.meshes = Collections.singletonList(new TriMesh(geom.vertices, geom.faces));
    }

    @Override
    public float[] getMeshBoundsMin() { return geom.getMeshBoundsMin(); }

    @Override
    public float[] getMeshBoundsMax() { return geom.getMeshBoundsMax(); }

    @Override
    public Iterable<TriMesh> meshes() { return meshes; }

    @Override
    public List<ConvexVolume> convexVolumes() { return geom.convexVolumes(); }
}
