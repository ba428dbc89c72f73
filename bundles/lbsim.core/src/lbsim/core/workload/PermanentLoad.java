package lbsim.core.workload;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import lbsim.core.engine.SimulationFailure;
import lbsim.core.cpu.Host;
import lbsim.core.cpu.Job;
import lbsim.core.cpu.JobKind;

/**
 * N competing CPU-bound processes that stay in a host's CPU queue for the whole run at one nice level
 * (the setting of Table 5.1 of the MISS-PVM report).
 */
public final class PermanentLoad {

    private final String name;
    private final Host host;
    private final int count;
    private final int nice;
    private final List<Job> jobs = new ArrayList<>();

    /**
     * @throws IllegalArgumentException for a negative count or a nice level outside -20..19
     */
    public PermanentLoad(String name, Host host, int count, int nice) {
        if (count < 0) {
            throw new IllegalArgumentException("permanent load '" + name + "': count must be >= 0, got " + count);
        }
        host.policy().weight(nice); // validates the nice level
        this.name = name;
        this.host = host;
        this.count = count;
        this.nice = nice;
    }

    /** Puts the processes in the host's queue now. Idempotent. */
    public void start() {
        if (!jobs.isEmpty()) {
            return;
        }
        try {
            for (int i = 0; i < count; i++) {
                jobs.add(host.submit(name + "#" + (i + 1), Double.POSITIVE_INFINITY, nice, JobKind.COMPETING, null));
            }
        } catch (OutOfMemoryError e) {
            SimulationFailure.freeReserve();
            int made = jobs.size();
            throw SimulationFailure.outOfMemory("permanent load '" + name + "' on host " + host.name()
                    + " after starting " + made + " of its " + count + " processes", host.simulationNow(), e);
        }
    }

    public String name() {
        return name;
    }

    public Host host() {
        return host;
    }

    public int count() {
        return count;
    }

    public int nice() {
        return nice;
    }

    /** The processes, once started. */
    public List<Job> jobs() {
        return Collections.unmodifiableList(jobs);
    }
}
