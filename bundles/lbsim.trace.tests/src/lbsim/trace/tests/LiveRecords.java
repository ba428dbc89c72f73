package lbsim.trace.tests;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceWriter;

/** The seeded record streams of the live-trace tests ({@link LiveTraceTest}, {@link LiveSnapshotFromOtherThreadTest}). */
final class LiveRecords {

    static final List<String> HOSTS = List.of("h0", "h1");
    static final List<String> TASK_NAMES = List.of("master", "slave1", "slave2");
    static final int[] TASK_HOST = { 0, 1, 1 };
    static final int TASKS = TASK_NAMES.size();

    private LiveRecords() {
    }

    /** One record: kind 0 interval, 1 message, 2 load step; times in seconds. */
    record Rec(int kind, int task, int state, double t0, double t1, int id, int dst, int tag, long bytes, double t2,
            double t3) {
    }

    /**
     * Exactly {@code n} records from the stream of {@code seed}: per task back-to-back intervals of random length and
     * state, a message from the task to the next one after each third interval (received 0.01 to 0.1 s later, one in
     * ten never received), a load step on a host after each tenth.
     */
    static List<Rec> records(long seed, int n) {
        Random r = new Random(seed);
        double[] clock = new double[TASKS];
        List<Rec> out = new ArrayList<>();
        int id = 0;
        double loadTime = 0;
        for (int i = 0; out.size() < n; i++) {
            int task = r.nextInt(TASKS);
            double start = clock[task];
            double end = start + 0.001 + r.nextDouble() / 7;
            clock[task] = end;
            out.add(new Rec(0, task, r.nextInt(TraceStates.STATES.size()), start, end, 0, 0, 0, 0, 0, 0));
            if (i % 3 == 0 && out.size() < n) {
                double received = r.nextInt(10) == 0 ? Double.NaN : end + 0.01 + r.nextDouble() / 11;
                out.add(new Rec(1, task, 0, end, end + 0.001, id++, (task + 1) % TASKS, r.nextInt(4),
                        1 + r.nextInt(10_000), end + 0.005, received));
            }
            if (i % 10 == 0 && out.size() < n) {
                loadTime += r.nextDouble();
                out.add(new Rec(2, r.nextInt(HOSTS.size()), 0, loadTime, r.nextInt(5), 0, 0, 0, 0, 0, 0));
            }
        }
        return out;
    }

    /** Hands record {@code x} to {@code w}. */
    static void feed(TraceWriter w, Rec x) {
        switch (x.kind) {
            case 0 -> w.state(x.task, x.state, x.t0, x.t1);
            case 1 -> w.message(x.id, x.task, x.dst, x.tag, x.bytes, x.t0, x.t1, x.t2, x.t3);
            default -> w.load(x.task, x.t0, x.t1);
        }
    }
}
