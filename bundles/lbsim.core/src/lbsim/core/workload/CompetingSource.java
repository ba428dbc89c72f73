package lbsim.core.workload;

import java.util.List;

import lbsim.core.cpu.Host;

/**
 * A source of competing users' processes (WUS) attached to a group of hosts: it puts
 * {@link lbsim.core.cpu.JobKind#COMPETING} jobs into the hosts' CPU queues as the run proceeds.
 * <p>
 * Random sources give every host of the group its own independent process, drawing only from the stream
 * {@code NAME + "@" + HOST_NAME}; source names must therefore be unique within a simulation.
 */
public interface CompetingSource {

    /** The source's name (also the name of the jobs it submits). */
    String name();

    /** The hosts it feeds, in the order given; never empty, no host twice. */
    List<Host> hosts();

    /**
     * Schedules the first events; call once before the run (normally at virtual time 0, from which the
     * source's own times are measured). Calling it again has no effect.
     */
    void start();

    /**
     * Submits nothing more from now on; jobs already in a queue stay there and finish. Has no effect before
     * {@link #start()} or when already stopped.
     */
    void stop();

    /** Arrivals so far on all hosts of the group (see the implementing class for what counts). */
    long arrivals();

    /**
     * Arrivals so far on one host.
     *
     * @throws IllegalArgumentException if the host is not in the group
     */
    long arrivals(Host host);

    /** Tells an observer about every job this source submits and every one that finishes; null for none. */
    void setObserver(JobObserver observer);
}
