package lbsim.core.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;

import lbsim.core.app.TraceReplay.Op;
import lbsim.core.app.TraceReplay.Step;
import lbsim.core.msg.TaskState;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.stats.TaskActivity;
import lbsim.core.trace.MessageLog;
import lbsim.core.trace.StateLog;

/**
 * Turns a finished {@link VirtualMachine} run into a trace in the {@link TraceReplay} format, as Zabel's
 * instrumented PVM did for real runs (section 3.3): one task per machine task (task numbers are task ids),
 * one line per send, multicast and receive, and a compute line for the time between the end of one and
 * the start of the next.
 * <p>
 * Taken from the run's state and message logs: a send's write time is its send-overhead interval (from the
 * send call until the message entered the network), a receive's read time its receive-overhead interval
 * (the blocked time before it is dropped, as in the report); a compute line is the elapsed time between
 * two operations, from the task's start, and up to its end (wall time, so competing load is folded in).
 * Zero compute gaps are left out. Messages of one task that started at the same instant, entered the
 * network at the same instant and have consecutive ids, the same length and tag are one multicast (two
 * sends at one instant with no send overhead time exactly like a multicast). Two receives that returned
 * at one instant are ordered by delivery.
 * <p>
 * Only programs made of compute, send, mcast, recv and exit can be recorded: {@link #record} rejects a
 * spawn, a receive that returned no message (nrecv, trecv, probe) and a task that has not ended.
 */
public final class TraceReplayRecorder {

    private final List<List<Op>> ops;
    private final List<List<Step>> steps;
    private final List<String> headers;

    private TraceReplayRecorder(List<List<Op>> ops, List<List<Step>> steps, List<String> headers) {
        this.ops = ops;
        this.steps = steps;
        this.headers = headers;
    }

    /**
     * Records a run whose simulation has stopped.
     *
     * @throws IllegalStateException for a task still running or an operation the format cannot express
     */
    public static TraceReplayRecorder record(VirtualMachine vm) {
        List<TaskActivity> activity = vm.activity();
        int n = vm.taskCount();
        MessageLog messages = vm.messages();
        StateLog states = vm.states();
        List<List<int[]>> intervals = new ArrayList<>(); // per task: state log indexes
        List<Deque<Integer>> sent = new ArrayList<>();
        List<List<Integer>> received = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            intervals.add(new ArrayList<>());
            sent.add(new ArrayDeque<>());
            received.add(new ArrayList<>());
        }
        for (int i = 0; i < states.size(); i++) {
            intervals.get(states.task(i)).add(new int[] {i});
        }
        for (int id = 0; id < messages.size(); id++) {
            sent.get(messages.source(id)).add(id);
            if (!Double.isNaN(messages.received(id))) {
                received.get(messages.destination(id)).add(id);
            }
        }
        List<List<Op>> ops = new ArrayList<>();
        List<List<Step>> steps = new ArrayList<>();
        List<String> headers = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            TaskActivity a = activity.get(t);
            if (Double.isNaN(a.endSeconds())) {
                throw new IllegalStateException("task " + t + " '" + a.task() + "' has not ended");
            }
            List<Integer> in = received.get(t);
            in.sort((x, y) -> {
                int c = Double.compare(messages.received(x), messages.received(y));
                if (c == 0) {
                    c = Double.compare(messages.delivered(x), messages.delivered(y));
                }
                return c != 0 ? c : Integer.compare(x, y);
            });
            String header = "# task " + t + " '" + a.task() + "' on host " + a.host()
                    + ", recorded from a simulated run; times in microseconds";
            headers.add(header);
            new Task(t, messages, states, header, a.startSeconds(), a.endSeconds()).walk(intervals.get(t), sent.get(t), in,
                    ops, steps);
        }
        return new TraceReplayRecorder(ops, steps, headers);
    }

    /** Number of tasks. */
    public int taskCount() {
        return ops.size();
    }

    /** A task's trace lines (line numbers as in {@link #text}). */
    public List<Op> ops(int task) {
        return Collections.unmodifiableList(ops.get(task));
    }

    /** When each of a task's trace lines began and ended in the recorded run. */
    public List<Step> steps(int task) {
        return Collections.unmodifiableList(steps.get(task));
    }

    /** A task's trace file: one header comment line, then one line per operation. */
    public String text(int task) {
        StringBuilder b = new StringBuilder(headers.get(task)).append('\n');
        for (Op op : ops.get(task)) {
            b.append(op.format()).append('\n');
        }
        return b.toString();
    }

    /**
     * Writes {@code prefix.0}, {@code prefix.1}, ... into a folder (created if needed), each through a
     * temporary file renamed into place; returns the folder.
     *
     * @throws IOException if a file cannot be written
     */
    public Path write(Path folder, String prefix) throws IOException {
        Files.createDirectories(folder);
        for (int t = 0; t < ops.size(); t++) {
            Path tmp = folder.resolve(prefix + "." + t + ".tmp");
            Files.writeString(tmp, text(t), StandardCharsets.UTF_8);
            Files.move(tmp, folder.resolve(prefix + "." + t), StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
        }
        return folder;
    }

    /** Walks one task's intervals. */
    private static final class Task {
        private final int task;
        private final MessageLog messages;
        private final StateLog states;
        private final double endSeconds;
        private final List<Op> ops = new ArrayList<>();
        private final List<Step> steps = new ArrayList<>();
        private int line;
        private double cursor;

        Task(int task, MessageLog messages, StateLog states, String header, double startSeconds, double endSeconds) {
            this.task = task;
            this.messages = messages;
            this.states = states;
            this.endSeconds = endSeconds;
            this.line = (int) header.chars().filter(ch -> ch == '\n').count() + 1;
            this.cursor = startSeconds;
        }

        void walk(List<int[]> intervals, Deque<Integer> out, List<Integer> in, List<List<Op>> allOps,
                List<List<Step>> allSteps) {
            int nextIn = 0;
            double blockedSince = Double.NaN;
            for (int[] ref : intervals) {
                int i = ref[0];
                double s = states.start(i);
                double e = states.end(i);
                TaskState state = TaskState.values()[states.state(i)];
                switch (state) {
                case COMPUTE -> {
                    // part of the next compute gap
                }
                case BLOCKED -> blockedSince = s;
                case RECEIVE -> {
                    double callTime = Double.isNaN(blockedSince) ? s : blockedSince;
                    blockedSince = Double.NaN;
                    if (nextIn == in.size() || messages.received(in.get(nextIn)) != e) {
                        throw new IllegalStateException("task " + task + ": the receive call ending at " + e
                                + " s returned no message (nrecv, trecv and probe cannot be recorded)");
                    }
                    int id = in.get(nextIn++);
                    gap(callTime);
                    add(new Op('r', micros(e - s), messages.bytes(id), messages.source(id), new int[] {task},
                            messages.tag(id), 0), callTime, e);
                }
                case SEND -> {
                    if (out.isEmpty() || messages.sendStart(out.peek()) != s) {
                        if (e == s) {
                            continue; // a zero-cost send already merged into the previous multicast
                        }
                        throw new IllegalStateException("task " + task + ": no message for the send at " + s + " s");
                    }
                    int first = out.poll();
                    List<Integer> group = new ArrayList<>(List.of(first));
                    while (!out.isEmpty() && sameMulticast(group.get(group.size() - 1), out.peek())) {
                        group.add(out.poll());
                    }
                    int[] to = new int[group.size()];
                    for (int k = 0; k < to.length; k++) {
                        to[k] = messages.destination(group.get(k));
                    }
                    gap(s);
                    add(new Op(to.length == 1 ? 's' : 'm', micros(e - s), messages.bytes(first), task, to,
                            messages.tag(first), 0), s, e);
                }
                case SPAWN -> throw new IllegalStateException("task " + task + " spawns a task: a trace cannot express that");
                default -> throw new IllegalStateException("task " + task + ": unexpected state " + state);
                }
            }
            gap(endSeconds);
            allOps.add(ops);
            allSteps.add(steps);
        }

        private boolean sameMulticast(int a, int b) {
            return b == a + 1 && messages.sendStart(a) == messages.sendStart(b) && messages.injected(a) == messages.injected(b)
                    && messages.bytes(a) == messages.bytes(b) && messages.tag(a) == messages.tag(b);
        }

        /** A compute line from the cursor to {@code until}, unless it would be 0 us. */
        private void gap(double until) {
            double us = micros(until - cursor);
            if (!TraceReplay.formatMicros(us).equals("0")) {
                add(new Op('c', us, 0, task, new int[0], lbsim.core.msg.TaskContext.ANY, 0), cursor, until);
            }
        }

        private void add(Op op, double start, double end) {
            line++;
            // the line number is the op's line in text(): header lines first
            Op numbered = new Op(op.code(), Double.parseDouble(TraceReplay.formatMicros(op.micros())), op.bytes(),
                    op.source(), op.destinations(), op.tag(), line);
            steps.add(new Step(task, ops.size(), op.code(), start, end));
            ops.add(numbered);
            cursor = end;
        }

        private static double micros(double seconds) {
            return Math.max(0, seconds * 1e6);
        }
    }
}
