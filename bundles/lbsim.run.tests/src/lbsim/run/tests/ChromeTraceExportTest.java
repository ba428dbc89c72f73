package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.StringWriter;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import lbsim.trace.TraceStates;
import lbsim.run.ScenarioRunner;
import lbsim.run.export.ChromeTraceExport;

/** trace.json against the trace-event format, for a hand-built trace and a real run. */
class ChromeTraceExportTest {

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> events(TraceColumns t) throws Exception {
        StringWriter w = new StringWriter();
        try (lbsim.trace.store.TraceStore s = t.open()) {
            ChromeTraceExport.write(s, w);
        }
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
        // the flow starts where the send slice starts and ends where the receive slice starts, in their category
        Map<String, Object> s = only(ev, "s");
        Map<String, Object> f = only(ev, "f");
        assertEquals(0.0, num(s, "ts"));
        assertEquals(1.0, num(s, "pid"));
        assertEquals(1.0, num(s, "tid"));
        assertEquals(500000.0, num(f, "ts"));
        assertEquals(2.0, num(f, "pid"));
        assertEquals(2.0, num(f, "tid"));
        assertEquals("e", f.get("bp"));
        assertEquals("state", s.get("cat"));
        assertEquals("state", f.get("cat"));
        assertEquals("state", send.get("cat"));
        // processes in host order
        List<Map<String, Object>> sort = ev.stream().filter(e -> e.get("name").equals("process_sort_index")).toList();
        assertEquals(List.of(Map.of("sort_index", 0.0), Map.of("sort_index", 1.0)), sort.stream().map(e -> e.get("args")).toList());
        assertEquals(List.of(1.0, 2.0), sort.stream().map(e -> num(e, "pid")).toList());
        // host h1's load: 2 processes from 0, none from 500000 us
        List<Map<String, Object>> counters = ev.stream().filter(e -> e.get("ph").equals("C")).toList();
        assertEquals(List.of(0.0, 500000.0, 2.0, 2.0), List.of(num(counters.get(0), "ts"), num(counters.get(1), "ts"),
                num(counters.get(0), "pid"), num(counters.get(1), "pid")));
        assertEquals(Map.of("processes", 2.0), counters.get(0).get("args"));
        assertEquals(Map.of("processes", 0.0), counters.get(1).get("args"));
    }

    @Test
    void aRealRunFollowsTheFormat() throws Exception {
        TraceColumns t = TraceColumns.of(ScenarioRunner.run(Examples.load("ion-implantation.lbsim"), null, List.of(), null, null));
        List<Map<String, Object>> ev = events(t);
        checkFormat(ev, t.endSeconds());
        long flows = ev.stream().filter(e -> e.get("ph").equals("s")).count();
        assertTrue(flows > 100, "flows: " + flows);
        assertEquals(t.stateCount(), ev.stream().filter(e -> e.get("ph").equals("X")).count());
    }

    /**
     * Intervals at thirds and tenths of a second, whose ends are not exact in binary: a computes [0, 1/3],
     * is blocked [1/3, 0.35], sends [0.35, 0.7] and computes [0.7, 0.7 + (0.1 + 0.2)]; c is blocked [0, 0.7]
     * and receives [0.7, 0.7 + 1/3]. In nanoseconds a's slices start at 0, 333333333, 350000000, 700000000
     * and last 333333333, 16666667, 350000000 and 300000000 (0.7 + 0.30000000000000004 = 1.0 s exactly).
     */
    @Test
    void touchingSlicesTouchExactlyInDecimal() throws Exception {
        TraceColumns.Builder b = new TraceColumns.Builder(2.0);
        int h = b.host("h");
        int a = b.task("a", h);
        int c = b.task("c", h);
        double third = 1.0 / 3;
        double tenths = 0.1 + 0.2;
        b.state(a, TraceStates.COMPUTE, 0, third).state(a, TraceStates.BLOCKED, third, 0.35).state(a, TraceStates.SEND, 0.35, 0.7);
        b.state(c, TraceStates.BLOCKED, 0, 0.7).state(c, TraceStates.RECEIVE, 0.7, 0.7 + third);
        b.message(a, c, 1, 10, 0.35, 0.7, 0.7, 0.7 + third);
        b.state(a, TraceStates.COMPUTE, 0.7, 0.7 + tenths);
        List<Map<String, Object>> ev = exactEvents(b.build());
        List<Map<String, Object>> onA = ev.stream().filter(e -> e.get("ph").equals("X") && e.get("tid").equals(BigDecimal.ONE))
                .toList();
        assertEquals(List.of("0.000", "333333.333", "350000.000", "700000.000"),
                onA.stream().map(e -> ((BigDecimal) e.get("ts")).toPlainString()).toList());
        assertEquals(List.of("333333.333", "16666.667", "350000.000", "300000.000"),
                onA.stream().map(e -> ((BigDecimal) e.get("dur")).toPlainString()).toList());
        checkTouching(ev, b.build());
        checkFlowsBind(ev);
    }

    @Test
    void realRunsTouchExactlyAndEveryFlowBindsToASliceStart() throws Exception {
        for (String example : List.of("ion-implantation.lbsim", "ring-ethernet-10.lbsim", "pingpong-delay.lbsim")) {
            TraceColumns t = TraceColumns.of(ScenarioRunner.run(Examples.load(example), null, List.of(), null, null));
            List<Map<String, Object>> ev = exactEvents(t);
            int touching = checkTouching(ev, t);
            assertTrue(touching > 10, example + ": touching pairs " + touching);
            int flows = checkFlowsBind(ev);
            assertTrue(flows > 10, example + ": flows " + flows);
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> exactEvents(TraceColumns t) throws Exception {
        StringWriter w = new StringWriter();
        try (lbsim.trace.store.TraceStore s = t.open()) {
            ChromeTraceExport.write(s, w);
        }
        Map<String, Object> root = (Map<String, Object>) StrictJson.parseExact(w.toString());
        return (List<Map<String, Object>>) root.get("traceEvents");
    }

    /**
     * Every timestamp and duration has exactly three decimals; where two consecutive intervals of a task
     * touch in the trace (end == next start, as doubles), ts + dur of the first equals ts of the next, in
     * exact decimal arithmetic. Returns the number of touching pairs.
     */
    private static int checkTouching(List<Map<String, Object>> ev, TraceColumns t) {
        Map<String, List<Map<String, Object>>> byThread = new HashMap<>();
        for (Map<String, Object> e : ev) {
            for (String k : List.of("ts", "dur")) {
                if (e.get(k) != null) {
                    assertEquals(3, ((BigDecimal) e.get(k)).scale(), k + " with three decimals: " + e);
                }
            }
            if (e.get("ph").equals("X")) {
                byThread.computeIfAbsent(e.get("tid").toString(), x -> new ArrayList<>()).add(e);
            }
        }
        List<List<Integer>> by = new ArrayList<>(); // each task's intervals, in time order
        for (int task = 0; task < t.taskCount(); task++) {
            by.add(new ArrayList<>());
        }
        for (int i = 0; i < t.stateCount(); i++) {
            by.get(t.stateTask(i)).add(i);
        }
        int touching = 0;
        for (int task = 0; task < t.taskCount(); task++) {
            List<Map<String, Object>> x = byThread.getOrDefault(Integer.toString(task + 1), List.of());
            assertEquals(by.get(task).size(), x.size());
            for (int k = 0; k + 1 < x.size(); k++) {
                if (t.stateEnd(by.get(task).get(k)) == t.stateStart(by.get(task).get(k + 1))) {
                    BigDecimal end = ((BigDecimal) x.get(k).get("ts")).add((BigDecimal) x.get(k).get("dur"));
                    assertEquals(0, end.compareTo((BigDecimal) x.get(k + 1).get("ts")), "touch exactly: " + x.get(k) + " "
                            + x.get(k + 1));
                    touching++;
                }
            }
        }
        return touching;
    }

    /**
     * Binds every flow event as the importers do and checks it lands on the start of a slice of the right
     * kind. DevTools: the last complete event with the same pid, tid, cat and ts. Perfetto (events sorted
     * by ts, ties in file order): "s", and "f" with "bp":"e", bind to the slice last begun on the thread
     * before the flow event is read. Both must pick the same slice, which starts at the flow's ts and is a
     * send slice (for "s") or a receive slice (for "f"), or a later slice starting at that instant after a
     * zero-length one of that kind. Each flow's start is strictly before its finish (DevTools pairs flow
     * phase events with slices by time). Returns the number of flows.
     */
    private static int checkFlowsBind(List<Map<String, Object>> ev) {
        List<Integer> order = new ArrayList<>();
        for (int k = 0; k < ev.size(); k++) {
            if (ev.get(k).get("ts") != null && !ev.get(k).get("ph").equals("M")) {
                order.add(k);
            }
        }
        order.sort((p, q) -> ((BigDecimal) ev.get(p).get("ts")).compareTo((BigDecimal) ev.get(q).get("ts"))); // stable
        Map<String, Map<String, Object>> lastBegun = new HashMap<>();
        Map<String, Map<String, Object>> devtools = new HashMap<>();
        Map<String, List<Map<String, Object>>> startingAt = new HashMap<>();
        for (Map<String, Object> e : ev) {
            if (e.get("ph").equals("X")) {
                devtools.put(token(e), e);
                startingAt.computeIfAbsent(token(e), x -> new ArrayList<>()).add(e);
            }
        }
        Map<BigDecimal, BigDecimal> started = new HashMap<>();
        int flows = 0;
        for (int k : order) {
            Map<String, Object> e = ev.get(k);
            String thread = e.get("pid") + "/" + e.get("tid");
            switch ((String) e.get("ph")) {
                case "X" -> lastBegun.put(thread, e);
                case "s", "f" -> {
                    boolean isStart = e.get("ph").equals("s");
                    if (!isStart) {
                        assertEquals("e", e.get("bp"), "a finish binds to the enclosing slice: " + e);
                    }
                    Map<String, Object> perfetto = lastBegun.get(thread);
                    Map<String, Object> chrome = devtools.get(token(e));
                    assertTrue(chrome != null, "DevTools finds a slice for " + e);
                    assertTrue(perfetto == chrome, "Perfetto and DevTools bind " + e + " to the same slice: " + perfetto + " / "
                            + chrome);
                    String kind = isStart ? "send" : "receive";
                    boolean ofKind = startingAt.get(token(e)).stream()
                            .anyMatch(x -> x.get("name").equals(kind) && (x == chrome || ((BigDecimal) x.get("dur")).signum() == 0));
                    assertTrue(ofKind, "a " + kind + " slice starts there: " + e);
                    BigDecimal id = (BigDecimal) e.get("id");
                    if (isStart) {
                        assertEquals(null, started.put(id, (BigDecimal) e.get("ts")), "one start per flow: " + e);
                    } else {
                        assertTrue(started.get(id).compareTo((BigDecimal) e.get("ts")) < 0, "start before finish: " + e);
                        flows++;
                    }
                }
                default -> {
                }
            }
        }
        return flows;
    }

    private static String token(Map<String, Object> e) {
        return e.get("cat") + "|" + e.get("pid") + "|" + e.get("tid") + "|" + ((BigDecimal) e.get("ts")).toPlainString();
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
