package org.eclipse.jface.util;

/**
 * The assertion helper that JFace removed and GEF 3.2 (the only GEF on Maven Central) still calls
 * (ToolEntry, ZoomManager, GraphicalViewerImpl, ActionRegistry, ...). Written for lbsim from the
 * calls GEF makes; this fragment of org.eclipse.jface puts it back into the package GEF loads it from.
 */
public final class Assert {

    private Assert() {
    }

    /** Returns true; throws IllegalArgumentException when {@code expression} is false. */
    public static boolean isLegal(boolean expression) {
        return isLegal(expression, "");
    }

    /** Returns true; throws IllegalArgumentException with {@code message} when {@code expression} is false. */
    public static boolean isLegal(boolean expression, String message) {
        if (!expression) {
            throw new IllegalArgumentException(message);
        }
        return true;
    }

    /** Throws IllegalArgumentException when {@code object} is null. */
    public static void isNotNull(Object object) {
        isNotNull(object, "");
    }

    /** Throws IllegalArgumentException naming {@code message} when {@code object} is null. */
    public static void isNotNull(Object object, String message) {
        if (object == null) {
            throw new IllegalArgumentException("null argument: " + message);
        }
    }

    /** Returns true; throws IllegalArgumentException when {@code expression} is false. */
    public static boolean isTrue(boolean expression) {
        return isTrue(expression, "");
    }

    /** Returns true; throws IllegalArgumentException with {@code message} when {@code expression} is false. */
    public static boolean isTrue(boolean expression, String message) {
        if (!expression) {
            throw new IllegalArgumentException("assertion failed: " + message);
        }
        return true;
    }
}
