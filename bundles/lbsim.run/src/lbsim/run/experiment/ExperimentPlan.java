package lbsim.run.experiment;

import java.util.ArrayList;
import java.util.List;

/**
 * What an experiment runs: a scenario file, fixed {@code --set} assignments, the sweeps (their cross
 * product gives the points; the first sweep varies slowest), the replications per point, the master
 * seed (null: the scenario's {@code run/seed}) and the shard of the points this process runs.
 *
 * @param scenarioFile the scenario file as the user gave it
 * @param sets         {@code PATH=VALUE} assignments applied to every point before the sweep's own
 * @param sweeps       the swept attributes, in the order given
 * @param replications runs per point (>= 1)
 * @param seed         the master seed, or null for the scenario's (per point, after the assignments)
 * @param shardIndex   1-based index of this shard (1 when not sharded)
 * @param shardCount   number of shards (1 when not sharded)
 */
public record ExperimentPlan(String scenarioFile, List<String> sets, List<Sweep> sweeps, int replications, Long seed,
        int shardIndex, int shardCount) {

    /** More runs than this in one experiment is surely a typo. */
    public static final long MAX_RUNS = 10_000_000L;

    public ExperimentPlan {
        sets = List.copyOf(sets);
        sweeps = List.copyOf(sweeps);
        if (replications < 1) {
            throw new IllegalArgumentException("replications must be >= 1, got " + replications);
        }
        if (shardCount < 1 || shardIndex < 1 || shardIndex > shardCount) {
            throw new IllegalArgumentException("shard " + shardIndex + "/" + shardCount + ": need 1 <= i <= n");
        }
        java.util.Set<String> swept = new java.util.HashSet<>();
        for (Sweep s : sweeps) {
            // a second sweep (or an assignment) of the same attribute would override the first one's value, so
            // points.csv would label a point with a value it did not run
            if (!swept.add(s.path())) {
                throw new Conflict(Conflict.Kind.SWEPT_TWICE, s.path(), null,
                        s.path() + " is swept twice; sweep each attribute once");
            }
        }
        if (seed != null && swept.contains("run/seed")) {
            throw new Conflict(Conflict.Kind.SEED_AND_SEED_SWEEP, "run/seed", Long.toString(seed), "the seed " + seed
                    + " and a sweep of run/seed: the seed would replace every swept seed; give one of them");
        }
        for (String set : sets) {
            int eq = Sweep.firstEqualsOutsideBrackets(set);
            String path = eq < 0 ? set.trim() : set.substring(0, eq).trim();
            if (swept.contains(path)) {
                throw new Conflict(Conflict.Kind.ASSIGNED_AND_SWEPT, path, set, "the assignment " + set + ": " + path
                        + " is also swept, which would override this value; give it only once");
            }
        }
        long points = 1;
        for (Sweep s : sweeps) {
            points *= s.values().size();
            if (points * replications > MAX_RUNS) {
                throw new IllegalArgumentException("the sweeps and replications make more than " + MAX_RUNS + " runs");
            }
        }
    }

    /**
     * The plan contradicts itself: {@link #kind} says how, so a caller can word the message in its own
     * terms (the command line's options, the editor's fields).
     */
    public static final class Conflict extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        /** How the plan contradicts itself. */
        public enum Kind {
            /** Two sweeps of {@link Conflict#path}. */
            SWEPT_TWICE,
            /** A fixed seed ({@link Conflict#value}) and a sweep of run/seed. */
            SEED_AND_SEED_SWEEP,
            /** An assignment ({@link Conflict#value}) of the swept {@link Conflict#path}. */
            ASSIGNED_AND_SWEPT
        }

        private final Kind kind;
        private final String path;
        private final String value;

        Conflict(Kind kind, String path, String value, String message) {
            super(message);
            this.kind = kind;
            this.path = path;
            this.value = value;
        }

        public Kind kind() {
            return kind;
        }

        /** The attribute path concerned. */
        public String path() {
            return path;
        }

        /** The seed or the assignment concerned, or null. */
        public String value() {
            return value;
        }
    }

    /**
     * Parses a shard spec {@code i/n} (1 <= i <= n).
     *
     * @return {i, n}
     * @throws IllegalArgumentException naming the spec and the rule
     */
    public static int[] parseShard(String spec) {
        int slash = spec.indexOf('/');
        try {
            if (slash > 0) {
                int i = Integer.parseInt(spec.substring(0, slash).trim());
                int n = Integer.parseInt(spec.substring(slash + 1).trim());
                if (n >= 1 && i >= 1 && i <= n) {
                    return new int[] { i, n };
                }
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(spec + ": expected i/n with whole numbers 1 <= i <= n, e.g. 2/8");
    }

    /** Number of sweep points of the whole experiment (1 without sweeps). */
    public int pointCount() {
        int n = 1;
        for (Sweep s : sweeps) {
            n *= s.values().size();
        }
        return n;
    }

    /** The swept values of a point, one per sweep; the first sweep varies slowest. */
    public List<String> pointValues(int point) {
        int[] idx = valueIndexes(point);
        List<String> out = new ArrayList<>(sweeps.size());
        for (int k = 0; k < sweeps.size(); k++) {
            out.add(sweeps.get(k).values().get(idx[k]));
        }
        return out;
    }

    /** Every assignment of a point: the fixed ones first, then one per sweep. */
    public List<String> assignments(int point) {
        int[] idx = valueIndexes(point);
        List<String> out = new ArrayList<>(sets);
        for (int k = 0; k < sweeps.size(); k++) {
            out.add(sweeps.get(k).assignment(idx[k]));
        }
        return out;
    }

    /** The points this shard runs, ascending: shardIndex - 1, then every shardCount-th. */
    public List<Integer> shardPoints() {
        List<Integer> out = new ArrayList<>();
        for (int p = shardIndex - 1; p < pointCount(); p += shardCount) {
            out.add(p);
        }
        return out;
    }

    /** Whether this plan is one shard of several. */
    public boolean sharded() {
        return shardCount > 1;
    }

    private int[] valueIndexes(int point) {
        if (point < 0 || point >= pointCount()) {
            throw new IndexOutOfBoundsException("point " + point + " of " + pointCount());
        }
        int[] idx = new int[sweeps.size()];
        int rest = point;
        for (int k = sweeps.size() - 1; k >= 0; k--) {
            int size = sweeps.get(k).values().size();
            idx[k] = rest % size;
            rest /= size;
        }
        return idx;
    }

    /**
     * The seed of replication {@code r} of a point whose master seed is {@code master}: the master seed
     * itself for replication 0 (so one replication reproduces a plain {@code lbsim run}), and for r >= 1
     * SplitMix64's output function applied to {@code master + r * 0x9E3779B97F4A7C15}. It depends on the
     * master seed and r only, so replication r has the same seed at every point (common random numbers);
     * the seeds of replications 1, 2, ... are distinct because that function is a bijection and the odd
     * increment makes its inputs distinct.
     */
    public static long replicationSeed(long master, int r) {
        if (r == 0) {
            return master;
        }
        long z = master + r * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
