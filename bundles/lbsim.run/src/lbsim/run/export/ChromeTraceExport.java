package lbsim.run.export;

import java.io.IOException;
import java.io.Writer;
import lbsim.trace.store.TraceStore;

import lbsim.run.io.Json;
import lbsim.trace.TraceStates;

/**
 * The trace as Chrome trace-event JSON ({@code trace.json}; opens in Perfetto, chrome://tracing and the
 * DevTools performance panel): a process per host (pid = host index + 1, ordered by host through
 * {@code process_sort_index}), a thread per task (tid = task index + 1), state intervals as complete
 * events ("ph":"X", category {@code state}), each received message as a flow, the competing load of each
 * host as counter events ("ph":"C"), and metadata events naming processes and threads.
 * <p>
 * Written from the trace file, never holding the trace: the metadata, then the slices in the file's order
 * (the order they ended; viewers sort events themselves), then the flows, then the load counters in the
 * file's order, then, in a trace that has host states ({@link TraceStore#hasHostStates()}; nothing otherwise), three
 * counter tracks per host: {@code on} (1 on, 0 off), {@code speed factor} (the fraction of the pstate's speed
 * available) and {@code pstate}, each starting at time 0 with the host on, at 1, in pstate 0, then a sample at
 * each host-state record. Memory: one chunk of the file, and the sort of the receive slices and the received messages
 * that pairs them ({@link ExternalSort}: bounded, spilling to a temporary file for large traces).
 * <p>
 * Times: every timestamp and duration is an integer number of nanoseconds written as microseconds with
 * exactly three decimals; a slice's {@code dur} is its end in nanoseconds minus its start in nanoseconds,
 * so slices that touch in the model touch exactly in the file ({@code ts + dur} of one equals {@code ts}
 * of the next, in decimal).
 * <p>
 * Flows: a flow event binds to a slice the way the importers bind it. DevTools binds a flow phase event to
 * the slice with the same pid, tid, category and ts; Perfetto binds "s" to the slice open on the thread
 * when the event is read, and "f" with {@code "bp":"e"} likewise (without it, to the next slice that
 * begins). So message m's flow ("name":"message", "cat":"state", id m) starts ("ph":"s") at the message's
 * send start on the sender's thread (where lbsim's send slice for it starts) and finishes ("ph":"f",
 * "bp":"e") at the start of the receiver's receive slice that ends when the message was received (of
 * several ending then, the last in the task's order). When several slices of a thread start at that
 * instant (a zero-length one before the next), the flow is at that instant and both importers take the
 * last one written; flows are written after all slices, so it is open when the flow is read. A message
 * never received, or whose receive is not traced, gets no flow. Flows come by receiver, then time of receipt.
 */
public final class ChromeTraceExport {

    /** The category of every slice and flow event: DevTools binds a flow only to a slice of its category. */
    public static final String CATEGORY = "state";

    private ChromeTraceExport() {
    }


    public static void write(TraceStore trace, Writer out) throws IOException {
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
        long[] pos = { 0 };
        try (ExternalSort receives = new ExternalSort(4, 3); ExternalSort messages = new ExternalSort(6, 3)) {
            // the slices, and the receive slices by (task, end, position in the task's order) for the flows
            trace.forEachState((task, state, start, end) -> {
                sep(sb, first);
                sb.append("{\"name\":");
                Json.string(sb, names[state]);
                sb.append(",\"cat\":\"" + CATEGORY + "\",\"ph\":\"X\",\"pid\":").append(trace.taskHost(task) + 1)
                        .append(",\"tid\":").append(task + 1).append(",\"ts\":");
                long ts = nanos(start);
                Fixed.appendUnits(sb, ts, 3).append(",\"dur\":");
                Fixed.appendUnits(sb, Math.max(0, nanos(end) - ts), 3).append('}');
                if (sb.length() > 1 << 16) {
                    flush(sb, out);
                }
                if (state == TraceStates.RECEIVE) {
                    receives.add(task, bits(end), pos[0], bits(start));
                }
                pos[0]++;
            });
            trace.forEachMessage((id, src, dst, tag, bytes, sendStart, injected, delivered, received) -> {
                if (!Double.isNaN(received)) { // never received: no finish to pair with
                    messages.add(dst, bits(received), id, (long) src << 32 | (tag & 0xffffffffL), bits(sendStart), bytes);
                }
            });
            // merge: each received message with the last receive slice of its receiver that ends when it was received
            boolean more = receives.next();
            long groupTask = -1;
            long groupEnd = 0;
            long groupStart = -1;
            while (messages.next()) {
                long dst = messages.get(0);
                long received = messages.get(1);
                if (dst != groupTask || received != groupEnd) {
                    while (more && (receives.get(0) < dst || (receives.get(0) == dst && receives.get(1) < received))) {
                        more = receives.next();
                    }
                    groupTask = dst;
                    groupEnd = received;
                    groupStart = -1;
                    while (more && receives.get(0) == dst && receives.get(1) == received) {
                        groupStart = receives.get(3);
                        more = receives.next();
                    }
                }
                long recvStart = groupStart;
                if (recvStart < 0) {
                    continue; // its receive is not traced
                }
                long id = messages.get(2);
                int src = (int) (messages.get(3) >>> 32);
                int tag = (int) messages.get(3);
                sep(sb, first);
                sb.append("{\"name\":\"message\",\"cat\":\"" + CATEGORY + "\",\"ph\":\"s\",\"id\":").append(id)
                        .append(",\"pid\":").append(trace.taskHost(src) + 1).append(",\"tid\":").append(src + 1)
                        .append(",\"ts\":");
                Fixed.appendUnits(sb, nanos(Double.longBitsToDouble(messages.get(4))), 3).append(",\"args\":{\"tag\":")
                        .append(tag).append(",\"bytes\":").append(messages.get(5)).append("}}");
                sep(sb, first);
                sb.append("{\"name\":\"message\",\"cat\":\"" + CATEGORY + "\",\"ph\":\"f\",\"bp\":\"e\",\"id\":").append(id)
                        .append(",\"pid\":").append(trace.taskHost((int) dst) + 1).append(",\"tid\":").append(dst + 1)
                        .append(",\"ts\":");
                Fixed.appendUnits(sb, nanos(Double.longBitsToDouble(recvStart)), 3).append('}');
                if (sb.length() > 1 << 16) {
                    flush(sb, out);
                }
            }
        }
        trace.forEachLoad((h, time, value) -> {
            sep(sb, first);
            sb.append("{\"name\":\"competing load\",\"ph\":\"C\",\"pid\":").append(h + 1).append(",\"tid\":0,\"ts\":");
            Fixed.appendUnits(sb, nanos(time), 3).append(",\"args\":{\"processes\":");
            Fixed.append(sb, value, 3).append("}}");
            if (sb.length() > 1 << 16) {
                flush(sb, out);
            }
        });
        if (trace.hasHostStates()) {
            for (int h = 0; h < trace.hostCount(); h++) {
                hostState(sb, first, h, 0, true, 1, 0);
            }
            trace.forEachHostState((h, time, on, speed, pstate) -> {
                hostState(sb, first, h, time, on, speed, pstate);
                if (sb.length() > 1 << 16) {
                    flush(sb, out);
                }
            });
        }
        sb.append("\n]}\n");
        flush(sb, out);
    }

    /** The three counter samples of a host's state at {@code time}. */
    private static void hostState(StringBuilder sb, boolean[] first, int host, double time, boolean on, double speed,
            int pstate) {
        long ts = nanos(time);
        counter(sb, first, host, ts, "on", "on").append(on ? 1 : 0).append("}}");
        Fixed.append(counter(sb, first, host, ts, "speed factor", "speed"), speed, 6).append("}}");
        counter(sb, first, host, ts, "pstate", "pstate").append(pstate).append("}}");
    }

    private static StringBuilder counter(StringBuilder sb, boolean[] first, int host, long ts, String name, String series) {
        sep(sb, first);
        sb.append("{\"name\":\"").append(name).append("\",\"ph\":\"C\",\"pid\":").append(host + 1).append(",\"tid\":0,\"ts\":");
        return Fixed.appendUnits(sb, ts, 3).append(",\"args\":{\"").append(series).append("\":");
    }

    /** A time >= 0 as a long that sorts as the time does (-0.0 as 0.0). */
    static long bits(double seconds) {
        return Double.doubleToLongBits(seconds + 0.0);
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
