package lbsim.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import lbsim.core.app.MasterSlave;
import lbsim.core.balance.SelfScheduling;
import lbsim.core.balance.StaticBlock;
import lbsim.core.balance.Strategy;
import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Constant;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.SwitchedNetwork;

/**
 * lbsim's side of the SimGrid comparison (bench/simgrid, {@code run.sh simgrid}): the cluster of
 * bench/simgrid/master_worker.cpp in lbsim.core alone. A master and N slaves, every host of speed 1 (the
 * reference machine: 1 Gflop/s on SimGrid's side) on a switched network of full-duplex links, T work units
 * of a constant cost, each unit's work message {@code --task-bytes}, requests and results of 0 bytes, no
 * CPU overheads. Prints the makespan with 17 digits, the wall-clock time of the run and the events.
 * Arguments: {@code --slaves=N --tasks=T --unit-seconds=C --task-bytes=B --strategy=self-scheduling|static-block
 * --latency=SECONDS (per link) --bandwidth=BYTES_PER_SECOND}.
 */
public final class SimgridPeerBenchmark {

    private SimgridPeerBenchmark() {
    }

    public static void main(String[] args) {
        int slaves = 10;
        long tasks = 1000;
        double unitSeconds = 20;
        long taskBytes = 1_000_000;
        String strategy = "self-scheduling";
        double latency = 300e-6;
        double bandwidth = 125e6;
        for (String a : args) {
            String v = a.substring(a.indexOf('=') + 1);
            if (a.startsWith("--slaves=")) {
                slaves = Integer.parseInt(v);
            } else if (a.startsWith("--tasks=")) {
                tasks = Long.parseLong(v);
            } else if (a.startsWith("--unit-seconds=")) {
                unitSeconds = Double.parseDouble(v);
            } else if (a.startsWith("--task-bytes=")) {
                taskBytes = Long.parseLong(v);
            } else if (a.startsWith("--strategy=")) {
                strategy = v;
            } else if (a.startsWith("--latency=")) {
                latency = Double.parseDouble(v);
            } else if (a.startsWith("--bandwidth=")) {
                bandwidth = Double.parseDouble(v);
            } else {
                throw new IllegalArgumentException("unknown argument " + a);
            }
        }
        Strategy s = switch (strategy) {
            case "self-scheduling" -> new SelfScheduling();
            case "static-block" -> new StaticBlock();
            default -> throw new IllegalArgumentException("strategy: self-scheduling or static-block, not " + strategy);
        };
        long t0 = System.nanoTime();
        Simulation sim = new Simulation(1);
        SwitchedNetwork net = new SwitchedNetwork("cluster", latency, bandwidth, 0, 0);
        VirtualMachine vm = new VirtualMachine(sim, 0);
        vm.addHost(new Host(sim, "node-0", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        List<String> hosts = new ArrayList<>();
        double[] speeds = new double[slaves];
        for (int i = 0; i < slaves; i++) {
            String h = "node-" + (i + 1);
            vm.addHost(new Host(sim, h, 1.0, 1, WeightPolicy.LINUX_2_0), net);
            hosts.add(h);
            speeds[i] = 1;
        }
        MasterSlave ms = new MasterSlave(new MasterSlave.Parameters(tasks, new Constant(unitSeconds), 0, 0, taskBytes, 0, 0, 0, 1),
                s, sim.random().stream("units"));
        ms.start(vm, "node-0", hosts, speeds);
        vm.onQuiescence(sim::stop);
        sim.run(RunLimits.NONE);
        double wall = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "makespan %.17g%ntasks %d%nwall %.3f%nevents %d%n", ms.makespanSeconds(), tasks, wall,
                sim.eventsProcessed());
    }
}
