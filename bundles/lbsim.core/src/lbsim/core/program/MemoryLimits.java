package lbsim.core.program;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Names the limit behind an {@link OutOfMemoryError} of a real program's run, for its failure message: the
 * Java heap's maximum, the class-metadata or direct-memory maximum, or (for a thread that could not be
 * started) the operating system's limits on threads, with their values and how many threads there are.
 */
final class MemoryLimits {

    private MemoryLimits() {
    }

    /** What was hit, and how to give more, as the tail of a sentence (e.g. "the Java heap is full: ..."). */
    static String describe(OutOfMemoryError e) {
        String m = String.valueOf(e.getMessage());
        if (m.contains("native thread")) {
            return threads();
        }
        if (m.contains("Metaspace")) {
            return "the class metadata space is full (its limit is -XX:MaxMetaspaceSize); raise it with"
                    + " LBSIM_JAVA_OPTS";
        }
        if (m.contains("Direct buffer")) {
            return "the direct buffer memory is full (its limit is -XX:MaxDirectMemorySize); raise it with"
                    + " LBSIM_JAVA_OPTS";
        }
        return heap();
    }

    /** The Java heap's limit, with its value. */
    static String heap() {
        return String.format(Locale.ROOT, "the Java heap is full: its limit (-Xmx) is %d MB; give lbsim more with"
                + " LBSIM_JAVA_OPTS=-Xmx8g, for example (the default is -Xmx2g), or make the scenario smaller",
                Runtime.getRuntime().maxMemory() >> 20);
    }

    /**
     * The operating system refused a new thread: the limits that apply (per user, system-wide, per control
     * group, memory mappings) with their values, the one reached first when it can be told.
     */
    static String threads() {
        int jvmThreads = ManagementFactory.getThreadMXBean().getThreadCount();
        List<String> limits = new ArrayList<>();
        String reached = null;
        String nproc = limitsLine("Max processes");
        if (nproc != null) {
            limits.add("max user processes (ulimit -u) " + nproc);
        }
        Long threadsMax = number(Path.of("/proc/sys/kernel/threads-max"));
        if (threadsMax != null) {
            limits.add("kernel.threads-max " + threadsMax);
        }
        Long pidsMax = number(Path.of("/sys/fs/cgroup/pids.max"));
        Long pidsNow = number(Path.of("/sys/fs/cgroup/pids.current"));
        if (pidsMax != null) {
            limits.add("the control group's pids.max " + pidsMax + (pidsNow == null ? "" : " (" + pidsNow + " in use)"));
            if (pidsNow != null && pidsNow >= pidsMax - 2) {
                reached = "the control group's pids.max";
            }
        }
        Long mapMax = number(Path.of("/proc/sys/vm/max_map_count"));
        long maps = lines(Path.of("/proc/self/maps"));
        if (mapMax != null) {
            limits.add("vm.max_map_count " + mapMax + (maps < 0 ? "" : " (" + maps + " mappings in use)"));
            if (reached == null && maps >= 0 && maps >= mapMax - 16) {
                reached = "vm.max_map_count";
            }
        }
        if (reached == null && nproc != null) {
            try {
                if (jvmThreads >= Long.parseLong(nproc) - 16) {
                    reached = "max user processes (ulimit -u)";
                }
            } catch (NumberFormatException e) {
                // "unlimited"
            }
        }
        StringBuilder sb = new StringBuilder("the operating system refused a new thread with ")
                .append(jvmThreads).append(" threads in this JVM");
        if (reached != null) {
            sb.append(": the limit reached is ").append(reached);
        }
        if (!limits.isEmpty()) {
            sb.append(" (limits: ").append(String.join(", ", limits)).append(')');
        }
        sb.append("; each task of a MEASURED-mode program is an operating-system thread: run it in DECLARED mode"
                + " (a virtual thread per task), with fewer tasks, or raise the limit");
        return sb.toString();
    }

    /** The soft limit of a line of /proc/self/limits, or null. */
    private static String limitsLine(String name) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/limits"))) {
                if (line.startsWith(name)) {
                    String[] f = line.substring(name.length()).trim().split("\\s+");
                    return f.length > 0 ? f[0] : null;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return null;
    }

    private static Long number(Path p) {
        try {
            return Long.parseLong(Files.readString(p).trim());
        } catch (IOException | RuntimeException e) {
            return null; // absent, or "max"
        }
    }

    private static long lines(Path p) {
        try (var s = Files.lines(p)) {
            return s.count();
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }
}
