package lbsim.run.export;

import java.io.IOException;
import java.io.Writer;
import lbsim.trace.store.TraceStore;

import lbsim.trace.TraceStates;

/**
 * The trace as a PICL trace file for ParaGraph ({@code trace.trf}), as MISS-PVM produced it for post-mortem
 * visualisation. Each line is one record of the "new" PICL format that ParaGraph reads (P. H. Worley, "A
 * New PICL Trace File Format", ORNL/TM-12125, 1992), field for field as coNCePTuaL's PICL backend
 * ({@code codegen_picl.py}, S. Pakin, LANL) and MPICL write it:
 *
 * <pre>
 * record-type event-type time node process data-count [data-type data...]
 * </pre>
 *
 * Record type -3 starts an event, -4 ends it; data type 2 means integers; data-count counts the data
 * fields after the data type. A peer is named by two data fields, its node and its process. lbsim writes,
 * per task (node = task index, process 0):
 * <ul>
 * <li>{@code -3 -901 t node 0 0} / {@code -4 -901 t node 0 0}: tracing starts (the task's first interval)
 * and ends (its last);</li>
 * <li>{@code -3 -21 t node 0 4 2 bytes tag dest-node dest-process} at send start and
 * {@code -4 -21 t node 0 0} at the end of the send overhead: a (blocking) send, one pair per message of a
 * multicast;</li>
 * <li>{@code -3 -52 t node 0 3 2 tag source-node source-process} when the receive call starts (the start of
 * its blocked interval, or of the receive overhead when the message was already there) and
 * {@code -4 -52 t node 0 4 2 bytes tag source-node source-process} when it returns: ParaGraph shows the
 * node idle in between.</li>
 * </ul>
 * Between these the node is busy (computing). Times are seconds with microsecond digits; as ParaGraph
 * needs, no two records of one node share a time stamp (a record that would repeat its node's last time
 * is moved one microsecond later, as MISS-PVM's extra digits did), and the file is sorted by time, then
 * node. Receives that time out carry no message and are left out.
 */
public final class PiclExport {

    private PiclExport() {
    }


    /** Kinds of the records of the output sort (payload a/b/c as noted). */
    private static final int TRACE_START = 0; // -3 -901
    private static final int SEND_BEGIN = 1; // -3 -21: a = bytes, b = tag, c = destination
    private static final int SEND_END = 2; // -4 -21
    private static final int RECV_BEGIN = 3; // -3 -52: b = tag, c = source
    private static final int RECV_END = 4; // -4 -52: a = bytes, b = tag, c = source
    private static final int TRACE_END = 5; // -4 -901

    /**
     * Writes the trace file as PICL, in bounded memory: a pass over the intervals keeps, per task, its first
     * start, last end and the start of a blocked stretch, and sends the send and receive intervals to a sort
     * by task (in the task's order); the messages go to two sorts, by source and id and by destination and
     * time of receipt; walking the three task by task pairs each interval with its messages as the in-order
     * rules above say, and the records go to a last sort by time and node ({@link ExternalSort} each,
     * spilling to a temporary file for large traces).
     */
    public static void write(TraceStore trace, Writer out) throws IOException {
        int tasks = trace.taskCount();
        double[] first = new double[tasks];
        double[] last = new double[tasks];
        boolean[] seen = new boolean[tasks];
        double[] blockedSince = new double[tasks];
        java.util.Arrays.fill(blockedSince, Double.NaN);
        try (ExternalSort slices = new ExternalSort(5, 2); ExternalSort bySource = new ExternalSort(5, 2);
                ExternalSort byDestination = new ExternalSort(5, 3); ExternalSort records = new ExternalSort(6, 2)) {
            long[] pos = { 0 };
            // (task, position, kind, begin, end): the send and receive intervals, a receive's begin being the start
            // of the blocked interval just before it
            trace.forEachState((task, state, s0, s1) -> {
                if (!seen[task]) {
                    first[task] = s0;
                    last[task] = s0;
                    seen[task] = true;
                }
                last[task] = Math.max(last[task], s1);
                switch (state) {
                    case TraceStates.BLOCKED -> blockedSince[task] = s0;
                    case TraceStates.RECEIVE -> {
                        double begin = Double.isNaN(blockedSince[task]) ? s0 : blockedSince[task];
                        slices.add(task, pos[0], TraceStates.RECEIVE, Double.doubleToRawLongBits(begin),
                                Double.doubleToRawLongBits(s1));
                        blockedSince[task] = Double.NaN;
                    }
                    case TraceStates.SEND -> {
                        slices.add(task, pos[0], TraceStates.SEND, Double.doubleToRawLongBits(s0), Double.doubleToRawLongBits(s1));
                        blockedSince[task] = Double.NaN;
                    }
                    default -> blockedSince[task] = Double.NaN;
                }
                pos[0]++;
            });
            // messages by source in send order (id), and the received ones by destination in the order received
            trace.forEachMessage((id, src, dst, tag, bytes, sendStart, injected, delivered, received) -> {
                bySource.add(src, id, ChromeTraceExport.bits(sendStart), (long) dst << 32 | (tag & 0xffffffffL), bytes);
                if (!Double.isNaN(received)) {
                    byDestination.add(dst, ChromeTraceExport.bits(received), id, (long) src << 32 | (tag & 0xffffffffL), bytes);
                }
            });
            pair(tasks, first, seen, last, slices, bySource, byDestination, records);
            StringBuilder sb = new StringBuilder(1 << 16);
            while (records.next()) {
                long us = records.get(0);
                long node = records.get(1);
                int kind = (int) records.get(2);
                long a = records.get(3);
                long b = records.get(4);
                long c = records.get(5);
                String head = switch (kind) {
                    case TRACE_START -> "-3 -901 ";
                    case SEND_BEGIN -> "-3 -21 ";
                    case SEND_END -> "-4 -21 ";
                    case RECV_BEGIN -> "-3 -52 ";
                    case RECV_END -> "-4 -52 ";
                    default -> "-4 -901 ";
                };
                sb.append(head);
                Fixed.appendUnits(sb, us, 6).append(' ').append(node).append(" 0 ");
                switch (kind) {
                    case SEND_BEGIN -> sb.append("4 2 ").append(a).append(' ').append(b).append(' ').append(c).append(" 0");
                    case RECV_BEGIN -> sb.append("3 2 ").append(b).append(' ').append(c).append(" 0");
                    case RECV_END -> sb.append("4 2 ").append(a).append(' ').append(b).append(' ').append(c).append(" 0");
                    default -> sb.append('0');
                }
                sb.append('\n');
                if (sb.length() > 1 << 16) {
                    out.append(sb);
                    sb.setLength(0);
                }
            }
            out.append(sb);
        }
    }

    /** Walks the three sorts task by task and writes each task's records, one microsecond apart at least. */
    private static void pair(int tasks, double[] first, boolean[] seen, double[] last, ExternalSort slices,
            ExternalSort bySource, ExternalSort byDestination, ExternalSort records) throws IOException {
        boolean moreSlice = slices.next();
        boolean moreSend = bySource.next();
        boolean moreRecv = byDestination.next();
        for (int t = 0; t < tasks; t++) {
            Node node = new Node(records, t);
            double f = seen[t] ? first[t] : 0;
            node.add(TRACE_START, f, 0, 0, 0);
            while (moreSlice && slices.get(0) < t) {
                moreSlice = slices.next();
            }
            while (moreSlice && slices.get(0) == t) {
                int kind = (int) slices.get(2);
                double s0 = Double.longBitsToDouble(slices.get(3));
                double s1 = Double.longBitsToDouble(slices.get(4));
                if (kind == TraceStates.RECEIVE) {
                    // the message received when the receive ends; earlier unmatched ones are passed over
                    while (moreRecv && (byDestination.get(0) < t
                            || (byDestination.get(0) == t && Double.longBitsToDouble(byDestination.get(1)) < s1))) {
                        moreRecv = byDestination.next();
                    }
                    if (moreRecv && byDestination.get(0) == t && Double.longBitsToDouble(byDestination.get(1)) == s1) {
                        long src = byDestination.get(3) >>> 32;
                        long tag = (int) byDestination.get(3);
                        node.add(RECV_BEGIN, s0, 0, tag, src);
                        node.add(RECV_END, s1, byDestination.get(4), tag, src);
                        moreRecv = byDestination.next();
                    }
                } else {
                    // every message of the task sent when this send interval starts (a multicast sends several)
                    while (moreSend && (bySource.get(0) < t
                            || (bySource.get(0) == t && Double.longBitsToDouble(bySource.get(2)) <= s0))) {
                        if (bySource.get(0) == t && Double.longBitsToDouble(bySource.get(2)) == s0) {
                            node.add(SEND_BEGIN, s0, bySource.get(4), (int) bySource.get(3), bySource.get(3) >>> 32);
                            node.add(SEND_END, s1, 0, 0, 0);
                        }
                        moreSend = bySource.next();
                    }
                }
                moreSlice = slices.next();
            }
            node.add(TRACE_END, seen[t] ? last[t] : f, 0, 0, 0);
        }
    }

    /** One node's records in the order made: no two share a microsecond (a repeat moves one microsecond later). */
    private static final class Node {
        private final ExternalSort records;
        private final int node;
        private long prev = Long.MIN_VALUE;

        Node(ExternalSort records, int node) {
            this.records = records;
            this.node = node;
        }

        void add(int kind, double seconds, long a, long b, long c) {
            long us = Math.round(seconds * 1e6);
            if (prev != Long.MIN_VALUE) {
                us = Math.max(us, prev + 1);
            }
            prev = us;
            records.add(us, node, kind, a, b, c);
        }
    }
}
