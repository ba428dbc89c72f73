package lbsim.core.dynamics;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.HostMeter;

/**
 * Integrates a host's power ({@link PowerModel}) over virtual time, split into joules spent idle (on,
 * no core working), busy (on, at least one core working) and off. Attach it with {@link #attach}; read
 * it after {@link Host#update()} so the last interval is counted.
 */
public final class EnergyMeter implements HostMeter {

    private final Host host;
    private final PowerModel power;
    private double idleJoules;
    private double busyJoules;
    private double offJoules;

    private EnergyMeter(Host host, PowerModel power) {
        this.host = host;
        this.power = power;
    }

    /**
     * Starts metering {@code host} from now on.
     *
     * @throws IllegalArgumentException when the model does not describe every pstate of the host
     */
    public static EnergyMeter attach(Host host, PowerModel power) {
        if (power.pstates() != host.pstateCount()) {
            throw new IllegalArgumentException("host '" + host.name() + "': the power model describes " + power.pstates()
                    + " pstate" + (power.pstates() == 1 ? "" : "s") + " but the host has " + host.pstateCount());
        }
        EnergyMeter m = new EnergyMeter(host, power);
        host.update();
        host.setMeter(m);
        return m;
    }

    @Override
    public void elapsed(double seconds, int busyProcessors) {
        if (!host.isOn()) {
            offJoules += power.offWatts() * seconds;
            return;
        }
        double load = busyProcessors * host.availability() / host.processors();
        double joules = power.watts(host.pstate(), load) * seconds;
        if (load > 0) {
            busyJoules += joules;
        } else {
            idleJoules += joules;
        }
    }

    /** The power drawn now, in watts. */
    public double watts() {
        if (!host.isOn()) {
            return power.offWatts();
        }
        return power.watts(host.pstate(), Math.min(host.jobCount(), host.processors()) * host.availability()
                / host.processors());
    }

    public Host host() {
        return host;
    }

    /** Joules spent on and idle, up to the host's last update. */
    public double idleJoules() {
        return idleJoules;
    }

    /** Joules spent on with at least one core working. */
    public double busyJoules() {
        return busyJoules;
    }

    /** Joules spent off. */
    public double offJoules() {
        return offJoules;
    }

    /** All joules: idle + busy + off. */
    public double joules() {
        return idleJoules + busyJoules + offJoules;
    }
}
