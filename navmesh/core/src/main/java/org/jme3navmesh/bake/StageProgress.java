package org.jme3navmesh.bake;

import java.util.function.DoubleConsumer;

/**
 * A stage's progress (0..1 of the stage) as the bake's overall progress: base + weight * p,
 * p clamped to [0, 1] when asked. A class rather than a lambda, as {@link Parallel#NO_PROGRESS}
 * says why. Immutable.
 */
final class StageProgress implements DoubleConsumer {
    private final BakeProgressListener listener;
    private final String stage;
    private final float base;
    private final float weight;
    private final boolean clamp;

    /**
     * @param listener receives the overall progress; not null
     * @param stage    the stage's name; not null
     * @param base     overall progress at the stage's start, 0..1
     * @param weight   the stage's share of the whole bake, 0..1
     * @param clamp    whether to clamp the stage's progress to [0, 1] first
     */
    StageProgress(BakeProgressListener listener, String stage, float base, float weight, boolean clamp) {
        this.listener = listener;
        this.stage = stage;
        this.base = base;
        this.weight = weight;
        this.clamp = clamp;
    }

    @Override
    public void accept(double p) {
        listener.progress(stage, base + weight * (float) (clamp ? Math.max(0, Math.min(1, p)) : p));
    }
}
