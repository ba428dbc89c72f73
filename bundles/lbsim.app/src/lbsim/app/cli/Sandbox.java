package lbsim.app.cli;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import lbsim.run.io.AtomicFiles;
import lbsim.run.io.Leftovers;
import lbsim.run.launch.CancelHandle;
import lbsim.run.result.FolderInUseException;
import lbsim.run.result.ResultWriter;

/**
 * A real program's run in a child JVM inside a bubblewrap ({@code bwrap}) sandbox, so that the program can neither
 * end lbsim unnoticed ({@code Runtime.halt}) nor reach the network or the file system outside its result folder.
 * <p>
 * The child is {@code lbsim.app.Main} with the same arguments. Its view of the machine: every file read-only
 * ({@code --ro-bind / /}), no network ({@code --unshare-net}: only a loopback of its own), no System V IPC, no other
 * process (a process namespace of its own), a private /dev and /run, no controlling terminal ({@code --new-session}),
 * and one writable folder: a hidden staging
 * folder beside the result folder, mounted where the result folder's parent is, with every other entry of that
 * parent mounted back into it read-only. lbsim in the child writes its result there, under the name and path the
 * user gave (so every message and every byte of the result is as without the sandbox); what the program writes
 * elsewhere in that folder is dropped with the staging folder. When the child has finished, the parent moves the
 * result folder into place (an old lbsim result there is replaced as lbsim always replaces one).
 * <p>
 * The child says it finished by writing a status file with a secret it read from its standard input before the
 * program started; a child JVM that ended without it (the program called {@code Runtime.halt}, or the JVM crashed)
 * is a failed run, exit 1, whatever its exit status.
 * <p>
 * {@code LBSIM_SANDBOX=off} runs real programs in lbsim's own JVM with lbsim's rights, as before; when bwrap is
 * missing or cannot make namespaces here, the run is refused with a line saying both.
 */
public final class Sandbox {

    /** System property of the child: the path (as the child sees it) of the status file to write at its end. */
    static final String STATUS_PROPERTY = "lbsim.sandbox.status";
    /** System property of the child: whether its standard error is a terminal (it sees a pipe). */
    static final String TERMINAL_PROPERTY = "lbsim.sandbox.terminal";
    /** The environment variable that turns the sandbox off ({@code off}) or on ({@code on}, the default). */
    static final String ENV = "LBSIM_SANDBOX";
    /** The status file's name in the staging folder. */
    static final String STATUS_FILE = ".lbsim-sandbox-status";

    private static volatile String secret;

    private Sandbox() {
    }

    /** Whether this JVM is a sandbox child (then it runs the program itself). */
    static boolean inChild() {
        return System.getProperty(STATUS_PROPERTY) != null;
    }

    /** Whether real programs are sandboxed (not turned off by {@value #ENV}=off, not already in a child). */
    static boolean wanted() {
        String v = System.getenv(ENV);
        if (v == null) {
            v = System.getProperty("lbsim.sandbox"); // for a JVM that cannot change its environment (tests)
        }
        return !inChild() && !(v != null && v.strip().equalsIgnoreCase("off"));
    }

    // ---------------------------------------------------------------- the child's side

    /** In a child: reads the secret from standard input, before anything else runs. */
    public static void childStart() {
        if (!inChild()) {
            return;
        }
        try {
            byte[] line = new byte[64];
            int n = 0;
            InputStream in = System.in;
            for (int b; n < line.length && (b = in.read()) >= 0 && b != '\n';) {
                line[n++] = (byte) b;
            }
            secret = new String(line, 0, n, StandardCharsets.US_ASCII);
            System.setIn(InputStream.nullInputStream()); // the program reads nothing of it
        } catch (IOException e) {
            secret = null;
        }
    }

    /** In a child: records that lbsim itself ends the JVM with {@code code} (not the program's halt). */
    public static void childEnd(int code) {
        String s = secret;
        String file = System.getProperty(STATUS_PROPERTY);
        if (s == null || file == null) {
            return;
        }
        try {
            Files.writeString(Path.of(file), s + " " + code + "\n", StandardCharsets.US_ASCII);
        } catch (IOException | RuntimeException e) {
            // the parent then reports the child's end as unexplained
        }
    }

    /** Whether the child's standard error is a terminal, as the parent saw it; null outside a child. */
    static Boolean childTerminal() {
        String v = System.getProperty(TERMINAL_PROPERTY);
        return v == null ? null : Boolean.valueOf(v);
    }

    // ---------------------------------------------------------------- the parent's side

    /** Where bwrap is and whether it works here: null when it does, else what is wrong (one sentence). */
    private static String[] probed;

    /** The bwrap executable, or throws a one-line reason it cannot be used here. */
    static synchronized String bwrap() throws lbsim.run.SimulationException {
        if (probed == null) {
            probed = probe();
        }
        if (probed[1] != null) {
            throw new lbsim.run.SimulationException(probed[1]);
        }
        return probed[0];
    }

    private static String[] probe() {
        String exe = null;
        String path = System.getenv("PATH");
        for (String d : (path == null || path.isEmpty() ? "/usr/local/bin:/usr/bin:/bin" : path).split(File.pathSeparator)) {
            Path p = Path.of(d.isEmpty() ? "." : d, "bwrap");
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                exe = p.toString();
                break;
            }
        }
        String off = "; or set " + ENV + "=off to run real programs unconfined, in lbsim's own JVM with its rights";
        if (exe == null) {
            return new String[] { null, "real programs run in a sandbox made with bubblewrap (bwrap), which is not installed:"
                    + " install it (Debian, Ubuntu: apt-get install bubblewrap; Fedora: dnf install bubblewrap)" + off };
        }
        try {
            Process p = new ProcessBuilder(exe, "--ro-bind", "/", "/", "--unshare-net", "--die-with-parent", "--", "/bin/true")
                    .redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
            String said = new String(p.getInputStream().readNBytes(2000), StandardCharsets.UTF_8).strip();
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return new String[] { exe, exe + " did not answer within 60 s" + off };
            }
            if (p.exitValue() != 0) {
                return new String[] { exe, "real programs run in a sandbox made with " + exe + ", which cannot make one here ("
                        + (said.isEmpty() ? "exit " + p.exitValue() : said.lines().findFirst().orElse(""))
                        + "): user namespaces may be turned off (sysctl kernel.unprivileged_userns_clone=1, or Ubuntu's"
                        + " kernel.apparmor_restrict_unprivileged_userns=0)" + off };
            }
            return new String[] { exe, null };
        } catch (IOException e) {
            return new String[] { exe, exe + ": " + e.getMessage() + off };
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new String[] { exe, "interrupted while trying " + exe };
        }
    }

    /** What the parent got from a sandboxed run. */
    record Outcome(int code, boolean finished, String message) {
    }

    /**
     * Runs {@code args} (the run command's arguments, as given) in a sandboxed child JVM that writes {@code dir}, and
     * moves the child's result into place. Prints the child's output on {@code io}.
     *
     * @param bwrap    {@link #bwrap()}
     * @param dir      the result (or experiment) folder, absolute and normalized, already checked by the caller
     * @param terminal whether lbsim's standard error is a terminal
     */
    static Outcome run(String bwrap, String[] args, Path dir, List<Path> reads, boolean terminal, Console io, CancelHandle cancel)
            throws UsageException {
        Path parent = dir.getParent();
        String name = dir.getFileName().toString();
        if (parent == null || parent.getParent() == null) {
            throw new UsageException("--out " + dir + ": a real program's result folder must not be directly under /"
                    + " (its parent folder is mounted for the program's sandbox)");
        }
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            throw new UsageException("--out " + parent + ": cannot create the folder: " + e.getMessage());
        }
        Path staging = parent.resolve("." + name + ".tmp-" + ProcessHandle.current().pid() + "-sandbox");
        try {
            Files.createDirectory(staging);
        } catch (IOException e) {
            throw new UsageException("--out " + staging + ": cannot create lbsim's staging folder: " + e.getMessage());
        }
        try {
            return runIn(bwrap, args, dir, reads, staging, terminal, io, cancel);
        } finally {
            AtomicFiles.deleteTree(staging);
        }
    }

    private static Outcome runIn(String bwrap, String[] args, Path dir, List<Path> reads, Path staging, boolean terminal,
            Console io, CancelHandle cancel) throws UsageException {
        Path parent = dir.getParent();
        String name = dir.getFileName().toString();
        String token = HexFormat.of().formatHex(random());
        // bwrap's options go through a file (--args 3): a parent folder of thousands of entries would pass the limit of
        // a command line
        List<String> cmd = new ArrayList<>(List.of("/bin/sh", "-c", "exec 3<\"$0\" && exec \"$@\"",
                staging.resolve(".lbsim-sandbox-args").toString()));
        if (Files.isExecutable(Path.of("/usr/bin/setsid"))) {
            // a session of its own: Ctrl-C reaches lbsim alone, which stops the child as SIGTERM does (an experiment
            // then keeps its finished points); the terminal's SIGINT would kill bwrap, and with it the child, at once
            cmd.add("/usr/bin/setsid");
        }
        cmd.addAll(List.of(bwrap, "--args", "3"));
        List<String> javaCommand = javaCommand(parent.resolve(STATUS_FILE), terminal);
        List<String> options = new ArrayList<>(List.of("--unshare-net", "--unshare-ipc", "--unshare-uts", "--unshare-pid",
                "--die-with-parent", "--new-session"));
        options.addAll(readOnlyView(reads, javaCommand));
        options.addAll(List.of("--dev", "/dev", "--proc", "/proc"));
        if (Files.isDirectory(Path.of("/run")) && !under(parent, "/run") && !under(Path.of("").toAbsolutePath(), "/run")) {
            options.addAll(List.of("--tmpfs", "/run")); // system sockets (D-Bus, container engines) live there
        }
        if (Files.isDirectory(Path.of("/tmp/.X11-unix")) && !under(parent, "/tmp/.X11-unix")) {
            options.addAll(List.of("--tmpfs", "/tmp/.X11-unix")); // the X server's sockets
        }
        options.addAll(List.of("--bind", staging.toString(), parent.toString()));
        try (Stream<Path> entries = Files.list(parent)) {
            for (Path e : entries.sorted().toList()) {
                String n = e.getFileName().toString();
                if (e.equals(staging) || n.equals(name) || n.startsWith("." + name + ".") || n.equals(STATUS_FILE)) {
                    continue; // the result folder and lbsim's hidden files for it: the parent replaces them afterwards
                }
                if (Files.isSymbolicLink(e)) {
                    options.addAll(List.of("--symlink", Files.readSymbolicLink(e).toString(), e.toString()));
                } else {
                    options.addAll(List.of("--ro-bind", e.toString(), e.toString()));
                }
            }
        } catch (IOException e) {
            throw new UsageException("--out " + parent + ": cannot list the folder: " + e.getMessage());
        }
        StringBuilder nul = new StringBuilder();
        for (String o : options) {
            nul.append(o).append('\0');
        }
        try {
            Files.writeString(staging.resolve(".lbsim-sandbox-args"), nul, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UsageException("--out " + staging + ": cannot write lbsim's staging folder: " + e.getMessage());
        }
        cmd.add("--");
        cmd.addAll(javaCommand);
        cmd.addAll(List.of(args));
        Process p;
        try {
            p = new ProcessBuilder(cmd).start();
        } catch (IOException e) {
            throw new UsageException("cannot start the sandbox " + bwrap + ": " + e.getMessage());
        }
        Thread out = copy(p.getInputStream(), io.out(), "lbsim-sandbox-out");
        Thread err = copy(p.getErrorStream(), io.err(), "lbsim-sandbox-err");
        try (OutputStream in = p.getOutputStream()) {
            in.write((token + "\n").getBytes(StandardCharsets.US_ASCII));
        } catch (IOException e) {
            // the child ended at once: its output says why
        }
        int status;
        try {
            boolean signalled = false;
            while (!p.waitFor(100, TimeUnit.MILLISECONDS)) {
                if (cancel.cancelled() && !signalled) { // SIGTERM to the child JVM (inside bwrap): it stops as lbsim does
                    stop(p); // SIGTERM to the JVM: it stops its run as lbsim does
                    signalled = true;
                }
            }
            status = p.exitValue();
            out.join();
            err.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.toHandle().descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            return new Outcome(Signals.exitCode(), false, "interrupted");
        }
        Integer code = status(staging.resolve(STATUS_FILE), token);
        if (code == null) {
            return new Outcome(status, false, null);
        }
        if (code == 0) {
            code = status; // lbsim said 0, then something (a program's thread) ended the JVM otherwise
        }
        if (cancel.cancelled() && nonEmpty(dir)) {
            return new Outcome(code, true, null); // an interrupted run never replaces an old result
        }
        Path made = staging.resolve(name);
        if (Files.isDirectory(made, LinkOption.NOFOLLOW_LINKS)) {
            try {
                install(made, dir);
            } catch (IOException e) {
                return new Outcome(ExitCodes.SIMULATION_FAILED, true, dir + ": cannot move the result into place: " + e.getMessage());
            }
        }
        return new Outcome(code, true, null);
    }

    /**
     * Sends SIGTERM to the child JVM: bwrap's child in the sandbox's process namespace (bwrap -> bwrap as its init ->
     * java); to every process in the sandbox when no such JVM is seen.
     */
    private static void stop(Process p) {
        List<ProcessHandle> all = p.toHandle().descendants().toList();
        List<ProcessHandle> jvm = all.stream().filter(h -> ends(h, "/java")
                && h.parent().map(parent -> ends(parent, "/bwrap")).orElse(false)).toList();
        (jvm.isEmpty() ? all : jvm).forEach(ProcessHandle::destroy);
    }

    private static boolean ends(ProcessHandle h, String suffix) {
        return h.info().command().map(c -> c.endsWith(suffix)).orElse(false);
    }

    /**
     * The system's folders a JVM needs (a symbolic link, as in a merged /usr, is made as a link), and the system's font
     * cache: without it fontconfig (Java2D's text in the charts and pictures lbsim draws) scans every font again and
     * prints "Fontconfig error: No writable cache directories" for each.
     */
    private static final List<String> SYSTEM = List.of("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/sys",
            "/var/cache/fontconfig");

    /**
     * bwrap's options for what the program may read (on an empty root): the system's folders ({@link #SYSTEM}), the JDK,
     * lbsim's own jars, the working folder as an empty folder, and {@code reads} (the scenario's folder and the files it
     * names, {@code --classpath}); nothing else of the file system is there. The result folder's parent is mounted after
     * these (see {@link #runIn}).
     */
    static List<String> readOnlyView(List<Path> reads, List<String> javaCommand) {
        List<String> o = new ArrayList<>();
        Path cwd = Path.of("").toAbsolutePath().normalize();
        if (cwd.getParent() != null) {
            o.addAll(List.of("--dir", cwd.toString())); // relative paths on the command line resolve as outside
        }
        for (String d : SYSTEM) {
            Path p = Path.of(d);
            try {
                if (Files.isSymbolicLink(p)) {
                    o.addAll(List.of("--symlink", Files.readSymbolicLink(p).toString(), d));
                } else if (Files.isDirectory(p)) {
                    o.addAll(List.of("--ro-bind", d, d));
                }
            } catch (IOException e) {
                // not there: the JVM does without it
            }
        }
        java.util.SortedSet<Path> shown = new java.util.TreeSet<>();
        shown.add(Path.of(System.getProperty("java.home")));
        for (int i = 0; i < javaCommand.size(); i++) {
            String a = javaCommand.get(i);
            if (a.startsWith("-XX:SharedArchiveFile=")) {
                shown.add(Path.of(a.substring("-XX:SharedArchiveFile=".length())));
            } else if (a.startsWith("-XX:AOTCache=")) {
                shown.add(Path.of(a.substring("-XX:AOTCache=".length())));
            } else if (a.equals("-cp") && i + 1 < javaCommand.size()) {
                for (String e : javaCommand.get(i + 1).split(File.pathSeparator)) {
                    shown.add(Path.of(e));
                }
            }
        }
        shown.addAll(reads);
        for (Path p : shown) {
            Path abs = p.toAbsolutePath().normalize();
            if (abs.getParent() == null || SYSTEM.stream().anyMatch(d -> abs.startsWith(d))) {
                continue; // already there
            }
            try {
                if (!Files.exists(abs) || lbsim.core.io.FileKinds.refusal(abs, true) != null) {
                    continue; // missing, a FIFO, a device: the run reports it as without the sandbox
                }
                o.addAll(List.of("--ro-bind", abs.toRealPath().toString(), abs.toString()));
            } catch (IOException | RuntimeException e) {
                // unreadable: the run reports it
            }
        }
        return o;
    }

    private static boolean nonEmpty(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.findAny().isPresent();
        } catch (IOException e) {
            return Files.exists(dir, LinkOption.NOFOLLOW_LINKS);
        }
    }

    private static byte[] random() {
        byte[] b = new byte[16];
        new SecureRandom().nextBytes(b);
        return b;
    }

    private static boolean under(Path p, String root) {
        return p.toAbsolutePath().normalize().startsWith(root);
    }

    /** The child's exit code from its status file, or null when it did not write one with the secret. */
    private static Integer status(Path file, String token) {
        try {
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) || Files.size(file) > 200) {
                return null;
            }
            String[] s = Files.readString(file, StandardCharsets.US_ASCII).strip().split(" ");
            return s.length == 2 && s[0].equals(token) ? Integer.valueOf(s[1]) : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** Moves the child's folder to {@code dir}, replacing an old lbsim result there (checked before the run). */
    private static void install(Path made, Path dir) throws IOException {
        if (Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            lbsim.run.result.Manifest.checkReplaceable(dir, "a result or experiment folder"); // still lbsim's
            Path old = dir.resolveSibling("." + dir.getFileName() + ".old-" + ProcessHandle.current().pid() + "-sandbox");
            AtomicFiles.move(dir, old);
            try {
                AtomicFiles.move(made, dir);
            } catch (IOException e) {
                AtomicFiles.move(old, dir); // the old result stays
                throw e;
            }
            AtomicFiles.deleteTree(old);
        } else {
            AtomicFiles.move(made, dir);
        }
    }

    /** Copies a child's stream to {@code to} as it comes. */
    private static Thread copy(InputStream from, PrintStream to, String name) {
        Thread t = new Thread(() -> {
            byte[] b = new byte[8192];
            try (from) {
                for (int n; (n = from.read(b)) > 0;) {
                    synchronized (to) {
                        to.write(b, 0, n);
                        to.flush();
                    }
                }
            } catch (IOException e) {
                // the child's end closes it
            }
        }, name);
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** {@code java [options] -cp CLASSPATH -D... lbsim.app.Main}: this JVM's java, class path and memory options. */
    static List<String> javaCommand(Path statusFile, boolean terminal) throws UsageException {
        List<String> c = new ArrayList<>();
        c.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        try {
            for (String a : java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()) {
                if (a.startsWith("-Xm") || a.startsWith("-Xss") || a.startsWith("-XX:+Use") && a.endsWith("GC")
                        || a.startsWith("-XX:SharedArchiveFile=") || a.startsWith("-Xshare:") || a.startsWith("-XX:AOTCache=")
                        || a.startsWith("-Dfile.encoding=") || a.startsWith("-Dsun.jnu.encoding=")
                        || a.startsWith("-Dstdout.encoding=") || a.startsWith("-Dstderr.encoding=")) {
                    c.add(a);
                }
            }
        } catch (RuntimeException | LinkageError e) {
            // no management here: the JVM's defaults
        }
        c.add("-XX:-UsePerfData"); // /tmp is read-only: no hsperfdata file
        c.add("-Djava.io.tmpdir=" + statusFile.getParent()); // the staging folder, dropped at the end
        c.add("-D" + STATUS_PROPERTY + "=" + statusFile);
        c.add("-D" + TERMINAL_PROPERTY + "=" + terminal);
        c.add("-cp");
        c.add(String.join(File.pathSeparator, classPath()));
        c.add("lbsim.app.Main");
        return c;
    }

    /** The class path of lbsim.app.Main: this JVM's when it is a plain one, else the jars (bundles) of lbsim's classes. */
    static List<String> classPath() throws UsageException {
        String self = location(lbsim.app.Cli.class);
        String cp = System.getProperty("java.class.path", "");
        List<String> plain = new ArrayList<>();
        for (String e : cp.split(File.pathSeparator)) {
            if (!e.isEmpty()) {
                plain.add(Path.of(e).toAbsolutePath().normalize().toString()); // the child's working folder is the same
            }
        }
        if (self != null && plain.contains(self)) {
            return plain;
        }
        Set<String> entries = new LinkedHashSet<>();
        for (String cls : new String[] { "lbsim.app.Cli", "lbsim.run.ScenarioRunner", "lbsim.trace.TraceFile", "lbsim.model.Scenario",
            "lbsim.core.engine.Simulation", "lbsim.api.Task", "org.eclipse.emf.ecore.EObject", "org.eclipse.emf.common.util.URI",
            "org.eclipse.emf.ecore.xmi.XMIResource", "org.apache.commons.rng.UniformRandomProvider",
            "org.apache.commons.rng.core.source64.XoRoShiRo128PlusPlus", "org.apache.commons.rng.simple.RandomSource",
            "org.apache.commons.rng.sampling.distribution.ZigguratSampler", "org.apache.commons.math3.distribution.TDistribution",
            "org.apache.commons.statistics.distribution.NormalDistribution", "org.apache.commons.numbers.gamma.Gamma",
            "org.apache.commons.numbers.core.Precision", "org.jfree.chart.JFreeChart", "org.jfree.svg.SVGGraphics2D" }) {
            Class<?> c = find(cls);
            String where = c == null ? null : location(c);
            if (where != null) {
                entries.add(where);
            }
        }
        if (self == null || entries.isEmpty()) {
            throw new UsageException("cannot find lbsim's own jars for the real program's sandbox (" + ENV
                    + "=off runs the program without it)");
        }
        return List.copyOf(entries);
    }

    private static Class<?> find(String name) {
        for (ClassLoader l : new ClassLoader[] { Sandbox.class.getClassLoader(), lbsim.run.ScenarioRunner.class.getClassLoader(),
            lbsim.model.Scenario.class.getClassLoader(), lbsim.core.engine.Simulation.class.getClassLoader() }) {
            try {
                return Class.forName(name, false, l);
            } catch (ClassNotFoundException | LinkageError e) {
                // the next
            }
        }
        return null;
    }

    private static String location(Class<?> c) {
        try {
            URL u = c.getProtectionDomain().getCodeSource() == null ? null : c.getProtectionDomain().getCodeSource().getLocation();
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
            Path p = Path.of(new java.net.URI(s));
            return Files.exists(p) ? p.toString() : null;
        } catch (java.net.URISyntaxException | RuntimeException | LinkageError e) {
            return null;
        }
    }

    /** The message of a child JVM that ended without saying so (the program's Runtime.halt, or a crash). */
    static String unexplained(String scenario, int status, Path dir) {
        return String.format(Locale.ROOT, "%s: the JVM that ran the program in its sandbox ended (status %d) before the run"
                + " ended: the program called Runtime.halt, or the JVM or bwrap failed; a task ends by returning from Task.run or with Pvm.exit(); no result"
                + " written%s", scenario, status, Files.exists(dir, LinkOption.NOFOLLOW_LINKS) ? "; " + dir + " is as it was" : "");
    }

    /** Refuses a result folder the sandboxed run could not replace, before the run (as an in-process run would). */
    static void checkFolder(Path dir, Path scenario, boolean experiment) throws UsageException {
        try {
            if (experiment) {
                lbsim.run.experiment.ExperimentFolder.checkTarget(dir, scenario);
            } else {
                ResultWriter.checkNotHolding(dir, scenario);
                ResultWriter.checkTarget(dir);
            }
        } catch (IOException e) {
            throw new UsageException("--out " + e.getMessage() + (e instanceof FolderInUseException ? RunCommand.CHOOSE_ANOTHER : ""));
        }
        Leftovers.removeBeside(dir);
    }
}
