package lbsim.run.export;

import java.io.IOException;
import java.io.Writer;
import lbsim.trace.store.TraceStore;

import lbsim.run.io.Csv;

/**
 * The trace as CSV, written from the trace file one chunk at a time, in the file's order: {@code states.csv}
 * (one row per state interval, in the order the intervals ended, which for one task is its time order) and
 * {@code messages.csv} (one row per message, in the order the messages became final, i.e. mostly by time of
 * receipt; the {@code id} column gives the order the sends started; the same columns as the messages.csv of
 * a message-passing run). A spreadsheet sorts them in any other order.
 */
public final class CsvExport {

    /** Header of states.csv. */
    public static final String STATES_HEADER = "task,task_name,host,state,start_s,end_s";
    /** Header of messages.csv. */
    public static final String MESSAGES_HEADER = "id,source,source_task,destination,destination_task,tag,bytes,"
            + "send_start_s,injected_s,delivered_s,received_s";

    private CsvExport() {
    }



    public static void states(TraceStore trace, Writer out) throws IOException {
        StringBuilder sb = new StringBuilder(1 << 16).append(STATES_HEADER).append('\n');
        String[] prefix = new String[trace.taskCount()];
        for (int t = 0; t < prefix.length; t++) {
            prefix[t] = t + "," + Csv.text(trace.taskName(t)) + "," + Csv.text(trace.hostName(trace.taskHost(t))) + ",";
        }
        String[] names = new String[trace.stateNames().size()];
        for (int s = 0; s < names.length; s++) {
            names[s] = Csv.text(trace.stateNames().get(s));
        }
        trace.forEachState((task, state, start, end) -> {
            sb.append(prefix[task]).append(names[state]).append(',').append(Csv.number(start)).append(',')
                    .append(Csv.number(end)).append('\n');
            if (sb.length() > 1 << 16) {
                out.append(sb);
                sb.setLength(0);
            }
        });
        out.append(sb);
    }

    public static void messages(TraceStore trace, Writer out) throws IOException {
        StringBuilder sb = new StringBuilder(1 << 16).append(MESSAGES_HEADER).append('\n');
        String[] names = new String[trace.taskCount()];
        for (int t = 0; t < names.length; t++) {
            names[t] = Csv.text(trace.taskName(t));
        }
        trace.forEachMessage((id, s, d, tag, bytes, sendStart, injected, delivered, received) -> {
            sb.append(id).append(',').append(s).append(',').append(names[s]).append(',').append(d).append(',')
                    .append(names[d]).append(',').append(tag).append(',').append(bytes).append(',')
                    .append(Csv.number(sendStart)).append(',').append(Csv.number(injected)).append(',')
                    .append(Csv.number(delivered)).append(',').append(Csv.number(received)).append('\n');
            if (sb.length() > 1 << 16) {
                out.append(sb);
                sb.setLength(0);
            }
        });
        out.append(sb);
    }
}
