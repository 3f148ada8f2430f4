package org.jme3navmesh.sim;

import java.util.Locale;

/**
 * Figures of a headless simulation run.
 *
 * @param agents       number of agents
 * @param arrived      agents that reached at least one target
 * @param stuck        agents in state STUCK at the end
 * @param meanPathMs   mean planner time per answered path request, milliseconds
 * @param meanUpdateMs mean wall time of one simulation step for the whole crowd, milliseconds
 * @param simulatedSeconds simulated time, seconds
 * @param steps        fixed steps taken
 * @param wallSeconds  wall-clock duration of the run, seconds
 * @param plannerTimeouts steps that started before the planner had answered everything asked in the step before
 */
public record SimulationReport(int agents, int arrived, int stuck, double meanPathMs, double meanUpdateMs,
                               double simulatedSeconds, long steps, double wallSeconds,
                               long plannerTimeouts) {

    /**
     * The demo's one-line JSON: {@code {"agents":N,"arrived":N,"stuck":N,"mean_path_ms":X,"mean_update_ms":X}}.
     *
     * @return a new string, without a line break, times with 4 decimals; not null
     */
    public String toJson() {
        return String.format(Locale.ROOT, "{\"agents\":%d,\"arrived\":%d,\"stuck\":%d,\"mean_path_ms\":%.4f,\"mean_update_ms\":%.4f}",
                agents, arrived, stuck, meanPathMs, meanUpdateMs);
    }
}
