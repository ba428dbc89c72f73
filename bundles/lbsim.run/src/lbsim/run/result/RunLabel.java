package lbsim.run.result;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import lbsim.run.outcome.MasterSlaveSummary;

/**
 * What a run is, in a few words, for labelling one of two runs compared: "scenario NAME, strategy SPEC, seed N".
 * The scenario and seed come from the trace's run properties; the strategy from {@code masterslave.csv} next to
 * the trace, when the run was a master-slave run. Parts that are unknown are left out.
 */
public final class RunLabel {

    private RunLabel() {
    }

    /**
     * @param traceFile    the run's trace file (its folder may hold masterslave.csv)
     * @param scenarioName the trace's scenario name; empty when unknown
     * @param seed         the trace's master seed; null when unknown
     * @return the label, or an empty string when nothing is known
     */
    public static String of(Path traceFile, String scenarioName, Long seed) {
        List<String> parts = new ArrayList<>();
        if (scenarioName != null && !scenarioName.isEmpty()) {
            parts.add("scenario " + scenarioName);
        }
        String strategy = strategy(traceFile.toAbsolutePath().getParent());
        if (strategy != null) {
            parts.add("strategy " + strategy);
        }
        if (seed != null) {
            parts.add("seed " + seed);
        }
        return String.join(", ", parts);
    }

    /** The strategy named in {@code folder}/masterslave.csv (its first field on the second line), or null. */
    static String strategy(Path folder) {
        if (folder == null) {
            return null;
        }
        Path f = folder.resolve(MasterSlaveSummary.FILE);
        try {
            if (!Files.isRegularFile(f)) {
                return null;
            }
            List<String> lines = Files.readAllLines(f);
            if (lines.size() < 2 || !lines.get(0).startsWith("strategy,")) {
                return null;
            }
            String s = firstField(lines.get(1));
            return s.isEmpty() ? null : s;
        } catch (IOException | RuntimeException e) {
            return null; // a label is a courtesy: an unreadable file just leaves the strategy out
        }
    }

    /** The first CSV field of a line (RFC 4180 quoting: "a ""b"", c" is a "b", c). */
    static String firstField(String line) {
        if (!line.startsWith("\"")) {
            int comma = line.indexOf(',');
            return comma < 0 ? line : line.substring(0, comma);
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                if (i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    sb.append('"');
                    i++;
                } else {
                    break;
                }
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
