package lbsim.core.workload;

import java.util.List;

import org.apache.commons.rng.UniformRandomProvider;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.Job;
import lbsim.core.cpu.JobKind;
import lbsim.core.cpu.JobListener;
import lbsim.core.dist.Distribution;
import lbsim.core.dist.Distributions;
import lbsim.core.engine.EventHandler;
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
public final class PoissonSource implements CompetingSource {

    private final Simulation sim;
    private final String name;
    private final HostGroup group;
    private final double ratePerSecond;
    private final Distribution demandSeconds;
    private final int nice;
    private final PerHost[] perHost;
    private final JobListener finished = this::finished;
    private JobObserver observer;
    private boolean started;
    private boolean stopped;

    /**
     * @param ratePerSecond arrivals per second on each host, finite and >= 0 (0: none)
     * @param demandSeconds CPU demand of a process, seconds on the reference machine; mean > 0
     * @param nice          nice level of the processes, -20..19
     * @throws IllegalArgumentException for an empty or duplicated host list, a bad rate, a demand whose mean
     *                                  is not > 0, or a bad nice level
     */
    public PoissonSource(Simulation sim, String name, List<Host> hosts, double ratePerSecond, Distribution demandSeconds,
            int nice) {
        String owner = "poisson source '" + name + "'";
        this.group = new HostGroup(owner, hosts);
        if (!(ratePerSecond >= 0) || Double.isInfinite(ratePerSecond)) {
            throw new IllegalArgumentException(owner + ": rate must be >= 0 per second, got "
                    + Distributions.format(ratePerSecond));
        }
        HostGroup.checkDemand(owner, "demand", demandSeconds);
        HostGroup.checkNice(owner, nice);
        this.sim = sim;
        this.name = name;
        this.ratePerSecond = ratePerSecond;
        this.demandSeconds = demandSeconds;
        this.nice = nice;
        this.perHost = new PerHost[group.size()];
        for (int i = 0; i < perHost.length; i++) {
            Host h = group.get(i);
            perHost[i] = new PerHost(h, sim.random().stream(name + "@" + h.name()));
        }
    }

    @Override
    public void start() {
        if (started) {
            return;
        }
        started = true;
        if (ratePerSecond == 0) {
            return;
        }
        for (PerHost p : perHost) {
            p.scheduleNext();
        }
    }

    @Override
    public void stop() {
        if (!started || stopped) {
            return;
        }
        stopped = true;
        for (PerHost p : perHost) {
            if (p.pending >= 0) {
                sim.cancel(p.pending);
                p.pending = -1;
            }
        }
    }

    /** One host's arrival process. */
    private final class PerHost implements EventHandler {
        final Host host;
        final UniformRandomProvider rng;
        long arrivals;
        long skipped;
        long pending = -1;

        PerHost(Host host, UniformRandomProvider rng) {
            this.host = host;
            this.rng = rng;
        }

        void scheduleNext() {
            pending = sim.scheduleIn(-Math.log1p(-rng.nextDouble()) / ratePerSecond, this, 0);
        }

        @Override
        public void handleEvent(int tag) {
            pending = -1;
            arrivals++;
            double demand = demandSeconds.sample(rng);
            if (demand > 0) {
                Job job = host.submit(name, demand, nice, JobKind.COMPETING, finished);
                if (observer != null) {
                    observer.jobSubmitted(job);
                }
            } else {
                skipped++;
            }
            scheduleNext();
        }
    }

    private void finished(Job job) {
        if (observer != null) {
            observer.jobFinished(job);
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<Host> hosts() {
        return group.hosts();
    }

    /** Arrivals per second on each host. */
    public double ratePerSecond() {
        return ratePerSecond;
    }

    /** The CPU-demand distribution, reference seconds. */
    public Distribution demandSeconds() {
        return demandSeconds;
    }

    /** The nice level of its processes. */
    public int nice() {
        return nice;
    }

    /** Arrivals on all hosts so far, including those skipped for a demand <= 0. */
    @Override
    public long arrivals() {
        long n = 0;
        for (PerHost p : perHost) {
            n += p.arrivals;
        }
        return n;
    }

    @Override
    public long arrivals(Host host) {
        return perHost[group.indexOf(host)].arrivals;
    }

    /** Arrivals on all hosts whose sampled demand was <= 0, so that no job was submitted. */
    public long skipped() {
        long n = 0;
        for (PerHost p : perHost) {
            n += p.skipped;
        }
        return n;
    }

    /** As {@link #skipped()}, on one host; IllegalArgumentException if it is not in the group. */
    public long skipped(Host host) {
        return perHost[group.indexOf(host)].skipped;
    }

    @Override
    public void setObserver(JobObserver observer) {
        this.observer = observer;
    }

    @Override
    public String toString() {
        return "poisson source '" + name + "' (" + Distributions.format(ratePerSecond) + "/s, demand "
                + demandSeconds.spec() + ", nice " + nice + ", hosts " + group.names() + ")";
    }
}
