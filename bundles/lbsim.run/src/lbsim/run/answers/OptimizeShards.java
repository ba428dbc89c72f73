package lbsim.run.answers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

import lbsim.model.io.ScenarioException;
import lbsim.run.experiment.InputFingerprint;
import lbsim.run.experiment.JsonReader;
import lbsim.run.io.AtomicFiles;
import lbsim.run.io.Json;
import lbsim.run.launch.Runs;

/**
 * The shards of {@code lbsim optimize}: {@code --shard i/n} writes a folder with optimize-shard.json (which shard,
 * the scenario's and every input file's SHA-256, the settings, and every run of the shard's candidates, the
 * numbers exact), and {@code lbsim merge} of the n shard folders writes the optimize folder the unsharded search
 * writes ({@link Optimize#merge}: byte for byte the same optimize.json, candidates.csv and winner scenario).
 */
public final class OptimizeShards {

    /** The shard folder's file. */
    public static final String JSON = "optimize-shard.json";
    private static final String FORMAT = "lbsim-optimize-shard";

    private OptimizeShards() {
    }

    /**
     * One shard as written and read back.
     *
     * @param scenarioFile  the scenario file as given on the command line
     * @param scenarioPath  its absolute path (the merge writes the winner's scenario from it)
     * @param scenario      the scenario's name
     * @param inputs        the digests of the scenario file and its input files
     * @param sets          the assignments, in order
     * @param seed          the master seed
     * @param settings      the search's settings (jobs is not recorded: it does not change the answer)
     * @param index         this shard, 1 .. count
     * @param count         the number of shards
     * @param runs          the simulations this shard ran
     * @param candidates    every candidate of the shard with its runs, in the order the search met them
     */
    public record Shard(String scenarioFile, String scenarioPath, String scenario, InputFingerprint inputs, List<String> sets, long seed,
            Optimize.Settings settings, int index, int count, long runs, List<Optimize.CandidateRuns> candidates) {

        public Shard {
            sets = List.copyOf(sets);
            candidates = List.copyOf(candidates);
        }
    }

    /** The merged answer and the shards it came from. */
    public record Merged(Optimize.Result result, List<Shard> shards) {
    }

    /**
     * Runs shard {@code index}/{@code count} of the search and returns it (not yet written).
     *
     * @throws ScenarioException   bad input, or more shards than strategies
     * @throws lbsim.run.SimulationException a run failed
     * @throws java.util.concurrent.CancellationException when cancelled
     */
    public static Shard run(Path file, String label, List<String> sets, Long seed, Optimize.Settings settings, int index, int count,
            java.util.function.BooleanSupplier cancelled, Optimize.Progress progress)
            throws ScenarioException, lbsim.run.SimulationException {
        lbsim.model.Scenario base = Runs.load(file, label, sets);
        InputFingerprint inputs;
        try {
            inputs = InputFingerprint.of(file, base);
        } catch (IOException e) {
            throw new ScenarioException(label + ": cannot read: " + e.getMessage());
        }
        long s0 = seed != null ? seed : (base.getRun() != null ? base.getRun().getSeed() : 1L);
        List<Optimize.CandidateRuns> candidates = Optimize.optimizeShard(file, label, sets, s0, settings, index, count, cancelled,
                progress);
        long total = 0;
        for (Optimize.CandidateRuns c : candidates) {
            total += c.makespans().length;
        }
        return new Shard(label, file.toAbsolutePath().normalize().toString(), base.getName(), inputs, sets, s0, settings, index, count,
                total, candidates);
    }

    /** Writes the shard folder (replacing an older one lbsim wrote). */
    public static void write(Path target, Shard s, String lbsimVersion) throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", FORMAT);
        m.put("formatVersion", 1);
        m.put("lbsimVersion", lbsimVersion);
        Map<String, Object> shard = new LinkedHashMap<>();
        shard.put("index", s.index());
        shard.put("count", s.count());
        shard.put("strategies", Optimize.shardEntries(s.settings(), s.index(), s.count()).stream()
                .map(e -> s.settings().strategies().get(e).name()).toList());
        m.put("shard", shard);
        m.put("scenario", s.scenario());
        m.put("scenarioFile", s.scenarioFile());
        m.put("scenarioPath", s.scenarioPath());
        m.put("scenarioSha256", s.inputs().scenarioDigest());
        m.put("inputFilesSha256", new LinkedHashMap<>(s.inputs().inputDigests()));
        m.put("sets", s.sets());
        m.put("seed", s.seed());
        m.put("objective", s.settings().objective());
        m.put("objectiveLevel", s.settings().level()); // NaN (the mean) is written null
        m.put("strategies", s.settings().strategies().stream().map(StrategySpace.Entry::name).toList());
        m.put("searchSlaves", s.settings().slaves());
        m.put("replications", s.settings().replications());
        m.put("searchBudgetPerStrategy", s.settings().searchBudget());
        m.put("secondObjective", s.settings().second().option());
        m.put("runs", s.runs());
        List<Object> cs = new ArrayList<>();
        for (Optimize.CandidateRuns c : s.candidates()) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("entry", c.entry());
            x.put("strategy", c.strategy());
            x.put("slaveCount", c.slaveCount());
            x.put("makespanSeconds", numbers(c.makespans()));
            x.put("schedulingMessages", numbers(c.messages()));
            x.put("energyJoules", numbers(c.joules()));
            cs.add(x);
        }
        m.put("candidates", cs);
        AnswerFolder.write(target, "an optimize shard folder", dir -> AtomicFiles.writeString(dir.resolve(JSON), Json.write(m)));
    }

    private static List<Double> numbers(double[] v) {
        List<Double> out = new ArrayList<>(v.length);
        for (double d : v) {
            out.add(d); // Double.toString: read back to the same double; NaN is written null
        }
        return out;
    }

    /** Whether {@code dir} holds an optimize shard (rather than an experiment). */
    public static boolean isShard(Path dir) {
        return Files.isRegularFile(dir.resolve(JSON));
    }

    /**
     * Reads a shard folder.
     *
     * @throws ScenarioException naming the folder and what is wrong
     */
    public static Shard read(Path dir) throws ScenarioException {
        Path f = dir.resolve(JSON);
        if (!Files.isRegularFile(f)) {
            throw new ScenarioException(dir + ": not an optimize shard folder (no " + JSON + "; lbsim optimize --shard i/n writes one)");
        }
        Map<?, ?> m;
        try {
            lbsim.core.io.FileKinds.requireRegularFile(f);
            m = (Map<?, ?>) JsonReader.read(Files.readString(f));
        } catch (IOException | IllegalArgumentException | ClassCastException e) {
            throw new ScenarioException(f + ": cannot read: " + e.getMessage());
        }
        try {
            if (!FORMAT.equals(m.get("format")) || ((Number) m.get("formatVersion")).intValue() != 1) {
                throw new ScenarioException(f + ": not an lbsim optimize shard of format version 1");
            }
            Map<?, ?> shard = (Map<?, ?>) m.get("shard");
            int index = ((Number) shard.get("index")).intValue();
            int count = ((Number) shard.get("count")).intValue();
            List<StrategySpace.Entry> strategies = StrategySpace.select(String.join(",", strings(m.get("strategies"))));
            double level = m.get("objectiveLevel") == null ? Double.NaN : ((Number) m.get("objectiveLevel")).doubleValue();
            Optimize.Second second = Optimize.Second.of((String) m.get("secondObjective"));
            Optimize.Settings settings = new Optimize.Settings(strategies, (Boolean) m.get("searchSlaves"),
                    level, ((Number) m.get("replications")).intValue(), ((Number) m.get("searchBudgetPerStrategy")).intValue(),
                    Objects.requireNonNull(second, "secondObjective"), 1);
            if (count < 1 || index < 1 || index > count || count > strategies.size()) {
                throw new ScenarioException(f + ": shard " + index + "/" + count + " is not a shard of " + strategies.size() + " strategies");
            }
            SortedMap<String, String> inputs = new TreeMap<>();
            for (Map.Entry<?, ?> e : ((Map<?, ?>) m.get("inputFilesSha256")).entrySet()) {
                inputs.put((String) e.getKey(), (String) e.getValue());
            }
            List<Integer> mine = Optimize.shardEntries(settings, index, count);
            List<Optimize.CandidateRuns> candidates = new ArrayList<>();
            for (Object o : (List<?>) m.get("candidates")) {
                Map<?, ?> c = (Map<?, ?>) o;
                int entry = ((Number) c.get("entry")).intValue();
                String strategy = (String) c.get("strategy");
                if (!mine.contains(entry) || !(strategy.equals(strategies.get(entry).name())
                        || strategy.startsWith(strategies.get(entry).name() + "("))) {
                    throw new ScenarioException(f + ": candidate " + strategy + " is not one of shard " + index + "/" + count + "'s strategies");
                }
                candidates.add(new Optimize.CandidateRuns(entry, strategy, ((Number) c.get("slaveCount")).intValue(),
                        doubles(c.get("makespanSeconds")), doubles(c.get("schedulingMessages")), doubles(c.get("energyJoules"))));
            }
            return new Shard((String) m.get("scenarioFile"), (String) m.get("scenarioPath"), (String) m.get("scenario"),
                    new InputFingerprint((String) m.get("scenarioSha256"), inputs), strings(m.get("sets")),
                    ((Number) m.get("seed")).longValue(), settings, index, count, ((Number) m.get("runs")).longValue(), candidates);
        } catch (ClassCastException | NullPointerException | IllegalArgumentException | IndexOutOfBoundsException e) {
            throw new ScenarioException(f + ": not as lbsim optimize --shard writes it (" + e + ")");
        }
    }

    private static List<String> strings(Object o) {
        List<String> out = new ArrayList<>();
        for (Object x : (List<?>) o) {
            out.add((String) x);
        }
        return out;
    }

    private static double[] doubles(Object o) {
        List<?> l = (List<?>) o;
        double[] v = new double[l.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = l.get(i) == null ? Double.NaN : ((Number) l.get(i)).doubleValue();
        }
        return v;
    }

    /**
     * Reads and checks the shards and replays the search: all have the same scenario (name and file content),
     * input files, assignments, seed, settings and shard count; every shard 1..n is there exactly once; the
     * scenario file is still what the shards read (the winner's scenario is written from it).
     *
     * @throws ScenarioException naming the folder and the rule it breaks
     */
    public static Merged merge(List<Path> dirs) throws ScenarioException {
        if (dirs.isEmpty()) {
            throw new ScenarioException("merge: no shard folder given");
        }
        List<Shard> shards = new ArrayList<>();
        for (Path d : dirs) {
            shards.add(read(d));
        }
        Shard first = shards.get(0);
        int n = first.count();
        Path[] byIndex = new Path[n + 1];
        List<Optimize.CandidateRuns> all = new ArrayList<>();
        for (int k = 0; k < shards.size(); k++) {
            Shard s = shards.get(k);
            Path d = dirs.get(k);
            String other = d + ": not the same optimize search as " + dirs.get(0) + ": ";
            same(other + "scenario", first.scenario(), s.scenario());
            same(other + "scenario file", first.scenarioFile(), s.scenarioFile());
            same(other + "scenario file content (SHA-256)", first.inputs().scenarioDigest(), s.inputs().scenarioDigest());
            sameInputs(other, first.inputs().inputDigests(), s.inputs().inputDigests());
            same(other + "assignments", first.sets(), s.sets());
            same(other + "master seed", first.seed(), s.seed());
            same(other + "strategies", names(first.settings()), names(s.settings()));
            same(other + "search of the slave count", first.settings().slaves(), s.settings().slaves());
            same(other + "objective", first.settings().objective(), s.settings().objective());
            same(other + "objective level", Double.valueOf(first.settings().level()), Double.valueOf(s.settings().level()));
            same(other + "replications", first.settings().replications(), s.settings().replications());
            same(other + "search budget", first.settings().searchBudget(), s.settings().searchBudget());
            same(other + "second objective", first.settings().second(), s.settings().second());
            same(other + "number of shards", n, s.count());
            if (byIndex[s.index()] != null) {
                throw new ScenarioException(d + ": shard " + s.index() + "/" + n + " is given twice (also " + byIndex[s.index()] + ")");
            }
            byIndex[s.index()] = d;
            all.addAll(s.candidates());
        }
        List<String> missing = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            if (byIndex[i] == null) {
                missing.add(i + "/" + n);
            }
        }
        if (!missing.isEmpty()) {
            throw new ScenarioException("merge: shard" + (missing.size() == 1 ? " " : "s ") + String.join(", ", missing)
                    + " of this optimize search " + (missing.size() == 1 ? "is" : "are") + " missing");
        }
        Optimize.Result r = Optimize.merge(first.scenarioFile(), first.scenario(), first.seed(), first.settings(), all);
        return new Merged(r, List.copyOf(shards));
    }

    /**
     * Merges and writes the optimize folder into {@code target}: optimize.json, candidates.csv, the chart and the
     * winner's scenario, as {@code lbsim optimize} without shards writes them.
     *
     * @throws ScenarioException when the shards do not fit together, or the scenario file changed since they ran
     * @throws IOException       when the target cannot be written (the message names it)
     */
    public static Merged mergeInto(List<Path> dirs, Path target, String lbsimVersion) throws ScenarioException, IOException {
        Merged m = merge(dirs);
        Shard first = m.shards().get(0);
        Path scenario = Path.of(first.scenarioPath());
        lbsim.model.Scenario base = Runs.load(scenario, first.scenarioFile(), first.sets());
        InputFingerprint now;
        try {
            now = InputFingerprint.of(scenario, base);
        } catch (IOException e) {
            throw new ScenarioException(scenario + ": cannot read the shards' scenario file to write the winner's scenario: "
                    + e.getMessage());
        }
        String changed = scenario + ": changed since the shards ran: ";
        same(changed + "content (SHA-256)", first.inputs().scenarioDigest(), now.scenarioDigest());
        sameInputs(changed, first.inputs().inputDigests(), now.inputDigests());
        OptimizeReport.write(target, m.result(), scenario, first.scenarioFile(), first.sets(), lbsimVersion);
        return m;
    }

    private static List<String> names(Optimize.Settings s) {
        return s.strategies().stream().map(StrategySpace.Entry::name).toList();
    }

    /** The first input file whose content (SHA-256) differs, or which only one side read. */
    private static void sameInputs(String other, Map<String, String> there, Map<String, String> here) throws ScenarioException {
        TreeSet<String> files = new TreeSet<>(there.keySet());
        files.addAll(here.keySet());
        for (String f : files) {
            if (!Objects.equals(there.get(f), here.get(f))) {
                throw new ScenarioException(other + "input file " + f + ": content (SHA-256) differs ("
                        + (here.get(f) == null ? "not read" : here.get(f).substring(0, 12) + "...") + " here, "
                        + (there.get(f) == null ? "not read" : there.get(f).substring(0, 12) + "...") + " there)");
            }
        }
    }

    private static void same(String what, Object a, Object b) throws ScenarioException {
        if (!Objects.equals(a, b)) {
            throw new ScenarioException(what + " differs (" + b + " here, " + a + " there)");
        }
    }
}
