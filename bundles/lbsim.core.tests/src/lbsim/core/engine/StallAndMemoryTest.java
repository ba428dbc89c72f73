package lbsim.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.JobKind;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Constant;
import lbsim.core.workload.UserBehaviourGraph;
import lbsim.core.workload.UserBehaviourSource;

/**
 * Issue 14, class 2: a run whose virtual time stops advancing, or that runs out of memory, ends with a
 * {@link SimulationFailure} that names what was running, instead of hanging or a bare OutOfMemoryError.
 */
class StallAndMemoryTest {

    private static final long WINDOW = 1 << 14;

    @Test
    void anEventThatReschedulesItselfAtTheSameTimeIsAStall() {
        Simulation sim = new Simulation(1);
        sim.setStallWindow(WINDOW);
        EventHandler[] self = new EventHandler[1];
        self[0] = tag -> sim.scheduleIn(0, self[0], 7);
        sim.schedule(5, self[0], 7);
        SimulationFailure f = assertThrows(SimulationFailure.class, () -> sim.run(RunLimits.NONE));
        assertEquals(SimulationFailure.Kind.STALLED, f.kind());
        assertEquals(5.0, f.time());
        assertTrue(f.getMessage().startsWith("virtual time stopped advancing"), f.getMessage());
        assertTrue(f.getMessage().contains("StallAndMemoryTest"), "names the handler's class: " + f.getMessage());
        assertTrue(f.getMessage().contains("tag 7"), f.getMessage());
    }

    @Test
    void progressOfATinyBitPerEventIsAStallToo() {
        // 1e-300 s per event: the clock moves, but 16,384 events add up to 1.6e-296 s, far below 1 ns
        Simulation sim = new Simulation(1);
        sim.setStallWindow(WINDOW);
        EventHandler[] self = new EventHandler[1];
        self[0] = tag -> sim.scheduleIn(1e-300, self[0], 0);
        sim.schedule(0, self[0], 0);
        assertEquals(SimulationFailure.Kind.STALLED,
                assertThrows(SimulationFailure.class, () -> sim.run(RunLimits.NONE)).kind());
    }

    @Test
    void busyButAdvancingRunsAreNotStalls() {
        // 1 us per event: 16,384 events advance 16 ms, well above 1 ns; the run ends at its end time
        Simulation sim = new Simulation(1);
        sim.setStallWindow(WINDOW);
        EventHandler[] self = new EventHandler[1];
        self[0] = tag -> sim.scheduleIn(1e-6, self[0], 0);
        sim.schedule(0, self[0], 0);
        assertEquals(StopReason.END_TIME, sim.run(RunLimits.NONE.withEndTime(0.2)));
        assertTrue(sim.eventsProcessed() > 10 * WINDOW);
        // and many events at one time that end are fine: 3 windows' worth at t = 1, then nothing
        Simulation burst = new Simulation(1);
        burst.setStallWindow(WINDOW);
        long[] left = { 3 * WINDOW };
        EventHandler[] b = new EventHandler[1];
        b[0] = tag -> {
            if (--left[0] > 0) {
                burst.scheduleIn(0, b[0], 0);
            }
        };
        burst.schedule(1, b[0], 0);
        burst.scheduleIn(0, tag -> { }, 0); // starts the window at 0
        // the window opened at 0 s and closes within the burst at 1 s: 1 s of progress, no stall; the
        // next window lies wholly at 1 s, so a burst longer than two windows is a stall
        SimulationFailure f = assertThrows(SimulationFailure.class, () -> burst.run(RunLimits.NONE));
        assertEquals(SimulationFailure.Kind.STALLED, f.kind());
        Simulation shortBurst = new Simulation(1);
        shortBurst.setStallWindow(WINDOW);
        long[] few = { WINDOW / 2 };
        EventHandler[] c = new EventHandler[1];
        c[0] = tag -> {
            if (--few[0] > 0) {
                shortBurst.scheduleIn(0, c[0], 0);
            }
        };
        shortBurst.schedule(1, c[0], 0);
        assertEquals(StopReason.COMPLETED, shortBurst.run(RunLimits.NONE));
    }

    @Test
    void aRoundRobinSliceOf1e300StopsTimeAndIsNamed() {
        Simulation sim = new Simulation(1);
        sim.setStallWindow(WINDOW);
        Host h = new Host(sim, "ws1", 1.0, 1, WeightPolicy.EQUAL, 1e-300);
        h.submit("A", 1.0, 0, JobKind.APPLICATION, null);
        h.submit("B", 1.0, 0, JobKind.APPLICATION, null);
        SimulationFailure f = assertThrows(SimulationFailure.class, () -> sim.run(RunLimits.NONE));
        assertEquals(SimulationFailure.Kind.STALLED, f.kind());
        assertTrue(f.getMessage().contains("ws1"), "names the host: " + f.getMessage());
    }

    @Test
    void aUserWhoThinksZeroAndDemands1e300StopsTimeAndIsNamed() {
        Simulation sim = new Simulation(1);
        sim.setStallWindow(WINDOW);
        Host h = new Host(sim, "ws2", 1.0, 1, WeightPolicy.EQUAL, 0);
        UserBehaviourGraph g = UserBehaviourGraph.builder()
                .state("typing", new Constant(0), new Constant(1e-300), 0)
                .transition("typing", "typing", 1.0).initial("typing").build();
        UserBehaviourSource s = new UserBehaviourSource(sim, "clerks", List.of(h), g);
        s.start();
        SimulationFailure f = assertThrows(SimulationFailure.class, () -> sim.run(RunLimits.NONE));
        assertEquals(SimulationFailure.Kind.STALLED, f.kind());
        assertTrue(f.getMessage().contains("ws2"), "names the host: " + f.getMessage());
    }

    @Test
    void runningOutOfMemoryInAnEventIsAFailureThatSaysSo() {
        Simulation sim = new Simulation(1);
        long[][] keep = new long[1][];
        sim.schedule(3, new EventHandler() {
            @Override
            public void handleEvent(int tag) {
                keep[0] = new long[Integer.MAX_VALUE - 16]; // 16 GiB: more than any test heap
            }

            @Override
            public String toString() {
                return "the greedy source";
            }
        }, 0);
        SimulationFailure f = assertThrows(SimulationFailure.class, () -> sim.run(RunLimits.NONE));
        assertEquals(SimulationFailure.Kind.OUT_OF_MEMORY, f.kind());
        assertTrue(f.getCause() instanceof OutOfMemoryError);
        assertTrue(f.getMessage().startsWith("out of memory"), f.getMessage());
        assertTrue(f.getMessage().contains("the greedy source"), f.getMessage());
        assertTrue(f.getMessage().contains("at virtual time 3.0 s"), f.getMessage());
        assertTrue(f.getMessage().contains("LBSIM_JAVA_OPTS=-Xmx"), f.getMessage());
        // the limit that was hit (issue 32): the heap's size and the -Xmx the test JVM runs with (the surefire
        // configuration of the build gives -Xmx1g)
        assertTrue(f.getMessage().contains(", in a Java heap of at most " + Runtime.getRuntime().maxMemory() / (1024 * 1024)
                + " MiB (-Xmx"), f.getMessage());
    }
}
