package lbsim.ui.spacetime;

import java.io.IOException;
import java.util.function.BooleanSupplier;
import java.util.function.IntPredicate;

import lbsim.trace.store.Intervals;
import lbsim.trace.store.Messages;
import lbsim.trace.store.TraceStore;

/**
 * The density strip of the space-time diagram (issue 27; drawn by {@link SpaceTimeFigure} above the legend when
 * {@link SpaceTimeFigure#setDensityShown shown}): per pixel column of the visible window, how many state intervals
 * start there (grey bars) and how many messages are sent there (a blue line), counting only the tasks, states and
 * message tags the filter shows (every task the filter shows, also one scrolled out of view or under a collapsed
 * host; a message by its source). Both share one scale, written at the strip's left ("max N / px").
 * <p>
 * The counts are exact: they are read from the store's events, a piece of the window at a time (pieces of about
 * {@link #PIECE_RECORDS} records, aligned to pixel columns), so memory stays bounded whatever the trace's size; a
 * window with more than {@link SpaceTimeFigure#SYNC_BUDGET} records is counted on a background thread, the strip
 * saying how far it got, and a change of window abandons it. A trace without events (Trace: Summaries only) has no
 * strip counts: the strip says so.
 */
public final class DensityStrip {

    /** Records read per query of the store: a piece of the window holds about this many. */
    public static final long PIECE_RECORDS = 200_000;
    /** The default height of the strip, pixels (the preference {@link SpaceTimePreferences#DENSITY_HEIGHT}). */
    public static final int HEIGHT = 48;
    /** Colour of the bars of intervals starting (RGB). */
    public static final int INTERVAL_RGB = 0x8D8D8D;
    /** Colour of the line of messages sent (RGB). */
    public static final int MESSAGE_RGB = 0x1565C0;

    private DensityStrip() {
    }

    /** The counts of one window: per pixel column, intervals starting and messages sent. */
    public record Counts(TimeWindow window, int[] intervals, int[] messages) {
        /** The largest count of either kind in one column (the strip's scale), at least 1. */
        public int max() {
            int m = 1;
            for (int p = 0; p < intervals.length; p++) {
                m = Math.max(m, Math.max(intervals[p], messages[p]));
            }
            return m;
        }

        public long intervalTotal() {
            long n = 0;
            for (int c : intervals) {
                n += c;
            }
            return n;
        }

        public long messageTotal() {
            long n = 0;
            for (int c : messages) {
                n += c;
            }
            return n;
        }
    }

    /** The records of the store expected in window {@code w} (the run's average density times its span). */
    static double expectedRecords(TraceStore store, TimeWindow w) {
        double end = w.end() > 0 ? w.end() : 1;
        return (double) (store.intervalCount() + store.messageCount()) * w.span() / end;
    }

    /**
     * Counts, per pixel column of window {@code w}, the intervals of shown tasks and states that start in it and the
     * messages from shown tasks with shown tags sent in it. A time t falls in column floor(x(t)), the window's end in
     * the last column. The window is read in pieces of about {@code pieceRecords} records (at least one column
     * each); {@code cancelled} is asked between pieces (null: never) and a cancelled count returns null.
     * {@code progress} (or null) hears the fraction of columns done after each piece.
     */
    public static Counts count(TraceStore store, TimeWindow w, IntPredicate shownTask, IntPredicate shownState,
            IntPredicate shownTag, long pieceRecords, BooleanSupplier cancelled,
            java.util.function.DoubleConsumer progress) throws IOException {
        int width = w.width();
        int[] intervals = new int[width];
        int[] messages = new int[width];
        long pieces = Math.max(1, Math.min(width, (long) Math.ceil(expectedRecords(store, w) / Math.max(1, pieceRecords))));
        for (long k = 0; k < pieces; k++) {
            if (cancelled != null && cancelled.getAsBoolean()) {
                return null;
            }
            int p0 = (int) (k * width / pieces);
            int p1 = (int) ((k + 1) * width / pieces);
            double a = p0 == 0 ? w.t0() : w.time(p0);
            double b = p1 == width ? w.t1() : w.time(p1);
            boolean last = p1 == width;
            Intervals in = store.states(TraceStore.ANY, a, b);
            for (int i = 0; i < in.size(); i++) {
                double s = in.start(i);
                if (s >= a && (s < b || last && s <= b) && shownTask.test(in.task(i)) && shownState.test(in.state(i))) {
                    intervals[column(w, s)]++;
                }
            }
            Messages m = store.messages(TraceStore.ANY, TraceStore.ANY, a, b);
            for (int i = 0; i < m.size(); i++) {
                double s = m.sendStart(i);
                if (s >= a && (s < b || last && s <= b) && shownTask.test(m.source(i)) && shownTag.test(m.tag(i))) {
                    messages[column(w, s)]++;
                }
            }
            if (progress != null) {
                progress.accept((double) p1 / width);
            }
        }
        return new Counts(w, intervals, messages);
    }

    /** The pixel column of time t in window w (floor of its x, clamped to the window's columns). */
    static int column(TimeWindow w, double t) {
        return Math.max(0, Math.min(w.width() - 1, (int) Math.floor(w.x(t))));
    }
}
