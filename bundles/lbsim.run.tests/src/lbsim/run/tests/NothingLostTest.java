package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

import lbsim.run.experiment.Sweep;
import lbsim.run.launch.CancelHandle;
import lbsim.run.launch.ExperimentOutcome;
import lbsim.run.launch.ExperimentRequest;
import lbsim.run.launch.RunListener;
import lbsim.run.launch.Runs;
import lbsim.run.result.FolderInUseException;
import lbsim.run.result.Manifest;

/** Issue 14, class 1: an old experiment survives an interrupted one; the manifest decides what may be replaced. */
class NothingLostTest {

    @TempDir
    Path dir;

    static Map<String, String> hash(Path root) throws Exception {
        Map<String, String> m = new TreeMap<>();
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.toList()) {
                m.put(root.relativize(p).toString(), Files.isDirectory(p) ? "folder"
                        : HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p))));
            }
        }
        return m;
    }

    private ExperimentRequest request(Path out) {
        Path scenario = Path.of(System.getProperty("lbsim.examples", "../../examples"), "wus-nice-share.lbsim");
        return new ExperimentRequest(scenario, null, List.of(), List.of(Sweep.parse("platform/hosts[name=k1-n0]/speed=1,2")),
                1, 5L, out, List.of(), 1, 1, 1, true, List.of(), null, "test");
    }

    @Test
    void anInterruptedExperimentKeepsThePreviousOne() throws Exception {
        Path out = dir.resolve("exp");
        assertInstanceOf(ExperimentOutcome.Completed.class, Runs.experiment(request(out), RunListener.NONE, new CancelHandle()));
        Map<String, String> before = hash(out);
        assertTrue(before.containsKey(Manifest.NAME), before.toString());
        CancelHandle cancel = new CancelHandle();
        ExperimentOutcome o = Runs.experiment(request(out), new RunListener() {
            @Override
            public void experimentStarted(lbsim.run.experiment.ExperimentPlan plan, int jobs) {
                cancel.cancel(); // Ctrl-C as the runs start
            }
        }, cancel);
        ExperimentOutcome.Stopped s = assertInstanceOf(ExperimentOutcome.Stopped.class, o);
        assertNull(s.folder(), "nothing written");
        assertEquals(before, hash(out));
        try (Stream<Path> l = Files.list(dir)) {
            assertEquals(List.of(out), l.toList(), "no temporary folder left");
        }
        // into an empty place, the finished points are still kept
        Path fresh = dir.resolve("fresh");
        CancelHandle c2 = new CancelHandle();
        c2.cancel();
        ExperimentOutcome.Stopped s2 = assertInstanceOf(ExperimentOutcome.Stopped.class,
                Runs.experiment(request(fresh), RunListener.NONE, c2));
        assertEquals(fresh, s2.folder());
        assertTrue(Files.isRegularFile(fresh.resolve("experiment.json")));
    }

    /** A stopped single run leaves the old result as it was, and no temporary folder or trace spool file. */
    @Test
    void aStoppedRunLeavesNoTemporaryFiles() throws Exception {
        Path scenario = Path.of(System.getProperty("lbsim.examples", "../../examples"), "wus-nice-share.lbsim");
        Path out = dir.resolve("res");
        assertInstanceOf(lbsim.run.launch.RunResult.Completed.class,
                Runs.run(lbsim.run.launch.RunRequest.of(scenario, out, "test"), RunListener.NONE, new CancelHandle()));
        Map<String, String> before = hash(out);
        CancelHandle cancel = new CancelHandle();
        cancel.cancel();
        assertInstanceOf(lbsim.run.launch.RunResult.Stopped.class,
                Runs.run(lbsim.run.launch.RunRequest.of(scenario, out, "test"), RunListener.NONE, cancel));
        assertEquals(before, hash(out));
        try (Stream<Path> l = Files.list(dir)) {
            assertEquals(List.of(out), l.toList(), "no temporary folder or .res.trace-*.lbt spool file left");
        }
    }

    @Test
    void onlyAFolderWhoseManifestListsEveryFileMayBeReplaced() throws Exception {
        Path d = Files.createDirectories(dir.resolve("d/sub"));
        Files.writeString(d.resolve("a.csv"), "1\n");
        Files.writeString(dir.resolve("d/b.csv"), "22\n");
        Path top = dir.resolve("d");
        Manifest.write(top);
        assertEquals(List.of(), Manifest.foreign(top));
        Manifest.checkReplaceable(top, "x");
        Files.writeString(d.resolve("a.csv"), "changed\n"); // another size
        Files.createDirectory(top.resolve("empty"));
        Files.writeString(top.resolve("notes.txt"), "n");
        assertEquals(List.of("empty/", "notes.txt", "sub/a.csv"), Manifest.foreign(top));
        FolderInUseException e = assertThrows(FolderInUseException.class, () -> Manifest.checkReplaceable(top, "x"));
        assertTrue(e.getMessage().contains("(empty/, notes.txt, sub/a.csv)"), e.getMessage());
        // a damaged manifest proves nothing
        Files.writeString(top.resolve(Manifest.NAME), "garbage\n");
        assertTrue(Manifest.foreign(top).contains("b.csv"), Manifest.foreign(top).toString());
    }
}
