package lbsim.trace.file;

import java.util.Arrays;

import lbsim.trace.store.TaskBounds;

/**
 * The footer section {@code taskBounds} of a trace file: {@link TaskBounds} read from it, and kept as a run writes
 * intervals ({@link Recorder}).
 */
final class TaskBoundsSection {

    private TaskBoundsSection() {
    }

    /** Reads the section's body (task count varint, then per task two float64) for a file of {@code tasks} tasks. */
    static TaskBounds read(Bytes body, int tasks) {
        int n = body.getVarInt();
        if (n != tasks) {
            throw new TraceFileStore.BadValue("task bounds for " + n + " tasks in a file of " + tasks);
        }
        double[] first = new double[n];
        double[] last = new double[n];
        for (int t = 0; t < n; t++) {
            first[t] = body.getDouble();
            last[t] = body.getDouble();
            boolean none = first[t] == Double.POSITIVE_INFINITY;
            if (Double.isNaN(first[t]) || Double.isNaN(last[t]) || first[t] < 0 || (!none && !(first[t] < last[t]))
                    || !(last[t] >= 0 || last[t] == Double.NEGATIVE_INFINITY) || last[t] == Double.POSITIVE_INFINITY) {
                throw new TraceFileStore.BadValue("task " + t + " has impossible bounds: first busy start " + first[t]
                        + " s, last end " + last[t] + " s");
            }
        }
        return new TaskBounds(first, last);
    }

    /** Keeps the bounds as intervals come (one thread). */
    static final class Recorder {
        private double[] first = new double[0];
        private double[] last = new double[0];

        void add(int n, int[] task, double[] start, double[] end) {
            for (int i = 0; i < n; i++) {
                add(task[i], start[i], end[i]);
            }
        }

        void add(int t, double s, double e) {
            if (t >= first.length) {
                int size = Math.max(t + 1, first.length * 2);
                int old = first.length;
                first = Arrays.copyOf(first, size);
                last = Arrays.copyOf(last, size);
                Arrays.fill(first, old, size, Double.POSITIVE_INFINITY);
                Arrays.fill(last, old, size, Double.NEGATIVE_INFINITY);
            }
            if (e > s && s < first[t]) {
                first[t] = s;
            }
            if (e > last[t]) {
                last[t] = e;
            }
        }

        /** A recorder holding the same bounds, to go on from without changing this one. */
        Recorder copy() {
            Recorder c = new Recorder();
            c.first = first.clone();
            c.last = last.clone();
            return c;
        }

        TaskBounds bounds(int tasks) {
            double[] f = new double[tasks];
            double[] l = new double[tasks];
            Arrays.fill(f, Double.POSITIVE_INFINITY);
            Arrays.fill(l, Double.NEGATIVE_INFINITY);
            int n = Math.min(tasks, first.length);
            System.arraycopy(first, 0, f, 0, n);
            System.arraycopy(last, 0, l, 0, n);
            return new TaskBounds(f, l);
        }

        /** The section's body for a file of {@code tasks} tasks. */
        Bytes section(int tasks) {
            TaskBounds b = bounds(tasks);
            Bytes body = new Bytes(16 + 16 * tasks);
            body.putVar(tasks);
            for (int t = 0; t < tasks; t++) {
                body.putDouble(b.firstBusyStart(t));
                body.putDouble(b.lastEnd(t));
            }
            return body;
        }
    }
}
