package lbsim.bench;

/**
 * One event-list implementation driven through the hold model: N events pending; each processed event
 * schedules one new event at now + an Exp(1) increment taken from a shared, pre-generated array.
 */
public interface HoldModel {

    /** Short name for the table. */
    String name();

    /**
     * Schedules {@code pending} events at times increments[0..pending-1] (virtual clock at 0). Every
     * hold then takes the next increment, cyclically (the length is a power of two).
     */
    void setUp(int pending, double[] increments);

    /** Processes exactly {@code events} hold operations (take the earliest, schedule one more). */
    void hold(long events);

    /** Current virtual time: equal across models after the same number of holds from the same set-up. */
    double now();

    /** Drops the event list so its memory can be reclaimed. */
    void tearDown();
}
