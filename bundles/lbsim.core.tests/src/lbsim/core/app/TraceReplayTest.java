package lbsim.core.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.app.TraceReplay.CpuCosts;
import lbsim.core.app.TraceReplay.Run;
import lbsim.core.app.TraceReplay.Step;
import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.engine.StopReason;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.DelayNetwork;
import lbsim.core.net.EthernetNetwork;
import lbsim.core.net.NetworkModel;
import lbsim.core.stats.TaskActivity;
import lbsim.core.trace.MessageLog;

/**
 * Trace replay against hand-computed timelines. Times in the comments are milliseconds. The two-task
 * trace: task 0 computes 3000 us, sends 2048 bytes (tag 7, write 500 us) to task 1, receives 1024 bytes
 * from task 1 (read 200 us), computes 1000 us; task 1 computes 1000 us, receives (tag 7, read 400 us),
 * computes 2000 us, sends 1024 bytes (write 600 us) to task 0.
 */
class TraceReplayTest {

    private static final double EPS = 1e-12;

    static final String TASK0 = """
            # task 0
            c 3000 0 0 0
            s 500 2048 0 1 tag=7
            r 200 1024 1 0
            c 1000 0 0 0
            """;
    static final String TASK1 = """
            c 1000 0 0 0
            r 400 2048 0 1 tag=7
            c 2000 0 0 0
            s 600 1024 1 0
            """;

    @TempDir
    Path dir;

    /** A simulation with hosts A and B of the given speeds on one segment. */
    private record Platform(Simulation sim, VirtualMachine vm) {
        static Platform of(NetworkModel net, double speedA, double speedB) {
            Simulation sim = new Simulation(7);
            VirtualMachine vm = new VirtualMachine(sim, 0);
            vm.addHost(new Host(sim, "A", speedA, 1, WeightPolicy.LINUX_2_0), net);
            vm.addHost(new Host(sim, "B", speedB, 1, WeightPolicy.LINUX_2_0), net);
            return new Platform(sim, vm);
        }

        void run() {
            assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
            assertEquals(List.of(), vm.deadlock());
        }
    }

    private TraceReplay twoTasks() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("two"));
        Files.writeString(folder.resolve("trace.0"), TASK0);
        Files.writeString(folder.resolve("trace.1"), TASK1);
        return TraceReplay.load(folder);
    }

    private static void assertSteps(List<Step> steps, Object... codeStartEnd) {
        assertEquals(codeStartEnd.length / 3, steps.size(), () -> "steps " + steps);
        for (int i = 0; i < steps.size(); i++) {
            Step s = steps.get(i);
            assertEquals(i, s.index());
            assertEquals(codeStartEnd[3 * i], s.code(), "code of step " + i);
            assertEquals((Double) codeStartEnd[3 * i + 1], s.startSeconds(), EPS, "start of step " + i);
            assertEquals((Double) codeStartEnd[3 * i + 2], s.endSeconds(), EPS, "end of step " + i);
        }
    }

    private static void assertMessage(MessageLog log, int id, int src, int dst, int tag, long bytes, double sendStart,
            double injected, double delivered, double received) {
        assertEquals(List.of(src, dst, tag, bytes), List.of(log.source(id), log.destination(id), log.tag(id), log.bytes(id)));
        assertEquals(sendStart, log.sendStart(id), EPS);
        assertEquals(injected, log.injected(id), EPS);
        assertEquals(delivered, log.delivered(id), EPS);
        assertEquals(received, log.received(id), EPS);
    }

    @Test
    void twoTaskTraceOnADelayNetworkFollowsTheHandComputedTimeline() throws Exception {
        // wire: 5 ms + 10 ms per KB, no send or receive overheads; A speed 1, B speed 2, trace host speed 1
        Platform p = Platform.of(new DelayNetwork("lan", 0, 0, 0.005, 0.010), 1, 2);
        Run run = twoTasks().start(p.vm, List.of("A", "B"), 1.0);
        p.run();
        // task 0 on A: compute [0, 3]; write [3, 3.5], message 0 injected at 3.5, crosses in 5 + 2 x 10 = 25
        // -> delivered at 28.5; receive called at 3.5, message 1 delivered at 45, read [45, 45.2];
        // compute [45.2, 46.2].
        assertSteps(run.steps(0), 'c', 0.0, 0.003, 's', 0.003, 0.0035, 'r', 0.0035, 0.0452, 'c', 0.0452, 0.0462);
        // task 1 on B (twice as fast): compute 1000 us -> [0, 0.5]; receive called at 0.5, delivered 28.5, read
        // 400 us -> [28.5, 28.7]; compute 2000 us -> [28.7, 29.7]; write 600 us -> [29.7, 30.0], message 1
        // injected at 30, crosses in 5 + 10 = 15 -> delivered at 45.
        assertSteps(run.steps(1), 'c', 0.0, 0.0005, 'r', 0.0005, 0.0287, 'c', 0.0287, 0.0297, 's', 0.0297, 0.030);
        MessageLog log = p.vm.messages();
        assertEquals(2, log.size());
        assertMessage(log, 0, 0, 1, 7, 2048, 0.0035, 0.0035, 0.0285, 0.0285);
        assertMessage(log, 1, 1, 0, 0, 1024, 0.030, 0.030, 0.045, 0.045);
        assertEquals(0.0462, run.finishedSeconds(0), EPS);
        assertEquals(0.030, run.finishedSeconds(1), EPS);
        assertEquals(0.0462, run.finishedSeconds(), EPS);
        List<TaskActivity> act = p.vm.activity();
        assertEquals(0.0415, act.get(0).blockedSeconds(), EPS); // 3.5 -> 45
        assertEquals(0.028, act.get(1).blockedSeconds(), EPS); // 0.5 -> 28.5
        assertEquals(0.0047, act.get(0).computeSeconds(), EPS); // 3 + 0.5 + 0.2 + 1
        assertEquals(0.0020, act.get(1).computeSeconds(), EPS); // 0.5 + 0.2 + 1 + 0.3
        assertEquals(List.of("trace0", "trace1"), List.of(act.get(0).task(), act.get(1).task()));
        assertEquals(List.of("A", "B"), List.of(act.get(0).host(), act.get(1).host()));
    }

    @Test
    void traceHostSpeedScalesComputeWriteAndReadTimes() throws Exception {
        // traced on a host of speed 0.5: every CPU time is half as many reference seconds; both hosts speed 1
        Platform p = Platform.of(new DelayNetwork("lan", 0, 0, 0.005, 0.010), 1, 1);
        Run run = twoTasks().start(p.vm, List.of("A", "B"), 0.5);
        p.run();
        // task 0: compute [0, 1.5], write [1.5, 1.75], delivered 26.75; task 1: compute [0, 0.5], read
        // [26.75, 26.95], compute [26.95, 27.95], write [27.95, 28.25], delivered 43.25; task 0 read
        // [43.25, 43.35], compute [43.35, 43.85].
        assertSteps(run.steps(0), 'c', 0.0, 0.0015, 's', 0.0015, 0.00175, 'r', 0.00175, 0.04335, 'c', 0.04335, 0.04385);
        assertSteps(run.steps(1), 'c', 0.0, 0.0005, 'r', 0.0005, 0.02695, 'c', 0.02695, 0.02795, 's', 0.02795, 0.02825);
        assertEquals(0.04385, run.finishedSeconds(), EPS);
    }

    @Test
    void networkCostsReplaceTheTraceWriteAndReadTimes() throws Exception {
        // send overhead 1 ms, receive overhead 2 ms; the trace's write and read times are ignored
        Platform p = Platform.of(new DelayNetwork("lan", 0.001, 0.002, 0.005, 0.010), 1, 1);
        Run run = twoTasks().start(p.vm, List.of("A", "B"), 1.0, CpuCosts.NETWORK);
        p.run();
        // task 0: compute [0, 3], send overhead [3, 4], delivered 29; task 1: compute [0, 1], blocked to 29,
        // receive overhead [29, 31], compute [31, 33], send [33, 34], delivered 49; task 0: blocked [4, 49],
        // receive overhead [49, 51], compute [51, 52].
        assertSteps(run.steps(0), 'c', 0.0, 0.003, 's', 0.003, 0.004, 'r', 0.004, 0.051, 'c', 0.051, 0.052);
        assertSteps(run.steps(1), 'c', 0.0, 0.001, 'r', 0.001, 0.031, 'c', 0.031, 0.033, 's', 0.033, 0.034);
        assertMessage(p.vm.messages(), 1, 1, 0, 0, 1024, 0.033, 0.034, 0.049, 0.051);
    }

    @Test
    void theSameTraceOnASmallerDelayFinishesExactlyAsMuchEarlierAsTheWireSaves() throws Exception {
        TraceReplay trace = twoTasks();
        Platform slow = Platform.of(new DelayNetwork("slow", 0, 0, 0.005, 0.010), 1, 2);
        Run slowRun = trace.start(slow.vm, List.of("A", "B"), 1.0);
        slow.run();
        Platform fast = Platform.of(new DelayNetwork("fast", 0, 0, 0.001, 0.001), 1, 2);
        Run fastRun = trace.start(fast.vm, List.of("A", "B"), 1.0);
        fast.run();
        // fast wire: 1 + 2 x 1 = 3 ms and 1 + 1 = 2 ms instead of 25 and 15: task 0 delivers at 6.5, task 1
        // reads to 6.7, computes to 7.7, writes to 8.0, delivered at 10.0, task 0 reads to 10.2, computes to
        // 11.2 -- 35 ms (the 22 + 13 ms the wire saves) before the slow run's 46.2.
        assertEquals(0.0462, slowRun.finishedSeconds(), EPS);
        assertEquals(0.0112, fastRun.finishedSeconds(), EPS);
        assertSteps(fastRun.steps(0), 'c', 0.0, 0.003, 's', 0.003, 0.0035, 'r', 0.0035, 0.0112 - 0.001, 'c',
                0.0112 - 0.001, 0.0112);
    }

    @Test
    void theExampleTraceOnFastEthernetFinishesEarlierThanOnTenMegabit() throws Exception {
        TraceReplay trace = TraceReplay.load(exampleFolder());
        double[] finished = new double[2];
        List<List<Double>> computeTimes = new ArrayList<>();
        double[] rates = {10e6, 100e6};
        for (int k = 0; k < 2; k++) {
            Simulation sim = new Simulation(11);
            VirtualMachine vm = new VirtualMachine(sim, 0);
            EthernetNetwork net = EthernetNetwork.zabel("ether", rates[k]);
            for (String h : List.of("m", "w1", "w2")) {
                vm.addHost(new Host(sim, h, 1.0, 1, WeightPolicy.LINUX_2_0), net);
            }
            Run run = trace.start(vm, List.of("m", "w1", "w2"), 1.0);
            assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
            assertEquals(List.of(), vm.deadlock());
            finished[k] = run.finishedSeconds();
            List<Double> c = new ArrayList<>();
            for (int t = 0; t < 3; t++) {
                assertEquals(trace.ops(t).size(), run.steps(t).size());
                for (Step s : run.steps(t)) {
                    if (s.code() == 'c') {
                        c.add(s.endSeconds() - s.startSeconds());
                    }
                }
            }
            computeTimes.add(c);
            // messages: 2 (multicast) + 6 work + 6 results + 2 stops
            assertEquals(16, vm.messages().size());
        }
        // the trace's CPU time alone: task 2's chain 350 + 2000 + 3 x 900 + 45000 + 43000 + 44000 + 3 x 300 + 60 +
        // 800 us = 138.81 ms is a lower bound for both
        assertTrue(finished[1] > 0.13881, "100 Mb/s run " + finished[1]);
        // at 10 Mb/s each 16 KB work message alone needs > 13 ms of wire, so the runs differ by milliseconds
        assertTrue(finished[0] - finished[1] > 0.005, finished[0] + " s at 10 Mb/s vs " + finished[1] + " s at 100 Mb/s");
        for (int i = 0; i < computeTimes.get(0).size(); i++) {
            assertEquals(computeTimes.get(0).get(i), computeTimes.get(1).get(i), 1e-12, "compute step " + i);
        }
    }

    @Test
    void tasksMapOntoTheMachinesTaskIdsWhenOtherTasksRunFirst() throws Exception {
        Platform p = Platform.of(new DelayNetwork("lan", 0, 0, 0.005, 0.010), 1, 2);
        int other = p.vm.start(ctx -> ctx.compute(1.0, () -> {
        }), "other", "A");
        Run run = twoTasks().start(p.vm, List.of("B", "A"), 1.0);
        p.run();
        assertEquals(0, other);
        assertEquals(List.of(1, 2), List.of(run.tid(0), run.tid(1)));
        assertEquals(2, p.vm.messages().source(1));
        assertEquals(1, p.vm.messages().destination(1));
        assertEquals(List.of("B", "A"), List.of(p.vm.taskHost(1), p.vm.taskHost(2)));
    }

    @Test
    void startRejectsAWrongHostListAndABadSpeed() throws Exception {
        TraceReplay trace = twoTasks();
        Platform p = Platform.of(new DelayNetwork("lan", 0, 0, 0, 0), 1, 1);
        assertEquals("trace replay: 2 tasks but 1 hosts given",
                assertThrows(IllegalArgumentException.class, () -> trace.start(p.vm, List.of("A"), 1)).getMessage());
        assertEquals("trace replay: trace host speed must be > 0 and finite, got 0.0",
                assertThrows(IllegalArgumentException.class, () -> trace.start(p.vm, List.of("A", "B"), 0)).getMessage());
        assertEquals(0, p.vm.taskCount());
    }

    /** examples/traces/master-workers, from the test bundle's folder or the repository root. */
    static Path exampleFolder() {
        for (Path p : List.of(Path.of("../../examples/traces/master-workers"), Path.of("examples/traces/master-workers"))) {
            if (Files.isDirectory(p)) {
                return p;
            }
        }
        throw new AssertionError("examples/traces/master-workers not found from " + Path.of("").toAbsolutePath());
    }
}
