package lbsim.core.msg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.JobKind;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.engine.StopReason;
import lbsim.core.net.DelayNetwork;
import lbsim.core.stats.TaskActivity;
import lbsim.core.trace.MessageLog;

/**
 * PVM semantics over the delay network, against hand-computed timelines. Network: send delay 1 ms,
 * receive delay 2 ms, transmission delay 5 ms, 10 ms per KB (1024 bytes).
 */
class VirtualMachineTest {

    private static final double EPS = 1e-12;

    private final Simulation sim = new Simulation(1);
    private final DelayNetwork net = new DelayNetwork("lan", 0.001, 0.002, 0.005, 0.010);
    private final Host a = new Host(sim, "A", 1.0, 1, WeightPolicy.LINUX_2_0);
    private final Host b = new Host(sim, "B", 1.0, 1, WeightPolicy.LINUX_2_0);
    private final VirtualMachine vm = new VirtualMachine(sim, 0.010);

    VirtualMachineTest() {
        vm.addHost(a, net);
        vm.addHost(b, net);
    }

    @Test
    void pingPongTimelineAndBlockingSplit() {
        List<Message> got = new ArrayList<>();
        // task 0 (ping on A): send 2048 bytes to 1, wait for the answer
        vm.start(ctx -> ctx.send(1, 1, 2048, "ping", () -> ctx.recv(1, 2, m -> got.add(m))), "ping", "A");
        // task 1 (pong on B): wait, answer with 1024 bytes
        vm.start(ctx -> ctx.recv(TaskContext.ANY, TaskContext.ANY, m -> {
            got.add(m);
            ctx.send(m.source(), 2, 1024, "pong", () -> {
            });
        }), "pong", "B");
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        // ping: send overhead [0, 1 ms]; transfer 5 + 2 x 10 = 25 ms -> delivered at 26 ms;
        // pong: blocked [0, 26], receive overhead -> received at 28; send overhead -> injected at 29;
        // transfer 5 + 10 = 15 ms -> delivered at 44; ping blocked [1, 44], receive overhead -> 46.
        Message ping = got.get(0);
        Message pong = got.get(1);
        assertEquals("ping", ping.payload());
        assertEquals(0.0, ping.sendStartTime(), EPS);
        assertEquals(0.001, ping.injectedTime(), EPS);
        assertEquals(0.026, ping.deliveredTime(), EPS);
        assertEquals(0.028, ping.receivedTime(), EPS);
        assertEquals(0.028, pong.sendStartTime(), EPS);
        assertEquals(0.029, pong.injectedTime(), EPS);
        assertEquals(0.044, pong.deliveredTime(), EPS);
        assertEquals(0.046, pong.receivedTime(), EPS);
        List<TaskActivity> act = vm.activity();
        TaskActivity pingA = act.get(0);
        TaskActivity pongA = act.get(1);
        assertEquals(0.046, pingA.endSeconds(), EPS);
        assertEquals(0.029, pongA.endSeconds(), EPS);
        // pong waited from 0 for a send that started at 0: all service blocking
        assertEquals(0.026, pongA.blockedSeconds(), EPS);
        assertEquals(0.0, pongA.algorithmicBlockedSeconds(), EPS);
        // ping waited from 1 ms; the answer's send started at 28 ms: 27 ms algorithmic, 16 ms service
        assertEquals(0.043, pingA.blockedSeconds(), EPS);
        assertEquals(0.027, pingA.algorithmicBlockedSeconds(), EPS);
        assertEquals(0.016, pingA.serviceBlockedSeconds(), EPS);
        assertEquals(0.015, pingA.transitSeconds(), EPS);
        assertEquals(0.025, pongA.transitSeconds(), EPS);
        // a model that reports no frames: its whole transfer is wire time
        assertEquals(0.015, pingA.wireSeconds(), EPS);
        assertEquals(0.025, pongA.wireSeconds(), EPS);
        assertEquals(0.025, ping.wireSeconds(), EPS);
        assertEquals(0.003, pingA.overheadSeconds(), EPS);
        assertEquals(1, pingA.messagesSent());
        assertEquals(2048, pingA.bytesSent());
        assertEquals(1024, pingA.bytesReceived());
        assertEquals(List.of(), vm.deadlock());
        assertEquals(0.040, net.busySeconds(), EPS);
    }

    @Test
    void pairwiseFifoHoldsWhenALaterSmallMessageWouldBeFaster() {
        List<Message> got = new ArrayList<>();
        vm.start(ctx -> ctx.send(1, 1, 100 * 1024, null, () -> ctx.send(1, 2, 0, null, () -> {
        })), "sender", "A");
        vm.start(ctx -> ctx.recv(TaskContext.ANY, TaskContext.ANY, m1 -> {
            got.add(m1);
            ctx.recv(TaskContext.ANY, TaskContext.ANY, got::add);
        }), "receiver", "B");
        sim.run(RunLimits.NONE);
        // big: injected 1 ms, crosses in 5 + 1000 ms -> 1.006 s; small: injected 2 ms, would arrive at
        // 7 ms but is held until the big one is delivered.
        assertEquals(List.of(1, 2), List.of(got.get(0).tag(), got.get(1).tag()));
        assertEquals(1.006, got.get(0).deliveredTime(), EPS);
        assertEquals(1.006, got.get(1).deliveredTime(), EPS);
        assertTrue(got.get(1).receivedTime() > got.get(0).receivedTime());
    }

    @Test
    void receivesMatchSourceAndTagAndLeaveOthersInTheMailbox() {
        List<Integer> order = new ArrayList<>();
        vm.start(ctx -> ctx.send(2, 7, 0, null, () -> {
        }), "s0", "A");
        vm.start(ctx -> ctx.send(2, 8, 0, null, () -> {
        }), "s1", "A");
        vm.start(ctx -> ctx.compute(1.0, () -> ctx.recv(1, TaskContext.ANY, m -> {
            order.add(m.source());
            ctx.recv(TaskContext.ANY, 7, m2 -> order.add(m2.source()));
        })), "r", "B");
        sim.run(RunLimits.NONE);
        assertEquals(List.of(1, 0), order);
    }

    @Test
    void aDeadlockNamesEveryWaitingTask() {
        vm.start(ctx -> ctx.recv(1, 5, m -> {
        }), "left", "A");
        vm.start(ctx -> ctx.compute(0.5, () -> ctx.recv(0, TaskContext.ANY, m -> {
        })), "right", "B");
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        assertEquals(List.of("task 0 'left' on host A: blocked since 0.0 s in recv(source 1 'right', tag 5)",
                "task 1 'right' on host B: blocked since 0.5 s in recv(source 0 'left', tag any)"), vm.deadlock());
    }

    @Test
    void timedReceiveGivesUpAndProbeAndNrecvDoNotBlock() {
        Object[] seen = new Object[3];
        vm.start(ctx -> ctx.trecv(1, 1, 0.5, m -> {
            seen[0] = m;
            seen[1] = ctx.now();
            ctx.nrecv(TaskContext.ANY, TaskContext.ANY, m2 -> {
                seen[2] = m2;
                ctx.probe(TaskContext.ANY, TaskContext.ANY, m3 -> assertNull(m3));
            });
        }), "waiter", "A");
        sim.run(RunLimits.NONE);
        assertNull(seen[0]);
        assertEquals(0.502, (Double) seen[1], EPS); // time-out at 0.5 s plus the receive delay
        assertNull(seen[2]);
        assertEquals(List.of(), vm.deadlock());
        assertTrue(vm.hasEnded(0));
    }

    @Test
    void competingLoadSlowsTheOverheads() {
        a.submit("other", Double.POSITIVE_INFINITY, 0, JobKind.COMPETING, null);
        List<Message> got = new ArrayList<>();
        vm.start(ctx -> ctx.send(1, 1, 0, null, () -> {
        }), "s", "A");
        vm.start(ctx -> ctx.recv(0, 1, got::add), "r", "B");
        sim.run(RunLimits.NONE);
        // the 1 ms send delay is CPU work at half a processor: 2 ms
        assertEquals(0.002, got.get(0).injectedTime(), EPS);
    }

    @Test
    void multicastPaysOneOverheadAndSpawnPaysTheSpawnDelay() {
        int[] children = new int[2];
        List<Double> arrivals = new ArrayList<>();
        vm.start(ctx -> ctx.spawn(c -> c.recv(c.parent(), 3, m -> arrivals.add(m.deliveredTime())), "c1", "B", id1 -> {
            children[0] = id1;
            ctx.spawn(c -> c.recv(c.parent(), 3, m -> arrivals.add(m.deliveredTime())), "c2", null, id2 -> {
                children[1] = id2;
                ctx.mcast(children, 3, 1024, null, () -> {
                });
            });
        }), "master", "A");
        sim.run(RunLimits.NONE);
        assertEquals(1, children[0]);
        assertEquals(2, children[1]);
        assertEquals("A", vm.taskHost(2)); // round robin placement starts with the first host
        // two spawn delays (20 ms), one send delay (1 ms); c1 on B: 5 + 10 ms transfer; c2 on A: local
        List<Double> sorted = arrivals.stream().sorted().toList();
        assertEquals(0.021, sorted.get(0), EPS);
        assertEquals(0.036, sorted.get(1), EPS);
        assertEquals(2, vm.messages().size()); // one message per destination
    }

    @Test
    void misuseFailsNamingTheTaskAndTime() {
        vm.start(ctx -> ctx.compute(0.25, () -> ctx.send(17, 1, 10, null, () -> {
        })), "lost", "A");
        TaskFailure f = assertThrows(TaskFailure.class, () -> sim.run(RunLimits.NONE));
        assertEquals("task 0 'lost' at 0.25 s: sends to unknown task 17", f.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new DelayNetwork("bad", 0, 0, -1, 0));
        assertThrows(IllegalArgumentException.class, () -> vm.start(ctx -> ctx.exit(), "x", "nowhere"));
    }

    @Test
    void anExceptionInAProgramNamesTheTask() {
        vm.start(ctx -> ctx.compute(1, () -> {
            throw new IllegalStateException("boom");
        }), "buggy", "B");
        TaskFailure f = assertThrows(TaskFailure.class, () -> sim.run(RunLimits.NONE));
        assertEquals("task 0 'buggy' at 1.0 s: java.lang.IllegalStateException: boom", f.getMessage());
        assertSame(IllegalStateException.class, f.getCause().getClass());
    }

    @Test
    void theMessageLogHasEveryStage() {
        vm.start(ctx -> ctx.send(1, 4, 512, null, () -> {
        }), "s", "A");
        vm.start(ctx -> ctx.recv(0, 4, m -> {
        }), "r", "B");
        sim.run(RunLimits.NONE);
        MessageLog log = vm.messages();
        assertEquals(1, log.size());
        assertEquals(0, log.source(0));
        assertEquals(1, log.destination(0));
        assertEquals(4, log.tag(0));
        assertEquals(512, log.bytes(0));
        assertEquals(0.0, log.sendStart(0), EPS);
        assertEquals(0.001, log.injected(0), EPS);
        assertEquals(0.011, log.delivered(0), EPS); // 5 ms + half a KB at 10 ms/KB
        assertEquals(0.013, log.received(0), EPS);
    }
}
