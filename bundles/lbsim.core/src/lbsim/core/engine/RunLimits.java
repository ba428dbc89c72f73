package lbsim.core.engine;

/**
 * When a run stops even though events are still pending.
 *
 * @param endTimeSeconds     virtual time at which the run stops (events later than this are not processed
 *                           and the clock is left at this time); +infinity for none
 * @param maxEvents          number of events after which the run stops; {@code Long.MAX_VALUE} for none
 * @param wallClockSeconds   real time after which the run stops; +infinity for none
 */
public record RunLimits(double endTimeSeconds, long maxEvents, double wallClockSeconds) {

    /** No limit: the run goes on until no event is pending or it is stopped. */
    public static final RunLimits NONE = new RunLimits(Double.POSITIVE_INFINITY, Long.MAX_VALUE,
            Double.POSITIVE_INFINITY);

    public RunLimits {
        if (Double.isNaN(endTimeSeconds) || endTimeSeconds < 0) {
            throw new IllegalArgumentException("end time must be >= 0, got " + endTimeSeconds);
        }
        if (maxEvents < 0) {
            throw new IllegalArgumentException("event limit must be >= 0, got " + maxEvents);
        }
        if (Double.isNaN(wallClockSeconds) || wallClockSeconds < 0) {
            throw new IllegalArgumentException("wall-clock limit must be >= 0, got " + wallClockSeconds);
        }
    }

    /** A copy with the given virtual end time. */
    public RunLimits withEndTime(double seconds) {
        return new RunLimits(seconds, maxEvents, wallClockSeconds);
    }

    /** A copy with the given event limit. */
    public RunLimits withMaxEvents(long events) {
        return new RunLimits(endTimeSeconds, events, wallClockSeconds);
    }

    /** A copy with the given wall-clock budget. */
    public RunLimits withWallClock(double seconds) {
        return new RunLimits(endTimeSeconds, maxEvents, seconds);
    }
}
