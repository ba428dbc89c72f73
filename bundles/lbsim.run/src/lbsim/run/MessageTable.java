package lbsim.run;

import java.util.ArrayList;
import java.util.List;

import lbsim.core.msg.VirtualMachine;
import lbsim.core.trace.MessageLog;
import lbsim.run.outcome.NetworkTables;

/** The message-passing tables of a run, as typed values ({@link NetworkTables}), from its virtual machine. */
final class MessageTable {

    private MessageTable() {
    }

    /** The task names by task id. */
    static List<String> taskNames(VirtualMachine vm) {
        List<String> names = new ArrayList<>();
        for (int t = 0; t < vm.taskCount(); t++) {
            names.add(vm.taskName(t));
        }
        return names;
    }

    /**
     * The aggregate communication matrix: messages and bytes from each task to each task (pairs with
     * traffic), from the counts the virtual machine accumulates as the run goes.
     */
    static NetworkTables.Matrix matrix(VirtualMachine vm) {
        List<NetworkTables.Pair> pairs = new ArrayList<>();
        for (long[] p : vm.pairTraffic()) {
            int a = (int) p[0];
            int b = (int) p[1];
            pairs.add(new NetworkTables.Pair(a, vm.taskName(a), b, vm.taskName(b), p[2], p[3]));
        }
        return new NetworkTables.Matrix(pairs);
    }

    /** Every message of the run (messages.csv). */
    static NetworkTables.Messages messages(VirtualMachine vm) {
        return new NetworkTables.Messages(vm.messages(), taskNames(vm));
    }

    /**
     * Traffic over time: messages and bytes delivered in each of {@code bins} equal intervals of
     * [0, end]; a message counts in the interval of its delivery.
     */
    static NetworkTables.Traffic traffic(VirtualMachine vm, double end, int bins) {
        MessageLog log = vm.messages();
        Traffic t = new Traffic(end, bins);
        for (int i = 0; i < log.size(); i++) {
            t.add(log.delivered(i), log.bytes(i));
        }
        return t.table();
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

        NetworkTables.Traffic table() {
            return new NetworkTables.Traffic(width, count.clone(), bytes.clone());
        }
    }
}
