package lbsim.run.result;

import lbsim.run.io.Csv;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Read side of a result folder written by a run: the observed tasks ({@code tasks.csv}) and the CPU
 * share each received over time ({@code shares.csv}). Viewers ask this object; they never parse files.
 */
public final class ResultFolder {

    /** File names inside a result folder. */
    public static final String TASKS_CSV = "tasks.csv";
    public static final String HOSTS_CSV = "hosts.csv";
    public static final String SHARES_CSV = "shares.csv";
    public static final String SUMMARY_JSON = "summary.json";

    static final String TASKS_HEADER = ResultFiles.TASKS.header();
    static final String SHARES_HEADER = ResultFiles.SHARES.header();

    private final Path folder;
    private final List<TaskRow> tasks;
    private final Map<String, List<ShareStep>> shares;

    private ResultFolder(Path folder, List<TaskRow> tasks, Map<String, List<ShareStep>> shares) {
        this.folder = folder;
        this.tasks = tasks;
        this.shares = shares;
    }

    /**
     * Reads a result folder.
     *
     * @throws IOException with a message naming the file and line when a file is missing or malformed
     */
    public static ResultFolder read(Path folder) throws IOException {
        List<TaskRow> tasks = new ArrayList<>();
        for (Row r : rows(folder.resolve(TASKS_CSV), TASKS_HEADER)) {
            String[] f = r.fields;
            tasks.add(new TaskRow(f[0], f[1], r.integer(2), r.number(3), r.number(4), r.number(5), r.number(6),
                    r.number(7)));
        }
        Map<String, List<ShareStep>> shares = new LinkedHashMap<>();
        Path sharesFile = folder.resolve(SHARES_CSV);
        for (Row r : rows(sharesFile, SHARES_HEADER)) {
            List<ShareStep> steps = shares.computeIfAbsent(r.fields[0], k -> new ArrayList<>());
            double t = r.number(1);
            if (!steps.isEmpty() && t < steps.get(steps.size() - 1).timeSeconds()) {
                throw new IOException(sharesFile + ":" + r.line + ": time goes backwards for task '" + r.fields[0] + "'");
            }
            steps.add(new ShareStep(t, r.number(2)));
        }
        shares.replaceAll((k, v) -> Collections.unmodifiableList(v));
        return new ResultFolder(folder, Collections.unmodifiableList(tasks), Collections.unmodifiableMap(shares));
    }

    /** The folder this was read from. */
    public Path folder() {
        return folder;
    }

    /** The observed tasks in the order the run wrote them (grouped by host). */
    public List<TaskRow> tasks() {
        return tasks;
    }

    /** The share steps of a task, ordered by time; an empty list for a task that is not in the folder. */
    public List<ShareStep> shares(String task) {
        return shares.getOrDefault(task, List.of());
    }

    /** The latest end (or start, for unfinished tasks) of any task, in seconds; 0 when there are no tasks. */
    public double endTimeSeconds() {
        double end = 0;
        for (TaskRow t : tasks) {
            end = Math.max(end, Double.isNaN(t.endSeconds()) ? t.startSeconds() : t.endSeconds());
        }
        for (List<ShareStep> s : shares.values()) {
            if (!s.isEmpty()) {
                end = Math.max(end, s.get(s.size() - 1).timeSeconds());
            }
        }
        return end;
    }

    private record Row(Path file, int line, String[] fields) {
        double number(int i) throws IOException {
            String s = fields[i];
            if (s.isEmpty() || s.equals("NaN")) {
                return Double.NaN;
            }
            try {
                return Double.parseDouble(s);
            } catch (NumberFormatException e) {
                throw new IOException(file + ":" + line + ": column " + (i + 1) + " is not a number: '" + s + "'");
            }
        }

        int integer(int i) throws IOException {
            try {
                return Integer.parseInt(fields[i]);
            } catch (NumberFormatException e) {
                throw new IOException(file + ":" + line + ": column " + (i + 1) + " is not an integer: '" + fields[i] + "'");
            }
        }
    }

    private static List<Row> rows(Path file, String header) throws IOException {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IOException(file + ": missing; not an lbsim result folder?");
        }
        if (lines.isEmpty() || !lines.get(0).equals(header)) {
            throw new IOException(file + ":1: expected header '" + header + "'");
        }
        int columns = header.split(",").length;
        List<Row> rows = new ArrayList<>(lines.size());
        for (int i = 1; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.isBlank()) {
                continue;
            }
            String[] f;
            try {
                f = Csv.split(l);
            } catch (IllegalArgumentException e) {
                throw new IOException(file + ":" + (i + 1) + ": " + e.getMessage());
            }
            if (f.length != columns) {
                throw new IOException(file + ":" + (i + 1) + ": expected " + columns + " columns, found " + f.length);
            }
            rows.add(new Row(file, i + 1, f));
        }
        return rows;
    }
}
