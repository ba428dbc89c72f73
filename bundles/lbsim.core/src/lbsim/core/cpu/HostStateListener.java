package lbsim.core.cpu;

/** Told when a host goes off or comes back on (see {@link Host#turnOff()}). */
public interface HostStateListener {

    /** The host went off now; its jobs have left its queue already (their listeners were not called). */
    void hostOff(Host host);

    /** The host came back on now, with an empty queue. */
    default void hostOn(Host host) {
    }
}
