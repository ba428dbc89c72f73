package lbsim.core.balance;

import java.util.List;

import lbsim.core.cpu.Host;

/**
 * What a strategy may see and change of its slaves' hosts: their DVFS pstates (SimGrid's
 * {@code sg_host_set_pstate}). A pstate belongs to the host, so every job on it (other slaves, the
 * master, competing users' processes) goes on at the new speed, and the host's power model follows.
 * Given to {@link Strategy#pstates} before {@link Strategy#start}.
 */
public final class SlavePstates {

    private final List<Host> hosts;

    /** The pstates of the hosts of slaves 0, 1, ... in that order. */
    public SlavePstates(List<Host> slaveHosts) {
        this.hosts = List.copyOf(slaveHosts);
    }

    /** Number of slaves. */
    public int slaves() {
        return hosts.size();
    }

    /** Number of pstates of slave {@code slave}'s host (1 when it has no DVFS levels). */
    public int count(int slave) {
        return host(slave).pstateCount();
    }

    /** The current pstate of slave {@code slave}'s host. */
    public int current(int slave) {
        return host(slave).pstate();
    }

    /** The speed factor of pstate {@code pstate} of slave {@code slave}'s host. */
    public double speed(int slave, int pstate) {
        return host(slave).pstateSpeed(pstate);
    }

    /**
     * Selects pstate {@code pstate} on slave {@code slave}'s host from now on.
     *
     * @throws IllegalArgumentException for a slave out of range or a pstate the host does not have
     */
    public void set(int slave, int pstate) {
        host(slave).setPstate(pstate);
    }

    private Host host(int slave) {
        if (slave < 0 || slave >= hosts.size()) {
            throw new IllegalArgumentException("pstates: slave " + slave + " does not exist (0.." + (hosts.size() - 1) + ")");
        }
        return hosts.get(slave);
    }
}
