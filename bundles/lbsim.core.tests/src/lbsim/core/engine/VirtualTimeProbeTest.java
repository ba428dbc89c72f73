package lbsim.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.msg.TaskContext;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.DelayNetwork;

/**
 * The probe a debugger reads (Debug As &gt; lbsim Simulation): inside a task's continuation it names that task and the
 * virtual time of the event, against the ping-pong timeline worked out in VirtualMachineTest (send delay 1 ms,
 * receive delay 2 ms, transmission 5 ms, 10 ms per KB).
 */
class VirtualTimeProbeTest {

    private static final double EPS = 1e-12;

    @Test
    void namesTheTaskAndTheTimeOfEachContinuation() {
        Simulation sim = new Simulation(1);
        DelayNetwork net = new DelayNetwork("lan", 0.001, 0.002, 0.005, 0.010);
        VirtualMachine vm = new VirtualMachine(sim, 0.010);
        vm.addHost(new Host(sim, "A", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        vm.addHost(new Host(sim, "B", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        List<String> seen = new ArrayList<>();
        vm.start(ctx -> ctx.send(1, 1, 2048, "ping", () -> ctx.recv(1, 2, m -> seen.add(seen()))), "ping", "A");
        vm.start(ctx -> ctx.recv(TaskContext.ANY, TaskContext.ANY, m -> {
            seen.add(seen());
            ctx.send(m.source(), 2, 1024, "pong", () -> seen.add(seen()));
        }), "pong", "B");
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        // pong receives at 28 ms, its answer is injected at 29 ms, ping receives it at 46 ms
        assertEquals(List.of("pong@0.028000", "pong@0.029000", "ping@0.046000"), seen);
        assertEquals(0.046, VirtualTimeProbe.now(), EPS);
        assertEquals("ping", VirtualTimeProbe.currentTask());
    }

    private static String seen() {
        return VirtualTimeProbe.currentTask() + "@" + String.format(java.util.Locale.ROOT, "%.6f", VirtualTimeProbe.now());
    }
}
