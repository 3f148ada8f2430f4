package org.jme3navmesh.bake.mesher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.WalkableField;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.IntRange;

class FieldMesherPropertiesTest {
    private static final BakeConfig CFG = BakeConfig.defaults();
    private static final AreaTable AREAS = AreaTable.defaults().with("road", 1f).with("mud", 3f);

    @Property(tries = 400)
    void meshIsValidAndCoversTheField(@ForAll long seed, @ForAll @IntRange(min = 8, max = 90) int width,
                                      @ForAll @IntRange(min = 8, max = 90) int depth) {
        WalkableField f = RandomFields.generate(seed, width, depth);
        if (f.walkableSpanCount() == 0) {
            assertThatThrownBy(() -> FieldMesher.mesh(f, CFG, AREAS)).isInstanceOf(IllegalArgumentException.class);
            return;
        }
        FieldMesher.Stats[] stats = new FieldMesher.Stats[1];
        NavMesh m = FieldMesher.mesh(f, CFG, AREAS, p -> { }, () -> false, st -> stats[0] = st);
        assertThat(stats[0].unfaithfulRegions()).as("regions whose outline could not be triangulated faithfully").isZero();
        assertThat(stats[0].failedTriangles()).isZero();
        MeshChecks.assertValidTopology(m);
        MeshChecks.assertCoversField(m, f, CFG);
        MeshChecks.assertNoOverreach(m, f, 2);
        MeshChecks.assertTrianglesFitSpans(m, f, FieldMesher.heightErrorLimit(CFG));
        assertThat(m.componentCount()).isEqualTo(MeshChecks.componentCount(f));
    }

    /** A sample whose one walkable region became two disconnected mesh components. */
    @Example
    void connectedRegionStaysOneComponent() {
        meshIsValidAndCoversTheField(-9040L, 11, 25);
    }

    @Property(tries = 100)
    void otherCellSizesAndAgents(@ForAll long seed, @ForAll @IntRange(min = 8, max = 70) int size,
                                 @ForAll @FloatRange(min = 0.1f, max = 0.6f) float cell,
                                 @ForAll @FloatRange(min = 0.2f, max = 1.0f) float radius) {
        BakeConfig cfg = CFG.withCellSize(cell).withAgentRadius(radius);
        WalkableField f = RandomFields.generate(seed, size, size, cell, (int) Math.ceil(radius / cell));
        if (f.walkableSpanCount() == 0) {
            return;
        }
        NavMesh m = FieldMesher.mesh(f, cfg, AREAS);
        MeshChecks.assertValidTopology(m);
        MeshChecks.assertCoversField(m, f, cfg);
        MeshChecks.assertNoOverreach(m, f, 2);
        MeshChecks.assertTrianglesFitSpans(m, f, FieldMesher.heightErrorLimit(cfg));
        assertThat(m.componentCount()).isEqualTo(MeshChecks.componentCount(f));
    }
}
