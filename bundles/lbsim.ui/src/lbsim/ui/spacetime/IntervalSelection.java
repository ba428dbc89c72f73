package lbsim.ui.spacetime;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertyDescriptor;

/**
 * A selected state interval of the space-time diagram, shown read-only in the Properties view: task, host,
 * state, start, end and duration (seconds, as the trace holds them). {@link #analysisRows()} holds further rows an
 * analysis adds (a blocked interval's algorithmic and service parts: {@link BlockingRows}); they follow the
 * interval's own rows under their own categories. {@link #hostRows()} holds the state of the task's host where the
 * interval was picked (category "Host state": on or off, speed factor, pstate and since when), in a trace with host
 * states ({@link HostStateRows}); analysis rows never replace them.
 */
public record IntervalSelection(int taskHandle, String task, String host, String state, double start, double end,
        List<MessageSelection.Row> analysisRows, List<MessageSelection.Row> hostRows) implements IAdaptable, IPropertySource {

    public IntervalSelection {
        analysisRows = List.copyOf(analysisRows);
        hostRows = List.copyOf(hostRows);
    }

    /** An interval without analysis or host rows. */
    public IntervalSelection(int taskHandle, String task, String host, String state, double start, double end) {
        this(taskHandle, task, host, state, start, end, List.of(), List.of());
    }

    /** An interval with analysis rows and no host rows. */
    public IntervalSelection(int taskHandle, String task, String host, String state, double start, double end,
            List<MessageSelection.Row> analysisRows) {
        this(taskHandle, task, host, state, start, end, analysisRows, List.of());
    }

    /** This selection with {@code rows} after its own (replacing earlier analysis rows; the host rows stay). */
    public IntervalSelection withAnalysisRows(List<MessageSelection.Row> rows) {
        return new IntervalSelection(taskHandle, task, host, state, start, end, rows, hostRows);
    }

    /** This selection with the host's state {@code rows} (replacing earlier ones). */
    public IntervalSelection withHostRows(List<MessageSelection.Row> rows) {
        return new IntervalSelection(taskHandle, task, host, state, start, end, analysisRows, rows);
    }

    public static final String TASK = "task";
    public static final String HOST = "host";
    public static final String STATE = "state";
    public static final String START = "start";
    public static final String END = "end";
    public static final String DURATION = "duration";

    public double duration() {
        return end - start;
    }

    /** An instant as shown ({@link TimeText#instant}), e.g. "2.5 s". */
    public static String seconds(double s) {
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
        String[][] d = { { TASK, "Task" }, { HOST, "Host" }, { STATE, "State" }, { START, "Start" }, { END, "End" },
                { DURATION, "Duration" } };
        List<IPropertyDescriptor> out = new ArrayList<>();
        for (String[] e : d) {
            PropertyDescriptor p = new PropertyDescriptor(e[0], e[1]);
            p.setCategory("Interval");
            out.add(p);
        }
        for (MessageSelection.Row r : hostRows) {
            PropertyDescriptor p = new PropertyDescriptor(r.id(), r.name());
            p.setCategory(r.category());
            out.add(p);
        }
        for (MessageSelection.Row r : analysisRows) {
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
            case TASK -> task;
            case HOST -> host;
            case STATE -> state;
            case START -> seconds(start);
            case END -> seconds(end);
            case DURATION -> TimeText.duration(duration());
            default -> java.util.stream.Stream.concat(hostRows.stream(), analysisRows.stream()).filter(r -> r.id().equals(key))
                    .map(MessageSelection.Row::value).findFirst().orElse(null);
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
