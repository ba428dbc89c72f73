package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.app.Cli;

/** {@code lbsim run --export} and {@code lbsim export} as a user calls them. */
class ExportCliTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int lbsim(String... args) {
        out.reset();
        err.reset();
        return Cli.execute(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String example(String name) {
        return Path.of(System.getProperty("lbsim.examples", "../../examples"), name).toString();
    }

    private static int count(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void everyExportOfARunAndTheSameFromItsTraceFileLater() throws Exception {
        Path res = dir.resolve("ring");
        assertEquals(0, lbsim("run", example("ring-delay.lbsim"), "--out", res.toString(), "--export",
                "chrome,paje,picl,csv,png,svg"), err.toString());
        for (String f : new String[] {"trace.lbt", "trace.json", "trace.paje", "trace.trf", "states.csv", "messages.csv",
            "spacetime.png", "spacetime.svg"}) {
            assertTrue(Files.size(res.resolve(f)) > 0, f);
        }
        // every message of messages.csv (one row each, after the header) is one flow start and one flow end
        long messages = Files.readAllLines(res.resolve("messages.csv")).size() - 1;
        assertTrue(messages > 0);
        String json = Files.readString(res.resolve("trace.json"));
        assertEquals(messages, count(json, "\"ph\"\\s*:\\s*\"s\""), "flow starts");
        assertEquals(messages, count(json, "\"ph\"\\s*:\\s*\"f\""), "flow ends");
        BufferedImage png = ImageIO.read(res.resolve("spacetime.png").toFile());
        assertTrue(png.getWidth() > 100 && png.getHeight() > 100);

        // lbsim export reproduces the same files from trace.lbt alone
        Path again = dir.resolve("again");
        Files.createDirectories(again);
        Files.copy(res.resolve("trace.lbt"), again.resolve("trace.lbt"));
        Files.copy(res.resolve("summary.json"), again.resolve("summary.json"));
        assertEquals(0, lbsim("export", again.toString(), "--export", "chrome,picl"), err.toString());
        assertArrayEquals(Files.readAllBytes(res.resolve("trace.json")), Files.readAllBytes(again.resolve("trace.json")));
        assertArrayEquals(Files.readAllBytes(res.resolve("trace.trf")), Files.readAllBytes(again.resolve("trace.trf")));
        // the picture's title comes from the trace (scenario name and seed), not from the folder's name
        assertEquals(0, lbsim("export", again.toString(), "--export", "svg"), err.toString());
        String svg = Files.readString(again.resolve("spacetime.svg"));
        // lbsim run streams the trace to trace.lbt (format 2): its footer keeps the scenario's name and the seed
        java.util.regex.Matcher seed = java.util.regex.Pattern.compile("\"seed\"\\s*:\\s*\"?(-?\\d+)")
                .matcher(Files.readString(res.resolve("summary.json")));
        assertTrue(seed.find(), "summary.json names the seed");
        assertTrue(svg.contains(">lbsim: ring-delay (seed " + seed.group(1) + ")<"),
                svg.substring(0, Math.min(2000, svg.length())));
        assertFalse(svg.contains("lbsim: again"), "titled with the folder name");
        assertEquals(Files.readString(res.resolve("spacetime.svg")), svg);
    }

    @Test
    void anUnknownExportIsRejectedBeforeAnythingIsWritten() {
        Path res = dir.resolve("nothing");
        assertEquals(Cli.BAD_INPUT, lbsim("run", example("ring-delay.lbsim"), "--out", res.toString(), "--export", "png,gif"));
        assertTrue(err.toString().contains("unknown export 'gif'"), err.toString());
        assertTrue(err.toString().contains("chrome, paje, picl, csv, png, svg"), err.toString());
        assertFalse(Files.exists(res));
    }

    @Test
    void exportFromAFolderWithoutATraceFileIsBadInput() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertEquals(Cli.BAD_INPUT, lbsim("export", empty.toString(), "--export", "chrome"));
        assertTrue(err.toString().contains("trace.lbt"), err.toString());
        try (var s = Files.list(empty)) {
            assertEquals(0, s.count(), "nothing written");
        }
    }

    /** An experiment writes the exports into each run folder it keeps; without --keep-runs there is none to write into. */
    @Test
    void exportWithASweepWritesIntoEveryKeptRun() throws Exception {
        Path res = dir.resolve("sweep");
        assertEquals(Cli.BAD_INPUT, lbsim("run", example("ring-delay.lbsim"), "--out", res.toString(), "--sweep",
                "run/seed=1,2", "--export", "png"));
        assertTrue(err.toString().contains("--export with --sweep, --replications or --shard writes into each run folder kept"
                + " with --keep-runs"), err.toString());
        assertFalse(Files.exists(res));

        assertEquals(0, lbsim("run", example("ring-delay.lbsim"), "--out", res.toString(), "--sweep", "run/seed=1,2",
                "--keep-runs", "--export", "chrome,png", "--quiet"), err.toString());
        for (String run : new String[] { "p0-r0", "p1-r0" }) {
            Path folder = res.resolve("runs").resolve(run);
            assertTrue(Files.isRegularFile(folder.resolve("trace.json")), folder + " has trace.json");
            assertTrue(Files.isRegularFile(folder.resolve("spacetime.png")), folder + " has spacetime.png");
            // the same bytes as lbsim export writes later from the kept run's trace.lbt
            byte[] written = Files.readAllBytes(folder.resolve("trace.json"));
            Path copy = dir.resolve("copy-" + run);
            Files.createDirectories(copy);
            Files.copy(folder.resolve("trace.lbt"), copy.resolve("trace.lbt"));
            assertEquals(0, lbsim("export", copy.toString(), "--export", "chrome"), err.toString());
            assertArrayEquals(written, Files.readAllBytes(copy.resolve("trace.json")));
        }
    }
}
