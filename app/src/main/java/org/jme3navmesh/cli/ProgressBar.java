package org.jme3navmesh.cli;

import java.io.PrintStream;
import java.util.Locale;

/**
 * Bake progress on a stream (stderr). On a terminal, a one-line bar redrawn in place with
 * {@code \r}, at most 100 redraws; elsewhere (a log file, a pipe) one plain line per stage, so logs
 * hold no carriage returns.
 */
final class ProgressBar {
    private static final int WIDTH = 30;
    private final PrintStream out;
    private final boolean redraw;
    private int lastPercent = -1;
    private String lastStage = "";

    /**
     * @param out    where the progress goes; not null, written to
     * @param redraw true to redraw a bar in place (a terminal), false for one line per stage
     */
    ProgressBar(PrintStream out, boolean redraw) {
        this.out = out;
        this.redraw = redraw;
    }

    /** A bar for stderr that redraws only when the JVM runs on a terminal ({@link System#console()} is set). */
    static ProgressBar forStderr() {
        return new ProgressBar(System.err, System.console() != null);
    }

    /**
     * Reports progress. Thread-safe: the bake may report from worker threads.
     *
     * @param fraction done, 0 to 1 (clamped)
     * @param stage    what runs now; null for none
     */
    synchronized void update(double fraction, String stage) {
        int percent = (int) Math.floor(Math.max(0, Math.min(1, fraction)) * 100);
        String s = stage == null ? "" : stage;
        if (!redraw) {
            if (!s.equals(lastStage) || lastPercent < 0) {
                out.println(String.format(Locale.ROOT, "%3d%% %s", percent, s));
                out.flush();
            }
            lastPercent = percent;
            lastStage = s;
            return;
        }
        if (percent == lastPercent && s.equals(lastStage)) {
            return;
        }
        lastPercent = percent;
        lastStage = s;
        int filled = percent * WIDTH / 100;
        out.print(String.format(Locale.ROOT, "\r[%s%s] %3d%% %-24s", "#".repeat(filled), " ".repeat(WIDTH - filled), percent, s));
        out.flush();
    }

    /** Ends the bar's line (terminal mode, when anything was drawn). */
    synchronized void finish() {
        if (redraw && lastPercent >= 0) {
            out.println();
        }
    }
}
