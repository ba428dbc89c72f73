package lbsim.core.trace;

/**
 * The streaming twin of {@link StepSeries}: takes the same {@link #add} calls and passes on, to a
 * {@link StepSink}, exactly the steps a StepSeries would hold, in order, while keeping only the last two
 * (a step at the same time replaces the last one, and may then merge it into the one before, so those two
 * are held back). Times must not decrease from one call to the next (a clock's time), so a merge never
 * reaches a step already passed on. {@link #flush()} passes on what is held back; call it once, when the
 * series is complete.
 */
public final class StepStream {

    private final StepSink sink;
    private double t0;
    private double v0;
    private double t1;
    private double v1;
    private int held;
    private double latest = Double.NEGATIVE_INFINITY;

    public StepStream(StepSink sink) {
        this.sink = sink;
    }

    /**
     * Records that the value is {@code value} from {@code time} on.
     *
     * @throws IllegalArgumentException if time is earlier than an earlier call's
     */
    public void add(double time, double value) {
        if (time < latest) {
            throw new IllegalArgumentException("step at " + time + " s is before the last one at " + latest + " s");
        }
        latest = time;
        if (held == 0) {
            t1 = time;
            v1 = value;
            held = 1;
            return;
        }
        if (v1 == value) {
            return;
        }
        if (time == t1) {
            v1 = value;
            if (held == 2 && v0 == value) {
                t1 = t0;
                v1 = v0;
                held = 1;
            }
            return;
        }
        if (held == 2) {
            sink.step(t0, v0);
        }
        t0 = t1;
        v0 = v1;
        t1 = time;
        v1 = value;
        held = 2;
    }

    /** Passes on the steps held back; later {@link #add} calls continue the series. */
    public void flush() {
        if (held == 2) {
            sink.step(t0, v0);
        }
        if (held >= 1) {
            sink.step(t1, v1);
        }
        held = 0;
    }
}
