package org.jme3navmesh.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshIO;
import org.jme3navmesh.query.GoalPolicy;
import org.jme3navmesh.query.NavMeshQuery;
import org.jme3navmesh.query.PathResult;
import org.jme3navmesh.query.QueryFilter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code path}: one path query on a saved navmesh, printed as one JSON line. */
@Command(name = "path", mixinStandardHelpOptions = true,
        description = "Find a path on a saved navmesh. Prints one JSON line.")
final class PathCommand implements Callable<Integer> {
    @Option(names = "--navmesh", required = true, paramLabel = "FILE", description = "A navmesh saved by 'bake'.")
    Path navmesh;

    @Option(names = "--from", required = true, paramLabel = "x,y,z", converter = PointConverter.class, description = "Start, world metres.")
    PointConverter.Point from;

    @Option(names = "--to", required = true, paramLabel = "x,y,z", converter = PointConverter.class, description = "Goal, world metres.")
    PointConverter.Point to;

    @Option(names = "--max-slope", paramLabel = "DEG", description = "The agent's steepest slope in degrees (default: the bake's).")
    Float maxSlope;

    @Option(names = "--goal-policy", defaultValue = "nearest", paramLabel = "nearest|line|fail",
            description = "Unreachable goal: 'nearest' returns a partial path to the nearest reachable point, 'line' to the last "
                    + "reachable point on the straight line towards the goal, 'fail' none (default ${DEFAULT-VALUE}).")
    String goalPolicy;

    @Option(names = "--follow-ground",
            description = "Add waypoints where the ground between two corners bends by more than 0.1 m (default: corners only).")
    boolean followGround;

    @Option(names = "--radius", defaultValue = "0", paramLabel = "M",
            description = "The agent's radius in metres, on a mesh baked with --clearance: paths keep it from the walls (default: the bake's).")
    float radius;

    @Option(names = "--height", defaultValue = "0", paramLabel = "M",
            description = "The agent's height in metres, on a mesh baked with --clearance: paths avoid lower ceilings (default: the bake's).")
    float height;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        GoalPolicy policy = switch (goalPolicy) {
            case "nearest" -> GoalPolicy.NEAREST_REACHABLE;
            case "line" -> GoalPolicy.ALONG_LINE;
            case "fail" -> GoalPolicy.FAIL;
            default -> throw new IllegalArgumentException("--goal-policy must be 'nearest', 'line' or 'fail', got '" + goalPolicy + "'");
        };
        QueryFilter filter = QueryFilter.defaults().withFollowGround(followGround);
        if (maxSlope != null) {
            if (!Float.isFinite(maxSlope) || maxSlope <= 0f || maxSlope >= 90f) {
                throw new IllegalArgumentException("--max-slope must be a number of degrees in (0, 90), got " + maxSlope);
            }
            filter = filter.withMaxSlope(maxSlope);
        }
        if (!Float.isFinite(radius) || radius < 0f || !Float.isFinite(height) || height < 0f) {
            throw new IllegalArgumentException("--radius and --height must be metres >= 0, got " + radius + " and " + height);
        }
        filter = filter.withAgent(radius, height);
        NavMesh mesh = NavMeshIO.read(navmesh);
        PathResult r = new NavMeshQuery(mesh).findPath(from.x(), from.y(), from.z(), to.x(), to.y(), to.z(),
                filter, policy, new PathResult());
        spec.commandLine().getOut().println(toJson(r));
        spec.commandLine().getOut().flush();
        return 0;
    }

    static String toJson(PathResult r) {
        StringBuilder w = new StringBuilder("[");
        for (int i = 0; i < r.waypointCount(); i++) {
            w.append(i == 0 ? "" : ",").append('[').append(Json.number(r.waypointX(i))).append(',')
                    .append(Json.number(r.waypointY(i))).append(',').append(Json.number(r.waypointZ(i))).append(']');
        }
        w.append(']');
        Json json = new Json().put("status", r.status().name())
                .put("length", r.status().hasPath() ? r.length() : 0.0)
                .put("triangles", r.corridorSize())
                .putRaw("waypoints", w.toString());
        if (r.linkCount() > 0) {
            // the off-mesh links crossed: entry and exit waypoint indices, the link's index in the mesh and its kind
            StringBuilder l = new StringBuilder("[");
            for (int i = 0; i < r.waypointCount(); i++) {
                if (r.isLinkEntry(i)) {
                    l.append(l.length() == 1 ? "" : ",").append("{\"entry\":").append(i).append(",\"exit\":").append(i + 1)
                            .append(",\"link\":").append(r.waypointLink(i)).append(",\"kind\":\"")
                            .append(r.waypointLinkKind(i).name().toLowerCase(java.util.Locale.ROOT)).append("\"}");
                }
            }
            json.putRaw("links", l.append(']').toString());
        }
        return json.toString();
    }
}
