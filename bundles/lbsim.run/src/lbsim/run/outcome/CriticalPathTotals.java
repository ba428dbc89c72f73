package lbsim.run.outcome;

import java.util.List;

import lbsim.trace.analysis.CriticalPath;

/**
 * The critical path's totals of a run with a full trace, computed while the run went
 * ({@link lbsim.trace.analysis.OnlineCriticalPath}, issue 32): summary.json takes them instead of reading the trace
 * back. Present only when that analysis was sure of them; it writes no file of its own.
 *
 * @param path the totals (no segments), the same to the last bit as {@link CriticalPath#totals} of the trace file
 */
public record CriticalPathTotals(CriticalPath path) implements AppResult {

    @Override
    public List<ResultFile> files() {
        return List.of();
    }
}
