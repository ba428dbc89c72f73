package lbsim.trace.file;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

/**
 * Issue 32: the summary level's message pairs (kept by the writer in a table of primitives, folded whenever the run
 * outgrows the bins) are, once written and read back, the counts worked out plainly here: per message, the bins of its
 * send and receipt at the level's final width (floor(t / width): folding pairs of bins halves a bin index, so counting
 * at the final width is the same), for messages whose two times are finite and >= 0.
 */
class LevelPairsTest {

    private static final int BINS = 64;

    @Test
    void pairCountsAreThoseOfTheFinalWidth() {
        for (long seed = 1; seed <= 12; seed++) {
            Random r = new Random(seed);
            Levels l = new Levels(BINS, 5);
            double span = Math.scalb(1.0, r.nextInt(30)); // up to 2^29 s: up to 35 folds from bins of 2^-6 s
            int n = 1 + r.nextInt(20_000);
            double[] sent = new double[n];
            double[] received = new double[n];
            double max = 0;
            for (int i = 0; i < n; i++) {
                sent[i] = r.nextDouble() * span * (i + 1) / n; // the run grows: the level folds as it goes
                received[i] = r.nextInt(50) == 0 ? Double.NaN : sent[i] + r.nextDouble() * span / 100;
                if (r.nextInt(200) == 0) {
                    sent[i] = -1; // not a time: no pair
                }
                l.message(sent[i], received[i]);
                if (sent[i] >= 0 && received[i] >= 0) {
                    max = Math.max(max, Math.max(sent[i], received[i]));
                }
            }
            // the final width: the least 2^k from 2^-6 s (BINS bins cover one second at first) with max < BINS * 2^k
            int k = -6;
            while (max >= BINS * Math.scalb(1.0, k)) {
                k++;
            }
            double width = Math.scalb(1.0, k);
            Map<Long, Long> want = new TreeMap<>();
            for (int i = 0; i < n; i++) {
                if (sent[i] >= 0 && received[i] >= 0) {
                    want.merge((long) Math.floor(sent[i] / width) * BINS + (long) Math.floor(received[i] / width), 1L, Long::sum);
                }
            }
            Bytes out = new Bytes(1 << 10);
            l.write(out, 0);
            Levels back = Levels.read(new Bytes(out.data, out.size), 0, 5);
            assertEquals(k, back.shift, "final width, seed " + seed);
            Map<Long, Long> got = new TreeMap<>();
            back.pairs.forEach((key, count) -> got.put(key, count[0]));
            assertEquals(want, got, "pairs, seed " + seed);
        }
    }
}
