package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Box;
import org.junit.jupiter.api.Test;

/** The RTS camera pans and zooms over the scene it frames, not over the built-in level's area. */
class RtsCameraStateTest {
    /** A 1 km square scene centred 500 m from the origin on X and Z, as the generated world lies. */
    private static Node kilometre() {
        Node scene = new Node("world");
        Geometry ground = new Geometry("ground", new Box(500f, 1f, 500f));
        ground.setLocalTranslation(500f, 0f, 500f);
        scene.attachChild(ground);
        return scene;
    }

    @Test
    void aLoadedSceneCanBePannedAndZoomedOverWhole() {
        RtsCameraState cam = DemoApp.framing(kilometre());
        assertThat(cam.focus().x).isCloseTo(500f, within(1e-3f));
        assertThat(cam.distance()).as("the whole scene in view at the start").isGreaterThan(1000f);
        cam.onAnalog(RtsCameraState.PAN_R, 0.1f, 0.1f); // heading 18 degrees: right is mostly +X
        Vector3f f = cam.focus();
        assertThat(f.x).as("one step right of the centre, %s (the level's box would snap it back near 0)", f)
                .isBetween(550f, 700f);
        for (int k = 0; k < 40; k++) {
            cam.onAnalog(RtsCameraState.PAN_R, 1f, 1f);
        }
        assertThat(cam.focus().x).as("the pan stops a quarter of the scene beyond its side").isBetween(-251f, 1251f);
        for (int k = 0; k < 30; k++) {
            cam.onAnalog(RtsCameraState.ZOOM_IN, 1f, 0.1f);
        }
        assertThat(cam.distance()).isCloseTo(RtsCameraState.MIN_DISTANCE, within(1e-3f));
        for (int k = 0; k < 40; k++) {
            cam.onAnalog(RtsCameraState.ZOOM_OUT, 1f, 0.1f);
        }
        assertThat(cam.distance()).as("out beyond the built-in level's 220 m").isCloseTo(1500f, within(1f));
    }

    @Test
    void theBuiltInLevelsCameraStaysOverTheLevel() {
        RtsCameraState cam = new RtsCameraState(new Vector3f(22f, 0f, 34f), 84f, 8f, 52f);
        for (int k = 0; k < 200; k++) {
            cam.onAnalog(RtsCameraState.PAN_F, 1f, 1f);
        }
        assertThat(Math.abs(cam.focus().z)).isLessThanOrEqualTo(LevelLayout.HALF_SIZE * 1.5f + 1e-3f);
        for (int k = 0; k < 40; k++) {
            cam.onAnalog(RtsCameraState.ZOOM_OUT, 1f, 0.1f);
        }
        assertThat(cam.distance()).isCloseTo(RtsCameraState.LEVEL_MAX_DISTANCE, within(1e-3f));
    }

    @Test
    void anEmptyPanBoxIsRefused() {
        assertThatThrownBy(() -> new RtsCameraState(new Vector3f(), 10f, 0f, 45f, 5f, 0f, 4f, 1f, 100f))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("pan box");
        assertThatThrownBy(() -> new RtsCameraState(new Vector3f(), 10f, 0f, 45f, 0f, 0f, 4f, 1f, 2f))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("farthest zoom");
    }
}
