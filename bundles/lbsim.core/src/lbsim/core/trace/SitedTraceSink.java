package lbsim.core.trace;

/**
 * A {@link TraceSink} that also takes the call site of every state interval and message: where in a real
 * program's source the Pvm call was that made it (see {@code lbsim.core.program.CallSites}).
 * <p>
 * Sites are numbered 0, 1, 2, ... in the order they are first met; {@link #site} defines a number before
 * any record uses it. {@link #NO_SITE} (-1) stands for "not known" (e.g. a message never received has no
 * receive site). The plain {@link TraceSink} methods are the same records without a site.
 */
public interface SitedTraceSink extends TraceSink {

    /** A record without a call site. */
    int NO_SITE = -1;

    /**
     * Defines call site {@code index} (the next number: 0 for the first call, then 1, ...).
     *
     * @param className  binary name of the class, e.g. {@code examples.ring.TokenRing}
     * @param methodName the method's name
     * @param fileName   the source file's name as the class file gives it (e.g. {@code TokenRing.java}), or null
     * @param line       the line number, or a negative number when the class file has none
     */
    void site(int index, String className, String methodName, String fileName, int line);

    /** A state interval (see {@link TraceSink#state}) and the site of the Pvm call that made it, or {@link #NO_SITE}. */
    void state(int task, int state, double startSeconds, double endSeconds, int site);

    /**
     * A message (see {@link TraceSink#message}) with the sites of the send (or mcast) that started it and of the
     * receive that took it, each {@link #NO_SITE} when not known.
     */
    void message(int id, int source, int destination, int tag, long bytes, double sendStartSeconds,
            double injectedSeconds, double deliveredSeconds, double receivedSeconds, int sendSite, int receiveSite);
}
