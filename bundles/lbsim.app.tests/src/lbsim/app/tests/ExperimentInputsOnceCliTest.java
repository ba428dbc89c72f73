package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.app.Cli;

/**
 * Issue 26, class 6: an experiment reads every input file once. An input file replaced while the experiment runs
 * (here by the test, when lbsim prints the experiment's first line: the inputs were read and checked, no run has
 * started) changes no point: the
 * experiment's points.csv and runs.csv are those of the same experiment on the unchanged files, and experiment.json's
 * SHA-256 of the file is that of the bytes every run used. Before the fix each run read the file again, so the
 * points after the edit were those of the new file.
 */
class ExperimentInputsOnceCliTest {

    @TempDir
    Path dir;

    private static Path examples() {
        return Path.of(System.getProperty("lbsim.examples", "../../examples"));
    }

    /** The outcome of one experiment: its exit code, stderr, and whether the files were replaced during it. */
    private record Outcome(int code, String err, boolean replaced) {
    }

    /**
     * Runs {@code args} (an experiment); when it prints its first line ("lbsim V: experiment on FILE: N points ...",
     * after every input was read and every point checked, before the first run starts), {@code replace} runs on
     * lbsim's thread.
     */
    private static Outcome experiment(Runnable replace, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        AtomicBoolean replaced = new AtomicBoolean();
        StringBuilder line = new StringBuilder();
        OutputStream watcher = new OutputStream() {
            @Override
            public synchronized void write(int b) {
                if (b != '\n') {
                    line.append((char) b);
                    return;
                }
                if (replace != null && !replaced.get() && line.toString().contains(": experiment on ")) {
                    replace.run();
                    replaced.set(true);
                }
                line.setLength(0);
            }
        };
        int code = Cli.execute(args, new PrintStream(watcher, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(code, err.toString(StandardCharsets.UTF_8), replaced.get());
    }

    private static void replace(Path file, String content) {
        try {
            Path tmp = file.resolveSibling(file.getFileName() + ".new");
            Files.writeString(tmp, content);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String sha256(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    /** The office day of wus-office-day.lbsim, shortened to its first hour (a run takes a fraction of a second). */
    private Path office() throws IOException {
        CliFuzzTest.copyTree(examples().resolve("data"), dir.resolve("data"));
        String text = Files.readString(examples().resolve("wus-office-day.lbsim"));
        Path f = dir.resolve("office.lbsim");
        Files.writeString(f, text.replace("startTimeSeconds=\"32400\"", "startTimeSeconds=\"28800\"")
                .replace("endTimeSeconds=\"43200\"", "endTimeSeconds=\"36000\"").replace("workSeconds=\"1800\"", "workSeconds=\"600\""));
        return f;
    }

    /** daily-rates.csv with every rate ten times as high. */
    private static String tenfold(String rates) {
        StringBuilder b = new StringBuilder();
        for (String l : rates.lines().toList()) {
            String[] f = l.split(",");
            if (f.length == 2 && !l.startsWith("#") && f[1].strip().matches("[0-9.]+")) {
                b.append(f[0]).append(',').append(Double.parseDouble(f[1].strip()) * 10).append('\n');
            } else {
                b.append(l).append('\n');
            }
        }
        return b.toString();
    }

    private static String[] args(Path scenario, Path out, String sweep) {
        return new String[] { "run", scenario.toString(), "--sweep", sweep, "--jobs", "1", "--out",
                out.toString() };
    }

    @Test
    void aRateFileReplacedDuringAnExperimentChangesNoPoint() throws Exception {
        Path scenario = office();
        Path rates = dir.resolve("data/daily-rates.csv");
        byte[] original = Files.readAllBytes(rates);
        String seeds = "run/seed=" + String.join(",", java.util.stream.IntStream.rangeClosed(1, 6).mapToObj(Integer::toString).toList());

        Outcome unchanged = experiment(null, args(scenario, dir.resolve("unchanged"), seeds));
        assertEquals(0, unchanged.code(), unchanged.err());

        Outcome edited = experiment(() -> replace(rates, tenfold(new String(original, StandardCharsets.UTF_8))),
                args(scenario, dir.resolve("edited"), seeds));
        assertEquals(0, edited.code(), edited.err());
        assertTrue(edited.replaced()); // before any run: every run of an lbsim that read the file per run would differ
        assertFalse(java.util.Arrays.equals(original, Files.readAllBytes(rates)));

        for (String f : List.of("points.csv", "runs.csv")) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("unchanged").resolve(f)), Files.readAllBytes(dir.resolve("edited").resolve(f)),
                    f + " differs from the experiment on the unchanged rate file");
        }
        String json = Files.readString(dir.resolve("edited/experiment.json"));
        assertTrue(json.contains("\"data/daily-rates.csv\": \"" + sha256(original) + "\""), json);

        // the replaced file does change the results when read from the start: the comparison above can fail
        Outcome fresh = experiment(null, args(scenario, dir.resolve("fresh"), seeds));
        assertEquals(0, fresh.code(), fresh.err());
        assertFalse(java.util.Arrays.equals(Files.readAllBytes(dir.resolve("unchanged/points.csv")),
                Files.readAllBytes(dir.resolve("fresh/points.csv"))), "a tenfold rate file gives other points");
        assertTrue(Files.readString(dir.resolve("fresh/experiment.json")).contains("\"data/daily-rates.csv\": \""
                + sha256(Files.readAllBytes(rates)) + "\""));
    }

    @Test
    void aTraceReplayFolderEditedDuringAnExperimentChangesNoPoint() throws Exception {
        CliFuzzTest.copyTree(examples().resolve("traces"), dir.resolve("traces"));
        Path scenario = dir.resolve("trace-replay.lbsim");
        Files.copy(examples().resolve("trace-replay.lbsim"), scenario);
        Path worker = dir.resolve("traces/master-workers/trace.2");
        byte[] original = Files.readAllBytes(worker);
        // worker 2's compute times doubled: another makespan
        String slower = Pattern.compile("^c (\\d+)", Pattern.MULTILINE).matcher(new String(original, StandardCharsets.UTF_8))
                .replaceAll(r -> "c " + 2 * Long.parseLong(r.group(1)));
        String sweep = "platform/segments[0]/bitsPerSecond=" + String.join(",",
                java.util.stream.IntStream.rangeClosed(1, 4).mapToObj(i -> Double.toString(1e6 * i)).toList());

        Outcome unchanged = experiment(null, args(scenario, dir.resolve("unchanged"), sweep));
        assertEquals(0, unchanged.code(), unchanged.err());
        Outcome edited = experiment(() -> {
            replace(worker, slower);
            try { // and a file of a fourth task appears: the folder's listing is that of the start, too
                Files.writeString(dir.resolve("traces/master-workers/trace.3"), "c 1000 0 0 0\n");
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, args(scenario, dir.resolve("edited"), sweep));
        assertEquals(0, edited.code(), edited.err());
        assertTrue(edited.replaced());
        for (String f : List.of("points.csv", "runs.csv")) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("unchanged").resolve(f)), Files.readAllBytes(dir.resolve("edited").resolve(f)),
                    f + " differs from the experiment on the unchanged trace");
        }
        String json = Files.readString(dir.resolve("edited/experiment.json"));
        assertTrue(json.contains("\"traces/master-workers/trace.2\": \"" + sha256(original) + "\""), json);
        assertFalse(json.contains("trace.3"), json);

        // read from the start, the slower worker gives other points (and the fourth file would be refused: 3 hosts)
        Outcome refused = experiment(null, args(scenario, dir.resolve("refused"), sweep));
        assertEquals(2, refused.code(), refused.err());
        Files.delete(dir.resolve("traces/master-workers/trace.3"));
        Outcome fresh = experiment(null, args(scenario, dir.resolve("fresh"), sweep));
        assertEquals(0, fresh.code(), fresh.err());
        assertFalse(java.util.Arrays.equals(Files.readAllBytes(dir.resolve("unchanged/points.csv")),
                Files.readAllBytes(dir.resolve("fresh/points.csv"))), "a slower worker gives other points");
    }
}
