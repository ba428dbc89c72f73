package lbsim.run.experiment;

import java.util.List;

import lbsim.model.io.Problem;

/**
 * A run of an experiment that failed, as data: which run (its sweep point, replication and seed, and the point's
 * {@code PATH=VALUE} assignments) and why, as problem records (the same records as validation problems and a failed
 * single run's: a bad scenario at the point gives its object and rule; any other failure one record of its text).
 * Nobody needs to parse {@link #text()} to find the point, the seed or the cause.
 *
 * @param point       the sweep point's index
 * @param replication the replication's index
 * @param seed        the run's master seed
 * @param assignments the point's assignments, in order
 * @param causes      why the run failed, at least one
 */
public record RunFailure(int point, int replication, long seed, List<String> assignments, List<Problem> causes) {

    /** @throws IllegalArgumentException when there is no cause */
    public RunFailure {
        assignments = List.copyOf(assignments);
        causes = List.copyOf(causes);
        if (causes.isEmpty()) {
            throw new IllegalArgumentException("a failed run needs a cause");
        }
    }

    /**
     * The failure as one line, as lbsim prints it: {@code sweep point P (ASSIGNMENTS), replication R: CAUSE}, the
     * causes' lines joined by "; ".
     */
    public String text() {
        StringBuilder b = new StringBuilder("sweep point ").append(point).append(" (").append(String.join(", ", assignments))
                .append("), replication ").append(replication).append(": ");
        for (int i = 0; i < causes.size(); i++) {
            b.append(i == 0 ? "" : "; ").append(causes.get(i).text());
        }
        return b.toString();
    }
}
