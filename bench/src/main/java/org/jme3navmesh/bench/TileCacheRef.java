package org.jme3navmesh.bench;

import java.io.IOException;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import org.recast4j.detour.MeshTile;
import org.recast4j.detour.NavMesh;
import org.recast4j.detour.NavMeshParams;
import org.recast4j.detour.tilecache.TileCache;
import org.recast4j.detour.tilecache.TileCacheBuilder;
import org.recast4j.detour.tilecache.TileCacheLayerHeader;
import org.recast4j.detour.tilecache.TileCacheParams;
import org.recast4j.detour.tilecache.TileCacheStorageParams;
import org.recast4j.detour.tilecache.io.compress.TileCacheCompressorFactory;
import org.recast4j.recast.AreaModification;
import org.recast4j.recast.HeightfieldLayerSet;
import org.recast4j.recast.Recast;
import org.recast4j.recast.RecastBuilder;
import org.recast4j.recast.RecastBuilderConfig;
import org.recast4j.recast.RecastConfig;
import org.recast4j.recast.RecastConstants.PartitionType;
import org.recast4j.recast.geom.InputGeomProvider;

/**
 * recast4j 1.5.5's TileCache as a user builds it (Detour's Sample_TempObstacles): heightfield layers of
 * every tile, compressed with the LZ4 compressor (the FastLZ one corrupts some 64-cell layers), added to
 * the cache, then every NavMesh tile built from its layers. Single-threaded.
 */
final class TileCacheRef {
    /** Poly flags given to every polygon. */
    private static final int WALKABLE_FLAG = 1;
    /** false: recast4j's own layout and the LZ4 compressor (true would mean C layout and FastLZ). */
    private static final boolean C_COMPATIBILITY = false;

    /** A built cache: the cache, its layer count and the build wall time (layers + every NavMesh tile). */
    record Built(TileCache cache, int layers, long nanos) {
        /** Polygons in the cache's NavMesh now. */
        int polygons() {
            return TileCacheRef.polygons(cache.getNavMesh());
        }
    }

    private TileCacheRef() {
    }

    /** The tiled Recast configuration of the shared reference settings at a tile size (cells). */
    static RecastConfig config(AgentParams p, int tileSize) {
        float cs = p.cellSize();
        return new RecastConfig(true, tileSize, tileSize, RecastConfig.calcBorder(p.agentRadius(), cs),
                PartitionType.WATERSHED, cs, p.cellHeight(), p.maxSlopeDeg(), true, true, true, p.agentHeight(),
                p.agentRadius(), p.maxClimb(), p.regionMinSize() * p.regionMinSize() * cs * cs,
                p.regionMergeSize() * p.regionMergeSize() * cs * cs, p.edgeMaxLen(), p.edgeMaxError(),
                p.vertsPerPoly(), true, p.detailSampleDist(), p.detailSampleMaxErr(),
                new AreaModification(RecastEngine.WALKABLE_AREA));
    }

    /**
     * Builds the cache and its NavMesh.
     *
     * @param geom         the scene; not null
     * @param p            the mesh settings; not null
     * @param tileSize     tile side, cells
     * @param maxObstacles obstacles the cache must hold at once
     */
    static Built build(InputGeomProvider geom, AgentParams p, int tileSize, int maxObstacles) throws IOException {
        long t0 = System.nanoTime();
        RecastConfig cfg = config(p, tileSize);
        float[] bmin = geom.getMeshBoundsMin(), bmax = geom.getMeshBoundsMax();
        int[] twh = Recast.calcTileCount(bmin, bmax, p.cellSize(), tileSize, tileSize);
        RecastBuilder rc = new RecastBuilder();
        TileCacheBuilder tcb = new TileCacheBuilder();
        ByteOrder order = ByteOrder.LITTLE_ENDIAN;
        List<byte[]> layers = new ArrayList<>();
        for (int ty = 0; ty < twh[1]; ty++) {
            for (int tx = 0; tx < twh[0]; tx++) {
                HeightfieldLayerSet set = rc.buildLayers(geom, new RecastBuilderConfig(cfg, bmin, bmax, tx, ty));
                if (set == null) {
                    continue;
                }
                for (int i = 0; i < set.layers.length; i++) {
                    HeightfieldLayerSet.HeightfieldLayer l = set.layers[i];
                    TileCacheLayerHeader h = new TileCacheLayerHeader();
                    h.magic = TileCacheLayerHeader.DT_TILECACHE_MAGIC;
                    h.version = TileCacheLayerHeader.DT_TILECACHE_VERSION;
                    h.tx = tx;
                    h.ty = ty;
                    h.tlayer = i;
                    System.arraycopy(l.bmin, 0, h.bmin, 0, 3);
                    System.arraycopy(l.bmax, 0, h.bmax, 0, 3);
                    h.width = l.width;
                    h.height = l.height;
                    h.minx = l.minx;
                    h.maxx = l.maxx;
                    h.miny = l.miny;
                    h.maxy = l.maxy;
                    h.hmin = l.hmin;
                    h.hmax = l.hmax;
                    layers.add(tcb.compressTileCacheLayer(h, l.heights, l.areas, l.cons, order, C_COMPATIBILITY));
                }
            }
        }
        int maxTiles = Integer.highestOneBit(Math.max(1, layers.size()) * 2 - 1);
        TileCacheParams tp = new TileCacheParams();
        System.arraycopy(bmin, 0, tp.orig, 0, 3);
        tp.cs = p.cellSize();
        tp.ch = p.cellHeight();
        tp.width = tileSize;
        tp.height = tileSize;
        tp.walkableHeight = p.agentHeight();
        tp.walkableRadius = p.agentRadius();
        tp.walkableClimb = p.maxClimb();
        tp.maxSimplificationError = p.edgeMaxError();
        tp.maxTiles = maxTiles;
        tp.maxObstacles = maxObstacles;
        NavMeshParams np = new NavMeshParams();
        System.arraycopy(bmin, 0, np.orig, 0, 3);
        np.tileWidth = tileSize * p.cellSize();
        np.tileHeight = tileSize * p.cellSize();
        np.maxTiles = maxTiles;
        np.maxPolys = 16384;
        NavMesh nav = new NavMesh(np, p.vertsPerPoly());
        TileCache tc = new TileCache(tp, new TileCacheStorageParams(order, C_COMPATIBILITY), nav,
                TileCacheCompressorFactory.get(C_COMPATIBILITY), params -> {
                    for (int i = 0; i < params.polyCount; i++) {
                        params.polyFlags[i] = WALKABLE_FLAG;
                    }
                });
        for (byte[] data : layers) {
            tc.addTile(data, 0);
        }
        for (int ty = 0; ty < twh[1]; ty++) {
            for (int tx = 0; tx < twh[0]; tx++) {
                for (long ref : tc.getTilesAt(tx, ty)) {
                    tc.buildNavMeshTile(ref);
                }
            }
        }
        return new Built(tc, layers.size(), System.nanoTime() - t0);
    }

    /**
     * Adds every obstacle one at a time ({@code addObstacle({x, y - 0.5, z}, radius, height)}, then
     * {@code update()} until the cache is up to date), then removes them the same way.
     *
     * @param obstacles {@code x,y,z,radius,height} rows; not null, unaffected
     */
    static ObstacleTimes round(TileCache tc, List<float[]> obstacles) {
        int n = obstacles.size();
        double[] add = new double[n], remove = new double[n];
        long[] refs = new long[n];
        int before = polygons(tc.getNavMesh());
        for (int i = 0; i < n; i++) {
            float[] o = obstacles.get(i);
            long t0 = System.nanoTime();
            refs[i] = tc.addObstacle(new float[] {o[0], o[1] - 0.5f, o[2]}, o[3], o[4]);
            while (!tc.update()) {
                // one tile per call
            }
            add[i] = (System.nanoTime() - t0) / 1e6;
        }
        int all = polygons(tc.getNavMesh());
        for (int i = 0; i < n; i++) {
            long t0 = System.nanoTime();
            tc.removeObstacle(refs[i]);
            while (!tc.update()) {
                // one tile per call
            }
            remove[i] = (System.nanoTime() - t0) / 1e6;
        }
        return new ObstacleTimes(add, remove, before, all, polygons(tc.getNavMesh()), 0, null);
    }

    /** Polygons of every tile of a NavMesh. */
    static int polygons(NavMesh nav) {
        int sum = 0;
        for (int i = 0; i < nav.getMaxTiles(); i++) {
            MeshTile t = nav.getTile(i);
            if (t != null && t.data != null && t.data.header != null) {
                sum += t.data.header.polyCount;
            }
        }
        return sum;
    }
}
