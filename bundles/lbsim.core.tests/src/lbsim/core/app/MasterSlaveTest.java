package lbsim.core.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.balance.Strategy;
import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Constant;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.DelayNetwork;

/** The master-slave model against closed forms and a hand-computed timeline. */
class MasterSlaveTest {

    /** Self-scheduling written out here, independent of the strategies under test elsewhere. */
    private static Strategy oneAtATime() {
        return new Strategy() {
            @Override
            public String name() {
                return "one-at-a-time";
            }

            @Override
            public void start(long units, double[] speeds) {
            }

            @Override
            public long chunk(int slave, long remaining, double now) {
                return 1;
            }
        };
    }

    /** Static block: slave i gets N / P units once. */
    private static Strategy blocks(int slaves) {
        return new Strategy() {
            long each;
            boolean[] served;

            @Override
            public String name() {
                return "block";
            }

            @Override
            public void start(long units, double[] speeds) {
                each = units / slaves;
                served = new boolean[slaves];
            }

            @Override
            public long chunk(int slave, long remaining, double now) {
                if (served[slave]) {
                    return 0;
                }
                served[slave] = true;
                return Math.min(each, remaining);
            }
        };
    }

    private static MasterSlave run(int slaves, long units, double cost, Strategy strategy, DelayNetwork net, int rounds) {
        return run(slaves, units, cost, strategy, net, rounds, 0, null);
    }

    private static MasterSlave run(int slaves, long units, double cost, Strategy strategy, DelayNetwork net, int rounds,
            long neighbourBytes, int[] messageCount) {
        Simulation sim = new Simulation(1);
        VirtualMachine vm = new VirtualMachine(sim, 0);
        vm.addHost(new Host(sim, "m", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        List<String> hosts = new ArrayList<>();
        double[] speeds = new double[slaves];
        for (int i = 0; i < slaves; i++) {
            vm.addHost(new Host(sim, "s" + i, 1.0, 1, WeightPolicy.LINUX_2_0), net);
            hosts.add("s" + i);
            speeds[i] = 1;
        }
        MasterSlave ms = new MasterSlave(
                new MasterSlave.Parameters(units, new Constant(cost), 0, 0, 0, 0, 0, 0, rounds, neighbourBytes), strategy,
                sim.random().stream("units"));
        ms.start(vm, "m", hosts, speeds);
        sim.run(RunLimits.NONE);
        assertEquals(List.of(), vm.deadlock());
        if (messageCount != null) {
            messageCount[0] = vm.messages().size();
        }
        return ms;
    }

    private static DelayNetwork free() {
        return new DelayNetwork("free", 0, 0, 0, 0);
    }

    @Test
    void selfSchedulingOnIdenticalSlavesTakesCeilNOverPUnits() {
        for (int[] np : new int[][] { { 10, 3 }, { 12, 4 }, { 7, 7 }, { 5, 8 } }) {
            MasterSlave ms = run(np[1], np[0], 0.5, oneAtATime(), free(), 1);
            double expected = Math.ceil((double) np[0] / np[1]) * 0.5;
            assertEquals(expected, ms.makespanSeconds(), 1e-12, "N=" + np[0] + " P=" + np[1]);
            assertEquals(np[0], ms.chunks());
            assertEquals(np[0] * 0.5, ms.totalWorkSeconds(), 1e-12);
        }
    }

    @Test
    void staticBlockWithNDivisibleByPTakesNcOverP() {
        MasterSlave ms = run(4, 12, 0.25, blocks(4), free(), 1);
        assertEquals(12 * 0.25 / 4, ms.makespanSeconds(), 1e-12);
        assertEquals(4, ms.chunks());
    }

    @Test
    void roundsWaitForEveryResult() {
        // 2 rounds of 3 units on 2 slaves, one at a time: each round ceil(3/2) = 2 unit times
        MasterSlave ms = run(2, 3, 1.0, oneAtATime(), free(), 2);
        assertEquals(4.0, ms.makespanSeconds(), 1e-12);
        assertEquals(6, ms.chunks());
    }

    @Test
    void neighbourExchangeSendsOneMessagePerChunkAndCostsOnlyItsOverheads() {
        int[] count = new int[1];
        // free network: the exchange costs nothing, the makespan stays ceil(N/P) c
        MasterSlave free = run(3, 9, 1.0, oneAtATime(), free(), 1, 512, count);
        assertEquals(3.0, free.makespanSeconds(), 1e-12);
        // 3 requests + 9 work + 9 results + 9 neighbour messages + 3 stops
        assertEquals(3 + 9 + 9 + 9 + 3, count[0]);
        // with a receive overhead every drained neighbour message costs time: slower than without exchange
        DelayNetwork slowReceive = new DelayNetwork("lan", 0, 0.01, 0, 0);
        double without = run(3, 9, 1.0, oneAtATime(), slowReceive, 1).makespanSeconds();
        double with = run(3, 9, 1.0, oneAtATime(), new DelayNetwork("lan", 0, 0.01, 0, 0), 1, 512, null).makespanSeconds();
        assertTrue(with > without, with + " vs " + without);
    }

    @Test
    void twoSlavesFourUnitsWithMessageCostsFollowTheHandTimeline() {
        // delay network: send 1 ms, receive 2 ms, transmission 5 ms, messages of 0 bytes; units of 100 ms.
        // requests: slaves inject at 1, delivered at 6. master: s1's request received at 8, work to s1
        // injected at 9 (delivered 14); s2's request received at 11, work injected at 12 (delivered 17).
        // s1: received 16, computes to 116, result injected 117, delivered 122.
        // s2: received 19, computes to 119, result injected 120, delivered 125.
        // master: s1's result received 124, work injected 125 (delivered 130); s2's result (in the mailbox
        // since 125) received 127, work injected 128 (delivered 133).
        // s1: 132 -> 232, result injected 233, delivered 238; s2: 135 -> 235, injected 236, delivered 241.
        // master: s1's result received 240 (nothing left: parked); s2's result received 243: the end.
        MasterSlave ms = run(2, 4, 0.1, oneAtATime(), new DelayNetwork("lan", 0.001, 0.002, 0.005, 0), 1);
        assertEquals(0.243, ms.makespanSeconds(), 1e-12);
        assertEquals(4, ms.chunks());
        assertEquals(2 + 4 + 4, ms.schedulingMessages()); // 2 requests, 4 work messages, 4 results
    }
}
