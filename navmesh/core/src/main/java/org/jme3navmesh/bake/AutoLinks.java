package org.jme3navmesh.bake;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jme3navmesh.mesh.LinkKind;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.OffMeshLink;

/**
 * Generates off-mesh links on a baked mesh ({@link AutoLinkConfig}): from each boundary edge of the mesh (a ledge
 * or the rim of a gap), points every {@link AutoLinkConfig#spacing()} along it (one at the middle of a shorter
 * edge) look straight outwards, in steps of {@value #PROBE_STEP} m, for the first mesh surface:
 * <ul>
 * <li>lower by {@link AutoLinkConfig#minDropHeight()} to {@link AutoLinkConfig#maxDropHeight()} and within
 *     {@link AutoLinkConfig#dropReach()}: a one-way {@link LinkKind#DROP} link down to it;</li>
 * <li>within minDropHeight of the ledge's height, at most {@link AutoLinkConfig#maxJumpDistance()} away and in
 *     another connected component (a gap between platforms; a hole in one floor, e.g. round a pillar, is walked
 *     round, never jumped through): a {@link LinkKind#JUMP} link, both ways (found once: the same jump seen from
 *     the other rim is skipped).</li>
 * </ul>
 * Surfaces more than minDropHeight above the ledge are looked through (that higher ledge's drop, seen from above,
 * covers the step).
 * Links of the same kind keep at least spacing between their starts, so a jagged ledge of many short edges gets
 * a link per span, not per edge. The mesh knows no walls: a ledge behind a wall above lower ground gets a link too,
 * so check the links in the debug view. Deterministic: triangles and edges in id order. Names are
 * {@code auto-drop-N} and {@code auto-jump-N}.
 */
public final class AutoLinks {
    /** Step of the outward look, metres. */
    static final float PROBE_STEP = 0.1f;
    /** How far inside the mesh (metres) a link starts from its ledge, so its start lies on the ledge's triangle. */
    private static final float INSET = 0.05f;

    private AutoLinks() {
    }

    /**
     * The links the limits allow on a mesh.
     *
     * @param mesh   the baked mesh, world space, metres; not null, unaffected
     * @param config the limits; not null
     * @return the links, in generation order (empty when {@code config.generatesNothing()}); a new list
     * @throws NullPointerException when an argument is null
     */
    public static List<OffMeshLink> generate(NavMesh mesh, AutoLinkConfig config) {
        Objects.requireNonNull(mesh, "mesh");
        Objects.requireNonNull(config, "config");
        List<OffMeshLink> out = new ArrayList<>();
        if (config.generatesNothing()) {
            return out;
        }
        float reach = Math.max(config.dropReach(), config.maxJumpDistance());
        int drops = 0, jumps = 0;
        for (int t = 0; t < mesh.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                if (mesh.neighbour(t, e) >= 0) {
                    continue;
                }
                int a = mesh.vertex(t, e), b = mesh.vertex(t, (e + 1) % 3), c = mesh.vertex(t, (e + 2) % 3);
                float ax = mesh.vertexX(a), az = mesh.vertexZ(a), bx = mesh.vertexX(b), bz = mesh.vertexZ(b);
                float ex = bx - ax, ez = bz - az;
                float len = (float) Math.sqrt(ex * ex + ez * ez);
                if (len < 1e-4f) {
                    continue;
                }
                // outward normal: away from the third corner
                float nx = ez / len, nz = -ex / len;
                if ((mesh.vertexX(c) - ax) * nx + (mesh.vertexZ(c) - az) * nz > 0f) {
                    nx = -nx;
                    nz = -nz;
                }
                int m = Math.max(1, Math.round(len / config.spacing()));
                for (int k = 0; k < m; k++) {
                    float s = (k + 0.5f) / m;
                    float px = ax + ex * s - nx * INSET, pz = az + ez * s - nz * INSET;
                    float py = mesh.heightAt(t, px, pz);
                    OffMeshLink l = look(mesh, config, reach, t, px, py, pz, nx, nz, drops, jumps);
                    if (l != null && !crowded(out, l, config.spacing())) {
                        out.add(l);
                        if (l.kind() == LinkKind.DROP) {
                            drops++;
                        } else {
                            jumps++;
                        }
                    }
                }
            }
        }
        return out;
    }

    /** The link found looking outwards from (px, py, pz) along (nx, nz), or null. */
    private static OffMeshLink look(NavMesh mesh, AutoLinkConfig c, float reach, int from, float px, float py, float pz,
                                    float nx, float nz, int drops, int jumps) {
        float down = Math.max(c.maxDropHeight(), c.minDropHeight());
        for (float d = INSET + PROBE_STEP; d <= reach + INSET; d += PROBE_STEP) {
            float qx = px + nx * d, qz = pz + nz * d;
            int q = mesh.findTriangle(qx, py, qz, c.minDropHeight(), down);
            if (q < 0) {
                continue;
            }
            float qy = mesh.heightAt(q, qx, qz);
            float drop = py - qy;
            if (drop >= c.minDropHeight()) {
                if (drop > c.maxDropHeight() || d > c.dropReach() + INSET) {
                    return null;
                }
                // land a little past the rim, on the surface
                float lx = qx + nx * PROBE_STEP, lz = qz + nz * PROBE_STEP;
                int l = mesh.findTriangle(lx, qy, lz, 0.2f, 0.2f);
                if (l >= 0) {
                    qx = lx;
                    qz = lz;
                    qy = mesh.heightAt(l, lx, lz);
                }
                return OffMeshLink.of("auto-drop-" + drops, LinkKind.DROP, px, py, pz, qx, qy, qz).withWidth(c.width());
            }
            if (d <= 2f * PROBE_STEP + INSET || d > c.maxJumpDistance() + INSET
                    || mesh.component(q) == mesh.component(from)) {
                return null; // a seam, not a gap; too far to jump; or across a hole one can walk round
            }
            return OffMeshLink.of("auto-jump-" + jumps, LinkKind.JUMP, px, py, pz, qx + nx * INSET, qy, qz + nz * INSET)
                    .withWidth(c.width());
        }
        return null;
    }

    /** True when a link of l's kind already starts within spacing of l's start, or is l seen from its other end. */
    private static boolean crowded(List<OffMeshLink> links, OffMeshLink l, float spacing) {
        float s2 = spacing * spacing;
        for (OffMeshLink o : links) {
            if (o.kind() != l.kind()) {
                continue;
            }
            if (d2(o.startX(), o.startY(), o.startZ(), l.startX(), l.startY(), l.startZ()) < s2) {
                return true;
            }
            if (l.kind() == LinkKind.JUMP && d2(o.endX(), o.endY(), o.endZ(), l.startX(), l.startY(), l.startZ()) < s2) {
                return true;
            }
        }
        return false;
    }

    private static float d2(float ax, float ay, float az, float bx, float by, float bz) {
        float dx = bx - ax, dy = by - ay, dz = bz - az;
        return dx * dx + dy * dy + dz * dz;
    }
}
