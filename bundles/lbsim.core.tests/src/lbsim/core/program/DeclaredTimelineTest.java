package lbsim.core.program;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import lbsim.api.Message;
import lbsim.api.Pvm;
import lbsim.api.Task;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.stats.TaskActivity;
import lbsim.core.trace.MessageLog;
import lbsim.core.trace.StateLog;

/**
 * Real Task classes in declared mode on the delay network of {@link TestPlatform} (send 1 ms, receive 2 ms,
 * transmission 5 ms + 10 ms per KB, spawn 0.125 s), against timelines computed by hand; the token ring's
 * answer against the sequential computation; and 20 repetitions that must give the same logs bit for bit.
 */
class DeclaredTimelineTest {

    static final List<Double> TIMES = Collections.synchronizedList(new ArrayList<>());

    /** Spawns a Pong on h1, bounces 1 KB five times, then tells it to stop. */
    public static final class Ping implements Task {
        @Override
        public void run(Pvm pvm) {
            int pong = pvm.spawn(Pong.class, 1, "h1")[0];
            byte[] data = new byte[1024];
            for (int i = 0; i < 5; i++) {
                data[i] = (byte) (i + 1);
                pvm.send(pong, 1, data);
                Message m = pvm.recv(pong, 2);
                TIMES.add(pvm.now());
                if (m.length() != 1024 || m.payload(byte[].class)[i] != i + 1) {
                    throw new IllegalStateException("wrong echo " + m);
                }
            }
            pvm.send(pong, 3, null);
        }
    }

    /** Echoes every message back with tag 2 until tag 3 comes. */
    public static final class Pong implements Task {
        @Override
        public void run(Pvm pvm) {
            while (true) {
                Message m = pvm.recv(pvm.parent(), Pvm.ANY);
                if (m.tag() == 3) {
                    return;
                }
                pvm.send(m.source(), 2, m.payload());
            }
        }
    }

    static long step(long value, int tid) {
        return value * 3 + tid;
    }

    /**
     * The ring's first task: spawns nodes 1..n-1 on h1..h(n-1) one at a time, then sends a token round the
     * ring {@code rounds} times (virtual length 4032 bytes); every task applies {@link #step} to it.
     */
    public static final class RingMain implements Task {
        static volatile long result;

        @Override
        public void run(Pvm pvm) {
            int n = Integer.parseInt(pvm.args().get(0));
            int rounds = Integer.parseInt(pvm.args().get(1));
            for (int i = 1; i < n; i++) {
                pvm.spawn(RingNode.class, 1, pvm.hosts().get(i), pvm.args().toArray(String[]::new));
            }
            long v = 1;
            for (int r = 0; r < rounds; r++) {
                pvm.send(1, 5, v, 4032);
                v = step(pvm.recv(n - 1, 5).payload(Long.class), 0);
            }
            result = v;
            TIMES.add(pvm.now());
        }
    }

    /** A ring node: receives the token from its predecessor, changes it, passes it on. */
    public static final class RingNode implements Task {
        @Override
        public void run(Pvm pvm) {
            int n = Integer.parseInt(pvm.args().get(0));
            int rounds = Integer.parseInt(pvm.args().get(1));
            int me = pvm.myTid();
            for (int r = 0; r < rounds; r++) {
                long v = pvm.recv(me - 1, 5).payload(Long.class);
                pvm.send((me + 1) % n, 5, step(v, me), 4032);
            }
        }
    }

    @BeforeEach
    void clear() {
        TIMES.clear();
    }

    @Test
    void pingPongFollowsTheHandTimeline() throws Exception {
        try (TestPlatform p = new TestPlatform(1, 1)) {
            p.start(Ping.class);
            p.runToEnd();
            // spawn: 0.125 s of CPU on h0 (speed 1), the Pong starts at 0.125 and waits in recv.
            // a round trip of 1024 bytes: 2 x (1 ms send + 5 ms + 1 KB x 10 ms + 2 ms receive) = 36 ms
            double[] expected = new double[5];
            for (int k = 1; k <= 5; k++) {
                expected[k - 1] = 0.125 + k * 0.036;
            }
            assertArrayEquals(expected, TIMES.stream().mapToDouble(Double::doubleValue).toArray(), 1e-12);
            List<TaskActivity> a = p.vm.activity();
            // Ping's last send (null payload: 0 bytes) costs 1 ms, then it ends: 0.125 + 5 x 0.036 + 0.001 = 0.306
            assertEquals(0.306, a.get(0).endSeconds(), 1e-12);
            // Pong gets it after 5 ms on the wire and 2 ms receive overhead: 0.313
            assertEquals(0.313, a.get(1).endSeconds(), 1e-12);
            assertEquals("Pong-1", a.get(1).task());
            assertEquals(11, p.vm.messages().size());
            assertEquals(0, p.vm.messages().bytes(10));
            assertEquals(1024, p.vm.messages().bytes(0));
            // Ping: spawn, 5 x (send, recv, now), send = 17 calls; Pong: 5 x (parent, recv, send) + parent, recv = 17
            assertEquals(34, p.runtime.apiCalls());
        }
    }

    @Test
    void tokenRingFollowsTheHandTimelineAndComputesTheSequentialAnswer() throws Exception {
        int n = 4;
        int rounds = 3;
        try (TestPlatform p = new TestPlatform(1, 1, 1, 1)) {
            p.start(RingMain.class, Integer.toString(n), Integer.toString(rounds));
            p.runToEnd();
            // three spawns of 0.125 s each on h0, then 12 hops of 1 ms + (5 + 4032/1024 x 10 = 44.375 ms) + 2 ms
            double hop = 0.001 + 0.044375 + 0.002;
            assertEquals(0.375 + rounds * n * hop, TIMES.get(0), 1e-12);
            long v = 1;
            for (int r = 0; r < rounds; r++) {
                for (int tid : new int[] { 1, 2, 3, 0 }) {
                    v = step(v, tid);
                }
            }
            assertEquals(v, RingMain.result);
            assertEquals(rounds * n, p.vm.messages().size());
            for (int m = 0; m < p.vm.messages().size(); m++) {
                assertEquals(4032, p.vm.messages().bytes(m));
            }
        }
    }

    @Test
    void twentyRunsGiveIdenticalStateAndMessageLogs() throws Exception {
        String first = null;
        for (int run = 0; run < 20; run++) {
            StringBuilder logs = new StringBuilder();
            try (TestPlatform p = new TestPlatform(1, 1, 1, 1)) {
                p.start(Ping.class);
                p.runToEnd();
                dump(p.vm, logs);
            }
            try (TestPlatform p = new TestPlatform(1, 1, 1, 1)) {
                p.start(RingMain.class, "4", "5");
                p.runToEnd();
                dump(p.vm, logs);
            }
            if (first == null) {
                first = logs.toString();
                assertEquals(true, first.length() > 1000);
            } else {
                assertEquals(first, logs.toString(), "run " + run);
            }
        }
    }

    private static void dump(VirtualMachine vm, StringBuilder out) {
        StateLog s = vm.states();
        for (int i = 0; i < s.size(); i++) {
            out.append(s.task(i)).append(' ').append(s.state(i)).append(' ').append(Double.doubleToRawLongBits(s.start(i)))
                    .append(' ').append(Double.doubleToRawLongBits(s.end(i))).append('\n');
        }
        MessageLog m = vm.messages();
        for (int i = 0; i < m.size(); i++) {
            out.append(m.source(i)).append(' ').append(m.destination(i)).append(' ').append(m.tag(i)).append(' ')
                    .append(m.bytes(i)).append(' ').append(Double.doubleToRawLongBits(m.sendStart(i))).append(' ')
                    .append(Double.doubleToRawLongBits(m.injected(i))).append(' ')
                    .append(Double.doubleToRawLongBits(m.delivered(i))).append(' ')
                    .append(Double.doubleToRawLongBits(m.received(i))).append('\n');
        }
    }
}
