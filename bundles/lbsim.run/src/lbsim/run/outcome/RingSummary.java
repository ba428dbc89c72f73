package lbsim.run.outcome;

import java.util.List;


import lbsim.run.io.Csv;

/**
 * A token-ring run (ring.csv).
 *
 * @param tasks           tasks in the ring
 * @param rounds          rounds the token went
 * @param tokenBytes      the token's length (bytes)
 * @param hops            hops made
 * @param finishedSeconds virtual time the token came home for the last time (s)
 */
public record RingSummary(int tasks, long rounds, long tokenBytes, long hops, double finishedSeconds) implements AppResult {

    /** The file name. */
    public static final String FILE = lbsim.run.result.ResultFiles.RING.name();

    @Override
    public List<ResultFile> files() {
        return List.of(ResultFile.of(FILE, out -> out.append(lbsim.run.result.ResultFiles.RING.header() + "\n" + tasks + ',' + rounds
                + ',' + tokenBytes + ',' + hops + ',' + Csv.number(finishedSeconds) + '\n')));
    }
}
