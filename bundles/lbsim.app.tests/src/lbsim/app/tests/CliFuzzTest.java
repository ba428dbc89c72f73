package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.app.Cli;

/**
 * Issue 14's fuzz suite, command-line part: a seeded mutator (no library) damages the shipped examples
 * (attributes, elements, numbers at their limits, bytes), their input files (rate file, process trace,
 * trace-replay files, a VMConfig file, an estimate file), result and experiment folders (trace.lbt, the CSV
 * files, points.csv, experiment.json: byte flips, truncation) and command lines (options and values dropped,
 * repeated, swapped, unknown, extreme), and runs every mutant through the real command line
 * ({@link Cli#execute}, in this JVM, with a watchdog). Each mutant is classified:
 * <ul>
 * <li>clean: exit 0; exit 1 with at least one {@code lbsim: } line naming the cause; exit 2 with every
 * line of stderr a {@code lbsim: } problem line (or usage's "Try 'lbsim --help'."), no object dump and no
 * exception class name, and no output folder written;</li>
 * <li>failures: a stack trace ({@code \tat ...}, "internal error", "Caused by"), an unclear exit-2 message, a
 * result written for bad input, a file changed outside the command's output (the sandbox holding the
 * inputs, a user's notes, a user's folder and the result folders is hashed before and after), a hang (no
 * exit within {@link #HANG_SECONDS}), a crash (an exit code other than 0, 1, 2, or a Throwable out of
 * {@code Cli.execute}).</li>
 * </ul>
 * The suite fails on anything but a clean exit and prints the table of classes per target. The seed is
 * fixed, so every CI run tries the same {@link #CASES} mutants; {@code -Dlbsim.fuzz.cli.cases=N
 * -Dlbsim.fuzz.seed=S} (releng/fuzz.sh N SEED) runs more or others. Case i's mutant depends only on the seed
 * and i, so a longer run begins with the CI run's cases. Scenarios get a wall-clock limit of
 * {@link #WALL_CLOCK_SECONDS} ({@code run/wallClockLimitSeconds}) and smaller work-unit counts, so that
 * legitimate mutants end quickly; real programs are left out (RealProgramCliTest and HostileProgramTest
 * cover hostile programs).
 */
class CliFuzzTest {

    static final int CASES = Integer.getInteger("lbsim.fuzz.cli.cases", 1000);
    static final long SEED = Long.getLong("lbsim.fuzz.seed", 20261124L);
    /** A generous budget for one command on a few small files: beyond it the command hangs. */
    static final long HANG_SECONDS = Long.getLong("lbsim.fuzz.hang", 20L);
    /**
     * Every case whose index is a multiple of this also runs in a child JVM ({@code lbsim.app.Main}, which ends
     * with System.exit): its exit code must be the one {@code Cli.execute} returned here.
     */
    static final int CHILD_EVERY = Integer.getInteger("lbsim.fuzz.child.every", 250);
    /** The wall-clock limit every scenario gets, so that a legitimate but long mutant ends with exit 1. */
    static final int WALL_CLOCK_SECONDS = 5;

    /** What a case mutates. */
    enum Target {
        SCENARIO("scenario (.lbsim)"), INPUT_FILE("input file"), RESULT_FOLDER("result folder"), COMMAND_LINE("command line"),
        /** Issue 26's classes: references to other documents, hostile paths, outputs equal to inputs, deep nesting. */
        HOSTILE("hostile path/ref");

        final String label;

        Target(String label) {
            this.label = label;
        }
    }

    /** What a case ended with. The first three are clean. */
    enum Outcome {
        EXIT_0("exit 0"), EXIT_1("exit 1"), EXIT_2("exit 2"), STACK_TRACE("stack trace"), UNCLEAR("unclear message"),
        WROTE_ON_BAD_INPUT("written on bad input"), FILES_CHANGED("files changed"), HANG("hang"), CRASH("crash"),
        /** The command connected to the loopback server a scenario named. */
        FETCHED("fetched a URI");

        final String label;

        Outcome(String label) {
            this.label = label;
        }

        boolean clean() {
            return ordinal() <= EXIT_2.ordinal();
        }
    }

    /** Values at the limits, for attributes, numbers inside values, fields and option values. */
    static final String[] LIMITS = { "0", "-0", "-1", "1", "1e-300", "4.9E-324", "1e308", "-1e308", "1e309", "NaN", "Infinity",
            "-Infinity", "2147483647", "2147483648", "-2147483648", "9223372036854775807", "9223372036854775808", "", " ",
            "0.5", "1e-7", "1e9", "1e10", "abc", "1,5", "0x10", "1_000", "\u0661\u0662", "null", "%s", "${x}", "&amp;", "&lt;",
            "\u00e9\u00e8", "\ud83d\ude00" };

    private static final String[] XSI_TYPES = { "lbsim:DelayNetwork", "lbsim:EthernetNetwork", "lbsim:SwitchedNetwork",
            "lbsim:PoissonLoad", "lbsim:PermanentLoad", "lbsim:MasterSlaveApplication", "lbsim:PingPongApplication",
            "lbsim:RealApplication", "lbsim:Nothing", "ecore:EObject", "" };

    /** The examples the scenario mutants start from (real programs need compiled classes: left out). */
    private static final String[] SCENARIOS = { "ethernet-busy", "ion-implantation", "pingpong-analytic", "pingpong-clue",
            "pingpong-delay", "pingpong-ethernet-10", "pingpong-ethernet-100", "pingpong-shared", "pingpong-switched",
            "ring-delay", "ring-ethernet-10", "ring-ethernet-100", "trace-replay", "wus-nice-share", "wus-office-day" };

    private static final String[] EXPORTS = { "chrome", "paje", "picl", "png", "svg", "csv" };

    private static final String[] OPTIONS = { "--out", "--seed", "--set", "--classpath", "--quiet", "--sweep", "--replications",
            "--jobs", "--shard", "--keep-runs", "--chart", "--chart-x", "--export", "--progress=machine", "--progress=fast",
            "--figure", "--x", "--target", "--help", "--version", "-q", "-j", "-cp", "--", "-", "---", "--out=", "--set=",
            "--unknown", "-x", "run", "validate", "--trace", "--trace=summary", "--trace=none", "--trace=" };

    @TempDir
    static Path sandbox;

    /** A failing case, kept for the report. */
    record Failure(int index, Target target, Outcome outcome, String what, List<String> args, String stderr) {
    }

    @Test
    void everyMutantEndsCleanly() throws Exception {
        Path examples = Path.of(System.getProperty("lbsim.examples", "../../examples"));
        Path base = sandbox.resolve("examples");
        prepareExamples(examples, base);
        Files.writeString(sandbox.resolve("notes.txt"), "a user's notes, next to lbsim's folders\n");
        Path userFolder = sandbox.resolve("thesis");
        Files.createDirectories(userFolder);
        Files.writeString(userFolder.resolve("thesis.tex"), "\\documentclass{article}\n");
        Files.writeString(userFolder.resolve("summary.json"), "{\"mine\": true}\n");
        Files.writeString(sandbox.resolve("VMConfig"),
                "# MISS-PVM virtual machine\nmaster 1.0 10 5 3 10 8\nfast 0.5 10 5 3 10 8\nold 0 10 5 3 10 8\n");
        Files.copy(examples.resolve("estimate/battlefield.est"), sandbox.resolve("battlefield.est"));

        // the result folders that export and chart mutants start from: made by lbsim itself, exit 0
        Path baseRun = sandbox.resolve("base-run");
        Path baseExp = sandbox.resolve("base-exp");
        String[] made = lbsim(List.of("run", base.resolve("pingpong-delay.lbsim").toString(), "--out", baseRun.toString(),
                "--quiet"));
        assertEquals("0", made[0], made[2]);
        made = lbsim(List.of("run", base.resolve("ring-delay.lbsim").toString(), "--sweep", "application/rounds=1,2",
                "--replications", "2", "--jobs", "1", "--out", baseExp.toString(), "--quiet"));
        assertEquals("0", made[0], made[2]);
        for (String s : SCENARIOS) { // every starting point is itself valid and quick
            String[] r = lbsim(List.of("run", base.resolve(s + ".lbsim").toString(), "--out",
                    sandbox.resolve("check-" + s).toString(), "--quiet"));
            assertEquals("0", r[0], s + ": " + r[2]);
            deleteTree(sandbox.resolve("check-" + s));
        }

        Path cwd = Path.of("").toAbsolutePath();
        Set<String> cwdBefore = listing(cwd);
        Set<String> sandboxBefore = listing(sandbox);
        Map<Target, Map<Outcome, Integer>> table = new EnumMap<>(Target.class);
        for (Target t : Target.values()) {
            table.put(t, new EnumMap<>(Outcome.class));
        }
        List<Failure> failures = new ArrayList<>();
        int hangs = 0;
        int wroteToCwd = 0;
        int children = 0;
        Map<Env, Integer> envs = new java.util.EnumMap<>(Env.class);
        long started = System.nanoTime();
        ExecutorService worker = worker();
        HostileCases.Server server = new HostileCases.Server();
        try {
            for (int i = 0; i < CASES && hangs < 3; i++) {
                Path caseDir = sandbox.resolve("case-" + i);
                Files.createDirectories(caseDir);
                Case c = make(i, base, caseDir, server.socket.getLocalPort());
                Map<String, String> before = hash(sandbox);
                int connections = server.connections.get();
                Outcome o;
                String[] r = null;
                Future<String[]> f = worker.submit(() -> lbsim(c.args));
                try {
                    r = f.get(HANG_SECONDS, TimeUnit.SECONDS);
                    o = classify(c, r, before, hash(sandbox));
                    if (server.connections.get() != connections) {
                        o = Outcome.FETCHED;
                    }
                } catch (TimeoutException e) {
                    o = Outcome.HANG;
                    hangs++;
                    f.cancel(true);
                    worker.shutdownNow();
                    worker = worker(); // the hung thread is a daemon: it cannot be stopped, only left behind
                } catch (ExecutionException e) {
                    o = Outcome.CRASH;
                    r = new String[] { "-", "", String.valueOf(e.getCause()) };
                }
                if (o.clean() && i % CHILD_EVERY == 0) {
                    // the same mutant, made again in a folder of its own, through a real process
                    Path twinDir = sandbox.resolve("twin-" + i);
                    Files.createDirectories(twinDir);
                    Case twin = make(i, base, twinDir, server.socket.getLocalPort());
                    // issue 26: the child's environment is generated too (a stream of its own: the cases stay as they were)
                    Env env = Env.values()[new SplittableRandom(SEED * 31 + i).nextInt(Env.values().length)];
                    String[] child = child(twin.args, env);
                    children++;
                    envs.merge(env, 1, Integer::sum);
                    if (!env.accepts(r[0], child[0], twin.args) || child[1].contains("\tat ")) {
                        o = Outcome.CRASH;
                        r = new String[] { r[0], "", "in this JVM exit " + r[0] + ", in a child JVM (" + env.label + ") exit "
                                + child[0] + ":\n" + child[1] };
                    }
                    deleteTree(twinDir);
                }
                table.get(c.target).merge(o, 1, Integer::sum);
                if (!o.clean()) {
                    failures.add(new Failure(i, c.target, o, c.what, c.args, r == null ? "" : r[2]));
                    keep(caseDir, i);
                }
                for (String n : listing(cwd)) { // a relative --out (e.g. a dropped --out's value) writes here
                    if (!cwdBefore.contains(n)) {
                        wroteToCwd++;
                        deleteTree(cwd.resolve(n));
                    }
                }
                if (o != Outcome.HANG) {
                    deleteTree(caseDir);
                }
                for (String n : listing(sandbox)) { // e.g. an import's default FILE.lbsim: each case starts alike
                    if (!sandboxBefore.contains(n) && !n.startsWith("case-")) {
                        deleteTree(sandbox.resolve(n));
                    }
                }
            }
        } finally {
            worker.shutdownNow();
            server.close();
        }
        String report = report(table, failures, wroteToCwd, (System.nanoTime() - started) / 1e9)
                + "  " + children + " of the cases also ran in a child JVM (lbsim.app.Main), cleanly, in these environments: "
                + envs.entrySet().stream().map(e -> e.getKey().label + " " + e.getValue()).collect(java.util.stream.Collectors.joining(", "))
                + "\n";
        System.out.print(report);
        assertEquals(List.of(), failures.stream().map(x -> "case " + x.index + ": " + x.outcome.label).toList(), report);
    }

    // ------------------------------------------------------------------------------------------ the cases

    /** One mutant: what it changed, the command line, and the folders the command may write. */
    static final class Case {
        Target target;
        String what;
        List<String> args;
        /** Folders the command may create or replace (nothing else may change). */
        final List<Path> outputs = new ArrayList<>();
        /** A folder where the command may add files and update its manifest, but not change what was there. */
        Path addsTo;
        /** Whether a folder appearing at an output for exit 2 is "written on bad input". */
        boolean checkNothingWritten = true;
    }

    /**
     * Case i: one case in five (chosen by a stream of its own, so that the other cases are the ones the suite made
     * before issue 26) is one of {@link HostileCases}, the others as {@link #makeCase}.
     */
    private static Case make(int i, Path base, Path caseDir, int port) throws IOException {
        SplittableRandom hostile = new SplittableRandom((SEED + 0x632BE59BD9B4E019L) ^ (0xBF58476D1CE4E5B9L * (i + 1)));
        if (hostile.nextInt(5) == 0) {
            return HostileCases.make(hostile, base, caseDir, port, SCENARIOS);
        }
        return makeCase(i, new SplittableRandom(SEED ^ (0x9E3779B97F4A7C15L * (i + 1))), base, caseDir);
    }

    private static Case makeCase(int index, SplittableRandom rng, Path base, Path caseDir) throws IOException {
        Case c = new Case();
        int pick = rng.nextInt(100);
        c.target = pick < 45 ? Target.SCENARIO : pick < 65 ? Target.INPUT_FILE : pick < 80 ? Target.RESULT_FOLDER
                : Target.COMMAND_LINE;
        Path out = caseDir.resolve("out");
        switch (c.target) {
            case SCENARIO -> {
                String name = SCENARIOS[rng.nextInt(SCENARIOS.length)];
                copyInputs(base, caseDir);
                String text = Files.readString(base.resolve(name + ".lbsim"));
                StringBuilder what = new StringBuilder(name + ".lbsim:");
                byte[] mutant = mutateScenario(text, rng, what);
                Path file = caseDir.resolve(name + ".lbsim");
                Files.write(file, mutant);
                c.what = what.toString();
                int command = rng.nextInt(10);
                if (command < 7) {
                    c.args = new ArrayList<>(List.of("run", file.toString(), "--out", out.toString(), "--quiet"));
                    if (rng.nextInt(4) == 0) {
                        c.args.addAll(List.of("--export", EXPORTS[rng.nextInt(EXPORTS.length)]));
                    }
                } else if (command < 9) {
                    c.args = new ArrayList<>(List.of("validate", file.toString()));
                } else {
                    c.args = new ArrayList<>(List.of("curves", file.toString(), "--out", out.toString()));
                }
                c.outputs.add(out);
            }
            case INPUT_FILE -> {
                copyInputs(base, caseDir);
                int which = rng.nextInt(7);
                StringBuilder what = new StringBuilder();
                switch (which) {
                    case 0, 1 -> {
                        Path f = caseDir.resolve(which == 0 ? "data/daily-rates.csv" : "data/process-trace.csv");
                        Files.write(f, mutateLines(Files.readAllBytes(f), rng, what));
                        c.what = caseDir.relativize(f) + ": " + what;
                        c.args = new ArrayList<>(List.of("run", caseDir.resolve("wus-office-day.lbsim").toString(), "--out",
                                out.toString(), "--quiet"));
                        Files.copy(base.resolve("wus-office-day.lbsim"), caseDir.resolve("wus-office-day.lbsim"));
                    }
                    case 2, 3 -> {
                        Path f = caseDir.resolve("traces/master-workers/trace." + rng.nextInt(3));
                        Files.write(f, mutateLines(Files.readAllBytes(f), rng, what));
                        c.what = caseDir.relativize(f) + ": " + what;
                        Files.copy(base.resolve("trace-replay.lbsim"), caseDir.resolve("trace-replay.lbsim"));
                        c.args = new ArrayList<>(List.of(which == 2 ? "run" : "validate",
                                caseDir.resolve("trace-replay.lbsim").toString(), "--out", out.toString(), "--quiet"));
                        if (which == 3) {
                            c.args = new ArrayList<>(List.of("validate", caseDir.resolve("trace-replay.lbsim").toString()));
                        }
                    }
                    case 4, 5 -> {
                        Path f = caseDir.resolve("VMConfig");
                        Files.write(f, mutateLines(Files.readAllBytes(base.resolveSibling("VMConfig")), rng, what));
                        c.what = "VMConfig: " + what;
                        c.args = new ArrayList<>(List.of("import", "vmconfig", f.toString(), "--out",
                                caseDir.resolve("out.lbsim").toString()));
                        c.outputs.add(caseDir.resolve("out.lbsim"));
                    }
                    default -> {
                        Path f = caseDir.resolve("battlefield.est");
                        Files.write(f, mutateLines(Files.readAllBytes(base.resolveSibling("battlefield.est")), rng, what));
                        c.what = "battlefield.est: " + what;
                        c.args = new ArrayList<>(List.of("estimate", f.toString()));
                        if (rng.nextBoolean()) {
                            c.args.addAll(List.of("--target", rng.nextBoolean() ? "PPro200" : pickLimit(rng)));
                        }
                    }
                }
                c.outputs.add(out);
            }
            case RESULT_FOLDER -> {
                boolean experiment = rng.nextInt(3) == 0;
                Path res = caseDir.resolve("res");
                copyTree(base.resolveSibling(experiment ? "base-exp" : "base-run"), res);
                List<Path> files;
                try (Stream<Path> s = Files.walk(res)) {
                    // not summary.json (its wallClock differs from run to run) nor the manifest (which lists its size):
                    // the same seed must give the same mutants
                    files = s.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().equals("summary.json")
                            && !p.getFileName().toString().equals(".lbsim-manifest")).sorted().toList();
                }
                Path victim = experiment ? res.resolve(rng.nextBoolean() ? "points.csv" : "experiment.json")
                        : rng.nextInt(4) > 0 ? res.resolve("trace.lbt") : files.get(rng.nextInt(files.size()));
                StringBuilder what = new StringBuilder(res.relativize(victim) + ": ");
                Files.write(victim, mutateBytes(Files.readAllBytes(victim), rng, what));
                c.what = what.toString();
                if (experiment) {
                    String figure = rng.nextInt(4) > 0 ? "simulated_end" : rng.nextBoolean() ? "events_mean" : pickLimit(rng);
                    c.args = new ArrayList<>(List.of("chart", res.toString(), "--figure", figure));
                    if (rng.nextBoolean()) {
                        c.args.addAll(List.of("--x", rng.nextBoolean() ? "application/rounds" : pickLimit(rng)));
                    }
                } else {
                    int n = 1 + rng.nextInt(3);
                    List<String> list = new ArrayList<>();
                    for (int k = 0; k < n; k++) {
                        list.add(EXPORTS[rng.nextInt(EXPORTS.length)]);
                    }
                    c.args = new ArrayList<>(List.of("export", res.toString(), "--export", String.join(",", list)));
                }
                c.addsTo = res;
                c.checkNothingWritten = false;
            }
            case COMMAND_LINE -> {
                copyInputs(base, caseDir);
                String name = SCENARIOS[rng.nextInt(SCENARIOS.length)];
                Files.copy(base.resolve(name + ".lbsim"), caseDir.resolve(name + ".lbsim"));
                String scenario = caseDir.resolve(name + ".lbsim").toString();
                List<String> args = switch (rng.nextInt(8)) {
                    case 0, 1, 2 -> new ArrayList<>(List.of("run", scenario, "--out", out.toString(), "--quiet"));
                    case 3 -> new ArrayList<>(List.of("run", scenario, "--sweep", "run/seed=1,2", "--replications", "2",
                            "--jobs", "1", "--out", out.toString(), "--quiet"));
                    case 4 -> new ArrayList<>(List.of("validate", scenario, "--set", "run/seed=3"));
                    case 5 -> new ArrayList<>(List.of("curves", scenario, "--out", out.toString()));
                    case 6 -> new ArrayList<>(List.of("import", "vmconfig", base.resolveSibling("VMConfig").toString(),
                            "--out", caseDir.resolve("out.lbsim").toString()));
                    default -> new ArrayList<>(List.of("estimate", base.resolveSibling("battlefield.est").toString()));
                };
                StringBuilder what = new StringBuilder(name + ": " + args.get(0) + ":");
                mutateArgs(args, rng, what, caseDir, out);
                c.args = args;
                c.what = what.toString();
                c.outputs.add(out);
                c.outputs.add(caseDir.resolve("out.lbsim"));
                c.outputs.add(caseDir.resolve("results")); // a relative --out resolves against the working directory
            }
        }
        return c;
    }

    // --------------------------------------------------------------------------------------- the mutators

    private static final Pattern ATTRIBUTE = Pattern.compile("([A-Za-z:]+)=\"([^\"]*)\"");
    private static final Pattern NUMBER = Pattern.compile("-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?");
    private static final Pattern ELEMENT_LINE = Pattern.compile("(?m)^[ \\t]*<[a-zA-Z][^\\n]*\\n");

    static String pickLimit(SplittableRandom rng) {
        return rng.nextInt(20) == 0 ? "x".repeat(1 + rng.nextInt(200_000)) : LIMITS[rng.nextInt(LIMITS.length)];
    }

    /** One to three mutations of a scenario's text (attributes, numbers inside values, elements), or of its bytes. */
    static byte[] mutateScenario(String text, SplittableRandom rng, StringBuilder what) {
        int n = 1 + (rng.nextInt(4) == 0 ? rng.nextInt(3) : 0);
        for (int k = 0; k < n; k++) {
            int kind = rng.nextInt(12);
            if (kind == 11) {
                what.append(" ");
                return mutateBytes(text.getBytes(StandardCharsets.UTF_8), rng, what);
            }
            text = mutateText(text, kind, rng, what);
        }
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static String mutateText(String text, int kind, SplittableRandom rng, StringBuilder what) {
        List<int[]> attrs = new ArrayList<>();
        Matcher m = ATTRIBUTE.matcher(text);
        while (m.find()) {
            if (!m.group(1).startsWith("xmlns") && !m.group(1).equals("description")) {
                attrs.add(new int[] { m.start(), m.end(), m.start(2), m.end(2) });
            }
        }
        List<int[]> lines = new ArrayList<>();
        Matcher l = ELEMENT_LINE.matcher(text);
        while (l.find()) {
            if (!l.group().contains("<?xml") && !l.group().contains("lbsim:Scenario")) {
                lines.add(new int[] { l.start(), l.end() });
            }
        }
        int[] a = attrs.get(rng.nextInt(attrs.size()));
        String name = text.substring(a[0], text.indexOf('=', a[0]));
        switch (kind) {
            case 0, 1, 2 -> { // the whole value at a limit
                String v = pickLimit(rng);
                what.append(" ").append(name).append("=").append(show(v));
                return text.substring(0, a[2]) + v + text.substring(a[3]);
            }
            case 3, 4 -> { // a number inside a value (a distribution's parameter, a list's entry) at a limit
                String value = text.substring(a[2], a[3]);
                Matcher num = NUMBER.matcher(value);
                List<int[]> nums = new ArrayList<>();
                while (num.find()) {
                    nums.add(new int[] { num.start(), num.end() });
                }
                if (nums.isEmpty()) {
                    return mutateText(text, 0, rng, what);
                }
                int[] x = nums.get(rng.nextInt(nums.size()));
                String v = rng.nextBoolean() ? pickLimit(rng) : scale(value.substring(x[0], x[1]), rng);
                what.append(" ").append(name).append(": ").append(value.substring(x[0], x[1])).append("->").append(show(v));
                return text.substring(0, a[2] + x[0]) + v + text.substring(a[2] + x[1]);
            }
            case 5 -> { // an attribute removed
                what.append(" removed ").append(name);
                return text.substring(0, a[0]) + text.substring(a[1]);
            }
            case 6 -> { // an attribute given twice
                what.append(" ").append(name).append(" twice");
                return text.substring(0, a[1]) + " " + text.substring(a[0], a[1]) + text.substring(a[1]);
            }
            case 7 -> { // an element (its first line) removed
                int[] x = lines.get(rng.nextInt(lines.size()));
                what.append(" removed line '").append(show(text.substring(x[0], x[1]).strip())).append("'");
                return text.substring(0, x[0]) + text.substring(x[1]);
            }
            case 8 -> { // an element line duplicated
                int[] x = lines.get(rng.nextInt(lines.size()));
                what.append(" duplicated line '").append(show(text.substring(x[0], x[1]).strip())).append("'");
                return text.substring(0, x[1]) + text.substring(x[0], x[1]) + text.substring(x[1]);
            }
            case 9 -> { // a type swapped
                String t = XSI_TYPES[rng.nextInt(XSI_TYPES.length)];
                int at = text.indexOf("xsi:type=\"", rng.nextInt(text.length()));
                if (at < 0) {
                    at = text.indexOf("xsi:type=\"");
                }
                if (at < 0) {
                    return mutateText(text, 0, rng, what);
                }
                int end = text.indexOf('"', at + 10);
                what.append(" xsi:type=").append(t);
                return text.substring(0, at + 10) + t + text.substring(end);
            }
            default -> { // two values swapped
                int[] b = attrs.get(rng.nextInt(attrs.size()));
                if (b[2] == a[2]) {
                    return mutateText(text, 0, rng, what);
                }
                int[] first = a[2] < b[2] ? a : b;
                int[] second = a[2] < b[2] ? b : a;
                what.append(" swapped values of ").append(name).append(" and ")
                        .append(text, b[0], text.indexOf('=', b[0]));
                return text.substring(0, first[2]) + text.substring(second[2], second[3]) + text.substring(first[3], second[2])
                        + text.substring(first[2], first[3]) + text.substring(second[3]);
            }
        }
    }

    /** A number scaled to an extreme or its sign changed, as text. */
    private static String scale(String number, SplittableRandom rng) {
        double d = Double.parseDouble(number);
        return switch (rng.nextInt(4)) {
            case 0 -> Double.toString(-d);
            case 1 -> Double.toString(d * 1e12);
            case 2 -> Double.toString(d * 1e-12);
            default -> number.contains(".") || number.contains("e") || number.contains("E") ? "1e-300" : "2147483647";
        };
    }

    /** Line-level mutations of a text input file (a field at a limit, lines removed, doubled, swapped), or its bytes. */
    static byte[] mutateLines(byte[] original, SplittableRandom rng, StringBuilder what) {
        String text = new String(original, StandardCharsets.UTF_8);
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
        int kind = rng.nextInt(8);
        int i = rng.nextInt(lines.size());
        switch (kind) {
            case 0, 1, 2 -> { // a field at a limit
                String line = lines.get(i);
                String sep = line.contains(",") ? "," : " ";
                List<String> fields = new ArrayList<>(Arrays.asList(line.split(sep.equals(",") ? "," : " +", -1)));
                int f = rng.nextInt(fields.size());
                String v = pickLimit(rng);
                what.append("line ").append(i + 1).append(" field ").append(f + 1).append(": ").append(show(fields.get(f)))
                        .append("->").append(show(v));
                fields.set(f, v);
                lines.set(i, String.join(sep, fields));
            }
            case 3 -> {
                what.append("line ").append(i + 1).append(" removed");
                lines.remove(i);
            }
            case 4 -> {
                what.append("line ").append(i + 1).append(" doubled");
                lines.add(i, lines.get(i));
            }
            case 5 -> {
                int j = rng.nextInt(lines.size());
                what.append("lines ").append(i + 1).append(" and ").append(j + 1).append(" swapped");
                String t = lines.get(i);
                lines.set(i, lines.get(j));
                lines.set(j, t);
            }
            case 6 -> {
                String junk = new String[] { "\u0000", "\uFEFF", "\r", "\t", "\"", "#", ",", ",,,,", "\u00e9" }[rng.nextInt(9)];
                String line = lines.get(i);
                int at = rng.nextInt(line.length() + 1);
                what.append("line ").append(i + 1).append(": ").append(show(junk)).append(" inserted");
                lines.set(i, line.substring(0, at) + junk + line.substring(at));
            }
            default -> {
                return mutateBytes(original, rng, what);
            }
        }
        return String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
    }

    /** Byte-level mutations: flips, truncation, a zeroed range, junk appended, emptied. */
    static byte[] mutateBytes(byte[] b, SplittableRandom rng, StringBuilder what) {
        byte[] m = b.clone();
        switch (rng.nextInt(6)) {
            case 0, 1 -> {
                int n = 1 + rng.nextInt(8);
                what.append(n).append(" byte flip").append(n == 1 ? "" : "s");
                for (int k = 0; k < n && m.length > 0; k++) {
                    m[rng.nextInt(m.length)] ^= (byte) (1 << rng.nextInt(8));
                }
            }
            case 2 -> {
                int at = m.length == 0 ? 0 : rng.nextInt(m.length);
                what.append("truncated at ").append(at).append(" of ").append(m.length);
                m = Arrays.copyOf(m, at);
            }
            case 3 -> {
                int at = m.length == 0 ? 0 : rng.nextInt(m.length);
                int len = Math.min(m.length - at, 1 + rng.nextInt(64));
                what.append(len).append(" bytes zeroed at ").append(at);
                Arrays.fill(m, at, at + len, (byte) 0);
            }
            case 4 -> {
                int n = 1 + rng.nextInt(4096);
                what.append(n).append(" random bytes appended");
                m = Arrays.copyOf(m, m.length + n);
                for (int k = b.length; k < m.length; k++) {
                    m[k] = (byte) rng.nextInt(256);
                }
            }
            default -> {
                what.append("emptied");
                m = new byte[0];
            }
        }
        return m;
    }

    /** One to three mutations of a command line: a token dropped, doubled, swapped, replaced, or an option added. */
    static void mutateArgs(List<String> args, SplittableRandom rng, StringBuilder what, Path caseDir, Path out) {
        int n = 1 + rng.nextInt(3);
        for (int k = 0; k < n; k++) {
            int i = args.size() <= 1 ? 0 : 1 + rng.nextInt(args.size() - 1); // the command itself stays, mostly
            switch (rng.nextInt(7)) {
                case 0 -> {
                    if (args.size() > 1) {
                        what.append(" dropped ").append(show(args.get(i)));
                        args.remove(i);
                    }
                }
                case 1 -> {
                    what.append(" doubled ").append(show(args.get(i)));
                    args.add(i, args.get(i));
                }
                case 2 -> {
                    int j = rng.nextInt(args.size());
                    what.append(" swapped ").append(show(args.get(i))).append(" and ").append(show(args.get(j)));
                    String t = args.get(i);
                    args.set(i, args.get(j));
                    args.set(j, t);
                }
                case 3 -> {
                    String v = value(rng, caseDir);
                    what.append(" ").append(show(args.get(i))).append("->").append(show(v));
                    args.set(i, v);
                }
                default -> { // an option, with a value
                    String o = OPTIONS[rng.nextInt(OPTIONS.length)];
                    String v = value(rng, caseDir);
                    int at = 1 + rng.nextInt(args.size());
                    what.append(" added ").append(o).append(' ').append(show(v));
                    args.add(Math.min(at, args.size()), o);
                    args.add(Math.min(at + 1, args.size()), v);
                }
            }
        }
    }

    /** An option value: a limit, a sweep, an assignment, or a path (the user's files and folders included). */
    private static String value(SplittableRandom rng, Path caseDir) {
        return switch (rng.nextInt(9)) {
            case 0 -> caseDir.getParent().resolve("notes.txt").toString(); // a user's file
            case 1 -> caseDir.getParent().resolve("thesis").toString(); // a user's folder holding a summary.json
            case 2 -> caseDir.getParent().toString(); // the folder holding everything
            case 3 -> new String[] { "run/seed=" + pickLimit(rng), "application/units=" + pickLimit(rng), "/=1", "=",
                    "platform/hosts[0]/speed=" + pickLimit(rng), "platform/hosts[name=nope]/speed=1", "run/endTimeSeconds=1e308",
                    "run/replications=" + pickLimit(rng), "workloads[9]/nice=1" }[rng.nextInt(9)];
            case 4 -> new String[] { "run/seed=1:3:1", "application/units=0:10:0", "run/seed=1:1e9:1", "run/seed=",
                    "platform/hosts[0]/speed=1:2:*0", "a=1,2", "run/seed=1,1", "run/seed=1:10:*-1" }[rng.nextInt(8)];
            case 5 -> new String[] { "1/2", "0/2", "3/2", "1/0", "-1/2", "2147483647/2147483647", "1/", "a/b" }[rng.nextInt(8)];
            case 6 -> new String[] { "chrome,paje", "nope", ",", "png,png", "" }[rng.nextInt(5)];
            default -> pickLimit(rng);
        };
    }

    private static String show(String s) {
        String t = s.length() > 40 ? s.substring(0, 20) + "...(" + s.length() + " chars)" : s;
        StringBuilder b = new StringBuilder("'");
        for (char ch : t.toCharArray()) {
            b.append(ch < 0x20 || ch == 0xFEFF ? String.format("\\u%04x", (int) ch) : String.valueOf(ch));
        }
        return b.append("'").toString();
    }

    // ------------------------------------------------------------------------------------- classification

    private static final Pattern DUMP = Pattern.compile("Impl@[0-9a-f]+|\\b(java|javax|com|org|lbsim)\\.[a-z.]+\\.[A-Z]\\w*(Exception|Error)\\b");

    static Outcome classify(Case c, String[] r, Map<String, String> before, Map<String, String> after) {
        int code = Integer.parseInt(r[0]);
        String err = r[2];
        // the machine-readable lines of --progress=machine stand beside the messages
        List<String> lines = err.lines().filter(l -> !l.startsWith("lbsim-outcome ") && !l.startsWith("lbsim-progress ")
                && !l.startsWith("lbsim-problem ")).toList(); // (lbsim-problem: each problem as JSON, issue 26's 20,000-case run)
        for (String line : lines) {
            if (line.startsWith("\tat ") || line.matches("\\s+at [\\w$.]+\\(.*") || line.startsWith("Caused by:")
                    || line.contains("internal error")) {
                return Outcome.STACK_TRACE;
            }
        }
        if (code != 0 && code != 1 && code != 2) {
            return Outcome.CRASH;
        }
        if (changedOutside(c, before, after)) {
            return Outcome.FILES_CHANGED;
        }
        if (code == 2) {
            if (lines.isEmpty()) {
                return Outcome.UNCLEAR;
            }
            for (String line : lines) {
                if (!(line.startsWith("lbsim: ") && line.length() > 10 || line.equals("Try 'lbsim --help'."))
                        || DUMP.matcher(line).find()) {
                    return Outcome.UNCLEAR;
                }
            }
            if (c.checkNothingWritten) {
                for (Path o : c.outputs) {
                    if (Files.exists(o)) {
                        return Outcome.WROTE_ON_BAD_INPUT;
                    }
                }
            }
            return Outcome.EXIT_2;
        }
        if (code == 1) {
            if (lines.stream().noneMatch(l -> l.startsWith("lbsim: ") && l.length() > 10)) {
                return Outcome.UNCLEAR;
            }
            return Outcome.EXIT_1;
        }
        return Outcome.EXIT_0;
    }

    /** Whether a file or folder present before changed or went, or one appeared, outside the case's outputs. */
    private static boolean changedOutside(Case c, Map<String, String> before, Map<String, String> after) {
        Map<String, String> all = new TreeMap<>(before);
        after.forEach((k, v) -> all.putIfAbsent(k, v));
        for (String k : all.keySet()) {
            String was = before.get(k);
            String is = after.get(k);
            if (was != null && was.equals(is)) {
                continue;
            }
            Path p = sandbox.resolve(k);
            boolean output = c.outputs.stream().anyMatch(p::startsWith);
            if (output) {
                continue;
            }
            if (was == null && !c.args.isEmpty() && c.args.get(0).equals("import") && k.endsWith(".lbsim")) {
                continue; // import writes FILE.lbsim next to FILE without --out (never over an existing file)
            }
            boolean adder = !c.args.isEmpty() && Set.of("export", "chart", "curves").contains(c.args.get(0));
            if ((adder || c.addsTo != null && p.startsWith(c.addsTo))
                    && (was == null || p.getFileName().toString().equals(".lbsim-manifest"))) {
                continue; // export, chart and curves add files to an existing folder, and list them in its manifest
            }
            return true;
        }
        return false;
    }

    // ---------------------------------------------------------------------------------------------- helpers

    private static ExecutorService worker() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "lbsim-cli-fuzz");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * The environment a child JVM case runs in (issue 26): as it is; the C locale (no UTF-8 file names); a file-size
     * limit ({@code ulimit -f 16}, 16 KB) on every output; standard output on a full disk ({@code /dev/full}).
     */
    enum Env {
        PLAIN("as it is"), C_LOCALE("LC_ALL=C"), FILE_SIZE_LIMIT("ulimit -f 16"), FULL_STDOUT("stdout on /dev/full");

        final String label;

        Env(String label) {
            this.label = label;
        }

        /** Whether the child's exit code is clean for the in-process one. */
        boolean accepts(String inProcess, String child, List<String> args) {
            return switch (this) {
                case PLAIN -> child.equals(inProcess);
                // a name beyond ASCII cannot be encoded: one line asking for a UTF-8 locale, exit 2
                case C_LOCALE -> child.equals(inProcess)
                        || child.equals("2") && args.stream().anyMatch(a -> a.chars().anyMatch(ch -> ch > 127));
                // an output cut by the limit or the full disk: one line naming the file, exit 1
                case FILE_SIZE_LIMIT, FULL_STDOUT -> child.equals(inProcess) || child.equals("1");
            };
        }
    }

    /** Runs the command line in a child JVM; returns {exit code, stdout and stderr}. */
    static String[] child(List<String> args) throws Exception {
        return child(args, Env.PLAIN);
    }

    /** Runs the command line in a child JVM in {@code env}; returns {exit code, stdout and stderr}. */
    static String[] child(List<String> args, Env env) throws Exception {
        Path log = Files.createTempFile("lbsim-fuzz-child", ".log");
        try {
            List<String> cmd = new ArrayList<>(RealProgramCliTest.childLbsim(args.toArray(String[]::new)));
            if (env == Env.FILE_SIZE_LIMIT) {
                cmd.addAll(0, List.of("bash", "-c", "ulimit -f 16 && exec \"$@\"", "lbsim"));
            }
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
            if (env == Env.C_LOCALE) {
                pb.environment().keySet().removeIf(k -> k.startsWith("LC_") || k.equals("LANG"));
                pb.environment().put("LC_ALL", "C");
            }
            if (env == Env.FULL_STDOUT) {
                pb.redirectErrorStream(false).redirectOutput(new java.io.File("/dev/full")).redirectError(log.toFile());
            }
            Process p = pb.start();
            p.getOutputStream().close();
            boolean ended = p.waitFor(HANG_SECONDS * 3, TimeUnit.SECONDS);
            if (!ended) {
                p.destroyForcibly().waitFor();
            }
            return new String[] { ended ? Integer.toString(p.exitValue()) : "hang",
                    new String(Files.readAllBytes(log), StandardCharsets.UTF_8) };
        } finally {
            Files.deleteIfExists(log);
        }
    }

    /** Runs the command line; returns {exit code, stdout, stderr}. */
    static String[] lbsim(List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.execute(args.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] { Integer.toString(code), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8) };
    }

    /**
     * The shipped examples, each made quick and bounded: a wall-clock limit on every run, fewer work units,
     * the observed tasks of the office day from time 0 and an end time an hour later.
     */
    private static void prepareExamples(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        copyTree(from.resolve("data"), to.resolve("data"));
        copyTree(from.resolve("traces"), to.resolve("traces"));
        for (String s : SCENARIOS) {
            String text = Files.readString(from.resolve(s + ".lbsim"));
            text = text.replace("<run ", "<run wallClockLimitSeconds=\"" + WALL_CLOCK_SECONDS + "\" ")
                    .replace("units=\"20000\"", "units=\"400\"").replace("units=\"5000\"", "units=\"300\"")
                    .replace("startTimeSeconds=\"32400\"", "startTimeSeconds=\"0\"")
                    .replace("endTimeSeconds=\"43200\"", "endTimeSeconds=\"3600\"")
                    .replace("workSeconds=\"1800\"", "workSeconds=\"600\"");
            assertTrue(text.contains("wallClockLimitSeconds"), s);
            Files.writeString(to.resolve(s + ".lbsim"), text);
        }
    }

    /** The input files a scenario copied into the case's folder refers to (data/, traces/). */
    private static void copyInputs(Path base, Path caseDir) throws IOException {
        copyTree(base.resolve("data"), caseDir.resolve("data"));
        copyTree(base.resolve("traces"), caseDir.resolve("traces"));
    }

    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isSymbolicLink(p) || !Files.isDirectory(p) && !Files.isRegularFile(p)) {
                    continue; // links, FIFOs, sockets: a copy would follow or block
                }
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.sorted((a, b) -> b.compareTo(a)).toList()) {
                p.toFile().setWritable(true);
                Files.deleteIfExists(p);
            }
        }
    }

    /** A failing case's files, kept under target/cli-fuzz-failures for a rerun by hand. */
    private static void keep(Path caseDir, int index) {
        try {
            Path to = Path.of("target", "cli-fuzz-failures", "case-" + index);
            deleteTree(to);
            copyTree(caseDir, to);
        } catch (IOException | RuntimeException e) {
            // only a convenience
        }
    }

    private static Set<String> listing(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return new java.util.TreeSet<>(s.map(p -> p.getFileName().toString()).toList());
        }
    }

    /** Every file and folder under {@code root} (relative names), with the SHA-256 of each file's bytes. */
    static Map<String, String> hash(Path root) throws Exception {
        Map<String, String> m = new TreeMap<>();
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.toList()) {
                String rel = root.relativize(p).toString();
                try { // a FIFO is never opened (it would block), a link is compared by its target
                    m.put(rel, Files.isSymbolicLink(p) ? "link to " + Files.readSymbolicLink(p)
                            : Files.isDirectory(p) ? "folder"
                            : !Files.isRegularFile(p) ? "special file"
                            : HexFormat.of().formatHex(sha.digest(Files.readAllBytes(p))));
                } catch (IOException e) {
                    m.put(rel, "unreadable");
                }
            }
        } catch (java.io.UncheckedIOException e) {
            // a writer's temporary file went while walking: walk again
            return hash(root);
        }
        return m;
    }

    static String report(Map<Target, Map<Outcome, Integer>> table, List<Failure> failures, int wroteToCwd, double seconds) {
        StringBuilder b = new StringBuilder();
        int total = table.values().stream().flatMap(m -> m.values().stream()).mapToInt(Integer::intValue).sum();
        b.append(String.format("lbsim command-line fuzz: seed %d, %d cases, %.0f s%n", SEED, total, seconds));
        b.append(String.format("  %-20s", "target"));
        for (Outcome o : Outcome.values()) {
            b.append(String.format(" %9s", o.label.length() > 9 ? o.label.substring(0, 9) : o.label));
        }
        b.append(String.format(" %7s%n", "total"));
        Map<Outcome, Integer> sums = new EnumMap<>(Outcome.class);
        for (var e : table.entrySet()) {
            b.append(String.format("  %-20s", e.getKey().label));
            int row = 0;
            for (Outcome o : Outcome.values()) {
                int n = e.getValue().getOrDefault(o, 0);
                row += n;
                sums.merge(o, n, Integer::sum);
                b.append(String.format(" %9d", n));
            }
            b.append(String.format(" %7d%n", row));
        }
        b.append(String.format("  %-20s", "all"));
        for (Outcome o : Outcome.values()) {
            b.append(String.format(" %9d", sums.getOrDefault(o, 0)));
        }
        b.append(String.format(" %7d%n", total));
        b.append("  (columns: exit 0, exit 1, exit 2 clean; the rest: stack trace, unclear message, written on bad input,"
                + " files changed outside the output, hang, crash)\n");
        if (wroteToCwd > 0) {
            b.append("  ").append(wroteToCwd).append(" command lines wrote a relative --out into the working directory (allowed;"
                    + " removed)\n");
        }
        Map<String, Integer> shown = new LinkedHashMap<>();
        for (Failure f : failures) {
            if (shown.merge(f.outcome.label, 1, Integer::sum) > 10) {
                continue;
            }
            b.append("  FAIL case ").append(f.index).append(" (").append(f.target.label).append(", ").append(f.outcome.label)
                    .append("): ").append(f.what).append("\n    lbsim");
            for (String a : f.args) {
                b.append(' ').append(show(a));
            }
            b.append('\n');
            f.stderr.lines().limit(8).forEach(l -> b.append("    | ").append(l.length() > 300 ? l.substring(0, 300) + "..." : l)
                    .append('\n'));
        }
        return b.toString();
    }
}
