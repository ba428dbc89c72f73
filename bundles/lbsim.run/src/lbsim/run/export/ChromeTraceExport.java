package lbsim.run.export;

import java.io.IOException;
import java.io.Writer;

import lbsim.run.io.Json;
import lbsim.run.trace.RunTrace;
import lbsim.run.trace.TaskIntervals;

/**
 * The trace as Chrome trace-event JSON ({@code trace.json}; opens in Perfetto and chrome://tracing): a
 * process per host (pid = host index + 1), a thread per task (tid = task index + 1), state intervals as
 * complete events ("ph":"X"), each received message as a flow from the sender's send slice to the
 * receiver's receive slice ("ph":"s" / "ph":"f" with the message index as id, both bound to the
 * enclosing slice), the competing load of each host as counter events ("ph":"C"), and metadata events
 * naming processes and threads. Timestamps and durations are in microseconds with nanosecond digits.
 */
public final class ChromeTraceExport {

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
                sb.append(",\"cat\":\"state\",\"ph\":\"X\",\"pid\":").append(pid).append(",\"tid\":").append(t + 1)
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
            double from = inside(trace, byTask, src, trace.messageSendStart(m), RunTrace.SEND, true);
            double to = inside(trace, byTask, dst, received, RunTrace.RECEIVE, false);
            sep(sb, first);
            sb.append("{\"name\":\"message\",\"cat\":\"message\",\"ph\":\"s\",\"id\":").append(m).append(",\"pid\":")
                    .append(trace.taskHost(src) + 1).append(",\"tid\":").append(src + 1).append(",\"ts\":");
            Fixed.appendUnits(sb, nanos(from), 3).append(",\"args\":{\"tag\":").append(trace.messageTag(m))
                    .append(",\"bytes\":").append(trace.messageBytes(m)).append("}}");
            sep(sb, first);
            sb.append("{\"name\":\"message\",\"cat\":\"message\",\"ph\":\"f\",\"bp\":\"e\",\"id\":").append(m)
                    .append(",\"pid\":").append(trace.taskHost(dst) + 1).append(",\"tid\":").append(dst + 1).append(",\"ts\":");
            Fixed.appendUnits(sb, nanos(to), 3).append('}');
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

    /**
     * A time inside the slice a flow binds to: the middle of the task's interval of the given state that
     * starts at {@code time} (atStart) or ends at it; {@code time} itself when there is none.
     */
    private static double inside(RunTrace trace, TaskIntervals byTask, int task, double time, int state, boolean atStart) {
        int k = byTask.lastStartingBy(trace, task, time);
        for (int j = k; j >= 0; j--) {
            int i = byTask.get(task, j);
            boolean match = atStart ? trace.stateStart(i) == time : trace.stateEnd(i) == time;
            if (match && trace.state(i) == state) {
                return (trace.stateStart(i) + trace.stateEnd(i)) / 2;
            }
            if (trace.stateEnd(i) < time) {
                break;
            }
        }
        return time;
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
