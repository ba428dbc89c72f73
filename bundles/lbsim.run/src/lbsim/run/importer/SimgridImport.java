package lbsim.run.importer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

import lbsim.model.Host;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.ModelFactory;
import lbsim.model.ObservedTask;
import lbsim.model.ObservedTaskApplication;
import lbsim.model.Platform;
import lbsim.model.RunSettings;
import lbsim.model.Scenario;
import lbsim.model.SwitchedNetwork;
import lbsim.model.io.ScenarioException;

/**
 * Imports a SimGrid platform (XML, DTD version 4.x) and, optionally, a master-worker deployment into a
 * scenario: hosts, one switched network segment and a master-slave application.
 * <p>
 * Platform: every {@code <host>} (speed in flop/s: lbsim's host speed is speed / 1 Gflop/s, the
 * reference machine; {@code core} = processors) and every {@code <cluster>} (hosts prefix + radical +
 * suffix, each on a private link of {@code bw} and {@code lat} to the cluster's router). lbsim's switched
 * segment gives every host one full-duplex link of one latency and bandwidth to a switch without a
 * capacity limit, so it expresses: clusters with SPLITDUPLEX links (SimGrid's default) and no backbone or a
 * FATPIPE backbone of at least the link bandwidth (its latency is split over the two links of a path);
 * hosts with routes between them of exactly two links, one private to each end (a star), SPLITDUPLEX.
 * All those links must have the same latency and bandwidth. Anything else that changes timing (other
 * routes, shared or half-duplex links, a shared backbone, several clusters joined by zone routes,
 * topologies, pstates, availability or state traces, loopback and limiter links) is an error naming the
 * element; what does not change a master-worker's timing here (energy properties, disks, other
 * properties) is reported as ignored.
 * <p>
 * Deployment: one actor (or process) of function {@code master} with arguments TASKS TASK_FLOPS
 * TASK_BYTES [RESULT_BYTES [STRATEGY]] (strategy {@code self-scheduling}, the default, which is lbsim's
 * {@code self}, or any lbsim strategy name, e.g. {@code static-block}); and actors of function {@code worker}, whose first argument
 * (if a number) orders them (the slaves' order). These are the arguments of lbsim's SimGrid driver
 * (bench/simgrid/master_worker.cpp). A unit costs TASK_FLOPS / 1e9 reference seconds; a work message
 * carries TASK_BYTES per unit; requests are empty; results are RESULT_BYTES (default 0); no CPU overheads.
 */
public final class SimgridImport {

    /** lbsim's reference machine, in flop/s: a host of this speed has speed factor 1. */
    public static final double REFERENCE_FLOPS = 1e9;

    /** The imported scenario and what was ignored. */
    public record Result(Scenario scenario, List<String> warnings) {
    }

    private SimgridImport() {
    }

    /** A host's link to the switch. */
    private record Link(String id, double bandwidth, double latency, String sharing) {
    }

    /** A host as read. */
    private record HostSpec(String name, double flops, int cores, String where, HostExtras extras) {
        HostSpec(String name, double flops, int cores, String where) {
            this(name, flops, cores, where, HostExtras.NONE);
        }
    }

    /**
     * What changes under the program on a host (lbsim.core.dynamics): its pstates' speeds in flop/s (one: no DVFS),
     * speed and state profiles (inline, ';' between lines; null: none), the energy properties (null: none).
     */
    private record HostExtras(double[] pstateFlops, String speedProfile, String stateProfile, String wattagePerState,
            String wattageOff) {
        static final HostExtras NONE = new HostExtras(null, null, null, null, null);
    }

    /** The energy properties lbsim reads (SimGrid's host energy plugin). */
    private static final java.util.Set<String> ENERGY_PROPERTIES = java.util.Set.of("wattage_per_state", "wattage_off");

    /**
     * @param deployment null for a platform only (the scenario then observes one probe task on the first host)
     * @throws ScenarioException naming the file and element of every part lbsim cannot express, or of bad input
     */
    public static Result read(Path platform, Path deployment) throws ScenarioException {
        List<String> problems = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        String pl = platform.toString();
        Element root = parse(platform, "platform");
        Map<String, HostSpec> hosts = new LinkedHashMap<>();
        Map<String, Link> hostLink = new HashMap<>();
        Map<String, Link> links = new HashMap<>();
        List<Element> routes = new ArrayList<>();
        walk(root, pl, hosts, hostLink, links, routes, problems, warnings, 0);
        // routes of hosts outside clusters: a star, each host's private link first or last
        for (Element r : routes) {
            String where = pl + ": <route src=\"" + r.getAttribute("src") + "\" dst=\"" + r.getAttribute("dst") + "\">";
            List<Element> ctn = children(r, "link_ctn");
            if (!hosts.containsKey(r.getAttribute("src")) || !hosts.containsKey(r.getAttribute("dst"))) {
                problems.add(where + ": routes between zones or routers: lbsim's switch connects hosts only");
                continue;
            }
            if (ctn.size() != 2) {
                problems.add(where + ": " + ctn.size() + " links; lbsim's switch expresses routes of two links, one private"
                        + " to each host");
                continue;
            }
            String[] ends = { r.getAttribute("src"), r.getAttribute("dst") };
            for (int i = 0; i < 2; i++) {
                Link l = links.get(ctn.get(i).getAttribute("id"));
                if (l == null) {
                    problems.add(where + ": unknown link '" + ctn.get(i).getAttribute("id") + "'");
                    continue;
                }
                Link old = hostLink.putIfAbsent(ends[i], l);
                if (old != null && !old.id().equals(l.id())) {
                    problems.add(where + ": host '" + ends[i] + "' reaches the others over links '" + old.id() + "' and '"
                            + l.id() + "'; lbsim's switch gives each host one link");
                }
            }
        }
        if (hosts.isEmpty() && problems.isEmpty()) {
            problems.add(pl + ": no host and no cluster");
        }
        Link common = null;
        for (HostSpec h : hosts.values()) {
            Link l = hostLink.get(h.name());
            if (l == null) {
                if (hosts.size() > 1) {
                    problems.add(h.where() + ": no route to the other hosts");
                }
                continue;
            }
            if (!l.sharing().equals("SPLITDUPLEX")) {
                problems.add(h.where() + ": link '" + l.id() + "' has sharing policy " + l.sharing()
                        + "; lbsim's switched links are full duplex (SPLITDUPLEX)");
            }
            if (common == null) {
                common = l;
            } else if (!same(l.bandwidth(), common.bandwidth()) || !same(l.latency(), common.latency())) {
                problems.add(h.where() + String.format(Locale.ROOT, ": link '%s' (%s B/s, %s s) differs from link '%s' (%s B/s,"
                        + " %s s); lbsim's switched segment has one latency and bandwidth", l.id(), l.bandwidth(), l.latency(),
                        common.id(), common.bandwidth(), common.latency()));
            }
        }
        ModelFactory f = ModelFactory.eINSTANCE;
        Scenario s = f.createScenario();
        String base = platform.getFileName().toString();
        s.setName(base.contains(".") ? base.substring(0, base.lastIndexOf('.')) : base);
        s.setDescription("Imported from the SimGrid platform " + base
                + (deployment == null ? "" : " and the deployment " + deployment.getFileName()) + ".");
        Platform p = f.createPlatform();
        s.setPlatform(p);
        SwitchedNetwork net = f.createSwitchedNetwork();
        net.setName("simgrid");
        if (common != null) {
            net.setLatencySeconds(common.latency());
            net.setLinkBandwidthBytesPerSecond(common.bandwidth());
        }
        p.getSegments().add(net);
        Map<String, Host> byName = new HashMap<>();
        for (HostSpec h : hosts.values()) {
            Host host = f.createHost();
            host.setName(h.name());
            host.setSpeed(h.flops() / REFERENCE_FLOPS);
            host.setProcessors(h.cores());
            host.setSegment(net);
            HostExtras x = h.extras();
            if (x.pstateFlops() != null) {
                StringBuilder speeds = new StringBuilder();
                for (double v : x.pstateFlops()) {
                    speeds.append(speeds.length() == 0 ? "" : ", ").append(v / REFERENCE_FLOPS);
                }
                host.setPstateSpeeds(speeds.toString());
            }
            host.setSpeedProfile(x.speedProfile());
            host.setStateProfile(x.stateProfile());
            host.setWattagePerState(x.wattagePerState());
            if (x.wattageOff() != null) {
                try {
                    host.setWattageOff(Double.parseDouble(x.wattageOff()));
                } catch (NumberFormatException e) {
                    problems.add(h.where() + ": wattage_off '" + x.wattageOff() + "' is not a number");
                }
            }
            p.getHosts().add(host);
            byName.put(h.name(), host);
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

    /** Equal up to the last bits that different units leave (50us against 0.05ms). */
    private static boolean same(double a, double b) {
        return Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b));
    }

    private static void walk(Element e, String file, Map<String, HostSpec> hosts, Map<String, Link> hostLink,
            Map<String, Link> links, List<Element> routes, List<String> problems, List<String> warnings, int clusters) {
        int seenClusters = clusters;
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (!(n instanceof Element c)) {
                continue;
            }
            String where = file + ": <" + c.getTagName() + (c.hasAttribute("id") ? " id=\"" + c.getAttribute("id") + "\"" : "")
                    + ">";
            switch (c.getTagName()) {
                case "zone", "AS" -> walk(c, file, hosts, hostLink, links, routes, problems, warnings, seenClusters);
                case "host" -> host(c, where, hosts, problems, warnings);
                case "cluster" -> {
                    if (++seenClusters > 1) {
                        problems.add(where + ": a second cluster; lbsim's switch joins the hosts of one cluster (zone routes"
                                + " between clusters cannot be expressed)");
                    }
                    cluster(c, where, hosts, hostLink, problems, warnings);
                }
                case "link" -> {
                    Link l = link(c, where, "bandwidth", "latency", problems);
                    if (l != null) {
                        links.put(l.id(), l);
                    }
                    unsupportedChildren(c, where, problems, warnings);
                }
                case "route" -> routes.add(c);
                case "prop" -> property(c, where, warnings);
                case "config" -> warnings.add(where + ": SimGrid configuration ignored (lbsim's switched model applies)");
                case "disk" -> warnings.add(where + ": disks are not modelled; ignored");
                default -> problems.add(where + ": not supported (lbsim's switched segment cannot express "
                        + c.getTagName() + ")");
            }
        }
    }

    private static void host(Element c, String where, Map<String, HostSpec> hosts, List<String> problems, List<String> warnings) {
        String id = c.getAttribute("id");
        if (id.isEmpty()) {
            problems.add(where + ": no id");
            return;
        }
        double flops = speed(c.getAttribute("speed"), where, problems, warnings);
        int cores = cores(c.getAttribute("core"), where, problems);
        if (c.hasAttribute("coordinates")) {
            problems.add(where + ": coordinates is not supported");
        }
        Path dir = Path.of(where.substring(0, where.lastIndexOf(": <"))).toAbsolutePath().getParent();
        String speedFile = c.hasAttribute("speed_file") ? "speed_file" : "availability_file";
        String speedProfile = profileFile(c, speedFile, dir, where, problems);
        String stateProfile = profileFile(c, "state_file", dir, where, problems);
        Map<String, String> energy = energyProperties(c);
        unsupportedChildren(c, where, problems, warnings, ENERGY_PROPERTIES);
        HostExtras extras = new HostExtras(pstates(c.getAttribute("speed"), where, problems), speedProfile, stateProfile,
                energy.get("wattage_per_state"), energy.get("wattage_off"));
        if (hosts.put(id, new HostSpec(id, flops, cores, where, extras)) != null) {
            problems.add(where + ": host '" + id + "' defined twice");
        }
    }

    private static void cluster(Element c, String where, Map<String, HostSpec> hosts, Map<String, Link> hostLink,
            List<String> problems, List<String> warnings) {
        double flops = speed(c.getAttribute("speed"), where, problems, warnings);
        int cores = cores(c.getAttribute("core"), where, problems);
        Link l = link(c, where, "bw", "lat", problems);
        if (l == null) {
            return;
        }
        String topology = c.getAttribute("topology");
        if (!topology.isEmpty() && !topology.equals("FLAT")) {
            problems.add(where + ": topology " + topology + " is not supported (a flat cluster on one switch only)");
        }
        for (String a : List.of("loopback_bw", "loopback_lat", "limiter_link", "availability_file", "state_file")) {
            if (c.hasAttribute(a)) {
                problems.add(where + ": " + a + " is not supported (same-host messages never touch lbsim's network; no"
                        + " traces)");
            }
        }
        double latency = l.latency();
        if (c.hasAttribute("bb_bw")) {
            double bb = number(c.getAttribute("bb_bw"), BANDWIDTH, where + ": bb_bw", problems);
            double bbLat = c.hasAttribute("bb_lat") ? number(c.getAttribute("bb_lat"), TIME, where + ": bb_lat", problems) : 0;
            String policy = c.getAttribute("bb_sharing_policy").isEmpty() ? "SHARED" : c.getAttribute("bb_sharing_policy");
            if (policy.equals("FATPIPE") && bb >= l.bandwidth()) {
                latency += bbLat / 2; // each path crosses the backbone once: half its latency on each host link
            } else {
                problems.add(where + ": a " + policy + " backbone of " + bb + " B/s limits the cluster's traffic; lbsim's switch"
                        + " has no capacity limit (a FATPIPE backbone of at least the link bandwidth can be expressed)");
            }
        }
        Link hostLinkSpec = new Link(c.getAttribute("id") + " host links", l.bandwidth(), latency, l.sharing());
        Map<String, String> energy = energyProperties(c);
        HostExtras extras = new HostExtras(pstates(c.getAttribute("speed"), where, problems), null, null,
                energy.get("wattage_per_state"), energy.get("wattage_off"));
        String prefix = c.getAttribute("prefix");
        String suffix = c.getAttribute("suffix");
        for (long i : radical(c.getAttribute("radical"), where, problems)) {
            String name = prefix + i + suffix;
            if (hosts.put(name, new HostSpec(name, flops, cores, where + " host " + name, extras)) != null) {
                problems.add(where + ": host '" + name + "' defined twice");
            }
            hostLink.put(name, hostLinkSpec);
        }
        unsupportedChildren(c, where, problems, warnings, ENERGY_PROPERTIES);
    }

    private static Link link(Element c, String where, String bwAttr, String latAttr, List<String> problems) {
        if (!c.hasAttribute(bwAttr)) {
            problems.add(where + ": no " + bwAttr);
            return null;
        }
        double bw = number(c.getAttribute(bwAttr), BANDWIDTH, where + ": " + bwAttr, problems);
        double lat = c.hasAttribute(latAttr) ? number(c.getAttribute(latAttr), TIME, where + ": " + latAttr, problems) : 0;
        String sharing = c.getAttribute("sharing_policy");
        if (sharing.isEmpty()) {
            sharing = c.getTagName().equals("cluster") ? "SPLITDUPLEX" : "SHARED"; // SimGrid's defaults
        }
        if (!(bw > 0)) {
            problems.add(where + ": " + bwAttr + " must be > 0");
            return null;
        }
        return new Link(c.getAttribute("id"), bw, lat, sharing);
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
            app.getSlaves().add(hosts.get(w.getAttribute("host")));
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

    /** Parses without fetching the DTD (SimGrid files name https://simgrid.org/simgrid.dtd). */
    private static Element parse(Path file, String rootTag) throws ScenarioException {
        try {
            String refused = lbsim.core.io.FileKinds.refusal(file, false); // a FIFO is no missing file
            if (refused != null) {
                throw new ScenarioException(file + ": " + refused);
            }
            if (!Files.isRegularFile(file)) {
                throw new NoSuchFileException(file.toString());
            }
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            // an entity declared in the file's DOCTYPE that names a URI is never fetched (issue 26)
            dbf.setFeature("http://xml.org/sax/features/external-general-entities", false);
            dbf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false);
            dbf.setExpandEntityReferences(false);
            dbf.setXIncludeAware(false);
            DocumentBuilder db = dbf.newDocumentBuilder();
            db.setErrorHandler(null);
            Document d = db.parse(file.toFile());
            Element root = d.getDocumentElement();
            if (!root.getTagName().equals(rootTag)) {
                throw new ScenarioException(file + ": not a SimGrid file (root element <" + root.getTagName() + ">, expected <"
                        + rootTag + ">)");
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
