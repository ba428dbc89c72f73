package lbsim.run;

import lbsim.core.msg.VirtualMachine;
import lbsim.core.trace.MessageLog;
import lbsim.run.result.Csv;

/** The message trace of a run as CSV: one row per message with the times of its four stages. */
final class MessageTable {

    static final String HEADER = "id,source,source_task,destination,destination_task,tag,bytes,send_start_s,injected_s,delivered_s,received_s";

    private MessageTable() {
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
