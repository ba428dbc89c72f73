package lbsim.run.export;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

import lbsim.run.trace.RunTrace;
import lbsim.run.trace.TaskIntervals;

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

    private record Rec(int type, int event, long us, String data) {
    }

    private static Rec rec(int type, int event, double seconds, String data) {
        return new Rec(type, event, Math.round(seconds * 1e6), data);
    }

    public static void write(RunTrace trace, Writer out) throws IOException {
        int tasks = trace.taskCount();
        TaskIntervals byTask = TaskIntervals.of(trace);
        // messages by source in send order (their index order), and by destination in receive order
        List<List<Integer>> sent = new ArrayList<>();
        List<List<Integer>> got = new ArrayList<>();
        for (int t = 0; t < tasks; t++) {
            sent.add(new ArrayList<>());
            got.add(new ArrayList<>());
        }
        double[] received = new double[trace.messageCount()];
        for (int m = 0; m < trace.messageCount(); m++) {
            sent.get(trace.messageSource(m)).add(m);
            double r = trace.messageReceived(m);
            received[m] = Double.isNaN(r) ? Double.POSITIVE_INFINITY : r;
        }
        for (int m : IndexSort.byKey(received, received.length)) {
            if (received[m] != Double.POSITIVE_INFINITY) {
                got.get(trace.messageDestination(m)).add(m);
            }
        }

        List<Rec> all = new ArrayList<>();
        List<Integer> nodes = new ArrayList<>();
        for (int t = 0; t < tasks; t++) {
            List<Rec> recs = new ArrayList<>();
            int count = byTask.count(t);
            double first = count > 0 ? trace.stateStart(byTask.get(t, 0)) : 0;
            double last = first;
            recs.add(rec(-3, -901, first, "0"));
            int sendPtr = 0;
            int recvPtr = 0;
            List<Integer> mine = sent.get(t);
            List<Integer> mail = got.get(t);
            double blockedSince = Double.NaN;
            for (int k = 0; k < count; k++) {
                int i = byTask.get(t, k);
                double s0 = trace.stateStart(i);
                double s1 = trace.stateEnd(i);
                last = Math.max(last, s1);
                switch (trace.state(i)) {
                    case RunTrace.BLOCKED -> blockedSince = s0;
                    case RunTrace.RECEIVE -> {
                        while (recvPtr < mail.size() && trace.messageReceived(mail.get(recvPtr)) < s1) {
                            recvPtr++;
                        }
                        if (recvPtr < mail.size() && trace.messageReceived(mail.get(recvPtr)) == s1) {
                            int m = mail.get(recvPtr++);
                            int src = trace.messageSource(m);
                            double begin = Double.isNaN(blockedSince) ? s0 : blockedSince;
                            recs.add(rec(-3, -52, begin, "3 2 " + trace.messageTag(m) + " " + src + " 0"));
                            recs.add(rec(-4, -52, s1, "4 2 " + trace.messageBytes(m) + " " + trace.messageTag(m) + " " + src + " 0"));
                        }
                        blockedSince = Double.NaN;
                    }
                    case RunTrace.SEND -> {
                        while (sendPtr < mine.size() && trace.messageSendStart(mine.get(sendPtr)) <= s0) {
                            int m = mine.get(sendPtr++);
                            if (trace.messageSendStart(m) == s0) {
                                recs.add(rec(-3, -21, s0, "4 2 " + trace.messageBytes(m) + " " + trace.messageTag(m) + " "
                                        + trace.messageDestination(m) + " 0"));
                                recs.add(rec(-4, -21, s1, "0"));
                            }
                        }
                        blockedSince = Double.NaN;
                    }
                    default -> blockedSince = Double.NaN;
                }
            }
            recs.add(rec(-4, -901, last, "0"));
            long prev = Long.MIN_VALUE;
            for (Rec r : recs) {
                long us = Math.max(r.us, prev == Long.MIN_VALUE ? r.us : prev + 1);
                prev = us;
                all.add(new Rec(r.type, r.event, us, r.data));
                nodes.add(t);
            }
        }
        double[] key = new double[all.size()];
        for (int i = 0; i < key.length; i++) {
            key[i] = all.get(i).us;
        }
        StringBuilder sb = new StringBuilder(1 << 16);
        for (int i : IndexSort.byKey(key, key.length)) {
            Rec r = all.get(i);
            sb.append(r.type).append(' ').append(r.event).append(' ');
            Fixed.appendUnits(sb, r.us, 6).append(' ').append(nodes.get(i)).append(" 0 ").append(r.data).append('\n');
            if (sb.length() > 1 << 16) {
                out.append(sb);
                sb.setLength(0);
            }
        }
        out.append(sb);
    }
}
