package org.jme3navmesh.bench;

import org.jme3navmesh.testkit.ObjMesh;
import java.nio.file.Path;
import java.util.Objects;

/** recast4j 1.5.5 single-tile bake (Recast + Detour mesh), see {@link RecastEngine#bake}. */
public final class RecastBaker implements SceneBaker {
    private final AgentParams params;
    private ObjMesh soup;

    public RecastBaker(AgentParams params) {
        this.params = Objects.requireNonNull(params, "params");
    }

    @Override
    public String name() { return "recast4j"; }

    @Override
    public void prepare(Path file, ObjMesh soup) {
        this.soup = Objects.requireNonNull(soup, "soup");
    }

    @Override
    public Outcome bake() {
        if (soup == null) {
            throw new IllegalStateException("prepare() first");
        }
        // the input provider (a copy of the soup) is built outside the timed region
        RecastEngine.Baked b = RecastEngine.bake(RecastEngine.input(soup), params);
        return new Outcome(b.bakeNanos(), b.triangles(), b.polygons(), RecastEngine.toTriangleMesh(b.polyMesh()), b);
    }
}
