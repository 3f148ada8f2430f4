package org.jme3navmesh.demo;

import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Box;
import org.jme3navmesh.agent.AgentType;
import org.jme3navmesh.jme.NavTags;
import org.jme3navmesh.mesh.LinkKind;

/**
 * The demo level's crowd course and link ledges, on the flat ground east of the road (see {@link LevelLayout}).
 *
 * <ul>
 * <li>South-east: a wall along Z at x = {@value #WEST_WALL_X} with a doorway {@value #DOOR_WIDTH} m wide, an
 *     antechamber, then a corridor {@value #CORRIDOR_WIDTH} m wide between two walls from x = {@value #CORRIDOR_X0}
 *     to the east wall at x = {@value #EAST_WALL_X}, all on the axis z = {@value #AXIS_Z} and closed to the north by
 *     the terrain's edge. Two crowds, one in each yard (west of the doorway, east of the corridor), walk to the
 *     other yard and back ({@link CourseTraffic}): they meet in the doorway and the corridor. Agents too wide for
 *     the doorway ({@link #BIG}, radius 1.2 m) have the wide way round, south of the walls' ends at
 *     z = {@value #WALL_Z0}.</li>
 * <li>North-east: ledges joined by off-mesh links, tagged in the scene graph ({@link NavTags#LINK}, read by the
 *     demo's bake): a ledge {@value #LEDGE_HEIGHT} m high with a ladder up its west face (link "ladder", both
 *     ways, one agent at a time), a second ledge beyond a {@value #GAP} m gap (link "gap-jump", both ways), a step
 *     down from it ({@value #DROP} m, link "step-drop", one way) and the drop-off from there to the ground (link
 *     "ledge-drop", one way). The ledges' tops are reachable only by these links.</li>
 * </ul>
 * World space, Y up, metres.
 */
final class CrowdCourse {
    /** X of the wall with the doorway. */
    static final float WEST_WALL_X = 38f;
    /** X of the wall the corridor leads through. */
    static final float EAST_WALL_X = 56f;
    /** X where the corridor's walls begin. */
    static final float CORRIDOR_X0 = 44f;
    /** Z of the doorway's and the corridor's centre line. */
    static final float AXIS_Z = 51.5f;
    /** Clear width of the doorway, metres. */
    static final float DOOR_WIDTH = 1.6f;
    /** Clear width of the corridor, metres. */
    static final float CORRIDOR_WIDTH = 2.7f;
    /** Z of the walls' south ends (north ends: the terrain's edge). */
    static final float WALL_Z0 = 42f;
    /** Distance between a spot in the west yard and its partner in the east yard, along X. */
    static final float YARD_SPAN = 27.5f;
    /** Height of the link ledges above the ground. */
    static final float LEDGE_HEIGHT = 3f;
    /** Gap between the two ledges, metres. */
    static final float GAP = 2f;
    /** Step down from the second ledge, metres. */
    static final float DROP = 1.5f;
    /** The big agents' type: radius 1.2 m, too wide for the doorway and the corridor. */
    static final AgentType BIG = new AgentType("big", 1.2f, 2.6f, 2.5f, 4f, 180f, 30f);

    /** Z of the ledges' centre line, along which the links run. */
    static final float LEDGE_Z = -58f;
    /** X of the west face of the first ledge (the ladder's), and of the east faces of the second and the drop step. */
    static final float LEDGE_A_X0 = 33f, LEDGE_A_X1 = 39f, LEDGE_B_X1 = LEDGE_A_X1 + GAP + 6f, STEP_X1 = LEDGE_B_X1 + 4f;
    /**
     * The ledge tour's stops ({@link AgentRounds}), x, y, z each: the drop step (from the ladder's foot: up the
     * ladder, across the gap and down the step), the ground east of it (down the drop-off), the ladder's foot (along
     * the ground).
     */
    static final float[] LEDGE_TOUR = {
        (LEDGE_B_X1 + STEP_X1) / 2, LevelLayout.GROUND + LEDGE_HEIGHT - DROP, LEDGE_Z,
        STEP_X1 + 3f, LevelLayout.GROUND, LEDGE_Z,
        LEDGE_A_X0 - 3f, LevelLayout.GROUND, LEDGE_Z,
    };
    /** How far a link's end stands from the edge it leaves, metres: beyond the default agent's radius. */
    private static final float END_INSET = 0.8f;

    private static final float WALL = 0.3f, WALL_H = 2.4f;
    private static final float TOP = 64f;

    private CrowdCourse() {
    }

    /** Builds the course and the ledges into {@code props} (modified). */
    static void build(Node props, DemoLevel.Materials mats) {
        Node course = new Node("crowd-course");
        float y = LevelLayout.GROUND;
        // The doorway wall, in two pieces either side of the door.
        float doorS = AXIS_Z - DOOR_WIDTH / 2, doorN = AXIS_Z + DOOR_WIDTH / 2;
        alongZ(course, "door-wall-s", WEST_WALL_X, WALL_Z0, doorS, mats);
        alongZ(course, "door-wall-n", WEST_WALL_X, doorN, TOP, mats);
        // The corridor's walls (their inner faces CORRIDOR_WIDTH apart) and the east wall around its mouth.
        float inS = AXIS_Z - CORRIDOR_WIDTH / 2, inN = AXIS_Z + CORRIDOR_WIDTH / 2;
        float len = EAST_WALL_X - CORRIDOR_X0;
        DemoLevel.wall(course, "corridor-wall-s", CORRIDOR_X0 + len / 2, y, inS - WALL / 2, len, WALL, WALL_H, 0, mats.stone);
        DemoLevel.wall(course, "corridor-wall-n", CORRIDOR_X0 + len / 2, y, inN + WALL / 2, len, WALL, WALL_H, 0, mats.stone);
        alongZ(course, "east-wall-s", EAST_WALL_X, WALL_Z0, inS, mats);
        alongZ(course, "east-wall-n", EAST_WALL_X, inN, TOP, mats);
        props.attachChild(course);
        ledges(props, mats);
    }

    /** A wall along Z at x from z0 to z1, centred on x. */
    private static void alongZ(Node parent, String name, float x, float z0, float z1, DemoLevel.Materials mats) {
        DemoLevel.wall(parent, name, x, LevelLayout.GROUND, (z0 + z1) / 2, WALL, z1 - z0, WALL_H, 0, mats.stone);
    }

    private static void ledges(Node props, DemoLevel.Materials mats) {
        Node node = new Node("link-ledges");
        float y = LevelLayout.GROUND, z = LEDGE_Z, depth = 8f;
        float ax0 = LEDGE_A_X0, ax1 = LEDGE_A_X1, bx0 = ax1 + GAP, bx1 = LEDGE_B_X1, cx1 = STEP_X1;
        box(node, "ledge-a", ax0, ax1, y, y + LEDGE_HEIGHT, z, depth, mats);
        box(node, "ledge-b", bx0, bx1, y, y + LEDGE_HEIGHT, z, depth, mats);
        box(node, "ledge-drop", bx1, cx1, y, y + LEDGE_HEIGHT - DROP, z, depth, mats);
        // A ladder against ledge a's west face: two rails and rungs every 0.3 m (thin: no walkable top).
        Node ladder = new Node("ladder");
        for (int side = -1; side <= 1; side += 2) {
            Geometry rail = new Geometry("ladder-rail", new Box(0.04f, LEDGE_HEIGHT / 2 + 0.4f, 0.04f));
            rail.setMaterial(mats.woodDark);
            rail.setLocalTranslation(ax0 - 0.12f, y + LEDGE_HEIGHT / 2 + 0.4f, z + side * 0.35f);
            ladder.attachChild(rail);
        }
        for (float h = 0.3f; h < LEDGE_HEIGHT; h += 0.3f) {
            Geometry rung = new Geometry("ladder-rung", new Box(0.03f, 0.03f, 0.35f));
            rung.setMaterial(mats.wood);
            rung.setLocalTranslation(ax0 - 0.12f, y + h, z);
            ladder.attachChild(rung);
        }
        node.attachChild(ladder);
        float top = y + LEDGE_HEIGHT, step = top - DROP, in = END_INSET;
        node.attachChild(link("ladder", LinkKind.LADDER, ax0 - in, y, ax0 + in, top, true));
        node.attachChild(link("gap-jump", LinkKind.JUMP, ax1 - in, top, bx0 + in, top, true));
        node.attachChild(link("step-drop", LinkKind.DROP, bx1 - in, top, bx1 + in, step, false));
        node.attachChild(link("ledge-drop", LinkKind.DROP, cx1 - in, step, cx1 + in, y, false));
        props.attachChild(node);
    }

    /** A link node along the ledges' centre line, as {@link NavTags#LINK} reads it: children "start" and "end". */
    private static Node link(String name, LinkKind kind, float x0, float y0, float x1, float y1, boolean both) {
        Node n = new Node(name);
        n.setUserData(NavTags.LINK, kind.name().toLowerCase(java.util.Locale.ROOT));
        n.setUserData(NavTags.LINK_ONE_WAY, !both);
        Node start = new Node("start");
        start.setLocalTranslation(x0, y0, LEDGE_Z);
        Node end = new Node("end");
        end.setLocalTranslation(x1, y1, LEDGE_Z);
        n.attachChild(start);
        n.attachChild(end);
        return n;
    }

    private static void box(Node parent, String name, float x0, float x1, float y0, float y1, float z, float depth,
                            DemoLevel.Materials mats) {
        float h = y1 - y0 + 0.3f;
        Geometry g = new Geometry(name, new Box((x1 - x0) / 2, h / 2, depth / 2));
        g.setMaterial(mats.concreteDark);
        g.setLocalTranslation((x0 + x1) / 2, y0 - 0.3f + h / 2, z);
        parent.attachChild(g);
    }

    /**
     * Where the course's agents start: x, z of each, the west yard's first, then the east yard's. The walkers stand in
     * a 2 x 4 block in each yard; the big agents' spots follow ({@link #BIG_SPOTS}).
     */
    static float[] walkerSpots() {
        float[] out = new float[2 * 16];
        int k = 0;
        for (float x0 : new float[] {31f, 31f + YARD_SPAN}) {
            for (int ix = 0; ix < 2; ix++) {
                for (int iz = 0; iz < 4; iz++) {
                    out[k++] = x0 + 2.5f * ix;
                    out[k++] = 47f + 2.5f * iz;
                }
            }
        }
        return out;
    }

    /**
     * x, z of the big agents' spots: two in the west yard, one in the east yard, all south of the walkers, on the side
     * of the wide way round (south of {@value #WALL_Z0}). From a spot north of the doorway a big agent's way round runs
     * along the doorway wall, across the mouth where the walkers queue, and the crush pushed it into the doorway.
     */
    static final float[] BIG_SPOTS = {33.5f, 43.5f, 31f, 44.5f, 33f + YARD_SPAN, 44.5f};

    /** The partner of a spot at x (its target): the same z, across the course. */
    static float partnerX(float x) {
        return x < (WEST_WALL_X + EAST_WALL_X) / 2 ? x + YARD_SPAN : x - YARD_SPAN;
    }

    /** Ground point at (x, z) on the course's flat ground. */
    static Vector3f ground(float x, float z) {
        return new Vector3f(x, LevelLayout.GROUND, z);
    }
}
