package lbsim.core.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.msg.Message;
import lbsim.core.msg.TaskContext;
import lbsim.core.msg.VirtualMachine;

/**
 * Baer's formula evaluated by hand. Parameters: message setup 0.4 ms (Baer's TCP/IP MSGSETUP, Table 2),
 * blocks of 1000 bytes with 0.1 ms setup each, 2.5 * 10^6 bytes/s (Baer's TCP/IP bandwidth), so
 * time(b) = 0.4 ms + ceil(b / 1000) x 0.1 ms + b x 0.4 us.
 */
class AnalyticNetworkTest {

    private static final double EPS = 1e-15;
    private static final double T_EPS = 1e-12;

    private final Simulation sim = new Simulation(1);
    private final AnalyticNetwork baer = new AnalyticNetwork("baer", 0.0004, 1000, 0.0001, 2.5e6, 0.00005, 1e-8, 0.00007, 2e-8);
    private final List<RecordedTransfer> arrivals = new ArrayList<>();

    @Test
    void messageTimeIsSetupPlusBlocksTimesBlockSetupPlusSizeOverBandwidth() {
        // 0 B: no block: 0.4 ms
        assertEquals(0, baer.blocks(0));
        assertEquals(0.0004, baer.messageSeconds(0), EPS);
        // 1 B: one block: 0.4 + 0.1 + 0.0004 ms
        assertEquals(1, baer.blocks(1));
        assertEquals(0.0005004, baer.messageSeconds(1), EPS);
        // 999 B: one block: 0.4 + 0.1 + 0.3996 ms
        assertEquals(1, baer.blocks(999));
        assertEquals(0.0008996, baer.messageSeconds(999), EPS);
        // 1000 B, exactly one block: 0.4 + 0.1 + 0.4 ms
        assertEquals(1, baer.blocks(1000));
        assertEquals(0.0009, baer.messageSeconds(1000), EPS);
        // 1001 B: a full block and a residual of 1 byte: 0.4 + 0.2 + 0.4004 ms
        assertEquals(2, baer.blocks(1001));
        assertEquals(0.0010004, baer.messageSeconds(1001), EPS);
        // 2500 B: 2 full blocks and a residual: 0.4 + 0.3 + 1.0 ms
        assertEquals(3, baer.blocks(2500));
        assertEquals(0.0017, baer.messageSeconds(2500), EPS);
        // 3000 B, exactly three blocks: 0.4 + 0.3 + 1.2 ms
        assertEquals(3, baer.blocks(3000));
        assertEquals(0.0019, baer.messageSeconds(3000), EPS);
        // the largest length does not overflow the block count
        assertEquals(Long.MAX_VALUE / 1000 + 1, baer.blocks(Long.MAX_VALUE));
    }

    @Test
    void oneMessageOnAnIdleNetworkAndNoContentionBetweenMessages() {
        RecordedTransfer.attach(baer, sim, 3);
        RecordedTransfer alone = RecordedTransfer.request(sim, baer, 1.0, 0, 1, 2500, arrivals);
        // two messages at once on the same pair and a third elsewhere each take their own time
        RecordedTransfer a = RecordedTransfer.request(sim, baer, 2.0, 0, 1, 3000, arrivals);
        RecordedTransfer b = RecordedTransfer.request(sim, baer, 2.0, 0, 1, 1000, arrivals);
        RecordedTransfer c = RecordedTransfer.request(sim, baer, 2.0, 2, 1, 1001, arrivals);
        sim.run(RunLimits.NONE);
        assertEquals(1.0017, alone.arrivedAt(), T_EPS);
        assertEquals(2.0019, a.arrivedAt(), T_EPS);
        assertEquals(2.0009, b.arrivedAt(), T_EPS);
        assertEquals(2.0010004, c.arrivedAt(), T_EPS);
        assertEquals(List.of(alone, b, c, a), arrivals);
        assertEquals(0.0017 + 0.0019 + 0.0009 + 0.0010004, baer.busySeconds(), T_EPS);
    }

    @Test
    void overheadsAreFixedPlusPerByte() {
        assertEquals(0.00005 + 2000 * 1e-8, baer.sendOverheadSeconds(2000, false), EPS);
        assertEquals(0.00005 + 2000 * 1e-8, baer.sendOverheadSeconds(2000, true), EPS);
        assertEquals(0.00007 + 2000 * 2e-8, baer.receiveOverheadSeconds(2000, false), EPS);
        AnalyticNetwork fixed = new AnalyticNetwork("baer", 0.0004, 1000, 0.0001, 2.5e6, 0.00005, 0.00007);
        assertEquals(0.00005, fixed.sendOverheadSeconds(2000, false), EPS);
        assertEquals(0.00007, fixed.receiveOverheadSeconds(2000, false), EPS);
    }

    @Test
    void pairwiseFifoHoldsWhenALaterSmallMessageWouldBeFaster() {
        AnalyticNetwork net = new AnalyticNetwork("baer", 0.0004, 1000, 0.0001, 2.5e6, 0.00005, 0);
        VirtualMachine vm = new VirtualMachine(sim, 0);
        vm.addHost(new Host(sim, "A", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        vm.addHost(new Host(sim, "B", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        List<Message> got = new ArrayList<>();
        vm.start(ctx -> ctx.send(1, 1, 100_000, null, () -> ctx.send(1, 2, 10, null, () -> {
        })), "sender", "A");
        vm.start(ctx -> ctx.recv(TaskContext.ANY, TaskContext.ANY, m1 -> {
            got.add(m1);
            ctx.recv(TaskContext.ANY, TaskContext.ANY, got::add);
        }), "receiver", "B");
        sim.run(RunLimits.NONE);
        // big: injected at 0.05 ms, 0.4 + 100 x 0.1 + 40 ms = 50.4 ms -> 50.45 ms;
        // small: injected at 0.1 ms, 0.4 + 0.1 + 0.004 ms -> would arrive at 0.604 ms, held until 50.45
        assertEquals(List.of(1, 2), got.stream().map(Message::tag).toList());
        assertEquals(0.0001, got.get(1).injectedTime(), T_EPS);
        assertEquals(0.05045, got.get(0).deliveredTime(), T_EPS);
        assertEquals(0.05045, got.get(1).deliveredTime(), T_EPS);
    }

    @Test
    void badParametersAreRejectedNamingTheNetworkAndParameter() {
        assertEquals("network 'baer': block size must be >= 1 byte, got 0", assertThrows(IllegalArgumentException.class,
                () -> new AnalyticNetwork("baer", 0.0004, 0, 0.0001, 2.5e6, 0, 0)).getMessage());
        assertEquals("network 'baer': message setup time must be >= 0 and finite, got NaN", assertThrows(
                IllegalArgumentException.class, () -> new AnalyticNetwork("baer", Double.NaN, 1000, 0.0001, 2.5e6, 0, 0)).getMessage());
        assertEquals("network 'baer': block setup time must be >= 0 and finite, got -1.0E-4", assertThrows(
                IllegalArgumentException.class, () -> new AnalyticNetwork("baer", 0.0004, 1000, -0.0001, 2.5e6, 0, 0)).getMessage());
        assertEquals("network 'baer': bandwidth must be > 0 and finite, got -2500000.0", assertThrows(IllegalArgumentException.class,
                () -> new AnalyticNetwork("baer", 0.0004, 1000, 0.0001, -2.5e6, 0, 0)).getMessage());
        assertEquals("network 'baer': bandwidth must be > 0 and finite, got NaN", assertThrows(IllegalArgumentException.class,
                () -> new AnalyticNetwork("baer", 0.0004, 1000, 0.0001, Double.NaN, 0, 0)).getMessage());
        assertEquals("network 'baer': send overhead per byte must be >= 0 and finite, got NaN",
                assertThrows(IllegalArgumentException.class,
                        () -> new AnalyticNetwork("baer", 0.0004, 1000, 0.0001, 2.5e6, 0, Double.NaN, 0, 0)).getMessage());
        assertEquals("network 'baer': receive overhead must be >= 0 and finite, got -1.0", assertThrows(IllegalArgumentException.class,
                () -> new AnalyticNetwork("baer", 0.0004, 1000, 0.0001, 2.5e6, 0, -1)).getMessage());
        assertEquals("network 'baer' is not bound to a simulation",
                assertThrows(IllegalStateException.class, () -> baer.transmit(null)).getMessage());
    }
}
