package org.jme3navmesh.debug;

import com.jme3.input.InputManager;
import com.jme3.input.controls.InputListener;

/** Releases what an app state registered with the input manager, for its {@code cleanup}. */
public final class InputMappings {
    private InputMappings() {
    }

    /**
     * Deletes the named mappings that exist and removes the listener.
     *
     * @param input    the application's input manager; modified
     * @param listener the state's listener, not null
     * @param names    mapping names; missing ones are skipped
     */
    public static void release(InputManager input, InputListener listener, String... names) {
        for (String n : names) {
            if (input.hasMapping(n)) {
                input.deleteMapping(n);
            }
        }
        input.removeListener(listener);
    }
}
