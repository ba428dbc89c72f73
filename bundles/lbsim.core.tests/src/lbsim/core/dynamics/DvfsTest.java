package lbsim.core.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.app.MasterSlave;
import lbsim.core.balance.SelfScheduling;
import lbsim.core.balance.SlavePstates;
import lbsim.core.balance.Strategy;
import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Constant;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.msg.TaskFailure;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.DelayNetwork;

/** A strategy changing its slaves' pstates at run time (DVFS), against hand-worked timelines and joules. */
class DvfsTest {

    private static final double EPS = 1e-9;

    /** Self-scheduling that selects {@code pstateAtSecondChunk} on slave 0's host when it hands out its second chunk. */
    private static final class SlowDownLater implements Strategy {
        private final SelfScheduling inner = new SelfScheduling();
        private final int pstateAtSecondChunk;
        private SlavePstates pstates;
        private int chunks;

        SlowDownLater(int pstateAtSecondChunk) {
            this.pstateAtSecondChunk = pstateAtSecondChunk;
        }

        @Override
        public String name() {
            return "slow-down-later";
        }

        @Override
        public void pstates(SlavePstates p) {
            this.pstates = p;
        }

        @Override
        public void start(long units, double[] speeds) {
            inner.start(units, speeds);
        }

        @Override
        public long chunk(int slave, long remaining, double now) {
            if (++chunks == 2) {
                pstates.set(slave, pstateAtSecondChunk);
            }
            return inner.chunk(slave, remaining, now);
        }
    }

    private record Outcome(double makespan, double slaveJoules) {
    }

    /**
     * A master on host m and one slave on host s (pstates: speed 1.0 and 0.5; power 100:200 W and 50:80 W,
     * idle:all cores), on a network that costs nothing; units of 8 s of reference work, one at a time.
     */
    private static Outcome run(long units, Strategy strategy) {
        Simulation sim = new Simulation(1);
        VirtualMachine vm = new VirtualMachine(sim, 0);
        DelayNetwork net = new DelayNetwork("free", 0, 0, 0, 0);
        vm.addHost(new Host(sim, "m", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        Host s = new Host(sim, "s", 1.0, 1, WeightPolicy.LINUX_2_0);
        s.setPstates(new double[] { 1.0, 0.5 }, 0);
        vm.addHost(s, net);
        EnergyMeter meter = EnergyMeter.attach(s, PowerModel.parse("100:200, 50:80", 0));
        MasterSlave ms = new MasterSlave(new MasterSlave.Parameters(units, new Constant(8), 0, 0, 0, 0, 0, 0, 1), strategy,
                sim.random().stream("units"));
        vm.onQuiescence(sim::stop);
        ms.start(vm, "m", List.of("s"), new double[] { 1 });
        sim.run(RunLimits.NONE.withEndTime(1000));
        assertEquals(List.of(), vm.deadlock());
        s.update();
        return new Outcome(ms.makespanSeconds(), meter.joules());
    }

    @Test
    void aStrategyThatSlowsItsSlaveDownStretchesTheRestAndLowersThePower() {
        Outcome steady = run(2, new SelfScheduling());
        // two units of 8 s at speed 1: [0, 8] and [8, 16], busy at 200 W: 3200 J
        assertEquals(16.0, steady.makespan(), EPS);
        assertEquals(3200.0, steady.slaveJoules(), EPS);

        Outcome slowed = run(2, new SlowDownLater(1));
        // the first unit at speed 1: [0, 8] at 200 W = 1600 J; the strategy selects pstate 1 when it hands out the
        // second: 8 s of work at speed 0.5 take 16 s, [8, 24], at 80 W = 1280 J; 2880 J in all, 8 s later
        assertEquals(24.0, slowed.makespan(), EPS);
        assertEquals(1600.0 + 1280.0, slowed.slaveJoules(), EPS);
    }

    @Test
    void aPstateTheHostDoesNotHaveIsRefusedNamingIt() {
        // a failed run (exit 1 on the command line): the master's task fails, with the strategy's error as its cause
        TaskFailure e = assertThrows(TaskFailure.class, () -> run(2, new SlowDownLater(2)));
        assertTrue(e.getMessage().contains("master") && e.getMessage().contains("host 's': pstate 2 does not exist (it has 2 pstates, 0..1)"),
                e.getMessage());
    }
}
