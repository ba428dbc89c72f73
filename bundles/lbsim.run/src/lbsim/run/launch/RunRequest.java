package lbsim.run.launch;

import java.nio.file.Path;
import java.util.List;

import lbsim.model.Scenario;
import lbsim.run.ExtraClassPath;

/**
 * One run of a scenario, for {@link Runs#run}.
 *
 * @param scenarioFile  the scenario file, or null when {@code model} is given
 * @param model         an already loaded scenario (its assignments applied by the caller), or null to load
 *                      {@code scenarioFile}
 * @param label         how messages and summary.json name the scenario (usually the file as the user gave it)
 * @param assignments   PATH=VALUE assignments, applied in order to a loaded file and recorded in the result
 * @param seed          the master seed, or null for the scenario's own
 * @param folder        the result folder; an existing lbsim result there is replaced, anything else refused
 * @param exports       export names (see {@link lbsim.run.export.Exports}) written into the folder
 * @param classPath     extra class-path entries of a real program
 * @param lbsimVersion  written into summary.json
 * @param callSites     whether a real program's Pvm calls record their call sites into the trace (for "go to source")
 * @param trace         how much trace the result folder holds; exports and call sites need {@link TraceLevel#FULL}
 */
public record RunRequest(Path scenarioFile, Scenario model, String label, List<String> assignments, Long seed, Path folder,
        List<String> exports, ExtraClassPath classPath, String lbsimVersion, boolean callSites, TraceLevel trace) {

    /** A request with the full trace. */
    public RunRequest(Path scenarioFile, Scenario model, String label, List<String> assignments, Long seed, Path folder,
            List<String> exports, ExtraClassPath classPath, String lbsimVersion, boolean callSites) {
        this(scenarioFile, model, label, assignments, seed, folder, exports, classPath, lbsimVersion, callSites, TraceLevel.FULL);
    }

    /** A request without call sites. */
    public RunRequest(Path scenarioFile, Scenario model, String label, List<String> assignments, Long seed, Path folder,
            List<String> exports, ExtraClassPath classPath, String lbsimVersion) {
        this(scenarioFile, model, label, assignments, seed, folder, exports, classPath, lbsimVersion, false);
    }

    /** This request, recording call sites or not. */
    public RunRequest withCallSites(boolean record) {
        return new RunRequest(scenarioFile, model, label, assignments, seed, folder, exports, classPath, lbsimVersion, record,
                trace);
    }

    /**
     * This request, with this much trace.
     *
     * @throws IllegalArgumentException when the request has exports or call sites and {@code level} is not FULL
     */
    public RunRequest withTrace(TraceLevel level) {
        return new RunRequest(scenarioFile, model, label, assignments, seed, folder, exports, classPath, lbsimVersion, callSites,
                level);
    }

    public RunRequest {
        if (scenarioFile == null && model == null) {
            throw new IllegalArgumentException("a run needs a scenario file or a model");
        }
        assignments = List.copyOf(assignments);
        exports = List.copyOf(exports);
        if (classPath == null) {
            classPath = ExtraClassPath.NONE;
        }
        if (label == null) {
            label = scenarioFile != null ? scenarioFile.toString() : "scenario";
        }
        if (trace == null) {
            trace = TraceLevel.FULL;
        }
        if (trace != TraceLevel.FULL && (!exports.isEmpty() || callSites)) {
            throw new IllegalArgumentException((callSites ? "call sites" : "exports") + " need the full trace, not "
                    + trace.option());
        }
    }

    /** A run of a scenario file with its own seed, into {@code folder}. */
    public static RunRequest of(Path scenarioFile, Path folder, String lbsimVersion) {
        return new RunRequest(scenarioFile, null, scenarioFile.toString(), List.of(), null, folder, List.of(), null, lbsimVersion);
    }

    /** The default result folder of a scenario file: results/NAME (NAME without its extension). */
    public static Path defaultFolder(String scenarioFile) {
        return Path.of("results/" + baseName(scenarioFile));
    }

    static String baseName(String file) {
        String name = Path.of(file).getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
