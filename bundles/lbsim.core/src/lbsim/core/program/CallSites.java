package lbsim.core.program;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import lbsim.core.trace.SitedTraceSink;
import lbsim.core.trace.TraceSink;

/**
 * The call sites of a real program's Pvm calls, for "go to source": on each call that can make a state
 * interval or a message, {@link #mark} finds the first stack frame outside lbsim (class, method, file, line)
 * with a {@link StackWalker} that stops there, and interns it in a table, so each record carries a small int.
 * {@link #sink()} is the trace sink to give the virtual machine: it passes every record on to the target with
 * its sites.
 * <p>
 * Which site a record gets: a state interval ends while its task is still inside the Pvm call that made it
 * (compute, send or receive overhead, blocked in a receive, spawn), so it gets that call's site (in measured
 * mode, the CPU time of the code before a call is charged as part of that call, and so gets its site too). A
 * message gets the site of the send or mcast that started it, and the site of the receive that took it (none
 * when it was never received).
 * <p>
 * Not thread-safe in itself: it is used by baton holders only (see {@link ProgramTask}), one at a time.
 */
public final class CallSites {

    /** Frames of lbsim's own code (the runtime and the API), skipped when looking for the caller. */
    private static boolean ownFrame(StackWalker.StackFrame f) {
        String c = f.getClassName();
        return c.startsWith("lbsim.core.") || c.startsWith("lbsim.api.");
    }

    private record Key(String className, String methodName, int line) {
    }

    private final StackWalker walker = StackWalker.getInstance();
    private final SitedTraceSink target;
    private final Map<Key, Integer> index = new HashMap<>();
    private int[] current = new int[16];
    /** Send sites of the messages not yet passed on, by message id. */
    private final Map<Integer, Integer> sendSite = new HashMap<>();
    private long walks;

    /** Sites go to {@code target} (its {@link SitedTraceSink#site} as they are found, the records through {@link #sink()}). */
    public CallSites(SitedTraceSink target) {
        this.target = java.util.Objects.requireNonNull(target);
        Arrays.fill(current, SitedTraceSink.NO_SITE);
    }

    /** Number of distinct sites found so far. */
    public int size() {
        return index.size();
    }

    /** Number of stack walks done so far (one per {@link #mark}). */
    public long walks() {
        return walks;
    }

    /** The site of the current thread's caller outside lbsim becomes task {@code tid}'s current site. */
    void mark(int tid) {
        walks++;
        Optional<StackWalker.StackFrame> frame = walker.walk(s -> s.dropWhile(CallSites::ownFrame).findFirst());
        int site = SitedTraceSink.NO_SITE;
        if (frame.isPresent()) {
            StackWalker.StackFrame f = frame.get();
            Key key = new Key(f.getClassName(), f.getMethodName(), f.getLineNumber());
            Integer known = index.get(key);
            if (known == null) {
                known = index.size();
                index.put(key, known);
                target.site(known, key.className(), key.methodName(), f.getFileName(), key.line());
            }
            site = known;
        }
        if (tid >= current.length) {
            int n = current.length;
            current = Arrays.copyOf(current, Math.max(tid + 1, n * 2));
            Arrays.fill(current, n, current.length, SitedTraceSink.NO_SITE);
        }
        current[tid] = site;
    }

    /** The messages with ids in [firstId, endId) were started by task {@code tid}'s current call. */
    void started(int tid, int firstId, int endId) {
        int site = siteOf(tid);
        if (site == SitedTraceSink.NO_SITE) {
            return;
        }
        for (int id = firstId; id < endId; id++) {
            sendSite.put(id, site);
        }
    }

    private int siteOf(int tid) {
        return tid >= 0 && tid < current.length ? current[tid] : SitedTraceSink.NO_SITE;
    }

    /** The sink for {@code VirtualMachine.traceTo}: every record goes on to the target with its sites. */
    public TraceSink sink() {
        return new TraceSink() {
            @Override
            public void state(int task, int state, double startSeconds, double endSeconds) {
                target.state(task, state, startSeconds, endSeconds, siteOf(task));
            }

            @Override
            public void message(int id, int source, int destination, int tag, long bytes, double sendStartSeconds,
                    double injectedSeconds, double deliveredSeconds, double receivedSeconds) {
                Integer send = sendSite.remove(id);
                int receive = Double.isNaN(receivedSeconds) ? SitedTraceSink.NO_SITE : siteOf(destination);
                target.message(id, source, destination, tag, bytes, sendStartSeconds, injectedSeconds, deliveredSeconds,
                        receivedSeconds, send == null ? SitedTraceSink.NO_SITE : send, receive);
            }
        };
    }
}
