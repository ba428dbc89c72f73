package lbsim.ui.spacetime;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

import lbsim.trace.analysis.Blocking;
import lbsim.trace.store.Messages;
import lbsim.trace.store.TraceStore;

/**
 * The Properties rows of the blocking analysis ({@link Blocking}, after Zabel 1996, section 6.3) that the
 * space-time editor adds to a selection (issue 17 item 4):
 * <ul>
 * <li>a selected interval in state "blocked": category {@value #CATEGORY}, rows {@value #ALGORITHMIC} and
 * {@value #SERVICE} (seconds), and the message that ended it: {@value #ENDED_BY} (its id, or "none" when no
 * message ended it: a receive whose time-out expired, or the run ended), {@value #ENDED_BY_SOURCE} and
 * {@value #ENDED_BY_TAG};</li>
 * <li>a selected message: category {@value #CATEGORY}, row {@value #CAUSED}: the receiver's blocked interval it
 * ended and its length, e.g. "master blocked [5.5 s, 9.0 s]: 3.5 s", or "none" (the message was in the mailbox
 * before the receive came).</li>
 * </ul>
 * A trace the analysis cannot read gives one row {@value #FAILED} with the reason instead; the selection is
 * shown either way.
 */
public final class BlockingRows {

    public static final String CATEGORY = "Blocking (Zabel 6.3)";
    public static final String ALGORITHMIC = "Algorithmic blocking";
    public static final String SERVICE = "Service blocking";
    public static final String ENDED_BY = "Ended by message";
    public static final String ENDED_BY_SOURCE = "Ended by message from";
    public static final String ENDED_BY_TAG = "Ended by message with tag";
    public static final String CAUSED = "Blocking caused";
    public static final String FAILED = "Not available";
    /** The state name the analysis splits. */
    public static final String BLOCKED = "blocked";

    private BlockingRows() {
    }

    /** The Properties id of row {@code name} of this category (for tests and the Properties view). */
    public static String id(String name) {
        return new MessageSelection.Row(CATEGORY, name, "").id();
    }

    /**
     * {@code selected} with its blocking rows: a blocked {@link IntervalSelection} or a {@link MessageSelection}
     * gains them; anything else (and null) is returned as it is.
     */
    public static Object enrich(TraceStore store, Object selected) {
        try {
            if (selected instanceof IntervalSelection i && BLOCKED.equals(i.state())) {
                return i.withAnalysisRows(ofInterval(store, i));
            }
            if (selected instanceof MessageSelection m) {
                return m.withAnalysisRows(List.of(new MessageSelection.Row(CATEGORY, CAUSED, causedBy(store, m))));
            }
        } catch (IOException | RuntimeException e) {
            List<MessageSelection.Row> rows = List.of(new MessageSelection.Row(CATEGORY, FAILED,
                    "cannot analyse this part of the trace: " + e.getMessage()));
            if (selected instanceof IntervalSelection i) {
                return i.withAnalysisRows(rows);
            }
            if (selected instanceof MessageSelection m) {
                return m.withAnalysisRows(rows);
            }
        }
        return selected;
    }

    /** The rows of a blocked interval. */
    static List<MessageSelection.Row> ofInterval(TraceStore store, IntervalSelection i) throws IOException {
        Blocking b = Blocking.of(store, i.taskHandle(), i.start(), i.end());
        String id = "none";
        String source = "-";
        String tag = "-";
        if (b.endedByMessage()) {
            id = Integer.toString(b.messageId());
            Messages m = store.messages(i.taskHandle(), TraceStore.ANY, b.endSeconds(), b.endSeconds());
            for (int k = 0; k < m.size(); k++) {
                if (m.id(k) == b.messageId()) {
                    source = store.taskName(m.source(k));
                    tag = Integer.toString(m.tag(k));
                }
            }
        }
        return List.of(new MessageSelection.Row(CATEGORY, ALGORITHMIC, TimeText.duration(b.algorithmicSeconds())),
                new MessageSelection.Row(CATEGORY, SERVICE, TimeText.duration(b.serviceSeconds())),
                new MessageSelection.Row(CATEGORY, ENDED_BY, id), new MessageSelection.Row(CATEGORY, ENDED_BY_SOURCE, source),
                new MessageSelection.Row(CATEGORY, ENDED_BY_TAG, tag));
    }

    /** What a message's "Blocking caused" row says. */
    static String causedBy(TraceStore store, MessageSelection s) throws IOException {
        if (Double.isNaN(s.delivered())) {
            return "none (never delivered)";
        }
        Messages m = store.messages(s.destinationHandle(), TraceStore.ANY, s.delivered(), s.delivered());
        for (int k = 0; k < m.size(); k++) {
            if (m.id(k) == s.id()) {
                Optional<Blocking> b = Blocking.causedBy(store, m, k);
                if (b.isPresent()) {
                    Blocking x = b.get();
                    return store.taskName(x.task()) + " blocked [" + MessageSelection.seconds(x.startSeconds()) + ", "
                            + MessageSelection.seconds(x.endSeconds()) + "]: " + TimeText.duration(x.seconds());
                }
            }
        }
        return "none";
    }
}
