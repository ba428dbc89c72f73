package lbsim.run.outcome;

import java.util.List;

import lbsim.core.analytic.Estimate;

/**
 * Baer's resource-matrix estimate of a run (estimate.txt, the estimate's formatted text).
 *
 * @param estimate the estimate
 */
public record BaerEstimate(Estimate estimate) implements AppResult {

    /** The file name. */
    public static final String FILE = lbsim.run.result.ResultFiles.ESTIMATE.name();

    @Override
    public List<ResultFile> files() {
        return List.of(ResultFile.of(FILE, out -> out.append(estimate.format())));
    }
}
