package org.jme3navmesh.bake.mesher;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;

import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.WalkableField;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Harsh fields: noisy multi-layer stacks, a spiral ramp that passes over itself, checkerboard
 * areas and randomly cut links. The mesh must stay valid, cover the field and keep its
 * components.
 */
class AdversarialFieldsTest {
    private static final BakeConfig CFG = BakeConfig.defaults();
    private static final AreaTable AREAS = AreaTable.defaults().with("road", 1f).with("mud", 3f);

    @Property(tries = 200)
    void harshFieldsMeshCleanly(@ForAll long seed, @ForAll @IntRange(min = 6, max = 60) int size,
                                @ForAll @IntRange(min = 0, max = 3) int kind) {
        WalkableField f = switch (kind) {
            case 0 -> noisyStacks(seed, size);
            case 1 -> spiral(seed, size);
            case 2 -> checkerAreas(seed, size);
            default -> cutLinks(seed, size);
        };
        if (f.walkableSpanCount() == 0) {
            return;
        }
        FieldMesher.Stats[] st = new FieldMesher.Stats[1];
        NavMesh m = FieldMesher.mesh(f, CFG, AREAS, p -> { }, () -> false, s -> st[0] = s);
        MeshChecks.assertValidTopology(m);
        MeshChecks.assertCoversField(m, f, CFG);
        assertThat(m.componentCount()).isEqualTo(MeshChecks.componentCount(f));
        assertThat(st[0].unfaithfulRegions()).isZero();
    }

    /** A sample on which heightAt strayed 0.1001 m from a span. */
    @Example
    void noisyStacksSampleKeepsHeights() {
        harshFieldsMeshCleanly(2150L, 58, 0);
    }

    /** Up to three layers per cell at random heights, 2.2 m or more apart, eroded by two cells. */
    static WalkableField noisyStacks(long seed, int n) {
        Random rnd = new Random(seed);
        float[][] base = new float[3][n * n];
        for (int l = 0; l < 3; l++) {
            float off = l * 2.4f;
            for (int i = 0; i < n * n; i++) {
                base[l][i] = rnd.nextFloat() < 0.3f * l ? Float.NaN : off + (rnd.nextFloat() - 0.5f) * 0.6f;
            }
        }
        SyntheticField sf = new SyntheticField(n, n, 0.3f);
        for (int l = 0; l < 3; l++) {
            final int layer = l;
            sf.layer((x, z) -> base[layer][x + z * n]);
        }
        return sf.maxStep(0.4f).erode(2).build();
    }

    /**
     * A square ring ramp walked twice, rising at least 2.5 m per turn so that it passes over
     * itself with headroom, over flat ground (removed where the ramp is too low above it).
     */
    static WalkableField spiral(long seed, int n) {
        float[] h = new float[n * n];
        java.util.Arrays.fill(h, Float.NaN);
        // Walk a ring of radius n/2 - 2 repeatedly, rising; the ramp passes over its start.
        int r0 = Math.max(2, n / 2 - 2);
        float rate = Math.max(0.08f, 2.5f / (8 * r0));
        float y = 0.05f;
        int cx = n / 2, cz = n / 2;
        int x = cx - r0, z = cz - r0;
        int[] dx = {1, 0, -1, 0}, dz = {0, 1, 0, -1};
        int dir = 0;
        SyntheticField sf = new SyntheticField(n, n, 0.3f);
        java.util.List<float[]> ramps = new java.util.ArrayList<>();
        float[] cur = new float[n * n];
        java.util.Arrays.fill(cur, Float.NaN);
        int steps = 8 * r0 * 2;
        for (int i = 0; i < steps; i++) {
            int c = x + z * n;
            if (!Float.isNaN(cur[c])) {
                ramps.add(cur);
                cur = new float[n * n];
                java.util.Arrays.fill(cur, Float.NaN);
            }
            cur[c] = y;
            y += rate;
            int nx = x + dx[dir], nz = z + dz[dir];
            if (Math.abs(nx - cx) > r0 || Math.abs(nz - cz) > r0) {
                dir = (dir + 1) & 3;
                nx = x + dx[dir];
                nz = z + dz[dir];
            }
            x = nx;
            z = nz;
        }
        ramps.add(cur);
        sf.layer((px, pz) -> {
            for (float[] rp : ramps) {
                float ry = rp[px + pz * n];
                if (!Float.isNaN(ry) && ry < 2.2f) {
                    return Float.NaN;
                }
            }
            return 0f;
        });
        for (float[] rp : ramps) {
            sf.layer((px, pz) -> rp[px + pz * n]);
        }
        return sf.build();
    }

    static WalkableField checkerAreas(long seed, int n) {
        Random rnd = new Random(seed);
        int block = 1 + rnd.nextInt(4);
        return new SyntheticField(n, n, 0.3f).layer((x, z) -> 0.01f * x)
                .area((x, z, yy) -> ((x / block + z / block) % 3)).build();
    }

    /** Flat ground with many short thin walls (links cut), eroded by two cells like the probe's fields. */
    static WalkableField cutLinks(long seed, int n) {
        Random rnd = new Random(seed);
        SyntheticField sf = new SyntheticField(n, n, 0.3f).layer((x, z) -> 0f);
        for (int i = 0; i < n / 3; i++) {
            int x = rnd.nextInt(n), z = rnd.nextInt(n), len = 1 + rnd.nextInt(6);
            boolean alongZ = rnd.nextBoolean();
            for (int k = 0; k < len; k++) {
                if (alongZ && z + k < n) {
                    sf.wallPlusX(x, z + k);
                } else if (!alongZ && x + k < n) {
                    sf.wallPlusZ(x + k, z);
                }
            }
        }
        return sf.erode(2).build();
    }
}
