package lbsim.model.validation;

import java.util.Map;

/**
 * The checks of scenario attributes that only the simulator can judge: strategy specs and distribution specs. The
 * model does not parse them itself; whoever validates a scenario passes the simulator's checks to
 * {@link ScenarioValidator} (lbsim.run has the one implementation, built on the simulator's own parsers). Without
 * them ({@link #NONE}) those attributes are left to the run.
 */
public interface SimulatorChecks {

    /** No checks: strategy and distribution specs are accepted as they are and judged when the scenario runs. */
    SimulatorChecks NONE = new SimulatorChecks() {
        @Override
        public String strategyProblem(String spec) {
            return null;
        }

        @Override
        public DistributionFacts distribution(String spec) {
            return null;
        }

        @Override
        public ProfileFacts profile(String spec) {
            return null;
        }
    };

    /**
     * What is wrong with a strategy spec ({@code NAME} or {@code NAME(ARG, ...)}) in one phrase, or null when it
     * is valid.
     */
    String strategyProblem(String spec);

    /**
     * What the validation rules need to know of a distribution spec, checked exactly as a run parses it except
     * that an empirical distribution's file is not read (that happens when the scenario runs).
     *
     * @return the facts, or null when these checks do not judge distributions
     * @throws IllegalArgumentException saying what is wrong with the spec, e.g.
     *                                  {@code exponential: mean must be > 0, got -1}
     */
    DistributionFacts distribution(String spec);

    /**
     * What the rules need of a distribution.
     *
     * @param mean           its mean in seconds as sampled (NaN when a file decides it: empirical)
     * @param lowest         the lowest value it gives (NaN when a file decides it)
     * @param largestSeconds its largest parameter in seconds (a mean, bound or deviation; not a probability), 0
     *                       when a file decides it
     */
    record DistributionFacts(double mean, double lowest, double largestSeconds) {
    }

    /**
     * What the validation rules need to know of an inline speed or state profile (SimGrid's lines {@code TIME VALUE},
     * optional {@code LOOPAFTER} or {@code PERIODICITY}, {@code ;} between lines), checked exactly as a run parses it.
     *
     * @return the facts, or null when these checks do not judge profiles
     * @throws IllegalArgumentException saying what is wrong, e.g. {@code line 2: time 10 s goes back in time (...)}
     */
    ProfileFacts profile(String spec);

    /**
     * What the rules need of a profile.
     *
     * @param endsOffForGood whether its last value is 0 and it does not loop (a state profile that leaves the host off)
     * @param minValue       its smallest value (NaN when the checks do not say)
     */
    record ProfileFacts(boolean endsOffForGood, double minValue) {

        /** Facts without the smallest value. */
        public ProfileFacts(boolean endsOffForGood) {
            this(endsOffForGood, Double.NaN);
        }
    }

    /** The key under which {@link ScenarioValidator} passes the checks to the EMF validator in its context map. */
    Object CONTEXT_KEY = SimulatorChecks.class;

    /** The checks a validation context carries, else {@link #NONE}. */
    static SimulatorChecks of(Map<Object, Object> context) {
        return context != null && context.get(CONTEXT_KEY) instanceof SimulatorChecks c ? c : NONE;
    }
}
