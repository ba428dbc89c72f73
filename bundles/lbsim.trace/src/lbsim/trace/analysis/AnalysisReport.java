package lbsim.trace.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import lbsim.trace.store.TraceStore;

/**
 * The analyses as JSON-ready maps (for summary.json and {@code lbsim analyze --json}) and as text
 * tables (for {@code lbsim analyze}). Times in seconds; tasks by name.
 */
public final class AnalysisReport {

    private AnalysisReport() {
    }

    /**
     * The critical path's figures: length, run end, messages in flight, waiting, number of segments, and
     * per task its seconds and fraction of the length (tasks with a share, by handle); with
     * {@code segments} also every segment.
     */
    public static Map<String, Object> json(CriticalPath p, TraceStore store, boolean segments) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("lengthSeconds", p.lengthSeconds());
        m.put("runEndSeconds", p.runEndSeconds());
        m.put("messageSeconds", p.messageSeconds());
        m.put("waitingSeconds", p.waitingSeconds());
        m.put("segmentCount", p.size());
        List<Object> tasks = new ArrayList<>();
        for (int t = 0; t < p.taskCount(); t++) {
            if (p.taskSeconds(t) > 0) {
                Map<String, Object> tm = new LinkedHashMap<>();
                tm.put("name", store.taskName(t));
                tm.put("seconds", p.taskSeconds(t));
                tm.put("fraction", p.taskFraction(t));
                tasks.add(tm);
            }
        }
        m.put("tasks", tasks);
        if (segments) {
            List<Object> segs = new ArrayList<>(p.size());
            List<String> states = store.stateNames();
            for (int i = 0; i < p.size(); i++) {
                CriticalPath.Segment s = p.segment(i);
                Map<String, Object> sm = new LinkedHashMap<>();
                sm.put("kind", s.kind());
                sm.put("task", store.taskName(s.task()));
                if (s.kind() == CriticalPath.Kind.MESSAGE) {
                    sm.put("destination", store.taskName(s.destination()));
                    sm.put("message", s.messageId());
                } else if (s.kind() == CriticalPath.Kind.STATE) {
                    sm.put("state", states.get(s.state()));
                }
                sm.put("startSeconds", s.startSeconds());
                sm.put("endSeconds", s.endSeconds());
                segs.add(sm);
            }
            m.put("segments", segs);
        }
        return m;
    }

    /** The breakdown: run end and one entry per task. */
    public static Map<String, Object> json(TimeBreakdown b) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("runEndSeconds", b.runEndSeconds());
        List<Object> tasks = new ArrayList<>();
        for (TimeBreakdown.Task t : b.tasks()) {
            Map<String, Object> tm = new LinkedHashMap<>();
            tm.put("name", t.name());
            tm.put("startSeconds", t.startSeconds());
            tm.put("endSeconds", t.endSeconds());
            tm.put("computeSeconds", t.computeSeconds());
            tm.put("overheadSeconds", t.overheadSeconds());
            tm.put("algorithmicBlockedSeconds", t.algorithmicSeconds());
            tm.put("serviceBlockedSeconds", t.serviceSeconds());
            tm.put("otherSeconds", t.otherSeconds());
            tm.put("idleSeconds", t.idleSeconds());
            tasks.add(tm);
        }
        m.put("tasks", tasks);
        return m;
    }

    /** The matrix: one entry per pair that exchanged messages. */
    public static List<Object> json(CommunicationMatrix c, TraceStore store) {
        List<Object> out = new ArrayList<>();
        for (CommunicationMatrix.Pair p : c.pairs()) {
            Map<String, Object> pm = new LinkedHashMap<>();
            pm.put("source", store.taskName(p.source()));
            pm.put("destination", store.taskName(p.destination()));
            pm.put("messages", p.messages());
            pm.put("bytes", p.bytes());
            out.add(pm);
        }
        return out;
    }

    /** The critical path as text: a headline and a table of the tasks' shares. */
    public static String text(CriticalPath p, TraceStore store) {
        StringBuilder sb = new StringBuilder();
        double len = p.lengthSeconds();
        sb.append(String.format(Locale.ROOT, "critical path: %.6f s (run end %.6f s), %d segments%n", len,
                p.runEndSeconds(), p.size()));
        sb.append(String.format(Locale.ROOT, "  messages in flight %.6f s (%.1f %%), waiting %.6f s (%.1f %%)%n",
                p.messageSeconds(), percent(p.messageSeconds(), len), p.waitingSeconds(), percent(p.waitingSeconds(), len)));
        int w = nameWidth(store);
        sb.append(String.format(Locale.ROOT, "  %-" + w + "s %14s %9s%n", "task", "seconds", "share"));
        for (int t = 0; t < p.taskCount(); t++) {
            if (p.taskSeconds(t) > 0) {
                sb.append(String.format(Locale.ROOT, "  %-" + w + "s %14.6f %7.2f %%%n", store.taskName(t), p.taskSeconds(t),
                        100 * p.taskFraction(t)));
            }
        }
        return sb.toString();
    }

    /** The breakdown as a table, one row per task. */
    public static String text(TimeBreakdown b, TraceStore store) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "time per task (s; run end %.6f s):%n", b.runEndSeconds()));
        int w = nameWidth(store);
        boolean other = b.tasks().stream().anyMatch(t -> t.otherSeconds() != 0);
        sb.append(String.format(Locale.ROOT, "  %-" + w + "s %14s %14s %14s %14s", "task", "compute", "overhead",
                "algorithmic", "service"));
        sb.append(other ? String.format(Locale.ROOT, " %14s", "other") : "");
        sb.append(String.format(Locale.ROOT, " %14s%n", "idle"));
        for (TimeBreakdown.Task t : b.tasks()) {
            sb.append(String.format(Locale.ROOT, "  %-" + w + "s %14.6f %14.6f %14.6f %14.6f", t.name(), t.computeSeconds(),
                    t.overheadSeconds(), t.algorithmicSeconds(), t.serviceSeconds()));
            sb.append(other ? String.format(Locale.ROOT, " %14.6f", t.otherSeconds()) : "");
            sb.append(String.format(Locale.ROOT, " %14.6f%n", t.idleSeconds()));
        }
        return sb.toString();
    }

    /** The matrix as a list of pairs. */
    public static String text(CommunicationMatrix c, TraceStore store) {
        StringBuilder sb = new StringBuilder();
        long messages = 0;
        long bytes = 0;
        for (CommunicationMatrix.Pair p : c.pairs()) {
            messages += p.messages();
            bytes += p.bytes();
        }
        sb.append(String.format(Locale.ROOT, "messages per pair (%d messages, %d bytes):%n", messages, bytes));
        int w = nameWidth(store);
        sb.append(String.format(Locale.ROOT, "  %-" + w + "s %-" + w + "s %10s %14s%n", "source", "destination", "messages",
                "bytes"));
        for (CommunicationMatrix.Pair p : c.pairs()) {
            sb.append(String.format(Locale.ROOT, "  %-" + w + "s %-" + w + "s %10d %14d%n", store.taskName(p.source()),
                    store.taskName(p.destination()), p.messages(), p.bytes()));
        }
        return sb.toString();
    }

    private static double percent(double part, double whole) {
        return whole > 0 ? 100 * part / whole : 0;
    }

    private static int nameWidth(TraceStore store) {
        int w = "destination".length();
        for (int t = 0; t < store.taskCount(); t++) {
            w = Math.max(w, store.taskName(t).length());
        }
        return Math.min(w, 40);
    }
}
