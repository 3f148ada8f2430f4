package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A plan owns its arrays (copies of the caller's), and a FAILED plan carries no path. */
class PathPlanTest {
    @Test
    void thePlanKeepsCopiesOfTheCallersArrays() {
        float[] w = {0f, 0f, 0f, 1f, 0f, 0f, 2f, 0f, 1f};
        int[] c = {4, 5, 6};
        int[] links = {-1, 2 * 3 + 1, -1};
        PathPlan p = new PathPlan(7, 11L, PathPlan.Status.FOUND, w, c, 2.4f, 0.1, null, links);
        w[3] = 99f;
        c[0] = -5;
        links[1] = -1;
        assertThat(p.waypoints()).as("waypoints, the caller's array changed after").containsExactly(0f, 0f, 0f, 1f, 0f, 0f,
                2f, 0f, 1f);
        assertThat(p.corridor()).as("corridor").containsExactly(4, 5, 6);
        assertThat(p.linkSteps()).as("link steps").containsExactly(-1, 7, -1);
        assertThat(p.isLinkEntry(1)).isTrue();
        PathPlan q = new PathPlan(7, 12L, PathPlan.Status.PARTIAL, w, c, 2.4f, 0.1, null);
        assertThat(q.waypoints()).isNotSameAs(w).containsExactly(w);
        assertThat(q.corridor()).isNotSameAs(c).containsExactly(c);
        assertThat(q.linkSteps()).isNull();
    }

    @Test
    void aFailedPlanCarriesNoPath() {
        float[] w = {0f, 0f, 0f, 1f, 0f, 0f};
        assertThatThrownBy(() -> new PathPlan(1, 2L, PathPlan.Status.FAILED, w, new int[0], 0f, 0.1, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("FAILED plan with 2 waypoints: expected none");
        assertThatThrownBy(() -> new PathPlan(1, 2L, PathPlan.Status.FAILED, new float[0], new int[] {3, 4}, 0f, 0.1, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("FAILED plan with a corridor of 2 triangles: expected none");
        assertThatThrownBy(() -> new PathPlan(1, 2L, PathPlan.Status.FAILED, new float[0], new int[0], 0f, 0.1, null,
                new int[0])).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("FAILED plan with linkSteps: expected null");
        assertThatThrownBy(() -> new PathPlan(1, 2L, PathPlan.Status.FAILED, new float[0], new int[0], 3.5f, 0.1, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("FAILED plan with length 3.5 m: expected 0");
        Object cause = new IllegalStateException("worker died");
        PathPlan f = PathPlan.failed(1, 2L, 0.1, cause);
        assertThat(f.status()).isEqualTo(PathPlan.Status.FAILED);
        assertThat(f.waypointCount()).isZero();
        assertThat(f.corridor()).isEmpty();
        assertThat(f.linkSteps()).isNull();
        assertThat(f.length()).isZero();
        assertThat(f.source()).isSameAs(cause);
        assertThat(new PathPlan(1, 2L, PathPlan.Status.FAILED, new float[0], new int[0], 0f, 0.1, null).waypointCount())
                .isZero();
    }
}
