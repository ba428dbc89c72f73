package lbsim.core.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RandomStreams;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.engine.StopReason;
import lbsim.core.msg.Message;
import lbsim.core.msg.TaskContext;
import lbsim.core.msg.VirtualMachine;

/**
 * Zabel's Ethernet model against hand-computed timelines. Frame sizes used throughout (bits on the wire,
 * preamble included): a full segment 8 x (8 + 1460 + 40 + 18) = 12208; the 1112-byte last segment of a
 * 4032-byte message 8 x (8 + 1112 + 40 + 18) = 9424; an acknowledgement (40 bytes of headers padded to the
 * 64-byte minimum frame) 8 x (8 + 64) = 576. At 10 Mb/s a bit is 0.1 us: 1220.8, 942.4 and 57.6 us; gap
 * 9.6 us, slot 51.2 us, collision window 25.6 us, jam 3.2 us. At 100 Mb/s divide by ten.
 */
class EthernetNetworkTest {

    private static final double US = 1e-6;
    private static final double EPS = 1e-12;
    private static final long TOKEN = 4032;

    /** A message handed straight to the model; records when it arrives. */
    private static final class Stub implements Transfer {
        final Simulation sim;
        final int from;
        final int to;
        final long bytes;
        final int sequence;
        final List<Stub> log;
        final List<Double> arrivals = new ArrayList<>();
        double wire;

        Stub(Simulation sim, int from, int to, long bytes, int sequence, List<Stub> log) {
            this.sim = sim;
            this.from = from;
            this.to = to;
            this.bytes = bytes;
            this.sequence = sequence;
            this.log = log;
        }

        @Override
        public String fromHost() {
            return "H" + from;
        }

        @Override
        public String toHost() {
            return "H" + to;
        }

        @Override
        public int fromStation() {
            return from;
        }

        @Override
        public int toStation() {
            return to;
        }

        @Override
        public long bytes() {
            return bytes;
        }

        @Override
        public void arrived() {
            arrivals.add(sim.now());
            log.add(this);
        }

        @Override
        public void onWire(double seconds) {
            wire += seconds;
        }
    }

    private static EthernetNetwork lan(Simulation sim, EthernetParameters p, String... hosts) {
        EthernetNetwork net = new EthernetNetwork("lan", p);
        net.bind(sim);
        for (int i = 0; i < hosts.length; i++) {
            assertEquals(i, net.attach(hosts[i]));
        }
        return net;
    }

    // ---------------------------------------------------------------------------------------------

    @Test
    void frameArithmeticFollowsTheStandard() {
        EthernetParameters p = EthernetParameters.zabel(10e6);
        assertEquals(1, p.segments(0));
        assertEquals(1, p.segments(1460));
        assertEquals(2, p.segments(1461));
        assertEquals(3, p.segments(4032));
        assertEquals(12208, p.frameBits(1460));
        assertEquals(9424, p.frameBits(1112));
        assertEquals(576, p.frameBits(0)); // 58 bytes padded to 64
        assertEquals(576, p.frameBits(6)); // exactly 64
        assertEquals(584, p.frameBits(7));
        assertEquals(1220.8 * US, p.frameSeconds(1460), EPS);
        assertEquals(122.08 * US, p.withBitsPerSecond(100e6).frameSeconds(1460), EPS);
    }

    /**
     * 4032 bytes from A to B on an idle medium at 10 Mb/s. A's TCP: first write 375 + 300 us, frame 1 on
     * the wire [675, 1895.8]; 300 us for segment 2, frame 2 [2195.8, 3416.6]; 300 us, frame 3 [3716.6,
     * 4659.0]. B's TCP processes each frame in 300 us while A prepares the next, so only the last shows:
     * the message arrives at 4959.0 us = 375 + 3 x 300 + (1220.8 + 1220.8 + 942.4) + 300. No gap is
     * waited for: TCP keeps the medium idle longer than 9.6 us between frames. Then B's acknowledgement:
     * 300 us of TCP, 57.6 us on the wire, ending at 5316.6 us.
     */
    @Test
    void oneMessageOnAnIdleTenMegabitEthernet() {
        Simulation sim = new Simulation(1);
        EthernetNetwork net = lan(sim, EthernetParameters.zabel(10e6), "A", "B");
        List<Stub> log = new ArrayList<>();
        Stub m = new Stub(sim, 0, 1, TOKEN, 0, log);
        net.transmit(m);
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        assertEquals(1, m.arrivals.size());
        assertEquals(4959.0 * US, m.arrivals.get(0), EPS);
        assertEquals(5316.6 * US, sim.now(), EPS);
        assertEquals(3441.6 * US, net.busySeconds(), EPS); // 1220.8 + 1220.8 + 942.4 + 57.6
        assertEquals(3384.0 * US, net.netTravelSeconds(0), EPS);
        assertEquals(57.6 * US, net.netTravelSeconds(1), EPS);
        assertEquals(1275.0 * US, net.tcpSeconds(0), EPS); // 375 + 3 x 300
        assertEquals(1200.0 * US, net.tcpSeconds(1), EPS); // 3 x 300 received + 300 for the acknowledgement
        assertEquals(3, net.framesSent(0));
        assertEquals(1, net.framesSent(1));
        assertEquals(1, net.acknowledgementsSent(1));
        assertEquals(0, net.collisions());
        assertEquals(1, net.messagesSent(0));
        assertEquals(TOKEN, net.bytesSent(0));
        assertEquals(1, net.messagesArrived());
    }

    /**
     * The same at 100 Mb/s: frames 122.08, 122.08 and 94.24 us, so the message arrives at 375 + 900 + 338.4
     * + 300 = 1913.4 us and the acknowledgement ends at 1913.4 + 300 + 5.76 = 2219.16 us.
     */
    @Test
    void oneMessageOnAnIdleHundredMegabitEthernet() {
        Simulation sim = new Simulation(1);
        EthernetNetwork net = lan(sim, EthernetParameters.zabel(100e6), "A", "B");
        List<Stub> log = new ArrayList<>();
        Stub m = new Stub(sim, 0, 1, TOKEN, 0, log);
        net.transmit(m);
        sim.run(RunLimits.NONE);
        assertEquals(1913.4 * US, m.arrivals.get(0), EPS);
        assertEquals(2219.16 * US, sim.now(), EPS);
        assertEquals(344.16 * US, net.busySeconds(), EPS);
        assertEquals(0, net.collisions());
    }

    /**
     * Without TCP costs the frames go back to back, each after the 9.6 us gap: 1220.8 + 9.6 + 1220.8 + 9.6
     * + 942.4 = 3403.2 us; the acknowledgement waits its gap too and ends at 3403.2 + 9.6 + 57.6 = 3470.4.
     */
    @Test
    void withoutTcpCostsFramesAreSeparatedByTheInterFrameGap() {
        Simulation sim = new Simulation(1);
        EthernetNetwork net = lan(sim, EthernetParameters.zabel(10e6).withTcpCosts(0, 0), "A", "B");
        List<Stub> log = new ArrayList<>();
        Stub m = new Stub(sim, 0, 1, TOKEN, 0, log);
        net.transmit(m);
        sim.run(RunLimits.NONE);
        assertEquals(3403.2 * US, m.arrivals.get(0), EPS);
        assertEquals(3470.4 * US, sim.now(), EPS);
        assertEquals(3441.6 * US, net.busySeconds(), EPS);
    }

    /**
     * A and B each send 1460 bytes to the other at time 0 (no acknowledgements). Both finish TCP at 675 us
     * and start at the same instant: one collision each; jam ends at 675 + 25.6 + 3.2 = 703.8 us. With seed
     * 9 A's stream draws r = 0 and B's r = 1 (checked below). A waits the gap and sends [713.4, 1934.2]. B
     * tries at 703.8 + 51.2 = 755.0, finds A's carrier, defers to 1934.2 + 9.6 and sends [1943.8, 3164.6].
     * A's frame waits in B's TCP queue behind B's own outgoing message (held until 3164.6), so both
     * messages arrive at 3164.6 + 300 = 3464.6 us.
     */
    @Test
    void twoStationsCollideAndBackOffAsDrawn() {
        long seed = 9;
        RandomStreams draws = new RandomStreams(seed);
        assertEquals(0, draws.stream("lan/A/backoff").nextInt(2));
        assertEquals(1, draws.stream("lan/B/backoff").nextInt(2));

        Simulation sim = new Simulation(seed);
        EthernetNetwork net = lan(sim, EthernetParameters.zabel(10e6).withAcknowledgements(false), "A", "B");
        List<Stub> log = new ArrayList<>();
        Stub ab = new Stub(sim, 0, 1, 1460, 0, log);
        Stub ba = new Stub(sim, 1, 0, 1460, 0, log);
        net.transmit(ab);
        net.transmit(ba);
        sim.run(RunLimits.NONE);
        assertEquals(3464.6 * US, ab.arrivals.get(0), EPS);
        assertEquals(3464.6 * US, ba.arrivals.get(0), EPS);
        assertEquals(1, net.collisions(0));
        assertEquals(1, net.collisions(1));
        assertEquals(2, net.collisions());
        assertEquals(1, net.collisionEvents());
        assertEquals(28.8 * US, net.collisionSeconds(), EPS);
        assertEquals((28.8 + 2 * 1220.8) * US, net.busySeconds(), EPS);
        assertEquals((1934.2 - 675) * US, net.netTravelSeconds(0), EPS);
        assertEquals((3164.6 - 675) * US, net.netTravelSeconds(1), EPS);
    }

    /**
     * The collision window is the one-way propagation delay, 256 bit times = 25.6 us at 10 Mb/s. A's 1460
     * bytes start at 675 us. If B's message is handed over 20 us later, B is ready at 695 us, before A's
     * carrier reaches it (700.6 us): they collide, and the jam ends at 695 + 25.6 + 3.2 = 723.8 us. With
     * seed 9 (A draws 0, B draws 1) A sends [733.4, 1954.2], B tries at 775.0, defers and sends [1963.8,
     * 3184.6]; both messages arrive 300 us later. If B comes 30 us later it is ready at 705 us, senses A
     * and defers to 1895.8 + 9.6: [1905.4, 3126.2], no collision, both arrive at 3426.2 us.
     */
    @Test
    void stationsCollideOnlyWithinTheCollisionWindow() {
        double[] expectedArrival = { 3484.6 * US, 3426.2 * US };
        double[] offset = { 20 * US, 30 * US };
        long[] expectedCollisions = { 2, 0 };
        double[] expectedCollisionSeconds = { 48.8 * US, 0 };
        for (int i = 0; i < 2; i++) {
            Simulation sim = new Simulation(9);
            EthernetNetwork net = lan(sim, EthernetParameters.zabel(10e6).withAcknowledgements(false), "A", "B");
            List<Stub> log = new ArrayList<>();
            Stub ab = new Stub(sim, 0, 1, 1460, 0, log);
            Stub ba = new Stub(sim, 1, 0, 1460, 0, log);
            net.transmit(ab);
            sim.schedule(offset[i], tag -> net.transmit(ba), 0);
            sim.run(RunLimits.NONE);
            assertEquals(expectedArrival[i], ab.arrivals.get(0), EPS, "case " + i);
            assertEquals(expectedArrival[i], ba.arrivals.get(0), EPS, "case " + i);
            assertEquals(expectedCollisions[i], net.collisions(), "case " + i);
            assertEquals(expectedCollisionSeconds[i], net.collisionSeconds(), EPS, "case " + i);
        }
    }

    /**
     * With the back-off exponent capped at 0 every draw is 0, so two stations that collide retry together
     * for ever: each round is window 25.6 + jam 3.2 + gap 9.6 = 38.4 us. The 16th collision starts at 675 +
     * 15 x 38.4 = 1251 us; both stations jam until 1251 + 25.6 + 3.2 = 1279.8 us and drop their frames.
     * TCP retransmits each segment when its timer, started when the segment was handed to the medium at
     * 675 us, expires: 1 s, then 2, 4, 8, 16, 32 and 64 s six times (4.4BSD's back-off, capped at 64 s),
     * each time 300 us of TCP first, and each time the two collide 16 times again, 604.8 us from start to
     * drop. The 13th drop (after 12 retransmissions) makes TCP give up: at 675 + 12 x 300 + 604.8 us plus
     * 1 + 2 + 4 + 8 + 16 + 32 + 6 x 64 = 447 s.
     */
    @Test
    void aSegmentDroppedThirteenTimesMakesTcpGiveUpNamingTheStation() {
        Simulation sim = new Simulation(1);
        EthernetNetwork net = lan(sim, EthernetParameters.zabel(10e6).withRetries(16, 0), "A", "B");
        List<Stub> log = new ArrayList<>();
        net.transmit(new Stub(sim, 0, 1, 1000, 0, log));
        net.transmit(new Stub(sim, 1, 0, 1000, 0, log));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> sim.run(RunLimits.NONE));
        assertTrue(e.getMessage().startsWith("network 'lan': station 0 (host A) gave up a TCP connection to station 1 at "),
                e.getMessage());
        assertTrue(e.getMessage().endsWith("a frame was dropped after 16 attempts 13 times (TCP retransmits a segment at "
                + "most 12 times)"), e.getMessage());
        assertEquals(447 + (675 + 12 * 300 + 604.8) * US, sim.now(), 1e-9);
        assertEquals(13 * 16, net.collisions(0));
        assertEquals(13 * 16, net.collisions(1));
        assertEquals(13, net.drops(0));
        assertEquals(12, net.retransmissions(0));
        assertEquals(12, net.retransmissions(1));
        assertEquals(List.of(), log);
    }

    /**
     * One drop and one retransmission, by hand (10 Mb/s, one attempt per frame, so the first collision
     * drops; 1000-byte messages are one frame of 8 x (8 + 1000 + 58) = 8528 bits, 852.8 us; 100 bytes 132.8
     * us). A sends a to B and B sends b to A at time 0; C sends c (100 B) to B at 0.9998 s.
     * <ul>
     * <li>A and B finish TCP (375 + 300 us) at 675 us and collide; jam ends at 675 + 25.6 + 3.2 = 703.8 us:
     * both frames are dropped. Their TCP timers, started at 675 us, expire at 1.000675 s.
     * <li>C is ready at 0.9998 s + 675 us = 1.000475 s, sends c until 1.0006078 s; B's TCP processes it
     * until 1.0009078 s (c arrives) and queues the acknowledgement to C.
     * <li>1.000675 s: A retransmits a: 300 us of TCP (no first write), on the wire [1.000975, 1.0018278].
     * B's timer expires while B is busy with c: b goes first in B's queue, ahead of the acknowledgement;
     * after c, 300 us of TCP, ready at 1.0012078 s, defers to A's frame, waits the gap and sends
     * [1.0018374, 1.0026902].
     * <li>B's server then has the acknowledgement to C (300 us, [1.0029902, 1.0030478]) and A's frame (300
     * us: a arrives at 1.0033478 s), then acknowledges a: 300 us, [1.0036478, 1.0037054], the end.
     * A processes b from 1.0026902 s: b arrives at 1.0029902 s; A's acknowledgement [1.0032902, 1.0033478].
     * </ul>
     * Wire time of a: 28.8 (the collision) + 852.8 = 881.6 us; of b: 28.8 + (1.0026902 - 1.0012078 s) =
     * 1511.2 us; of c: 132.8 us.
     */
    @Test
    void aDroppedFrameIsRetransmittedAfterTheTcpTimeOut() {
        Simulation sim = new Simulation(1);
        EthernetNetwork net = lan(sim, EthernetParameters.zabel(10e6).withRetries(1, 10), "A", "B", "C");
        List<Stub> log = new ArrayList<>();
        Stub a = new Stub(sim, 0, 1, 1000, 0, log);
        Stub b = new Stub(sim, 1, 0, 1000, 0, log);
        Stub c = new Stub(sim, 2, 1, 100, 0, log);
        net.transmit(a);
        net.transmit(b);
        sim.schedule(0.9998, tag -> net.transmit(c), 0);
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        assertEquals(List.of(c, b, a), log);
        assertEquals(1.0009078, c.arrivals.get(0), EPS);
        assertEquals(1.0029902, b.arrivals.get(0), EPS);
        assertEquals(1.0033478, a.arrivals.get(0), EPS);
        assertEquals(1.0037054, sim.now(), EPS);
        assertEquals(881.6 * US, a.wire, EPS);
        assertEquals(1511.2 * US, b.wire, EPS);
        assertEquals(132.8 * US, c.wire, EPS);
        assertEquals(1, net.drops(0));
        assertEquals(1, net.drops(1));
        assertEquals(0, net.drops(2));
        assertEquals(1, net.retransmissions(0));
        assertEquals(1, net.retransmissions(1));
        assertEquals(0, net.retransmissions(2));
        assertEquals(2, net.collisions());
        // Zabel's per-station travel counts every frame, acknowledgements included
        assertEquals((881.6 + 57.6) * US, net.netTravelSeconds(0), EPS);
        assertEquals((1511.2 + 57.6 + 57.6) * US, net.netTravelSeconds(1), EPS);
        assertEquals(1575 * US, net.tcpSeconds(0), EPS); // 375 + 300, 300 again, 300 for b, 300 for the ack
        assertEquals((28.8 + 132.8 + 852.8 + 852.8 + 3 * 57.6) * US, net.busySeconds(), EPS);
    }

    /**
     * A lost acknowledgement (one attempt per frame; 1000-byte frames 852.8 us). A sends a to B at 0: on
     * the wire [675, 1527.8] us, a arrives at 1827.8 us, B's acknowledgement is ready at 2127.8 us. C sends
     * c (1000 B) to B at 1452.8 us, ready at 2127.8 us too: the two collide and are dropped at 2156.6 us.
     * B does not repeat the acknowledgement: A's timer for a's segment (started at 675 us) expires at
     * 1.000675 s, C's for c (started at 2127.8 us) at 1.0021278 s. A sends a3 (1000 B) to B at 0.9995 s, on
     * the wire [1.000175, 1.0010278] s, so the re-sent segment of a waits for it: 300 us of TCP, on the wire
     * [1.0013278, 1.0021806]. B processes a3 [1.0010278, 1.0013278] (a3 arrives) and acknowledges it (ready
     * 1.0016278, defers, on the wire after the gap [1.0021902, 1.0022478]), then processes the duplicate of
     * a until 1.0025478 (a does not arrive again) and acknowledges it again (ready 1.0028478). C retransmits
     * c: 300 us of TCP, on the wire [1.0024278, 1.0032806]; B's second acknowledgement defers to it,
     * [1.0032902, 1.0033478]; then B processes c: it arrives at 1.0036478 s; its acknowledgement ends at
     * 1.0036478 + 300 + 57.6 us = 1.0040054 s.
     */
    @Test
    void aLostAcknowledgementMakesTheSenderRepeatTheLastSegment() {
        Simulation sim = new Simulation(1);
        EthernetNetwork net = lan(sim, EthernetParameters.zabel(10e6).withRetries(1, 10), "A", "B", "C");
        List<Stub> log = new ArrayList<>();
        Stub a = new Stub(sim, 0, 1, 1000, 0, log);
        Stub a3 = new Stub(sim, 0, 1, 1000, 1, log);
        Stub c = new Stub(sim, 2, 1, 1000, 0, log);
        net.transmit(a);
        sim.schedule(1452.8 * US, tag -> net.transmit(c), 0);
        sim.schedule(0.9995, tag -> net.transmit(a3), 0);
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        assertEquals(List.of(a, a3, c), log);
        assertEquals(1827.8 * US, a.arrivals.get(0), EPS);
        assertEquals(1.0013278, a3.arrivals.get(0), EPS);
        assertEquals(1.0036478, c.arrivals.get(0), EPS);
        assertEquals(1.0040054, sim.now(), EPS);
        assertEquals(0, net.drops(0));
        assertEquals(1, net.drops(1)); // the acknowledgement of a
        assertEquals(1, net.drops(2)); // c
        assertEquals(1, net.retransmissions(0)); // a's segment, again
        assertEquals(0, net.retransmissions(1));
        assertEquals(1, net.retransmissions(2)); // c
        assertEquals(3, net.messagesArrived());
        assertEquals(3, net.acknowledgementsSent(1)); // a3, a again, c (the lost one is not counted)
        assertEquals(852.8 * US, a.wire, EPS); // the re-sent duplicate does not count for a
        assertEquals((28.8 + 852.8) * US, c.wire, EPS);
        // B's frames: the lost acknowledgement 28.8, a3's 1.0016278 -> 1.0022478, a's again 1.0028478 ->
        // 1.0033478, c's 57.6 us
        assertEquals((28.8 + 620 + 500 + 57.6) * US, net.netTravelSeconds(1), 1e-10);
    }

    /**
     * Four stations each send five messages to the next at time 0. All four finish their first TCP work
     * at 675 us and start together, so there is at least one four-way collision; still every message
     * arrives exactly once and, per pair, in the order sent; 4 x (3 + 1 + 1 + 1 + 3) data frames and 20
     * acknowledgements are sent.
     */
    @Test
    void fourStationsAtOnceCollideButEveryMessageArrivesOnceInOrder() {
        Simulation sim = new Simulation(3);
        EthernetNetwork net = lan(sim, EthernetParameters.zabel(10e6), "A", "B", "C", "D");
        List<Stub> log = new ArrayList<>();
        List<Stub> all = new ArrayList<>();
        long[] sizes = { TOKEN, 100, 1460, 0, 3000 };
        for (int k = 0; k < sizes.length; k++) {
            for (int s = 0; s < 4; s++) {
                Stub m = new Stub(sim, s, (s + 1) % 4, sizes[k], k, log);
                all.add(m);
                net.transmit(m);
            }
        }
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        for (Stub m : all) {
            assertEquals(1, m.arrivals.size(), "station " + m.from + " message " + m.sequence);
        }
        Map<Integer, Integer> nextPerSource = new HashMap<>();
        for (Stub m : log) {
            int expected = nextPerSource.getOrDefault(m.from, 0);
            assertEquals(expected, m.sequence, "order from station " + m.from);
            nextPerSource.put(m.from, expected + 1);
        }
        for (int s = 0; s < 4; s++) {
            assertTrue(net.collisions(s) >= 1, "station " + s + " collided");
        }
        assertTrue(net.collisionEvents() >= 1);
        assertEquals(4 * 9 + 20, net.framesSent());
        assertEquals(20, net.messagesArrived());
        // Each station's frames on the wire: 4032 B: 1220.8 + 1220.8 + 942.4; 100 B: 8 x (8 + 158) bits =
        // 132.8; 1460 B: 1220.8; 0 B: 57.6; 3000 B: 1220.8 + 1220.8 + 8 x (8 + 138) bits = 116.8; five
        // acknowledgements 5 x 57.6: 7641.6 us. Its first frame collided, which costs at least the 28.8 us
        // of window and jam on top.
        double wire = 7641.6 * US;
        for (int s = 0; s < 4; s++) {
            assertTrue(net.netTravelSeconds(s) >= wire + 28.8 * US - EPS, "station " + s + ": " + net.netTravelSeconds(s));
        }
        assertTrue(net.busySeconds() >= 4 * wire + 28.8 * US - EPS);
    }

    /**
     * Pairwise FIFO through the message layer: tasks on A (two of them), C and D send mixed sizes to one
     * task on B at once; A, C and D start together at 675 us, so they collide. Every message is received
     * once, in the order sent per source, and each arrives (is delivered) no earlier than its predecessor.
     */
    @Test
    void pairwiseFifoThroughTheVirtualMachine() {
        Simulation sim = new Simulation(5);
        EthernetNetwork net = EthernetNetwork.zabel("lan", 10e6);
        VirtualMachine vm = new VirtualMachine(sim, 0);
        for (String h : new String[] { "A", "B", "C", "D" }) {
            vm.addHost(new Host(sim, h, 1.0, 1, WeightPolicy.LINUX_2_0), net);
        }
        List<Message> got = new ArrayList<>();
        int total = 10;
        vm.start(ctx -> receiveN(ctx, total, got), "sink", "B");
        vm.start(ctx -> sendAll(ctx, 0, new long[] { 20000, 10, TOKEN }, 0), "a1", "A");
        vm.start(ctx -> sendAll(ctx, 0, new long[] { 3000, 0 }, 0), "a2", "A");
        vm.start(ctx -> sendAll(ctx, 0, new long[] { TOKEN, 1, 1460 }, 0), "c", "C");
        vm.start(ctx -> sendAll(ctx, 0, new long[] { 10000, 5 }, 0), "d", "D");
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        assertEquals(List.of(), vm.deadlock());
        assertEquals(total, got.size());
        Map<Integer, Message> last = new HashMap<>();
        for (Message m : got) {
            Message prev = last.put(m.source(), m);
            int expectedTag = prev == null ? 0 : prev.tag() + 1;
            assertEquals(expectedTag, m.tag(), "order from task " + m.source());
            if (prev != null) {
                assertTrue(m.deliveredTime() >= prev.deliveredTime());
            }
        }
        assertEquals(4, last.size());
        assertTrue(net.collisions(0) >= 1 && net.collisions(2) >= 1 && net.collisions(3) >= 1);
        assertEquals(total, net.messagesArrived());
    }

    /**
     * Zabel's ring (figure 2.9) for 100 rounds: one 4032-byte token, four tasks on four hosts, 400 messages.
     * Only one message is ever in flight, and the receiver's acknowledgement goes through the same TCP
     * server just before the token it forwards, so nothing collides. A hop costs the idle-medium time of
     * one message plus the acknowledgement's TCP and frame ahead of it: 4959.0 + 300 + 57.6 = 5316.6 us at
     * 10 Mb/s, 1913.4 + 300 + 5.76 = 2219.16 us at 100 Mb/s (the first hop has no acknowledgement ahead).
     * The medium carries 3441.6 us (344.16 us) per message, which is the network travel time: exactly a
     * tenth at 100 Mb/s.
     */
    @Test
    void tokenRingOfFigure29AtTenAndHundredMegabits() {
        Ring slow = ring(10e6, false, 1);
        Ring fast = ring(100e6, false, 1);
        assertEquals(400, slow.received.size());
        assertEquals(400, fast.received.size());
        assertEquals((4959.0 + 399 * 5316.6) * US, slow.lastReceive, 1e-9);
        assertEquals((1913.4 + 399 * 2219.16) * US, fast.lastReceive, 1e-9);
        assertEquals(0, slow.net.collisions());
        assertEquals(0, fast.net.collisions());
        assertEquals(400 * 3441.6 * US, slow.net.netTravelSeconds(), 1e-9);
        assertEquals(400 * 344.16 * US, fast.net.netTravelSeconds(), 1e-10);
        assertTrue(fast.net.netTravelSeconds() <= 0.1 * slow.net.netTravelSeconds() * (1 + 1e-12));
    }

    /**
     * The ring with a token per task (every task sends first, then receives and forwards, 100 rounds):
     * tokens meet at the medium. At 10 Mb/s frames are long next to the 300 us of TCP, so stations find
     * each other on the medium and collide; at 100 Mb/s they rarely do. Network travel time (deferral,
     * collisions, back-off, transmission) drops by more than the tenfold rate because collisions per
     * message drop, as in Zabel's section 6.3.
     */
    @Test
    void ringWithATokenPerTaskCollidesLessAtHundredMegabits() {
        Ring slow = ring(10e6, true, 1);
        Ring fast = ring(100e6, true, 1);
        assertEquals(400, slow.received.size());
        assertEquals(400, fast.received.size());
        double perMessageSlow = slow.net.collisions() / 400.0;
        double perMessageFast = fast.net.collisions() / 400.0;
        System.out.printf("token per task: 10 Mb/s travel %.6f s, %.3f collisions/message, end %.6f s; "
                + "100 Mb/s travel %.6f s, %.3f collisions/message, end %.6f s%n", slow.net.netTravelSeconds(),
                perMessageSlow, slow.lastReceive, fast.net.netTravelSeconds(), perMessageFast, fast.lastReceive);
        assertTrue(slow.net.collisions() > 0);
        assertTrue(perMessageFast < perMessageSlow, perMessageFast + " vs " + perMessageSlow);
        double drop = 1 - fast.net.netTravelSeconds() / slow.net.netTravelSeconds();
        assertTrue(drop >= 0.90, "travel time drop " + drop);
    }

    @Test
    void theSameSeedGivesTheSameRunAndOtherSeedsOtherBackOffs() {
        Ring first = ring(10e6, true, 11);
        Ring again = ring(10e6, true, 11);
        assertEquals(first.delivered, again.delivered);
        assertEquals(first.collisionsPerStation(), again.collisionsPerStation());
        assertEquals(first.lastReceive, again.lastReceive);
        int differ = 0;
        for (long seed = 12; seed <= 16; seed++) {
            Ring other = ring(10e6, true, seed);
            if (!other.delivered.equals(first.delivered)) {
                differ++;
            }
        }
        assertEquals(5, differ);
    }

    @Test
    void badParametersAreRejectedNamingNetworkAndParameter() {
        EthernetParameters z = EthernetParameters.zabel(10e6);
        rejects("bits per second", z.withBitsPerSecond(0));
        rejects("bits per second", z.withBitsPerSecond(-10e6));
        rejects("bits per second", z.withBitsPerSecond(Double.NaN));
        rejects("bits per second", z.withBitsPerSecond(Double.POSITIVE_INFINITY));
        rejects("first write seconds", z.withTcpCosts(-1e-6, 300e-6));
        rejects("TCP seconds per packet", z.withTcpCosts(375e-6, Double.NaN));
        rejects("send overhead seconds", z.withOverheads(-1, 0));
        rejects("receive overhead seconds", z.withOverheads(0, Double.POSITIVE_INFINITY));
        rejects("maximum attempts", z.withRetries(0, 10));
        rejects("back-off limit", z.withRetries(16, -1));
        rejects("back-off limit", z.withRetries(16, 31));
        rejects("collision window bits", z.withCollisionWindowBits(0));
        rejects("maximum segment bytes", new EthernetParameters(10e6, 0, 0, 0, 40, 18, 8, 96, 64, 512, 32, 256, 16, 10,
                true, 0, 0));
        rejects("slot bits", new EthernetParameters(10e6, 0, 0, 1460, 40, 18, 8, 96, 64, 0, 32, 256, 16, 10, true, 0, 0));
        rejects("inter-frame gap bits", new EthernetParameters(10e6, 0, 0, 1460, 40, 18, 8, -1, 64, 512, 32, 256, 16, 10,
                true, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new EthernetNetwork("", z));
        assertThrows(IllegalArgumentException.class, () -> new EthernetNetwork("x", null));

        EthernetNetwork net = new EthernetNetwork("lan", z);
        net.attach("A");
        net.attach("B");
        List<Stub> log = new ArrayList<>();
        Simulation sim = new Simulation(1);
        assertThrows(IllegalStateException.class, () -> net.transmit(new Stub(sim, 0, 1, 1, 0, log)));
        net.bind(sim);
        assertThrows(IllegalArgumentException.class, () -> net.attach("A"));
        assertThrows(IllegalArgumentException.class, () -> net.transmit(new Stub(sim, 0, 0, 1, 0, log)));
        assertThrows(IllegalArgumentException.class, () -> net.transmit(new Stub(sim, 0, 2, 1, 0, log)));
        assertThrows(IllegalArgumentException.class, () -> net.transmit(new Stub(sim, 0, 1, -1, 0, log)));
        assertThrows(IllegalStateException.class, () -> net.bind(new Simulation(1)));
        assertThrows(IllegalArgumentException.class, () -> net.collisions(5));
        assertEquals(0, net.messagesSent(0));
    }

    @Test
    void overheadsAreTheConfiguredHostCosts() {
        EthernetNetwork zabel = EthernetNetwork.zabel("lan", 100e6);
        assertEquals(0.0, zabel.sendOverheadSeconds(TOKEN, false));
        assertEquals(0.0, zabel.receiveOverheadSeconds(TOKEN, false));
        EthernetNetwork pvm = new EthernetNetwork("lan", EthernetParameters.zabel(10e6).withOverheads(182e-6, 278e-6));
        assertEquals(182e-6, pvm.sendOverheadSeconds(TOKEN, false));
        assertEquals(278e-6, pvm.receiveOverheadSeconds(TOKEN, true));
        assertEquals(100e6, zabel.parameters().bitsPerSecond());
        assertEquals(375e-6, zabel.parameters().firstWriteSeconds());
        assertEquals(300e-6, zabel.parameters().tcpPacketSeconds());
    }

    // ---------------------------------------------------------------------------------------------

    private static void rejects(String parameter, EthernetParameters p) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new EthernetNetwork("office", p));
        assertTrue(e.getMessage().startsWith("network 'office': " + parameter + " must be"), e.getMessage());
    }

    private static void receiveN(TaskContext ctx, int n, List<Message> got) {
        if (n > 0) {
            ctx.recv(TaskContext.ANY, TaskContext.ANY, m -> {
                got.add(m);
                receiveN(ctx, n - 1, got);
            });
        }
    }

    private static void sendAll(TaskContext ctx, int destination, long[] sizes, int k) {
        if (k < sizes.length) {
            ctx.send(destination, k, sizes[k], null, () -> sendAll(ctx, destination, sizes, k + 1));
        }
    }

    /** One ring run: the network, every received message and the time of the last receive. */
    private record Ring(EthernetNetwork net, List<Message> received, List<Double> delivered, double lastReceive) {
        List<Long> collisionsPerStation() {
            List<Long> out = new ArrayList<>();
            for (int s = 0; s < net.stations(); s++) {
                out.add(net.collisions(s));
            }
            return out;
        }
    }

    /**
     * Four tasks on hosts A-D pass a 4032-byte token right for 100 rounds. With {@code tokenPerTask} every
     * task sends first; otherwise only task 0 does (figure 2.9).
     */
    private static Ring ring(double bps, boolean tokenPerTask, long seed) {
        Simulation sim = new Simulation(seed);
        EthernetNetwork net = EthernetNetwork.zabel("lan", bps);
        VirtualMachine vm = new VirtualMachine(sim, 0);
        String[] hosts = { "A", "B", "C", "D" };
        for (String h : hosts) {
            vm.addHost(new Host(sim, h, 1.0, 1, WeightPolicy.LINUX_2_0), net);
        }
        List<Message> got = new ArrayList<>();
        double[] last = new double[1];
        Consumer<Message> record = m -> {
            got.add(m);
            last[0] = Math.max(last[0], m.receivedTime());
        };
        for (int i = 0; i < 4; i++) {
            int left = (i + 3) % 4;
            int right = (i + 1) % 4;
            boolean sendFirst = tokenPerTask || i == 0;
            vm.start(ctx -> pass(ctx, left, right, sendFirst, 100, 100, record), "ring" + i, hosts[i]);
        }
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        assertEquals(List.of(), vm.deadlock());
        List<Double> delivered = new ArrayList<>();
        for (Message m : got) {
            delivered.add(m.deliveredTime());
        }
        return new Ring(net, got, delivered, last[0]);
    }

    private static void pass(TaskContext ctx, int left, int right, boolean sendNext, int sends, int receives,
            Consumer<Message> record) {
        if (sendNext && sends > 0) {
            ctx.send(right, 1, TOKEN, null, () -> pass(ctx, left, right, false, sends - 1, receives, record));
        } else if (!sendNext && receives > 0) {
            ctx.recv(left, 1, m -> {
                record.accept(m);
                pass(ctx, left, right, true, sends, receives - 1, record);
            });
        }
    }
}
