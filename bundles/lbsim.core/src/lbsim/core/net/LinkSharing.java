package lbsim.core.net;

/**
 * How the flows crossing one link share it (SimGrid's link sharing policies).
 */
public enum LinkSharing {
    /** One capacity shared by all flows, in both directions together. */
    SHARED,
    /** Every flow may use the whole bandwidth (a backbone of unlimited capacity but finite per-flow speed). */
    FATPIPE,
    /** Two capacities, one per direction: up (as the link was declared) and down. */
    SPLITDUPLEX
}
