package lbsim.run.tests;

import lbsim.trace.TraceStates;


/** Hand-built traces whose pictures and exports the tests work out by hand. */
final class SmallTraces {

    /** The in-memory store of a trace (the one read model: layouts and pictures read a trace only through a store). */
    static lbsim.trace.store.TraceStore store(TraceColumns trace) {
        return trace.open(); // written through the trace writer into memory, read by the file store
    }

    /** The whole run's layout of a trace, through its in-memory store. */
    static lbsim.run.layout.SpaceTimeLayout layout(TraceColumns trace, int width, int height, String title) {
        try {
            return lbsim.run.layout.SpaceTimeLayout.of(store(trace), width, height, title);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private SmallTraces() {
    }

    /**
     * Two hosts h0, h1; task a on h0 sends one message (tag 7, 1000 bytes) to task b on h1:
     * <pre>
     * a: send [0, 0.25], compute [0.25, 1]
     * b: blocked [0, 0.5], receive [0.5, 0.75], compute [0.75, 1]
     * message a -> b: send start 0, injected 0.25, delivered 0.5, received 0.75
     * h1: 2 competing processes from 0 to 0.5, then none
     * </pre>
     * The run ends at 1 s.
     */
    static TraceColumns oneMessage() {
        TraceColumns.Builder b = new TraceColumns.Builder(1.0);
        int h0 = b.host("h0");
        int h1 = b.host("h1");
        int a = b.task("a", h0);
        int bb = b.task("b", h1);
        b.state(a, TraceStates.SEND, 0, 0.25).state(a, TraceStates.COMPUTE, 0.25, 1.0);
        b.state(bb, TraceStates.BLOCKED, 0, 0.5).state(bb, TraceStates.RECEIVE, 0.5, 0.75).state(bb, TraceStates.COMPUTE, 0.75, 1.0);
        b.message(a, bb, 7, 1000, 0, 0.25, 0.5, 0.75);
        b.load(h1, new double[] { 0, 0.5 }, new double[] { 2, 0 });
        return b.build();
    }
}
