package lbsim.run;

import lbsim.core.msg.VirtualMachine;
import lbsim.core.trace.MessageLog;
import lbsim.run.io.Csv;

/** The message trace of a run as CSV: one row per message with the times of its four stages. */
final class MessageTable {

    static final String HEADER = "id,source,source_task,destination,destination_task,tag,bytes,send_start_s,injected_s,delivered_s,received_s";

    private MessageTable() {
    }

    /** The aggregate communication matrix: messages and bytes from each task to each task (pairs with traffic). */
    static String matrix(VirtualMachine vm) {
        MessageLog log = vm.messages();
        int n = vm.taskCount();
        long[] count = new long[n * n];
        long[] bytes = new long[n * n];
        for (int i = 0; i < log.size(); i++) {
            int k = log.source(i) * n + log.destination(i);
            count[k]++;
            bytes[k] += log.bytes(i);
        }
        StringBuilder sb = new StringBuilder("source,source_task,destination,destination_task,messages,bytes\n");
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                int k = a * n + b;
                if (count[k] > 0) {
                    sb.append(a).append(',').append(Csv.text(vm.taskName(a))).append(',').append(b).append(',')
                            .append(Csv.text(vm.taskName(b))).append(',').append(count[k]).append(',').append(bytes[k])
                            .append('\n');
                }
            }
        }
        return sb.toString();
    }

    /**
     * Traffic over time: messages and bytes delivered in each of {@code bins} equal intervals of
     * [0, end]; a message counts in the interval of its delivery.
     */
    static String traffic(VirtualMachine vm, double end, int bins) {
        MessageLog log = vm.messages();
        double width = end > 0 ? end / bins : 1;
        long[] count = new long[bins];
        long[] bytes = new long[bins];
        for (int i = 0; i < log.size(); i++) {
            double t = log.delivered(i);
            if (Double.isNaN(t)) {
                continue;
            }
            int b = Math.min(bins - 1, (int) (t / width));
            count[b]++;
            bytes[b] += log.bytes(i);
        }
        StringBuilder sb = new StringBuilder("from_s,to_s,messages,bytes\n");
        for (int b = 0; b < bins; b++) {
            sb.append(Csv.number(b * width)).append(',').append(Csv.number((b + 1) * width)).append(',').append(count[b])
                    .append(',').append(bytes[b]).append('\n');
        }
        return sb.toString();
    }

    static String csv(VirtualMachine vm) {
        MessageLog log = vm.messages();
        StringBuilder sb = new StringBuilder(HEADER).append('\n');
        for (int i = 0; i < log.size(); i++) {
            sb.append(i).append(',').append(log.source(i)).append(',').append(Csv.text(vm.taskName(log.source(i)))).append(',')
                    .append(log.destination(i)).append(',').append(Csv.text(vm.taskName(log.destination(i)))).append(',')
                    .append(log.tag(i)).append(',').append(log.bytes(i)).append(',').append(Csv.number(log.sendStart(i)))
                    .append(',').append(Csv.number(log.injected(i))).append(',').append(Csv.number(log.delivered(i)))
                    .append(',').append(Csv.number(log.received(i))).append('\n');
        }
        return sb.toString();
    }
}
