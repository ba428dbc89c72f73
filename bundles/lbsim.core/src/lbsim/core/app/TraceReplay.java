package lbsim.core.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import lbsim.core.io.InputFileException;
import lbsim.core.msg.TaskContext;
import lbsim.core.msg.VirtualMachine;

/**
 * Replays traces in Zabel's simulation input format (seeds/000, section 3.3 and figure 3.6) on any
 * platform, so that a trace taken on one network predicts the run on another.
 * <p>
 * <b>Format.</b> UTF-8 text, one operation per line, fields separated by blanks (spaces or tabs); blank
 * lines and lines whose first non-blank character is {@code #} are ignored. The fields are those of
 * figure 3.6: {@code CODE TIME BYTES SOURCE DESTINATION...}, TIME in microseconds (a decimal >= 0; the
 * report's traces have whole microseconds), BYTES an integer >= 0, SOURCE and DESTINATION task numbers
 * counted from 0. One extension: an optional last field {@code tag=T}.
 * <pre>
 * c TIME [BYTES SOURCE DESTINATION]       compute for TIME (the three other fields are 0 0 0 in the report
 *                                         and are ignored; they may be left out)
 * s TIME BYTES SOURCE DESTINATION [tag=T] send; TIME is the write time; SOURCE is this task; T defaults to 0
 * r TIME BYTES SOURCE DESTINATION [tag=T] receive; TIME is the read time once the data has arrived (the
 *                                         blocked time is not in the trace); SOURCE is a task or "any" (or
 *                                         -1); DESTINATION is this task; T is a tag or "any", default any
 * m TIME BYTES SOURCE DEST1 DEST2 ... [tag=T]  multicast, as a send to each destination
 * </pre>
 * Example (task 0 of figure 3.6): {@code c 3356 0 0 0}, {@code s 234 48 0 2}, {@code m 184 58 0 1 2 3},
 * {@code r 188 16 2 0}.
 * <p>
 * <b>Files.</b> {@link #load(Path)} takes either a folder with one file per task, named {@code NAME.TASK}
 * ({@code trace.0}, {@code trace.1}, ...; the report's {@code results.X} files, once converted; other files
 * in the folder are ignored), or a single file whose lines carry the task number first
 * ({@code 0 c 3356 0 0 0}). Tasks are numbered 0 to n-1 without gaps.
 * <p>
 * <b>Checks.</b> Every problem is an {@link InputFileException} {@code FILE:LINE: problem}: an unknown code,
 * a missing or extra field, a field that is not a number, a negative time or length, a send whose source
 * or a receive whose destination is not the file's task, a task that does not exist. After parsing, every
 * receive must be matched by some send: per (source, destination) pair, a task cannot receive more
 * messages from a source (and, for a receive naming both source and tag, with that tag) than the source
 * sends it, and the receives from any source cannot outnumber the messages left over by the others.
 * Order is not checked (a replay that deadlocks shows in {@link VirtualMachine#deadlock()}).
 * <p>
 * <b>Timing.</b> A compute line of d microseconds traced on a host of speed s (1 = reference machine) is
 * {@code d * s / 1e6} seconds of reference CPU work, so it takes {@code d * s / (1e6 * h)} seconds of CPU
 * on a replay host of speed h. The write and read times are the sender's and receiver's own CPU costs in
 * the traced run (Unix write and read): with {@link CpuCosts#TRACE} (the default) they are replayed as
 * computation, scaled like compute lines, just before the send and just after the receive, so a network
 * model whose send and receive overheads are 0 (Zabel's Ethernet, {@code EthernetParameters.zabel}) adds
 * only the wire; with {@link CpuCosts#NETWORK} they are ignored and the network model's overheads apply.
 * <p>
 * A loaded trace is immutable and may be started any number of times, on different machines.
 */
public final class TraceReplay {

    /** Where the write and read costs of a replay come from. */
    public enum CpuCosts {
        /** The trace's write and read times, as computation before the send and after the receive. */
        TRACE,
        /** The network model's send and receive overheads; the trace's write and read times are ignored. */
        NETWORK
    }

    /**
     * One line of a trace.
     *
     * @param code         'c', 's', 'r' or 'm'
     * @param micros       the line's time in microseconds: compute time, write time (s, m) or read time (r)
     * @param bytes        message length (0 for compute lines)
     * @param source       the sending task ({@link TaskContext#ANY} for a receive from any task; the task
     *                     itself for compute lines)
     * @param destinations the receiving tasks (one for s and r, one or more for m, none for c)
     * @param tag          message tag; {@link TaskContext#ANY} for a receive that takes any tag
     * @param line         1-based line in its file
     */
    public record Op(char code, double micros, long bytes, int source, int[] destinations, int tag, int line) {

        public Op {
            destinations = destinations.clone();
        }

        @Override
        public int[] destinations() {
            return destinations.clone();
        }

        /** The first destination (the only one for s and r lines); {@link TaskContext#ANY} for compute lines. */
        public int destination() {
            return destinations.length == 0 ? TaskContext.ANY : destinations[0];
        }

        /** The line as written in a trace file: {@code s 500 2048 0 1 tag=7}. */
        public String format() {
            StringBuilder b = new StringBuilder().append(code).append(' ').append(formatMicros(micros));
            if (code == 'c') {
                return b.append(" 0 0 0").toString();
            }
            b.append(' ').append(bytes).append(' ').append(source == TaskContext.ANY ? "any" : Integer.toString(source));
            for (int d : destinations) {
                b.append(' ').append(d);
            }
            return b.append(" tag=").append(tag == TaskContext.ANY ? "any" : Integer.toString(tag)).toString();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Op p && code == p.code && Double.compare(micros, p.micros) == 0 && bytes == p.bytes
                    && source == p.source && Arrays.equals(destinations, p.destinations) && tag == p.tag && line == p.line;
        }

        @Override
        public int hashCode() {
            return ((Character.hashCode(code) * 31 + Double.hashCode(micros)) * 31 + Arrays.hashCode(destinations)) * 31
                    + line;
        }

        @Override
        public String toString() {
            return line + ": " + format();
        }
    }

    /**
     * What one trace line did in a replay (or, from {@link TraceReplayRecorder}, in a recorded run).
     *
     * @param task         trace task number
     * @param index        index of the operation in the task's trace, from 0
     * @param code         'c', 's', 'r' or 'm'
     * @param startSeconds when the operation began: for s and m the start of the write, for r the receive
     *                     call (before any blocking)
     * @param endSeconds   when it ended: for s and m the message is on its way, for r the read is done
     */
    public record Step(int task, int index, char code, double startSeconds, double endSeconds) {
    }

    /** A replay started on a machine: task ids and, as the run goes, what each trace line did. */
    public static final class Run {
        private final int[] tids;
        private final List<List<Step>> steps;
        private final double[] end;

        Run(int tasks) {
            tids = new int[tasks];
            steps = new ArrayList<>(tasks);
            for (int i = 0; i < tasks; i++) {
                steps.add(new ArrayList<>());
            }
            end = new double[tasks];
            Arrays.fill(end, Double.NaN);
        }

        /** The virtual machine's task id of trace task {@code task}. */
        public int tid(int task) {
            return tids[task];
        }

        /** The steps trace task {@code task} has completed so far, in order. */
        public List<Step> steps(int task) {
            return Collections.unmodifiableList(steps.get(task));
        }

        /** When trace task {@code task} finished its last line, or NaN if it has not (yet). */
        public double finishedSeconds(int task) {
            return end[task];
        }

        /** When the last task finished (the replay's makespan from time 0), or NaN if some task has not. */
        public double finishedSeconds() {
            double max = 0;
            for (double e : end) {
                if (Double.isNaN(e)) {
                    return Double.NaN;
                }
                max = Math.max(max, e);
            }
            return max;
        }
    }

    private final List<Op[]> tasks;
    private final List<Path> files;

    TraceReplay(List<Op[]> tasks, List<Path> files) {
        this.tasks = tasks;
        this.files = files;
    }

    /**
     * Reads a trace: a folder of per-task files {@code NAME.0, NAME.1, ...} or one file with a task column
     * (see the class comment).
     *
     * @throws InputFileException {@code FILE:LINE: problem} for the first problem found, or
     *                            {@code FILE: problem} for a missing, unreadable or empty trace
     */
    public static TraceReplay load(Path folderOrFile) throws InputFileException {
        return TraceReplayParser.load(folderOrFile);
    }

    /** Number of tasks. */
    public int taskCount() {
        return tasks.size();
    }

    /** The lines of one task, in order. */
    public List<Op> ops(int task) {
        return List.of(tasks.get(task));
    }

    /** The file a task's lines came from. */
    public Path file(int task) {
        return files.get(task);
    }

    /** {@link #start(VirtualMachine, List, double, CpuCosts)} with the trace's CPU costs. */
    public Run start(VirtualMachine vm, List<String> hostsByTask, double traceHostSpeed) {
        return start(vm, hostsByTask, traceHostSpeed, CpuCosts.TRACE);
    }

    /** {@link #start(VirtualMachine, List, double, CpuCosts)} for a trace taken on a reference machine (speed 1). */
    public Run start(VirtualMachine vm, List<String> hostsByTask) {
        return start(vm, hostsByTask, 1.0, CpuCosts.TRACE);
    }

    /**
     * Starts one task per trace task ("trace0", "trace1", ...), task i on host {@code hostsByTask.get(i)};
     * they begin at the current virtual time. Trace task numbers are mapped to the machine's task ids, so
     * the machine may already run other tasks.
     *
     * @param traceHostSpeed speed of the host the trace was taken on, relative to the reference machine, > 0
     * @throws IllegalArgumentException for a host list whose size is not the number of tasks, a speed that is
     *                                  not > 0 and finite, or an unknown host (tasks before it are then
     *                                  already started)
     */
    public Run start(VirtualMachine vm, List<String> hostsByTask, double traceHostSpeed, CpuCosts costs) {
        if (hostsByTask.size() != tasks.size()) {
            throw new IllegalArgumentException("trace replay: " + tasks.size() + " tasks but " + hostsByTask.size()
                    + " hosts given");
        }
        if (!(traceHostSpeed > 0) || Double.isInfinite(traceHostSpeed)) {
            throw new IllegalArgumentException("trace replay: trace host speed must be > 0 and finite, got " + traceHostSpeed);
        }
        Run run = new Run(tasks.size());
        double secondsPerMicro = traceHostSpeed / 1e6;
        for (int i = 0; i < tasks.size(); i++) {
            int task = i;
            run.tids[i] = vm.start(ctx -> new Player(ctx, run, task, tasks.get(task), secondsPerMicro, costs).next(0),
                    "trace" + i, hostsByTask.get(i));
        }
        return run;
    }

    /** Walks one task's lines in continuation style. */
    private static final class Player {
        private final TaskContext ctx;
        private final Run run;
        private final int task;
        private final Op[] ops;
        private final double secondsPerMicro;
        private final boolean traceCosts;

        Player(TaskContext ctx, Run run, int task, Op[] ops, double secondsPerMicro, CpuCosts costs) {
            this.ctx = ctx;
            this.run = run;
            this.task = task;
            this.ops = ops;
            this.secondsPerMicro = secondsPerMicro;
            this.traceCosts = costs == CpuCosts.TRACE;
        }

        void next(int i) {
            if (i == ops.length) {
                run.end[task] = ctx.now();
                return; // issuing nothing ends the task
            }
            Op op = ops[i];
            double start = ctx.now();
            Runnable done = () -> {
                run.steps.get(task).add(new Step(task, i, op.code(), start, ctx.now()));
                next(i + 1);
            };
            switch (op.code()) {
            case 'c' -> ctx.compute(op.micros() * secondsPerMicro, done);
            case 's' -> cpu(op, () -> ctx.send(run.tids[op.destinations[0]], op.tag(), op.bytes(), null, done));
            case 'm' -> cpu(op, () -> {
                int[] to = new int[op.destinations.length];
                for (int k = 0; k < to.length; k++) {
                    to[k] = run.tids[op.destinations[k]];
                }
                ctx.mcast(to, op.tag(), op.bytes(), null, done);
            });
            case 'r' -> ctx.recv(op.source() == TaskContext.ANY ? TaskContext.ANY : run.tids[op.source()], op.tag(),
                    m -> cpu(op, done));
            default -> throw new IllegalStateException("unknown trace code " + op.code());
            }
        }

        /** The line's write or read time as computation (with {@link CpuCosts#TRACE}), then {@code then}. */
        private void cpu(Op op, Runnable then) {
            if (traceCosts && op.micros() > 0) {
                ctx.compute(op.micros() * secondsPerMicro, then);
            } else {
                then.run();
            }
        }
    }

    /** Microseconds as written in trace files: whole numbers plainly, else up to 6 decimals (picoseconds). */
    static String formatMicros(double micros) {
        if (micros == Math.rint(micros) && Math.abs(micros) < 1e15) {
            return Long.toString((long) micros);
        }
        String s = String.format(Locale.ROOT, "%.6f", micros);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }
}
