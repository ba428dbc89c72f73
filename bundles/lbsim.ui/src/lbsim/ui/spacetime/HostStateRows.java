package lbsim.ui.spacetime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import lbsim.trace.store.HostStates;
import lbsim.trace.store.TraceStore;

/**
 * The Properties rows of a host's state at an instant, read from the trace's host states
 * ({@link TraceStore#hostStates}): category "Host state", rows State (on or off), Speed factor (the fraction of the
 * pstate's speed, as a percentage), Pstate, and Since (when that state began; "start of run" before the first
 * record). None for a trace without host states. {@link #energy} gives the host's energy from the run's
 * energy.csv beside the trace (category "Energy": joules in all, idle, busy and off).
 */
public final class HostStateRows {

    public static final String CATEGORY = "Host state";

    private HostStateRows() {
    }

    /** The rows of host {@code host} at time {@code t} seconds; empty when the trace has no host states. */
    public static List<MessageSelection.Row> at(TraceStore store, int host, double t) throws IOException {
        if (!store.hasHostStates() || host < 0 || host >= store.hostCount()) {
            return List.of();
        }
        HostStates s = store.hostStates(host, t, t);
        boolean on = true;
        double speed = 1;
        int pstate = 0;
        String since = "start of run";
        if (s.size() > 0 && s.time(0) <= t) {
            on = s.on(0);
            speed = s.speedFactor(0);
            pstate = s.pstate(0);
            since = TimeText.instant(s.time(0));
        }
        List<MessageSelection.Row> rows = new ArrayList<>();
        rows.add(new MessageSelection.Row(CATEGORY, "State", on ? "on" : "off"));
        rows.add(new MessageSelection.Row(CATEGORY, "Speed factor", percent(speed)));
        rows.add(new MessageSelection.Row(CATEGORY, "Pstate", Integer.toString(pstate)));
        rows.add(new MessageSelection.Row(CATEGORY, "Since", since));
        return rows;
    }

    /**
     * What a tooltip adds for host {@code host} at time {@code t}: "" when the trace has no host states or the host is
     * on at full speed in pstate 0, else "; host off", or "; host at 50 %" and ", pstate 1" as they apply.
     */
    public static String tooltip(TraceStore store, int host, double t) throws IOException {
        if (!store.hasHostStates() || host < 0 || host >= store.hostCount()) {
            return "";
        }
        HostStates s = store.hostStates(host, t, t);
        if (s.size() == 0 || s.time(0) > t) {
            return "";
        }
        if (!s.on(0)) {
            return "; host off";
        }
        String out = s.speedFactor(0) < 1 ? "; host at " + percent(s.speedFactor(0)) : "";
        if (s.pstate(0) != 0) {
            out += (out.isEmpty() ? "; host in " : ", ") + "pstate " + s.pstate(0);
        }
        return out;
    }

    public static final String ENERGY = "Energy";

    /**
     * The rows of host {@code host}'s energy from {@code energy.csv} in the folder of {@code traceFile} (a result
     * folder of a run with a metered host): Energy, Idle, Busy, Off in joules; empty when there is no such file
     * (or it cannot be read) or it does not name the host.
     */
    public static List<MessageSelection.Row> energy(java.nio.file.Path traceFile, String host) {
        if (traceFile == null || traceFile.getParent() == null) {
            return List.of();
        }
        java.nio.file.Path csv = traceFile.getParent().resolve("energy.csv");
        if (!java.nio.file.Files.isRegularFile(csv)) {
            return List.of();
        }
        try (java.io.BufferedReader r = java.nio.file.Files.newBufferedReader(csv)) {
            String header = r.readLine();
            if (header == null || !header.startsWith("host,joules,idle_joules,busy_joules,off_joules")) {
                return List.of();
            }
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String[] f = line.split(",");
                if (f.length >= 5 && f[0].equals(host)) {
                    List<MessageSelection.Row> rows = new ArrayList<>();
                    rows.add(new MessageSelection.Row(ENERGY, "Energy", joules(f[1])));
                    rows.add(new MessageSelection.Row(ENERGY, "Idle", joules(f[2])));
                    rows.add(new MessageSelection.Row(ENERGY, "Busy", joules(f[3])));
                    rows.add(new MessageSelection.Row(ENERGY, "Off", joules(f[4])));
                    return rows;
                }
            }
        } catch (IOException | RuntimeException e) {
            return List.of(); // a file lbsim did not write as it writes it: nothing to show
        }
        return List.of();
    }

    /** A number of joules as written in energy.csv, with its unit: "4300.0" gives "4,300 J". */
    static String joules(String value) {
        double j = Double.parseDouble(value.strip());
        return (j == Math.rint(j) && Math.abs(j) < 1e15 ? String.format(java.util.Locale.ROOT, "%,d", (long) j)
                : String.format(java.util.Locale.ROOT, "%,.3f", j)) + " J";
    }

    /** A fraction as a percentage: 0.5 gives "50 %", 0.125 "12.5 %". */
    static String percent(double fraction) {
        double p = fraction * 100;
        return (p == Math.rint(p) ? Long.toString((long) p) : String.format(java.util.Locale.ROOT, "%.4g", p)) + " %";
    }
}
