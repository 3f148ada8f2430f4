package org.jme3navmesh.bench;

import java.util.LinkedHashMap;
import java.util.Map;

/** Everything one {@link BenchMain} run measured, by scene; filled as the parts run. */
final class BenchResults {
    final Map<String, BakeBench.Result> bakes = new LinkedHashMap<>();
    final Map<String, QueryBench.Result> queries = new LinkedHashMap<>();
    final Map<String, QueryBench.Result> sameMesh = new LinkedHashMap<>();
    AllocBench.Result alloc;
    ThroughputBench.Result throughput;
}
