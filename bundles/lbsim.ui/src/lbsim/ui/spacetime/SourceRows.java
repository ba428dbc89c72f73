package lbsim.ui.spacetime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import lbsim.trace.store.CallSite;
import lbsim.trace.store.TraceStore;

/**
 * The Properties rows that name the source line behind a selection, for a real program run with its call sites
 * recorded ({@code --call-sites}; docs/user/space-time-editor.md, "Go to source"): category {@value #CATEGORY}; a selected interval gets
 * {@value #CALLED_AT} (the Pvm call that made it), a selected message {@value #SENT_AT} and {@value #RECEIVED_AT}.
 * Each is shown as a stack-trace line, {@code class.method(File.java:line)}, or "none" when that record has no site.
 * A trace without call sites gets no rows. The rows come after the selection's other analysis rows.
 */
public final class SourceRows {

    public static final String CATEGORY = "Source";
    public static final String CALLED_AT = "Called at";
    public static final String SENT_AT = "Sent at";
    public static final String RECEIVED_AT = "Received at";

    private SourceRows() {
    }

    /** The Properties id of row {@code name} of this category (for tests and the Properties view). */
    public static String id(String name) {
        return new MessageSelection.Row(CATEGORY, name, "").id();
    }

    /** {@code selected} with its source rows added; anything else, or a trace without sites, as it is. */
    public static Object enrich(TraceStore store, Object selected) {
        if (!store.hasCallSites()) {
            return selected;
        }
        try {
            if (selected instanceof IntervalSelection i) {
                List<MessageSelection.Row> rows = others(i.analysisRows());
                rows.add(new MessageSelection.Row(CATEGORY, CALLED_AT, line(store, store.optIntervalSite(i.taskHandle(),
                        i.start()))));
                return i.withAnalysisRows(rows);
            }
            if (selected instanceof MessageSelection m) {
                List<MessageSelection.Row> rows = others(m.analysisRows());
                rows.add(new MessageSelection.Row(CATEGORY, SENT_AT, line(store, store.optSendSite(m.id()))));
                rows.add(new MessageSelection.Row(CATEGORY, RECEIVED_AT, line(store, store.optReceiveSite(m.id()))));
                return m.withAnalysisRows(rows);
            }
        } catch (IOException | RuntimeException e) {
            // a damaged site block: the selection without its source rows; Go to Source names the problem
        }
        return selected;
    }

    /** The rows of other categories (a selection enriched again keeps one set of source rows). */
    private static List<MessageSelection.Row> others(List<MessageSelection.Row> rows) {
        List<MessageSelection.Row> out = new ArrayList<>();
        for (MessageSelection.Row r : rows) {
            if (!CATEGORY.equals(r.category())) {
                out.add(r);
            }
        }
        return out;
    }

    /** Site {@code site} as a stack-trace line, or "none". */
    static String line(TraceStore store, int site) {
        if (site == TraceStore.NO_SITE) {
            return "none";
        }
        CallSite c = store.callSite(site);
        return c.className() + "." + c.methodName() + "(" + c.fileName() + ":" + c.line() + ")";
    }
}
