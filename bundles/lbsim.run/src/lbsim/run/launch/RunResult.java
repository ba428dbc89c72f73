package lbsim.run.launch;

import java.nio.file.Path;
import java.util.List;

import lbsim.run.RunOutcome;

/** How a run ended ({@link Runs#run}). */
public sealed interface RunResult {

    /** The run completed; its result folder is written. */
    record Completed(RunOutcome outcome, Path folder) implements RunResult {
    }

    /**
     * The run ended with tasks waiting for messages that can never come; the partial result is written.
     * A failed run.
     */
    record Deadlocked(RunOutcome outcome, Path folder) implements RunResult {
    }

    /**
     * The simulation failed (a task threw, a program did not end, ...), or the result could not be written.
     *
     * @param message       one line naming the scenario and the cause
     * @param cause         what was thrown, for a stack trace (null when the message says it all)
     * @param partialFolder where the partial result up to the failure was written, or null
     * @param problems      the scenario's objects the failure is about, as problem records (e.g. the real application
     *                      whose main class was not found: its object, feature and message); empty when it names none
     */
    record Failed(String message, Throwable cause, Path partialFolder, List<lbsim.model.io.Problem> problems)
            implements RunResult {
        public Failed {
            problems = List.copyOf(problems);
        }

        /** A failure that names no object of the scenario. */
        public Failed(String message, Throwable cause, Path partialFolder) {
            this(message, cause, partialFolder, List.of());
        }
    }

    /** {@link CancelHandle#cancel} stopped the run; nothing was written and an old result is as it was. */
    record Stopped() implements RunResult {
    }

    /** The scenario or an input file it names is invalid: every problem, as data. Nothing ran. */
    record BadInput(List<lbsim.model.io.Problem> problems) implements RunResult {
        public BadInput {
            problems = List.copyOf(problems);
        }
    }

    /**
     * The result folder cannot be used; nothing ran.
     *
     * @param inUse whether it holds something that must not be replaced (a user's files, the scenario):
     *              choose another folder
     */
    record BadFolder(String message, boolean inUse) implements RunResult {
    }
}
