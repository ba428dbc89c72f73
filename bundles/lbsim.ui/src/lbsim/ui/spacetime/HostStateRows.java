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
 * record). None for a trace without host states.
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

    /** A fraction as a percentage: 0.5 gives "50 %", 0.125 "12.5 %". */
    static String percent(double fraction) {
        double p = fraction * 100;
        return (p == Math.rint(p) ? Long.toString((long) p) : String.format(java.util.Locale.ROOT, "%.4g", p)) + " %";
    }
}
