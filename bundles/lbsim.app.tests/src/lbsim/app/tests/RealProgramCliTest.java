package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import javax.tools.ToolProvider;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.api.Task;

/**
 * {@code lbsim run --classpath} with real programs, compiled at test time against lbsim.api alone: an
 * example program's answer, and every way a program can go wrong, each with its exit code, a clear
 * line on stderr, and no task thread ({@code lbsim-task-*}) left alive afterwards.
 */
class RealProgramCliTest extends CliTestBase {

    /** Small programs that go wrong, in package bad. */
    private static final String[][] BAD_PROGRAMS = {
        { "Deadlock", """
                public final class Deadlock implements Task {
                    public void run(Pvm pvm) {
                        pvm.recv(Pvm.ANY, 7); // nobody ever sends
                    }
                }
                """ },
        { "Throws", """
                public final class Throws implements Task {
                    public void run(Pvm pvm) {
                        pvm.compute(2.0);
                        throw new IllegalStateException("the program gave up at step 42");
                    }
                }
                """ },
        { "RecvFromOwnThread", """
                public final class RecvFromOwnThread implements Task {
                    public void run(Pvm pvm) throws Exception {
                        Throwable[] failure = new Throwable[1];
                        Thread helper = new Thread(() -> {
                            try {
                                pvm.recv(Pvm.ANY, Pvm.ANY);
                            } catch (Throwable t) {
                                failure[0] = t;
                            }
                        }, "helper");
                        helper.start();
                        helper.join();
                        if (failure[0] != null) {
                            throw new RuntimeException("the helper thread failed", failure[0]);
                        }
                    }
                }
                """ },
        { "CatchesForeignCall", """
                public final class CatchesForeignCall implements Task {
                    public void run(Pvm pvm) throws Exception {
                        Thread helper = new Thread(() -> {
                            try {
                                pvm.recv(Pvm.ANY, Pvm.ANY);
                            } catch (RuntimeException e) {
                                // hidden from lbsim
                            }
                        }, "helper");
                        helper.start();
                        helper.join();
                        pvm.compute(1.0);
                    }
                }
                """ },
        { "ExitsTheJvm", """
                public final class ExitsTheJvm implements Task {
                    public void run(Pvm pvm) {
                        pvm.compute(1.5);
                        System.exit(0);
                    }
                }
                """ },
        { "HaltsByReflection", """
                public final class HaltsByReflection implements Task {
                    public void run(Pvm pvm) throws Exception {
                        pvm.compute(1.5);
                        Runtime.class.getMethod("halt", int.class).invoke(Runtime.getRuntime(), 0);
                    }
                }
                """ },
        { "SpawnsAHandleHalter", """
                public final class SpawnsAHandleHalter implements Task {
                    public void run(Pvm pvm) {
                        pvm.compute(0.5);
                        pvm.spawn("bad.HandleHalter", 1, null);
                        pvm.recv(Pvm.ANY, 1);
                    }
                }
                """ },
        { "HandleHalter", """
                public final class HandleHalter implements Task {
                    public void run(Pvm pvm) {
                        Object rt = Runtime.getRuntime();
                        try {
                            java.lang.invoke.MethodHandles.publicLookup().findVirtual(rt.getClass(), "halt",
                                    java.lang.invoke.MethodType.methodType(void.class, int.class)).invoke(rt, 0);
                        } catch (Throwable t) {
                            throw new IllegalStateException(t);
                        }
                    }
                }
                """ },
        { "LooksForLbsim", """
                public final class LooksForLbsim implements Task {
                    public void run(Pvm pvm) throws Exception {
                        for (String c : new String[] { "lbsim.core.engine.Simulation", "lbsim.app.Cli",
                                "org.eclipse.emf.ecore.EObject" }) {
                            try {
                                Class.forName(c);
                                throw new IllegalStateException("the program can see " + c);
                            } catch (ClassNotFoundException e) {
                                // as it should be
                            }
                        }
                        java.sql.Timestamp t = new java.sql.Timestamp(0); // the Java platform is there
                        System.out.println("hidden: lbsim internals; visible: " + t.getClass().getName());
                    }
                }
                """ },
        { "NeverEnds", """
                public final class NeverEnds implements Task {
                    public void run(Pvm pvm) {
                        while (true) {
                            pvm.compute(1.0);
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
        Path src = programs.resolve("src/bad");
        Files.createDirectories(src);
        List<String> files = new ArrayList<>();
        for (String[] p : BAD_PROGRAMS) {
            Path f = src.resolve(p[0] + ".java");
            Files.writeString(f, "package bad;\n\nimport lbsim.api.Pvm;\nimport lbsim.api.Task;\n\n" + p[1]);
            files.add(f.toString());
        }
        try (Stream<Path> s = Files.walk(Path.of(System.getProperty("lbsim.examples", "../../examples"), "programs/src"))) {
            s.filter(p -> p.toString().endsWith(".java")).forEach(p -> files.add(p.toString()));
        }
        Path api = Path.of(Task.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> args = new ArrayList<>(List.of("--release", "21", "-proc:none", "-cp", api.toString(), "-d",
                programs.resolve("classes").toString()));
        args.addAll(files);
        ByteArrayOutputStream javacErr = new ByteArrayOutputStream();
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, javacErr, args.toArray(String[]::new)),
                javacErr.toString(StandardCharsets.UTF_8));
    }

    @AfterEach
    void noTaskThreadIsLeft() throws InterruptedException {
        assertEquals(List.of(), taskThreads(), "task threads alive after the command returned");
    }

    private static List<String> taskThreads() {
        // a virtual thread (a DECLARED-mode task's) is not in getAllStackTraces: the runtime lists those alive
        java.util.TreeSet<String> names = new java.util.TreeSet<>(lbsim.core.program.ProgramRuntime.liveTaskThreads());
        Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(n -> n.startsWith("lbsim-task-")).forEach(names::add);
        return List.copyOf(names);
    }

    /** A one-host scenario running {@code mainClass}, with the given extra attributes and class-path entries. */
    private Path scenario(String mainClass, String runAttributes, String... classPath) throws Exception {
        return scenario(mainClass, runAttributes, List.of(), classPath);
    }

    /** The same with program arguments. */
    private Path scenario(String mainClass, String runAttributes, List<String> args, String... classPath) throws Exception {
        StringBuilder cp = new StringBuilder();
        for (String e : classPath) {
            cp.append("    <classPath>").append(e).append("</classPath>\n");
        }
        for (String a : args) {
            cp.append("    <args>").append(a).append("</args>\n");
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
                %s  </application>
                  <run seed="1" %s/>
                </lbsim:Scenario>
                """.formatted(mainClass, cp, runAttributes));
        return file;
    }

    private String classes() {
        return programs.resolve("classes").toString();
    }

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void anExampleRunsFromTheCommandLineWithItsAnswer() throws Exception {
        // the shipped scenario, copied next to an empty programs/classes: the classes come from --classpath
        Path copy = dir.resolve("real-token-ring.lbsim");
        Files.copy(Path.of(System.getProperty("lbsim.examples", "../../examples"), "real-token-ring.lbsim"), copy);
        Files.createDirectories(dir.resolve("programs/classes"));
        Path res = dir.resolve("res");
        PrintStream saved = System.out;
        ByteArrayOutputStream programOut = new ByteArrayOutputStream();
        int rc;
        System.setOut(new PrintStream(programOut, true, StandardCharsets.UTF_8));
        System.setProperty("lbsim.sandbox", "off"); // in lbsim's own JVM, where System.out is the program's (SandboxCliTest: in a sandbox)
        try {
            rc = lbsim("run", copy.toString(), "--classpath", classes(), "--out", res.toString());
        } finally {
            System.setOut(saved);
            System.clearProperty("lbsim.sandbox");
        }
        assertEquals(0, rc, stderr());
        // 4 tasks adding 1, 2, 3 and 4 for 100 rounds
        assertTrue(programOut.toString(StandardCharsets.UTF_8).contains("token 1000 (expected 1000), 400 hops"),
                programOut.toString(StandardCharsets.UTF_8));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("completed at 2.38000 s of virtual time"),
                out.toString(StandardCharsets.UTF_8));
        for (String f : List.of("summary.json", "activity.csv", "trace.lbt", "program.csv")) {
            assertTrue(Files.exists(res.resolve(f)), f);
        }
        assertTrue(!Files.exists(res.resolve("messages.csv")), "per-message rows only with --export csv");
    }

    @Test
    void aProgramRunsFromAJarOnTheClassPath() throws Exception {
        Path jar = dir.resolve("ring.jar");
        Path root = programs.resolve("classes");
        try (java.util.jar.JarOutputStream j = new java.util.jar.JarOutputStream(Files.newOutputStream(jar));
                Stream<Path> files = Files.walk(root.resolve("examples/ring"))) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                j.putNextEntry(new java.util.jar.JarEntry(root.relativize(f).toString().replace(File.separatorChar, '/')));
                j.write(Files.readAllBytes(f));
                j.closeEntry();
            }
        }
        Path file = scenario("examples.ring.TokenRing", "", List.of("3", "5", "0", "0"), "ring.jar");
        PrintStream saved = System.out;
        ByteArrayOutputStream programOut = new ByteArrayOutputStream();
        int rc;
        System.setOut(new PrintStream(programOut, true, StandardCharsets.UTF_8));
        System.setProperty("lbsim.sandbox", "off"); // in lbsim's own JVM, where System.out is the program's (SandboxCliTest: in a sandbox)
        try {
            rc = lbsim("run", file.toString(), "--out", dir.resolve("res").toString(), "--quiet");
        } finally {
            System.setOut(saved);
            System.clearProperty("lbsim.sandbox");
        }
        assertEquals(0, rc, stderr());
        // 3 tasks on the one host, 5 rounds: 5 x (1 + 2 + 3) = 30, no cost declared and no network: 0 s
        assertTrue(programOut.toString(StandardCharsets.UTF_8)
                .contains("token ring: 3 tasks, 5 rounds: token 30 (expected 30), 15 hops, 0.000000 s of virtual time"),
                programOut.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aMissingMainClassFailsTheRun() throws Exception {
        Path file = scenario("bad.NoSuchProgram", "", classes());
        assertEquals(1, lbsim("run", file.toString(), "--out", dir.resolve("res").toString()));
        String first = stderr().lines().findFirst().orElse("");
        assertTrue(first.startsWith("lbsim: " + file + ": RealApplication application: "), first);
        assertTrue(first.contains("'bad.NoSuchProgram'") && first.contains("(class path: [" + classes() + "])"), first);
        assertFalse(stderr().contains("\tat "), "no stack trace for a missing class: " + stderr());
    }

    /**
     * Issue 24: a run that failed at an object of the scenario (exit 1) says which object, attribute and file as data
     * for the IDE's markers, as bad input does: one lbsim-problem line before the outcome, its fields those of the
     * real application (object "RealApplication application", path "application", feature mainClass), its text the
     * line printed above it. The IDE reads no message text (ScenarioMarkers, RunReport.userClass).
     */
    @Test
    void aMissingMainClassIsReportedAsDataWithMachineProgress() throws Exception {
        Path file = scenario("bad.NoSuchProgram", "", classes());
        assertEquals(1, lbsim("run", file.toString(), "--out", dir.resolve("res").toString(), "--progress=machine"));
        List<String> lines = stderr().lines().toList();
        List<String> problems = lines.stream().filter(l -> l.startsWith("lbsim-problem ")).toList();
        assertEquals(1, problems.size(), stderr());
        java.util.Map<String, String> p = MachineProgressCliTest.json(problems.get(0), "lbsim-problem");
        assertEquals("error", p.get("severity"));
        assertEquals(file.toString(), p.get("file"));
        assertEquals("RealApplication application", p.get("object"));
        assertEquals("application", p.get("object_path"));
        assertEquals("mainClass", p.get("feature"));
        assertTrue(p.get("object_uri").contains("p.lbsim#"), p.get("object_uri"));
        assertEquals(lines.stream().filter(l -> l.startsWith("lbsim: ")).findFirst().orElse(""), "lbsim: " + p.get("text"),
                "the record's text is the line printed");
        java.util.Map<String, String> outcome = MachineProgressCliTest.json(lines.get(lines.size() - 1), "lbsim-outcome");
        assertEquals("failed", outcome.get("status"));
        assertEquals("1", outcome.get("exit"));
    }

    /**
     * Issue 24, a failed run of an experiment as data: sweeping the main class over a program that runs and one that
     * does not exist, one run at a time, point 0 runs and point 1 fails at the application's mainClass. Exit 1; the
     * printed line is the one users know ("sweep point 1 (ASSIGNMENT), replication 0: CAUSE"); failures.csv holds the
     * run (point 1, replication 0, seed 1: replication 0 runs on the master seed itself, run/seed 1) and the cause's
     * object, path and attribute as columns; with --progress=machine the cause is an lbsim-problem line with the same
     * object fields and the run's point, replication, seed and assignments.
     */
    @Test
    void aFailedRunOfAnExperimentIsDataInFailuresCsvAndTheMachineLine() throws Exception {
        // (distinct arguments: an experiment's per-run copy of the scenario drops a repeated one, "0", "0" became "0")
        Path file = scenario("examples.ring.TokenRing", "", List.of("3", "5", "0", "8"), classes());
        Path out = dir.resolve("exp");
        String assignment = "application/mainClass=bad.NoSuchProgram";
        assertEquals(1, lbsim("run", file.toString(), "--out", out.toString(), "--quiet", "--jobs", "1", "--sweep",
                "application/mainClass=examples.ring.TokenRing,bad.NoSuchProgram", "--progress=machine"), stderr());
        List<String> lines = stderr().lines().toList();
        String printed = lines.stream().filter(l -> l.startsWith("lbsim: sweep point")).findFirst().orElse("");
        assertTrue(printed.startsWith("lbsim: sweep point 1 (" + assignment + "), replication 0: " + file
                + ": RealApplication application: "), stderr());
        assertTrue(printed.contains("'bad.NoSuchProgram'"), printed);
        assertTrue(stderr().contains("(experiment.json complete=false, the failed run in failures.csv)"), stderr());
        // the machine line: the problem's fields, then the run's
        List<String> problems = lines.stream().filter(l -> l.startsWith("lbsim-problem ")).toList();
        assertEquals(1, problems.size(), stderr());
        String runFields = ",\"point\":1,\"replication\":0,\"seed\":1,\"assignments\":[\"" + assignment + "\"]}";
        assertTrue(problems.get(0).endsWith(runFields), problems.get(0));
        String flat = problems.get(0).substring(0, problems.get(0).length() - runFields.length()) + "}";
        java.util.Map<String, String> p = MachineProgressCliTest.json(flat, "lbsim-problem");
        assertEquals("RealApplication application", p.get("object"));
        assertEquals("application", p.get("object_path"));
        assertEquals("mainClass", p.get("feature"));
        assertEquals(file.toString(), p.get("file"));
        assertEquals(printed, "lbsim: sweep point 1 (" + assignment + "), replication 0: " + p.get("text"));
        java.util.Map<String, String> outcome = MachineProgressCliTest.json(lines.get(lines.size() - 1), "lbsim-outcome");
        assertEquals("failed", outcome.get("status"));
        // the files: point 0 finished (runs.csv), point 1's failure in failures.csv, its fields as columns
        List<String> runs = Files.readAllLines(out.resolve("runs.csv"));
        assertEquals(2, runs.size(), runs.toString());
        assertTrue(runs.get(1).startsWith("0,0,1,examples.ring.TokenRing,"), runs.get(1));
        List<String> failures = Files.readAllLines(out.resolve("failures.csv"));
        assertEquals(List.of("point", "replication", "seed", "assignments", "severity", "file", "line", "object", "object_path",
                "feature", "rule", "message"), List.of(failures.get(0).split(",")));
        assertEquals(2, failures.size(), failures.toString());
        String[] row = lbsim.run.io.Csv.split(failures.get(1));
        assertEquals(List.of("1", "0", "1", assignment, "error", file.toString(), "", "RealApplication application", "application",
                "mainClass", ""), List.of(row).subList(0, 11));
        assertEquals(p.get("message"), row[11]);
        assertTrue(Files.readString(out.resolve("experiment.json")).contains("\"complete\": false"));
    }

    @Test
    void aDeadlockedProgramFailsTheRun() throws Exception {
        Path file = scenario("bad.Deadlock", "", classes());
        assertEquals(1, lbsim("run", file.toString(), "--out", dir.resolve("res").toString()));
        assertTrue(stderr().contains(": deadlock at 0.0 s"), stderr());
        assertTrue(stderr().contains("task 0 'master' on host ws1: blocked since 0.0 s in recv(source any, tag 7)"), stderr());
        assertTrue(Files.exists(dir.resolve("res/summary.json")), "the partial result is kept");
    }

    @Test
    void aProgramThatThrowsFailsTheRunWithItsException() throws Exception {
        Path file = scenario("bad.Throws", "", classes());
        assertEquals(1, lbsim("run", file.toString(), "--out", dir.resolve("res").toString()));
        assertTrue(stderr().startsWith("lbsim: " + file + ": "), stderr());
        assertTrue(stderr().contains("'master'") && stderr().contains("2.0"), "names the task and the time: " + stderr());
        assertTrue(stderr().contains("java.lang.IllegalStateException: the program gave up at step 42"), stderr());
    }

    @Test
    void recvFromAThreadOfTheProgramsOwnFailsTheRun() throws Exception {
        Path file = scenario("bad.RecvFromOwnThread", "", classes());
        assertEquals(1, lbsim("run", file.toString(), "--out", dir.resolve("res").toString()));
        assertTrue(stderr().contains("lbsim.api.PvmException"), stderr());
        assertTrue(stderr().contains("the helper thread failed"), stderr());
    }

    @Test
    void recvFromAThreadOfTheProgramsOwnFailsTheRunEvenIfTheProgramCatchesIt() throws Exception {
        Path file = scenario("bad.CatchesForeignCall", "", classes());
        assertEquals(1, lbsim("run", file.toString(), "--out", dir.resolve("res").toString()));
        assertTrue(stderr().startsWith("lbsim: " + file + ": task 0 'master' at 0.0 s: Pvm.recv called from thread"
                + " 'helper', which is not the thread of task 0 (a task's Pvm may only be called by the thread that runs"
                + " its Task.run)\n"), stderr());
    }

    /** lbsim.app.Main in a child JVM on a plain class path (the jars and folders of this test's bundles). */
    static List<String> childLbsim(String... args) {
        List<String> cp = new ArrayList<>();
        for (String cls : new String[] { "lbsim.app.Cli", "lbsim.run.ScenarioRunner", "lbsim.trace.TraceFile", "lbsim.model.Scenario",
                "lbsim.core.engine.Simulation", "lbsim.api.Task", "org.eclipse.emf.ecore.EObject",
                "org.eclipse.emf.common.util.URI", "org.eclipse.emf.ecore.xmi.XMIResource",
                "org.apache.commons.rng.UniformRandomProvider", "org.apache.commons.rng.core.source64.XoRoShiRo128PlusPlus",
                "org.apache.commons.rng.sampling.distribution.ZigguratSampler",
                "org.apache.commons.math3.distribution.TDistribution", "org.jfree.chart.JFreeChart",
                "org.jfree.svg.SVGGraphics2D" }) {
            File f = ExperimentCliTest.location(cls);
            assertTrue(f != null, "no jar or folder for the classes of " + cls);
            cp.add(f.getPath());
        }
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", String.join(File.pathSeparator, cp), "lbsim.app.Main"));
        cmd.addAll(List.of(args));
        return cmd;
    }

    private static String[] runChild(List<String> cmd) throws Exception {
        Process child = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(child.waitFor(60, java.util.concurrent.TimeUnit.SECONDS), "the child JVM ended: " + output);
        return new String[] { Integer.toString(child.exitValue()), output };
    }

    @Test
    void aProgramThatCallsSystemExitFailsTheRunWithExitCode1() throws Exception {
        Path file = scenario("bad.ExitsTheJvm", "", classes());
        String[] r = runChild(childLbsim("run", file.toString(), "--out", dir.resolve("res").toString(), "--quiet"));
        assertEquals("1", r[0], r[1]);
        assertTrue(r[1].startsWith("lbsim: the program called System.exit in thread 'lbsim-task-0-master' at virtual time"
                + " 1.5 s: a task ends by returning from Task.run or with Pvm.exit(); the simulation failed (exit code 1)\n"
                + "\tat lbsim-program//bad.ExitsTheJvm.run("), r[1]);
    }

    @Test
    void aProgramThatCallsRuntimeHaltThroughReflectionFailsTheRunWithExitCode1() throws Exception {
        // before the fix the class loaded, and halt ended the JVM with status 0, no outcome and no message
        Path file = scenario("bad.HaltsByReflection", "", classes());
        String[] r = runChild(childLbsim("run", file.toString(), "--out", dir.resolve("res").toString(), "--quiet"));
        assertEquals("1", r[0], r[1]);
        assertTrue(r[1].startsWith("lbsim: " + file + ": RealApplication application: program class 'bad.HaltsByReflection'"
                + " calls Runtime.halt by its name (through reflection or a method handle), which would end lbsim at once"
                + " without an outcome of the run; a task ends by returning from Task.run or with Pvm.exit() (class path: ["),
                r[1]);
    }

    @Test
    void aSpawnedProgramThatCallsRuntimeHaltThroughAMethodHandleFailsTheRunWithExitCode1() throws Exception {
        // before the fix the spawned class loaded, and halt ended the JVM with status 0, no outcome and no message
        Path file = scenario("bad.SpawnsAHandleHalter", "", classes());
        String[] r = runChild(childLbsim("run", file.toString(), "--out", dir.resolve("res").toString(), "--quiet"));
        assertEquals("1", r[0], r[1]);
        assertTrue(r[1].startsWith("lbsim: " + file + ": task 0 'master' at 0.5 s: "), r[1]);
        assertTrue(r[1].contains("program class 'bad.HandleHalter' calls Runtime.halt by its name (through reflection or a"
                + " method handle)"), r[1]);
    }

    @Test
    void onAPlainJvmTheProgramSeesTheJavaPlatformButNoLbsimInternals() throws Exception {
        Path file = scenario("bad.LooksForLbsim", "", classes());
        String[] r = runChild(childLbsim("run", file.toString(), "--out", dir.resolve("res").toString(), "--quiet"));
        assertEquals("0", r[0], r[1]);
        assertTrue(r[1].contains("hidden: lbsim internals; visible: java.sql.Timestamp"), r[1]);
    }

    @Test
    void inTheBundlesTheProgramSeesTheJavaPlatformButNoLbsimInternals() throws Exception {
        Path file = scenario("bad.LooksForLbsim", "", classes());
        PrintStream saved = System.out;
        ByteArrayOutputStream programOut = new ByteArrayOutputStream();
        int rc;
        System.setOut(new PrintStream(programOut, true, StandardCharsets.UTF_8));
        System.setProperty("lbsim.sandbox", "off"); // in lbsim's own JVM, where System.out is the program's (SandboxCliTest: in a sandbox)
        try {
            rc = lbsim("run", file.toString(), "--out", dir.resolve("res").toString(), "--quiet");
        } finally {
            System.setOut(saved);
            System.clearProperty("lbsim.sandbox");
        }
        assertEquals(0, rc, stderr());
        assertTrue(programOut.toString(StandardCharsets.UTF_8).contains("hidden: lbsim internals; visible: java.sql.Timestamp"),
                programOut.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aProgramThatNeverEndsIsStoppedByTheRunLimitAndFails() throws Exception {
        Path file = scenario("bad.NeverEnds", "endTimeSeconds=\"100\"", classes());
        assertEquals(1, lbsim("run", file.toString(), "--out", dir.resolve("res").toString()));
        assertEquals("lbsim: " + file + ": RealApplication application: the program had not ended when the run's end time"
                + " (run/endTimeSeconds) stopped the run at 100.0 s; still running: tasks 0 'master'\n"
                + "lbsim: the partial result (up to the failure) is in " + dir.resolve("res") + "\n", stderr());
        assertTrue(Files.exists(dir.resolve("res/summary.json")), "the partial result is kept");
    }

    @Test
    void classpathForAnApplicationThatRunsNoProgramIsBadInput() throws Exception {
        // before the fix --classpath was accepted and ignored for ping-pong, token ring and master-slave models
        for (String[] e : new String[][] { { "pingpong-delay.lbsim", "PingPongApplication" },
                { "ring-delay.lbsim", "TokenRingApplication" }, { "ion-implantation.lbsim", "MasterSlaveApplication" } }) {
            String file = Path.of(System.getProperty("lbsim.examples", "../../examples"), e[0]).toString();
            Path res = dir.resolve("res-" + e[0]);
            for (String command : new String[] { "run", "validate" }) {
                List<String> args = new ArrayList<>(List.of(command, file, "--classpath", classes()));
                if (command.equals("run")) {
                    args.addAll(List.of("--out", res.toString()));
                }
                assertEquals(2, lbsim(args.toArray(String[]::new)), stderr());
                assertEquals("lbsim: " + file + ": --classpath gives a real program's class path, but the application ("
                        + e[1] + ") runs no program; only a RealApplication takes one (rule classPathForProgram)\n", stderr());
                assertFalse(Files.exists(res), "nothing is written for bad input");
            }
        }
    }

    @Test
    void aMissingClassPathFolderIsBadInput() throws Exception {
        Path file = scenario("bad.Throws", "", "no-such-folder");
        assertEquals(2, lbsim("run", file.toString(), "--out", dir.resolve("res").toString()));
        assertEquals("lbsim: " + file + ": RealApplication application: classPath entry 'no-such-folder' does not exist"
                + " (looked for " + dir.resolve("no-such-folder") + ") (rule classPathExists)\n", stderr());
        assertFalse(Files.exists(dir.resolve("res")), "nothing is written for bad input");

        Path ok = scenario("bad.Throws", "", classes());
        String missing = dir.resolve("gone").toString();
        assertEquals(2, lbsim("run", ok.toString(), "--classpath", classes() + File.pathSeparator + missing));
        assertEquals("lbsim: " + ok + ": --classpath entry '" + missing + "' does not exist (rule classPathExists)\n", stderr());
        assertEquals(2, lbsim("validate", ok.toString(), "--classpath", missing));
    }

    /**
     * {@code --call-sites}: the token ring's trace names TokenRing.java and, for every message, a send line and a
     * receive line that hold {@code pvm.send(} and {@code pvm.recv(} in the example's source; with an experiment the
     * option is bad usage.
     */
    @Test
    void callSitesGoIntoTheTraceOfASingleRun() throws Exception {
        Path file = scenario("examples.ring.TokenRing", "", List.of("3", "2", "0", "0"), classes());
        Path res = dir.resolve("res");
        PrintStream saved = System.out;
        int rc;
        System.setOut(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        try {
            rc = lbsim("run", file.toString(), "--out", res.toString(), "--quiet", "--call-sites");
        } finally {
            System.setOut(saved);
            System.clearProperty("lbsim.sandbox");
        }
        assertEquals(0, rc, stderr());
        List<String> source = Files.readAllLines(Path.of(System.getProperty("lbsim.examples", "../../examples"),
                "programs/src/examples/ring/TokenRing.java"));
        try (lbsim.trace.file.TraceFileStore t = lbsim.trace.file.TraceFileStore.openFolder(res)) {
            assertTrue(t.hasCallSites());
            lbsim.trace.store.Messages m = t.messages(-1, -1, 0, t.endSeconds());
            assertEquals(6, m.size()); // 3 tasks, 2 rounds
            for (int i = 0; i < m.size(); i++) {
                lbsim.trace.store.CallSite send = t.callSite(t.getSendSite(m.id(i)));
                lbsim.trace.store.CallSite recv = t.callSite(t.getReceiveSite(m.id(i)));
                assertEquals("examples.ring.TokenRing", send.className());
                assertEquals("TokenRing.java", recv.fileName());
                assertTrue(source.get(send.line() - 1).contains("pvm.send("), send.toString());
                assertTrue(source.get(recv.line() - 1).contains("pvm.recv("), recv.toString());
            }
        }
        assertEquals(2, lbsim("run", file.toString(), "--out", dir.resolve("exp").toString(), "--replications", "2",
                "--call-sites"));
        assertTrue(stderr().contains("--call-sites goes with a single run"), stderr());
    }
}
