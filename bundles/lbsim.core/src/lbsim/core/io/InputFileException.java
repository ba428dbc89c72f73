package lbsim.core.io;

import java.nio.file.Path;

/**
 * A workload input file (rate file, process trace, empirical distribution) that cannot be read or is not
 * valid. {@link #getMessage()} is {@code FILE:LINE: what is wrong}, where FILE is the file's name without
 * its directory and LINE the 1-based physical line (header, blank and comment lines included); for a
 * problem with the whole file (missing, unreadable, empty) it is {@code FILE: what is wrong}.
 */
public final class InputFileException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final int line;
    private final String problem;

    /**
     * @param file    the file
     * @param line    1-based line number, or 0 when the problem concerns the whole file
     * @param problem what is wrong, without the file and line
     */
    public InputFileException(Path file, int line, String problem) {
        this(file, line, problem, null);
    }

    /** As {@link #InputFileException(Path, int, String)}, with the exception that caused it. */
    public InputFileException(Path file, int line, String problem, Throwable cause) {
        super(format(file, line, problem), cause);
        this.file = file;
        this.line = line;
        this.problem = problem;
    }

    private static String format(Path file, int line, String problem) {
        Path name = file.getFileName();
        String shown = name == null ? file.toString() : name.toString();
        return line > 0 ? shown + ":" + line + ": " + problem : shown + ": " + problem;
    }

    /** The file as it was given to the reader (with its directory). */
    public Path file() {
        return file;
    }

    /** The 1-based line number, or 0 when the problem concerns the whole file. */
    public int line() {
        return line;
    }

    /** What is wrong, without the file name and line number. */
    public String problem() {
        return problem;
    }
}
