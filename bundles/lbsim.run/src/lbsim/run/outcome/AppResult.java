package lbsim.run.outcome;

import java.util.Map;

/**
 * What an application binding reports after a complete run, as a typed value. Callers read the record
 * (the command line prints from it, experiments take their figures from it); {@link #writeFiles}
 * serializes it into the result folder's files.
 */
public interface AppResult {

    /** Adds this result's files (file name to text) to {@code files}, in the order they are listed. */
    void writeFiles(Map<String, String> files);
}
