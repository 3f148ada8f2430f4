package org.jme3navmesh.debug;

import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.input.KeyInput;
import com.jme3.scene.Node;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class DebugLayerTest {

    @Test
    void rebuildsOnlyWhenTheSourceVersionChanges() {
        AtomicInteger version = new AtomicInteger(0);
        DebugLayer layer = new DebugLayer("test", KeyInput.KEY_1, "1", version::get, () -> new Node("built"), true);
        assertThat(layer.refresh()).isTrue();
        assertThat(layer.refresh()).isFalse();
        assertThat(layer.refresh()).isFalse();
        assertThat(layer.buildCount()).isEqualTo(1);
        version.incrementAndGet();
        assertThat(layer.refresh()).isTrue();
        assertThat(layer.buildCount()).isEqualTo(2);
        assertThat(layer.spatial().getName()).isEqualTo("built");
    }

    @Test
    void rebuildDetachesTheOldSpatial() {
        AtomicInteger version = new AtomicInteger(0);
        DebugLayer layer = new DebugLayer("test", KeyInput.KEY_1, "1", version::get, () -> new Node("built"), true);
        Node parent = new Node("parent");
        layer.refresh();
        parent.attachChild(layer.spatial());
        version.incrementAndGet();
        layer.refresh();
        assertThat(parent.getQuantity()).isZero();
    }
}
