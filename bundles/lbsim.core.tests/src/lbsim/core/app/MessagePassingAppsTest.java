package lbsim.core.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.DelayNetwork;

/**
 * Ping-pong and token ring over the delay network (send 1 ms, receive 2 ms, transmission 5 ms,
 * 10 ms per KB), against hand-computed timelines.
 */
class MessagePassingAppsTest {

    private static VirtualMachine platform(Simulation sim, int hosts) {
        DelayNetwork net = new DelayNetwork("lan", 0.001, 0.002, 0.005, 0.010);
        VirtualMachine vm = new VirtualMachine(sim, 0);
        for (int i = 0; i < hosts; i++) {
            vm.addHost(new Host(sim, "h" + i, 1.0, 1, WeightPolicy.LINUX_2_0), net);
        }
        return vm;
    }

    @Test
    void pingPongRoundTripIsTwiceSendTransferAndReceive() {
        Simulation sim = new Simulation(1);
        VirtualMachine vm = platform(sim, 2);
        PingPong pp = new PingPong(new long[] { 0, 1024, 10240 }, 5);
        pp.start(vm, "h0", "h1");
        sim.run(RunLimits.NONE);
        List<PingPong.Point> points = pp.points();
        assertEquals(3, points.size());
        for (PingPong.Point p : points) {
            // one way: 1 ms send + (5 ms + bytes/1024 x 10 ms) + 2 ms receive
            double oneWay = 0.001 + 0.005 + p.bytes() / 1024.0 * 0.010 + 0.002;
            assertEquals(2 * oneWay, p.roundTripSeconds(), 1e-12, "size " + p.bytes());
            assertEquals(p.bytes() / oneWay, p.bandwidthBytesPerSecond(), 1e-6, "size " + p.bytes());
        }
        assertEquals(List.of(), vm.deadlock());
        assertEquals(true, vm.hasEnded(0) && vm.hasEnded(1));
    }

    @Test
    void tokenRingOfFourPassesEveryHopOnce() {
        Simulation sim = new Simulation(1);
        VirtualMachine vm = platform(sim, 4);
        TokenRing ring = new TokenRing(4032, 10);
        ring.start(vm, List.of("h0", "h1", "h2", "h3"));
        sim.run(RunLimits.NONE);
        assertEquals(40, ring.hops());
        // a hop: 1 ms send + (5 + 4032/1024 x 10 = 44.375 ms) + 2 ms receive = 47.375 ms; 40 hops
        assertEquals(40 * 0.047375, ring.finishedSeconds(), 1e-12);
        assertEquals(List.of(), vm.deadlock());
        assertEquals(40, vm.messages().size());
    }
}
