package lbsim.bench;

/**
 * The speed limit of a primitive-array heap on the hold model, for reference: a plain binary heap of
 * {@code double} times with an {@code int} payload, where a hold overwrites the root's time and sifts it
 * down once. No handles, no cancel, no FIFO tie-break, no handler call, no run-loop checks: none of what
 * lbsim's calendar must offer, so no calendar can reach this; it shows how far away one is.
 */
final class FloorHold implements HoldModel {

    private double[] time;
    private int[] id;
    private int size;
    private double[] inc;
    private int mask;
    private int cursor;
    private double now;

    @Override
    public String name() {
        return "floor";
    }

    @Override
    public void setUp(int pending, double[] increments) {
        time = new double[pending];
        id = new int[pending];
        size = 0;
        inc = increments;
        mask = increments.length - 1;
        cursor = 0;
        now = 0;
        for (int i = 0; i < pending; i++) {
            double t = inc[cursor++ & mask];
            int k = size++;
            while (k > 0) {
                int p = (k - 1) >>> 1;
                if (time[p] <= t) {
                    break;
                }
                time[k] = time[p];
                id[k] = id[p];
                k = p;
            }
            time[k] = t;
            id[k] = i;
        }
    }

    @Override
    public void hold(long events) {
        final double[] tm = time;
        final int[] ids = id;
        final int n = size;
        for (long e = 0; e < events; e++) {
            now = tm[0];
            int who = ids[0];
            double t = now + inc[cursor++ & mask];
            int k = 0;
            while (true) {
                int c = 2 * k + 1;
                if (c >= n) {
                    break;
                }
                double ct = tm[c];
                if (c + 1 < n && tm[c + 1] < ct) {
                    c++;
                    ct = tm[c];
                }
                if (t <= ct) {
                    break;
                }
                tm[k] = ct;
                ids[k] = ids[c];
                k = c;
            }
            tm[k] = t;
            ids[k] = who;
        }
    }

    @Override
    public double now() {
        return now;
    }

    @Override
    public void tearDown() {
        time = null;
        id = null;
    }
}
