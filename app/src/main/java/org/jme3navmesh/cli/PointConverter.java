package org.jme3navmesh.cli;

import picocli.CommandLine;

/** Parses "x,y,z" into a {@link Point} of finite numbers (world space, metres). */
final class PointConverter implements CommandLine.ITypeConverter<PointConverter.Point> {
    /** A world-space point, metres. */
    record Point(float x, float y, float z) {
    }

    @Override
    public Point convert(String value) {
        String[] parts = value.split(",");
        if (parts.length != 3) {
            throw new CommandLine.TypeConversionException("expected x,y,z but got '" + value + "'");
        }
        float[] p = new float[3];
        for (int i = 0; i < 3; i++) {
            try {
                p[i] = Float.parseFloat(parts[i].trim());
            } catch (NumberFormatException e) {
                throw new CommandLine.TypeConversionException("'" + parts[i].trim() + "' in '" + value + "' is not a number");
            }
            if (!Float.isFinite(p[i])) {
                throw new CommandLine.TypeConversionException("coordinate " + parts[i].trim() + " in '" + value + "' is not finite");
            }
        }
        return new Point(p[0], p[1], p[2]);
    }
}
