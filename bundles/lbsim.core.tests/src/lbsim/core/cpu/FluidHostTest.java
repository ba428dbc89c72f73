package lbsim.core.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import lbsim.core.engine.EventHandler;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.trace.StepSeries;

/** The virtual-clock fluid host: hand-computed SMP cap cases, kills, ties, listeners, and its cost per event. */
class FluidHostTest {

    private static final double EPS = 1e-9;
    private static final double INF = Double.POSITIVE_INFINITY;

    private final Simulation sim = new Simulation(1);

    @Test
    void aCappedJobBecomesUncappedWhenHeavyJobsArriveAndCappedAgainWhenTheyAreKilled() {
        // Linux 2.0 weights, 2 processors, speed 1. H: nice 0 (20), 10 s; L1, L2: nice 19 (1), CPU-bound.
        // [0, 4):   W = 22, 20 * 2 >= 22 -> H capped at 1; L1, L2 share the other processor: 0.5 each.
        // [4, 6.2): two nice-0 CPU-bound jobs arrive: W = 62, 20 * 2 < 62 -> nobody capped;
        //           H gets 20 * 2 / 62 = 20/31, each light 2/62 = 1/31, each new one 20/31.
        // [6.2, ..): both killed: H capped again, rate 1; remaining 10 - 4 - 2.2 * 20/31.
        Host h = new Host(sim, "smp", 1.0, 2, WeightPolicy.LINUX_2_0);
        Job l1 = h.submit("l1", INF, 19, JobKind.COMPETING, null);
        Job l2 = h.submit("l2", INF, 19, JobKind.COMPETING, null);
        Job t = h.submit("H", 10.0, 0, JobKind.APPLICATION, null);
        List<Job> heavy = new ArrayList<>();
        double[] at5 = new double[4];
        sim.schedule(4.0, tag -> {
            heavy.add(h.submit("n1", INF, 0, JobKind.COMPETING, null));
            heavy.add(h.submit("n2", INF, 0, JobKind.COMPETING, null));
        }, 0);
        sim.schedule(5.0, tag -> {
            h.update();
            at5[0] = t.share();
            at5[1] = l1.share();
            at5[2] = heavy.get(0).share();
            at5[3] = t.remainingWorkSeconds();
        }, 0);
        sim.schedule(6.2, tag -> heavy.forEach(h::remove), 0);
        assertEquals(1.0, t.share(), EPS);
        assertEquals(0.5, l2.share(), EPS);
        sim.run(RunLimits.NONE);
        assertEquals(20.0 / 31, at5[0], EPS);
        assertEquals(1.0 / 31, at5[1], EPS);
        assertEquals(20.0 / 31, at5[2], EPS);
        assertEquals(6.0 - 20.0 / 31, at5[3], EPS); // 1 s at 20/31 since t = 4
        double end = 6.2 + (10 - 4 - 2.2 * 20 / 31);
        assertEquals(end, t.endTime(), EPS);
        assertEquals(10.0, t.cpuSeconds(), EPS);
        StepSeries s = t.shareHistory();
        assertEquals(List.of(0.0, 4.0, 6.2, end), List.of(s.time(0), s.time(1), s.time(2), s.time(3)));
        assertEquals(1.0, s.value(0));
        assertEquals(20.0 / 31, s.value(1), EPS);
        assertEquals(1.0, s.value(2));
        assertEquals(0.0, s.value(3));
        h.update();
        // lights: 0.5 for 4 s, 1/31 for 2.2 s, 0.5 until H ends, then one processor each
        assertEquals(0.5 * 4 + 2.2 / 31 + 0.5 * (end - 6.2), l1.cpuSeconds(), EPS);
        assertEquals(1.0, l1.share(), EPS);
        assertEquals(2.2 * 20 / 31, heavy.get(1).cpuSeconds(), EPS); // frozen when killed
    }

    @Test
    void applicationJobsWithoutShareHistoryRunExactlyAsThoseWithIt() {
        // the message-passing layer submits its jobs without a share history (nothing reads it): the same end times
        // and CPU times to the last bit, on two processors shared with a nice-19 user and a late nice-0 arrival
        double[][] ends = new double[2][];
        for (int k = 0; k < 2; k++) {
            boolean record = k == 0;
            Simulation s = new Simulation(1);
            Host h = new Host(s, "smp", 1.5, 2, WeightPolicy.LINUX_2_0);
            h.submit("user", INF, 19, JobKind.COMPETING, null);
            List<Job> apps = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                apps.add(h.submit("a" + i, 1.0 + i, 0, JobKind.APPLICATION, null, record));
            }
            s.schedule(0.7, tag -> apps.add(h.submit("late", 0.9, 0, JobKind.APPLICATION, null, record)), 0);
            s.run(RunLimits.NONE);
            ends[k] = apps.stream().flatMapToDouble(j -> java.util.stream.DoubleStream.of(j.endTime(), j.cpuSeconds())).toArray();
            for (Job j : apps) {
                assertEquals(record, j.shareHistory() != null, j.name());
            }
        }
        assertEquals(8, ends[0].length);
        assertTrue(java.util.Arrays.equals(ends[0], ends[1]), java.util.Arrays.toString(ends[0]) + " / " + java.util.Arrays.toString(ends[1]));
        // the plain submit records an application job's shares, as before
        assertTrue(new Host(new Simulation(1), "h", 1.0, 1, WeightPolicy.LINUX_2_0).submit("x", 1.0, 0, JobKind.APPLICATION, null)
                .shareHistory() != null);
    }

    @Test
    void twoCappedWeightLevelsAndOneUncappedLevel() {
        // Linux 2.0, 3 processors: two nice -20 (40) and four nice 19 (1). W = 84: 40 * 3 >= 84 -> cap;
        // avail 2, left 44: 40 * 2 >= 44 -> cap; avail 1, left 4: 1 * 1 < 4 -> stop: lights 1/4 each.
        Host h = new Host(sim, "smp", 1.0, 3, WeightPolicy.LINUX_2_0);
        Job a = h.submit("a", 8.0, -20, JobKind.APPLICATION, null);
        Job b = h.submit("b", INF, -20, JobKind.COMPETING, null);
        List<Job> lights = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            lights.add(h.submit("l" + i, 1.0, 19, JobKind.COMPETING, null));
        }
        assertEquals(1.0, a.share(), EPS);
        assertEquals(1.0, b.share(), EPS);
        for (Job l : lights) {
            assertEquals(0.25, l.share(), EPS);
        }
        sim.run(RunLimits.NONE);
        for (Job l : lights) {
            assertEquals(4.0, l.endTime(), EPS); // 1 s of work at 1/4
        }
        assertEquals(8.0, a.endTime(), EPS); // always one processor
    }

    @Test
    void cfsCapOnTwoProcessors() {
        // CFS, 2 processors: nice -5 (3121) and three nice 0 (1024). W = 6193: 3121 * 2 = 6242 >= 6193 -> capped;
        // the three nice-0 jobs share one processor: 1/3 each.
        Host h = new Host(sim, "smp", 2.0, 2, WeightPolicy.CFS);
        Job heavy = h.submit("heavy", 4.0, -5, JobKind.APPLICATION, null);
        List<Job> others = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            others.add(h.submit("o" + i, 3.0, 0, JobKind.COMPETING, null));
        }
        assertEquals(1.0, heavy.share(), EPS);
        assertEquals(1.0 / 3, others.get(0).share(), EPS);
        sim.run(RunLimits.NONE);
        // heavy: 4 / speed 2 = 2 s. Others: 1/3 * speed 2 = 2/3 per second -> 4/3 done at 2, 5/3 left;
        // then 3 jobs on 2 processors, 2/3 each: 5/3 left at rate 4/3 -> 1.25 s more.
        assertEquals(2.0, heavy.endTime(), EPS);
        assertEquals(3.25, others.get(2).endTime(), EPS);
    }

    @Test
    void jobsThatFinishAtTheSameInstantAllFinishInOneEventInSubmissionOrder() {
        Host h = new Host(sim, "ws", 1.0, 1, WeightPolicy.CFS);
        List<String> heard = new ArrayList<>();
        JobListener l = j -> heard.add(j.name() + "@" + sim.now() + " left " + h.jobCount());
        h.submit("a", 3.0, 0, JobKind.COMPETING, l);
        h.submit("b", 3.0, 0, JobKind.COMPETING, l);
        h.submit("c", 1.0, 0, JobKind.COMPETING, l);
        sim.run(RunLimits.NONE);
        // c done at 3 (1/3 each); a and b have 2 left each at 1/2 -> both at 7
        assertEquals(List.of("c@3.0 left 2", "a@7.0 left 0", "b@7.0 left 0"), heard);
    }

    @Test
    void aListenerMaySubmitTheNextJobAndSeesAConsistentHost() {
        // a master handing out 3 work units of 2 s, one after the other, next to a permanent nice-0 process
        Host h = new Host(sim, "ws", 1.0, 1, WeightPolicy.LINUX_2_0);
        h.submit("load", INF, 0, JobKind.COMPETING, null);
        List<Double> ends = new ArrayList<>();
        JobListener next = new JobListener() {
            @Override
            public void jobFinished(Job job) {
                assertTrue(job.isFinished());
                assertEquals(0.0, job.remainingWorkSeconds());
                assertEquals(1, h.jobCount());
                ends.add(sim.now());
                if (ends.size() < 3) {
                    h.submit("unit", 2.0, 0, JobKind.APPLICATION, this);
                }
            }
        };
        h.submit("unit", 2.0, 0, JobKind.APPLICATION, next);
        sim.run(RunLimits.NONE);
        assertEquals(3, ends.size());
        assertEquals(4.0, ends.get(0), EPS);
        assertEquals(8.0, ends.get(1), EPS);
        assertEquals(12.0, ends.get(2), EPS);
    }

    @Test
    void aKilledJobKeepsTheFiguresOfItsKillTime() {
        // two nice-0 jobs of 10 s: at 3 each has 1.5 done; killing one freezes 8.5 left and 1.5 cpu seconds
        Host h = new Host(sim, "ws", 1.0, 1, WeightPolicy.EQUAL);
        Job a = h.submit("a", 10.0, 0, JobKind.APPLICATION, null);
        Job b = h.submit("b", 10.0, 0, JobKind.APPLICATION, null);
        sim.schedule(3.0, tag -> h.remove(a), 0);
        sim.run(RunLimits.NONE);
        assertTrue(a.isRemoved());
        assertEquals(8.5, a.remainingWorkSeconds(), EPS);
        assertEquals(1.5, a.cpuSeconds(), EPS);
        assertEquals(0.0, a.share());
        assertEquals(3.0 + 8.5, b.endTime(), EPS);
        assertFalse(h.remove(a));
        Host other = new Host(sim, "other", 1.0, 1, WeightPolicy.EQUAL);
        assertFalse(other.remove(b), "a job of another host");
    }

    @Test
    void onlyFiniteJobsScheduleAndAHostHasAtMostOneCompletionEvent() {
        Host h = new Host(sim, "ws", 1.0, 2, WeightPolicy.CFS);
        for (int i = 0; i < 100; i++) {
            h.submit("cpu" + i, INF, i % 40 - 20, JobKind.COMPETING, null);
        }
        assertEquals(0, sim.pendingEvents(), "CPU-bound jobs never finish: no event");
        for (int i = 0; i < 100; i++) {
            h.submit("w" + i, 1.0 + i, i % 40 - 20, JobKind.COMPETING, null);
        }
        assertEquals(1, sim.pendingEvents());
        assertEquals(200, h.jobCount());
        assertEquals(200, h.competingCount());
    }

    @Test
    void aNegativeOrNonFiniteTimeSliceOrABadPolicyIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Host(sim, "h", 1, 1, WeightPolicy.EQUAL, -0.01));
        assertThrows(IllegalArgumentException.class, () -> new Host(sim, "h", 1, 1, WeightPolicy.EQUAL, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> new Host(sim, "h", 1, 1, WeightPolicy.EQUAL, INF));
        assertThrows(IllegalArgumentException.class, () -> new Host(sim, "h", 1, 1, null));
        WeightPolicy zero = new WeightPolicy() {
            @Override
            public double weight(int nice) {
                return nice == 7 ? 0 : 1;
            }

            @Override
            public String name() {
                return "broken";
            }
        };
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Host(sim, "h", 1, 1, zero));
        assertTrue(e.getMessage().contains("nice 7"), e.getMessage());
        assertEquals(0.0, new Host(sim, "h", 1, 1, WeightPolicy.EQUAL).timeSliceSeconds());
    }

    /**
     * Not timed: the host's own cost counter (heap sift steps + weight groups visited + application shares
     * recorded) per arrival, kill and completion must stay within O(log n + G) with 10,000 CPU-bound jobs
     * present, where the old algorithm touched all n jobs per event.
     */
    @Test
    void perEventWorkIsLogarithmicWithTenThousandCpuBoundJobs() {
        for (int processors : new int[] { 1, 4 }) {
            Simulation s = new Simulation(1);
            Host h = new Host(s, "big", 1.0, processors, WeightPolicy.LINUX_2_0);
            // 10,000 CPU-bound jobs at nice 19 (weight 1) and 10 (weight 10): W = 32,500; finite jobs at
            // nice -20..-18 (weights 40..38) of 0.5..20 ms finish in seconds
            for (int i = 0; i < 10_000; i++) {
                h.submit("cpu" + i, INF, i % 4 == 0 ? 10 : 19, JobKind.COMPETING, null);
            }
            int[] levels = { -20, -19, -18 };
            FluidScheduler f = (FluidScheduler) h.scheduler();
            long before = f.workSteps();
            long[] events = new long[1];
            SplittableRandom r = new SplittableRandom(7);
            List<Job> live = new ArrayList<>();
            JobListener count = j -> events[0]++;
            EventHandler driver = tag -> {
                events[0]++;
                if (!live.isEmpty() && r.nextInt(4) == 0) {
                    Job victim = live.remove(r.nextInt(live.size()));
                    if (!victim.isFinished()) {
                        h.remove(victim);
                    }
                } else {
                    live.add(h.submit("w", 0.0005 + r.nextDouble() * 0.02, levels[r.nextInt(levels.length)],
                            JobKind.COMPETING, count));
                }
            };
            for (int i = 0; i < 20_000; i++) {
                s.schedule(i * 0.05, driver, 0);
            }
            s.run(RunLimits.NONE.withEndTime(1000));
            long steps = f.workSteps() - before;
            double perEvent = (double) steps / events[0];
            // 5 weight groups; n <= 10,000 + 20,000
            double bound = 3 * (Math.log(30_000) / Math.log(2)) + 4 * 5 + 4;
            assertTrue(events[0] > 25_000, "arrivals, kills and completions: " + events[0]);
            assertTrue(perEvent <= bound, "P = " + processors + ": " + perEvent + " steps per event > " + bound);
            assertTrue(f.isConsistent());
        }
    }

    @Test
    void perEventWorkStaysSmallWhenTheCappedSetChanges() {
        // 4 processors, 3 nice -20 jobs (weight 40) and k nice-19 jobs of 0.5 s arriving 100 per second:
        // W = 120 + k; the heavy group is capped while 40 * 4 >= 120 + k (k <= 40), uncapped when the light
        // jobs pile up (up to ~2,000), capped again when they drain. Each change is O(1) for the group.
        Simulation s = new Simulation(1);
        Host h = new Host(s, "smp", 1.0, 4, WeightPolicy.LINUX_2_0);
        for (int i = 0; i < 2; i++) {
            h.submit("heavy" + i, INF, -20, JobKind.COMPETING, null);
        }
        FluidScheduler f = (FluidScheduler) h.scheduler();
        long before = f.workSteps();
        int[] ops = new int[1];
        JobListener count = j -> ops[0]++;
        for (int i = 0; i < 2000; i++) {
            double t = i * 0.01;
            s.schedule(t, tag -> {
                ops[0]++;
                h.submit("l", 0.5, 19, JobKind.COMPETING, count);
            }, 0);
        }
        boolean[] sawCapped = new boolean[2];
        Job probe = h.submit("probe", INF, -20, JobKind.APPLICATION, null);
        s.schedule(0.005, tag -> sawCapped[0] = probe.share() == 1.0, 0);
        s.schedule(19.995, tag -> sawCapped[1] = probe.share() < 1.0, 0);
        s.run(RunLimits.NONE.withEndTime(1000));
        assertTrue(sawCapped[0] && sawCapped[1], "the heavy jobs were capped, then uncapped");
        double perEvent = (double) (f.workSteps() - before) / ops[0];
        assertTrue(probe.share() == 1.0, "capped again after the light jobs drained");
        assertEquals(3, h.jobCount());
        assertTrue(perEvent < 3 * (Math.log(2_100) / Math.log(2)) + 4 * 2 + 5, perEvent + " steps per event");
    }
}
