package lbsim.app.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import lbsim.core.stats.HostStats;
import lbsim.core.stats.TaskActivity;
import lbsim.core.stats.TaskStats;
import lbsim.run.RunOutcome;
import lbsim.run.export.Exports;
import lbsim.run.launch.TraceLevel;
import lbsim.run.outcome.MasterSlaveSummary;
import lbsim.trace.TraceFile;

/** Prints a run's summary from its outcome: tasks, hosts, message-passing activity, the application's figures, files. */
public final class SummaryPrinter {

    private SummaryPrinter() {
    }

    /** The summary, listing the files a run with this much trace wrote. */
    static void print(PrintStream out, String version, RunOutcome r, Path outDir, TraceLevel trace) {
        out.printf(Locale.ROOT, "lbsim %s: scenario '%s' (%s), seed %d%n", version, shown(r.scenarioName()),
                shown(String.valueOf(r.scenarioFile())), r.seed());
        out.printf(Locale.ROOT, "%s at %.6g s of virtual time after %d events (%.3f s wall clock)%n%n",
                r.stopReason().name().toLowerCase(Locale.ROOT).replace('_', ' '), r.simulatedEndSeconds(),
                r.eventsProcessed(), r.wallClockSeconds());
        if (!r.tasks().isEmpty()) {
            int w = "task".length();
            int hw = "host".length();
            for (TaskStats t : r.tasks()) {
                w = Math.max(w, t.task().length());
                hw = Math.max(hw, t.host().length());
            }
            String fmt = "%-" + w + "s  %-" + hw + "s  %4s  %10s  %10s  %10s  %9s%n";
            out.printf(Locale.ROOT, fmt, "task", "host", "nice", "start [s]", "end [s]", "cpu [s]", "cpu share");
            for (TaskStats t : r.tasks()) {
                out.printf(Locale.ROOT, fmt, shown(t.task()), shown(t.host()), t.nice(), num(t.startSeconds()),
                        t.finished() ? num(t.endSeconds()) : "running", num(t.cpuSeconds()),
                        Double.isNaN(t.share()) ? "-" : String.format(Locale.ROOT, "%.1f %%", 100 * t.share()));
            }
            out.println();
        }
        int nw = "host".length();
        for (HostStats h : r.hosts()) {
            nw = Math.max(nw, h.host().length());
        }
        String hf = "%-" + nw + "s  %6s  %5s  %-9s  %14s  %11s%n";
        out.printf(Locale.ROOT, hf, "host", "speed", "procs", "scheduler", "mean competing", "utilization");
        for (HostStats h : r.hosts()) {
            out.printf(Locale.ROOT, hf, shown(h.host()), String.format(Locale.ROOT, "%.3g", h.speed()), h.processors(),
                    h.scheduler(), String.format(Locale.ROOT, "%.3f", h.meanCompeting()),
                    String.format(Locale.ROOT, "%.1f %%", 100 * h.utilization()));
        }
        if (!r.activities().isEmpty()) {
            int tw = "task".length();
            for (TaskActivity a : r.activities()) {
                tw = Math.max(tw, a.task().length());
            }
            String af = "%-" + tw + "s  %-8s  %10s  %10s  %10s  %10s  %10s  %6s  %6s%n";
            out.printf(Locale.ROOT, af, "task", "host", "end [s]", "compute", "overhead", "blk algo", "blk svc", "sent", "recv");
            for (TaskActivity a : r.activities()) {
                out.printf(Locale.ROOT, af, shown(a.task()), shown(a.host()), num(a.endSeconds()), num(a.computeSeconds()),
                        num(a.overheadSeconds()), num(a.algorithmicBlockedSeconds()), num(a.serviceBlockedSeconds()),
                        a.messagesSent(), a.messagesReceived());
            }
            out.println();
        }
        r.result(MasterSlaveSummary.class).ifPresent(ms -> {
            out.printf(Locale.ROOT, "master-slave, strategy %s on %d slaves: makespan %.4f s, speedup %.3f, efficiency %.3f, "
                    + "load imbalance %.3f, %d chunks, %d scheduling messages%n", ms.strategy(), ms.slaves(),
                    ms.makespanSeconds(), ms.speedup(), ms.efficiency(), ms.loadImbalance(), ms.chunks(),
                    ms.schedulingMessages());
            out.println();
        });
        r.result(lbsim.run.outcome.EnergySummary.class).ifPresent(e -> {
            out.printf(Locale.ROOT, "energy: %.6g J in all (idle %.6g J, busy %.6g J, off %.6g J) over %d host%s%n",
                    e.totalJoules(), e.idleJoules(), e.busyJoules(), e.offJoules(), e.hosts().size(),
                    e.hosts().size() == 1 ? "" : "s");
            out.println();
        });
        if (!r.workloadArrivals().isEmpty()) {
            out.println();
            r.workloadArrivals().forEach((name, n) -> out.printf(Locale.ROOT, "workload %s: %d processes started%n", shown(name), n));
        }
        out.println();
        StringBuilder files = new StringBuilder("summary.json, tasks.csv, hosts.csv, shares.csv");
        if (!r.activities().isEmpty()) {
            files.append(", activity.csv");
        }
        for (lbsim.run.outcome.ResultFile f : r.files()) {
            files.append(", ").append(f.name());
        }
        switch (trace) {
            case FULL -> files.append(", ").append(TraceFile.NAME);
            case SUMMARY -> files.append(", ").append(TraceFile.NAME).append(" (summaries only)");
            case NONE -> files.append("; no trace (--trace=none)");
        }
        out.println("results: " + outDir + " (" + files + ")");
    }

    static void printExports(PrintStream out, List<String> exports) {
        if (!exports.isEmpty()) {
            List<String> files = new ArrayList<>();
            for (String e : exports) {
                files.addAll(Exports.files(e));
            }
            out.println("exports: " + String.join(", ", files));
        }
    }

    static String num(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.3f", v);
    }

    /**
     * A name from the scenario or a program as the terminal shows it: a control character (an escape sequence that
     * would move the cursor, recolour or retitle the terminal) is written as {@code \\uXXXX}.
     */
    public static String shown(String name) {
        if (name == null) {
            return "-";
        }
        StringBuilder b = null;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean control = Character.isISOControl(c) || c == '\u2028' || c == '\u2029' || c == '\u200e' || c == '\u200f'
                    || c >= '\u202a' && c <= '\u202e' || c >= '\u2066' && c <= '\u2069';
            if (control && b == null) {
                b = new StringBuilder(name.length() + 8).append(name, 0, i);
            }
            if (control) {
                b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else if (b != null) {
                b.append(c);
            }
        }
        return b == null ? name : b.toString();
    }
}
