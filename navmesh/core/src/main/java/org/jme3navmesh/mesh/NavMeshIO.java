package org.jme3navmesh.mesh;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.zip.CRC32;

/**
 * Reads and writes navmeshes in a versioned binary format with a CRC-32 checksum.
 *
 * <p>Layout (big-endian): magic {@code "JNAV"}, int version, long payload length, payload,
 * int CRC-32 of the payload. The payload holds the vertices, triangles, areas, slopes, the area
 * table, the optional height detail, the optional clearance ({@link ClearanceCodec}) and, when the mesh has
 * off-mesh links, a section tagged "LINK" ({@link LinkCodec}; files without links or clearance have no such
 * sections, so they read as before); adjacency, components and the index are rebuilt on load,
 * so a round trip yields an identical mesh.
 *
 * <p>Version 2 stores the per-triangle {@link TriangleDetail} ({@link DetailCodec}). Version 1
 * stored the sampled heights of every cell of the bake grid ({@link HeightDetail}); such files
 * are still read, their heights compacted on load as a bake would.
 */
public final class NavMeshIO {
    /** First four bytes of every navmesh file. */
    public static final int MAGIC = 0x4A4E4156; // "JNAV"
    /** The format version this code writes and reads. */
    public static final int VERSION = 2;
    /** The previous format version, still read (its whole-grid detail is compacted on load). */
    public static final int VERSION_GRID_DETAIL = 1;
    private static final int HEADER = 4 + 4 + 8;
    private static final long MAX_PAYLOAD = 1L << 31;

    private NavMeshIO() {
    }

    /**
     * Writes mesh to file, replacing it atomically ({@link AtomicFileWriter}): on failure the old
     * file is unchanged. A version with obstacles carved in is written with its retired triangles, so it
     * loads with the same triangle and vertex ids.
     *
     * @param mesh the mesh; not null, unaffected
     * @param file the file; not null; its directory must exist
     * @throws IOException naming the file when it can't be written
     */
    public static void write(NavMesh mesh, Path file) throws IOException {
        Objects.requireNonNull(mesh, "mesh");
        Objects.requireNonNull(file, "file");
        AtomicFileWriter.write(file, out -> write(mesh, out));
    }

    /**
     * Writes mesh to a stream; the stream is not closed.
     *
     * @param mesh the mesh; not null, unaffected
     * @param out  receives the whole file, framed ({@link FramedFile}); not null; flushed, not closed
     * @throws IOException when the stream fails
     */
    public static void write(NavMesh mesh, OutputStream out) throws IOException {
        Objects.requireNonNull(mesh, "mesh");
        Objects.requireNonNull(out, "out");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream d = new DataOutputStream(bytes);
        float[] v = mesh.rawVerts();
        int[] t = mesh.rawTris();
        d.writeInt(v.length / 3);
        for (float f : v) {
            d.writeFloat(f);
        }
        d.writeInt(t.length / 3);
        for (int i : t) {
            d.writeInt(i);
        }
        for (int a : mesh.rawAreas()) {
            d.writeByte(a);
        }
        for (float s : mesh.rawSlopes()) {
            d.writeFloat(s);
        }
        AreaTable at = mesh.areas();
        d.writeInt(at.count());
        for (int i = 0; i < at.count(); i++) {
            d.writeUTF(at.name(i));
            d.writeFloat(at.cost(i));
        }
        TriangleDetail td = mesh.heightDetail();
        d.writeBoolean(td != null);
        d.writeFloat(mesh.detailTolerance());
        if (td != null) {
            DetailCodec.write(td, d);
        }
        if (mesh.clearance() != null) {
            ClearanceCodec.write(mesh.clearance(), d);
        }
        if (!mesh.links().isEmpty()) {
            LinkCodec.write(mesh.links(), d);
        }
        d.flush();
        FramedFile.write(out, MAGIC, VERSION, bytes.toByteArray());
    }

    /**
     * Reads a navmesh file.
     *
     * @param file the file; not null
     * @return the mesh; never null
     * @throws NavMeshFormatException naming the file when it is not a valid navmesh file
     * @throws IOException            naming the file when it is missing, a directory or unreadable
     */
    public static NavMesh read(Path file) throws IOException {
        Objects.requireNonNull(file, "file");
        if (Files.isDirectory(file)) {
            throw new IOException(file + " is a directory, not a navmesh file");
        }
        byte[] data;
        try {
            data = Files.readAllBytes(file);
        } catch (java.nio.file.NoSuchFileException e) {
            throw e; // its message is the file
        } catch (IOException e) {
            throw new IOException("cannot read " + file + ": " + e.getMessage(), e);
        }
        return read(data, file.toString());
    }

    /**
     * Reads a navmesh from a stream, to its end; the stream is not closed.
     *
     * @param in the stream, positioned at the file's first byte; not null; read to its end, not closed
     * @return the mesh; never null
     * @throws NavMeshFormatException when the bytes are not a valid navmesh file (the message names "stream")
     * @throws IOException            when the stream fails
     */
    public static NavMesh read(InputStream in) throws IOException {
        Objects.requireNonNull(in, "in");
        return read(in.readAllBytes(), "stream");
    }

    private static NavMesh read(byte[] data, String source) throws NavMeshFormatException {
        if (data.length < 4) {
            throw new NavMeshFormatException(NavMeshFormatException.Kind.TRUNCATED,
                    source + " has only " + data.length + " bytes");
        }
        ByteBuffer b = ByteBuffer.wrap(data);
        if (b.getInt() != MAGIC) {
            throw new NavMeshFormatException(NavMeshFormatException.Kind.NOT_A_NAVMESH,
                    source + " does not start with the navmesh magic 'JNAV'");
        }
        if (data.length < HEADER) {
            throw new NavMeshFormatException(NavMeshFormatException.Kind.TRUNCATED, source + " ends inside its header");
        }
        int version = b.getInt();
        if (version != VERSION && version != VERSION_GRID_DETAIL) {
            throw new NavMeshFormatException(NavMeshFormatException.Kind.WRONG_VERSION,
                    source + " has format version " + version + ", this library reads versions "
                            + VERSION_GRID_DETAIL + " and " + VERSION + ": re-bake it with this library");
        }
        long len = b.getLong();
        if (len < 0 || len > MAX_PAYLOAD) {
            throw new NavMeshFormatException(NavMeshFormatException.Kind.CORRUPTED,
                    source + " declares an impossible payload length " + len);
        }
        if (data.length < HEADER + len + 4) {
            throw new NavMeshFormatException(NavMeshFormatException.Kind.TRUNCATED,
                    source + " has " + data.length + " bytes, its header declares " + (HEADER + len + 4));
        }
        if (data.length > HEADER + len + 4) {
            throw new NavMeshFormatException(NavMeshFormatException.Kind.CORRUPTED,
                    source + " has " + (data.length - HEADER - len - 4) + " unexpected bytes after the checksum");
        }
        CRC32 crc = new CRC32();
        crc.update(data, HEADER, (int) len);
        b.position(HEADER + (int) len);
        if (b.getInt() != (int) crc.getValue()) {
            throw new NavMeshFormatException(NavMeshFormatException.Kind.CORRUPTED,
                    source + " fails its checksum");
        }
        ByteBuffer p = ByteBuffer.wrap(data, HEADER, (int) len).slice();
        try {
            return decode(p, source, version);
        } catch (BufferUnderflowException | IllegalArgumentException | IllegalStateException
                 | IndexOutOfBoundsException | NegativeArraySizeException e) {
            throw new NavMeshFormatException(NavMeshFormatException.Kind.CORRUPTED,
                    source + " has inconsistent content: " + e.getMessage());
        }
    }

    private static NavMesh decode(ByteBuffer p, String source, int version) throws NavMeshFormatException {
        int nv = count(p, 12, "vertex");
        NavMeshBuilder builder = new NavMeshBuilder().keepRetired(); // a version with obstacles carved in
        for (int i = 0; i < nv; i++) {
            builder.addVertex(p.getFloat(), p.getFloat(), p.getFloat());
        }
        int nt = count(p, 17, "triangle");
        int[] t = new int[3 * nt];
        for (int i = 0; i < t.length; i++) {
            t[i] = p.getInt();
        }
        int[] areas = new int[nt];
        for (int i = 0; i < nt; i++) {
            areas[i] = p.get() & 0xff;
        }
        for (int i = 0; i < nt; i++) {
            builder.addTriangle(t[3 * i], t[3 * i + 1], t[3 * i + 2], areas[i], p.getFloat());
        }
        int na = count(p, 6, "area");
        String[] names = new String[na];
        float[] costs = new float[na];
        for (int i = 0; i < na; i++) {
            int l = p.getShort() & 0xffff;
            byte[] s = new byte[l];
            p.get(s);
            names[i] = new String(s, StandardCharsets.UTF_8);
            costs[i] = p.getFloat();
        }
        builder.areaTable(AreaTable.of(names, costs));
        boolean hasDetail = p.get() != 0;
        float tol = p.getFloat();
        if (!hasDetail) {
            builder.heightDetail(null, tol);
        } else if (version == VERSION_GRID_DETAIL) {
            builder.heightDetail(decodeGridDetail(p), tol);
        } else {
            builder.storedDetail(DetailCodec.read(p, nt, tol), tol);
        }
        MeshClearance clearance = null;
        if (p.hasRemaining() && p.get(p.position()) == ClearanceCodec.TAG) {
            p.get();
            clearance = ClearanceCodec.read(p, nt);
        }
        NavMesh mesh = builder.build();
        if (clearance != null) {
            mesh = mesh.withClearance(clearance);
        }
        if (p.remaining() >= 4 && p.getInt(p.position()) == LinkCodec.TAG) {
            p.getInt();
            mesh = LinkCodec.read(p, mesh);
        }
        if (p.hasRemaining()) {
            throw new NavMeshFormatException(NavMeshFormatException.Kind.CORRUPTED,
                    source + " has " + p.remaining() + " unread payload bytes");
        }
        return mesh;
    }

    /** Version 1's detail: the sampled heights of every cell of the bake grid. */
    private static HeightDetail decodeGridDetail(ByteBuffer p) {
        float ox = p.getFloat(), oz = p.getFloat(), cs = p.getFloat();
        int w = p.getInt(), dp = p.getInt();
        if (w <= 0 || dp <= 0 || (long) w * dp + 1 > p.remaining() / 4) {
            throw new IllegalArgumentException("height detail size " + w + "x" + dp);
        }
        int[] start = new int[w * dp + 1];
        for (int i = 0; i < start.length; i++) {
            start[i] = p.getInt();
            if (i > 0 && start[i] < start[i - 1]) {
                throw new IllegalArgumentException("height detail offsets decrease");
            }
        }
        int nh = start[start.length - 1];
        if (start[0] != 0 || nh < 0 || nh > p.remaining() / 4) {
            throw new IllegalArgumentException("height detail count " + nh);
        }
        float[] h = new float[nh];
        for (int i = 0; i < nh; i++) {
            h[i] = p.getFloat();
        }
        return new HeightDetail(new CellGrid(ox, oz, cs, w, dp), start, h);
    }

    private static int count(ByteBuffer p, int bytesEach, String what) {
        int n = p.getInt();
        if (n < 0 || (long) n * bytesEach > p.remaining()) {
            throw new IllegalArgumentException(what + " count " + n + " does not fit the payload");
        }
        return n;
    }
}
