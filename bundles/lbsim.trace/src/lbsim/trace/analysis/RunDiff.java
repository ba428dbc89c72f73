package lbsim.trace.analysis;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import lbsim.trace.store.TraceStore;

/**
 * The differences between two runs A and B (issue 17, item 7): tasks matched by name, and per matched task
 * the difference of its end time and of its time in each state, plus the difference of the run ends. Every
 * difference is B minus A, in seconds, so a negative value means B is earlier (or spends less time).
 * <p>
 * A task's end is the end of its last state interval (NaN when it has none); its time in a state is the sum of
 * the lengths of its intervals in that state. States are matched by name: {@link #stateNames()} holds A's state
 * names in A's order, then those only B has. A run's end is {@link RunEnd}'s: the latest end of any state interval (0 for
 * a trace without intervals; not a master-slave makespan, which is earlier). Reads both traces once through {@link TraceStore#forEachState}, a chunk at a time.
 * Immutable.
 *
 * @param stateNames the states compared, by name
 * @param tasks      the tasks both runs have, in A's task order
 * @param onlyInA    names of A's tasks that B does not have, in A's order
 * @param onlyInB    names of B's tasks that A does not have, in B's order
 * @param runEndA    A's run end, seconds
 * @param runEndB    B's run end, seconds
 */
public record RunDiff(List<String> stateNames, List<TaskDiff> tasks, List<String> onlyInA, List<String> onlyInB,
        double runEndA, double runEndB) {

    public RunDiff {
        stateNames = List.copyOf(stateNames);
        tasks = List.copyOf(tasks);
        onlyInA = List.copyOf(onlyInA);
        onlyInB = List.copyOf(onlyInB);
    }

    /**
     * One task of both runs.
     *
     * @param task     its name
     * @param endA     the end of its last interval in A, seconds (NaN when it has none)
     * @param endB     the same in B
     * @param secondsA its seconds in each state of {@link RunDiff#stateNames()} in A
     * @param secondsB the same in B
     */
    public record TaskDiff(String task, double endA, double endB, double[] secondsA, double[] secondsB) {

        public TaskDiff {
            if (secondsA.length != secondsB.length) {
                throw new IllegalArgumentException(task + ": " + secondsA.length + " states in A, " + secondsB.length + " in B");
            }
            secondsA = secondsA.clone();
            secondsB = secondsB.clone();
        }

        /** endB - endA, seconds (NaN when either run has no interval of the task). */
        public double endDelta() {
            return endB - endA;
        }

        /** Seconds in state {@code state} (an index of {@link RunDiff#stateNames()}) in B minus those in A. */
        public double stateDelta(int state) {
            return secondsB[state] - secondsA[state];
        }

        @Override
        public double[] secondsA() {
            return secondsA.clone();
        }

        @Override
        public double[] secondsB() {
            return secondsB.clone();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof TaskDiff t && t.task.equals(task) && Double.compare(t.endA, endA) == 0
                    && Double.compare(t.endB, endB) == 0 && Arrays.equals(t.secondsA, secondsA)
                    && Arrays.equals(t.secondsB, secondsB);
        }

        @Override
        public int hashCode() {
            return task.hashCode() * 31 + Arrays.hashCode(secondsA) * 17 + Arrays.hashCode(secondsB);
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%s: end %s -> %s, A %s, B %s", task, endA, endB, Arrays.toString(secondsA),
                    Arrays.toString(secondsB));
        }
    }

    /** runEndB - runEndA, seconds. */
    public double runEndDelta() {
        return runEndB - runEndA;
    }

    /** The index of state {@code name} in {@link #stateNames()}, or -1. */
    public int stateIndex(String name) {
        return stateNames.indexOf(name);
    }

    /** The matched task named {@code name}, or null. */
    public TaskDiff task(String name) {
        for (TaskDiff t : tasks) {
            if (t.task.equals(name)) {
                return t;
            }
        }
        return null;
    }

    /**
     * Compares run {@code a} with run {@code b}. A name several tasks of one run share is matched by its first
     * task (as {@link TraceStore#getTask} does).
     *
     * @throws IOException when a trace cannot be read (e.g. a damaged chunk, named by the store)
     */
    public static RunDiff of(TraceStore a, TraceStore b) throws IOException {
        List<String> states = new ArrayList<>(a.stateNames());
        for (String s : b.stateNames()) {
            if (!states.contains(s)) {
                states.add(s);
            }
        }
        RunTotals ta = RunTotals.of(a, states);
        RunTotals tb = RunTotals.of(b, states);
        Map<String, Integer> inB = firstByName(b);
        Map<String, Integer> inA = firstByName(a);
        List<TaskDiff> tasks = new ArrayList<>();
        List<String> onlyA = new ArrayList<>();
        for (Map.Entry<String, Integer> e : inA.entrySet()) {
            Integer j = inB.get(e.getKey());
            if (j == null) {
                onlyA.add(e.getKey());
            } else {
                int i = e.getValue();
                tasks.add(new TaskDiff(e.getKey(), ta.end[i], tb.end[j], ta.seconds[i], tb.seconds[j]));
            }
        }
        List<String> onlyB = new ArrayList<>();
        for (String name : inB.keySet()) {
            if (!inA.containsKey(name)) {
                onlyB.add(name);
            }
        }
        return new RunDiff(states, tasks, onlyA, onlyB, ta.runEnd, tb.runEnd);
    }

    /**
     * The differences as a text table: a run end line, then a header and one line per matched task (end in A,
     * end in B, their difference, then the difference of the seconds in each state), then the unmatched tasks.
     * Seconds with 6 decimals, differences signed; "-" for an end that does not exist.
     */
    public String table(String labelA, String labelB) {
        StringBuilder sb = new StringBuilder();
        sb.append("A: ").append(labelA).append('\n').append("B: ").append(labelB).append('\n');
        sb.append(String.format(Locale.ROOT, "run end A %s s, B %s s, B - A %s s%n", num(runEndA), num(runEndB),
                signed(runEndDelta())));
        int w = 8;
        for (TaskDiff t : tasks) {
            w = Math.max(w, t.task.length());
        }
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-" + w + "s %14s %14s %14s", "task", "end A [s]",
                "end B [s]", "d end [s]"));
        for (String s : stateNames) {
            head.append(String.format(Locale.ROOT, " %14s", "d " + s + " [s]"));
        }
        sb.append(head.toString().stripTrailing()).append('\n');
        for (TaskDiff t : tasks) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-" + w + "s %14s %14s %14s", t.task,
                    num(t.endA), num(t.endB), signed(t.endDelta())));
            for (int s = 0; s < stateNames.size(); s++) {
                line.append(String.format(Locale.ROOT, " %14s", signed(t.stateDelta(s))));
            }
            sb.append(line).append('\n');
        }
        if (!onlyInA.isEmpty()) {
            sb.append("only in A: ").append(String.join(", ", onlyInA)).append('\n');
        }
        if (!onlyInB.isEmpty()) {
            sb.append("only in B: ").append(String.join(", ", onlyInB)).append('\n');
        }
        return sb.toString();
    }

    /** Seconds with 6 decimals ("-" for NaN). */
    public static String num(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.6f", v);
    }

    /** A signed difference with 6 decimals ("+0.000000" for zero, "-" for NaN). */
    public static String signed(double v) {
        if (Double.isNaN(v)) {
            return "-";
        }
        String s = String.format(Locale.ROOT, "%+.6f", v);
        return s.equals("-0.000000") ? "+0.000000" : s;
    }

    private static Map<String, Integer> firstByName(TraceStore s) {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (int t = 0; t < s.taskCount(); t++) {
            m.putIfAbsent(s.taskName(t), t);
        }
        return m;
    }

    /** Per task of one run: the end of its last interval and its seconds per compared state. */
    private static final class RunTotals {
        final double[] end;
        final double[][] seconds;
        double runEnd;

        private RunTotals(int tasks, int states) {
            end = new double[tasks];
            Arrays.fill(end, Double.NaN);
            seconds = new double[tasks][states];
        }

        static RunTotals of(TraceStore s, List<String> states) throws IOException {
            RunTotals r = new RunTotals(s.taskCount(), states.size());
            int[] column = new int[s.stateNames().size()];
            for (int i = 0; i < column.length; i++) {
                column[i] = states.indexOf(s.stateNames().get(i));
            }
            s.forEachState((task, state, start, end) -> {
                if (!(r.end[task] >= end)) { // NaN (none yet) or earlier
                    r.end[task] = end;
                }
                r.seconds[task][column[state]] += end - start;
                r.runEnd = RunEnd.later(r.runEnd, end);
            });
            return r;
        }
    }
}
