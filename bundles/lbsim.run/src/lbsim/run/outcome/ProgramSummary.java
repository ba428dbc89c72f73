package lbsim.run.outcome;

import java.util.List;

import java.util.Locale;

import lbsim.run.io.Csv;

/**
 * A real program's run (program.csv).
 *
 * @param mainClass               the program's main class
 * @param costMode                how computation was costed: declared or measured
 * @param referenceFactor         the reference machine's speed factor
 * @param referenceFlopsPerSecond flops per second of the reference machine
 * @param tasks                   tasks the program spawned (with the first)
 * @param apiCalls                calls of the lbsim API the program made
 */
public record ProgramSummary(String mainClass, String costMode, double referenceFactor, double referenceFlopsPerSecond,
        int tasks, long apiCalls) implements AppResult {

    /** The file name. */
    public static final String FILE = lbsim.run.result.ResultFiles.PROGRAM.name();

    @Override
    public List<ResultFile> files() {
        return List.of(ResultFile.of(FILE, out -> out.append(lbsim.run.result.ResultFiles.PROGRAM.header() + "\n" + Csv.text(mainClass)
                + ',' + costMode.toLowerCase(Locale.ROOT) + ',' + Csv.number(referenceFactor) + ','
                + Csv.number(referenceFlopsPerSecond) + ',' + tasks + ',' + apiCalls + '\n')));
    }
}
