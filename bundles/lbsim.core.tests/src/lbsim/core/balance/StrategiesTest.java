package lbsim.core.balance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The spec factory and loading user strategies by class name. */
class StrategiesTest {

    private static final String KNOWN = "known: static-block, static-cyclic, self, fixed(k), guided or guided(min),"
            + " trapezoid or trapezoid(first, last), factoring, weighted-factoring, adaptive-weighted-factoring";

    @Test
    void createsEveryKnownStrategy() {
        assertInstanceOf(StaticBlock.class, Strategies.create("static-block"));
        assertInstanceOf(StaticCyclic.class, Strategies.create("static-cyclic"));
        assertInstanceOf(SelfScheduling.class, Strategies.create("self"));
        assertInstanceOf(GuidedSelfScheduling.class, Strategies.create("guided"));
        assertInstanceOf(TrapezoidSelfScheduling.class, Strategies.create("trapezoid"));
        assertInstanceOf(Factoring.class, Strategies.create("factoring"));
        assertInstanceOf(WeightedFactoring.class, Strategies.create("weighted-factoring"));
        assertInstanceOf(AdaptiveWeightedFactoring.class, Strategies.create("adaptive-weighted-factoring"));
        assertEquals(10, ((FixedChunk) Strategies.create("fixed(k=10)")).chunkSize());
        assertEquals(10, ((FixedChunk) Strategies.create("fixed(10)")).chunkSize());
        assertEquals(9, Strategies.KNOWN.size());
    }

    @Test
    void namesAndKeysAreCaseInsensitiveAndSpacesAreIgnored() {
        assertEquals(7, ((FixedChunk) Strategies.create("  Fixed ( K = 7 ) ")).chunkSize());
        assertEquals("guided", Strategies.create(" GUIDED ").name());
        assertEquals(3, ((GuidedSelfScheduling) Strategies.create("guided(min=3)")).minChunk());
        assertEquals(3, ((GuidedSelfScheduling) Strategies.create("guided(3)")).minChunk());
        assertEquals("guided", Strategies.create("guided()").name());
    }

    @Test
    void trapezoidTakesFirstAndLastByNameOrPosition() {
        TrapezoidSelfScheduling named = (TrapezoidSelfScheduling) Strategies.create("trapezoid(first=50, last=2)");
        TrapezoidSelfScheduling positional = (TrapezoidSelfScheduling) Strategies.create("trapezoid(50, 2)");
        TrapezoidSelfScheduling swapped = (TrapezoidSelfScheduling) Strategies.create("trapezoid(last=2, first=50)");
        for (TrapezoidSelfScheduling t : new TrapezoidSelfScheduling[] {named, positional, swapped}) {
            t.start(1000, new double[] {1, 1});
            assertEquals(50, t.firstChunk());
            assertEquals(2, t.lastChunk());
            assertEquals("trapezoid(first=50, last=2)", t.name());
        }
        // only last given: first is the default ceil(N / 2P) = ceil(1000 / 4) = 250
        TrapezoidSelfScheduling lastOnly = (TrapezoidSelfScheduling) Strategies.create("trapezoid(last=4)");
        lastOnly.start(1000, new double[] {1, 1});
        assertEquals(250, lastOnly.firstChunk());
        assertEquals(4, lastOnly.lastChunk());
        // only first given: last is 1
        TrapezoidSelfScheduling firstOnly = (TrapezoidSelfScheduling) Strategies.create("trapezoid(first=30)");
        firstOnly.start(1000, new double[] {1, 1});
        assertEquals(30, firstOnly.firstChunk());
        assertEquals(1, firstOnly.lastChunk());
    }

    @Test
    void unknownNamesListTheKnownOnes() {
        assertEquals("unknown strategy 'round-robin'; " + KNOWN, message("round-robin"));
        assertEquals("unknown strategy 'work-stealing'; " + KNOWN, message("work-stealing(victims=2)"));
        assertEquals("empty strategy spec; " + KNOWN, message("  "));
        assertEquals("empty strategy spec; " + KNOWN, message(null));
    }

    @Test
    void badArgumentsSayWhatIsWrong() {
        assertEquals("chunk size must be >= 1, got 0", message("fixed(0)"));
        assertEquals("chunk size must be >= 1, got 0", message("fixed(k=0)"));
        assertEquals("fixed: missing parameter 'k' (expected k), e.g. fixed(k=10)", message("fixed"));
        assertEquals("fixed: missing parameter 'k' (expected k), e.g. fixed(k=10)", message("fixed()"));
        assertEquals("fixed: k must be a whole number, got '2.5'", message("fixed(2.5)"));
        assertEquals("fixed: k must be a whole number, got '-3'", message("fixed(k=-3)"));
        assertEquals("fixed: k must be a whole number, got '99999999999999999999'", message("fixed(99999999999999999999)"));
        assertEquals("fixed: unknown parameter 'size' (expected k)", message("fixed(size=4)"));
        assertEquals("fixed: expected at most 1 argument (k), got 2", message("fixed(k=1, k=2)"));
        assertEquals("trapezoid: parameter 'first' given twice", message("trapezoid(first=4, first=5)"));
        assertEquals("trapezoid: expected at most 2 arguments (first, last), got 3", message("trapezoid(9, 2, 1)"));
        assertEquals("trapezoid: mix of named and positional arguments; use one style", message("trapezoid(9, last=2)"));
        assertEquals("trapezoid: argument 2 is empty", message("trapezoid(9,)"));
        assertEquals("trapezoid: first chunk size (2) must be >= last chunk size (3)", message("trapezoid(first=2, last=3)"));
        assertEquals("trapezoid: first chunk size must be >= 1, got 0", message("trapezoid(first=0)"));
        assertEquals("trapezoid: last chunk size must be >= 1, got 0", message("trapezoid(last=0)"));
        assertEquals("minimum chunk must be >= 1, got 0", message("guided(min=0)"));
        assertEquals("self takes no arguments, got '3'", message("self(3)"));
        assertEquals("factoring takes no arguments, got 'x=2'", message("factoring(x=2)"));
        assertEquals("strategy spec 'fixed(10': expected NAME or NAME(ARGUMENTS), e.g. guided or fixed(k=10)",
                message("fixed(10"));
        assertEquals("strategy spec 'fixed(1)(2)': expected NAME or NAME(ARGUMENTS), e.g. guided or fixed(k=10)",
                message("fixed(1)(2)"));
    }

    // ---- user strategies ----

    /** A user strategy as a user would write it. */
    public static final class Good implements Strategy {
        @Override
        public String name() {
            return "good";
        }

        @Override
        public void start(long units, double[] speeds) {
        }

        @Override
        public long chunk(int slave, long remaining, double now) {
            return 1;
        }
    }

    /** Its constructor fails. */
    public static final class Throws implements Strategy {
        public Throws() {
            throw new IllegalStateException("no licence for this strategy");
        }

        @Override
        public String name() {
            return "throws";
        }

        @Override
        public void start(long units, double[] speeds) {
        }

        @Override
        public long chunk(int slave, long remaining, double now) {
            return 1;
        }
    }

    /** Its static initializer fails. */
    public static final class BrokenStatics implements Strategy {
        static final int VALUE = Integer.parseInt("not a number");

        @Override
        public String name() {
            return "broken" + VALUE;
        }

        @Override
        public void start(long units, double[] speeds) {
        }

        @Override
        public long chunk(int slave, long remaining, double now) {
            return 1;
        }
    }

    /** No no-argument constructor. */
    public static final class NeedsArgument implements Strategy {
        private final long k;

        public NeedsArgument(long k) {
            this.k = k;
        }

        @Override
        public String name() {
            return "needs" + k;
        }

        @Override
        public void start(long units, double[] speeds) {
        }

        @Override
        public long chunk(int slave, long remaining, double now) {
            return k;
        }
    }

    /** Abstract. */
    public abstract static class Unfinished implements Strategy {
    }

    /** Not public. */
    static final class Hidden extends Unfinished {
        @Override
        public String name() {
            return "hidden";
        }

        @Override
        public void start(long units, double[] speeds) {
        }

        @Override
        public long chunk(int slave, long remaining, double now) {
            return 1;
        }
    }

    private final ClassLoader loader = StrategiesTest.class.getClassLoader();

    @Test
    void loadsAUserStrategyByClassNameANewInstanceEachTime() {
        Strategy s = Strategies.load(Good.class.getName(), loader);
        assertInstanceOf(Good.class, s);
        assertNotSame(s, Strategies.load(" " + Good.class.getName() + " ", loader));
        // a null loader means the loader of the strategies
        assertSame(Good.class, Strategies.load(Good.class.getName(), null).getClass());
    }

    @Test
    void aMissingClassIsReportedAsNotFound() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Strategies.load("com.example.NoSuchStrategy", loader));
        assertTrue(e.getMessage().startsWith("strategy class 'com.example.NoSuchStrategy' not found: "
                + "java.lang.ClassNotFoundException: com.example.NoSuchStrategy"), e.getMessage());
        assertInstanceOf(ClassNotFoundException.class, e.getCause());
        assertEquals("empty strategy class name",
                assertThrows(IllegalArgumentException.class, () -> Strategies.load(" ", loader)).getMessage());
    }

    @Test
    void aClassThatIsNotAStrategyIsReported() {
        assertEquals("strategy class 'java.lang.StringBuilder' does not implement lbsim.core.balance.Strategy",
                assertThrows(IllegalArgumentException.class, () -> Strategies.load("java.lang.StringBuilder", loader))
                        .getMessage());
    }

    @Test
    void aThrowingConstructorIsReportedWithItsCause() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Strategies.load(Throws.class.getName(), loader));
        assertEquals("constructor of strategy class 'lbsim.core.balance.StrategiesTest$Throws' threw "
                + "java.lang.IllegalStateException: no licence for this strategy", e.getMessage());
        assertInstanceOf(IllegalStateException.class, e.getCause());
        assertEquals("no licence for this strategy", e.getCause().getMessage());
    }

    @Test
    void aFailingStaticInitializerIsReportedWithItsCause() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Strategies.load(BrokenStatics.class.getName(), loader));
        assertEquals("static initializer of strategy class 'lbsim.core.balance.StrategiesTest$BrokenStatics' threw "
                + "java.lang.NumberFormatException: For input string: \"not a number\"", e.getMessage());
        assertInstanceOf(NumberFormatException.class, e.getCause());
    }

    @Test
    void classesThatCannotBeInstantiatedAreReported() {
        assertEquals("strategy class 'lbsim.core.balance.StrategiesTest$NeedsArgument' has no public no-argument constructor",
                assertThrows(IllegalArgumentException.class, () -> Strategies.load(NeedsArgument.class.getName(), loader))
                        .getMessage());
        assertEquals("strategy class 'lbsim.core.balance.StrategiesTest$Unfinished' is abstract; name a concrete class",
                assertThrows(IllegalArgumentException.class, () -> Strategies.load(Unfinished.class.getName(), loader))
                        .getMessage());
        assertEquals("strategy class 'lbsim.core.balance.Strategy' is abstract; name a concrete class",
                assertThrows(IllegalArgumentException.class, () -> Strategies.load(Strategy.class.getName(), loader))
                        .getMessage());
        assertEquals("strategy class 'lbsim.core.balance.StrategiesTest$Hidden' is not public",
                assertThrows(IllegalArgumentException.class, () -> Strategies.load(Hidden.class.getName(), loader))
                        .getMessage());
    }

    @Test
    void problemGivesCreatesMessageOrNull() {
        assertEquals(null, Strategies.problem("trapezoid(first=50, last=2)"));
        assertEquals(null, Strategies.problem(" Fixed(10) "));
        assertEquals("chunk size must be >= 1, got 0", Strategies.problem("fixed(0)"));
        assertEquals("trapezoid: first chunk size (2) must be >= last chunk size (5)", Strategies.problem("trapezoid(2, 5)"));
        assertEquals("fixed: missing parameter 'k' (expected k), e.g. fixed(k=10)", Strategies.problem("fixed"));
        assertEquals("self takes no arguments, got '1'", Strategies.problem("self( 1 )"));
        assertEquals("unknown strategy 'bogus'; " + KNOWN, Strategies.problem("bogus(3)"));
        assertEquals("empty strategy spec; " + KNOWN, Strategies.problem(null));
        assertEquals(KNOWN, "known: " + Strategies.usage());
        assertEquals(java.util.List.of("static-block", "static-cyclic", "self", "fixed", "guided", "trapezoid", "factoring",
                "weighted-factoring", "adaptive-weighted-factoring"), Strategies.KNOWN);
    }

    private static String message(String spec) {
        return assertThrows(IllegalArgumentException.class, () -> Strategies.create(spec)).getMessage();
    }
}
