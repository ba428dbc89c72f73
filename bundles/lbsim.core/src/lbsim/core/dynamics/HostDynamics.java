package lbsim.core.dynamics;

import java.util.ArrayList;
import java.util.List;

import org.apache.commons.rng.UniformRandomProvider;

import lbsim.core.cpu.Host;
import lbsim.core.dist.Distribution;
import lbsim.core.engine.EventHandler;
import lbsim.core.engine.Simulation;
import lbsim.core.msg.VirtualMachine;

/**
 * What changes under the program on the hosts: speed (availability) profiles, state profiles (off and on)
 * and stochastic processes of either kind drawn from seeded streams. Declare everything, then
 * {@link #start()} once before the run. Each source is a chain of calendar events: one pending event
 * per source at a time.
 * <p>
 * Availability multiplies the host's pstate speed ({@link Host#setAvailability}); competing users'
 * processes share what is left as before. A state value of 0 turns the host off ({@link Host#turnOff}),
 * any other value back on. While a host is off and will come back on (a later event turns it on), the
 * virtual machine is kept from declaring the application stuck ({@link VirtualMachine#holdQuiescence()}).
 */
public final class HostDynamics {

    private final Simulation sim;
    private final List<Source> sources = new ArrayList<>();
    private VirtualMachine vm;
    private boolean started;

    public HostDynamics(Simulation sim) {
        this.sim = sim;
    }

    /** The virtual machine to keep from quiescence while a host is off and will come back (null: none). */
    public void attach(VirtualMachine virtualMachine) {
        this.vm = virtualMachine;
    }

    /** The host's availability follows {@code profile} (SimGrid speed profile). */
    public void speedProfile(Host host, Profile profile) {
        add(new ProfileSource(host, profile, false));
    }

    /** The host goes off where {@code profile} is 0 and on where it is not (SimGrid state profile). */
    public void stateProfile(Host host, Profile profile) {
        add(new ProfileSource(host, profile, true));
    }

    /**
     * The host fails and is repaired for ever: up for a time to failure drawn from {@code timeToFailure},
     * then off for a time to repair from {@code timeToRepair}, both drawn in turn from {@code rng}
     * (starting up at time 0).
     */
    public void failures(Host host, Distribution timeToFailure, Distribution timeToRepair, UniformRandomProvider rng) {
        add(new AlternatingSource(host, timeToFailure, timeToRepair, rng, true, 0));
    }

    /**
     * The host's availability alternates for ever between 1 for a time drawn from {@code fullSeconds} and
     * {@code reducedFraction} for a time drawn from {@code reducedSeconds} (an on/off availability
     * process), starting at 1 at time 0.
     */
    public void availabilityProcess(Host host, Distribution fullSeconds, Distribution reducedSeconds, double reducedFraction,
            UniformRandomProvider rng) {
        if (!(reducedFraction >= 0) || Double.isInfinite(reducedFraction)) {
            throw new IllegalArgumentException("host '" + host.name() + "': reduced availability must be >= 0, got "
                    + reducedFraction);
        }
        add(new AlternatingSource(host, fullSeconds, reducedSeconds, rng, false, reducedFraction));
    }

    private void add(Source s) {
        if (started) {
            throw new IllegalStateException("host dynamics already started");
        }
        sources.add(s);
    }

    /** Whether anything was declared. */
    public boolean isEmpty() {
        return sources.isEmpty();
    }

    /** Schedules the first event of every source; once. */
    public void start() {
        if (started) {
            throw new IllegalStateException("host dynamics already started");
        }
        started = true;
        for (Source s : sources) {
            s.first();
        }
    }

    private void setState(Host host, boolean on, boolean comesBack) {
        if (on == host.isOn()) {
            return;
        }
        if (on) {
            host.turnOn();
            if (vm != null && heldFor.remove(host)) {
                vm.releaseQuiescence();
            }
        } else {
            if (vm != null && comesBack && heldFor.add(host)) {
                vm.holdQuiescence();
            }
            host.turnOff();
        }
    }

    private final java.util.Set<Host> heldFor = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    private abstract static class Source implements EventHandler {
        abstract void first();
    }

    /** Walks a profile's events, cycle after cycle when it loops. */
    private final class ProfileSource extends Source {
        private final Host host;
        private final Profile p;
        private final boolean state;
        private long cycle;
        private int index;

        ProfileSource(Host host, Profile p, boolean state) {
            this.host = host;
            this.p = p;
            this.state = state;
        }

        @Override
        void first() {
            sim.schedule(Math.max(sim.now(), p.time(0, 0)), this, 0);
        }

        @Override
        public void handleEvent(int tag) {
            double v = p.values()[index];
            index++;
            if (index == p.size()) {
                if (p.loopAfterSeconds() == Profile.NO_LOOP) {
                    index = -1;
                } else {
                    index = 0;
                    cycle++;
                }
            }
            if (state) {
                setState(host, v != 0, v == 0 && comesBack());
            } else {
                host.setAvailability(v);
            }
            if (index >= 0) {
                sim.schedule(p.time(cycle, index), this, 0);
            }
        }

        /** Whether a later event of the profile turns the host back on. */
        private boolean comesBack() {
            if (index < 0) {
                return false;
            }
            for (int i = 0; i < p.size(); i++) {
                if (p.values()[i] != 0) {
                    return p.loopAfterSeconds() != Profile.NO_LOOP || i >= index;
                }
            }
            return false;
        }
    }

    /** Alternates between two levels with durations drawn from two distributions. */
    private final class AlternatingSource extends Source {
        private final Host host;
        private final Distribution high;
        private final Distribution low;
        private final UniformRandomProvider rng;
        private final boolean state;
        private final double lowFraction;
        private boolean isLow;

        AlternatingSource(Host host, Distribution high, Distribution low, UniformRandomProvider rng, boolean state,
                double lowFraction) {
            this.host = host;
            this.high = high;
            this.low = low;
            this.rng = rng;
            this.state = state;
            this.lowFraction = lowFraction;
        }

        @Override
        void first() {
            sim.scheduleIn(Math.max(0, high.sample(rng)), this, 0);
        }

        @Override
        public void handleEvent(int tag) {
            isLow = !isLow;
            if (state) {
                setState(host, !isLow, true);
            } else {
                host.setAvailability(isLow ? lowFraction : 1);
            }
            sim.scheduleIn(Math.max(0, (isLow ? low : high).sample(rng)), this, 0);
        }
    }
}
