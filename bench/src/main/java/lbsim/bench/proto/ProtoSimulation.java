package lbsim.bench.proto;

import lbsim.core.engine.EventHandler;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.StopReason;

/**
 * Copy of {@code lbsim.core.engine.Simulation} (same API and semantics) over {@link ProtoCalendar},
 * with the limits read into locals once per run.
 */
public final class ProtoSimulation {

    private static final int WALL_CLOCK_CHECK_MASK = 1023;

    private final ProtoCalendar calendar = new ProtoCalendar();
    private double now;
    private long eventsProcessed;
    private volatile boolean stopRequested;

    public double now() {
        return now;
    }

    public long eventsProcessed() {
        return eventsProcessed;
    }

    public int pendingEvents() {
        return calendar.size();
    }

    public long schedule(double time, EventHandler handler, int tag) {
        if (!(time >= now)) {
            throw new IllegalArgumentException("cannot schedule an event at " + time + " s: the clock is at " + now + " s");
        }
        return calendar.schedule(time, handler, tag);
    }

    public long scheduleIn(double delay, EventHandler handler, int tag) {
        return schedule(now + delay, handler, tag);
    }

    public boolean cancel(long handle) {
        return calendar.cancel(handle);
    }

    public boolean reschedule(long handle, double time) {
        if (!(time >= now)) {
            throw new IllegalArgumentException("cannot move an event to " + time + " s: the clock is at " + now + " s");
        }
        return calendar.reschedule(handle, time);
    }

    public boolean isPending(long handle) {
        return calendar.isPending(handle);
    }

    public void stop() {
        stopRequested = true;
    }

    public StopReason run(RunLimits limits) {
        stopRequested = false;
        final double endTime = limits.endTimeSeconds();
        final long eventBudget = limits.maxEvents();
        final long wallStart = System.nanoTime();
        final double wallLimitNanos = limits.wallClockSeconds() * 1e9;
        long processedHere = 0;
        while (true) {
            if (stopRequested) {
                return StopReason.STOPPED;
            }
            double next = calendar.peekTime(); // +infinity when empty
            if (next > endTime || next == Double.POSITIVE_INFINITY) {
                if (calendar.isEmpty()) {
                    return StopReason.COMPLETED;
                }
                if (next > endTime) {
                    now = Math.max(now, endTime);
                    return StopReason.END_TIME;
                }
            }
            if (processedHere >= eventBudget) {
                return StopReason.EVENT_LIMIT;
            }
            if ((processedHere & WALL_CLOCK_CHECK_MASK) == WALL_CLOCK_CHECK_MASK
                    && System.nanoTime() - wallStart > wallLimitNanos) {
                return StopReason.WALL_CLOCK;
            }
            calendar.pollInto(this);
            processedHere++;
        }
    }

    void dispatch(double time, EventHandler handler, int tag) {
        now = time;
        eventsProcessed++;
        handler.handleEvent(tag);
    }
}
