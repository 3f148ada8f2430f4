package org.jme3navmesh.debug;

import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.app.SimpleApplication;
import com.jme3.input.KeyInput;
import com.jme3.scene.Node;
import com.jme3.system.AppSettings;
import com.jme3.system.JmeContext;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Debug mode in a headless jME application: layers attach, detach and rebuild only on version changes. */
class DebugViewStateTest {
    private SimpleApplication app;
    private final java.util.concurrent.atomic.AtomicLong ticks = new java.util.concurrent.atomic.AtomicLong();

    @AfterEach
    void stop() {
        if (app != null) {
            app.stop(false);
        }
    }

    @Test
    void visibleLayersRebuildOnlyWhenTheirSourceChanges() throws Exception {
        AtomicInteger version = new AtomicInteger();
        DebugLayer a = new DebugLayer("a", KeyInput.KEY_1, "1", version::get, () -> new Node("layer-a"), true);
        DebugLayer b = new DebugLayer("b", KeyInput.KEY_2, "2", version::get, () -> new Node("layer-b"), false);
        DebugViewState state = new DebugViewState(List.of(a, b), true);
        app = new SimpleApplication() {
            @Override
            public void simpleInitApp() {
                stateManager.attach(state);
            }

            @Override
            public void simpleUpdate(float tpf) {
                ticks.incrementAndGet(); // after the app states' update
            }
        };
        AppSettings s = new AppSettings(true);
        s.setAudioRenderer(null);
        s.setFrameRate(200);
        app.setSettings(s);
        app.setShowSettings(false);
        app.start(JmeContext.Type.Headless);
        frames(10);
        assertThat(on(() -> app.getRootNode().getChild("layer-a"))).isNotNull();
        assertThat(on(() -> app.getRootNode().getChild("layer-b"))).isNull();
        assertThat(on(a::buildCount)).isEqualTo(1);
        assertThat(on(b::buildCount)).as("hidden layers are not built").isZero();

        frames(10);
        assertThat(on(a::buildCount)).as("unchanged source: no rebuild").isEqualTo(1);
        on(() -> version.incrementAndGet());
        frames(5);
        assertThat(on(a::buildCount)).isEqualTo(2);

        on(() -> { b.setEnabled(true); a.setEnabled(false); return null; });
        frames(5);
        assertThat(on(() -> app.getRootNode().getChild("layer-b"))).isNotNull();
        assertThat(on(() -> app.getRootNode().getChild("layer-a"))).isNull();

        on(() -> { state.setActive(false); return null; });
        frames(5);
        assertThat(on(() -> app.getRootNode().getChild("debug-views"))).as("F2 off hides everything").isNull();
    }

    /** Waits until n whole frames (app states updated) have passed. */
    private void frames(int n) throws Exception {
        long target = ticks.get() + n;
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (ticks.get() < target) {
            assertThat(System.nanoTime()).as("%d frames within 20 s", n).isLessThan(end);
            Thread.sleep(2);
        }
    }

    private <T> T on(Callable<T> c) throws Exception {
        CompletableFuture<T> f = new CompletableFuture<>();
        app.enqueue(() -> {
            try {
                f.complete(c.call());
            } catch (Throwable t) {
                f.completeExceptionally(t);
            }
        });
        return f.get(20, TimeUnit.SECONDS);
    }
}
