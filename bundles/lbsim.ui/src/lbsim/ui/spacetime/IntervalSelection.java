package lbsim.ui.spacetime;

import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertyDescriptor;

/**
 * A selected state interval of the space-time diagram, shown read-only in the Properties view: task, host,
 * state, start, end and duration (seconds, as the trace holds them).
 */
public record IntervalSelection(int taskHandle, String task, String host, String state, double start, double end)
        implements IAdaptable, IPropertySource {

    public static final String TASK = "task";
    public static final String HOST = "host";
    public static final String STATE = "state";
    public static final String START = "start";
    public static final String END = "end";
    public static final String DURATION = "duration";

    public double duration() {
        return end - start;
    }

    /** Seconds as shown: the double's shortest exact decimal, then " s". */
    public static String seconds(double s) {
        return s + " s";
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
        IPropertyDescriptor[] out = new IPropertyDescriptor[d.length];
        for (int i = 0; i < d.length; i++) {
            PropertyDescriptor p = new PropertyDescriptor(d[i][0], d[i][1]);
            p.setCategory("Interval");
            out[i] = p;
        }
        return out;
    }

    @Override
    public Object getPropertyValue(Object id) {
        return switch (String.valueOf(id)) {
            case TASK -> task;
            case HOST -> host;
            case STATE -> state;
            case START -> seconds(start);
            case END -> seconds(end);
            case DURATION -> seconds(duration());
            default -> null;
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
