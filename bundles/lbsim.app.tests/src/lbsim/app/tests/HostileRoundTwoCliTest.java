package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 26, "hostile input, round two": one case per class of defect, through the real command line
 * ({@code Cli.execute} in this JVM). Each failed on the code before its fix, as its comment says.
 */
class HostileRoundTwoCliTest extends CliTestBase {

    @TempDir
    Path dir;

    private static Path examples() {
        return Path.of(System.getProperty("lbsim.examples", "../../examples"));
    }

    /** pingpong-delay.lbsim with {@code from} replaced by {@code to} (which must occur), written into the temp folder. */
    private Path pingpong(String from, String to) throws IOException {
        String text = Files.readString(examples().resolve("pingpong-delay.lbsim"));
        assertTrue(text.contains(from), from);
        Path f = dir.resolve("pp.lbsim");
        Files.writeString(f, text.replace(from, to));
        return f;
    }

    /** A loopback server that counts the connections it receives and closes each at once (so nothing waits on it). */
    private static final class CountingServer implements AutoCloseable {
        final ServerSocket socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        final AtomicInteger connections = new AtomicInteger();
        final Thread acceptor = new Thread(() -> {
            while (!socket.isClosed()) {
                try (Socket s = socket.accept()) {
                    connections.incrementAndGet();
                } catch (IOException e) {
                    return;
                }
            }
        }, "counting-server");

        CountingServer() throws IOException {
            acceptor.setDaemon(true);
            acceptor.start();
        }

        String url(String path) {
            return "http://127.0.0.1:" + socket.getLocalPort() + "/" + path;
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    // --- 1. no URI fetch -------------------------------------------------------------------------------------

    @Test
    void aReferenceToAUrlIsRefusedWithoutConnecting() throws Exception {
        // before the fix, validate fetched http://127.0.0.1:PORT/other.lbsim (one connection, then EMF's
        // "Connection reset" or a hang on a server that never answers)
        try (CountingServer server = new CountingServer()) {
            for (String[] form : new String[][] {
                    { "hostB=\"ws2\"\n      sizes=\"0 64 256 1024 4096 16384 65536 262144 1048576\" repetitions=\"10\"/>",
                            "sizes=\"0 64\" repetitions=\"10\"><hostB href=\"" + server.url("h.lbsim#ws2") + "\"/></application>" },
                    { "hostA=\"ws1\"", "hostA=\"" + server.url("x.lbsim#ws1") + "\"" },
                    { "<hosts name=\"ws1\" segment=\"lan\"/>", "<hosts name=\"ws1\" segment=\"" + server.url("other.lbsim#lan") + "\"/>" } }) {
                Path f = pingpong(form[0], form[1]);
                for (String command : new String[] { "validate", "run" }) {
                    Path out = dir.resolve("out");
                    int code = command.equals("run") ? lbsim("run", f.toString(), "--out", out.toString(), "--quiet")
                            : lbsim("validate", f.toString());
                    String e = err.toString();
                    assertEquals(0, server.connections.get(), command + " connected to the URL in " + form[1] + ": " + e);
                    assertEquals(2, code, e);
                    List<String> lines = e.lines().toList();
                    assertEquals(1, lines.size(), e);
                    assertTrue(lines.get(0).startsWith("lbsim: " + f + ":"), e);
                    assertTrue(lines.get(0).endsWith("(rule noExternalReferences)"), e);
                    assertTrue(lines.get(0).contains("127.0.0.1:" + server.socket.getLocalPort()), e);
                    assertFalse(Files.exists(out));
                }
            }
            assertEquals(0, server.connections.get(), "lbsim connected to the URL a scenario named");
        }
    }

    @Test
    void aReferenceToAFifoIsRefusedWithoutOpeningIt() throws Exception {
        // before the fix, validate opened the FIFO and waited for a writer for ever
        Path fifo = dir.resolve("pipe.lbsim");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        AtomicBoolean opened = new AtomicBoolean();
        Thread writer = new Thread(() -> {
            try (FileOutputStream w = new FileOutputStream(fifo.toFile())) { // returns once a reader opened the FIFO
                opened.set(true);
            } catch (IOException e) {
                // the test's own reader below
            }
        });
        writer.setDaemon(true);
        writer.start();
        Path f = pingpong("hostA=\"ws1\"", "hostA=\"" + fifo.toUri() + "#ws1\"");
        int code = lbsim("validate", f.toString());
        // had lbsim opened the FIFO, its read would have ended only after the writer had set the flag and closed
        boolean lbsimOpenedIt = opened.get();
        // release the writer, if it still waits: opening for reading and writing never blocks on Linux
        try (RandomAccessFile r = new RandomAccessFile(fifo.toFile(), "rw")) {
            writer.join();
        }
        String e = err.toString();
        assertFalse(lbsimOpenedIt, "lbsim opened the FIFO a reference named: " + e);
        assertEquals(2, code, e);
        assertTrue(e.contains("(rule noExternalReferences)"), e);
    }

    @Test
    void aReferenceInsideTheScenarioByUriStillWorks() throws Exception {
        // a same-document href is no fetch: it resolves inside the file
        Path f = pingpong("<hosts name=\"ws1\" segment=\"lan\"/>", "<hosts name=\"ws1\"><segment xsi:type=\"lbsim:DelayNetwork\" href=\"#//@platform/@segments.0\"/></hosts>");
        assertEquals(0, lbsim("validate", f.toString()), err.toString());
    }

    // --- 3. output names checked before simulating --------------------------------------------------------------

    @Test
    void anOutputNameTooLongForTheHiddenNamesBesideItIsRefusedBeforeSimulating() throws Exception {
        // before the fix a legal 230-character --out ran the whole simulation and then failed (exit 1) creating the
        // hidden trace spool, whose name is longer than the folder's
        String name = "r".repeat(230);
        Path out = dir.resolve(name);
        int code = lbsim("run", example("pingpong-delay.lbsim"), "--out", out.toString(), "--quiet");
        String e = err.toString();
        assertEquals(2, code, e);
        assertTrue(e.startsWith("lbsim: --out " + out + ": the folder's name has 230 bytes; lbsim writes hidden files"), e);
        assertTrue(e.contains("choose a name of at most 212 bytes"), e);
        assertFalse(Files.exists(out));
        try (var s = Files.list(dir)) {
            assertEquals(List.of(), s.toList(), "nothing written beside it");
        }
    }

    // --- 7. exit codes that lie -------------------------------------------------------------------------------------

    /** A stream that refuses every byte, as /dev/full does. */
    private static final class Full extends java.io.OutputStream {
        @Override
        public void write(int b) throws IOException {
            throw new IOException("No space left on device");
        }
    }

    @Test
    void analyzeAndDiffIntoAFullDiskExit1() throws Exception {
        // before the fix both exited 0 with an empty report: PrintStream keeps write errors to itself
        Path a = dir.resolve("a");
        assertEquals(0, lbsim("run", example("pingpong-delay.lbsim"), "--out", a.toString(), "--quiet"), err.toString());
        for (String[] command : new String[][] { { "analyze", a.toString() }, { "diff", a.toString(), a.toString() } }) {
            java.io.ByteArrayOutputStream e = new java.io.ByteArrayOutputStream();
            int code = lbsim.app.Cli.execute(command, new java.io.PrintStream(new Full(), true, java.nio.charset.StandardCharsets.UTF_8),
                    new java.io.PrintStream(e, true, java.nio.charset.StandardCharsets.UTF_8));
            String text = e.toString(java.nio.charset.StandardCharsets.UTF_8);
            assertEquals(1, code, command[0] + ": " + text);
            assertTrue(text.startsWith("lbsim: cannot write standard output"), text);
        }
    }

    // --- 5. sizes a crafted file makes "true" ----------------------------------------------------------------------

    @Test
    void aTraceFooterThatInflatesToTwoGigabytesIsRefusedBeforeAllocating() throws Exception {
        // before the fix: 1.9 MB of deflated zeros (valid CRC, within the ratio bound) claiming a 2e9-byte footer ran
        // lbsim out of memory (exit 1, "give lbsim more memory with LBSIM_JAVA_OPTS=-Xmx8g")
        int raw = 2_000_000_000;
        java.io.ByteArrayOutputStream packed = new java.io.ByteArrayOutputStream();
        java.util.zip.Deflater d = new java.util.zip.Deflater(java.util.zip.Deflater.BEST_COMPRESSION);
        byte[] zeros = new byte[1 << 20];
        byte[] buf = new byte[1 << 16];
        for (long left = raw; left > 0; left -= zeros.length) {
            d.setInput(zeros, 0, (int) Math.min(zeros.length, left));
            while (!d.needsInput()) {
                packed.write(buf, 0, d.deflate(buf));
            }
        }
        d.finish();
        while (!d.finished()) {
            packed.write(buf, 0, d.deflate(buf));
        }
        d.end();
        byte[] body = packed.toByteArray();
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(body);
        java.nio.ByteBuffer file = java.nio.ByteBuffer.allocate(20 + body.length + 28);
        file.put("LBSIMTRC".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(2).putLong(1); // header: events
        file.put(body);
        file.putLong(20).putInt(body.length).putInt(raw).putInt((int) crc.getValue())
                .put("LBSIMEND".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        assertTrue(raw <= 1032L * body.length + 64, "within the reader's ratio bound: " + body.length + " bytes");
        Path trace = dir.resolve("crafted.lbt");
        Files.write(trace, file.array());
        int code = lbsim("diff", trace.toString(), trace.toString());
        String e = err.toString();
        assertEquals(2, code, e);
        assertEquals(1, e.lines().count(), e);
        assertTrue(e.startsWith("lbsim: " + trace + ": damaged footer at offset 20 (it claims 2000000000 bytes uncompressed"), e);
    }

    /** A small experiment folder (two replications of the ping-pong example). */
    private Path experiment() {
        Path exp = dir.resolve("exp");
        assertEquals(0, lbsim("run", example("pingpong-delay.lbsim"), "--replications", "2", "--jobs", "1", "--out", exp.toString(),
                "--quiet"), err.toString());
        return exp;
    }

    @Test
    void experimentJsonNestedDeepOrOfTheWrongTypeIsOneLine() throws Exception {
        // before the fix: 100,000 brackets gave a StackOverflowError with its stack; "formatVersion": "1" gave
        // "class java.lang.String cannot be cast to class java.lang.Number (...)"
        Path exp = experiment();
        Path json = exp.resolve("experiment.json");
        String good = Files.readString(json);
        assertTrue(good.matches("(?s).*\"formatVersion\": \\d+.*"), good);
        for (String bad : new String[] { "[".repeat(100_000), "{\"a\":".repeat(50_000),
                good.replaceFirst("\"formatVersion\": (\\d+)", "\"formatVersion\": \"$1\""),
                good.replaceFirst("\"masterSeed\": ", "\"masterSeed\": [] , \"x\": ") }) {
            Files.writeString(json, bad);
            int code = lbsim("chart", exp.toString(), "--figure", "simulated_end");
            String e = err.toString();
            assertEquals(2, code, e);
            assertEquals(1, e.lines().count(), e);
            assertTrue(e.startsWith("lbsim: " + json + ": "), e);
            assertFalse(e.contains("Exception") || e.contains("java.lang") || e.contains("Error"), e);
        }
    }

    // --- 6. a merge's output is none of its inputs ------------------------------------------------------------------

    @Test
    void aMergeIntoOneOfItsOwnShardsIsRefused() throws Exception {
        // before the fix "lbsim merge s1 s2 --out s1" replaced the shard s1 with the merged experiment
        Path[] shards = { dir.resolve("s1"), dir.resolve("s2") };
        for (int i = 0; i < 2; i++) {
            assertEquals(0, lbsim("run", example("pingpong-delay.lbsim"), "--quiet", "--sweep",
                    "platform/segments[name=lan]/sendDelaySeconds=0.0005,0.001", "--shard", (i + 1) + "/2", "--jobs", "1",
                    "--out", shards[i].toString()), err.toString());
        }
        byte[] before = Files.readAllBytes(shards[0].resolve("experiment.json"));
        for (String out : new String[] { shards[0].toString(), shards[0] + "/", dir + "/./s2", dir.toString() }) {
            int code = lbsim("merge", shards[0].toString(), shards[1].toString(), "--out", out);
            String e = err.toString();
            assertEquals(2, code, e);
            assertEquals(1, e.lines().count(), e);
            assertTrue(e.startsWith("lbsim: --out " + Path.of(out) + ": "), e);
            assertTrue(e.contains("(rule: the output is none of the inputs)"), e);
        }
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(shards[0].resolve("experiment.json"))));
        assertEquals(0, lbsim("merge", shards[0].toString(), shards[1].toString(), "--out", dir.resolve("m").toString()),
                err.toString());
    }

    // --- 8. leftovers of a killed lbsim ------------------------------------------------------------------------------

    /** The id of a process that has ended (a finished child), so no lbsim with that id runs. */
    private static long deadPid() throws Exception {
        Process p = new ProcessBuilder("true").start();
        assertEquals(0, p.waitFor());
        return p.pid();
    }

    @Test
    void theNextRunAndCleanRemoveWhatAKilledLbsimLeftAndNothingElse() throws Exception {
        // before the fix, every kill -9 (or a program's System.exit) left its spool or temporary folder for ever
        long dead = deadPid();
        long alive = ProcessHandle.current().pid(); // stands for another lbsim still running
        Path spool = Files.writeString(dir.resolve(".res.trace-" + dead + "-12345.lbt"), "half a trace");
        Path tmp = Files.createDirectories(dir.resolve(".res.tmp-" + dead + "-k3j2h1"));
        Files.writeString(tmp.resolve("tasks.csv"), "x");
        Path old = Files.createDirectories(dir.resolve(".res.old-" + dead + "--998877"));
        Path running = Files.writeString(dir.resolve(".res.trace-" + alive + "-1.lbt"), "another lbsim's");
        Path otherTarget = Files.writeString(dir.resolve(".other.trace-" + dead + "-1.lbt"), "beside another folder");
        Path users = Files.writeString(dir.resolve(".res.trace-notes.lbt"), "a user's file");
        Path link = dir.resolve(".res.tmp-" + dead + "-link");
        Files.createSymbolicLink(link, users);
        assertEquals(0, lbsim("run", example("pingpong-delay.lbsim"), "--out", dir.resolve("res").toString(), "--quiet"),
                err.toString());
        assertFalse(Files.exists(spool));
        assertFalse(Files.exists(tmp));
        assertFalse(Files.exists(old));
        for (Path kept : new Path[] { running, otherTarget, users, link }) {
            assertTrue(Files.exists(kept, java.nio.file.LinkOption.NOFOLLOW_LINKS), kept + " was not lbsim's to remove");
        }
        // lbsim clean DIR: every output's leftovers in DIR, still only those of processes that ended
        assertEquals(0, lbsim("clean", dir.toString()), err.toString());
        assertFalse(Files.exists(otherTarget));
        assertTrue(out.toString().endsWith("clean: 1 leftover of earlier lbsim runs removed from " + dir + "\n"), out.toString());
        for (Path kept : new Path[] { running, users, link, dir.resolve("res/summary.json") }) {
            assertTrue(Files.exists(kept, java.nio.file.LinkOption.NOFOLLOW_LINKS), kept + " was not lbsim's to remove");
        }
    }

    // --- 2. a class path entry that would block ------------------------------------------------------------------

    @Test
    void aClassPathEntryThatIsAFifoIsReportedByValidate() throws Exception {
        // before the fix validate called such a scenario valid, and run blocked in the class loader for ever
        Path copy = dir.resolve("real-token-ring.lbsim");
        Files.copy(Path.of(example("real-token-ring.lbsim")), copy);
        Files.createDirectories(dir.resolve("programs/classes"));
        Path fifo = dir.resolve("program.jar");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        int code = lbsim("validate", copy.toString(), "--classpath", fifo.toString());
        String e = err.toString();
        assertEquals(2, code, e);
        assertEquals(1, e.lines().count(), e);
        assertTrue(e.startsWith("lbsim: " + copy + ": --classpath entry '" + fifo + "' is a FIFO (named pipe); lbsim reads only"
                + " regular files and folders here (a jar or a class folder; rule classPathKind)"), e);
        code = lbsim("run", copy.toString(), "--classpath", fifo.toString(), "--out", dir.resolve("res").toString());
        assertEquals(2, code, err.toString());
        assertFalse(Files.exists(dir.resolve("res")));
    }

    // --- 9. the smaller ones -----------------------------------------------------------------------------------------

    @Test
    void setOnAListOfArgumentsMayRepeatAValue() throws Exception {
        // before the fix: "internal error: java.lang.IllegalArgumentException: The 'no duplicates' constraint is
        // violated" and a stack trace, though the same two equal values written in the file run fine
        Path copy = dir.resolve("real-token-ring.lbsim");
        Files.copy(Path.of(example("real-token-ring.lbsim")), copy);
        Files.createDirectories(dir.resolve("programs/classes"));
        assertEquals(0, lbsim("validate", copy.toString(), "--set", "application/args[1]=4"), err.toString());
        assertTrue(out.toString().startsWith(copy + ": valid"), out.toString());
    }

    @Test
    void aBillionReplicationsAreRefusedBeforeRunning() throws Exception {
        // before the fix the experiment planned 10^9 runs per point and ran out of memory (exit 1)
        Path res = dir.resolve("res");
        int code = lbsim("run", example("pingpong-delay.lbsim"), "--replications", "1000000000", "--out", res.toString());
        assertEquals(2, code, err.toString());
        assertTrue(err.toString().startsWith("lbsim: --replications 1000000000: at most 100000 runs per point"), err.toString());
        assertFalse(Files.exists(res));
    }

    @Test
    void importSimgridFromAFifoOrOverADanglingLinkIsRefusedPlainly() throws Exception {
        // before the fix a FIFO was "no such file", and an --out that is a dangling symbolic link was replaced
        Path fifo = dir.resolve("platform.xml");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        assertEquals(2, lbsim("import", "simgrid", fifo.toString(), "--out", dir.resolve("x.lbsim").toString()));
        assertEquals("lbsim: " + fifo + ": is a FIFO (named pipe); lbsim reads only regular files here\n", err.toString());
        Path link = dir.resolve("imported.lbsim");
        Files.createSymbolicLink(link, dir.resolve("nowhere.lbsim"));
        int code = lbsim("import", "simgrid", Path.of(example("simgrid")).resolve("cluster.xml").toString(), "--out", link.toString());
        assertEquals(2, code, err.toString());
        assertTrue(err.toString().startsWith("lbsim: --out " + link + ": exists (a symbolic link to nothing); refusing"), err.toString());
        assertTrue(Files.isSymbolicLink(link), "the link is as it was");
        assertFalse(Files.exists(dir.resolve("nowhere.lbsim")));
    }

    @Test
    void aSimgridFileCannotMakeImportFetchAUri() throws Exception {
        // an external entity in the platform's DOCTYPE: the import may refuse or ignore it, but must not fetch it
        try (CountingServer server = new CountingServer()) {
            Path xml = dir.resolve("p.xml");
            Files.writeString(xml, "<?xml version='1.0'?>\n<!DOCTYPE platform [<!ENTITY x SYSTEM \"" + server.url("e.xml")
                    + "\">]>\n<platform version=\"4.1\"><zone id=\"z\" routing=\"Full\">&x;<host id=\"h\" speed=\"1Gf\"/>"
                    + "</zone></platform>\n");
            int code = lbsim("import", "simgrid", xml.toString(), "--out", dir.resolve("p.lbsim").toString());
            assertTrue(code == 0 || code == 2, err.toString());
            assertEquals(0, server.connections.get(), "the import fetched the entity's URI");
        }
    }

    @Test
    void controlCharactersInNamesReachTheTerminalEscaped() throws Exception {
        // before the fix a host named with an escape sequence (XML 1.1 allows &#x1b;) cleared the user's terminal
        String text = Files.readString(Path.of(example("pingpong-delay.lbsim")));
        Path f = dir.resolve("esc.lbsim");
        Files.writeString(f, text.replace("<?xml version=\"1.0\"", "<?xml version=\"1.1\"")
                .replace("name=\"ws1\"", "name=\"ws&#x1b;[2J1\"").replace("hostA=\"ws1\"", "hostA=\"ws&#x1b;[2J1\""));
        int code = lbsim("run", f.toString(), "--out", dir.resolve("res").toString());
        assertEquals(0, code, err.toString());
        assertFalse(out.toString().contains("\u001b"), "a raw escape character reached the terminal");
        assertTrue(out.toString().contains("ws\\u001b[2J1"), out.toString());
    }

    @Test
    void aHugeValueIsQuotedInPartAndProblemListsAreCapped() throws Exception {
        // before the fix a 10 MB number was quoted whole, and 5,000 problems gave 5,000 lines
        String text = Files.readString(Path.of(example("pingpong-delay.lbsim")));
        Path f = dir.resolve("big.lbsim");
        Files.writeString(f, text.replace("repetitions=\"10\"", "repetitions=\"" + "9".repeat(10_000_000) + "\""));
        assertEquals(2, lbsim("validate", f.toString()));
        assertTrue(err.toString().length() < 2_000, err.toString().length() + " characters");
        StringBuilder hosts = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            hosts.append("<hosts name=\"h").append(i).append("\" speed=\"-1\" segment=\"lan\"/>\n");
        }
        Files.writeString(f, text.replace("<hosts name=\"ws1\"", hosts + "<hosts name=\"ws1\""));
        assertEquals(2, lbsim("validate", f.toString()));
        List<String> lines = err.toString().lines().toList();
        assertEquals(101, lines.size(), err.toString());
        assertTrue(lines.get(100).matches("lbsim: \\.\\.\\. and \\d+ more problems"), lines.get(100));
    }

    @Test
    void aMergeOfShardsThatReadDifferentInputFilesIsRefused() throws Exception {
        // before the fix merge compared only the scenario file's SHA-256: shards run on different rate files merged
        CliFuzzTest.copyTree(examples().resolve("data"), dir.resolve("data"));
        String text = Files.readString(examples().resolve("wus-office-day.lbsim"));
        Path f = dir.resolve("office.lbsim");
        Files.writeString(f, text.replace("startTimeSeconds=\"32400\"", "startTimeSeconds=\"0\"")
                .replace("endTimeSeconds=\"43200\"", "endTimeSeconds=\"3600\"").replace("workSeconds=\"1800\"", "workSeconds=\"60\""));
        Path[] shards = { dir.resolve("s1"), dir.resolve("s2") };
        Path rates = dir.resolve("data/daily-rates.csv");
        for (int i = 0; i < 2; i++) {
            if (i == 1) { // the rate file changed between the shards (another node, an edit)
                Files.writeString(rates, Files.readString(rates) + "\n");
            }
            assertEquals(0, lbsim("run", f.toString(), "--quiet", "--sweep", "run/seed=1,2", "--shard", (i + 1) + "/2", "--jobs",
                    "1", "--out", shards[i].toString()), err.toString());
        }
        assertTrue(Files.readString(shards[0].resolve("experiment.json")).contains("\"data/daily-rates.csv\""));
        int code = lbsim("merge", shards[0].toString(), shards[1].toString(), "--out", dir.resolve("m").toString());
        String e = err.toString();
        assertEquals(2, code, e);
        assertTrue(e.startsWith("lbsim: " + shards[1] + ": not the same experiment as " + shards[0]
                + ": input file data/daily-rates.csv: content (SHA-256) differs ("), e);
        assertFalse(Files.exists(dir.resolve("m")));
    }

    @Test
    void twoIdenticalRunsWriteTheSameManifest() throws Exception {
        // before the fix .lbsim-manifest listed summary.json's size, which moved with the digits of the wall-clock time
        byte[][] manifests = new byte[2][];
        for (int i = 0; i < 2; i++) {
            Path res = dir.resolve("res" + i);
            assertEquals(0, lbsim("run", example("pingpong-delay.lbsim"), "--out", res.toString(), "--quiet"), err.toString());
            manifests[i] = Files.readAllBytes(res.resolve(".lbsim-manifest"));
            // the wall-clock time is written in a fixed width (24 characters, spaces first), so the size never moves
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"wallClock\": \\{\n *\"seconds\": ( *[-0-9.E]+)\n")
                    .matcher(Files.readString(res.resolve("summary.json")));
            assertTrue(m.find(), "no wall-clock seconds in summary.json");
            assertEquals(24, m.group(1).length(), "'" + m.group(1) + "'");
        }
        assertEquals(new String(manifests[0], java.nio.charset.StandardCharsets.UTF_8),
                new String(manifests[1], java.nio.charset.StandardCharsets.UTF_8));
    }
}
