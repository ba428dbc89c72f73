package lbsim.run.result;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The files of a run's result folder and the columns of each CSV file, in one place: the writers take their
 * names and headers from here ({@link ResultWriter}, the result records of lbsim.run.outcome, MessageTable,
 * PreparedRun) and the user guide's reference page
 * (docs/user/reference/result-files.md, lbsim.app's ReferencePages) is made from the same entries, so a
 * column cannot be added or renamed in one and not the other.
 */
public final class ResultFiles {

    /** A column of a CSV file: its header name and what it holds (with its unit). */
    public record Column(String name, String meaning) {
    }

    /**
     * A file of a result folder.
     *
     * @param name    the file name
     * @param when    when the file is written
     * @param content what it holds
     * @param columns its columns in order (empty for a file that is not CSV)
     */
    public record FileDoc(String name, String when, String content, List<Column> columns) {

        /** The CSV header line (without line end): the column names joined by commas. */
        public String header() {
            return columns.stream().map(Column::name).collect(Collectors.joining(","));
        }
    }

    private static Column c(String name, String meaning) {
        return new Column(name, meaning);
    }

    public static final FileDoc SUMMARY = new FileDoc(ResultFolder.SUMMARY_JSON, "always",
            "Format and version, lbsim version, scenario name and file, the --set overrides, seed, stop reason, simulated"
                    + " end time, events processed, per task (start, end, work, CPU seconds, CPU share), per host (speed,"
                    + " processors, scheduler, mean number of competing processes, utilization), per workload the processes"
                    + " it started, and (when the trace has events) the critical path under criticalPath. The wall-clock"
                    + " time is kept apart under wallClock, so two runs with the same seed give byte-identical files apart"
                    + " from that key.",
            List.of());

    public static final FileDoc TASKS = new FileDoc(ResultFolder.TASKS_CSV, "always",
            "One row per task: the observed tasks first, then the message-passing tasks (master-slave, real programs,"
                    + " replays) at nice 0.",
            List.of(c("task", "the task's name"), c("host", "the host it ran on"), c("nice", "its nice level"),
                    c("start_s", "when it started, s"), c("end_s", "when it ended, s (empty: unfinished when the run stopped)"),
                    c("work_s", "the reference CPU work asked for, s (message-passing tasks: cpu_s x host speed)"),
                    c("cpu_s", "the processor time it received, s of the host's processors"),
                    c("share", "cpu_s / (end - start): the mean fraction of one processor it got")));

    public static final FileDoc HOSTS = new FileDoc(ResultFolder.HOSTS_CSV, "always", "One row per host.",
            List.of(c("host", "the host's name"), c("speed", "its speed factor"), c("processors", "its processors"),
                    c("scheduler", "its scheduler policy"),
                    c("mean_competing", "time average, from 0 to the end of the run, of the competing users' processes in"
                            + " its queue"),
                    c("utilization", "time average of min(jobs, processors) / processors: the fraction of its processors"
                            + " busy with any job (application or competing)")));

    public static final FileDoc SHARES = new FileDoc(ResultFolder.SHARES_CSV, "always",
            "The processor share of each observed task over time, as steps; a task's last step (share 0) is its end.",
            List.of(c("task", "the task's name"), c("time_s", "from this time on, s"),
                    c("share", "the fraction of one processor the task receives")));

    public static final FileDoc ACTIVITY = new FileDoc("activity.csv", "when the run has message-passing tasks",
            "What each message-passing task did, one row per task.",
            List.of(c("tid", "the task's id"), c("task", "the task's name"), c("host", "the host it ran on"),
                    c("start_s", "when it started, s"), c("end_s", "when it ended, s (empty: not ended when the run stopped)"),
                    c("compute_s", "time spent computing, s"), c("overhead_s", "time spent in send, receive and spawn overheads, s"),
                    c("cpu_s", "processor time received for computing and overheads, s"), c("blocked_s", "time blocked in receives, s"),
                    c("algorithmic_blocked_s", "the part of blocked_s before the matching send started, s"),
                    c("service_blocked_s", "the part of blocked_s after the matching send started, s"),
                    c("messages_sent", "messages sent"), c("bytes_sent", "bytes sent (timing lengths)"),
                    c("messages_received", "messages received"), c("bytes_received", "bytes received"),
                    c("transit_s", "sum over received messages from other hosts of delivery minus injection (protocol processing, host queues, the wire, waiting for earlier messages of the same pair), s"),
                    c("wire_s", "sum over the same messages of their time on the wire (Zabel's network travel), s")));

    public static final FileDoc ENERGY = new FileDoc("energy.csv", "when a host has a wattagePerState",
            "The joules of the hosts that have a power model, as SimGrid's host energy plugin counts them.",
            List.of(c("host", "the host's name"), c("joules", "all energy it drew, J"), c("idle_joules", "of which idle, J"),
                    c("busy_joules", "of which busy, J"), c("off_joules", "of which off, J")));

    public static final FileDoc MASTER_SLAVE = new FileDoc("masterslave.csv",
            "for a master-slave or work-stealing application",
            "The figures of the run, one row.",
            List.of(c("strategy", "the strategy's spec, e.g. trapezoid(first=50, last=2) or work-stealing"), c("slaves", "number of slave tasks"),
                    c("makespan_s", "virtual time until the last result reached the master, s"),
                    c("work_s", "sum of the unit costs on the reference host, s"),
                    c("speedup", "work_s over makespan_s"),
                    c("efficiency", "speedup over slaves"), c("load_imbalance", "the slaves' maximum over mean compute time (NaN when no slave computed)"),
                    c("chunks", "chunks handed out"), c("scheduling_messages", "scheduling messages sent")));

    public static final FileDoc MESSAGES = new FileDoc("messages.csv",
            "when the run's trace is kept in memory rather than streamed to trace.lbt (otherwise the csv export gives it)",
            "One row per message.",
            List.of(c("id", "the message's id"), c("source", "the sending task's id"), c("source_task", "its name"),
                    c("destination", "the receiving task's id"), c("destination_task", "its name"), c("tag", "the message tag"),
                    c("bytes", "its length, B"), c("send_start_s", "when the send began, s"),
                    c("injected_s", "when it entered the network, s"), c("delivered_s", "when it reached the receiver's mailbox, s"),
                    c("received_s", "when the receiver took it, s")));

    public static final FileDoc MATRIX = new FileDoc("matrix.csv",
            "for a master-slave, work-stealing, trace-replay or real-program run",
            "The communication matrix: messages and bytes from each task to each task, one row per pair that exchanged any.",
            List.of(c("source", "the sending task's id"), c("source_task", "its name"), c("destination", "the receiving task's id"),
                    c("destination_task", "its name"), c("messages", "messages sent"), c("bytes", "bytes sent")));

    public static final FileDoc TRAFFIC = new FileDoc("traffic.csv", "for a run with messages and a trace with events",
            "Traffic over time: messages and bytes delivered in each of 100 equal intervals of the run; a message counts in"
                    + " the interval of its delivery.",
            List.of(c("from_s", "the interval's start, s"), c("to_s", "its end, s"), c("messages", "messages delivered in it"),
                    c("bytes", "their bytes")));

    public static final FileDoc SEGMENTS = new FileDoc("segments.csv", "for a run with message-passing tasks",
            "One row per network segment.",
            List.of(c("segment", "the segment's name"), c("busy_s", "time the medium or links were busy carrying data, s (0 where the model has no such notion)"),
                    c("collisions", "collisions seen (0 for models without collisions)")));

    public static final FileDoc STATIONS = new FileDoc("stations.csv", "for a run with message-passing tasks",
            "One row per host on a segment.",
            List.of(c("host", "the host's name"), c("segment", "its segment"), c("station", "its station index on the segment"),
                    c("collisions", "collisions it took part in (0 for models without collisions)"),
                    c("drops", "frames it dropped after its last attempt"),
                    c("retransmissions", "segments it retransmitted after a drop")));

    public static final FileDoc LEGS = new FileDoc("legs.csv", "for a run whose messages crossed segments through gateways",
            "One row per leg of a message between hosts of different segments: the message travels store and forward, on"
                    + " each segment from station to gateway under that segment's model, the legs one after the other.",
            List.of(c("message", "the message's id (as in messages.csv)"), c("leg", "0 for the leg from the sender, then 1, 2, ..."),
                    c("segment", "the segment the leg crossed"), c("from", "the station it left: the sending host or a gateway"),
                    c("to", "the station it reached: a gateway or the receiving host"), c("start_s", "when the segment was handed the message, s"),
                    c("end_s", "when its last byte reached the station, s")));

    public static final FileDoc LINKS = new FileDoc("links.csv", "for a run on a routed network",
            "One row per link of each routed network (its own links, and each cluster's private links, CLUSTER_link_I for"
                    + " its host I, and backbone, CLUSTER_backbone), in the network's order. A message counts on every link of"
                    + " its route, whole, when its last byte is through; the waits for route latencies are not busy time.",
            List.of(c("network", "the routed network's name"), c("link", "the link's name"),
                    c("sharing", "shared, fatpipe or splitduplex"),
                    c("bandwidth_bytes_per_s", "its bandwidth, B/s (each way for a split-duplex link)"),
                    c("bytes", "the bytes of the messages that crossed it and had arrived when the run ended, B"),
                    c("busy_s", "time during which at least one message was moving bytes over it, s"),
                    c("utilization", "bytes / (bandwidth x the run's end time); a split-duplex link counts both ways against"
                            + " one way's bandwidth, and a fatpipe link gives each message its whole bandwidth, so both can"
                            + " exceed 1 (0 when the run ended at time 0)"),
                    c("max_flows", "the most messages that moved bytes over it at one time")));

    public static final FileDoc PING_PONG = new FileDoc("pingpong.csv", "for a ping-pong application",
            "Per message length, the mean round trip and the application-to-application bandwidth.",
            List.of(c("bytes", "message length, B"), c("round_trip_s", "mean round-trip time, s"),
                    c("bandwidth_bytes_per_s", "bytes over half the round trip, B/s")));

    public static final FileDoc RING = new FileDoc("ring.csv", "for a token-ring application", "The ring's figures, one row.",
            List.of(c("tasks", "tasks in the ring"), c("rounds", "rounds the token went"), c("token_bytes", "the token's length, B"),
                    c("hops", "hops made"), c("finished_s", "virtual time the token came home for the last time, s")));

    public static final FileDoc REPLAY = new FileDoc("replay.csv", "for a trace replay",
            "Per traced task, where it ran and when it finished.",
            List.of(c("task", "index of the traced task"), c("host", "the host it was replayed on"),
                    c("operations", "operations in its trace"), c("finished_s", "virtual time its last operation ended, s")));

    public static final FileDoc PROGRAM = new FileDoc("program.csv", "for a real program", "The program's figures, one row.",
            List.of(c("main_class", "the program's main class"), c("cost_mode", "how computation was costed: declared or measured"),
                    c("reference_factor", "the reference machine's speed factor"),
                    c("reference_flops_per_s", "flops per second of the reference machine"),
                    c("tasks", "tasks the program spawned (with the first)"), c("api_calls", "calls of the lbsim API the program made")));

    public static final FileDoc ESTIMATE = new FileDoc("estimate.txt", "when the run settings name an estimateFile",
            "The closed-form estimate (Baer) of the resource-matrix file, computed next to the simulation.", List.of());

    public static final FileDoc TRACE = new FileDoc("trace.lbt", "unless the run is asked for no trace",
            "The run's trace: task states, messages and host load (see the trace format page); the per-interval and"
                    + " per-message rows are the csv export's (states.csv, messages.csv).",
            List.of());

    /** Every documented file, in the order the reference shows them. */
    public static final List<FileDoc> ALL = List.of(SUMMARY, TASKS, HOSTS, SHARES, ACTIVITY,
            ENERGY, MASTER_SLAVE, PING_PONG, RING, REPLAY, PROGRAM, MATRIX, TRAFFIC, MESSAGES, SEGMENTS, STATIONS, LEGS, LINKS,
            ESTIMATE, TRACE);

    private ResultFiles() {
    }
}
