package lbsim.trace.store;

/**
 * Where in a real program's source a Pvm call was (see {@link TraceStore#callSite}).
 *
 * @param className  binary name of the class, e.g. {@code examples.ring.TokenRing} or {@code a.B$Inner}
 * @param methodName the method's name ({@code lambda$run$0} for a lambda's body)
 * @param fileName   the source file's name as the class file gives it (e.g. {@code TokenRing.java}); empty when
 *                   the class file has none
 * @param line       the line number (1 for the first line); -1 when the class file has no line numbers
 */
public record CallSite(String className, String methodName, String fileName, int line) {

    /** The name of the top-level class: the class name up to its first {@code $} (a nested class's own file is its outer class's). */
    public String topLevelClassName() {
        int simple = className.lastIndexOf('.') + 1;
        int dollar = className.indexOf('$', simple);
        return dollar < 0 ? className : className.substring(0, dollar);
    }

    /**
     * The source file's path relative to a source folder, e.g. {@code examples/ring/TokenRing.java}: the
     * package as folders and the file name (the top-level class's name and {@code .java} when the file name is
     * unknown).
     */
    public String sourcePath() {
        String top = topLevelClassName();
        int dot = top.lastIndexOf('.');
        String folder = dot < 0 ? "" : top.substring(0, dot).replace('.', '/') + "/";
        return folder + (fileName.isEmpty() ? top.substring(dot + 1) + ".java" : fileName);
    }

    /** E.g. {@code examples.ring.TokenRing.run(TokenRing.java:42)}, as a stack trace shows a frame. */
    @Override
    public String toString() {
        return className + "." + methodName + "(" + (fileName.isEmpty() ? "Unknown Source" : fileName)
                + (line >= 0 ? ":" + line : "") + ")";
    }
}
