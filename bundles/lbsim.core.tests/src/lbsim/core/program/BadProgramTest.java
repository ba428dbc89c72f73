package lbsim.core.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import lbsim.api.Pvm;
import lbsim.api.PvmException;
import lbsim.api.Task;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.StopReason;
import lbsim.core.msg.TaskFailure;

/** Programs that cannot run or do not end well; after each, no task thread may be left alive. */
class BadProgramTest {

    @AfterEach
    void noThreadLeft() {
        ThreadCheck.assertNoTaskThreads();
    }

    public static final class NotATask {
    }

    public static final class NoDefaultConstructor implements Task {
        public NoDefaultConstructor(int x) {
        }

        @Override
        public void run(Pvm pvm) {
        }
    }

    @Test
    void missingMainClassIsNamed() {
        try (TestPlatform p = new TestPlatform(1)) {
            ProgramException e = assertThrows(ProgramException.class,
                    () -> p.runtime.start("com.example.Missing", "main", null, List.of()));
            assertEquals("program class 'com.example.Missing' not found on the program's class path", e.getMessage());
        }
    }

    @Test
    void classThatIsNotATaskIsNamed() {
        try (TestPlatform p = new TestPlatform(1)) {
            ProgramException e = assertThrows(ProgramException.class, () -> p.start(NotATask.class));
            assertEquals("program class '" + NotATask.class.getName() + "' does not implement lbsim.api.Task",
                    e.getMessage());
            e = assertThrows(ProgramException.class, () -> p.start(NoDefaultConstructor.class));
            assertEquals("program class '" + NoDefaultConstructor.class.getName()
                    + "' has no public constructor without arguments", e.getMessage());
        }
    }

    @Test
    void secondRuntimeOnOneSimulationIsRefused() {
        try (TestPlatform p = new TestPlatform(1)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> new ProgramRuntime(p.vm, getClass().getClassLoader(), CostMode.DECLARED, 1, 1));
            assertEquals("program runtime: this simulation already has a program runtime (or another interlude); use one"
                    + " per simulation", e.getMessage());
        }
    }

    /** Spawns a Waiter on h1 and waits for a message from it; the Waiter waits for one with tag 7 from its parent. */
    public static final class DeadlockMain implements Task {
        @Override
        public void run(Pvm pvm) {
            int w = pvm.spawn(Waiter.class, 1, "h1")[0];
            pvm.recv(w, Pvm.ANY);
        }
    }

    public static final class Waiter implements Task {
        @Override
        public void run(Pvm pvm) {
            try {
                pvm.recv(pvm.parent(), 7);
            } finally {
                FINALLY_RAN.set("waiter unwound");
            }
        }
    }

    static final AtomicReference<String> FINALLY_RAN = new AtomicReference<>();

    @Test
    void deadlockListsEveryWaitingTaskAndCloseUnwindsThem() throws Exception {
        FINALLY_RAN.set(null);
        try (TestPlatform p = new TestPlatform(1, 1)) {
            p.start(DeadlockMain.class);
            StopReason r = p.sim.run(RunLimits.NONE);
            assertEquals(StopReason.STOPPED, r); // onQuiescence stops it
            assertTrue(p.vm.isDeadlocked());
            // both wait from the end of the spawn (0.125 s of CPU on h0) on
            assertEquals(List.of("task 0 'main' on host h0: blocked since 0.125 s in recv(source 1 'Waiter-1', tag any)",
                    "task 1 'Waiter-1' on host h1: blocked since 0.125 s in recv(source 0 'main', tag 7)"), p.vm.deadlock());
            assertEquals(2, ThreadCheck.taskThreads().size());
        }
        assertEquals("waiter unwound", FINALLY_RAN.get());
    }

    static final IllegalStateException BOOM = new IllegalStateException("boom");

    public static final class Thrower implements Task {
        @Override
        public void run(Pvm pvm) {
            pvm.compute(1.5);
            throw BOOM;
        }
    }

    @Test
    void exceptionOutOfRunFailsTheRunNamingTaskAndTime() throws Exception {
        try (TestPlatform p = new TestPlatform(1)) {
            p.start(Thrower.class);
            TaskFailure f = assertThrows(TaskFailure.class, () -> p.sim.run(RunLimits.NONE));
            assertEquals(0, f.tid());
            assertEquals(1.5, f.time());
            assertSame(BOOM, f.getCause());
            assertEquals("task 0 'main' at 1.5 s: the program threw java.lang.IllegalStateException: boom", f.getMessage());
        }
    }

    /** Calls recv from a thread of its own, and lets what that thread got escape from run(). */
    public static final class ForeignThread implements Task {
        @Override
        public void run(Pvm pvm) throws Exception {
            AtomicReference<RuntimeException> got = new AtomicReference<>();
            Thread helper = new Thread(() -> {
                try {
                    pvm.recv(Pvm.ANY, Pvm.ANY);
                } catch (RuntimeException e) {
                    got.set(e);
                }
            }, "helper");
            helper.start();
            helper.join();
            throw got.get();
        }
    }

    @Test
    void callFromAnotherThreadIsRefusedAndFailsTheTask() throws Exception {
        try (TestPlatform p = new TestPlatform(1)) {
            p.start(ForeignThread.class);
            TaskFailure f = assertThrows(TaskFailure.class, () -> p.sim.run(RunLimits.NONE));
            assertEquals(PvmException.class, f.getCause().getClass());
            assertEquals("Pvm.recv called from thread 'helper', which is not the thread of task 0", f.getCause().getMessage());
            assertEquals(0, f.tid());
        }
    }

    /** Spawns a task on a host without a network segment and sends to it. */
    public static final class Unreachable implements Task {
        @Override
        public void run(Pvm pvm) {
            int other = pvm.spawn(Forever.class, 1, "lonely")[0];
            pvm.send(other, 1, null);
        }
    }

    @Test
    void operationTheVirtualMachineRefusesFailsTheRun() throws Exception {
        try (TestPlatform p = new TestPlatform(1)) {
            p.vm.addHost(new lbsim.core.cpu.Host(p.sim, "lonely", 1, 1, lbsim.core.cpu.WeightPolicy.LINUX_2_0), null);
            p.start(Unreachable.class);
            TaskFailure f = assertThrows(TaskFailure.class, () -> p.sim.run(RunLimits.NONE.withEndTime(10)));
            assertEquals("task 0 'main' at 0.125 s: hosts 'h0' and 'lonely' share no network segment", f.getMessage());
        }
    }

    public static final class Forever implements Task {
        @Override
        public void run(Pvm pvm) {
            while (true) {
                pvm.compute(1);
            }
        }
    }

    @Test
    void programThatKeepsCallingStopsAtTheRunLimits() throws Exception {
        try (TestPlatform p = new TestPlatform(1)) {
            p.start(Forever.class);
            assertEquals(StopReason.END_TIME, p.sim.run(RunLimits.NONE.withEndTime(100.5)));
            assertEquals(100.5, p.sim.now());
            assertEquals(1, ThreadCheck.taskThreads().size());
            assertEquals(StopReason.EVENT_LIMIT, p.sim.run(RunLimits.NONE.withMaxEvents(10)));
            assertEquals(110, p.sim.now(), 1e-9); // one event per compute(1): 10 more seconds, from 100 s on
        }
    }

    static volatile long sink;

    /** Runs Java code without ever calling the Pvm; stops when interrupted (as close() asks). */
    public static final class Spinner implements Task {
        @Override
        public void run(Pvm pvm) {
            pvm.compute(2);
            long x = 0;
            while (!Thread.currentThread().isInterrupted()) {
                x++;
                sink = x;
            }
        }
    }

    @Test
    void programThatSpinsWithoutCallsFailsAtTheWallClockBudget() throws Exception {
        try (TestPlatform p = new TestPlatform(1)) {
            p.start(Spinner.class);
            long t0 = System.nanoTime();
            TaskFailure f = assertThrows(TaskFailure.class, () -> p.sim.run(RunLimits.NONE.withWallClock(0.5)));
            double wall = (System.nanoTime() - t0) * 1e-9;
            assertTrue(wall >= 0.5 && wall < 30, "waited " + wall + " s");
            assertEquals(0, f.tid());
            assertEquals(2.0, f.time());
            assertTrue(f.getMessage().startsWith("task 0 'main' at 2.0 s: the run's wall-clock budget was used up while"
                    + " the task ran Java code without calling the Pvm"), f.getMessage());
            assertEquals(1, ThreadCheck.taskThreads().size());
        }
    }
}
