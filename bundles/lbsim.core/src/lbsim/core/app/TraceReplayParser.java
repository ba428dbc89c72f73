package lbsim.core.app;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import lbsim.core.app.TraceReplay.Op;
import lbsim.core.io.InputFileException;
import lbsim.core.io.InputFiles;
import lbsim.core.msg.TaskContext;

/** Reads the trace format described on {@link TraceReplay}. */
final class TraceReplayParser {

    private static final Pattern TASK_FILE = Pattern.compile(".*\\.(\\d{1,9})");
    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
    private static final Pattern INTEGER = Pattern.compile("[+-]?\\d{1,18}");

    /** A data line: its 1-based number and its fields. */
    private record Line(int number, String[] fields) {
    }

    private TraceReplayParser() {
    }

    static TraceReplay load(Path path) throws InputFileException {
        lbsim.core.io.InputSnapshot snapshot = lbsim.core.io.InputSnapshot.current();
        if (snapshot != null && snapshot.listing(path) != null || Files.isDirectory(path)) {
            return loadFolder(path);
        }
        return loadCombined(path);
    }

    private static TraceReplay loadFolder(Path folder) throws InputFileException {
        TreeMap<Integer, Path> byTask = new TreeMap<>();
        lbsim.core.io.InputSnapshot snapshot = lbsim.core.io.InputSnapshot.current();
        List<Path> held = snapshot == null ? null : snapshot.listing(folder); // an experiment's: as when it was read
        try (DirectoryStream<Path> ds = held != null ? null : Files.newDirectoryStream(folder)) {
            Iterable<Path> listing = held == null ? ds : held.stream().map(f -> folder.resolve(f.getFileName())).toList();
            for (Path f : listing) {
                Matcher m = TASK_FILE.matcher(f.getFileName().toString());
                if (!m.matches() || held == null && !Files.isRegularFile(f)) {
                    continue;
                }
                int task = Integer.parseInt(m.group(1));
                Path other = byTask.get(task);
                if (other != null) {
                    Path first = other.getFileName().toString().compareTo(f.getFileName().toString()) < 0 ? other : f;
                    Path second = first == f ? other : f;
                    throw new InputFileException(second, 0, "a second file for task " + task + " (also "
                            + first.getFileName() + ")");
                }
                byTask.put(task, f);
            }
        } catch (IOException e) {
            throw new InputFileException(folder, 0, "cannot list the folder (" + e + ")", e);
        }
        if (byTask.isEmpty()) {
            throw new InputFileException(folder, 0, "no trace files (one per task, named NAME.0, NAME.1, ...)");
        }
        int n = byTask.lastKey() + 1;
        for (int t = 0; t < n; t++) {
            if (!byTask.containsKey(t)) {
                throw new InputFileException(folder, 0, "no trace file for task " + t + " (tasks are numbered 0 to "
                        + (n - 1) + " without gaps)");
            }
        }
        List<Op[]> tasks = new ArrayList<>(n);
        List<Path> files = new ArrayList<>(n);
        for (int t = 0; t < n; t++) {
            Path f = byTask.get(t);
            List<Op> ops = new ArrayList<>();
            for (Line l : read(f)) {
                ops.add(op(f, l, 0, t, n));
            }
            tasks.add(ops.toArray(new Op[0]));
            files.add(f);
        }
        checkMatching(tasks, files);
        return new TraceReplay(List.copyOf(tasks), List.copyOf(files));
    }

    private static TraceReplay loadCombined(Path file) throws InputFileException {
        List<Line> lines = read(file);
        if (lines.isEmpty()) {
            throw new InputFileException(file, 0, "no trace lines");
        }
        int[] taskOf = new int[lines.size()];
        int n = 0;
        for (int i = 0; i < lines.size(); i++) {
            Line l = lines.get(i);
            taskOf[i] = (int) integer(file, l, l.fields[0], "task", 0, Integer.MAX_VALUE - 1);
            n = Math.max(n, taskOf[i] + 1);
            if (l.fields.length < 2) {
                throw new InputFileException(file, l.number, "missing field: expected 'TASK CODE TIME ...'");
            }
        }
        List<List<Op>> ops = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            ops.add(new ArrayList<>());
        }
        for (int i = 0; i < lines.size(); i++) {
            ops.get(taskOf[i]).add(op(file, lines.get(i), 1, taskOf[i], n));
        }
        List<Op[]> tasks = new ArrayList<>(n);
        List<Path> files = new ArrayList<>(n);
        for (int t = 0; t < n; t++) {
            tasks.add(ops.get(t).toArray(new Op[0]));
            files.add(file);
        }
        checkMatching(tasks, files);
        return new TraceReplay(List.copyOf(tasks), List.copyOf(files));
    }

    private static List<Line> read(Path file) throws InputFileException {
        List<String> text;
        text = InputFiles.readLines(file);
        List<Line> out = new ArrayList<>();
        for (int i = 0; i < text.size(); i++) {
            String raw = text.get(i);
            if (i == 0 && raw.startsWith("\uFEFF")) {
                raw = raw.substring(1);
            }
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            out.add(new Line(i + 1, line.split("\\s+")));
        }
        return out;
    }

    /**
     * One operation from the fields starting at {@code first}, for task {@code task} of {@code n}.
     */
    private static Op op(Path file, Line l, int first, int task, int n) throws InputFileException {
        String[] f = l.fields;
        String code = f[first];
        String layout = switch (code) {
        case "c" -> "c TIME [0 0 0]";
        case "s" -> "s TIME BYTES SOURCE DESTINATION [tag=T]";
        case "r" -> "r TIME BYTES SOURCE DESTINATION [tag=T]";
        case "m" -> "m TIME BYTES SOURCE DESTINATION... [tag=T]";
        default -> throw new InputFileException(file, l.number, "unknown code '" + code + "' (expected c, s, r or m)");
        };
        List<String> positional = new ArrayList<>();
        String tagField = null;
        for (int i = first + 1; i < f.length; i++) {
            if (f[i].startsWith("tag=")) {
                if (tagField != null || i != f.length - 1) {
                    throw new InputFileException(file, l.number, "tag=T must be the last field, once");
                }
                tagField = f[i].substring(4);
            } else {
                positional.add(f[i]);
            }
        }
        char c = code.charAt(0);
        int min = c == 'c' ? 1 : 4;
        int max = c == 'c' ? 4 : c == 'm' ? Integer.MAX_VALUE : 4;
        if (positional.size() < min) {
            throw new InputFileException(file, l.number, "missing field: expected '" + layout + "'");
        }
        if (positional.size() > max) {
            throw new InputFileException(file, l.number, "too many fields: expected '" + layout + "'");
        }
        double micros = time(file, l, positional.get(0));
        if (c == 'c') {
            if (tagField != null) {
                throw new InputFileException(file, l.number, "a compute line has no tag");
            }
            for (int i = 1; i < positional.size(); i++) {
                integer(file, l, positional.get(i), "field " + (i + 2), Long.MIN_VALUE, Long.MAX_VALUE);
            }
            return new Op('c', micros, 0, task, new int[0], TaskContext.ANY, l.number);
        }
        long bytes = integer(file, l, positional.get(1), "bytes", 0, Long.MAX_VALUE);
        int source;
        if (c == 'r' && (positional.get(2).equals("any") || positional.get(2).equals("-1"))) {
            source = TaskContext.ANY;
        } else {
            source = task(file, l, positional.get(2), "source", n);
        }
        int[] destinations = new int[positional.size() - 3];
        for (int i = 0; i < destinations.length; i++) {
            destinations[i] = task(file, l, positional.get(3 + i), "destination", n);
        }
        int tag;
        if (tagField == null) {
            tag = c == 'r' ? TaskContext.ANY : 0;
        } else if (c == 'r' && tagField.equals("any")) {
            tag = TaskContext.ANY;
        } else {
            tag = (int) integer(file, l, tagField, "tag", 0, Integer.MAX_VALUE);
        }
        if (c == 'r') {
            if (destinations[0] != task) {
                throw new InputFileException(file, l.number, "a receive's destination must be this task " + task + ", got "
                        + destinations[0]);
            }
        } else if (source != task) {
            throw new InputFileException(file, l.number, "a " + (c == 's' ? "send" : "multicast")
                    + "'s source must be this task " + task + ", got " + source);
        }
        return new Op(c, micros, bytes, source, destinations, tag, l.number);
    }

    private static double time(Path file, Line l, String s) throws InputFileException {
        if (!NUMBER.matcher(s).matches()) {
            throw new InputFileException(file, l.number, "time must be a number of microseconds, got '" + s + "'");
        }
        double x = Double.parseDouble(s);
        if (Double.isInfinite(x)) {
            throw new InputFileException(file, l.number, "time out of range: " + s);
        }
        if (x < 0) {
            throw new InputFileException(file, l.number, "negative time " + s + " (times are microseconds >= 0)");
        }
        return x == 0 ? 0 : x; // no -0
    }

    private static long integer(Path file, Line l, String s, String what, long min, long max) throws InputFileException {
        if (!INTEGER.matcher(s).matches()) {
            throw new InputFileException(file, l.number, what + " must be an integer, got '" + s + "'");
        }
        long v = Long.parseLong(s.startsWith("+") ? s.substring(1) : s);
        if (v < min || v > max) {
            throw new InputFileException(file, l.number, what + " must be " + (v < min ? ">= " + min : "<= " + max)
                    + ", got " + s);
        }
        return v;
    }

    private static int task(Path file, Line l, String s, String what, int n) throws InputFileException {
        long t = integer(file, l, s, what, Long.MIN_VALUE, Long.MAX_VALUE);
        if (t < 0 || t >= n) {
            throw new InputFileException(file, l.number, what + " task " + s + " does not exist (the trace has tasks 0 to "
                    + (n - 1) + ")");
        }
        return (int) t;
    }

    private static long pairTag(int source, int tag) {
        return ((long) source << 32) | (tag & 0xffffffffL);
    }

    /**
     * Every receive must be matched by a send (counts only, see {@link TraceReplay}); the first unmatched
     * receive (by destination task, then line) is reported.
     */
    private static void checkMatching(List<Op[]> tasks, List<Path> files) throws InputFileException {
        int n = tasks.size();
        long[][] sent = new long[n][n];
        List<Map<Long, Long>> sentTagged = new ArrayList<>(); // per destination: (source, tag) -> count
        for (int d = 0; d < n; d++) {
            sentTagged.add(new HashMap<>());
        }
        for (int s = 0; s < n; s++) {
            for (Op op : tasks.get(s)) {
                if (op.code() == 's' || op.code() == 'm') {
                    for (int d : op.destinations()) {
                        sent[s][d]++;
                        sentTagged.get(d).merge(pairTag(s, op.tag()), 1L, Long::sum);
                    }
                }
            }
        }
        for (int d = 0; d < n; d++) {
            long[] used = new long[n];
            Map<Long, Long> usedTagged = new HashMap<>();
            List<Op> anySource = new ArrayList<>();
            Path file = files.get(d);
            for (Op op : tasks.get(d)) {
                if (op.code() != 'r') {
                    continue;
                }
                int s = op.source();
                if (s == TaskContext.ANY) {
                    anySource.add(op);
                    continue;
                }
                if (++used[s] > sent[s][d]) {
                    throw new InputFileException(file, op.line(), "no send matches this receive: task " + s + " sends task "
                            + d + " " + sent[s][d] + " message" + (sent[s][d] == 1 ? "" : "s") + ", this is receive "
                            + used[s] + " from it");
                }
                if (op.tag() != TaskContext.ANY) {
                    long key = pairTag(s, op.tag());
                    long have = sentTagged.get(d).getOrDefault(key, 0L);
                    long want = usedTagged.merge(key, 1L, Long::sum);
                    if (want > have) {
                        throw new InputFileException(file, op.line(), "no send matches this receive: task " + s
                                + " sends task " + d + " " + have + " message" + (have == 1 ? "" : "s") + " with tag "
                                + op.tag() + ", this is receive " + want + " of them");
                    }
                }
            }
            long left = 0;
            for (int s = 0; s < n; s++) {
                left += sent[s][d] - used[s];
            }
            if (anySource.size() > left) {
                Op op = anySource.get((int) left);
                throw new InputFileException(file, op.line(), "no send matches this receive from any task: the messages to task "
                        + d + " not taken by receives from a named task number " + left + ", this is receive "
                        + (left + 1) + " from any task");
            }
        }
    }
}
