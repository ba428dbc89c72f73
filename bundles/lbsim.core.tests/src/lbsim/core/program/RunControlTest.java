package lbsim.core.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import lbsim.api.Pvm;
import lbsim.api.PvmException;
import lbsim.api.Task;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.StopReason;
import lbsim.core.msg.TaskFailure;

/**
 * Ending a run from outside while a well-behaved program runs (a stop request, an interrupt of the
 * thread in Simulation.run), and a Pvm call from a thread of the program's own that the program hides.
 */
class RunControlTest {

    @AfterEach
    void noThreadLeft() {
        ThreadCheck.assertNoTaskThreads();
    }

    static volatile long sink;
    /** CPU time each task below spends in its own code between two Pvm calls, in nanoseconds. */
    static volatile long busyNanos;

    /**
     * Arithmetic for {@link #busyNanos} of this thread's CPU time, or of wall-clock time on a virtual thread
     * (DECLARED mode), for which the JVM gives no CPU time (-1).
     */
    static void busy() {
        java.lang.management.ThreadMXBean b = java.lang.management.ManagementFactory.getThreadMXBean();
        java.util.function.LongSupplier clock = Thread.currentThread().isVirtual() ? System::nanoTime
                : b::getCurrentThreadCpuTime;
        long end = clock.getAsLong() + busyNanos;
        long x = sink;
        while (clock.getAsLong() < end) {
            for (int i = 0; i < 1000; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L;
            }
        }
        sink = x;
    }

    /** Two tasks bounce a message for ever, with some real work of their own between the calls. */
    public static final class PingForever implements Task {
        @Override
        public void run(Pvm pvm) {
            int other = pvm.spawn(PongForever.class, 1, "h1")[0];
            while (true) {
                busy();
                pvm.send(other, 1, null);
                pvm.recv(other, 2);
            }
        }
    }

    public static final class PongForever implements Task {
        @Override
        public void run(Pvm pvm) {
            while (true) {
                pvm.recv(pvm.parent(), 1);
                busy();
                pvm.send(pvm.parent(), 2, null);
            }
        }
    }

    /** Runs PingForever on a thread of its own; {@code end} ends it from this thread after 300 ms. */
    private static Object runAndEnd(TestPlatform p, boolean interrupt) throws Exception {
        p.start(PingForever.class);
        AtomicReference<Object> outcome = new AtomicReference<>();
        AtomicReference<Boolean> stillInterrupted = new AtomicReference<>();
        Thread runner = new Thread(() -> {
            try {
                outcome.set(p.sim.run(RunLimits.NONE));
            } catch (RuntimeException e) {
                outcome.set(e);
            }
            stillInterrupted.set(Thread.currentThread().isInterrupted());
        }, "run-control-test-runner");
        runner.start();
        try {
            Thread.sleep(300);
            assertTrue(runner.isAlive(), "the program runs for ever");
            if (interrupt) {
                runner.interrupt();
            } else {
                p.sim.stop();
            }
            runner.join(10_000);
            assertFalse(runner.isAlive(), "the run did not end within 10 s of the " + (interrupt ? "interrupt" : "stop"));
        } finally {
            p.sim.stop(); // if it failed: do not leave the run going
            runner.join(10_000);
        }
        if (interrupt) {
            assertEquals(Boolean.TRUE, stillInterrupted.get(), "the interrupt status is kept for the caller");
        }
        return outcome.get();
    }

    @Test
    void stopOfAProgramThatCallsThePvmEndsTheRunAsStoppedNotAsAFailure() throws Exception {
        // 20 ms of CPU in its own code between calls: the stop most likely comes while a task is there; it is
        // stopped at its next call, not blamed for running its own code. (It was 100 ms: on a loaded 2-core
        // machine 100 ms of CPU time took more than the runtime's 250 ms wall-clock grace, and the run was
        // failed as it should be for a task that really stays in its own code; 20 ms keeps a 10x margin.)
        busyNanos = 20_000_000;
        for (int i = 0; i < 3; i++) {
            try (TestPlatform p = new TestPlatform(1, 1)) {
                assertEquals(StopReason.STOPPED, runAndEnd(p, false), "attempt " + i);
            }
        }
    }

    @Test
    void interruptOfTheRunThreadStopsTheRun() throws Exception {
        busyNanos = 200_000;
        for (int i = 0; i < 3; i++) {
            try (TestPlatform p = new TestPlatform(1, 1)) {
                assertEquals(StopReason.STOPPED, runAndEnd(p, true), "attempt " + i);
            }
        }
    }

    /** Calls recv from a thread of its own, catches what that thread got, and ends normally. */
    public static final class HiddenForeignCall implements Task {
        @Override
        public void run(Pvm pvm) throws Exception {
            Thread helper = new Thread(() -> {
                try {
                    pvm.recv(Pvm.ANY, Pvm.ANY);
                } catch (PvmException e) {
                    // swallowed: the run must fail anyway
                }
            }, "helper");
            helper.start();
            helper.join();
            pvm.compute(1);
        }
    }

    @Test
    void callFromAnotherThreadFailsTheRunEvenIfTheProgramCatchesTheException() throws Exception {
        try (TestPlatform p = new TestPlatform(1)) {
            p.start(HiddenForeignCall.class);
            TaskFailure f = assertThrows(TaskFailure.class, () -> p.sim.run(RunLimits.NONE));
            assertEquals(0, f.tid());
            assertEquals("task 0 'main' at 0.0 s: Pvm.recv called from thread 'helper', which is not the thread of task 0"
                    + " (a task's Pvm may only be called by the thread that runs its Task.run)", f.getMessage());
            assertEquals(PvmException.class, f.getCause().getClass());
        }
    }

    public static final class Spinner implements Task {
        @Override
        public void run(Pvm pvm) {
            pvm.compute(2);
            spinHere();
        }

        static void spinHere() {
            while (!Thread.currentThread().isInterrupted()) {
                sink++;
            }
        }
    }

    @Test
    void taskThatNeverCallsThePvmIsNamedWithWhereItRuns() throws Exception {
        try (TestPlatform p = new TestPlatform(1)) {
            p.start(Spinner.class);
            TaskFailure f = assertThrows(TaskFailure.class, () -> p.sim.run(RunLimits.NONE.withWallClock(0.5)));
            assertEquals(0, f.tid());
            assertEquals(2.0, f.time());
            assertTrue(f.getMessage().startsWith("task 0 'main' at 2.0 s: the run's wall-clock budget was used up while"
                    + " the task ran Java code without calling the Pvm for "), f.getMessage());
            assertTrue(f.getCause() != null && f.getCause().getMessage().startsWith("task 0 'main' was here"), "" + f.getCause());
            boolean inSpinHere = false;
            for (StackTraceElement e : f.getCause().getStackTrace()) {
                inSpinHere |= e.getClassName().equals(Spinner.class.getName()) && e.getMethodName().equals("spinHere");
            }
            assertTrue(inSpinHere, "the stack shows Spinner.spinHere");
        }
    }
    /** Calls the Pvm deeper and deeper in a recursion until the thread's stack overflows, mostly inside lbsim. */
    public static final class DeepRecursion implements Task {
        @Override
        public void run(Pvm pvm) {
            deeper(pvm);
        }

        static void deeper(Pvm pvm) {
            pvm.compute(0.001);
            deeper(pvm);
        }
    }

    @Test
    void stackOverflowInsideAPvmCallFailsTheRunNamingTheTask() throws Exception {
        for (int i = 0; i < 3; i++) { // the overflow hits a different frame each time
            try (TestPlatform p = new TestPlatform(1)) {
                p.start(DeepRecursion.class);
                AtomicReference<Object> outcome = new AtomicReference<>();
                Thread runner = new Thread(() -> {
                    try {
                        outcome.set(p.sim.run(RunLimits.NONE));
                    } catch (Throwable e) {
                        outcome.set(e);
                    }
                }, "run-control-test-runner");
                runner.start();
                runner.join(20_000);
                if (runner.isAlive()) {
                    p.sim.stop();
                    runner.join(10_000);
                }
                assertTrue(outcome.get() instanceof TaskFailure, "attempt " + i + ": " + outcome.get());
                TaskFailure f = (TaskFailure) outcome.get();
                assertEquals(0, f.tid());
                assertEquals(StackOverflowError.class, f.getCause().getClass());
            }
        }
    }
}
