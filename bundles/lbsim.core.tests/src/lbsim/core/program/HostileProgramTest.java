package lbsim.core.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import lbsim.api.Pvm;
import lbsim.api.Task;
import lbsim.core.engine.RunLimits;
import lbsim.core.msg.TaskFailure;

/**
 * Issue 14, class 7: hostile real programs end the run with a {@link TaskFailure} naming the cause,
 * instead of hanging or going on: a task that runs out of memory, a payload whose readObject spins, a
 * killed task that catches Throwable and goes on.
 */
class HostileProgramTest {

    @AfterEach
    void noThreadLeft() {
        ThreadCheck.assertNoTaskThreads();
    }

    /**
     * Fills the heap in 1 MiB pieces until the JVM refuses one, then lets them go and rethrows the error. It
     * once kept them, so the heap stayed full while lbsim reported the failure; but the test JVM's other
     * threads (surefire's) then ran out of memory too on a loaded machine, and the whole test run died. The
     * OutOfMemoryError still ends the task's thread holding the baton, which is what the test is about.
     */
    public static final class Glutton implements Task {
        private final List<byte[]> hoard = new ArrayList<>();

        @Override
        public void run(Pvm pvm) {
            pvm.compute(1);
            try {
                while (true) {
                    hoard.add(new byte[1 << 20]);
                }
            } catch (OutOfMemoryError e) {
                hoard.clear();
                throw e;
            }
        }
    }

    @Test
    void aTaskThatRunsOutOfMemoryFailsTheRunNamingOutOfMemoryError() throws Exception {
        // before the fix the failure could not be built on a full heap: the thread died holding the baton,
        // the run hung, and with a wall-clock budget the task was blamed for not calling the Pvm
        try (TestPlatform p = new TestPlatform(1)) {
            p.start(Glutton.class);
            TaskFailure f = assertThrows(TaskFailure.class, () -> p.sim.run(RunLimits.NONE.withWallClock(60)));
            assertEquals(0, f.tid());
            assertEquals(1.0, f.time());
            assertInstanceOf(OutOfMemoryError.class, f.getCause());
            assertTrue(f.getMessage().startsWith("task 0 'main' at 1.0 s: ran out of memory (java.lang.OutOfMemoryError: "),
                    f.getMessage());
            assertTrue(f.getMessage().contains("LBSIM_JAVA_OPTS=-Xmx"), f.getMessage());
        }
    }

    static volatile long sink;

    /** A payload whose deserialization spins until its thread is interrupted. */
    public static final class Tarpit implements Serializable {
        private static final long serialVersionUID = 1L;

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            long x = 0;
            while (!Thread.currentThread().isInterrupted()) {
                sink = ++x;
            }
        }
    }

    /** Spawns a Sender and receives its Tarpit. */
    public static final class TarpitReceiver implements Task {
        @Override
        public void run(Pvm pvm) {
            pvm.spawn(TarpitSender.class, 1, "h0");
            pvm.recv(Pvm.ANY, Pvm.ANY);
        }
    }

    public static final class TarpitSender implements Task {
        @Override
        public void run(Pvm pvm) {
            pvm.send(pvm.parent(), 1, new Tarpit());
        }
    }

    @Test
    void aPayloadThatSpinsInReadObjectIsCaughtByTheWallClockWatchdog() throws Exception {
        // before the fix the receiver was not "in user code" while its payload was copied: the run hung
        try (TestPlatform p = new TestPlatform(1)) {
            p.start(TarpitReceiver.class);
            TaskFailure f = assertThrows(TaskFailure.class, () -> p.sim.run(RunLimits.NONE.withWallClock(0.5)));
            assertEquals(0, f.tid());
            assertTrue(f.getMessage().startsWith("task 0 'main' at "), f.getMessage());
            assertTrue(f.getMessage().contains("the run's wall-clock budget was used up while the task ran Java code "
                    + "without calling the Pvm"), f.getMessage());
            assertTrue(stackHas(f.getCause(), "readObject"), "the stack shows where it spins");
        }
    }

    private static boolean stackHas(Throwable t, String method) {
        for (StackTraceElement e : t.getStackTrace()) {
            if (e.getMethodName().equals(method)) {
                return true;
            }
        }
        return false;
    }

    static volatile boolean release;

    /** Catches everything, lbsim's unwinding after a kill included, and goes on until released. */
    public static final class Stubborn implements Task {
        @Override
        public void run(Pvm pvm) {
            while (!release) {
                try {
                    pvm.recv(Pvm.ANY, Pvm.ANY);
                } catch (Throwable t) {
                    sink++;
                }
            }
        }
    }

    public static final class Killer implements Task {
        @Override
        public void run(Pvm pvm) {
            int victim = pvm.spawn(Stubborn.class, 1, "h1")[0];
            pvm.compute(1);
            pvm.kill(victim);
            pvm.compute(1);
        }
    }

    @Test
    void aKilledTaskThatCatchesThrowableAndGoesOnFailsTheRun() throws Exception {
        // before the fix the killer went on after two seconds and the run completed, the victim still running
        release = false;
        try (TestPlatform p = new TestPlatform(1, 1)) {
            p.start(Killer.class);
            TaskFailure f;
            try {
                f = assertThrows(TaskFailure.class, () -> p.sim.run(RunLimits.NONE));
            } finally {
                release = true; // lets the victim's thread end, so close() can reclaim it
            }
            assertEquals(1, f.tid());
            assertEquals(1.125, f.time(), 1e-12); // spawn 0.125 s, then compute(1)
            assertTrue(f.getMessage().startsWith("task 1 'Stubborn-1' at 1.125 s: was killed, but its thread went on running"),
                    f.getMessage());
        }
    }

    /** Catches lbsim's unwinding after a kill and then runs Java code of its own, without a Pvm call, until released. */
    public static final class Runaway implements Task {
        @Override
        public void run(Pvm pvm) {
            try {
                pvm.recv(Pvm.ANY, Pvm.ANY);
            } catch (Throwable t) {
                while (!release) {
                    sink++;
                }
            }
        }
    }

    public static final class RunawayKiller implements Task {
        @Override
        public void run(Pvm pvm) {
            int victim = pvm.spawn(Runaway.class, 1, "h1")[0];
            pvm.compute(1);
            pvm.kill(victim);
            pvm.compute(1);
        }
    }

    @Test
    void aKilledTaskThatCatchesThrowableAndSpinsWithoutPvmCallsFailsTheRun() throws Exception {
        // on virtual threads with one carrier the spinning victim keeps the killer from ever seeing its 2 s wait
        // end; the thread in Simulation.run fails the run in its place (without a wall-clock budget)
        release = false;
        try (TestPlatform p = new TestPlatform(1, 1)) {
            p.start(RunawayKiller.class);
            TaskFailure f;
            try {
                f = assertThrows(TaskFailure.class, () -> p.sim.run(RunLimits.NONE));
            } finally {
                release = true;
            }
            assertEquals(1, f.tid());
            assertEquals(1.125, f.time(), 1e-12);
            assertTrue(f.getMessage().startsWith("task 1 'Runaway-1' at 1.125 s: was killed, but its thread went on running"),
                    f.getMessage());
        }
    }
}
