package lbsim.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.analytic.EstimateFile;
import lbsim.core.app.TraceReplay;
import lbsim.core.dist.Empirical;
import lbsim.core.workload.RateFunction;
import lbsim.core.workload.TraceSource;

/**
 * Issue 14's fuzz suite, input-file part: a seeded mutator (no library) damages the shipped examples'
 * input files (rate file, process trace, Zabel trace-replay files, Baer estimate file, and an empirical
 * distribution made from the process trace's demands) and feeds every mutant to lbsim's reader of that
 * file. Each mutant is classified: read (accepted), refused with the reader's {@link InputFileException}
 * (a clean FILE:LINE error), or anything else: another exception, an error (stack overflow, out of
 * memory) or a hang (no answer within {@link #HANG_SECONDS}). The test fails on anything else and prints
 * the table of outcomes per reader. The seed is fixed, so every CI run tries the same {@link #CASES}
 * mutants per reader; {@code -Dlbsim.fuzz.cases=N -Dlbsim.fuzz.seed=S} runs more or others on demand.
 */
class InputFuzzTest {

    static final int CASES = Integer.getInteger("lbsim.fuzz.cases", 300);
    static final long SEED = Long.getLong("lbsim.fuzz.seed", 20261124L);
    /** A generous budget for one read of a file of a few kilobytes: beyond it the reader hangs. */
    static final long HANG_SECONDS = 20;

    private static final String[] LIMITS = { "0", "-0", "-1", "1e308", "-1e308", "1e309", "4.9e-324", "1e-320", "NaN",
            "Infinity", "-Infinity", "9223372036854775807", "9223372036854775808", "2147483647", "2147483648", "-2147483649",
            "", " ", "1e999999999", "0x10", "1,5", "1.5.5", "+", "-", "e5", "00000000000000000000001", "1_000", "١٢" };
    private static final String[] JUNK = { "\u0000", "\u0007", "\uFEFF", "\uFFFD", "\r", "\n", ",", "#", "\t", "\"", "\u00e9",
            "\ud83d\ude00", "tag=", "=", "c", "m", "r", "s" };

    @TempDir
    Path dir;

    private static Path examples() {
        return Path.of(System.getProperty("lbsim.examples", "../../examples"));
    }

    /** A reader under test: reads a (mutated) file, throwing InputFileException for a clean refusal. */
    private interface Reader {
        void read(Path file) throws Exception;
    }

    @Test
    void mutatedInputFilesAreReadOrRefusedCleanly() throws Exception {
        Path ex = examples();
        byte[] rates = Files.readAllBytes(ex.resolve("data/daily-rates.csv"));
        byte[] trace = Files.readAllBytes(ex.resolve("data/process-trace.csv"));
        byte[] estimate = Files.readAllBytes(ex.resolve("estimate/battlefield.est"));
        byte[] replay0 = Files.readAllBytes(ex.resolve("traces/master-workers/trace.0"));
        byte[] replay1 = Files.readAllBytes(ex.resolve("traces/master-workers/trace.1"));
        byte[] replay2 = Files.readAllBytes(ex.resolve("traces/master-workers/trace.2"));
        byte[] empirical = empiricalFrom(trace);

        Map<String, int[]> table = new LinkedHashMap<>(); // reader -> {read, refused}
        List<String> bad = new ArrayList<>();
        SplittableRandom master = new SplittableRandom(SEED);
        ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "lbsim-input-fuzz");
            t.setDaemon(true);
            return t;
        });
        try {
            fuzz("rate file (RateFunction.read)", rates, "rates.csv",
                    f -> RateFunction.read(f, true, 86_400), master.split(), worker, table, bad);
            fuzz("rate file, steps, no period", rates, "rates.csv",
                    f -> RateFunction.read(f, false, 0), master.split(), worker, table, bad);
            fuzz("process trace (TraceSource.read)", trace, "trace.csv", TraceSource::read, master.split(), worker,
                    table, bad);
            fuzz("empirical distribution (Empirical.read)", empirical, "demands.csv", Empirical::read, master.split(),
                    worker, table, bad);
            fuzz("estimate file (EstimateFile.read)", estimate, "battlefield.est", EstimateFile::read, master.split(),
                    worker, table, bad);
            SplittableRandom folderRng = master.split();
            byte[][] replay = { replay0, replay1, replay2 };
            fuzz("trace replay folder (TraceReplay.load)", replay0, "trace.0", f -> {
                // mutate one of the three task files (the mutant is written as that file), keep the others
                int which = Math.floorMod(f.getFileName().toString().hashCode() + (int) Files.size(f), 3);
                Path folder = Files.createTempDirectory(dir, "replay");
                for (int t = 0; t < 3; t++) {
                    Files.write(folder.resolve("trace." + t), t == which ? Files.readAllBytes(f) : replay[t]);
                }
                TraceReplay.load(folder);
            }, folderRng, worker, table, bad);
        } finally {
            worker.shutdownNow();
        }
        StringBuilder report = new StringBuilder("input fuzz, seed " + SEED + ", " + CASES + " mutants per reader:\n");
        int total = 0;
        for (var e : table.entrySet()) {
            int[] c = e.getValue();
            total += c[0] + c[1];
            report.append(String.format("  %-45s read %5d  refused (FILE:LINE) %5d%n", e.getKey(), c[0], c[1]));
        }
        report.append("  other outcomes (failures): ").append(bad.size()).append('\n');
        bad.forEach(b -> report.append("    ").append(b).append('\n'));
        System.out.print(report);
        assertEquals(List.of(), bad, report.toString());
        assertEquals(6 * CASES, total);
    }

    private void fuzz(String name, byte[] seed, String fileName, Reader reader, SplittableRandom rng,
            ExecutorService worker, Map<String, int[]> table, List<String> bad) throws IOException, InterruptedException {
        int[] counts = new int[2];
        table.put(name, counts);
        byte[] original = seed;
        for (int i = 0; i < CASES; i++) {
            byte[] mutant = mutate(original, rng);
            Path f = dir.resolve("case" + i + "-" + fileName);
            Files.write(f, mutant);
            Future<?> run = worker.submit(() -> {
                reader.read(f);
                return null;
            });
            try {
                run.get(HANG_SECONDS, TimeUnit.SECONDS);
                counts[0]++;
            } catch (ExecutionException e) {
                Throwable c = e.getCause();
                if (c instanceof InputFileException) {
                    counts[1]++;
                } else {
                    bad.add(name + " case " + i + ": " + c + " for " + show(mutant, original));
                }
            } catch (TimeoutException e) {
                run.cancel(true);
                bad.add(name + " case " + i + ": no answer within " + HANG_SECONDS + " s for " + show(mutant, original));
                return; // the worker may be stuck: stop this reader
            } finally {
                Files.deleteIfExists(f);
            }
        }
    }

    /** One to three mutations of the seed file. */
    static byte[] mutate(byte[] seed, SplittableRandom rng) {
        byte[] b = seed;
        int n = 1 + rng.nextInt(3);
        for (int k = 0; k < n; k++) {
            b = mutateOnce(b, rng);
        }
        return b;
    }

    private static byte[] mutateOnce(byte[] b, SplittableRandom rng) {
        String text = new String(b, StandardCharsets.UTF_8);
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        int op = rng.nextInt(9);
        int li = lines.isEmpty() ? 0 : rng.nextInt(lines.size());
        switch (op) {
        case 0 -> { // a number at its limits, in place of a number
            String line = lines.get(li);
            var m = java.util.regex.Pattern.compile("[+-]?\\d+(\\.\\d*)?([eE][+-]?\\d+)?").matcher(line);
            List<int[]> spans = new ArrayList<>();
            while (m.find()) {
                spans.add(new int[] { m.start(), m.end() });
            }
            if (!spans.isEmpty()) {
                int[] s = spans.get(rng.nextInt(spans.size()));
                lines.set(li, line.substring(0, s[0]) + LIMITS[rng.nextInt(LIMITS.length)] + line.substring(s[1]));
            }
        }
        case 1 -> lines.remove(li);
        case 2 -> lines.add(li, lines.get(li));
        case 3 -> { // swap two lines
            int lj = rng.nextInt(lines.size());
            String t = lines.get(li);
            lines.set(li, lines.get(lj));
            lines.set(lj, t);
        }
        case 4 -> { // junk text somewhere in a line
            String line = lines.get(li);
            int at = line.isEmpty() ? 0 : rng.nextInt(line.length() + 1);
            lines.set(li, line.substring(0, at) + JUNK[rng.nextInt(JUNK.length)] + line.substring(at));
        }
        case 5 -> { // a long run of digits
            String line = lines.get(li);
            int at = line.isEmpty() ? 0 : rng.nextInt(line.length() + 1);
            lines.set(li, line.substring(0, at) + "9".repeat(1 + rng.nextInt(5000)) + line.substring(at));
        }
        case 6 -> { // truncate the file at a byte
            return java.util.Arrays.copyOf(b, b.length == 0 ? 0 : rng.nextInt(b.length));
        }
        case 7 -> { // one byte changed to any value (maybe not UTF-8 any more)
            byte[] c = b.clone();
            if (c.length > 0) {
                c[rng.nextInt(c.length)] = (byte) rng.nextInt(256);
            }
            return c;
        }
        default -> { // the same line many times (a long file)
            String line = lines.get(li);
            int times = 1 + rng.nextInt(2000);
            for (int t = 0; t < times; t++) {
                lines.add(li, line);
            }
        }
        }
        return String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
    }

    private static String show(byte[] mutant, byte[] original) {
        String s = new String(mutant, StandardCharsets.UTF_8);
        String o = new String(original, StandardCharsets.UTF_8);
        int p = 0;
        while (p < s.length() && p < o.length() && s.charAt(p) == o.charAt(p)) {
            p++;
        }
        int from = Math.max(0, p - 40);
        return "the mutant, from character " + from + ": '"
                + s.substring(from, Math.min(s.length(), p + 80)).replace("\n", "\\n").replace("\u0000", "\\0") + "'";
    }

    /** An empirical distribution file (value,weight) from the process trace's CPU demands, weight 1 each. */
    private static byte[] empiricalFrom(byte[] trace) {
        StringBuilder b = new StringBuilder("# CPU demands of the office trace\nvalue,weight\n");
        int rows = 0;
        for (String line : new String(trace, StandardCharsets.UTF_8).split("\n")) {
            String[] f = line.split(",", -1);
            if (f.length >= 2 && !line.startsWith("#") && !f[1].startsWith("cpu") && rows < 60) {
                b.append(f[1].strip()).append(",1\n");
                rows++;
            }
        }
        return b.toString().getBytes(StandardCharsets.UTF_8);
    }
}
