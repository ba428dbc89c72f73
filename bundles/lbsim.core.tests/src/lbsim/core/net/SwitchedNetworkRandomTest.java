package lbsim.core.net;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.net.SwitchedNetwork.Link;

/**
 * The incremental allocation of {@link SwitchedNetwork} against a plain fluid simulation written here
 * that recomputes every rate by progressive filling over all links at every start and end (the
 * textbook max-min fair allocation, as the network did before it became incremental), on random
 * traffic: hosts with a few link speeds (so that shares tie), bursts of flows starting together, several
 * flows between one pair of hosts, many flows into one host and out of one host.
 */
class SwitchedNetworkRandomTest {

    private static final double LATENCY = 0.0005;

    /** A flow for the reference: it moves bytes from {@code start} on, over links up and down. */
    private static final class RefFlow {
        final int up;
        final int down;
        final double start;
        final double bytes;
        double remaining;
        double rate;
        double arrival = Double.NaN;

        RefFlow(int up, int down, double start, double bytes) {
            this.up = up;
            this.down = down;
            this.start = start;
            this.bytes = bytes;
            this.remaining = bytes;
        }
    }

    /** Arrival times by the reference: full progressive filling at every change. */
    private static void reference(List<RefFlow> flows, double[] capacity) {
        List<RefFlow> pending = new ArrayList<>(flows);
        pending.sort((a, b) -> Double.compare(a.start, b.start));
        List<RefFlow> active = new ArrayList<>();
        double now = 0;
        int next = 0;
        while (next < pending.size() || !active.isEmpty()) {
            // rates
            double[] cap = capacity.clone();
            int[] unfrozen = new int[capacity.length];
            for (RefFlow f : active) {
                unfrozen[f.up]++;
                unfrozen[f.down]++;
                f.rate = -1;
            }
            int left = active.size();
            while (left > 0) {
                int b = -1;
                double share = Double.POSITIVE_INFINITY;
                for (int l = 0; l < cap.length; l++) {
                    if (unfrozen[l] > 0 && cap[l] / unfrozen[l] < share) {
                        share = cap[l] / unfrozen[l];
                        b = l;
                    }
                }
                for (RefFlow f : active) {
                    if (f.rate < 0 && (f.up == b || f.down == b)) {
                        f.rate = share;
                        cap[f.up] = Math.max(0, cap[f.up] - share);
                        cap[f.down] = Math.max(0, cap[f.down] - share);
                        unfrozen[f.up]--;
                        unfrozen[f.down]--;
                        left--;
                    }
                }
            }
            double t = next < pending.size() ? pending.get(next).start : Double.POSITIVE_INFINITY;
            for (RefFlow f : active) {
                t = Math.min(t, now + f.remaining / f.rate);
            }
            for (RefFlow f : active) {
                f.remaining = Math.max(0, f.remaining - f.rate * (t - now));
            }
            now = t;
            List<RefFlow> done = new ArrayList<>();
            for (RefFlow f : active) {
                if (f.remaining <= 1e-9 * f.bytes) {
                    f.arrival = now;
                    done.add(f);
                }
            }
            active.removeAll(done);
            while (next < pending.size() && pending.get(next).start <= now) {
                active.add(pending.get(next++));
            }
        }
    }

    @Test
    void randomTrafficArrivesWhenFullProgressiveFillingSays() {
        SplittableRandom rnd = new SplittableRandom(20261124);
        int checked = 0;
        for (int round = 0; round < 60; round++) {
            int hosts = 2 + rnd.nextInt(round < 30 ? 6 : 40);
            double[] speeds = { 1e6, 2e6, 5e5, 1e6 };
            Map<String, Link> links = new HashMap<>();
            double[] capacity = new double[2 * hosts];
            for (int h = 0; h < hosts; h++) {
                double bw = speeds[rnd.nextInt(speeds.length)];
                links.put("H" + h, new Link(LATENCY, bw));
                capacity[2 * h] = bw;
                capacity[2 * h + 1] = bw;
            }
            Simulation sim = new Simulation(1);
            SwitchedNetwork net = new SwitchedNetwork("switch", LATENCY, 1e6, links, 0, 0, 0, 0);
            List<RecordedTransfer> arrivals = new ArrayList<>();
            RecordedTransfer.attach(net, sim, hosts);
            List<RecordedTransfer> sent = new ArrayList<>();
            List<RefFlow> ref = new ArrayList<>();
            int messages = 5 + rnd.nextInt(200);
            double t = 0;
            int hub = rnd.nextInt(hosts);
            for (int m = 0; m < messages; m++) {
                if (rnd.nextInt(3) > 0) {
                    t += rnd.nextInt(4) * 0.0007; // bursts: often several at one instant
                }
                int from;
                int to;
                switch (rnd.nextInt(4)) {
                    case 0 -> { // out of the hub
                        from = hub;
                        to = (hub + 1 + rnd.nextInt(hosts - 1)) % hosts;
                    }
                    case 1 -> { // into the hub
                        to = hub;
                        from = (hub + 1 + rnd.nextInt(hosts - 1)) % hosts;
                    }
                    default -> {
                        from = rnd.nextInt(hosts);
                        to = (from + 1 + rnd.nextInt(hosts - 1)) % hosts;
                    }
                }
                long bytes = 1 + rnd.nextInt(4) * 1000L + (rnd.nextBoolean() ? rnd.nextInt(5000) : 0);
                sent.add(RecordedTransfer.request(sim, net, t, from, to, bytes, arrivals));
                ref.add(new RefFlow(2 * from, 2 * to + 1, t + 2 * LATENCY, bytes));
            }
            sim.run(RunLimits.NONE);
            reference(ref, capacity);
            assertEquals(messages, arrivals.size());
            for (int m = 0; m < messages; m++) {
                double expected = ref.get(m).arrival;
                assertEquals(expected, sent.get(m).arrivedAt(), 1e-9 * expected, "round " + round + ", message " + m);
                checked++;
            }
            assertEquals(0, net.flowsMoving());
        }
        assertEquals(true, checked > 3000, checked + " messages checked");
    }
}
