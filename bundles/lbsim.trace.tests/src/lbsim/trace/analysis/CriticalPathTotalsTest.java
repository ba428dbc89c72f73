package lbsim.trace.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.app.MasterSlave;
import lbsim.core.balance.SelfScheduling;
import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Exponential;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.DelayNetwork;
import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceFileStore;
import lbsim.trace.file.TraceWriter;
import lbsim.trace.store.TraceStore;

/**
 * Issue 32 item 2: {@link CriticalPath#totals} (what a result folder's summary.json prints, in bounded memory: the
 * walk's segments spill to a temporary file a block at a time) gives the same figures, to the last bit, as the whole
 * path of {@link CriticalPath#of}.
 */
class CriticalPathTotalsTest {

    @TempDir
    Path dir;

    private static void assertSameTotals(CriticalPath whole, CriticalPath totals, String what) {
        assertTrue(whole.hasSegments());
        assertFalse(totals.hasSegments());
        assertEquals(whole.size(), totals.size(), what);
        assertEquals(whole.taskCount(), totals.taskCount(), what);
        assertBits(whole.runEndSeconds(), totals.runEndSeconds(), what + ": run end");
        assertBits(whole.lengthSeconds(), totals.lengthSeconds(), what + ": length");
        assertBits(whole.messageSeconds(), totals.messageSeconds(), what + ": messages");
        assertBits(whole.waitingSeconds(), totals.waitingSeconds(), what + ": waiting");
        for (int t = 0; t < whole.taskCount(); t++) {
            assertBits(whole.taskSeconds(t), totals.taskSeconds(t), what + ": task " + t);
            assertBits(whole.taskFraction(t), totals.taskFraction(t), what + ": fraction of task " + t);
        }
    }

    private static void assertBits(double a, double b, String what) {
        assertEquals(Double.doubleToRawLongBits(a), Double.doubleToRawLongBits(b), what + ": " + a + " against " + b);
    }

    @Test
    void theHandTracesTotalsAreTheWholePathsAndTheHandFigures() throws IOException {
        try (TraceStore s = HandTraces.open(HandTraces.chain(), dir, "chain")) {
            CriticalPath whole = CriticalPath.of(s);
            for (int block : new int[] { 1, 2, 3, 15, 16, 1 << 16 }) { // 15 segments: spilled, one block, in memory
                CriticalPath t = CriticalPath.totals(s, CriticalPath.WINDOW_RECORDS, block, () -> false, f -> { });
                assertSameTotals(whole, t, "chain, blocks of " + block);
                // by hand (AnalysisTest): m 4, a 2.5, b 1.25, messages 1.25, length 9, no waiting
                assertEquals(15, t.size());
                assertEquals(9.0, t.lengthSeconds(), 1e-12);
                assertEquals(4.0, t.taskSeconds(HandTraces.M), 1e-12);
                assertEquals(2.5, t.taskSeconds(HandTraces.A), 1e-12);
                assertEquals(1.25, t.messageSeconds(), 1e-12);
                assertEquals(0.0, t.waitingSeconds(), 0);
            }
            CriticalPath t = CriticalPath.totals(s, () -> false, f -> { });
            assertThrows(IllegalStateException.class, () -> t.segment(0));
            assertThrows(IllegalStateException.class, () -> t.indexAt(1));
            assertThrows(IllegalStateException.class, () -> t.hasMessage(3));
        }
        try (TraceStore s = HandTraces.open(HandTraces.spawnAndGaps(), dir, "spawn")) {
            for (int block : new int[] { 1, 2, 5 }) {
                CriticalPath t = CriticalPath.totals(s, 2, block, () -> false, f -> { });
                assertSameTotals(CriticalPath.of(s, 2), t, "spawn, blocks of " + block);
                assertEquals(0.9, t.waitingSeconds(), 1e-12); // the timed-out wait and the gap, by hand
            }
        }
    }

    /** A self-scheduled master-slave run of the core, traced as a run traces it, with a seed. */
    private Path run(long seed, int units, int slaves) throws IOException {
        return masterSlaveTrace(dir.resolve("ms-" + seed + ".lbt"), seed, units, slaves, 50e-6, null);
    }

    /**
     * Writes to {@code f} the trace of a self-scheduled master-slave run of the core (a seed, {@code units} work
     * units, {@code slaves} slaves of speeds 0.5, 1 and 1.5 on a network of the given latency), traced as a run traces
     * it; the records also go to {@code also} when it is not null (as a run's online analyses get them).
     */
    static Path masterSlaveTrace(Path f, long seed, int units, int slaves, double latency, lbsim.core.trace.TraceSink also)
            throws IOException {
        Simulation sim = new Simulation(seed);
        DelayNetwork net = new DelayNetwork("lan", latency, latency, 2 * latency, 0);
        VirtualMachine vm = new VirtualMachine(sim, 0);
        try (TraceWriter writer = new TraceWriter(f, TraceStates.STATES.size(), 512, TraceWriter.DEFAULT_LEVEL_BINS, true)) {
            if (also != null) {
                writer.alsoTo(also);
            }
            vm.traceTo(writer);
            vm.addHost(new Host(sim, "master", 1.0, 1, WeightPolicy.LINUX_2_0), net);
            List<String> hosts = new ArrayList<>();
            double[] speeds = new double[slaves];
            for (int i = 0; i < slaves; i++) {
                vm.addHost(new Host(sim, "s" + i, 0.5 + (i % 3) * 0.5, 1, WeightPolicy.LINUX_2_0), net);
                hosts.add("s" + i);
                speeds[i] = 1;
            }
            MasterSlave ms = new MasterSlave(new MasterSlave.Parameters(units, new Exponential(0.01), 64, 64, 0, 64, 0, 0, 1),
                    new SelfScheduling(), sim.random().stream("units"));
            ms.start(vm, "master", hosts, speeds);
            vm.onQuiescence(sim::stop);
            sim.run(RunLimits.NONE);
            vm.flushTrace();
            List<String> names = new ArrayList<>();
            int[] taskHost = new int[vm.taskCount()];
            for (int t = 0; t < vm.taskCount(); t++) {
                names.add(vm.taskName(t));
                taskHost[t] = vm.hostNames().indexOf(vm.taskHost(t));
            }
            writer.finish(sim.now(), vm.hostNames(), names, taskHost, TraceStates.STATES);
        }
        return f;
    }

    @Test
    void seededMasterSlaveRunsTotalsAreTheWholePathsToTheLastBit() throws IOException {
        for (long seed = 1; seed <= 3; seed++) {
            try (TraceStore s = TraceFileStore.open(run(seed, 3000, 5 + (int) seed * 7))) {
                CriticalPath whole = CriticalPath.of(s, 2000);
                assertTrue(whole.size() > 1000, whole.size() + " segments");
                for (int block : new int[] { 7, 256, 1 << 16 }) {
                    assertSameTotals(whole, CriticalPath.totals(s, 2000, block, () -> false, f -> { }),
                            "seed " + seed + ", blocks of " + block);
                }
                // and as summary.json shows them
                assertEquals(AnalysisReport.json(whole, s, false),
                        AnalysisReport.json(CriticalPath.totals(s, 2000, 64, () -> false, f -> { }), s, false));
            }
        }
        // the temporary files are gone
        try (var files = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            assertEquals(List.of(), files.filter(p -> p.getFileName().toString().startsWith("lbsim-critical-path-")
                    && isOurs(p)).toList());
        }
    }

    /** A temporary file of this process (written since the test started), not another run's. */
    private boolean isOurs(Path p) {
        try {
            return Files.getLastModifiedTime(p).toMillis() >= Files.getLastModifiedTime(dir).toMillis();
        } catch (IOException e) {
            return false;
        }
    }

    @Test
    void stoppedTotalsSayCancelled() throws IOException {
        try (TraceStore s = TraceFileStore.open(run(4, 2000, 9))) {
            int[] asked = { 0 };
            assertThrows(java.util.concurrent.CancellationException.class,
                    () -> CriticalPath.totals(s, 200, 16, () -> ++asked[0] >= 5, f -> { }));
        }
    }
}
