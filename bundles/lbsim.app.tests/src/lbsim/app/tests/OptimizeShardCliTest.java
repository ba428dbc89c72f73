package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code lbsim optimize --shard i/n} and {@code lbsim merge} of its shard folders (issue 30): the merged folder is the
 * folder of the search without shards, byte for byte, and merge refuses shards that do not belong together in one
 * line, exit 2, writing nothing.
 */
class OptimizeShardCliTest extends CliTestBase {

    @TempDir
    Path dir;

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private List<String> errLines() {
        return stderr().lines().toList();
    }

    private static List<String> args(String scenario, String out, String... more) {
        List<String> a = new ArrayList<>(List.of("optimize", scenario, "--set", "application/units=2000"));
        a.addAll(List.of(more));
        a.addAll(List.of("--out", out, "--jobs", "2"));
        return a;
    }

    private int optimize(String scenario, Path out, String... more) {
        return lbsim(args(scenario, out.toString(), more).toArray(String[]::new));
    }

    /** Every file of the folder (with the manifest) equal in both, and the same names. */
    private static void assertSameFolder(Path expected, Path actual) throws Exception {
        List<String> names;
        try (Stream<Path> s = Files.list(expected)) {
            names = s.map(p -> p.getFileName().toString()).sorted().toList();
        }
        try (Stream<Path> s = Files.list(actual)) {
            assertEquals(names, s.map(p -> p.getFileName().toString()).sorted().toList());
        }
        assertTrue(names.containsAll(List.of("optimize.json", "candidates.csv", "optimize.png", "optimize.svg", ".lbsim-manifest")),
                names.toString());
        for (String n : names) {
            assertArrayEquals(Files.readAllBytes(expected.resolve(n)), Files.readAllBytes(actual.resolve(n)), n);
        }
    }

    /**
     * The shards' race must be the whole search's race: with 13 candidates of which the halving drops some (the
     * candidates.csv has candidates at fewer replications than the final count), the merge of shards given in any
     * order writes the same files. Shares (2 x the budget for a strategy with parameters, 1 without, costliest first
     * to the least loaded shard): fixed 6 -> shard 1, guided 6 -> shard 2, trapezoid 6 -> shard 1 (6 vs 6: the lower
     * index), factoring 1 -> shard 2 (12 vs 6), self 1 -> shard 2 (12 vs 7).
     */
    @Test
    void mergedShardsAreTheSearchWithoutShards() throws Exception {
        String scenario = example("ion-implantation.lbsim");
        String[] search = { "--strategies", "fixed,factoring,self,guided,trapezoid", "--replications", "4", "--budget", "3", "--pareto",
                "messages" };
        Path whole = dir.resolve("whole");
        assertEquals(0, optimize(scenario, whole, search), stderr());
        Path s1 = dir.resolve("s1");
        Path s2 = dir.resolve("s2");
        assertEquals(0, optimize(scenario, s1, concat(search, "--shard", "1/2")), stderr());
        assertTrue(stdout().contains("shard 1/2: fixed, trapezoid\n"), stdout());
        assertTrue(stdout().contains("optimize shard 1/2: "), stdout());
        assertTrue(stderr().contains("lbsim: optimize: "), "progress on stderr: " + stderr());
        assertEquals(0, optimize(scenario, s2, concat(search, "--shard", "2/2")), stderr());
        assertTrue(stdout().contains("shard 2/2: factoring, self, guided\n"), stdout());
        assertFalse(Files.exists(s1.resolve("optimize.json")), "a shard folder is not an optimize folder");

        String shard = Files.readString(s2.resolve("optimize-shard.json"));
        assertTrue(shard.contains("\"index\": 2,\n    \"count\": 2,"), shard);
        String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(Path.of(scenario))));
        assertTrue(shard.contains("\"scenarioSha256\": \"" + sha + "\""), "the scenario's SHA-256, computed here: " + sha);
        assertTrue(shard.contains("\"inputFilesSha256\": {}"), "ion-implantation names no input file");

        Path merged = dir.resolve("merged");
        assertEquals(0, lbsim("merge", s2.toString(), s1.toString(), "--out", merged.toString()), stderr());
        assertTrue(stdout().startsWith("merge: 2 optimize shards, "), stdout());
        assertTrue(stdout().contains("winner: --set application/strategy="), stdout());
        assertSameFolder(whole, merged);
        List<String> csv = Files.readAllLines(whole.resolve("candidates.csv"));
        assertTrue(csv.stream().skip(1).anyMatch(l -> l.split(",")[2].equals("1")), "some candidates were dropped at the first rung: " + csv);
        assertTrue(csv.stream().skip(1).anyMatch(l -> l.split(",")[2].equals("4")), "some were raced to the end: " + csv);
        assertEquals(0, lbsim("validate", merged.resolve("ion-implantation-optimized.lbsim").toString()), stderr());
    }

    /** The same with the slave count searched, a quantile objective and three shards, merged in another order. */
    @Test
    void mergedShardsAreTheSearchWithoutShardsForAQuantileAndTheSlaveCount() throws Exception {
        String scenario = example("ion-implantation.lbsim");
        String[] search = { "--strategies", "fixed,factoring,self,guided", "--slaves", "--objective", "p75", "--replications", "4",
                "--budget", "2" };
        Path whole = dir.resolve("whole");
        assertEquals(0, optimize(scenario, whole, search), stderr());
        List<String> merge = new ArrayList<>(List.of("merge"));
        for (int i : new int[] { 3, 1, 2 }) {
            Path s = dir.resolve("s" + i);
            assertEquals(0, optimize(scenario, s, concat(search, "--shard", i + "/3", "--quiet")), stderr());
            assertEquals("", stdout(), "--quiet");
            merge.add(s.toString());
        }
        Path merged = dir.resolve("merged");
        merge.addAll(List.of("--out", merged.toString()));
        assertEquals(0, lbsim(merge.toArray(String[]::new)), stderr());
        assertSameFolder(whole, merged);
    }

    @Test
    void mergeRefusesShardsThatDoNotBelongTogether() throws Exception {
        Path copy = dir.resolve("ion.lbsim");
        Files.copy(Path.of(example("ion-implantation.lbsim")), copy);
        String scenario = copy.toString();
        String[] search = { "--strategies", "self,factoring,static-block", "--replications", "2" };
        Path s1 = dir.resolve("s1");
        Path s2 = dir.resolve("s2");
        Path s3 = dir.resolve("s3");
        assertEquals(0, optimize(scenario, s1, concat(search, "--shard", "1/3")), stderr());
        assertEquals(0, optimize(scenario, s2, concat(search, "--shard", "2/3")), stderr());
        assertEquals(0, optimize(scenario, s3, concat(search, "--shard", "3/3")), stderr());
        Path m = dir.resolve("m");

        assertEquals(2, lbsim("merge", s1.toString(), s2.toString(), "--out", m.toString()));
        assertEquals(List.of("lbsim: merge: shard 3/3 of this optimize search is missing"), errLines());
        assertEquals(2, lbsim("merge", s1.toString(), s2.toString(), s2.toString(), s3.toString(), "--out", m.toString()));
        assertEquals(List.of("lbsim: " + s2 + ": shard 2/3 is given twice (also " + s2 + ")"), errLines());
        assertEquals(2, lbsim("merge", s1.toString(), s2.toString(), s3.toString(), "--out", s2.toString()));
        assertEquals(1, errLines().size(), stderr());
        assertTrue(errLines().get(0).startsWith("lbsim: --out "), stderr());

        Path other = dir.resolve("other");
        assertEquals(0, optimize(scenario, other, "--strategies", "self,factoring,static-block", "--replications", "3", "--shard", "3/3"),
                stderr());
        assertEquals(2, lbsim("merge", s1.toString(), s2.toString(), other.toString(), "--out", m.toString()));
        assertEquals(List.of("lbsim: " + other + ": not the same optimize search as " + s1 + ": replications differs (3 here, 2 there)"),
                errLines());

        assertEquals(0, lbsim(concat(args(scenario, other.toString(), search).toArray(String[]::new), "--shard", "3/3", "--seed",
                "7")), stderr());
        assertEquals(2, lbsim("merge", s1.toString(), s2.toString(), other.toString(), "--out", m.toString()));
        assertTrue(errLines().get(0).endsWith(": master seed differs (7 here, 42 there)") && errLines().size() == 1, stderr());

        Files.writeString(copy, Files.readString(copy) + "\n"); // the same scenario, other bytes
        assertEquals(0, optimize(scenario, other, concat(search, "--shard", "3/3")), stderr());
        assertEquals(2, lbsim("merge", s1.toString(), s2.toString(), other.toString(), "--out", m.toString()));
        assertEquals(1, errLines().size(), stderr());
        assertTrue(errLines().get(0).startsWith("lbsim: " + other + ": not the same optimize search as " + s1
                + ": scenario file content (SHA-256) differs ("), stderr());
        // the shards read the file before it changed: the winner's scenario would not be what they searched
        assertEquals(2, lbsim("merge", s1.toString(), s2.toString(), s3.toString(), "--out", m.toString()));
        assertEquals(1, errLines().size(), stderr());
        assertTrue(errLines().get(0).startsWith("lbsim: " + copy.toAbsolutePath() + ": changed since the shards ran: content (SHA-256)"
                + " differs ("), stderr());
        assertFalse(Files.exists(m), "nothing written");

        Path experiment = dir.resolve("exp");
        assertEquals(0, lbsim("run", scenario, "--replications", "2", "--out", experiment.toString(), "--quiet"),
                stderr());
        assertEquals(2, lbsim("merge", s1.toString(), experiment.toString(), "--out", m.toString()));
        assertEquals(List.of("lbsim: " + experiment + ": not an optimize shard folder (no optimize-shard.json), but " + s1
                + " is: merge joins the shards of one experiment or of one optimize search"), errLines());
        assertFalse(Files.exists(m), "nothing written");
    }

    /** An input file the scenario names (here the unit costs' empirical file) that changed between two shards. */
    @Test
    void mergeRefusesShardsOfAnotherInputFile() throws Exception {
        Path copy = dir.resolve("ion.lbsim");
        Files.copy(Path.of(example("ion-implantation.lbsim")), copy);
        Path costs = dir.resolve("costs.csv");
        Files.writeString(costs, "value\n0.04\n0.05\n0.07\n");
        String[] search = { "--set", "application/unitCost=empirical(file=costs.csv)", "--strategies", "self,factoring",
                "--replications", "2", "--quiet" };
        Path s1 = dir.resolve("s1");
        Path s2 = dir.resolve("s2");
        assertEquals(0, optimize(copy.toString(), s1, concat(search, "--shard", "1/2")), stderr());
        String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(costs)));
        assertTrue(Files.readString(s1.resolve("optimize-shard.json")).contains("\"inputFilesSha256\": {\n    \"costs.csv\": \"" + sha
                + "\"\n  }"), "the input file's SHA-256, computed here: " + sha);
        Files.writeString(costs, "value\n0.04\n0.05\n0.08\n");
        assertEquals(0, optimize(copy.toString(), s2, concat(search, "--shard", "2/2")), stderr());
        Path m = dir.resolve("m");
        assertEquals(2, lbsim("merge", s1.toString(), s2.toString(), "--out", m.toString()));
        assertEquals(1, errLines().size(), stderr());
        assertTrue(errLines().get(0).startsWith("lbsim: " + s2 + ": not the same optimize search as " + s1
                + ": input file costs.csv: content (SHA-256) differs ("), stderr());
        assertFalse(Files.exists(m), "nothing written");
    }

    @Test
    void optimizeRefusesMoreShardsThanStrategies() {
        Path out = dir.resolve("x");
        assertEquals(2, optimize(example("ion-implantation.lbsim"), out, "--strategies", "self,fixed", "--shard", "3/3"));
        assertEquals(List.of("lbsim: --shard 3/3: optimize shards by strategy, and there are only 2 strategies to search: use at most"
                + " 2 shards", "Try 'lbsim --help'."), errLines());
        assertEquals(2, optimize(example("ion-implantation.lbsim"), out, "--shard", "4/3"));
        assertEquals(List.of("lbsim: --shard 4/3: expected i/n with whole numbers 1 <= i <= n, e.g. 2/8", "Try 'lbsim --help'."),
                errLines());
        assertFalse(Files.exists(out), "nothing written");
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
