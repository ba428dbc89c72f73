package lbsim.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.api.Test;

class SimulationTest {

    /** An event that reschedules itself every second, forever. */
    private static final class Ticker implements EventHandler {
        final Simulation sim;
        int ticks;

        Ticker(Simulation sim) {
            this.sim = sim;
        }

        @Override
        public void handleEvent(int tag) {
            ticks++;
            sim.scheduleIn(1.0, this, 0);
        }
    }

    @Test
    void endTimeStopsBeforeLaterEventsAndLeavesTheClockThere() {
        Simulation sim = new Simulation(1);
        Ticker t = new Ticker(sim);
        sim.schedule(0.0, t, 0);
        assertEquals(StopReason.END_TIME, sim.run(RunLimits.NONE.withEndTime(10.5)));
        assertEquals(11, t.ticks, "ticks at 0, 1, ..., 10");
        assertEquals(10.5, sim.now());
        // continuing runs on from where it stopped
        assertEquals(StopReason.END_TIME, sim.run(RunLimits.NONE.withEndTime(12.0)));
        assertEquals(13, t.ticks, "ticks at 11 and 12 (an event exactly at the end time is processed)");
    }

    @Test
    void eventLimitCountsEventsOfThisRun() {
        Simulation sim = new Simulation(1);
        Ticker t = new Ticker(sim);
        sim.schedule(0.0, t, 0);
        assertEquals(StopReason.EVENT_LIMIT, sim.run(RunLimits.NONE.withMaxEvents(100)));
        assertEquals(100, t.ticks);
        assertEquals(99.0, sim.now());
        assertEquals(100, sim.eventsProcessed());
    }

    @Test
    void wallClockBudgetStopsANeverEndingModel() {
        Simulation sim = new Simulation(1);
        Ticker t = new Ticker(sim);
        sim.schedule(0.0, t, 0);
        assertEquals(StopReason.WALL_CLOCK, sim.run(RunLimits.NONE.withWallClock(0.05)));
        assertEquals(sim.eventsProcessed(), t.ticks);
    }

    @Test
    void stopFromAnEventEndsTheRunAfterThatEvent() {
        Simulation sim = new Simulation(1);
        Ticker t = new Ticker(sim);
        sim.schedule(0.0, t, 0);
        sim.schedule(4.5, tag -> sim.stop(), 0);
        assertEquals(StopReason.STOPPED, sim.run(RunLimits.NONE));
        assertEquals(4.5, sim.now());
        assertEquals(5, t.ticks);
    }

    @Test
    void aStopBeforeTheRunStartsStopsItBeforeAnyEventAndIsThenAnswered() {
        // a Ctrl-C that arrives after the run is set up but before it starts must not be lost
        Simulation sim = new Simulation(1);
        Ticker t = new Ticker(sim);
        sim.schedule(0.0, t, 0);
        sim.stop();
        assertTrue(sim.isStopRequested());
        assertEquals(StopReason.STOPPED, sim.run(RunLimits.NONE.withEndTime(10)));
        assertEquals(0, t.ticks);
        assertEquals(0, sim.eventsProcessed());
        assertFalse(sim.isStopRequested(), "the request was answered");
        // the next run goes on where it stopped: ticks at 0, 1, ..., 10
        assertEquals(StopReason.END_TIME, sim.run(RunLimits.NONE.withEndTime(10)));
        assertEquals(11, t.ticks);
    }

    @Test
    void aStopFromAnotherThreadEndsARunThatWouldNeverEnd() throws Exception {
        Simulation sim = new Simulation(1);
        Ticker t = new Ticker(sim);
        sim.schedule(0.0, t, 0);
        // the ticker reschedules itself for ever: only the stop can end the run
        Thread stopper = new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            sim.stop();
        });
        stopper.start();
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> assertEquals(StopReason.STOPPED, sim.run(RunLimits.NONE)));
        stopper.join();
        assertTrue(sim.eventsProcessed() > 0);
        assertFalse(sim.isStopRequested());
    }

    @Test
    void limitsRejectNegativeValues() {
        assertThrows(IllegalArgumentException.class, () -> new RunLimits(-1, 10, 1));
        assertThrows(IllegalArgumentException.class, () -> new RunLimits(1, -10, 1));
        assertThrows(IllegalArgumentException.class, () -> new RunLimits(1, 10, Double.NaN));
    }
}
