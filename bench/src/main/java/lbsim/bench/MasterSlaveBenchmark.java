package lbsim.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import lbsim.core.app.MasterSlave;
import lbsim.core.balance.SelfScheduling;
import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Exponential;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.DelayNetwork;
import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceWriter;

/**
 * The scale case of the master-slave issue: self-scheduling of 10 million work units over 1,000
 * slaves (one master host, 1,000 slave hosts on a delay network with 50 us send and receive delays and
 * 100 us transmission). Prints simulated work units per wall second and events per second, the trace
 * file's size and the peak heap.
 * Arguments: {@code --units=N --slaves=P --trace=full|summary|memory --trace-file=PATH}: {@code full}
 * (default) streams every interval and message to the trace file (format version 2), {@code summary}
 * writes only its summary level, {@code memory} keeps the core's in-memory logs (the old way).
 */
public final class MasterSlaveBenchmark {

    private MasterSlaveBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        long units = 10_000_000;
        int slaves = 1_000;
        String trace = "full";
        Path file = Path.of("target", "masterslave.lbt");
        for (String a : args) {
            if (a.startsWith("--units=")) {
                units = Long.parseLong(a.substring(8));
            } else if (a.startsWith("--slaves=")) {
                slaves = Integer.parseInt(a.substring(9));
            } else if (a.startsWith("--trace=")) {
                trace = a.substring(8);
            } else if (a.startsWith("--trace-file=")) {
                file = Path.of(a.substring(13));
            } else {
                throw new IllegalArgumentException("unknown argument " + a
                        + " (use --units=N --slaves=P --trace=full|summary|memory --trace-file=PATH)");
            }
        }
        if (!List.of("full", "summary", "memory").contains(trace)) {
            throw new IllegalArgumentException("--trace=full, summary or memory, got " + trace);
        }
        long t0 = System.nanoTime();
        Simulation sim = new Simulation(1);
        DelayNetwork net = new DelayNetwork("lan", 50e-6, 50e-6, 100e-6, 0);
        VirtualMachine vm = new VirtualMachine(sim, 0);
        TraceWriter writer = null;
        if (!trace.equals("memory")) {
            Files.createDirectories(file.toAbsolutePath().getParent());
            writer = new TraceWriter(file, TraceStates.STATES.size(), TraceWriter.DEFAULT_CHUNK_RECORDS,
                    TraceWriter.DEFAULT_LEVEL_BINS, trace.equals("full"));
            vm.traceTo(writer);
        }
        vm.addHost(new Host(sim, "master", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        List<String> hosts = new ArrayList<>();
        double[] speeds = new double[slaves];
        for (int i = 0; i < slaves; i++) {
            vm.addHost(new Host(sim, "s" + i, 1.0, 1, WeightPolicy.LINUX_2_0), net);
            hosts.add("s" + i);
            speeds[i] = 1;
        }
        // units of mean 0.1 s: 1,000 slaves ask about 10,000 times per second, the master (50 us per
        // request and per reply) is loaded but not saturated
        MasterSlave ms = new MasterSlave(new MasterSlave.Parameters(units, new Exponential(0.1), 64, 64, 0, 64, 0, 0, 1),
                new SelfScheduling(), sim.random().stream("units"));
        ms.start(vm, "master", hosts, speeds);
        vm.onQuiescence(sim::stop);
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpu0 = threads.getCurrentThreadCpuTime();
        long t1 = System.nanoTime();
        sim.run(RunLimits.NONE);
        double simWall = (System.nanoTime() - t1) / 1e9;
        double simCpu = (threads.getCurrentThreadCpuTime() - cpu0) / 1e9;
        long intervals = 0;
        long messages = 0;
        if (writer != null) {
            vm.flushTrace();
            List<String> names = new ArrayList<>();
            int[] taskHost = new int[vm.taskCount()];
            for (int t = 0; t < vm.taskCount(); t++) {
                names.add(vm.taskName(t));
                taskHost[t] = vm.hostNames().indexOf(vm.taskHost(t));
            }
            intervals = writer.intervals();
            messages = writer.messages();
            writer.finish(sim.now(), vm.hostNames(), names, taskHost, TraceStates.STATES);
        } else {
            intervals = vm.states().size();
            messages = vm.messages().size();
        }
        double wall = (System.nanoTime() - t0) / 1e9;
        double processCpu = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime() / 1e9;
        System.out.printf(Locale.ROOT, "master-slave scale case: %d units, %d slaves, self-scheduling, trace %s%n", units, slaves,
                trace);
        System.out.printf(Locale.ROOT, "  makespan %.1f s simulated, work %.1f s, speedup %.1f%n", ms.makespanSeconds(),
                ms.totalWorkSeconds(), ms.totalWorkSeconds() / ms.makespanSeconds());
        System.out.printf(Locale.ROOT, "  %d events in %.1f s wall (simulation loop), %.1f s with set-up and trace footer:"
                + " %.2f M events/s, %.0f work units per wall second%n", sim.eventsProcessed(), simWall, wall,
                sim.eventsProcessed() / wall / 1e6, units / wall);
        System.out.printf(Locale.ROOT, "  CPU time: simulation loop %.1f s (%.0f work units per CPU second), whole process %.1f s"
                + " (JIT and GC threads included; load average %.1f on %d CPUs)%n", simCpu, units / simCpu, processCpu,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), Runtime.getRuntime().availableProcessors());
        System.out.printf(Locale.ROOT, "  %d state intervals, %d messages%n", intervals, messages);
        if (writer != null) {
            long size = Files.size(file);
            System.out.printf(Locale.ROOT, "  trace file %s: %.1f MB, %.2f bytes per interval or message%n", file,
                    size / 1e6, (double) size / Math.max(1, intervals + messages));
        }
        long peak = 0;
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            if (p.getType() == MemoryType.HEAP) {
                peak += p.getPeakUsage().getUsed();
            }
        }
        System.gc();
        System.out.printf(Locale.ROOT, "  heap: at most %.0f MiB (-Xmx); peak %.0f MiB (sum of the heap pools' peaks, an upper"
                + " bound); live after a full GC at the end %.0f MiB%n", Runtime.getRuntime().maxMemory() / 1048576.0,
                peak / 1048576.0, (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) / 1048576.0);
    }
}
