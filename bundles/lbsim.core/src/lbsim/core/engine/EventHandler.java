package lbsim.core.engine;

/**
 * Receives the events it scheduled. Handlers are long-lived objects (a host, a task, a workload
 * source); the {@code tag} tells a handler which of its own events fired, so nothing is allocated per
 * event. When it is called, {@link Simulation#now()} is the event's time.
 */
@FunctionalInterface
public interface EventHandler {

    /** Handles an event that this handler scheduled with the given tag. */
    void handleEvent(int tag);
}
