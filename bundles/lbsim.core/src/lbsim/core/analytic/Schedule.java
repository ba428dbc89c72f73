package lbsim.core.analytic;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A program's resource matrix in execution order (seeds/002, Figures 2 and 5): steps executed one after
 * another, each a group of parallel calculations followed by transfers. Calculation names are unique;
 * every transfer names calculations of the schedule (before or after it: the report lets a transfer whose
 * arrival is not critical, such as the terrain data, move in the order).
 *
 * @param steps the steps in order, copied
 */
public record Schedule(List<Step> steps) {

    /**
     * @throws IllegalArgumentException for a duplicate calculation name or a transfer naming an unknown
     *                                  calculation
     */
    public Schedule {
        steps = List.copyOf(steps);
        Set<String> names = new HashSet<>();
        for (Step s : steps) {
            for (Calculation c : s.calculations()) {
                if (!names.add(c.name())) {
                    throw new IllegalArgumentException("calculation '" + c.name() + "' appears more than once");
                }
            }
        }
        for (Step s : steps) {
            for (Transfer t : s.transfers()) {
                for (String end : List.of(t.from(), t.to())) {
                    if (!names.contains(end)) {
                        throw new IllegalArgumentException("transfer " + t.label() + ": no calculation '" + end + "'");
                    }
                }
            }
        }
    }

    /** A schedule of these steps. */
    public static Schedule of(Step... steps) {
        return new Schedule(List.of(steps));
    }

    /** The calculation of this name, or empty if there is none. */
    public Optional<Calculation> calculation(String name) {
        return steps.stream().flatMap(s -> s.calculations().stream()).filter(c -> c.name().equals(name)).findFirst();
    }

    /** Eq. 1 for the sequential program on the reference machine: the sum of all calculations' RTEX. */
    public double sequentialRunSeconds() {
        double sum = 0;
        for (Step s : steps) {
            for (Calculation c : s.calculations()) {
                sum += c.runSeconds();
            }
        }
        return sum;
    }

    /** Eq. 2 for the sequential program: CPU seconds over run seconds; 0 for a program that takes no time. */
    public double sequentialCpuFraction() {
        double cpu = 0;
        for (Step s : steps) {
            for (Calculation c : s.calculations()) {
                cpu += c.cpuSeconds();
            }
        }
        double run = sequentialRunSeconds();
        return run == 0 ? 0 : cpu / run;
    }
}
