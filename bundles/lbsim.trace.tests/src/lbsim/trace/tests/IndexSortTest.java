package lbsim.trace.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import lbsim.trace.file.IndexSort;

/**
 * {@link IndexSort} against the JDK's stable sort of boxed indices (the order the trace readers used before):
 * random keys with many ties, sorted, reversed and nearly sorted input, sub-ranges, and bad ranges.
 */
class IndexSortTest {

    @Test
    void ordersLikeTheJdksStableSortOnRandomAndStructuredInput() {
        SplittableRandom r = new SplittableRandom(7);
        for (int round = 0; round < 600; round++) {
            int n = round < 100 ? round : r.nextInt(1, 3000);
            double[] key = new double[n];
            int pattern = round % 5;
            for (int i = 0; i < n; i++) {
                key[i] = switch (pattern) {
                    case 0 -> r.nextInt(8); // many ties: stability shows
                    case 1 -> i; // sorted
                    case 2 -> n - i; // reversed
                    case 3 -> i + (r.nextInt(20) == 0 ? -r.nextInt(50) : 0); // nearly sorted
                    default -> r.nextDouble();
                };
            }
            int from = n == 0 ? 0 : r.nextInt(n + 1);
            int to = from + (n == from ? 0 : r.nextInt(n - from + 1));
            int[] idx = new int[n];
            Integer[] boxed = new Integer[n];
            for (int i = 0; i < n; i++) {
                idx[i] = i;
                boxed[i] = i;
            }
            IndexSort.sort(idx, from, to, (a, b) -> Double.compare(key[a], key[b]));
            Arrays.sort(boxed, from, to, Comparator.comparingDouble(i -> key[i]));
            int[] expected = Arrays.stream(boxed).mapToInt(Integer::intValue).toArray();
            assertArrayEquals(expected, idx, "round " + round + " pattern " + pattern + " range " + from + ".." + to);
        }
    }

    @Test
    void refusesARangeOutsideTheArray() {
        int[] idx = { 0, 1, 2 };
        assertThrows(IndexOutOfBoundsException.class, () -> IndexSort.sort(idx, 2, 4, (a, b) -> 0));
        assertThrows(IndexOutOfBoundsException.class, () -> IndexSort.sort(idx, 2, 1, (a, b) -> 0));
    }
}
