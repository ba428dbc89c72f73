package lbsim.core.analytic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.io.InputFileException;

/** The estimate file format: a full file, the shipped example, and every kind of error with its line. */
class EstimateFileTest {

    private static final double EPS = 1e-12;

    @TempDir
    Path dir;

    private Path write(String text) throws Exception {
        Path file = dir.resolve("m.est");
        Files.writeString(file, text);
        return file;
    }

    private static final String GOOD = """
            # a comment before the header
            lbsim-estimate 1

            machine ref 1 1     # trailing comment
            machine fast 2 1
            reference ref
            target fast
            network 0.001 1000 0.0001 1e6 4e6
            step first
            calc a 1 0.5
            transfer a b 5000 2000
            step
            calc b 0.4 1
            """;

    @Test
    void readsTheHandComputedModel() throws Exception {
        ResourceModel m = EstimateFile.read(write(GOOD));
        assertEquals("ref", m.reference().name());
        assertEquals("fast", m.target().name());
        assertEquals(2, m.machines().size());
        assertEquals(2, m.schedule().steps().size());
        assertEquals("first", m.schedule().steps().get(0).name());
        assertEquals("", m.schedule().steps().get(1).name());
        assertEquals(new Transfer("a", "b", 5000, 2000), m.schedule().steps().get(0).transfers().get(0));
        Network n = m.network().orElseThrow();
        assertEquals(1000, n.blockSizeBytes());
        assertEquals(4e6, n.busBandwidthBytesPerSecond(), 0);
        // the same numbers as EstimateTest.twoCalculationsAndOneTransferByHand
        Estimate e = m.estimate();
        assertEquals(0.9585, e.runSeconds(), EPS);
        assertEquals(0.45 + 2 * 0.0085 * 0.25 / 1.1, e.cpuSeconds(), EPS);
    }

    @Test
    void presetsMeasuredBandwidthAndBackground() throws Exception {
        ResourceModel m = EstimateFile.read(write("""
                lbsim-estimate 1
                machine p 1 1
                reference p
                target p
                network tcp-ip
                background 0.25
                step
                calc a 0.1 1
                calc b 0.2 1
                transfer a b 1000 100 1e4
                """));
        assertEquals(Network.TCP_IP, m.network().orElseThrow());
        assertEquals(0.25, m.backgroundSecondsPerSecond(), 0);
        // max(0.1, 0.2) + 1000 B / 10^4 B/s = 0.3 s; 0.75 / 0.3 = 2.5 per second
        assertEquals(0.3, m.estimate().runSeconds(), EPS);
        assertEquals(2.5, m.estimate().runsPerSecond(), EPS);
    }

    @Test
    void shippedBattlefieldExample() throws Exception {
        Path example = Path.of(System.getProperty("lbsim.examples", "../../examples"), "estimate", "battlefield.est");
        ResourceModel m = EstimateFile.read(example);
        assertEquals(Network.LAM_MPI, m.network().orElseThrow());
        // 4 ray tracers of 0.15 s in parallel: 0.15 s; 4 x 16384 B in 256-B messages over LAM/MPI:
        // 256 x (0.47 ms + 256 / 2.1e6 s) = 256 x 0.591905 ms = 0.151528 s; display 0.04 s: 0.341528 s
        double message = 0.00047 + 256 / 2.1e6;
        Estimate e = m.estimate();
        assertEquals(0.15 + 256 * message + 0.04, e.runSeconds(), EPS);
        // eq. 20 with the 0.25 s of terrain data: 0.75 / 0.341528 = 2.196 frames per second
        assertEquals(0.75 / (0.19 + 256 * message), e.runsPerSecond(), EPS);
        // CPU: 0.6 + 0.04 + both sides of 256 messages, busy 2.1 / 5.3 = 39.6 % of each message's time
        // (section 4: "The CPU utilization for the SND and RCV functions are all identical at 39%")
        assertEquals(0.64 + 2 * 256 * message * 2.1 / 5.3, e.cpuSeconds(), EPS);
        for (Estimate.Row r : e.rows()) {
            if (r.kind() == Estimate.Kind.TRANSFER) {
                assertEquals(2.1 / 5.3, r.cpuFraction(), 1e-12, r.name());
                assertEquals(0.39, r.cpuFraction(), 0.01, r.name()); // was 87.6 %
                assertEquals(2 * 64 * message * 2.1 / 5.3, r.cpuSeconds(), EPS, r.name());
            }
        }
        // on Pentium Pro 200 nodes only the calculations speed up, by 8.2 / 3.33
        Estimate ppro = m.withTarget("PPro200").estimate();
        assertEquals(0.19 * 3.33 / 8.2 + 256 * message, ppro.runSeconds(), EPS);
    }

    private void assertError(String expected, String text) throws Exception {
        Path file = write(text);
        InputFileException x = assertThrows(InputFileException.class, () -> EstimateFile.read(file));
        assertEquals(expected, x.getMessage());
    }

    private static final String HEAD = """
            lbsim-estimate 1
            machine ref 1 1
            reference ref
            target ref
            """;

    @Test
    void headerErrors() throws Exception {
        assertError("m.est:2: the first line must be 'lbsim-estimate 1', got 'machine ref 1 1'", "# no header\nmachine ref 1 1\n");
        assertError("m.est:1: the first line must be 'lbsim-estimate 1', got 'lbsim-estimate 2'", "lbsim-estimate 2\n");
        assertError("m.est: no header line 'lbsim-estimate 1'", "# only a comment\n\n");
    }

    @Test
    void declarationErrorsNameTheirLine() throws Exception {
        assertError("m.est:5: unknown declaration 'calculation'; expected machine, reference, target, network, background, step, calc or transfer",
                HEAD + "calculation a 1 1\n");
        assertError("m.est:5: expected 'machine NAME CPU_SPEED PERIPHERAL_SPEED', got 2 fields after 'machine'", HEAD + "machine x 1\n");
        assertError("m.est:5: CPU speed must be a number, got 'fast'", HEAD + "machine x fast 1\n");
        assertError("m.est:5: machine 'x': CPU speed must be > 0 and finite, got 0.0", HEAD + "machine x 0 1\n");
        assertError("m.est:5: machine 'ref' is declared twice", HEAD + "machine ref 2 2\n");
        assertError("m.est:5: a second 'target' line (the first is line 4)", HEAD + "target ref\n");
        assertError("m.est:5: 'calc' before any 'step' line", HEAD + "calc a 1 1\n");
        assertError("m.est:6: RTEX must be a number, got '1s'", HEAD + "step\ncalc a 1s 1\n");
        assertError("m.est:6: calculation 'a': CPU fraction must be between 0 and 1, got 1.5", HEAD + "step\ncalc a 1 1.5\n");
        assertError("m.est:7: calculation 'a' is already declared at line 6", HEAD + "step\ncalc a 1 1\ncalc a 2 1\n");
        assertError("m.est:5: unknown network preset 'myrinet'; expected tcp-ip or lam-mpi", HEAD + "network myrinet\n");
        assertError("m.est:5: expected 'network SETUP_SECONDS BLOCK_BYTES BLOCK_SETUP_SECONDS BANDWIDTH [BUS_BANDWIDTH], "
                + "or network tcp-ip|lam-mpi', got 3 fields after 'network'", HEAD + "network 0.001 1000 0\n");
        assertError("m.est:5: block size must be a whole number of bytes, got '1.5'", HEAD + "network 0.001 1.5 0 1e6\n");
        assertError("m.est:5: network: bandwidth must be > 0 and finite, got 0.0", HEAD + "network 0.001 1000 0 0\n");
        assertError("m.est:5: background must be >= 0 and < 1 second per second, got 1", HEAD + "background 1\n");
        assertError("m.est:8: DVOL must be a whole number of bytes, got '2.5e5'",
                HEAD + "network lam-mpi\nstep\ncalc a 1 1\ntransfer a a 2.5e5 1024\n");
        assertError("m.est:8: transfer a -> a: message size must be >= 1 byte, got 0",
                HEAD + "network lam-mpi\nstep\ncalc a 1 1\ntransfer a a 1000 0\n");
        assertError("m.est:8: measured bandwidth must be > 0 bytes per second, got 0",
                HEAD + "network lam-mpi\nstep\ncalc a 1 1\ntransfer a a 1000 10 0\n");
    }

    @Test
    void crossReferenceErrorsNameTheLineThatRefers() throws Exception {
        // the transfer at line 8 names a calculation declared nowhere
        assertError("m.est:8: transfer a -> b: no calculation 'b'", HEAD + "network lam-mpi\nstep\ncalc a 1 1\ntransfer a b 1000 100\n");
        // a later calculation may be named (the report lets non-critical transfers move)
        ResourceModel later = EstimateFile.read(write(HEAD + "network lam-mpi\nstep\ncalc a 1 1\ntransfer a b 1000 100\nstep\ncalc b 1 1\n"));
        assertEquals(List.of("a", "b"), later.schedule().steps().stream().map(s -> s.calculations().get(0).name()).toList());
        // no network and no measured bandwidth
        assertError("m.est:7: transfer a -> a needs a 'network' line or a measured bandwidth (6th field)",
                HEAD + "step\ncalc a 1 1\ntransfer a a 1000 100\n");
        // target naming an undeclared machine: at the target line
        assertError("m.est:3: target: no machine 'big'", "lbsim-estimate 1\nmachine ref 1 1\ntarget big\nreference ref\nstep\ncalc a 1 1\n");
        // an empty step: at its line
        assertError("m.est:5: step 'idle' has no calc or transfer lines", HEAD + "step idle\nstep\ncalc a 1 1\n");
    }

    @Test
    void missingDeclarationsAreReportedAtTheLastLine() throws Exception {
        assertError("m.est:5: no 'target NAME' line (end of file)", "lbsim-estimate 1\nmachine ref 1 1\nreference ref\nstep\ncalc a 1 1\n");
        assertError("m.est:4: no 'reference NAME' line (end of file)", "lbsim-estimate 1\nmachine ref 1 1\nstep\ncalc a 1 1\n");
        assertError("m.est:4: no 'step' line (end of file)", HEAD);
    }

    @Test
    void missingFile() {
        InputFileException x = assertThrows(InputFileException.class, () -> EstimateFile.read(dir.resolve("absent.est")));
        assertEquals("absent.est: no such file", x.getMessage());
        assertEquals(0, x.line());
    }

    @Test
    void problemAndLineAreAvailableSeparately() throws Exception {
        Path file = write(HEAD + "step\ncalc a one 1\n");
        InputFileException x = assertThrows(InputFileException.class, () -> EstimateFile.read(file));
        assertEquals(6, x.line());
        assertEquals("RTEX must be a number, got 'one'", x.problem());
        assertTrue(x.getMessage().startsWith("m.est:6: "));
    }
}
