package lbsim.trace.analysis;

import java.io.IOException;

import lbsim.trace.file.IndexSort;
import lbsim.trace.store.Intervals;
import lbsim.trace.store.Messages;
import lbsim.trace.store.TraceStore;

/**
 * The state intervals and messages of a trace that meet one time window [lo, hi], indexed for the
 * look-ups the analyses make: a task's intervals by start, and the messages to a task by delivery time.
 * Memory: the records that meet the window (an interval or message that spans it is held whole).
 */
final class Window {

    final TraceStore store;
    final double lo;
    final double hi;
    final Intervals iv;
    final Messages msgs;
    /** Task t's intervals are iv[first[t]] .. iv[first[t + 1] - 1], by start (the store's order). */
    private final int[] first;
    /** Indices into msgs, by destination, then delivery time, then id; undelivered messages left out. */
    private final int[] byDestination;
    private final int delivered;
    final States states;

    private Window(TraceStore store, States states, double lo, double hi) throws IOException {
        this.store = store;
        this.states = states;
        this.lo = lo;
        this.hi = hi;
        iv = store.states(TraceStore.ANY, lo, hi);
        msgs = store.messages(TraceStore.ANY, TraceStore.ANY, lo, hi);
        int tasks = store.taskCount();
        first = new int[tasks + 1];
        for (int i = 0; i < iv.size(); i++) {
            first[iv.task(i) + 1]++;
        }
        for (int t = 0; t < tasks; t++) {
            first[t + 1] += first[t];
        }
        // delivered messages by destination (a counting sort), then delivery time and id (each destination's
        // run is mostly in order already)
        int[] count = new int[tasks + 1];
        int n = 0;
        for (int i = 0; i < msgs.size(); i++) {
            if (!Double.isNaN(msgs.delivered(i))) {
                count[msgs.destination(i) + 1]++;
                n++;
            }
        }
        for (int t = 0; t < tasks; t++) {
            count[t + 1] += count[t];
        }
        delivered = n;
        byDestination = new int[n];
        int[] next = count.clone();
        for (int i = 0; i < msgs.size(); i++) {
            if (!Double.isNaN(msgs.delivered(i))) {
                byDestination[next[msgs.destination(i)]++] = i;
            }
        }
        IndexSort.IndexOrder byDelivery = (a, b) -> {
            int c = Double.compare(msgs.delivered(a), msgs.delivered(b));
            return c != 0 ? c : Integer.compare(msgs.id(a), msgs.id(b));
        };
        for (int t = 0; t < tasks; t++) {
            IndexSort.sort(byDestination, count[t], count[t + 1], byDelivery);
        }
    }

    static Window load(TraceStore store, States states, double lo, double hi) throws IOException {
        return new Window(store, states, lo, hi);
    }

    /** Index of task's first interval in {@link #iv}. */
    int first(int task) {
        return first[task];
    }

    /** One past the index of task's last interval in {@link #iv}. */
    int end(int task) {
        return first[task + 1];
    }

    /** The interval of {@code task} in state {@code state} with exactly these bounds, or -1. */
    int find(int task, int state, double start, double end) {
        for (int i = first[task]; i < first[task + 1]; i++) {
            if (iv.state(i) == state && iv.start(i) == start && iv.end(i) == end) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The last interval of {@code task} of positive length that starts before {@code t}, or -1 when the
     * window holds none (the task's intervals are in start order and never overlap).
     */
    int lastPositiveBefore(int task, double t) {
        int a = first[task];
        int b = first[task + 1]; // search [a, b) for the first start >= t
        while (a < b) {
            int m = (a + b) >>> 1;
            if (iv.start(m) < t) {
                a = m + 1;
            } else {
                b = m;
            }
        }
        for (int i = a - 1; i >= first[task]; i--) {
            if (iv.end(i) > iv.start(i)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The message that ended blocked interval {@code i} of {@link #iv} (see {@link Blocking} for the
     * rule), as an index into {@link #msgs}, or -1 when no message ended it.
     */
    int endingMessage(int i) {
        int task = iv.task(i);
        double e = iv.end(i);
        // the receive interval right after the blocked one, when the trace has it
        double receivedAt = Double.NaN;
        int next = i + 1;
        if (next < first[task + 1] && iv.start(next) == e && (states.receive < 0 || iv.state(next) == states.receive)) {
            receivedAt = iv.end(next);
        }
        // messages to task delivered at e: a run of byDestination
        int a = 0;
        int b = delivered;
        while (a < b) {
            int m = (a + b) >>> 1;
            int k = byDestination[m];
            int c = Integer.compare(msgs.destination(k), task);
            if (c == 0) {
                c = Double.compare(msgs.delivered(k), e);
            }
            if (c < 0) {
                a = m + 1;
            } else {
                b = m;
            }
        }
        for (int j = a; j < delivered; j++) {
            int k = byDestination[j];
            if (msgs.destination(k) != task || msgs.delivered(k) != e) {
                break;
            }
            double r = msgs.received(k);
            if (Double.isNaN(receivedAt) ? Double.isNaN(r) : r == receivedAt) {
                return k; // the lowest id among equals, by the sort
            }
        }
        return -1;
    }

    /** Handles of the states the analyses tell apart, looked up by name (-1 when a trace lacks one). */
    record States(int compute, int send, int receive, int blocked, int spawn) {

        static States of(TraceStore store) {
            java.util.List<String> n = store.stateNames();
            return new States(n.indexOf("compute"), n.indexOf("send"), n.indexOf("receive"), n.indexOf("blocked"),
                    n.indexOf("spawn"));
        }

        /** Send, receive and spawn: the overheads of message passing. */
        boolean overhead(int state) {
            return state >= 0 && (state == send || state == receive || state == spawn);
        }
    }

    /**
     * The width of the windows that cut a trace into pieces of about {@code budget} records (intervals
     * plus messages), assuming they are spread evenly over [0, span]; infinite when the whole trace fits.
     */
    static double width(TraceStore store, double span, long budget) {
        long records = store.intervalCount() + store.messageCount();
        if (records <= budget || !(span > 0)) {
            return Double.POSITIVE_INFINITY;
        }
        return span * ((double) budget / records);
    }
}
