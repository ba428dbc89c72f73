package lbsim.trace.analysis;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

import lbsim.core.trace.TraceSink;
import lbsim.trace.TraceStates;

/**
 * A micro benchmark of {@link OnlineCriticalPath} (issue 32), not a test: the records of a master-slave run of the
 * core are captured once, then fed again and again to the analysis and to its object-graph peer
 * {@link OnlineCriticalPathObjects}, alternating, printing nanoseconds and bytes allocated per record of each. The
 * product's figure (./lbsim run, /work/wt/tools/cmp.sh) is the one that counts; this one is for iterating.
 * <p>
 * Run from the built bundles' classes (and commons-rng's jars), e.g.
 * {@code java -cp ... lbsim.trace.analysis.OnlineCriticalPathBench 300000 10 5}: units, slaves, rounds; then
 * optionally "columns" or "objects" (that one alone, for a profile) or "all" (and a sink that does nothing) and "cluster" (the records of bench/run.sh
 * simgrid's scenario: 1 ms a unit, 1 MB of work a unit on a switched network of 0.3 ms and 125 MB/s, instead of the
 * tests' master-slave run).
 */
final class OnlineCriticalPathBench {

    private OnlineCriticalPathBench() {
    }

    public static void main(String[] args) throws IOException {
        int units = args.length > 0 ? Integer.parseInt(args[0]) : 300000;
        int slaves = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        // "columns" or "objects": that one alone (for a profile)
        String only = args.length > 3 ? args[3] : "";
        Path f = Files.createTempFile("lbsim-bench-", ".lbt");
        Records records = new Records();
        try {
            if (args.length > 4 && args[4].equals("cluster")) {
                cluster(f, units, slaves, records);
            } else {
                CriticalPathTotalsTest.masterSlaveTrace(f, 1, units, slaves, 300e-6, records);
            }
        } finally {
            Files.deleteIfExists(f);
        }
        int taskCount = slaves + 1;
        System.out.printf("%d records (%d intervals of positive length), %d units, %d slaves%n", records.n,
                records.busyIntervals(), units, slaves);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().threadId();
        for (int round = 0; round < rounds; round++) {
            for (int which = 0; which < 3; which++) {
                if (which < 2 && only.equals(which == 0 ? "columns" : "objects") || which == 2 && !only.equals("all")) {
                    continue;
                }
                TraceSink sink;
                if (which == 0) {
                    sink = new OnlineCriticalPathObjects(TraceStates.STATES);
                } else if (which == 1) {
                    sink = new OnlineCriticalPath(TraceStates.STATES);
                } else {
                    sink = TraceSink.discard(); // the floor: feeding the records to a sink that does nothing
                }
                long bytes = threads.getThreadAllocatedBytes(thread);
                long cpu = threads.getCurrentThreadCpuTime();
                records.feedAll(sink);
                CriticalPath p = which == 0 ? ((OnlineCriticalPathObjects) sink).result(taskCount)
                        : which == 1 ? ((OnlineCriticalPath) sink).result(taskCount) : null;
                cpu = threads.getCurrentThreadCpuTime() - cpu;
                bytes = threads.getThreadAllocatedBytes(thread) - bytes;
                System.out.printf("round %d %-8s %6.1f ns/record (thread CPU) %7.1f bytes/record  length %s%n", round,
                        new String[] { "objects", "columns", "nothing" }[which], (double) cpu / records.n, (double) bytes / records.n,
                        p == null ? "none" : Double.toString(p.lengthSeconds()));
            }
        }
    }

    /** bench/run.sh simgrid's cluster scenario, run by the core and traced as a run traces it, records to {@code also}. */
    private static void cluster(Path f, int units, int slaves, lbsim.core.trace.TraceSink also) throws IOException {
        lbsim.core.engine.Simulation sim = new lbsim.core.engine.Simulation(1);
        lbsim.core.net.SwitchedNetwork net = new lbsim.core.net.SwitchedNetwork("cluster", 0.0003, 1.25e8, 0, 0);
        lbsim.core.msg.VirtualMachine vm = new lbsim.core.msg.VirtualMachine(sim, 0);
        try (lbsim.trace.file.TraceWriter writer = new lbsim.trace.file.TraceWriter(f, TraceStates.STATES.size(), 512,
                lbsim.trace.file.TraceWriter.DEFAULT_LEVEL_BINS, true)) {
            writer.alsoTo(also);
            vm.traceTo(writer);
            vm.addHost(new lbsim.core.cpu.Host(sim, "node-0", 1.0, 1, lbsim.core.cpu.WeightPolicy.LINUX_2_0), net);
            java.util.List<String> hosts = new java.util.ArrayList<>();
            double[] speeds = new double[slaves];
            for (int i = 0; i < slaves; i++) {
                vm.addHost(new lbsim.core.cpu.Host(sim, "node-" + (i + 1), 1.0, 1, lbsim.core.cpu.WeightPolicy.LINUX_2_0), net);
                hosts.add("node-" + (i + 1));
                speeds[i] = 1;
            }
            lbsim.core.app.MasterSlave ms = new lbsim.core.app.MasterSlave(new lbsim.core.app.MasterSlave.Parameters(units,
                    new lbsim.core.dist.Constant(0.001), 0, 0, 1000000, 0, 0, 0, 1), new lbsim.core.balance.SelfScheduling(),
                    sim.random().stream("units"));
            ms.start(vm, "node-0", hosts, speeds);
            vm.onQuiescence(sim::stop);
            sim.run(lbsim.core.engine.RunLimits.NONE);
            vm.flushTrace();
        }
    }
}
