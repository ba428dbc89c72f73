package lbsim.core.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.Test;

import lbsim.api.Pvm;
import lbsim.api.Task;
import lbsim.core.workload.PermanentLoad;

/**
 * Measured mode: the same loop of real work takes half the virtual time on a host of speed 2 and three
 * times as long beside two permanent nice-0 competitors (equal weights: a third of the processor), with
 * the tolerance taken from the spread of repeated runs.
 */
class MeasuredModeTest {

    private static final int RUNS = 5;
    /** Added to the measured spread: thread CPU time of the same code varies with caches and frequency. */
    private static final double MARGIN = 0.15;

    static volatile double elapsed;
    static volatile long sink;

    /** About 30 ms of arithmetic on a current machine. */
    static long work() {
        long x = 1;
        for (int i = 0; i < 6_000_000; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            x ^= x >>> 29;
        }
        return x;
    }

    public static final class Worker implements Task {
        @Override
        public void run(Pvm pvm) {
            double t0 = pvm.now();
            sink = work();
            elapsed = pvm.now() - t0;
        }
    }

    private static double run(double speed, int competitors) throws Exception {
        try (TestPlatform p = new TestPlatform(CostMode.MEASURED, speed)) {
            new PermanentLoad("others", p.hosts.get(0), competitors, 0).start();
            elapsed = Double.NaN;
            p.start(Worker.class);
            p.sim.run(lbsim.core.engine.RunLimits.NONE);
            assertTrue(p.vm.hasEnded(0));
            return elapsed;
        }
    }

    @Test
    void virtualTimeScalesWithSpeedAndLoad() throws Exception {
        for (int i = 0; i < 30; i++) { // warm up: JIT-compile work() and the runtime's paths
            sink = work();
        }
        run(1, 0);
        double[] alone = new double[RUNS];
        double[] fast = new double[RUNS];
        double[] loaded = new double[RUNS];
        for (int r = 0; r < RUNS; r++) { // interleaved, so a change of machine load hits all three alike
            alone[r] = run(1, 0);
            fast[r] = run(2, 0);
            loaded[r] = run(1, 2);
        }
        double m = median(alone);
        assertTrue(m > 1e-3, "work() took " + m + " s of CPU time");
        // spread of the same work measured at speed 1, and of the others once scaled back to speed 1
        double[] all = new double[3 * RUNS];
        for (int r = 0; r < RUNS; r++) {
            all[r] = alone[r];
            all[RUNS + r] = fast[r] * 2;
            all[2 * RUNS + r] = loaded[r] / 3;
        }
        double spread = (max(all) - min(all)) / m;
        double tolerance = Math.min(spread + MARGIN, 0.4); // never so loose that a factor of 2 could pass
        String detail = "alone " + Arrays.toString(alone) + ", speed 2 " + Arrays.toString(fast) + ", loaded "
                + Arrays.toString(loaded) + ", tolerance " + tolerance;
        System.out.println("MeasuredModeTest: " + detail);
        assertEquals(0.5, median(fast) / m, 0.5 * tolerance, detail);
        assertEquals(3.0, median(loaded) / m, 3.0 * tolerance, detail);
    }

    static volatile boolean onVirtual;

    /** Burns {@link #work()} ten times between two Pvm calls. */
    public static final class Burner implements Task {
        @Override
        public void run(Pvm pvm) {
            onVirtual = Thread.currentThread().isVirtual();
            double t0 = pvm.now();
            long x = 0;
            for (int i = 0; i < 10; i++) {
                x += work();
            }
            sink = x;
            elapsed = pvm.now() - t0;
        }
    }

    /** The CPU time of ten {@link #work()} on this (platform) thread, in seconds. */
    private static double burnOnThisThread() {
        java.lang.management.ThreadMXBean b = java.lang.management.ManagementFactory.getThreadMXBean();
        long t0 = b.getCurrentThreadCpuTime();
        long x = 0;
        for (int i = 0; i < 10; i++) {
            x += work();
        }
        sink = x;
        return (b.getCurrentThreadCpuTime() - t0) * 1e-9;
    }

    /**
     * Issue 32: a task on a virtual thread is charged its carrier thread's CPU time. The truth is the same loop's
     * CPU time on the test's own platform thread (ThreadMXBean), measured between the runs; the tolerance is
     * wide (a factor of 2 either way: CPU time of the same code varies on a shared machine), which still tells
     * CPU time from nothing and, on a loaded machine, from wall time.
     */
    @Test
    void aTaskOnAVirtualThreadIsChargedItsCarriersCpuTime() throws Exception {
        for (int i = 0; i < 30; i++) {
            sink = work();
        }
        double[] measured = new double[RUNS];
        double[] truth = new double[RUNS];
        for (int r = 0; r < RUNS; r++) {
            truth[r] = burnOnThisThread();
            try (TestPlatform p = new TestPlatform(CostMode.MEASURED, 1)) {
                assertTrue(p.runtime.virtualThreads());
                elapsed = Double.NaN;
                onVirtual = false;
                p.start(Burner.class);
                p.sim.run(lbsim.core.engine.RunLimits.NONE);
                assertTrue(p.vm.hasEnded(0));
                assertTrue(onVirtual, "the task ran on a virtual thread");
                measured[r] = elapsed;
            }
        }
        String detail = "charged " + Arrays.toString(measured) + " s, CPU time on a platform thread "
                + Arrays.toString(truth) + " s";
        System.out.println("MeasuredModeTest: " + detail);
        double ratio = median(measured) / median(truth);
        assertTrue(ratio > 0.5 && ratio < 2.0, "ratio " + ratio + ": " + detail);
    }

    /**
     * Platform threads that take the carrier thread's name (a program could make them) are not read as the
     * carrier: 20 idle decoys of that name, so that a lookup by name alone would very likely take one, and the
     * task would be charged a decoy's CPU time (about 0) instead of its own.
     */
    @Test
    void aThreadNamedLikeTheCarrierIsNotTakenForIt() throws Exception {
        String[] carrier = new String[1];
        Thread probe = Thread.ofVirtual().start(() -> {
            String s = Thread.currentThread().toString();
            carrier[0] = s.substring(s.lastIndexOf('@') + 1);
        });
        probe.join();
        java.util.concurrent.CountDownLatch stop = new java.util.concurrent.CountDownLatch(1);
        java.util.List<Thread> decoys = new java.util.ArrayList<>();
        for (int i = 0; i < 20; i++) {
            decoys.add(Thread.ofPlatform().name(carrier[0]).daemon(true).start(() -> {
                try {
                    stop.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }));
        }
        try {
            for (int i = 0; i < 30; i++) {
                sink = work();
            }
            double truth = burnOnThisThread();
            try (TestPlatform p = new TestPlatform(CostMode.MEASURED, 1)) {
                assertTrue(p.runtime.virtualThreads());
                elapsed = Double.NaN;
                p.start(Burner.class);
                p.sim.run(lbsim.core.engine.RunLimits.NONE);
                assertTrue(p.vm.hasEnded(0));
            }
            double ratio = elapsed / truth;
            assertTrue(ratio > 0.5 && ratio < 2.0, "charged " + elapsed + " s for " + truth + " s of CPU time (carrier "
                    + carrier[0] + ")");
        } finally {
            stop.countDown();
            for (Thread d : decoys) {
                d.join();
            }
        }
    }

    /** A payload whose serialization and deserialization each burn about 0.6 s of CPU time. */
    public static final class Heavy implements java.io.Serializable {
        private static final long serialVersionUID = 1L;

        /** 20 times {@link #work()}: about 0.6 s (no clock: on a virtual thread the JVM gives none). */
        static void burn() {
            for (int i = 0; i < 20; i++) {
                sink += work() & 1;
            }
        }

        private void writeObject(java.io.ObjectOutputStream out) throws java.io.IOException {
            burn();
            out.defaultWriteObject();
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.IOException, ClassNotFoundException {
            burn();
            in.defaultReadObject();
        }
    }

    /** Sends a Heavy to itself and receives it: the two copies are the simulator's work, not the task's. */
    public static final class SelfMail implements Task {
        @Override
        public void run(Pvm pvm) {
            double t0 = pvm.now();
            pvm.send(pvm.myTid(), 1, new Heavy(), 0);
            pvm.recv(pvm.myTid(), 1);
            elapsed = pvm.now() - t0;
        }
    }

    @Test
    void copyingAPayloadIsNotChargedAsTheTasksCpuTime() throws Exception {
        try (TestPlatform p = new TestPlatform(CostMode.MEASURED, 1)) {
            elapsed = Double.NaN;
            p.start(SelfMail.class);
            p.sim.run(lbsim.core.engine.RunLimits.NONE);
            assertTrue(p.vm.hasEnded(0));
        }
        // a message to itself: at most a one-way message time of the network (11 ms) and a few microseconds
        // of the task's own code; 0.6 s of copying each way would show if it were charged
        assertTrue(elapsed >= 0 && elapsed < TestPlatform.oneWay(0) + 0.05, "elapsed " + elapsed);
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }

    private static double min(double[] v) {
        return Arrays.stream(v).min().orElseThrow();
    }

    private static double max(double[] v) {
        return Arrays.stream(v).max().orElseThrow();
    }
}
