package lbsim.run.launch;

import java.nio.file.Path;
import java.util.List;

import lbsim.run.experiment.ExperimentResult;

/** How an experiment ended ({@link Runs#experiment}). */
public sealed interface ExperimentOutcome {

    /**
     * Every point ran; the experiment folder is written.
     *
     * @param charts        the chart files drawn (PNG and SVG per figure), in request order
     * @param chartProblems why the next chart could not be drawn (the ones after it were not tried), as problem records
     *                      (the experiment folder as their file); empty if all were
     */
    record Completed(ExperimentResult result, Path folder, List<Path> charts, List<lbsim.model.io.Problem> chartProblems)
            implements ExperimentOutcome {
        public Completed {
            charts = List.copyOf(charts);
            chartProblems = List.copyOf(chartProblems);
        }
    }

    /**
     * A run failed; the finished points are written (complete=false).
     *
     * @param message one line naming the point, the replication and the cause
     * @param run     the failed run as data (its point, replication, seed, assignments and the cause as problem
     *                records; {@code message} is its {@link lbsim.run.experiment.RunFailure#text()}), or null when no
     *                run failed but the experiment's folder could not be written
     */
    record Failed(ExperimentResult result, Path folder, String message, lbsim.run.experiment.RunFailure run)
            implements ExperimentOutcome {
        /** A failure that is no run's (the folder could not be written). */
        public Failed(ExperimentResult result, Path folder, String message) {
            this(result, folder, message, null);
        }
    }

    /**
     * {@link CancelHandle#cancel} stopped it; the finished points are written (complete=false), unless the
     * target held a previous experiment: that one is kept as it was and {@code folder} is null.
     */
    record Stopped(ExperimentResult result, Path folder) implements ExperimentOutcome {
    }

    /** The scenario, a sweep value or an input file is invalid: every problem, as data. Nothing ran. */
    record BadInput(List<lbsim.model.io.Problem> problems) implements ExperimentOutcome {
        public BadInput {
            problems = List.copyOf(problems);
        }
    }

    /** The request itself is inconsistent (e.g. a sweep and an assignment of the same attribute). Nothing ran. */
    record BadRequest(String message) implements ExperimentOutcome {
    }

    /**
     * A chart asked for cannot be drawn from this experiment; nothing ran. The caller names the option that asked.
     *
     * @param figure        the figure asked for
     * @param problem       why not (e.g. "no such figure; the figures are ..."), or null when {@code needsDeadline}
     * @param needsDeadline the figure is the deadline's probability, and the request gives no deadline
     */
    record BadChart(String figure, String problem, boolean needsDeadline) implements ExperimentOutcome {
    }

    /**
     * The experiment folder cannot be used; nothing ran.
     *
     * @param inUse whether it holds something that must not be replaced: choose another folder
     */
    record BadFolder(String message, boolean inUse) implements ExperimentOutcome {
    }
}
