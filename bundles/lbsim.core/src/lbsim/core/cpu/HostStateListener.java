package lbsim.core.cpu;

/**
 * Told when a host goes off or comes back on (see {@link Host#turnOff()}), and when its availability or pstate
 * changes (e.g. to record the host's state in a trace).
 */
public interface HostStateListener {

    /** The host went off now; its jobs have left its queue already (their listeners were not called). */
    void hostOff(Host host);

    /** The host came back on now, with an empty queue. */
    default void hostOn(Host host) {
    }

    /**
     * The host's availability ({@link Host#setAvailability}) or pstate ({@link Host#setPstate}) was set now, to
     * its current values ({@link Host#availability()}, {@link Host#pstate()}); they may equal the previous ones.
     */
    default void speedChanged(Host host) {
    }
}
