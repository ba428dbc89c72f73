package lbsim.core.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
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
import lbsim.core.msg.TaskContext;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.DelayNetwork;
import lbsim.core.trace.MessageLog;

/**
 * A replayed trace on the network it was taken on reproduces its own run. The program (3 tasks on hosts A,
 * B, C of speed 1): the master computes 2 ms, multicasts 2048 bytes (tag 1) to both workers, receives two
 * results (tag 2) from any worker, computes 1 ms and sends each worker an empty stop message (tag 3);
 * worker k receives the input, computes 3 ms (worker 1) or 6 ms (worker 2), sends 512 bytes back, waits
 * for the stop and computes 0.5 ms. The traced network: send overhead 1 ms, receive overhead 2 ms, wire
 * 5 ms + 10 ms per KB.
 */
class TraceReplayRecordTest {

    /** Tolerance for times that went through a trace file (microseconds with 6 decimals). */
    private static final double FILE_EPS = 1e-9;

    /** The recorded trace, hand-derived from the timeline in {@link #recordedRun()}. */
    private static final List<String> EXPECTED = List.of("""
            # task 0 'master' on host A, recorded from a simulated run; times in microseconds
            c 2000 0 0 0
            m 1000 2048 0 1 2 tag=1
            r 2000 512 1 0 tag=2
            r 2000 512 2 0 tag=2
            c 1000 0 0 0
            s 1000 0 0 1 tag=3
            s 1000 0 0 2 tag=3
            """, """
            # task 1 'worker1' on host B, recorded from a simulated run; times in microseconds
            r 2000 2048 0 1 tag=1
            c 3000 0 0 0
            s 1000 512 1 0 tag=2
            r 2000 0 0 1 tag=3
            c 500 0 0 0
            """, """
            # task 2 'worker2' on host C, recorded from a simulated run; times in microseconds
            r 2000 2048 0 2 tag=1
            c 6000 0 0 0
            s 1000 512 2 0 tag=2
            r 2000 0 0 2 tag=3
            c 500 0 0 0
            """);

    @TempDir
    Path dir;

    private static VirtualMachine machine(Simulation sim, DelayNetwork net) {
        VirtualMachine vm = new VirtualMachine(sim, 0);
        for (String h : List.of("A", "B", "C")) {
            vm.addHost(new Host(sim, h, 1.0, 1, WeightPolicy.LINUX_2_0), net);
        }
        return vm;
    }

    private static DelayNetwork traced() {
        return new DelayNetwork("lan", 0.001, 0.002, 0.005, 0.010);
    }

    /**
     * The original run. Master: compute [0, 2], multicast overhead [2, 3], both copies delivered at
     * 3 + 5 + 20 = 28; blocked [3, 44], receive [44, 46]; blocked [46, 47], receive [47, 49]; compute
     * [49, 50]; stop sends [50, 51] (delivered 56) and [51, 52] (delivered 57). Worker 1: blocked [0, 28],
     * receive [28, 30], compute [30, 33], send [33, 34], result delivered 34 + 5 + 5 = 44; blocked [34, 56],
     * receive [56, 58], compute [58, 58.5]. Worker 2: the same to 30, compute [30, 36], send [36, 37],
     * delivered 47; blocked [37, 57], receive [57, 59], compute [59, 59.5].
     */
    private static VirtualMachine recordedRun() {
        Simulation sim = new Simulation(3);
        VirtualMachine vm = machine(sim, traced());
        vm.start(ctx -> ctx.compute(0.002, () -> ctx.mcast(new int[] {1, 2}, 1, 2048, null,
                () -> ctx.recv(TaskContext.ANY, 2, r1 -> ctx.recv(TaskContext.ANY, 2, r2 -> ctx.compute(0.001,
                        () -> ctx.send(1, 3, 0, null, () -> ctx.send(2, 3, 0, null, ctx::exit))))))), "master", "A");
        for (int k = 1; k <= 2; k++) {
            double work = k == 1 ? 0.003 : 0.006;
            vm.start(ctx -> ctx.recv(0, 1, in -> ctx.compute(work, () -> ctx.send(0, 2, 512, null,
                    () -> ctx.recv(0, 3, stop -> ctx.compute(0.0005, ctx::exit))))), "worker" + k, k == 1 ? "B" : "C");
        }
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        assertEquals(List.of(), vm.deadlock());
        return vm;
    }

    /** Messages as (source, destination, order within the pair) -> row, so two logs compare pair by pair. */
    private static List<Integer> byPair(MessageLog log) {
        List<Integer> ids = new ArrayList<>();
        for (int i = 0; i < log.size(); i++) {
            ids.add(i);
        }
        ids.sort(Comparator.<Integer>comparingInt(log::source).thenComparingInt(log::destination).thenComparingInt(i -> i));
        return ids;
    }

    @Test
    void theRecorderWritesTheHandDerivedTrace() throws Exception {
        TraceReplayRecorder rec = TraceReplayRecorder.record(recordedRun());
        assertEquals(3, rec.taskCount());
        for (int t = 0; t < 3; t++) {
            assertEquals(EXPECTED.get(t), rec.text(t), "task " + t);
        }
        // line numbers count the header, so a parse error in a recorded file points at the right line
        assertEquals(List.of(2, 3, 4, 5, 6, 7, 8), rec.ops(0).stream().map(TraceReplay.Op::line).toList());
        TraceReplay loaded = TraceReplay.load(rec.write(dir.resolve("run"), "trace"));
        for (int t = 0; t < 3; t++) {
            assertEquals(rec.ops(t), loaded.ops(t), "task " + t);
        }
    }

    @Test
    void replayWithTheNetworksOwnCostsOnTheSameNetworkReproducesTheRun() throws Exception {
        VirtualMachine original = recordedRun();
        TraceReplay trace = TraceReplay.load(TraceReplayRecorder.record(original).write(dir.resolve("run"), "trace"));
        Simulation sim = new Simulation(3);
        VirtualMachine replay = machine(sim, traced());
        Run run = trace.start(replay, List.of("A", "B", "C"), 1.0, CpuCosts.NETWORK);
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        assertEquals(List.of(), replay.deadlock());
        // the replay, recorded in turn, is the same trace: same operations, same durations, same gaps
        TraceReplayRecorder again = TraceReplayRecorder.record(replay);
        for (int t = 0; t < 3; t++) {
            assertEquals(EXPECTED.get(t).substring(EXPECTED.get(t).indexOf('\n')),
                    again.text(t).substring(again.text(t).indexOf('\n')), "task " + t);
        }
        // every message: same pair, tag and length, and the same send, injection, delivery and receive times
        MessageLog a = original.messages();
        MessageLog b = replay.messages();
        assertEquals(a.size(), b.size());
        List<Integer> pa = byPair(a);
        List<Integer> pb = byPair(b);
        for (int k = 0; k < pa.size(); k++) {
            int i = pa.get(k);
            int j = pb.get(k);
            String what = "message " + k + " by pair";
            assertEquals(List.of(a.source(i), a.destination(i), a.tag(i), a.bytes(i)),
                    List.of(b.source(j), b.destination(j), b.tag(j), b.bytes(j)), what);
            assertEquals(a.sendStart(i), b.sendStart(j), FILE_EPS, what);
            assertEquals(a.injected(i), b.injected(j), FILE_EPS, what);
            assertEquals(a.delivered(i), b.delivered(j), FILE_EPS, what);
            assertEquals(a.received(i), b.received(j), FILE_EPS, what);
        }
        for (int t = 0; t < 3; t++) {
            assertEquals(original.activity().get(t).endSeconds(), run.finishedSeconds(t), FILE_EPS);
            assertEquals(original.activity().get(t).blockedSeconds(), replay.activity().get(t).blockedSeconds(), FILE_EPS);
        }
        assertEquals(0.0595, run.finishedSeconds(), FILE_EPS);
    }

    @Test
    void replayWithTheTraceCostsOnTheOverheadFreeNetworkReproducesEveryOperation() throws Exception {
        VirtualMachine original = recordedRun();
        TraceReplayRecorder rec = TraceReplayRecorder.record(original);
        TraceReplay trace = TraceReplay.load(rec.write(dir.resolve("run"), "trace"));
        // the same wire; the write and read times now come from the trace
        Simulation sim = new Simulation(3);
        VirtualMachine replay = machine(sim, new DelayNetwork("lan", 0, 0, 0.005, 0.010));
        Run run = trace.start(replay, List.of("A", "B", "C"), 1.0);
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        assertEquals(List.of(), replay.deadlock());
        for (int t = 0; t < 3; t++) {
            List<Step> want = rec.steps(t);
            List<Step> got = run.steps(t);
            assertEquals(want.size(), got.size(), "task " + t);
            for (int i = 0; i < want.size(); i++) {
                String what = "task " + t + " step " + i;
                assertEquals(want.get(i).code(), got.get(i).code(), what);
                assertEquals(want.get(i).startSeconds(), got.get(i).startSeconds(), FILE_EPS, what);
                assertEquals(want.get(i).endSeconds(), got.get(i).endSeconds(), FILE_EPS, what);
            }
        }
        // the master's steps, by hand: c [0, 2], m [2, 3], r [3, 46], r [46, 49], c [49, 50], s [50, 51], s [51, 52]
        double[] ends = {0.002, 0.003, 0.046, 0.049, 0.050, 0.051, 0.052};
        for (int i = 0; i < ends.length; i++) {
            assertEquals(ends[i], run.steps(0).get(i).endSeconds(), FILE_EPS, "master step " + i);
        }
        // messages leave and arrive at the same times; the receive step ends when the original receive did
        MessageLog a = original.messages();
        MessageLog b = replay.messages();
        List<Integer> pa = byPair(a);
        List<Integer> pb = byPair(b);
        assertEquals(6, pa.size());
        assertEquals(pa.size(), pb.size());
        for (int k = 0; k < pa.size(); k++) {
            int i = pa.get(k);
            int j = pb.get(k);
            assertEquals(List.of(a.source(i), a.destination(i), a.tag(i), a.bytes(i)),
                    List.of(b.source(j), b.destination(j), b.tag(j), b.bytes(j)));
            assertEquals(a.injected(i), b.injected(j), FILE_EPS);
            assertEquals(a.delivered(i), b.delivered(j), FILE_EPS);
        }
        for (int t = 0; t < 3; t++) {
            List<Double> receivedOriginal = new ArrayList<>();
            for (int i = 0; i < a.size(); i++) {
                if (a.destination(i) == t) {
                    receivedOriginal.add(a.received(i));
                }
            }
            receivedOriginal.sort(null);
            List<Step> receives = run.steps(t).stream().filter(s -> s.code() == 'r').toList();
            assertEquals(receivedOriginal.size(), receives.size());
            for (int i = 0; i < receives.size(); i++) {
                assertEquals(receivedOriginal.get(i), receives.get(i).endSeconds(), FILE_EPS, "task " + t + " receive " + i);
            }
        }
        assertEquals(0.0595, run.finishedSeconds(), FILE_EPS);
    }
}
