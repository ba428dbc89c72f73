package lbsim.ui.platform;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import lbsim.run.result.ResultFiles;
import lbsim.run.result.ResultFolder;

/**
 * What the platform diagram colours after a run, read from a result folder: each host's busy share, the
 * {@code utilization} column of {@code hosts.csv} (the time-average fraction of its processors that were busy), and
 * each link's figures from {@code links.csv} (written for runs on a routed network: bytes carried, busy time,
 * utilisation, most messages at once).
 */
public final class RunUtilisation {

    /**
     * One row of links.csv.
     *
     * @param utilization bytes / (bandwidth x the run's end time)
     */
    public record LinkFigures(String network, String link, String sharing, double bandwidthBytesPerSecond, long bytes,
            double busySeconds, double utilization, int maxFlows) {
    }

    /** The key of a link in {@link #links}: its network's name and its own, as links.csv names them. */
    public static String key(String network, String link) {
        return network + "/" + link;
    }

    /**
     * The figures of each link of a result folder's links.csv, by {@link #key}; empty when the folder has no
     * links.csv (a run on no routed network, or a folder written before lbsim had the file).
     *
     * @throws IOException naming the file and line when links.csv is there but not as lbsim writes it
     */
    public static Map<String, LinkFigures> links(Path folder) throws IOException {
        Path f = folder.resolve(ResultFiles.LINKS.name());
        if (!Files.isRegularFile(f)) {
            return Map.of();
        }
        List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
        if (lines.isEmpty() || !lines.get(0).equals(ResultFiles.LINKS.header())) {
            throw new IOException(f + ": the first line is not links.csv's header " + ResultFiles.LINKS.header());
        }
        Map<String, LinkFigures> out = new LinkedHashMap<>();
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            List<String> v = fields(lines.get(i));
            try {
                LinkFigures l = new LinkFigures(v.get(0), v.get(1), v.get(2), Double.parseDouble(v.get(3)), Long.parseLong(v.get(4)),
                        Double.parseDouble(v.get(5)), Double.parseDouble(v.get(6)), Integer.parseInt(v.get(7)));
                out.put(key(l.network(), l.link()), l);
            } catch (RuntimeException e) {
                throw new IOException(f + ", line " + (i + 1) + ": not a link's figures: " + lines.get(i));
            }
        }
        return out;
    }

    private RunUtilisation() {
    }

    /**
     * Busy share by host name.
     *
     * @throws IOException naming the file when hosts.csv is missing or has no host and utilization columns
     */
    public static Map<String, Double> hostBusy(Path folder) throws IOException {
        Path f = folder.resolve(ResultFolder.HOSTS_CSV);
        if (!Files.isRegularFile(f)) {
            throw new IOException(f + ": no such file (a result folder of one run holds hosts.csv)");
        }
        List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
        if (lines.isEmpty()) {
            throw new IOException(f + ": empty");
        }
        List<String> head = fields(lines.get(0));
        int host = head.indexOf("host");
        int use = head.indexOf("utilization");
        if (host < 0 || use < 0) {
            throw new IOException(f + ": no host and utilization columns");
        }
        Map<String, Double> busy = new LinkedHashMap<>();
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            List<String> v = fields(lines.get(i));
            try {
                busy.put(v.get(host), Double.parseDouble(v.get(use)));
            } catch (RuntimeException e) {
                throw new IOException(f + ", line " + (i + 1) + ": not a host and a number: " + lines.get(i));
            }
        }
        return busy;
    }

    /** The fields of a CSV line (RFC 4180 quotes). */
    static List<String> fields(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder b = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    b.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    b.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                out.add(b.toString());
                b.setLength(0);
            } else {
                b.append(c);
            }
        }
        out.add(b.toString());
        return out;
    }
}
