package lbsim.run.export;

import java.io.IOException;
import java.io.Writer;

import lbsim.run.io.Csv;
import lbsim.run.trace.RunTrace;
import lbsim.run.trace.TaskIntervals;

/**
 * The trace as CSV: {@code states.csv} (one row per state interval, task by task in time order) and
 * {@code messages.csv} (one row per message; the same columns as the messages.csv of a message-passing run).
 */
public final class CsvExport {

    /** Header of states.csv. */
    public static final String STATES_HEADER = "task,task_name,host,state,start_s,end_s";
    /** Header of messages.csv. */
    public static final String MESSAGES_HEADER = "id,source,source_task,destination,destination_task,tag,bytes,"
            + "send_start_s,injected_s,delivered_s,received_s";

    private CsvExport() {
    }

    public static void states(RunTrace trace, Writer out) throws IOException {
        StringBuilder sb = new StringBuilder(1 << 16).append(STATES_HEADER).append('\n');
        TaskIntervals byTask = TaskIntervals.of(trace);
        String[] names = trace.stateNames().toArray(new String[0]);
        for (int t = 0; t < trace.taskCount(); t++) {
            String prefix = t + "," + Csv.text(trace.taskName(t)) + "," + Csv.text(trace.hostName(trace.taskHost(t))) + ",";
            for (int k = 0; k < byTask.count(t); k++) {
                int i = byTask.get(t, k);
                sb.append(prefix).append(Csv.text(names[trace.state(i)])).append(',').append(Csv.number(trace.stateStart(i)))
                        .append(',').append(Csv.number(trace.stateEnd(i))).append('\n');
                if (sb.length() > 1 << 16) {
                    out.append(sb);
                    sb.setLength(0);
                }
            }
        }
        out.append(sb);
    }

    public static void messages(RunTrace trace, Writer out) throws IOException {
        StringBuilder sb = new StringBuilder(1 << 16).append(MESSAGES_HEADER).append('\n');
        for (int m = 0; m < trace.messageCount(); m++) {
            int s = trace.messageSource(m);
            int d = trace.messageDestination(m);
            sb.append(m).append(',').append(s).append(',').append(Csv.text(trace.taskName(s))).append(',').append(d).append(',')
                    .append(Csv.text(trace.taskName(d))).append(',').append(trace.messageTag(m)).append(',')
                    .append(trace.messageBytes(m)).append(',').append(Csv.number(trace.messageSendStart(m))).append(',')
                    .append(Csv.number(trace.messageInjected(m))).append(',').append(Csv.number(trace.messageDelivered(m)))
                    .append(',').append(Csv.number(trace.messageReceived(m))).append('\n');
            if (sb.length() > 1 << 16) {
                out.append(sb);
                sb.setLength(0);
            }
        }
        out.append(sb);
    }
}
