package lbsim.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import lbsim.core.cpu.Host;
import lbsim.core.dist.Distribution;
import lbsim.core.dynamics.EnergyMeter;
import lbsim.core.dynamics.HostDynamics;
import lbsim.core.dynamics.LinkDynamics;
import lbsim.core.dynamics.PowerModel;
import lbsim.core.dynamics.Profile;
import lbsim.core.net.RoutedNetwork;
import lbsim.model.Platform;
import lbsim.model.validation.HostDynamicsRules;
import lbsim.model.validation.LinkDynamicsRules;
import lbsim.run.outcome.AppResult;
import lbsim.run.outcome.EnergySummary;

/**
 * Binds what changes under the program on the hosts (package lbsim.core.dynamics): pstates, speed and
 * state profiles (inline or {@code file:PATH}), failure models and availability processes from the host's
 * own seeded streams ({@code failures/HOST}, {@code availability/HOST}), and power models for energy.csv.
 * A scenario without any of them binds nothing, so it runs exactly as before.
 */
final class DynamicsBinder {

    private DynamicsBinder() {
    }

    /** After the hosts are bound; adds a binding that starts the dynamics and reports the energy. */
    static void bind(Binding b, Platform platform) {
        HostDynamics dynamics = new HostDynamics(b.sim);
        List<Object[]> metered = new ArrayList<>();
        for (lbsim.model.Host h : platform.getHosts()) {
            Host host = b.hosts.get(h.getName());
            if (host == null) {
                continue;
            }
            double[] speeds = HostDynamicsRules.pstateSpeeds(h);
            if (speeds != null && (speeds.length > 1 || speeds[0] != h.getSpeed()) && HostDynamicsRules.pstateProblem(h) == null
                    && HostDynamicsRules.sharingProblem(h) == null) {
                host.setPstates(speeds, h.getPstate());
            }
            Profile speed = profile(b, h, "speedProfile", h.getSpeedProfile());
            if (speed != null) {
                dynamics.speedProfile(host, speed);
            }
            Profile state = profile(b, h, "stateProfile", h.getStateProfile());
            if (state != null) {
                dynamics.stateProfile(host, state);
            }
            if (HostDynamicsRules.failureProblem(h, SpecChecks.INSTANCE) == null) {
                if (set(h.getTimeToFailure())) {
                    Distribution ttf = b.distribution(h, "timeToFailure", h.getTimeToFailure());
                    Distribution ttr = b.distribution(h, "timeToRepair", h.getTimeToRepair());
                    if (ttf != null && ttr != null) {
                        dynamics.failures(host, ttf, ttr, b.sim.random().stream("failures/" + h.getName()));
                    }
                }
                if (set(h.getFullSpeedTime())) {
                    Distribution full = b.distribution(h, "fullSpeedTime", h.getFullSpeedTime());
                    Distribution reduced = b.distribution(h, "reducedSpeedTime", h.getReducedSpeedTime());
                    if (full != null && reduced != null) {
                        dynamics.availabilityProcess(host, full, reduced, h.getReducedSpeed(),
                                b.sim.random().stream("availability/" + h.getName()));
                    }
                }
            }
            if (set(h.getWattagePerState()) && HostDynamicsRules.wattageProblem(h) == null) {
                try {
                    metered.add(new Object[] { h.getName(), host, PowerModel.parse(h.getWattagePerState(), h.getWattageOff()) });
                } catch (IllegalArgumentException e) {
                    b.problem(h, "wattagePerState: " + e.getMessage(), "validWattage");
                }
            }
        }
        java.util.Set<Host> groupFailing = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (lbsim.model.HostGroup g : platform.getGroups()) {
            if (g.getMeanTimeToFailureSeconds() > 0 && HostDynamicsRules.groupFailureProblem(g) == null) {
                for (lbsim.model.Host h : g.getHosts()) {
                    Host host = b.hosts.get(h.getName());
                    if (host != null && groupFailing.add(host)) { // a host in two failing groups fails by the first
                        dynamics.failures(host, new lbsim.core.dist.Exponential(g.getMeanTimeToFailureSeconds()),
                                new lbsim.core.dist.Exponential(g.getMeanTimeToRepairSeconds()),
                                b.sim.random().stream("failures/" + h.getName()));
                    }
                }
            }
        }
        List<LinkProfiles> linkProfiles = linkProfiles(b, platform);
        if (dynamics.isEmpty() && metered.isEmpty() && linkProfiles.isEmpty()) {
            return;
        }
        List<EnergyMeter> meters = new ArrayList<>();
        b.apps.add(0, new PreparedRun.AppBinding() {
            @Override
            public void start() {
                for (Object[] m : metered) {
                    meters.add(EnergyMeter.attach((Host) m[1], (PowerModel) m[2]));
                }
                if (b.vm != null) {
                    dynamics.attach(b.vm);
                }
                if (!dynamics.isEmpty()) {
                    dynamics.start();
                }
                if (!linkProfiles.isEmpty()) {
                    linkDynamics(b, linkProfiles).start(); // the networks exist now, and no message has left yet
                }
            }

            @Override
            public void results(List<AppResult> results) {
                if (meters.isEmpty()) {
                    return;
                }
                List<EnergySummary.HostEnergy> rows = new ArrayList<>();
                for (EnergyMeter m : meters) {
                    m.host().update();
                    rows.add(new EnergySummary.HostEnergy(m.host().name(), m.joules(), m.idleJoules(), m.busyJoules(),
                            m.offJoules()));
                }
                results.add(new EnergySummary(rows));
            }
        });
    }

    /** A link's profiles, read when the scenario is bound (null: none of that kind). */
    record LinkProfiles(lbsim.model.RoutedNetwork network, String link, Profile bandwidth, Profile latency) {
    }

    /**
     * The bandwidth and latency profiles of the links of the routed networks, read (inline or file:PATH) and
     * checked now; problems are recorded (rules validLinkProfiles, readableProfileFile).
     */
    static List<LinkProfiles> linkProfiles(Binding b, Platform platform) {
        List<LinkProfiles> out = new ArrayList<>();
        for (lbsim.model.NetworkSegment seg : platform.getSegments()) {
            if (!(seg instanceof lbsim.model.RoutedNetwork m)) {
                continue;
            }
            for (lbsim.model.Link l : m.getLinks()) {
                if (!LinkDynamicsRules.hasProfile(l)) {
                    continue;
                }
                Profile bandwidth = profile(b, l, "bandwidthProfile", l.getBandwidthProfile());
                if (bandwidth != null) {
                    for (double v : bandwidth.values()) {
                        if (!(v > 0)) {
                            b.problem(l, "bandwidthProfile: a bandwidth must be > 0 B/s, got " + v, "validLinkProfiles");
                            bandwidth = null;
                            break;
                        }
                    }
                }
                Profile latency = profile(b, l, "latencyProfile", l.getLatencyProfile());
                if (bandwidth != null || latency != null) {
                    out.add(new LinkProfiles(m, l.getName(), bandwidth, latency));
                }
            }
        }
        return out;
    }

    /**
     * The link dynamics of the profiles on the bound networks (once they exist, before the first message: this
     * enables the networks' link changes).
     */
    static LinkDynamics linkDynamics(Binding b, List<LinkProfiles> profiles) {
        LinkDynamics links = new LinkDynamics(b.sim);
        for (LinkProfiles p : profiles) {
            if (!(b.networks.get(p.network()) instanceof RoutedNetwork net)) {
                continue; // no application sends messages on it
            }
            int link = net.topology().link(p.link());
            if (link < 0) {
                continue;
            }
            if (p.bandwidth() != null) {
                links.bandwidthProfile(net, link, p.bandwidth());
            }
            if (p.latency() != null) {
                links.latencyProfile(net, link, p.latency());
            }
        }
        return links;
    }

    /** The profile of an attribute (inline, or read from file:PATH), null when unset or after recording its problem. */
    private static Profile profile(Binding b, org.eclipse.emf.ecore.EObject h, String attribute, String spec) {
        if (!set(spec)) {
            return null;
        }
        String text = spec;
        String where = attribute;
        if (HostDynamicsRules.isFile(spec)) {
            Path file = b.baseDir.resolve(spec.strip().substring("file:".length()).strip());
            where = attribute + ": " + file;
            try {
                lbsim.core.io.InputSnapshot snapshot = lbsim.core.io.InputSnapshot.current();
                byte[] held = snapshot == null ? null : snapshot.bytes(file); // an experiment's: read once
                if (held != null) {
                    text = java.nio.charset.StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(held)).toString();
                } else {
                    lbsim.core.io.FileKinds.requireRegularFile(file); // a FIFO would block for ever
                    text = Files.readString(file);
                }
            } catch (IOException e) {
                b.problem(h, where + ": cannot read the file (" + e.getMessage() + ")", "readableProfileFile");
                return null;
            }
        } else if (HostDynamicsRules.profileProblem(spec, SpecChecks.INSTANCE) != null) {
            return null; // the model's rule validProfiles reports it
        }
        try {
            return Profile.parse(text);
        } catch (IllegalArgumentException e) {
            b.problem(h, where + ": " + e.getMessage(), "readableProfileFile");
            return null;
        }
    }

    private static boolean set(String s) {
        return s != null && !s.isBlank();
    }
}
