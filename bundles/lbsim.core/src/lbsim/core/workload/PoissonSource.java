package lbsim.core.workload;

import java.util.List;

import org.apache.commons.rng.UniformRandomProvider;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.JobKind;
import lbsim.core.dist.Distribution;
import lbsim.core.dist.Distributions;
import lbsim.core.engine.Simulation;

/**
 * Competing processes with a fixed arrival rate (WUS "fixed arrival and departure rates"): on every host
 * of the group an independent Poisson process of the given rate, each arrival submitting a
 * {@link JobKind#COMPETING} job whose CPU demand (reference seconds) is drawn from a distribution. The
 * departure rate follows from the demand and the host's scheduling.
 * <p>
 * Host h draws from the stream {@code NAME@h}: first the time to the first arrival, then at each arrival
 * the demand and the time to the next arrival.
 * <p>
 * An arrival whose sampled demand is <= 0 (possible with e.g. {@code uniform(min=-1, max=3)} or an
 * empirical file with zeros) is a process that needs no CPU: it counts in {@link #arrivals()} and
 * {@link #skipped()}, but no job is submitted. A demand distribution whose mean is not > 0 is refused.
 */
public final class PoissonSource extends ArrivalSource {

    private final double ratePerSecond;

    /**
     * @param ratePerSecond arrivals per second on each host, finite and >= 0 (0: none)
     * @param demandSeconds CPU demand of a process, seconds on the reference machine; mean > 0
     * @param nice          nice level of the processes, -20..19
     * @throws IllegalArgumentException for an empty or duplicated host list, a bad rate, a demand whose mean
     *                                  is not > 0, or a bad nice level
     */
    public PoissonSource(Simulation sim, String name, List<Host> hosts, double ratePerSecond, Distribution demandSeconds,
            int nice) {
        super(sim, name, "poisson source '" + name + "'", hosts, demandSeconds, nice);
        if (!(ratePerSecond >= 0) || Double.isInfinite(ratePerSecond)) {
            throw new IllegalArgumentException("poisson source '" + name + "': rate must be >= 0 per second, got "
                    + Distributions.format(ratePerSecond));
        }
        this.ratePerSecond = ratePerSecond;
        createProcesses();
    }

    @Override
    boolean generates() {
        return ratePerSecond > 0;
    }

    @Override
    Arrivals newProcess(Host host, UniformRandomProvider rng) {
        return new Arrivals(host, rng) {
            @Override
            void scheduleNext() {
                pending = sim.scheduleIn(-Math.log1p(-rng.nextDouble()) / ratePerSecond, this, 0);
            }
        };
    }

    /** Arrivals per second on each host. */
    public double ratePerSecond() {
        return ratePerSecond;
    }

    @Override
    public String toString() {
        return "poisson source '" + name + "' (" + Distributions.format(ratePerSecond) + "/s, demand "
                + demandSeconds.spec() + ", nice " + nice + ", hosts " + group.names() + ")";
    }
}
