#!/bin/sh
# Builds the benchmark jar and runs the jme3-navmesh vs recast4j comparison (default: all parts).
# Arguments go to BenchMain, e.g.:  bench/run.sh query --only maze --pairs 200
set -e
cd "$(dirname "$0")/.."
mvn -q -B -o package -pl bench -am -DskipTests >/dev/null 2>&1 || mvn -q -B package -pl bench -am -DskipTests >&2
exec java -Xmx4g -jar bench/target/navmesh-bench.jar "$@"
