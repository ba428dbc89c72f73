package lbsim.run.launch;

import java.util.Locale;

/**
 * How much of a single run's trace goes into its result folder ({@link RunRequest#trace()}); every other
 * figure and file of the result is the same at every level.
 */
public enum TraceLevel {
    /**
     * trace.lbt with every state interval, message and load step and the summary level; traffic.csv and the
     * critical path in summary.json are read from it. The default.
     */
    FULL,
    /**
     * trace.lbt with the summary level only (per task and pixel the dominant state and the occupancy of every
     * state, messages per pixel pair): small whatever the run's length, but without events, so no exports, call
     * sites, traffic.csv or critical path.
     */
    SUMMARY,
    /** No trace.lbt, no traffic.csv and no critical path; the run keeps and writes no trace at all. */
    NONE;

    /** The name as the command line writes it: full, summary or none. */
    public String option() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The level of a command-line name (full, summary, none; case matters not).
     *
     * @throws IllegalArgumentException naming the value and the known ones
     */
    public static TraceLevel parse(String name) {
        for (TraceLevel l : values()) {
            if (l.option().equals(name.toLowerCase(Locale.ROOT))) {
                return l;
            }
        }
        throw new IllegalArgumentException("takes full, summary or none, got '" + name + "'");
    }
}
