package lbsim.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.net.LinkSharing;
import lbsim.core.net.RoutedNetwork;
import lbsim.core.net.SharingRule;
import lbsim.core.net.Topology;
import lbsim.core.net.Transfer;

/**
 * The routed network alone under a self-scheduling master on the platform of {@code run.sh simgrid-scale}:
 * clusters of {@code --per-cluster} hosts (125 MB/s split-duplex private links of 50 us, a shared 1.25 GB/s
 * backbone of 10 us), each joined to a core router by a 1.25 GB/s, 1 ms link; CM02 without crosstraffic. The
 * master (the first host) sends a task of 10 kB to every other host, a host computes 1 s and answers with
 * 1 kB, and the master sends the next task to the host whose answer arrived, until {@code --tasks} tasks
 * are done. Every flow crosses the master's link, so one connected group holds them all. Prints wall and
 * CPU time, flow events, allocation work per flow event and the makespan, for each solver
 * ({@code --solvers=exact,aggregated}); a run stops at {@code --max-seconds} of wall time and says how far
 * it got.
 * <p>
 * {@code bench/run.sh routedscale --hosts=1000,10000,100000 --tasks=1000000 --solvers=aggregated}
 */
public final class RoutedScaleBenchmark {

    private RoutedScaleBenchmark() {
    }

    public static void main(String[] args) {
        int[] hostCounts = { 1000, 10000 };
        int per = 1000;
        long tasks = 100_000;
        List<String> solvers = List.of("exact", "aggregated");
        double maxSeconds = 300;
        for (String a : args) {
            String v = a.substring(a.indexOf('=') + 1);
            switch (a.substring(0, Math.max(0, a.indexOf('=')))) {
                case "--hosts" -> {
                    String[] p = v.split(",");
                    hostCounts = new int[p.length];
                    for (int i = 0; i < p.length; i++) {
                        hostCounts[i] = Integer.parseInt(p[i].replace("_", ""));
                    }
                }
                case "--per-cluster" -> per = Integer.parseInt(v);
                case "--tasks" -> tasks = Long.parseLong(v.replace("_", ""));
                case "--solvers" -> solvers = List.of(v.split(","));
                case "--max-seconds" -> maxSeconds = Double.parseDouble(v);
                default -> {
                    System.err.println("bench routedscale: unknown argument " + a
                            + " (use --hosts=N,.. --per-cluster=N --tasks=N --solvers=exact,aggregated --max-seconds=S)");
                    System.exit(2);
                }
            }
        }
        System.out.printf("# routed network, self-scheduling master, %d tasks, clusters of %d, CM02 without crosstraffic%n", tasks, per);
        System.out.printf("%-10s %8s %9s %9s %9s %12s %10s %12s %22s%n", "solver", "hosts", "wall_s", "cpu_s", "done", "flow_events",
                "work/evt", "heap_MB", "makespan_s");
        for (int hosts : hostCounts) {
            for (String solver : solvers) {
                run(hosts, per, tasks, solver, maxSeconds);
            }
        }
    }

    private static void run(int hosts, int per, long tasks, String solverName, double maxSeconds) {
        RoutedNetwork.Solver solver = switch (solverName) {
            case "exact" -> RoutedNetwork.Solver.EXACT;
            case "aggregated" -> RoutedNetwork.Solver.AGGREGATED;
            default -> throw new IllegalArgumentException("solver exact or aggregated, not " + solverName);
        };
        System.gc();
        long t0 = System.nanoTime();
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long c0 = mx.getCurrentThreadCpuTime();
        Topology t = new Topology("grid", Topology.Routing.SHORTEST);
        int core = t.addRouter("core-router", 0);
        int clusters = (hosts + per - 1) / per;
        for (int c = 0; c < clusters; c++) {
            int n = Math.min(per, hosts - c * per);
            int[] radicals = new int[n];
            for (int i = 0; i < n; i++) {
                radicals[i] = c * per + i;
            }
            int z = t.addCluster("c" + c, 0, "node-", "", radicals, 1.25e8, 5e-5, LinkSharing.SPLITDUPLEX, 1.25e9, 1e-5,
                    LinkSharing.SHARED, "c" + c + "-router");
            int up = t.addLink("up" + c, 1.25e9, 1e-3, LinkSharing.SHARED);
            t.addRoute(0, t.zoneNode(z), core, t.clusterRouter(z), core, new int[] { 2 * up }, true);
        }
        Simulation sim = new Simulation(1);
        RoutedNetwork net = new RoutedNetwork("net", t, SharingRule.cm02(false), solver, 0, 0, 0, 0);
        net.bind(sim);
        for (int i = 0; i < hosts; i++) {
            net.attach("node-" + i);
        }
        long[] sent = { 0 };
        long[] done = { 0 };
        long[] flows = { 0 };
        double[] last = { 0 };
        long deadline = t0 + (long) (maxSeconds * 1e9);
        class Msg implements Transfer {
            final int from;
            final int to;
            final long bytes;

            Msg(int from, int to, long bytes) {
                this.from = from;
                this.to = to;
                this.bytes = bytes;
            }

            public String fromHost() {
                return "node-" + from;
            }

            public String toHost() {
                return "node-" + to;
            }

            public int fromStation() {
                return from;
            }

            public int toStation() {
                return to;
            }

            public long bytes() {
                return bytes;
            }

            public void arrived() {
                flows[0]++;
                if ((flows[0] & 63) == 0 && System.nanoTime() > deadline) {
                    sim.stop();
                }
                if (to != 0) { // a task reached its worker: 1 s of work, then the answer
                    sim.schedule(sim.now() + 1.0, tag -> net.transmit(new Msg(to, 0, 1000)), 0);
                } else {
                    done[0]++;
                    last[0] = sim.now();
                    if (sent[0] < tasks) {
                        sent[0]++;
                        net.transmit(new Msg(0, from, 10_000));
                    }
                }
            }
        }
        for (int w = 1; w < hosts && sent[0] < tasks; w++) {
            sent[0]++;
            net.transmit(new Msg(0, w, 10_000));
        }
        sim.run(RunLimits.NONE);
        double wall = (System.nanoTime() - t0) / 1e9;
        double cpu = (mx.getCurrentThreadCpuTime() - c0) / 1e9;
        Runtime rt = Runtime.getRuntime();
        double heap = (rt.totalMemory() - rt.freeMemory()) / 1048576.0;
        String makespan = done[0] == tasks ? String.format("%.17g", last[0]) : String.format("stopped at %.3f", sim.now());
        double work = solverWork(net);
        System.out.printf("%-10s %8d %9.1f %9.1f %9d %12d %10.1f %12.0f %22s%n", solverName, hosts, wall, cpu, done[0], 2 * flows[0],
                work / Math.max(1, 2 * flows[0]), heap, makespan);
    }

    private static double solverWork(RoutedNetwork net) {
        try {
            var m = RoutedNetwork.class.getDeclaredMethod("solverWork");
            m.setAccessible(true);
            return ((Long) m.invoke(net)).doubleValue();
        } catch (ReflectiveOperationException e) {
            return Double.NaN;
        }
    }
}
