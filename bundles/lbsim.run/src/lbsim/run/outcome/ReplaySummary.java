package lbsim.run.outcome;

import java.util.List;

import lbsim.run.io.Csv;

/**
 * A trace replay (replay.csv): per traced task, where it ran and when it finished.
 *
 * @param tasks in trace order
 */
public record ReplaySummary(List<Task> tasks) implements AppResult {

    /** The file name. */
    public static final String FILE = lbsim.run.result.ResultFiles.REPLAY.name();

    /**
     * @param task            index of the traced task
     * @param host            the host it was replayed on
     * @param operations      operations in its trace
     * @param finishedSeconds virtual time its last operation ended (s)
     */
    public record Task(int task, String host, int operations, double finishedSeconds) {
    }

    public ReplaySummary {
        tasks = List.copyOf(tasks);
    }

    @Override
    public List<ResultFile> files() {
        return List.of(ResultFile.of(FILE, out -> {
            StringBuilder sb = new StringBuilder(lbsim.run.result.ResultFiles.REPLAY.header() + "\n");
            for (Task t : tasks) {
                sb.append(t.task()).append(',').append(Csv.text(t.host())).append(',').append(t.operations()).append(',')
                        .append(Csv.number(t.finishedSeconds())).append('\n');
            }
            out.append(sb);
        }));
    }
}
