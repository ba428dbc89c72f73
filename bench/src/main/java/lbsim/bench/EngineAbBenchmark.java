package lbsim.bench;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Two versions of {@code lbsim.core.engine} under the hold model in one JVM: {@code --ref=DIR} and
 * {@code --new=DIR} hold the engine's sources (run.sh passes a git revision's and the working tree's).
 * Each is compiled together with the bench's {@link LbsimHold} model and loaded in its own class loader, so each has its own JIT profile; rounds alternate between them, and after the
 * warm-up their clocks must agree bit for bit (same increments, same event order). Prints the median
 * rate of each and new / ref. Arguments: {@code --ref= --new= --sizes=100,10000 --rounds=9
 * --holds=10000000 --seed=42}.
 */
final class EngineAbBenchmark {

    /** The bench's own hold model, compiled with each engine version (it is the {@code lbsim} model of {@code hold}). */
    private static final Path MODEL = Path.of("src", "main", "java", "lbsim", "bench");

    private EngineAbBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path ref = null;
        Path neu = null;
        int[] sizes = {100, 10_000};
        int rounds = 9;
        long holds = 10_000_000;
        long seed = 42;
        for (String arg : args) {
            int eq = arg.indexOf('=');
            String k = eq < 0 ? arg : arg.substring(0, eq);
            String v = eq < 0 ? "" : arg.substring(eq + 1);
            switch (k) {
                case "--ref" -> ref = Path.of(v);
                case "--new" -> neu = Path.of(v);
                case "--sizes" -> sizes = Arrays.stream(v.split(",")).mapToInt(Integer::parseInt).toArray();
                case "--rounds" -> rounds = Integer.parseInt(v);
                case "--holds" -> holds = Long.parseLong(v);
                case "--seed" -> seed = Long.parseLong(v);
                default -> throw new IllegalArgumentException("unknown argument " + arg
                        + " (known: --ref= --new= --sizes= --rounds= --holds= --seed=)");
            }
        }
        if (ref == null || neu == null) {
            throw new IllegalArgumentException("--ref=DIR and --new=DIR (engine source folders) are needed");
        }
        List<URL> libraries = libraries();
        Path work = Path.of("target", "ab");
        Version a = Version.compile("ref", ref, work, libraries);
        Version b = Version.compile("new", neu, work, libraries);
        Increments increments = new Increments(seed);
        System.out.printf(Locale.ROOT, "engine A/B: ref %s, new %s; %d rounds of %,d holds, seed %d%n%n", ref, neu, rounds, holds,
                seed);
        System.out.println("| N | ref (M holds/s) | new (M holds/s) | new / ref |");
        System.out.println("| ---: | ---: | ---: | ---: |");
        for (int n : sizes) {
            a.setUp(n, increments.values);
            b.setUp(n, increments.values);
            for (int w = 1; w <= 12; w++) { // about a second each of growing chunks: C2 has compiled by then
                long chunk = Math.min(holds, 100_000L * w);
                double ta = a.hold(chunk);
                double tb = b.hold(chunk);
                if (Double.doubleToLongBits(ta) != Double.doubleToLongBits(tb)) {
                    throw new IllegalStateException("the versions disagree at N = " + n + ": clock " + ta + " against " + tb);
                }
            }
            double[] ra = new double[rounds];
            double[] rb = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                ra[r] = a.rate(holds);
                rb[r] = b.rate(holds);
            }
            double ma = median(ra);
            double mb = median(rb);
            System.out.printf(Locale.ROOT, "| %,d | %.2f (%.2f-%.2f) | %.2f (%.2f-%.2f) | %.3f |%n", n, ma / 1e6, min(ra) / 1e6, max(ra) / 1e6,
                    mb / 1e6, min(rb) / 1e6, max(rb) / 1e6, mb / ma);
        }
    }

    /** Commons RNG (lbsim.core.engine.RandomStreams needs it), from this JVM's class path. */
    private static List<URL> libraries() throws IOException {
        List<URL> urls = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (entry.contains("commons-rng")) {
                urls.add(Path.of(entry).toUri().toURL());
            }
        }
        if (urls.isEmpty()) {
            throw new IOException("commons-rng is not on the class path");
        }
        return urls;
    }

    private static double median(double[] x) {
        double[] s = x.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }

    private static double min(double[] x) {
        return Arrays.stream(x).min().orElse(Double.NaN);
    }

    private static double max(double[] x) {
        return Arrays.stream(x).max().orElse(Double.NaN);
    }

    /** One compiled engine version with its driver, in its own class loader. */
    private static final class Version {
        private final Object driver;
        private final Method setUp;
        private final Method hold;
        private final Method now;

        private Version(Object driver) throws ReflectiveOperationException {
            this.driver = driver;
            this.setUp = driver.getClass().getMethod("setUp", int.class, double[].class);
            this.hold = driver.getClass().getMethod("hold", long.class);
            this.now = driver.getClass().getMethod("now");
            setUp.setAccessible(true); // LbsimHold is package-private
            hold.setAccessible(true);
            now.setAccessible(true);
        }

        static Version compile(String name, Path sources, Path work, List<URL> libraries) throws Exception {
            Path src = work.resolve(name + "-src");
            Path classes = work.resolve(name + "-classes");
            deleteTree(src);
            deleteTree(classes);
            Files.createDirectories(src);
            Files.createDirectories(classes);
            List<String> files = new ArrayList<>();
            try (Stream<Path> s = Files.list(sources)) {
                for (Path p : s.filter(p -> p.toString().endsWith(".java")).toList()) {
                    Path copy = src.resolve(p.getFileName());
                    Files.copy(p, copy);
                    files.add(copy.toString());
                }
            }
            if (files.isEmpty()) {
                throw new IOException("no .java files in " + sources);
            }
            for (String model : List.of("HoldModel.java", "LbsimHold.java")) {
                files.add(MODEL.resolve(model).toString());
            }
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            if (javac == null) {
                throw new IllegalStateException("no Java compiler in this runtime: run with a JDK");
            }
            StringBuilder cp = new StringBuilder();
            for (URL u : libraries) {
                cp.append(cp.length() == 0 ? "" : File.pathSeparator).append(Path.of(u.toURI()));
            }
            List<String> options = new ArrayList<>(List.of("-nowarn", "-d", classes.toString(), "-cp", cp.toString()));
            options.addAll(files);
            if (javac.run(null, null, System.err, options.toArray(String[]::new)) != 0) {
                throw new IllegalStateException("the " + name + " engine in " + sources + " does not compile");
            }
            List<URL> urls = new ArrayList<>();
            urls.add(classes.toUri().toURL());
            urls.addAll(libraries);
            // the platform loader as parent: the bench's own copy of the engine must not be found first
            ClassLoader loader = new URLClassLoader(name, urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
            var constructor = loader.loadClass("lbsim.bench.LbsimHold").getDeclaredConstructor();
            constructor.setAccessible(true);
            return new Version(constructor.newInstance());
        }

        void setUp(int n, double[] increments) throws ReflectiveOperationException {
            setUp.invoke(driver, n, increments);
        }

        /** k holds; returns the clock. */
        double hold(long k) throws ReflectiveOperationException {
            hold.invoke(driver, k);
            return (double) now.invoke(driver);
        }

        /** Holds per wall-clock second over k holds. */
        double rate(long k) throws ReflectiveOperationException {
            long t0 = System.nanoTime();
            hold(k);
            return k * 1e9 / (System.nanoTime() - t0);
        }

        private static void deleteTree(Path p) throws IOException {
            if (!Files.exists(p)) {
                return;
            }
            try (Stream<Path> s = Files.walk(p)) {
                for (Path q : s.sorted((x, y) -> y.getNameCount() - x.getNameCount()).toList()) {
                    Files.delete(q);
                }
            }
        }
    }
}
