package lbsim.run.export;

import java.io.IOException;
import java.io.Writer;

import lbsim.run.io.Json;
import lbsim.run.trace.RunTrace;
import lbsim.run.trace.TaskIntervals;

/**
 * The trace as Chrome trace-event JSON ({@code trace.json}; opens in Perfetto, chrome://tracing and the
 * DevTools performance panel): a process per host (pid = host index + 1, ordered by host through
 * {@code process_sort_index}), a thread per task (tid = task index + 1), state intervals as complete
 * events ("ph":"X", category {@code state}), each received message as a flow, the competing load of each
 * host as counter events ("ph":"C"), and metadata events naming processes and threads.
 * <p>
 * Times: every timestamp and duration is an integer number of nanoseconds written as microseconds with
 * exactly three decimals; a slice's {@code dur} is its end in nanoseconds minus its start in nanoseconds,
 * so slices that touch in the model touch exactly in the file ({@code ts + dur} of one equals {@code ts}
 * of the next, in decimal).
 * <p>
 * Flows: a flow event binds to a slice the way the importers bind it. DevTools binds a flow phase event to
 * the slice with the same pid, tid, category and ts; Perfetto binds "s" to the slice open on the thread
 * when the event is read, and "f" with {@code "bp":"e"} likewise (without it, to the next slice that
 * begins). So message m's flow ("name":"message", "cat":"state", id m) starts ("ph":"s") at the start of
 * the sender's send slice and finishes ("ph":"f", "bp":"e") at the start of the receiver's receive slice
 * (the receive interval that ends when the message was received). When several slices of a thread start
 * at that instant (a zero-length one before the next), the flow is at that instant and both importers
 * take the last one written; flows are written after all slices, so it is open when the flow is read.
 * A message without such a slice (never received, or its receive not traced) gets no flow.
 */
public final class ChromeTraceExport {

    /** The category of every slice and flow event: DevTools binds a flow only to a slice of its category. */
    public static final String CATEGORY = "state";

    private ChromeTraceExport() {
    }

    public static void write(RunTrace trace, Writer out) throws IOException {
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
        for (int t = 0; t < trace.taskCount(); t++) {
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
        TaskIntervals byTask = TaskIntervals.of(trace);
        String[] names = trace.stateNames().toArray(new String[0]);
        for (int t = 0; t < trace.taskCount(); t++) {
            int pid = trace.taskHost(t) + 1;
            for (int k = 0; k < byTask.count(t); k++) {
                int i = byTask.get(t, k);
                sep(sb, first);
                sb.append("{\"name\":");
                Json.string(sb, names[trace.state(i)]);
                sb.append(",\"cat\":\"" + CATEGORY + "\",\"ph\":\"X\",\"pid\":").append(pid).append(",\"tid\":").append(t + 1)
                        .append(",\"ts\":");
                long ts = nanos(trace.stateStart(i));
                Fixed.appendUnits(sb, ts, 3).append(",\"dur\":");
                Fixed.appendUnits(sb, Math.max(0, nanos(trace.stateEnd(i)) - ts), 3).append('}');
                if (sb.length() > 1 << 16) {
                    flush(sb, out);
                }
            }
        }
        for (int m = 0; m < trace.messageCount(); m++) {
            double received = trace.messageReceived(m);
            if (Double.isNaN(received)) {
                continue; // never received: no finish to pair with
            }
            int src = trace.messageSource(m);
            int dst = trace.messageDestination(m);
            int from = sendSlice(trace, byTask, src, trace.messageSendStart(m));
            int to = receiveSlice(trace, byTask, dst, received);
            if (from < 0 || to < 0) {
                continue;
            }
            sep(sb, first);
            sb.append("{\"name\":\"message\",\"cat\":\"" + CATEGORY + "\",\"ph\":\"s\",\"id\":").append(m).append(",\"pid\":")
                    .append(trace.taskHost(src) + 1).append(",\"tid\":").append(src + 1).append(",\"ts\":");
            Fixed.appendUnits(sb, nanos(trace.stateStart(from)), 3).append(",\"args\":{\"tag\":").append(trace.messageTag(m))
                    .append(",\"bytes\":").append(trace.messageBytes(m)).append("}}");
            sep(sb, first);
            sb.append("{\"name\":\"message\",\"cat\":\"" + CATEGORY + "\",\"ph\":\"f\",\"bp\":\"e\",\"id\":").append(m)
                    .append(",\"pid\":").append(trace.taskHost(dst) + 1).append(",\"tid\":").append(dst + 1).append(",\"ts\":");
            Fixed.appendUnits(sb, nanos(trace.stateStart(to)), 3).append('}');
            if (sb.length() > 1 << 16) {
                flush(sb, out);
            }
        }
        for (int h = 0; h < trace.hostCount(); h++) {
            for (int k = 0; k < trace.loadSteps(h); k++) {
                sep(sb, first);
                sb.append("{\"name\":\"competing load\",\"ph\":\"C\",\"pid\":").append(h + 1).append(",\"tid\":0,\"ts\":");
                Fixed.appendUnits(sb, nanos(trace.loadTime(h, k)), 3).append(",\"args\":{\"processes\":");
                Fixed.append(sb, trace.loadValue(h, k), 3).append("}}");
                if (sb.length() > 1 << 16) {
                    flush(sb, out);
                }
            }
        }
        sb.append("\n]}\n");
        flush(sb, out);
    }

    /** The task's send interval that starts at {@code time}; -1 when there is none. */
    private static int sendSlice(RunTrace trace, TaskIntervals byTask, int task, double time) {
        for (int j = byTask.lastStartingBy(trace, task, time); j >= 0; j--) {
            int i = byTask.get(task, j);
            if (trace.stateStart(i) < time) {
                break;
            }
            if (trace.state(i) == RunTrace.SEND) {
                return i;
            }
        }
        return -1;
    }

    /** The task's receive interval that ends at {@code time}; -1 when there is none. */
    private static int receiveSlice(RunTrace trace, TaskIntervals byTask, int task, double time) {
        for (int j = byTask.lastStartingBy(trace, task, time); j >= 0; j--) {
            int i = byTask.get(task, j);
            if (trace.stateEnd(i) < time) {
                break;
            }
            if (trace.state(i) == RunTrace.RECEIVE && trace.stateEnd(i) == time) {
                return i;
            }
        }
        return -1;
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
