package org.jme3navmesh.example;

import com.jme3.app.SimpleApplication;
import com.jme3.bullet.PhysicsSpace;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Box;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Objects;
import org.jme3navmesh.agent.AgentType;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.jme.NavAgentAppState;
import org.jme3navmesh.jme.NavAgentControl;
import org.jme3navmesh.jme.PhysicsNavMeshBaker;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshIO;
import org.jme3navmesh.query.GoalPolicy;
import org.jme3navmesh.query.NavMeshQuery;
import org.jme3navmesh.query.PathResult;
import org.jme3navmesh.query.QueryFilter;
import org.jme3navmesh.scene.PhysicsSceneBuilder;

/**
 * The library example of the README, as a runnable application: the README's Java block is the
 * code between the {@code README} markers below, verbatim (a test checks it and runs this headless).
 * It bakes a 40 x 40 m floor, saves the navmesh, finds one path and sends one agent across.
 */
public class LibraryExample extends SimpleApplication {
    /** Where the navmesh is saved. */
    protected final Path navmeshFile;
    /** The level: a floor box. */
    protected final Node sceneNode = new Node("level");
    /** The agent's body. */
    protected final Node characterSpatial = new Node("character");
    /** The path found by the query, for tests. */
    protected PathResult path;
    /** The agents' app state, for tests. */
    protected NavAgentAppState agents;
    private final float sx = 4f, sy = 0f, sz = 1f;
    private final float gx = -15f, gy = 0f, gz = 15f;

    /**
     * @param navmeshFile where to save the navmesh; not null
     */
    public LibraryExample(Path navmeshFile) {
        this.navmeshFile = Objects.requireNonNull(navmeshFile, "navmeshFile");
        sceneNode.attachChild(new Geometry("floor", new Box(20f, 0.5f, 20f)));
        sceneNode.getChild("floor").setLocalTranslation(0f, -0.5f, 0f);
        characterSpatial.setLocalTranslation(sx, sy, sz);
    }

    /**
     * Runs the README's example: bakes the floor, saves the navmesh, finds one path and sends the agent across.
     *
     * @throws java.io.UncheckedIOException when the navmesh cannot be saved
     */
    @Override
    public void simpleInitApp() {
        rootNode.attachChild(sceneNode);
        rootNode.attachChild(characterSpatial);
        // README-BEGIN
        // Inside SimpleApplication.simpleInitApp(); the whole, runnable class is
        // app/src/main/java/org/jme3navmesh/example/LibraryExample.java.
        // A jME scene (any Spatial: geometry, TerrainQuad, boxes) as static jbullet bodies.
        PhysicsSpace space = new PhysicsSceneBuilder().build(sceneNode);
        BakeResult baked = new PhysicsNavMeshBaker().bake(space, BakeConfig.defaults(),
                (stage, progress) -> System.out.println(stage + " " + progress), () -> false);
        NavMesh mesh = baked.navMesh();                 // immutable, share it between threads
        try {
            NavMeshIO.write(mesh, navmeshFile);         // versioned binary with a checksum, saved atomically
        } catch (IOException e) {
            throw new UncheckedIOException(e);          // the old file, if any, is left as it was
        }

        // One query object per thread; the result is reused, so a query allocates nothing.
        NavMeshQuery query = new NavMeshQuery(mesh);
        PathResult path = new PathResult();
        query.findPath(sx, sy, sz, gx, gy, gz, QueryFilter.defaults().withMaxSlope(25f),
                GoalPolicy.NEAREST_REACHABLE, path);
        if (path.status().hasPath()) {
            for (int i = 0; i < path.waypointCount(); i++) { /* path.waypointX(i), ... */ }
        }
        // Waypoints are the path's corners, at the mesh's surface height (as Detour's findStraightPath
        // gives them). For a polyline that lies on rolling ground (a debug line, a 3D length), add
        // waypoints where the ground bends: QueryFilter.defaults().withFollowGround(true).

        // Agents: an app state owns the crowd and the PathService; a thin control per character.
        // Calls made before the state initialises (its first frame) are queued until then.
        NavAgentAppState agents = new NavAgentAppState(mesh);
        stateManager.attach(agents);
        agents.addAgent(characterSpatial, AgentType.walker(), NavAgentControl.Mode.KINEMATIC);
        agents.setTargetForAll(new Vector3f(10, 0, 5));
        // README-END
        space.destroy();
        this.path = path;
        this.agents = agents;
    }

    /**
     * Opens the example in a window, saving the navmesh as {@code level.navmesh} in the working directory.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        new LibraryExample(Path.of("level.navmesh")).start();
    }
}
