package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 14, class 1 and 9: lbsim replaces only folders it can prove it wrote entirely (.lbsim-manifest),
 * refuses the working directory, never overwrites a user's file, and finds a bad --out or an unknown
 * --chart figure before simulating. Every data-loss test hashes the user's folder before and after.
 */
class NothingLostCliTest extends CliTestBase {

    @TempDir
    Path dir;

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** Every file and folder under {@code root}, with the SHA-256 of each file's bytes. */
    static Map<String, String> hash(Path root) throws Exception {
        Map<String, String> m = new TreeMap<>();
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.toList()) {
                String rel = root.relativize(p).toString();
                m.put(rel, Files.isDirectory(p) ? "folder"
                        : HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p))));
            }
        }
        return m;
    }

    private List<String> siblings() throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aUsersFileInAnOldResultFolderIsNeverDeleted() throws Exception {
        Path res = dir.resolve("res");
        assertEquals(0, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--out", res.toString()), stderr());
        assertTrue(Files.isRegularFile(res.resolve(".lbsim-manifest")));
        // lbsim's own folder is replaced
        assertEquals(0, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--out", res.toString()), stderr());
        Files.writeString(res.resolve("thesis.tex"), "\\chapter{Results}\n");
        Files.writeString(res.resolve("tasks.csv"), "edited by hand\n", java.nio.file.StandardOpenOption.APPEND);
        Map<String, String> before = hash(res);
        assertEquals(2, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--out", res.toString()));
        assertTrue(stderr().startsWith("lbsim: --out " + res.toAbsolutePath()
                + ": exists and holds files lbsim did not write (tasks.csv, thesis.tex); refusing"), stderr());
        assertEquals(before, hash(res));
        assertEquals(List.of("res"), siblings(), "no temporary folder or spool file left");
    }

    @Test
    void aFolderWithASummaryButNoManifestIsRefused() throws Exception {
        Path old = Files.createDirectory(dir.resolve("old"));
        Files.writeString(old.resolve("summary.json"), "{\"format\": \"lbsim-result\"}\n");
        Files.writeString(old.resolve("rates.csv"), "0,1\n");
        Files.writeString(old.resolve("notes.txt"), "keep\n");
        Map<String, String> before = hash(old);
        assertEquals(2, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--out", old.toString()));
        assertTrue(stderr().contains("holds files lbsim did not write (notes.txt, rates.csv, summary.json); it has no"
                + " .lbsim-manifest"), stderr());
        assertEquals(before, hash(old));
        // an experiment and a merge follow the same rule
        assertEquals(2, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--sweep",
                "platform/hosts[name=k1-n0]/speed=1,2", "--out", old.toString()));
        assertTrue(stderr().contains("holds files lbsim did not write"), stderr());
        assertEquals(before, hash(old));
        assertEquals(List.of("old"), siblings());
    }

    @Test
    void theWorkingDirectoryIsRefused() throws Exception {
        for (String o : new String[] { ".", "", "./", Path.of("").toAbsolutePath().getParent().toString() }) {
            assertEquals(2, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--out", o), o);
            assertTrue(stderr().contains("names the working directory"), stderr());
            assertEquals(2, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--sweep",
                    "platform/hosts[name=k1-n0]/speed=1,2", "--out", o), o);
            assertTrue(stderr().contains("names the working directory"), stderr());
        }
    }

    @Test
    void curvesNeverOverwritesAUsersCurves() throws Exception {
        Path mine = Files.createDirectory(dir.resolve("mine"));
        Files.writeString(mine.resolve("curves.csv"), "my,measurements\n");
        Files.writeString(mine.resolve("paper.tex"), "text\n");
        Map<String, String> before = hash(mine);
        assertEquals(2, lbsim("curves", example("pingpong-analytic.lbsim"), "--out", mine.toString()));
        assertTrue(stderr().contains("curves.csv"), stderr());
        assertEquals(before, hash(mine));
        // its own curves it replaces; the user's other files stay
        Path fresh = Files.createDirectory(dir.resolve("fresh"));
        Files.writeString(fresh.resolve("paper.tex"), "text\n");
        assertEquals(0, lbsim("curves", example("pingpong-analytic.lbsim"), "--out", fresh.toString()), stderr());
        assertEquals(0, lbsim("curves", example("pingpong-analytic.lbsim"), "--out", fresh.toString()), stderr());
        assertEquals("text\n", Files.readString(fresh.resolve("paper.tex")));
        // and a run cannot replace that folder: paper.tex is not lbsim's
        assertEquals(2, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--out", fresh.toString()));
        assertTrue(stderr().contains("(paper.tex)"), stderr());
    }

    @Test
    void exportAddsToTheManifestAndNeverOverwritesAUsersFile() throws Exception {
        Path res = dir.resolve("res");
        assertEquals(0, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--out", res.toString()), stderr());
        assertEquals(0, lbsim("export", res.toString(), "--export", "csv"), stderr());
        String manifest = Files.readString(res.resolve(".lbsim-manifest"));
        assertTrue(manifest.contains("\tstates.csv\n"), manifest);
        // the exports are lbsim's: the folder can still be replaced
        assertEquals(0, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--out", res.toString()), stderr());
        Files.writeString(res.resolve("trace.json"), "{\"mine\": true}\n");
        Map<String, String> before = hash(res);
        assertEquals(2, lbsim("export", res.toString(), "--export", "chrome"));
        assertTrue(stderr().contains("trace.json"), stderr());
        assertEquals(before, hash(res));
    }

    @Test
    void anUnwritableOutIsFoundBeforeSimulating() throws Exception {
        Path file = Files.writeString(dir.resolve("plain"), "a file\n");
        Path target = file.resolve("res");
        assertEquals(2, lbsim("run", example("wus-nice-share.lbsim"), "--out", target.toString()));
        assertEquals("lbsim: --out " + target.toAbsolutePath() + ": cannot be created: " + file.toAbsolutePath()
                + " is a file, not a folder", stderr().lines().findFirst().orElse(""));
        assertFalse(out.toString(StandardCharsets.UTF_8).contains("completed at"), "refused before simulating");
        assertEquals(2, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--sweep",
                "platform/hosts[name=k1-n0]/speed=1,2", "--out", target.resolve("deeper").toString()));
        assertTrue(stderr().contains(file.toAbsolutePath() + " is a file, not a folder"), stderr());
        assertEquals(2, lbsim("curves", example("pingpong-analytic.lbsim"), "--out", target.toString()));
        assertTrue(stderr().contains(file.toAbsolutePath() + " is a file, not a folder"), stderr());
        assertEquals("a file\n", Files.readString(file));
        assertEquals(List.of("plain"), siblings());
    }

    @Test
    void anUnknownChartFigureIsFoundBeforeTheExperiment() throws Exception {
        Path res = dir.resolve("res");
        assertEquals(2, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--sweep",
                "platform/hosts[name=k1-n0]/speed=1,2", "--chart", "makespam", "--out", res.toString()));
        assertTrue(stderr().startsWith("lbsim: --chart makespam: no such figure; the figures are simulated_end, events,"),
                stderr());
        assertFalse(Files.exists(res), "refused before the experiment ran");
        assertEquals(2, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--sweep",
                "platform/hosts[name=k1-n0]/speed=1,2", "--chart", "host.k9-n9.utilization", "--out", res.toString()));
        assertTrue(stderr().startsWith("lbsim: --chart host.k9-n9.utilization: the scenario has no host 'k9-n9'; its hosts: k1-n0"),
                stderr());
        assertFalse(Files.exists(res));
        // a host the scenario has is drawn, and the chart joins the manifest
        assertEquals(0, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--sweep",
                "platform/hosts[name=k1-n0]/speed=1,2", "--chart", "host.k1-n0.utilization", "--out", res.toString()),
                stderr());
        assertTrue(Files.readString(res.resolve(".lbsim-manifest")).contains("\tchart-host.k1-n0.utilization.svg\n"));
        assertEquals(0, lbsim("chart", res.toString(), "--figure", "simulated_end"), stderr());
        assertTrue(Files.readString(res.resolve(".lbsim-manifest")).contains("\tchart-simulated_end.png\n"));
        assertEquals(0, lbsim("run", example("wus-nice-share.lbsim"), "--quiet", "--sweep",
                "platform/hosts[name=k1-n0]/speed=1,2", "--out", res.toString()), stderr());
    }
}
