package org.jme3navmesh.cli;

import java.util.Locale;

/** Builds one JSON object on one line, keys in insertion order. Not thread-safe. */
final class Json {
    private final StringBuilder sb = new StringBuilder("{");

    Json put(String key, String value) {
        key(key);
        quote(value);
        return this;
    }

    Json put(String key, long value) {
        key(key);
        sb.append(value);
        return this;
    }

    /** A number; NaN and infinities are written as {@code null}. */
    Json put(String key, double value) {
        key(key);
        sb.append(number(value));
        return this;
    }

    /** An array of strings. */
    Json put(String key, java.util.List<String> values) {
        key(key);
        sb.append('[');
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            quote(values.get(i));
        }
        sb.append(']');
        return this;
    }

    /** Appends a raw, already valid JSON value. */
    Json putRaw(String key, String json) {
        key(key);
        sb.append(json);
        return this;
    }

    static String number(double v) {
        if (!Double.isFinite(v)) {
            return "null";
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v) + ".0";
        }
        return String.format(Locale.ROOT, "%.4f", v).replaceAll("0+$", "").replaceAll("\\.$", ".0");
    }

    private void key(String k) {
        if (sb.length() > 1) {
            sb.append(',');
        }
        quote(k);
        sb.append(':');
    }

    private void quote(String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }

    @Override
    public String toString() {
        return sb + "}";
    }
}
