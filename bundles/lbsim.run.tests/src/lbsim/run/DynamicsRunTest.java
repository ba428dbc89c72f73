package lbsim.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.experiment.Figures;
import lbsim.run.outcome.EnergySummary;
import lbsim.run.outcome.MasterSlaveSummary;
import lbsim.run.result.ResultWriter;

/** Host dynamics bound from a scenario: profiles, pstates, power, failures and their bad input. */
class DynamicsRunTest {

    private static final String POWER = "wattagePerState=\"100:120:200\" wattageOff=\"10\"";

    @TempDir
    Path dir;

    /**
     * A master and two slaves on a network that costs nothing, 6 units of 8 s, self-scheduling; {@code s1}
     * carries {@code extra} attributes; m and s0 have the power model 100:120:200 W (off: 10 W), s1 too unless
     * {@code extra} gives its own.
     */
    private Scenario scenario(String extra, String file) throws Exception {
        String xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                    xmlns:lbsim="http://lbsim.org/model/1.0" name="dyn">
                  <platform>
                    <hosts name="m" segment="lan" wattagePerState="100:120:200" wattageOff="10"/>
                    <hosts name="s0" segment="lan" wattagePerState="100:120:200" wattageOff="10"/>
                    <hosts name="s1" segment="lan" EXTRA/>
                    <segments xsi:type="lbsim:DelayNetwork" name="lan"/>
                  </platform>
                  <application xsi:type="lbsim:MasterSlaveApplication" master="m" slaves="s0 s1" units="6"
                      unitCost="constant(value=8)" requestBytes="0" workBytesFixed="0" resultBytesFixed="0" strategy="self"/>
                  <run seed="3"/>
                </lbsim:Scenario>
                """.replace("EXTRA", extra.contains("wattagePerState") ? extra : POWER + " " + extra);
        Path f = dir.resolve(file);
        Files.writeString(f, xml);
        return ScenarioLoader.load(f);
    }

    @Test
    void aStateProfileLosesAChunkAndEnergyCountsTheOffTime() throws Exception {
        RunOutcome o = ScenarioRunner.run(scenario("stateProfile=\"20 0; 30 1\"", "off.lbsim"), "off.lbsim", List.of(), null,
                null);
        // as FailureTest: s1 loses its third unit at 20 s, s0 redoes it [24, 32]: makespan 32 s
        assertEquals(32.0, o.result(MasterSlaveSummary.class).orElseThrow().makespanSeconds(), 1e-12);
        EnergySummary e = o.result(EnergySummary.class).orElseThrow();
        // m: idle for 32 s (its overhead is 0): 3200 J. s0: busy [0, 32]: 200 W x 32 = 6400 J.
        // s1: busy [0, 20] 4000 J, off [20, 30] 100 J, idle [30, 32] 200 J (it rejoined, nothing was left)
        assertEquals(List.of("m", "s0", "s1"), e.hosts().stream().map(EnergySummary.HostEnergy::host).toList());
        assertEquals(3200.0, e.hosts().get(0).joules(), 1e-9);
        assertEquals(6400.0, e.hosts().get(1).joules(), 1e-9);
        assertEquals(4000.0, e.hosts().get(2).busyJoules(), 1e-9);
        assertEquals(100.0, e.hosts().get(2).offJoules(), 1e-9);
        assertEquals(200.0, e.hosts().get(2).idleJoules(), 1e-9);
        assertEquals(13900.0, e.totalJoules(), 1e-9);
        assertEquals(13900.0, Figures.of(o).get("energy"), 1e-9);
        ResultWriter.write(o, dir.resolve("result"), "test");
        List<String> csv = Files.readAllLines(dir.resolve("result").resolve("energy.csv"));
        assertEquals(EnergySummary.HEADER, csv.get(0));
        assertEquals("s1,4300.0,200.0,4000.0,100.0", csv.get(3));
        assertTrue(Files.readString(dir.resolve("result").resolve("summary.json")).contains("\"energy\""));
    }

    @Test
    void aSpeedProfileFromAFileSlowsTheSlave() throws Exception {
        Files.writeString(dir.resolve("half.txt"), "# s1 at half speed from 10 s\n10 0.5\n");
        RunOutcome o = ScenarioRunner.run(scenario("speedProfile=\"file:half.txt\"", "half.lbsim"), "half.lbsim", List.of(),
                null, null);
        // s0: units [0, 8], [8, 16], [16, 24], then nothing is left; s1: [0, 8], then 2 s at speed 1 and 6 s of work at
        // 0.5 = 12 s: [8, 22]; then [22, 38]: 3 + 3 = 6 units, the last result at 38 s
        assertEquals(38.0, o.result(MasterSlaveSummary.class).orElseThrow().makespanSeconds(), 1e-12);
    }

    @Test
    void theStreamedTraceRecordsEveryHostStateChangeAtTheProfilesTimes() throws Exception {
        Scenario sc = scenario("pstateSpeeds=\"1, 0.5\" pstate=\"1\" wattagePerState=\"100:120:200, 80:90:140\""
                + " speedProfile=\"10 0.5\" stateProfile=\"20 0; 30 1\"", "states.lbsim");
        Path file = dir.resolve("states.lbt");
        ScenarioRunner.prepare(sc, "states.lbsim", null).streamTraceTo(file).run(List.of(), null);
        try (lbsim.trace.store.TraceStore t = lbsim.trace.store.TraceStores.open(file)) {
            t.validate();
            // s1 (host 2): pstate 1 from the start (0 s); availability 0.5 from 10 s (speedProfile "10 0.5"); off at
            // 20 s and on at 30 s (stateProfile "20 0; 30 1"); the availability and pstate carry over the off time
            java.util.List<String> all = new java.util.ArrayList<>();
            t.forEachHostState((h, time, on, speed, p) -> all.add(h + "@" + time + ":" + (on ? "on" : "off") + "," + speed
                    + ",p" + p));
            assertEquals(List.of("2@0.0:on,1.0,p1", "2@10.0:on,0.5,p1", "2@20.0:off,0.5,p1", "2@30.0:on,0.5,p1"), all);
            lbsim.trace.store.HostStates s1 = t.hostStates(2, 25, t.endSeconds());
            assertEquals(2, s1.size()); // off since 20 s, then on at 30 s
            assertEquals(20.0, s1.time(0));
            assertTrue(!s1.on(0) && s1.on(1));
            // m and s0 never changed: nothing recorded for them
            assertEquals(0, t.hostStates(0, 0, t.endSeconds()).size());
            assertEquals(0, t.hostStates(1, 0, t.endSeconds()).size());
        }
        // the same run with its trace kept in memory (an experiment's run, the API) holds the same host states
        RunOutcome mem = ScenarioRunner.run(sc, "states.lbsim", List.of(), null, null);
        try (lbsim.trace.store.TraceStore t = mem.openTrace()) {
            java.util.List<String> all = new java.util.ArrayList<>();
            t.forEachHostState((h, time, on, speed, p) -> all.add(h + "@" + time + ":" + (on ? "on" : "off") + "," + speed
                    + ",p" + p));
            assertEquals(List.of("2@0.0:on,1.0,p1", "2@10.0:on,0.5,p1", "2@20.0:off,0.5,p1", "2@30.0:on,0.5,p1"), all);
        }
        // a run whose hosts never change writes no host states at all (its file is what it was before they existed)
        Path plain = dir.resolve("plain.lbt");
        ScenarioRunner.prepare(scenario("", "plain.lbsim"), "plain.lbsim", null).streamTraceTo(plain).run(List.of(), null);
        try (lbsim.trace.store.TraceStore t = lbsim.trace.store.TraceStores.open(plain)) {
            assertTrue(!t.hasHostStates());
            assertEquals(0, t.hostStateCount());
        }
    }

    @Test
    void pstatesSlowTheHostAndChangeItsPower() throws Exception {
        RunOutcome o = ScenarioRunner.run(scenario("pstateSpeeds=\"1, 0.5\" pstate=\"1\" wattagePerState=\"100:120:200, 80:90:140\"",
                "p.lbsim"), "p.lbsim", List.of(), null, null);
        // s1 in pstate 1 (speed 0.5) takes 16 s a unit: [0, 16], [16, 32]; s0 [0, 8], [8, 16], [16, 24], [24, 32]
        assertEquals(32.0, o.result(MasterSlaveSummary.class).orElseThrow().makespanSeconds(), 1e-12);
        // s1 busy for 32 s in pstate 1 at full load: 140 W x 32 s
        assertEquals(4480.0, o.result(EnergySummary.class).orElseThrow().hosts().get(2).joules(), 1e-9);
    }

    @Test
    void workStealingCannotGoOnWithoutAHostAndSaysWhichAndWhen() throws Exception {
        Scenario sc = scenario("stateProfile=\"20 0; 30 1\"", "ws.lbsim");
        ((lbsim.model.MasterSlaveApplication) sc.getApplication()).setStrategy("work-stealing");
        SimulationException e = assertThrows(SimulationException.class,
                () -> ScenarioRunner.run(sc, "ws.lbsim", List.of(), null, null));
        assertTrue(e.getMessage().startsWith("ws.lbsim: task "), e.getMessage());
        assertTrue(e.getMessage().contains(" at 20.0 s: host 's1' went off at 20.0 s with task "), e.getMessage());
        assertTrue(e.getMessage().endsWith("on it; this application cannot go on without them"), e.getMessage());
    }

    @Test
    void badInputNamesFileObjectAndRule() throws Exception {
        ScenarioException back = assertThrows(ScenarioException.class, () -> ScenarioRunner.run(
                scenario("stateProfile=\"20 0; 10 1\"", "back.lbsim"), "back.lbsim", List.of(), null, null));
        assertEquals(List.of("back.lbsim: Host 's1': stateProfile: line 2: time 10 s goes back in time (the previous event is at 20 s)"
                + " (rule validProfiles)"), back.messages());
        ScenarioException neg = assertThrows(ScenarioException.class, () -> ScenarioRunner.run(
                scenario("wattagePerState=\"100:120:200\" wattageOff=\"-5\"", "neg.lbsim"), "neg.lbsim", List.of(), null, null));
        assertTrue(neg.problems().get(0).text().contains("wattageOff must be >= 0 W and finite, got -5.0 (rule validWattage)"),
                neg.problems().toString());
        ScenarioException pstate = assertThrows(ScenarioException.class, () -> ScenarioRunner.run(
                scenario("pstate=\"2\"", "ps.lbsim"), "ps.lbsim", List.of(), null, null));
        assertEquals(List.of("ps.lbsim: Host 's1': pstate 2 does not exist (the host has 1 pstate, 0..0) (rule validPstates)"),
                pstate.messages());
        ScenarioException file = assertThrows(ScenarioException.class, () -> ScenarioRunner.run(
                scenario("speedProfile=\"file:missing.txt\"", "miss.lbsim"), "miss.lbsim", List.of(), null, null));
        assertTrue(file.problems().get(0).text().startsWith("miss.lbsim: Host 's1': speedProfile: "), file.problems().toString());
        assertTrue(file.problems().get(0).text().endsWith("(rule readableProfileFile)"), file.problems().toString());
    }
}
