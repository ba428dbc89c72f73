package lbsim.core.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/**
 * {@link LinkPairTable} against {@link HashMap} on random additions, lookups and removals: few distinct links, so that
 * probe runs are long, wrap around the end of the table and are cut by removals (the backward shift must leave every
 * remaining pair findable), through several growths and back to empty.
 */
class LinkPairTableTest {

    @Test
    void randomAddsLookupsAndRemovalsAgreeWithAHashMap() {
        SplittableRandom random = new SplittableRandom(32);
        for (int round = 0; round < 20; round++) {
            LinkPairTable<int[]> table = new LinkPairTable<>();
            Map<Long, int[]> reference = new HashMap<>();
            List<Long> held = new ArrayList<>();
            int links = 2 + random.nextInt(60);
            for (int step = 0; step < 20_000; step++) {
                int up = random.nextInt(links);
                int down = random.nextInt(links);
                long key = (long) up << 32 | down;
                int op = random.nextInt(10);
                if (op < 4) { // add when absent
                    if (!reference.containsKey(key)) {
                        int[] value = { up, down, step };
                        table.add(up, down, value);
                        reference.put(key, value);
                        held.add(key);
                    }
                } else if (op < 7 && !held.isEmpty()) { // remove one held
                    long k = held.remove(random.nextInt(held.size()));
                    table.remove((int) (k >>> 32), (int) k);
                    reference.remove(k);
                } else if (op < 8) { // remove whatever is there, maybe nothing
                    table.remove(up, down);
                    reference.remove(key);
                    held.remove(Long.valueOf(key));
                } else {
                    assertSame(reference.get(key), table.get(up, down), "get(" + up + ", " + down + ") at step " + step);
                }
                if (step % 1000 == 0) {
                    assertEquals(reference.size(), table.size());
                    for (Map.Entry<Long, int[]> e : reference.entrySet()) {
                        long k = e.getKey();
                        assertSame(e.getValue(), table.get((int) (k >>> 32), (int) k));
                    }
                }
            }
            for (long k : held) {
                table.remove((int) (k >>> 32), (int) k);
            }
            assertEquals(0, table.size());
            for (int up = 0; up < links; up++) {
                for (int down = 0; down < links; down++) {
                    assertNull(table.get(up, down));
                }
            }
        }
    }

    @Test
    void pairsThatDifferOnlyInOrderOrSignAreDistinct() {
        LinkPairTable<String> table = new LinkPairTable<>();
        table.add(1, 2, "1-2");
        table.add(2, 1, "2-1");
        table.add(0, -1, "0-(-1)");
        table.add(-1, 0, "(-1)-0");
        assertEquals("1-2", table.get(1, 2));
        assertEquals("2-1", table.get(2, 1));
        assertEquals("0-(-1)", table.get(0, -1));
        assertEquals("(-1)-0", table.get(-1, 0));
        assertNull(table.get(1, 1));
        table.remove(1, 2);
        assertNull(table.get(1, 2));
        assertEquals("2-1", table.get(2, 1));
        assertEquals(3, table.size());
    }
}
