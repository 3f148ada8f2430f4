package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class HandoverClockTest {
    @Test
    void tasksSeeTheirHandoverTimeWhileTheyRun() throws Exception {
        List<Runnable> queue = new ArrayList<>();
        HandoverClock clock = new HandoverClock(queue::add); // delivered later, like app.enqueue
        long before = System.nanoTime();
        long[] seen = new long[1];
        clock.execute(() -> seen[0] = HandoverClock.currentHandoverNanos());
        long after = System.nanoTime();
        Thread.sleep(5);
        queue.get(0).run();
        assertThat(seen[0]).isBetween(before, after);
        assertThat(HandoverClock.currentHandoverNanos()).isEqualTo(-1L);
    }
}
