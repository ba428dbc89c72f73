package lbsim.core.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.app.MasterSlave;
import lbsim.core.balance.SelfScheduling;
import lbsim.core.balance.Strategy;
import lbsim.core.cpu.Host;
import lbsim.core.cpu.Job;
import lbsim.core.cpu.JobKind;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Constant;
import lbsim.core.dist.Exponential;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.engine.StopReason;
import lbsim.core.msg.TaskFailure;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.DelayNetwork;

/** Hosts going off and on under a master-slave run, against hand-worked timelines. */
class FailureTest {

    private static final double EPS = 1e-12;

    /** A master and two slaves on a network that costs nothing; units of 8 s; slave s1's host follows {@code state}. */
    /** The virtual machine of the last {@link #run}. */
    private VirtualMachine vm;

    private MasterSlave run(long units, String state, double detection, Strategy strategy, List<String> events) {
        Simulation sim = new Simulation(1);
        VirtualMachine vm = new VirtualMachine(sim, 0);
        this.vm = vm;
        DelayNetwork net = new DelayNetwork("free", 0, 0, 0, 0);
        vm.addHost(new Host(sim, "m", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        vm.addHost(new Host(sim, "s0", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        Host s1 = new Host(sim, "s1", 1.0, 1, WeightPolicy.LINUX_2_0);
        vm.addHost(s1, net);
        HostDynamics d = new HostDynamics(sim);
        d.attach(vm);
        d.stateProfile(s1, Profile.parse(state));
        Strategy told = new Strategy() {
            @Override
            public String name() {
                return strategy.name();
            }

            @Override
            public void start(long n, double[] speeds) {
                strategy.start(n, speeds);
            }

            @Override
            public long chunk(int slave, long remaining, double now) {
                return strategy.chunk(slave, remaining, now);
            }

            @Override
            public void slaveLost(int slave, long k, double now) {
                events.add("lost " + slave + " with " + k + " at " + now);
                strategy.slaveLost(slave, k, now);
            }

            @Override
            public void slaveRejoined(int slave, double now) {
                events.add("rejoined " + slave + " at " + now);
                strategy.slaveRejoined(slave, now);
            }
        };
        MasterSlave ms = new MasterSlave(new MasterSlave.Parameters(units, new Constant(8), 0, 0, 0, 0, 0, 0, 1), told,
                sim.random().stream("units"));
        ms.setFailureDetection(detection, true);
        vm.onQuiescence(sim::stop);
        d.start();
        ms.start(vm, "m", List.of("s0", "s1"), new double[] { 1, 1 });
        sim.run(RunLimits.NONE.withEndTime(1000));
        assertEquals(List.of(), vm.deadlock());
        return ms;
    }

    @Test
    void hostOffFromTwentyToThirtyLosesAChunkThatIsRequeued() {
        List<String> events = new ArrayList<>();
        MasterSlave ms = run(6, "20 0\n30 1", 0, new SelfScheduling(), events);
        // units of 8 s, one at a time: both slaves compute [0, 8], [8, 16], [16, 24]; s1 goes off at 20 s with
        // its third unit (12 s left): the master learns at once, the unit returns to the pool (6 handed, 5 done);
        // s0 takes it at 24 s and finishes at 32 s. s1 is back at 30 s and asks, but nothing is left.
        assertEquals(32.0, ms.makespanSeconds(), EPS);
        assertEquals(7, ms.chunks());
        assertEquals(1, ms.lostChunks());
        assertEquals(1, ms.rejoins());
        assertEquals(List.of("lost 1 with 1 at 20.0", "rejoined 1 at 30.0"), events);
        assertEquals(6 * 8.0, ms.totalWorkSeconds(), EPS);
        // the trace shows slave2's (s1's) compute intervals [0, 8], [8, 16] and the lost one, [16, 20], up to the
        // moment its host went off
        List<String> computes = new ArrayList<>();
        lbsim.core.trace.StateLog st = vm.states();
        for (int i = 0; i < st.size(); i++) {
            if (st.task(i) == 2 && st.state(i) == lbsim.core.msg.TaskState.COMPUTE.ordinal()) {
                computes.add(st.start(i) + ".." + st.end(i));
            }
        }
        assertEquals(List.of("0.0..8.0", "8.0..16.0", "16.0..20.0"), computes);
    }

    @Test
    void theDetectionDelayPostponesTheRequeue() {
        List<String> events = new ArrayList<>();
        MasterSlave ms = run(6, "20 0\n30 1", 5, new SelfScheduling(), events);
        // the master learns of the loss at 25 s; s0 asked at 24 s and was parked (nothing left then): it gets
        // the returned unit at 25 s and finishes at 33 s
        assertEquals(33.0, ms.makespanSeconds(), EPS);
        assertEquals(List.of("lost 1 with 1 at 25.0", "rejoined 1 at 30.0"), events);
    }

    @Test
    void aSlaveWhoseHostComesBackDoesWorkAgain() {
        List<String> events = new ArrayList<>();
        MasterSlave ms = run(12, "4 0\n6 1", 0, new SelfScheduling(), events);
        // s1 loses its first unit at 4 s and rejoins at 6 s: it computes [6, 14], [14, 22], ...; s0 [0, 8], [8, 16], ...
        // 12 units + 1 lost = 13 chunks: s0 takes units at 0, 8, 16, 24, 32, 40 (done 48) and s1 at 6, 14, 22,
        // 30, 38, 46 (done 54) is 12 chunks after the first lost one: the last result comes at 54 s
        assertEquals(54.0, ms.makespanSeconds(), EPS);
        assertEquals(13, ms.chunks());
        assertEquals(List.of("lost 1 with 1 at 4.0", "rejoined 1 at 6.0"), events);
    }

    @Test
    void otherApplicationsFailNamingTheHostAndTheTime() {
        Simulation sim = new Simulation(1);
        VirtualMachine vm = new VirtualMachine(sim, 0);
        Host h = new Host(sim, "ws7", 1.0, 1, WeightPolicy.LINUX_2_0);
        vm.addHost(h, null);
        HostDynamics d = new HostDynamics(sim);
        d.stateProfile(h, Profile.parse("2.5 0"));
        d.start();
        vm.start(ctx -> ctx.compute(10, () -> {
        }), "replay", "ws7");
        TaskFailure f = assertThrows(TaskFailure.class, () -> sim.run(RunLimits.NONE));
        assertEquals("task 0 'replay' at 2.5 s: host 'ws7' went off at 2.5 s with task 0 'replay' on it; this application"
                + " cannot go on without them", f.getMessage());
    }

    @Test
    void aHostGoingOffEndsItsJobsAndDropsUsersProcessesWhileOff() {
        Simulation sim = new Simulation(1);
        Host h = new Host(sim, "h", 1.0, 2, WeightPolicy.LINUX_2_0);
        HostDynamics d = new HostDynamics(sim);
        d.stateProfile(h, Profile.parse("3 0\n5 1"));
        d.start();
        Job user = h.submit("user", Double.POSITIVE_INFINITY, 0, JobKind.COMPETING, null);
        Job app = h.submit("app", 10, 0, JobKind.APPLICATION, job -> {
            throw new AssertionError("a job lost with its host does not finish");
        });
        Job[] late = new Job[1];
        sim.schedule(4, tag -> late[0] = h.submit("late", 1, 0, JobKind.COMPETING, null), 0);
        sim.run(RunLimits.NONE);
        assertTrue(user.isRemoved() && app.isRemoved() && late[0].isRemoved());
        assertEquals(3.0, app.endTime(), 0);
        assertEquals(7.0, app.remainingWorkSeconds(), EPS);
        assertEquals(0, h.jobCount());
        assertTrue(h.isOn());
        assertThrows(IllegalStateException.class, () -> {
            Simulation s2 = new Simulation(1);
            Host off = new Host(s2, "off", 1.0, 1, WeightPolicy.LINUX_2_0);
            off.turnOff();
            off.submit("app", 1, 0, JobKind.APPLICATION, null);
        });
    }

    @Test
    void failuresFromAModelRepeatBitForBitWithTheSeed() {
        double[] first = failureRun(42);
        double[] again = failureRun(42);
        assertEquals(Double.doubleToRawLongBits(first[0]), Double.doubleToRawLongBits(again[0]));
        assertEquals(first[1], again[1]);
        assertTrue(first[1] > 0, "the failure model lost no chunk: " + first[1]);
        double[] other = failureRun(43);
        assertTrue(other[0] != first[0] || other[1] != first[1]);
    }

    private static double[] failureRun(long seed) {
        Simulation sim = new Simulation(seed);
        VirtualMachine vm = new VirtualMachine(sim, 0);
        DelayNetwork net = new DelayNetwork("lan", 0.001, 0.001, 0.002, 0.001);
        vm.addHost(new Host(sim, "m", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        HostDynamics d = new HostDynamics(sim);
        d.attach(vm);
        List<String> slaves = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Host h = new Host(sim, "s" + i, 1.0, 1, WeightPolicy.LINUX_2_0);
            vm.addHost(h, net);
            slaves.add(h.name());
            d.failures(h, new Exponential(30), new Exponential(5), sim.random().stream("failures/" + h.name()));
        }
        MasterSlave ms = new MasterSlave(new MasterSlave.Parameters(200, new Exponential(1), 0, 0, 0, 0, 0, 0, 1),
                new SelfScheduling(), sim.random().stream("units"));
        ms.setFailureDetection(0.5, true);
        vm.onQuiescence(sim::stop);
        d.start();
        ms.start(vm, "m", slaves, new double[] { 1, 1, 1, 1 });
        StopReason r = sim.run(RunLimits.NONE.withEndTime(1e5));
        assertEquals(StopReason.STOPPED, r);
        assertEquals(List.of(), vm.deadlock());
        return new double[] { ms.makespanSeconds(), ms.lostChunks() };
    }
}
