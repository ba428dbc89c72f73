package lbsim.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.engine.StopReason;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.DelayNetwork;
import lbsim.core.net.NetworkModel;
import lbsim.run.result.ResultWriter;

/**
 * A run whose tasks wait for messages that never come ends as a deadlock: the outcome names every
 * waiting task, and the result folder keeps the partial trace (what was sent before) for inspection.
 */
class DeadlockRunTest {

    @TempDir
    Path dir;

    @Test
    void aDeadlockIsReportedAndThePartialTraceIsKept() throws Exception {
        Simulation sim = new Simulation(1);
        DelayNetwork net = new DelayNetwork("lan", 0.001, 0.001, 0.001, 0);
        Map<String, Host> hosts = new LinkedHashMap<>();
        hosts.put("a", new Host(sim, "a", 1, 1, WeightPolicy.LINUX_2_0));
        hosts.put("b", new Host(sim, "b", 1, 1, WeightPolicy.LINUX_2_0));
        VirtualMachine vm = new VirtualMachine(sim, 0);
        for (Host h : hosts.values()) {
            vm.addHost(h, net);
        }
        PreparedRun.AppBinding app = new PreparedRun.AppBinding() {
            @Override
            public void start() {
                // a sends one message, then both wait for a tag nobody sends
                vm.start(ctx -> ctx.send(1, 1, 100, null, () -> ctx.recv(1, 9, m -> {
                })), "left", "a");
                vm.start(ctx -> ctx.recv(0, 1, m -> ctx.recv(0, 9, m2 -> {
                })), "right", "b");
            }

            @Override
            public void results(List<lbsim.run.outcome.AppResult> results) {
            }
        };
        PreparedRun run = new PreparedRun("stuck", "stuck.lbsim", 1, sim, RunLimits.NONE, hosts, new LinkedHashMap<>(),
                List.of(), vm, List.of(app), List.<NetworkModel>of(net));
        RunOutcome o = run.run(List.of(), null);
        assertEquals(StopReason.COMPLETED, o.stopReason());
        assertTrue(o.deadlocked());
        // left: send overhead 1 ms, then waits from 1 ms; right: the message is delivered at 1 + 1 = 2 ms,
        // its receive overhead ends at 3 ms, then it waits from 3 ms
        assertEquals(List.of("task 0 'left' on host a: blocked since 0.001 s in recv(source 1 'right', tag 9)",
                "task 1 'right' on host b: blocked since 0.003 s in recv(source 0 'left', tag 9)"), o.deadlock());
        Path out = dir.resolve("res");
        ResultWriter.write(o, out, "test");
        String summary = Files.readString(out.resolve("summary.json"));
        assertTrue(summary.contains("\"deadlock\": [\n    \"task 0 'left'"), summary);
        List<String> messages = Files.readAllLines(out.resolve("messages.csv"));
        assertEquals(2, messages.size()); // header and the one message sent before the deadlock
        assertTrue(messages.get(1).startsWith("0,0,left,1,right,1,100,0.0,0.001,"), messages.get(1));
    }
}
