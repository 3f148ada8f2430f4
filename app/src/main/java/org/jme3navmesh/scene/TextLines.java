package org.jme3navmesh.scene;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Objects;

/**
 * The lines of a small text file, for readers whose messages name the file, the line and the value.
 * Lines end at {@code \n}, {@code \r\n} or a lone {@code \r} and are numbered from 1, as editors
 * show them. Immutable once read; not for files over 2 GB.
 */
public final class TextLines {
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    private final byte[] data;
    /** Start of line i + 1 at 2 * i, its end (exclusive, before the line break) at 2 * i + 1. */
    private final int[] bounds;
    private final int count;

    private TextLines(byte[] data, int[] bounds, int count) {
        this.data = data;
        this.bounds = bounds;
        this.count = count;
    }

    /**
     * Reads a file.
     *
     * @param file the file; not null
     * @return its lines; never null
     * @throws IOException naming the file when it is missing, a directory or unreadable
     */
    public static TextLines read(Path file) throws IOException {
        Objects.requireNonNull(file, "file");
        if (Files.isDirectory(file)) {
            throw new IOException(file + " is a directory, not a file");
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new IOException(file + " not found", e);
        } catch (AccessDeniedException e) {
            throw new IOException(file + " is not readable (access denied)", e);
        } catch (IOException e) {
            throw new IOException("cannot read " + file + ": " + e.getMessage(), e);
        }
        return of(bytes);
    }

    /**
     * Splits bytes into lines; a UTF-8 byte order mark at the start is dropped.
     *
     * @param bytes the text; not null, kept (not copied): the caller must not modify it
     * @return its lines; never null
     */
    public static TextLines of(byte[] bytes) {
        Objects.requireNonNull(bytes, "bytes");
        int start = bomLength(bytes);
        int[] b = new int[32];
        int n = 0;
        int i = start;
        while (i < bytes.length) {
            int end = i;
            while (end < bytes.length && bytes[end] != '\n' && bytes[end] != '\r') {
                end++;
            }
            if (2 * n + 2 > b.length) {
                b = Arrays.copyOf(b, 2 * b.length);
            }
            b[2 * n] = i;
            b[2 * n + 1] = end;
            n++;
            if (end < bytes.length && bytes[end] == '\r' && end + 1 < bytes.length && bytes[end + 1] == '\n') {
                end++;
            }
            i = end + 1;
        }
        return new TextLines(bytes, b, n);
    }

    /**
     * Length of the UTF-8 byte order mark at the start of bytes.
     *
     * @param bytes the text; not null, unaffected
     * @return 3 when bytes start with a byte order mark, else 0
     */
    public static int bomLength(byte[] bytes) {
        return bytes.length >= 3 && Arrays.equals(bytes, 0, 3, BOM, 0, 3) ? 3 : 0;
    }

    /**
     * Number of lines (a final line break does not start another line).
     *
     * @return the number of lines, &gt;= 0 (0 for an empty text)
     */
    public int count() {
        return count;
    }

    /**
     * Line {@code lineNo} as strict UTF-8, without its line break.
     *
     * @param lineNo 1 .. {@link #count()}
     * @param name   the file's name for the message; not null
     * @return the line; never null
     * @throws IOException "NAME line N: not UTF-8 text" when the line holds malformed UTF-8 or a NUL
     *                     byte (binary data)
     */
    public String line(int lineNo, String name) throws IOException {
        Objects.checkIndex(lineNo - 1, count);
        int from = bounds[2 * lineNo - 2], to = bounds[2 * lineNo - 1];
        CharsetDecoder dec = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            CharBuffer chars = dec.decode(ByteBuffer.wrap(data, from, to - from));
            String s = chars.toString();
            if (s.indexOf('\0') >= 0) {
                throw new IOException(name + " line " + lineNo + ": not UTF-8 text (binary data)");
            }
            return s;
        } catch (CharacterCodingException e) {
            throw new IOException(name + " line " + lineNo + ": not UTF-8 text", e);
        }
    }

    /**
     * Line {@code lineNo} with one char per byte (ISO-8859-1), for formats whose names may be in any
     * 8-bit encoding; never fails.
     *
     * @param lineNo 1 .. {@link #count()}
     * @return the line without its line break; never null
     */
    public String latin1Line(int lineNo) {
        Objects.checkIndex(lineNo - 1, count);
        int from = bounds[2 * lineNo - 2];
        return new String(data, from, bounds[2 * lineNo - 1] - from, StandardCharsets.ISO_8859_1);
    }

    /**
     * Parses a finite float the way {@link Float#parseFloat} does.
     *
     * @param token the text; not null
     * @param name  the file's name for the message; not null
     * @param line  the line number for the message
     * @param what  what the number is, e.g. "vertex coordinate", or "" for nothing
     * @return the value, finite
     * @throws IllegalArgumentException "NAME line N: WHAT 'TOKEN' is not a number" (or "is not finite")
     */
    public static float finiteFloat(String token, String name, int line, String what) {
        String prefix = name + " line " + line + ": " + (what.isEmpty() ? "" : what + " ") + "'" + token + "'";
        float v;
        try {
            v = Float.parseFloat(token);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(prefix + " is not a number");
        }
        if (!Float.isFinite(v)) {
            throw new IllegalArgumentException(prefix + " is not finite");
        }
        return v;
    }
}
