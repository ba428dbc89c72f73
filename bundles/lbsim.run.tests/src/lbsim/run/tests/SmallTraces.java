package lbsim.run.tests;

import lbsim.trace.RunTrace;

/** Hand-built traces whose pictures and exports the tests work out by hand. */
final class SmallTraces {

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
    static RunTrace oneMessage() {
        RunTrace.Builder b = new RunTrace.Builder(1.0);
        int h0 = b.host("h0");
        int h1 = b.host("h1");
        int a = b.task("a", h0);
        int bb = b.task("b", h1);
        b.state(a, RunTrace.SEND, 0, 0.25).state(a, RunTrace.COMPUTE, 0.25, 1.0);
        b.state(bb, RunTrace.BLOCKED, 0, 0.5).state(bb, RunTrace.RECEIVE, 0.5, 0.75).state(bb, RunTrace.COMPUTE, 0.75, 1.0);
        b.message(a, bb, 7, 1000, 0, 0.25, 0.5, 0.75);
        b.load(h1, new double[] { 0, 0.5 }, new double[] { 2, 0 });
        return b.build();
    }
}
