package org.jme3navmesh.demo;

/** The headless simulation run. */
public final class HeadlessDemo {
    private HeadlessDemo() {
    }

    /** Runs it; returns the exit code. */
    public static int run(DemoOptions options) {
        System.err.println("error: headless mode needs the agents' headless runner (WIP seam)");
        return 1;
    }
}
