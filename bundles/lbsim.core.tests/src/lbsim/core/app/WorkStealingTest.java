package lbsim.core.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;

import lbsim.core.app.WorkStealing.Parameters;
import lbsim.core.app.WorkStealing.VictimChoice;
import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Constant;
import lbsim.core.dist.Distribution;
import lbsim.core.dist.Exponential;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.engine.StopReason;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.DelayNetwork;
import lbsim.core.stats.TaskActivity;
import lbsim.core.trace.MessageLog;

/** Work stealing against closed forms, bounds and a hand-computed timeline. */
class WorkStealingTest {

    /** A finished run. */
    private record Run(WorkStealing ws, VirtualMachine vm) {
    }

    private static DelayNetwork free() {
        return new DelayNetwork("free", 0, 0, 0, 0);
    }

    /** send 1 ms, receive 2 ms (reference CPU), 5 ms in transit plus 1 ms per KB. */
    private static DelayNetwork lan() {
        return new DelayNetwork("lan", 0.001, 0.002, 0.005, 0.001);
    }

    private static Run run(long seed, double[] speeds, Parameters p, DelayNetwork net) {
        Simulation sim = new Simulation(seed);
        VirtualMachine vm = new VirtualMachine(sim, 0);
        List<String> hosts = new ArrayList<>();
        for (int i = 0; i < speeds.length; i++) {
            vm.addHost(new Host(sim, "s" + i, speeds[i], 1, WeightPolicy.LINUX_2_0), net);
            hosts.add("s" + i);
        }
        WorkStealing ws = new WorkStealing(p, sim.random().stream("units"), sim.random().stream("victims"));
        ws.start(vm, hosts);
        // a broken termination with a finite retry delay would retry forever: an event limit turns that into a failure
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE.withMaxEvents(10_000_000)));
        // every run must end with every task ended, none stuck, every unit computed once
        assertEquals(List.of(), vm.deadlock());
        for (int i = 0; i < speeds.length; i++) {
            assertTrue(vm.hasEnded(ws.slaveTid(i)), "slave " + i + " still alive");
        }
        long sum = 0;
        for (int i = 0; i < speeds.length; i++) {
            sum += ws.unitsComputed(i);
        }
        assertEquals(p.units(), sum);
        assertEquals(p.units(), ws.unitsComputed());
        assertEquals(p.units(), ws.unitsCounted());
        assertEquals(ws.stealsAttempted(), ws.stealsSucceeded() + ws.refusals() + unanswered(ws, vm));
        return new Run(ws, vm);
    }

    /** Requests never answered: sent to a slave that stopped first (at most one per slave). */
    private static long unanswered(WorkStealing ws, VirtualMachine vm) {
        MessageLog log = vm.messages();
        long requests = 0;
        long answers = 0;
        for (int id = 0; id < log.size(); id++) {
            if (log.tag(id) == WorkStealing.REQUEST) {
                requests++;
            } else if (log.tag(id) == WorkStealing.WORK || log.tag(id) == WorkStealing.REFUSAL) {
                answers++;
            }
        }
        assertEquals(ws.stealsAttempted(), requests);
        assertEquals(ws.stealsSucceeded() + ws.refusals(), answers);
        assertTrue(requests - answers <= ws.slaveCount(), "more unanswered requests than slaves");
        return requests - answers;
    }

    private static double[] ones(int n) {
        double[] s = new double[n];
        java.util.Arrays.fill(s, 1.0);
        return s;
    }

    private static Parameters params(int units, Distribution cost, int grain, VictimChoice choice, long req, long fixed,
            long perUnit, long control, double retry) {
        return new Parameters(units, cost, grain, choice, req, fixed, perUnit, control, retry);
    }

    /** Gives the listed values in turn (a test stub: it ignores the generator). */
    private static Distribution sequence(double... values) {
        return new Distribution() {
            int next;

            @Override
            public double sample(UniformRandomProvider rng) {
                return values[next++];
            }

            @Override
            public double mean() {
                return java.util.Arrays.stream(values).average().orElse(0);
            }

            @Override
            public String spec() {
                return "sequence";
            }
        };
    }

    private static double staticBlockMakespan(double[] costs, double[] speeds) {
        int n = costs.length;
        int p = speeds.length;
        double worst = 0;
        int u = 0;
        for (int i = 0; i < p; i++) {
            int size = n / p + (i < n % p ? 1 : 0);
            double work = 0;
            for (int k = 0; k < size; k++) {
                work += costs[u++];
            }
            worst = Math.max(worst, work / speeds[i]);
        }
        return worst;
    }

    @Test
    void identicalSlavesWithEqualBlocksFinishTogetherAndEveryStealIsRefused() {
        // P slaves of speed 1, N = 3P units of c = 0.1 s. Every slave computes its block of 3 units with a
        // poll after each (receive overhead r: 0 on the free network, 2 ms on lan), so all deques run empty
        // at the same moment T = 3c + 2r: makespan = (N / P) c + (N / P - 1) r. Only then does anyone ask,
        // and everyone's deque is empty: every request is refused (or, if sent to the coordinator after it
        // stopped, dropped), nothing moves, every slave computes exactly its own block. With no retry a
        // slave asks at most one round of P - 1 victims; its first request goes to slave i + 1 mod P.
        for (DelayNetwork net : new DelayNetwork[] { free(), lan() }) {
            double r = net.receiveOverheadSeconds(0, false);
            for (int slaves : new int[] { 2, 3, 4, 8 }) {
                String what = net.name() + " P=" + slaves;
                Run run = run(1, ones(slaves), Parameters.of(3 * slaves, new Constant(0.1)), net);
                WorkStealing ws = run.ws();
                assertEquals(3 * 0.1 + 2 * r, ws.makespanSeconds(), 1e-12, what);
                assertEquals(0, ws.stealsSucceeded(), what);
                assertEquals(0, ws.unitsMoved(), what);
                for (int i = 0; i < slaves; i++) {
                    assertEquals(3, ws.unitsComputed(i), what);
                }
                assertEquals(slaves - 1, ws.reports(), what);
                assertTrue(ws.stealsAttempted() >= 1 && ws.stealsAttempted() <= slaves * (slaves - 1), what);
                MessageLog log = run.vm().messages();
                boolean[] asked = new boolean[slaves];
                for (int id = 0; id < log.size(); id++) {
                    int from = log.source(id) - ws.slaveTid(0);
                    if (log.tag(id) == WorkStealing.REQUEST && !asked[from]) {
                        asked[from] = true;
                        assertEquals((from + 1) % slaves, log.destination(id) - ws.slaveTid(0), what + ": first victim of " + from);
                    }
                }
                if (r == 0) {
                    assertEquals(0.3, ws.stopSeconds(), 1e-12, what);
                }
            }
        }
        // P = 2, N = 4 on lan, every step (ms): both compute 0 -> 100, poll -> 102, 102 -> 202 (the
        // makespan), poll -> 204. s0 (2 of 4 counted) asks s1: injected 205, delivered 210. s1 reports:
        // injected 205, delivered 210; asks s0: injected 206, delivered 211. s0 takes the report at 212: 4 of
        // 4, stop injected and exit at 213. s1 takes s0's request at 212, refuses (injected 213, dropped:
        // s0 has ended), then gets the stop (delivered 218) at 220. s1's request to s0 is never answered.
        Run run = run(1, ones(2), Parameters.of(4, new Constant(0.1)), lan());
        WorkStealing ws = run.ws();
        assertEquals(0.202, ws.makespanSeconds(), 1e-12);
        assertEquals(0.212, ws.stopSeconds(), 1e-12);
        assertEquals(2, ws.stealsAttempted());
        assertEquals(1, ws.refusals());
        assertEquals(2 + 1 + 1 + 1, ws.messages()); // requests, report, refusal, stop
        assertEquals(0.213, run.vm().activity().get(ws.slaveTid(0)).endSeconds(), 1e-12);
        assertEquals(0.220, run.vm().activity().get(ws.slaveTid(1)).endSeconds(), 1e-12);
    }

    @Test
    void oneSlaveComputesItsBatchesWithAPollBetweenThem() {
        // P = 1, no one to steal from: ceil(N / grain) computes, each but the last followed by a poll of
        // 2 ms (receive overhead on a speed-1 host); the poll after the last runs after the last unit.
        // N = 5, grain 2, c = 0.1: batches of 2, 2, 1 end at 0.2, 0.402, 0.504.
        Run r = run(1, ones(1), params(5, new Constant(0.1), 2, VictimChoice.ROUND_ROBIN, 0, 0, 0, 0,
                Double.POSITIVE_INFINITY), lan());
        assertEquals(0.504, r.ws().makespanSeconds(), 1e-12);
        assertEquals(0.506, r.ws().stopSeconds(), 1e-12); // the last poll, then the count is complete
        assertEquals(3, r.ws().polls());
        assertEquals(0, r.ws().messages());
    }

    @Test
    void twoSlavesThreeUnitsOneStealFollowTheHandTimeline() {
        // costs u0 = 0.2, u1 = 0.12, u2 = 0.1; slave 0 (speed 1) holds u0 u1, slave 1 (speed 2) holds u2.
        // lan: send 1 ms, receive 2 ms of reference CPU (half that on slave 1), transit 5 ms + 1 ms per KB;
        // work messages of 1024 + k x 1024 bytes, requests and control messages of 0 bytes. Times in ms.
        // s1: u2 done at 50; poll 50 -> 51 (empty); report: injected 51.5, delivered 56.5; request to s0:
        //     injected 52, delivered 57; waits.
        // s0: u0 done at 200 (counted 1); poll 202 takes the report (counted 2); poll 204 takes the request:
        //     1 unit queued, gives ceil(1/2) = 1, u1 from the back: 2048 bytes, injected 205, delivered
        //     205 + 5 + 2 = 212; poll 207 empty; deque empty, 2 of 3 counted: request to s1 injected 208,
        //     delivered 213; waits.
        // s1: work received at 212 + 1 = 213, u1 (0.12 at speed 2) done at 273 (the makespan); poll 274
        //     takes s0's request, refuses: injected 274.5, delivered 279.5; poll 275.5 empty; report
        //     injected 276, delivered 281; request to s0 injected 276.5; waits.
        // s0: refusal received 279.5 + 2 = 281.5; a whole round (P - 1 = 1) refused: backs off and takes
        //     the report (in its mailbox since 281) at 283.5: 3 of 3 counted, stop multicast, injected and
        //     exit at 284.5. s1: stop delivered 289.5, received 290.5, exits.
        Parameters p = params(3, sequence(0.2, 0.12, 0.1), 1, VictimChoice.ROUND_ROBIN, 0, 1024, 1024, 0,
                Double.POSITIVE_INFINITY);
        Run r = run(1, new double[] { 1, 2 }, p, lan());
        WorkStealing ws = r.ws();
        assertArrayEquals(new double[] { 0.2, 0.12, 0.1 }, ws.unitCosts());
        assertEquals(0.273, ws.makespanSeconds(), 1e-12);
        assertEquals(0.2835, ws.stopSeconds(), 1e-12);
        assertEquals(3, ws.stealsAttempted());
        assertEquals(1, ws.stealsSucceeded());
        assertEquals(1, ws.refusals());
        assertEquals(1, ws.unitsMoved());
        assertEquals(2, ws.reports());
        assertEquals(3 + 1 + 1 + 2 + 1, ws.messages()); // requests, work, refusal, reports, stop
        assertEquals(1, ws.unitsComputed(0));
        assertEquals(2, ws.unitsComputed(1));
        List<TaskActivity> act = r.vm().activity();
        assertEquals(0.2845, act.get(ws.slaveTid(0)).endSeconds(), 1e-12);
        assertEquals(0.2905, act.get(ws.slaveTid(1)).endSeconds(), 1e-12);
        MessageLog log = r.vm().messages();
        int work = -1;
        for (int id = 0; id < log.size(); id++) {
            if (log.tag(id) == WorkStealing.WORK) {
                work = id;
            }
        }
        assertEquals(2048, log.bytes(work));
        assertEquals(0.212, log.delivered(work), 1e-12);
    }

    @Test
    void aFastSlaveStealsFromTheSlowOnesAndBeatsTheStaticBlock() {
        // closed form first: speeds 1 and 3, costs 1, 1, 1.5, 1, 1 s, free network. s0 holds u0 u1 u2, s1
        // u3 u4. s1 is idle at 2/3 and asks s0, which answers at 1 (after u0) with ceil(2/2) = 1 unit from
        // the back, u2 (1.5 s: 0.5 s on s1, to 1.5); s0 computes u1 to 2. Makespan 2 against the static
        // block's 3.5 (had the front unit u1 gone, s0 would end at 2.5). Ideal 5.5 / 4.
        Run two = run(1, new double[] { 1, 3 }, Parameters.of(5, sequence(1, 1, 1.5, 1, 1)), free());
        assertEquals(2.0, two.ws().makespanSeconds(), 1e-12);
        assertEquals(1, two.ws().stealsSucceeded());
        assertEquals(1, two.ws().unitsMoved());
        assertEquals(2, two.ws().unitsComputed(0));
        assertEquals(3, two.ws().unitsComputed(1));
        assertEquals(3.5, staticBlockMakespan(two.ws().unitCosts(), new double[] { 1, 3 }), 1e-12);

        // bounds: ideal = total work / total speed <= makespan < static block (the static block's makespan
        // from the same costs). Two slaves, the second 2x faster: the fast one always steals from the slow
        // one, whatever the victim choice, grain or network.
        for (VictimChoice choice : VictimChoice.values()) {
            for (DelayNetwork net : new DelayNetwork[] { free(), lan() }) {
                for (Distribution cost : new Distribution[] { new Constant(0.25), new Exponential(0.25) }) {
                    for (int grain : new int[] { 1, 2, 3 }) {
                        checkBounds(new double[] { 1, 2 }, params(40, cost, grain, choice, 64, 64, 8, 16, 0.05), net, true);
                    }
                }
            }
        }
        // Four slaves, the last 2x faster. To beat the static block the fast slave must rob every slow
        // one; round robin with grain 1 does; random victims can miss one slow slave (free network, equal
        // costs: exactly the static 2.5 s), and on lan the polls (2 ms a unit) can even make it lose, so
        // there only the ideal bound holds. Either way units move to the fast slave.
        double[] speeds = { 1, 1, 1, 2 };
        for (VictimChoice choice : VictimChoice.values()) {
            for (DelayNetwork net : new DelayNetwork[] { free(), lan() }) {
                for (Distribution cost : new Distribution[] { new Constant(0.25), new Exponential(0.25) }) {
                    for (int grain : new int[] { 1, 3 }) {
                        boolean strict = choice == VictimChoice.ROUND_ROBIN && grain == 1;
                        checkBounds(speeds, params(40, cost, grain, choice, 64, 64, 8, 16, 0.05), net, strict);
                    }
                }
            }
        }
        assertEquals(2.5, staticBlockMakespan(filled(40, 0.25), speeds), 1e-12); // the bound for equal costs: 10 x 0.25 / 1
        Run random = run(7, speeds, params(40, new Constant(0.25), 1, VictimChoice.RANDOM, 64, 64, 8, 16, 0.05), free());
        assertEquals(2.5, random.ws().makespanSeconds(), 1e-12);
    }

    private static void checkBounds(double[] speeds, Parameters p, DelayNetwork net, boolean strict) {
        String what = speeds.length + " slaves " + p.victimChoice() + " " + net.name() + " " + p.unitCostSeconds().spec()
                + " grain " + p.grain();
        WorkStealing ws = run(7, speeds, p, net).ws();
        double total = 0;
        for (double s : speeds) {
            total += s;
        }
        double ideal = ws.totalWorkSeconds() / total;
        double fixed = staticBlockMakespan(ws.unitCosts(), speeds);
        assertTrue(ws.makespanSeconds() >= ideal - 1e-12, what + ": " + ws.makespanSeconds() + " < ideal " + ideal);
        if (strict) {
            assertTrue(ws.makespanSeconds() < fixed, what + ": " + ws.makespanSeconds() + " >= static " + fixed);
        }
        assertTrue(ws.stealsSucceeded() >= 1, what);
        assertTrue(ws.unitsMoved() >= ws.stealsSucceeded(), what);
        int fast = speeds.length - 1;
        assertTrue(ws.unitsComputed(fast) > p.units() / speeds.length,
                what + ": fast slave computed " + ws.unitsComputed(fast));
    }

    private static double[] filled(int n, double v) {
        double[] a = new double[n];
        java.util.Arrays.fill(a, v);
        return a;
    }

    @Test
    void unitCostsAreDrawnInUnitIndexOrderFromTheGivenStream() {
        Run r = run(11, new double[] { 1, 2, 1 }, params(17, new Exponential(0.3), 1, VictimChoice.RANDOM, 0, 0, 0, 0, 0.01),
                lan());
        UniformRandomProvider again = new Simulation(11).random().stream("units");
        double[] expected = new double[17];
        double total = 0;
        for (int u = 0; u < 17; u++) {
            expected[u] = new Exponential(0.3).sample(again);
            total += expected[u];
        }
        assertArrayEquals(expected, r.ws().unitCosts());
        assertEquals(total, r.ws().totalWorkSeconds(), 1e-12);
    }

    @Test
    void sameSeedSameRunDifferentSeedDifferentCosts() {
        double[] speeds = { 1, 2, 1, 0.5, 1.5 };
        Parameters p = params(200, new Exponential(0.1), 2, VictimChoice.RANDOM, 32, 64, 16, 8, 0.02);
        Run a = run(3, speeds, p, lan());
        Run b = run(3, speeds, p, lan());
        Run c = run(4, speeds, p, lan());
        assertEquals(a.ws().makespanSeconds(), b.ws().makespanSeconds());
        assertEquals(a.ws().stopSeconds(), b.ws().stopSeconds());
        assertEquals(a.ws().stealsAttempted(), b.ws().stealsAttempted());
        assertEquals(a.ws().stealsSucceeded(), b.ws().stealsSucceeded());
        assertEquals(a.ws().unitsMoved(), b.ws().unitsMoved());
        assertEquals(a.ws().messages(), b.ws().messages());
        for (int i = 0; i < speeds.length; i++) {
            assertEquals(a.ws().unitsComputed(i), b.ws().unitsComputed(i));
        }
        assertArrayEquals(a.ws().unitCosts(), b.ws().unitCosts());
        assertTrue(a.ws().totalWorkSeconds() != c.ws().totalWorkSeconds());
        assertTrue(a.ws().stealsAttempted() > speeds.length, "too few steals to test anything: " + a.ws().stealsAttempted());
    }

    @Test
    void everyTaskEndsForAnyShape() {
        // run() checks: no deadlock, every slave ended, every unit computed once and counted
        for (int slaves : new int[] { 1, 2, 3, 5 }) {
            for (int units : new int[] { 0, 1, slaves - 1, 17 }) {
                for (VictimChoice choice : VictimChoice.values()) {
                    for (double retry : new double[] { 0.01, Double.POSITIVE_INFINITY }) {
                        for (DelayNetwork net : new DelayNetwork[] { free(), lan() }) {
                            double[] speeds = new double[slaves];
                            for (int i = 0; i < slaves; i++) {
                                speeds[i] = 1 + i % 3;
                            }
                            Parameters p = params(units, new Exponential(0.05), 1 + units % 2, choice, 10, 10, 10, 10, retry);
                            Run r = run(units + 31L * slaves, speeds, p, net);
                            if (units == 0) {
                                assertTrue(Double.isNaN(r.ws().makespanSeconds()));
                                assertEquals(0.0, r.ws().stopSeconds(), 0.0);
                            } else {
                                assertTrue(r.ws().makespanSeconds() <= r.ws().stopSeconds());
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void parametersAreChecked() {
        Constant c = new Constant(1);
        assertThrows(IllegalArgumentException.class, () -> params(-1, c, 1, VictimChoice.ROUND_ROBIN, 0, 0, 0, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> params(1, c, 0, VictimChoice.ROUND_ROBIN, 0, 0, 0, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> params(1, c, 1, VictimChoice.ROUND_ROBIN, -1, 0, 0, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> params(1, c, 1, VictimChoice.ROUND_ROBIN, 0, 0, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> params(1, c, 1, VictimChoice.ROUND_ROBIN, 0, 0, 0, 0, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> params(1, null, 1, VictimChoice.ROUND_ROBIN, 0, 0, 0, 0, 1));
        Simulation sim = new Simulation(1);
        assertThrows(IllegalArgumentException.class,
                () -> new WorkStealing(params(1, c, 1, VictimChoice.RANDOM, 0, 0, 0, 0, 1), sim.random().stream("u"), null));
        WorkStealing ws = new WorkStealing(Parameters.of(1, c), sim.random().stream("u"), null);
        assertThrows(IllegalArgumentException.class, () -> ws.start(new VirtualMachine(sim, 0), List.of()));
    }
}
