package lbsim.run.export;

import java.io.IOException;
import java.io.Writer;
import java.util.Arrays;

import lbsim.run.io.Json;
import lbsim.run.trace.RunTrace;
import lbsim.run.trace.store.TraceFileStore;

/**
 * The Chrome trace-event JSON of {@link ChromeTraceExport}, written from a trace file without holding the
 * trace in memory (one chunk of intervals and one of messages at a time, and the start of every send slice),
 * for traces too large for {@link RunTrace}: the same events (metadata, a complete event per state interval,
 * a flow start and end per received message bound to the sender's send slice and the receiver's receive
 * slice, load counters), but states and messages in the file's order (the order they ended) rather than
 * task by task and by message id. Perfetto and chrome://tracing sort events themselves.
 * <p>
 * Flows as in {@link ChromeTraceExport}: message m's flow starts at the start of the sender's send slice
 * that began when m was sent and finishes ("bp":"e") at the start of the receiver's receive slice that ended
 * when m was received; both are found by walking the intervals alongside the messages (the file holds both
 * in the order they ended). Memory beyond one chunk of each: the latest receive slice per task and the start
 * time of every send slice (8 bytes each), since a message's receipt may come long after its send.
 */
public final class StreamingChromeExport {

    private StreamingChromeExport() {
    }

    public static void write(TraceFileStore trace, Writer out) throws IOException {
        StringBuilder sb = new StringBuilder(1 << 16);
        sb.append("{\"displayTimeUnit\":\"ms\",\"otherData\":{\"generator\":\"lbsim\",\"endSeconds\":");
        Fixed.append(sb, trace.endSeconds(), 9).append("},\"traceEvents\":[\n");
        boolean[] first = { true };
        for (int h = 0; h < trace.hostCount(); h++) {
            sep(sb, first);
            sb.append("{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":").append(h + 1).append(",\"tid\":0,\"args\":{\"name\":");
            Json.string(sb, "host " + trace.hostName(h)).append("}}");
            sep(sb, first);
            sb.append("{\"name\":\"process_sort_index\",\"ph\":\"M\",\"pid\":").append(h + 1)
                    .append(",\"tid\":0,\"args\":{\"sort_index\":").append(h).append("}}");
        }
        int tasks = trace.taskCount();
        for (int t = 0; t < tasks; t++) {
            int pid = trace.taskHost(t) + 1;
            sep(sb, first);
            sb.append("{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":").append(pid).append(",\"tid\":").append(t + 1)
                    .append(",\"args\":{\"name\":");
            Json.string(sb, trace.taskName(t)).append("}}");
            sep(sb, first);
            sb.append("{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":").append(pid).append(",\"tid\":").append(t + 1)
                    .append(",\"args\":{\"sort_index\":").append(t).append("}}");
        }
        flush(sb, out);
        String[] names = trace.stateNames().toArray(new String[0]);
        trace.forEachState((task, state, start, end) -> {
            sep(sb, first);
            sb.append("{\"name\":");
            Json.string(sb, names[state]);
            sb.append(",\"cat\":\"" + ChromeTraceExport.CATEGORY + "\",\"ph\":\"X\",\"pid\":").append(trace.taskHost(task) + 1)
                    .append(",\"tid\":").append(task + 1).append(",\"ts\":");
            long ts = nanos(start);
            Fixed.appendUnits(sb, ts, 3).append(",\"dur\":");
            Fixed.appendUnits(sb, Math.max(0, nanos(end) - ts), 3).append('}');
            if (sb.length() > 1 << 16) {
                flush(sb, out);
            }
        });
        // the send and receive slices, walked alongside the messages (in the order they ended, which is
        // the order of the receipts): per task the starts of its send slices so far (ascending: a task's
        // slices do not overlap) and its latest receive slice
        TraceFileStore.StateCursor states = trace.stateCursor();
        boolean[] more = { states.next() };
        double[] recvStart = new double[tasks];
        double[] recvEnd = new double[tasks];
        Arrays.fill(recvEnd, Double.NaN);
        double[][] sendStarts = new double[tasks][];
        int[] sends = new int[tasks];
        for (int t = 0; t < tasks; t++) {
            sendStarts[t] = new double[4];
        }
        trace.forEachMessage((id, src, dst, tag, bytes, sendStart, injected, delivered, received) -> {
            if (Double.isNaN(received)) {
                return; // never received: no finish to pair with
            }
            while (more[0] && states.end() <= received) {
                int t = states.task();
                if (states.state() == RunTrace.RECEIVE) {
                    // of the receive slices ending at the same time, the one that starts last
                    if (recvEnd[t] != states.end() || states.start() > recvStart[t]) {
                        recvStart[t] = states.start();
                    }
                    recvEnd[t] = states.end();
                } else if (states.state() == RunTrace.SEND) {
                    if (sends[t] == sendStarts[t].length) {
                        sendStarts[t] = Arrays.copyOf(sendStarts[t], sends[t] * 2);
                    }
                    sendStarts[t][sends[t]++] = states.start();
                }
                more[0] = states.next();
            }
            // the sender's send slice starts when the message was sent (every message of a multicast shares it);
            // the receiver's receive slice ends when it was received
            if (Arrays.binarySearch(sendStarts[src], 0, sends[src], sendStart) < 0 || recvEnd[dst] != received) {
                return;
            }
            sep(sb, first);
            sb.append("{\"name\":\"message\",\"cat\":\"" + ChromeTraceExport.CATEGORY + "\",\"ph\":\"s\",\"id\":").append(id)
                    .append(",\"pid\":").append(trace.taskHost(src) + 1).append(",\"tid\":").append(src + 1).append(",\"ts\":");
            Fixed.appendUnits(sb, nanos(sendStart), 3).append(",\"args\":{\"tag\":").append(tag).append(",\"bytes\":")
                    .append(bytes).append("}}");
            sep(sb, first);
            sb.append("{\"name\":\"message\",\"cat\":\"" + ChromeTraceExport.CATEGORY + "\",\"ph\":\"f\",\"bp\":\"e\",\"id\":")
                    .append(id).append(",\"pid\":").append(trace.taskHost(dst) + 1).append(",\"tid\":").append(dst + 1)
                    .append(",\"ts\":");
            Fixed.appendUnits(sb, nanos(recvStart[dst]), 3).append('}');
            if (sb.length() > 1 << 16) {
                flush(sb, out);
            }
        });
        for (int h = 0; h < trace.hostCount(); h++) {
            lbsim.run.trace.store.Steps load = trace.load(h, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
            for (int k = 0; k < load.size(); k++) {
                sep(sb, first);
                sb.append("{\"name\":\"competing load\",\"ph\":\"C\",\"pid\":").append(h + 1).append(",\"tid\":0,\"ts\":");
                Fixed.appendUnits(sb, nanos(load.time(k)), 3).append(",\"args\":{\"processes\":");
                Fixed.append(sb, load.value(k), 3).append("}}");
                if (sb.length() > 1 << 16) {
                    flush(sb, out);
                }
            }
        }
        sb.append("\n]}\n");
        flush(sb, out);
    }

    private static long nanos(double seconds) {
        return Math.round(seconds * 1e9);
    }

    private static void sep(StringBuilder sb, boolean[] first) {
        if (!first[0]) {
            sb.append(",\n");
        }
        first[0] = false;
    }

    private static void flush(StringBuilder sb, Writer out) throws IOException {
        out.append(sb);
        sb.setLength(0);
    }
}
