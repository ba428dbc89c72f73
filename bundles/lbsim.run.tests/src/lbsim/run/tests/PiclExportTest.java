package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.trace.TraceStates;
import lbsim.run.export.PiclExport;

/**
 * trace.trf, line by line, against hand-written examples in the layout of Worley's new PICL format
 * (ORNL/TM-12125) as coNCePTuaL's PICL backend writes it: {@code record-type event-type time node process
 * data-count [data-type data...]}, a peer as two data fields (node, process). For a blocking send
 * (event -21) the begin record carries bytes, tag, destination node, destination process; a blocking
 * receive (-52) begins with tag, source node, source process and ends with bytes, tag, source node,
 * source process.
 */
class PiclExportTest {

    private static List<String> picl(TraceColumns t) throws Exception {
        StringWriter w = new StringWriter();
        try (lbsim.trace.store.TraceStore s = t.open()) {
            PiclExport.write(s, w);
        }
        List<String> lines = List.of(w.toString().split("\n"));
        for (String line : lines) {
            checkRecord(line);
        }
        return lines;
    }

    /**
     * One record in the layout, field for field: six header fields, then, when data-count is positive, the
     * data type and exactly data-count data; the events lbsim writes have their data counts.
     */
    private static void checkRecord(String line) {
        String[] f = line.split(" ");
        assertTrue(f.length >= 6, "header fields: " + line);
        int type = Integer.parseInt(f[0]);
        int event = Integer.parseInt(f[1]);
        assertTrue(f[2].matches("\\d+\\.\\d{6}"), "time in seconds with microseconds: " + line);
        Integer.parseInt(f[3]); // node
        assertEquals("0", f[4], "process: " + line);
        int count = Integer.parseInt(f[5]);
        assertEquals(count == 0 ? 6 : 7 + count, f.length, "data-count data after the data type: " + line);
        if (count > 0) {
            assertEquals("2", f[6], "integer data: " + line);
        }
        int expected = switch (type + " " + event) {
            case "-3 -21" -> 4; // bytes, tag, destination node, destination process
            case "-3 -52" -> 3; // tag, source node, source process
            case "-4 -52" -> 4; // bytes, tag, source node, source process
            default -> 0;
        };
        assertEquals(expected, count, "data count of " + type + " " + event + ": " + line);
    }

    /**
     * Three events: node 0 sends 1024 bytes with tag 7 to node 1 (send overhead 0 - 1 ms), then computes
     * until 4 ms; node 1 blocks in a receive from 0 and gets the message at 3 ms. Each node's records get
     * distinct microsecond time stamps: the send and the receive that start at 0, like the tracing start,
     * move to 1 us; the end of node 1's tracing, at 3 ms like its receive, moves to 3.001 ms.
     */
    @Test
    void sendReceiveCompute() throws Exception {
        TraceColumns.Builder b = new TraceColumns.Builder(0.004);
        int h0 = b.host("h0");
        int h1 = b.host("h1");
        int n0 = b.task("master", h0);
        int n1 = b.task("worker", h1);
        b.state(n0, TraceStates.SEND, 0, 0.001).state(n0, TraceStates.COMPUTE, 0.001, 0.004);
        b.state(n1, TraceStates.BLOCKED, 0, 0.0025).state(n1, TraceStates.RECEIVE, 0.0025, 0.003);
        b.message(n0, n1, 7, 1024, 0, 0.001, 0.0025, 0.003);
        assertEquals(List.of(
                "-3 -901 0.000000 0 0 0",
                "-3 -901 0.000000 1 0 0",
                "-3 -21 0.000001 0 0 4 2 1024 7 1 0",
                "-3 -52 0.000001 1 0 3 2 7 0 0",
                "-4 -21 0.001000 0 0 0",
                "-4 -52 0.003000 1 0 4 2 1024 7 0 0",
                "-4 -901 0.003001 1 0 0",
                "-4 -901 0.004000 0 0 0"), picl(b.build()));
    }

    /** A receive that finds its message waiting starts at its receive overhead; a multicast gives a send per copy. */
    @Test
    void noBlockingAndMulticast() throws Exception {
        TraceColumns.Builder b = new TraceColumns.Builder(2);
        int h = b.host("h");
        int a = b.task("a", h);
        int c = b.task("c", h);
        int d = b.task("d", h);
        b.state(a, TraceStates.SEND, 0.5, 0.6);
        b.state(c, TraceStates.COMPUTE, 0, 1).state(c, TraceStates.RECEIVE, 1, 1.25);
        b.state(d, TraceStates.COMPUTE, 0, 2).state(d, TraceStates.RECEIVE, 2, 2);
        b.message(a, c, 1, 10, 0.5, 0.6, 0.6, 1.25);
        b.message(a, d, 1, 10, 0.5, 0.6, 0.6, 2);
        assertEquals(List.of(
                "-3 -901 0.000000 1 0 0",
                "-3 -901 0.000000 2 0 0",
                "-3 -901 0.500000 0 0 0",
                "-3 -21 0.500001 0 0 4 2 10 1 1 0",
                "-4 -21 0.600000 0 0 0",
                "-3 -21 0.600001 0 0 4 2 10 1 2 0",
                "-4 -21 0.600002 0 0 0",
                "-4 -901 0.600003 0 0 0",
                "-3 -52 1.000000 1 0 3 2 1 0 0",
                "-4 -52 1.250000 1 0 4 2 10 1 0 0",
                "-4 -901 1.250001 1 0 0",
                "-3 -52 2.000000 2 0 3 2 1 0 0",
                "-4 -52 2.000001 2 0 4 2 10 1 0 0",
                "-4 -901 2.000002 2 0 0"), picl(b.build()));
    }

    @Test
    void aRealRunFollowsTheLayout() throws Exception {
        TraceColumns t = TraceColumns.of(lbsim.run.ScenarioRunner.run(Examples.load("ion-implantation.lbsim"), null, List.of(), null, null));
        List<String> lines = picl(t); // every record checked field for field
        assertTrue(lines.stream().filter(l -> l.startsWith("-3 -21 ")).count() > 100, "sends");
        assertEquals(lines.stream().filter(l -> l.startsWith("-3 -52 ")).count(),
                lines.stream().filter(l -> l.startsWith("-4 -52 ")).count(), "receives begin and end");
    }
}
