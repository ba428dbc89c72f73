package lbsim.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.app.ObservedTask;
import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.msg.TaskContext;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.DelayNetwork;
import lbsim.core.net.NetworkModel;
import lbsim.trace.store.TraceStore;
import lbsim.trace.store.TraceStores;

/**
 * Issue 27, live limits 2 and 3: a run with both message-passing tasks and observed tasks, watched with a live snapshot
 * at every record (also those written while the trace is finished). Every snapshot lists every task its records name
 * (it opens and validates), the observed tasks' rows are there from the start, and their intervals show as the run goes
 * (the file gets them only at the end): in each snapshot, each observed task's intervals are the finished trace's up to
 * the snapshot, the last one possibly still open (same start, an end not later). The finished file is the same, byte for
 * byte, as without live snapshots.
 */
class LiveObservedTasksTest {

    @TempDir
    Path dir;

    private static final int ROUNDS = 60;

    /**
     * Hosts a and b on one LAN (1 ms per stage); "ping" on a and "pong" on b exchange {@value #ROUNDS} messages each way,
     * each computing 20 ms per message; observed task obs-a on a (2 s of work from 0.1 s: it shares a's CPU with ping,
     * so it finishes before the run ends) and obs-b on b (1,000 s of work from 0.5 s: still computing at the end).
     */
    private static PreparedRun run() {
        Simulation sim = new Simulation(1);
        DelayNetwork net = new DelayNetwork("lan", 0.001, 0.001, 0.001, 0);
        Map<String, Host> hosts = new LinkedHashMap<>();
        hosts.put("a", new Host(sim, "a", 1, 1, WeightPolicy.LINUX_2_0));
        hosts.put("b", new Host(sim, "b", 1, 1, WeightPolicy.LINUX_2_0));
        VirtualMachine vm = new VirtualMachine(sim, 0);
        for (Host h : hosts.values()) {
            vm.addHost(h, net);
        }
        PreparedRun.AppBinding app = new PreparedRun.AppBinding() {
            @Override
            public void start() {
                vm.start(ctx -> ping(ctx, 0), "ping", "a");
                vm.start(ctx -> pong(ctx, 0), "pong", "b");
            }

            @Override
            public void results(List<lbsim.run.outcome.AppResult> results) {
            }
        };
        List<ObservedTask> observed = new ArrayList<>();
        observed.add(new ObservedTask(sim, "obs-a", hosts.get("a"), 2.0, 0, 0.1));
        observed.add(new ObservedTask(sim, "obs-b", hosts.get("b"), 1000.0, 0, 0.5));
        return new PreparedRun("mixed", "mixed.lbsim", 1, sim, RunLimits.NONE, hosts, new LinkedHashMap<>(), observed, vm,
                List.of(app), List.<NetworkModel>of(net));
    }

    private static void ping(TaskContext ctx, int round) {
        if (round == ROUNDS) {
            return;
        }
        ctx.compute(0.02, () -> ctx.send(1, 1, 1000, null, () -> ctx.recv(1, 2, m -> ping(ctx, round + 1))));
    }

    private static void pong(TaskContext ctx, int round) {
        if (round == ROUNDS) {
            return;
        }
        ctx.recv(0, 1, m -> ctx.compute(0.02, () -> ctx.send(0, 2, 1000, null, () -> pong(ctx, round + 1))));
    }

    /** An observed task's intervals in a store, "start end" each, in time order. */
    private static List<double[]> intervals(TraceStore s, String task) throws Exception {
        int t = -1;
        for (int i = 0; i < s.taskCount(); i++) {
            if (s.taskName(i).equals(task)) {
                t = i;
            }
        }
        assertTrue(t >= 0, task + " is not listed");
        int handle = t;
        List<double[]> out = new ArrayList<>();
        s.forEachState((task2, state, a, b) -> {
            if (task2 == handle) {
                out.add(new double[] { a, b });
            }
        });
        out.sort((x, y) -> Double.compare(x[0], y[0]));
        return out;
    }

    private record Seen(double end, int tasks, List<double[]> obsA, List<double[]> obsB) {
    }

    @Test
    void everySnapshotIsSelfConsistentAndShowsTheObservedTasksSoFar() throws Exception {
        Path trace = dir.resolve("trace.lbt");
        Path live = dir.resolve("trace.lbt.live");
        PreparedRun watched = run().streamTraceTo(trace).streamLiveTo(live);
        List<Seen> seen = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        watched.liveAtEveryRecord = () -> { // on the writer's thread: the files stay as they are meanwhile
            try (TraceStore s = TraceStores.openLive(trace, live)) {
                s.validate();
                seen.add(new Seen(s.endSeconds(), s.taskCount(), intervals(s, "obs-a"), intervals(s, "obs-b")));
            } catch (Exception | AssertionError e) {
                failures.add("snapshot " + (seen.size() + failures.size()) + ": " + e);
            }
        };
        watched.run(List.of(), null);
        assertEquals(List.of(), failures.subList(0, Math.min(5, failures.size())), failures.size() + " snapshots failed");
        assertTrue(seen.size() > 4 * ROUNDS, "snapshots: " + seen.size());

        Path plain = dir.resolve("plain.lbt");
        run().streamTraceTo(plain).run(List.of(), null);
        assertEquals(-1, Files.mismatch(trace, plain), "live snapshots changed the trace file");

        try (TraceStore f = TraceStores.open(trace)) {
            assertEquals(4, f.taskCount());
            List<double[]> finalA = intervals(f, "obs-a");
            List<double[]> finalB = intervals(f, "obs-b");
            assertEquals(1, finalA.size());
            assertEquals(1, finalB.size());
            assertEquals(0.1, finalA.get(0)[0]);
            assertTrue(finalA.get(0)[1] < f.endSeconds(), "obs-a ends before the run: " + finalA.get(0)[1]);
            assertEquals(f.endSeconds(), finalB.get(0)[1]);
            boolean sawAEnded = false;
            boolean sawBOpen = false;
            for (Seen s : seen) {
                assertEquals(4, s.tasks, "every task listed from the start");
                check(s, s.obsA, finalA);
                check(s, s.obsB, finalB);
                // obs-a's finished interval shown while the run still goes
                sawAEnded |= s.end < f.endSeconds() && s.obsA.size() == 1 && s.obsA.get(0)[1] == finalA.get(0)[1];
                sawBOpen |= s.obsB.size() == 1 && s.obsB.get(0)[1] < finalB.get(0)[1] && s.obsB.get(0)[1] > 0.5;
            }
            assertTrue(sawAEnded, "no snapshot during the run showed obs-a's whole interval");
            assertTrue(sawBOpen, "no snapshot showed obs-b computing so far");
        }
    }

    /** The snapshot's intervals are the finished ones that started by its end, the last possibly open. */
    private static void check(Seen s, List<double[]> got, List<double[]> all) {
        List<double[]> started = all.stream().filter(x -> x[0] <= s.end).toList();
        assertEquals(started.size(), got.size(), "intervals of a snapshot ending at " + s.end);
        for (int i = 0; i < got.size(); i++) {
            assertEquals(started.get(i)[0], got.get(i)[0]);
            if (i < got.size() - 1) {
                assertEquals(started.get(i)[1], got.get(i)[1]);
            } else {
                assertTrue(got.get(i)[1] <= started.get(i)[1] && got.get(i)[1] <= s.end, "open interval " + got.get(i)[1]);
            }
        }
    }
}
