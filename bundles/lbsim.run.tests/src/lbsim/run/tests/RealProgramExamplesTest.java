package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.engine.StopReason;
import lbsim.model.Host;
import lbsim.model.RealApplication;
import lbsim.model.Scenario;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;

/**
 * The three example programs (examples/programs), compiled at test time and run through
 * {@link ScenarioRunner} with the compiled folder as the class path, as {@code lbsim run --classpath}
 * does: their answers against sequential computations, their virtual times against timelines worked
 * out by hand from the scenarios' delay networks (declared cost mode).
 */
class RealProgramExamplesTest {

    @TempDir
    static Path classes;

    @BeforeAll
    static void compileTheExamples() throws Exception {
        ExamplePrograms.compile(ExamplePrograms.sources(), classes);
    }

    /** Loads an example scenario; its own classPath (examples/programs/classes, built by build.sh) is dropped. */
    private static Scenario example(String name) throws Exception {
        Scenario s = Examples.load(name);
        ((RealApplication) s.getApplication()).getClassPath().clear();
        return s;
    }

    private static ExamplePrograms.Printed<RunOutcome> run(Scenario s, String file) throws Exception {
        return ExamplePrograms.capture(() -> ScenarioRunner.run(s, file, List.of(), null, null, new lbsim.run.ExtraClassPath(List.of(classes), "--classpath", "--classpath on the command line")));
    }

    private static void allHostsAtSpeed(Scenario s, double speed) {
        for (Host h : s.getPlatform().getHosts()) {
            h.setSpeed(speed);
        }
    }

    private static double number(String line, String regex) {
        Matcher m = Pattern.compile(regex).matcher(line);
        assertTrue(m.find(), "no " + regex + " in " + line);
        return Double.parseDouble(m.group(1));
    }

    @Test
    void tokenRingAddsUpAndTakesTheHandComputedTime() throws Exception {
        ExamplePrograms.Printed<RunOutcome> r = run(example("real-token-ring.lbsim"), "real-token-ring.lbsim");
        assertEquals(StopReason.COMPLETED, r.value().stopReason());
        // 4 tasks, 100 rounds, task at position i adds i + 1: the token comes home with 100 x (1+2+3+4) = 1000
        String line = r.out().lines().filter(l -> l.startsWith("token ring:")).findFirst().orElseThrow();
        assertTrue(line.contains(": token 1000 (expected 1000), 400 hops"), line);
        // One hop, all hosts of speed 1 (examples/real-token-ring.lbsim):
        //   computeFlops(1e6) at 1e9 flop/s   1.000 ms on the sender
        //   send overhead                     0.500 ms on the sender
        //   transfer 1 ms + 4032/1024 x 0.8 ms = 4.150 ms
        //   receive overhead                  0.300 ms on the receiver (already waiting in recv)
        //   = 5.950 ms; the master's last recv ends after 4 x 100 hops: 2.380 s
        double hop = 0.001 + 0.0005 + (0.001 + 4032 / 1024.0 * 0.0008) + 0.0003;
        assertEquals(400 * hop, r.value().simulatedEndSeconds(), 1e-9);
        assertEquals(400 * hop, number(line, "hops, ([0-9.]+) s of virtual time"), 1e-6);
        assertEquals(400, r.value().extraFiles().get("messages.csv").lines().count() - 1);
        assertTrue(r.value().extraFiles().get("program.csv").contains("examples.ring.TokenRing,declared"));
        assertEquals(4, r.value().activities().size());
    }

    /**
     * The ring's first task is named by the scenario (ring0); the three it spawns are TokenRing-1, -2, -3
     * (class and task id), in the trace, every export that names tasks, messages.csv and tasks.csv, which
     * lists all four (hosts of speed 1: work_s = cpu_s). The trace keeps the scenario's name and seed.
     */
    @Test
    void tokenRingTasksHaveUniqueNamesEverywhere(@TempDir Path out) throws Exception {
        RunOutcome r = run(example("real-token-ring.lbsim"), "real-token-ring.lbsim").value();
        List<String> names = List.of("ring0", "TokenRing-1", "TokenRing-2", "TokenRing-3");
        TraceColumns t = TraceColumns.of(r);
        assertEquals(names, java.util.stream.IntStream.range(0, t.taskCount()).mapToObj(t::taskName).toList());
        assertEquals(r.scenarioName(), t.scenarioName());
        assertEquals(r.seed(), t.seed());
        Path dir = out.resolve("res");
        lbsim.run.result.ResultWriter.write(r, dir, lbsim.run.result.ResultWriter.Options.of("test").exports(List.of("chrome", "paje", "csv")));
        String json = java.nio.file.Files.readString(dir.resolve("trace.json"));
        String paje = java.nio.file.Files.readString(dir.resolve("trace.paje"));
        String states = java.nio.file.Files.readString(dir.resolve("states.csv"));
        for (String n : names) {
            assertTrue(json.contains("\"thread_name\",\"ph\":\"M\",\"pid\":") && json.contains("{\"name\":\"" + n + "\"}"), n);
            assertTrue(paje.contains(" \"" + n + "\"\n"), n);
            assertTrue(states.contains("," + n + ","), n);
            assertTrue(r.extraFiles().get("messages.csv").contains("," + n + ","), n);
        }
        List<String> rows = java.nio.file.Files.readAllLines(dir.resolve("tasks.csv"));
        assertEquals("task,host,nice,start_s,end_s,work_s,cpu_s,share", rows.get(0));
        assertEquals(names, rows.subList(1, rows.size()).stream().map(l -> l.split(",")[0]).toList());
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",");
            assertEquals("0", f[2], row);
            assertEquals(Double.parseDouble(f[6]), Double.parseDouble(f[5]), 1e-12, "speed 1: work = cpu: " + row);
            assertTrue(Double.parseDouble(f[6]) > 0.1, row); // 100 x 1 ms of declared compute at least
        }
    }

    @Test
    void tokenRingOnFasterHostsIsFasterByTheCpuPartOnly() throws Exception {
        Scenario s = example("real-token-ring.lbsim");
        allHostsAtSpeed(s, 2.0);
        RunOutcome r = run(s, "real-token-ring.lbsim").value();
        // speed 2 halves the CPU parts (compute, send and receive overheads), not the wire: 5.050 ms a hop
        double hop = (0.001 + 0.0005 + 0.0003) / 2 + (0.001 + 4032 / 1024.0 * 0.0008);
        assertEquals(400 * hop, r.simulatedEndSeconds(), 1e-9);
    }

    @Test
    void measuredModeAddsTheProgramsOwnCpuTimeToTheDeclaredTimeline() throws Exception {
        Scenario s = example("real-token-ring.lbsim");
        ((RealApplication) s.getApplication()).setCostMode(lbsim.model.CostMode.MEASURED);
        ExamplePrograms.Printed<RunOutcome> r = run(s, "real-token-ring.lbsim");
        assertTrue(r.out().contains(": token 1000 (expected 1000), 400 hops"), r.out());
        // the declared timeline of tokenRingAddsUpAndTakesTheHandComputedTime, plus the (positive) CPU time the
        // tasks' own code used between their calls
        double declared = 400 * (0.001 + 0.0005 + (0.001 + 4032 / 1024.0 * 0.0008) + 0.0003);
        assertTrue(r.value().simulatedEndSeconds() > declared, r.value().simulatedEndSeconds() + " s");
        assertTrue(r.value().extraFiles().get("program.csv").contains("examples.ring.TokenRing,measured"));
    }

    @Test
    void matrixProductIsTheSequentialOneAndTakesTheHandComputedTime() throws Exception {
        ExamplePrograms.Printed<RunOutcome> r = run(example("real-matmul.lbsim"), "real-matmul.lbsim");
        assertEquals(StopReason.COMPLETED, r.value().stopReason());
        String line = r.line("matmul:");
        assertTrue(line.contains("max |C - sequential| = 0.0"), line);
        // the sum of all entries of C = A x B, computed here sequentially from the example's definitions
        // a(i,j) = (7i + 3j) mod 11 - 5 and b(i,j) = (5i + 2j + 1) mod 13 - 6, N = 32
        double sum = 0;
        for (int i = 0; i < 32; i++) {
            for (int j = 0; j < 32; j++) {
                for (int k = 0; k < 32; k++) {
                    sum += ((i * 7 + k * 3) % 11 - 5) * (double) ((k * 5 + j * 2 + 1) % 13 - 6);
                }
            }
        }
        assertEquals(sum, number(line, "sum of C = (-?[0-9.]+)"), 0.0);
        // Timeline (examples/real-matmul.lbsim: hosts of speed 1, s = 0.5 ms send, r = 0.3 ms receive,
        // transfer 1 ms + 0.08 ms per KB). Real 32 x 32 in 4 x 4 blocks, timed as 256 x 256 blocks (scale 64):
        //   A rows or B columns for one of the W = 4 processes: 16 x 32 doubles x 8 B x 64^2 = 16384 KB: tIn
        //   its C blocks: 16 x 16 doubles x 8 B x 64^2 = 8192 KB: tC
        //   its work: 2 x 16 blocks x 256^2 x 2048 flops at 1e9 flop/s: c
        // The master sends A_k and B_k back to back: B_k has left at (2k + 2) s and arrives tIn later; the
        // process received A_k r after (2k + 1) s + tIn, before that (r < s), so it holds both at
        // (2k + 2) s + tIn + r, computes c, sends s: C_k arrives at a_k = (2k + 3) s + tIn + r + c + tC.
        // a_0 comes long after the master's last send (2W s) and the a_k are 2 s > r apart, so the master's
        // receives end at a_(W-1) + r = (2W + 1) s + tIn + 2 r + c + tC.
        double end = matmulEnd(0.00008);
        assertEquals(end, r.value().simulatedEndSeconds(), 1e-9);
        assertEquals(end, number(line, ": ([0-9.]+) s of virtual time"), 1e-6);
    }

    /** The timeline above for a network of {@code secondsPerKB}: (2W + 1) s + tIn + 2 r + c + tC. */
    private static double matmulEnd(double secondsPerKB) {
        double s = 0.0005;
        double rcv = 0.0003;
        double tIn = 0.001 + 16384 * secondsPerKB;
        double tC = 0.001 + 8192 * secondsPerKB;
        double c = 2.0 * 16 * 256 * 256 * 2048 / 1e9;
        return 9 * s + tIn + 2 * rcv + c + tC;
    }

    @Test
    void matrixProductOnAFasterNetworkTakesLessTime() throws Exception {
        Scenario s = example("real-matmul.lbsim");
        ((lbsim.model.DelayNetwork) s.getPlatform().getSegments().get(0)).setProportionalDelayPerKBSeconds(0.00001);
        ExamplePrograms.Printed<RunOutcome> r = run(s, "real-matmul.lbsim");
        assertTrue(r.line("matmul:").contains("max |C - sequential| = 0.0"));
        // 8 times the bandwidth: the same timeline with 0.01 ms per KB, 1.72 s shorter than with 0.08 ms
        assertEquals(matmulEnd(0.00001), r.value().simulatedEndSeconds(), 1e-9);
        assertTrue(matmulEnd(0.00001) < matmulEnd(0.00008) - 1.7);
    }

    private static final List<String> STRATEGIES = List.of("self", "guided", "factoring", "fixed(k=7)");

    @Test
    void monteCarloHistogramIsTheSameWhateverTheStrategy() throws Exception {
        String histogram = null;
        for (String strategy : STRATEGIES) {
            Scenario s = example("real-ion-implantation.lbsim");
            ((RealApplication) s.getApplication()).getArgs().set(0, strategy);
            ExamplePrograms.Printed<RunOutcome> r = run(s, "real-ion-implantation.lbsim");
            assertEquals(StopReason.COMPLETED, r.value().stopReason(), strategy);
            String h = r.line("histogram");
            long counted = 0;
            for (String n : h.substring(h.indexOf(':') + 1).trim().split(" ")) {
                counted += Long.parseLong(n);
            }
            // every one of the 20000 particles either stopped in a bin or left through the surface
            String mean = r.line("mean depth");
            long backscattered = (long) number(mean, ", ([0-9]+) backscattered");
            long stopped = (long) number(mean, " of ([0-9]+) stopped ions");
            assertEquals(stopped, counted, strategy);
            assertEquals(20000, stopped + backscattered, strategy);
            if (histogram == null) {
                histogram = h + "\n" + mean;
            } else {
                assertEquals(histogram, h + "\n" + mean, strategy + " gave another histogram than " + STRATEGIES.get(0));
            }
        }
    }

    @Test
    void monteCarloMakespanShrinksOnFasterHosts() throws Exception {
        Scenario slow = example("real-ion-implantation.lbsim");
        double base = number(run(slow, "x").line("makespan"), "makespan ([0-9.]+) s");
        Scenario fast = example("real-ion-implantation.lbsim");
        for (Host h : fast.getPlatform().getHosts()) {
            h.setSpeed(h.getSpeed() * 2);
        }
        double faster = number(run(fast, "x").line("makespan"), "makespan ([0-9.]+) s");
        // 20000 particles x 2e7 flops = 400 reference CPU seconds over slaves of total speed 6.9 (then 13.8):
        // at least 400 / 6.9 = 58 s, then 29 s; doubling every speed must at least nearly halve the makespan
        assertTrue(base >= 400 / 6.9, "makespan " + base);
        assertTrue(faster < 0.55 * base, base + " s on the given hosts, " + faster + " s on hosts twice as fast");
    }
}
