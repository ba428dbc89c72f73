package lbsim.run.outcome;

import java.util.List;
import java.util.Map;

import lbsim.run.io.Csv;

/**
 * The joules of the hosts that have a power model (energy.csv), as SimGrid's host energy plugin counts
 * them, split into the time on and idle, on with at least one core busy, and off.
 *
 * @param hosts one row per metered host, in scenario order
 */
public record EnergySummary(List<HostEnergy> hosts) implements AppResult {

    /** The file name. */
    public static final String FILE = lbsim.run.result.ResultFiles.ENERGY.name();

    /** The header of energy.csv. */
    public static final String HEADER = lbsim.run.result.ResultFiles.ENERGY.header();

    /**
     * One host's energy, in joules.
     *
     * @param host the host's name
     */
    public record HostEnergy(String host, double joules, double idleJoules, double busyJoules, double offJoules) {
    }

    public EnergySummary {
        hosts = List.copyOf(hosts);
    }

    /** All hosts' joules. */
    public double totalJoules() {
        double s = 0;
        for (HostEnergy h : hosts) {
            s += h.joules();
        }
        return s;
    }

    /** All hosts' joules while idle. */
    public double idleJoules() {
        double s = 0;
        for (HostEnergy h : hosts) {
            s += h.idleJoules();
        }
        return s;
    }

    /** All hosts' joules while busy. */
    public double busyJoules() {
        double s = 0;
        for (HostEnergy h : hosts) {
            s += h.busyJoules();
        }
        return s;
    }

    /** All hosts' joules while off. */
    public double offJoules() {
        double s = 0;
        for (HostEnergy h : hosts) {
            s += h.offJoules();
        }
        return s;
    }

    @Override
    public List<ResultFile> files() {
        return List.of(ResultFile.of(FILE, out -> {
            StringBuilder b = new StringBuilder(HEADER).append('\n');
            for (HostEnergy h : hosts) {
                b.append(Csv.text(h.host())).append(',').append(Csv.number(h.joules())).append(',')
                        .append(Csv.number(h.idleJoules())).append(',').append(Csv.number(h.busyJoules())).append(',')
                        .append(Csv.number(h.offJoules())).append('\n');
            }
            out.append(b);
        }));
    }

    /** The totals for summary.json: joules, idleJoules, busyJoules, offJoules. */
    public Map<String, Object> totals() {
        Map<String, Object> m = new java.util.LinkedHashMap<>();
        m.put("joules", totalJoules());
        m.put("idleJoules", idleJoules());
        m.put("busyJoules", busyJoules());
        m.put("offJoules", offJoules());
        return m;
    }
}
