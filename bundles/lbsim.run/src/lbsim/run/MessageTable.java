package lbsim.run;

import lbsim.core.msg.VirtualMachine;
import lbsim.core.trace.MessageLog;
import lbsim.run.io.Csv;

/** The message trace of a run as CSV: one row per message with the times of its four stages. */
final class MessageTable {

    static final String HEADER = lbsim.run.result.ResultFiles.MESSAGES.header();

    private MessageTable() {
    }

    /**
     * The aggregate communication matrix: messages and bytes from each task to each task (pairs with
     * traffic), from the counts the virtual machine accumulates as the run goes.
     */
    static String matrix(VirtualMachine vm) {
        StringBuilder sb = new StringBuilder(lbsim.run.result.ResultFiles.MATRIX.header()).append('\n');
        for (long[] p : vm.pairTraffic()) {
            int a = (int) p[0];
            int b = (int) p[1];
            sb.append(a).append(',').append(Csv.text(vm.taskName(a))).append(',').append(b).append(',')
                    .append(Csv.text(vm.taskName(b))).append(',').append(p[2]).append(',').append(p[3]).append('\n');
        }
        return sb.toString();
    }

    /**
     * Traffic over time: messages and bytes delivered in each of {@code bins} equal intervals of
     * [0, end]; a message counts in the interval of its delivery.
     */
    static String traffic(VirtualMachine vm, double end, int bins) {
        MessageLog log = vm.messages();
        Traffic t = new Traffic(end, bins);
        for (int i = 0; i < log.size(); i++) {
            t.add(log.delivered(i), log.bytes(i));
        }
        return t.csv();
    }

    /** Traffic over time, fed one message at a time (from the log, or from a trace file chunk by chunk). */
    static final class Traffic {
        private final double width;
        private final long[] count;
        private final long[] bytes;

        Traffic(double end, int bins) {
            width = end > 0 ? end / bins : 1;
            count = new long[bins];
            bytes = new long[bins];
        }

        /** A message delivered at {@code delivered} (NaN: never; not counted). */
        void add(double delivered, long length) {
            if (Double.isNaN(delivered)) {
                return;
            }
            int b = Math.min(count.length - 1, (int) (delivered / width));
            count[b]++;
            bytes[b] += length;
        }

        String csv() {
            StringBuilder sb = new StringBuilder(lbsim.run.result.ResultFiles.TRAFFIC.header()).append('\n');
            for (int b = 0; b < count.length; b++) {
                sb.append(Csv.number(b * width)).append(',').append(Csv.number((b + 1) * width)).append(',').append(count[b])
                        .append(',').append(bytes[b]).append('\n');
            }
            return sb.toString();
        }
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
