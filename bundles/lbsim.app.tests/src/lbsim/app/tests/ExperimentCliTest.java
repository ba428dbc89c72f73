package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** lbsim run --sweep / --replications / --shard, lbsim merge and lbsim chart, as a user runs them. */
class ExperimentCliTest extends CliTestBase {

    @TempDir
    Path dir;

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** A small version of figure 4.2's sweep: 2 x 3 points, 2 replications, 2,000 units per run. */
    private List<String> experiment(String out, String... more) {
        List<String> a = new ArrayList<>(List.of("run", example("ion-implantation.lbsim"), "--quiet", "--set",
                "application/units=2000", "--sweep", "application/strategy=guided,self", "--sweep",
                "application/workBytesFixed=1024:1048576:*32", "--replications", "2", "--out", out));
        a.addAll(List.of(more));
        return a;
    }

    private int lbsim(List<String> args) {
        return lbsim(args.toArray(new String[0]));
    }

    private static byte[] bytes(Path p) throws Exception {
        return Files.readAllBytes(p);
    }

    @Test
    void pointsAndRunsDoNotDependOnTheNumberOfJobs() throws Exception {
        Path one = dir.resolve("one");
        Path two = dir.resolve("two");
        assertEquals(0, lbsim(experiment(one.toString(), "--jobs", "1")), stderr());
        assertEquals(0, lbsim(experiment(two.toString(), "--jobs", "2")), stderr());
        assertArrayEquals(bytes(one.resolve("points.csv")), bytes(two.resolve("points.csv")));
        assertArrayEquals(bytes(one.resolve("runs.csv")), bytes(two.resolve("runs.csv")));
        List<String> points = Files.readAllLines(one.resolve("points.csv"));
        assertEquals(7, points.size()); // header + 2 strategies x 3 lengths (1 KB, 32 KB, 1 MB)
        assertTrue(points.get(0).startsWith("point,application/strategy,application/workBytesFixed,n,"), points.get(0));
        assertTrue(points.get(0).contains(",makespan_mean,makespan_sd,makespan_ci95,"), points.get(0));
        assertTrue(points.get(1).startsWith("0,guided,1024,2,"), points.get(1));
        assertTrue(points.get(6).startsWith("5,self,1048576,2,"), points.get(6));
        assertEquals(13, Files.readAllLines(one.resolve("runs.csv")).size());
        String json = Files.readString(one.resolve("experiment.json"));
        assertTrue(json.contains("\"format\": \"lbsim-experiment\""), json);
        assertTrue(json.contains("\"complete\": true"), json);
        assertTrue(json.contains("\"masterSeed\": 42"), json); // the scenario's run/seed
        assertFalse(Files.exists(one.resolve("runs")), "run folders only with --keep-runs");
    }

    @Test
    void shardsMergedEqualTheUnshardedRun() throws Exception {
        Path whole = dir.resolve("whole");
        assertEquals(0, lbsim(experiment(whole.toString())), stderr());
        List<String> shards = new ArrayList<>(List.of("merge"));
        for (int i = 1; i <= 3; i++) {
            Path s = dir.resolve("shard" + i);
            assertEquals(0, lbsim(experiment(s.toString(), "--shard", i + "/3", "--keep-runs")), stderr());
            // shard i runs points i-1 and i-1+3 of the 6
            List<String> runs = Files.readAllLines(s.resolve("runs.csv"));
            assertEquals(5, runs.size());
            assertTrue(runs.get(1).startsWith((i - 1) + ",0,"), runs.get(1));
            assertTrue(runs.get(3).startsWith((i + 2) + ",0,"), runs.get(3));
            assertTrue(Files.readString(s.resolve("experiment.json")).contains("\"count\": 3"));
            shards.add(s.toString());
        }
        Path merged = dir.resolve("merged");
        shards.addAll(List.of("--out", merged.toString()));
        assertEquals(0, lbsim(shards), stderr());
        assertArrayEquals(bytes(whole.resolve("points.csv")), bytes(merged.resolve("points.csv")));
        assertArrayEquals(bytes(whole.resolve("runs.csv")), bytes(merged.resolve("runs.csv")));
        try (Stream<Path> runs = Files.list(merged.resolve("runs"))) {
            assertEquals(12, runs.count()); // every shard's run folders
        }
    }

    @Test
    void mergeRefusesShardsOfDifferentExperimentsAndMissingShards() throws Exception {
        Path a1 = dir.resolve("a1");
        Path a2 = dir.resolve("a2");
        Path b2 = dir.resolve("b2");
        assertEquals(0, lbsim(experiment(a1.toString(), "--shard", "1/2")), stderr());
        assertEquals(0, lbsim(experiment(a2.toString(), "--shard", "2/2")), stderr());
        assertEquals(0, lbsim(experiment(b2.toString(), "--shard", "2/2", "--seed", "5")), stderr());
        Path m = dir.resolve("m");
        assertEquals(2, lbsim("merge", a1.toString(), b2.toString(), "--out", m.toString()));
        assertTrue(stderr().contains(b2 + ": not the same experiment as " + a1 + ": fixed seed differs"), stderr());
        assertEquals(2, lbsim("merge", a1.toString(), "--out", m.toString()));
        assertTrue(stderr().contains("shard 2/2 of this experiment is missing"), stderr());
        assertEquals(2, lbsim("merge", a1.toString(), a1.toString(), "--out", m.toString()));
        assertTrue(stderr().contains("is given twice"), stderr());
        assertFalse(Files.exists(m));
        assertEquals(0, lbsim("merge", a2.toString(), a1.toString(), "--out", m.toString()), stderr());
    }

    @Test
    void badInputExitsTwoAndWritesNothing() throws Exception {
        Path res = dir.resolve("res");
        assertEquals(2, lbsim(experiment(res.toString(), "--sweep", "application/workBytes=1,2")));
        assertTrue(stderr().startsWith("lbsim: " + example("ion-implantation.lbsim")
                + ": --sweep application/workBytes: MasterSlaveApplication has no attribute 'workBytes'"), stderr());
        assertFalse(Files.exists(res));
        for (String shard : new String[] { "3/2", "0/2", "x/y" }) {
            assertEquals(2, lbsim(experiment(res.toString(), "--shard", shard)));
            assertTrue(stderr().startsWith("lbsim: --shard " + shard + ": expected i/n"), stderr());
            assertFalse(Files.exists(res));
        }
        assertEquals(2, lbsim(experiment(res.toString(), "--sweep", "application/units=1:10:0")));
        assertTrue(stderr().contains("--sweep application/units=1:10:0: the step must be non-zero"), stderr());
        assertEquals(2, lbsim(experiment(res.toString(), "--replications", "0")));
        assertFalse(Files.exists(res));
    }

    /** Every malformed option value: exit 2, a message naming the option, the value and the rule; nothing written. */
    @Test
    void everyMalformedOptionValueExitsTwoAndWritesNothing() throws Exception {
        Path res = dir.resolve("res");
        String[][] cases = {
            { "--jobs", "0", "lbsim: --jobs takes a whole number >= 1, got '0'" },
            { "--jobs", "-1", "lbsim: --jobs takes a whole number >= 1, got '-1'" },
            { "--jobs", "two", "lbsim: --jobs takes a whole number >= 1, got 'two'" },
            { "--replications", "-3", "lbsim: --replications takes a whole number >= 1, got '-3'" },
            { "--sweep", "application/slaves", "lbsim: --sweep application/slaves: expected PATH=v1,v2,..." },
            { "--sweep", "application/slaves=", "lbsim: --sweep application/slaves=: expected PATH=" },
            { "--sweep", "application/slaves= ", "lbsim: --sweep application/slaves= : no values after '='" },
            { "--sweep", "application/slaves=1,,2", "lbsim: --sweep application/slaves=1,,2: empty value in the list" },
            { "--sweep", "application/slaves=8:2:2", "lbsim: --sweep application/slaves=8:2:2: the step must be non-zero" },
            { "--sweep", "application/slaves=2:8:0", "lbsim: --sweep application/slaves=2:8:0: the step must be non-zero" },
            { "--sweep", "application/slaves=2:8:*-2", "lbsim: --sweep application/slaves=2:8:*-2: a geometric range needs" },
            { "--sweep", "application/slaves=8:2:*2", "lbsim: --sweep application/slaves=8:2:*2: a geometric range needs" },
            { "--sweep", "application/strategy=factoring", "lbsim: --sweep application/strategy is given twice" },
            { "--set", "application/strategy=self", "lbsim: --set application/strategy=self: application/strategy is also swept" },
            { "--shard", "1/0", "lbsim: --shard 1/0: expected i/n" },
            { "--shard", "-1/2", "lbsim: --shard -1/2: expected i/n" },
            { "--sweep", "application/requestBytes=ten", "lbsim: " + example("ion-implantation.lbsim") + ": --sweep application/requestBytes" },
        };
        for (String[] c : cases) {
            assertEquals(2, lbsim(experiment(res.toString(), c[0], c[1])), String.join(" ", c));
            assertTrue(stderr().startsWith(c[2]), c[0] + " " + c[1] + ": " + stderr());
            assertFalse(stderr().contains("Exception"), stderr());
            assertFalse(Files.exists(res), c[0] + " " + c[1]);
        }
        // --chart without a sweep: refused before the runs, not after the whole experiment
        assertEquals(2, lbsim("run", example("ion-implantation.lbsim"), "--quiet", "--replications", "2", "--chart", "makespan",
                "--out", res.toString()));
        assertTrue(stderr().startsWith("lbsim: --chart makespan: draws against the first swept parameter; give a --sweep"),
                stderr());
        assertFalse(Files.exists(res));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.map(p -> p.getFileName().toString()).toList(), "nothing written, not even a temporary folder");
        }
    }

    /** An old lbsim result folder that holds the scenario being run is not replaced (it would delete the scenario). */
    @Test
    void anOutputFolderHoldingTheScenarioIsLeftAlone() throws Exception {
        Path old = dir.resolve("old");
        assertEquals(0, lbsim(experiment(old.toString(), "--replications", "1")), stderr());
        Path mine = old.resolve("mine.lbsim");
        Files.copy(Path.of(example("ion-implantation.lbsim")), mine);
        byte[] before = bytes(old.resolve("points.csv"));
        assertEquals(2, lbsim("run", mine.toString(), "--quiet", "--replications", "2", "--out", old.toString()));
        assertTrue(stderr().startsWith("lbsim: --out " + old.toAbsolutePath() + ": holds the scenario file " + mine
                + " being run; replacing the folder would delete it, choose another --out"), stderr());
        assertTrue(Files.isRegularFile(mine));
        assertArrayEquals(before, bytes(old.resolve("points.csv")));
        // an ancestor of the scenario's folder that is not an lbsim result is refused by the general rule
        assertEquals(2, lbsim("run", mine.toString(), "--quiet", "--replications", "2", "--out", dir.toString()));
        assertTrue(Files.isRegularFile(mine));
    }

    @Test
    void anOutputFolderThatIsNotAnLbsimResultIsLeftAlone() throws Exception {
        Path mine = Files.createDirectory(dir.resolve("mine"));
        Files.writeString(mine.resolve("thesis.tex"), "\\chapter{Results}\n");
        Files.createDirectory(mine.resolve("figures"));
        assertEquals(2, lbsim(experiment(mine.toString())));
        assertTrue(stderr().contains("holds files lbsim did not write (figures/, thesis.tex)"), stderr());
        Path shard = dir.resolve("s1");
        assertEquals(0, lbsim(experiment(shard.toString(), "--shard", "1/1")), stderr());
        assertEquals(2, lbsim("merge", shard.toString(), "--out", mine.toString()));
        try (Stream<Path> files = Files.list(mine)) {
            assertEquals(List.of("figures", "thesis.tex"), files.map(p -> p.getFileName().toString()).sorted().toList());
        }
        assertEquals("\\chapter{Results}\n", Files.readString(mine.resolve("thesis.tex")));
        try (Stream<Path> files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().contains(".tmp-")), "no temporary folder left");
        }
        // an earlier experiment is an lbsim result and is replaced
        assertEquals(0, lbsim(experiment(shard.toString(), "--replications", "1")), stderr());
        assertEquals(7, Files.readAllLines(shard.resolve("runs.csv")).size());
    }

    @Test
    void chartsAreDrawnAsPngAndSvgAndCanBeRedrawn() throws Exception {
        Path res = dir.resolve("res");
        assertEquals(0, lbsim(experiment(res.toString(), "--chart", "makespan")), stderr());
        BufferedImage png = ImageIO.read(res.resolve("chart-makespan.png").toFile());
        assertEquals(1000, png.getWidth());
        assertEquals(600, png.getHeight());
        String svg = Files.readString(res.resolve("chart-makespan.svg"));
        assertTrue(svg.startsWith("<svg") || svg.startsWith("<?xml"), svg.substring(0, 40));
        assertTrue(svg.contains("makespan"), "the axis label is in the SVG");
        // redrawn from the folder: the same bytes (the SVG's clip-path names once came from System.nanoTime())
        byte[] pngBytes = Files.readAllBytes(res.resolve("chart-makespan.png"));
        assertEquals(0, lbsim("chart", res.toString(), "--figure", "makespan"), stderr());
        assertEquals(svg, Files.readString(res.resolve("chart-makespan.svg")));
        assertArrayEquals(pngBytes, Files.readAllBytes(res.resolve("chart-makespan.png")));
        assertEquals(0, lbsim("chart", res.toString(), "--figure", "speedup"), stderr());
        assertTrue(Files.isRegularFile(res.resolve("chart-speedup.png")));
        assertTrue(Files.isRegularFile(res.resolve("chart-speedup.svg")));
        assertEquals(2, lbsim("chart", res.toString(), "--figure", "nonsense"));
        assertTrue(stderr().contains(": no figure 'nonsense' in this experiment; it has: simulated_end, events,"), stderr());
    }

    /**
     * {@code --chart-x} and {@code lbsim chart --x} pick the x axis: the title of the drawn chart names it
     * and the legend has one line per value of the other sweep. A path that is no sweep is refused before
     * anything runs.
     */
    @Test
    void theChartsXAxisCanBeChosen() throws Exception {
        Path res = dir.resolve("res");
        assertEquals(0, lbsim(experiment(res.toString(), "--chart", "makespan", "--chart-x", "application/workBytesFixed")),
                stderr());
        String svg = Files.readString(res.resolve("chart-makespan.svg"));
        assertTrue(svg.contains("makespan against application/workBytesFixed"), "title names the x axis");
        assertTrue(svg.contains("strategy=guided") && svg.contains("strategy=self"), "one line per strategy");
        assertEquals(0, lbsim("chart", res.toString(), "--figure", "makespan", "--x", "strategy"), stderr());
        svg = Files.readString(res.resolve("chart-makespan.svg"));
        assertTrue(svg.contains("makespan against application/strategy"), "title names the x axis");
        assertTrue(svg.contains("workBytesFixed=32768"), "one line per length");
        assertEquals(2, lbsim("chart", res.toString(), "--figure", "makespan", "--x", "nice"));
        assertTrue(stderr().contains(": chart makespan: x axis 'nice' is not one of the swept parameters: "
                + "application/strategy, application/workBytesFixed"), stderr());
        Path other = dir.resolve("other");
        assertEquals(2, lbsim(experiment(other.toString(), "--chart", "makespan", "--chart-x", "application/units")));
        assertEquals("lbsim: --chart-x: x axis 'application/units' is not one of the swept parameters: application/strategy, "
                + "application/workBytesFixed", stderr().lines().findFirst().orElse(""));
        assertFalse(Files.exists(other), "refused before running");
        assertEquals(2, lbsim(experiment(other.toString(), "--chart-x", "application/strategy")));
        assertTrue(stderr().contains("--chart-x goes with --chart"), stderr());
    }

    /**
     * Result and experiment folders follow the umask, like any file the user makes: folders 0777 and files
     * 0666 less the umask (755 and 644 under the usual umask 022), so group members of a shared project
     * folder can read them. The umask is read from /proc/self/status (Linux).
     */
    @Test
    void resultsFollowTheUmask() throws Exception {
        String status = Files.readString(Path.of("/proc/self/status"));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^Umask:\\s*([0-7]+)$").matcher(status);
        assertTrue(m.find(), "no Umask line in /proc/self/status (Linux 4.7 or newer has one)");
        int umask = Integer.parseInt(m.group(1), 8);
        Path one = dir.resolve("one");
        Path exp = dir.resolve("exp");
        Path s1 = dir.resolve("s1");
        Path s2 = dir.resolve("s2");
        Path merged = dir.resolve("merged");
        assertEquals(0, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--out", one.toString(), "--export", "png"),
                stderr());
        assertEquals(0, lbsim(experiment(exp.toString(), "--keep-runs", "--chart", "makespan")), stderr());
        assertEquals(0, lbsim(experiment(s1.toString(), "--shard", "1/2")), stderr());
        assertEquals(0, lbsim(experiment(s2.toString(), "--shard", "2/2")), stderr());
        assertEquals(0, lbsim("merge", s1.toString(), s2.toString(), "--out", merged.toString()), stderr());
        assertEquals(0, lbsim("chart", merged.toString(), "--figure", "makespan"), stderr());
        int dirs = 0;
        int files = 0;
        for (Path root : List.of(one, exp, s1, s2, merged)) {
            try (Stream<Path> all = Files.walk(root)) {
                for (Path p : all.toList()) {
                    int mode = 0;
                    for (java.nio.file.attribute.PosixFilePermission perm : Files.getPosixFilePermissions(p)) {
                        mode |= 1 << (8 - perm.ordinal()); // OWNER_READ is ordinal 0 = bit 8, OTHERS_EXECUTE ordinal 8
                    }
                    boolean isDir = Files.isDirectory(p);
                    int want = (isDir ? 0777 : 0666) & ~umask;
                    assertEquals(Integer.toOctalString(want), Integer.toOctalString(mode), p + " (umask " + Integer.toOctalString(umask) + ")");
                    if (isDir) {
                        dirs++;
                    } else {
                        files++;
                    }
                }
            }
        }
        assertTrue(dirs >= 5 + 12 && files > 30, dirs + " folders, " + files + " files checked");
        assertTrue(Files.exists(exp.resolve("chart-makespan.png")) && Files.exists(merged.resolve("chart-makespan.svg")));
    }

    /** The plain {@code lbsim run} without experiment options keeps writing one result folder. */
    /**
     * A scenario file that holds its experiment (two Sweep elements and a replication count) runs it with no
     * flags, and its points.csv and runs.csv equal those of the same experiment given on the command line.
     */
    @Test
    void aScenarioFileWithSweepsRunsItsExperimentWithNoFlags() throws Exception {
        String xml = Files.readString(Path.of(example("ion-implantation.lbsim")))
                .replace("units=\"20000\"", "units=\"2000\"")
                .replace("<run seed=\"42\"/>", "<run seed=\"42\" replications=\"2\"/>\n"
                        + "  <sweeps path=\"application/strategy\" spec=\"guided,self\"/>\n"
                        + "  <sweeps path=\"application/workBytesFixed\" spec=\"1024:1048576:*32\"/>");
        assertTrue(xml.contains("<sweeps"), "the example changed: the test's edit no longer applies");
        Path scenario = dir.resolve("ion-experiment.lbsim");
        Files.writeString(scenario, xml);
        Path fromFile = dir.resolve("from-file");
        assertEquals(0, lbsim("run", scenario.toString(), "--quiet", "--out", fromFile.toString()), stderr());
        assertTrue(Files.isRegularFile(fromFile.resolve("experiment.json")), "an experiment folder, not one result");
        Path fromFlags = dir.resolve("from-flags");
        assertEquals(0, lbsim(experiment(fromFlags.toString())), stderr());
        assertArrayEquals(bytes(fromFlags.resolve("points.csv")), bytes(fromFile.resolve("points.csv")));
        assertArrayEquals(bytes(fromFlags.resolve("runs.csv")), bytes(fromFile.resolve("runs.csv")));
        // the same file in UTF-16 (not scanned as text before loading: ScenarioExperiment.mayDeclare) is the same experiment
        Path utf16 = dir.resolve("ion-experiment-utf16.lbsim");
        Files.writeString(utf16, xml.replace("encoding=\"UTF-8\"", "encoding=\"UTF-16\""), java.nio.charset.StandardCharsets.UTF_16);
        Path fromUtf16 = dir.resolve("from-utf16");
        assertEquals(0, lbsim("run", utf16.toString(), "--quiet", "--out", fromUtf16.toString()), stderr());
        assertArrayEquals(bytes(fromFile.resolve("points.csv")), bytes(fromUtf16.resolve("points.csv")));
        // --sweep of a path the file sweeps replaces it, --replications replaces the file's count
        Path replaced = dir.resolve("replaced");
        assertEquals(0, lbsim("run", scenario.toString(), "--quiet", "--sweep", "application/strategy=self",
                "--replications", "1", "--out", replaced.toString()), stderr());
        List<String> points = Files.readAllLines(replaced.resolve("points.csv"));
        assertEquals(1 + 3, points.size(), String.join("\n", points)); // header + 1 strategy x 3 lengths
        assertTrue(points.get(0).startsWith("point,application/strategy,application/workBytesFixed,n,"), points.get(0));
        assertTrue(points.get(1).startsWith("0,self,1024,1,"), points.get(1));
    }

    /**
     * Speedup against processors: sweeping slaveCount (the first k slaves take part) on identical hosts with
     * a free network and 400 units of exactly 1 s each gives makespans 400 / k s, so speedup k (hand values).
     */
    @Test
    void aSlaveCountSweepDrawsSpeedupAgainstProcessors() throws Exception {
        Path scenario = dir.resolve("speedup.lbsim");
        Files.writeString(scenario, """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="speedup">
                  <platform>
                    <hosts name="m" segment="lan"/>
                    <hosts name="s1" segment="lan"/>
                    <hosts name="s2" segment="lan"/>
                    <hosts name="s3" segment="lan"/>
                    <hosts name="s4" segment="lan"/>
                    <segments xsi:type="lbsim:DelayNetwork" name="lan"/>
                  </platform>
                  <application xsi:type="lbsim:MasterSlaveApplication" master="m" slaves="s1 s2 s3 s4" units="400"
                      unitCost="constant(1)" strategy="self"/>
                  <run seed="1"/>
                  <sweeps path="application/slaveCount" spec="1,2,4"/>
                </lbsim:Scenario>
                """);
        Path out = dir.resolve("speedup");
        assertEquals(0, lbsim("run", scenario.toString(), "--quiet", "--chart", "speedup", "--out", out.toString()), stderr());
        List<String> points = Files.readAllLines(out.resolve("points.csv"));
        List<String> header = List.of(points.get(0).split(","));
        int makespan = header.indexOf("makespan_mean");
        int speedup = header.indexOf("speedup_mean");
        assertTrue(makespan > 0 && speedup > 0, points.get(0));
        double[] k = { 1, 2, 4 };
        for (int i = 0; i < k.length; i++) {
            String[] row = points.get(1 + i).split(",");
            assertEquals(400 / k[i], Double.parseDouble(row[makespan]), 1e-9, points.get(1 + i));
            assertEquals(k[i], Double.parseDouble(row[speedup]), 1e-9, points.get(1 + i));
        }
        BufferedImage png = ImageIO.read(out.resolve("chart-speedup.png").toFile());
        assertTrue(png != null && png.getWidth() > 100, "the chart of speedup against slaveCount");
    }

    @Test
    void aPlainRunStillWritesOneResultFolder() throws Exception {
        Path res = dir.resolve("res");
        assertEquals(0, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--out", res.toString()), stderr());
        assertTrue(Files.isRegularFile(res.resolve("summary.json")));
        assertFalse(Files.exists(res.resolve("experiment.json")));
    }

    /**
     * A real SIGINT to a child JVM running an experiment: it exits with 130 and leaves the finished
     * points in an experiment folder marked complete=false. The child runs lbsim.app.Main on a class
     * path made of the jars and folders this test's classes came from; it is started through perl to
     * undo an inherited "ignore SIGINT" (background build processes have one, and a JVM then never sees
     * the signal).
     */
    @Test
    void ctrlCKeepsTheFinishedPointsAndExits130() throws Exception {
        List<String> cp = new ArrayList<>();
        for (String cls : new String[] { "lbsim.app.Cli", "lbsim.run.ScenarioRunner", "lbsim.trace.TraceFile", "lbsim.model.Scenario",
                "lbsim.core.engine.Simulation", "org.eclipse.emf.ecore.EObject",
                "org.eclipse.emf.common.util.URI", "org.eclipse.emf.ecore.xmi.XMIResource",
                "org.apache.commons.rng.UniformRandomProvider", "org.apache.commons.rng.core.source64.XoRoShiRo128PlusPlus",
                "org.apache.commons.rng.sampling.distribution.ZigguratSampler",
                "org.apache.commons.math3.distribution.TDistribution", "org.jfree.chart.JFreeChart",
                "org.jfree.svg.SVGGraphics2D" }) {
            File f = location(cls);
            assertTrue(f != null, "no jar or folder for the classes of " + cls);
            cp.add(f.getPath());
        }
        assertTrue(new File("/usr/bin/perl").canExecute(), "perl resets SIGINT for the child");
        Path res = dir.resolve("res");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder("/usr/bin/perl", "-e", "$SIG{INT} = 'DEFAULT'; exec @ARGV or die $!", java,
                "-cp", String.join(File.pathSeparator, cp), "lbsim.app.Main", "run", example("ion-implantation.lbsim"),
                "--set", "application/strategy=self", "--sweep", "application/units=4000:200000:4000", "--jobs", "1",
                "--out", res.toString());
        pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        Process child = pb.start();
        List<String> lines = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(child.getErrorStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                lines.add(line);
                // a progress line once 10 % of the 50 runs are done: at least 5 points are finished
                if (line.startsWith("lbsim: points ") && !line.startsWith("lbsim: points 0/")) {
                    new ProcessBuilder("kill", "-INT", Long.toString(child.pid())).start().waitFor();
                    break;
                }
            }
            if (!child.waitFor(120, TimeUnit.SECONDS)) {
                child.destroyForcibly();
                fail("the child did not stop after SIGINT: " + lines);
            }
            while ((line = r.readLine()) != null) {
                lines.add(line);
            }
        }
        assertEquals(130, child.exitValue(), String.join("\n", lines));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("lbsim: interrupted: kept the ")), String.join("\n", lines));
        String json = Files.readString(res.resolve("experiment.json"));
        assertTrue(json.contains("\"complete\": false"), json);
        int points = Files.readAllLines(res.resolve("points.csv")).size() - 1;
        assertTrue(points >= 1 && points < 50, "finished points kept: " + points);
        assertEquals(points + 1, Files.readAllLines(res.resolve("runs.csv")).size()); // one replication each
    }

    static File location(String className) {
        try {
            Class<?> c = null;
            // each bundle sees only what it imports: ask the loaders of the bundles that use these classes
            for (ClassLoader l : new ClassLoader[] { ExperimentCliTest.class.getClassLoader(),
                    lbsim.run.ScenarioRunner.class.getClassLoader(), lbsim.model.Scenario.class.getClassLoader(),
                    lbsim.core.engine.Simulation.class.getClassLoader() }) {
                try {
                    c = Class.forName(className, false, l);
                    break;
                } catch (ClassNotFoundException e) {
                    // try the next
                }
            }
            if (c == null) {
                return null;
            }
            URL u = c.getProtectionDomain().getCodeSource() == null ? null
                    : c.getProtectionDomain().getCodeSource().getLocation();
            if (u == null) {
                return null;
            }
            String s = u.toString();
            if (s.startsWith("reference:")) {
                s = s.substring("reference:".length());
            }
            if (!s.startsWith("file:")) {
                return null;
            }
            File f = new File(new java.net.URI(s));
            return f.exists() ? f : null;
        } catch (java.net.URISyntaxException | RuntimeException | LinkageError e) {
            return null;
        }
    }
}
