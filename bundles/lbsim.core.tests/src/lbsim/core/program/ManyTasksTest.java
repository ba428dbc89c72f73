package lbsim.core.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import lbsim.api.Pvm;
import lbsim.api.Task;

/**
 * Issue 32: real programs of many tasks. In DECLARED mode each task is a virtual thread, so 10,000 tasks
 * (which took 10,000 operating-system threads before) pass a token round a ring; the result, the hop count
 * and the virtual time are the hand-computed ones, and the same ring on platform threads gives the same
 * message log bit for bit. Not timed.
 */
class ManyTasksTest {

    static final int TAG = 5;
    /** What task 0 saw when the token came home the last time. */
    static volatile long token;
    static volatile long hops;
    static volatile double homeAt;
    static final AtomicInteger ON_VIRTUAL = new AtomicInteger();
    static final AtomicInteger ON_PLATFORM = new AtomicInteger();

    @BeforeEach
    void clear() {
        token = 0;
        hops = 0;
        homeAt = Double.NaN;
        ON_VIRTUAL.set(0);
        ON_PLATFORM.set(0);
    }

    @AfterEach
    void noThreadLeft() {
        System.clearProperty(ProgramRuntime.THREADS_PROPERTY);
        ThreadCheck.assertNoTaskThreads();
    }

    /**
     * Arguments N ROUNDS. Task 0 spawns tasks 1..N-1 one by one, task i on host h(i mod 2); the token is a
     * long[2] (sum, hops) sent with a virtual length of 1024 bytes; task i adds i + 1 to the sum.
     */
    public static final class Ring implements Task {
        @Override
        public void run(Pvm pvm) {
            (Thread.currentThread().isVirtual() ? ON_VIRTUAL : ON_PLATFORM).incrementAndGet();
            int n = Integer.parseInt(pvm.args().get(0));
            int rounds = Integer.parseInt(pvm.args().get(1));
            int me = pvm.myTid();
            if (pvm.parent() == Pvm.NO_PARENT) {
                for (int i = 1; i < n; i++) {
                    pvm.spawn(Ring.class, 1, "h" + (i % 2), pvm.args().toArray(String[]::new));
                }
                long[] t = { 0, 0 };
                for (int r = 0; r < rounds; r++) {
                    t[0] += me + 1;
                    t[1]++;
                    pvm.send(1, TAG, t, 1024);
                    t = pvm.recv(n - 1, TAG).payload(long[].class);
                }
                token = t[0];
                hops = t[1];
                homeAt = pvm.now();
            } else {
                for (int r = 0; r < rounds; r++) {
                    long[] t = pvm.recv(me - 1, TAG).payload(long[].class);
                    t[0] += me + 1;
                    t[1]++;
                    pvm.send((me + 1) % n, TAG, t, 1024);
                }
            }
        }
    }

    @Test
    void tenThousandTasksPassATokenRoundARingOnVirtualThreads() throws Exception {
        int n = 10_000;
        int rounds = 2;
        try (TestPlatform p = new TestPlatform(1, 1)) {
            assertTrue(p.runtime.virtualThreads());
            p.start(Ring.class, Integer.toString(n), Integer.toString(rounds));
            p.runToEnd();
            assertEquals(n, ON_VIRTUAL.get(), "tasks on virtual threads");
            assertEquals(0, ON_PLATFORM.get());
            assertEquals(n, p.vm.taskCount());
            // every task adds its id + 1 once a round: rounds x (1 + 2 + ... + n) = 2 x 50,005,000
            assertEquals(100_010_000L, token);
            assertEquals((long) rounds * n, hops);
            assertEquals((long) rounds * n, p.vm.messages().size());
            // 9,999 spawns of 0.125 s of CPU each on h0, then 20,000 hops between h0 and h1 (neighbours alternate):
            // 1 ms send + 5 ms + 1 KB x 10 ms + 2 ms receive = 18 ms each: 1249.875 s + 360 s
            assertEquals(1249.875 + 360.0, homeAt, 1e-6);
        }
    }

    /** The program objects and the threads of the tasks of {@link Ring}, weakly (see the next test). */
    static final java.util.List<java.lang.ref.WeakReference<Object>> PROGRAM_OBJECTS = java.util.Collections
            .synchronizedList(new java.util.ArrayList<>());

    /** A token ring of N tasks, one round, each leaving weak references to its own object and to its thread. */
    public static final class WatchedRing implements Task {
        @Override
        public void run(Pvm pvm) {
            PROGRAM_OBJECTS.add(new java.lang.ref.WeakReference<>(this));
            PROGRAM_OBJECTS.add(new java.lang.ref.WeakReference<>(Thread.currentThread()));
            int n = Integer.parseInt(pvm.args().get(0));
            int me = pvm.myTid();
            if (pvm.parent() == Pvm.NO_PARENT) {
                pvm.spawn(WatchedRing.class, n - 1, null, pvm.args().toArray(String[]::new));
                pvm.send(1, TAG, new long[] { me + 1 });
                token = pvm.recv(n - 1, TAG).payload(long[].class)[0];
            } else {
                long[] t = pvm.recv(me - 1, TAG).payload(long[].class);
                t[0] += me + 1;
                pvm.send((me + 1) % n, TAG, t);
            }
        }
    }

    /**
     * Issue 32, memory per task: a task that has ended keeps neither its program's object nor its thread (with its
     * continuation and name, about 300 bytes), although the virtual machine and the runtime (the run's records,
     * until the results are written) are still held: at a million tasks that was about 0.5 GB of a 2 GB heap.
     * Before, the virtual machine's task record held the runtime's task, which held both.
     */
    @Test
    void anEndedTaskKeepsNeitherItsProgramObjectNorItsThread() throws Exception {
        PROGRAM_OBJECTS.clear();
        int n = 300;
        try (TestPlatform p = new TestPlatform(1, 1)) {
            p.start(WatchedRing.class, Integer.toString(n));
            p.runToEnd();
            assertEquals(2 * n, PROGRAM_OBJECTS.size());
            p.runtime.close();
            // a full collection clears every weak reference to an object no longer reachable; a few, in case one
            // is skipped (the JVM may ignore a request)
            for (int i = 0; i < 20 && PROGRAM_OBJECTS.stream().anyMatch(r -> r.get() != null); i++) {
                System.gc();
                Thread.sleep(10);
            }
            long kept = PROGRAM_OBJECTS.stream().filter(r -> r.get() != null).count();
            assertEquals(0, kept, "program objects and threads still reachable while the run's records are held");
            assertEquals(n, p.vm.taskCount()); // the records are still there
            assertTrue(p.vm.hasEnded(n - 1));
            assertEquals((long) n * (n + 1) / 2, token);
        }
    }

    /** The ring's message log and activity, as text. */
    private static String ring(int n, int rounds) throws Exception {
        try (TestPlatform p = new TestPlatform(1, 1)) {
            p.start(Ring.class, Integer.toString(n), Integer.toString(rounds));
            p.runToEnd();
            StringBuilder sb = new StringBuilder();
            var m = p.vm.messages();
            for (int i = 0; i < m.size(); i++) {
                sb.append(m.source(i)).append(' ').append(m.destination(i)).append(' ').append(m.bytes(i)).append(' ')
                        .append(Double.doubleToRawLongBits(m.received(i))).append('\n');
            }
            p.vm.activity().forEach(a -> sb.append(a).append('\n'));
            return sb.append(token).append(' ').append(hops).append(' ').append(Double.doubleToRawLongBits(homeAt))
                    .toString();
        }
    }

    @Test
    void theSameRingOnPlatformThreadsGivesTheSameRunBitForBit() throws Exception {
        String virtual = ring(200, 3);
        assertEquals(200, ON_VIRTUAL.get());
        System.setProperty(ProgramRuntime.THREADS_PROPERTY, "platform");
        String platform = ring(200, 3);
        assertEquals(200, ON_PLATFORM.get());
        assertEquals(200, ON_VIRTUAL.get(), "no task of the second run on a virtual thread");
        assertEquals(virtual, platform);
        assertEquals(3L * 200 * 201 / 2, token);
    }

    @Test
    void tenThousandMeasuredTasksRunOnVirtualThreads() throws Exception {
        // measured mode reads a task's CPU time from its carrier thread (CarrierClock), so it needs no thread
        // of its own either: 10,000 tasks, one round. The virtual time is the declared ring's (9,999 spawns,
        // 10,000 hops: 1249.875 s + 180 s, as above) plus the measured CPU time of the tasks' own code (>= 0).
        int n = 10_000;
        try (TestPlatform p = new TestPlatform(CostMode.MEASURED, 1, 1)) {
            assertTrue(p.runtime.virtualThreads());
            p.start(Ring.class, Integer.toString(n), "1");
            p.runToEnd();
            assertEquals(n, ON_VIRTUAL.get(), "tasks on virtual threads");
            assertEquals(0, ON_PLATFORM.get());
            assertEquals((long) n * (n + 1) / 2, token);
            assertEquals(n, hops);
            assertTrue(homeAt >= 1249.875 + 180.0 - 1e-6, "home at " + homeAt);
            // and not much more: 20,000 short stretches of code of a few microseconds each, well under a second
            assertTrue(homeAt < 1249.875 + 180.0 + 20.0, "home at " + homeAt);
        }
    }

    @Test
    void measuredModeOnPlatformThreadsWhenAsked() throws Exception {
        System.setProperty(ProgramRuntime.THREADS_PROPERTY, "platform");
        try (TestPlatform p = new TestPlatform(CostMode.MEASURED, 1, 1)) {
            assertFalse(p.runtime.virtualThreads());
            p.start(Ring.class, "4", "1");
            p.runToEnd();
            assertEquals(4, ON_PLATFORM.get());
            assertEquals(0, ON_VIRTUAL.get());
            assertEquals(4 * 5 / 2, token);
        }
    }
}
