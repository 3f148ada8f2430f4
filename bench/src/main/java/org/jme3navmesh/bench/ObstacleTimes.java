package org.jme3navmesh.bench;

/**
 * Wall times of one add-all / remove-all round of dynamic obstacles (milliseconds per obstacle,
 * the add or remove call plus the updates until the mesh is current), and the polygon counts.
 *
 * @param addMs          per-obstacle add times, file order; not null
 * @param removeMs       per-obstacle remove times, file order; not null
 * @param polysBefore    polygons before the first add
 * @param polysAllAdded  polygons with every obstacle added
 * @param polysAfter     polygons after the last removal
 * @param failures       updates that threw (counted, not rethrown)
 * @param firstFailure   the first such exception's class and message, or null
 */
record ObstacleTimes(double[] addMs, double[] removeMs, int polysBefore, int polysAllAdded, int polysAfter,
                     int failures, String firstFailure) {
    double addMedian() { return Stats.median(addMs); }

    double addP95() { return Stats.quantile(addMs, addMs.length, 0.95); }

    double removeMedian() { return Stats.median(removeMs); }

    double removeP95() { return Stats.quantile(removeMs, removeMs.length, 0.95); }

    /** Writes the timings and polygon counts. */
    JsonLine writeTo(JsonLine j) {
        return j.put("add_ms_median", addMedian(), 3).put("add_ms_p95", addP95(), 3)
                .put("remove_ms_median", removeMedian(), 3).put("remove_ms_p95", removeP95(), 3)
                .put("polys_before", polysBefore).put("polys_all_added", polysAllAdded)
                .put("polys_after_remove", polysAfter).put("polys_return", polysBefore == polysAfter)
                .put("update_failures", failures).put("first_failure", firstFailure);
    }
}
