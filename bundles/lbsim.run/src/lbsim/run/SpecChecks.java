package lbsim.run;

import lbsim.core.dist.Constant;
import lbsim.core.dist.Distribution;
import lbsim.core.dist.Distributions;
import lbsim.core.dist.Exponential;
import lbsim.core.dist.HyperExponential;
import lbsim.core.dist.LogNormal;
import lbsim.core.dist.TruncatedNormal;
import lbsim.core.dist.Uniform;
import lbsim.model.validation.SimulatorChecks;

/**
 * The simulator's checks that the model's validation needs, built on the simulator's own parsers: strategy specs as
 * {@link MasterSlaveStrategies} reads them (built-in, work-stealing and, inside Eclipse, contributed strategies) and
 * distribution specs as {@link Distributions} reads them (an empirical distribution's file is read only when the
 * scenario runs). Whoever validates a scenario passes {@link #INSTANCE} to the model's {@code ScenarioValidator}.
 */
public final class SpecChecks implements SimulatorChecks {

    /** The checks. */
    public static final SimulatorChecks INSTANCE = new SpecChecks();

    private SpecChecks() {
    }

    @Override
    public String strategyProblem(String spec) {
        return MasterSlaveStrategies.problem(spec);
    }

    @Override
    public ProfileFacts profile(String spec) {
        lbsim.core.dynamics.Profile p;
        try {
            p = lbsim.core.dynamics.Profile.parse(spec);
        } catch (IllegalArgumentException e) { // the simulator's "profile line N: ..." said of the attribute
            String m = String.valueOf(e.getMessage());
            throw new IllegalArgumentException(m.startsWith("profile line ") ? m.substring("profile ".length())
                    : m.startsWith("profile: ") ? m.substring("profile: ".length()) : m, e);
        }
        double min = Double.POSITIVE_INFINITY;
        for (double v : p.values()) {
            min = Math.min(min, v);
        }
        return new ProfileFacts(p.loopAfterSeconds() == lbsim.core.dynamics.Profile.NO_LOOP
                && p.values()[p.values().length - 1] == 0, min);
    }

    @Override
    public DistributionFacts distribution(String spec) {
        Distribution d = Distributions.check(spec);
        return switch (d) {
            case null -> new DistributionFacts(Double.NaN, Double.NaN, 0); // empirical: its file decides
            case Constant c -> new DistributionFacts(c.mean(), c.value(), Math.abs(c.value()));
            case Uniform u -> new DistributionFacts(u.mean(), u.min(), Math.max(Math.abs(u.min()), Math.abs(u.max())));
            case Exponential e -> new DistributionFacts(e.mean(), 0, e.mean());
            case TruncatedNormal n -> new DistributionFacts(n.mean(), 0, Math.max(Math.abs(n.mu()), n.sigma()));
            case LogNormal l -> new DistributionFacts(l.mean(), 0, Math.max(l.mean(), l.sd()));
            case HyperExponential h -> {
                double largest = 0;
                for (int i = 0; i < h.phases(); i++) {
                    largest = Math.max(largest, h.phaseMean(i));
                }
                yield new DistributionFacts(h.mean(), 0, largest);
            }
            default -> new DistributionFacts(d.mean(), 0, Math.abs(d.mean()));
        };
    }
}
