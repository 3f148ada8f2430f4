package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class DemoOptionsTest {

    @Test
    void defaultsAreValid() {
        DemoOptions o = DemoOptions.defaults();
        assertThat(o.scene()).isNull();
        assertThat(o.screenshot()).isNull();
        assertThat(o.agents()).isEqualTo(DemoOptions.DEFAULT_AGENTS);
    }

    @Test
    void rejectsBadValuesWithMessagesNamingTheOption() {
        assertThatThrownBy(() -> new DemoOptions(null, null, false, 0, false, 10, 60f)).hasMessageContaining("--frames");
        assertThatThrownBy(() -> new DemoOptions(null, null, false, 10, false, -1, 60f)).hasMessageContaining("--agents");
        assertThatThrownBy(() -> new DemoOptions(null, null, false, 10, false, 10, Float.NaN)).hasMessageContaining("--seconds");
        assertThatThrownBy(() -> new DemoOptions(null, null, false, 10, false, 10, 0f)).hasMessageContaining("--seconds");
        assertThatThrownBy(() -> new DemoOptions(null, Path.of("a.png"), false, 10, true, 10, 5f))
                .hasMessageContaining("--headless");
        assertThatThrownBy(() -> new DemoOptions(Path.of("scene.fbx"), null, false, 10, false, 10, 5f))
                .hasMessageContaining("--scene");
        assertThatThrownBy(() -> new DemoOptions(null, Path.of("shot.jpg"), false, 10, false, 10, 5f))
                .hasMessageContaining("--screenshot");
    }

    @Test
    void launcherRejectsAnUnreadableScene() {
        DemoOptions o = new DemoOptions(Path.of("does/not/exist.obj"), null, false, 10, false, 10, 5f);
        assertThat(DemoLauncher.run(o)).isEqualTo(2);
    }
}
