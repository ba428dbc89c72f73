package lbsim.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.DoubleUnaryOperator;

import org.junit.jupiter.api.Test;

/**
 * The calendar queue behind {@link EventCalendar} against what can go wrong with calendar queues: time
 * distributions no single bucket width suits (delays from microseconds to days in one run, heavy
 * tails), bursts of equal times, huge, infinite and negative times, and the number of pending events
 * growing from 0 to 50,000 and back. Each run is compared event by event with a sorted-set reference
 * (time, then scheduling order), and the amortized cost is bounded by counting the buckets and entries
 * the calendar walks over ({@link EventCalendar#work()}), not by timing anything.
 */
class CalendarQueueStressTest {

    private record Ev(int id, double time, long seq) {
    }

    /** The reference: a sorted set ordered by time (with {@code <}), then scheduling order. */
    private static final class Reference {
        final TreeSet<Ev> set = new TreeSet<>((a, b) -> a.time < b.time ? -1 : a.time > b.time ? 1 : Long.compare(a.seq, b.seq));
        final List<Ev> byId = new ArrayList<>();
        long seq;

        void add(int id, double t) {
            Ev e = new Ev(id, t, seq++);
            set.add(e);
            if (id == byId.size()) {
                byId.add(e);
            } else {
                byId.set(id, e);
            }
        }
    }

    /** Receives polled events. */
    private static final class Sink implements EventHandler {
        int last = -1;

        @Override
        public void handleEvent(int tag) {
            last = tag;
        }
    }

    /**
     * Hold model plus cancels and reschedules: {@code pending} events, then {@code holds} rounds of
     * poll-one-schedule-one, with a reschedule and a cancel-and-replace every few rounds.
     *
     * @return the calendar's work per operation
     */
    private static double run(String what, long seed, int pending, int holds, DoubleUnaryOperator delay) {
        return run(what, seed, 0, 0, pending, holds, delay);
    }

    /**
     * {@link #run(String, long, int, int, DoubleUnaryOperator)} with a clump of {@code clump} events at time
     * {@code clumpTime} scheduled first: they wait while the hold model churns the events in front of them
     * (only the random reschedules and cancels touch them).
     */
    private static double run(String what, long seed, int clump, double clumpTime, int pending, int holds,
            DoubleUnaryOperator delay) {
        SplittableRandom rnd = new SplittableRandom(seed);
        EventCalendar cal = new EventCalendar();
        Reference ref = new Reference();
        Simulation sinkSim = new Simulation(1);
        Sink sink = new Sink();
        List<Long> handles = new ArrayList<>();
        double now = 0;
        long ops = 0;
        for (int i = 0; i < clump; i++) {
            handles.add(cal.schedule(clumpTime, sink, i));
            ref.add(i, clumpTime);
            ops++;
        }
        for (int i = clump; i < clump + pending; i++) {
            double t = now + delay.applyAsDouble(rnd.nextDouble());
            handles.add(cal.schedule(t, sink, i));
            ref.add(i, t);
            ops++;
        }
        for (int h = 0; h < holds; h++) {
            String where = what + ", hold " + h;
            double expected = ref.set.first().time();
            double peek = cal.peekTime();
            if (Double.doubleToLongBits(expected) != Double.doubleToLongBits(peek)) {
                fail(where + ": earliest time " + peek + ", expected " + expected);
            }
            Ev first = ref.set.pollFirst();
            cal.pollInto(sinkSim);
            assertEquals(first.id(), sink.last, where + ": polled event");
            now = first.time() == Double.POSITIVE_INFINITY ? now : first.time();
            double t = now + delay.applyAsDouble(rnd.nextDouble());
            int id = handles.size();
            handles.add(cal.schedule(t, sink, id));
            ref.add(id, t);
            ops += 2;
            if (h % 7 == 3) { // move a random pending event
                int victim = rnd.nextInt(handles.size());
                Ev e = ref.byId.get(victim);
                double nt = now + delay.applyAsDouble(rnd.nextDouble());
                boolean wasPending = ref.set.remove(e);
                assertEquals(wasPending, cal.reschedule(handles.get(victim), nt), where + ": reschedule");
                if (wasPending) {
                    ref.add(victim, nt);
                }
                ops++;
            }
            if (h % 11 == 5) { // cancel one and schedule a replacement
                int victim = rnd.nextInt(handles.size());
                boolean wasPending = ref.set.remove(ref.byId.get(victim));
                assertEquals(wasPending, cal.cancel(handles.get(victim)), where + ": cancel");
                double nt = now + delay.applyAsDouble(rnd.nextDouble());
                int nid = handles.size();
                handles.add(cal.schedule(nt, sink, nid));
                ref.add(nid, nt);
                ops += 2;
            }
        }
        assertEquals(ref.set.size(), cal.size(), what + ": size");
        // drain: the order of everything left
        while (!ref.set.isEmpty()) {
            Ev first = ref.set.pollFirst();
            assertEquals(first.time(), cal.peekTime(), what + ": drain");
            cal.pollInto(sinkSim);
            assertEquals(first.id(), sink.last, what + ": drain");
            ops++;
        }
        assertTrue(cal.isEmpty());
        return (double) cal.work() / ops;
    }

    /** Exponential with the given mean, from a uniform u in [0, 1). */
    private static double exp(double u, double mean) {
        return -mean * Math.log1p(-u);
    }

    @Test
    void exponentialDelaysAtEverySizeCostAFewStepsPerOperation() {
        for (int n : new int[] {1, 10, 100, 10_000, 50_000}) {
            double work = run("exponential, n=" + n, n, n, 100_000, u -> exp(u, 1.0));
            // Brown's width keeps about one event per bucket near the front: a few steps per operation
            assertTrue(work < 8, "n=" + n + ": " + work + " steps per operation");
        }
    }

    @Test
    void delaysFromMicrosecondsToDaysInOneRunStayCheap() {
        // hyperexponential over ten orders of magnitude: 1 us, 1 s and one day, like message latencies,
        // CPU bursts and an office day of competing users side by side
        DoubleUnaryOperator mixed = u -> {
            double v = (u * 3) % 1.0;
            return u < 1.0 / 3 ? exp(v, 1e-6) : u < 2.0 / 3 ? exp(v, 1.0) : exp(v, 86_400);
        };
        for (int n : new int[] {100, 10_000}) {
            double work = run("multi-scale, n=" + n, 7 + n, n, 300_000, mixed);
            assertTrue(work < 40, "n=" + n + ": " + work + " steps per operation");
        }
    }

    @Test
    void aClusterChurningInFrontOfALargeClumpStaysCheap() {
        // 1,000 events 100 ns apart rescheduled over and over, and 10,000 or 50,000 events waiting at one
        // time a second later. Weighing every pending event alike, the width estimate suits the clump and
        // the gap and puts the whole cluster in one bucket (about 250 entries stepped over per operation
        // before the calendar followed its measured cost); the cluster's own separations call for buckets
        // ten thousand times narrower.
        for (int clump : new int[] {10_000, 50_000}) {
            double work = run("cluster before a clump of " + clump, 17 + clump, clump, 1.0, 1_000, 300_000,
                    u -> exp(u, 1e-7));
            assertTrue(work < 20, "clump " + clump + ": " + work + " steps per operation");
        }
    }

    @Test
    void heavyTailedDelaysStayCheap() {
        // Pareto with shape 1.1: finite mean, infinite variance
        double work = run("pareto", 11, 5_000, 300_000, u -> Math.pow(1 - u, -1 / 1.1) - 1);
        assertTrue(work < 40, work + " steps per operation");
    }

    @Test
    void burstsOfEqualTimesKeepSchedulingOrderAndAppendInConstantTime() {
        // 90 % of the delays are exactly 0 or 1: long runs of equal times in one bucket
        double work = run("bursts", 13, 20_000, 200_000, u -> u < 0.45 ? 0.0 : u < 0.9 ? 1.0 : u * 5);
        assertTrue(work < 40, work + " steps per operation");
    }

    @Test
    void hugeInfiniteAndNegativeTimesAreOrderedExactly() {
        SplittableRandom rnd = new SplittableRandom(5);
        double[] times = {-1e300, -5.0, -0.0, 0.0, 1e-300, 3.0, 1e15, 1e300, Double.MAX_VALUE, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY};
        EventCalendar cal = new EventCalendar();
        Reference ref = new Reference();
        Simulation sinkSim = new Simulation(1);
        Sink sink = new Sink();
        for (int i = 0; i < 5_000; i++) {
            double t = times[rnd.nextInt(times.length)];
            cal.schedule(t, sink, i);
            ref.add(i, t);
        }
        while (!ref.set.isEmpty()) {
            Ev first = ref.set.pollFirst();
            double peek = cal.peekTime();
            assertEquals(Double.doubleToLongBits(first.time()), Double.doubleToLongBits(peek), "time of event " + first.id());
            cal.pollInto(sinkSim);
            assertEquals(first.id(), sink.last);
        }
    }

    @Test
    void growingToManyEventsAndShrinkingToNoneAndBack() {
        SplittableRandom rnd = new SplittableRandom(3);
        EventCalendar cal = new EventCalendar();
        Reference ref = new Reference();
        Simulation sinkSim = new Simulation(1);
        Sink sink = new Sink();
        int id = 0;
        double now = 0;
        long ops = 0;
        for (int cycle = 0; cycle < 3; cycle++) {
            for (int i = 0; i < 50_000; i++) {
                double t = now + exp(rnd.nextDouble(), cycle == 1 ? 1e-3 : 10.0);
                cal.schedule(t, sink, id);
                ref.add(id++, t);
                ops++;
            }
            while (!ref.set.isEmpty()) {
                Ev first = ref.set.pollFirst();
                assertEquals(first.time(), cal.peekTime());
                cal.pollInto(sinkSim);
                assertEquals(first.id(), sink.last);
                now = first.time();
                ops++;
            }
            assertTrue(cal.isEmpty());
            assertEquals(Double.POSITIVE_INFINITY, cal.peekTime());
        }
        // each doubling and halving re-buckets everything in time order (a merge sort, counted as
        // n log2 n): about 2 x 16 per event at 50,000, plus the constant part
        double work = (double) cal.work() / ops;
        assertTrue(work < 60, work + " steps per operation");
    }

    @Test
    void hoveringAroundAnyNumberOfEventsDoesNotRebucketOverAndOver() {
        // The number of buckets follows the number of events with hysteresis (eight buckets per event
        // while small, two per event when large). Without it, a simulation whose pending events hover
        // around a threshold would re-bucket everything (n log n) on every crossing: here that would
        // be about n log2 n steps per operation instead of a few.
        for (int n = 1; n <= 65_536; n *= 2) {
            for (int size : new int[] {n, n + 1, 3 * n / 2}) {
                hover(size);
            }
        }
    }

    @Test
    void swingingBetweenOneAndTenEventsDoesNotRebucketOnEverySwing() {
        // A master and ten slaves in step: ten events pending while the slaves compute, then one or two
        // while messages go back and forth. Re-bucketing on each swing (64 buckets at 1 event, 128 at 9)
        // cost about 2 x 134 steps per swing of 20 operations; without it an operation costs a few steps.
        SplittableRandom rnd = new SplittableRandom(10);
        EventCalendar cal = new EventCalendar();
        Reference ref = new Reference();
        Simulation sinkSim = new Simulation(1);
        Sink sink = new Sink();
        int id = 0;
        double now = 0;
        long before = 0;
        long ops = 0;
        for (int swing = 0; swing < 5_000; swing++) {
            if (swing == 2) {
                before = cal.work();
                ops = 0;
            }
            for (int i = 0; i < 10; i++) {
                double t = now + 20 + rnd.nextDouble() * 1e-3;
                cal.schedule(t, sink, id);
                ref.add(id++, t);
                ops++;
            }
            for (int i = 0; i < 10; i++) {
                Ev first = ref.set.pollFirst();
                assertEquals(first.time(), cal.peekTime(), "swing " + swing);
                cal.pollInto(sinkSim);
                assertEquals(first.id(), sink.last, "swing " + swing);
                now = first.time();
                ops++;
            }
        }
        double work = (double) (cal.work() - before) / ops;
        assertTrue(work < 6, work + " steps per operation while swinging");
    }

    /**
     * {@code size} pending events, then 4,000 rounds each of poll-then-schedule and schedule-then-poll; the
     * work is counted after the first two rounds, which may resize once.
     */
    private static void hover(int size) {
        SplittableRandom rnd = new SplittableRandom(size);
        EventCalendar cal = new EventCalendar();
        Reference ref = new Reference();
        Simulation sinkSim = new Simulation(1);
        Sink sink = new Sink();
        int id = 0;
        double now = 0;
        for (int i = 0; i < size; i++) {
            double t = exp(rnd.nextDouble(), 1.0);
            cal.schedule(t, sink, id);
            ref.add(id++, t);
        }
        long before = 0;
        long ops = 0;
        for (int round = 0; round < 8_002; round++) {
            if (round == 2) {
                before = cal.work();
                ops = 0;
            }
            boolean pollFirst = round % 2 == 0;
            for (int step = 0; step < 2; step++) {
                if ((step == 0) == pollFirst) {
                    Ev first = ref.set.pollFirst();
                    assertEquals(first.time(), cal.peekTime(), "size " + size + ", round " + round);
                    cal.pollInto(sinkSim);
                    assertEquals(first.id(), sink.last, "size " + size + ", round " + round);
                    now = first.time();
                } else {
                    double t = now + exp(rnd.nextDouble(), 1.0);
                    cal.schedule(t, sink, id);
                    ref.add(id++, t);
                }
                ops++;
            }
            if (round > 2 && cal.work() - before > 20 * ops) { // fail at once rather than after n log n per operation
                break;
            }
        }
        double work = (double) (cal.work() - before) / ops;
        assertTrue(work < 20, "size " + size + ": " + work + " steps per operation while hovering");
    }
}
