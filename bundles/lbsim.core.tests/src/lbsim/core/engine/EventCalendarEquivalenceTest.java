package lbsim.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

/**
 * Randomized differential tests of {@link EventCalendar} and {@link Simulation} against a plain reference
 * (a sorted set ordered by time with {@code <} and {@code ==}, then by scheduling order, where a reschedule
 * counts as newly scheduled). Covers interleavings of schedule, cancel, reschedule, poll, isPending,
 * timeOf and size with many equal times (including 0.0 beside -0.0), stale handles, operations made
 * while the root is vacant (right after a poll, and from inside handlers), and heaps large enough for
 * the branching child selection.
 */
class EventCalendarEquivalenceTest {

    /** One event of the reference. */
    private static final class Ref {
        final int id;
        double time;
        long seq;

        Ref(int id, double time, long seq) {
            this.id = id;
            this.time = time;
            this.seq = seq;
        }
    }

    /** The reference calendar: what EventCalendar must behave like. */
    private static final class Reference {
        private final TreeSet<Ref> set = new TreeSet<>((a, b) -> a.time < b.time ? -1
                : a.time > b.time ? 1 : Long.compare(a.seq, b.seq));
        private final Map<Integer, Ref> pending = new HashMap<>();
        private long nextSeq;

        void schedule(int id, double time) {
            Ref r = new Ref(id, time, nextSeq++);
            set.add(r);
            pending.put(id, r);
        }

        boolean cancel(int id) {
            Ref r = pending.remove(id);
            return r != null && set.remove(r);
        }

        boolean reschedule(int id, double time) {
            Ref r = pending.get(id);
            if (r == null) {
                return false;
            }
            set.remove(r);
            r.time = time;
            r.seq = nextSeq++;
            set.add(r);
            return true;
        }

        Ref poll() {
            Ref r = set.pollFirst();
            if (r != null) {
                pending.remove(r.id);
            }
            return r;
        }

        double peekTime() {
            return set.isEmpty() ? Double.POSITIVE_INFINITY : set.first().time;
        }

        int size() {
            return set.size();
        }

        boolean isPending(int id) {
            return pending.containsKey(id);
        }

        double timeOf(int id) {
            Ref r = pending.get(id);
            return r == null ? Double.NaN : r.time;
        }
    }

    /** Few distinct times, so that most comparisons tie; 0.0 and -0.0 are equal but must come back as given. */
    private static final double[] TIMES = {-0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 2.0, 2.5, 3.0, 7.0, 7.0, 100.0,
        Double.POSITIVE_INFINITY};

    private static double randomTime(SplittableRandom rnd, double from) {
        return switch (rnd.nextInt(4)) {
            case 0 -> from == 0 ? TIMES[rnd.nextInt(TIMES.length)] : from + TIMES[rnd.nextInt(TIMES.length)];
            case 1 -> from + Math.floor(rnd.nextDouble() * 8) / 4; // few distinct delays: ties
            case 2 -> from; // zero delay
            default -> from + rnd.nextDouble() * 10;
        };
    }

    private static void assertSameTime(double expected, double actual, String what) {
        if (Double.doubleToLongBits(expected) != Double.doubleToLongBits(actual)) {
            fail(what + ": expected " + expected + " but was " + actual);
        }
    }

    /** Receives the events polled directly from a calendar. */
    private static final class Sink implements EventHandler {
        int lastTag = -1;

        @Override
        public void handleEvent(int tag) {
            lastTag = tag;
        }
    }

    @Test
    void calendarMatchesReferenceUnderRandomInterleavings() {
        for (long seed = 1; seed <= 40; seed++) {
            checkCalendar(seed, 6_000, seed % 4 == 0 ? 2_000 : 120);
        }
    }

    @Test
    void largeCalendarWithBranchingSelectionMatchesReference() {
        // above 2^17 entries the earliest child is chosen with branches instead of conditional moves
        checkCalendar(99, 400_000, 200_000);
    }

    private static void checkCalendar(long seed, int operations, int targetSize) {
        SplittableRandom rnd = new SplittableRandom(seed);
        EventCalendar cal = new EventCalendar();
        Reference ref = new Reference();
        Simulation sinkSim = new Simulation(1); // pollInto's dispatch target; its clock is not used here
        Sink sink = new Sink();
        List<Long> handles = new ArrayList<>();
        double clock = 0;
        for (int op = 0; op < operations; op++) {
            String where = "seed " + seed + ", operation " + op;
            int size = ref.size();
            int choice = rnd.nextInt(100);
            if (choice < 45 && size < targetSize || size == 0 && choice < 70) {
                int id = handles.size();
                double t = randomTime(rnd, clock);
                handles.add(cal.schedule(t, sink, id));
                ref.schedule(id, t);
            } else if (choice < 55 && !handles.isEmpty()) {
                int id = rnd.nextInt(handles.size());
                assertEquals(ref.cancel(id), cal.cancel(handles.get(id)), where + ": cancel");
            } else if (choice < 70 && !handles.isEmpty()) {
                int id = rnd.nextInt(handles.size());
                double t = randomTime(rnd, clock);
                assertEquals(ref.reschedule(id, t), cal.reschedule(handles.get(id), t), where + ": reschedule");
            } else if (choice < 75 && !handles.isEmpty()) {
                int id = rnd.nextInt(handles.size());
                assertEquals(ref.isPending(id), cal.isPending(handles.get(id)), where + ": isPending");
                assertSameTime(ref.timeOf(id), cal.timeOf(handles.get(id)), where + ": timeOf");
            } else if (choice < 78) {
                assertEquals(ref.size(), cal.size(), where + ": size");
                assertEquals(ref.size() == 0, cal.isEmpty(), where + ": isEmpty");
            } else {
                // poll: leaves the calendar's root vacant for whatever comes next
                double expected = ref.peekTime();
                assertSameTime(expected, cal.peekTime(), where + ": peekTime");
                Ref r = ref.poll();
                if (r == null) {
                    assertTrue(cal.isEmpty(), where);
                    continue;
                }
                cal.pollInto(sinkSim);
                assertEquals(r.id, sink.lastTag, where + ": polled event");
                assertEquals(ref.size(), cal.size(), where + ": size after poll");
                assertFalse(cal.isPending(handles.get(r.id)), where + ": a polled event is not pending");
                if (r.time != Double.POSITIVE_INFINITY) {
                    clock = r.time;
                }
            }
        }
        // drain
        while (true) {
            Ref r = ref.poll();
            double t = cal.peekTime();
            if (r == null) {
                assertEquals(Double.POSITIVE_INFINITY, t);
                assertTrue(cal.isEmpty());
                break;
            }
            assertSameTime(r.time, t, "seed " + seed + ", drain");
            cal.pollInto(sinkSim);
            assertEquals(r.id, sink.lastTag, "seed " + seed + ", drain");
        }
        for (long h : handles) {
            assertFalse(cal.isPending(h));
            assertFalse(cal.cancel(h), "stale handle");
        }
    }

    /**
     * Through {@link Simulation#run}: handlers schedule, cancel and reschedule while the root is vacant;
     * runs stop at event and end-time limits and continue. Every event must fire when and in the order
     * the reference says.
     */
    @Test
    void simulationMatchesReferenceWithOperationsFromHandlers() {
        for (long seed = 1; seed <= 30; seed++) {
            new HandlerScenario(seed).play();
        }
    }

    private static final class HandlerScenario implements EventHandler {
        final long seed;
        final SplittableRandom rnd;
        final Simulation sim = new Simulation(7);
        final Reference ref = new Reference();
        final List<Long> handles = new ArrayList<>();
        long fired;
        boolean draining;

        HandlerScenario(long seed) {
            this.seed = seed;
            this.rnd = new SplittableRandom(seed * 31 + 5);
        }

        void play() {
            for (int i = 0; i < 50; i++) {
                schedule(randomTime(rnd, 0));
            }
            for (int round = 0; round < 200; round++) {
                StopReason why;
                if (rnd.nextBoolean()) {
                    why = sim.run(RunLimits.NONE.withMaxEvents(rnd.nextInt(40)));
                } else {
                    double end = sim.now() + rnd.nextInt(4) * 0.5;
                    why = sim.run(RunLimits.NONE.withEndTime(end));
                    if (why == StopReason.END_TIME) {
                        assertTrue(ref.peekTime() > end, "seed " + seed);
                        assertEquals(end, sim.now(), "seed " + seed + ": clock at the end time");
                    }
                }
                if (why == StopReason.COMPLETED) {
                    assertEquals(0, ref.size());
                }
                assertEquals(ref.size(), sim.pendingEvents(), "seed " + seed + ", round " + round);
                operate(); // from outside a run, too
                if (ref.size() < 5) {
                    schedule(randomTime(rnd, sim.now()));
                }
            }
            draining = true; // no new events from here on, so the run ends
            assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE), "seed " + seed);
            assertEquals(0, ref.size(), "seed " + seed);
            assertEquals(fired, sim.eventsProcessed(), "seed " + seed);
        }

        private void schedule(double t) {
            int id = handles.size();
            ref.schedule(id, t);
            handles.add(sim.schedule(t, this, id));
        }

        @Override
        public void handleEvent(int tag) {
            String where = "seed " + seed + ", event " + fired;
            fired++;
            Ref r = ref.poll();
            assertEquals(r.id, tag, where + ": which event fires");
            assertSameTime(r.time, sim.now(), where + ": clock");
            assertFalse(sim.isPending(handles.get(tag)), where + ": the firing event is no longer pending");
            assertFalse(sim.cancel(handles.get(tag)), where + ": cancel of the firing event");
            // the usual case: the event schedules its successor into the vacant root
            if (rnd.nextInt(4) != 0 && !draining && sim.now() != Double.POSITIVE_INFINITY && ref.size() < 300) {
                schedule(randomTime(rnd, sim.now()));
            }
            operate();
        }

        private void operate() {
            int k = rnd.nextInt(3);
            for (int j = 0; j < k; j++) {
                String where = "seed " + seed + " after " + fired + " events";
                int id = rnd.nextInt(handles.size());
                switch (rnd.nextInt(5)) {
                    case 0 -> assertEquals(ref.cancel(id), sim.cancel(handles.get(id)), where + ": cancel");
                    case 1 -> {
                        if (sim.now() != Double.POSITIVE_INFINITY) {
                            double t = randomTime(rnd, sim.now());
                            assertEquals(ref.reschedule(id, t), sim.reschedule(handles.get(id), t), where + ": reschedule");
                        }
                    }
                    case 2 -> assertEquals(ref.isPending(id), sim.isPending(handles.get(id)), where + ": isPending");
                    case 3 -> assertEquals(ref.size(), sim.pendingEvents(), where + ": pendingEvents");
                    default -> {
                        if (!draining && sim.now() != Double.POSITIVE_INFINITY && ref.size() < 300) {
                            schedule(randomTime(rnd, sim.now()));
                        }
                    }
                }
            }
        }
    }
}
