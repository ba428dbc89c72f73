package lbsim.ui.launch;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import lbsim.run.launch.TraceLevel;

/**
 * What the simulation process is asked to do: the arguments after the main class,
 * {@code run SCENARIO --out DIR --progress=machine ...}, built from the launch configuration's settings.
 *
 * @param scenario      absolute path of the scenario file
 * @param out           absolute path of the result (or experiment) folder
 * @param seed          master seed, empty for the scenario's
 * @param sets          {@code --set} assignments
 * @param sweeps        {@code --sweep} specifications
 * @param replications  replications per point, empty for none
 * @param jobs          runs at once, empty for the default (only with an experiment)
 * @param keepRuns      keep each run's folder (only with an experiment)
 * @param exports       export names (only with a single run)
 * @param userClassPath output folders of the user's Java projects: {@code --classpath} of a single run (for a
 *                      real program's class loader); the launch also puts them on the process's class path,
 *                      where {@code strategyClass} is looked up
 * @param callSites     a real program's Pvm calls record their call sites ({@code --call-sites}; single runs only,
 *                      an experiment leaves it out)
 * @param trace         how much trace a single run writes ({@code --trace=summary|none}; FULL, the default, and
 *                      an experiment leave it out); null for FULL
 */
public record SimulationCommand(Path scenario, Path out, String seed, List<String> sets, List<String> sweeps,
        String replications, String jobs, boolean keepRuns, List<String> exports, List<Path> userClassPath,
        boolean callSites, TraceLevel trace) {

    /** A command with the full trace. */
    public SimulationCommand(Path scenario, Path out, String seed, List<String> sets, List<String> sweeps,
            String replications, String jobs, boolean keepRuns, List<String> exports, List<Path> userClassPath,
            boolean callSites) {
        this(scenario, out, seed, sets, sweeps, replications, jobs, keepRuns, exports, userClassPath, callSites,
                TraceLevel.FULL);
    }

    /** A command without call sites. */
    public SimulationCommand(Path scenario, Path out, String seed, List<String> sets, List<String> sweeps,
            String replications, String jobs, boolean keepRuns, List<String> exports, List<Path> userClassPath) {
        this(scenario, out, seed, sets, sweeps, replications, jobs, keepRuns, exports, userClassPath, false);
    }

    public SimulationCommand {
        seed = seed == null ? "" : seed.strip();
        replications = replications == null ? "" : replications.strip();
        jobs = jobs == null ? "" : jobs.strip();
        sets = clean(sets);
        sweeps = clean(sweeps);
        exports = clean(exports);
        userClassPath = List.copyOf(userClassPath);
        trace = trace == null ? TraceLevel.FULL : trace;
    }

    private static List<String> clean(List<String> values) {
        List<String> r = new ArrayList<>();
        for (String v : values) {
            if (v != null && !v.isBlank()) {
                r.add(v.strip());
            }
        }
        return List.copyOf(r);
    }

    /** Whether the run is an experiment (sweeps or replications), which writes an experiment folder. */
    public boolean experiment() {
        return !sweeps.isEmpty() || !replications.isEmpty();
    }

    /**
     * Settings that the command line would refuse, as one sentence each (empty when all is well): the tabs show
     * them, and the launch refuses to start with them.
     */
    public List<String> problems() {
        List<String> p = new ArrayList<>();
        if (!seed.isEmpty() && !seed.matches("-?\\d+")) {
            p.add("Seed must be a whole number, got '" + seed + "'.");
        }
        if (!replications.isEmpty() && !positive(replications)) {
            p.add("Replications must be a whole number >= 1, got '" + replications + "'.");
        }
        if (!jobs.isEmpty() && !positive(jobs)) {
            p.add("Jobs must be a whole number >= 1, got '" + jobs + "'.");
        }
        for (String s : sets) {
            if (s.indexOf('=') <= 0) {
                p.add("Assignment '" + s + "' is not PATH=VALUE.");
            }
        }
        for (String s : sweeps) {
            if (s.indexOf('=') <= 0) {
                p.add("Sweep '" + s + "' is not PATH=SPEC.");
            }
        }
        if (experiment() && !exports.isEmpty()) {
            p.add("Exports cannot be combined with sweeps or replications: export single runs.");
        }
        if (!experiment() && trace != TraceLevel.FULL && !exports.isEmpty()) {
            p.add("Exports need Trace: Full: they are written from the trace's events, which Trace: "
                    + LaunchAttributes.label(trace) + " does not keep.");
        }
        if (!experiment() && trace != TraceLevel.FULL && callSites) {
            p.add("Record call sites needs Trace: Full: call sites are recorded with the trace's events, which Trace: "
                    + LaunchAttributes.label(trace) + " does not keep.");
        }
        return p;
    }

    private static boolean positive(String v) {
        try {
            return Integer.parseInt(v) >= 1;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** The program arguments: {@code run SCENARIO --out DIR --progress=machine} and the options that are set. */
    public List<String> arguments() {
        List<String> a = new ArrayList<>();
        a.add("run");
        a.add(scenario.toString());
        a.add("--out");
        a.add(out.toString());
        a.add("--progress=machine");
        if (!seed.isEmpty()) {
            a.add("--seed");
            a.add(seed);
        }
        for (String s : sets) {
            a.add("--set");
            a.add(s);
        }
        for (String s : sweeps) {
            a.add("--sweep");
            a.add(s);
        }
        if (!replications.isEmpty()) {
            a.add("--replications");
            a.add(replications);
        }
        if (experiment()) {
            if (!jobs.isEmpty()) {
                a.add("--jobs");
                a.add(jobs);
            }
            if (keepRuns) {
                a.add("--keep-runs");
            }
        } else if (!exports.isEmpty()) {
            a.add("--export");
            a.add(String.join(",", exports));
        }
        if (callSites && !experiment()) {
            a.add("--call-sites");
        }
        if (trace != TraceLevel.FULL && !experiment()) { // the command line refuses --trace with an experiment
            a.add("--trace=" + trace.option());
        }
        if (!userClassPath.isEmpty() && !experiment()) { // the command line takes --classpath for single runs only
            StringBuilder cp = new StringBuilder();
            for (Path p : userClassPath) {
                if (cp.length() > 0) {
                    cp.append(File.pathSeparatorChar);
                }
                cp.append(p);
            }
            a.add("--classpath");
            a.add(cp.toString());
        }
        return a;
    }
}
