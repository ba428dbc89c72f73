package lbsim.run;

import java.nio.file.Path;
import java.util.List;

/**
 * Jars or class folders of a real program given by the caller, before the scenario's classPath.
 *
 * @param entries relative to the working directory; each must exist (rule classPathExists)
 * @param name    how messages call one entry's origin, e.g. "--classpath" on the command line
 * @param hint    how messages tell the user to give one, e.g. "--classpath on the command line"
 */
public record ExtraClassPath(List<Path> entries, String name, String hint) {

    /** No extra entries. */
    public static final ExtraClassPath NONE = new ExtraClassPath(List.of(), "extra class path", "an extra class path");

    public ExtraClassPath {
        entries = List.copyOf(entries);
    }
}
