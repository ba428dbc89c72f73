package lbsim.run.result;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

import lbsim.run.outcome.MasterSlaveSummary;

/**
 * The application's makespan of a result folder, beside its run end. A master-slave or work-stealing run's
 * makespan is when the master has the last result ({@link MasterSlaveSummary#makespanSeconds()}, written to
 * {@code masterslave.csv}); the run end ({@link lbsim.trace.analysis.RunEnd}) is the latest end of any task's
 * interval, later (the stop messages). This class reads the one from {@code masterslave.csv} (the value the
 * simulation computed, not recomputed) and says both under their names, for {@code lbsim analyze} and the
 * space-time editor.
 */
public final class AppMakespan {

    private AppMakespan() {
    }

    /**
     * The makespan in {@code folder}/masterslave.csv (its {@code makespan_s} column), seconds; empty when the folder
     * has no such file (not a master-slave run) or it cannot be read.
     */
    public static OptionalDouble of(Path folder) {
        if (folder == null) {
            return OptionalDouble.empty();
        }
        Path f = folder.resolve(MasterSlaveSummary.FILE);
        try {
            if (!Files.isRegularFile(f)) {
                return OptionalDouble.empty();
            }
            List<String> lines = Files.readAllLines(f);
            if (lines.size() < 2) {
                return OptionalDouble.empty();
            }
            int col = fields(lines.get(0)).indexOf("makespan_s");
            List<String> row = fields(lines.get(1));
            if (col < 0 || col >= row.size()) {
                return OptionalDouble.empty();
            }
            double v = Double.parseDouble(row.get(col));
            return Double.isFinite(v) ? OptionalDouble.of(v) : OptionalDouble.empty();
        } catch (IOException | RuntimeException e) {
            return OptionalDouble.empty(); // a courtesy beside the trace's figures: an unreadable file leaves it out
        }
    }

    /**
     * "makespan M s (the master's last result), run end E s" when the run has a makespan, else "run end E s";
     * six decimals, as {@code lbsim analyze} prints.
     */
    public static String text(OptionalDouble makespan, double runEndSeconds) {
        String end = String.format(Locale.ROOT, "run end %.6f s", runEndSeconds);
        return makespan.isPresent()
                ? String.format(Locale.ROOT, "makespan %.6f s (the master's last result), %s", makespan.getAsDouble(), end)
                : end;
    }

    /** The fields of a CSV line (RFC 4180 quoting). */
    static List<String> fields(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"') {
                    if (i + 1 < line.length() && line.charAt(i + 1) == '"') {
                        sb.append('"');
                        i++;
                    } else {
                        quoted = false;
                    }
                } else {
                    sb.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                out.add(sb.toString());
                sb.setLength(0);
            } else {
                sb.append(c);
            }
        }
        out.add(sb.toString());
        return out;
    }

    /**
     * "makespan A a s, B b s, B - A d s" (as {@link lbsim.trace.analysis.RunDiff#table}'s run end line) when both
     * runs have a makespan, else null.
     */
    public static String diffLine(OptionalDouble a, OptionalDouble b) {
        if (a.isEmpty() || b.isEmpty()) {
            return null;
        }
        return String.format(Locale.ROOT, "makespan A %s s, B %s s, B - A %s s", lbsim.trace.analysis.RunDiff.num(a.getAsDouble()),
                lbsim.trace.analysis.RunDiff.num(b.getAsDouble()), lbsim.trace.analysis.RunDiff.signed(b.getAsDouble() - a.getAsDouble()));
    }
}
