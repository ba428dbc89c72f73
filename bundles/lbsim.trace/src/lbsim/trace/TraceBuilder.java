package lbsim.trace;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import lbsim.trace.file.TraceWriter;
import lbsim.trace.store.TraceStore;

/**
 * Writes a whole trace into memory through {@link TraceWriter} (the file format, not a model of its own) from
 * names, intervals, messages and load steps given in any convenient order: for runs that keep their trace in
 * memory, for reading version-1 files, and for tests that make small traces by hand. Hosts and tasks get indices
 * 0, 1, 2, ... in the order added; messages get ids 0, 1, 2, ... in the order added. Intervals and messages go
 * to the writer as they come; load steps are kept per host and written after them, host by host, at
 * {@link #build}. Not thread-safe; builds once.
 */
public final class TraceBuilder {

    private final double endSeconds;
    private String scenarioName = "";
    private Long seed;
    private final List<String> hostNames = new ArrayList<>();
    private final List<String> taskNames = new ArrayList<>();
    private final List<Integer> taskHost = new ArrayList<>();
    private final List<String> stateNames = new ArrayList<>(TraceStates.STATES);
    private final List<double[]> loadTimes = new ArrayList<>();
    private final List<double[]> loadValues = new ArrayList<>();
    private TraceWriter writer;
    private int messages;
    private boolean built;

    /** @param endSeconds virtual time at the end of the run */
    public TraceBuilder(double endSeconds) {
        this.endSeconds = endSeconds;
    }

    /** Names the run: its scenario (not null; empty = unknown) and master seed (null = unknown). */
    public TraceBuilder run(String scenario, Long masterSeed) {
        if (scenario == null) {
            throw new IllegalArgumentException("scenario name is null");
        }
        this.scenarioName = scenario;
        this.seed = masterSeed;
        return this;
    }

    /**
     * Replaces the state names (default {@link TraceStates#STATES}).
     *
     * @throws IllegalStateException after the first interval or message
     */
    public TraceBuilder stateNames(List<String> names) {
        if (names.size() > 127) {
            throw new IllegalArgumentException("at most 127 states, got " + names.size());
        }
        if (writer != null) {
            throw new IllegalStateException("state names must be set before the first interval or message");
        }
        stateNames.clear();
        stateNames.addAll(names);
        return this;
    }

    /** Adds a host; returns its index. */
    public int host(String name) {
        hostNames.add(name);
        loadTimes.add(new double[0]);
        loadValues.add(new double[0]);
        return hostNames.size() - 1;
    }

    /** Sets host {@code h}'s competing load steps (times non-decreasing, seconds). */
    public TraceBuilder load(int h, double[] times, double[] values) {
        if (times.length != values.length) {
            throw new IllegalArgumentException("load of host " + h + ": " + times.length + " times but " + values.length
                    + " values");
        }
        loadTimes.set(h, times.clone());
        loadValues.set(h, values.clone());
        return this;
    }

    /** Adds a task on host {@code host}; returns its index. */
    public int task(String name, int host) {
        if (host < 0 || host >= hostNames.size()) {
            throw new IllegalArgumentException("task '" + name + "': no host " + host);
        }
        taskNames.add(name);
        taskHost.add(host);
        return taskNames.size() - 1;
    }

    /** Adds a state interval; a task's intervals must be added in time order. */
    public TraceBuilder state(int task, int state, double start, double end) {
        if (task < 0 || task >= taskNames.size()) {
            throw new IllegalArgumentException("state interval of unknown task " + task);
        }
        if (state < 0 || state >= stateNames.size()) {
            throw new IllegalArgumentException("unknown state " + state + " (" + stateNames.size() + " states)");
        }
        if (!(end >= start)) {
            throw new IllegalArgumentException("state interval of task " + task + " ends (" + end + " s) before it starts ("
                    + start + " s)");
        }
        writer().state(task, state, start, end);
        return this;
    }

    /** Adds a message (NaN for stages that never happened); its id is the number of messages added before it. */
    public TraceBuilder message(int source, int destination, int tag, long bytes, double sendStart, double injected,
            double delivered, double received) {
        if (source < 0 || source >= taskNames.size() || destination < 0 || destination >= taskNames.size()) {
            throw new IllegalArgumentException("message from task " + source + " to task " + destination + ": no such task");
        }
        writer().message(messages++, source, destination, tag, bytes, sendStart, injected, delivered, received);
        return this;
    }

    /** Adds a change of host {@code host}'s state ({@link TraceWriter#hostState}); a host's changes in time order. */
    public TraceBuilder hostState(int host, double time, boolean on, double speedFactor, int pstate) {
        if (host < 0 || host >= hostNames.size()) {
            throw new IllegalArgumentException("state of unknown host " + host);
        }
        writer().hostState(host, time, on, speedFactor, pstate);
        return this;
    }

    private TraceWriter writer() {
        if (built) {
            throw new IllegalStateException("the trace is built");
        }
        if (writer == null) {
            if (stateNames.isEmpty()) {
                throw new IllegalArgumentException("a trace needs at least one state name");
            }
            writer = TraceWriter.inMemory(stateNames.size());
        }
        return writer;
    }

    /** Writes the load steps, the names and the footer; returns the finished trace file's bytes. */
    public TraceImage build() {
        TraceWriter w = writer();
        built = true;
        try {
            for (int h = 0; h < hostNames.size(); h++) {
                double[] t = loadTimes.get(h);
                double[] v = loadValues.get(h);
                for (int k = 0; k < t.length; k++) {
                    w.load(h, t[k], v[k]);
                }
            }
            int[] hosts = taskHost.stream().mapToInt(Integer::intValue).toArray();
            w.finish(endSeconds, List.copyOf(hostNames), List.copyOf(taskNames), hosts, List.copyOf(stateNames), scenarioName,
                    seed);
        } catch (IOException e) { // memory does not fail to write; the worker's own failure lands here
            throw new UncheckedIOException("cannot write the trace into memory: " + e.getMessage(), e);
        }
        return w.image("in-memory trace");
    }

    /** Drops what was written and stops the writer's thread; for a trace that will not be built (bad input). */
    public void abandon() {
        built = true;
        if (writer != null) {
            try {
                writer.close();
            } catch (IOException e) {
                // nothing was to be kept
            }
        }
    }

        /** {@link #build} and open a store on it. */
    public TraceStore open() throws IOException {
        return build().open();
    }
}
