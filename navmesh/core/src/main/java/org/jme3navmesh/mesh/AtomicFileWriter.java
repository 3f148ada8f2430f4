package org.jme3navmesh.mesh;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Crash-safe file replacement: the content goes to a temporary file in the target's directory,
 * which is forced to disk and then renamed over the target in one atomic step (falling back to a
 * plain replacing move only where the file system has no atomic rename); the directory is then
 * forced too where the platform allows it. A reader sees the old file or the whole new one, never
 * a part; on any failure (a full disk, a file-size limit, an exception while producing the
 * content) the old file is untouched, the temporary file is deleted and the exception names the
 * target. A crash of the process or the machine mid-write can leave a hidden
 * {@code .NAME.*.tmp} file next to the target, never a partial target.
 *
 * <p>The new file keeps the old one's POSIX permissions; a symbolic link as the target stays a link
 * and the file it points to is replaced.
 *
 * <p>Two-phase use, for several files that should change together: {@link #stage} every file
 * first, then {@link Staged#commit()} each; {@link Staged#close()} deletes what was not committed.
 *
 * <p>Stateless and thread-safe; two writers racing for one target leave one of the two contents.
 */
public final class AtomicFileWriter {
    /** Produces a file's content. */
    @FunctionalInterface
    public interface Content {
        /**
         * Writes the whole content.
         *
         * @param out the temporary file's stream; not null; to be written, not closed by the callee (the writer
         *            closes it); valid during this call only
         * @throws IOException to abandon the write
         */
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFileWriter() {
    }

    /**
     * Replaces (or creates) {@code target} with the content, atomically.
     *
     * @param target  the file to write; not null; its directory must exist
     * @param content produces the bytes; not null; called once, during this call
     * @throws IOException naming the target when the content or the file system fails; the old
     *                     file is then unchanged and no temporary file is left
     */
    public static void write(Path target, Content content) throws IOException {
        try (Staged s = stage(target, content)) {
            s.commit();
        }
    }

    /**
     * Writes the content to a temporary file next to {@code target} and forces it to disk, without
     * touching {@code target} yet.
     *
     * @param target  the file to replace on {@link Staged#commit()}; not null; its directory must exist
     * @param content produces the bytes; not null; called once, during this call
     * @return the staged file; the caller must close it (which deletes it unless committed)
     * @throws IOException naming the target; no temporary file is left
     */
    public static Staged stage(Path target, Content content) throws IOException {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(content, "content");
        Path abs = target.toAbsolutePath();
        if (Files.isSymbolicLink(abs) && Files.exists(abs)) {
            abs = abs.toRealPath(); // replace the file the link points to, not the link
        }
        Path dir = abs.getParent();
        if (abs.getFileName() == null || dir == null) {
            throw new IOException("cannot write " + target + ": not a file path");
        }
        if (Files.isDirectory(abs)) {
            throw new IOException("cannot write " + target + ": it is a directory");
        }
        if (!Files.isDirectory(dir)) {
            throw new IOException("cannot write " + target + ": " + dir
                    + (Files.exists(dir) ? " is not a directory" : " does not exist"));
        }
        Path tmp = dir.resolve("." + abs.getFileName() + "." + Long.toHexString(ThreadLocalRandom.current().nextLong())
                + ".tmp");
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                OutputStream out = new BufferedOutputStream(Channels.newOutputStream(ch), 1 << 16);
                content.writeTo(new UnclosableStream(out));
                out.flush();
                ch.force(true);
            }
            keepPermissions(abs, tmp);
        } catch (IOException | RuntimeException | Error e) {
            deleteQuietly(tmp, e);
            if (e instanceof IOException io) {
                throw new IOException("cannot write " + target + ": " + describe(io), io);
            }
            throw e;
        }
        return new Staged(target, abs, tmp);
    }

    /** A fully written temporary file waiting to replace its target. Not thread-safe. */
    public static final class Staged implements AutoCloseable {
        private final Path target;
        private final Path abs;
        private final Path tmp;
        private boolean committed;

        private Staged(Path target, Path abs, Path tmp) {
            this.target = target;
            this.abs = abs;
            this.tmp = tmp;
        }

        /**
         * The file this replaces, as given to {@link #stage}.
         *
         * @return the target as given (not made absolute, links not resolved); not null
         */
        public Path target() {
            return target;
        }

        /**
         * Renames the temporary file over the target (atomically where the file system can) and
         * forces the directory entry to disk where the platform allows it. At most once.
         *
         * @throws IOException           naming the target when the rename fails (the old file is then unchanged)
         * @throws IllegalStateException when already committed
         */
        public void commit() throws IOException {
            if (committed) {
                throw new IllegalStateException(target + " is already committed");
            }
            try {
                try {
                    Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
                }
            } catch (IOException e) {
                throw new IOException("cannot write " + target + ": " + describe(e), e);
            }
            committed = true;
            forceDirectory(abs.getParent());
        }

        /** Deletes the temporary file unless committed; never throws. */
        @Override
        public void close() {
            if (!committed) {
                deleteQuietly(tmp, null);
            }
        }
    }

    /** Gives the new file the old one's POSIX permissions, where there are both. */
    private static void keepPermissions(Path old, Path tmp) throws IOException {
        if (Files.exists(old) && Files.getFileStore(tmp).supportsFileAttributeView("posix")) {
            Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(old));
        }
    }

    /** Forces a directory's entries to disk; silently skipped where directories can't be opened (Windows). */
    private static void forceDirectory(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Not supported on this platform: the rename itself is still atomic.
        }
    }

    private static void deleteQuietly(Path tmp, Throwable cause) {
        try {
            Files.deleteIfExists(tmp);
        } catch (IOException e) {
            if (cause != null) {
                cause.addSuppressed(e);
            }
        }
    }

    /** The exception's message, with its type when the message alone would not say what happened. */
    private static String describe(IOException e) {
        String m = e.getMessage();
        if (m == null || m.isBlank()) {
            return e.getClass().getSimpleName();
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "access denied";
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof java.nio.file.FileSystemException fse) {
            return fse.getReason() != null ? fse.getReason() : e.getClass().getSimpleName();
        }
        return m;
    }

    /** Keeps the content from closing the channel before it is forced. */
    private static final class UnclosableStream extends OutputStream {
        private final OutputStream out;

        UnclosableStream(OutputStream out) {
            this.out = out;
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void flush() throws IOException {
            out.flush();
        }

        @Override
        public void close() throws IOException {
            out.flush();
        }
    }
}
