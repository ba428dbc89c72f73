package lbsim.trace.analysis;

import java.util.Arrays;

import lbsim.core.trace.TraceSink;

/**
 * The intervals and messages a sink is fed, in the order they came, kept in columns so that they can be fed again
 * (to two analyses, or changed on the way: records swapped, delayed or dropped).
 */
final class Records implements TraceSink {

    /** Record i: an interval (task, state, start, end) or a message (id, source, destination, the four times). */
    boolean[] isMessage = new boolean[1024];
    int[] a = new int[1024];
    int[] b = new int[1024];
    int[] c = new int[1024];
    double[] t0 = new double[1024];
    double[] t1 = new double[1024];
    double[] t2 = new double[1024];
    double[] t3 = new double[1024];
    int n;

    private int next() {
        if (n == a.length) {
            int m = 2 * n;
            isMessage = Arrays.copyOf(isMessage, m);
            a = Arrays.copyOf(a, m);
            b = Arrays.copyOf(b, m);
            c = Arrays.copyOf(c, m);
            t0 = Arrays.copyOf(t0, m);
            t1 = Arrays.copyOf(t1, m);
            t2 = Arrays.copyOf(t2, m);
            t3 = Arrays.copyOf(t3, m);
        }
        return n++;
    }

    @Override
    public void state(int task, int state, double startSeconds, double endSeconds) {
        int i = next();
        a[i] = task;
        b[i] = state;
        t0[i] = startSeconds;
        t1[i] = endSeconds;
    }

    @Override
    public void message(int id, int source, int destination, int tag, long bytes, double sendStartSeconds,
            double injectedSeconds, double deliveredSeconds, double receivedSeconds) {
        int i = next();
        isMessage[i] = true;
        a[i] = id;
        b[i] = source;
        c[i] = destination;
        t0[i] = sendStartSeconds;
        t1[i] = injectedSeconds;
        t2[i] = deliveredSeconds;
        t3[i] = receivedSeconds;
    }

    /** Feeds record i to {@code sink} (tag and bytes 0: the analyses do not read them). */
    void feed(int i, TraceSink sink) {
        if (isMessage[i]) {
            sink.message(a[i], b[i], c[i], 0, 0, t0[i], t1[i], t2[i], t3[i]);
        } else {
            sink.state(a[i], b[i], t0[i], t1[i]);
        }
    }

    /** Feeds every record to {@code sink}, in order. */
    void feedAll(TraceSink sink) {
        for (int i = 0; i < n; i++) {
            feed(i, sink);
        }
    }

    /** How many of the records are intervals of positive length. */
    int busyIntervals() {
        int k = 0;
        for (int i = 0; i < n; i++) {
            k += !isMessage[i] && t1[i] > t0[i] ? 1 : 0;
        }
        return k;
    }
}
