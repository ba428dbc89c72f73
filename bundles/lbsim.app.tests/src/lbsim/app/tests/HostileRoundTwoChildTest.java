package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javax.tools.ToolProvider;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.api.Task;

/**
 * Issue 26, the cases that need a JVM of their own (classes 2, 3 and 7): real programs against lbsim's end, and
 * a file-size limit ({@code ulimit -f}); each runs lbsim in a child JVM through {@code lbsim.app.Main}, as the
 * product runs it.
 */
class HostileRoundTwoChildTest {

    private static final String[][] PROGRAMS = {
        { "HookNeverReturns", """
                public final class HookNeverReturns implements Task {
                    public void run(Pvm pvm) {
                        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                            while (true) {
                                try {
                                    Thread.sleep(1000);
                                } catch (InterruptedException e) {
                                    // keeps waiting
                                }
                            }
                        }));
                        pvm.compute(1.0);
                    }
                }
                """ },
        { "ClosesStderrThenThrows", """
                public final class ClosesStderrThenThrows implements Task {
                    public void run(Pvm pvm) {
                        pvm.compute(1.0);
                        System.err.close();
                        System.out.close();
                        throw new IllegalStateException("broken after closing the streams");
                    }
                }
                """ },
        { "ExitsWhileLbsimWrites", """
                public final class ExitsWhileLbsimWrites implements Task {
                    public void run(Pvm pvm) {
                        java.nio.file.Path out = java.nio.file.Path.of(pvm.args().get(0));
                        String spool = "." + out.getFileName() + ".trace-";
                        Thread t = new Thread(() -> { // left behind: exits once lbsim has moved its trace into the result
                            boolean seen = false;
                            while (true) {
                                boolean there;
                                try (java.util.stream.Stream<java.nio.file.Path> s = java.nio.file.Files.list(out.getParent())) {
                                    there = s.anyMatch(p -> p.getFileName().toString().startsWith(spool));
                                } catch (java.io.IOException e) {
                                    there = false;
                                }
                                if (there) {
                                    seen = true;
                                } else if (seen) {
                                    System.exit(0);
                                }
                                try {
                                    Thread.sleep(1);
                                } catch (InterruptedException e) {
                                    return;
                                }
                            }
                        });
                        t.start();
                        for (int i = 0; i < 200_000; i++) {
                            pvm.compute(0.001);
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
        ByteArrayOutputStream javacErr = new ByteArrayOutputStream();
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, javacErr, args.toArray(String[]::new)),
                javacErr.toString(StandardCharsets.UTF_8));
    }

    private Path scenario(String mainClass) throws Exception {
        return scenario(mainClass, "");
    }

    private Path scenario(String mainClass, String args) throws Exception {
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
                """.formatted(mainClass, programs.resolve("classes"), args));
        return file;
    }

    /** Runs lbsim in a child JVM: {exit code, stdout and stderr}; "hang" when it has not ended after 120 s. */
    private static String[] child(String... args) throws Exception {
        return child(RealProgramCliTest.childLbsim(args));
    }

    /** Runs a command line (lbsim in a child JVM): {exit code, stdout and stderr}; "hang" after 120 s. */
    private static String[] child(List<String> command) throws Exception {
        Path log = Files.createTempFile("lbsim-child", ".log");
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).start();
            p.getOutputStream().close();
            boolean ended = p.waitFor(120, TimeUnit.SECONDS); // a hang detector, not a timing assertion
            if (!ended) {
                p.destroyForcibly().waitFor();
            }
            return new String[] { ended ? Integer.toString(p.exitValue()) : "hang", Files.readString(log) };
        } finally {
            Files.deleteIfExists(log);
        }
    }

    @Test
    void aProgramsShutdownHookThatNeverReturnsDoesNotKeepLbsimAlive() throws Exception {
        // before the fix the run completed, printed its summary, and the JVM then waited for the hook for ever
        Path out = dir.resolve("res");
        String[] r = child("run", scenario("hostile.HookNeverReturns").toString(), "--out", out.toString(), "--quiet");
        assertEquals("0", r[0], r[1]);
        assertTrue(Files.isRegularFile(out.resolve("summary.json")), r[1]);
        assertTrue(r[1].contains("lbsim: a shutdown hook (of the program) did not return within 10 s"), r[1]);
    }

    @Test
    void aProgramThatClosesStderrDoesNotSilenceLbsimsFailure() throws Exception {
        // before the fix the run failed with exit 1 and not a word: the program had closed lbsim's stderr
        String[] r = child("run", scenario("hostile.ClosesStderrThenThrows").toString(), "--out", dir.resolve("res").toString(),
                "--quiet");
        assertEquals("1", r[0], r[1]);
        assertTrue(r[1].startsWith("lbsim: "), r[1]);
        assertTrue(r[1].contains("broken after closing the streams"), r[1]);
    }

    @Test
    void aFileSizeLimitIsOneLineNamingTheFileAndKeepsTheOldResult() throws Exception {
        // before the fix: "task 10 'slave10' at ... s: java.io.UncheckedIOException: ... File too large", then 40 lines
        // of lbsim's stack trace, blaming the simulation for the disk
        Path out = dir.resolve("res");
        String[] old = child("run", Path.of(System.getProperty("lbsim.examples", "../../examples"), "pingpong-delay.lbsim").toString(),
                "--out", out.toString(), "--quiet");
        assertEquals("0", old[0], old[1]);
        byte[] summary = Files.readAllBytes(out.resolve("summary.json"));
        List<String> cmd = new ArrayList<>(List.of("bash", "-c", "ulimit -f 64 && exec \"$@\"", "lbsim"));
        cmd.addAll(RealProgramCliTest.childLbsim("run",
                // a result larger than the limit's 64 KB: ethernet-busy's trace.lbt is 353 KB (ion-implantation's, 458 KB in
                // format 2, is 26 KB in format 3 since issue 32)
                Path.of(System.getProperty("lbsim.examples", "../../examples"), "ethernet-busy.lbsim").toString(), "--out",
                out.toString(), "--quiet"));
        String[] r = child(cmd);
        assertEquals("1", r[0], r[1]);
        List<String> lines = r[1].lines().toList();
        assertEquals(1, lines.size(), r[1]);
        assertTrue(lines.get(0).startsWith("lbsim: " + out.toAbsolutePath() + ": cannot write the result: File too large"), r[1]);
        assertTrue(lines.get(0).endsWith("an old result there is as it was"), r[1]);
        assertTrue(java.util.Arrays.equals(summary, Files.readAllBytes(out.resolve("summary.json"))), "the old result is kept");
        try (var s = Files.list(dir)) { // the hidden trace spool was removed
            assertEquals(List.of("res"), s.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void aProgramThreadCallingSystemExitWhileLbsimWritesIsNoSuccess() throws Exception {
        // before the fix: "stopped: no result written", then exit 0 (the thread's status), and "exit":143 on the
        // machine outcome line
        Path out = dir.resolve("res");
        String[] r = child("run", scenario("hostile.ExitsWhileLbsimWrites", "\n    <args>" + out + "</args>").toString(), "--out",
                out.toString(), "--quiet");
        assertEquals("1", r[0], r[1]);
        assertTrue(r[1].startsWith("lbsim: "), r[1]);
    }
}
