package lbsim.trace.analysis;

import java.io.IOException;
import java.util.Optional;

import lbsim.trace.store.Messages;
import lbsim.trace.store.TraceStore;

/**
 * One blocked interval of a task (blocked in a receive, waiting for a message), the message that ended
 * it and its split into algorithmic and service blocking after Zabel (1996, section 6.3): "the time from
 * the start of a receive operation to the start of the complementary send operation" is algorithmic
 * blocking, the time from the start of that send on is service blocking (the sender's send overhead,
 * waiting for the network, the wire, the receiver's protocol processing).
 * <p>
 * In an lbsim trace a blocked interval [start, end] ends when the message reaches the receiver's
 * mailbox, and the receive overhead that follows is its own interval (state "receive"), so here
 * algorithmic = min(end - start, max(0, sendStart - start)) and service = (end - start) - algorithmic;
 * a message whose send began before the receive blocks causes service blocking only. A blocked
 * interval that no message ended (a receive with a time-out that expired, or a run that ended during
 * it) is all algorithmic: no send was under way. These are the rules of the simulator's own per-task
 * statistics ({@code lbsim.core.stats.TaskActivity}), applied to one interval.
 * <p>
 * <b>Which message ended the interval.</b> The message m with destination = the task and
 * delivered = end (a blocked receive wakes the instant a matching message reaches the mailbox) whose
 * received time equals the end of the task's interval that starts at {@code end} right after the blocked
 * one (the receive overhead paid for m). When the trace has no such receive interval (the run ended
 * during it), the message delivered at {@code end} that was never received. Of several candidates
 * (messages delivered at the same instant and received at the same instant, possible only with zero
 * overheads) the lowest id. No candidate: no message ended the interval ({@link #messageId()} = -1).
 *
 * @param task               task handle
 * @param startSeconds       start of the blocked interval
 * @param endSeconds         end of the blocked interval
 * @param messageId          id of the message that ended it, or -1
 * @param sendStartSeconds   when the sender started sending that message; NaN without one
 * @param algorithmicSeconds part of the interval before the matching send started
 * @param serviceSeconds     part of the interval after the matching send started
 */
public record Blocking(int task, double startSeconds, double endSeconds, int messageId, double sendStartSeconds,
        double algorithmicSeconds, double serviceSeconds) {

    /** Length of the blocked interval, seconds. */
    public double seconds() {
        return endSeconds - startSeconds;
    }

    /** Whether a message ended the interval. */
    public boolean endedByMessage() {
        return messageId >= 0;
    }

    /**
     * The blocked interval [start, end] of {@code task}, its ending message and its split.
     *
     * @throws IllegalArgumentException when the task has no blocked interval with exactly these bounds
     *                                  (or the trace has no state named "blocked")
     */
    public static Blocking of(TraceStore store, int task, double start, double end) throws IOException {
        Window.States st = Window.States.of(store);
        if (st.blocked() < 0) {
            throw new IllegalArgumentException("the trace has no state named 'blocked'");
        }
        Window w = Window.load(store, st, end, end);
        int i = w.find(task, st.blocked(), start, end);
        if (i < 0) {
            throw new IllegalArgumentException("task " + store.taskName(task) + " has no blocked interval [" + start + ", "
                    + end + "] s");
        }
        return of(w, i);
    }

    /**
     * The blocking that message {@code i} of {@code messages} caused: the blocked interval of its
     * destination that it ended, if any (a message that was already in the mailbox when the receive came
     * caused none).
     */
    public static Optional<Blocking> causedBy(TraceStore store, Messages messages, int i) throws IOException {
        double d = messages.delivered(i);
        if (Double.isNaN(d)) {
            return Optional.empty();
        }
        Window.States st = Window.States.of(store);
        if (st.blocked() < 0) {
            return Optional.empty();
        }
        int task = messages.destination(i);
        Window w = Window.load(store, st, d, d);
        for (int k = w.first(task); k < w.end(task); k++) {
            if (w.iv.state(k) == st.blocked() && w.iv.end(k) == d) {
                Blocking b = of(w, k);
                if (b.messageId() == messages.id(i)) {
                    return Optional.of(b);
                }
            }
        }
        return Optional.empty();
    }

    /** Blocked interval {@code i} of a window that holds its end. */
    static Blocking of(Window w, int i) {
        int task = w.iv.task(i);
        double s = w.iv.start(i);
        double e = w.iv.end(i);
        int k = w.endingMessage(i);
        if (k < 0) {
            return new Blocking(task, s, e, -1, Double.NaN, e - s, 0);
        }
        double sendStart = w.msgs.sendStart(k);
        double algorithmic = algorithmic(s, e, sendStart);
        return new Blocking(task, s, e, w.msgs.id(k), sendStart, algorithmic, (e - s) - algorithmic);
    }

    /** The algorithmic part of a blocked interval [s, e] ended by a message whose send started at sendStart. */
    static double algorithmic(double s, double e, double sendStart) {
        return Math.min(e - s, Math.max(0, sendStart - s));
    }
}
