package lbsim.model.provider;

import java.util.Locale;

import org.eclipse.emf.ecore.EObject;

import lbsim.model.AnalyticNetwork;
import lbsim.model.Cluster;
import lbsim.model.DelayNetwork;
import lbsim.model.EthernetNetwork;
import lbsim.model.Host;
import lbsim.model.HostGroup;
import lbsim.model.Link;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.NetworkSegment;
import lbsim.model.ObservedTask;
import lbsim.model.ObservedTaskApplication;
import lbsim.model.PermanentLoad;
import lbsim.model.PiecewiseLinearNetwork;
import lbsim.model.PingPongApplication;
import lbsim.model.Platform;
import lbsim.model.PoissonLoad;
import lbsim.model.RealApplication;
import lbsim.model.Route;
import lbsim.model.RoutedNetwork;
import lbsim.model.Router;
import lbsim.model.RunSettings;
import lbsim.model.Scenario;
import lbsim.model.SharedMediumNetwork;
import lbsim.model.Sweep;
import lbsim.model.SwitchedNetwork;
import lbsim.model.TokenRingApplication;
import lbsim.model.TraceLoad;
import lbsim.model.TraceReplayApplication;
import lbsim.model.UserBehaviourGraph;
import lbsim.model.UserState;
import lbsim.model.UserTransition;
import lbsim.model.VaryingRateLoad;
import lbsim.model.Workload;
import lbsim.model.Zone;
import lbsim.model.util.ModelSwitch;

/**
 * The tree labels of scenario objects: what a thing is, with its key values in units, e.g.
 * {@code ws1: speed 1.5, 2 CPUs, linux-2.0} or {@code PoissonLoad users: 0.2/s, exponential(mean=2), nice 0}.
 * Every item provider's {@code getText} asks here, so labels are written once and survive regeneration.
 */
public final class ItemLabels {

    private ItemLabels() {
    }

    /** The label of a model object; the class name for anything unknown. */
    public static String text(Object object) {
        if (!(object instanceof EObject e)) {
            return String.valueOf(object);
        }
        String s = SWITCH.doSwitch(e);
        return s != null ? s : e.eClass().getName();
    }

    private static final ModelSwitch<String> SWITCH = new ModelSwitch<>() {
        @Override
        public String caseScenario(Scenario s) {
            int hosts = s.getPlatform() == null ? 0 : s.getPlatform().getHosts().size();
            String app = s.getApplication() == null ? "no application" : s.getApplication().eClass().getName();
            return "Scenario " + or(s.getName(), "(unnamed)") + ": " + count(hosts, "host") + ", "
                    + count(s.getWorkloads().size(), "workload") + ", " + app;
        }

        @Override
        public String casePlatform(Platform p) {
            String s = "Platform: " + count(p.getHosts().size(), "host") + ", "
                    + count(p.getSegments().size(), "network segment");
            return p.getSpawnDelaySeconds() > 0 ? s + ", spawn " + seconds(p.getSpawnDelaySeconds()) : s;
        }

        @Override
        public String caseHost(Host h) {
            String s = or(h.getName(), "(unnamed host)") + ": speed " + num(h.getSpeed()) + ", "
                    + count(h.getProcessors(), "CPU") + ", " + h.getScheduler().getLiteral();
            return h.getSegment() != null ? s + ", on " + or(h.getSegment().getName(), "a segment") : s;
        }

        @Override
        public String caseHostGroup(HostGroup g) {
            return "HostGroup " + or(g.getName(), "(unnamed)") + ": " + count(g.getHosts().size(), "host");
        }

        @Override
        public String casePermanentLoad(PermanentLoad w) {
            return head(w) + count(w.getCount(), "CPU-bound process") + ", nice " + w.getNice() + target(w);
        }

        @Override
        public String casePoissonLoad(PoissonLoad w) {
            return head(w) + num(w.getRatePerSecond()) + "/s, " + w.getDemand() + ", nice " + w.getNice() + target(w);
        }

        @Override
        public String caseVaryingRateLoad(VaryingRateLoad w) {
            String period = w.getPeriodSeconds() > 0 ? ", period " + seconds(w.getPeriodSeconds()) : "";
            return head(w) + "rate from " + or(w.getRateFile(), "(no file)") + " (" + w.getInterpolation().getLiteral()
                    + period + "), " + w.getDemand() + ", nice " + w.getNice() + target(w);
        }

        @Override
        public String caseTraceLoad(TraceLoad w) {
            return head(w) + "replays " + or(w.getTraceFile(), "(no file)") + target(w);
        }

        @Override
        public String caseUserBehaviourGraph(UserBehaviourGraph w) {
            return head(w) + count(w.getStates().size(), "state") + ", starts in " + or(w.getInitialState(), "?")
                    + target(w);
        }

        @Override
        public String caseUserState(UserState u) {
            return "UserState " + or(u.getName(), "(unnamed)") + ": think " + u.getThinkTime() + ", demand "
                    + u.getDemand() + ", nice " + u.getNice();
        }

        @Override
        public String caseUserTransition(UserTransition t) {
            return "UserTransition to " + or(t.getTo(), "?") + ": p " + num(t.getProbability());
        }

        @Override
        public String caseDelayNetwork(DelayNetwork n) {
            return segment(n, "delay model") + ", send " + seconds(n.getSendDelaySeconds()) + ", receive "
                    + seconds(n.getReceiveDelaySeconds()) + ", transmission " + seconds(n.getTransmissionDelaySeconds())
                    + ", " + seconds(n.getProportionalDelayPerKBSeconds()) + "/KB";
        }

        @Override
        public String caseSharedMediumNetwork(SharedMediumNetwork n) {
            return segment(n, "shared medium") + ", " + rate(n.getBandwidthBytesPerSecond()) + ", latency "
                    + seconds(n.getLatencySeconds());
        }

        @Override
        public String casePiecewiseLinearNetwork(PiecewiseLinearNetwork n) {
            return segment(n, "piecewise linear (CLUE)");
        }

        @Override
        public String caseEthernetNetwork(EthernetNetwork n) {
            return segment(n, "Ethernet CSMA/CD") + ", " + num(n.getBitsPerSecond() / 1e6) + " Mbit/s";
        }

        @Override
        public String caseSwitchedNetwork(SwitchedNetwork n) {
            return segment(n, "switched") + ", " + rate(n.getLinkBandwidthBytesPerSecond()) + " per link, latency "
                    + seconds(n.getLatencySeconds());
        }

        @Override
        public String caseAnalyticNetwork(AnalyticNetwork n) {
            return segment(n, "analytic (Baer)") + ", " + rate(n.getBandwidthBytesPerSecond()) + ", setup "
                    + seconds(n.getSetupSeconds());
        }

        @Override
        public String caseRoutedNetwork(RoutedNetwork n) {
            String s = segment(n, "routed, " + n.getModel().getLiteral()) + ", " + count(n.getLinks().size(), "link");
            s += n.getClusters().isEmpty() ? "" : ", " + count(n.getClusters().size(), "cluster");
            return n.getZones().isEmpty() ? s : s + ", " + count(n.getZones().size(), "zone");
        }

        @Override
        public String caseLink(Link l) {
            return "Link " + or(l.getName(), "(unnamed)") + ": " + rate(l.getBandwidthBytesPerSecond()) + ", latency "
                    + seconds(l.getLatencySeconds()) + ", " + l.getSharing().getLiteral();
        }

        @Override
        public String caseRouter(Router r) {
            return "Router " + or(r.getName(), "(unnamed)");
        }

        @Override
        public String caseRoute(Route r) {
            return "Route " + or(r.getFrom(), "?") + (r.isSymmetrical() ? " <-> " : " -> ") + or(r.getTo(), "?") + ": "
                    + count(r.getLinks().size(), "link");
        }

        @Override
        public String caseCluster(Cluster c) {
            String s = "Cluster " + or(c.getName(), "(unnamed)") + ": " + count(c.getHosts().size(), "host") + ", links "
                    + rate(c.getBandwidthBytesPerSecond()) + ", latency " + seconds(c.getLatencySeconds()) + ", "
                    + c.getSharing().getLiteral();
            if (c.getBackboneBandwidthBytesPerSecond() > 0 || c.getBackboneLatencySeconds() > 0) {
                s += "; backbone " + rate(c.getBackboneBandwidthBytesPerSecond()) + ", latency "
                        + seconds(c.getBackboneLatencySeconds()) + ", " + c.getBackboneSharing().getLiteral();
            }
            return s;
        }

        @Override
        public String caseZone(Zone z) {
            String s = "Zone " + or(z.getName(), "(unnamed)") + " (" + z.getRouting().getLiteral() + "): "
                    + count(z.getHosts().size(), "host");
            s += z.getClusters().isEmpty() ? "" : ", " + count(z.getClusters().size(), "cluster");
            return z.getZones().isEmpty() ? s : s + ", " + count(z.getZones().size(), "zone");
        }

        @Override
        public String caseMasterSlaveApplication(MasterSlaveApplication a) {
            String strategy = a.getStrategyClass() != null && !a.getStrategyClass().isBlank() ? a.getStrategyClass()
                    : a.getStrategy();
            return "MasterSlaveApplication: " + count(a.getUnits(), "unit") + " of " + a.getUnitCost() + ", "
                    + (a.getSlaveCount() > 0 ? "first " + a.getSlaveCount() + " of " : "")
                    + count(a.getSlaves().size(), "slave") + ", strategy " + strategy;
        }

        @Override
        public String casePingPongApplication(PingPongApplication a) {
            int sizes = a.getSizes() == null || a.getSizes().isBlank() ? 0 : a.getSizes().trim().split("\\s+").length;
            return "PingPongApplication " + hostName(a.getHostA()) + " <-> " + hostName(a.getHostB()) + ": "
                    + count(sizes, "size") + " x " + count(a.getRepetitions(), "repetition");
        }

        @Override
        public String caseTokenRingApplication(TokenRingApplication a) {
            return "TokenRingApplication: " + count(a.getHosts().size(), "host") + ", " + a.getTokenBytes()
                    + " B token, " + count(a.getRounds(), "round");
        }

        @Override
        public String caseTraceReplayApplication(TraceReplayApplication a) {
            return "TraceReplayApplication: " + or(a.getTraces(), "(no traces)") + " on "
                    + count(a.getHosts().size(), "host");
        }

        @Override
        public String caseRealApplication(RealApplication a) {
            String where = a.getHost() != null ? " on " + hostName(a.getHost()) : "";
            return "RealApplication " + or(a.getMainClass(), "(no main class)") + where + ", "
                    + a.getCostMode().getLiteral() + " cost";
        }

        @Override
        public String caseObservedTaskApplication(ObservedTaskApplication a) {
            return "ObservedTaskApplication: " + count(a.getTasks().size(), "task");
        }

        @Override
        public String caseObservedTask(ObservedTask t) {
            String start = t.getStartTimeSeconds() > 0 ? ", from " + seconds(t.getStartTimeSeconds()) : "";
            return or(t.getName(), "(unnamed task)") + ": " + seconds(t.getWorkSeconds()) + " of work on "
                    + hostName(t.getHost()) + ", nice " + t.getNice() + start;
        }

        @Override
        public String caseRunSettings(RunSettings r) {
            String end = r.getEndTimeSeconds() > 0 ? "end " + seconds(r.getEndTimeSeconds()) : "no end time";
            String runs = r.getReplications() > 1 ? ", " + count(r.getReplications(), "replication") : "";
            return "Run: seed " + r.getSeed() + ", " + end + runs;
        }

        @Override
        public String caseSweep(Sweep w) {
            return "Sweep " + or(w.getPath(), "(no path)") + " = " + or(w.getSpec(), "(no values)");
        }
    };

    private static String head(Workload w) {
        return w.eClass().getName() + " " + or(w.getName(), "(unnamed)") + ": ";
    }

    private static String target(Workload w) {
        if (w.getHost() != null) {
            return ", on " + hostName(w.getHost());
        }
        return w.getGroup() != null ? ", on group " + or(w.getGroup().getName(), "?") : "";
    }

    private static String segment(NetworkSegment n, String kind) {
        String gateway = n.getGateway() == null || n.getGateway().isBlank() ? "" : " via " + n.getGateway().strip();
        return or(n.getName(), "(unnamed segment)") + ": " + kind + gateway;
    }

    private static String hostName(Host h) {
        return h == null ? "?" : or(h.getName(), "?");
    }

    private static String or(String s, String absent) {
        return s == null || s.isEmpty() ? absent : s;
    }

    /** "1 CPU", "2 CPUs". */
    static String count(long n, String thing) {
        return n + " " + thing + (n == 1 ? "" : "s");
    }

    /** A number in its shortest readable form: 1.5, 2, 0.2, 1.0E-7. */
    static String num(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        String s = String.format(Locale.ROOT, "%.6g", v);
        if (s.contains("e")) {
            return Double.toString(v);
        }
        return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    }

    /** Seconds with a readable prefix: 2 s, 0.5 ms, 40 µs. */
    static String seconds(double s) {
        double a = Math.abs(s);
        if (a == 0 || a >= 1) {
            return num(s) + " s";
        }
        if (a >= 1e-3) {
            return num(s * 1e3) + " ms";
        }
        return num(s * 1e6) + " µs";
    }

    /** Bytes per second with a decimal prefix: 1.25 MB/s. */
    static String rate(double bytesPerSecond) {
        double a = Math.abs(bytesPerSecond);
        if (a >= 1e9) {
            return num(bytesPerSecond / 1e9) + " GB/s";
        }
        if (a >= 1e6) {
            return num(bytesPerSecond / 1e6) + " MB/s";
        }
        if (a >= 1e3) {
            return num(bytesPerSecond / 1e3) + " kB/s";
        }
        return num(bytesPerSecond) + " B/s";
    }
}
