package lbsim.trace.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.store.Summary;
import lbsim.trace.store.TraceStore;

/**
 * A trace written by the product before issue 32 (format version 2: the summary level with all bins of every task)
 * still opens, and gives, from its level, the same summaries bit for bit as the same run's trace in format 3
 * (data/README.md: examples/pingpong-delay.lbsim run by the products of 44fc721 and of format 3). The same check
 * passed on all 21 shipped examples' traces (bench/README.md, issue 32 item 2).
 */
class OldTraceTest {

    @TempDir
    Path dir;

    private Path unzip(String name) throws IOException {
        Path f = dir.resolve(name.replace(".gz", ""));
        try (InputStream in = new GZIPInputStream(Files.newInputStream(Path.of("data", name)))) {
            Files.copy(in, f);
        }
        return f;
    }

    @Test
    void aVersion2TraceOpensAndSummarisesAsItsVersion3Twin() throws IOException {
        Path v2 = unzip("pingpong-delay-v2.lbt.gz");
        Path v3 = unzip("pingpong-delay-v3.lbt.gz");
        assertTrue(Files.size(v3) * 5 < Files.size(v2), Files.size(v3) + " bytes against " + Files.size(v2));
        try (TraceFileStore a = TraceFileStore.open(v2); TraceFileStore b = TraceFileStore.open(v3)) {
            assertEquals(2, a.version());
            assertEquals(3, b.version());
            a.validate();
            b.validate();
            assertEquals(a.intervalCount(), b.intervalCount());
            assertTrue(a.intervalCount() > 0);
            assertEquals(a.messageCount(), b.messageCount());
            double end = a.endSeconds();
            int compared = 0;
            for (double[] w : new double[][] { { 0, end }, { 0, end / 3 }, { end / 7, end / 2 }, { end * 0.99, end } }) {
                for (int width : new int[] { 1, 7, 100, 1601 }) {
                    for (long budget : new long[] { 0, Long.MAX_VALUE }) { // the level; the events
                        Summary s = a.summary(w[0], w[1], width, budget);
                        Summary t = b.summary(w[0], w[1], width, budget);
                        assertEquals(budget > 0, s.exact());
                        for (int k = 0; k < s.taskCount(); k++) {
                            for (int p = 0; p < width; p++) {
                                for (int st = 0; st < s.stateCount(); st++) {
                                    assertEquals(Double.doubleToRawLongBits(s.occupancy(k, p, st)),
                                            Double.doubleToRawLongBits(t.occupancy(k, p, st)),
                                            "task " + k + ", pixel " + p + ", state " + st + " of [" + w[0] + ", " + w[1] + "]");
                                    compared += s.occupancy(k, p, st) > 0 ? 1 : 0;
                                }
                            }
                        }
                        assertEquals(s.pairCount(), t.pairCount());
                        for (int k = 0; k < s.pairCount(); k++) {
                            assertEquals(s.pairFrom(k), t.pairFrom(k));
                            assertEquals(s.pairTo(k), t.pairTo(k));
                            assertEquals(s.pairMessages(k), t.pairMessages(k));
                        }
                    }
                }
            }
            assertTrue(compared > 100, compared + " non-empty cells");
        }
    }
}
