package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringWriter;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.run.export.PiclExport;
import lbsim.run.trace.RunTrace;

/** trace.trf, line by line, for hand-written examples. */
class PiclExportTest {

    private static List<String> picl(RunTrace t) throws Exception {
        StringWriter w = new StringWriter();
        PiclExport.write(t, w);
        return List.of(w.toString().split("\n"));
    }

    /**
     * Three events: node 0 sends 1024 bytes with tag 7 to node 1 (send overhead 0 - 1 ms), then computes
     * until 4 ms; node 1 blocks in a receive from 0 and gets the message at 3 ms. Each node's records get
     * distinct microsecond time stamps: the send and the receive that start at 0, like the tracing start,
     * move to 1 us; the end of node 1's tracing, at 3 ms like its receive, moves to 3.001 ms.
     */
    @Test
    void sendReceiveCompute() throws Exception {
        RunTrace.Builder b = new RunTrace.Builder(0.004);
        int h0 = b.host("h0");
        int h1 = b.host("h1");
        int n0 = b.task("master", h0);
        int n1 = b.task("worker", h1);
        b.state(n0, RunTrace.SEND, 0, 0.001).state(n0, RunTrace.COMPUTE, 0.001, 0.004);
        b.state(n1, RunTrace.BLOCKED, 0, 0.0025).state(n1, RunTrace.RECEIVE, 0.0025, 0.003);
        b.message(n0, n1, 7, 1024, 0, 0.001, 0.0025, 0.003);
        assertEquals(List.of(
                "-3 -901 0.000000 0 0 0",
                "-3 -901 0.000000 1 0 0",
                "-3 -21 0.000001 0 0 3 2 1024 7 1",
                "-3 -52 0.000001 1 0 2 2 7 0",
                "-4 -21 0.001000 0 0 0",
                "-4 -52 0.003000 1 0 3 2 1024 7 0",
                "-4 -901 0.003001 1 0 0",
                "-4 -901 0.004000 0 0 0"), picl(b.build()));
    }

    /** A receive that finds its message waiting starts at its receive overhead; a multicast gives a send per copy. */
    @Test
    void noBlockingAndMulticast() throws Exception {
        RunTrace.Builder b = new RunTrace.Builder(2);
        int h = b.host("h");
        int a = b.task("a", h);
        int c = b.task("c", h);
        int d = b.task("d", h);
        b.state(a, RunTrace.SEND, 0.5, 0.6);
        b.state(c, RunTrace.COMPUTE, 0, 1).state(c, RunTrace.RECEIVE, 1, 1.25);
        b.state(d, RunTrace.COMPUTE, 0, 2).state(d, RunTrace.RECEIVE, 2, 2);
        b.message(a, c, 1, 10, 0.5, 0.6, 0.6, 1.25);
        b.message(a, d, 1, 10, 0.5, 0.6, 0.6, 2);
        assertEquals(List.of(
                "-3 -901 0.000000 1 0 0",
                "-3 -901 0.000000 2 0 0",
                "-3 -901 0.500000 0 0 0",
                "-3 -21 0.500001 0 0 3 2 10 1 1",
                "-4 -21 0.600000 0 0 0",
                "-3 -21 0.600001 0 0 3 2 10 1 2",
                "-4 -21 0.600002 0 0 0",
                "-4 -901 0.600003 0 0 0",
                "-3 -52 1.000000 1 0 2 2 1 0",
                "-4 -52 1.250000 1 0 3 2 10 1 0",
                "-4 -901 1.250001 1 0 0",
                "-3 -52 2.000000 2 0 2 2 1 0",
                "-4 -52 2.000001 2 0 3 2 10 1 0",
                "-4 -901 2.000002 2 0 0"), picl(b.build()));
    }
}
