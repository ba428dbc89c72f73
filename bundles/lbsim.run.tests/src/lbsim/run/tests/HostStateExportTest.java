package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.run.export.ChromeTraceExport;
import lbsim.run.export.PajeExport;
import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceWriter;
import lbsim.trace.store.TraceStore;
import lbsim.trace.store.TraceStores;

/**
 * Host states in the exports: Paje (state type "host state" on hosts, variables "speed factor" and "pstate") and
 * Chrome trace (counter tracks on, speed factor, pstate per host), at the times of a hand-made timeline, and the
 * Paje file read by pj_dump without a warning. A trace without host states exports as before (no such type).
 */
class HostStateExportTest {

    @TempDir
    Path dir;

    /**
     * Hosts h0 (task t0) and h1 (task t1); t0 computes [0, 40], t1 [0, 20]; run ends at 40 s. Host states: h1 at
     * 50 % from 10 s, off at 20 s, on again at 30 s (still at 50 %); h0 in pstate 1 from 35 s.
     */
    private TraceStore trace(boolean hostStates) throws Exception {
        Path f = dir.resolve(hostStates ? "states.lbt" : "plain.lbt");
        TraceWriter w = new TraceWriter(f, TraceStates.STATES.size());
        w.state(1, TraceStates.COMPUTE, 0, 20);
        w.state(0, TraceStates.COMPUTE, 0, 40);
        if (hostStates) {
            w.hostState(1, 10, true, 0.5, 0);
            w.hostState(1, 20, false, 0.5, 0);
            w.hostState(1, 30, true, 0.5, 0);
            w.hostState(0, 35, true, 1, 1);
        }
        w.finish(40, List.of("h0", "h1"), List.of("t0", "t1"), new int[] { 0, 1 }, TraceStates.STATES, "s", 1L);
        return TraceStores.open(f);
    }

    private static String paje(TraceStore t) throws Exception {
        StringWriter w = new StringWriter();
        PajeExport.write(t, w);
        return w.toString();
    }

    private static String chrome(TraceStore t) throws Exception {
        StringWriter w = new StringWriter();
        ChromeTraceExport.write(t, w);
        return w.toString();
    }

    @Test
    void pajeCarriesHostStatesAtTheirTimes() throws Exception {
        String text;
        try (TraceStore t = trace(true)) {
            text = paje(t);
        }
        Map<String, Integer> n = PajeExportTest.check(text); // declared before use, in time order, containers live
        assertTrue(text.contains("\n2 SH CH \"host state\"\n"), text);
        // every host on, at 1, in pstate 0 at time 0
        assertTrue(text.contains("\n10 0.000000000 SH H1 HON\n8 0.000000000 VS H1 1.000000\n8 0.000000000 VP H1 0.000000\n"),
                text);
        // h1: 50 % from 10 s, off at 20 s, on at 30 s
        assertTrue(text.contains("\n10 10.000000000 SH H1 HON\n8 10.000000000 VS H1 0.500000\n8 10.000000000 VP H1 0.000000\n"),
                text);
        assertTrue(text.contains("\n10 20.000000000 SH H1 HOFF\n"), text);
        assertTrue(text.contains("\n10 30.000000000 SH H1 HON\n"), text);
        // h0: pstate 1 from 35 s
        assertTrue(text.contains("\n8 35.000000000 VP H0 1.000000\n"), text);
        // 2 task states + 2 idle ends + 2 hosts at 0 + 4 records
        assertEquals(10, n.get("PajeSetState"));
        assertEquals(4 + 8, n.get("PajeSetVariable")); // 2 variables x 2 hosts at 0, 2 x 4 records
    }

    @Test
    void withoutHostStatesPajeAndChromeAreAsBefore() throws Exception {
        try (TraceStore t = trace(false)) {
            assertFalse(paje(t).contains("host state"));
            String c = chrome(t);
            assertFalse(c.contains("\"speed factor\""), c);
            assertFalse(c.contains("\"pstate\""), c);
        }
    }

    @Test
    void chromeHasCounterTracksPerHost() throws Exception {
        String c;
        try (TraceStore t = trace(true)) {
            c = chrome(t);
        }
        // ts in microseconds: 20 s = 20000000.000
        assertTrue(c.contains("{\"name\":\"on\",\"ph\":\"C\",\"pid\":2,\"tid\":0,\"ts\":20000000.000,\"args\":{\"on\":0}}"), c);
        assertTrue(c.contains("{\"name\":\"on\",\"ph\":\"C\",\"pid\":2,\"tid\":0,\"ts\":30000000.000,\"args\":{\"on\":1}}"), c);
        assertTrue(c.contains("{\"name\":\"speed factor\",\"ph\":\"C\",\"pid\":2,\"tid\":0,\"ts\":10000000.000,"
                + "\"args\":{\"speed\":0.500000}}"), c);
        assertTrue(c.contains("{\"name\":\"pstate\",\"ph\":\"C\",\"pid\":1,\"tid\":0,\"ts\":35000000.000,\"args\":{\"pstate\":1}}"),
                c);
        // both hosts start on, at 1, in pstate 0
        assertTrue(c.contains("{\"name\":\"on\",\"ph\":\"C\",\"pid\":1,\"tid\":0,\"ts\":0.000,\"args\":{\"on\":1}}"), c);
        assertTrue(c.contains("{\"name\":\"speed factor\",\"ph\":\"C\",\"pid\":2,\"tid\":0,\"ts\":0.000,\"args\":{\"speed\":1.000000}}"),
                c);
        // 3 tracks x (2 hosts at 0 + 4 records)
        assertEquals(18, c.split("\"ph\":\"C\"", -1).length - 1);
    }

    @Test
    void pjDumpReadsTheHostStates() throws Exception {
        if (!Files.isExecutable(Path.of("/usr/bin/pj_dump"))) { // releng/check-paje.sh needs it too
            System.err.println("HostStateExportTest: pj_dump (Debian pajeng) is not installed; the peer check is not run");
            return;
        }
        Path f = dir.resolve("trace.paje");
        try (TraceStore t = trace(true)) {
            Files.writeString(f, paje(t));
        }
        Process p = new ProcessBuilder("/usr/bin/pj_dump", f.toString()).redirectError(dir.resolve("err").toFile())
                .redirectOutput(dir.resolve("out").toFile()).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        String err = Files.readString(dir.resolve("err"));
        assertEquals(0, p.exitValue(), err);
        assertEquals("", err);
        List<String> lines = Files.readAllLines(dir.resolve("out"));
        // pj_dump writes a state as: State, container, type, start, end, duration, imbrication, value (by name)
        assertTrue(lines.contains("State, h1, host state, 20.000000, 30.000000, 10.000000, 0.000000, off"),
                String.join("\n", lines));
        assertTrue(lines.contains("State, h1, host state, 30.000000, 40.000000, 10.000000, 0.000000, on"),
                String.join("\n", lines));
    }

    @Test
    void theLayoutHasTheHostSpansAndTheirLegend() throws Exception {
        lbsim.run.layout.SpaceTimeLayout l;
        try (TraceStore t = trace(true)) {
            l = lbsim.run.layout.SpaceTimeLayout.of(t, 800, 300, "host states");
            lbsim.run.export.SpaceTimePicture.writePng(l, dir.resolve("states.png"));
            if (System.getProperty("lbsim.hoststates.png") != null) { // to look at it
                lbsim.run.export.SpaceTimePicture.writePng(l, Path.of(System.getProperty("lbsim.hoststates.png")));
            }
        }
        // h1: 50 % [10, 20], off [20, 30], 50 % [30, 40]; h0: pstate 1 [35, 40]
        var h1 = l.groups().get(1).states();
        assertEquals(3, h1.size());
        assertEquals(List.of(10.0, 20.0, 30.0), h1.stream().map(lbsim.run.layout.SpaceTimeLayout.HostSpan::t0).toList());
        assertEquals(List.of(20.0, 30.0, 40.0), h1.stream().map(lbsim.run.layout.SpaceTimeLayout.HostSpan::t1).toList());
        assertFalse(h1.get(1).on());
        assertEquals("off", h1.get(1).describe());
        assertEquals("50 % speed", h1.get(0).describe());
        assertEquals(l.x(20), h1.get(1).x0(), 1e-9);
        assertEquals(l.x(30), h1.get(1).x1(), 1e-9);
        assertEquals("off", l.groups().get(1).stateAt(25).describe());
        assertEquals(null, l.groups().get(1).stateAt(5));
        var h0 = l.groups().get(0).states();
        assertEquals(1, h0.size());
        assertEquals("pstate 1", h0.get(0).describe());
        assertEquals(35.0, h0.get(0).t0());
        List<String> legend = l.legend().stream().map(lbsim.run.layout.SpaceTimeLayout.LegendEntry::label).toList();
        assertTrue(legend.contains("host off (hatched)"), legend.toString());
        assertTrue(legend.contains("host below full speed (stripe: fraction)"), legend.toString());
        assertTrue(legend.contains("host in pstate > 0 (mark: pstate)"), legend.toString());
        try (TraceStore t = trace(false)) {
            lbsim.run.layout.SpaceTimeLayout plain = lbsim.run.layout.SpaceTimeLayout.of(t, 800, 300, "plain");
            assertTrue(plain.groups().stream().allMatch(g -> g.states().isEmpty()));
            assertTrue(plain.legend().stream().noneMatch(e -> e.label().startsWith("host ")));
        }
    }
}
