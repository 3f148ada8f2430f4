package org.jme3navmesh.jme;

import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jme3navmesh.mesh.LinkKind;
import org.jme3navmesh.mesh.OffMeshLink;

/**
 * Reads off-mesh links authored in a jME scene graph: a {@link Node} with the user data {@link NavTags#LINK} (a
 * String naming the {@link LinkKind}, e.g. "jump", "ladder"; case-insensitive) and two child spatials for the
 * ends: children named "start" and "end" when it has them, else its first two children (start, end). The ends are
 * the children's world translations. Optional user data on the same node: {@link NavTags#LINK_ONE_WAY} (Boolean),
 * {@link NavTags#LINK_COST} and {@link NavTags#LINK_WIDTH} (Float or any Number), {@link NavTags#LINK_FLAGS} and
 * {@link NavTags#LINK_CAPACITY} (Integer). The link is named after the node; unset values take the kind's
 * defaults ({@link OffMeshLink#of}). Reads the graph only (its world transforms are brought up to date).
 */
public final class LinkTags {
    private LinkTags() {
    }

    /**
     * Every link tagged under (and including) root, depth first in child order.
     *
     * @param root the scene; not null; its world transforms may be updated
     * @return the links, a new list
     * @throws IllegalArgumentException naming the node when a link tag is malformed (a kind that is not a known
     *                                  word, a tag on a spatial that is not a node, a node without two ends, an
     *                                  optional value of the wrong type or out of range, a node without a name)
     */
    public static List<OffMeshLink> read(Spatial root) {
        Objects.requireNonNull(root, "root");
        List<OffMeshLink> out = new ArrayList<>();
        collect(root, out);
        return out;
    }

    private static void collect(Spatial s, List<OffMeshLink> out) {
        Object kind = s.getUserData(NavTags.LINK);
        if (kind != null) {
            out.add(link(s, kind));
        }
        if (s instanceof Node n) {
            for (Spatial c : n.getChildren()) {
                collect(c, out);
            }
        }
    }

    private static OffMeshLink link(Spatial s, Object kindValue) {
        String where = "link node '" + s.getName() + "'";
        if (s.getName() == null || s.getName().isBlank()) {
            throw new IllegalArgumentException("a node tagged " + NavTags.LINK + " needs a name (the link's name), under '"
                    + (s.getParent() == null ? null : s.getParent().getName()) + "'");
        }
        if (!(kindValue instanceof String word)) {
            throw new IllegalArgumentException(where + ": " + NavTags.LINK + " must be a String naming the kind, got " + kindValue);
        }
        LinkKind kind = LinkKind.parse(word);
        if (kind == null) {
            throw new IllegalArgumentException(where + ": unknown link kind '" + word + "' (jump, drop, ladder, teleport or custom)");
        }
        if (!(s instanceof Node n)) {
            throw new IllegalArgumentException(where + " is not a Node: a link node needs two child nodes for its ends");
        }
        Spatial start = n.getChild("start"), end = n.getChild("end");
        if (start == null || end == null || start.getParent() != n || end.getParent() != n) {
            if (n.getQuantity() != 2) {
                throw new IllegalArgumentException(where + " has " + n.getQuantity()
                        + " children: a link node needs two (its start and end, or children named \"start\" and \"end\")");
            }
            start = n.getChild(0);
            end = n.getChild(1);
        }
        Vector3f a = start.getWorldTranslation(), b = end.getWorldTranslation();
        OffMeshLink l;
        try {
            l = OffMeshLink.of(s.getName(), kind, a.x, a.y, a.z, b.x, b.y, b.z);
            Object oneWay = value(s, NavTags.LINK_ONE_WAY, Boolean.class, where);
            if (oneWay != null) {
                l = l.withBidirectional(!(Boolean) oneWay);
            }
            Object cost = value(s, NavTags.LINK_COST, Number.class, where);
            if (cost != null) {
                l = l.withCost(((Number) cost).floatValue());
            }
            Object width = value(s, NavTags.LINK_WIDTH, Number.class, where);
            if (width != null) {
                l = l.withWidth(((Number) width).floatValue());
            }
            Object flags = value(s, NavTags.LINK_FLAGS, Integer.class, where);
            if (flags != null) {
                l = l.withFlags((Integer) flags);
            }
            Object capacity = value(s, NavTags.LINK_CAPACITY, Integer.class, where);
            if (capacity != null) {
                l = l.withCapacity((Integer) capacity);
            }
        } catch (IllegalArgumentException e) {
            if (e.getMessage() != null && e.getMessage().startsWith(where)) {
                throw e;
            }
            throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
        }
        return l;
    }

    private static Object value(Spatial s, String key, Class<?> type, String where) {
        Object v = s.getUserData(key);
        if (v != null && !type.isInstance(v)) {
            throw new IllegalArgumentException(where + ": " + key + " must be a " + type.getSimpleName() + ", got " + v);
        }
        return v;
    }
}
