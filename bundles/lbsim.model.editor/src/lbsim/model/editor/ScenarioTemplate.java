package lbsim.model.editor;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A scenario the New lbsim Scenario wizard starts from, one per example family. The templates are the shipped
 * examples (examples/*.lbsim) in this bundle's templates/ folder; a template may need data files (the trace
 * replay's traces), which the wizard copies next to the new scenario when they are not there yet.
 *
 * @param id          the file name in templates/ without .lbsim
 * @param label       what the wizard lists
 * @param description one sentence about it
 * @param dataFiles   files under templates/ the scenario refers to, relative paths
 */
public record ScenarioTemplate(String id, String label, String description, List<String> dataFiles) {

    /** Every template, in the order the wizard lists them. */
    public static final List<ScenarioTemplate> ALL = List.of(
            new ScenarioTemplate("wus", "WUS: tasks sharing CPUs with competing users",
                    "Table 5.1 of the MISS-PVM report: observed tasks at several nice levels next to permanent competing processes (Linux 2.0 priorities).",
                    List.of()),
            new ScenarioTemplate("pingpong", "Network ping-pong",
                    "Two workstations exchange messages of growing size under the VMConfig delay model; writes round-trip times and bandwidth.",
                    List.of()),
            new ScenarioTemplate("master-slave", "Master-slave with dynamic load balancing",
                    "A master hands out 20,000 work units to 10 slaves on a heterogeneous, shared cluster (adaptive weighted factoring).",
                    List.of()),
            new ScenarioTemplate("real-program", "Real program (Java against lbsim.api)",
                    "A token ring written against lbsim.api, run in virtual time; its source goes to the src folder of this Java project or of the Java project this project references (New lbsim Project makes one), else its classes come from the folder bin next to the scenario.",
                    List.of()),
            new ScenarioTemplate("trace-replay", "Trace replay",
                    "Replays a master-workers trace (Zabel's format) on three workstations with 10 Mb/s Ethernet; the trace files are copied too.",
                    List.of("traces/master-workers/trace.0", "traces/master-workers/trace.1",
                            "traces/master-workers/trace.2")));

    /**
     * The Java sources of the template's program, paths under templates/src/ (copies of
     * examples/programs/src/...): the real program's token ring; none for the other templates.
     */
    public List<String> sources() {
        return id.equals("real-program") ? List.of("examples/ring/TokenRing.java") : List.of();
    }

    /**
     * The template's text for a scenario whose program classes come from a workspace Java project that the launch
     * uses (New lbsim Project), under the template's own scenario name: without the classPath entries and with a
     * description that names the project.
     */
    public String contentsWithProgramIn(String javaProject) throws IOException {
        try (InputStream in = open(id + ".lbsim")) {
            return withProgramIn(new String(in.readAllBytes(), StandardCharsets.UTF_8), javaProject);
        }
    }

    /** As {@link #contentsWithProgramIn(String)}, with the scenario named {@code name}. */
    public String contentsWithProgramIn(String name, String javaProject) throws IOException {
        return withProgramIn(contents(name), javaProject);
    }

    private String withProgramIn(String text, String javaProject) {
        if (sources().isEmpty()) {
            return text;
        }
        text = text.replaceAll("\\s*<classPath>[^<]*</classPath>", "");
        Matcher m = DESCRIPTION.matcher(text);
        String d = "Zabel's figure 2.9 as a real Java program: four tasks on four workstations pass a 4032-byte token"
                + " round a ring 100 times, each adding its position to it and declaring 10^6 floating-point"
                + " operations per hop. The program is src/" + sources().get(0) + " in the Java project "
                + javaProject + "; Run As > lbsim Simulation runs it from that project's output folder.";
        return m.find() ? m.replaceFirst("$1" + Matcher.quoteReplacement(escape(d)) + "$3") : text;
    }

    private static final Pattern DESCRIPTION = Pattern.compile("(<lbsim:Scenario\\b[^>]*?\\sdescription=\")([^\"]*)(\")");

    private static final Pattern SCENARIO_NAME = Pattern.compile("(<lbsim:Scenario\\b[^>]*?\\sname=\")([^\"]*)(\")");

    /** The template's text with the scenario named {@code name}. */
    public String contents(String name) throws IOException {
        String text;
        try (InputStream in = open(id + ".lbsim")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Matcher m = SCENARIO_NAME.matcher(text);
        return m.find() ? m.replaceFirst("$1" + Matcher.quoteReplacement(escape(name)) + "$3") : text;
    }

    /** One of the template's files from the bundle, by its path under templates/. */
    public static InputStream open(String path) throws IOException {
        InputStream in = ScenarioTemplate.class.getResourceAsStream("/templates/" + path);
        if (in == null) {
            throw new IOException("the template file " + path + " is missing from lbsim.model.editor");
        }
        return in;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;");
    }
}
