package lbsim.run.importer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

import org.eclipse.emf.ecore.util.InternalEList;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.Attributes;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

import lbsim.model.Cluster;
import lbsim.model.Host;
import lbsim.model.Link;
import lbsim.model.LinkSharing;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.ModelFactory;
import lbsim.model.NetworkSharingModel;
import lbsim.model.ObservedTask;
import lbsim.model.ObservedTaskApplication;
import lbsim.model.Platform;
import lbsim.model.Route;
import lbsim.model.RoutedNetwork;
import lbsim.model.Router;
import lbsim.model.RunSettings;
import lbsim.model.Scenario;
import lbsim.model.Zone;
import lbsim.model.ZoneRouting;
import lbsim.model.io.ScenarioException;

/**
 * Imports a SimGrid platform (XML, DTD version 4.x) and, optionally, a master-worker deployment into a
 * scenario: hosts, one routed network segment (the platform's links, routers, clusters, zones and routes)
 * and a master-slave application.
 * <p>
 * Platform: every {@code <host>} (speed in flop/s: lbsim's host speed is speed / 1 Gflop/s, the
 * reference machine; {@code core} = processors), {@code <link>} (any bandwidth and latency; SHARED,
 * SPLITDUPLEX or FATPIPE), {@code <router>}, flat {@code <cluster>} (SimGrid's hosts prefix + radical +
 * suffix, private links, backbone with its sharing, router), {@code <zone>} with routing Full, Floyd,
 * Dijkstra or DijkstraCache, {@code <route>} and {@code <zoneRoute>} with their {@code <link_ctn>}
 * (direction included) and gateways, and the network model of {@code <config>} ({@code network/model}
 * CM02 or LV08, {@code network/crosstraffic}, {@code network/TCP-gamma}, the factors and weight-S);
 * without one, SimGrid's default, LV08. Hosts and clusters (for each of their hosts) also carry what changes
 * under the program (lbsim.core.dynamics): their pstates ({@code speed="S0, S1, ..."}: the first is the host's
 * speed, all are its pstate speeds), speed and state profiles ({@code speed_file} or {@code availability_file},
 * {@code state_file}, read inline) and energy properties ({@code wattage_per_state}, {@code wattage_off}); links
 * their bandwidth and latency profiles ({@code bandwidth_file}, {@code latency_file}, read inline). Inline
 * {@code <trace>} elements (with their periodicity) connected to hosts by {@code <trace_connect>} (kinds SPEED and
 * HOST_AVAIL) are profiles too; connected to links they are refused, as SimGrid 3.32 refuses them.
 * What changes timing and cannot be expressed (other routings and topologies, bypass routes, links' state profiles,
 * loopback and limiter links, wifi, other network models) is an error naming the element and its line; what
 * does not change a master-worker's timing here (other energy properties, disks, other properties and
 * configuration items) is reported as ignored.
 * <p>
 * Deployment: one actor (or process) of function {@code master} with arguments TASKS TASK_FLOPS
 * TASK_BYTES [RESULT_BYTES [STRATEGY]] (strategy {@code self-scheduling}, the default, which is lbsim's
 * {@code self}, or any lbsim strategy name, e.g. {@code static-block}); and actors of function {@code worker}, whose first argument
 * (if a number) orders them (the slaves' order). These are the arguments of lbsim's SimGrid driver
 * (bench/simgrid/master_worker.cpp). A unit costs TASK_FLOPS / 1e9 reference seconds; a work message
 * carries TASK_BYTES per unit; requests are empty; results are RESULT_BYTES (default 0); no CPU overheads.
 */
public final class SimgridImport {

    /** Flop/s of lbsim's reference machine (speed 1.0). */
    public static final double REFERENCE_FLOPS = 1e9;

    /** The scenario and what was ignored, one line each. */
    public record Result(Scenario scenario, List<String> warnings) {
    }

    /**
     * What the command line may impose over the file's {@code <config>}.
     *
     * @param networkModel "cm02", "lv08" or "maxmin", or null for the file's (else LV08)
     * @param crosstraffic on or off, or null for the file's (else on)
     */
    public record Options(String networkModel, Boolean crosstraffic) {
        /** Nothing imposed. */
        public static final Options NONE = new Options(null, null);
    }

    private SimgridImport() {
    }

    /** The energy properties lbsim reads (SimGrid's host energy plugin), on hosts and clusters. */
    private static final java.util.Set<String> ENERGY_PROPERTIES = java.util.Set.of("wattage_per_state", "wattage_off");

    /**
     * What changes under the program on a host (lbsim.core.dynamics): its pstates' speeds as factors of the
     * reference machine (", " between them; null: one pstate, no DVFS), speed and state profiles (inline, "; "
     * between lines; null: none), the energy properties (null: none).
     */
    private record HostExtras(String pstateSpeeds, String speedProfile, String stateProfile, String wattagePerState,
            Double wattageOff) {
        void applyTo(Host h) {
            if (pstateSpeeds != null) {
                h.setPstateSpeeds(pstateSpeeds);
            }
            h.setSpeedProfile(speedProfile);
            h.setStateProfile(stateProfile);
            h.setWattagePerState(wattagePerState);
            if (wattageOff != null) {
                h.setWattageOff(wattageOff);
            }
        }
    }

    /** Reads a platform and an optional deployment with the file's network model. */
    public static Result read(Path platform, Path deployment) throws ScenarioException {
        return read(platform, deployment, Options.NONE);
    }

    /**
     * Reads a platform and an optional deployment.
     *
     * @throws ScenarioException listing every element that cannot be imported, with file and line
     */
    public static Result read(Path platform, Path deployment, Options options) throws ScenarioException {
        List<String> problems = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        String pl = platform.toString();
        Element root = parse(platform, "platform");
        ModelFactory f = ModelFactory.eINSTANCE;
        Scenario s = f.createScenario();
        String base = platform.getFileName().toString();
        s.setName(base.contains(".") ? base.substring(0, base.lastIndexOf('.')) : base);
        s.setDescription("Imported from the SimGrid platform " + base
                + (deployment == null ? "" : " and the deployment " + deployment.getFileName()) + ".");
        Platform p = f.createPlatform();
        s.setPlatform(p);
        RoutedNetwork net = f.createRoutedNetwork();
        net.setName("simgrid");
        net.setModel(NetworkSharingModel.LV08);
        p.getSegments().add(net);
        Walk w = new Walk(pl, net, p, problems, warnings);
        // the platform's top zone (or the platform itself, for files without one) is the routed network
        List<Element> top = new ArrayList<>();
        for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element c) {
                top.add(c);
            }
        }
        Element zoneEl = null;
        for (Element c : top) {
            if ((c.getTagName().equals("zone") || c.getTagName().equals("AS")) && zoneEl == null) {
                zoneEl = c;
            }
        }
        for (Element c : top) {
            if (c.getTagName().equals("config")) {
                w.config(c);
            }
        }
        if (zoneEl != null && top.stream().filter(c -> !PLATFORM_LEVEL.contains(c.getTagName())).count() == 1) {
            net.setRouting(w.routing(zoneEl));
            for (Element c : top) {
                if (c.getTagName().equals("trace")) {
                    w.trace(c);
                } else if (c.getTagName().equals("trace_connect")) {
                    w.connects.add(c);
                }
            }
            w.zone(zoneEl, null);
        } else {
            w.zone(root, null);
        }
        w.resolveRoutes();
        w.resolveTraces();
        if (options.networkModel() != null) {
            switch (options.networkModel().toLowerCase(Locale.ROOT)) {
                case "cm02" -> net.setModel(NetworkSharingModel.CM02);
                case "lv08" -> net.setModel(NetworkSharingModel.LV08);
                case "maxmin" -> net.setModel(NetworkSharingModel.MAXMIN);
                default -> problems.add("network model '" + options.networkModel() + "' is none of cm02, lv08, maxmin");
            }
        }
        if (options.crosstraffic() != null) {
            net.setCrosstraffic(options.crosstraffic());
        }
        if (p.getHosts().isEmpty() && problems.isEmpty()) {
            problems.add(pl + ": no host and no cluster");
        }
        Map<String, Host> byName = new HashMap<>();
        for (Host h : p.getHosts()) {
            byName.put(h.getName(), h);
        }
        if (deployment != null) {
            MasterSlaveApplication app = deployment(deployment, byName, problems, f);
            if (app != null) {
                s.setApplication(app);
            }
        } else if (!p.getHosts().isEmpty()) {
            ObservedTaskApplication app = f.createObservedTaskApplication();
            ObservedTask t = f.createObservedTask();
            t.setName("probe");
            t.setHost(p.getHosts().get(0));
            t.setWorkSeconds(1.0);
            app.getTasks().add(t);
            s.setApplication(app);
        }
        if (!problems.isEmpty()) {
            throw ScenarioException.ofLines(problems);
        }
        RunSettings run = f.createRunSettings();
        run.setSeed(1);
        s.setRun(run);
        return new Result(s, warnings);
    }

    /** What may stand beside the top zone for it to be the routed network itself. */
    private static final Set<String> PLATFORM_LEVEL = Set.of("config", "trace", "trace_connect");

    /** One pass over the platform's elements, building the routed network. */
    private static final class Walk {
        /** Inline profiles of the {@code <trace>} elements by id ("TIME VALUE; ..."), and the connections to apply. */
        final Map<String, String> traces = new HashMap<>();
        final List<Element> connects = new ArrayList<>();
        final String file;
        final RoutedNetwork net;
        final Platform platform;
        final List<String> problems;
        final List<String> warnings;
        final ModelFactory f = ModelFactory.eINSTANCE;
        final Map<String, Link> links = new HashMap<>();
        final Set<String> names = new java.util.HashSet<>();
        /** Routes and the container they go to, resolved once every link is known. */
        final List<Object[]> routes = new ArrayList<>();

        Walk(String file, RoutedNetwork net, Platform platform, List<String> problems, List<String> warnings) {
            this.file = file;
            this.net = net;
            this.platform = platform;
            this.problems = problems;
            this.warnings = warnings;
        }

        String where(Element c) {
            return file + ":" + line(c) + ": <" + c.getTagName() + (c.hasAttribute("id") ? " id=\"" + c.getAttribute("id") + "\"" : "")
                    + (c.hasAttribute("src") ? " src=\"" + c.getAttribute("src") + "\" dst=\"" + c.getAttribute("dst") + "\"" : "") + ">";
        }

        ZoneRouting routing(Element z) {
            String r = z.getAttribute("routing");
            switch (r) {
                case "Full":
                    return ZoneRouting.FULL;
                case "Floyd", "Dijkstra", "DijkstraCache", "":
                    return ZoneRouting.SHORTEST;
                default:
                    problems.add(where(z) + ": routing " + r + " is not supported (Full, Floyd, Dijkstra and DijkstraCache are)");
                    return ZoneRouting.SHORTEST;
            }
        }

        boolean name(Element c, String id) {
            if (id.isEmpty()) {
                problems.add(where(c) + ": no id");
                return false;
            }
            if (!names.add(id)) {
                problems.add(where(c) + ": '" + id + "' is declared twice");
                return false;
            }
            return true;
        }

        /** The children of a zone element into the network (zone null) or into a zone. */
        void zone(Element e, Zone zone) {
            for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (!(n instanceof Element c)) {
                    continue;
                }
                switch (c.getTagName()) {
                    case "zone", "AS" -> {
                        if (!name(c, c.getAttribute("id"))) {
                            continue;
                        }
                        Zone z = f.createZone();
                        z.setName(c.getAttribute("id"));
                        z.setRouting(routing(c));
                        (zone == null ? net.getZones() : zone.getZones()).add(z);
                        zone(c, z);
                    }
                    case "host" -> host(c, zone);
                    case "router" -> {
                        if (name(c, c.getAttribute("id"))) {
                            Router r = f.createRouter();
                            r.setName(c.getAttribute("id"));
                            (zone == null ? net.getRouters() : zone.getRouters()).add(r);
                        }
                    }
                    case "cluster" -> cluster(c, zone);
                    case "link" -> link(c);
                    case "route", "zoneRoute", "ASroute" -> routes.add(new Object[] { c, zone });
                    case "prop" -> warnings.add(where(c) + ": property '" + c.getAttribute("id") + "' ignored");
                    case "config" -> config(c);
                    case "disk" -> warnings.add(where(c) + ": disks are not modelled; ignored");
                    case "trace" -> trace(c);
                    case "trace_connect" -> connects.add(c);
                    default -> problems.add(where(c) + ": not supported (lbsim's routed network cannot express <" + c.getTagName()
                            + ">)");
                }
            }
        }

        void config(Element c) {
            for (Element k : children(c, "prop")) {
                String id = k.getAttribute("id");
                String v = k.getAttribute("value").strip();
                String at = file + ":" + line(k) + ": <prop id=\"" + id + "\">";
                switch (id) {
                    case "network/model" -> {
                        switch (v) {
                            case "CM02" -> net.setModel(NetworkSharingModel.CM02);
                            case "LV08" -> net.setModel(NetworkSharingModel.LV08);
                            default -> problems.add(at + ": network model " + v + " is not supported (CM02 and LV08 are)");
                        }
                    }
                    case "network/crosstraffic" -> net.setCrosstraffic(v.equals("1") || v.equalsIgnoreCase("yes")
                            || v.equalsIgnoreCase("true") || v.equalsIgnoreCase("on"));
                    case "network/TCP-gamma", "network/TCP_gamma" -> net.setTcpGammaBytes(number(v, BANDWIDTH_OR_BYTES, at, problems));
                    case "network/latency-factor" -> net.setLatencyFactor(plain(v, at));
                    case "network/bandwidth-factor" -> net.setBandwidthFactor(plain(v, at));
                    case "network/weight-S" -> net.setWeightS(plain(v, at));
                    default -> warnings.add(at + ": configuration item ignored");
                }
            }
        }

        double plain(String v, String at) {
            try {
                return Double.parseDouble(v);
            } catch (NumberFormatException e) {
                problems.add(at + ": '" + v + "' is not a number");
                return 1;
            }
        }

        void host(Element c, Zone zone) {
            String where = where(c);
            String id = c.getAttribute("id");
            if (!name(c, id)) {
                return;
            }
            double flops = speed(c.getAttribute("speed"), where, problems, warnings);
            int cores = cores(c.getAttribute("core"), where, problems);
            if (c.hasAttribute("coordinates")) {
                problems.add(where + ": coordinates is not supported");
            }
            HostExtras x = extras(c, where);
            unsupportedChildren(c, where, problems, warnings, ENERGY_PROPERTIES);
            Host h = addHost(id, flops, cores);
            x.applyTo(h);
            if (zone != null) {
                ((InternalEList<Host>) zone.getHosts()).addUnique(h);
            }
        }

        /**
         * The host extras of a {@code <host>} or {@code <cluster>}: its pstates (speed="S0, S1, ..."), speed profile
         * (speed_file or availability_file) and state profile (state_file), files relative to the platform's folder,
         * and energy properties (wattage_per_state, wattage_off).
         */
        HostExtras extras(Element c, String where) {
            Path dir = Path.of(file).toAbsolutePath().getParent();
            String speedFile = c.hasAttribute("speed_file") ? "speed_file" : "availability_file";
            String speedProfile = profileFile(c, speedFile, dir, where, problems);
            String stateProfile = profileFile(c, "state_file", dir, where, problems);
            String pstateSpeeds = null;
            double[] pstates = pstates(c.getAttribute("speed"), where, problems);
            if (pstates != null) {
                StringBuilder speeds = new StringBuilder();
                for (double v : pstates) {
                    speeds.append(speeds.length() == 0 ? "" : ", ").append(v / REFERENCE_FLOPS);
                }
                pstateSpeeds = speeds.toString();
            }
            Map<String, String> energy = energyProperties(c);
            Double wattageOff = null;
            if (energy.get("wattage_off") != null) {
                try {
                    wattageOff = Double.parseDouble(energy.get("wattage_off"));
                } catch (NumberFormatException e) {
                    problems.add(where + ": wattage_off '" + energy.get("wattage_off") + "' is not a number");
                }
            }
            return new HostExtras(pstateSpeeds, speedProfile, stateProfile, energy.get("wattage_per_state"), wattageOff);
        }

        Host addHost(String id, double flops, int cores) {
            Host h = f.createHost();
            h.setName(id);
            h.setSpeed(flops / REFERENCE_FLOPS);
            h.setProcessors(cores);
            h.setSegment(net);
            // a new host, so no uniqueness check (add's is linear: quadratic over 100,000 hosts)
            ((InternalEList<Host>) platform.getHosts()).addUnique(h);
            return h;
        }

        void cluster(Element c, Zone zone) {
            String where = where(c);
            String id = c.getAttribute("id");
            if (!name(c, id)) {
                return;
            }
            double flops = speed(c.getAttribute("speed"), where, problems, warnings);
            int cores = cores(c.getAttribute("core"), where, problems);
            String topology = c.getAttribute("topology");
            if (!topology.isEmpty() && !topology.equals("FLAT")) {
                problems.add(where + ": topology " + topology + " is not supported (flat clusters only)");
            }
            for (String a : List.of("loopback_bw", "loopback_lat", "limiter_link")) {
                if (c.hasAttribute(a)) {
                    problems.add(where + ": " + a + " is not supported (same-host messages never touch lbsim's network)");
                }
            }
            HostExtras x = extras(c, where); // pstates, profiles and energy, the same on each of its hosts
            if (!c.hasAttribute("bw")) {
                problems.add(where + ": no bw");
                return;
            }
            Cluster k = f.createCluster();
            k.setName(id);
            k.setBandwidthBytesPerSecond(positive(number(c.getAttribute("bw"), BANDWIDTH, where + ": bw", problems), where, "bw"));
            k.setLatencySeconds(c.hasAttribute("lat") ? number(c.getAttribute("lat"), TIME, where + ": lat", problems) : 0);
            String sp = c.getAttribute("sharing_policy");
            // SimGrid 3.32 makes a cluster's private links split-duplex, or shared for any other policy
            k.setSharing(sp.isEmpty() || sp.equals("SPLITDUPLEX") || sp.equals("FULLDUPLEX") ? LinkSharing.SPLITDUPLEX
                    : LinkSharing.SHARED);
            if (c.hasAttribute("bb_bw") || c.hasAttribute("bb_lat")) {
                k.setBackboneBandwidthBytesPerSecond(c.hasAttribute("bb_bw") ? number(c.getAttribute("bb_bw"), BANDWIDTH,
                        where + ": bb_bw", problems) : 0);
                k.setBackboneLatencySeconds(c.hasAttribute("bb_lat") ? number(c.getAttribute("bb_lat"), TIME, where + ": bb_lat",
                        problems) : 0);
                k.setBackboneSharing("FATPIPE".equals(c.getAttribute("bb_sharing_policy")) ? LinkSharing.FATPIPE : LinkSharing.SHARED);
            }
            String prefix = c.getAttribute("prefix");
            String suffix = c.getAttribute("suffix");
            String router = c.getAttribute("router_id");
            k.setRouter(router.isEmpty() ? prefix + id + "_router" + suffix : router);
            names.add(k.getRouter());
            for (long i : radical(c.getAttribute("radical"), where, problems)) {
                String name = prefix + i + suffix;
                if (!names.add(name)) {
                    problems.add(where + ": host '" + name + "' is declared twice");
                    continue;
                }
                Host h = addHost(name, flops, cores);
                x.applyTo(h);
                ((InternalEList<Host>) k.getHosts()).addUnique(h);
            }
            unsupportedChildren(c, where, problems, warnings, ENERGY_PROPERTIES);
            (zone == null ? net.getClusters() : zone.getClusters()).add(k);
        }

        void link(Element c) {
            String where = where(c);
            String id = c.getAttribute("id");
            if (id.isEmpty()) {
                problems.add(where + ": no id");
                return;
            }
            if (links.containsKey(id)) {
                problems.add(where + ": link '" + id + "' is declared twice");
                return;
            }
            if (!c.hasAttribute("bandwidth")) {
                problems.add(where + ": no bandwidth");
                return;
            }
            if (c.hasAttribute("state_file")) {
                problems.add(where + ": state_file is not supported (links are always on; bandwidth_file and latency_file are read)");
            }
            Link l = f.createLink();
            l.setName(id);
            Path dir = Path.of(file).toAbsolutePath().getParent();
            l.setBandwidthProfile(profileFile(c, "bandwidth_file", dir, where, problems));
            l.setLatencyProfile(profileFile(c, "latency_file", dir, where, problems));
            String bw = c.getAttribute("bandwidth");
            l.setBandwidthBytesPerSecond(positive(number(bw.split(",")[0], BANDWIDTH, where + ": bandwidth", problems), where,
                    "bandwidth"));
            l.setLatencySeconds(c.hasAttribute("latency") ? number(c.getAttribute("latency"), TIME, where + ": latency", problems) : 0);
            switch (c.getAttribute("sharing_policy")) {
                case "", "SHARED" -> l.setSharing(LinkSharing.SHARED);
                case "SPLITDUPLEX", "FULLDUPLEX" -> l.setSharing(LinkSharing.SPLITDUPLEX);
                case "FATPIPE" -> l.setSharing(LinkSharing.FATPIPE);
                default -> problems.add(where + ": sharing policy " + c.getAttribute("sharing_policy") + " is not supported");
            }
            unsupportedChildren(c, where, problems, warnings);
            links.put(id, l);
            net.getLinks().add(l);
        }

        double positive(double v, String where, String what) {
            if (!(v > 0)) {
                problems.add(where + ": " + what + " must be > 0");
                return 1;
            }
            return v;
        }

        /**
         * A {@code <trace>}: its lines (inline, or from its file relative to the platform's folder) as an inline
         * profile; a periodicity &gt; 0 becomes a PERIODICITY line (the length of a cycle, as in SimGrid).
         */
        void trace(Element c) {
            String where = where(c);
            String id = c.getAttribute("id");
            String text;
            if (!c.getAttribute("file").isEmpty()) {
                text = profileFile(c, "file", Path.of(file).toAbsolutePath().getParent(), where, problems);
                if (text == null) {
                    return;
                }
                text = text.replace("; ", "\n");
            } else {
                text = c.getTextContent();
            }
            List<String> lines = new ArrayList<>();
            for (String line : text.split("\n")) {
                if (!line.isBlank()) {
                    lines.add(line.strip());
                }
            }
            String period = c.getAttribute("periodicity").strip();
            if (!period.isEmpty() && !period.startsWith("-")) { // SimGrid: a periodicity <= 0 (often -1) does not loop
                double d = number(period, TIME, where + ": periodicity", problems);
                if (d > 0) {
                    lines.add("PERIODICITY " + d);
                }
            }
            traces.put(id, String.join("; ", lines));
        }

        /** The {@code <trace_connect>}s: speed and state profiles of hosts (links take theirs from files only). */
        void resolveTraces() {
            for (Element c : connects) {
                String where = where(c);
                String profile = traces.get(c.getAttribute("trace"));
                if (profile == null) {
                    problems.add(where + ": unknown trace '" + c.getAttribute("trace") + "'");
                    continue;
                }
                String element = c.getAttribute("element");
                String kind = c.getAttribute("kind").isEmpty() ? "HOST_AVAIL" : c.getAttribute("kind");
                switch (kind) {
                    case "BANDWIDTH", "LATENCY" -> problems.add(where + ": kind " + kind + " is not supported (SimGrid 3.32 refuses it"
                            + " too: a link is sealed before its trace_connect; give the link a " + kind.toLowerCase(Locale.ROOT)
                            + "_file)");
                    case "SPEED", "POWER", "HOST_AVAIL" -> {
                        Host h = platform.getHosts().stream().filter(x -> x.getName().equals(element)).findFirst().orElse(null);
                        if (h == null) {
                            problems.add(where + ": unknown host '" + element + "'");
                        } else if (kind.equals("HOST_AVAIL")) {
                            h.setStateProfile(profile);
                        } else {
                            h.setSpeedProfile(profile);
                        }
                    }
                    default -> problems.add(where + ": kind " + kind + " is not supported (links are always on)");
                }
            }
        }

        void resolveRoutes() {
            for (Object[] o : routes) {
                Element c = (Element) o[0];
                Zone zone = (Zone) o[1];
                String where = where(c);
                Route r = f.createRoute();
                r.setFrom(c.getAttribute("src"));
                r.setTo(c.getAttribute("dst"));
                if (!c.getTagName().equals("route")) {
                    r.setGatewayFrom(c.getAttribute("gw_src"));
                    r.setGatewayTo(c.getAttribute("gw_dst"));
                }
                r.setSymmetrical(!c.getAttribute("symmetrical").equalsIgnoreCase("NO"));
                StringBuilder dirs = new StringBuilder();
                boolean anyDown = false;
                for (Node n = c.getFirstChild(); n != null; n = n.getNextSibling()) {
                    if (!(n instanceof Element k)) {
                        continue;
                    }
                    if (!k.getTagName().equals("link_ctn")) {
                        problems.add(file + ":" + line(k) + ": <" + k.getTagName() + "> in a route is not supported");
                        continue;
                    }
                    Link l = links.get(k.getAttribute("id"));
                    if (l == null) {
                        problems.add(file + ":" + line(k) + ": <link_ctn id=\"" + k.getAttribute("id") + "\">: unknown link");
                        continue;
                    }
                    r.getLinks().add(l);
                    boolean down = k.getAttribute("direction").equals("DOWN");
                    anyDown |= down;
                    dirs.append(dirs.length() == 0 ? "" : " ").append(down ? "down" : "up");
                }
                if (anyDown) {
                    r.setDirections(dirs.toString());
                }
                (zone == null ? net.getRoutes() : zone.getRoutes()).add(r);
                if (r.getFrom().isEmpty() || r.getTo().isEmpty()) {
                    problems.add(where + ": src and dst are required");
                }
            }
        }
    }

    /** Children of hosts, clusters and links: properties (energy or not) and disks are ignored, the rest is an error. */
    private static void unsupportedChildren(Element c, String where, List<String> problems, List<String> warnings) {
        unsupportedChildren(c, where, problems, warnings, java.util.Set.of());
    }

    /** As above, with properties that were read ({@code used}) passed over in silence. */
    private static void unsupportedChildren(Element c, String where, List<String> problems, List<String> warnings,
            java.util.Set<String> used) {
        for (Node n = c.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element k) {
                switch (k.getTagName()) {
                    case "prop" -> {
                        if (!used.contains(k.getAttribute("id"))) {
                            property(k, where, warnings);
                        }
                    }
                    case "disk" -> warnings.add(where + ": disk '" + k.getAttribute("id") + "' is not modelled; ignored");
                    default -> problems.add(where + ": <" + k.getTagName() + "> is not supported");
                }
            }
        }
    }

    private static void property(Element k, String where, List<String> warnings) {
        String id = k.getAttribute("id");
        if (id.startsWith("wattage") || id.startsWith("watt_") || id.contains("energy")) {
            warnings.add(where + ": energy property '" + id + "' is not modelled; ignored");
        } else {
            warnings.add(where + ": property '" + id + "' ignored");
        }
    }

    private static double speed(String text, String where, List<String> problems, List<String> warnings) {
        if (text.isEmpty()) {
            problems.add(where + ": no speed");
            return 1;
        }
        String[] pstates = text.split(",");
        double v = number(pstates[0].strip(), SPEED, where + ": speed", problems);
        if (!(v > 0)) {
            problems.add(where + ": speed must be > 0");
            return 1;
        }
        return v;
    }

    /** Every pstate's speed in flop/s (SimGrid's speed="S0, S1, ..."); null for a single pstate or bad speeds. */
    private static double[] pstates(String text, String where, List<String> problems) {
        String[] parts = text.split(",");
        if (parts.length < 2) {
            return null;
        }
        double[] out = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            out[i] = number(parts[i].strip(), SPEED, where + ": speed of pstate " + i, problems);
            if (!(out[i] > 0)) {
                problems.add(where + ": the speed of pstate " + i + " must be > 0");
                return null;
            }
        }
        return out;
    }

    /** The energy properties among an element's {@code <prop>} children. */
    private static Map<String, String> energyProperties(Element c) {
        Map<String, String> out = new HashMap<>();
        for (Element k : children(c, "prop")) {
            if (ENERGY_PROPERTIES.contains(k.getAttribute("id"))) {
                out.put(k.getAttribute("id"), k.getAttribute("value").strip());
            }
        }
        return out;
    }

    /**
     * A profile file named by attribute {@code attr} (relative to the platform's folder), as an inline profile
     * (';' between its lines); null when the attribute is absent or the file cannot be read (a problem then).
     */
    private static String profileFile(Element c, String attr, Path dir, String where, List<String> problems) {
        if (!c.hasAttribute(attr)) {
            return null;
        }
        Path f = dir == null ? Path.of(c.getAttribute(attr)) : dir.resolve(c.getAttribute(attr));
        try {
            List<String> lines = new ArrayList<>();
            for (String line : java.nio.file.Files.readAllLines(f)) {
                if (!line.isBlank()) {
                    lines.add(line.strip());
                }
            }
            return String.join("; ", lines);
        } catch (java.io.IOException e) {
            problems.add(where + ": " + attr + " " + f + " cannot be read (" + e.getMessage() + ")");
            return null;
        }
    }

    private static int cores(String text, String where, List<String> problems) {
        if (text.isEmpty()) {
            return 1;
        }
        try {
            int c = Integer.parseInt(text.strip());
            if (c >= 1) {
                return c;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        problems.add(where + ": core must be a whole number >= 1, got '" + text + "'");
        return 1;
    }

    /** "0-99", "1,3,5-7": the numbers, in order. */
    private static List<Long> radical(String text, String where, List<String> problems) {
        List<Long> out = new ArrayList<>();
        for (String part : text.split(",")) {
            String t = part.strip();
            try {
                int dash = t.indexOf('-', 1);
                long a = Long.parseLong(dash < 0 ? t : t.substring(0, dash).strip());
                long b = dash < 0 ? a : Long.parseLong(t.substring(dash + 1).strip());
                if (b < a || b - a > 10_000_000) {
                    throw new NumberFormatException();
                }
                for (long i = a; i <= b; i++) {
                    out.add(i);
                }
            } catch (NumberFormatException e) {
                problems.add(where + ": radical '" + text + "' is not a list of numbers and ranges (e.g. 0-99 or 1,3,5-7)");
                return List.of();
            }
        }
        return out;
    }

    // ------------------------------------------------------------------ units

    private static final Map<String, Double> SPEED = units("f", 1000, "flops");
    private static final Map<String, Double> BANDWIDTH = bandwidthUnits();
    private static final Map<String, Double> BANDWIDTH_OR_BYTES = bytesUnits();
    private static final Map<String, Double> TIME = Map.of("s", 1.0, "ms", 1e-3, "us", 1e-6, "ns", 1e-9, "ps", 1e-12,
            "m", 60.0, "h", 3600.0, "d", 86400.0, "w", 604800.0);

    private static Map<String, Double> units(String unit, double step, String... synonyms) {
        Map<String, Double> m = new HashMap<>();
        String[] prefixes = { "", "k", "M", "G", "T", "P", "E" };
        String[] binary = { "", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei" };
        List<String> names = new ArrayList<>(List.of(unit));
        names.addAll(List.of(synonyms));
        for (String u : names) {
            double f = 1;
            double g = 1;
            for (int i = 0; i < prefixes.length; i++) {
                m.put(prefixes[i] + u, f);
                if (i > 0) {
                    m.put(binary[i] + u, g);
                }
                f *= step;
                g *= 1024;
            }
        }
        return m;
    }

    private static Map<String, Double> bytesUnits() {
        Map<String, Double> m = new HashMap<>(units("B", 1000));
        m.putAll(bandwidthUnits());
        return m;
    }

    private static Map<String, Double> bandwidthUnits() {
        Map<String, Double> m = new HashMap<>(units("Bps", 1000));
        for (Map.Entry<String, Double> e : units("bps", 1000).entrySet()) {
            m.put(e.getKey(), e.getValue() / 8);
        }
        return m;
    }

    /** A SimGrid quantity: a number with an optional unit of the table (none = the base unit). */
    static double number(String text, Map<String, Double> table, String what, List<String> problems) {
        String t = text.strip();
        int i = t.length();
        while (i > 0 && Character.isLetter(t.charAt(i - 1))) {
            i--;
        }
        String unit = t.substring(i);
        Double scale = unit.isEmpty() ? Double.valueOf(1) : table.get(unit);
        try {
            double v = Double.parseDouble(t.substring(0, i));
            if (scale == null) {
                problems.add(what + ": unknown unit '" + unit + "' in '" + text + "'");
                return 1;
            }
            if (!(v >= 0) || Double.isInfinite(v)) {
                throw new NumberFormatException();
            }
            return v * scale;
        } catch (NumberFormatException e) {
            problems.add(what + ": '" + text + "' is not a number >= 0 with a unit");
            return 1;
        }
    }

    // ------------------------------------------------------------------ deployment

    private static MasterSlaveApplication deployment(Path file, Map<String, Host> hosts, List<String> problems, ModelFactory f)
            throws ScenarioException {
        String dl = file.toString();
        Element root = parse(file, "platform");
        Element master = null;
        List<Element> workers = new ArrayList<>();
        for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (!(n instanceof Element c)) {
                continue;
            }
            String where = dl + ": <" + c.getTagName() + " host=\"" + c.getAttribute("host") + "\" function=\""
                    + c.getAttribute("function") + "\">";
            if (!c.getTagName().equals("actor") && !c.getTagName().equals("process")) {
                problems.add(where + ": not an actor");
                continue;
            }
            if (!hosts.containsKey(c.getAttribute("host"))) {
                problems.add(where + ": no host '" + c.getAttribute("host") + "' in the platform");
                continue;
            }
            switch (c.getAttribute("function")) {
                case "master" -> {
                    if (master != null) {
                        problems.add(where + ": a second master");
                    }
                    master = c;
                }
                case "worker" -> workers.add(c);
                default -> problems.add(where + ": function '" + c.getAttribute("function")
                        + "' is neither master nor worker (lbsim imports master-worker deployments)");
            }
        }
        if (master == null) {
            problems.add(dl + ": no actor of function master");
            return null;
        }
        if (workers.isEmpty()) {
            problems.add(dl + ": no actor of function worker");
            return null;
        }
        String mw = dl + ": <actor host=\"" + master.getAttribute("host") + "\" function=\"master\">";
        List<String> args = arguments(master);
        if (args.size() < 3) {
            problems.add(mw + ": arguments TASKS TASK_FLOPS TASK_BYTES [RESULT_BYTES [STRATEGY]], got " + args.size());
            return null;
        }
        long tasks = whole(args.get(0), mw + ": TASKS", problems);
        double flops = number(args.get(1), SPEED, mw + ": TASK_FLOPS", problems);
        long bytes = whole(args.get(2), mw + ": TASK_BYTES", problems);
        long result = args.size() > 3 ? whole(args.get(3), mw + ": RESULT_BYTES", problems) : 0;
        String strategy = args.size() > 4 ? args.get(4) : "self-scheduling";
        if (strategy.equals("self-scheduling")) {
            strategy = "self"; // lbsim's name for it
        }
        // the slaves, in the order of their index argument (deployment order when they have none)
        List<Element> ordered = new ArrayList<>(workers);
        boolean indexed = workers.stream().allMatch(w -> !arguments(w).isEmpty() && arguments(w).get(0).matches("\\d+"));
        if (indexed) {
            ordered.sort((a, b) -> Long.compare(Long.parseLong(arguments(a).get(0)), Long.parseLong(arguments(b).get(0))));
        }
        MasterSlaveApplication app = f.createMasterSlaveApplication();
        app.setMaster(hosts.get(master.getAttribute("host")));
        for (Element w : ordered) {
            // duplicates are reported below
            ((InternalEList<Host>) app.getSlaves()).addUnique(hosts.get(w.getAttribute("host")));
            List<String> wa = arguments(w);
            if (wa.size() > 1 && whole(wa.get(1), dl + ": worker on " + w.getAttribute("host") + ": RESULT_BYTES", problems) != result) {
                problems.add(dl + ": worker on " + w.getAttribute("host") + " returns results of " + wa.get(1)
                        + " bytes, the master's RESULT_BYTES is " + result + "; lbsim's results have one size");
            }
        }
        app.setUnits(tasks);
        app.setUnitCost("constant(value=" + flops / REFERENCE_FLOPS + ")");
        app.setRequestBytes(0);
        app.setWorkBytesFixed(0);
        app.setWorkBytesPerUnit(bytes);
        app.setResultBytesFixed(result);
        app.setResultBytesPerUnit(0);
        app.setMasterOverheadSeconds(0);
        app.setStrategy(strategy);
        Set<String> distinct = new java.util.HashSet<>();
        for (Host h : app.getSlaves()) {
            if (!distinct.add(h.getName()) || h == app.getMaster()) {
                problems.add(dl + ": host '" + h.getName() + "' runs more than one actor; lbsim runs one slave per host,"
                        + " apart from the master");
            }
        }
        return app;
    }

    private static List<String> arguments(Element actor) {
        List<String> out = new ArrayList<>();
        for (Element a : children(actor, "argument")) {
            out.add(a.getAttribute("value"));
        }
        return out;
    }

    private static long whole(String text, String what, List<String> problems) {
        try {
            double v = Double.parseDouble(text.strip());
            if (v >= 0 && v == Math.rint(v) && v <= Long.MAX_VALUE) {
                return (long) v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        problems.add(what + ": '" + text + "' is not a whole number >= 0");
        return 0;
    }

    // ------------------------------------------------------------------ XML

    private static List<Element> children(Element e, String tag) {
        List<Element> out = new ArrayList<>();
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element c && c.getTagName().equals(tag)) {
                out.add(c);
            }
        }
        return out;
    }

    /** The line an element starts on (recorded while parsing), 0 if unknown. */
    private static int line(Element e) {
        Object l = e.getUserData(LINE);
        return l instanceof Integer i ? i : 0;
    }

    private static final String LINE = "lbsim.line";

    /**
     * Parses without fetching the DTD (SimGrid files name https://simgrid.org/simgrid.dtd), into a DOM whose
     * elements carry the line they start on.
     */
    private static Element parse(Path file, String rootTag) throws ScenarioException {
        try {
            String refused = lbsim.core.io.FileKinds.refusal(file, false); // a FIFO is no missing file
            if (refused != null) {
                throw new ScenarioException(file + ": " + refused);
            }
            if (!Files.isRegularFile(file)) {
                throw new NoSuchFileException(file.toString());
            }
            Document d = DocumentBuilderFactory.newInstance().newDocumentBuilder().newDocument();
            SAXParserFactory spf = SAXParserFactory.newInstance();
            spf.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            spf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false);
            // an entity declared in the file's DOCTYPE that names a URI is never fetched (issue 26)
            spf.setFeature("http://xml.org/sax/features/external-general-entities", false);
            spf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            spf.setXIncludeAware(false);
            SAXParser parser = spf.newSAXParser();
            parser.parse(file.toFile(), new DefaultHandler() {
                private Locator locator;
                private final java.util.ArrayDeque<org.w3c.dom.Node> stack = new java.util.ArrayDeque<>(List.of(d));

                @Override
                public void setDocumentLocator(Locator l) {
                    this.locator = l;
                }

                @Override
                public void startElement(String uri, String localName, String qName, Attributes atts) {
                    Element e = d.createElement(qName);
                    for (int i = 0; i < atts.getLength(); i++) {
                        e.setAttribute(atts.getQName(i), atts.getValue(i));
                    }
                    e.setUserData(LINE, locator == null ? 0 : locator.getLineNumber(), null);
                    stack.peek().appendChild(e);
                    stack.push(e);
                }

                @Override
                public void endElement(String uri, String localName, String qName) {
                    stack.pop();
                }

                @Override
                public void characters(char[] ch, int start, int length) {
                    if (stack.peek() instanceof Element e && e.getTagName().equals("trace")) { // an inline profile's text
                        e.appendChild(d.createTextNode(new String(ch, start, length)));
                    }
                }

                @Override
                public org.xml.sax.InputSource resolveEntity(String publicId, String systemId) {
                    return new org.xml.sax.InputSource(new java.io.StringReader(""));
                }
            });
            Element root = d.getDocumentElement();
            if (root == null || !root.getTagName().equals(rootTag)) {
                throw new ScenarioException(file + ": not a SimGrid file (root element <" + (root == null ? "" : root.getTagName())
                        + ">, expected <" + rootTag + ">)");
            }
            String version = root.getAttribute("version");
            if (!version.isEmpty() && !version.startsWith("4")) {
                throw new ScenarioException(file + ": platform version " + version + "; lbsim reads version 4 files");
            }
            return root;
        } catch (NoSuchFileException e) {
            throw new ScenarioException(file + ": no such file");
        } catch (SAXException e) {
            throw new ScenarioException(file + ": not well-formed XML: " + e.getMessage());
        } catch (IOException | ParserConfigurationException e) {
            throw new ScenarioException(file + ": cannot read: " + e.getMessage());
        }
    }
}
