package lbsim.core.balance;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Creates strategies from the names used in scenarios, and user strategies from a class name.
 * <p>
 * Spec syntax: {@code NAME} or {@code NAME(ARG, ...)}, where an argument is {@code KEY=VALUE} or a bare
 * {@code VALUE} in the order listed (all named or all positional); names and keys are case-insensitive,
 * whitespace around tokens is ignored, values are whole numbers. Every strategy's {@link Strategy#name}
 * is a spec that gives the same strategy back.
 * <pre>
 * static-block                  {@link StaticBlock}
 * static-cyclic                 {@link StaticCyclic}
 * self                          {@link SelfScheduling}
 * fixed(k=10)    fixed(10)      {@link FixedChunk}, k required
 * guided         guided(min=4)  {@link GuidedSelfScheduling}, min defaults to 1
 * trapezoid      trapezoid(first=50, last=2)   trapezoid(50, 2)   trapezoid(last=4)
 *                               {@link TrapezoidSelfScheduling}, first defaults to ceil(N / 2P), last to 1
 * factoring                     {@link Factoring}
 * weighted-factoring            {@link WeightedFactoring}
 * adaptive-weighted-factoring   {@link AdaptiveWeightedFactoring}
 * </pre>
 * A new built-in strategy is its class plus one line of the table below (name, usage, parameters,
 * factory); {@link #KNOWN} and the usage in error messages come from the table.
 */
public final class Strategies {

    /** Makes a strategy from its parsed arguments (null where not given), in the order of its parameters. */
    @FunctionalInterface
    private interface Factory {
        Strategy create(Long[] arguments);
    }

    /**
     * One strategy of the table.
     *
     * @param name    the spec's name, lower case
     * @param usage   how error messages list it
     * @param params  its whole-number parameters, in positional order (none: it takes no arguments)
     * @param factory makes it from the parsed arguments
     */
    private record Entry(String name, String usage, List<String> params, Factory factory) {
    }

    /** The strategies, one line each, in the order error messages list them. */
    private static final List<Entry> TABLE = List.of(
            new Entry("static-block", "static-block", List.of(), v -> new StaticBlock()),
            new Entry("static-cyclic", "static-cyclic", List.of(), v -> new StaticCyclic()),
            new Entry("self", "self", List.of(), v -> new SelfScheduling()),
            new Entry("fixed", "fixed(k)", List.of("k"), Strategies::fixed),
            new Entry("guided", "guided or guided(min)", List.of("min"),
                    v -> v[0] == null ? new GuidedSelfScheduling() : new GuidedSelfScheduling(v[0])),
            new Entry("trapezoid", "trapezoid or trapezoid(first, last)", List.of("first", "last"), Strategies::trapezoid),
            new Entry("factoring", "factoring", List.of(), v -> new Factoring()),
            new Entry("weighted-factoring", "weighted-factoring", List.of(), v -> new WeightedFactoring()),
            new Entry("adaptive-weighted-factoring", "adaptive-weighted-factoring", List.of(),
                    v -> new AdaptiveWeightedFactoring()));

    /** The strategy names {@link #create} knows, in the order error messages list them. */
    public static final List<String> KNOWN = TABLE.stream().map(Entry::name).toList();

    private static final String USAGE = String.join(", ", TABLE.stream().map(Entry::usage).toList());

    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_-]*");
    private static final Pattern KEY = Pattern.compile("[A-Za-z][A-Za-z0-9_]*");
    private static final Pattern WHOLE = Pattern.compile("\\+?\\d+");

    private Strategies() {
    }

    /**
     * Creates a strategy from its spec.
     *
     * @throws IllegalArgumentException saying what is wrong: an empty or malformed spec, an unknown name
     *                                  (listing the known ones), a missing, unknown, duplicated or
     *                                  malformed argument, or a value out of range (e.g. "chunk size must be
     *                                  >= 1, got 0")
     */
    public static Strategy create(String spec) {
        if (spec == null || spec.isBlank()) {
            throw new IllegalArgumentException("empty strategy spec; known: " + USAGE);
        }
        String s = spec.strip();
        int open = s.indexOf('(');
        String name;
        String inner;
        if (open < 0) {
            name = s;
            inner = null;
        } else {
            if (!s.endsWith(")") || s.indexOf('(', open + 1) >= 0 || s.indexOf(')') != s.length() - 1) {
                throw new IllegalArgumentException("strategy spec '" + s + "': expected NAME or NAME(ARGUMENTS),"
                        + " e.g. guided or fixed(k=10)");
            }
            name = s.substring(0, open).strip();
            inner = s.substring(open + 1, s.length() - 1);
        }
        String key = name.toLowerCase(Locale.ROOT);
        Entry entry = NAME.matcher(name).matches() ? find(key) : null;
        if (entry == null) {
            throw new IllegalArgumentException("unknown strategy '" + name + "'; known: " + USAGE);
        }
        if (entry.params().isEmpty()) {
            noArguments(key, inner);
            return entry.factory().create(new Long[0]);
        }
        return entry.factory().create(arguments(key, inner, entry.params().toArray(String[]::new)));
    }

    /**
     * What is wrong with a strategy spec, in the words of {@link #create}'s exception, or null when it
     * gives a strategy. Used to check specs before a run (e.g. by the scenario model's validation).
     */
    public static String problem(String spec) {
        try {
            create(spec);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** How error messages list the known strategies, e.g. "static-block, ..., fixed(k), ...". */
    public static String usage() {
        return USAGE;
    }

    private static Entry find(String key) {
        for (Entry e : TABLE) {
            if (e.name().equals(key)) {
                return e;
            }
        }
        return null;
    }

    private static Strategy fixed(Long[] v) {
        if (v[0] == null) {
            throw new IllegalArgumentException("fixed: missing parameter 'k' (expected k), e.g. fixed(k=10)");
        }
        return new FixedChunk(v[0]);
    }

    private static Strategy trapezoid(Long[] v) {
        if (v[0] != null && v[0] < 1) {
            throw new IllegalArgumentException("trapezoid: first chunk size must be >= 1, got " + v[0]);
        }
        return new TrapezoidSelfScheduling(v[0] == null ? TrapezoidSelfScheduling.DEFAULT_FIRST : v[0],
                v[1] == null ? 1 : v[1]);
    }

    private static void noArguments(String name, String inner) {
        if (inner != null && !inner.isBlank()) {
            throw new IllegalArgumentException(name + " takes no arguments, got '" + inner.strip() + "'");
        }
    }

    /** The optional whole-number parameters, by name or position; null where not given. */
    private static Long[] arguments(String name, String inner, String... params) {
        Long[] values = new Long[params.length];
        if (inner == null || inner.isBlank()) {
            return values;
        }
        String expected = String.join(", ", params);
        String[] parts = inner.split(",", -1);
        if (parts.length > params.length) {
            throw new IllegalArgumentException(name + ": expected at most " + params.length + " argument"
                    + (params.length == 1 ? "" : "s") + " (" + expected + "), got " + parts.length);
        }
        Boolean named = null;
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i].strip();
            if (part.isEmpty()) {
                throw new IllegalArgumentException(name + ": argument " + (i + 1) + " is empty");
            }
            int eq = part.indexOf('=');
            boolean isNamed = eq >= 0;
            if (named != null && named != isNamed) {
                throw new IllegalArgumentException(name + ": mix of named and positional arguments; use one style");
            }
            named = isNamed;
            int k = i;
            String value = part;
            if (isNamed) {
                String key = part.substring(0, eq).strip().toLowerCase(Locale.ROOT);
                value = part.substring(eq + 1).strip();
                k = List.of(params).indexOf(key);
                if (!KEY.matcher(key).matches() || k < 0) {
                    throw new IllegalArgumentException(name + ": unknown parameter '" + part.substring(0, eq).strip()
                            + "' (expected " + expected + ")");
                }
                if (values[k] != null) {
                    throw new IllegalArgumentException(name + ": parameter '" + key + "' given twice");
                }
            }
            values[k] = whole(name, params[k], value);
        }
        return values;
    }

    private static long whole(String name, String param, String value) {
        if (WHOLE.matcher(value).matches()) {
            try {
                return Long.parseLong(value);
            } catch (NumberFormatException tooLarge) {
                // falls through to the message below
            }
        }
        throw new IllegalArgumentException(name + ": " + param + " must be a whole number, got '" + value + "'");
    }

    /**
     * Instantiates a user strategy: a public, concrete class implementing {@link Strategy} with a public
     * no-argument constructor, a new instance per call.
     *
     * @param className binary class name, e.g. {@code com.example.MyStrategy} or {@code com.example.Outer$Inner}
     * @param loader    the class loader to find it with (e.g. the user project's class path); null for the
     *                  loader of this class
     * @throws IllegalArgumentException naming the class and what is wrong: not found, not a Strategy, not
     *                                  public, abstract, no public no-argument constructor, or its
     *                                  constructor or static initializer threw (the exception is the cause)
     */
    public static Strategy load(String className, ClassLoader loader) {
        if (className == null || className.isBlank()) {
            throw new IllegalArgumentException("empty strategy class name");
        }
        String name = className.strip();
        ClassLoader from = loader != null ? loader : Strategies.class.getClassLoader();
        Class<?> type;
        try {
            type = Class.forName(name, false, from);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalArgumentException("strategy class '" + name + "' not found: " + e, e);
        }
        if (!Strategy.class.isAssignableFrom(type)) {
            throw new IllegalArgumentException("strategy class '" + name + "' does not implement " + Strategy.class.getName()
                    + otherCopyHint(type));
        }
        if (!Modifier.isPublic(type.getModifiers())) {
            throw new IllegalArgumentException("strategy class '" + name + "' is not public");
        }
        if (type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
            throw new IllegalArgumentException("strategy class '" + name + "' is abstract; name a concrete class");
        }
        if (type.getEnclosingClass() != null && !Modifier.isStatic(type.getModifiers())) {
            throw new IllegalArgumentException("strategy class '" + name + "' is an inner class; make it static");
        }
        Constructor<?> constructor;
        try {
            constructor = type.getConstructor();
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException("strategy class '" + name + "' has no public no-argument constructor", e);
        }
        try {
            return (Strategy) constructor.newInstance();
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw new IllegalArgumentException("constructor of strategy class '" + name + "' threw " + cause, cause);
        } catch (ExceptionInInitializerError e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new IllegalArgumentException("static initializer of strategy class '" + name + "' threw " + cause, cause);
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new IllegalArgumentException("cannot instantiate strategy class '" + name + "': " + e, e);
        }
    }

    /** A hint when the class implements another copy of the interface (loaded by another class loader). */
    private static String otherCopyHint(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Class<?> i : allInterfaces(c)) {
                if (i.getName().equals(Strategy.class.getName())) {
                    return " (it implements another copy of it, loaded by " + i.getClassLoader()
                            + "; keep lbsim.core off the strategy's own class path)";
                }
            }
        }
        return "";
    }

    private static List<Class<?>> allInterfaces(Class<?> c) {
        List<Class<?>> out = new ArrayList<>();
        for (Class<?> i : c.getInterfaces()) {
            out.add(i);
            out.addAll(allInterfaces(i));
        }
        return out;
    }
}
