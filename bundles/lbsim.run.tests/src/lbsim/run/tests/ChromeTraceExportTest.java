package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import lbsim.run.ScenarioRunner;
import lbsim.run.export.ChromeTraceExport;
import lbsim.run.trace.RunTrace;

/** trace.json against the trace-event format, for a hand-built trace and a real run. */
class ChromeTraceExportTest {

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> events(RunTrace t) throws Exception {
        StringWriter w = new StringWriter();
        ChromeTraceExport.write(t, w);
        Map<String, Object> root = (Map<String, Object>) StrictJson.parse(w.toString());
        return (List<Map<String, Object>>) root.get("traceEvents");
    }

    private static double num(Map<String, Object> e, String key) {
        return (Double) e.get(key);
    }

    @Test
    void theStrictParserRejectsWhatJsonForbids() {
        assertThrows(IllegalArgumentException.class, () -> StrictJson.parse("[1,]"));
        assertThrows(IllegalArgumentException.class, () -> StrictJson.parse("{\"a\":01}"));
        assertThrows(IllegalArgumentException.class, () -> StrictJson.parse("{\"a\":1} x"));
        assertThrows(IllegalArgumentException.class, () -> StrictJson.parse("{\"a\":NaN}"));
        assertEquals(List.of(1.5, "x\"y"), StrictJson.parse("[1.5e0, \"x\\\"y\"]"));
    }

    @Test
    void theHandBuiltTraceGivesTheExpectedEvents() throws Exception {
        List<Map<String, Object>> ev = events(SmallTraces.oneMessage());
        checkFormat(ev, 1.0);
        // a's send: pid 1 (host h0), tid 1, from 0 us for 250000 us
        Map<String, Object> send = find(ev, "X", 1, 1, 0);
        assertEquals("send", send.get("name"));
        assertEquals(250000.0, num(send, "dur"));
        // b's receive on pid 2 tid 2 from 500000 us for 250000 us
        Map<String, Object> recv = find(ev, "X", 2, 2, 500000);
        assertEquals("receive", recv.get("name"));
        assertEquals(250000.0, num(recv, "dur"));
        // the flow starts in the middle of the send slice and ends in the middle of the receive slice
        Map<String, Object> s = only(ev, "s");
        Map<String, Object> f = only(ev, "f");
        assertEquals(125000.0, num(s, "ts"));
        assertEquals(1.0, num(s, "pid"));
        assertEquals(625000.0, num(f, "ts"));
        assertEquals(2.0, num(f, "tid"));
        assertEquals("e", f.get("bp"));
        // host h1's load: 2 processes from 0, none from 500000 us
        List<Map<String, Object>> counters = ev.stream().filter(e -> e.get("ph").equals("C")).toList();
        assertEquals(List.of(0.0, 500000.0, 2.0, 2.0), List.of(num(counters.get(0), "ts"), num(counters.get(1), "ts"),
                num(counters.get(0), "pid"), num(counters.get(1), "pid")));
        assertEquals(Map.of("processes", 2.0), counters.get(0).get("args"));
        assertEquals(Map.of("processes", 0.0), counters.get(1).get("args"));
    }

    @Test
    void aRealRunFollowsTheFormat() throws Exception {
        RunTrace t = ScenarioRunner.run(Examples.load("ion-implantation.lbsim"), null, List.of(), null, null).trace();
        List<Map<String, Object>> ev = events(t);
        checkFormat(ev, t.endSeconds());
        long flows = ev.stream().filter(e -> e.get("ph").equals("s")).count();
        assertTrue(flows > 100, "flows: " + flows);
        assertEquals(t.stateCount(), ev.stream().filter(e -> e.get("ph").equals("X")).count());
    }

    private static Map<String, Object> find(List<Map<String, Object>> ev, String ph, int pid, int tid, double ts) {
        for (Map<String, Object> e : ev) {
            if (e.get("ph").equals(ph) && num(e, "pid") == pid && num(e, "tid") == tid && num(e, "ts") == ts) {
                return e;
            }
        }
        return fail("no " + ph + " event on " + pid + "/" + tid + " at " + ts);
    }

    private static Map<String, Object> only(List<Map<String, Object>> ev, String ph) {
        List<Map<String, Object>> l = ev.stream().filter(e -> e.get("ph").equals(ph)).toList();
        assertEquals(1, l.size(), ph);
        return l.get(0);
    }

    /**
     * The trace-event rules: known kinds with their fields; complete events inside the run with
     * non-negative durations and monotone timestamps per thread; each flow id started once and finished
     * once, start not after finish; counters monotone per process; every process and thread used is named.
     */
    private static void checkFormat(List<Map<String, Object>> ev, double endSeconds) {
        Map<String, Double> lastX = new HashMap<>();
        Map<Double, Double> lastC = new HashMap<>();
        Map<Double, Double> flowStart = new HashMap<>();
        Set<Double> flowEnd = new HashSet<>();
        Set<Double> namedProcesses = new HashSet<>();
        Set<String> namedThreads = new HashSet<>();
        List<String> usedThreads = new ArrayList<>();
        double endUs = endSeconds * 1e6 + 1e-3;
        for (Map<String, Object> e : ev) {
            String ph = (String) e.get("ph");
            assertTrue(e.get("name") instanceof String, "every event has a name: " + e);
            assertTrue(e.get("pid") instanceof Double, "every event has a pid: " + e);
            double pid = num(e, "pid");
            switch (ph) {
                case "M" -> {
                    if (e.get("name").equals("process_name")) {
                        namedProcesses.add(pid);
                    } else if (e.get("name").equals("thread_name")) {
                        namedThreads.add(pid + "/" + num(e, "tid"));
                    }
                }
                case "X" -> {
                    double ts = num(e, "ts");
                    double dur = num(e, "dur");
                    assertTrue(dur >= 0, "duration >= 0: " + e);
                    assertTrue(ts >= 0 && ts + dur <= endUs, "inside the run: " + e);
                    String track = pid + "/" + num(e, "tid");
                    usedThreads.add(track);
                    Double last = lastX.put(track, ts);
                    assertTrue(last == null || last <= ts, "monotone on " + track + ": " + e);
                }
                case "s" -> assertEquals(null, flowStart.put(num(e, "id"), num(e, "ts")), "one start per id: " + e);
                case "f" -> {
                    assertTrue(flowEnd.add(num(e, "id")), "one finish per id: " + e);
                    assertEquals("e", e.get("bp"));
                }
                case "C" -> {
                    Double last = lastC.put(pid, num(e, "ts"));
                    assertTrue(last == null || last <= num(e, "ts"), "counter monotone: " + e);
                    assertTrue(e.get("args") instanceof Map, "counter args: " + e);
                }
                default -> fail("unknown event kind " + ph);
            }
        }
        assertEquals(flowStart.keySet(), flowEnd, "every flow start has its finish");
        for (Map<String, Object> e : ev) {
            if (e.get("ph").equals("f")) {
                assertTrue(flowStart.get(num(e, "id")) <= num(e, "ts"), "flow finishes after it starts: " + e);
            }
        }
        for (String track : usedThreads) {
            assertTrue(namedThreads.contains(track), "thread named: " + track);
            assertTrue(namedProcesses.contains(Double.parseDouble(track.substring(0, track.indexOf('/')))), track);
        }
    }
}
