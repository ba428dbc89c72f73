package lbsim.ui.spacetime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import lbsim.trace.store.Intervals;
import lbsim.trace.store.Messages;
import lbsim.trace.store.TraceStore;

/**
 * Search in a space-time diagram's trace (issue 27, "find next/previous interval or message by task, state, tag,
 * bytes, duration above a value"): the next or previous state interval, or message, that matches a {@link Criteria},
 * from a {@link Position}. Intervals are ordered by start, then task, then end; messages by send start, then id. Like
 * {@link Stepper} it asks the store for a short range first and widens it four times at each miss, so a match near
 * the position reads little of a long run.
 */
public final class TraceSearch {

    /**
     * What to find. {@code task}, {@code state} and {@code tag} may be {@link TraceStore#ANY}.
     *
     * @param messages   true: messages; false: state intervals
     * @param task       an interval's task, or a message's source or destination
     * @param state      an interval's state (ignored for messages)
     * @param tag        a message's tag (ignored for intervals)
     * @param minBytes   a message's least length, bytes (ignored for intervals)
     * @param minSeconds the least duration: an interval's end - start, a message's last stage - send start
     */
    public record Criteria(boolean messages, int task, int state, int tag, long minBytes, double minSeconds) {

        /** Any state interval. */
        public static final Criteria ANY_INTERVAL = new Criteria(false, TraceStore.ANY, TraceStore.ANY, TraceStore.ANY,
                0, 0);

        /** A short description, for the status line: "state compute of s1, at least 2 s". */
        public String describe(TraceStore store) {
            List<String> parts = new ArrayList<>();
            String what = messages ? "message" : "interval";
            if (!messages && state != TraceStore.ANY) {
                what = "state " + store.stateNames().get(state);
            }
            if (messages && tag != TraceStore.ANY) {
                what += " of tag " + tag;
            }
            if (task != TraceStore.ANY) {
                what += (messages ? " to or from " : " of ") + store.taskName(task);
            }
            parts.add(what);
            if (messages && minBytes > 0) {
                parts.add("at least " + minBytes + " bytes");
            }
            if (minSeconds > 0) {
                parts.add("lasting at least " + TimeText.duration(minSeconds));
            }
            return String.join(", ", parts);
        }
    }

    /**
     * Where a search starts: an interval's (start, task, end) or a message's (send start, id, send start). A search
     * forward finds the first match after it; backward the last match before it.
     */
    public record Position(double time, int key, double end) {

        /** Before everything at {@code t}. */
        public static Position before(double t) {
            return new Position(t, Integer.MIN_VALUE, Double.NEGATIVE_INFINITY);
        }

        /** After everything at {@code t}. */
        public static Position after(double t) {
            return new Position(t, Integer.MAX_VALUE, Double.POSITIVE_INFINITY);
        }

        int compareTo(double t, int k, double e) {
            int c = Double.compare(time, t);
            if (c == 0) {
                c = Integer.compare(key, k);
            }
            return c != 0 ? c : Double.compare(end, e);
        }
    }

    /** A match: an interval ({@code bar}) or a message (index {@code index} of {@code messages}). */
    public record Match(MessageSelection.Bar bar, Messages messages, int index) {

        /** Where this match is, for the next search from it. */
        public Position position() {
            return bar != null ? new Position(bar.start(), bar.task(), bar.end())
                    : new Position(messages.sendStart(index), messages.id(index), messages.sendStart(index));
        }
    }

    private final TraceStore store;
    private final double first;

    /** {@code firstRangeSeconds}: the length of the first range asked for (e.g. the visible span). */
    public TraceSearch(TraceStore store, double firstRangeSeconds) {
        this.store = store;
        double end = store.endSeconds();
        this.first = Math.max(firstRangeSeconds, end > 0 ? end * 1e-6 : 1e-9);
    }

    /** The first match after {@code from} (forward) or the last before it; null when there is none. */
    public Match find(Criteria c, Position from, boolean forward) throws IOException {
        double runEnd = Math.max(store.endSeconds(), from.time());
        for (double d = first;; d *= 4) {
            double a = forward ? Math.max(0, from.time()) : Math.max(0, from.time() - d);
            double b = forward ? Math.min(runEnd, from.time() + d) : Math.min(runEnd, from.time());
            Match m = c.messages() ? message(c, from, forward, a, b) : interval(c, from, forward, a, b);
            if (m != null) {
                return m;
            }
            if (forward ? b >= runEnd : a <= 0) {
                return null;
            }
        }
    }

    /** The best interval starting in [a, b] past {@code from} (all of those meet [a, b], so the range is complete). */
    private Match interval(Criteria c, Position from, boolean forward, double a, double b) throws IOException {
        Intervals in = store.states(c.task(), a, b);
        int best = -1;
        for (int k = 0; k < in.size(); k++) {
            double s = in.start(k);
            double e = in.end(k);
            if (s < a || s > b || (c.state() != TraceStore.ANY && in.state(k) != c.state()) || e - s < c.minSeconds()) {
                continue;
            }
            int vs = from.compareTo(s, in.task(k), e);
            if (forward ? vs >= 0 : vs <= 0) {
                continue;
            }
            if (best < 0 || better(forward, s, in.task(k), e, in.start(best), in.task(best), in.end(best))) {
                best = k;
            }
        }
        return best < 0 ? null : new Match(new MessageSelection.Bar(in.task(best), in.state(best), in.start(best),
                in.end(best)), null, -1);
    }

    private Match message(Criteria c, Position from, boolean forward, double a, double b) throws IOException {
        Messages m = store.messages(c.task(), c.tag(), a, b);
        int best = -1;
        for (int k = 0; k < m.size(); k++) {
            double s = m.sendStart(k);
            if (s < a || s > b || m.bytes(k) < c.minBytes() || last(m, k) - s < c.minSeconds()) {
                continue;
            }
            int vs = from.compareTo(s, m.id(k), s);
            if (forward ? vs >= 0 : vs <= 0) {
                continue;
            }
            if (best < 0 || better(forward, s, m.id(k), s, m.sendStart(best), m.id(best), m.sendStart(best))) {
                best = k;
            }
        }
        return best < 0 ? null : new Match(null, m, best);
    }

    /** Whether (s, k, e) comes before (forward) or after (backward) (bs, bk, be). */
    private static boolean better(boolean forward, double s, int k, double e, double bs, int bk, double be) {
        int c = new Position(s, k, e).compareTo(bs, bk, be);
        return forward ? c < 0 : c > 0;
    }

    /** A message's last stage: received, else delivered, else its send start. */
    static double last(Messages m, int k) {
        double t = Double.isNaN(m.received(k)) ? m.delivered(k) : m.received(k);
        return Double.isNaN(t) ? m.sendStart(k) : Math.max(m.sendStart(k), t);
    }

    /**
     * A duration typed by a user: a number of seconds, or a number and a unit (s, ms, us, ns): "2", "1.5 ms",
     * "300us". Empty: 0. NaN when it is none of these or negative.
     */
    public static double parseDuration(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.isEmpty()) {
            return 0;
        }
        double scale = 1;
        for (String[] u : new String[][] { { "ns", "1e-9" }, { "us", "1e-6" }, { "ms", "1e-3" }, { "s", "1" } }) {
            if (t.endsWith(u[0])) {
                t = t.substring(0, t.length() - u[0].length()).strip();
                scale = Double.parseDouble(u[1]);
                break;
            }
        }
        try {
            double v = Double.parseDouble(t) * scale;
            return Double.isFinite(v) && v >= 0 ? v : Double.NaN;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
