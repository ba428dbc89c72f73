package lbsim.core.trace;

/**
 * Where a run's trace goes while the run produces it, so the simulator itself keeps no log that grows
 * with the run's length (a file writer, statistics accumulators, or both through {@link #tee}).
 * <p>
 * Calls come from the simulation thread in the order things happen: a state interval when it ends (so
 * intervals arrive in non-decreasing order of their end), a message once it can change no more (received,
 * dropped at an ended task, or still on its way when the run ends, then with NaN for the stages it never
 * reached). Times are virtual seconds. A sink must not throw for well-formed input; an I/O failure is
 * reported as an {@link java.io.UncheckedIOException}, which fails the run.
 */
public interface TraceSink {

    /** Task {@code task} was in state {@code state} (an ordinal of {@code lbsim.core.msg.TaskState}) from start to end. */
    void state(int task, int state, double startSeconds, double endSeconds);

    /**
     * A message and the times of its four stages (NaN for a stage it never reached).
     *
     * @param id the message's id: 0, 1, 2, ... in the order sends started (each id comes exactly once)
     */
    void message(int id, int source, int destination, int tag, long bytes, double sendStartSeconds,
            double injectedSeconds, double deliveredSeconds, double receivedSeconds);

    /**
     * One leg of a message that crossed segments through gateway stations (see
     * {@code lbsim.core.msg.MessageLeg}), when it ends; called before the message itself. By default dropped: a
     * sink that records only messages and states loses nothing else.
     */
    default void leg(int message, int index, String segment, String from, String to, double startSeconds,
            double endSeconds) {
    }

    /** A sink that keeps nothing: for runs whose trace nobody reads (the runs of an experiment). */
    static TraceSink discard() {
        return new TraceSink() {
            @Override
            public void state(int task, int state, double startSeconds, double endSeconds) {
                // dropped
            }

            @Override
            public void message(int id, int source, int destination, int tag, long bytes, double sendStartSeconds,
                    double injectedSeconds, double deliveredSeconds, double receivedSeconds) {
                // dropped
            }
        };
    }

    /** A sink that passes everything to {@code a}, then to {@code b}. */
    static TraceSink tee(TraceSink a, TraceSink b) {
        return new TraceSink() {
            @Override
            public void state(int task, int state, double startSeconds, double endSeconds) {
                a.state(task, state, startSeconds, endSeconds);
                b.state(task, state, startSeconds, endSeconds);
            }

            @Override
            public void message(int id, int source, int destination, int tag, long bytes, double sendStartSeconds,
                    double injectedSeconds, double deliveredSeconds, double receivedSeconds) {
                a.message(id, source, destination, tag, bytes, sendStartSeconds, injectedSeconds, deliveredSeconds,
                        receivedSeconds);
                b.message(id, source, destination, tag, bytes, sendStartSeconds, injectedSeconds, deliveredSeconds,
                        receivedSeconds);
            }

            @Override
            public void leg(int message, int index, String segment, String from, String to, double startSeconds,
                    double endSeconds) {
                a.leg(message, index, segment, from, to, startSeconds, endSeconds);
                b.leg(message, index, segment, from, to, startSeconds, endSeconds);
            }
        };
    }
}
