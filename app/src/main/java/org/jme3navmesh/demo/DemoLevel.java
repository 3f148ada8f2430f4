package org.jme3navmesh.demo;

import com.jme3.asset.AssetManager;
import com.jme3.asset.TextureKey;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.shape.Box;
import com.jme3.scene.shape.Cylinder;
import com.jme3.scene.shape.Sphere;
import com.jme3.terrain.geomipmap.TerrainQuad;
import com.jme3.texture.Texture;
import com.jme3.util.SkyFactory;

/**
 * Builds the demo's built-in level: a textured, lit {@link TerrainQuad} from {@code Textures/Terrain/heightmap.png}
 * (see {@link LevelLayout}) and the static props on it: a village of houses with thin garden walls, a walled maze in
 * the south-west corner, ramps of 10 to 50 degrees and stairs of 0.2 to 0.5 m risers up to plateaus, a bridge over the
 * sunken road, a mud field (area "mud") and a pond (unwalkable), trees on the hills, and the {@link CrowdCourse} (a
 * doorway and a corridor where two crowds meet; ledges for off-mesh links).
 *
 * <p>The result is a plain scene graph (no physics controls); {@link LevelTags} marks areas and unwalkable parts through
 * user data. World space, Y up, metres.
 */
public final class DemoLevel {
    /** Name of the terrain spatial. */
    public static final String TERRAIN = "terrain";
    /** Height of the plateaus at the top of the ramps and stairs, metres above the ground. */
    public static final float PLATEAU_HEIGHT = 2f;
    /** Slopes of the ramps, degrees. */
    public static final float[] RAMP_SLOPES = {10, 20, 30, 40, 50};
    /** Risers of the stairs, metres. */
    public static final float[] STAIR_RISERS = {0.2f, 0.35f, 0.5f};

    private final AssetManager assets;
    private final Materials mats;

    /**
     * @param assets loads the level's textures and materials; not null, kept (not copied)
     */
    public DemoLevel(AssetManager assets) {
        this.assets = java.util.Objects.requireNonNull(assets, "assets");
        this.mats = new Materials(assets);
    }

    /**
     * Builds a new level node; each call returns a fresh, independent scene graph.
     *
     * @return a new node, world space, metres; not null
     */
    public Node build() {
        Node level = new Node("level");
        level.attachChild(terrain());
        Node props = new Node("props");
        level.attachChild(props);
        village(props);
        maze(props);
        rampsAndStairs(props);
        bridge(props);
        mudAndPond(props);
        trees(props);
        CrowdCourse.build(props, mats);
        level.setShadowMode(RenderQueue.ShadowMode.CastAndReceive);
        return level;
    }

    /**
     * Visual surroundings that are not part of the level (no physics, not baked): a sky and a ring of grass around
     * the terrain out to the horizon, so the level does not float in the void.
     *
     * @return a new node; not null
     */
    public Node scenery() {
        Node scenery = new Node("scenery");
        TextureKey skyKey = new TextureKey("Textures/Sky/sky.png", true);
        skyKey.setGenerateMips(false);
        scenery.attachChild(SkyFactory.createSky(assets, assets.loadTexture(skyKey), SkyFactory.EnvMapType.EquirectMap));
        Material grass = new Material(assets, "Common/MatDefs/Light/Lighting.j3md");
        grass.setTexture("DiffuseMap", texture("Textures/Terrain/grass.png", true, false));
        grass.setBoolean("UseMaterialColors", true);
        grass.setColor("Diffuse", new ColorRGBA(0.85f, 0.9f, 0.8f, 1f));
        grass.setColor("Ambient", new ColorRGBA(0.5f, 0.55f, 0.45f, 1f));
        float h = LevelLayout.HALF_SIZE, far = 600f, y = LevelLayout.GROUND - 0.25f;
        // four strips around the terrain: north and south span the full width, east and west fill between
        float[][] strips = {{0, -(h + far) / 2, far + h, (far - h) / 2}, {0, (h + far) / 2, far + h, (far - h) / 2},
                {-(h + far) / 2, 0, (far - h) / 2, h}, {(h + far) / 2, 0, (far - h) / 2, h}};
        for (int i = 0; i < strips.length; i++) {
            float[] st = strips[i];
            Box box = new Box(st[2], 0.1f, st[3]);
            box.scaleTextureCoordinates(new com.jme3.math.Vector2f(st[2] / 4f, st[3] / 4f));
            Geometry g = geom("backdrop-" + i, box, grass);
            g.setLocalTranslation(st[0], y - 0.1f, st[1]);
            g.setShadowMode(RenderQueue.ShadowMode.Receive);
            scenery.attachChild(g);
        }
        return scenery;
    }

    private Spatial terrain() {
        float[] heights = HeightmapImage.load(assets, "Textures/Terrain/heightmap.png");
        int size = LevelLayout.HEIGHTMAP_SIZE;
        TerrainQuad terrain = new TerrainQuad(TERRAIN, 65, size, heights);
        Material m = new Material(assets, "Common/MatDefs/Terrain/TerrainLighting.j3md");
        // TerrainQuad's v coordinate grows towards -Z, image rows grow towards +Z: load the splat map flipped
        m.setTexture("AlphaMap", texture("Textures/Terrain/alphamap.png", false, true));
        m.setTexture("DiffuseMap", texture("Textures/Terrain/grass.png", true, false));
        m.setFloat("DiffuseMap_0_scale", 24f);
        m.setTexture("DiffuseMap_1", texture("Textures/Terrain/dirt.png", true, false));
        m.setFloat("DiffuseMap_1_scale", 32f);
        m.setTexture("DiffuseMap_2", texture("Textures/Terrain/rock.png", true, false));
        m.setFloat("DiffuseMap_2_scale", 20f);
        m.setFloat("Shininess", 0f);
        terrain.setMaterial(m);
        terrain.setShadowMode(RenderQueue.ShadowMode.Receive);
        return terrain;
    }

    private Texture texture(String name, boolean repeat, boolean flipY) {
        TextureKey key = new TextureKey(name, flipY);
        key.setGenerateMips(true);
        Texture t = assets.loadTexture(key);
        if (repeat) {
            t.setWrap(Texture.WrapMode.Repeat);
        }
        return t;
    }

    /** Terrain height at (x, z) from the analytic layout the heightmap was made from. */
    private static float ground(float x, float z) {
        return LevelLayout.heightAt(x, z);
    }

    // ---- village ------------------------------------------------------------------------------------

    private void village(Node props) {
        house(props, "house-1", -12, -1, 0, 7, 5, mats.wallCream, mats.roofRed);
        house(props, "house-2", 1, 7, 90, 6, 5, mats.wallWhite, mats.roofBrown);
        house(props, "house-3", 10, -5, 15, 6, 4.5f, mats.wallCream, mats.roofBrown);
        house(props, "house-4", -2, -9, -10, 5, 4, mats.wallWhite, mats.roofRed);
        // thin garden walls (0.2 m) around house-1, open to the east
        float y = LevelLayout.GROUND;
        wall(props, "garden-n", -12, y, -6.5f, 11, 0.2f, 1.2f, 0, mats.stone);
        wall(props, "garden-s", -12, y, 4.5f, 11, 0.2f, 1.2f, 0, mats.stone);
        wall(props, "garden-w", -17.5f, y, -1, 0.2f, 11, 1.2f, 0, mats.stone);
        wall(props, "garden-e1", -6.5f, y, -4.5f, 0.2f, 4, 1.2f, 0, mats.stone);
        // a well in the square and crates by house-3: small round and square obstacles
        Geometry well = geom("well", new Cylinder(2, 20, 1.0f, 1.3f, true), mats.stone);
        well.setLocalRotation(new Quaternion().fromAngleAxis(FastMath.HALF_PI, Vector3f.UNIT_X));
        well.setLocalTranslation(-1.5f, y + 0.45f, 0.5f);
        props.attachChild(well);
        Geometry roof = geom("well-roof", Shapes.prism(new float[]{-1.3f, 0, 1.3f, 0, 0, 0.9f}, 1.2f), mats.roofRed);
        roof.setLocalTranslation(-1.5f, y + 2.3f, 0.5f);
        props.attachChild(roof);
        for (int c = 0; c < 3; c++) {
            Geometry crate = geom("crate-" + c, new Box(0.5f, 0.5f, 0.5f), mats.wood);
            crate.setLocalTranslation(15f + c * 1.1f, y + 0.45f, -1f + (c % 2) * 0.4f);
            crate.setLocalRotation(new Quaternion().fromAngleAxis(c * 0.3f, Vector3f.UNIT_Y));
            props.attachChild(crate);
        }
        // free-standing thin walls across the square
        wall(props, "thin-wall-1", 4, y, 16, 8, 0.15f, 2.0f, 0, mats.stone);
        wall(props, "thin-wall-2", 14, y, 10, 0.15f, 7, 2.0f, 0, mats.stone);
    }

    private void house(Node props, String name, float x, float z, float yawDeg, float w, float d,
                       Material wallMat, Material roofMat) {
        Node house = new Node(name);
        float h = 3f;
        Geometry body = geom(name + "-walls", new Box(w / 2, h / 2, d / 2), wallMat);
        body.setLocalTranslation(0, h / 2, 0);
        house.attachChild(body);
        // gable roof, 50 degrees so it never counts as walkable
        float rise = (d / 2 + 0.4f) * FastMath.tan(50 * FastMath.DEG_TO_RAD);
        float half = d / 2 + 0.4f;
        Mesh roof = Shapes.prism(new float[]{-half, 0, half, 0, 0, rise}, w / 2 + 0.3f);
        Geometry r = geom(name + "-roof", roof, roofMat);
        r.setLocalTranslation(0, h, 0);
        house.attachChild(r);
        Geometry door = geom(name + "-door", new Box(0.6f, 1.0f, 0.05f), mats.wood);
        door.setLocalTranslation(0, 1.0f, d / 2 + 0.05f);
        house.attachChild(door);
        house.setLocalTranslation(x, LevelLayout.GROUND - 0.2f, z);
        house.setLocalRotation(new Quaternion().fromAngleAxis(yawDeg * FastMath.DEG_TO_RAD, Vector3f.UNIT_Y));
        props.attachChild(house);
    }

    /** A box wall of footprint sx x sz centred on (cx, cz), from 0.3 m below baseY to height above it. */
    static void wall(Node parent, String name, float cx, float baseY, float cz, float sx, float sz, float height,
                     float yawDeg, Material mat) {
        Geometry g = geom(name, new Box(sx / 2, (height + 0.3f) / 2, sz / 2), mat);
        g.setLocalTranslation(cx, baseY - 0.3f + (height + 0.3f) / 2, cz);
        if (yawDeg != 0) {
            g.setLocalRotation(new Quaternion().fromAngleAxis(yawDeg * FastMath.DEG_TO_RAD, Vector3f.UNIT_Y));
        }
        parent.attachChild(g);
    }

    // ---- maze corner (south-west) ---------------------------------------------------------------------

    private static final String[] MAZE = {
            "+--+--+--+--+--+",
            "|     |        |",
            "+  +  +  +--+  +",
            "|  |     |     |",
            "+  +--+--+  +--+",
            "|        |     |",
            "+--+--+  +  +  +",
            "|     |     |   ",
            "+  +  +--+--+  +",
            "|  |           |",
            "+--+--+--+  +--+",
    };

    private void maze(Node props) {
        Node maze = new Node("maze");
        float cell = 5f, x0 = -60f, z0 = 32f, y = LevelLayout.GROUND, h = 2.4f;
        for (int row = 0; row < MAZE.length; row++) {
            String line = MAZE[row];
            for (int col = 0; col < line.length(); col++) {
                char c = line.charAt(col);
                float x = x0 + col / 3 * cell, z = z0 + row / 2 * cell;
                if (row % 2 == 0 && c == '-' && col % 3 == 1) {
                    // horizontal wall segment along X (thin: 0.3 m)
                    wall(maze, "maze-h-" + row + "-" + col, x + cell / 2, y, z, cell + 0.3f, 0.3f, h, 0, mats.stone);
                } else if (row % 2 == 1 && c == '|') {
                    wall(maze, "maze-v-" + row + "-" + col, x, y, z + cell / 2, 0.3f, cell + 0.3f, h, 0, mats.stone);
                }
            }
        }
        props.attachChild(maze);
    }

    // ---- ramps and stairs (south) ---------------------------------------------------------------------

    private void rampsAndStairs(Node props) {
        Node node = new Node("ramps-and-stairs");
        float y = LevelLayout.GROUND, plateauZ = 36f, width = 4f;
        float x = -28f;
        for (float slope : RAMP_SLOPES) {
            plateau(node, "plateau-" + (int) slope, x, plateauZ, width);
            float length = PLATEAU_HEIGHT / FastMath.tan(slope * FastMath.DEG_TO_RAD);
            Geometry ramp = geom("ramp-" + (int) slope + "deg", Shapes.ramp(width / 2, length, PLATEAU_HEIGHT), mats.concrete);
            // foot on the south side (larger z), rising towards the plateau (north, -Z)
            ramp.setLocalRotation(new Quaternion().fromAngleAxis(FastMath.PI, Vector3f.UNIT_Y));
            ramp.setLocalTranslation(x, y - 0.02f, plateauZ + width / 2 + length);
            node.attachChild(ramp);
            x += 6f;
        }
        for (float riser : STAIR_RISERS) {
            plateau(node, "landing-" + riser, x, plateauZ, width);
            int steps = Math.round(PLATEAU_HEIGHT / riser);
            float stepH = PLATEAU_HEIGHT / steps, tread = 0.4f;
            for (int s = 0; s < steps - 1; s++) {
                float top = stepH * (s + 1);
                float zFront = plateauZ + width / 2 + (steps - 1 - s) * tread;
                Geometry step = geom("stair-" + riser + "-" + s, new Box(width / 2, (top + 0.3f) / 2, tread / 2), mats.brick);
                step.setLocalTranslation(x, y - 0.3f + (top + 0.3f) / 2, zFront - tread / 2);
                node.attachChild(step);
            }
            x += 6f;
        }
        props.attachChild(node);
    }

    private void plateau(Node node, String name, float x, float z, float width) {
        float y = LevelLayout.GROUND, h = PLATEAU_HEIGHT + 0.3f;
        Geometry g = geom(name, new Box(width / 2, h / 2, width / 2), mats.concreteDark);
        g.setLocalTranslation(x, y - 0.3f + h / 2, z);
        node.attachChild(g);
    }

    // ---- bridge over the sunken road ---------------------------------------------------------------

    private void bridge(Node props) {
        Node node = new Node("bridge");
        float top = LevelLayout.GROUND + 0.15f, thick = 0.4f, halfLen = 8f, halfW = 2.2f;
        Geometry deck = geom("bridge-deck", new Box(halfLen, thick / 2, halfW), mats.wood);
        deck.setLocalTranslation(LevelLayout.ROAD_X, top - thick / 2, LevelLayout.BRIDGE_Z);
        node.attachChild(deck);
        for (int side = -1; side <= 1; side += 2) {
            // thin railings: 0.15 m
            wall(node, "bridge-rail-" + side, LevelLayout.ROAD_X, top + 0.3f, LevelLayout.BRIDGE_Z + side * (halfW - 0.08f),
                    2 * halfLen, 0.15f, 0.8f, 0, mats.woodDark);
        }
        props.attachChild(node);
    }

    // ---- mud and pond ------------------------------------------------------------------------------

    private void mudAndPond(Node props) {
        float y = LevelLayout.GROUND;
        Geometry mud = geom("mud", new Box(7f, 0.1f, 5f), mats.mud);
        mud.setLocalTranslation(-24f, y - 0.05f, 18f);
        LevelTags.area(mud, "mud", 3f);
        props.attachChild(mud);

        Geometry water = geom("pond", new Cylinder(2, 40, 6.2f, 0.2f, true), mats.water);
        water.setLocalRotation(new Quaternion().fromAngleAxis(FastMath.HALF_PI, Vector3f.UNIT_X));
        water.setLocalTranslation(LevelLayout.POND_X, LevelLayout.POND_WATER - 0.1f, LevelLayout.POND_Z);
        water.setQueueBucket(RenderQueue.Bucket.Transparent);
        water.setShadowMode(RenderQueue.ShadowMode.Receive);
        LevelTags.unwalkable(water);
        props.attachChild(water);
    }

    // ---- trees on the hills ------------------------------------------------------------------------

    private void trees(Node props) {
        Node node = new Node("trees");
        java.util.Random rnd = new java.util.Random(11);
        int placed = 0;
        for (int attempt = 0; attempt < 200 && placed < 18; attempt++) {
            float x = -58 + rnd.nextFloat() * 44, z = -58 + rnd.nextFloat() * 44;
            float slope = slopeAt(x, z);
            if (slope > 18) {
                continue;
            }
            float gy = ground(x, z);
            Node tree = new Node("tree-" + placed);
            float trunkH = 1.8f + rnd.nextFloat() * 0.8f;
            Geometry trunk = geom("trunk-" + placed, new Cylinder(2, 10, 0.25f, trunkH + 0.5f, true), mats.woodDark);
            trunk.setLocalRotation(new Quaternion().fromAngleAxis(FastMath.HALF_PI, Vector3f.UNIT_X));
            trunk.setLocalTranslation(0, (trunkH + 0.5f) / 2 - 0.5f, 0);
            tree.attachChild(trunk);
            float r = 1.4f + rnd.nextFloat() * 0.8f;
            Geometry crown = geom("crown-" + placed, new Sphere(10, 14, r), placed % 3 == 0 ? mats.leavesDark : mats.leaves);
            crown.setLocalTranslation(0, trunkH + r * 0.8f, 0);
            crown.setLocalScale(1f, 1.2f, 1f);
            tree.attachChild(crown);
            tree.setLocalTranslation(x, gy, z);
            node.attachChild(tree);
            placed++;
        }
        props.attachChild(node);
    }

    private static float slopeAt(float x, float z) {
        float gx = ground(x + 0.5f, z) - ground(x - 0.5f, z);
        float gz = ground(x, z + 0.5f) - ground(x, z - 0.5f);
        return (float) Math.toDegrees(Math.atan(Math.hypot(gx, gz)));
    }

    private static Geometry geom(String name, Mesh mesh, Material m) {
        Geometry g = new Geometry(name, mesh);
        g.setMaterial(m);
        return g;
    }

    /** Lit, coloured materials shared by the props. */
    static final class Materials {
        final Material wallCream, wallWhite, roofRed, roofBrown, stone, brick, concrete, concreteDark, wood, woodDark,
                mud, water, leaves, leavesDark;

        Materials(AssetManager a) {
            wallCream = lit(a, 0.93f, 0.86f, 0.70f);
            wallWhite = lit(a, 0.92f, 0.92f, 0.88f);
            roofRed = lit(a, 0.62f, 0.20f, 0.14f);
            roofBrown = lit(a, 0.42f, 0.26f, 0.18f);
            stone = lit(a, 0.58f, 0.56f, 0.52f);
            brick = lit(a, 0.66f, 0.38f, 0.28f);
            concrete = lit(a, 0.78f, 0.66f, 0.46f);
            concreteDark = lit(a, 0.50f, 0.48f, 0.50f);
            wood = lit(a, 0.55f, 0.38f, 0.22f);
            woodDark = lit(a, 0.36f, 0.24f, 0.14f);
            mud = lit(a, 0.30f, 0.21f, 0.12f);
            leaves = lit(a, 0.22f, 0.45f, 0.16f);
            leavesDark = lit(a, 0.14f, 0.34f, 0.14f);
            water = lit(a, 0.20f, 0.42f, 0.62f);
            water.setColor("Diffuse", new ColorRGBA(0.20f, 0.42f, 0.62f, 0.75f));
            water.setColor("Specular", ColorRGBA.White);
            water.setFloat("Shininess", 64f);
            water.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        }

        private static Material lit(AssetManager a, float r, float g, float b) {
            Material m = new Material(a, "Common/MatDefs/Light/Lighting.j3md");
            ColorRGBA c = new ColorRGBA(r, g, b, 1f);
            m.setBoolean("UseMaterialColors", true);
            m.setColor("Diffuse", c);
            m.setColor("Ambient", c.mult(0.55f));
            m.setColor("Specular", ColorRGBA.Black);
            m.setFloat("Shininess", 1f);
            return m;
        }
    }
}
