package org.jme3navmesh.agent;

/**
 * Stage "statistics", the last of a step: counts the step and takes its wall time (see {@link CrowdStatistics}).
 * The counts of answers received and requests made are kept by the stages that handle them.
 */
final class StatisticsStage implements CrowdStage {
    private final CrowdStatistics stats;

    /** @param stats the crowd's figures; not null, modified */
    StatisticsStage(CrowdStatistics stats) {
        this.stats = stats;
    }

    @Override
    public String name() {
        return "statistics";
    }

    @Override
    public void run(float dt) {
        stats.endStep();
    }
}
