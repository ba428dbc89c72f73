package lbsim.run.result;

/**
 * From {@code timeSeconds} on (until the next step of the same task), the task received {@code share}
 * of one processor. A task's last step has share 0 and marks its end.
 */
public record ShareStep(double timeSeconds, double share) {
}
