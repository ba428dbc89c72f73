package lbsim.core.program;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The CPU clock of a task's thread in {@link CostMode#MEASURED} mode. On a platform thread it is the thread's
 * own CPU time. On a virtual thread (for which the JVM gives no CPU time) it is the CPU time of the carrier
 * thread the virtual thread is mounted on: the strict hand-off runs one task at a time and a task's code
 * between two Pvm calls runs on one carrier without leaving it unless the task blocks in its own code, so
 * the carrier's CPU time between the two readings is the task's. The carrier is found from the virtual
 * thread's {@link Thread#toString()} (the JDK writes {@code ...@carrier-name} while it is mounted) and read
 * through {@link ThreadMXBean#getThreadCpuTime(long)}: about 1-2.5 us a reading on this machine, as
 * {@link ThreadMXBean#getCurrentThreadCpuTime()} on a platform thread (both are one system call;
 * bench/README.md, "Measured mode on virtual threads").
 * <p>
 * One clock per runtime; it is read only by the task that holds the baton (the hand-off orders the
 * readings), never by two threads at once. If the JDK names or makes its carriers differently, the probe
 * ({@link #worksOnVirtualThreads()}) fails and MEASURED tasks run on platform threads, as before.
 */
final class CarrierClock {

    private final ThreadMXBean bean;
    /** The carrier of the last reading on a virtual thread, its name and id (-1: none yet). */
    private String carrierName;
    private long carrierId = -1;

    CarrierClock(ThreadMXBean bean) {
        this.bean = bean;
    }

    /**
     * Whether a virtual thread's carrier can be read on this JVM: a virtual thread finds its carrier and the
     * carrier's CPU time is at least 0. Checked once per JVM.
     */
    static boolean worksOnVirtualThreads() {
        return Probe.WORKS;
    }

    /** The answer of {@link #worksOnVirtualThreads()}, computed when first asked. */
    private static final class Probe {
        static final boolean WORKS = probe();
    }

    /** Reads a virtual thread's carrier's CPU time once (not in {@link Probe}: its lambda would wait for Probe's initialization). */
    private static boolean probe() {
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        if (!bean.isThreadCpuTimeSupported()) {
            return false;
        }
        if (!bean.isThreadCpuTimeEnabled()) {
            bean.setThreadCpuTimeEnabled(true);
        }
        long[] seen = {-1};
        Thread t = Thread.ofVirtual().name("lbsim-carrier-clock-probe").unstarted(() -> {
            seen[0] = new CarrierClock(bean).nanos();
        });
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
        return seen[0] >= 0;
    }

    /** The current thread's CPU time in nanoseconds (its carrier's, on a virtual thread), or -1 if unknown. */
    long nanos() {
        Thread me = Thread.currentThread();
        if (!me.isVirtual()) {
            carrierId = me.threadId();
            return bean.getCurrentThreadCpuTime();
        }
        String s = me.toString();
        int at = s.lastIndexOf('@');
        if (at < 0) {
            carrierId = -1;
            return -1;
        }
        String name = s.substring(at + 1);
        if (carrierId < 0 || !name.equals(carrierName)) {
            carrierName = name;
            carrierId = find(name);
        }
        long t = carrierId < 0 ? -1 : bean.getThreadCpuTime(carrierId);
        if (t < 0) { // a carrier that ended, and a new one of the same name
            carrierId = find(name);
            t = carrierId < 0 ? -1 : bean.getThreadCpuTime(carrierId);
        }
        return t;
    }

    /** The id of the thread whose CPU time the last {@link #nanos()} read (-1: none). */
    long lastThread() {
        return carrierId;
    }

    /** The CPU time of thread {@code id} now, or -1 if it has ended. */
    long nanosOf(long id) {
        return id < 0 ? -1 : bean.getThreadCpuTime(id);
    }

    /** The JDK's class of the carrier threads of virtual threads (not exported: a program cannot make one). */
    private static final String CARRIER_CLASS = "jdk.internal.misc.CarrierThread";

    /**
     * The id of the carrier thread of that name (-1: none). Only the JDK's carrier threads count, so a thread of
     * the program that takes a carrier's name cannot stand in for it.
     */
    private static long find(String name) {
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getClass().getName().equals(CARRIER_CLASS) && t.getName().equals(name)) {
                return t.threadId();
            }
        }
        return -1;
    }
}
