package lbsim.core.analytic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import lbsim.core.net.AnalyticNetwork;

/**
 * Eq. 11 to 19 of seeds/002 (section 3). Hand network: setup 1 ms, blocks of 1000 bytes with 0.1 ms
 * setup, 10^6 bytes/s, bus 4 * 10^6 bytes/s, so t(m) = 1 ms + ceil(m / 1000) 0.1 ms + m us and
 * each side's CPU busy for ALCBW / IOBBW = (1 / 1.1 us/B) / (4 B/us) = 0.25 / 1.1 of it (eq. 14 and 19).
 */
class NetworkTest {

    private static final double EPS = 1e-15;

    private final Network net = new Network(0.001, 1000, 0.0001, 1e6, 4e6);

    @Test
    void messageTimeAtAndBetweenBlockMultiples() {
        // 0 B: no block: 1 ms
        assertEquals(0, net.blocks(0));
        assertEquals(0.001, net.messageSeconds(0), EPS);
        // 1 B: 1 + 0.1 + 0.001 ms
        assertEquals(1, net.blocks(1));
        assertEquals(0.001101, net.messageSeconds(1), EPS);
        // 1000 B, one full block: 1 + 0.1 + 1 ms
        assertEquals(1, net.blocks(1000));
        assertEquals(0.0021, net.messageSeconds(1000), EPS);
        // 2000 B, two full blocks: 1 + 0.2 + 2 ms
        assertEquals(2, net.blocks(2000));
        assertEquals(0.0032, net.messageSeconds(2000), EPS);
        // 2001 B: two blocks and a residual of one byte: 1 + 0.3 + 2.001 ms
        assertEquals(3, net.blocks(2001));
        assertEquals(0.003301, net.messageSeconds(2001), EPS);
    }

    @Test
    void usesTheSameArithmeticAsTheSimulatorsAnalyticNetwork() {
        AnalyticNetwork sim = new AnalyticNetwork("baer", 0.001, 1000, 0.0001, 1e6, 0, 0);
        for (long m : new long[] {0, 1, 999, 1000, 1001, 2500, 3000, 1_000_000, 1_000_001}) {
            assertEquals(sim.messageSeconds(m), net.messageSeconds(m), 0, "message of " + m + " bytes");
        }
    }

    @Test
    void volumeIsFullMessagesPlusTheRest() {
        // 6000 B in messages of 2000: 3 x 3.2 ms = 9.6 ms
        assertEquals(0.0096, net.volumeSeconds(6000, 2000), 1e-15);
        // 5000 B in messages of 2000: 2 x 3.2 ms + one of 1000 B (2.1 ms) = 8.5 ms
        assertEquals(0.0085, net.volumeSeconds(5000, 2000), 1e-15);
        assertEquals(0, net.volumeSeconds(0, 2000), 0);
        // CPU per side: 0.25 / 1.1 of 3.2 ms and of 8.5 ms, whatever the message size
        assertEquals(0.25 / 1.1, net.cpuFraction(), EPS);
        assertEquals(0.0032 * 0.25 / 1.1, net.messageCpuSeconds(2000), EPS);
        assertEquals(0.0085 * 0.25 / 1.1, net.volumeCpuSeconds(5000, 2000), EPS);
        assertEquals(0.25 / 1.1, net.messageCpuFraction(2000), EPS);
        assertEquals(0.25 / 1.1, net.messageCpuFraction(1), EPS);
        assertThrows(IllegalArgumentException.class, () -> net.volumeSeconds(10, 0));
    }

    @Test
    void applicationBandwidths() {
        // eq. 13: A2ABW(2000) = 2000 B / 3.2 ms = 625,000 B/s; A2ABW(2001) = 2001 / 3.301 ms
        assertEquals(625_000, net.applicationBandwidth(2000), 1e-9);
        assertEquals(2001 / 0.003301, net.applicationBandwidth(2001), 1e-9);
        // eq. 14: ALCBW = 1 / (0.1 ms / 1000 B + 1 us/B) = 1 / 1.1 us/B = 909,090.9 B/s
        assertEquals(1 / 1.1e-6, net.applicationLevelBandwidth(), 1e-6);
        // and A2ABW approaches it for large messages: 10^9 B: 1 ms + 10^6 x 0.1 ms + 1000 s = 1100.001 s
        assertEquals(1e9 / 1100.001, net.applicationBandwidth(1_000_000_000), 1e-6);
    }

    @Test
    void withoutBusBandwidthTheCpuIsBusyThroughout() {
        Network unknown = new Network(0.001, 1000, 0.0001, 1e6, 0);
        assertEquals(unknown.messageSeconds(2000), unknown.messageCpuSeconds(2000), 0);
        assertEquals(1, unknown.messageCpuFraction(2000), 0);
        // a bus slower than the link cannot make the CPU busier than the message takes
        Network slowBus = new Network(0.001, 1000, 0.0001, 1e6, 1e5);
        assertEquals(slowBus.messageSeconds(2000), slowBus.messageCpuSeconds(2000), 0);
        assertEquals(1, slowBus.cpuFraction(), 0);
    }

    /**
     * Table 2: CPU% for messages above 100 bytes is ALCBW / APBBW, "independent of message size": LAM/MPI
     * 2.1 / 5.3 = 0.396 ("39%"), TCP/IP 2.5 / 11 = 0.227 ("23%"). Table 1 measured LAM/MPI at 43, 39, 42,
     * 42, 36, 36, 36 and 39 % for 200 to 20,000 bytes and TCP/IP at 23 % from 200 to 1,400 bytes. Before
     * the fix the setup time counted as CPU time: 256-byte LAM/MPI messages showed (0.47 ms + 256 / 5.3e6)
     * / (0.47 ms + 256 / 2.1e6) = 87.6 %.
     */
    @Test
    void table2CpuPercentIsAlcbwOverApbbwAtEveryMessageSize() {
        for (long m : new long[] { 200, 256, 600, 1000, 1400, 2000, 6000, 10_000, 20_000, 1_000_000 }) {
            double lam = Network.LAM_MPI.messageCpuFraction(m);
            assertEquals(2.1 / 5.3, lam, 1e-12, m + " B");
            assertEquals(0.39, lam, 0.01, m + " B");
            assertTrue(lam >= 0.36 && lam <= 0.43, m + " B: Table 1 measured 36-43 %");
            assertEquals(2.5 / 11, Network.TCP_IP.messageCpuFraction(m), 1e-12, m + " B");
            assertEquals(0.23, Network.TCP_IP.messageCpuFraction(m), 0.005, m + " B");
        }
    }

    @Test
    void table1TheoreticalLamMpiBandwidthForLargeMessages() {
        // eq. 16 with Table 2's LAM/MPI parameters: 10,000 B: 10^4 / (0.47 ms + 4.7619 ms) = 1.9113 MB/s
        // (Table 1: 1.91); 640,000 B: 6.4e5 / (0.47 ms + 304.762 ms) = 2.0968 MB/s (Table 1: 2.1)
        assertEquals(1e4 / (0.00047 + 1e4 / 2.1e6), Network.LAM_MPI.applicationBandwidth(10_000), 1e-6);
        assertEquals(1.91, Math.round(Network.LAM_MPI.applicationBandwidth(10_000) / 1e4) / 100.0, 1e-12);
        assertEquals(2.10, Math.round(Network.LAM_MPI.applicationBandwidth(640_000) / 1e4) / 100.0, 1e-12);
        assertEquals(2.1e6, Network.LAM_MPI.applicationLevelBandwidth(), 1e-6);
    }

    @Test
    void eq17RecoversTheSetupTime() {
        // A2ABW@100 of the LAM/MPI preset gives back MSGSETUP = 0.47 ms
        double at100 = Network.LAM_MPI.applicationBandwidth(100);
        assertEquals(0.00047, Network.setupSecondsFromMeasurement(100, at100, 2.1e6), 1e-15);
        // from Table 1's measured LAM/MPI 0.31 MB/s at 200 B: 200 / 0.31e6 - 200 / 2.1e6 = 549.9 us
        // (not Table 2's 0.47 ms: the report does not say which measurement it used)
        assertEquals(200 / 0.31e6 - 200 / 2.1e6, Network.setupSecondsFromMeasurement(200, 0.31e6, 2.1e6), 1e-15);
        assertEquals(549.9e-6, Network.setupSecondsFromMeasurement(200, 0.31e6, 2.1e6), 0.1e-6);
    }

    @Test
    void badParametersAreRejected() {
        assertEquals("network: block size must be >= 1 byte, got 0",
                assertThrows(IllegalArgumentException.class, () -> new Network(0, 0, 0, 1, 0)).getMessage());
        assertEquals("network: bandwidth must be > 0 and finite, got 0.0",
                assertThrows(IllegalArgumentException.class, () -> new Network(0, 1, 0, 0, 0)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Network(-1, 1, 0, 1, 0));
        assertThrows(IllegalArgumentException.class, () -> new Network(0, 1, 0, 1, -1));
    }
}
