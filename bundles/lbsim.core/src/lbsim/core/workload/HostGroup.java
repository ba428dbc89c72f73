package lbsim.core.workload;

import java.util.List;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Distribution;

/** The validated host list of a source, with lookup of a host's position. */
final class HostGroup {

    private final String owner;
    private final List<Host> hosts;

    /**
     * @param owner describes the source in messages, e.g. {@code poisson source 'users'}
     * @throws IllegalArgumentException for an empty list, a null host or a host given twice
     */
    HostGroup(String owner, List<Host> hosts) {
        this.owner = owner;
        if (hosts == null || hosts.isEmpty()) {
            throw new IllegalArgumentException(owner + ": needs at least one host");
        }
        for (int i = 0; i < hosts.size(); i++) {
            Host h = hosts.get(i);
            if (h == null) {
                throw new IllegalArgumentException(owner + ": host " + (i + 1) + " is null");
            }
            for (int j = 0; j < i; j++) {
                if (hosts.get(j) == h || hosts.get(j).name().equals(h.name())) {
                    throw new IllegalArgumentException(owner + ": host '" + h.name() + "' appears twice");
                }
            }
        }
        this.hosts = List.copyOf(hosts);
    }

    List<Host> hosts() {
        return hosts;
    }

    int size() {
        return hosts.size();
    }

    Host get(int i) {
        return hosts.get(i);
    }

    /** @throws IllegalArgumentException if the host is not in the group */
    int indexOf(Host host) {
        for (int i = 0; i < hosts.size(); i++) {
            if (hosts.get(i) == host) {
                return i;
            }
        }
        throw new IllegalArgumentException(owner + ": host '" + (host == null ? "null" : host.name())
                + "' is not in its group");
    }

    /** The names of the hosts, comma-separated, for messages. */
    String names() {
        StringBuilder b = new StringBuilder();
        for (Host h : hosts) {
            if (b.length() > 0) {
                b.append(", ");
            }
            b.append(h.name());
        }
        return b.toString();
    }

    /** @throws IllegalArgumentException if the nice level is outside -20..19 */
    static void checkNice(String owner, int nice) {
        if (nice < WeightPolicy.MIN_NICE || nice > WeightPolicy.MAX_NICE) {
            throw new IllegalArgumentException(owner + ": nice level must be in " + WeightPolicy.MIN_NICE
                    + ".." + WeightPolicy.MAX_NICE + ", got " + nice);
        }
    }

    /** @throws IllegalArgumentException unless the demand distribution has a positive mean */
    static void checkDemand(String owner, String what, Distribution demand) {
        if (demand == null) {
            throw new IllegalArgumentException(owner + ": " + what + " distribution is missing");
        }
        if (!(demand.mean() > 0)) {
            throw new IllegalArgumentException(owner + ": " + what + " must have a mean > 0 s, got " + demand.spec());
        }
    }
}
