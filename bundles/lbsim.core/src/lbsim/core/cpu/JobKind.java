package lbsim.core.cpu;

/** Whose job it is: the simulated application's, or a competing user's (WUS). */
public enum JobKind {
    /** Work of the application being predicted; its share over time is recorded. */
    APPLICATION,
    /** A competing user's process; counted in the host's load statistics. */
    COMPETING
}
