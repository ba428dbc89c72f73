package lbsim.trace.analysis;

import java.io.IOException;
import java.nio.file.Path;

import lbsim.trace.TraceBuilder;
import lbsim.trace.TraceImage;
import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceFileStore;
import lbsim.trace.store.TraceStore;
import lbsim.trace.file.TraceWriter;

/** Hand-made traces whose analyses the tests work out by hand. */
final class HandTraces {

    private HandTraces() {
    }

    static final int M = 0;
    static final int A = 1;
    static final int B = 2;
    static final int C = 3;

    /**
     * Four tasks m, a, b, c on four hosts; a chain m -> a -> b -> m and a task c whose receive times out.
     * <pre>
     * m: compute [0, 1], send [1, 1.5] (msg 1 to a), compute [1.5, 2.5], send [2.5, 2.75] (msg 2 to c),
     *    compute [2.75, 3], blocked [3, 6.5], receive [6.5, 7] (msg 4), compute [7, 8],
     *    receive [8, 8.25] (msg 0, waiting in the mailbox since 1.0), compute [8.25, 9]
     * a: blocked [0, 2], receive [2, 2.25] (msg 1), compute [2.25, 4], send [4, 4.5] (msg 3 to b), compute [4.5, 5]
     * b: compute [0, 1], blocked [1, 5], receive [5, 5.5] (msg 3), compute [5.5, 6], send [6, 6.25] (msg 4 to m)
     * c: compute [0, 0.5], send [0.5, 0.75] (msg 0 to m), blocked [0.75, 3.5] waiting for tag 5 until its
     *    time-out, receive [3.5, 3.6] (no message), compute [3.6, 4]
     *
     * id  from to  tag bytes  sendStart injected delivered received
     * 0   c    m   1   100    0.5       0.75     1.0       8.25
     * 1   m    a   2   1000   1.0       1.5      2.0       2.25
     * 2   m    c   9   50     2.5       2.75     3.5       never (tag 9: not what c waits for)
     * 3   a    b   3   2000   4.0       4.5      5.0       5.5
     * 4   b    m   4   400    6.0       6.25     6.5       7.0
     * </pre>
     */
    static TraceImage chain() {
        TraceBuilder t = new TraceBuilder(9.5); // the run went on a little after the last task
        for (String h : new String[] { "h0", "h1", "h2", "h3" }) {
            t.host(h);
        }
        int m = t.task("m", 0);
        int a = t.task("a", 1);
        int b = t.task("b", 2);
        int c = t.task("c", 3);
        t.state(m, TraceStates.COMPUTE, 0, 1).state(m, TraceStates.SEND, 1, 1.5).state(m, TraceStates.COMPUTE, 1.5, 2.5)
                .state(m, TraceStates.SEND, 2.5, 2.75).state(m, TraceStates.COMPUTE, 2.75, 3).state(m, TraceStates.BLOCKED, 3, 6.5)
                .state(m, TraceStates.RECEIVE, 6.5, 7).state(m, TraceStates.COMPUTE, 7, 8).state(m, TraceStates.RECEIVE, 8, 8.25)
                .state(m, TraceStates.COMPUTE, 8.25, 9);
        t.state(a, TraceStates.BLOCKED, 0, 2).state(a, TraceStates.RECEIVE, 2, 2.25).state(a, TraceStates.COMPUTE, 2.25, 4)
                .state(a, TraceStates.SEND, 4, 4.5).state(a, TraceStates.COMPUTE, 4.5, 5);
        t.state(b, TraceStates.COMPUTE, 0, 1).state(b, TraceStates.BLOCKED, 1, 5).state(b, TraceStates.RECEIVE, 5, 5.5)
                .state(b, TraceStates.COMPUTE, 5.5, 6).state(b, TraceStates.SEND, 6, 6.25);
        t.state(c, TraceStates.COMPUTE, 0, 0.5).state(c, TraceStates.SEND, 0.5, 0.75).state(c, TraceStates.BLOCKED, 0.75, 3.5)
                .state(c, TraceStates.RECEIVE, 3.5, 3.6).state(c, TraceStates.COMPUTE, 3.6, 4);
        t.message(c, m, 1, 100, 0.5, 0.75, 1.0, 8.25);
        t.message(m, a, 2, 1000, 1.0, 1.5, 2.0, 2.25);
        t.message(m, c, 9, 50, 2.5, 2.75, 3.5, Double.NaN);
        t.message(a, b, 3, 2000, 4.0, 4.5, 5.0, 5.5);
        t.message(b, m, 4, 400, 6.0, 6.25, 6.5, 7.0);
        return t.build();
    }

    /**
     * Task p spawns q; q computes, waits in a receive that times out, pauses, computes again; r starts at 1
     * on its own and is done at 2.
     * <pre>
     * p: compute [0, 0.25], spawn [0.25, 0.5] (q starts at 0.5), compute [0.5, 1]
     * q: compute [0.5, 1.5], blocked [1.5, 2] (time-out), receive [2, 2.1], nothing in [2.1, 2.5], compute [2.5, 3]
     * r: compute [1, 2]
     * </pre>
     */
    static TraceImage spawnAndGaps() {
        TraceBuilder t = new TraceBuilder(3);
        t.host("h0");
        t.host("h1");
        int p = t.task("p", 0);
        int q = t.task("q", 1);
        int r = t.task("r", 0);
        t.state(p, TraceStates.COMPUTE, 0, 0.25).state(p, TraceStates.SPAWN, 0.25, 0.5).state(p, TraceStates.COMPUTE, 0.5, 1);
        t.state(q, TraceStates.COMPUTE, 0.5, 1.5).state(q, TraceStates.BLOCKED, 1.5, 2).state(q, TraceStates.RECEIVE, 2, 2.1)
                .state(q, TraceStates.COMPUTE, 2.5, 3);
        t.state(r, TraceStates.COMPUTE, 1, 2);
        return t.build();
    }

    /**
     * Writes {@code trace} again to {@code dir}/NAME.lbt with small chunks (so a query reads several) and opens it:
     * every interval in the order written, every message with its id, every load step, the same names and footer.
     */
    static TraceStore open(TraceImage trace, Path dir, String name) throws IOException {
        Path f = dir.resolve(name + ".lbt");
        try (TraceStore s = trace.open(); TraceWriter w = new TraceWriter(f, s.stateNames().size(), 3, 16, true)) {
            s.forEachState(w::state);
            s.forEachMessage(w::message);
            s.forEachLoad(w::load);
            String[] hosts = new String[s.hostCount()];
            for (int h = 0; h < hosts.length; h++) {
                hosts[h] = s.hostName(h);
            }
            String[] tasks = new String[s.taskCount()];
            int[] host = new int[tasks.length];
            for (int k = 0; k < tasks.length; k++) {
                tasks[k] = s.taskName(k);
                host[k] = s.taskHost(k);
            }
            w.finish(s.endSeconds(), java.util.List.of(hosts), java.util.List.of(tasks), host, s.stateNames(), s.scenarioName(),
                    s.seed());
        }
        return TraceFileStore.open(f);
    }
}
