package lbsim.trace.store;

/**
 * State intervals answered by a {@link TraceStore} query, as primitive columns (index 0 .. size - 1),
 * ordered by task, then start time. Immutable.
 */
public final class Intervals {

    private final int size;
    private final int[] task;
    private final byte[] state;
    private final double[] start;
    private final double[] end;

    public Intervals(int size, int[] task, byte[] state, double[] start, double[] end) {
        this.size = size;
        this.task = task;
        this.state = state;
        this.start = start;
        this.end = end;
    }

    public int size() {
        return size;
    }

    public int task(int i) {
        return task[check(i)];
    }

    /** Index into {@link TraceStore#stateNames()}. */
    public int state(int i) {
        return state[check(i)];
    }

    /** Seconds. */
    public double start(int i) {
        return start[check(i)];
    }

    /** Seconds, >= start. */
    public double end(int i) {
        return end[check(i)];
    }

    private int check(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("interval " + i + " of " + size);
        }
        return i;
    }
}
