package lbsim.app.tests;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Issue 26's classes for {@link CliFuzzTest}, generated rather than listed: a reference to another document (a URI
 * of a loopback server that counts connections, a FIFO, a device, a relative file) in a reference position found
 * in the scenario's own text; a FIFO, device, socket, symbolic link (to a FIFO, dangling, a loop), over-long or
 * non-ASCII name in a path position of a command; an output that is one of the inputs; nesting thousands deep in
 * the JSON and XML readers; trace.lbt blocks whose sizes claim what the writer cannot have written.
 */
final class HostileCases {

    /** A loopback server that counts connections and closes each at once: any connection is a fetch. */
    static final class Server implements AutoCloseable {
        final ServerSocket socket;
        final AtomicInteger connections = new AtomicInteger();

        Server() throws IOException {
            socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
            Thread t = new Thread(() -> {
                while (!socket.isClosed()) {
                    try (Socket s = socket.accept()) {
                        connections.incrementAndGet();
                    } catch (IOException e) {
                        return;
                    }
                }
            }, "fuzz-counting-server");
            t.setDaemon(true);
            t.start();
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    private static final Pattern ATTRIBUTE = Pattern.compile("\\s([A-Za-z]+)=\"([^\"]*)\"");
    private static final Pattern NAME = Pattern.compile("\\sname=\"([^\"]+)\"");

    private HostileCases() {
    }

    /** The case's command may write these; the sandbox's other files must stay as they were. */
    static CliFuzzTest.Case make(SplittableRandom rng, Path base, Path caseDir, int port, String[] scenarios) throws IOException {
        CliFuzzTest.Case c = new CliFuzzTest.Case();
        c.target = CliFuzzTest.Target.HOSTILE;
        Path out = caseDir.resolve("out");
        c.outputs.add(out);
        CliFuzzTest.copyTree(base.resolve("data"), caseDir.resolve("data"));
        CliFuzzTest.copyTree(base.resolve("traces"), caseDir.resolve("traces"));
        String name = scenarios[rng.nextInt(scenarios.length)];
        Path scenario = caseDir.resolve(name + ".lbsim");
        String text = Files.readString(base.resolve(name + ".lbsim"));
        Files.writeString(scenario, text);
        switch (rng.nextInt(4)) {
            case 0 -> reference(c, rng, caseDir, scenario, text, port, out);
            case 1 -> path(c, rng, base, caseDir, scenario, out);
            case 2 -> outputIsInput(c, rng, base, caseDir, scenario);
            default -> nesting(c, rng, base, caseDir, scenario, text);
        }
        return c;
    }

    // ------------------------------------------------------------------ references to another document

    /** A URI in place of a name in a reference position: an attribute whose value names objects of the scenario. */
    private static void reference(CliFuzzTest.Case c, SplittableRandom rng, Path caseDir, Path scenario, String text, int port,
            Path out) throws IOException {
        Set<String> names = new LinkedHashSet<>();
        Matcher n = NAME.matcher(text);
        while (n.find()) {
            names.add(n.group(1));
        }
        List<int[]> positions = new ArrayList<>(); // value start, value end, of attributes naming objects
        Matcher a = ATTRIBUTE.matcher(text);
        while (a.find()) {
            String attr = a.group(1);
            String v = a.group(2).trim();
            if (attr.equals("name") || attr.equals("description") || v.isEmpty()) {
                continue;
            }
            boolean allNames = true;
            for (String token : v.split("\\s+")) {
                allNames &= names.contains(token);
            }
            if (allNames) {
                positions.add(new int[] { a.start(2), a.end(2) });
            }
        }
        String uri = uri(rng, caseDir, port);
        String mutant;
        if (positions.isEmpty()) { // no reference attribute: an href element under the first element that takes one
            mutant = text.replaceFirst("<platform>", "<platform>\n    <hosts name=\"h\"><segment xsi:type=\"lbsim:DelayNetwork\" href=\""
                    + uri + "\"/></hosts>");
        } else {
            int[] p = positions.get(rng.nextInt(positions.size()));
            String[] tokens = text.substring(p[0], p[1]).trim().split("\\s+");
            int t = rng.nextInt(tokens.length);
            tokens[t] = uri.endsWith("#") ? uri + tokens[t] : uri;
            mutant = text.substring(0, p[0]) + String.join(" ", tokens) + text.substring(p[1]);
        }
        Files.writeString(scenario, mutant);
        c.what = "reference -> " + uri;
        c.args = new ArrayList<>(rng.nextBoolean() ? List.of("validate", scenario.toString())
                : List.of("run", scenario.toString(), "--out", out.toString(), "--quiet"));
    }

    /** A URI of another document: a scheme and a place, ending in '#' (the name follows) or a fragment of its own. */
    private static String uri(SplittableRandom rng, Path caseDir, int port) throws IOException {
        String place = switch (rng.nextInt(8)) {
            case 0, 1 -> "http://127.0.0.1:" + port + "/" + word(rng) + ".lbsim";
            case 2 -> "https://127.0.0.1:" + port + "/" + word(rng);
            case 3 -> fifo(caseDir.resolve("ref-" + word(rng))).toUri().toString();
            case 4 -> "file:/dev/zero";
            case 5 -> "jar:file:" + fifo(caseDir.resolve("ref-" + word(rng) + ".jar")) + "!/x.lbsim";
            case 6 -> word(rng) + ".lbsim";
            default -> "//127.0.0.1:" + port + "/" + word(rng);
        };
        return place + (rng.nextBoolean() ? "#" : "#//@platform/@hosts." + rng.nextInt(3));
    }

    private static String word(SplittableRandom rng) {
        return Long.toString(rng.nextLong() & 0xffffffL, 36);
    }

    // ------------------------------------------------------------------------------- hostile paths

    /** A path position of a command given a FIFO, a device, a socket, a link, an over-long or a non-ASCII name. */
    private static void path(CliFuzzTest.Case c, SplittableRandom rng, Path base, Path caseDir, Path scenario, Path out)
            throws IOException {
        Path hostile = hostilePath(rng, caseDir);
        String h = hostile.toString();
        Path baseRun = base.resolveSibling("base-run");
        Path baseExp = base.resolveSibling("base-exp");
        int position = rng.nextInt(14);
        c.args = new ArrayList<>(switch (position) {
            case 0 -> List.of("run", h, "--out", out.toString(), "--quiet");
            case 1 -> List.of("validate", h);
            case 2 -> List.of("run", scenario.toString(), "--out", h, "--quiet");
            case 3 -> List.of("validate", scenario.toString(), "--classpath", h);
            case 4 -> List.of("export", h, "--export", "csv");
            case 5 -> List.of("analyze", h);
            case 6 -> List.of("diff", baseRun.toString(), h);
            case 7 -> List.of("chart", h, "--figure", "simulated_end");
            case 8 -> List.of("import", "vmconfig", h, "--out", caseDir.resolve("out.lbsim").toString());
            case 9 -> List.of("import", "simgrid", h, "--out", caseDir.resolve("out.lbsim").toString());
            case 10 -> List.of("estimate", h);
            case 11 -> List.of("merge", baseExp.toString(), "--out", h);
            case 12 -> List.of("clean", h);
            default -> { // an input file a scenario names by its documented attribute
                Path office = caseDir.resolve("wus-office-day.lbsim");
                String t = Files.readString(base.resolve("wus-office-day.lbsim"));
                Files.writeString(office, t.replace("data/daily-rates.csv", h).replace("data/process-trace.csv", h));
                yield List.of(rng.nextBoolean() ? "validate" : "run", office.toString(), "--out", out.toString(), "--quiet");
            }
        });
        if (c.args.get(0).equals("validate") && c.args.size() > 2 && c.args.get(2).equals("--out")) {
            c.args = new ArrayList<>(c.args.subList(0, 2));
        }
        if ((position == 2 || position == 11) && (!Files.exists(hostile, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                || Files.isDirectory(hostile, java.nio.file.LinkOption.NOFOLLOW_LINKS) && empty(hostile))) {
            c.outputs.add(hostile); // a new name or an empty folder may be written; a FIFO, link or file must stay as it was
        }
        c.outputs.add(caseDir.resolve("out.lbsim"));
        c.what = "path position " + position + " <- " + describe(hostile);
    }

    private static boolean empty(Path folder) throws IOException {
        try (var s = Files.list(folder)) {
            return s.findAny().isEmpty();
        }
    }

    private static Path hostilePath(SplittableRandom rng, Path caseDir) throws IOException {
        return switch (rng.nextInt(11)) {
            case 0, 1 -> fifo(caseDir.resolve("fifo-" + word(rng)));
            case 2 -> Path.of(rng.nextBoolean() ? "/dev/zero" : rng.nextBoolean() ? "/dev/null" : "/dev/full");
            case 3 -> {
                Path s = caseDir.resolve("sock-" + word(rng));
                try (ServerSocketChannel ch = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
                    ch.bind(UnixDomainSocketAddress.of(s)); // the socket file stays after the channel closes
                }
                yield s;
            }
            case 4 -> Files.createSymbolicLink(caseDir.resolve("link-" + word(rng)), fifo(caseDir.resolve("fifo-" + word(rng))));
            case 5 -> Files.createSymbolicLink(caseDir.resolve("dangling-" + word(rng)), caseDir.resolve("nowhere-" + word(rng)));
            case 6 -> {
                Path a = caseDir.resolve("loop-a-" + word(rng));
                Path b = caseDir.resolve("loop-b-" + word(rng));
                Files.createSymbolicLink(a, b);
                Files.createSymbolicLink(b, a);
                yield a;
            }
            case 7 -> caseDir.resolve("n".repeat(200 + rng.nextInt(120))); // around the 255-byte limit of a name
            case 8 -> caseDir.resolve("d\u00e9bit-\u00e9t\u00e9-" + word(rng) + (rng.nextBoolean() ? ".csv" : ""));
            case 9 -> Files.createDirectories(caseDir.resolve("folder-" + word(rng))); // a folder where a file is expected
            default -> Files.writeString(caseDir.resolve("file-" + word(rng)), "a file where a folder is expected\n");
        };
    }

    private static Path fifo(Path p) throws IOException {
        try {
            if (new ProcessBuilder("mkfifo", p.toString()).start().waitFor() != 0) {
                throw new IOException("mkfifo " + p + " failed");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
        return p;
    }

    private static String describe(Path p) {
        String kind = Files.isSymbolicLink(p) ? "link" : lbsim.core.io.FileKinds.kind(p);
        String n = p.getFileName() == null ? p.toString() : p.getFileName().toString();
        return kind + " '" + (n.length() > 30 ? n.substring(0, 12) + "...(" + n.length() + " chars)" : n) + "'";
    }

    // ------------------------------------------------------------------------------ output = input

    /** A command whose output is one of its inputs, or holds it. */
    private static void outputIsInput(CliFuzzTest.Case c, SplittableRandom rng, Path base, Path caseDir, Path scenario)
            throws IOException {
        Path exp = caseDir.resolve("exp");
        CliFuzzTest.copyTree(base.resolveSibling("base-exp"), exp);
        Path vm = caseDir.resolve("VMConfig");
        Files.copy(base.resolveSibling("VMConfig"), vm);
        int which = rng.nextInt(6);
        c.args = new ArrayList<>(switch (which) {
            case 0 -> List.of("run", scenario.toString(), "--out", caseDir.toString(), "--quiet");
            case 1 -> List.of("run", scenario.toString(), "--out", scenario.toString(), "--quiet");
            case 2 -> List.of("merge", exp.toString(), "--out", rng.nextBoolean() ? exp.toString() : exp + "/.");
            case 3 -> List.of("merge", exp.toString(), "--out", caseDir.toString());
            case 4 -> List.of("import", "vmconfig", vm.toString(), "--out", vm.toString());
            default -> List.of("run", scenario.toString(), "--sweep", "run/seed=1,2", "--out", caseDir.toString(), "--quiet");
        });
        c.what = "output is an input: " + String.join(" ", c.args.subList(0, 1)) + " case " + which;
    }

    // ------------------------------------------------------------------------------ deep nesting, sizes

    /** Nesting thousands deep in a JSON or XML reader, or a trace block claiming more than the writer writes. */
    private static void nesting(CliFuzzTest.Case c, SplittableRandom rng, Path base, Path caseDir, Path scenario, String text)
            throws IOException {
        int depth = 1000 + rng.nextInt(200_000);
        switch (rng.nextInt(3)) {
            case 0 -> {
                Path exp = caseDir.resolve("exp");
                CliFuzzTest.copyTree(base.resolveSibling("base-exp"), exp);
                String open = rng.nextBoolean() ? "[" : "{\"a\":";
                Files.writeString(exp.resolve("experiment.json"), open.repeat(depth));
                c.args = new ArrayList<>(List.of("chart", exp.toString(), "--figure", "simulated_end"));
                c.addsTo = exp;
                c.what = "experiment.json nested " + depth + " deep";
            }
            case 1 -> {
                int d = depth / 20;
                String nest = "<x>".repeat(d) + "</x>".repeat(d);
                Files.writeString(scenario, text.replaceFirst("<platform>", "<platform>" + nest), StandardCharsets.UTF_8);
                c.args = new ArrayList<>(List.of("validate", scenario.toString()));
                c.what = "scenario with elements nested " + d + " deep";
            }
            default -> {
                Path res = caseDir.resolve("res");
                CliFuzzTest.copyTree(base.resolveSibling("base-run"), res);
                Path trace = res.resolve("trace.lbt");
                byte[] b = Files.readAllBytes(trace);
                java.nio.ByteBuffer bb = java.nio.ByteBuffer.wrap(b);
                int trailer = b.length - 28;
                int claim = new int[] { Integer.MAX_VALUE, 2_000_000_000, 1 << 28, (1 << 28) + 1, bb.getInt(trailer + 8) * 1032 }[rng
                        .nextInt(5)];
                bb.putInt(trailer + 12, claim); // the footer's uncompressed length; its checksum covers the packed bytes only
                Files.write(trace, b);
                c.args = new ArrayList<>(rng.nextBoolean() ? List.of("export", res.toString(), "--export", "csv")
                        : List.of("analyze", res.toString()));
                c.addsTo = res;
                c.checkNothingWritten = false;
                c.what = "trace.lbt footer claims " + claim + " bytes";
            }
        }
    }
}
