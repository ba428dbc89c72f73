package lbsim.core.program;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.List;

/**
 * Tells a heap that is full from one that is only busy, for a real program's run: the serial collector (lbsim's
 * default) has no limit on the time it spends collecting, so a run whose live objects fill the heap does not run
 * out of memory, it collects for ever (a master-slave program of 1,000,000 tasks in the default 2 GB heap was still
 * collecting after 10 minutes, its heap 99 % full after every collection). The rule: over a window of at least
 * {@link #WINDOW_NANOS} of wall-clock time, the collectors took at least {@link #GC_SHARE} of it, and after the last
 * collection of the old generation it was still at least {@link #FULL} full. Then the run fails as out of memory
 * ({@link MemoryLimits#heap()}: the limit and how to raise it).
 * <p>
 * Sampled by the thread in {@link lbsim.core.engine.Simulation#run} while it waits for the tasks (see
 * {@link ProgramRuntime}); {@link #exhausted(long, long, long, long)} is the rule alone, for tests.
 */
final class HeapWatch {

    /** The shortest stretch of wall-clock time judged. */
    static final long WINDOW_NANOS = 10_000_000_000L;
    /** The share of that time spent collecting that counts as thrashing. */
    static final double GC_SHARE = 0.8;
    /** How full the old generation must still be after its last collection. */
    static final double FULL = 0.97;

    private final List<GarbageCollectorMXBean> collectors = ManagementFactory.getGarbageCollectorMXBeans();
    /** The pool of the heap's old objects (the one with collection usage and no "Eden" or "Survivor" in its name). */
    private final MemoryPoolMXBean old;
    private long windowStart = Long.MIN_VALUE;
    private long gcAtStart;

    HeapWatch() {
        MemoryPoolMXBean found = null;
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            String n = p.getName();
            if (p.getType() == MemoryType.HEAP && p.isCollectionUsageThresholdSupported() && !n.contains("Eden")
                    && !n.contains("Survivor")) {
                found = p;
            }
        }
        old = found;
    }

    /** Samples the collectors and the old generation now; true once the heap is exhausted by the rule. */
    boolean sample(long nowNanos) {
        if (old == null) {
            return false;
        }
        long gc = 0;
        for (GarbageCollectorMXBean c : collectors) {
            long t = c.getCollectionTime();
            gc += Math.max(0, t);
        }
        if (windowStart == Long.MIN_VALUE) {
            windowStart = nowNanos;
            gcAtStart = gc;
            return false;
        }
        if (nowNanos - windowStart < WINDOW_NANOS) {
            return false;
        }
        MemoryUsage after = old.getCollectionUsage();
        boolean exhausted = after != null
                && exhausted(nowNanos - windowStart, gc - gcAtStart, after.getUsed(), after.getMax());
        windowStart = nowNanos;
        gcAtStart = gc;
        return exhausted;
    }

    /**
     * The rule: {@code gcMillis} of collection in {@code wallNanos} of wall-clock time (at least {@link #WINDOW_NANOS}),
     * and {@code used} of {@code max} bytes of the old generation in use after its last collection.
     */
    static boolean exhausted(long wallNanos, long gcMillis, long used, long max) {
        return wallNanos >= WINDOW_NANOS && max > 0 && gcMillis * 1e6 >= GC_SHARE * wallNanos
                && used >= FULL * max;
    }
}
