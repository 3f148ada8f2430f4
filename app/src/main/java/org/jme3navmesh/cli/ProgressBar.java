package org.jme3navmesh.cli;

import java.io.PrintStream;
import java.util.Locale;

/** A one-line text progress bar redrawn in place on a stream (stderr), at most 100 redraws. */
final class ProgressBar {
    private static final int WIDTH = 30;
    private final PrintStream out;
    private int lastPercent = -1;
    private String lastStage = "";

    ProgressBar(PrintStream out) {
        this.out = out;
    }

    /** Thread-safe: the bake may report from worker threads. */
    synchronized void update(double fraction, String stage) {
        int percent = (int) Math.floor(Math.max(0, Math.min(1, fraction)) * 100);
        String s = stage == null ? "" : stage;
        if (percent == lastPercent && s.equals(lastStage)) {
            return;
        }
        lastPercent = percent;
        lastStage = s;
        int filled = percent * WIDTH / 100;
        out.print(String.format(Locale.ROOT, "\r[%s%s] %3d%% %-24s", "#".repeat(filled), " ".repeat(WIDTH - filled), percent, s));
        out.flush();
    }

    synchronized void finish() {
        if (lastPercent >= 0) {
            out.println();
        }
    }
}
