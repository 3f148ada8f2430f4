package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.app.SimpleApplication;
import com.jme3.asset.DesktopAssetManager;
import com.jme3.system.Timer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.AgentState;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The demo's first seconds, as its window runs them: the built-in level's baked navmesh, the demo's agents
 * ({@link CrowdAgentsState}: the random walkers and the crowd course) on {@code NavAgentAppState}, in a headless jME
 * application whose every frame reports a fixed frame time: 0.25 s, as under Mesa software OpenGL, where the demo
 * draws about one to four frames a second (the app state then takes its cap of four fixed steps a frame), and 1/60 s.
 * No agent may turn STUCK in the first {@value #SECONDS} s of crowd time. Before the course's yards left in file and the
 * big agents' spots moved south of the walkers, the north corner walker of the west yard, pressed against the
 * doorway wall by its own crowd, turned STUCK at 3.3 s at either frame time.
 */
class CourseFirstSecondsTest {
    private static final float SECONDS = 6f;
    private static NavMesh mesh;

    @BeforeAll
    static void bake() throws Exception {
        mesh = DemoBake.forLevel(new DemoLevel(new DesktopAssetManager(true)).build()).run(p -> { }, () -> false).mesh();
    }

    @Test
    void noAgentTurnsStuckInTheFirstSecondsAtSoftwareGlFrameTimes() throws Exception {
        assertThat(stuckInFirstSeconds(0.25f)).isEmpty();
    }

    @Test
    void noAgentTurnsStuckInTheFirstSecondsAtSixtyFramesASecond() throws Exception {
        assertThat(stuckInFirstSeconds(1f / 60f)).isEmpty();
    }

    /**
     * Runs the demo's agents with every frame reporting {@code tpf} until the crowd's time passes {@link #SECONDS};
     * returns "time id (x, z)" of every agent seen STUCK after a frame.
     */
    private static List<String> stuckInFirstSeconds(float tpf) throws Exception {
        CrowdAgentsState agents = new CrowdAgentsState();
        List<String> stuck = new ArrayList<>();
        CountDownLatch done = new CountDownLatch(1);
        int[] courseAgents = {0};
        SimpleApplication app = new SimpleApplication() {
            private boolean started;

            @Override
            public void simpleInitApp() {
                setTimer(new FixedFrameTimer(tpf));
                stateManager.attach(agents);
            }

            @Override
            public void simpleUpdate(float frameTpf) {
                if (!started && agents.isInitialized()) {
                    started = true;
                    agents.start(mesh, DemoOptions.DEFAULT_AGENTS);
                    agents.spawnCourse();
                }
                if (!agents.isRunning()) {
                    return;
                }
                AgentCrowd crowd = agents.navState().crowd();
                courseAgents[0] = agents.courseAgents();
                for (int i = 0; i < crowd.idLimit(); i++) {
                    if (crowd.isActive(i) && crowd.state(i) == AgentState.STUCK) {
                        stuck.add(String.format("%.2f s: agent %d at (%.1f, %.1f)", crowd.time(), i, crowd.x(i),
                                crowd.z(i)));
                    }
                }
                if (crowd.time() > SECONDS) {
                    stop();
                }
            }

            @Override
            public void handleError(String errMsg, Throwable t) {
                stuck.add("error: " + errMsg + " " + t);
                stop();
                done.countDown();
            }

            @Override
            public void destroy() {
                try {
                    super.destroy();
                } finally {
                    done.countDown();
                }
            }
        };
        // frames follow each other quickly in real time, so path answers reach the crowd within a frame or two
        RenderThread.startHeadless(app, 60);
        assertThat(done.await(180, TimeUnit.SECONDS)).as("ran %s s of crowd time", SECONDS).isTrue();
        assertThat(courseAgents[0]).as("the crowd course's agents").isEqualTo(19);
        return stuck;
    }

    /** A timer whose every frame lasts tpf seconds, whatever the real time. */
    private static final class FixedFrameTimer extends Timer {
        private final float tpf;
        private final long start = System.nanoTime();

        FixedFrameTimer(float tpf) {
            this.tpf = tpf;
        }

        @Override
        public long getTime() {
            return System.nanoTime() - start;
        }

        @Override
        public long getResolution() {
            return 1_000_000_000L;
        }

        @Override
        public float getFrameRate() {
            return 1f / tpf;
        }

        @Override
        public float getTimePerFrame() {
            return tpf;
        }

        @Override
        public void update() {
        }

        @Override
        public void reset() {
        }
    }
}
