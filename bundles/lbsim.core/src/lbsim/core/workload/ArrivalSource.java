package lbsim.core.workload;

import java.util.List;

import org.apache.commons.rng.UniformRandomProvider;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.Job;
import lbsim.core.cpu.JobKind;
import lbsim.core.cpu.JobListener;
import lbsim.core.dist.Distribution;
import lbsim.core.engine.EventHandler;
import lbsim.core.engine.Simulation;

/**
 * What the arrival-process sources share: one independent process per host of the group, drawing from
 * the stream {@code NAME@HOST}; each arrival samples a CPU demand and submits a {@link JobKind#COMPETING}
 * job (a demand <= 0 is counted as an arrival and as skipped, and submits nothing); start, stop,
 * counters and the observer. Subclasses say when the next arrival comes.
 */
abstract class ArrivalSource implements CompetingSource {

    final Simulation sim;
    final String name;
    final HostGroup group;
    final Distribution demandSeconds;
    final int nice;
    private Arrivals[] perHost;
    private final JobListener finished = this::finished;
    private JobObserver observer;
    private boolean started;
    private boolean stopped;

    /**
     * @param owner how messages name the source, e.g. "poisson source 'users'"
     * @throws IllegalArgumentException for an empty or duplicated host list, a demand whose mean is not > 0,
     *                                  or a bad nice level
     */
    ArrivalSource(Simulation sim, String name, String owner, List<Host> hosts, Distribution demandSeconds, int nice) {
        this.group = new HostGroup(owner, hosts);
        HostGroup.checkDemand(owner, "demand", demandSeconds);
        HostGroup.checkNice(owner, nice);
        this.sim = sim;
        this.name = name;
        this.demandSeconds = demandSeconds;
        this.nice = nice;
    }

    /** Creates the per-host processes; subclasses call it at the end of their constructor. */
    final void createProcesses() {
        perHost = new Arrivals[group.size()];
        for (int i = 0; i < perHost.length; i++) {
            Host h = group.get(i);
            perHost[i] = newProcess(h, sim.random().stream(name + "@" + h.name()));
        }
    }

    /** The arrival process of one host. */
    abstract Arrivals newProcess(Host host, UniformRandomProvider rng);

    /** Whether the source generates any arrival at all (false for a rate that is 0 everywhere). */
    abstract boolean generates();

    /** Called once when the source starts, before the first arrivals are scheduled. */
    void onStart() {
    }

    @Override
    public final void start() {
        if (started) {
            return;
        }
        started = true;
        onStart();
        if (!generates()) {
            return;
        }
        for (Arrivals p : perHost) {
            p.scheduleNext();
        }
    }

    @Override
    public final void stop() {
        if (!started || stopped) {
            return;
        }
        stopped = true;
        for (Arrivals p : perHost) {
            if (p.pending >= 0) {
                sim.cancel(p.pending);
                p.pending = -1;
            }
        }
    }

    /** One host's arrival process: the subclass schedules the next arrival, this class handles it. */
    abstract class Arrivals implements EventHandler {
        final Host host;
        final UniformRandomProvider rng;
        long arrivals;
        long skipped;
        long pending = -1;

        Arrivals(Host host, UniformRandomProvider rng) {
            this.host = host;
            this.rng = rng;
        }

        /** Schedules the next arrival (setting {@link #pending}), or nothing if none will come. */
        abstract void scheduleNext();

        @Override
        public final void handleEvent(int tag) {
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
    public final String name() {
        return name;
    }

    @Override
    public final List<Host> hosts() {
        return group.hosts();
    }

    /** The CPU-demand distribution, reference seconds. */
    public final Distribution demandSeconds() {
        return demandSeconds;
    }

    /** The nice level of its processes. */
    public final int nice() {
        return nice;
    }

    /** Arrivals on all hosts so far, including those skipped for a demand <= 0. */
    @Override
    public final long arrivals() {
        long n = 0;
        for (Arrivals p : perHost) {
            n += p.arrivals;
        }
        return n;
    }

    @Override
    public final long arrivals(Host host) {
        return perHost[group.indexOf(host)].arrivals;
    }

    /** Arrivals on all hosts whose sampled demand was <= 0, so that no job was submitted. */
    public final long skipped() {
        long n = 0;
        for (Arrivals p : perHost) {
            n += p.skipped;
        }
        return n;
    }

    /** As {@link #skipped()}, on one host; IllegalArgumentException if it is not in the group. */
    public final long skipped(Host host) {
        return perHost[group.indexOf(host)].skipped;
    }

    @Override
    public final void setObserver(JobObserver observer) {
        this.observer = observer;
    }
}
