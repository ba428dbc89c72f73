package lbsim.core.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.JobKind;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;

/** Joules of hand-made busy/idle/off schedules under SimGrid's host energy model. */
class EnergyTest {

    private static final double EPS = 1e-9;

    @Test
    void oneHostBusyIdleOffIdle() {
        Simulation sim = new Simulation(1);
        Host h = new Host(sim, "h", 1.0, 1, WeightPolicy.LINUX_2_0);
        HostDynamics d = new HostDynamics(sim);
        d.stateProfile(h, Profile.parse("20 0; 30 1"));
        d.start();
        EnergyMeter m = EnergyMeter.attach(h, PowerModel.parse("100:120:200", 10));
        h.submit("app", 10, 0, JobKind.APPLICATION, null);
        sim.schedule(40, tag -> {
        }, 0);
        sim.run(RunLimits.NONE);
        h.update();
        // busy [0, 10]: 200 W x 10 s = 2000 J; idle [10, 20] and [30, 40]: 100 W x 20 s = 2000 J;
        // off [20, 30]: 10 W x 10 s = 100 J; 4100 J in all
        assertEquals(2000.0, m.busyJoules(), EPS);
        assertEquals(2000.0, m.idleJoules(), EPS);
        assertEquals(100.0, m.offJoules(), EPS);
        assertEquals(4100.0, m.joules(), EPS);
    }

    @Test
    void partLoadIsLinearBetweenEpsilonAndAllCores() {
        Simulation sim = new Simulation(1);
        Host h = new Host(sim, "h", 1.0, 4, WeightPolicy.LINUX_2_0);
        EnergyMeter m = EnergyMeter.attach(h, PowerModel.parse("100:110:190", 0));
        h.submit("a", 10, 0, JobKind.APPLICATION, null);
        h.submit("b", 5, 0, JobKind.APPLICATION, null);
        sim.run(RunLimits.NONE);
        h.update();
        // [0, 5]: 2 of 4 cores busy, load 0.5: 110 + 0.5 x 80 = 150 W -> 750 J;
        // [5, 10]: 1 core, load 0.25: 110 + 20 = 130 W -> 650 J; 1400 J
        assertEquals(1400.0, m.joules(), EPS);
        assertEquals(0.0, m.idleJoules(), 0);
        assertEquals(100.0, m.watts(), 0);
    }

    @Test
    void availabilityAndPstatesLowerTheLoadAndThePower() {
        Simulation sim = new Simulation(1);
        Host h = new Host(sim, "h", 1.0, 1, WeightPolicy.LINUX_2_0);
        h.setPstates(new double[] { 1.0, 0.5 }, 1);
        EnergyMeter m = EnergyMeter.attach(h, PowerModel.parse("100:120:200, 80:90:140", 5));
        HostDynamics d = new HostDynamics(sim);
        d.speedProfile(h, Profile.parse("10 0.5"));
        d.start();
        double[] end = { 0 };
        h.submit("app", 10, 0, JobKind.APPLICATION, job -> end[0] = sim.now());
        sim.run(RunLimits.NONE);
        h.update();
        // pstate 1 (speed 0.5): [0, 10] at load 1: 140 W -> 1400 J, 5 s of work done; from 10 s availability
        // 0.5: speed 0.25, load 0.5: 90 + 0.5 x 50 = 115 W for the 20 s the 5 s left take -> 2300 J; 3700 J
        assertEquals(30.0, end[0], 1e-12);
        assertEquals(3700.0, m.joules(), EPS);
    }

    @Test
    void badPowerModelsAreRefused() {
        IllegalArgumentException neg = assertThrows(IllegalArgumentException.class, () -> PowerModel.parse("100:-1:200", 0));
        assertTrue(neg.getMessage().contains("epsilon power of pstate 0 must be >= 0 W"), neg.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PowerModel.parse("100:200", -3));
        assertThrows(IllegalArgumentException.class, () -> PowerModel.parse("100", 0));
        Simulation sim = new Simulation(1);
        Host h = new Host(sim, "h", 1.0, 1, WeightPolicy.LINUX_2_0);
        assertThrows(IllegalArgumentException.class, () -> EnergyMeter.attach(h, PowerModel.parse("1:2, 3:4", 0)));
    }
}
