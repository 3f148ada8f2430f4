package org.jme3navmesh.bake;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

import org.jme3navmesh.mesh.CellGrid;

/**
 * The walkable rules of a grid after a block of its cells was sampled again, applied only around
 * the block: the rules ({@link WalkableRules}) run over the block grown by one cell, and their
 * spans and links replace those of the block's cells (and the links from the ring into the block)
 * in the field before the change. The rules of a cell depend only on its own samples, and the
 * links of two neighbouring cells only on theirs and on the blockers between them, so the result
 * equals the rules over the whole grid's new samples. Stateless and thread-safe.
 */
final class FieldSplice {
    private FieldSplice() {
    }

    /**
     * The sampled field of a grid whose block of cells [x0, x0 + w) x [z0, z0 + d) was sampled again.
     *
     * @param before    the sampled field before the change; not null, unaffected
     * @param samples   the grid's samples with the block's new ones ({@link SampleSplice}); not null, kept
     * @param block     {x0, z0, w, d}, cells; not null, unaffected
     * @param cfg       the agent; not null
     * @param cancelled polled on the calling thread; not null
     * @param ms        the stages' milliseconds, kept by the result; not null
     * @param millis    the sampling's wall-clock milliseconds
     * @return the new sampled field; never null
     * @throws IllegalArgumentException when no span is walkable any more
     */
    static SampledField rules(SampledField before, RegionSamples samples, int[] block, BakeConfig cfg,
                              BooleanSupplier cancelled, Map<String, Double> ms, double millis) {
        WalkableField f = before.field();
        CellGrid g = f.grid;
        int gw = g.width(), gd = g.depth();
        int ex0 = Math.max(0, block[0] - 1), ez0 = Math.max(0, block[1] - 1);
        int ex1 = Math.min(gw, block[0] + block[2] + 1), ez1 = Math.min(gd, block[1] + block[3] + 1);
        int[] grown = {ex0, ez0, ex1 - ex0, ez1 - ez0};
        TagAreas areas = TagAreas.of(samples.surfaces().tags);
        float[][] topOut = new float[1][];
        WalkableField e = WalkableRules.surfacesAndLinks(samples.surfaces(), samples.blockers(), cfg, areas.tagArea(),
                cancelled, topOut, grown);
        float[] eTop = topOut[0];
        int ew = grown[2];

        int cells = g.cellCount();
        int bx0 = block[0], bz0 = block[1], bx1 = block[0] + block[2], bz1 = block[1] + block[3];
        int[] start = new int[cells + 1];
        for (int c = 0; c < cells; c++) {
            int cx = c % gw, cz = c / gw;
            int n;
            if (cx >= bx0 && cz >= bz0 && cx < bx1 && cz < bz1) {
                int ec = cx - ex0 + (cz - ez0) * ew;
                n = e.cellStart[ec + 1] - e.cellStart[ec];
            } else {
                n = f.cellStart[c + 1] - f.cellStart[c];
            }
            start[c + 1] = start[c] + n;
        }
        int spans = start[cells];
        float[] y = new float[spans], slope = new float[spans], top = new float[spans];
        int[] area = new int[spans], nb = new int[4 * spans];
        float[] fTop = before.top();
        int rowsPer = Math.max(1, gd / (4 * Parallel.threads()));
        Parallel.run((gd + rowsPer - 1) / rowsPer, new IntConsumer() {
            @Override
            public void accept(int task) {
                for (int cz = task * rowsPer, zEnd = Math.min(gd, cz + rowsPer); cz < zEnd; cz++) {
                    boolean rowNearBlock = cz >= ez0 && cz < ez1;
                    for (int cx = 0; cx < gw; cx++) {
                        int c = cx + cz * gw;
                        boolean in = cx >= bx0 && cz >= bz0 && cx < bx1 && cz < bz1;
                        boolean near = rowNearBlock && cx >= ex0 && cx < ex1;
                        int ec = near ? cx - ex0 + (cz - ez0) * ew : -1;
                        int from = in ? e.cellStart[ec] : f.cellStart[c];
                        int len = start[c + 1] - start[c];
                        System.arraycopy(in ? e.y : f.y, from, y, start[c], len);
                        System.arraycopy(in ? e.slopeDeg : f.slopeDeg, from, slope, start[c], len);
                        System.arraycopy(in ? e.area : f.area, from, area, start[c], len);
                        System.arraycopy(in ? eTop : fTop, from, top, start[c], len);
                        for (int dir = 0; dir < 4; dir++) {
                            int nx = cx + WalkableField.DX[dir], nz = cz + WalkableField.DZ[dir];
                            boolean inside = nx >= 0 && nz >= 0 && nx < gw && nz < gd;
                            int nc = nx + nz * gw;
                            // A pair touching the block takes the new rules' link, any other pair keeps its link.
                            boolean fresh = in || (near && nx >= bx0 && nz >= bz0 && nx < bx1 && nz < bz1);
                            int[] src = fresh ? e.neighbour : f.neighbour;
                            int base = fresh ? e.cellStart[ec] : f.cellStart[c];
                            int shift = !inside ? 0 : fresh ? start[nc] - e.cellStart[nx - ex0 + (nz - ez0) * ew]
                                    : start[nc] - f.cellStart[nc];
                            for (int k = 0; k < len; k++) {
                                int u = src[4 * (base + k) + dir];
                                nb[4 * (start[c] + k) + dir] = inside && u >= 0 ? u + shift : -1;
                            }
                        }
                    }
                }
            }
        }, new AtomicBoolean(), cancelled, "walkable", Parallel.NO_PROGRESS);
        WalkableField field = new WalkableField(g, start, y, slope, area, nb);
        if (field.walkableSpanCount() == 0) {
            throw new IllegalArgumentException("no walkable surface after the change: none of the " + spans
                    + " sampled surfaces is walkable");
        }
        String winding = cfg.doubleSided() ? null
                : WindingCheck.warning(WindingCheck.backFacingShare(samples.surfaces(), field));
        return new SampledField(cfg, before.grid(), areas.areas(), field, top, samples, ms, millis,
                winding == null ? List.of() : List.of(winding));
    }

}
