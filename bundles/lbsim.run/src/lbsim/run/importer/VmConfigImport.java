package lbsim.run.importer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import lbsim.core.io.InputFileException;
import lbsim.core.io.InputFiles;
import lbsim.model.DelayNetwork;
import lbsim.model.Host;
import lbsim.model.ModelFactory;
import lbsim.model.ObservedTask;
import lbsim.model.ObservedTaskApplication;
import lbsim.model.Platform;
import lbsim.model.RunSettings;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;

/**
 * Imports a MISS-PVM {@code VMConfig} file (seeds/001, section 2.5) into a scenario's platform.
 * <p>
 * Each line that is not blank or a {@code #} comment describes a machine: name, performance factor,
 * initialization (spawn) delay, send delay, receive delay, transmission delay and transmission
 * proportional delay. Delays are in 100-microsecond ticks, the proportional delay in ticks per
 * kilobyte (1024 bytes). The first line is the master's machine.
 * <ul>
 * <li>performance factor f: a multiplier of computation time, so the host's speed is 1 / f; f = 0
 * ("use the real machine") gives speed 1;</li>
 * <li>the delays become one {@code DelayNetwork} segment named {@code vmconfig}, in seconds (ticks x
 * 1e-4) and seconds per KB; lbsim's delay segment has one set of delays, taken from the master's line
 * (machines whose delays differ are reported as warnings);</li>
 * <li>the master's initialization delay becomes the platform's spawn delay.</li>
 * </ul>
 */
public final class VmConfigImport {

    /** VMConfig ticks (100 microseconds) per second. */
    public static final double TICKS_PER_SECOND = 10_000.0;

    /** The imported scenario and what the user should know about it. */
    public record Result(Scenario scenario, List<String> warnings) {
    }

    /**
     * The smallest performance factor other than 0; speeds (1 / factor) stay within the model's host speed
     * range, a millionth to a million times the reference machine, and finite.
     */
    public static final double MIN_FACTOR = 1e-6;

    /** The largest performance factor; see {@link #MIN_FACTOR}. */
    public static final double MAX_FACTOR = 1e6;

    private VmConfigImport() {
    }

    /** The index of the first control character in a line other than a tab, or -1. */
    private static int controlCharacter(String line) {
        for (int k = 0; k < line.length(); k++) {
            char c = line.charAt(k);
            if (c != '\t' && (Character.isISOControl(c) || c == '\uFEFF' || Character.isSurrogate(c)
                    && !(Character.isHighSurrogate(c) && k + 1 < line.length() && Character.isLowSurrogate(line.charAt(k + 1))
                            || Character.isLowSurrogate(c) && k > 0 && Character.isHighSurrogate(line.charAt(k - 1))))) {
                return k;
            }
        }
        return -1;
    }

    /**
     * @throws ScenarioException naming the file and line of every malformed line
     */
    public static Result read(Path file) throws ScenarioException {
        String label = file.toString();
        List<String> lines;
        try {
            lines = InputFiles.readLines(file);
        } catch (InputFileException e) {
            throw new ScenarioException(label + ": " + e.problem());
        }
        ModelFactory f = ModelFactory.eINSTANCE;
        Scenario s = f.createScenario();
        String base = file.getFileName().toString();
        s.setName(base.contains(".") ? base.substring(0, base.lastIndexOf('.')) : base);
        s.setDescription("Imported from the MISS-PVM VMConfig file " + base + ".");
        Platform p = f.createPlatform();
        s.setPlatform(p);
        DelayNetwork net = f.createDelayNetwork();
        net.setName("vmconfig");
        p.getSegments().add(net);
        List<String> problems = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        double[] master = null;
        for (int i = 0; i < lines.size(); i++) {
            String raw = lines.get(i);
            if (i == 0 && raw.startsWith("\uFEFF")) {
                raw = raw.substring(1); // a byte order mark is not a field
            }
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = label + ":" + (i + 1) + ": ";
            int bad = controlCharacter(line);
            if (bad >= 0) {
                problems.add(where + String.format(Locale.ROOT, "control character U+%04X in column %d; a VMConfig "
                        + "file is plain text (fields separated by spaces or tabs)", (int) line.charAt(bad),
                        raw.indexOf(line) + bad + 1));
                continue;
            }
            String[] fields = line.split("\\s+");
            if (fields.length != 7) {
                problems.add(where + "expected 7 fields (name, performance factor, initialization, send, receive, "
                        + "transmission and proportional delay), found " + fields.length);
                continue;
            }
            double[] v = new double[6];
            boolean ok = true;
            for (int k = 0; k < 6; k++) {
                try {
                    v[k] = Double.parseDouble(fields[k + 1]);
                    if (!(v[k] >= 0) || Double.isInfinite(v[k])) {
                        throw new NumberFormatException();
                    }
                } catch (NumberFormatException e) {
                    problems.add(where + "field " + (k + 2) + " must be a number >= 0, got '" + fields[k + 1] + "'");
                    ok = false;
                }
            }
            if (!ok) {
                continue;
            }
            if (v[0] != 0 && !(v[0] >= MIN_FACTOR && v[0] <= MAX_FACTOR)) {
                problems.add(where + "performance factor " + fields[1] + " gives speed " + (1.0 / v[0])
                        + "; the factor must be 0 (the real machine) or from " + MIN_FACTOR + " to " + MAX_FACTOR
                        + ", so the speed is finite and from " + MIN_FACTOR + " to " + MAX_FACTOR);
                continue;
            }
            if (!names.add(fields[0])) {
                problems.add(where + "machine '" + fields[0] + "' is described twice");
                continue;
            }
            Host h = f.createHost();
            h.setName(fields[0]);
            h.setSpeed(v[0] == 0 ? 1.0 : 1.0 / v[0]);
            h.setSegment(net);
            p.getHosts().add(h);
            if (master == null) {
                master = v;
                p.setSpawnDelaySeconds(v[1] / TICKS_PER_SECOND);
                net.setSendDelaySeconds(v[2] / TICKS_PER_SECOND);
                net.setReceiveDelaySeconds(v[3] / TICKS_PER_SECOND);
                net.setTransmissionDelaySeconds(v[4] / TICKS_PER_SECOND);
                net.setProportionalDelayPerKBSeconds(v[5] / TICKS_PER_SECOND);
            } else if (v[1] != master[1] || v[2] != master[2] || v[3] != master[3] || v[4] != master[4] || v[5] != master[5]) {
                warnings.add(where + String.format(Locale.ROOT, "machine '%s' has its own delays; lbsim uses the master's "
                        + "(first line) for the whole segment", fields[0]));
            }
        }
        if (master == null && problems.isEmpty()) {
            problems.add(label + ": no machine lines (all blank or comments)");
        }
        if (!problems.isEmpty()) {
            throw ScenarioException.ofLines(problems);
        }
        // a minimal application so the scenario runs as it is: one observed task on the master
        ObservedTaskApplication app = f.createObservedTaskApplication();
        ObservedTask t = f.createObservedTask();
        t.setName("probe");
        t.setHost(p.getHosts().get(0));
        t.setWorkSeconds(1.0);
        app.getTasks().add(t);
        s.setApplication(app);
        RunSettings run = f.createRunSettings();
        s.setRun(run);
        return new Result(s, warnings);
    }
}
