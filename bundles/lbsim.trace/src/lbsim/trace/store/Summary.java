package lbsim.trace.store;

/**
 * What a trace looks like at a width of W pixels over [t0, t1] (see {@link TraceStore#summary}): per task
 * and pixel, the time spent in every state and the dominant state; the number of messages per pair of
 * pixels (the pixel of the send start, the pixel of the receipt). Pixel p covers [edge(p), edge(p + 1));
 * edge(0) = t0, edge(W) = t1. Immutable.
 */
public final class Summary {

    /** The dominant state of a pixel in which the task was in no state. */
    public static final int NONE = -1;

    private final int tasks;
    private final int width;
    private final int states;
    private final double t0;
    private final double t1;
    private final float[] occupancy;
    private final long[] pairKeys;
    private final long[] pairCounts;
    private final boolean exact;

    public Summary(int tasks, int width, int states, double t0, double t1, float[] occupancy, long[] pairKeys, long[] pairCounts,
            boolean exact) {
        this.tasks = tasks;
        this.width = width;
        this.states = states;
        this.t0 = t0;
        this.t1 = t1;
        this.occupancy = occupancy;
        this.pairKeys = pairKeys;
        this.pairCounts = pairCounts;
        this.exact = exact;
    }

    public int taskCount() {
        return tasks;
    }

    public int width() {
        return width;
    }

    public int stateCount() {
        return states;
    }

    /** Start of pixel p (0 .. width), seconds. */
    public double edge(int p) {
        if (p < 0 || p > width) {
            throw new IndexOutOfBoundsException("edge " + p + " of " + width + " pixels");
        }
        return p == width ? t1 : t0 + (t1 - t0) * p / width;
    }

    /**
     * Seconds task {@code task} spent in state {@code state} inside pixel {@code p}; over all states at most
     * the pixel's width.
     */
    public double occupancy(int task, int p, int state) {
        if (task < 0 || task >= tasks || p < 0 || p >= width || state < 0 || state >= states) {
            throw new IndexOutOfBoundsException("task " + task + ", pixel " + p + ", state " + state);
        }
        return occupancy[(task * width + p) * states + state];
    }

    /** The state with the largest occupancy of the task in pixel p (the lowest index on a tie), or {@link #NONE}. */
    public int dominant(int task, int p) {
        int best = NONE;
        double most = 0;
        for (int s = 0; s < states; s++) {
            double o = occupancy(task, p, s);
            if (o > most) {
                most = o;
                best = s;
            }
        }
        return best;
    }

    /** Number of distinct (send pixel, receive pixel) pairs with messages. */
    public int pairCount() {
        return pairKeys.length;
    }

    /** Pixel of the send start of pair k. */
    public int pairFrom(int k) {
        return (int) (pairKeys[k] / width);
    }

    /** Pixel of the receipt (delivery, if never received) of pair k. */
    public int pairTo(int k) {
        return (int) (pairKeys[k] % width);
    }

    /** Messages of pair k. */
    public long pairMessages(int k) {
        return pairCounts[k];
    }

    /**
     * True when computed from the events themselves; false when from the precomputed level, whose bins
     * are spread evenly over the pixels they overlap (exact where pixel edges fall on bin edges).
     */
    public boolean exact() {
        return exact;
    }
}
