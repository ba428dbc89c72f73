package lbsim.trace;

import java.util.Arrays;
import java.util.List;

/**
 * What happened in one run, for pictures and exporters: the hosts, the tasks and where they ran, the
 * tasks' state intervals, the messages and the competing load of every host over time. Immutable;
 * everything is held in primitive columns addressed by int handles (task, host, state and message
 * indices), so a trace of millions of intervals costs a few dozen bytes per interval.
 * <p>
 * Order: the intervals of one task are in time order (they never overlap); intervals of different tasks
 * are interleaved. Messages are in the order they started being sent. Times are virtual seconds.
 * Build one with {@link Builder}.
 */
public final class RunTrace {

    /** State names of traces built by lbsim, in the order of {@code lbsim.core.msg.TaskState}. */
    public static final List<String> STATES = List.of("compute", "send", "receive", "blocked", "spawn");

    /** Index of the compute state in {@link #STATES}. */
    public static final int COMPUTE = 0;
    /** Index of the send-overhead state. */
    public static final int SEND = 1;
    /** Index of the receive-overhead state. */
    public static final int RECEIVE = 2;
    /** Index of the blocked-in-receive state. */
    public static final int BLOCKED = 3;
    /** Index of the spawn state. */
    public static final int SPAWN = 4;

    private final double endSeconds;
    private final String scenarioName;
    private final Long seed;
    private final String[] hostNames;
    private final String[] taskNames;
    private final int[] taskHost;
    private final String[] stateNames;
    private final int stateCount;
    private final int[] stTask;
    private final byte[] stState;
    private final double[] stStart;
    private final double[] stEnd;
    private final int messageCount;
    private final int[] mSource;
    private final int[] mDestination;
    private final int[] mTag;
    private final long[] mBytes;
    private final double[] mSendStart;
    private final double[] mInjected;
    private final double[] mDelivered;
    private final double[] mReceived;
    private final double[][] loadTimes;
    private final double[][] loadValues;

    private RunTrace(Builder b) {
        endSeconds = b.endSeconds;
        scenarioName = b.scenarioName;
        seed = b.seed;
        hostNames = b.hostNames.toArray(new String[0]);
        taskNames = b.taskNames.toArray(new String[0]);
        taskHost = Arrays.copyOf(b.taskHost, b.taskNames.size());
        stateNames = b.stateNames.toArray(new String[0]);
        stateCount = b.stateCount;
        stTask = Arrays.copyOf(b.stTask, stateCount);
        stState = Arrays.copyOf(b.stState, stateCount);
        stStart = Arrays.copyOf(b.stStart, stateCount);
        stEnd = Arrays.copyOf(b.stEnd, stateCount);
        messageCount = b.messageCount;
        mSource = Arrays.copyOf(b.mSource, messageCount);
        mDestination = Arrays.copyOf(b.mDestination, messageCount);
        mTag = Arrays.copyOf(b.mTag, messageCount);
        mBytes = Arrays.copyOf(b.mBytes, messageCount);
        mSendStart = Arrays.copyOf(b.mSendStart, messageCount);
        mInjected = Arrays.copyOf(b.mInjected, messageCount);
        mDelivered = Arrays.copyOf(b.mDelivered, messageCount);
        mReceived = Arrays.copyOf(b.mReceived, messageCount);
        loadTimes = new double[hostNames.length][];
        loadValues = new double[hostNames.length][];
        for (int h = 0; h < hostNames.length; h++) {
            double[] t = b.loadTimes.get(h);
            double[] v = b.loadValues.get(h);
            loadTimes[h] = t == null ? new double[0] : t.clone();
            loadValues[h] = v == null ? new double[0] : v.clone();
        }
    }

    /** A trace with no hosts, tasks, states or messages, ending at 0 s. */
    public static RunTrace empty() {
        return new Builder(0).build();
    }

    /** Virtual time at the end of the run, in seconds. */
    public double endSeconds() {
        return endSeconds;
    }

    /** Name of the scenario the run simulated; empty when unknown (a trace file written before lbsim kept it). */
    public String scenarioName() {
        return scenarioName;
    }

    /** The run's master seed; null when unknown (a trace file written before lbsim kept it). */
    public Long seed() {
        return seed;
    }

    /**
     * The title of the run's pictures: "lbsim: SCENARIO (seed S)", or "lbsim: FALLBACK" when the trace does
     * not know its scenario.
     */
    public String title(String fallback) {
        if (scenarioName.isEmpty()) {
            return "lbsim: " + fallback;
        }
        return "lbsim: " + scenarioName + (seed == null ? "" : " (seed " + seed + ")");
    }

    public int hostCount() {
        return hostNames.length;
    }

    /** Name of host {@code h} (0 .. hostCount - 1). */
    public String hostName(int h) {
        return hostNames[h];
    }

    public int taskCount() {
        return taskNames.length;
    }

    /** Name of task {@code t} (0 .. taskCount - 1). */
    public String taskName(int t) {
        return taskNames[t];
    }

    /** Host index of task {@code t}. */
    public int taskHost(int t) {
        return taskHost[t];
    }

    /** Names of the states; state values of intervals index this list. */
    public List<String> stateNames() {
        return List.of(stateNames);
    }

    /** Number of state intervals. */
    public int stateCount() {
        return stateCount;
    }

    /** Task of interval {@code i}. */
    public int stateTask(int i) {
        return stTask[i];
    }

    /** State (index into {@link #stateNames()}) of interval {@code i}. */
    public int state(int i) {
        return stState[i];
    }

    /** Start of interval {@code i}, seconds. */
    public double stateStart(int i) {
        return stStart[i];
    }

    /** End of interval {@code i}, seconds (>= its start). */
    public double stateEnd(int i) {
        return stEnd[i];
    }

    /** Number of messages. */
    public int messageCount() {
        return messageCount;
    }

    public int messageSource(int m) {
        return mSource[m];
    }

    public int messageDestination(int m) {
        return mDestination[m];
    }

    public int messageTag(int m) {
        return mTag[m];
    }

    /** Length of message {@code m} used for timing, in bytes. */
    public long messageBytes(int m) {
        return mBytes[m];
    }

    /** When the sender started sending message {@code m}, seconds. */
    public double messageSendStart(int m) {
        return mSendStart[m];
    }

    /** When message {@code m} entered the network; NaN if it never did. */
    public double messageInjected(int m) {
        return mInjected[m];
    }

    /** When message {@code m} reached the receiver's mailbox; NaN if it never did. */
    public double messageDelivered(int m) {
        return mDelivered[m];
    }

    /** When the receiver finished receiving message {@code m}; NaN if it never did. */
    public double messageReceived(int m) {
        return mReceived[m];
    }

    /** Number of steps of host {@code h}'s competing load (0 when it was not recorded). */
    public int loadSteps(int h) {
        return loadTimes[h].length;
    }

    /** From this time (seconds) until the next step, host {@code h} had {@link #loadValue} competing processes. */
    public double loadTime(int h, int i) {
        return loadTimes[h][i];
    }

    /** Number of competing users' processes on host {@code h} from step {@code i} on. */
    public double loadValue(int h, int i) {
        return loadValues[h][i];
    }

    /** Same content, compared column by column (doubles bit for bit). */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof RunTrace r)) {
            return false;
        }
        return Double.compare(endSeconds, r.endSeconds) == 0 && scenarioName.equals(r.scenarioName)
                && java.util.Objects.equals(seed, r.seed) && Arrays.equals(hostNames, r.hostNames)
                && Arrays.equals(taskNames, r.taskNames) && Arrays.equals(taskHost, r.taskHost)
                && Arrays.equals(stateNames, r.stateNames) && Arrays.equals(stTask, r.stTask)
                && Arrays.equals(stState, r.stState) && Arrays.equals(stStart, r.stStart) && Arrays.equals(stEnd, r.stEnd)
                && Arrays.equals(mSource, r.mSource) && Arrays.equals(mDestination, r.mDestination)
                && Arrays.equals(mTag, r.mTag) && Arrays.equals(mBytes, r.mBytes) && Arrays.equals(mSendStart, r.mSendStart)
                && Arrays.equals(mInjected, r.mInjected) && Arrays.equals(mDelivered, r.mDelivered)
                && Arrays.equals(mReceived, r.mReceived) && Arrays.deepEquals(loadTimes, r.loadTimes)
                && Arrays.deepEquals(loadValues, r.loadValues);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(taskNames) * 31 + stateCount * 17 + messageCount;
    }

    @Override
    public String toString() {
        return "RunTrace(" + hostNames.length + " hosts, " + taskNames.length + " tasks, " + stateCount + " intervals, "
                + messageCount + " messages, end " + endSeconds + " s)";
    }

    /** Collects a trace; not thread-safe. Hosts and tasks get indices 0, 1, 2, ... in the order added. */
    public static final class Builder {
        private final double endSeconds;
        private String scenarioName = "";
        private Long seed;
        private final List<String> hostNames = new java.util.ArrayList<>();
        private final List<String> taskNames = new java.util.ArrayList<>();
        private final List<String> stateNames = new java.util.ArrayList<>(STATES);
        private final List<double[]> loadTimes = new java.util.ArrayList<>();
        private final List<double[]> loadValues = new java.util.ArrayList<>();
        private int[] taskHost = new int[16];
        private int stateCount;
        private int[] stTask = new int[64];
        private byte[] stState = new byte[64];
        private double[] stStart = new double[64];
        private double[] stEnd = new double[64];
        private int messageCount;
        private int[] mSource = new int[16];
        private int[] mDestination = new int[16];
        private int[] mTag = new int[16];
        private long[] mBytes = new long[16];
        private double[] mSendStart = new double[16];
        private double[] mInjected = new double[16];
        private double[] mDelivered = new double[16];
        private double[] mReceived = new double[16];

        /** @param endSeconds virtual time at the end of the run */
        public Builder(double endSeconds) {
            this.endSeconds = endSeconds;
        }

        /** Names the run: its scenario (not null; empty = unknown) and master seed (null = unknown). */
        public Builder run(String scenario, Long masterSeed) {
            if (scenario == null) {
                throw new IllegalArgumentException("scenario name is null");
            }
            this.scenarioName = scenario;
            this.seed = masterSeed;
            return this;
        }

        /** Replaces the state names (default {@link RunTrace#STATES}); used when reading a trace file. */
        public Builder stateNames(List<String> names) {
            if (names.size() > 127) {
                throw new IllegalArgumentException("at most 127 states, got " + names.size());
            }
            stateNames.clear();
            stateNames.addAll(names);
            return this;
        }

        /** Adds a host; returns its index. */
        public int host(String name) {
            hostNames.add(name);
            loadTimes.add(null);
            loadValues.add(null);
            return hostNames.size() - 1;
        }

        /** Sets host {@code h}'s competing load steps (times non-decreasing, seconds). */
        public Builder load(int h, double[] times, double[] values) {
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
            int t = taskNames.size();
            if (t == taskHost.length) {
                taskHost = Arrays.copyOf(taskHost, t * 2);
            }
            taskNames.add(name);
            taskHost[t] = host;
            return t;
        }

        /** Adds a state interval; a task's intervals must be added in time order. */
        public Builder state(int task, int state, double start, double end) {
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
            if (stateCount == stTask.length) {
                int n = stateCount * 2;
                stTask = Arrays.copyOf(stTask, n);
                stState = Arrays.copyOf(stState, n);
                stStart = Arrays.copyOf(stStart, n);
                stEnd = Arrays.copyOf(stEnd, n);
            }
            stTask[stateCount] = task;
            stState[stateCount] = (byte) state;
            stStart[stateCount] = start;
            stEnd[stateCount] = end;
            stateCount++;
            return this;
        }

        /** Adds a message (NaN for stages that never happened). */
        public Builder message(int source, int destination, int tag, long bytes, double sendStart, double injected,
                double delivered, double received) {
            if (source < 0 || source >= taskNames.size() || destination < 0 || destination >= taskNames.size()) {
                throw new IllegalArgumentException("message from task " + source + " to task " + destination + ": no such task");
            }
            if (messageCount == mSource.length) {
                int n = messageCount * 2;
                mSource = Arrays.copyOf(mSource, n);
                mDestination = Arrays.copyOf(mDestination, n);
                mTag = Arrays.copyOf(mTag, n);
                mBytes = Arrays.copyOf(mBytes, n);
                mSendStart = Arrays.copyOf(mSendStart, n);
                mInjected = Arrays.copyOf(mInjected, n);
                mDelivered = Arrays.copyOf(mDelivered, n);
                mReceived = Arrays.copyOf(mReceived, n);
            }
            int m = messageCount++;
            mSource[m] = source;
            mDestination[m] = destination;
            mTag[m] = tag;
            mBytes[m] = bytes;
            mSendStart[m] = sendStart;
            mInjected[m] = injected;
            mDelivered[m] = delivered;
            mReceived[m] = received;
            return this;
        }

        public RunTrace build() {
            return new RunTrace(this);
        }
    }
}
