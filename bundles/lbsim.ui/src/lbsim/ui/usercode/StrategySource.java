package lbsim.ui.usercode;

import java.util.Locale;

import javax.lang.model.SourceVersion;

/** The Java source of a new strategy class: a working skeleton (fixed-size chunks) to edit. */
public final class StrategySource {

    private StrategySource() {
    }

    /**
     * Checks a package name (empty for the default package) and a simple class name.
     *
     * @return the problem as one sentence, or null when both are legal Java names
     */
    public static String problem(String packageName, String className) {
        if (className == null || className.isBlank()) {
            return "Enter a class name.";
        }
        if (!SourceVersion.isName(className) || className.contains(".")) {
            return "'" + className + "' is not a legal Java class name.";
        }
        if (packageName != null && !packageName.isBlank() && !SourceVersion.isName(packageName.strip())) {
            return "'" + packageName + "' is not a legal Java package name.";
        }
        return null;
    }

    /**
     * The strategy's report name: the class name in lower case with hyphens between its words, e.g. "MyStrategy"
     * gives "my-strategy", "TenAtATime" gives "ten-at-a-time".
     */
    public static String reportName(String className) {
        return className.replaceAll("(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "-").toLowerCase(Locale.ROOT);
    }

    /** The source of {@code packageName.className} (the default package when packageName is empty). */
    public static String of(String packageName, String className) {
        String pkg = packageName == null ? "" : packageName.strip();
        String qualified = pkg.isEmpty() ? className : pkg + "." + className;
        return (pkg.isEmpty() ? "" : "package " + pkg + ";\n\n") + """
                import lbsim.core.balance.Strategy;

                /**
                 * A load-balancing strategy for lbsim. Name it in a master-slave scenario with
                 * strategyClass="%1$s" and run the scenario with Run As > lbsim Simulation.
                 * <p>
                 * The master calls {@link #start} once, then {@link #chunk} whenever a slave asks for work, and
                 * {@link #finished} whenever a chunk comes back. Be deterministic: no randomness and no clock but the
                 * times given, so that the same seed gives the same result.
                 */
                public class %2$s implements Strategy {

                    /** Units per chunk (this skeleton hands out fixed-size chunks: change chunk() to do better). */
                    private static final long CHUNK = 10;

                    private double[] speeds = new double[0];

                    @Override
                    public String name() {
                        return "%3$s";
                    }

                    @Override
                    public void start(long units, double[] speeds) {
                        this.speeds = speeds.clone();
                    }

                    @Override
                    public long chunk(int slave, long remaining, double now) {
                        return Math.min(CHUNK, remaining);
                    }

                    @Override
                    public void finished(int slave, long units, double seconds) {
                        // an adaptive strategy learns the slave's rate here: units / seconds
                    }
                }
                """.formatted(qualified, className, reportName(className));
    }
}
