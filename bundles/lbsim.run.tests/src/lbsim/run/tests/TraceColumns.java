package lbsim.run.tests;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.CRC32;
import java.util.zip.CheckedOutputStream;
import java.util.List;

import lbsim.trace.TraceBuilder;
import lbsim.trace.TraceImage;
import lbsim.trace.TraceStates;
import lbsim.trace.store.TraceStore;

/**
 * A whole trace in primitive columns, for tests only: the independent truth a test compares a store's answers
 * with. Either made by hand ({@link Builder}: the test's own columns, then {@link #image()} writes them through
 * {@link TraceBuilder}, i.e. the trace writer, in the order lbsim writes an in-memory run's trace) or read whole
 * from a store ({@link #of(TraceStore)}: what the file holds, for tests that check an export against it).
 */
final class TraceColumns {

    static final List<String> STATES = TraceStates.STATES;
    static final int COMPUTE = TraceStates.COMPUTE;
    static final int SEND = TraceStates.SEND;
    static final int RECEIVE = TraceStates.RECEIVE;
    static final int BLOCKED = TraceStates.BLOCKED;

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

    private TraceColumns(Builder b) {
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
    public static TraceColumns empty() {
        return new Builder(0).build();
    }

    /**
     * Writes the columns as a trace file of format version 1 (docs/dev/trace-format.md), which lbsim wrote before
     * version 2 and still reads: to a temporary file next to {@code file}, then renamed. The columns go out as they
     * are, so a test can write lying values.
     */
    static void writeVersion1(TraceColumns trace, Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path tmp = file.toAbsolutePath().resolveSibling("." + file.getFileName() + ".tmp-" + System.nanoTime());
        try {
            try (OutputStream os = Files.newOutputStream(tmp, java.nio.file.StandardOpenOption.CREATE_NEW)) {
                writeVersion1(trace, os);
            }
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** As {@link #writeVersion1(TraceColumns, Path)}, to a stream (not closed). */
    static void writeVersion1(TraceColumns trace, OutputStream target) throws IOException {
        // the string table
        Map<String, Integer> strings = new LinkedHashMap<>();
        int[] hostName = new int[trace.hostCount()];
        for (int h = 0; h < hostName.length; h++) {
            hostName[h] = intern(strings, trace.hostName(h));
        }
        List<String> states = trace.stateNames();
        int[] stateName = new int[states.size()];
        for (int s = 0; s < stateName.length; s++) {
            stateName[s] = intern(strings, states.get(s));
        }
        int[] taskName = new int[trace.taskCount()];
        for (int t = 0; t < taskName.length; t++) {
            taskName[t] = intern(strings, trace.taskName(t));
        }
        List<byte[]> utf8 = new ArrayList<>();
        long stringBytes = 4;
        for (String s : strings.keySet()) {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            utf8.add(b);
            stringBytes += 4 + b.length;
        }
        long n = trace.stateCount();
        long m = trace.messageCount();
        long length = 8 + stringBytes + 4 + 4L * hostName.length + 4 + 4L * stateName.length + 4 + 8L * taskName.length
                + 4 + n * (4 + 1 + 8 + 8) + 4 + m * (4 + 4 + 4 + 8 + 4 * 8);
        for (int h = 0; h < hostName.length; h++) {
            length += 4 + 16L * trace.loadSteps(h);
        }
        List<byte[]> props = new ArrayList<>();
        if (!trace.scenarioName().isEmpty()) {
            props.add("scenario".getBytes(StandardCharsets.UTF_8));
            props.add(trace.scenarioName().getBytes(StandardCharsets.UTF_8));
        }
        if (trace.seed() != null) {
            props.add("seed".getBytes(StandardCharsets.UTF_8));
            props.add(Long.toString(trace.seed()).getBytes(StandardCharsets.UTF_8));
        }
        length += 4;
        for (byte[] b : props) {
            length += 4 + b.length;
        }

        DataOutputStream head = new DataOutputStream(target);
        head.write(lbsim.trace.TraceFile.MAGIC);
        head.writeInt(lbsim.trace.TraceFile.VERSION);
        head.writeLong(length);
        head.flush();
        CheckedOutputStream checked = new CheckedOutputStream(new NonClosing(target), new CRC32());
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(checked, 1 << 16));
        out.writeDouble(trace.endSeconds());
        out.writeInt(utf8.size());
        for (byte[] b : utf8) {
            out.writeInt(b.length);
            out.write(b);
        }
        out.writeInt(hostName.length);
        for (int i : hostName) {
            out.writeInt(i);
        }
        out.writeInt(stateName.length);
        for (int i : stateName) {
            out.writeInt(i);
        }
        out.writeInt(taskName.length);
        for (int i : taskName) {
            out.writeInt(i);
        }
        for (int t = 0; t < taskName.length; t++) {
            out.writeInt(trace.taskHost(t));
        }
        out.writeInt((int) n);
        for (int i = 0; i < n; i++) {
            out.writeInt(trace.stateTask(i));
        }
        for (int i = 0; i < n; i++) {
            out.writeByte(trace.state(i));
        }
        for (int i = 0; i < n; i++) {
            out.writeDouble(trace.stateStart(i));
        }
        for (int i = 0; i < n; i++) {
            out.writeDouble(trace.stateEnd(i));
        }
        out.writeInt((int) m);
        for (int i = 0; i < m; i++) {
            out.writeInt(trace.messageSource(i));
        }
        for (int i = 0; i < m; i++) {
            out.writeInt(trace.messageDestination(i));
        }
        for (int i = 0; i < m; i++) {
            out.writeInt(trace.messageTag(i));
        }
        for (int i = 0; i < m; i++) {
            out.writeLong(trace.messageBytes(i));
        }
        for (int i = 0; i < m; i++) {
            out.writeDouble(trace.messageSendStart(i));
        }
        for (int i = 0; i < m; i++) {
            out.writeDouble(trace.messageInjected(i));
        }
        for (int i = 0; i < m; i++) {
            out.writeDouble(trace.messageDelivered(i));
        }
        for (int i = 0; i < m; i++) {
            out.writeDouble(trace.messageReceived(i));
        }
        for (int h = 0; h < hostName.length; h++) {
            int k = trace.loadSteps(h);
            out.writeInt(k);
            for (int i = 0; i < k; i++) {
                out.writeDouble(trace.loadTime(h, i));
            }
            for (int i = 0; i < k; i++) {
                out.writeDouble(trace.loadValue(h, i));
            }
        }
        out.writeInt(props.size() / 2);
        for (byte[] b : props) {
            out.writeInt(b.length);
            out.write(b);
        }
        out.flush();
        if (length <= Integer.MAX_VALUE && out.size() != length) {
            throw new IllegalStateException("trace content is " + out.size() + " bytes, expected " + length);
        }
        DataOutputStream tail = new DataOutputStream(target);
        tail.writeInt((int) checked.getChecksum().getValue());
        tail.flush();
    }


    private static int intern(Map<String, Integer> strings, String s) {
        return strings.computeIfAbsent(s, k -> strings.size());
    }


    private static final class NonClosing extends java.io.FilterOutputStream {
        NonClosing(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }

    /** The trace file these columns make, written through the trace writer (intervals, messages by id, load by host). */
    TraceImage image() {
        TraceBuilder b = new TraceBuilder(endSeconds).run(scenarioName, seed).stateNames(List.of(stateNames));
        for (String h : hostNames) {
            b.host(h);
        }
        for (int h = 0; h < hostNames.length; h++) {
            b.load(h, loadTimes[h], loadValues[h]);
        }
        for (int t = 0; t < taskNames.length; t++) {
            b.task(taskNames[t], taskHost[t]);
        }
        for (int i = 0; i < stateCount; i++) {
            b.state(stTask[i], stState[i], stStart[i], stEnd[i]);
        }
        for (int m = 0; m < messageCount; m++) {
            b.message(mSource[m], mDestination[m], mTag[m], mBytes[m], mSendStart[m], mInjected[m], mDelivered[m], mReceived[m]);
        }
        return b.build();
    }

    /** A store over {@link #image()}. */
    TraceStore open() {
        try {
            return image().open();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The run's in-memory trace, read whole. */
    static TraceColumns of(lbsim.run.RunOutcome o) throws java.io.IOException {
        try (TraceStore s = o.openTrace()) {
            return of(s);
        }
    }

    /** A trace file, read whole. */
    static TraceColumns read(java.nio.file.Path file) throws java.io.IOException {
        try (TraceStore s = lbsim.trace.store.TraceStores.open(file)) {
            return of(s);
        }
    }

    /** A trace image, read whole. */
    static TraceColumns of(TraceImage image) throws java.io.IOException {
        try (TraceStore s = image.open()) {
            return of(s);
        }
    }

    /** Everything a store holds, read whole: intervals in file order, messages by id, load steps per host. */
    static TraceColumns of(TraceStore s) throws java.io.IOException {
        Builder b = new Builder(s.endSeconds()).run(s.scenarioName(), s.seed());
        b.stateNames(s.stateNames());
        for (int h = 0; h < s.hostCount(); h++) {
            b.host(s.hostName(h));
        }
        for (int t = 0; t < s.taskCount(); t++) {
            b.task(s.taskName(t), s.taskHost(t));
        }
        s.forEachState(b::state);
        int n = (int) s.messageCount();
        double[][] m = new double[n][];
        long[] bytes = new long[n];
        s.forEachMessage((id, src, dst, tag, len, s0, s1, s2, s3) -> {
            m[id] = new double[] { src, dst, tag, s0, s1, s2, s3 };
            bytes[id] = len;
        });
        for (int i = 0; i < n; i++) {
            b.message((int) m[i][0], (int) m[i][1], (int) m[i][2], bytes[i], m[i][3], m[i][4], m[i][5], m[i][6]);
        }
        java.util.List<java.util.List<double[]>> steps = new java.util.ArrayList<>();
        for (int h = 0; h < s.hostCount(); h++) {
            steps.add(new java.util.ArrayList<>());
        }
        s.forEachLoad((h, t, v) -> steps.get(h).add(new double[] { t, v }));
        for (int h = 0; h < s.hostCount(); h++) {
            java.util.List<double[]> l = steps.get(h);
            double[] t = new double[l.size()];
            double[] v = new double[l.size()];
            for (int k = 0; k < t.length; k++) {
                t[k] = l.get(k)[0];
                v[k] = l.get(k)[1];
            }
            b.load(h, t, v);
        }
        return b.build();
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
        if (!(o instanceof TraceColumns r)) {
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
        return "TraceColumns(" + hostNames.length + " hosts, " + taskNames.length + " tasks, " + stateCount + " intervals, "
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

        /** Replaces the state names (default {@link TraceColumns#STATES}); used when reading a trace file. */
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

        public TraceColumns build() {
            return new TraceColumns(this);
        }
    }
}
