package lbsim.run.answers;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What {@code lbsim optimize} searches: every load-balancing strategy with its whole-number parameters and
 * their ranges, one line each. A range depends on the units N and the slaves P of the scenario; the search
 * walks it on a logarithmic scale (chunk sizes of 1, 2, 4 ... matter as much as 100, 200, 400).
 */
public final class StrategySpace {

    /** The range of one parameter for N units and P slaves. */
    @FunctionalInterface
    interface Bound {
        long of(long units, int slaves);
    }

    /**
     * One parameter: its name in the strategy spec and its range {@code [low, high]} for N units and P slaves.
     */
    public record Parameter(String name, Bound low, Bound high) {
    }

    /** One strategy: the spec's name and its parameters in positional order (none: it takes none). */
    public record Entry(String name, List<Parameter> parameters) {

        /** The spec for these values ({@code fixed(k=10)}), the trapezoid's last clamped to its first. */
        public String spec(long[] values) {
            if (parameters.isEmpty()) {
                return name;
            }
            long[] v = values.clone();
            if (name.equals("trapezoid") && v[1] > v[0]) {
                v[1] = v[0];
            }
            List<String> args = new ArrayList<>();
            for (int i = 0; i < parameters.size(); i++) {
                args.add(parameters.get(i).name() + "=" + v[i]);
            }
            return name + "(" + String.join(", ", args) + ")";
        }
    }

    private static Bound one() {
        return (n, p) -> 1;
    }

    private static long ceilDiv(long a, long b) {
        return Math.max(1, (a + b - 1) / b);
    }

    /** The table. A strategy of the simulator without a line here is a defect (StrategySpaceTest checks). */
    public static final List<Entry> TABLE = List.of(
            new Entry("static-block", List.of()),
            new Entry("static-cyclic", List.of()),
            new Entry("self", List.of()),
            new Entry("fixed", List.of(new Parameter("k", one(), (n, p) -> ceilDiv(n, p)))),
            new Entry("guided", List.of(new Parameter("min", one(), (n, p) -> ceilDiv(n, 2L * p)))),
            new Entry("trapezoid", List.of(new Parameter("first", one(), (n, p) -> ceilDiv(n, p)),
                    new Parameter("last", one(), (n, p) -> ceilDiv(n, 2L * p)))),
            new Entry("factoring", List.of()),
            new Entry("weighted-factoring", List.of()),
            new Entry("adaptive-weighted-factoring", List.of()),
            new Entry("work-stealing", List.of()));

    private StrategySpace() {
    }

    /** The strategy names, in the table's order. */
    public static List<String> names() {
        return TABLE.stream().map(Entry::name).toList();
    }

    /**
     * The entries named in a comma-separated list (case-insensitive), or all of them for null.
     *
     * @throws IllegalArgumentException naming an unknown strategy and listing the known ones
     */
    public static List<Entry> select(String list) {
        if (list == null) {
            return TABLE;
        }
        List<Entry> out = new ArrayList<>();
        for (String part : list.split(",", -1)) {
            String name = part.strip().toLowerCase(Locale.ROOT);
            Entry e = TABLE.stream().filter(x -> x.name().equals(name)).findFirst().orElse(null);
            if (e == null) {
                throw new IllegalArgumentException("unknown strategy '" + part.strip() + "'; known: " + String.join(", ", names()));
            }
            if (!out.contains(e)) {
                out.add(e);
            }
        }
        return out;
    }
}
