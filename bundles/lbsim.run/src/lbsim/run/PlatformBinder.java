package lbsim.run;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.NetworkModel;
import lbsim.model.Platform;

/** Binds the platform: one simulator {@link Host} per host, and on request the message layer over the network segments. */
final class PlatformBinder {

    private PlatformBinder() {
    }

    /** Creates the hosts, in scenario order. */
    static void bindHosts(Binding b, Platform platform) {
        for (lbsim.model.Host h : platform.getHosts()) {
            WeightPolicy policy = WeightPolicy.byName(h.getScheduler().getLiteral());
            b.hosts.put(h.getName(), new Host(b.sim, h.getName(), h.getSpeed(), h.getProcessors(), policy, timeSlice(h)));
        }
    }

    /**
     * 0 for fluid sharing, else the round-robin slice: round-robin sharing takes timeSliceSeconds, or 10 ms
     * when that is 0; a positive timeSliceSeconds alone also selects round robin (as before sharing existed).
     */
    static double timeSlice(lbsim.model.Host h) {
        double slice = h.getTimeSliceSeconds();
        if (h.getSharing() == lbsim.model.CpuSharing.ROUND_ROBIN && slice == 0) {
            return Host.DEFAULT_TIME_SLICE_SECONDS;
        }
        return slice;
    }

    /**
     * Builds the message layer for an application that sends messages: every host on its segment's
     * network model. False (after recording the problem) if a segment's parameters are bad.
     */
    static boolean virtualMachine(Binding b, Platform platform) {
        b.vm = new VirtualMachine(b.sim, platform.getSpawnDelaySeconds());
        boolean ok = true;
        for (lbsim.model.Host h : platform.getHosts()) {
            NetworkModel net = null;
            if (h.getSegment() != null) {
                net = b.networks.get(h.getSegment());
                if (net == null && !b.networks.containsKey(h.getSegment())) {
                    try {
                        net = Networks.create(h.getSegment());
                    } catch (IllegalArgumentException e) {
                        b.problem(h.getSegment(), e.getMessage(), "validParameters");
                    }
                    b.networks.put(h.getSegment(), net);
                }
                ok &= net != null;
            }
            b.vm.addHost(b.hosts.get(h.getName()), net);
        }
        return ok;
    }
}
