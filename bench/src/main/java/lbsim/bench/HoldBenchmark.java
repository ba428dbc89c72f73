package lbsim.bench;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

import umontreal.ssj.simevents.eventlist.Henriksen;
import umontreal.ssj.simevents.eventlist.SplayTree;

/**
 * The classic hold model: N events pending; a hold takes the earliest event and schedules a new one at
 * now + Exp(1). Measures hold operations per second for several event lists in one JVM, with the same
 * pre-generated increments consumed in the same order by all of them.
 * <p>
 * For each N: every model is set up, then checked (after the same number of holds all clocks must be
 * bit-for-bit equal, which shows they processed the same events in the same order), warmed up, then
 * timed in rounds that alternate between models (so drift of a shared machine hits all of them
 * alike). The table shows the median round.
 * <p>
 * Arguments (all optional): {@code --sizes=100,10000,1000000 --rounds=5 --round-seconds=2
 * --warmup-seconds=1.5 --models=lbsim,ssj-henriksen,ssj-splay,floor --seed=42}. The models: lbsim (the
 * engine in ../bundles/lbsim.core), ssj-henriksen and ssj-splay (SSJ 3.3.2) and floor (a bare binary heap
 * without any of the calendar's features, no handler call and no run loop: a reference point).
 */
public final class HoldBenchmark {

    private static final Map<String, Supplier<HoldModel>> MODELS = new LinkedHashMap<>();

    static {
        MODELS.put("lbsim", LbsimHold::new);
        MODELS.put("ssj-henriksen", () -> new SsjHold("ssj-henriksen", Henriksen::new));
        MODELS.put("ssj-splay", () -> new SsjHold("ssj-splay", SplayTree::new));
        MODELS.put("floor", FloorHold::new);
    }

    private HoldBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        int[] sizes = {100, 10_000, 1_000_000};
        int rounds = 5;
        double roundSeconds = 2.0;
        double warmupSeconds = 1.5;
        List<String> modelNames = new ArrayList<>(MODELS.keySet());
        long seed = 42;
        for (String arg : args) {
            String[] kv = arg.split("=", 2);
            String v = kv.length == 2 ? kv[1] : "";
            switch (kv[0]) {
                case "--sizes" -> sizes = Arrays.stream(v.split(",")).mapToInt(s -> Integer.parseInt(s.replace("_", ""))).toArray();
                case "--rounds" -> rounds = Integer.parseInt(v);
                case "--round-seconds" -> roundSeconds = Double.parseDouble(v);
                case "--warmup-seconds" -> warmupSeconds = Double.parseDouble(v);
                case "--models" -> modelNames = List.of(v.split(","));
                case "--seed" -> seed = Long.parseLong(v);
                default -> throw new IllegalArgumentException("unknown argument " + arg
                        + " (known: --sizes= --rounds= --round-seconds= --warmup-seconds= --models=" + String.join(",", MODELS.keySet()) + " --seed=)");
            }
        }
        for (String m : modelNames) {
            if (!MODELS.containsKey(m)) {
                throw new IllegalArgumentException("unknown model " + m + "; known: " + MODELS.keySet());
            }
        }

        System.out.println("== hold model: hold operations per second (1 hold = take earliest + schedule one) ==");
        printEnvironment();
        System.out.printf(Locale.ROOT, "rounds=%d x %.1f s, warm-up %.1f s per model and size, seed=%d, models=%s%n%n",
                rounds, roundSeconds, warmupSeconds, seed, modelNames);

        long t0 = System.nanoTime();
        Increments increments = new Increments(seed);
        System.out.printf(Locale.ROOT, "generated %d Exp(1) increments in %.2f s%n", Increments.SIZE, (System.nanoTime() - t0) / 1e9);

        Map<Integer, Map<String, double[][]>> results = new LinkedHashMap<>();
        for (int n : sizes) {
            results.put(n, runSize(n, modelNames, increments, rounds, roundSeconds, warmupSeconds));
        }
        System.out.println();
        System.out.println("Wall-clock rate: median round, million holds per second (min-max of the rounds in brackets):");
        printTable(results, modelNames, 0);
        System.out.println("CPU-time rate (process CPU time, so it includes GC threads; this is what the wall-clock rate");
        System.out.println("would be on an idle machine): median round, million holds per second (min-max in brackets):");
        printTable(results, modelNames, 1);
        System.out.printf(Locale.ROOT, "total %.0f s; load average at the end: %s%n", (System.nanoTime() - t0) / 1e9, loadAverage());
    }

    private static Map<String, double[][]> runSize(int n, List<String> names, Increments inc, int rounds,
            double roundSeconds, double warmupSeconds) {
        System.out.printf(Locale.ROOT, "%n-- N = %,d pending events --%n", n);
        List<HoldModel> models = new ArrayList<>();
        for (String name : names) {
            HoldModel m = MODELS.get(name).get();
            long t = System.nanoTime();
            m.setUp(n, inc.values);
            System.out.printf(Locale.ROOT, "  %-14s set-up %.3f s%n", name, (System.nanoTime() - t) / 1e9);
            models.add(m);
        }

        // Same holds from the same set-up: all clocks must agree bit for bit.
        long check = 200_000;
        double reference = Double.NaN;
        for (HoldModel m : models) {
            m.hold(check);
            if (Double.isNaN(reference)) {
                reference = m.now();
            } else if (Double.doubleToLongBits(m.now()) != Double.doubleToLongBits(reference)) {
                throw new IllegalStateException(m.name() + " disagrees after " + check + " holds: clock "
                        + m.now() + " vs " + reference);
            }
        }
        System.out.printf(Locale.ROOT, "  check: after %,d holds every clock reads %.17g%n", check, reference);

        long[] batch = new long[models.size()];
        for (int i = 0; i < models.size(); i++) {
            double rate = warmUp(models.get(i), warmupSeconds);
            batch[i] = Math.max(10_000, (long) (rate * roundSeconds));
            System.out.printf(Locale.ROOT, "  %-14s warm-up %.2f M/s -> %,d holds per round%n", models.get(i).name(), rate / 1e6, batch[i]);
        }

        double[][] wallRates = new double[models.size()][rounds];
        double[][] cpuRates = new double[models.size()][rounds];
        for (int r = 0; r < rounds; r++) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "  round %d (M holds/s, wall | cpu):", r + 1));
            for (int i = 0; i < models.size(); i++) {
                long c = processCpuNanos();
                long t = System.nanoTime();
                models.get(i).hold(batch[i]);
                long wall = System.nanoTime() - t;
                long cpu = processCpuNanos() - c;
                wallRates[i][r] = batch[i] / (wall / 1e9);
                cpuRates[i][r] = cpu > 0 ? batch[i] / (cpu / 1e9) : Double.NaN;
                line.append(String.format(Locale.ROOT, "  %s %.2f | %.2f", models.get(i).name(), wallRates[i][r] / 1e6,
                        cpuRates[i][r] / 1e6));
            }
            System.out.println(line);
        }

        Map<String, double[][]> out = new LinkedHashMap<>();
        for (int i = 0; i < models.size(); i++) {
            out.put(models.get(i).name(), new double[][] {wallRates[i], cpuRates[i]});
            models.get(i).tearDown();
        }
        models.clear();
        System.gc();
        return out;
    }

    /** Runs growing chunks for about {@code seconds}; returns the rate of the last chunk (holds/s). */
    private static double warmUp(HoldModel m, double seconds) {
        long chunk = 10_000;
        long start = System.nanoTime();
        double rate = 0;
        while (true) {
            long t = System.nanoTime();
            m.hold(chunk);
            long end = System.nanoTime();
            rate = chunk / ((end - t) / 1e9);
            if ((end - start) / 1e9 >= seconds) {
                return rate;
            }
            if (end - t < 200_000_000L) {
                chunk *= 2;
            }
        }
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    private static void printTable(Map<Integer, Map<String, double[][]>> results, List<String> names, int kind) {
        System.out.println();
        StringBuilder head = new StringBuilder("| N |");
        StringBuilder rule = new StringBuilder("| ---: |");
        for (String name : names) {
            head.append(' ').append(name).append(" |");
            rule.append(" ---: |");
        }
        List<String> ratios = new ArrayList<>();
        for (String name : List.of("lbsim")) {
            if (names.contains(name) && names.contains("ssj-henriksen")) {
                ratios.add(name);
                head.append(' ').append(name).append(" / Henriksen |");
                rule.append(" ---: |");
            }
        }
        System.out.println(head);
        System.out.println(rule);
        for (Map.Entry<Integer, Map<String, double[][]>> e : results.entrySet()) {
            Map<String, double[][]> m = e.getValue();
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "| %,d |", e.getKey()));
            for (String name : names) {
                double[] r = m.get(name)[kind];
                row.append(String.format(Locale.ROOT, " %.2f (%.2f-%.2f) |", median(r) / 1e6,
                        Arrays.stream(r).min().orElse(0) / 1e6, Arrays.stream(r).max().orElse(0) / 1e6));
            }
            for (String name : ratios) {
                row.append(String.format(Locale.ROOT, " %.2f |", median(m.get(name)[kind]) / median(m.get("ssj-henriksen")[kind])));
            }
            System.out.println(row);
        }
        System.out.println();
    }

    /** CPU time of the whole process (all threads, GC included) in ns; -1 where the JVM cannot tell. */
    private static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    static void printEnvironment() {
        Runtime rt = Runtime.getRuntime();
        System.out.println("date:  " + ZonedDateTime.now().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        System.out.println("jvm:   " + System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version")
                + " (" + System.getProperty("java.vm.vendor") + ")");
        System.out.println("flags: " + String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()));
        List<String> gcs = new ArrayList<>();
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            gcs.add(gc.getName());
        }
        System.out.printf(Locale.ROOT, "heap:  max %d MiB; gc: %s%n", rt.maxMemory() >> 20, gcs);
        String cpu = "?";
        try {
            cpu = Files.readAllLines(Path.of("/proc/cpuinfo")).stream().filter(l -> l.startsWith("model name"))
                    .findFirst().map(l -> l.substring(l.indexOf(':') + 1).trim()).orElse("?");
        } catch (IOException | RuntimeException ignored) {
            // not Linux: leave "?"
        }
        System.out.println("cpu:   " + cpu + "; availableProcessors=" + rt.availableProcessors()
                + "; os " + System.getProperty("os.name") + " " + System.getProperty("os.arch"));
        System.out.println("load:  " + loadAverage() + " (1, 5, 15 min; other processes share the CPUs)");
    }

    /** The first three fields of /proc/loadavg, or "?" where there is none. */
    static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException | RuntimeException e) {
            return "?";
        }
    }
}
