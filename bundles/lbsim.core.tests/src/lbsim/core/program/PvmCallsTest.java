package lbsim.core.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import lbsim.api.LoadBalancer;
import lbsim.api.Message;
import lbsim.api.Pvm;
import lbsim.api.PvmException;
import lbsim.api.Task;
import lbsim.core.engine.RunLimits;
import lbsim.core.msg.TaskFailure;

/**
 * The Pvm calls one by one, each in a small program on the delay network of {@link TestPlatform} (send 1 ms,
 * receive 2 ms, 5 ms + 10 ms per KB on the wire, spawn 0.125 s); what the program sees is written to
 * {@link #SEEN} and compared with a hand-computed expectation.
 */
class PvmCallsTest {

    static final List<Object> SEEN = Collections.synchronizedList(new ArrayList<>());

    @BeforeEach
    void clear() {
        SEEN.clear();
    }

    @AfterEach
    void noThreadLeft() {
        ThreadCheck.assertNoTaskThreads();
    }

    // ------------------------------------------------------------------ exit

    public static final class Exiter implements Task {
        @Override
        public void run(Pvm pvm) {
            try {
                pvm.compute(0.5);
                pvm.exit();
                SEEN.add("after exit");
            } finally {
                SEEN.add("finally");
            }
            SEEN.add("after try");
        }
    }

    @Test
    void exitSkipsTheRestOfRunButRunsFinallyBlocks() throws Exception {
        try (TestPlatform p = new TestPlatform(1)) {
            p.start(Exiter.class);
            p.runToEnd();
            assertEquals(List.of("finally"), SEEN);
            assertEquals(0.5, p.vm.activity().get(0).endSeconds());
        }
    }

    // ------------------------------------------------------------------ kill

    public static final class Killer implements Task {
        @Override
        public void run(Pvm pvm) {
            int victim = pvm.spawn(Victim.class, 1, "h1")[0];
            pvm.compute(1);
            pvm.kill(victim);
            SEEN.add(pvm.now());
            SEEN.add(ThreadCheck.taskThreads());
        }
    }

    public static final class Victim implements Task {
        @Override
        public void run(Pvm pvm) {
            try {
                pvm.recv(Pvm.ANY, Pvm.ANY);
                SEEN.add("victim got a message");
            } finally {
                SEEN.add("victim unwound");
            }
        }
    }

    @Test
    void killEndsTheVictimAndUnwindsItsThreadAtOnce() throws Exception {
        try (TestPlatform p = new TestPlatform(1, 1)) {
            p.start(Killer.class);
            p.runToEnd();
            // spawn ends at 0.125, compute(1) at 1.125; kill takes no virtual time
            assertEquals(List.of("victim unwound", 1.125, List.of("lbsim-task-0-main")), SEEN);
            assertEquals(1.125, p.vm.activity().get(1).endSeconds());
        }
    }

    /**
     * The kill's own event is processed by the victim's thread: both compute until 1.125 s, the killer's
     * work was submitted first, so the killer runs first and kills; the victim's work ends in the next event
     * at the same time, the victim runs and calls compute again, and then its thread processes the kill.
     */
    public static final class SameTimeKiller implements Task {
        @Override
        public void run(Pvm pvm) {
            int victim = pvm.spawn(SameTimeVictim.class, 1, "h1")[0];
            pvm.compute(1);
            pvm.kill(victim);
            SEEN.add("killer at " + pvm.now());
        }
    }

    public static final class SameTimeVictim implements Task {
        @Override
        public void run(Pvm pvm) {
            try {
                pvm.compute(0.5);
                pvm.compute(0.5);
                SEEN.add("victim at " + pvm.now());
                pvm.compute(1);
                SEEN.add("victim not killed");
            } finally {
                SEEN.add("victim unwound");
            }
        }
    }

    @Test
    void killProcessedOnTheVictimsOwnThreadUnwindsItBeforeTheKillerGoesOn() throws Exception {
        try (TestPlatform p = new TestPlatform(1, 1)) {
            p.start(SameTimeKiller.class);
            p.runToEnd();
            assertEquals(List.of("victim at 1.125", "victim unwound", "killer at 1.125"), SEEN);
            assertEquals(1.125, p.vm.activity().get(1).endSeconds());
        }
    }

    // ------------------------------------------------------------------ trecv, nrecv, probe

    public static final class TimedReceiver implements Task {
        @Override
        public void run(Pvm pvm) {
            if (pvm.parent() == Pvm.NO_PARENT) {
                int child = pvm.spawn(TimedReceiver.class, 1, "h1")[0];
                Message none = pvm.trecv(child, 1, 2.0);
                SEEN.add(none == null ? "timeout" : "message");
                SEEN.add(pvm.now());
                Message m = pvm.trecv(child, 1, 10.0);
                SEEN.add(m.payload());
                SEEN.add(pvm.now());
            } else {
                pvm.compute(3);
                pvm.send(pvm.parent(), 1, "hello");
            }
        }
    }

    @Test
    void trecvGivesUpAtItsTimeOutOrReturnsTheMessage() throws Exception {
        try (TestPlatform p = new TestPlatform(1, 1)) {
            p.start(TimedReceiver.class);
            p.runToEnd();
            // spawn ends at 0.125; the first trecv times out at 2.125 and pays the receive overhead: 2.127.
            // The child computes 0.125..3.125, sends (1 ms), the message of s bytes crosses in 5 ms + s/1024 x 10 ms
            // and is received in 2 ms.
            long s = serializedSize("hello");
            double arrival = 3.125 + 0.001 + 0.005 + s / 1024.0 * 0.010 + 0.002;
            assertEquals(List.of("timeout", 2.127, "hello"), SEEN.subList(0, 3));
            assertEquals(arrival, (double) SEEN.get(3), 1e-12);
        }
    }

    public static final class Poller implements Task {
        @Override
        public void run(Pvm pvm) {
            if (pvm.parent() == Pvm.NO_PARENT) {
                int child = pvm.spawn(Poller.class, 1, "h1")[0];
                SEEN.add(String.valueOf(pvm.nrecv(Pvm.ANY, Pvm.ANY)));
                SEEN.add(String.valueOf(pvm.probe(Pvm.ANY, Pvm.ANY)));
                SEEN.add(pvm.now());
                pvm.compute(1);
                Message seen = pvm.probe(child, 4);
                SEEN.add(seen.tag());
                SEEN.add(pvm.now());
                Message got = pvm.nrecv(Pvm.ANY, Pvm.ANY);
                SEEN.add(Arrays.toString(got.payload(byte[].class)));
                SEEN.add(String.valueOf(pvm.nrecv(Pvm.ANY, Pvm.ANY)));
            } else {
                pvm.send(pvm.parent(), 4, new byte[] { 1, 2, 3 });
            }
        }
    }

    @Test
    void nrecvAndProbeDoNotWaitAndProbeLeavesTheMessage() throws Exception {
        try (TestPlatform p = new TestPlatform(1, 1)) {
            p.start(Poller.class);
            p.runToEnd();
            // nrecv and probe each pay the 2 ms receive overhead: 0.125 + 0.004; the child's message (3 bytes)
            // arrives at 0.125 + 0.001 + 0.005 + 3/1024 x 0.010, long before 1.129
            assertEquals("null", SEEN.get(0));
            assertEquals("null", SEEN.get(1));
            assertEquals(0.129, (double) SEEN.get(2), 1e-12);
            assertEquals(4, SEEN.get(3));
            assertEquals(1.131, (double) SEEN.get(4), 1e-12);
            assertEquals("[1, 2, 3]", SEEN.get(5));
            assertEquals("null", SEEN.get(6));
        }
    }

    // ------------------------------------------------------------------ mcast, payload copies, lengths

    public static final class Caster implements Task {
        @Override
        public void run(Pvm pvm) {
            if (pvm.parent() == Pvm.NO_PARENT) {
                int[] kids = new int[3];
                for (int i = 0; i < 3; i++) {
                    kids[i] = pvm.spawn(Caster.class.getName(), 1, pvm.hosts().get(i + 1), "kid" + i)[0];
                }
                int[] numbers = { 1, 2, 3 };
                double t = pvm.now();
                pvm.mcast(kids, 9, numbers);
                SEEN.add(pvm.now() - t);
                for (int i = 0; i < 3; i++) {
                    Message m = pvm.recv(Pvm.ANY, 10);
                    SEEN.add(m.source() + ":" + Arrays.toString(m.payload(int[].class)));
                }
                SEEN.add("original " + Arrays.toString(numbers));
            } else {
                Message m = pvm.recv(pvm.parent(), 9);
                int[] mine = m.payload(int[].class);
                mine[0] = pvm.myTid() * 100; // changes only this copy
                SEEN.add(pvm.args().get(0) + "@" + pvm.hostName() + " " + (pvm.now() - 0.375));
                pvm.send(m.source(), 10, mine);
            }
        }
    }

    @Test
    void mcastCostsOneSendOverheadAndEveryReceiverGetsItsOwnCopy() throws Exception {
        try (TestPlatform p = new TestPlatform(1, 1, 1, 1)) {
            p.start(Caster.class);
            p.runToEnd();
            double crossing = 0.005 + serializedSize(new int[] { 1, 2, 3 }) / 1024.0 * 0.010 + 0.002;
            assertEquals(0.001, (double) SEEN.get(0), 1e-12);
            List<String> kids = SEEN.stream().filter(o -> o instanceof String s && s.startsWith("kid")).map(String.class::cast)
                    .toList();
            assertEquals(3, kids.size());
            for (int i = 0; i < 3; i++) {
                String prefix = "kid" + i + "@h" + (i + 1) + " ";
                String line = kids.stream().filter(k -> k.startsWith(prefix)).findFirst().orElseThrow();
                assertEquals(0.001 + crossing, Double.parseDouble(line.substring(prefix.length())), 1e-12);
            }
            assertTrue(SEEN.containsAll(List.of("1:[100, 2, 3]", "2:[200, 2, 3]", "3:[300, 2, 3]", "original [1, 2, 3]")),
                    SEEN.toString());
        }
    }

    public static final class LengthSender implements Task {
        @Override
        public void run(Pvm pvm) {
            if (pvm.parent() == Pvm.NO_PARENT) {
                int child = pvm.spawn(LengthSender.class, 1, "h1")[0];
                byte[] data = { 5, 6, 7 };
                pvm.send(child, 1, data, 10240);
                data[0] = 99; // after the send: the receiver must still see 5
                pvm.send(child, 2, data);
                pvm.send(child, 3, new StringBuilder("builder"));
            } else {
                for (int tag = 1; tag <= 3; tag++) {
                    double t = pvm.now();
                    Message m = pvm.recv(pvm.parent(), tag);
                    SEEN.add(m.length());
                    SEEN.add(pvm.now() - t);
                    SEEN.add(m.payload() instanceof byte[] b ? Arrays.toString(b) : m.payload().toString());
                }
            }
        }
    }

    @Test
    void virtualLengthChangesTimingButNotPayload() throws Exception {
        try (TestPlatform p = new TestPlatform(1, 1)) {
            p.start(LengthSender.class);
            p.runToEnd();
            // child waits from 0.125; message 1 (10240 virtual bytes) sent 0.125..0.126, crosses in 5 + 100 ms,
            // received after 2 ms: 0.233, i.e. 0.108 after the child started waiting
            assertEquals(10240L, SEEN.get(0));
            assertEquals(0.108, (double) SEEN.get(1), 1e-12);
            assertEquals("[5, 6, 7]", SEEN.get(2));
            // message 2 (3 bytes, default length) sent 0.126..0.127, crosses in 5 ms + 3/1024 x 10 ms, arrives before
            // 0.233, so the recv only pays the receive overhead
            assertEquals(3L, SEEN.get(3));
            assertEquals(0.002, (double) SEEN.get(4), 1e-12);
            assertEquals("[99, 6, 7]", SEEN.get(5));
            assertEquals(serializedSize(new StringBuilder("builder")), (long) SEEN.get(6));
            assertEquals("builder", SEEN.get(8));
        }
    }

    static long serializedSize(Object o) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(b)) {
            out.writeObject(o);
        }
        return b.size();
    }

    // ------------------------------------------------------------------ wrong calls

    public static final class WrongCalls implements Task {
        @Override
        public void run(Pvm pvm) {
            List<Runnable> wrong = List.of(() -> pvm.send(5, 1, null), () -> pvm.send(0, 1, null, -1),
                    () -> pvm.send(0, 1, new Object()), () -> pvm.compute(-1), () -> pvm.spawn(Task.class, 1, null),
                    () -> pvm.spawn(WrongCalls.class, 1, "nowhere"), () -> pvm.spawn("no.Such", 1, null),
                    () -> pvm.trecv(Pvm.ANY, Pvm.ANY, Double.NaN), () -> pvm.kill(3),
                    () -> pvm.balancer("no-such-strategy", 10, new int[] { 0 }));
            for (Runnable r : wrong) {
                try {
                    r.run();
                    SEEN.add("accepted");
                } catch (PvmException e) {
                    SEEN.add(e.getMessage());
                }
            }
            LoadBalancer lb = pvm.balancer("fixed(k=7)", 20, new int[] { 0 });
            SEEN.add(lb.name() + " " + lb.chunk(0, 20) + " " + lb.chunk(0, 5));
            SEEN.add(pvm.now());
        }
    }

    @Test
    void wrongCallsThrowPvmExceptionsTheProgramCanCatch() throws Exception {
        try (TestPlatform p = new TestPlatform(1)) {
            p.start(WrongCalls.class);
            p.runToEnd();
            assertEquals("send: no task 5 (task ids are 0..0)", SEEN.get(0));
            assertEquals("send: the virtual length must be >= 0 bytes, got -1", SEEN.get(1));
            assertEquals("task 0 cannot send a java.lang.Object: class java.lang.Object is not java.io.Serializable"
                    + " (send a byte[] or a Serializable object)", SEEN.get(2));
            assertEquals("compute: the time must be finite and >= 0 s, got -1.0", SEEN.get(3));
            assertEquals("spawn: program class 'lbsim.api.Task' is abstract; name a concrete class", SEEN.get(4));
            assertEquals("spawn: no host named 'nowhere'; hosts: [h0]", SEEN.get(5));
            assertEquals("spawn: program class 'no.Such' not found on the program's class path", SEEN.get(6));
            assertEquals("trecv: the time-out must be >= 0 s, got NaN", SEEN.get(7));
            assertEquals("kill: no task 3 (task ids are 0..0)", SEEN.get(8));
            assertTrue(((String) SEEN.get(9)).startsWith("balancer: unknown strategy"), (String) SEEN.get(9));
            assertEquals("fixed(k=7) 7 5", SEEN.get(10));
            assertEquals(0.0, SEEN.get(11)); // nothing cost time
        }
    }

    public static final class Failing implements Task {
        @Override
        public void run(Pvm pvm) {
            pvm.compute(0.25);
            pvm.send(0, -3, null);
        }
    }

    @Test
    void uncaughtPvmExceptionFailsTheRun() throws Exception {
        try (TestPlatform p = new TestPlatform(1)) {
            p.start(Failing.class);
            TaskFailure f = assertThrows(TaskFailure.class, () -> p.sim.run(RunLimits.NONE));
            assertEquals("task 0 'main' at 0.25 s: the program threw lbsim.api.PvmException: send: a message tag must be"
                    + " >= 0, got -3", f.getMessage());
        }
    }

    /** A user strategy on the program's class path: hands out half of what is left, and shows what it was given. */
    public static final class HalfStrategy implements lbsim.core.balance.Strategy {
        @Override
        public String name() {
            return "half";
        }

        @Override
        public void start(long units, double[] speeds) {
            SEEN.add("start " + units + " " + Arrays.toString(speeds));
        }

        @Override
        public long chunk(int slave, long remaining, double now) {
            SEEN.add("chunk " + slave + " at " + now);
            return (remaining + 1) / 2;
        }

        @Override
        public void finished(int slave, long units, double seconds) {
            SEEN.add("finished " + slave + " " + units + " " + seconds);
        }
    }

    public static final class BalancerUser implements Task {
        @Override
        public void run(Pvm pvm) {
            if (pvm.parent() != Pvm.NO_PARENT) {
                return;
            }
            int[] slaves = { pvm.spawn(BalancerUser.class, 1, "h1")[0], pvm.spawn(BalancerUser.class, 1, "h2")[0] };
            LoadBalancer lb = pvm.balancer(HalfStrategy.class.getName(), 9, new int[] { slaves[1], slaves[0] });
            SEEN.add(lb.name() + " " + lb.chunk(0, 9) + " " + lb.chunk(1, 4));
            lb.finished(1, 2, 0.5);
        }
    }

    @Test
    void balancerLoadsAUserStrategyAndGivesItTheSlavesHostSpeeds() throws Exception {
        try (TestPlatform p = new TestPlatform(1, 2, 4)) {
            p.runtime.start(BalancerUser.class.getName(), "main", "h0", List.of());
            p.sim.run(RunLimits.NONE);
            // slaves in the order given: the task on h2 (speed 4), then the one on h1 (speed 2); two spawn delays
            assertEquals(List.of("start 9 [4.0, 2.0]", "chunk 0 at 0.25", "chunk 1 at 0.25", "half 5 2",
                    "finished 1 2 0.5"), SEEN);
        }
    }

    /** A user strategy that hands out more than there is (issue 26: a chunk of Long.MAX_VALUE passed unchecked). */
    public static final class GreedyStrategy implements lbsim.core.balance.Strategy {
        @Override
        public String name() {
            return "greedy";
        }

        @Override
        public void start(long units, double[] speeds) {
        }

        @Override
        public long chunk(int slave, long remaining, double now) {
            return Long.MAX_VALUE;
        }

        @Override
        public void finished(int slave, long units, double seconds) {
        }
    }

    public static final class GreedyUser implements Task {
        @Override
        public void run(Pvm pvm) {
            if (pvm.parent() != Pvm.NO_PARENT) {
                return;
            }
            int[] slaves = pvm.spawn(GreedyUser.class, 1, "h1");
            LoadBalancer lb = pvm.balancer(GreedyStrategy.class.getName(), 9, slaves);
            try {
                SEEN.add("got " + lb.chunk(0, 9));
            } catch (PvmException e) {
                SEEN.add(e.getMessage());
            }
        }
    }

    @Test
    void aUserStrategysChunkBeyondWhatIsLeftIsRefused() throws Exception {
        try (TestPlatform p = new TestPlatform(1, 2)) {
            p.runtime.start(GreedyUser.class.getName(), "main", "h0", List.of());
            p.sim.run(RunLimits.NONE);
            assertEquals(List.of("strategy 'greedy' gave slave 0 a chunk of 9223372036854775807 units with 9 left"
                    + " (a chunk is 0..9)"), SEEN);
        }
    }

    // ------------------------------------------------------------------ identity and arguments

    public static final class WhoAmI implements Task {
        @Override
        public void run(Pvm pvm) {
            SEEN.add(pvm.myTid() + " " + pvm.parent() + " " + pvm.hostName() + " " + pvm.args() + " " + pvm.hosts());
            if (pvm.parent() == Pvm.NO_PARENT) {
                int[] kids = pvm.spawn(WhoAmI.class, 3, null, "x", "y");
                SEEN.add(Arrays.toString(kids) + " at " + pvm.now());
            }
        }
    }

    @Test
    void spawnPlacesRoundRobinAndPassesArguments() throws Exception {
        try (TestPlatform p = new TestPlatform(1, 1)) {
            p.runtime.start(WhoAmI.class.getName(), null, null, List.of("a"));
            p.runToEnd();
            // the first task is placed on h0 automatically, the children on h1, h0, h1; three spawn delays: 0.375
            assertEquals(List.of("0 -1 h0 [a] [h0, h1]", "1 0 h1 [x, y] [h0, h1]", "2 0 h0 [x, y] [h0, h1]",
                    "3 0 h1 [x, y] [h0, h1]", "[1, 2, 3] at 0.375"), SEEN);
            // unique names: the class's simple name and the task id, for the first task and the spawned ones
            assertEquals(List.of("WhoAmI-0", "WhoAmI-1", "WhoAmI-2", "WhoAmI-3"),
                    List.of(p.vm.taskName(0), p.vm.taskName(1), p.vm.taskName(2), p.vm.taskName(3)));
        }
    }

    @Test
    void aGivenNameIsKeptAndSpawnedTasksAreNumbered() throws Exception {
        try (TestPlatform p = new TestPlatform(1, 1)) {
            p.runtime.start(WhoAmI.class.getName(), "boss", null, List.of("a"));
            p.runToEnd();
            assertEquals(List.of("boss", "WhoAmI-1", "WhoAmI-2", "WhoAmI-3"),
                    List.of(p.vm.taskName(0), p.vm.taskName(1), p.vm.taskName(2), p.vm.taskName(3)));
        }
    }
}
