package org.jme3navmesh.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Checks, before any work starts, that the files a command will write can be written. */
final class OutputFiles {
    private OutputFiles() {
    }

    /**
     * Checks that {@code file}'s directory exists and accepts a new file (by creating and deleting
     * a probe file there, which also catches read-only file systems), and that {@code file} is not
     * a directory.
     *
     * @param option the option that named the file (for the message), e.g. "--out"; not null
     * @param file   the file the command will write; not null, not written
     * @throws IllegalArgumentException naming the option, the file and the problem
     */
    static void checkWritable(String option, Path file) {
        Path abs = file.toAbsolutePath();
        Path dir = abs.getParent();
        if (abs.getFileName() == null || dir == null) {
            throw new IllegalArgumentException(option + " " + file + " is not a file path");
        }
        if (Files.isDirectory(abs)) {
            throw new IllegalArgumentException(option + " " + file + " is a directory");
        }
        if (!Files.exists(dir)) {
            throw new IllegalArgumentException(option + " " + file + ": directory " + dir + " does not exist");
        }
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException(option + " " + file + ": " + dir + " is not a directory");
        }
        try {
            Files.delete(Files.createTempFile(dir, ".navmesh-probe", ".tmp"));
        } catch (IOException e) {
            throw new IllegalArgumentException(option + " " + file + ": directory " + dir + " is not writable ("
                    + Main.oneLine(e) + ")", e);
        }
    }
}
