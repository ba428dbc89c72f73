package lbsim.trace.file;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

import lbsim.trace.TraceFile;
import lbsim.trace.TraceFormatException;
import lbsim.trace.store.CallSite;
import lbsim.trace.store.HostStates;
import lbsim.trace.store.Intervals;
import lbsim.trace.store.Messages;
import lbsim.trace.store.Steps;
import lbsim.trace.store.Summary;
import lbsim.trace.store.TaskBounds;
import lbsim.trace.store.TraceStore;

/**
 * A {@link TraceStore} over a trace file: version 2 is read in place (the footer at open, chunks on
 * demand); a version-1 file is read whole and rewritten as version 2 into memory. The same code reads a
 * version-2 trace held in memory ({@link #open(byte[], String)}), so an in-memory trace and a file have one
 * read model. Open with {@link #open(Path)}.
 */
public final class TraceFileStore implements TraceStore {

    private final Path file;
    private final String label;
    private final Source channel;
    private final Path temporary;
    private final int version;
    private final boolean events;
    private final double end;
    private final String[] hosts;
    private final List<String> stateNames;
    private final String[] tasks;
    private final int[] taskHost;
    private final Map<String, Integer> taskByName = new HashMap<>();
    private final long intervals;
    private final long messageTotal;
    private final long loadTotal;
    private final int chunks;
    private final long[] cOffset;
    private final byte[] cKind;
    private final int[] cCount;
    private final double[] cMin;
    private final double[] cMax;
    private final long levelsAt;
    private final int levelsPacked;
    private final int levelsRaw;
    private final int levelsCrc;
    private final String scenarioName;
    private final Long seed;
    /** The optional call sites ({@link CallSiteSection#NONE} when the file has none). */
    private final CallSiteSection callSites;
    /** The footer's task bounds; null for a file without the section (older files, summaries only). */
    private TaskBounds taskBounds;
    /** The optional host states ({@link HostStateSection#NONE} when the file has none). */
    private HostStateSection hostStateSection = HostStateSection.NONE;
    private Levels levels;

    private TraceFileStore(Path file, String label, Source channel, Path temporary, int version) throws IOException {
        this.file = file;
        this.label = label;
        this.channel = channel;
        this.temporary = temporary;
        this.version = version;
        long size = channel.size();
        ByteBuffer head = read(0, TraceWriter.HEADER_BYTES, "header");
        events = (head.getLong(12) & 1) != 0;
        if (size < TraceWriter.HEADER_BYTES + TraceWriter.TRAILER_BYTES) {
            throw damaged(size, "truncated: " + size + " bytes, too short for the end record at offset " + size);
        }
        long trailerAt = size - TraceWriter.TRAILER_BYTES;
        ByteBuffer tr = read(trailerAt, TraceWriter.TRAILER_BYTES, "end record");
        byte[] magic = new byte[8];
        tr.position(20);
        tr.get(magic);
        if (!Arrays.equals(magic, TraceWriter.END_MAGIC)) {
            throw damaged(trailerAt, "truncated or damaged: no end record at offset " + trailerAt
                    + " (the run that wrote it did not finish, or the file was cut)");
        }
        long footer = tr.getLong(0);
        int packed = tr.getInt(8);
        int rawLength = tr.getInt(12);
        int crc = tr.getInt(16);
        if (footer < TraceWriter.HEADER_BYTES || packed < 0 || footer + packed != trailerAt || rawLength < 0) {
            throw damaged(trailerAt, "damaged end record at offset " + trailerAt);
        }
        if (rawLength > TraceWriter.MAX_FOOTER_RAW_BYTES) { // refused before inflating: the writer writes no such footer
            throw damaged(footer, "damaged footer at offset " + footer + " (it claims " + rawLength
                    + " bytes uncompressed; lbsim writes at most " + TraceWriter.MAX_FOOTER_RAW_BYTES + ")");
        }
        Bytes f = inflate(footer, packed, rawLength, crc, "footer", footer);
        try {
            end = f.getDouble();
            hosts = new String[countOf(f, "hosts", 1)];
            for (int h = 0; h < hosts.length; h++) {
                hosts[h] = f.getString();
            }
            String[] st = new String[countOf(f, "states", 1)];
            for (int s = 0; s < st.length; s++) {
                st[s] = f.getString();
            }
            stateNames = List.of(st);
            tasks = new String[countOf(f, "tasks", 2)];
            taskHost = new int[tasks.length];
            for (int t = 0; t < tasks.length; t++) {
                tasks[t] = f.getString();
                taskHost[t] = f.getVarInt();
                if (taskHost[t] >= hosts.length) {
                    throw new IndexOutOfBoundsException("task " + t + " on host " + taskHost[t] + " of " + hosts.length);
                }
                taskByName.putIfAbsent(tasks[t], t);
            }
            intervals = f.getVar();
            messageTotal = f.getVar();
            loadTotal = f.getVar();
            chunks = countOf(f, "chunks", 19);
            cOffset = new long[chunks];
            cKind = new byte[chunks];
            cCount = new int[chunks];
            cMin = new double[chunks];
            cMax = new double[chunks];
            for (int c = 0; c < chunks; c++) {
                cKind[c] = (byte) f.get();
                cOffset[c] = f.getVar();
                cCount[c] = f.getVarInt();
                if (cCount[c] < 0 || cCount[c] > TraceWriter.MAX_CHUNK_RECORDS) {
                    throw new IndexOutOfBoundsException("chunk " + c + " declares " + cCount[c] + " records; lbsim writes at most "
                            + TraceWriter.MAX_CHUNK_RECORDS + " in a chunk");
                }
                cMin[c] = f.getDouble();
                cMax[c] = f.getDouble();
                if (cOffset[c] < TraceWriter.HEADER_BYTES || cOffset[c] >= footer) {
                    throw new IndexOutOfBoundsException("chunk " + c + " at offset " + cOffset[c]);
                }
            }
            long capacity = (long) chunks * TraceWriter.MAX_CHUNK_RECORDS; // before anything is sized by a total
            if (intervals < 0 || messageTotal < 0 || loadTotal < 0 || events && (intervals > capacity
                    || messageTotal > capacity || loadTotal > capacity)) { // a summaries-only file keeps its totals, no chunks
                throw new IndexOutOfBoundsException("the totals (" + intervals + " intervals, " + messageTotal + " messages, "
                        + loadTotal + " load steps) exceed what " + chunks + " chunks can hold");
            }
            levelsAt = f.getVar();
            levelsPacked = f.getVarInt();
            levelsRaw = f.getVarInt();
            levelsCrc = f.getInt();
            if (levelsAt < TraceWriter.HEADER_BYTES || levelsAt + levelsPacked != footer) {
                throw new IndexOutOfBoundsException("summary level at offset " + levelsAt);
            }
            // the optional run properties; unknown keys are skipped
            String scenario = "";
            Long masterSeed = null;
            CallSiteSection sites = CallSiteSection.NONE;
            if (f.pos < f.size) {
                int count = f.getVarInt();
                for (int k = 0; k < count; k++) {
                    String key = f.getString();
                    String value = f.getString();
                    if (key.equals(TraceWriter.PROP_SCENARIO)) {
                        scenario = value;
                    } else if (key.equals(TraceWriter.PROP_SEED)) {
                        try {
                            masterSeed = Long.valueOf(value);
                        } catch (NumberFormatException e) {
                            throw new IndexOutOfBoundsException("run property seed is not a number: '" + value + "'");
                        }
                    }
                }
                sites = readSections(f, footer);
            }
            callSites = sites;
            scenarioName = scenario;
            seed = masterSeed;
            checkFooter(f, footer);
        } catch (IndexOutOfBoundsException | BadValue e) {
            throw damaged(footer, "damaged footer at offset " + footer + " (" + e.getMessage() + ")");
        }
    }

    /**
     * Opens a trace file of version 1 or 2.
     *
     * @throws NoSuchFileException  when there is no such file
     * @throws TraceFormatException naming the file (and the offset) when it is not a trace file, has an
     *                              unknown version, is truncated or damaged
     */
    public static TraceFileStore open(Path file) throws IOException {
        String label = file.toString();
        String refused = lbsim.core.io.FileKinds.refusal(file, false); // opening a FIFO would block for ever
        if (refused != null) {
            throw new TraceFormatException(label + ": " + refused);
        }
        FileChannel ch = FileChannel.open(file, StandardOpenOption.READ);
        try {
            long size = ch.size();
            if (size < TraceWriter.HEADER_BYTES) {
                throw new TraceFormatException(label + ": too short (" + size + " bytes) to be an lbsim trace file");
            }
            ByteBuffer head = ByteBuffer.allocate(TraceWriter.HEADER_BYTES);
            while (head.hasRemaining() && ch.read(head, head.position()) >= 0) {
                // positional read of the header
            }
            byte[] magic = new byte[8];
            head.flip();
            head.get(magic);
            if (!Arrays.equals(magic, TraceWriter.MAGIC)) {
                throw new TraceFormatException(label + ": not an lbsim trace file (wrong magic number; expected \"LBSIMTRC\")");
            }
            int version = head.getInt();
            if (version == TraceFile.VERSION) { // read whole and rewritten as version 2 into memory
                ch.close();
                byte[] image = TraceFile.readImage(file).toByteArray();
                return new TraceFileStore(file, label, Source.of(image), null, 1);
            }
            if (version != TraceWriter.VERSION && version != TraceWriter.PREVIOUS_VERSION) {
                throw new TraceFormatException(label + ": trace format version " + version + ", but this lbsim reads versions "
                        + TraceFile.VERSION + " to " + TraceWriter.VERSION);
            }
            return new TraceFileStore(file, label, Source.of(ch), null, version);
        } catch (IOException | RuntimeException e) {
            if (ch.isOpen()) {
                ch.close();
            }
            throw e;
        }
    }

    /**
     * Opens the trace file ({@code trace.lbt}) of a result folder.
     *
     * @throws NoSuchFileException naming the folder when it is none or has no trace file
     */
    public static TraceFileStore openFolder(Path folder) throws IOException {
        Path f = folder.resolve(TraceFile.NAME);
        if (!Files.isDirectory(folder)) {
            throw new NoSuchFileException(folder + ": no such result folder");
        }
        if (!Files.isRegularFile(f)) {
            throw new NoSuchFileException(folder + ": no " + TraceFile.NAME + " in this folder (not a result folder, or one"
                    + " written by an lbsim older than the trace file)");
        }
        return open(f);
    }

    /**
     * A store over a finished version-2 trace file held in memory ({@link TraceWriter#inMemory}, {@link
     * lbsim.trace.TraceImage}): answered by the same code as a file, so both give the same answers to the bit.
     *
     * @param label what messages about the trace call it
     * @throws TraceFormatException naming the label when the bytes are not a finished version-2 trace
     */
    public static TraceFileStore open(byte[] image, String label) throws IOException {
        if (image.length < TraceWriter.HEADER_BYTES || !Arrays.equals(Arrays.copyOf(image, 8), TraceWriter.MAGIC)) {
            throw new TraceFormatException(label + ": not an lbsim trace (wrong magic number; expected \"LBSIMTRC\")");
        }
        int version = ByteBuffer.wrap(image, 8, 4).getInt();
        if (version != TraceWriter.VERSION && version != TraceWriter.PREVIOUS_VERSION) {
            throw new TraceFormatException(label + ": trace format version " + version + " in memory, expected "
                    + TraceWriter.PREVIOUS_VERSION + " or " + TraceWriter.VERSION);
        }
        return new TraceFileStore(null, label, Source.of(image), null, version);
    }

    /**
     * A store over a trace that is still being written ({@link TraceWriter#live}): the first bytes of {@code traceFile}
     * that the snapshot {@code liveFile} names, followed by the snapshot's own bytes (the records still buffered, a
     * level and a footer), read as one finished trace of every record up to the snapshot. The trace file may grow
     * meanwhile: the store reads only its prefix, which the writer never changes.
     *
     * @throws NoSuchFileException  when either file does not exist (no snapshot yet)
     * @throws TraceFormatException naming the snapshot when it is not one, or the trace file when it is shorter than
     *                              the snapshot says or damaged
     */
    public static TraceFileStore openLive(Path traceFile, Path liveFile) throws IOException {
        byte[] snapshot = Files.readAllBytes(liveFile);
        if (snapshot.length < TraceWriter.LIVE_HEADER_BYTES
                || !Arrays.equals(Arrays.copyOf(snapshot, 8), TraceWriter.LIVE_MAGIC)) {
            throw new TraceFormatException(liveFile + ": not a live trace snapshot (wrong magic number; expected \"LBSIMLIV\")");
        }
        long prefix = ByteBuffer.wrap(snapshot, 8, 8).getLong();
        FileChannel ch = FileChannel.open(traceFile, StandardOpenOption.READ);
        try {
            if (prefix < TraceWriter.HEADER_BYTES || ch.size() < prefix) {
                throw new TraceFormatException(liveFile + ": the snapshot completes the first " + prefix + " bytes of "
                        + traceFile + ", which has " + ch.size());
            }
            int head = TraceWriter.LIVE_HEADER_BYTES;
            Source joined = new Source() {
                @Override
                public long size() {
                    return prefix + snapshot.length - head;
                }

                @Override
                public int read(ByteBuffer b, long pos) throws IOException {
                    if (pos < prefix) {
                        int n = (int) Math.min(b.remaining(), prefix - pos);
                        ByteBuffer part = b.slice(b.position(), n);
                        int r = ch.read(part, pos);
                        if (r > 0) {
                            b.position(b.position() + r);
                        }
                        return r;
                    }
                    long at = pos - prefix + head;
                    if (at >= snapshot.length) {
                        return -1;
                    }
                    int n = (int) Math.min(b.remaining(), snapshot.length - at);
                    b.put(snapshot, (int) at, n);
                    return n;
                }

                @Override
                public void close() throws IOException {
                    ch.close();
                }
            };
            return new TraceFileStore(traceFile, traceFile + " (live)", joined, null, TraceWriter.VERSION);
        } catch (IOException | RuntimeException e) {
            ch.close();
            throw e;
        }
    }

    /** Where a store reads its bytes: a file channel or an array (positional reads, safe from several threads). */
    private interface Source extends java.io.Closeable {
        long size() throws IOException;

        /** Reads into b from offset pos; -1 at the end. */
        int read(ByteBuffer b, long pos) throws IOException;

        static Source of(FileChannel ch) {
            return new Source() {
                @Override
                public long size() throws IOException {
                    return ch.size();
                }

                @Override
                public int read(ByteBuffer b, long pos) throws IOException {
                    return ch.read(b, pos);
                }

                @Override
                public void close() throws IOException {
                    ch.close();
                }
            };
        }

        static Source of(byte[] image) {
            return new Source() {
                @Override
                public long size() {
                    return image.length;
                }

                @Override
                public int read(ByteBuffer b, long pos) {
                    if (pos >= image.length) {
                        return -1;
                    }
                    int n = (int) Math.min(b.remaining(), image.length - pos);
                    b.put(image, (int) pos, n);
                    return n;
                }

                @Override
                public void close() {
                }
            };
        }
    }

    /** The file this store reads; null for a store over bytes in memory. */
    public Path file() {
        return file;
    }

    @Override
    public void close() throws IOException {
        try {
            channel.close();
        } finally {
            if (temporary != null) {
                Files.deleteIfExists(temporary);
            }
        }
    }

    @Override
    public int version() {
        return version;
    }

    @Override
    public double endSeconds() {
        return end;
    }

    @Override
    public String scenarioName() {
        return scenarioName;
    }

    @Override
    public Long seed() {
        return seed;
    }

    @Override
    public int hostCount() {
        return hosts.length;
    }

    @Override
    public String hostName(int host) {
        return hosts[host];
    }

    @Override
    public int taskCount() {
        return tasks.length;
    }

    @Override
    public String taskName(int task) {
        return tasks[task];
    }

    @Override
    public int taskHost(int task) {
        return taskHost[task];
    }

    @Override
    public List<String> stateNames() {
        return stateNames;
    }

    @Override
    public long intervalCount() {
        return intervals;
    }

    @Override
    public long messageCount() {
        return messageTotal;
    }

    @Override
    public boolean hasEvents() {
        return events;
    }

    @Override
    public int getTask(String name) {
        Integer t = taskByName.get(name);
        if (t == null) {
            throw new NoSuchElementException(label + ": no task named '" + name + "'");
        }
        return t;
    }

    @Override
    public int optTask(String name) {
        Integer t = taskByName.get(name);
        return t == null ? -1 : t;
    }

    @Override
    public int getStateAt(int task, double t) throws IOException {
        int s = optStateAt(task, t);
        if (s == Summary.NONE) {
            throw new NoSuchElementException(label + ": task '" + tasks[task] + "' was in no state at " + t + " s");
        }
        return s;
    }

    @Override
    public int optStateAt(int task, double t) throws IOException {
        Intervals in = states(task, t, t);
        int found = Summary.NONE;
        for (int i = 0; i < in.size(); i++) {
            if (in.start(i) <= t && (t < in.end(i) || (t == in.end(i) && found == Summary.NONE))) {
                found = in.state(i);
            }
        }
        return found;
    }

    @Override
    public Intervals states(int task, double t0, double t1) throws IOException {
        checkRange(t0, t1);
        if (task != ANY) {
            checkTask(task);
        }
        Chunk c = new Chunk();
        int n = 0;
        int[] tk = new int[16];
        byte[] st = new byte[16];
        double[] s0 = new double[16];
        double[] s1 = new double[16];
        for (int k = 0; k < chunks; k++) {
            if (cKind[k] != TraceWriter.STATES || cMax[k] < t0 || cMin[k] > t1) {
                continue;
            }
            decode(k, c);
            for (int i = 0; i < c.n; i++) {
                if ((task == ANY || c.a[i] == task) && c.d1[i] >= t0 && c.d0[i] <= t1) {
                    if (n == tk.length) {
                        tk = Arrays.copyOf(tk, n * 2);
                        st = Arrays.copyOf(st, n * 2);
                        s0 = Arrays.copyOf(s0, n * 2);
                        s1 = Arrays.copyOf(s1, n * 2);
                    }
                    tk[n] = c.a[i];
                    st[n] = (byte) c.b[i];
                    s0[n] = c.d0[i];
                    s1[n] = c.d1[i];
                    n++;
                }
            }
        }
        // by task, then start (stable: a task's intervals keep their order among equal starts); a counting
        // sort by task, then each task's run by start, which is almost always in order already
        int[] order = byTaskThenStart(n, tk, s0, task == ANY ? taskCount() : 0);
        int[] rt = new int[n];
        byte[] rs = new byte[n];
        double[] r0 = new double[n];
        double[] r1 = new double[n];
        for (int i = 0; i < n; i++) {
            rt[i] = tk[order[i]];
            rs[i] = st[order[i]];
            r0[i] = s0[order[i]];
            r1[i] = s1[order[i]];
        }
        return new Intervals(n, rt, rs, r0, r1);
    }

    /**
     * The indices 0 .. n - 1 ordered by task, then start, stably; {@code tasks} is the number of tasks (0 when
     * all n records belong to one task).
     */
    private static int[] byTaskThenStart(int n, int[] tk, double[] s0, int tasks) {
        int[] order = new int[n];
        int[] first = new int[tasks + 1];
        if (tasks > 0) {
            for (int i = 0; i < n; i++) {
                first[tk[i] + 1]++;
            }
            for (int t = 0; t < tasks; t++) {
                first[t + 1] += first[t];
            }
            int[] next = first.clone();
            for (int i = 0; i < n; i++) {
                order[next[tk[i]]++] = i;
            }
        } else {
            for (int i = 0; i < n; i++) {
                order[i] = i;
            }
        }
        IndexSort.IndexOrder byStart = (x, y) -> Double.compare(s0[x], s0[y]);
        if (tasks == 0) {
            IndexSort.sort(order, 0, n, byStart);
        } else {
            for (int t = 0; t < tasks; t++) {
                IndexSort.sort(order, first[t], first[t + 1], byStart);
            }
        }
        return order;
    }

    @Override
    public Messages messages(int task, int tag, double t0, double t1) throws IOException {
        checkRange(t0, t1);
        if (task != ANY) {
            checkTask(task);
        }
        Chunk c = new Chunk();
        List<long[]> found = new ArrayList<>(); // {id, chunk-local copy index}
        MessageColumns cols = new MessageColumns();
        for (int k = 0; k < chunks; k++) {
            if (cKind[k] != TraceWriter.MESSAGES || cMax[k] < t0 || cMin[k] > t1) {
                continue;
            }
            decode(k, c);
            for (int i = 0; i < c.n; i++) {
                double first = c.d0[i];
                double last = TraceWriter.last(c.d0[i], c.d1[i], c.d2[i], c.d3[i]);
                if ((task == ANY || c.a[i] == task || c.b[i] == task) && (tag == ANY || c.tag[i] == tag) && last >= t0
                        && first <= t1) {
                    cols.add(c, i);
                }
            }
        }
        return cols.sortedById();
    }

    @Override
    public void forEachState(StateVisitor v) throws IOException {
        Chunk c = new Chunk();
        for (int k = 0; k < chunks; k++) {
            if (cKind[k] == TraceWriter.STATES) {
                decode(k, c);
                for (int i = 0; i < c.n; i++) {
                    v.state(c.a[i], c.b[i], c.d0[i], c.d1[i]);
                }
            }
        }
    }

    /**
     * A cursor over every state interval in file order (the order they ended), one chunk in memory at a
     * time: for walking states and messages side by side, e.g. by time.
     */
    public StateCursor stateCursor() {
        return new StateCursor();
    }

    /** See {@link #stateCursor()}. Not thread-safe. */
    public final class StateCursor {
        private final Chunk c = new Chunk();
        private int k = -1;
        private int i;

        private StateCursor() {
            c.n = 0;
        }

        /** Moves to the next interval; false when there is none. */
        public boolean next() throws IOException {
            while (++i >= c.n) {
                do {
                    k++;
                } while (k < chunks && cKind[k] != TraceWriter.STATES);
                if (k >= chunks) {
                    i = c.n;
                    return false;
                }
                decode(k, c);
                i = -1;
            }
            return true;
        }

        public int task() {
            return c.a[i];
        }

        public int state() {
            return c.b[i];
        }

        public double start() {
            return c.d0[i];
        }

        public double end() {
            return c.d1[i];
        }
    }

    @Override
    public void forEachMessage(MessageVisitor v) throws IOException {
        Chunk c = new Chunk();
        for (int k = 0; k < chunks; k++) {
            if (cKind[k] == TraceWriter.MESSAGES) {
                decode(k, c);
                for (int i = 0; i < c.n; i++) {
                    v.message(c.id[i], c.a[i], c.b[i], c.tag[i], c.bytes[i], c.d0[i], c.d1[i], c.d2[i], c.d3[i]);
                }
            }
        }
    }

    @Override
    public void forEachLoad(LoadVisitor v) throws IOException {
        Chunk c = new Chunk();
        for (int k = 0; k < chunks; k++) {
            if (cKind[k] == TraceWriter.LOAD) {
                decode(k, c);
                for (int i = 0; i < c.n; i++) {
                    v.step(c.a[i], c.d0[i], c.d1[i]);
                }
            }
        }
    }

    @Override
    public Steps load(int host, double t0, double t1) throws IOException {
        checkRange(t0, t1);
        if (host < 0 || host >= hosts.length) {
            throw new IndexOutOfBoundsException("host " + host + " of " + hosts.length);
        }
        Chunk c = new Chunk();
        double beforeTime = Double.NaN;
        double beforeValue = Double.NaN;
        int n = 0;
        double[] tm = new double[16];
        double[] vl = new double[16];
        for (int k = 0; k < chunks; k++) {
            if (cKind[k] != TraceWriter.LOAD || cMin[k] > t1) {
                continue;
            }
            decode(k, c);
            for (int i = 0; i < c.n; i++) {
                if (c.a[i] != host) {
                    continue;
                }
                double t = c.d0[i];
                if (t <= t0) {
                    if (Double.isNaN(beforeTime) || t >= beforeTime) {
                        beforeTime = t;
                        beforeValue = c.d1[i];
                    }
                } else if (t <= t1) {
                    if (n == tm.length) {
                        tm = Arrays.copyOf(tm, n * 2);
                        vl = Arrays.copyOf(vl, n * 2);
                    }
                    tm[n] = t;
                    vl[n] = c.d1[i];
                    n++;
                }
            }
        }
        if (!Double.isNaN(beforeTime)) {
            double[] t2 = new double[n + 1];
            double[] v2 = new double[n + 1];
            t2[0] = beforeTime;
            v2[0] = beforeValue;
            System.arraycopy(tm, 0, t2, 1, n);
            System.arraycopy(vl, 0, v2, 1, n);
            return new Steps(n + 1, t2, v2);
        }
        return new Steps(n, tm, vl);
    }

    @Override
    public Summary summary(double t0, double t1, int width, long eventBudget) throws IOException {
        return summary(t0, t1, width, eventBudget, null);
    }

    @Override
    public Summary summary(double t0, double t1, int width, long eventBudget, boolean[] only) throws IOException {
        checkRange(t0, t1);
        if (width < 1) {
            throw new IllegalArgumentException("summary width must be >= 1 pixel, got " + width);
        }
        int s = stateNames.size();
        long records = 0;
        for (int k = 0; k < chunks; k++) {
            if (cKind[k] != TraceWriter.LOAD && cMax[k] >= t0 && cMin[k] <= t1) {
                records += cCount[k];
            }
        }
        boolean exact = events && records <= eventBudget;
        long cells = (long) tasks.length * width * s;
        if (cells > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("summary of " + tasks.length + " tasks x " + width + " pixels x " + s
                    + " states is too large; ask for fewer pixels");
        }
        float[] occ = new float[(int) cells];
        Map<Long, long[]> pairs = new HashMap<>();
        double span = t1 - t0;
        if (exact) {
            Chunk c = new Chunk();
            for (int k = 0; k < chunks; k++) {
                if (cKind[k] == TraceWriter.LOAD || cMax[k] < t0 || cMin[k] > t1) {
                    continue;
                }
                decode(k, c);
                if (cKind[k] == TraceWriter.STATES) {
                    for (int i = 0; i < c.n; i++) {
                        if (only != null && (c.a[i] >= only.length || !only[c.a[i]])) {
                            continue;
                        }
                        spread(occ, c.a[i], c.b[i], Math.max(t0, c.d0[i]), Math.min(t1, c.d1[i]), t0, span, width, s);
                    }
                } else {
                    for (int i = 0; i < c.n; i++) {
                        double to = Double.isNaN(c.d3[i]) ? c.d2[i] : c.d3[i];
                        pair(pairs, c.d0[i], to, t0, t1, width);
                    }
                }
            }
        } else {
            Levels levels = levels();
            double w = levels.width();
            // each bin's share of each pixel, once: the bin's time spread evenly over [lo, hi)
            int b0 = (int) Math.max(0, Math.floor(t0 / w));
            int b1 = (int) Math.min(levels.bins - 1, Math.floor(t1 / w));
            int nb = Math.max(0, b1 - b0 + 1);
            int[] first = new int[nb];
            int[] count = new int[nb];
            int[] pix = new int[nb * 4];
            double[] frac = new double[nb * 4];
            int used = 0;
            for (int k = 0; k < nb; k++) {
                double lo = (b0 + k) * w;
                double hi = lo + w;
                double from = Math.max(t0, lo);
                double to = Math.min(t1, hi);
                first[k] = used;
                if (!(to > from)) {
                    continue;
                }
                int p0 = Math.max(0, pixel(from, t0, span, width) - 1);
                int p1 = Math.min(width - 1, pixel(to, t0, span, width) + 1);
                for (int p = p0; p <= p1; p++) {
                    double a = Math.max(from, edge(p, t0, span, width));
                    double b = Math.min(to, edge(p + 1, t0, span, width));
                    if (b > a) {
                        if (used == pix.length) {
                            pix = Arrays.copyOf(pix, used * 2);
                            frac = Arrays.copyOf(frac, used * 2);
                        }
                        pix[used] = p;
                        frac[used++] = (b - a) / w;
                        count[k]++;
                    }
                }
            }
            Levels.View view = new Levels.View();
            for (int t = 0; t < tasks.length; t++) {
                if (only != null && (t >= only.length || !only[t])) {
                    continue;
                }
                Levels.View v = levels.view(t, view);
                if (v == null) {
                    continue;
                }
                float[] a = v.a;
                int base = t * width * s;
                // bins outside lo .. hi are empty: they add nothing (the same sums, in the same order)
                for (int k = Math.max(0, v.lo - b0), kEnd = Math.min(nb, v.hi - b0 + 1); k < kEnd; k++) {
                    int bin = (b0 + k - v.offset) * s;
                    for (int st = 0; st < s; st++) {
                        float o = a[bin + st];
                        if (o > 0) {
                            for (int j = first[k], e = first[k] + count[k]; j < e; j++) {
                                occ[base + pix[j] * s + st] += (float) (o * frac[j]);
                            }
                        }
                    }
                }
            }
            for (Map.Entry<Long, long[]> e : levels.pairs.entrySet()) {
                long key = e.getKey();
                double from = (key / levels.bins + 0.5) * w;
                double to = (key % levels.bins + 0.5) * w;
                if (from >= t0 && from <= t1 && to >= t0 && to <= t1) {
                    int p = pixel(from, t0, span, width);
                    int q = pixel(to, t0, span, width);
                    pairs.computeIfAbsent((long) p * width + q, x -> new long[1])[0] += e.getValue()[0];
                }
            }
        }
        long[] keys = pairs.keySet().stream().mapToLong(Long::longValue).sorted().toArray();
        long[] counts = new long[keys.length];
        for (int i = 0; i < keys.length; i++) {
            counts[i] = pairs.get(keys[i])[0];
        }
        return new Summary(tasks.length, width, s, t0, t1, occ, keys, counts, exact);
    }

    /** The summary level, read on first use. */
    private synchronized Levels levels() throws IOException {
        if (levels == null) {
            if (levelsPacked != levelsRaw) {
                throw damaged(levelsAt, "damaged summary level at offset " + levelsAt + ": stored length " + levelsPacked
                        + " but " + levelsRaw + " bytes");
            }
            ByteBuffer raw = read(levelsAt, levelsRaw, "summary level");
            CRC32 check = new CRC32();
            check.update(raw.duplicate());
            if ((int) check.getValue() != levelsCrc) {
                throw damaged(levelsAt, "damaged summary level at offset " + levelsAt + ": checksum mismatch");
            }
            Bytes b = new Bytes(raw.array(), levelsRaw);
            try {
                levels = Levels.read(b, tasks.length, stateNames.size());
            } catch (IndexOutOfBoundsException | BadValue e) {
                throw damaged(levelsAt, "damaged summary level at offset " + levelsAt + " (" + e.getMessage() + ")");
            }
        }
        return levels;
    }

    // ---------------------------------------------------------------------------------------------

    private static int pixel(double t, double t0, double span, int width) {
        if (!(span > 0)) {
            return 0;
        }
        int p = (int) Math.floor((t - t0) / span * width);
        return Math.max(0, Math.min(width - 1, p));
    }

    private static double edge(int p, double t0, double span, int width) {
        return p == width ? t0 + span : t0 + span * p / width;
    }

    /** Adds the part of [from, to] in each pixel to the task's state occupancy. */
    private static void spread(float[] occ, int task, int state, double from, double to, double t0, double span, int width,
            int states) {
        if (!(to > from)) {
            return;
        }
        int p0 = Math.max(0, pixel(from, t0, span, width) - 1); // one either side: rounding of the edges
        int p1 = Math.min(width - 1, pixel(to, t0, span, width) + 1);
        for (int p = p0; p <= p1; p++) {
            double lo = Math.max(from, edge(p, t0, span, width));
            double hi = Math.min(to, edge(p + 1, t0, span, width));
            if (hi > lo) {
                occ[(task * width + p) * states + state] += (float) (hi - lo);
            }
        }
    }

    private static void pair(Map<Long, long[]> pairs, double from, double to, double t0, double t1, int width) {
        if (!(from >= t0 && from <= t1 && to >= t0 && to <= t1)) {
            return;
        }
        double span = t1 - t0;
        long key = (long) pixel(from, t0, span, width) * width + pixel(to, t0, span, width);
        pairs.computeIfAbsent(key, x -> new long[1])[0]++;
    }

    private void checkRange(double t0, double t1) {
        if (!(t0 <= t1)) {
            throw new IllegalArgumentException("time range [" + t0 + ", " + t1 + "] is empty or not a range");
        }
    }

    private void checkTask(int task) {
        if (task < 0 || task >= tasks.length) {
            throw new IndexOutOfBoundsException("task " + task + " of " + tasks.length);
        }
    }

    private TraceFormatException damaged(long offset, String what) {
        return new TraceFormatException(label + ": " + what);
    }

    private ByteBuffer read(long at, int n, String what) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(n);
        long pos = at;
        while (b.hasRemaining()) {
            int r = channel.read(b, pos);
            if (r < 0) {
                throw damaged(at, "truncated: the " + what + " at offset " + at + " runs past the end of the file");
            }
            pos += r;
        }
        b.flip();
        return b;
    }

    private Bytes inflate(long bodyAt, int packed, int rawLength, int crc, String what, long at) throws IOException {
        ByteBuffer b = read(bodyAt, packed, what);
        byte[] in = new byte[packed];
        b.get(in);
        CRC32 check = new CRC32();
        check.update(in);
        if ((int) check.getValue() != crc) {
            throw damaged(at, "damaged " + what + " at offset " + at + ": checksum mismatch");
        }
        checkInflatable(at, what, packed, rawLength);
        byte[] out = new byte[rawLength];
        Inflater inf = new Inflater();
        try {
            inf.setInput(in);
            int n = 0;
            while (n < rawLength && !inf.finished()) {
                int r = inf.inflate(out, n, rawLength - n);
                if (r == 0 && (inf.needsInput() || inf.needsDictionary())) {
                    break;
                }
                n += r;
            }
            if (n != rawLength || !inf.finished()) {
                throw damaged(at, "damaged " + what + " at offset " + at + ": it does not inflate to its " + rawLength + " bytes");
            }
        } catch (DataFormatException e) {
            throw damaged(at, "damaged " + what + " at offset " + at + ": " + e.getMessage());
        } finally {
            inf.end();
        }
        return new Bytes(out, rawLength);
    }

    @Override
    public TaskBounds optTaskBounds() {
        return taskBounds;
    }

    // ---------------------------------------------------------------- call sites (optional footer section)

    /**
     * Reads the optional footer sections after the run properties (name, length, body each), skipping unknown
     * names; returns the call sites, or {@link CallSiteSection#NONE} when the file has none.
     */
    private CallSiteSection readSections(Bytes f, long footer) {
        CallSiteSection found = CallSiteSection.NONE;
        while (f.more()) {
            long left = f.size - f.pos;
            String name;
            int length;
            try {
                name = f.getString();
                length = f.getVarInt();
            } catch (IndexOutOfBoundsException e) {
                name = "";
                length = -1;
            }
            if (name.isEmpty() || length < 0) {
                throw new BadValue(left + " bytes left over after the run properties (not a named section)");
            }
            if (length > f.size - f.pos) {
                throw new IndexOutOfBoundsException("section '" + name + "' of " + length + " bytes runs past the footer");
            }
            if (name.equals(TraceWriter.SECTION_TASK_BOUNDS)) {
                Bytes body = new Bytes(Arrays.copyOfRange(f.data, f.pos, f.pos + length), length);
                taskBounds = TaskBoundsSection.read(body, tasks.length);
                if (body.more()) {
                    throw new IndexOutOfBoundsException("task-bounds section longer than its contents");
                }
            } else if (name.equals(HostStateSection.NAME)) {
                Bytes body = new Bytes(Arrays.copyOfRange(f.data, f.pos, f.pos + length), length);
                hostStateSection = HostStateSection.read(body);
            } else if (name.equals(TraceWriter.SECTION_CALL_SITES)) {
                Bytes body = new Bytes(Arrays.copyOfRange(f.data, f.pos, f.pos + length), length);
                found = CallSiteSection.read(body, chunks, footer);
                if (body.more()) {
                    throw new IndexOutOfBoundsException("call-site section longer than its contents");
                }
            }
            f.pos += length;
        }
        return found;
    }

    // ---------------------------------------------------------------- host states (optional footer section)

    @Override
    public boolean hasHostStates() {
        return hostStateSection.blocks() > 0;
    }

    @Override
    public long hostStateCount() {
        return hostStateSection.total();
    }

    /** One decoded block of host states. */
    private static final class HostStateBlock {
        int n;
        int[] host = new int[0];
        double[] time = new double[0];
        boolean[] on = new boolean[0];
        double[] speed = new double[0];
        int[] pstate = new int[0];
    }

    /** Decodes host-state block {@code b} into {@code into}, or throws naming the file and the rule broken. */
    private void decodeHostStates(int b, HostStateBlock into) throws TraceFormatException {
        HostStateSection s = hostStateSection;
        int n = s.count(b);
        if (into.host.length < n) {
            into.host = new int[n];
            into.time = new double[n];
            into.on = new boolean[n];
            into.speed = new double[n];
            into.pstate = new int[n];
        }
        try {
            s.decode(b, s.block(b), hosts.length, into.host, into.time, into.on, into.speed, into.pstate);
        } catch (IndexOutOfBoundsException | BadValue e) {
            throw new TraceFormatException(label + ": damaged host-state block " + b + " in the footer (" + e.getMessage() + ")");
        }
        into.n = n;
    }

    @Override
    public HostStates hostStates(int host, double t0, double t1) throws IOException {
        checkRange(t0, t1);
        if (host < 0 || host >= hosts.length) {
            throw new IndexOutOfBoundsException("host " + host + " of " + hosts.length);
        }
        HostStateBlock c = new HostStateBlock();
        int before = -1;
        boolean bOn = true;
        double bTime = 0;
        double bSpeed = 1;
        int bPstate = 0;
        int n = 0;
        double[] tm = new double[8];
        boolean[] on = new boolean[8];
        double[] sp = new double[8];
        int[] ps = new int[8];
        for (int b = 0; b < hostStateSection.blocks() && hostStateSection.min(b) <= t1; b++) {
            decodeHostStates(b, c);
            for (int i = 0; i < c.n; i++) {
                if (c.host[i] != host) {
                    continue;
                }
                double t = c.time[i];
                if (t <= t0) { // records come in time order: the last one at or before t0 is in force at t0
                    before = i;
                    bTime = t;
                    bOn = c.on[i];
                    bSpeed = c.speed[i];
                    bPstate = c.pstate[i];
                } else if (t <= t1) {
                    if (n == tm.length) {
                        tm = Arrays.copyOf(tm, n * 2);
                        on = Arrays.copyOf(on, n * 2);
                        sp = Arrays.copyOf(sp, n * 2);
                        ps = Arrays.copyOf(ps, n * 2);
                    }
                    tm[n] = t;
                    on[n] = c.on[i];
                    sp[n] = c.speed[i];
                    ps[n] = c.pstate[i];
                    n++;
                }
            }
        }
        if (before < 0 && n == 0) {
            return HostStates.NONE;
        }
        int k = before < 0 ? 0 : 1;
        double[] t2 = new double[n + k];
        boolean[] o2 = new boolean[n + k];
        double[] s2 = new double[n + k];
        int[] p2 = new int[n + k];
        if (k == 1) {
            t2[0] = bTime;
            o2[0] = bOn;
            s2[0] = bSpeed;
            p2[0] = bPstate;
        }
        System.arraycopy(tm, 0, t2, k, n);
        System.arraycopy(on, 0, o2, k, n);
        System.arraycopy(sp, 0, s2, k, n);
        System.arraycopy(ps, 0, p2, k, n);
        return new HostStates(n + k, t2, o2, s2, p2);
    }

    @Override
    public void forEachHostState(HostStateVisitor v) throws IOException {
        HostStateBlock c = new HostStateBlock();
        for (int b = 0; b < hostStateSection.blocks(); b++) {
            decodeHostStates(b, c);
            for (int i = 0; i < c.n; i++) {
                v.hostState(c.host[i], c.time[i], c.on[i], c.speed[i], c.pstate[i]);
            }
        }
    }

    @Override
    public boolean hasCallSites() {
        return callSites.recorded();
    }

    @Override
    public int callSiteCount() {
        return callSites.siteCount();
    }

    @Override
    public CallSite callSite(int site) {
        return callSites.site(site);
    }

    @Override
    public int optIntervalSite(int task, double t) throws IOException {
        checkTask(task);
        if (!callSites.recorded()) {
            return NO_SITE;
        }
        Chunk c = new Chunk();
        int foundChunk = -1;
        int foundRecord = -1;
        for (int k = 0; k < chunks; k++) {
            if (cKind[k] != TraceWriter.STATES || cMax[k] < t || cMin[k] > t) {
                continue;
            }
            decode(k, c);
            for (int i = 0; i < c.n; i++) {
                // as optStateAt: the last one with start <= t < end, else the first that ends at t
                if (c.a[i] == task && c.d0[i] <= t && (t < c.d1[i] || (t == c.d1[i] && foundChunk < 0))) {
                    foundChunk = k;
                    foundRecord = i;
                }
            }
        }
        return foundChunk < 0 ? NO_SITE : siteBlock(foundChunk, false)[0][foundRecord];
    }

    @Override
    public int optSendSite(int messageId) throws IOException {
        int[] r = messageRecord(messageId);
        return r == null ? NO_SITE : siteBlock(r[0], true)[0][r[1]];
    }

    @Override
    public int optReceiveSite(int messageId) throws IOException {
        int[] r = messageRecord(messageId);
        return r == null ? NO_SITE : siteBlock(r[0], true)[1][r[1]];
    }

    /** Chunk and record index of message {@code id}, or null when the file has no sites or no such message. */
    private int[] messageRecord(int id) throws IOException {
        if (!callSites.recorded()) {
            return null;
        }
        Chunk c = new Chunk();
        for (int k = 0; k < chunks; k++) {
            if (cKind[k] != TraceWriter.MESSAGES) {
                continue;
            }
            decode(k, c);
            for (int i = 0; i < c.n; i++) {
                if (c.id[i] == id) {
                    return new int[] { k, i };
                }
            }
        }
        return null;
    }

    /** The sites of chunk k's records (a receive column too for messages); all NO_SITE when it has no block. */
    private int[][] siteBlock(int k, boolean messages) throws IOException {
        int n = cCount[k];
        int[] site = new int[n];
        int[] receive = messages ? new int[n] : null;
        int b = callSites.blockOf(k);
        if (b < 0) {
            Arrays.fill(site, NO_SITE);
            if (receive != null) {
                Arrays.fill(receive, NO_SITE);
            }
            return new int[][] { site, receive };
        }
        long at = callSites.blockOffset(b);
        Bytes body = inflate(at, callSites.blockPacked(b), callSites.blockRaw(b), callSites.blockCrc(b), "call-site block",
                at);
        try {
            callSites.decode(body, messages, n, site, receive);
        } catch (IndexOutOfBoundsException e) {
            throw damaged(at, "damaged call-site block at offset " + at + " (" + e.getMessage() + ")");
        }
        return new int[][] { site, receive };
    }

    /** One decoded chunk: columns a, b (task/state, or source/destination, or host), tag, bytes, id, times d0..d3. */
    static final class Chunk {
        int n;
        int[] a = new int[0];
        int[] b = new int[0];
        int[] tag = new int[0];
        int[] id = new int[0];
        long[] bytes = new long[0];
        double[] d0 = new double[0];
        double[] d1 = new double[0];
        double[] d2 = new double[0];
        double[] d3 = new double[0];

        void size(int count) {
            n = count;
            if (a.length < count) {
                a = new int[count];
                b = new int[count];
                tag = new int[count];
                id = new int[count];
                bytes = new long[count];
                d0 = new double[count];
                d1 = new double[count];
                d2 = new double[count];
                d3 = new double[count];
            }
        }
    }

    /** Kind of chunk k. */
    int kind(int k) {
        return cKind[k];
    }

    int chunkCount() {
        return chunks;
    }

    double chunkMin(int k) {
        return cMin[k];
    }

    double chunkMax(int k) {
        return cMax[k];
    }

    /** Decodes chunk k into c (synchronized: the channel's positional reads are safe, the checks share nothing). */
    void decode(int k, Chunk c) throws IOException {
        long at = cOffset[k];
        ByteBuffer h = read(at, TraceWriter.CHUNK_HEADER_BYTES, "chunk header");
        int kind = h.get();
        int count = h.getInt();
        h.getDouble();
        h.getDouble();
        int rawLength = h.getInt();
        int packed = h.getInt();
        int crc = h.getInt();
        if (kind != cKind[k] || count != cCount[k] || rawLength < 0 || packed < 0) {
            throw damaged(at, "damaged chunk header at offset " + at);
        }
        checkChunkHeader(k, at, h.getDouble(5), h.getDouble(13), packed, rawLength);
        Bytes body = inflate(at + TraceWriter.CHUNK_HEADER_BYTES, packed, rawLength, crc, "chunk", at);
        c.size(count);
        try {
            int len1 = body.getVarInt();
            int len2 = body.getVarInt();
            if ((long) len1 + len2 > body.size - body.pos) {
                throw new BadValue("column lengths " + len1 + " + " + len2 + " exceed the chunk's " + (body.size - body.pos)
                        + " bytes");
            }
            if (count > body.size) {
                throw new BadValue(count + " records cannot fit in " + body.size + " bytes");
            }
            Bytes c1 = new Bytes(body.data, body.pos + len1);
            c1.pos = body.pos;
            Bytes c2 = new Bytes(body.data, body.pos + len1 + len2);
            c2.pos = body.pos + len1;
            Bytes c3 = new Bytes(body.data, body.size);
            c3.pos = body.pos + len1 + len2;
            int states = stateNames.size();
            if (kind == TraceWriter.STATES) {
                double[] lastEnd = new double[tasks.length];
                boolean[] seen = new boolean[tasks.length];
                long prevEnd = 0;
                for (int i = 0; i < count; i++) {
                    long head = c1.getVar();
                    boolean continues = (head & 1) != 0;
                    long ts = head >>> 1;
                    int task = (int) (ts / states);
                    int state = (int) (ts % states);
                    if (task >= tasks.length) {
                        throw new IndexOutOfBoundsException("task " + task + " of " + tasks.length);
                    }
                    long end = prevEnd + c2.getZig();
                    prevEnd = end;
                    double e = Double.longBitsToDouble(end);
                    double s;
                    if (continues) {
                        if (!seen[task]) {
                            throw new IndexOutOfBoundsException("interval continues nothing");
                        }
                        s = lastEnd[task];
                    } else {
                        s = Double.longBitsToDouble(end - c3.getZig());
                    }
                    checkInterval(k, i, task, s, e);
                    lastEnd[task] = e;
                    seen[task] = true;
                    c.a[i] = task;
                    c.b[i] = state;
                    c.d0[i] = s;
                    c.d1[i] = e;
                }
            } else if (kind == TraceWriter.MESSAGES) {
                long prevId = -1;
                long prevReceived = 0;
                for (int i = 0; i < count; i++) {
                    long id = prevId + 1 + c1.getZig();
                    prevId = id;
                    c.id[i] = (int) id;
                    c.a[i] = c1.getVarInt();
                    c.b[i] = c1.getVarInt();
                    if (c.a[i] >= tasks.length || c.b[i] >= tasks.length) {
                        throw new IndexOutOfBoundsException("message between tasks " + c.a[i] + " and " + c.b[i]);
                    }
                    long tagRaw = c1.getZig();
                    c.tag[i] = (int) tagRaw;
                    c.bytes[i] = c1.getZig();
                    long r = prevReceived + c2.getZig();
                    prevReceived = r;
                    long d = r - c3.getZig();
                    long j = d - c3.getZig();
                    long s = j - c3.getZig();
                    c.d0[i] = Double.longBitsToDouble(s);
                    c.d1[i] = Double.longBitsToDouble(j);
                    c.d2[i] = Double.longBitsToDouble(d);
                    c.d3[i] = Double.longBitsToDouble(r);
                    checkMessage(k, i, id, c.tag[i], tagRaw, c.bytes[i], c.d0[i], c.d1[i], c.d2[i], c.d3[i]);
                }
            } else if (kind == TraceWriter.LOAD) {
                long prev = 0;
                for (int i = 0; i < count; i++) {
                    c.a[i] = c1.getVarInt();
                    if (c.a[i] >= hosts.length) {
                        throw new IndexOutOfBoundsException("host " + c.a[i] + " of " + hosts.length);
                    }
                    long t = prev + c2.getZig();
                    prev = t;
                    c.d0[i] = Double.longBitsToDouble(t);
                    c.d1[i] = Double.longBitsToDouble(c3.getLong());
                    checkLoad(k, i, c.d0[i], c.d1[i]);
                }
            } else {
                throw new IndexOutOfBoundsException("unknown chunk kind " + kind);
            }
            checkConsumed(c1, c2, c3);
        } catch (IndexOutOfBoundsException | BadValue e) {
            throw damaged(at, "damaged chunk at offset " + at + " (" + e.getMessage() + ")");
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Value checks (issue 14, "damaged trace files"): a file whose checksums hold but whose content lies
    // must be refused here, with the rule it breaks, before any exporter or view sees a value. Kept apart
    // from the decoding above so that a change of the layout touches only the decoding.

    /** A value that breaks a rule of the format; the message names the record and the rule. */
    static final class BadValue extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BadValue(String message) {
            super(message, null, false, false);
        }
    }

    /** A count read from a block, refused when its entries (at least {@code minBytesEach} each) cannot fit in what is left. */
    static int countOf(Bytes b, String what, int minBytesEach) {
        int n = b.getVarInt();
        if ((long) n * minBytesEach > b.size - b.pos) {
            throw new BadValue(n + " " + what + " cannot fit in the " + (b.size - b.pos) + " bytes left");
        }
        return n;
    }

    private static boolean time(double t) {
        return t >= 0 && t < Double.POSITIVE_INFINITY; // false for NaN, infinities and negatives
    }

    private static String seconds(double t) {
        return t + " s";
    }

    /** The footer: the end time, the number of states, the chunk index against the totals, nothing left over. */
    private void checkFooter(Bytes f, long footer) {
        if (f.pos != f.size) {
            throw new BadValue((f.size - f.pos) + " bytes left over after the run properties");
        }
        if (!time(end)) {
            throw new BadValue("the run's end time is " + seconds(end) + "; it must be finite and >= 0");
        }
        if (stateNames.isEmpty() || stateNames.size() > 127) {
            throw new BadValue(stateNames.size() + " states; the format holds 1 to 127");
        }
        if (!events && chunks != 0) {
            throw new BadValue(chunks + " chunks in a file flagged as holding no events");
        }
        long[] sum = new long[4];
        long expected = TraceWriter.HEADER_BYTES;
        for (int c = 0; c < chunks; c++) {
            if (cKind[c] < TraceWriter.STATES || cKind[c] > TraceWriter.LOAD) {
                throw new BadValue("chunk " + c + " is of unknown kind " + cKind[c]);
            }
            if (cCount[c] < 1) {
                throw new BadValue("chunk " + c + " holds " + cCount[c] + " records");
            }
            if (!time(cMin[c]) || !time(cMax[c]) || cMin[c] > cMax[c]) {
                throw new BadValue("chunk " + c + " spans [" + cMin[c] + ", " + cMax[c] + "] s; not a range of times >= 0");
            }
            if (c == 0 ? cOffset[c] != expected : cOffset[c] <= cOffset[c - 1]) {
                throw new BadValue("chunk " + c + " at offset " + cOffset[c] + " is out of place (chunks follow the "
                        + TraceWriter.HEADER_BYTES + "-byte header in file order)");
            }
            sum[cKind[c]] += cCount[c];
        }
        if (chunks > 0 ? levelsAt <= cOffset[chunks - 1] : levelsAt != expected) {
            throw new BadValue("summary level at offset " + levelsAt + " is out of place");
        }
        if (events && (sum[TraceWriter.STATES] != intervals || sum[TraceWriter.MESSAGES] != messageTotal
                || sum[TraceWriter.LOAD] != loadTotal)) {
            throw new BadValue("the totals say " + intervals + " intervals, " + messageTotal + " messages and " + loadTotal
                    + " load steps, but the chunks hold " + sum[TraceWriter.STATES] + ", " + sum[TraceWriter.MESSAGES] + " and "
                    + sum[TraceWriter.LOAD]);
        }
    }

    /** A compressed block may claim no more raw bytes than Deflate can give (about 1032 per compressed byte). */
    private void checkInflatable(long at, String what, int packed, int rawLength) throws TraceFormatException {
        if (rawLength > 1032L * packed + 64) {
            throw damaged(at, "damaged " + what + " at offset " + at + " (" + packed + " compressed bytes cannot hold the "
                    + rawLength + " bytes it claims)");
        }
    }

    /** Chunk k's header against the index: the same time bounds, and the chunk ends where the next block starts. */
    private void checkChunkHeader(int k, long at, double min, double max, int packed, int rawLength)
            throws TraceFormatException {
        if (Double.doubleToRawLongBits(min) != Double.doubleToRawLongBits(cMin[k])
                || Double.doubleToRawLongBits(max) != Double.doubleToRawLongBits(cMax[k])) {
            throw damaged(at, "damaged chunk header at offset " + at + " (time bounds [" + min + ", " + max
                    + "] s, but the index says [" + cMin[k] + ", " + cMax[k] + "] s)");
        }
        long next = k + 1 < chunks ? cOffset[k + 1] : levelsAt;
        long endsAt = at + TraceWriter.CHUNK_HEADER_BYTES + packed;
        int siteBlock = callSites.blockOf(k);
        if (siteBlock >= 0 && callSites.blockOffset(siteBlock) == endsAt) {
            // the chunk's call-site block (see CallSiteSection) sits between it and the next chunk
            endsAt += callSites.blockPacked(siteBlock);
        }
        if (endsAt != next) {
            throw damaged(at, "damaged chunk header at offset " + at + " (the chunk ends at offset " + endsAt
                    + ", but the next block starts at offset " + next + ")");
        }
        if (rawLength > TraceWriter.MAX_CHUNK_RAW_BYTES) { // before inflating
            throw damaged(at, "damaged chunk header at offset " + at + " (" + rawLength + " bytes uncompressed; a chunk of "
                    + TraceWriter.MAX_CHUNK_RECORDS + " records takes at most " + TraceWriter.MAX_CHUNK_RAW_BYTES + ")");
        }
        if (cCount[k] > rawLength) {
            throw damaged(at, "damaged chunk header at offset " + at + " (" + cCount[k] + " records cannot fit in "
                    + rawLength + " bytes)");
        }
    }

    /** A state interval: finite times >= 0, start <= end, inside the chunk's bounds. */
    private void checkInterval(int k, int i, int task, double start, double stop) {
        if (!time(start) || !time(stop)) {
            throw new BadValue("record " + i + ": interval of task " + task + " from " + seconds(start) + " to "
                    + seconds(stop) + "; times must be finite and >= 0");
        }
        if (start > stop) {
            throw new BadValue("record " + i + ": interval of task " + task + " ends (" + seconds(stop)
                    + ") before it starts (" + seconds(start) + ")");
        }
        if (start < cMin[k] || stop > cMax[k]) {
            throw new BadValue("record " + i + ": interval [" + start + ", " + stop + "] s lies outside the chunk's bounds ["
                    + cMin[k] + ", " + cMax[k] + "] s");
        }
    }

    /** A message: an id below the total, a tag that is an int, bytes >= 0, stages finite >= 0 (or NaN) in order. */
    private void checkMessage(int k, int i, long id, int tag, long tagRaw, long bytes, double sendStart, double injected,
            double delivered, double received) {
        if (id < 0 || id >= messageTotal) {
            throw new BadValue("record " + i + ": message id " + id + " outside 0.." + (messageTotal - 1));
        }
        if (tag != tagRaw) {
            throw new BadValue("record " + i + ": message " + id + " has tag " + tagRaw + ", not a 32-bit integer");
        }
        if (bytes < 0) {
            throw new BadValue("record " + i + ": message " + id + " of " + bytes + " bytes");
        }
        if (!time(sendStart)) {
            throw new BadValue("record " + i + ": message " + id + " sent at " + seconds(sendStart)
                    + "; times must be finite and >= 0");
        }
        double last = sendStart;
        int lastStage = 0;
        if (!Double.isNaN(injected)) {
            checkStage(i, id, 1, injected, lastStage, last);
            last = injected;
            lastStage = 1;
        }
        if (!Double.isNaN(delivered)) {
            checkStage(i, id, 2, delivered, lastStage, last);
            last = delivered;
            lastStage = 2;
        }
        if (!Double.isNaN(received)) {
            checkStage(i, id, 3, received, lastStage, last);
            last = received;
        }
        if (sendStart < cMin[k] || last > cMax[k]) {
            throw new BadValue("record " + i + ": message " + id + " [" + sendStart + ", " + last
                    + "] s lies outside the chunk's bounds [" + cMin[k] + ", " + cMax[k] + "] s");
        }
    }

    private static final String[] STAGES = { "sent", "injected", "delivered", "received" };

    /** A message's stage reached at t: finite, >= 0, not before the stage reached before it. */
    private static void checkStage(int i, long id, int stage, double t, int before, double beforeTime) {
        if (!time(t)) {
            throw new BadValue("record " + i + ": message " + id + " " + STAGES[stage] + " at " + seconds(t)
                    + "; times must be finite and >= 0 (or absent)");
        }
        if (t < beforeTime) {
            throw new BadValue("record " + i + ": message " + id + " " + STAGES[stage] + " at " + seconds(t)
                    + ", before it was " + STAGES[before] + " (" + seconds(beforeTime) + ")");
        }
    }

    /** A load step: a finite time >= 0 inside the chunk's bounds, a finite number of processes >= 0. */
    private void checkLoad(int k, int i, double t, double value) {
        if (!time(t) || t < cMin[k] || t > cMax[k]) {
            throw new BadValue("record " + i + ": load step at " + seconds(t) + "; times must be finite, >= 0 and inside the"
                    + " chunk's bounds [" + cMin[k] + ", " + cMax[k] + "] s");
        }
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new BadValue("record " + i + ": load step of " + value + " processes; it must be finite and >= 0");
        }
    }

    /** Every column read to its end: nothing left over. */
    private static void checkConsumed(Bytes... columns) {
        for (int j = 0; j < columns.length; j++) {
            if (columns[j].pos != columns[j].size) {
                throw new BadValue((columns[j].size - columns[j].pos) + " bytes left over in column " + (j + 1));
            }
        }
    }

    /**
     * Reads every chunk once and checks what no single chunk can show: message ids 0 .. n-1 each once, a task's
     * intervals in time order (each starts at or after the end of the task's previous one), a host's load steps
     * in time order. Holds one chunk, a bit per message and a time per task and host. Call it before exporting a
     * file that may be damaged; every value check of a single record is done by every read.
     *
     * @throws TraceFormatException naming the file, the offset of the chunk and the rule broken
     */
    @Override
    public void validate() throws IOException {
        Chunk c = new Chunk();
        java.util.BitSet ids = new java.util.BitSet((int) Math.min(messageTotal, Integer.MAX_VALUE));
        double[] taskEnd = new double[tasks.length];
        double[] hostTime = new double[hosts.length];
        for (int k = 0; k < chunks; k++) {
            decode(k, c);
            long at = cOffset[k];
            for (int i = 0; i < c.n; i++) {
                switch (cKind[k]) {
                    case TraceWriter.STATES -> {
                        int t = c.a[i];
                        if (c.d0[i] < taskEnd[t]) {
                            throw damaged(at, "damaged chunk at offset " + at + " (record " + i + ": interval of task " + t
                                    + " starts at " + seconds(c.d0[i]) + ", before its previous interval ended at "
                                    + seconds(taskEnd[t]) + ")");
                        }
                        taskEnd[t] = c.d1[i];
                    }
                    case TraceWriter.MESSAGES -> {
                        if (ids.get(c.id[i])) {
                            throw damaged(at, "damaged chunk at offset " + at + " (record " + i + ": message id " + c.id[i]
                                    + " appears twice)");
                        }
                        ids.set(c.id[i]);
                    }
                    default -> {
                        int h = c.a[i];
                        if (c.d0[i] < hostTime[h]) {
                            throw damaged(at, "damaged chunk at offset " + at + " (record " + i + ": load step of host " + h
                                    + " at " + seconds(c.d0[i]) + ", before its previous step at " + seconds(hostTime[h]) + ")");
                        }
                        hostTime[h] = c.d0[i];
                    }
                }
            }
        }
        HostStateBlock hs = new HostStateBlock(); // every value of every block is checked as it is decoded
        for (int b = 0; b < hostStateSection.blocks(); b++) {
            decodeHostStates(b, hs);
        }
    }

    /** Growable message columns, sorted by id on the way out. */
    private static final class MessageColumns {
        int n;
        int[] id = new int[16];
        int[] src = new int[16];
        int[] dst = new int[16];
        int[] tag = new int[16];
        long[] bytes = new long[16];
        double[] s0 = new double[16];
        double[] s1 = new double[16];
        double[] s2 = new double[16];
        double[] s3 = new double[16];

        void add(Chunk c, int i) {
            if (n == id.length) {
                int m = n * 2;
                id = Arrays.copyOf(id, m);
                src = Arrays.copyOf(src, m);
                dst = Arrays.copyOf(dst, m);
                tag = Arrays.copyOf(tag, m);
                bytes = Arrays.copyOf(bytes, m);
                s0 = Arrays.copyOf(s0, m);
                s1 = Arrays.copyOf(s1, m);
                s2 = Arrays.copyOf(s2, m);
                s3 = Arrays.copyOf(s3, m);
            }
            id[n] = c.id[i];
            src[n] = c.a[i];
            dst[n] = c.b[i];
            tag[n] = c.tag[i];
            bytes[n] = c.bytes[i];
            s0[n] = c.d0[i];
            s1[n] = c.d1[i];
            s2[n] = c.d2[i];
            s3[n] = c.d3[i];
            n++;
        }

        Messages sortedById() {
            long[] keyed = new long[n];
            for (int i = 0; i < n; i++) {
                keyed[i] = ((long) id[i] << 32) | i;
            }
            Arrays.sort(keyed);
            int[] rid = new int[n];
            int[] rs = new int[n];
            int[] rd = new int[n];
            int[] rt = new int[n];
            long[] rb = new long[n];
            double[] r0 = new double[n];
            double[] r1 = new double[n];
            double[] r2 = new double[n];
            double[] r3 = new double[n];
            for (int k = 0; k < n; k++) {
                int i = (int) keyed[k];
                rid[k] = id[i];
                rs[k] = src[i];
                rd[k] = dst[i];
                rt[k] = tag[i];
                rb[k] = bytes[i];
                r0[k] = s0[i];
                r1[k] = s1[i];
                r2[k] = s2[i];
                r3[k] = s3[i];
            }
            return new Messages(n, rid, rs, rd, rt, rb, r0, r1, r2, r3);
        }
    }
}
