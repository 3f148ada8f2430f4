#!/bin/sh
# Builds the benchmark jar and runs the jme3-navmesh vs recast4j comparison (default: all parts).
# Arguments go to BenchMain, e.g.:  bench/run.sh query --only maze --pairs 200
# The recast4j reference parts of issues 15 and 16 are not in `all` (minutes each):
#   bench/run.sh obstacles-ref crowd-ref
set -e
cd "$(dirname "$0")/.."
mvn -q -B -o package -pl bench -am -DskipTests >/dev/null 2>&1 || mvn -q -B package -pl bench -am -DskipTests >&2
exec java -Xms2g -Xmx4g -jar bench/target/navmesh-bench.jar "$@"
