package lbsim.app.cli;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import lbsim.run.export.Exports;

/** Helpers to read option values. */
final class Args {

    private Args() {
    }

    /** The value after an option. */
    static String value(String[] args, int i, String option) throws UsageException {
        if (i >= args.length) {
            throw new UsageException(option + " needs a value");
        }
        return args[i];
    }

    /** A whole number >= 1. */
    static int positive(String v, String option) throws UsageException {
        try {
            int n = Integer.parseInt(v);
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(option + " takes a whole number >= 1, got '" + v + "'");
    }

    /** A finite number of seconds >= 0 (e.g. --deadline 3600). */
    static double seconds(String v, String option) throws UsageException {
        try {
            double d = Double.parseDouble(v);
            if (d >= 0 && Double.isFinite(d)) {
                return d;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(option + " takes a number of seconds >= 0, got '" + v + "'");
    }

    /** The entries of a --classpath value, in order; empty entries (as in "a::b") are refused. */
    static void classPath(List<Path> into, String value) throws UsageException {
        for (String entry : value.split(Pattern.quote(File.pathSeparator), -1)) {
            if (entry.isBlank()) {
                throw new UsageException("--classpath has an empty entry in '" + value + "'");
            }
            into.add(Path.of(entry));
        }
    }

    /** The names of --export, checked: an unknown name is bad usage (exit 2) before anything runs or is written. */
    static List<String> exportNames(String list) throws UsageException {
        try {
            return Exports.parse(list);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--export: " + e.getMessage());
        }
    }
}
