package lbsim.core.msg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.app.MasterSlave;
import lbsim.core.balance.GuidedSelfScheduling;
import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Exponential;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.net.SharedMediumNetwork;
import lbsim.core.trace.MessageLog;
import lbsim.core.trace.StateLog;
import lbsim.core.trace.TraceSink;

/**
 * A virtual machine that streams its trace to a sink passes on exactly the intervals (in the same order)
 * and the messages (each once, with all four stages) its in-memory logs would have held.
 */
class TraceSinkTest {

    private record Run(VirtualMachine vm, List<double[]> states, List<double[]> messages) {
    }

    private static Run run(boolean sink) {
        Simulation sim = new Simulation(9);
        SharedMediumNetwork net = new SharedMediumNetwork("lan", 1e-4, 1e6, 5e-5, 5e-5);
        VirtualMachine vm = new VirtualMachine(sim, 0);
        List<double[]> states = new ArrayList<>();
        List<double[]> messages = new ArrayList<>();
        if (sink) {
            vm.traceTo(new TraceSink() {
                @Override
                public void state(int task, int state, double start, double end) {
                    states.add(new double[] { task, state, start, end });
                }

                @Override
                public void message(int id, int src, int dst, int tag, long bytes, double s, double j, double d, double r) {
                    messages.add(new double[] { id, src, dst, tag, bytes, s, j, d, r });
                }
            });
        }
        vm.addHost(new Host(sim, "m", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        List<String> hosts = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            vm.addHost(new Host(sim, "s" + i, 1.0 + i, 1, WeightPolicy.LINUX_2_0), net);
            hosts.add("s" + i);
        }
        MasterSlave ms = new MasterSlave(new MasterSlave.Parameters(300, new Exponential(0.05), 64, 4096, 0, 512, 0, 0, 1),
                new GuidedSelfScheduling(), sim.random().stream("units"));
        ms.start(vm, "m", hosts, new double[] { 1, 2, 3, 4 });
        vm.onQuiescence(sim::stop);
        sim.run(RunLimits.NONE);
        vm.flushTrace();
        return new Run(vm, states, messages);
    }

    @Test
    void theSinkGetsWhatTheLogsHold() {
        Run memory = run(false);
        Run streamed = run(true);
        StateLog log = memory.vm().states();
        assertEquals(log.size(), streamed.states().size());
        for (int i = 0; i < log.size(); i++) {
            double[] s = streamed.states().get(i);
            assertEquals(log.task(i), (int) s[0]);
            assertEquals(log.state(i), (int) s[1]);
            assertEquals(log.start(i), s[2]);
            assertEquals(log.end(i), s[3]);
        }
        MessageLog m = memory.vm().messages();
        assertEquals(m.size(), streamed.messages().size());
        boolean[] seen = new boolean[m.size()];
        for (double[] x : streamed.messages()) {
            int id = (int) x[0];
            assertTrue(!seen[id], "message " + id + " passed on once");
            seen[id] = true;
            assertEquals(m.source(id), (int) x[1]);
            assertEquals(m.destination(id), (int) x[2]);
            assertEquals(m.tag(id), (int) x[3]);
            assertEquals(m.bytes(id), (long) x[4]);
            assertEquals(m.sendStart(id), x[5]);
            assertEquals(m.injected(id), x[6]);
            assertEquals(m.delivered(id), x[7]);
            assertEquals(m.received(id), x[8]);
        }
        assertEquals(memory.vm().pairTraffic().size(), streamed.vm().pairTraffic().size());
        assertThrows(IllegalStateException.class, () -> streamed.vm().messages());
        assertThrows(IllegalStateException.class, () -> streamed.vm().states());
    }
}
