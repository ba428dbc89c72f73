package lbsim.ui.launch;

import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;

import lbsim.run.launch.TraceLevel;

/** The attributes of an "lbsim Simulation" launch configuration, and the type's id. */
public final class LaunchAttributes {

    /** The launch configuration type id, as in plugin.xml. */
    public static final String TYPE_ID = "lbsim.ui.launch.simulation";

    private static final String P = "lbsim.launch.";

    /** Workspace path of the scenario file, e.g. {@code /project/scenarios/ion.lbsim} (string). */
    public static final String SCENARIO = P + "scenario";
    /** Master seed; empty for the scenario's run/seed (string). */
    public static final String SEED = P + "seed";
    /** {@code --set PATH=VALUE} assignments (list of strings). */
    public static final String SETS = P + "sets";
    /** {@code --sweep PATH=SPEC} specifications (list of strings). */
    public static final String SWEEPS = P + "sweeps";
    /** Replications per point; empty for none (string). */
    public static final String REPLICATIONS = P + "replications";
    /** Runs at once in an experiment; empty for the number of cores (string). */
    public static final String JOBS = P + "jobs";
    /** Keep each experiment run's result folder (boolean). */
    public static final String KEEP_RUNS = P + "keepRuns";
    /** Export names: chrome, paje, picl, csv, png, svg (list of strings). */
    public static final String EXPORTS = P + "exports";
    /** Workspace path of the output folder; empty for {@code results/<scenario name>} in the scenario's project. */
    public static final String OUTPUT = P + "output";
    /** Names of the workspace Java projects whose output folders hold user code (list of strings). */
    public static final String JAVA_PROJECTS = P + "javaProjects";
    /**
     * Record the call site of every Pvm call of a real program into the trace ({@code --call-sites}), for "Go to
     * Source" in the space-time diagram (boolean; single runs only).
     */
    public static final String CALL_SITES = P + "callSites";
    /**
     * How much trace a single run writes ({@code --trace}): {@code full}, {@code summary} or {@code none} (string;
     * absent or empty: full, as for configurations made before the choice existed). An experiment leaves it out.
     */
    public static final String TRACE = P + "trace";
    /** Extra JVM arguments for the simulation process, e.g. {@code -Xmx4g} (string). */
    public static final String VM_ARGUMENTS = P + "vmArguments";
    /**
     * For tests only: the main class of the simulation process (default {@code lbsim.app.Main}) and extra
     * entries for the process's class path.
     */
    public static final String MAIN_CLASS = P + "mainClass";
    /** See {@link #MAIN_CLASS} (list of absolute paths). */
    public static final String EXTRA_JVM_CLASS_PATH = P + "extraJvmClassPath";

    /** The export names the command line knows. */
    public static final List<String> EXPORT_NAMES = List.of("chrome", "paje", "picl", "csv", "png", "svg");

    private LaunchAttributes() {
    }

    static String string(ILaunchConfiguration c, String key) throws CoreException {
        return c.getAttribute(key, "").strip();
    }

    /**
     * The configuration's {@link #TRACE} level: FULL when the attribute is absent or empty.
     *
     * @throws CoreException naming the configuration and the value when it is none of full, summary, none
     */
    static TraceLevel trace(ILaunchConfiguration c) throws CoreException {
        String v = string(c, TRACE);
        if (v.isEmpty()) {
            return TraceLevel.FULL;
        }
        try {
            return TraceLevel.parse(v);
        } catch (IllegalArgumentException e) {
            throw new CoreException(org.eclipse.core.runtime.Status.error(c.getName() + ": Trace " + e.getMessage() + "."));
        }
    }

    /** The label of a level in the launch configuration: Full, Summaries only, None. */
    public static String label(TraceLevel level) {
        return switch (level) {
            case FULL -> "Full";
            case SUMMARY -> "Summaries only";
            case NONE -> "None";
        };
    }

    static List<String> list(ILaunchConfiguration c, String key) throws CoreException {
        return c.getAttribute(key, List.<String>of());
    }
}
