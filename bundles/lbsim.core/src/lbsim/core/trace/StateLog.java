package lbsim.core.trace;

import java.util.Arrays;

/**
 * Task state intervals recorded as primitive columns: task id, state ordinal, start and end time.
 * Intervals are appended when they end, so they are ordered by end time.
 */
public final class StateLog {

    private int[] task = new int[64];
    private byte[] state = new byte[64];
    private double[] start = new double[64];
    private double[] end = new double[64];
    private int size;

    /** Records that a task was in a state from start to end (seconds). */
    public void add(int taskId, int stateOrdinal, double startSeconds, double endSeconds) {
        if (size == task.length) {
            int n = size * 2;
            task = Arrays.copyOf(task, n);
            state = Arrays.copyOf(state, n);
            start = Arrays.copyOf(start, n);
            end = Arrays.copyOf(end, n);
        }
        task[size] = taskId;
        state[size] = (byte) stateOrdinal;
        start[size] = startSeconds;
        end[size] = endSeconds;
        size++;
    }

    public int size() {
        return size;
    }

    public int task(int i) {
        return task[i];
    }

    public int state(int i) {
        return state[i];
    }

    public double start(int i) {
        return start[i];
    }

    public double end(int i) {
        return end[i];
    }
}
