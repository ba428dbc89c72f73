package lbsim.core.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.Job;
import lbsim.core.cpu.JobKind;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;

/** Speed profiles against hand-worked timelines. */
class AvailabilityTest {

    private static final double EPS = 1e-12;

    @Test
    void hostAtHalfSpeedFromTenSeconds() {
        Simulation sim = new Simulation(1);
        Host h = new Host(sim, "h", 1.0, 1, WeightPolicy.LINUX_2_0);
        HostDynamics d = new HostDynamics(sim);
        d.speedProfile(h, Profile.parse("10 0.5"));
        d.start();
        double[] end = { Double.NaN };
        Job j = h.submit("app", 30, 0, JobKind.APPLICATION, job -> end[0] = sim.now());
        sim.run(RunLimits.NONE);
        // 0..10 s at speed 1: 10 s of work done, 20 left; at speed 0.5 they take 40 s: done at 50 s
        assertEquals(50.0, end[0], EPS);
        // it held the processor the whole 50 s
        assertEquals(50.0, j.cpuSeconds(), EPS);
        assertEquals(0.5, h.currentSpeed(), 0);
        assertEquals(1.0, h.speed(), 0);
    }

    @Test
    void competingProcessKeepsItsShareOnTopOfTheProfile() {
        Simulation sim = new Simulation(1);
        Host h = new Host(sim, "h", 1.0, 1, WeightPolicy.LINUX_2_0);
        HostDynamics d = new HostDynamics(sim);
        d.speedProfile(h, Profile.parse("10 0.5"));
        d.start();
        double[] end = { Double.NaN };
        h.submit("user", Double.POSITIVE_INFINITY, 0, JobKind.COMPETING, null);
        Job j = h.submit("app", 30, 0, JobKind.APPLICATION, job -> end[0] = sim.now());
        sim.run(RunLimits.NONE.withEndTime(200));
        // half the processor: 0..10 s at 0.5 x 1 = 5 s of work; then 0.5 x 0.5 = 0.25 per second for the 25 s
        // left = 100 s: done at 110 s, with 55 s of processor time (half of 110 s)
        assertEquals(110.0, end[0], EPS);
        assertEquals(55.0, j.cpuSeconds(), EPS);
    }

    @Test
    void loopingProfileRepeatsAfterItsDelay() {
        Simulation sim = new Simulation(1);
        Host h = new Host(sim, "h", 1.0, 1, WeightPolicy.LINUX_2_0);
        HostDynamics d = new HostDynamics(sim);
        // speed 1 on [0, 5), 0.5 on [5, 10), and again from 10 (cycle = last event 5 s + loop delay 5 s = 10 s)
        d.speedProfile(h, Profile.parse("0 1; 5 0.5; LOOPAFTER 5"));
        d.start();
        double[] end = { Double.NaN };
        h.submit("app", 12, 0, JobKind.APPLICATION, job -> end[0] = sim.now());
        sim.run(RunLimits.NONE.withEndTime(100));
        // 5 (0..5) + 2.5 (5..10) = 7.5 by 10 s; 4.5 more at speed 1: 14.5 s
        assertEquals(14.5, end[0], EPS);
    }

    @Test
    void aLoopRestartsTheProfilesTimeAtZeroAsSimgridDoes() {
        Simulation sim = new Simulation(1);
        Host h = new Host(sim, "h", 1.0, 1, WeightPolicy.LINUX_2_0);
        HostDynamics d = new HostDynamics(sim);
        // events at 1 s (speed 1) and 10 s (0.5), then 5 s later the profile's time is 0 again: one cycle is
        // 10 + 5 = 15 s, the events come at 1, 10, 16, 25, 31, 40, ... (SimGrid 3.32 gives this job 49.0234 s
        // in bench/simgrid/dynamics.cpp, where the work message arrives 1.2 ms late and the result takes 0.6 ms)
        d.speedProfile(h, Profile.parse("1 1; 10 0.5; LOOPAFTER 5"));
        d.start();
        double[] end = { Double.NaN };
        h.submit("app", 40, 0, JobKind.APPLICATION, job -> end[0] = sim.now());
        sim.run(RunLimits.NONE.withEndTime(100));
        // work by 10 s: 10; [10, 16) at 0.5: 13; [16, 25) at 1: 22; [25, 31): 25; [31, 40): 34; [40, 46): 37;
        // 3 more at speed 1: 49 s
        assertEquals(49.0, end[0], EPS);
    }

    @Test
    void anOnOffAvailabilityProcessAlternatesItsLevels() {
        Simulation sim = new Simulation(1);
        Host h = new Host(sim, "h", 1.0, 1, WeightPolicy.LINUX_2_0);
        HostDynamics d = new HostDynamics(sim);
        // constant durations make the timeline exact: speed 1 on [0, 10), 0.5 on [10, 15), 1 on [15, 25), ...
        d.availabilityProcess(h, new lbsim.core.dist.Constant(10), new lbsim.core.dist.Constant(5), 0.5,
                sim.random().stream("availability/h"));
        d.start();
        double[] end = { Double.NaN };
        h.submit("app", 20, 0, JobKind.APPLICATION, job -> end[0] = sim.now());
        sim.run(RunLimits.NONE.withEndTime(100));
        // 10 by 10 s, 2.5 more by 15 s, 7.5 at speed 1: 22.5 s
        assertEquals(22.5, end[0], EPS);
    }

    @Test
    void aFailureModelWithConstantTimesTurnsTheHostOffAndOn() {
        Simulation sim = new Simulation(1);
        Host h = new Host(sim, "h", 1.0, 1, WeightPolicy.LINUX_2_0);
        HostDynamics d = new HostDynamics(sim);
        d.failures(h, new lbsim.core.dist.Constant(7), new lbsim.core.dist.Constant(3), sim.random().stream("failures/h"));
        d.start();
        StringBuilder seen = new StringBuilder();
        h.addStateListener(new lbsim.core.cpu.HostStateListener() {
            @Override
            public void hostOff(Host host) {
                seen.append("off ").append(sim.now()).append("; ");
            }

            @Override
            public void hostOn(Host host) {
                seen.append("on ").append(sim.now()).append("; ");
            }
        });
        sim.run(RunLimits.NONE.withEndTime(25));
        assertEquals("off 7.0; on 10.0; off 17.0; on 20.0; ", seen.toString());
    }

    @Test
    void speedZeroStopsTheJobUntilTheSpeedComesBack() {
        Simulation sim = new Simulation(1);
        Host h = new Host(sim, "h", 2.0, 1, WeightPolicy.LINUX_2_0);
        HostDynamics d = new HostDynamics(sim);
        d.speedProfile(h, Profile.parse("2 0\n7 1"));
        d.start();
        double[] end = { Double.NaN };
        h.submit("app", 10, 0, JobKind.APPLICATION, job -> end[0] = sim.now());
        sim.run(RunLimits.NONE);
        // 2 s at speed 2 = 4 s of work; stopped 2..7; 6 left at speed 2 = 3 s: 10 s
        assertEquals(10.0, end[0], EPS);
    }

    @Test
    void pstatesChangeTheSpeed() {
        Simulation sim = new Simulation(1);
        Host h = new Host(sim, "h", 1.0, 1, WeightPolicy.LINUX_2_0);
        h.setPstates(new double[] { 1.0, 0.25 }, 0);
        double[] end = { Double.NaN };
        h.submit("app", 10, 0, JobKind.APPLICATION, job -> end[0] = sim.now());
        sim.schedule(4, tag -> h.setPstate(1), 0);
        sim.run(RunLimits.NONE);
        // 4 s of work by 4 s, then 6 at 0.25 = 24 s: 28 s
        assertEquals(28.0, end[0], EPS);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> h.setPstate(2));
        assertTrue(e.getMessage().contains("pstate 2 does not exist"), e.getMessage());
    }

    @Test
    void roundRobinHostsRefuseSpeedChanges() {
        Simulation sim = new Simulation(1);
        Host h = new Host(sim, "rr", 1.0, 1, WeightPolicy.LINUX_2_0, 0.01);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> h.setAvailability(0.5));
        assertTrue(e.getMessage().contains("round-robin"), e.getMessage());
    }

    @Test
    void badProfilesAreRefusedWithTheirLine() {
        IllegalArgumentException back = assertThrows(IllegalArgumentException.class, () -> Profile.parse("0 1\n10 0.5\n5 1"));
        assertEquals("profile line 3: time 5 s goes back in time (the previous event is at 10 s)", back.getMessage());
        IllegalArgumentException negative = assertThrows(IllegalArgumentException.class, () -> Profile.parse("0 -1"));
        assertTrue(negative.getMessage().startsWith("profile line 1: value must be >= 0"), negative.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Profile.parse("# nothing"));
        assertThrows(IllegalArgumentException.class, () -> Profile.parse("0 1\nLOOPAFTER -2"));
    }
}
