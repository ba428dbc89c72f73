package lbsim.core.program;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Issue 32: a real program whose live objects fill the default heap made the serial collector collect for ever (a
 * master-slave program of 1,000,000 tasks: 10 minutes, no message); the run now fails as out of memory, naming the
 * heap's limit, once the collector has taken over 80 % of at least 10 s of wall-clock time and left the old
 * generation at least 97 % full. The rule, on the figures of that run (2 GB old generation, 99 % full after every
 * collection, about 95 % of the time collecting) and around its edges.
 */
class HeapWatchTest {

    private static final long S = 1_000_000_000L;
    private static final long MAX = 2_072_576L << 10; // the serial collector's tenured generation in -Xmn24m -Xmx2g

    @Test
    void aHeapThatStaysFullWhileTheCollectorTakesTheTimeIsExhausted() {
        assertTrue(HeapWatch.exhausted(10 * S, 9_500, (long) (0.99 * MAX), MAX));
        assertTrue(HeapWatch.exhausted(20 * S, 16_000, (long) (0.97 * MAX) + 1, MAX)); // 80 %, 97 %: the edges
    }

    @Test
    void aBusyCollectorOrAFullHeapAloneIsNot() {
        // the 1,000,000-task ring that fits: its heap at 84 % after a full collection
        assertFalse(HeapWatch.exhausted(10 * S, 9_500, (long) (0.84 * MAX), MAX));
        // full after collecting, but the program still gets a fifth of the time or more
        assertFalse(HeapWatch.exhausted(10 * S, 7_900, (long) (0.99 * MAX), MAX));
        // too short a window to judge
        assertFalse(HeapWatch.exhausted(9 * S, 9_000, MAX, MAX));
        // no maximum known (-1)
        assertFalse(HeapWatch.exhausted(10 * S, 10_000, MAX, -1));
    }

    @Test
    void theWatchFindsTheOldGenerationOfThisJvmAndDoesNotFireOnAQuietHeap() {
        HeapWatch w = new HeapWatch();
        assertFalse(w.sample(0));
        assertFalse(w.sample(HeapWatch.WINDOW_NANOS)); // no collection time in between: never exhausted
    }
}
