package lbsim.run.experiment;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;

/**
 * The experiment a scenario file declares: its Sweep elements and its run's replication count, and how
 * they combine with the sweeps and the count a caller adds (the command line's, a launch configuration's).
 * <p>
 * The rule: a sweep the caller gives for a path the file already sweeps replaces the file's sweep in place;
 * the caller's other sweeps come after the file's, in the caller's order (the first sweep varies slowest).
 * A replication count the caller gives replaces the file's.
 *
 * @param sweeps       the file's sweeps, in file order
 * @param replications the file's replication count (1 when it says none)
 */
public record ScenarioExperiment(List<Sweep> sweeps, int replications) {

    /** A scenario that declares no experiment. */
    public static final ScenarioExperiment NONE = new ScenarioExperiment(List.of(), 1);

    public ScenarioExperiment {
        sweeps = List.copyOf(sweeps);
    }

    /** Whether the file asks for an experiment rather than one run (a sweep, or more than one replication). */
    public boolean declared() {
        return !sweeps.isEmpty() || replications > 1;
    }

    /**
     * The experiment a loaded scenario declares.
     *
     * @throws IllegalArgumentException when a sweep's spec is malformed (validation reports it first, with
     *                                  the file and the rule)
     */
    public static ScenarioExperiment of(Scenario s) {
        List<Sweep> sweeps = new ArrayList<>();
        for (lbsim.model.Sweep w : s.getSweeps()) {
            sweeps.add(Sweep.parse(w.getPath() + "=" + w.getSpec()));
        }
        int reps = s.getRun() != null ? Math.max(1, s.getRun().getReplications()) : 1;
        return new ScenarioExperiment(sweeps, reps);
    }

    /**
     * The experiment a scenario file declares, or {@link #NONE} when the file cannot be read or its sweeps
     * are malformed: the run that follows reports those problems the usual way.
     */
    public static ScenarioExperiment peek(Path file) {
        if (file == null || !Files.isRegularFile(file)) {
            return NONE;
        }
        try {
            if (!Files.isRegularFile(file) || !mayDeclare(file)) { // a FIFO would block the read: the run names it
                return NONE; // the run loads the file anyway: no second load for a file that declares nothing
            }
            return of(ScenarioLoader.load(file));
        } catch (ScenarioException | java.io.IOException | RuntimeException e) {
            return NONE;
        }
    }

    /**
     * False only when the file cannot declare an experiment: it is ASCII-compatible XML (UTF-8, no byte-order
     * mark for another encoding) and names neither a {@code sweeps} element nor a {@code replications}
     * attribute (XML names cannot be escaped, so a file without these words has neither).
     */
    static boolean mayDeclare(Path file) throws java.io.IOException {
        byte[] b = Files.readAllBytes(file);
        if (b.length >= 2 && ((b[0] & 0xff) == 0xfe || (b[0] & 0xff) == 0xff || b[0] == 0 || b[1] == 0)) {
            return true; // UTF-16 or UTF-32: let the loader read it
        }
        String text = new String(b, java.nio.charset.StandardCharsets.ISO_8859_1);
        return text.contains("sweeps") || text.contains("replications");
    }

    /** The file's sweeps combined with a caller's (see the class comment). */
    public List<Sweep> sweepsWith(List<Sweep> extra) {
        List<Sweep> all = new ArrayList<>(sweeps);
        boolean[] replaced = new boolean[sweeps.size()];
        for (Sweep e : extra) {
            int at = -1;
            for (int i = 0; i < sweeps.size(); i++) {
                if (!replaced[i] && sweeps.get(i).path().equals(e.path())) {
                    at = i;
                }
            }
            if (at >= 0) {
                all.set(at, e);
                replaced[at] = true;
            } else {
                all.add(e); // a path given twice by the caller stays twice: the plan refuses it
            }
        }
        return all;
    }

    /** The replication count: the caller's when given, else the file's. */
    public int replicationsWith(Integer extra) {
        return extra != null ? extra : replications;
    }
}
