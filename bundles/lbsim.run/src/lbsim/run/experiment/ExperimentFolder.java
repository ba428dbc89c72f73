package lbsim.run.experiment;

import lbsim.run.io.AtomicFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import lbsim.run.io.Csv;
import lbsim.run.io.Json;
import lbsim.run.result.ResultWriter;

/**
 * The experiment folder: experiment.json (what was run, the seeds, whether it is complete), points.csv
 * (per sweep point: the swept values, n, then mean, sd and ci95 of every figure), runs.csv (per run:
 * point, replication, seed, swept values, every figure) and, with {@code --keep-runs}, each run's own
 * result folder under runs/ (named {@code p<point>-r<replication>}).
 * <p>
 * In runs.csv an empty field means the run has no such figure and {@code NaN} that the figure is
 * undefined for it; in points.csv an empty field means undefined (e.g. sd and ci95 of one run). Whole
 * numbers are written without a fraction, other numbers with {@link Double#toString(double)}, so the
 * files are reproducible to the bit and read back exactly. Nothing wall-clock goes into them.
 * <p>
 * The folder is built under a hidden temporary name next to the target and renamed into place, with a
 * {@link lbsim.run.result.Manifest} of every file. An existing folder at the target is replaced only when
 * its manifest proves lbsim wrote all of it; any other existing file or non-empty folder is refused.
 */
public final class ExperimentFolder {

    public static final String EXPERIMENT_JSON = "experiment.json";
    public static final String POINTS_CSV = "points.csv";
    public static final String RUNS_CSV = "runs.csv";
    /** The failed runs' causes, one row each; written only when a run failed ({@link #writeFailures}). */
    public static final String FAILURES_CSV = "failures.csv";
    public static final String RUNS_DIR = "runs";
    public static final String FORMAT = "lbsim-experiment";
    public static final int FORMAT_VERSION = 1;

    /** How replication seeds are derived, as written into experiment.json. */
    public static final String SEED_DERIVATION = "replication 0: the point's master seed; replication r >= 1: "
            + "SplitMix64 output function of (master + r * 0x9E3779B97F4A7C15)";

    private ExperimentFolder() {
    }

    /**
     * Refuses a target that lbsim may not replace: see {@link lbsim.run.result.Manifest#checkReplaceable}.
     *
     * @throws IOException naming the target and the rule
     */
    public static void checkTarget(Path dir) throws IOException {
        lbsim.run.result.Manifest.checkReplaceable(dir, "an experiment folder");
    }

    /**
     * {@link #checkTarget(Path)}, and refuses a target that holds the scenario file being run (e.g. a
     * scenario kept in an old result folder): replacing the folder would delete the user's scenario.
     *
     * @throws IOException naming the target, the scenario and the rule
     */
    public static void checkTarget(Path dir, Path scenarioFile) throws IOException {
        lbsim.run.result.ResultWriter.checkNotHolding(dir, scenarioFile);
        checkTarget(dir);
    }

    /** Creates the hidden temporary folder next to the target that {@link #install} later renames. */
    public static Path createTemp(Path target) throws IOException {
        Path dir = target.toAbsolutePath().normalize();
        checkTarget(dir);
        Files.createDirectories(dir.getParent());
        return lbsim.run.result.TempPaths.directory(dir.getParent(), "." + dir.getFileName() + ".tmp-"
                + ProcessHandle.current().pid() + "-"); // the pid tells a leftover (lbsim.run.io.Leftovers)
    }

    /** The result folder of one run inside an experiment folder. */
    public static Path runDir(Path experimentDir, ExperimentPlan plan, int point, int replication) {
        int pw = String.valueOf(Math.max(0, plan.pointCount() - 1)).length();
        int rw = String.valueOf(Math.max(0, plan.replications() - 1)).length();
        return experimentDir.resolve(RUNS_DIR).resolve(String.format("p%0" + pw + "d-r%0" + rw + "d", point, replication));
    }

    /**
     * Writes experiment.json, points.csv and runs.csv into the temporary folder, removes run folders of
     * points that did not finish, and renames the temporary folder to the target.
     */
    public static void install(Path tmp, ExperimentResult result, Path target, String lbsimVersion, boolean keepRuns)
            throws IOException {
        install(tmp, result, target, lbsimVersion, keepRuns, null);
    }

    /**
     * As {@link #install(Path, ExperimentResult, Path, String, boolean)}, with the deadline (seconds, or null)
     * whose exceedance probability experiment.json's "risk" entry reports per point ({@link Risk}).
     */
    public static void install(Path tmp, ExperimentResult result, Path target, String lbsimVersion, boolean keepRuns,
            Double deadlineSeconds) throws IOException {
        Path dir = target.toAbsolutePath().normalize();
        try {
            writeFiles(tmp, result, lbsimVersion, keepRuns, deadlineSeconds);
            Path runs = tmp.resolve(RUNS_DIR);
            if (Files.isDirectory(runs)) {
                java.util.Set<Path> keep = new java.util.HashSet<>();
                for (RunRecord r : result.records()) {
                    keep.add(runDir(tmp, result.plan(), r.point(), r.replication()).getFileName());
                }
                try (DirectoryStream<Path> s = Files.newDirectoryStream(runs)) {
                    for (Path p : s) {
                        if (!keep.contains(p.getFileName())) {
                            deleteTree(p);
                        }
                    }
                }
            }
            lbsim.run.result.Manifest.write(tmp);
            checkTarget(dir);
            Path old = null;
            if (Files.exists(dir)) {
                old = dir.resolveSibling("." + dir.getFileName() + ".old-" + ProcessHandle.current().pid() + "-" + System.nanoTime());
                move(dir, old);
            }
            try {
                move(tmp, dir);
            } catch (IOException e) {
                if (old != null) {
                    move(old, dir);
                }
                throw e;
            }
            if (old != null) {
                deleteTree(old);
            }
        } catch (IOException | RuntimeException | Error e) {
            deleteTree(tmp);
            throw e;
        }
    }

    static void writeFiles(Path dir, ExperimentResult result, String lbsimVersion, boolean keepRuns, Double deadlineSeconds)
            throws IOException {
        Files.writeString(dir.resolve(EXPERIMENT_JSON), Json.write(describe(result, lbsimVersion, keepRuns, deadlineSeconds)),
                StandardCharsets.UTF_8);
        try (java.io.Writer w = Files.newBufferedWriter(dir.resolve(POINTS_CSV), StandardCharsets.UTF_8)) {
            writePoints(result, w);
        }
        try (java.io.Writer w = Files.newBufferedWriter(dir.resolve(RUNS_CSV), StandardCharsets.UTF_8)) {
            writeRuns(result, w);
        }
        if (!result.failedRuns().isEmpty()) {
            try (java.io.Writer w = Files.newBufferedWriter(dir.resolve(FAILURES_CSV), StandardCharsets.UTF_8)) {
                writeFailures(result.failedRuns(), w);
            }
        }
    }

    /** The content of experiment.json. */
    static Map<String, Object> describe(ExperimentResult r, String lbsimVersion, boolean keepRuns, Double deadlineSeconds) {
        ExperimentPlan plan = r.plan();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", FORMAT);
        m.put("formatVersion", FORMAT_VERSION);
        m.put("lbsimVersion", lbsimVersion);
        m.put("scenario", r.scenarioName());
        m.put("scenarioFile", plan.scenarioFile());
        m.put("scenarioSha256", r.scenarioDigest());
        if (!r.inputDigests().isEmpty()) {
            m.put("inputSha256", r.inputDigests());
        }
        m.put("sets", plan.sets());
        List<Object> sweeps = new ArrayList<>();
        for (Sweep s : plan.sweeps()) {
            Map<String, Object> sm = new LinkedHashMap<>();
            sm.put("path", s.path());
            sm.put("spec", s.spec());
            sm.put("kind", s.kind());
            sm.put("values", s.values());
            sweeps.add(sm);
        }
        m.put("sweeps", sweeps);
        m.put("points", plan.pointCount());
        m.put("replications", plan.replications());
        m.put("seed", plan.seed());
        m.put("masterSeed", r.masterSeed());
        m.put("seedDerivation", SEED_DERIVATION);
        Map<String, Object> shard = new LinkedHashMap<>();
        shard.put("index", plan.shardIndex());
        shard.put("count", plan.shardCount());
        shard.put("points", plan.shardPoints());
        m.put("shard", shard);
        m.put("keepRuns", keepRuns);
        m.put("complete", r.complete());
        m.put("finishedPoints", r.finishedPoints());
        m.put("failure", r.failure());
        List<Object> runs = new ArrayList<>();
        for (RunRecord rr : r.records()) {
            Map<String, Object> rm = new LinkedHashMap<>();
            rm.put("point", rr.point());
            rm.put("replication", rr.replication());
            rm.put("seed", rr.seed());
            runs.add(rm);
        }
        m.put("runs", runs);
        m.put("risk", Risk.describe(r, deadlineSeconds));
        return m;
    }

    /**
     * The deadline (seconds) an experiment folder's experiment.json reports the risk for, or null when it has
     * none (run without {@code --deadline}, or written before risk was reported).
     *
     * @throws IOException when experiment.json cannot be read or is not JSON
     */
    public static Double readDeadline(Path dir) throws IOException {
        Path jsonFile = dir.resolve(EXPERIMENT_JSON);
        try {
            if (JsonReader.read(Files.readString(jsonFile)) instanceof Map<?, ?> m && m.get("risk") instanceof Map<?, ?> risk
                    && risk.get("deadlineSeconds") instanceof Number n) {
                return n.doubleValue();
            }
            return null;
        } catch (IllegalArgumentException e) {
            throw new IOException(jsonFile + ": " + e.getMessage());
        }
    }

    /** The content of points.csv. */
    public static String pointsCsv(ExperimentResult r) {
        StringBuilder sb = new StringBuilder();
        try {
            writePoints(r, sb);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringBuilder does not throw
        }
        return sb.toString();
    }

    /** Writes points.csv, a row at a time (a large sweep's file need not fit in memory as one string). */
    static void writePoints(ExperimentResult r, Appendable sb) throws IOException {
        List<String> names = r.figureNames();
        sb.append("point");
        for (Sweep s : r.plan().sweeps()) {
            sb.append(',').append(Csv.text(s.path()));
        }
        sb.append(",n");
        for (String f : names) {
            sb.append(',').append(Csv.text(f + "_mean")).append(',').append(Csv.text(f + "_sd")).append(',')
                    .append(Csv.text(f + "_ci95"));
        }
        sb.append('\n');
        for (int p : r.finishedPoints()) {
            List<RunRecord> runs = r.runsOf(p);
            sb.append(Integer.toString(p));
            for (String v : r.plan().pointValues(p)) {
                sb.append(',').append(Csv.text(v));
            }
            sb.append(',').append(Integer.toString(runs.size()));
            for (String f : names) {
                List<Double> values = new ArrayList<>();
                for (RunRecord run : runs) {
                    Double v = run.figures().get(f);
                    if (v != null) {
                        values.add(v);
                    }
                }
                double[] a = new double[values.size()];
                for (int i = 0; i < a.length; i++) {
                    a[i] = values.get(i);
                }
                Stats st = Stats.of(a);
                sb.append(',').append(number(st.mean(), "")).append(',').append(number(st.sd(), "")).append(',')
                        .append(number(st.ci95(), ""));
            }
            sb.append('\n');
        }
    }

    /** The content of runs.csv. */
    public static String runsCsv(ExperimentResult r) {
        StringBuilder sb = new StringBuilder();
        try {
            writeRuns(r, sb);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringBuilder does not throw
        }
        return sb.toString();
    }

    /** Writes runs.csv, a row at a time. */
    static void writeRuns(ExperimentResult r, Appendable sb) throws IOException {
        List<String> names = r.figureNames();
        sb.append("point,replication,seed");
        for (Sweep s : r.plan().sweeps()) {
            sb.append(',').append(Csv.text(s.path()));
        }
        for (String f : names) {
            sb.append(',').append(Csv.text(f));
        }
        sb.append('\n');
        for (RunRecord run : r.records()) {
            sb.append(Integer.toString(run.point())).append(',').append(Integer.toString(run.replication())).append(',')
                    .append(Long.toString(run.seed()));
            for (String v : r.plan().pointValues(run.point())) {
                sb.append(',').append(Csv.text(v));
            }
            for (String f : names) {
                Double v = run.figures().get(f);
                sb.append(',').append(v == null ? "" : number(v, "NaN"));
            }
            sb.append('\n');
        }
    }

    /**
     * Writes failures.csv: one row per cause of each failed run, in run order, with the columns
     * {@code point,replication,seed,assignments,severity,file,line,object,object_path,feature,rule,message}: the run
     * (its point's {@code PATH=VALUE} assignments joined by "; "), then the cause as a problem record (file and line
     * when it has them, the scenario object, its attribute and the rule when the cause is at an object; empty fields
     * when not).
     */
    static void writeFailures(List<RunFailure> failed, Appendable sb) throws IOException {
        sb.append("point,replication,seed,assignments,severity,file,line,object,object_path,feature,rule,message\n");
        for (RunFailure f : failed) {
            for (lbsim.model.io.Problem p : f.causes()) {
                sb.append(Integer.toString(f.point())).append(',').append(Integer.toString(f.replication())).append(',')
                        .append(Long.toString(f.seed())).append(',').append(Csv.text(String.join("; ", f.assignments())))
                        .append(',').append(p.error() ? "error" : "warning").append(',').append(text(p.file())).append(',')
                        .append(p.line() > 0 ? Integer.toString(p.line()) : "").append(',').append(text(p.objectLabel()))
                        .append(',').append(text(p.objectPath())).append(',').append(text(p.feature())).append(',')
                        .append(text(p.rule())).append(',').append(Csv.text(p.message())).append('\n');
            }
        }
    }

    /** The content of failures.csv for these failed runs. */
    public static String failuresCsv(List<RunFailure> failed) {
        StringBuilder sb = new StringBuilder();
        try {
            writeFailures(failed, sb);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringBuilder does not throw
        }
        return sb.toString();
    }

    private static String text(String s) {
        return s == null ? "" : Csv.text(s);
    }

    /** A whole number without fraction, else the shortest exact decimal; {@code nan} for NaN. */
    static String number(double v, String nan) {
        if (Double.isNaN(v)) {
            return nan;
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }

    /**
     * Reads an experiment folder back (experiment.json and runs.csv).
     *
     * @throws IOException naming the file and what is wrong with it
     */
    public static ExperimentResult read(Path dir) throws IOException {
        Path jsonFile = dir.resolve(EXPERIMENT_JSON);
        if (!Files.isRegularFile(jsonFile)) {
            throw new IOException(dir + ": not an lbsim experiment folder (no " + EXPERIMENT_JSON + ")");
        }
        Map<?, ?> m;
        try {
            lbsim.core.io.FileKinds.requireRegularFile(jsonFile); // a FIFO would block the read for ever
            if (!(JsonReader.read(Files.readString(jsonFile)) instanceof Map<?, ?> map) || !FORMAT.equals(map.get("format"))) {
                throw new IOException(jsonFile + ": not an lbsim experiment (format is not \"" + FORMAT + "\")");
            }
            m = map;
        } catch (IllegalArgumentException e) {
            throw new IOException(jsonFile + ": " + e.getMessage());
        }
        try {
            if (((Number) m.get("formatVersion")).intValue() != FORMAT_VERSION) {
                throw new IOException(jsonFile + ": format version " + m.get("formatVersion") + ", this lbsim reads "
                        + FORMAT_VERSION);
            }
            List<String> sets = new ArrayList<>();
            for (Object o : (List<?>) m.get("sets")) {
                sets.add((String) o);
            }
            List<Sweep> sweeps = new ArrayList<>();
            for (Object o : (List<?>) m.get("sweeps")) {
                Sweep s = Sweep.parse((String) ((Map<?, ?>) o).get("spec"));
                sweeps.add(s);
            }
            Map<?, ?> shard = (Map<?, ?>) m.get("shard");
            Object seed = m.get("seed");
            ExperimentPlan plan = new ExperimentPlan((String) m.get("scenarioFile"), sets, sweeps,
                    ((Number) m.get("replications")).intValue(), seed == null ? null : ((Number) seed).longValue(),
                    ((Number) shard.get("index")).intValue(), ((Number) shard.get("count")).intValue());
            if (plan.pointCount() != ((Number) m.get("points")).intValue()) {
                throw new IOException(jsonFile + ": the sweeps give " + plan.pointCount() + " points, the file says "
                        + m.get("points"));
            }
            List<RunRecord> records = readRuns(dir.resolve(RUNS_CSV), plan);
            boolean complete = Boolean.TRUE.equals(m.get("complete"));
            checkRuns(dir.resolve(RUNS_CSV), plan, records, complete);
            Map<String, String> inputs = new java.util.TreeMap<>();
            if (m.get("inputSha256") instanceof Map<?, ?> in) { // absent in folders written before it was recorded
                for (Map.Entry<?, ?> e : in.entrySet()) {
                    inputs.put((String) e.getKey(), (String) e.getValue());
                }
            }
            return new ExperimentResult(plan, (String) m.get("scenario"), (String) m.get("scenarioSha256"),
                    ((Number) m.get("masterSeed")).longValue(), records, complete, (String) m.get("failure"), inputs);
        } catch (ClassCastException e) { // its text names Java classes, nothing a user wrote
            throw new IOException(jsonFile + ": malformed entry: a value of the wrong type (text, number, list or object"
                    + " where lbsim writes another)");
        } catch (NullPointerException e) {
            throw new IOException(jsonFile + ": missing entry (a value lbsim writes is absent or null)");
        } catch (IllegalArgumentException e) {
            throw new IOException(jsonFile + ": missing or malformed entry (" + lbsim.model.io.Quote.capped(e.getMessage()) + ")");
        }
    }

    /**
     * The runs read back must be what an experiment writes: only points of the shard, each with every
     * replication 0..R-1 exactly once and the seeds that follow from the point's replication-0 seed, and
     * every point of the shard when experiment.json says complete. A truncated or hand-edited runs.csv
     * would otherwise give points.csv rows with fewer runs, or a merged experiment with a point missing.
     */
    private static void checkRuns(Path file, ExperimentPlan plan, List<RunRecord> records, boolean complete)
            throws IOException {
        java.util.Set<Integer> shard = new java.util.HashSet<>(plan.shardPoints());
        Map<Integer, java.util.BitSet> seen = new java.util.TreeMap<>();
        Map<Integer, Long> base = new java.util.HashMap<>();
        for (RunRecord r : records) {
            if (!shard.contains(r.point())) {
                throw new IOException(file + ": point " + r.point() + " is not a point of " + (plan.sharded()
                        ? "shard " + plan.shardIndex() + "/" + plan.shardCount() : "this experiment") + " ("
                        + plan.pointCount() + " points)");
            }
            if (r.replication() < 0 || r.replication() >= plan.replications()) {
                throw new IOException(file + ": point " + r.point() + " has replication " + r.replication()
                        + "; the experiment has replications 0.." + (plan.replications() - 1));
            }
            java.util.BitSet reps = seen.computeIfAbsent(r.point(), k -> new java.util.BitSet());
            if (reps.get(r.replication())) {
                throw new IOException(file + ": point " + r.point() + " replication " + r.replication() + " appears twice");
            }
            reps.set(r.replication());
            if (r.replication() == 0) {
                base.put(r.point(), r.seed());
            }
        }
        for (Map.Entry<Integer, java.util.BitSet> e : seen.entrySet()) {
            int have = e.getValue().cardinality();
            if (have != plan.replications()) {
                throw new IOException(file + ": point " + e.getKey() + " has " + have + " of its " + plan.replications()
                        + " replications (a point is written only when all finished)");
            }
        }
        for (RunRecord r : records) {
            if (r.seed() != ExperimentPlan.replicationSeed(base.get(r.point()), r.replication())) {
                throw new IOException(file + ": the seed of point " + r.point() + " replication " + r.replication()
                        + " does not follow from the point's master seed (replication 0's)");
            }
        }
        if (complete && seen.size() != shard.size()) {
            List<Integer> missing = new ArrayList<>();
            for (int p : plan.shardPoints()) {
                if (!seen.containsKey(p) && missing.size() < 10) {
                    missing.add(p);
                }
            }
            throw new IOException(file + ": the experiment says complete but " + (shard.size() - seen.size())
                    + " point(s) have no runs, e.g. " + missing);
        }
    }

    private static List<RunRecord> readRuns(Path file, ExperimentPlan plan) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + ": missing");
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        if (lines.isEmpty()) {
            throw new IOException(file + ": empty (no header line)");
        }
        String[] head = Csv.split(lines.get(0));
        int first = 3 + plan.sweeps().size();
        FigureValues.Layouts layouts = new FigureValues.Layouts();
        List<RunRecord> out = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).isEmpty()) {
                continue;
            }
            String[] f = Csv.split(lines.get(i));
            if (f.length != head.length) {
                throw new IOException(file + ":" + (i + 1) + ": " + f.length + " fields, the header has " + head.length);
            }
            try {
                Map<String, Double> figures = new LinkedHashMap<>();
                for (int k = first; k < f.length; k++) {
                    if (!f[k].isEmpty()) {
                        figures.put(head[k], Double.parseDouble(f[k]));
                    }
                }
                out.add(new RunRecord(Integer.parseInt(f[0]), Integer.parseInt(f[1]), Long.parseLong(f[2]),
                        layouts.compact(figures)));
            } catch (NumberFormatException e) {
                throw new IOException(file + ":" + (i + 1) + ": not a number: " + e.getMessage());
            }
        }
        return out;
    }

    static void move(Path from, Path to) throws IOException {
        AtomicFiles.move(from, to);
    }

    static boolean isEmpty(Path dir) throws IOException {
        return AtomicFiles.isEmpty(dir);
    }

    /** Copies a folder tree (used by merge for the shards' run folders). */
    static void copyTree(Path from, Path to) throws IOException {
        Files.walkFileTree(from, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) throws IOException {
                Files.createDirectories(to.resolve(from.relativize(d).toString()));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.copy(file, to.resolve(from.relativize(file).toString()));
                return FileVisitResult.CONTINUE;
            }
        });
    }

    /** Deletes a folder tree, best effort (as {@link AtomicFiles#deleteTree}). */
    public static void deleteTree(Path root) {
        AtomicFiles.deleteTree(root);
    }
}
