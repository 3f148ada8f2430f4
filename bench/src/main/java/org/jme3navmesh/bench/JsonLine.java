package org.jme3navmesh.bench;

import java.util.Locale;

/** A one-line JSON object built field by field, in insertion order (numbers, booleans, strings, null). */
public final class JsonLine {
    private final StringBuilder sb = new StringBuilder("{");

    /**
     * Adds a string field.
     *
     * @param name  the field name (plain ASCII, not escaped); not null
     * @param value the value, escaped for quotes and backslashes; null is written as {@code null}
     * @return this
     */
    public JsonLine put(String name, String value) {
        key(name);
        if (value == null) {
            sb.append("null");
        } else {
            sb.append('"').append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
        }
        return this;
    }

    /**
     * Adds a whole-number field.
     *
     * @param name  the field name; not null
     * @param value the value
     * @return this
     */
    public JsonLine put(String name, long value) {
        key(name);
        sb.append(value);
        return this;
    }

    /**
     * Adds a boolean field.
     *
     * @param name  the field name; not null
     * @param value the value
     * @return this
     */
    public JsonLine put(String name, boolean value) {
        key(name);
        sb.append(value);
        return this;
    }

    /**
     * Adds a number.
     *
     * @param name     the field name; not null
     * @param value    the value; NaN or infinite is written as {@code null}
     * @param decimals digits after the decimal point (&ge; 0; rounded half up)
     * @return this
     */
    public JsonLine put(String name, double value, int decimals) {
        key(name);
        sb.append(Double.isFinite(value) ? String.format(Locale.ROOT, "%." + decimals + "f", value) : "null");
        return this;
    }

    /**
     * Adds a field whose value is already JSON.
     *
     * @param name the field name; not null
     * @param json an object or array, written as is; not null
     * @return this
     */
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
