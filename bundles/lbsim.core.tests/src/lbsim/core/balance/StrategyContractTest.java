package lbsim.core.balance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The protocol every built-in strategy keeps, checked for each one on a range of unit counts and slave
 * speeds: exactly N units are handed out, no chunk exceeds what remains (both checked by
 * {@link IdleSlaves} at every answer), dynamic strategies never answer 0, static ones answer 0 only after
 * the slave's share, runs are repeatable, and misuse is rejected with the strategy's name.
 */
class StrategyContractTest {

    private static final List<String> SPECS = List.of("static-block", "static-cyclic", "self", "fixed(k=3)", "fixed(k=1000)",
            "guided", "guided(min=5)", "trapezoid", "trapezoid(first=40, last=3)", "trapezoid(last=4)", "factoring",
            "weighted-factoring", "adaptive-weighted-factoring");

    private static final long[] UNITS = {0, 1, 7, 100, 1000, 12345};

    private static double[][] speeds() {
        double[] sixteen = new double[16];
        java.util.Arrays.fill(sixteen, 1.0);
        return new double[][] {{1}, {1, 1, 1}, {1, 1, 1, 1}, {1, 2.5, 0.5, 1, 3, 1, 0.75}, sixteen};
    }

    @Test
    void everyStrategyHandsOutExactlyTheUnitsAndZeroOnlyWhenStatic() {
        int runs = 0;
        for (String spec : SPECS) {
            boolean isStatic = spec.startsWith("static");
            for (long n : UNITS) {
                for (double[] speeds : speeds()) {
                    String what = spec + " N=" + n + " P=" + speeds.length;
                    IdleSlaves.Run run = IdleSlaves.run(Strategies.create(spec), n, speeds, 0.125);
                    runs++;
                    if (!isStatic) {
                        assertEquals(0, run.zeros(), what + ": a dynamic strategy answered 0");
                        continue;
                    }
                    int p = speeds.length;
                    for (int i = 0; i < p; i++) {
                        long share = n / p + (i < n % p ? 1 : 0);
                        assertEquals(share, run.unitsPerSlave()[i], what + ": share of slave " + i);
                        final int slave = i;
                        List<IdleSlaves.Handout> mine = run.handouts().stream().filter(h -> h.slave() == slave).toList();
                        if (!mine.isEmpty()) {
                            assertEquals(share, mine.get(0).units(), what + ": first answer to slave " + i);
                        }
                        for (int k = 1; k < mine.size(); k++) {
                            assertEquals(0, mine.get(k).units(), what + ": later answer " + k + " to slave " + i);
                        }
                    }
                }
            }
        }
        assertEquals(SPECS.size() * UNITS.length * speeds().length, runs);
    }

    @Test
    void aRunIsRepeatableAndStartResetsTheStrategy() {
        double[] speeds = {1, 2.5, 0.5, 1, 3, 1, 0.75};
        for (String spec : SPECS) {
            Strategy s = Strategies.create(spec);
            IdleSlaves.Run first = IdleSlaves.run(s, 1000, speeds, 0.1);
            IdleSlaves.Run again = IdleSlaves.run(s, 1000, speeds, 0.1);
            IdleSlaves.Run fresh = IdleSlaves.run(Strategies.create(spec), 1000, speeds, 0.1);
            assertEquals(first.handouts(), again.handouts(), spec + ": the same object started again");
            assertEquals(first.handouts(), fresh.handouts(), spec + ": a new object");
            assertTrue(first.makespanSeconds() > 0, spec);
        }
    }

    @Test
    void everyNameIsASpecForTheSameStrategy() {
        for (String spec : SPECS) {
            Strategy s = Strategies.create(spec);
            Strategy back = Strategies.create(s.name());
            assertSame(s.getClass(), back.getClass(), spec);
            assertEquals(s.name(), back.name(), spec);
        }
    }

    @Test
    void misuseIsRejectedNamingTheStrategy() {
        for (String spec : SPECS) {
            Strategy s = Strategies.create(spec);
            String name = s.name();
            assertEquals(name + ": start(units, speeds) was not called",
                    assertThrows(IllegalStateException.class, () -> s.chunk(0, 10, 0.0)).getMessage());
            assertEquals(name + ": units must be >= 0, got -1",
                    assertThrows(IllegalArgumentException.class, () -> s.start(-1, new double[] {1})).getMessage());
            assertEquals(name + ": at least one slave is needed (speeds is empty)",
                    assertThrows(IllegalArgumentException.class, () -> s.start(10, new double[0])).getMessage());
            assertEquals(name + ": at least one slave is needed (speeds is null)",
                    assertThrows(IllegalArgumentException.class, () -> s.start(10, null)).getMessage());
            assertEquals(name + ": speed of slave 1 must be > 0 and finite, got 0.0",
                    assertThrows(IllegalArgumentException.class, () -> s.start(10, new double[] {1, 0})).getMessage());
            assertEquals(name + ": speed of slave 0 must be > 0 and finite, got NaN",
                    assertThrows(IllegalArgumentException.class, () -> s.start(10, new double[] {Double.NaN})).getMessage());
            assertEquals(name + ": speed of slave 0 must be > 0 and finite, got Infinity",
                    assertThrows(IllegalArgumentException.class,
                            () -> s.start(10, new double[] {Double.POSITIVE_INFINITY})).getMessage());
            s.start(10, new double[] {1, 1});
            assertEquals(name + ": slave 2 out of range 0..1",
                    assertThrows(IllegalArgumentException.class, () -> s.chunk(2, 10, 0.0)).getMessage());
            assertEquals(name + ": slave -1 out of range 0..1",
                    assertThrows(IllegalArgumentException.class, () -> s.chunk(-1, 10, 0.0)).getMessage());
            assertEquals(name + ": remaining must be > 0, got 0",
                    assertThrows(IllegalArgumentException.class, () -> s.chunk(0, 0, 0.0)).getMessage());
        }
    }

    @Test
    void hugeUnitCountsDoNotOverflow() {
        long n = Long.MAX_VALUE - 1;
        for (String spec : List.of("self", "fixed(k=3)", "guided", "trapezoid", "factoring", "weighted-factoring",
                "adaptive-weighted-factoring", "static-block", "static-cyclic")) {
            Strategy s = Strategies.create(spec);
            s.start(n, new double[] {1, 1, 1});
            long k = s.chunk(2, n, 0.0);
            assertTrue(k >= 1 && k <= n, spec + " gave " + k);
        }
        // trapezoid: f = ceil(n / 6), C = ceil(2n / (f + 1)) = 12, and the second chunk is f - floor((f - 1) / 11)
        TrapezoidSelfScheduling tss = new TrapezoidSelfScheduling();
        tss.start(n, new double[] {1, 1, 1});
        long f = Math.ceilDiv(n, 6);
        assertEquals(f, tss.firstChunk());
        assertEquals(12, tss.chunkCount());
        assertEquals(f, tss.chunk(0, n, 0.0));
        assertEquals(f - (f - 1) / 11, tss.chunk(1, n - f, 0.0));
    }
}
