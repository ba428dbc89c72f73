package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import javax.tools.ToolProvider;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.api.Task;

/**
 * Issue 26, class 10: a real program runs in a child JVM inside a bubblewrap sandbox. Each case runs lbsim as the
 * product does ({@code lbsim.app.Main} in a JVM of its own), which starts the sandboxed child.
 */
class SandboxCliTest {

    private static final String[][] PROGRAMS = {
        { "HaltsByAComputedName", """
                public final class HaltsByAComputedName implements Task {
                    public void run(Pvm pvm) {
                        pvm.compute(1.0);
                        try { // the class loader's scan finds no "halt" in the class: the name is made at run time
                            String name = new StringBuilder("tlah").reverse().toString();
                            Runtime.class.getMethod(name, int.class).invoke(Runtime.getRuntime(), 0);
                        } catch (ReflectiveOperationException e) {
                            throw new IllegalStateException(e);
                        }
                    }
                }
                """ },
        { "Escapes", """
                public final class Escapes implements Task {
                    public void run(Pvm pvm) {
                        pvm.compute(1.0);
                        for (String a : pvm.args()) {
                            String r;
                            try {
                                if (a.startsWith("pid:")) { // another process, e.g. to kill it
                                    r = ProcessHandle.of(Long.parseLong(a.substring(4))).isPresent() ? "seen" : "refused";
                                } else if (a.startsWith("tcp:")) {
                                    String[] hp = a.substring(4).split(":");
                                    try (java.net.Socket s = new java.net.Socket()) {
                                        s.connect(new java.net.InetSocketAddress(hp[0], Integer.parseInt(hp[1])), 5000);
                                    }
                                    r = "connected";
                                } else {
                                    java.nio.file.Files.writeString(java.nio.file.Path.of(a), "overwritten by the program");
                                    r = "written";
                                }
                            } catch (Exception e) {
                                r = "refused";
                            }
                            System.out.println("escape " + a + ": " + r);
                        }
                    }
                }
                """ },
        { "Reads", """
                public final class Reads implements Task {
                    public void run(Pvm pvm) {
                        pvm.compute(1.0);
                        for (String a : pvm.args()) {
                            try {
                                System.out.println("read " + a + ": " + java.nio.file.Files.readString(java.nio.file.Path.of(a)).strip());
                            } catch (java.io.IOException e) {
                                throw new java.io.UncheckedIOException(e);
                            }
                        }
                    }
                }
                """ },
        { "Waits", """
                public final class Waits implements Task {
                    public void run(Pvm pvm) {
                        pvm.compute(1.0);
                        System.out.println("started");
                        System.out.flush();
                        for (int i = 0; i < 600; i++) { // ten minutes of real time, if nothing stops it
                            try {
                                Thread.sleep(1000);
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                    }
                }
                """ },
    };

    @TempDir
    static Path programs;

    @TempDir
    Path dir;

    @BeforeAll
    static void compile() throws Exception {
        Path src = programs.resolve("src/hostile");
        Files.createDirectories(src);
        List<String> args = new ArrayList<>(List.of("--release", "21", "-proc:none", "-cp",
                Path.of(Task.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString(), "-d",
                programs.resolve("classes").toString()));
        for (String[] p : PROGRAMS) {
            Path f = src.resolve(p[0] + ".java");
            Files.writeString(f, "package hostile;\n\nimport lbsim.api.Pvm;\nimport lbsim.api.Task;\n\n" + p[1]);
            args.add(f.toString());
        }
        // and the shipped programs (a clean checkout has no examples/programs/classes: examples/programs/build.sh makes it)
        try (java.util.stream.Stream<Path> s = Files.walk(Path.of(System.getProperty("lbsim.examples", "../../examples"),
                "programs/src"))) {
            s.filter(p -> p.toString().endsWith(".java")).forEach(p -> args.add(p.toString()));
        }
        ByteArrayOutputStream javacErr = new ByteArrayOutputStream();
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, javacErr, args.toArray(String[]::new)),
                javacErr.toString(StandardCharsets.UTF_8));
    }

    private Path scenario(String mainClass, String... args) throws Exception {
        return scenarioOn(programs.resolve("classes"), mainClass, args);
    }

    private Path scenarioOn(Path classes, String mainClass, String... args) throws Exception {
        StringBuilder a = new StringBuilder();
        for (String s : args) {
            a.append("\n    <args>").append(s).append("</args>");
        }
        Path file = dir.resolve("p.lbsim");
        Files.writeString(file, """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="p">
                  <platform>
                    <hosts name="ws1"/>
                  </platform>
                  <application xsi:type="lbsim:RealApplication" mainClass="%s">
                    <classPath>%s</classPath>%s
                  </application>
                  <run seed="1"/>
                </lbsim:Scenario>
                """.formatted(mainClass, classes, a));
        return file;
    }

    /** Runs lbsim in a child JVM with extra environment: {exit code, stdout and stderr}; "hang" after 180 s. */
    private static String[] lbsim(Map<String, String> env, String... args) throws Exception {
        Path log = Files.createTempFile("lbsim-child", ".log");
        try {
            ProcessBuilder pb = new ProcessBuilder(RealProgramCliTest.childLbsim(args)).redirectErrorStream(true)
                    .redirectOutput(log.toFile());
            pb.environment().remove("LBSIM_SANDBOX");
            pb.environment().putAll(env);
            Process p = pb.start();
            p.getOutputStream().close();
            boolean ended = p.waitFor(180, TimeUnit.SECONDS); // a hang detector, not a timing assertion
            if (!ended) {
                p.destroyForcibly().waitFor();
            }
            return new String[] { ended ? Integer.toString(p.exitValue()) : "hang", Files.readString(log) };
        } finally {
            Files.deleteIfExists(log);
        }
    }

    private static String[] lbsim(String... args) throws Exception {
        return lbsim(Map.of(), args);
    }

    @Test
    void runtimeHaltByAComputedNameIsAFailedRunAndKeepsTheOldResult() throws Exception {
        // before: the halt ended lbsim at once with exit status 0, no message and no result
        Path out = dir.resolve("res");
        String[] old = lbsim("run", scenario("hostile.Escapes").toString(), "--out", out.toString(), "--quiet");
        assertEquals("0", old[0], old[1]);
        byte[] summary = Files.readAllBytes(out.resolve("summary.json"));
        Path file = scenario("hostile.HaltsByAComputedName");
        String[] r = lbsim("run", file.toString(), "--out", out.toString(), "--quiet");
        assertEquals("1", r[0], r[1]);
        assertEquals("lbsim: " + file + ": the JVM that ran the program in its sandbox ended (status 0) before the run ended:"
                + " the program called Runtime.halt, or the JVM or bwrap failed; a task ends by returning from Task.run or with"
                + " Pvm.exit(); no result written; " + out + " is as it was", r[1].strip());
        assertArrayEquals(summary, Files.readAllBytes(out.resolve("summary.json")), "the old result is kept");
        try (var s = Files.list(dir)) { // no staging folder, spool or temporary folder is left beside it
            assertEquals(List.of("p.lbsim", "res"), s.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void theProgramCannotWriteOutsideItsResultFolderNorChangeItsClasses() throws Exception {
        Path victim = dir.resolve("victim.txt");
        Files.writeString(victim, "mine");
        Path elsewhere = Files.createTempDirectory("lbsim-elsewhere");
        try {
            Path other = elsewhere.resolve("new.txt");
            Path own = programs.resolve("classes/hostile/Escapes.class");
            byte[] classBytes = Files.readAllBytes(own);
            Path beside = dir.resolve("beside.txt");
            Path out = dir.resolve("res");
            String[] r = lbsim("run", scenario("hostile.Escapes", victim.toString(), other.toString(), own.toString(),
                    beside.toString()).toString(), "--out", out.toString(), "--quiet");
            assertEquals("0", r[0], r[1]);
            for (Path p : List.of(victim, other, own)) { // without the sandbox all three were "written"
                assertTrue(r[1].contains("escape " + p + ": refused"), r[1]);
            }
            assertEquals("mine", Files.readString(victim));
            assertFalse(Files.exists(other));
            assertArrayEquals(classBytes, Files.readAllBytes(own));
            // a new file beside the result folder goes to lbsim's staging folder, which is dropped
            assertTrue(r[1].contains("escape " + beside + ": written"), r[1]);
            assertFalse(Files.exists(beside));
            assertTrue(Files.isRegularFile(out.resolve("summary.json")), r[1]);
        } finally {
            lbsim.run.io.AtomicFiles.deleteTree(elsewhere);
        }
    }

    @Test
    void theProgramReadsOnlyTheScenariosFolderItsFilesAndTheSystemNotTheUsersOtherFiles() throws Exception {
        // before: the whole file system was mounted read-only, so a program could read any file the user can (and
        // copy it into its result folder)
        Path allowed = dir.resolve("notes.txt"); // beside the scenario: readable, as the scenario's input files are
        Files.writeString(allowed, "allowed");
        Path elsewhere = Files.createTempDirectory("lbsim-secret");
        try {
            Path secret = elsewhere.resolve("secret.txt");
            Files.writeString(secret, "secret");
            String[] ok = lbsim("run", scenario("hostile.Reads", allowed.toString(), "/etc/hostname").toString(), "--out",
                    dir.resolve("res").toString(), "--quiet");
            assertEquals("0", ok[0], ok[1]);
            assertTrue(ok[1].contains("read " + allowed + ": allowed"), ok[1]);
            Path out = dir.resolve("res2");
            String[] r = lbsim("run", scenario("hostile.Reads", secret.toString()).toString(), "--out", out.toString(), "--quiet");
            assertEquals("1", r[0], r[1]);
            assertFalse(r[1].contains(": secret"), r[1]);
            assertTrue(r[1].contains("java.nio.file.NoSuchFileException: " + secret), r[1]);
            assertTrue(r[1].lines().anyMatch(l -> l.startsWith("lbsim: ") && l.contains("task 0")), r[1]);
            String[] open = lbsim(Map.of("LBSIM_SANDBOX", "off"), "run", scenario("hostile.Reads", secret.toString()).toString(),
                    "--out", dir.resolve("res3").toString(), "--quiet");
            assertTrue(open[1].contains("read " + secret + ": secret"), "the check can fail: " + open[1]);
        } finally {
            lbsim.run.io.AtomicFiles.deleteTree(elsewhere);
        }
    }

    @Test
    void theProgramCannotOpenASocketToTheMachinesServers() throws Exception {
        // a server on this machine's loopback: the program (without the sandbox: "connected") has a network of its own
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            String target = "tcp:127.0.0.1:" + server.getLocalPort();
            String[] r = lbsim("run", scenario("hostile.Escapes", target).toString(), "--out", dir.resolve("res").toString(),
                    "--quiet");
            assertEquals("0", r[0], r[1]);
            assertTrue(r[1].contains("escape " + target + ": refused"), r[1]);
            String[] open = lbsim(Map.of("LBSIM_SANDBOX", "off"), "run", scenario("hostile.Escapes", target).toString(), "--out",
                    dir.resolve("res2").toString(), "--quiet");
            assertTrue(open[1].contains("escape " + target + ": connected"), "the check can fail: " + open[1]);
        }
    }

    @Test
    void theProgramSeesNoOtherProcess() throws Exception {
        // this test's JVM, lbsim's parent JVM's parent: without the sandbox the program could signal (kill) it
        String me = "pid:" + ProcessHandle.current().pid();
        String[] r = lbsim("run", scenario("hostile.Escapes", me).toString(), "--out", dir.resolve("res").toString(), "--quiet");
        assertEquals("0", r[0], r[1]);
        assertTrue(r[1].contains("escape " + me + ": refused"), r[1]);
        String[] open = lbsim(Map.of("LBSIM_SANDBOX", "off"), "run", scenario("hostile.Escapes", me).toString(), "--out",
                dir.resolve("res2").toString(), "--quiet");
        assertTrue(open[1].contains("escape " + me + ": seen"), "the check can fail: " + open[1]);
    }

    @Test
    void aRealExampleGivesTheSameBytesWithAndWithoutTheSandbox() throws Exception {
        // the shipped scenario, copied next to an empty programs/classes: the classes come from --classpath
        Path copy = dir.resolve("real-token-ring.lbsim");
        Files.copy(Path.of(System.getProperty("lbsim.examples", "../../examples"), "real-token-ring.lbsim"), copy);
        Files.createDirectories(dir.resolve("programs/classes"));
        String example = copy.toString();
        String classes = programs.resolve("classes").toString();
        Path boxed = dir.resolve("boxed");
        Path plain = dir.resolve("plain");
        String[] a = lbsim("run", example, "--classpath", classes, "--out", boxed.toString());
        String[] b = lbsim(Map.of("LBSIM_SANDBOX", "off"), "run", example, "--classpath", classes, "--out", plain.toString());
        assertEquals("0", a[0], a[1]);
        assertEquals("0", b[0], b[1]);
        assertEquals(mask(b[1]).replace(plain.toString(), "OUT"), mask(a[1]).replace(boxed.toString(), "OUT"));
        try (var s = Files.list(plain)) {
            for (Path f : s.sorted().toList()) {
                String name = f.getFileName().toString();
                if (name.equals("summary.json") || name.equals(".lbsim-manifest")) {
                    assertEquals(mask(Files.readString(f)), mask(Files.readString(boxed.resolve(name))), name);
                } else {
                    assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(boxed.resolve(name)), name);
                }
            }
        }
        try (var s = Files.list(boxed)) {
            assertEquals(Files.list(plain).count(), s.count());
        }
    }

    /** The wall-clock figures, which differ from run to run. */
    private static String mask(String s) {
        return s.replaceAll("\"seconds\":\\s+[0-9.Ee-]+", "\"seconds\": W").replaceAll("\\([0-9.]+ s wall clock\\)", "(W)");
    }

    @Test
    void anExperimentOfARealProgramRunsInTheSandboxToo() throws Exception {
        Path victim = dir.resolve("victim.txt");
        Files.writeString(victim, "mine");
        Path out = dir.resolve("exp");
        String[] r = lbsim("run", scenario("hostile.Escapes", victim.toString()).toString(), "--replications", "2", "--jobs", "1",
                "--out", out.toString(), "--quiet");
        assertEquals("0", r[0], r[1]);
        assertEquals("mine", Files.readString(victim));
        assertTrue(r[1].contains("escape " + victim + ": refused"), r[1]);
        assertTrue(Files.isRegularFile(out.resolve("experiment.json")), r[1]);
    }

    @Test
    void aFifoAsAClassFileInTheProgramsClassFolderIsRefusedNotAHang() throws Exception {
        // before: the class loader opened the FIFO and waited for a writer for ever; Ctrl-C could not end it
        Path classes = dir.resolve("fifo-classes");
        Files.createDirectories(classes.resolve("hostile"));
        Path fifo = classes.resolve("hostile/Stuck.class");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start().waitFor());
        Path file = scenarioOn(classes, "hostile.Stuck");
        String[] r = lbsim("run", file.toString(), "--out", dir.resolve("res").toString(), "--quiet");
        assertEquals("1", r[0], r[1]);
        assertTrue(r[1].startsWith("lbsim: " + file + ": RealApplication application: program class 'hostile.Stuck': its class"
                + " file " + fifo + " is a FIFO (named pipe); lbsim reads only regular files here"), r[1]);
    }

    @Test
    void sigtermStopsTheSandboxedRunAndWritesNothing() throws Exception {
        Path out = dir.resolve("res");
        Path log = dir.resolve("log.txt");
        Process p = new ProcessBuilder(RealProgramCliTest.childLbsim("run", scenario("hostile.Waits").toString(), "--out",
                out.toString(), "--quiet")).redirectError(log.toFile()).start();
        p.getOutputStream().close();
        java.io.BufferedReader stdout = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(),
                StandardCharsets.UTF_8));
        assertEquals("started", stdout.readLine()); // the program runs, in the sandbox's child JVM
        p.destroy(); // SIGTERM to lbsim, as an IDE's stop button sends it
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "lbsim ended"); // a hang detector, not a timing assertion
        String err = Files.readString(log);
        assertEquals(143, p.exitValue(), err);
        assertTrue(err.contains("lbsim: stopped: no result written"), err);
        assertFalse(Files.exists(out));
        try (var s = Files.list(dir)) { // no staging folder is left
            assertEquals(List.of("log.txt", "p.lbsim"), s.map(f -> f.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void withoutBubblewrapARealProgramIsRefusedInOneLine() throws Exception {
        Path out = dir.resolve("res");
        String[] r = lbsim(Map.of("PATH", dir.toString()), "run", scenario("hostile.Escapes").toString(), "--out", out.toString(),
                "--quiet");
        assertEquals("1", r[0], r[1]);
        assertEquals("lbsim: real programs run in a sandbox made with bubblewrap (bwrap), which is not installed: install it"
                + " (Debian, Ubuntu: apt-get install bubblewrap; Fedora: dnf install bubblewrap); or set LBSIM_SANDBOX=off to run"
                + " real programs unconfined, in lbsim's own JVM with its rights", r[1].strip());
        assertFalse(Files.exists(out));
    }
}
