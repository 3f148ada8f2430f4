package org.jme3navmesh.bake;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Locale;
import java.util.Objects;

import org.jme3navmesh.bake.mesher.TileTriangles;
import org.jme3navmesh.mesh.CellGrid;
import org.jme3navmesh.mesh.FramedFile;
import org.jme3navmesh.mesh.NavMeshFormatException;
import org.jme3navmesh.mesh.NavMeshFormatException.Kind;

/**
 * Saves and loads single tiles of a {@link TiledBake}, for streaming a world's tiles in and out.
 *
 * <p>Format (big-endian), as {@link org.jme3navmesh.mesh.NavMeshIO}'s: magic {@value #MAGIC}
 * ("JNTL"), version, payload length, payload, CRC32 of the payload. The payload starts with the
 * world the tile belongs to (grid origin, cell size, size in cells, tile size, and the agent:
 * radius, height, step, slope), then the tile's index and triangles (positions in doubled grid
 * units of the tile, heights, vertex ids, areas, slopes). A tile of another world is refused
 * ({@link Kind#OTHER_WORLD}) with a message saying what differs. Stateless.
 */
public final class TileIO {
    /** File magic, "JNTL". */
    public static final int MAGIC = 0x4A4E544C;
    /** Format version written. */
    public static final int VERSION = 1;

    private TileIO() {
    }

    /**
     * Writes one tile of a bake to a stream; the stream is not closed.
     *
     * @param bake the bake; not null, unaffected
     * @param tile tile index, in [0, tile count)
     * @param out  receives the tile's bytes; modified (written to, not closed); not null
     * @throws IOException               when the stream fails
     * @throws IndexOutOfBoundsException when tile is out of range
     * @throws NullPointerException      when bake or out is null
     */
    public static void write(TiledBake bake, int tile, OutputStream out) throws IOException {
        Objects.requireNonNull(bake, "bake");
        Objects.requireNonNull(out, "out");
        TileTriangles t = bake.tileTriangles(tile);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream d = new DataOutputStream(bytes);
        writeWorld(bake, d);
        d.writeInt(tile);
        d.writeInt(t.vertexCount());
        for (int v = 0; v < t.vertexCount(); v++) {
            d.writeInt(t.vx2()[v]);
            d.writeInt(t.vz2()[v]);
            d.writeFloat(t.y()[v]);
        }
        d.writeInt(t.triangleCount());
        for (int i = 0; i < t.triangleCount(); i++) {
            d.writeInt(t.tris()[3 * i]);
            d.writeInt(t.tris()[3 * i + 1]);
            d.writeInt(t.tris()[3 * i + 2]);
            d.writeInt(t.area()[i]);
            d.writeFloat(t.slope()[i]);
        }
        d.flush();
        FramedFile.write(out, MAGIC, VERSION, bytes.toByteArray());
    }

    /**
     * Reads a tile written by {@link #write} for a bake of the same world.
     *
     * @param in    the tile file's bytes; not null; read to the end of the tile, not closed
     * @param world the bake the tile must belong to; not null, unaffected
     * @param tile  the tile index it must have (a file of another tile is refused)
     * @return the tile's triangles, tile-local doubled grid units; never null
     * @throws NavMeshFormatException when the bytes are not a tile file (magic, version, length,
     *                                checksum, counts), or the tile is of another world or index
     *                                (the message says what differs)
     * @throws IOException            when the stream fails
     * @throws NullPointerException   when in or world is null
     */
    public static TileTriangles read(InputStream in, TiledBake world, int tile) throws IOException {
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(world, "world");
        DataInputStream d = new DataInputStream(in);
        byte[] payload;
        try {
            if (d.readInt() != MAGIC) {
                throw new NavMeshFormatException(Kind.NOT_A_NAVMESH, "not a navmesh tile file (bad magic)");
            }
            int version = d.readInt();
            if (version != VERSION) {
                throw new NavMeshFormatException(Kind.WRONG_VERSION, "unsupported tile file version " + version + " (this library reads "
                        + VERSION + ")");
            }
            long len = d.readLong();
            if (len < 0 || len > Integer.MAX_VALUE - 8) {
                throw new NavMeshFormatException(Kind.CORRUPTED, "bad tile payload length " + len);
            }
            payload = d.readNBytes((int) len);
            if (payload.length != len) {
                throw new NavMeshFormatException(Kind.TRUNCATED, "tile file has " + payload.length + " of " + len + " bytes");
            }
            if (d.readInt() != FramedFile.checksum(payload)) {
                throw new NavMeshFormatException(Kind.CORRUPTED, "tile file checksum mismatch");
            }
        } catch (EOFException e) {
            throw new NavMeshFormatException(Kind.TRUNCATED, "tile file ends early");
        }
        DataInputStream p = new DataInputStream(new java.io.ByteArrayInputStream(payload));
        try {
            checkWorld(world, p);
            int index = p.readInt();
            if (index != tile) {
                throw new NavMeshFormatException(Kind.OTHER_WORLD, "the file holds tile " + index + ", not tile " + tile);
            }
            int nv = count(p.readInt(), payload.length / 12, "vertex");
            int[] vx = new int[nv], vz = new int[nv];
            float[] y = new float[nv];
            for (int v = 0; v < nv; v++) {
                vx[v] = p.readInt();
                vz[v] = p.readInt();
                y[v] = p.readFloat();
            }
            int nt = count(p.readInt(), payload.length / 20, "triangle");
            int[] tris = new int[3 * nt], area = new int[nt];
            float[] slope = new float[nt];
            for (int i = 0; i < nt; i++) {
                for (int k = 0; k < 3; k++) {
                    int v = p.readInt();
                    if (v < 0 || v >= nv) {
                        throw new NavMeshFormatException(Kind.CORRUPTED, "triangle " + i + " has a vertex id out of range");
                    }
                    tris[3 * i + k] = v;
                }
                area[i] = p.readInt();
                slope[i] = p.readFloat();
            }
            return new TileTriangles(vx, vz, y, tris, area, slope);
        } catch (EOFException e) {
            throw new NavMeshFormatException(Kind.TRUNCATED, "tile payload ends early");
        }
    }

    private static int count(int n, int max, String what) throws NavMeshFormatException {
        if (n < 0 || n > max) {
            throw new NavMeshFormatException(Kind.CORRUPTED, "bad " + what + " count " + n);
        }
        return n;
    }

    private static void writeWorld(TiledBake bake, DataOutputStream d) throws IOException {
        CellGrid g = bake.tiles().grid();
        BakeConfig c = bake.config();
        d.writeFloat(g.minX());
        d.writeFloat(g.minZ());
        d.writeFloat(g.cellSize());
        d.writeInt(g.width());
        d.writeInt(g.depth());
        d.writeInt(c.tileSize());
        d.writeFloat(c.agentRadius());
        d.writeFloat(c.agentHeight());
        d.writeFloat(c.maxStep());
        d.writeFloat(c.maxSlopeDeg());
    }

    /** Reads the world header and refuses a tile of another world, saying what differs. */
    private static void checkWorld(TiledBake bake, DataInputStream p) throws IOException {
        CellGrid g = bake.tiles().grid();
        BakeConfig c = bake.config();
        float ox = p.readFloat(), oz = p.readFloat(), cs = p.readFloat();
        int w = p.readInt(), dd = p.readInt(), ts = p.readInt();
        float r = p.readFloat(), h = p.readFloat(), step = p.readFloat(), slope = p.readFloat();
        differs("cell size", cs, g.cellSize(), "m");
        differs("grid origin x", ox, g.minX(), "m");
        differs("grid origin z", oz, g.minZ(), "m");
        if (w != g.width() || dd != g.depth()) {
            throw new NavMeshFormatException(Kind.OTHER_WORLD, String.format(Locale.ROOT, "its grid is %dx%d"
                    + " cells, this world's is %dx%d", w, dd, g.width(), g.depth()));
        }
        if (ts != c.tileSize()) {
            throw new NavMeshFormatException(Kind.OTHER_WORLD, "its tile size is " + ts
                    + " cells, this world's is " + c.tileSize());
        }
        differs("agent radius", r, c.agentRadius(), "m");
        differs("agent height", h, c.agentHeight(), "m");
        differs("max step", step, c.maxStep(), "m");
        differs("max slope", slope, c.maxSlopeDeg(), "degrees");
    }

    private static void differs(String what, float file, float world, String unit) throws NavMeshFormatException {
        if (Float.floatToIntBits(file) != Float.floatToIntBits(world)) {
            throw new NavMeshFormatException(Kind.OTHER_WORLD, String.format(Locale.ROOT,
                    "its %s is %s %s, this world's is %s %s", what, file, unit, world, unit));
        }
    }
}
