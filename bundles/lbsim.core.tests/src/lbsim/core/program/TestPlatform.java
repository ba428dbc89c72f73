package lbsim.core.program;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.engine.StopReason;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.DelayNetwork;

/**
 * The platform of the program tests: hosts h0, h1, ... of the given speeds on one delay network with
 * send delay 1 ms, receive delay 2 ms, transmission delay 5 ms and 10 ms per KB (1024 bytes), and a spawn
 * delay of 0.125 s; a program runtime over it with the tests' class loader.
 */
final class TestPlatform implements AutoCloseable {

    static final double SEND = 0.001;
    static final double RECEIVE = 0.002;
    static final double TRANSMISSION = 0.005;
    static final double PER_KB = 0.010;
    static final double SPAWN = 0.125;

    final Simulation sim = new Simulation(7);
    final VirtualMachine vm = new VirtualMachine(sim, SPAWN);
    final List<Host> hosts = new ArrayList<>();
    final ProgramRuntime runtime;

    TestPlatform(CostMode mode, double... speeds) {
        DelayNetwork net = new DelayNetwork("lan", SEND, RECEIVE, TRANSMISSION, PER_KB);
        for (int i = 0; i < speeds.length; i++) {
            Host h = new Host(sim, "h" + i, speeds[i], 1, WeightPolicy.LINUX_2_0);
            hosts.add(h);
            vm.addHost(h, net);
        }
        vm.onQuiescence(sim::stop);
        runtime = new ProgramRuntime(vm, TestPlatform.class.getClassLoader(), mode, 1.0, 1e9);
    }

    TestPlatform(double... speeds) {
        this(CostMode.DECLARED, speeds);
    }

    /** One-way time of a message of {@code bytes} between two hosts: send + transfer + receive overhead. */
    static double oneWay(long bytes) {
        return SEND + TRANSMISSION + bytes / 1024.0 * PER_KB + RECEIVE;
    }

    int start(Class<?> main, String... args) throws ProgramException {
        return runtime.start(main.getName(), "main", "h0", List.of(args));
    }

    /** Runs to the end and checks that every task ended without a deadlock. */
    void runToEnd() {
        StopReason r = sim.run(RunLimits.NONE);
        assertEquals(List.of(), vm.deadlock(), "deadlock");
        assertEquals(false, vm.isDeadlocked());
        for (int t = 0; t < vm.taskCount(); t++) {
            assertEquals(true, vm.hasEnded(t), "task " + t + " ended; stop reason " + r);
        }
    }

    @Override
    public void close() {
        runtime.close();
        ThreadCheck.assertNoTaskThreads();
    }
}
