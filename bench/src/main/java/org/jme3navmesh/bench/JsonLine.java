package org.jme3navmesh.bench;

import java.util.Locale;

/** A one-line JSON object built field by field, in insertion order (numbers, booleans, strings, null). */
public final class JsonLine {
    private final StringBuilder sb = new StringBuilder("{");

    /** Adds a string field; a null value is written as {@code null}. */
    public JsonLine put(String name, String value) {
        key(name);
        if (value == null) {
            sb.append("null");
        } else {
            sb.append('"').append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
        }
        return this;
    }

    /** Adds a whole-number field. */
    public JsonLine put(String name, long value) {
        key(name);
        sb.append(value);
        return this;
    }

    /** Adds a boolean field. */
    public JsonLine put(String name, boolean value) {
        key(name);
        sb.append(value);
        return this;
    }

    /** Adds a number with the given decimals; NaN or infinite values are written as {@code null}. */
    public JsonLine put(String name, double value, int decimals) {
        key(name);
        sb.append(Double.isFinite(value) ? String.format(Locale.ROOT, "%." + decimals + "f", value) : "null");
        return this;
    }

    /** Adds a field whose value is already JSON (an object or array). */
    public JsonLine raw(String name, String json) {
        key(name);
        sb.append(json);
        return this;
    }

    private void key(String name) {
        if (sb.length() > 1) {
            sb.append(',');
        }
        sb.append('"').append(name).append("\":");
    }

    /** The finished object. */
    @Override
    public String toString() {
        return sb + "}";
    }
}
