package lbsim.bench;

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

/**
 * The scale case of the master-slave issue: self-scheduling of 10 million work units over 1,000
 * slaves (one master host, 1,000 slave hosts on a delay network with 50 us send and receive delays and
 * 100 us transmission). Prints simulated work units per wall second and events per second.
 * Arguments: {@code --units=N --slaves=P}.
 */
public final class MasterSlaveBenchmark {

    private MasterSlaveBenchmark() {
    }

    public static void main(String[] args) {
        long units = 10_000_000;
        int slaves = 1_000;
        for (String a : args) {
            if (a.startsWith("--units=")) {
                units = Long.parseLong(a.substring(8));
            } else if (a.startsWith("--slaves=")) {
                slaves = Integer.parseInt(a.substring(9));
            } else {
                throw new IllegalArgumentException("unknown argument " + a + " (use --units=N --slaves=P)");
            }
        }
        Simulation sim = new Simulation(1);
        DelayNetwork net = new DelayNetwork("lan", 50e-6, 50e-6, 100e-6, 0);
        VirtualMachine vm = new VirtualMachine(sim, 0);
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
        long t0 = System.nanoTime();
        sim.run(RunLimits.NONE);
        double wall = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "master-slave scale case: %d units, %d slaves, self-scheduling%n", units, slaves);
        System.out.printf(Locale.ROOT, "  makespan %.1f s simulated, work %.1f s, speedup %.1f%n", ms.makespanSeconds(),
                ms.totalWorkSeconds(), ms.totalWorkSeconds() / ms.makespanSeconds());
        System.out.printf(Locale.ROOT, "  %d events in %.1f s wall: %.2f M events/s, %.0f work units per wall second%n",
                sim.eventsProcessed(), wall, sim.eventsProcessed() / wall / 1e6, units / wall);
        System.out.printf(Locale.ROOT, "  heap used at the end: %.0f MiB%n",
                (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) / 1048576.0);
    }
}
