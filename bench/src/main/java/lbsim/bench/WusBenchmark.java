package lbsim.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.Job;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Exponential;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.engine.StopReason;
import lbsim.core.workload.JobObserver;
import lbsim.core.workload.PoissonSource;

/**
 * WUS throughput: H hosts (speed 1, one processor, fluid sharing with Linux 2.0 weights), competing
 * processes arriving on every host as a Poisson process at rate {@code utilisation} per second with
 * Exp(mean 1 s) CPU demand (so each host is an M/M/1 processor-sharing queue at that utilisation), run
 * for a given simulated time. As a user writes it: ONE {@link PoissonSource} over all hosts (it runs an
 * independent arrival process on each host, stream {@code wus@host}).
 * <p>
 * Prints, per run: events processed, wall seconds, events per second, arrivals and completed jobs;
 * then the peak heap of the whole process (sum over the heap memory pools of their peak usage, peaks
 * reset at start) and the heap in use after a full GC at the end, with the simulation still reachable.
 * The first run includes JIT warm-up; the later ones show the steady rate.
 * <p>
 * Arguments (all optional): {@code --hosts=1000 --utilisation=0.7 --seconds=3600 --runs=3 --seed=1}.
 * {@code run.sh wus} runs it with {@code -Xms512m -Xmx512m}.
 */
public final class WusBenchmark {

    private WusBenchmark() {
    }

    /** Counts completed jobs. */
    private static final class Completions implements JobObserver {
        long finished;

        @Override
        public void jobFinished(Job job) {
            finished++;
        }
    }

    public static void main(String[] args) {
        int hosts = 1000;
        double utilisation = 0.7;
        double seconds = 3600;
        int runs = 3;
        long seed = 1;
        for (String arg : args) {
            String[] kv = arg.split("=", 2);
            String v = kv.length == 2 ? kv[1] : "";
            switch (kv[0]) {
                case "--hosts" -> hosts = Integer.parseInt(v.replace("_", ""));
                case "--utilisation" -> utilisation = Double.parseDouble(v);
                case "--seconds" -> seconds = Double.parseDouble(v);
                case "--runs" -> runs = Integer.parseInt(v);
                case "--seed" -> seed = Long.parseLong(v);
                default -> throw new IllegalArgumentException("unknown argument " + arg
                        + " (known: --hosts= --utilisation= --seconds= --runs= --seed=)");
            }
        }

        System.out.println("== WUS throughput: Poisson competing load on independent hosts ==");
        HoldBenchmark.printEnvironment();
        System.out.printf(Locale.ROOT, "hosts=%d (speed 1, 1 processor, fluid, %s), one PoissonSource over all hosts, "
                + "rate %.3f/s per host, demand Exp(mean 1 s), utilisation %.3f, %.0f s simulated, runs=%d, seed=%d%n%n",
                hosts, WeightPolicy.LINUX_2_0.name(), utilisation, utilisation, seconds, runs, seed);

        List<MemoryPoolMXBean> heapPools = new ArrayList<>();
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            if (p.getType() == MemoryType.HEAP) {
                heapPools.add(p);
            }
        }
        System.gc();
        for (MemoryPoolMXBean p : heapPools) {
            p.resetPeakUsage();
        }

        double[] rates = new double[runs];
        Simulation last = null;
        for (int r = 0; r < runs; r++) {
            Simulation sim = new Simulation(seed + r);
            List<Host> hostList = new ArrayList<>(hosts);
            for (int h = 0; h < hosts; h++) {
                hostList.add(new Host(sim, "h" + h, 1.0, 1, WeightPolicy.LINUX_2_0));
            }
            PoissonSource source = new PoissonSource(sim, "wus", hostList, utilisation, new Exponential(1.0), 0);
            Completions done = new Completions();
            source.setObserver(done);
            source.start();

            long t0 = System.nanoTime();
            StopReason why = sim.run(RunLimits.NONE.withEndTime(seconds));
            double wall = (System.nanoTime() - t0) / 1e9;
            long events = sim.eventsProcessed();
            rates[r] = events / wall;
            int inSystem = 0;
            for (Host h : hostList) {
                inSystem += h.jobCount();
            }
            System.out.printf(Locale.ROOT, "run %d: %s at %.0f s; %,d events in %.3f s wall = %.2f M events/s; "
                    + "%,d arrivals, %,d jobs completed, %,d in the system, %,d events pending%n",
                    r + 1, why, sim.now(), events, wall, rates[r] / 1e6, source.arrivals(), done.finished, inSystem,
                    sim.pendingEvents());
            last = sim;
        }

        long peak = 0;
        for (MemoryPoolMXBean p : heapPools) {
            peak += p.getPeakUsage().getUsed();
        }
        System.gc();
        long used = 0;
        for (MemoryPoolMXBean p : heapPools) {
            used += p.getUsage().getUsed();
        }
        double[] sorted = rates.clone();
        Arrays.sort(sorted);
        System.out.println();
        System.out.printf(Locale.ROOT, "events/s: median %.2f M (runs: %s)%n", sorted[runs / 2] / 1e6,
                Arrays.toString(Arrays.stream(rates).map(x -> Math.round(x / 1e4) / 100.0).toArray()));
        System.out.printf(Locale.ROOT, "heap: peak %.1f MiB (sum of heap pools' peaks over all runs), %.1f MiB in use "
                + "after a GC at the end (last simulation still reachable: %d events pending), max %d MiB%n",
                peak / 1048576.0, used / 1048576.0, last.pendingEvents(), Runtime.getRuntime().maxMemory() >> 20);
        System.out.println("load:  " + HoldBenchmark.loadAverage() + " at the end");
    }
}
