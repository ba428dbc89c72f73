package lbsim.core.trace;

/**
 * Receives a step function of time as it is produced: from {@code time} on the value is {@code value}.
 * Steps come in non-decreasing time order with the same rules as {@link StepSeries} (no step repeats the
 * previous value; at most one step per time), because they come through a {@link StepStream}.
 */
@FunctionalInterface
public interface StepSink {

    void step(double time, double value);
}
