package lbsim.ui.spacetime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertyDescriptor;

import lbsim.trace.store.Intervals;
import lbsim.trace.store.Messages;
import lbsim.trace.store.TraceStore;

/**
 * A selected message of the space-time diagram, shown read-only in the Properties view: source, destination,
 * tag, bytes, the four times (send start, injected, delivered, received; "-" for a stage never reached), its
 * travel time on the network (delivered - injected) and end to end (received - send start). Also names the
 * bars the selection highlights: the sender's interval around the send start and the receiver's interval
 * that ended at the receipt (null when the trace has none).
 * <p>
 * {@link #analysisRows()} holds further rows an analysis adds (e.g. the blocking the message caused); they
 * follow the message's own rows under their own categories. See {@link #withAnalysisRows}.
 */
public record MessageSelection(int id, int tag, long bytes, int sourceHandle, String source, int destinationHandle,
        String destination, double sendStart, double injected, double delivered, double received, Bar sendBar,
        Bar receiveBar, List<Row> analysisRows) implements IAdaptable, IPropertySource, GoToSource.Target {

    /** A state interval of a task, [start, end] seconds. */
    public record Bar(int task, int state, double start, double end) {
    }

    /** A further Properties row: its category, name and shown value. Its id is "analysis:" + category + "/" + name. */
    public record Row(String category, String name, String value) {
        public String id() {
            return "analysis:" + category + "/" + name;
        }
    }

    public static final String ID = "id";
    public static final String SOURCE = "source";
    public static final String DESTINATION = "destination";
    public static final String TAG = "tag";
    public static final String BYTES = "bytes";
    public static final String SEND_START = "sendStart";
    public static final String INJECTED = "injected";
    public static final String DELIVERED = "delivered";
    public static final String RECEIVED = "received";
    public static final String TRAVEL = "travel";
    public static final String END_TO_END = "endToEnd";

    public MessageSelection {
        analysisRows = List.copyOf(analysisRows);
    }

    /** Message i of {@code m}, with its highlighted bars looked up in {@code store}. */
    public static MessageSelection of(TraceStore store, Messages m, int i) throws IOException {
        int src = m.source(i);
        int dst = m.destination(i);
        double received = m.received(i);
        double end = !Double.isNaN(received) ? received : m.delivered(i);
        return new MessageSelection(m.id(i), m.tag(i), m.bytes(i), src, store.taskName(src), dst, store.taskName(dst),
                m.sendStart(i), m.injected(i), m.delivered(i), received, around(store, src, m.sendStart(i)),
                Double.isNaN(end) ? null : endingAt(store, dst, end), List.of());
    }

    /** The task's interval with start <= t < end (or, failing that, one with end == t), or null. */
    static Bar around(TraceStore store, int task, double t) throws IOException {
        Intervals in = store.states(task, t, t);
        Bar fallback = null;
        for (int k = 0; k < in.size(); k++) {
            Bar b = new Bar(task, in.state(k), in.start(k), in.end(k));
            if (in.start(k) <= t && t < in.end(k)) {
                return b;
            }
            fallback = fallback == null ? b : fallback;
        }
        return fallback;
    }

    /** The task's interval that ends at t (or, failing that, the one around t), or null. */
    static Bar endingAt(TraceStore store, int task, double t) throws IOException {
        Intervals in = store.states(task, t, t);
        for (int k = 0; k < in.size(); k++) {
            if (in.end(k) == t) {
                return new Bar(task, in.state(k), in.start(k), in.end(k));
            }
        }
        return around(store, task, t);
    }

    /** This selection with {@code rows} after its own (replacing earlier analysis rows). */
    public MessageSelection withAnalysisRows(List<Row> rows) {
        return new MessageSelection(id, tag, bytes, sourceHandle, source, destinationHandle, destination, sendStart,
                injected, delivered, received, sendBar, receiveBar, rows);
    }

    /** Go to Source: the site of this message's send ({@link TraceStore#optSendSite}). */
    @Override
    public int callSite(TraceStore store) throws IOException {
        return store.optSendSite(id);
    }

    @Override
    public String describe() {
        return "the send of message " + id + " (" + source + " -> " + destination + ", tag " + tag + ")";
    }

    /** Seconds on the network: delivered - injected (NaN when a stage was never reached). */
    public double travelTime() {
        return delivered - injected;
    }

    /** Seconds from the send start to the receipt (NaN when never received). */
    public double endToEnd() {
        return received - sendStart;
    }

    /** An instant as shown ({@link TimeText#instant}): "-" for NaN, "0.000883333 s". */
    static String seconds(double s) {
        return TimeText.instant(s);
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return adapter.isInstance(this) ? adapter.cast(this) : null;
    }

    @Override
    public Object getEditableValue() {
        return this;
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        String[][] d = { { ID, "Id" }, { SOURCE, "Source" }, { DESTINATION, "Destination" }, { TAG, "Tag" },
                { BYTES, "Bytes" }, { SEND_START, "Send start" }, { INJECTED, "Injected" }, { DELIVERED, "Delivered" },
                { RECEIVED, "Received" }, { TRAVEL, "Travel time (delivered - injected)" },
                { END_TO_END, "End to end (received - send start)" } };
        List<IPropertyDescriptor> out = new ArrayList<>();
        for (String[] e : d) {
            PropertyDescriptor p = new PropertyDescriptor(e[0], e[1]);
            p.setCategory("Message");
            out.add(p);
        }
        for (Row r : analysisRows) {
            PropertyDescriptor p = new PropertyDescriptor(r.id(), r.name());
            p.setCategory(r.category());
            out.add(p);
        }
        return out.toArray(IPropertyDescriptor[]::new);
    }

    @Override
    public Object getPropertyValue(Object id) {
        String key = String.valueOf(id);
        return switch (key) {
            case ID -> Integer.toString(this.id);
            case SOURCE -> source;
            case DESTINATION -> destination;
            case TAG -> Integer.toString(tag);
            case BYTES -> Long.toString(bytes);
            case SEND_START -> seconds(sendStart);
            case INJECTED -> seconds(injected);
            case DELIVERED -> seconds(delivered);
            case RECEIVED -> seconds(received);
            case TRAVEL -> TimeText.duration(travelTime());
            case END_TO_END -> TimeText.duration(endToEnd());
            default -> analysisRows.stream().filter(r -> r.id().equals(key)).map(Row::value).findFirst().orElse(null);
        };
    }

    @Override
    public boolean isPropertySet(Object id) {
        return false;
    }

    @Override
    public void resetPropertyValue(Object id) {
        // read-only
    }

    @Override
    public void setPropertyValue(Object id, Object value) {
        // read-only
    }
}
