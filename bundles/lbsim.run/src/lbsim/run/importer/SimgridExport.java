package lbsim.run.importer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import lbsim.model.Cluster;
import lbsim.model.Host;
import lbsim.model.Link;
import lbsim.model.LinkSharing;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.NetworkSegment;
import lbsim.model.NetworkSharingModel;
import lbsim.model.Platform;
import lbsim.model.Route;
import lbsim.model.RoutedNetwork;
import lbsim.model.Router;
import lbsim.model.Scenario;
import lbsim.model.SwitchedNetwork;
import lbsim.model.Zone;
import lbsim.model.ZoneRouting;
import lbsim.model.io.ScenarioException;

/**
 * Writes a scenario's platform as a SimGrid platform (XML, version 4.1) and, for a master-slave application,
 * a deployment for lbsim's SimGrid driver (bench/simgrid/master_worker.cpp), so the same platform runs in
 * both tools.
 * <p>
 * A routed network becomes one zone (Full or Floyd as its routing) with its links, routers, hosts, clusters
 * (a {@code <cluster>} when its hosts are named prefix, consecutive numbers from 0, suffix), nested zones
 * and routes (zone routes with their gateways), and a {@code <config>} with its model and parameters
 * (maxmin, which SimGrid does not have, as CM02 without crosstraffic: the same rule when every route has the
 * same latency and no window binds). A link's bandwidth and latency profiles become profile files that its
 * {@code bandwidth_file} and {@code latency_file} name. A switched network becomes hosts each on a split-duplex link of the
 * segment's bandwidth and latency to one router, under CM02 without crosstraffic (its rule). Other segment
 * models, and hosts on more than one segment, have no SimGrid equivalent and are refused.
 */
public final class SimgridExport {

    /**
     * The platform XML, the deployment XML (null when the application is not a master-slave one) and the links'
     * profile files the platform names (file name, relative to the platform's folder, to its text).
     */
    public record Result(String platform, String deployment, Map<String, String> profiles) {

        /** A result without profile files. */
        public Result(String platform, String deployment) {
            this(platform, deployment, Map.of());
        }
    }

    private SimgridExport() {
    }

    /**
     * @throws ScenarioException naming what cannot be written
     */
    public static Result write(Scenario s) throws ScenarioException {
        return write(s, s.getName() + "-");
    }

    /**
     * @param profilePrefix what the names of the links' profile files start with
     * @throws ScenarioException naming what cannot be written
     */
    public static Result write(Scenario s, String profilePrefix) throws ScenarioException {
        Map<String, String> profiles = new java.util.LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        Platform p = s.getPlatform();
        if (p == null) {
            throw new ScenarioException("scenario '" + s.getName() + "' has no platform");
        }
        NetworkSegment seg = null;
        for (Host h : p.getHosts()) {
            if (h.getSegment() != null && seg != null && h.getSegment() != seg) {
                problems.add("host '" + h.getName() + "' is on segment '" + h.getSegment().getName() + "', another on '"
                        + seg.getName() + "': SimGrid's export takes one segment");
                break;
            }
            if (h.getSegment() != null) {
                seg = h.getSegment();
            }
        }
        StringBuilder x = new StringBuilder();
        x.append("<?xml version='1.0'?>\n<!DOCTYPE platform SYSTEM \"https://simgrid.org/simgrid.dtd\">\n<platform version=\"4.1\">\n");
        x.append("  <!-- exported by lbsim from scenario '").append(esc(s.getName())).append("' -->\n");
        if (seg instanceof RoutedNetwork net) {
            routed(x, p, net, profilePrefix, profiles, problems);
        } else if (seg instanceof SwitchedNetwork sw) {
            x.append("  <config>\n    <prop id=\"network/model\" value=\"CM02\"/>\n    <prop id=\"network/crosstraffic\" value=\"0\"/>\n")
                    .append("  </config>\n");
            x.append("  <zone id=\"").append(esc(sw.getName())).append("\" routing=\"Floyd\">\n");
            // SimGrid's DTD: hosts and routers, then links, then routes
            for (Host h : p.getHosts()) {
                host(x, h, "    ");
            }
            x.append("    <router id=\"").append(esc(sw.getName())).append("_switch\"/>\n");
            for (Host h : p.getHosts()) {
                x.append("    <link id=\"").append(esc(h.getName())).append("_link\" bandwidth=\"")
                        .append(num(sw.getLinkBandwidthBytesPerSecond())).append("Bps\" latency=\"").append(num(sw.getLatencySeconds()))
                        .append("s\" sharing_policy=\"SPLITDUPLEX\"/>\n");
            }
            for (Host h : p.getHosts()) {
                x.append("    <route src=\"").append(esc(h.getName())).append("\" dst=\"").append(esc(sw.getName()))
                        .append("_switch\"><link_ctn id=\"").append(esc(h.getName())).append("_link\" direction=\"UP\"/></route>\n");
            }
            x.append("  </zone>\n");
        } else if (seg != null) {
            problems.add("segment '" + seg.getName() + "' (" + seg.eClass().getName()
                    + ") has no SimGrid equivalent (routed and switched networks do)");
        } else {
            x.append("  <zone id=\"root\" routing=\"Full\">\n");
            for (Host h : p.getHosts()) {
                host(x, h, "    ");
            }
            x.append("  </zone>\n");
        }
        x.append("</platform>\n");
        String deployment = null;
        if (s.getApplication() instanceof MasterSlaveApplication app) {
            deployment = deployment(app, problems);
        }
        if (!problems.isEmpty()) {
            throw ScenarioException.ofLines(problems);
        }
        return new Result(x.toString(), deployment, profiles);
    }

    private static void routed(StringBuilder x, Platform p, RoutedNetwork net, String prefix, Map<String, String> profiles,
            List<String> problems) {
        NetworkSharingModel m = net.getModel();
        x.append("  <config>\n");
        x.append("    <prop id=\"network/model\" value=\"").append(m == NetworkSharingModel.LV08 ? "LV08" : "CM02").append("\"/>\n");
        x.append("    <prop id=\"network/crosstraffic\" value=\"").append(m != NetworkSharingModel.MAXMIN && net.isCrosstraffic() ? 1 : 0)
                .append("\"/>\n");
        x.append("    <prop id=\"network/TCP-gamma\" value=\"").append(num(net.getTcpGammaBytes())).append("\"/>\n");
        if (m != NetworkSharingModel.MAXMIN) {
            if (net.isSetLatencyFactor()) {
                x.append("    <prop id=\"network/latency-factor\" value=\"").append(num(net.getLatencyFactor())).append("\"/>\n");
            }
            if (net.isSetBandwidthFactor()) {
                x.append("    <prop id=\"network/bandwidth-factor\" value=\"").append(num(net.getBandwidthFactor())).append("\"/>\n");
            }
            if (net.isSetWeightS()) {
                x.append("    <prop id=\"network/weight-S\" value=\"").append(num(net.getWeightS())).append("\"/>\n");
            }
        }
        x.append("    <prop id=\"network/optim\" value=\"Full\"/>\n");
        x.append("  </config>\n");
        x.append("  <zone id=\"").append(esc(net.getName())).append("\" routing=\"").append(routing(net.getRouting())).append("\">\n");
        // SimGrid's DTD: zones and clusters, then hosts and routers, then links, then routes
        structure(x, net.getClusters(), net.getZones(), "    ", problems);
        Set<Host> held = new HashSet<>();
        collect(net.getClusters(), net.getZones(), held);
        for (Host h : p.getHosts()) {
            if (h.getSegment() == net && !held.contains(h)) {
                host(x, h, "    ");
            }
        }
        for (Router r : net.getRouters()) {
            x.append("    <router id=\"").append(esc(r.getName())).append("\"/>\n");
        }
        for (Link l : net.getLinks()) {
            x.append("    <link id=\"").append(esc(l.getName())).append("\" bandwidth=\"").append(num(l.getBandwidthBytesPerSecond()))
                    .append("Bps\" latency=\"").append(num(l.getLatencySeconds())).append("s\" sharing_policy=\"")
                    .append(sharing(l.getSharing())).append('"')
                    .append(profile(l, l.getBandwidthProfile(), "bandwidthProfile", "bandwidth", prefix, profiles, problems))
                    .append(profile(l, l.getLatencyProfile(), "latencyProfile", "latency", prefix, profiles, problems)).append("/>\n");
        }
        routes(x, net.getRoutes(), net.getClusters(), net.getZones(), "    ");
        x.append("  </zone>\n");
    }

    /**
     * A link's profile as a SimGrid profile file (its lines as written: LOOPAFTER and PERIODICITY mean there what they
     * mean in lbsim), named PREFIX + link + "-bandwidth.txt" or "-latency.txt", into {@code profiles}; a file:
     * profile is read (relative to the scenario's folder). Returns the attribute for the {@code <link>} element
     * ({@code bandwidth_file="..."}), empty when there is no profile. (SimGrid 3.32 cannot give a {@code <trace>} to a
     * link: its trace_connect comes after the link is sealed.)
     */
    private static String profile(Link l, String spec, String attribute, String kind, String prefix, Map<String, String> profiles,
            List<String> problems) {
        if (spec == null || spec.isBlank()) {
            return "";
        }
        String text = spec.strip();
        if (text.startsWith("file:")) {
            String name = text.substring("file:".length()).strip();
            java.nio.file.Path file = java.nio.file.Path.of(name);
            org.eclipse.emf.ecore.resource.Resource r = l.eResource();
            if (!file.isAbsolute() && r != null && r.getURI() != null && r.getURI().isFile()) {
                file = java.nio.file.Path.of(r.getURI().toFileString()).toAbsolutePath().getParent().resolve(name);
            }
            try {
                text = java.nio.file.Files.readString(file);
            } catch (java.io.IOException | RuntimeException e) {
                problems.add("link '" + l.getName() + "': " + attribute + ": cannot read " + file + " (" + e.getMessage() + ")");
                return "";
            }
        }
        StringBuilder lines = new StringBuilder();
        for (String line : text.split("[;\n]")) {
            if (!line.isBlank()) {
                lines.append(line.strip()).append('\n');
            }
        }
        String name = prefix + l.getName() + "-" + kind + ".txt";
        profiles.put(name, lines.toString());
        return " " + kind + "_file=\"" + esc(name) + "\"";
    }

    private static void structure(StringBuilder x, List<Cluster> clusters, List<Zone> zones, String in, List<String> problems) {
        for (Cluster c : clusters) {
            cluster(x, c, in, problems);
        }
        for (Zone z : zones) {
            x.append(in).append("<zone id=\"").append(esc(z.getName())).append("\" routing=\"").append(routing(z.getRouting()))
                    .append("\">\n");
            structure(x, z.getClusters(), z.getZones(), in + "  ", problems);
            for (Host h : z.getHosts()) {
                host(x, h, in + "  ");
            }
            for (Router r : z.getRouters()) {
                x.append(in).append("  <router id=\"").append(esc(r.getName())).append("\"/>\n");
            }
            routes(x, z.getRoutes(), z.getClusters(), z.getZones(), in + "  ");
            x.append(in).append("</zone>\n");
        }
    }

    private static void routes(StringBuilder x, List<Route> routes, List<Cluster> clusters, List<Zone> zones, String in) {
        for (Route r : routes) {
            boolean zone = r.getGatewayFrom() != null && !r.getGatewayFrom().isEmpty() || r.getGatewayTo() != null
                    && !r.getGatewayTo().isEmpty() || isZoneLike(r.getFrom(), clusters, zones) || isZoneLike(r.getTo(), clusters, zones);
            String tag = zone ? "zoneRoute" : "route";
            x.append(in).append('<').append(tag).append(" src=\"").append(esc(r.getFrom())).append("\" dst=\"").append(esc(r.getTo()))
                    .append('"');
            if (zone) {
                x.append(" gw_src=\"").append(esc(gateway(r.getFrom(), r.getGatewayFrom(), clusters))).append("\" gw_dst=\"")
                        .append(esc(gateway(r.getTo(), r.getGatewayTo(), clusters))).append('"');
            }
            if (!r.isSymmetrical()) {
                x.append(" symmetrical=\"NO\"");
            }
            x.append('>');
            String[] dirs = r.getDirections() == null || r.getDirections().isBlank() ? new String[0] : r.getDirections().trim().split("\\s+");
            for (int i = 0; i < r.getLinks().size(); i++) {
                Link l = r.getLinks().get(i);
                x.append("<link_ctn id=\"").append(esc(l.getName())).append('"');
                if (l.getSharing() == LinkSharing.SPLITDUPLEX) {
                    x.append(" direction=\"").append(i < dirs.length && dirs[i].equals("down") ? "DOWN" : "UP").append('"');
                }
                x.append("/>");
            }
            x.append("</").append(tag).append(">\n");
        }
    }

    private static boolean isZoneLike(String name, List<Cluster> clusters, List<Zone> zones) {
        return clusters.stream().anyMatch(c -> c.getName().equals(name)) || zones.stream().anyMatch(z -> z.getName().equals(name));
    }

    private static String gateway(String member, String given, List<Cluster> clusters) {
        if (given != null && !given.isEmpty()) {
            return given;
        }
        for (Cluster c : clusters) {
            if (c.getName().equals(member)) {
                return c.getRouter() == null || c.getRouter().isEmpty() ? c.getName() + "_router" : c.getRouter();
            }
        }
        return member;
    }

    private static void cluster(StringBuilder x, Cluster c, String in, List<String> problems) {
        // SimGrid names a cluster's hosts prefix + radical + suffix: find them in the names
        List<Host> hs = c.getHosts();
        String prefix = null;
        String suffix = null;
        if (!hs.isEmpty()) {
            String first = hs.get(0).getName();
            int i = first.indexOf('0');
            while (i >= 0 && prefix == null) {
                String pre = first.substring(0, i);
                String suf = first.substring(i + 1);
                boolean all = true;
                for (int k = 0; k < hs.size() && all; k++) {
                    all = hs.get(k).getName().equals(pre + k + suf);
                }
                if (all) {
                    prefix = pre;
                    suffix = suf;
                }
                i = first.indexOf('0', i + 1);
            }
        }
        if (prefix == null) {
            problems.add("cluster '" + c.getName() + "': its hosts are not named prefix0suffix, prefix1suffix, ... as SimGrid's"
                    + " <cluster> names them");
            return;
        }
        Host h0 = hs.get(0);
        for (Host h : hs) {
            if (h.getSpeed() != h0.getSpeed() || h.getProcessors() != h0.getProcessors()) {
                problems.add("cluster '" + c.getName() + "': host '" + h.getName() + "' differs in speed or processors from '"
                        + h0.getName() + "'; SimGrid's <cluster> has one speed");
                return;
            }
        }
        String router = c.getRouter() == null || c.getRouter().isEmpty() ? c.getName() + "_router" : c.getRouter();
        x.append(in).append("<cluster id=\"").append(esc(c.getName())).append("\" prefix=\"").append(esc(prefix)).append("\" suffix=\"")
                .append(esc(suffix)).append("\" radical=\"0-").append(hs.size() - 1).append("\" speed=\"").append(num(h0.getSpeed() * SimgridImport.REFERENCE_FLOPS))
                .append("f\" core=\"").append(h0.getProcessors()).append("\" bw=\"").append(num(c.getBandwidthBytesPerSecond()))
                .append("Bps\" lat=\"").append(num(c.getLatencySeconds())).append("s\" sharing_policy=\"")
                .append(c.getSharing() == LinkSharing.SPLITDUPLEX ? "SPLITDUPLEX" : "SHARED").append('"');
        if (c.getBackboneBandwidthBytesPerSecond() > 0 || c.getBackboneLatencySeconds() > 0) {
            x.append(" bb_bw=\"").append(num(c.getBackboneBandwidthBytesPerSecond())).append("Bps\" bb_lat=\"")
                    .append(num(c.getBackboneLatencySeconds())).append("s\" bb_sharing_policy=\"")
                    .append(c.getBackboneSharing() == LinkSharing.FATPIPE ? "FATPIPE" : "SHARED").append('"');
        }
        x.append(" router_id=\"").append(esc(router)).append("\"/>\n");
    }

    private static void collect(List<Cluster> clusters, List<Zone> zones, Set<Host> held) {
        for (Cluster c : clusters) {
            held.addAll(c.getHosts());
        }
        for (Zone z : zones) {
            held.addAll(z.getHosts());
            collect(z.getClusters(), z.getZones(), held);
        }
    }

    private static void host(StringBuilder x, Host h, String in) {
        x.append(in).append("<host id=\"").append(esc(h.getName())).append("\" speed=\"").append(num(h.getSpeed() * SimgridImport.REFERENCE_FLOPS))
                .append("f\" core=\"").append(h.getProcessors()).append("\"/>\n");
    }

    /** The deployment for bench/simgrid/master_worker.cpp, or null (after a problem) when the application has no equivalent. */
    private static String deployment(MasterSlaveApplication app, List<String> problems) {
        String cost = app.getUnitCost() == null ? "" : app.getUnitCost().replace(" ", "");
        double unitSeconds;
        if (cost.startsWith("constant(value=") && cost.endsWith(")")) {
            unitSeconds = Double.parseDouble(cost.substring("constant(value=".length(), cost.length() - 1));
        } else {
            problems.add("application: unitCost '" + app.getUnitCost() + "' is not constant(value=...); the SimGrid driver's tasks"
                    + " all cost the same");
            return null;
        }
        String strategy = app.getStrategy();
        if (strategy.equals("self")) {
            strategy = "self-scheduling";
        }
        if (!strategy.equals("self-scheduling") && !strategy.equals("static-block")) {
            problems.add("application: strategy '" + app.getStrategy() + "' is not one of the SimGrid driver's (self, static-block)");
        }
        if (app.getWorkBytesFixed() != 0 || app.getResultBytesPerUnit() != 0 || app.getMasterOverheadSeconds() != 0) {
            problems.add("application: workBytesFixed, resultBytesPerUnit and masterOverheadSeconds must be 0 for the SimGrid driver");
        }
        if (app.getMaster() == null) {
            problems.add("application: no master");
            return null;
        }
        StringBuilder d = new StringBuilder();
        d.append("<?xml version='1.0'?>\n<!DOCTYPE platform SYSTEM \"https://simgrid.org/simgrid.dtd\">\n<platform version=\"4.1\">\n");
        d.append("  <!-- for lbsim's driver bench/simgrid/master_worker.cpp: TASKS TASK_FLOPS TASK_BYTES RESULT_BYTES STRATEGY WORKERS -->\n");
        d.append("  <actor host=\"").append(esc(app.getMaster().getName())).append("\" function=\"master\">");
        for (String a : new String[] { Long.toString(app.getUnits()), num(unitSeconds * SimgridImport.REFERENCE_FLOPS),
                Long.toString(app.getWorkBytesPerUnit()), Long.toString(app.getResultBytesFixed()), strategy,
                Integer.toString(app.getSlaves().size()) }) {
            d.append("<argument value=\"").append(esc(a)).append("\"/>");
        }
        d.append("</actor>\n");
        for (int i = 0; i < app.getSlaves().size(); i++) {
            d.append("  <actor host=\"").append(esc(app.getSlaves().get(i).getName())).append("\" function=\"worker\"><argument value=\"")
                    .append(i).append("\"/><argument value=\"").append(app.getResultBytesFixed()).append("\"/><argument value=\"")
                    .append(app.getRequestBytes()).append("\"/></actor>\n");
        }
        d.append("</platform>\n");
        return d.toString();
    }

    private static String routing(ZoneRouting r) {
        return r == ZoneRouting.FULL ? "Full" : "Floyd";
    }

    private static String sharing(LinkSharing s) {
        return switch (s) {
            case FATPIPE -> "FATPIPE";
            case SPLITDUPLEX -> "SPLITDUPLEX";
            default -> "SHARED";
        };
    }

    /** A number as SimGrid reads it, shortest exact form. */
    private static String num(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v).toLowerCase(Locale.ROOT);
    }

    private static String esc(String s) {
        return s == null ? "" : s.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;");
    }
}
