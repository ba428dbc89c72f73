package lbsim.ui.spacetime;

import java.io.IOException;

import lbsim.trace.store.Intervals;
import lbsim.trace.store.Messages;
import lbsim.trace.store.TraceStore;

/**
 * Finds the next or previous state interval of a task and the next or previous message of a tag through the
 * store's range queries, asking first for a short range after (before) the current one and widening it four
 * times at each miss, so a step near the current thing reads little of a long run.
 */
final class Stepper {

    private final TraceStore store;
    /** The first range asked for, seconds. */
    private final double first;

    /** {@code firstRangeSeconds}: the length of the first range asked for (e.g. the visible span). */
    Stepper(TraceStore store, double firstRangeSeconds) {
        this.store = store;
        double end = store.endSeconds();
        this.first = Math.max(firstRangeSeconds, end > 0 ? end * 1e-6 : 1e-9);
    }

    /** The interval of {@code task} that starts first at or after {@code end}, other than [start, end]; or null. */
    MessageSelection.Bar nextState(int task, double start, double end) throws IOException {
        double runEnd = Math.max(store.endSeconds(), end);
        for (double d = first;; d *= 4) {
            double b = Math.min(runEnd, end + d);
            Intervals in = store.states(task, end, b);
            for (int k = 0; k < in.size(); k++) {
                if (in.start(k) >= end && !(in.start(k) == start && in.end(k) == end)) {
                    return new MessageSelection.Bar(task, in.state(k), in.start(k), in.end(k));
                }
            }
            if (b >= runEnd) {
                return null;
            }
        }
    }

    /** The interval of {@code task} that ends last at or before {@code start}, other than [start, end]; or null. */
    MessageSelection.Bar previousState(int task, double start, double end) throws IOException {
        for (double d = first;; d *= 4) {
            double a = Math.max(0, start - d);
            Intervals in = store.states(task, a, start);
            for (int k = in.size() - 1; k >= 0; k--) {
                if (in.end(k) <= start && !(in.start(k) == start && in.end(k) == end)) {
                    return new MessageSelection.Bar(task, in.state(k), in.start(k), in.end(k));
                }
            }
            if (a <= 0) {
                return null;
            }
        }
    }

    /** A message found: the query's answer and the index in it. */
    record Found(Messages messages, int index) {
    }

    /**
     * The message of tag {@code tag} with the smallest id above {@code id} (ids follow send starts, so its
     * send start is at or after {@code sendStart}); or null.
     */
    Found nextMessage(int tag, int id, double sendStart) throws IOException {
        double runEnd = Math.max(store.endSeconds(), sendStart);
        for (double d = first;; d *= 4) {
            double b = Math.min(runEnd, sendStart + d);
            Messages m = store.messages(TraceStore.ANY, tag, sendStart, b);
            int best = -1;
            for (int k = 0; k < m.size(); k++) {
                if (m.id(k) > id && (best < 0 || m.id(k) < m.id(best))) {
                    best = k;
                }
            }
            if (best >= 0) {
                return new Found(m, best);
            }
            if (b >= runEnd) {
                return null;
            }
        }
    }

    /**
     * The message of tag {@code tag} with the largest id below {@code id}; or null. A candidate counts only
     * when its send start lies inside the range asked for: a message still in transit from long before could
     * hide a later one sent before the range.
     */
    Found previousMessage(int tag, int id, double sendStart) throws IOException {
        for (double d = first;; d *= 4) {
            double a = Math.max(0, sendStart - d);
            Messages m = store.messages(TraceStore.ANY, tag, a, sendStart);
            int best = -1;
            for (int k = 0; k < m.size(); k++) {
                if (m.id(k) < id && (best < 0 || m.id(k) > m.id(best))) {
                    best = k;
                }
            }
            if (best >= 0 && (m.sendStart(best) >= a || a <= 0)) {
                return new Found(m, best);
            }
            if (a <= 0) {
                return null;
            }
        }
    }
}
