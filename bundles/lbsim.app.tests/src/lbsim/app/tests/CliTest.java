package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.app.Cli;
import lbsim.run.result.ResultFolder;
import lbsim.run.result.TaskRow;

/** The command line as a user meets it: output, exit codes, files. */
class CliTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int lbsim(String... args) {
        return Cli.execute(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private List<String> stderrLines() {
        String e = err.toString(StandardCharsets.UTF_8);
        return e.isEmpty() ? List.of() : List.of(e.split("\n"));
    }

    private static String example() {
        return Path.of(System.getProperty("lbsim.examples", "../../examples"), "wus-nice-share.lbsim").toString();
    }

    @Test
    void runPrintsASummaryAndWritesTheResultFolder() throws Exception {
        Path res = dir.resolve("res");
        assertEquals(0, lbsim("run", example(), "--out", res.toString()));
        String o = stdout();
        assertTrue(o.contains("scenario 'wus-nice-share'"), o);
        assertTrue(o.contains("completed at 610.000 s of virtual time"), o);
        // nice 10 next to 3 nice-0 processes: 10 / (10 + 60) = 14.3 %
        assertTrue(o.lines().anyMatch(l -> l.startsWith("obs-k3-n10") && l.endsWith("14.3 %")), o);
        assertEquals(List.of(), stderrLines());
        for (String f : new String[] { "summary.json", "tasks.csv", "hosts.csv", "shares.csv" }) {
            assertTrue(Files.isRegularFile(res.resolve(f)), f);
        }
        assertEquals(15, ResultFolder.read(res).tasks().size());
    }

    /**
     * An old result folder that holds the scenario being run is refused before simulating (exit 2, as for
     * any bad --out), not after the whole run; the scenario and the old result are left as they were.
     */
    @Test
    void anOutputFolderHoldingTheScenarioIsRefusedBeforeTheRun() throws Exception {
        Path old = dir.resolve("old");
        assertEquals(0, lbsim("run", example(), "--out", old.toString(), "--quiet"));
        Path mine = Files.copy(Path.of(example()), old.resolve("mine.lbsim"));
        byte[] summary = Files.readAllBytes(old.resolve("summary.json"));
        err.reset();
        assertEquals(2, lbsim("run", mine.toString(), "--out", old.toString()));
        assertEquals(List.of("lbsim: --out " + old.toAbsolutePath() + ": holds the scenario file " + mine
                + " being run; replacing the folder would delete it, choose another --out", "Try 'lbsim --help'."),
                stderrLines());
        assertFalse(stdout().contains("completed at"), "refused before simulating: " + stdout());
        assertTrue(Files.isRegularFile(mine));
        assertArrayEquals(summary, Files.readAllBytes(old.resolve("summary.json")));
    }

    @Test
    void setAndSeedChangeTheRun() throws Exception {
        Path res = dir.resolve("res");
        assertEquals(0, lbsim("run", example(), "--out", res.toString(), "--quiet", "--seed", "12", "--set",
                "platform/hosts[name=k1-n0]/speed=2.0", "--set", "application/tasks[name=obs-k1-n5]/nice=0"));
        assertEquals("", stdout());
        TaskRow k1n0 = ResultFolder.read(res).tasks().get(0);
        assertEquals(10.0, k1n0.endSeconds(), 1e-9); // 10 s of work at half of a 2x processor
        TaskRow k1n5 = ResultFolder.read(res).tasks().get(1);
        assertEquals(20.0, k1n5.endSeconds(), 1e-9); // now nice 0: half of the processor
        String summary = Files.readString(res.resolve("summary.json"));
        assertTrue(summary.contains("\"seed\": 12"), summary);
        assertTrue(summary.contains("\"platform/hosts[name=k1-n0]/speed=2.0\""), summary);
    }

    /** Bad input: one clear line naming file, object and rule; exit code 2; no result folder. */
    private void assertRejected(String expectedFragment, String... args) {
        Path res = dir.resolve("res");
        List<String> all = new java.util.ArrayList<>(List.of(args));
        all.add("--out");
        all.add(res.toString());
        assertEquals(2, lbsim(all.toArray(new String[0])), stderrLines().toString());
        List<String> lines = stderrLines();
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).contains(expectedFragment), lines.get(0));
        assertFalse(Files.exists(res), "no result folder for bad input");
        assertEquals("", stdout());
    }

    @Test
    void aMalformedScenarioIsRejected() throws Exception {
        Path f = dir.resolve("broken.lbsim");
        Files.writeString(f, "<?xml version=\"1.0\"?>\n<lbsim:Scenario xmlns:lbsim=\"http://lbsim.org/model/1.0\">\n<platform>\n");
        assertRejected(f + ":4:", "run", f.toString());
        assertTrue(stderrLines().get(0).contains("malformed XML"));
    }

    @Test
    void anUnknownAttributeInSetIsRejected() {
        assertRejected(example() + ": --set platform/hosts[name=k1-n0]/sped: Host has no attribute 'sped'", "run",
                example(), "--set", "platform/hosts[name=k1-n0]/sped=2");
    }

    /**
     * The model reports a bad assignment as data (its path, its rule); the command line says it with its flag, in
     * the same words as before the model stopped naming flags.
     */
    @Test
    void aBadSetIsSaidWithItsFlag() {
        assertRejected(example() + ": --set platform/hosts: 'hosts' is a list; --set changes single values only", "run",
                example(), "--set", "platform/hosts=x");
        assertEquals("lbsim: " + example() + ": --set platform/hosts: 'hosts' is a list; --set changes single values only",
                stderrLines().get(0));
    }

    @Test
    void anAssignmentWithoutValueIsSaidWithItsFlag() {
        assertRejected(example() + ": --set speed: expected PATH=VALUE, e.g. platform/hosts[name=ws1]/speed=2.0", "run",
                example(), "--set", "speed");
        assertEquals("lbsim: " + example() + ": --set speed: expected PATH=VALUE, e.g. platform/hosts[name=ws1]/speed=2.0",
                stderrLines().get(0));
    }

    @Test
    void aNegativeSpeedIsRejected() {
        assertRejected(example() + ": Host 'k1-n0': speed must be > 0, got -1.0 (rule positiveSpeed)", "run", example(),
                "--set", "platform/hosts[name=k1-n0]/speed=-1");
    }

    @Test
    void aMissingFileIsRejected() {
        Path f = dir.resolve("missing.lbsim");
        assertRejected(f + ": no such file", "run", f.toString());
    }

    @Test
    void anOutFolderWithOtherFilesIsLeftAlone() throws Exception {
        Path mine = Files.createDirectories(dir.resolve("mine"));
        Files.writeString(mine.resolve("notes.txt"), "keep");
        assertEquals(2, lbsim("run", example(), "--out", mine.toString()));
        assertTrue(stderrLines().get(0).contains("holds files lbsim did not write (notes.txt)"), stderrLines().toString());
        assertEquals("keep", Files.readString(mine.resolve("notes.txt")));
        try (var s = Files.list(mine)) {
            assertEquals(1, s.count());
        }
    }

    @Test
    void validateHelpVersionAndUsageErrors() {
        assertEquals(0, lbsim("validate", example()));
        assertTrue(stdout().contains("valid (15 hosts, 15 workloads)"), stdout());
        out.reset();
        assertEquals(2, lbsim("validate", example(), "--set", "workloads[0]/nice=25"));
        assertTrue(stderrLines().get(0).endsWith("nice must be between -20 and 19, got 25 (rule niceInRange)"),
                stderrLines().toString());
        err.reset();
        assertEquals(0, lbsim("--help"));
        assertTrue(stdout().contains("lbsim run SCENARIO [--out DIR] [--seed N] [--set PATH=VALUE ...]"), stdout());
        out.reset();
        assertEquals(0, lbsim("--version"));
        assertTrue(stdout().startsWith("lbsim 0.1.0"), stdout());
        assertEquals(2, lbsim());
        assertEquals(2, lbsim("simulate"));
        assertEquals(2, lbsim("run"));
        assertEquals(2, lbsim("run", example(), "--seed", "abc"));
        assertEquals(2, lbsim("run", example(), "--frobnicate"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("unknown option '--frobnicate'"));
    }
}
