package lbsim.trace.store;

/**
 * A host's competing load answered by a {@link TraceStore} query: from {@code time(i)} until
 * {@code time(i + 1)} (or the end of the range) the host had {@code value(i)} competing processes. Immutable.
 */
public final class Steps {

    private final int size;
    private final double[] time;
    private final double[] value;

    public Steps(int size, double[] time, double[] value) {
        this.size = size;
        this.time = time;
        this.value = value;
    }

    public int size() {
        return size;
    }

    public double time(int i) {
        return time[check(i)];
    }

    public double value(int i) {
        return value[check(i)];
    }

    private int check(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("step " + i + " of " + size);
        }
        return i;
    }
}
