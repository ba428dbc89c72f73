package lbsim.run.outcome;

import java.util.List;

/**
 * What an application binding reports after a complete run, as a typed value. Callers read the record
 * (the command line prints from it, experiments take their figures from it); {@link #files} are the
 * result folder's files it serializes into when the folder is written.
 */
public interface AppResult {

    /** This result's files, in the order they are listed (each serializes this record when written). */
    List<ResultFile> files();
}
