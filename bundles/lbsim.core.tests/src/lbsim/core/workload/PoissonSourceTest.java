package lbsim.core.workload;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.Job;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Constant;
import lbsim.core.dist.Distribution;
import lbsim.core.dist.Exponential;
import lbsim.core.dist.Uniform;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;

/** Poisson source: determinism, independence of hosts, arrival count, skipped demands, validation. */
class PoissonSourceTest {

    /** Submission times and demands per host name after {@code seconds} of a run. */
    private static Map<String, double[]> run(long seed, List<String> hostNames, double seconds, Distribution demand) {
        Simulation sim = new Simulation(seed);
        List<Host> hosts = new ArrayList<>();
        for (String n : hostNames) {
            hosts.add(new Host(sim, n, 1.0, 1, WeightPolicy.LINUX_2_0));
        }
        PoissonSource source = new PoissonSource(sim, "users", hosts, 0.5, demand, 0);
        Map<String, List<Double>> seen = new HashMap<>();
        source.setObserver(new JobObserver() {
            @Override
            public void jobSubmitted(Job job) {
                List<Double> l = seen.computeIfAbsent(job.host().name(), k -> new ArrayList<>());
                l.add(job.submitTime());
                l.add(job.workSeconds());
            }
        });
        source.start();
        sim.run(RunLimits.NONE.withEndTime(seconds));
        Map<String, double[]> out = new HashMap<>();
        seen.forEach((k, v) -> out.put(k, v.stream().mapToDouble(Double::doubleValue).toArray()));
        return out;
    }

    @Test
    void sameSeedGivesTheSameArrivalsBitForBit() {
        double[] a = run(5, List.of("ws1"), 2000, new Exponential(1)).get("ws1");
        double[] b = run(5, List.of("ws1"), 2000, new Exponential(1)).get("ws1");
        assertArrayEquals(a, b, 0.0);
        double[] c = run(6, List.of("ws1"), 2000, new Exponential(1)).get("ws1");
        assertFalse(Arrays.equals(a, c), "another seed must give other arrivals");
    }

    @Test
    void addingAHostLeavesTheOtherHostsArrivalsUnchanged() {
        double[] alone = run(5, List.of("ws1"), 2000, new Exponential(1)).get("ws1");
        Map<String, double[]> two = run(5, List.of("ws1", "ws2"), 2000, new Exponential(1));
        assertArrayEquals(alone, two.get("ws1"), 0.0);
        assertFalse(Arrays.equals(two.get("ws1"), two.get("ws2")), "each host has its own process");
    }

    @Test
    void arrivalCountIsPoisson() {
        // rate 0.5/s for 40 000 s: Poisson with mean 20 000; one check at 99 %: z = 2.5758
        double[] x = run(8, List.of("ws1"), 40_000, new Constant(0.1)).get("ws1");
        int arrivals = x.length / 2;
        assertEquals(20_000, arrivals, 2.5758293035489004 * Math.sqrt(20_000));
    }

    @Test
    void arrivalsWithADemandOfZeroOrLessAreCountedButSubmitNothing() {
        Simulation sim = new Simulation(9);
        Host ws = new Host(sim, "ws", 1.0, 1, WeightPolicy.LINUX_2_0);
        // uniform on [-1, 3): P(demand <= 0) = 1/4; the jobs run (3 in 4 arrivals at 0.5/s) have a mean demand
        // of 1.5 s: load 0.375 * 1.5 = 0.56
        PoissonSource source = new PoissonSource(sim, "users", List.of(ws), 0.5, new Uniform(-1, 3), 0);
        long[] submitted = new long[1];
        source.setObserver(new JobObserver() {
            @Override
            public void jobSubmitted(Job job) {
                submitted[0]++;
            }
        });
        source.start();
        sim.run(RunLimits.NONE.withEndTime(40_000));
        long n = source.arrivals();
        assertEquals(n, source.arrivals(ws));
        assertEquals(n - source.skipped(), submitted[0]);
        // skipped ~ binomial(n, 1/4); one check at 99 %: z = 2.5758
        assertEquals(n / 4.0, source.skipped(), 2.5758293035489004 * Math.sqrt(n * 0.25 * 0.75));
    }

    @Test
    void badParametersAreRefused() {
        Simulation sim = new Simulation(1);
        Host ws = new Host(sim, "ws", 1.0, 1, WeightPolicy.LINUX_2_0);
        assertEquals("poisson source 'users': demand must have a mean > 0 s, got constant(0)",
                assertThrows(IllegalArgumentException.class,
                        () -> new PoissonSource(sim, "users", List.of(ws), 1, new Constant(0), 0)).getMessage());
        assertEquals("poisson source 'users': rate must be >= 0 per second, got -1",
                assertThrows(IllegalArgumentException.class,
                        () -> new PoissonSource(sim, "users", List.of(ws), -1, new Constant(1), 0)).getMessage());
        assertEquals("poisson source 'users': nice level must be in -20..19, got 25",
                assertThrows(IllegalArgumentException.class,
                        () -> new PoissonSource(sim, "users", List.of(ws), 1, new Constant(1), 25)).getMessage());
        assertEquals("poisson source 'users': host 'ws' appears twice",
                assertThrows(IllegalArgumentException.class,
                        () -> new PoissonSource(sim, "users", List.of(ws, ws), 1, new Constant(1), 0)).getMessage());
        assertEquals("poisson source 'users': needs at least one host",
                assertThrows(IllegalArgumentException.class,
                        () -> new PoissonSource(sim, "users", List.of(), 1, new Constant(1), 0)).getMessage());
    }

    @Test
    void stopEndsArrivals() {
        Simulation sim = new Simulation(2);
        Host ws = new Host(sim, "ws", 1.0, 1, WeightPolicy.LINUX_2_0);
        PoissonSource source = new PoissonSource(sim, "users", List.of(ws), 1, new Constant(0.01), 0);
        source.start();
        sim.run(RunLimits.NONE.withEndTime(100));
        long before = source.arrivals();
        source.stop();
        sim.run(RunLimits.NONE.withEndTime(1000));
        assertEquals(before, source.arrivals());
        assertEquals(0, sim.pendingEvents(), "nothing left once the last job finished");
    }
}
