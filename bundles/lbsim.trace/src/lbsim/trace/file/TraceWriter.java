package lbsim.trace.file;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

import lbsim.core.trace.SitedTraceSink;
import lbsim.trace.store.TaskBounds;

/**
 * Writes a trace file of format version {@value #VERSION} while the run goes (docs/dev/trace-format.md): state
 * intervals, messages and host-load steps are buffered in fixed-size chunks of primitive columns; a full
 * chunk is encoded (varints of deltas of the times' bit patterns, so every double reads back bit for bit),
 * compressed with {@link Deflater}, checksummed and appended to the file with its time bounds. The
 * precomputed summary level ({@link Levels}) is accumulated as records come. {@link #finish} writes the
 * footer (names of hosts, tasks and states, end time, chunk index, level, run properties) and the trailer that points to
 * it. Memory: three chunk buffers and the level, whatever the run's length.
 * <p>
 * Not thread-safe: one writer per run, called from the simulation thread ({@link #requestLive} and {@link
 * #snapshotFromOtherThread} apart). The same records in the same order give the same file, byte for byte.
 */
public final class TraceWriter implements SitedTraceSink, Closeable {

    /** The format version this class writes. */
    public static final int VERSION = 3;
    /**
     * The version before: the same but for the summary level, which held all bins of every task with an interval
     * (still read; written by a {@link #legacy} writer, for tests).
     */
    public static final int PREVIOUS_VERSION = 2;
    /** Records per chunk unless told otherwise. */
    public static final int DEFAULT_CHUNK_RECORDS = 16384;
    /** The most records a chunk holds: readers refuse a chunk that declares more, before allocating for it. */
    public static final int MAX_CHUNK_RECORDS = DEFAULT_CHUNK_RECORDS;
    /**
     * The most bytes one record takes in a chunk's body: a message's five varints and four zigzag longs, at most ten
     * bytes each (states and load steps take fewer).
     */
    static final int MAX_RECORD_BYTES = 90;
    /** The largest uncompressed chunk body: two column lengths and {@link #MAX_CHUNK_RECORDS} records at their largest. */
    static final int MAX_CHUNK_RAW_BYTES = 2 * 5 + MAX_CHUNK_RECORDS * MAX_RECORD_BYTES;
    /**
     * The largest uncompressed footer readers accept (256 MiB): names, the chunk index (at most 35 bytes per chunk
     * of at least 34 bytes in the file), the summary level's place and the optional sections; a footer claiming more
     * is refused before it is inflated.
     */
    static final int MAX_FOOTER_RAW_BYTES = 256 << 20;
    /** Bins of the summary level unless told otherwise. */
    public static final int DEFAULT_LEVEL_BINS = 2048;

    static final byte[] MAGIC = "LBSIMTRC".getBytes(StandardCharsets.US_ASCII);
    static final byte[] END_MAGIC = "LBSIMEND".getBytes(StandardCharsets.US_ASCII);
    static final int HEADER_BYTES = 8 + 4 + 8;
    /** footer offset int64, compressed length int32, raw length int32, CRC int32, magic 8 bytes. */
    static final int TRAILER_BYTES = 8 + 4 + 4 + 4 + 8;
    /** kind int8, records int32, min time float64, max time float64, raw length int32, compressed length int32, CRC int32. */
    static final int CHUNK_HEADER_BYTES = 1 + 4 + 8 + 8 + 4 + 4 + 4;
    /** Run property: the scenario's name. */
    static final String PROP_SCENARIO = "scenario";
    /** Run property: the master seed, in decimal. */
    static final String PROP_SEED = "seed";
    static final int STATES = 1;
    static final int MESSAGES = 2;
    static final int LOAD = 3;
    /** Kind of a batch of host-state records: written as blocks indexed by the footer section, not as chunks. */
    static final int HOST_STATES = 4;
    /** Kind of a request for a live snapshot (never a chunk): see {@link #live}. */
    static final int LIVE = 5;
    /** Name of the optional footer section that holds the call sites (see {@link CallSiteSection}). */
    static final String SECTION_CALL_SITES = "callSites";

    /**
     * Name of the footer section that holds, per task, the start of its first interval of positive length and
     * the latest end of its intervals (see {@link TaskBounds}); written whenever the file holds events.
     */
    static final String SECTION_TASK_BOUNDS = "taskBounds";

    private OutputStream out;
    private final int chunk;
    private final boolean events;
    private final Levels levels;
    private final int stateCount;
    private final Deflater deflater = new Deflater(Deflater.BEST_SPEED);
    private final CRC32 crc = new CRC32();
    /** The summary level is written in pieces of about this many bytes (issue 32: no buffer of the whole level). */
    private static final int LEVEL_PIECE_BYTES = 1 << 18;
    private byte[] packed = new byte[1 << 16];
    private long offset;
    private boolean finished;
    private int[] lastEndStamp = new int[16];
    private int stamp;

    /**
     * Full batches go to one worker thread, which accumulates the level, encodes, compresses and writes
     * them in the order they were handed over (so the file does not depend on timing); the simulation
     * thread only fills arrays. At most {@link #QUEUED} batches wait, so memory stays bounded.
     */
    private static final int QUEUED = 4;
    private final java.util.concurrent.BlockingQueue<Batch> work = new java.util.concurrent.ArrayBlockingQueue<>(QUEUED);
    private final java.util.concurrent.BlockingQueue<Batch> spare = new java.util.concurrent.LinkedBlockingQueue<>();
    private final Thread worker;
    private volatile Throwable failure;
    private Batch states;
    private Batch messagesBatch;
    private Batch load;
    /** Host-state records; allocated at the first one, so a run without host dynamics allocates nothing for them. */
    private Batch hostStates;
    private double lastHostStateTime;
    private long hostStateTotal;
    /** The blocks of host states compressed so far (worker thread until the end), for the footer. */
    private final HostStateSection.Recorder hostStateBlocks = new HostStateSection.Recorder();
    private static final Batch END = new Batch(0, 0);

    // chunk index (worker thread until the end)
    private long[] cOffset = new long[64];
    private byte[] cKind = new byte[64];
    private int[] cCount = new int[64];
    private double[] cMin = new double[64];
    private double[] cMax = new double[64];
    private int chunks;
    private long stateTotal;
    private long messageTotal;
    private long loadSteps;
    private int maxTask = -1;

    /** Columns of up to one chunk of records of one kind. */
    private static final class Batch {
        final int kind;
        int n;
        final int[] a;
        final int[] b;
        final int[] tag;
        final int[] id;
        final long[] bytes;
        final double[] d0;
        final double[] d1;
        final double[] d2;
        final double[] d3;
        /** Call sites (interval; message send), allocated when the writer records call sites. */
        int[] site0;
        /** Call sites (message receive). */
        int[] site1;
        /** For a batch of kind {@link #LIVE}: what the snapshot holds besides the file's chunks. */
        LiveBatch live;
        /** For a snapshot from another thread: the batches of records handed over before it; -1 otherwise. */
        long after = -1;

        Batch(int kind, int size) {
            this.kind = kind;
            a = new int[size];
            b = new int[kind == STATES || kind == MESSAGES || kind == HOST_STATES ? size : 0];
            tag = new int[kind == MESSAGES || kind == HOST_STATES ? size : 0];
            id = new int[kind == MESSAGES ? size : 0];
            bytes = new long[kind == MESSAGES ? size : 0];
            d0 = new double[size];
            d1 = new double[size];
            d2 = new double[kind == MESSAGES ? size : 0];
            d3 = new double[kind == MESSAGES ? size : 0];
        }
    }

    /**
     * Creates (or replaces) {@code file} and writes the header.
     *
     * @param stateCount number of state names (at most 127)
     * @param events     false keeps only the summary level (no chunks: range queries then have nothing to
     *                   read), for runs whose full trace would be too large
     */
    public TraceWriter(Path file, int stateCount, int chunkRecords, int levelBins, boolean events) throws IOException {
        this(open(file, stateCount, chunkRecords), stateCount, chunkRecords, levelBins, events);
    }

    private static OutputStream open(Path file, int stateCount, int chunkRecords) throws IOException {
        check(stateCount, chunkRecords);
        return new BufferedOutputStream(Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING), 1 << 16);
    }

    private static void check(int stateCount, int chunkRecords) {
        if (stateCount < 1 || stateCount > 127) {
            throw new IllegalArgumentException("1..127 states, got " + stateCount);
        }
        if (chunkRecords < 1 || chunkRecords > MAX_CHUNK_RECORDS) {
            throw new IllegalArgumentException("chunk of 1 to " + MAX_CHUNK_RECORDS + " records, got " + chunkRecords);
        }
    }

    /** As the file writer, onto a stream (closed by {@link #close}). */
    private TraceWriter(OutputStream target, int stateCount, int chunkRecords, int levelBins, boolean events) throws IOException {
        this(target, stateCount, chunkRecords, levelBins, events, false);
    }

    private TraceWriter(OutputStream target, int stateCount, int chunkRecords, int levelBins, boolean events, boolean legacy)
            throws IOException {
        check(stateCount, chunkRecords);
        this.stateCount = stateCount;
        this.chunk = chunkRecords;
        this.events = events;
        this.levels = new Levels(levelBins, stateCount);
        levels.legacy = legacy;
        states = new Batch(STATES, chunkRecords);
        messagesBatch = new Batch(MESSAGES, chunkRecords);
        load = new Batch(LOAD, chunkRecords);
        out = target;
        Bytes h = new Bytes(HEADER_BYTES);
        h.putBytes(MAGIC, 0, MAGIC.length);
        h.putInt(legacy ? PREVIOUS_VERSION : VERSION);
        h.putLong(events ? 1 : 0); // flags: bit 0 = the file holds the events
        write(h);
        worker = new Thread(this::work, "lbsim-trace-writer");
        worker.setDaemon(true);
        worker.start();
    }

    /** A writer with the default chunk size and level, the events included. */
    public TraceWriter(Path file, int stateCount) throws IOException {
        this(file, stateCount, DEFAULT_CHUNK_RECORDS, DEFAULT_LEVEL_BINS, true);
    }

    /**
     * A writer into memory, with the default chunk size and level, the events included: the same bytes a file
     * writer writes, kept for {@link #image} once {@link #finish finished}.
     */
    public static TraceWriter inMemory(int stateCount) {
        return inMemory(stateCount, DEFAULT_CHUNK_RECORDS, DEFAULT_LEVEL_BINS, true);
    }

    /** As {@link #TraceWriter(Path, int, int, int, boolean)}, into memory. */
    public static TraceWriter inMemory(int stateCount, int chunkRecords, int levelBins, boolean events) {
        check(stateCount, chunkRecords);
        try {
            return new TraceWriter(new Memory(), stateCount, chunkRecords, levelBins, events);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // memory does not fail to write
        }
    }

    /**
     * A writer into memory of format version {@link #PREVIOUS_VERSION}: the same file as version 3 but for the summary
     * level, written as every version-2 writer wrote it (all bins of every task). For tests that compare the two
     * levels' summaries and read old files.
     */
    static TraceWriter legacy(int stateCount, int chunkRecords, int levelBins, boolean events) {
        check(stateCount, chunkRecords);
        try {
            return new TraceWriter(new Memory(), stateCount, chunkRecords, levelBins, events, true);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // memory does not fail to write
        }
    }

    /** The bytes of a writer into memory; handed out once, by {@link #image}. */
    private static final class Memory extends java.io.ByteArrayOutputStream {
        Memory() {
            super(1 << 12);
        }

        byte[] bytes() {
            return count == buf.length ? buf : Arrays.copyOf(buf, count);
        }
    }

    /**
     * The finished trace file written {@link #inMemory into memory}.
     *
     * @param label what messages about the trace call it (e.g. "in-memory trace")
     * @throws IllegalStateException before {@link #finish}, or for a writer into a file
     */
    public lbsim.trace.TraceImage image(String label) {
        if (!(out instanceof Memory m)) {
            throw new IllegalStateException("a trace written to a file has no image in memory");
        }
        if (!finished) {
            throw new IllegalStateException("the trace is not finished");
        }
        return new lbsim.trace.TraceImage(m.bytes(), label);
    }

    @Override
    public void state(int task, int state, double startSeconds, double endSeconds) {
        state(task, state, startSeconds, endSeconds, NO_SITE);
    }

    /** A state interval with its call site; the site is kept only when the writer {@link #recordCallSites records sites}. */
    @Override
    public void state(int task, int state, double startSeconds, double endSeconds, int site) {
        if (liveWanted) {
            publishLive();
        }
        if (state < 0 || state >= stateCount || task < 0) {
            throw new IllegalArgumentException("state interval of task " + task + " in state " + state + " of " + stateCount);
        }
        long seq = recording();
        maxTask = Math.max(maxTask, task);
        stateTotal++;
        if (also != null) {
            also.state(task, state, startSeconds, endSeconds);
        }
        Batch c = states;
        int i = c.n;
        c.a[i] = task;
        c.b[i] = state;
        c.d0[i] = startSeconds;
        c.d1[i] = endSeconds;
        if (sites != null) {
            keepSites(c, i, site, NO_SITE);
        }
        if ((c.n = i + 1) == chunk) {
            states = handOver(c);
        }
        recorded(seq);
    }

    @Override
    public void message(int id, int source, int destination, int tag, long bytes, double sendStartSeconds,
            double injectedSeconds, double deliveredSeconds, double receivedSeconds) {
        message(id, source, destination, tag, bytes, sendStartSeconds, injectedSeconds, deliveredSeconds, receivedSeconds,
                NO_SITE, NO_SITE);
    }

    /** A message with its send and receive sites; kept only when the writer {@link #recordCallSites records sites}. */
    @Override
    public void message(int id, int source, int destination, int tag, long bytes, double sendStartSeconds,
            double injectedSeconds, double deliveredSeconds, double receivedSeconds, int sendSite, int receiveSite) {
        if (liveWanted) {
            publishLive();
        }
        long seq = recording();
        maxTask = Math.max(maxTask, Math.max(source, destination));
        messageTotal++;
        if (also != null) {
            also.message(id, source, destination, tag, bytes, sendStartSeconds, injectedSeconds, deliveredSeconds,
                    receivedSeconds);
        }
        Batch c = messagesBatch;
        int i = c.n;
        c.id[i] = id;
        c.a[i] = source;
        c.b[i] = destination;
        c.tag[i] = tag;
        c.bytes[i] = bytes;
        c.d0[i] = sendStartSeconds;
        c.d1[i] = injectedSeconds;
        c.d2[i] = deliveredSeconds;
        c.d3[i] = receivedSeconds;
        if (sites != null) {
            keepSites(c, i, sendSite, receiveSite);
        }
        if ((c.n = i + 1) == chunk) {
            messagesBatch = handOver(c);
        }
        recorded(seq);
    }

    /** Where every interval and message goes too, as this writer receives it (simulation thread); null: nowhere. */
    private lbsim.core.trace.TraceSink also;

    /**
     * Passes every state interval and message to {@code sink} too, in the order this writer receives them, on the
     * recording thread (issue 32: the analyses a result folder needs are made while the run goes, so the file is not
     * read back). The file does not change. Call before the first record.
     *
     * @throws IllegalStateException after the first record
     */
    public void alsoTo(lbsim.core.trace.TraceSink sink) {
        if (stateTotal > 0 || messageTotal > 0) {
            throw new IllegalStateException("alsoTo must come before the first record");
        }
        also = sink;
    }

    /** State intervals received so far. */
    public long intervals() {
        return stateTotal;
    }

    /** Messages received so far. */
    public long messages() {
        return messageTotal;
    }

    /** Host {@code host} had {@code value} competing processes from {@code time} on. */
    public void load(int host, double time, double value) {
        if (liveWanted) {
            publishLive();
        }
        long seq = recording();
        loadSteps++;
        Batch c = load;
        int i = c.n;
        c.a[i] = host;
        c.d0[i] = time;
        c.d1[i] = value;
        if ((c.n = i + 1) == chunk) {
            load = handOver(c);
        }
        recorded(seq);
    }

    /**
     * From {@code time} on, host {@code host} is on or off, runs at {@code speedFactor} of its pstate's speed and is
     * in pstate {@code pstate}. Call only when one of these changes (a run without host dynamics calls it never, and
     * its file is then byte for byte what it was before host states existed), with times in non-decreasing order.
     *
     * @throws IllegalArgumentException for a time before the previous record's, a negative host or pstate, or a
     *                                  speed factor that is negative, NaN or infinite
     */
    public void hostState(int host, double time, boolean on, double speedFactor, int pstate) {
        if (host < 0 || pstate < 0 || !(speedFactor >= 0) || speedFactor == Double.POSITIVE_INFINITY || !(time >= 0)
                || time == Double.POSITIVE_INFINITY || time < lastHostStateTime) {
            throw new IllegalArgumentException("host state of host " + host + " at " + time + " s (after " + lastHostStateTime
                    + " s): on " + on + ", speed factor " + speedFactor + ", pstate " + pstate);
        }
        long seq = recording();
        lastHostStateTime = time;
        hostStateTotal++;
        Batch c = hostStates;
        if (c == null) {
            c = hostStates = new Batch(HOST_STATES, chunk);
        }
        int i = c.n;
        c.a[i] = host;
        c.d0[i] = time;
        c.tag[i] = on ? 1 : 0;
        c.d1[i] = speedFactor;
        c.b[i] = pstate;
        if ((c.n = i + 1) == chunk) {
            hostStates = handOver(c);
        }
        recorded(seq);
    }

    /** Host-state records received so far. */
    public long hostStates() {
        return hostStateTotal;
    }

    /** Queues a full batch for the worker and returns an empty one of the same kind. */
    private Batch handOver(Batch full) {
        if (failure != null) {
            // the file cannot be written (a full disk, a file-size limit): the recording task is not to blame, so
            // nothing is thrown into the simulation; the run's owner sees failure() and finish reports it
            full.n = 0;
            return full;
        }
        try {
            work.put(full);
            handedOver++;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UncheckedIOException(new java.io.InterruptedIOException("interrupted while writing the trace"));
        }
        Batch b = null;
        for (Batch s : spare) {
            if (s.kind == full.kind) {
                b = s;
                break;
            }
        }
        if (b != null && spare.remove(b)) {
            b.n = 0;
            return b;
        }
        return new Batch(full.kind, chunk);
    }

    /** Why the worker could not write the file (an output error, e.g. no space left), or null while it can. */
    public IOException failure() {
        return failure(failure);
    }

    /** {@link #failure()} for the worker's throwable: out of memory says so, with the heap's limit and what to do. */
    static IOException failure(Throwable f) {
        if (f == null) {
            return null;
        }
        if (f instanceof OutOfMemoryError e) { // issue 32: name the limit that was hit
            return new IOException("out of memory while writing the trace (" + e.getMessage() + ") in "
                    + lbsim.core.engine.SimulationFailure.heapLimit() + "; " + lbsim.core.engine.SimulationFailure.MEMORY_HINT, e);
        }
        if (f instanceof IOException e) {
            return e;
        }
        if (f instanceof UncheckedIOException e) {
            return e.getCause();
        }
        return new IOException(String.valueOf(f), f);
    }

    /** The worker: level, encoding, compression and writing of each batch, in order. */
    private void work() {
        try {
            while (true) {
                Batch b = work.take();
                if (b == END) {
                    return;
                }
                if (failure == null && inOrder(b)) {
                    process(b);
                }
                if (b.kind != LIVE && spare.size() < 3 * QUEUED) {
                    spare.add(b);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Throwable t) {
            failure = t;
            // keep taking batches so the simulation thread never blocks on a full queue
            try {
                while (work.take() != END) {
                    // dropped
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void process(Batch b) throws IOException {
        // one method per kind, each with its own loop: each compiles with its own profile, and the first batch of a
        // kind does not send another kind's compiled code back to the interpreter (issue 32: the writer thread spent
        // about half its time interpreted in a run of a few seconds)
        if (b.kind == LIVE) {
            writeLive(b.live);
        } else if (b.kind == STATES) {
            processStates(b);
        } else if (b.kind == MESSAGES) {
            processMessages(b);
        } else if (b.kind == HOST_STATES) {
            flushHostStates(b);
        } else if (events) {
            flushLoad(b);
        }
    }

    private void processStates(Batch b) {
        Levels l = levels;
        int n = b.n;
        int[] task = b.a;
        int[] state = b.b;
        double[] start = b.d0;
        double[] end = b.d1;
        for (int i = 0; i < n; i++) {
            l.state(task[i], state[i], start[i], end[i]);
        }
        bounds.add(n, task, start, end);
        if (events) {
            flushStates(b);
            if (sites != null) {
                emitSites(b);
            }
        }
    }

    private void processMessages(Batch b) {
        Levels l = levels;
        int n = b.n;
        double[] sent = b.d0;
        double[] delivered = b.d2;
        double[] received = b.d3;
        for (int i = 0; i < n; i++) {
            double r = received[i];
            l.message(sent[i], Double.isNaN(r) ? delivered[i] : r);
        }
        if (events) {
            flushMessages(b);
            if (sites != null) {
                emitSites(b);
            }
        }
    }

    /** Compresses a block of host states and keeps it for the footer section {@code hostStates} (not a chunk). */
    private void flushHostStates(Batch c) {
        Bytes body = HostStateSection.Recorder.encode(c.n, c.a, c.d0, c.tag, c.d1, c.b);
        int n = pack(body);
        hostStateBlocks.add(packed, n, c.n, c.d0[0], c.d0[c.n - 1], body.size, (int) crc.getValue());
    }

    /** Hands the partial batches over and waits until the worker has written everything. */
    private void drain() throws IOException {
        try {
            for (Batch b : new Batch[] { states, messagesBatch, load, hostStates }) {
                if (b != null && b.n > 0) {
                    work.put(b);
                }
            }
            work.put(END);
            worker.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("interrupted while writing the trace");
        }
        Throwable f = failure;
        if (f instanceof IOException e) {
            throw e;
        }
        if (f != null) {
            throw new IOException("the trace writer failed: " + f, f);
        }
    }

    /** {@link #finish(double, List, List, int[], List, String, Long)} of a run whose scenario and seed are unknown. */
    public void finish(double endSeconds, List<String> hostNames, List<String> taskNames, int[] taskHost,
            List<String> stateNames) throws IOException {
        finish(endSeconds, hostNames, taskNames, taskHost, stateNames, "", null);
    }

    /**
     * Writes the last chunks, the footer and the trailer, and closes the file.
     *
     * @param taskHost     host index of every task; every task id used by a record must be below its length
     * @param scenarioName the scenario the run simulated (run property {@code scenario}); empty: unknown, not
     *                     written
     * @param seed         the run's master seed (run property {@code seed}); null: unknown, not written
     */
    public void finish(double endSeconds, List<String> hostNames, List<String> taskNames, int[] taskHost,
            List<String> stateNames, String scenarioName, Long seed) throws IOException {
        if (scenarioName == null) {
            throw new IllegalArgumentException("scenario name is null");
        }
        if (finished) {
            throw new IllegalStateException("finished twice");
        }
        if (stateNames.size() != stateCount) {
            throw new IllegalArgumentException(stateNames.size() + " state names for " + stateCount + " states");
        }
        if (taskNames.size() != taskHost.length || maxTask >= taskNames.size()) {
            throw new IllegalArgumentException("records name task " + maxTask + " but " + taskNames.size() + " tasks are named");
        }
        try {
            drain();
            end(endSeconds, hostNames, taskNames, taskHost, stateNames, scenarioName, seed, levels, bounds, sites, stateTotal,
                    messageTotal, loadSteps);
            finished = true;
        } finally {
            close();
        }
    }

    /**
     * Writes the summary level, the footer and the trailer after the chunks written so far: the end of the finished
     * file, or of a {@link #live} snapshot (then with the snapshot's level, bounds and totals, and no call sites).
     */
    private void end(double endSeconds, List<String> hostNames, List<String> taskNames, int[] taskHost,
            List<String> stateNames, String scenarioName, Long seed, Levels levels, TaskBoundsSection.Recorder bounds,
            CallSiteSection.Recorder sites, long stateTotal, long messageTotal, long loadSteps) throws IOException {
        {
            Bytes f = new Bytes(1 << 16);
            f.putDouble(endSeconds);
            f.putVar(hostNames.size());
            for (String h : hostNames) {
                f.putString(h);
            }
            f.putVar(stateNames.size());
            for (String s : stateNames) {
                f.putString(s);
            }
            f.putVar(taskNames.size());
            for (int t = 0; t < taskNames.size(); t++) {
                f.putString(taskNames.get(t));
                f.putVar(taskHost[t]);
            }
            f.putVar(stateTotal);
            f.putVar(messageTotal);
            f.putVar(loadSteps);
            f.putVar(chunks);
            for (int c = 0; c < chunks; c++) {
                f.put(cKind[c]);
                f.putVar(cOffset[c]);
                f.putVar(cCount[c]);
                f.putDouble(cMin[c]);
                f.putDouble(cMax[c]);
            }
            // the level in a block of its own, read only when a summary needs it (opening stays quick)
            // stored, not compressed: float bins hardly compress, and the first summary should not wait; written a
            // piece at a time as it is serialized (no buffer of the whole level)
            long levelsAt = offset;
            crc.reset();
            Bytes lv = new Bytes(LEVEL_PIECE_BYTES + (1 << 16));
            Levels.Drain drain = piece -> {
                crc.update(piece.data, 0, piece.size);
                write(piece);
            };
            levels.write(lv, taskNames.size(), LEVEL_PIECE_BYTES, drain);
            drain.take(lv);
            levels.release(); // written: a writer kept after the run holds no level
            int levelsPacked = Math.toIntExact(offset - levelsAt);
            int levelsCrc = (int) crc.getValue();
            f.putVar(levelsAt);
            f.putVar(levelsPacked);
            f.putVar(levelsPacked);
            f.putInt(levelsCrc);
            // the run properties, last (a footer that ends before them reads with an unknown scenario and seed)
            f.putVar((scenarioName.isEmpty() ? 0 : 1) + (seed == null ? 0 : 1));
            if (!scenarioName.isEmpty()) {
                f.putString(PROP_SCENARIO);
                f.putString(scenarioName);
            }
            if (seed != null) {
                f.putString(PROP_SEED);
                f.putString(Long.toString(seed));
            }
            // optional sections (name, length, body), after the properties: absent unless asked for
            if (events) { // per task its first busy start and last end: the critical path starts from them
                f.putString(SECTION_TASK_BOUNDS);
                Bytes body = bounds.section(taskNames.size());
                f.putVar(body.size);
                f.putBytes(body.data, 0, body.size);
            }
            if (sites != null) {
                f.putString(SECTION_CALL_SITES);
                Bytes body = sites.footerSection();
                f.putVar(body.size);
                f.putBytes(body.data, 0, body.size);
            }
            if (!hostStateBlocks.isEmpty()) { // only a run whose hosts changed state has host states
                f.putString(HostStateSection.NAME);
                Bytes body = hostStateBlocks.footerSection();
                f.putVar(body.size);
                f.putBytes(body.data, 0, body.size);
            }
            if (f.size > MAX_FOOTER_RAW_BYTES) { // readers refuse such a footer: say so now rather than write it
                throw new IOException("the trace's footer would take " + f.size + " bytes (host states: " + hostStateTotal
                        + " records); lbsim reads footers of at most " + MAX_FOOTER_RAW_BYTES + " bytes");
            }
            long footer = offset;
            int packedLength = pack(f);
            write(packed, packedLength);
            Bytes t = new Bytes(TRAILER_BYTES);
            t.putLong(footer);
            t.putInt(packedLength);
            t.putInt(f.size);
            t.putInt((int) crc.getValue());
            t.putBytes(END_MAGIC, 0, END_MAGIC.length);
            write(t);
        }
    }

    /** Per task, the first start of a positive-length interval and the latest end (kept by the worker thread). */
    private final TaskBoundsSection.Recorder bounds = new TaskBoundsSection.Recorder();

    // ---------------------------------------------------------------- live snapshots (a run watched while it goes)

    /** Magic number of a live snapshot file ({@link #live}). */
    static final byte[] LIVE_MAGIC = "LBSIMLIV".getBytes(StandardCharsets.US_ASCII);
    /** Live snapshot header: magic, length of the trace file's prefix it completes (int64). */
    static final int LIVE_HEADER_BYTES = 8 + 8;
    /** The least wall time between two live snapshots, milliseconds. */
    static final long LIVE_MIN_INTERVAL_MILLIS = 500;

    /**
     * What a live snapshot needs besides the records, asked for on the thread that records (so it may read the run's
     * state): the virtual time now, the hosts' names, the tasks' names and hosts so far (every task a record names so
     * far, and every task of {@code pending}, must be among them), and state intervals that the snapshot shows but the
     * file gets only later (e.g. observed tasks', written at the end of the run): they are in the snapshot after the
     * records, never in the trace file. The supplier may answer null: no snapshot now (e.g. while the run writes its
     * last records).
     */
    public record LiveNames(double nowSeconds, List<String> hostNames, List<String> taskNames, int[] taskHost,
            Pending pending) {
        /** Names without pending intervals. */
        public LiveNames(double nowSeconds, List<String> hostNames, List<String> taskNames, int[] taskHost) {
            this(nowSeconds, hostNames, taskNames, taskHost, null);
        }
    }

    /** State intervals of a snapshot only ({@link LiveNames#pending}): task, state, start and end of each, by index. */
    public record Pending(int[] task, int[] state, double[] start, double[] end) {
        public Pending {
            if (state.length != task.length || start.length != task.length || end.length != task.length) {
                throw new IllegalArgumentException("pending intervals' columns of different lengths");
            }
        }
    }

    /**
     * The records of a snapshot that are not yet in the file's chunks, the names, and the call-site table so far (null
     * without call sites; taken on the recording thread, which defines the sites).
     */
    private record LiveBatch(Batch states, Batch messages, Batch load, LiveNames names, List<lbsim.trace.store.CallSite> siteTable) {
    }

    private Path liveFile;
    private List<String> liveStateNames;
    private java.util.function.Supplier<LiveNames> liveNames;
    private volatile boolean liveWanted;
    /** System.nanoTime before which {@link #requestLive} asks for nothing (the last snapshot's cost, four times over). */
    private volatile long liveNotBefore;
    private volatile long liveSnapshots;
    private volatile IOException liveFailure;
    private long liveInterval;

    /**
     * Makes the trace readable while it is written: on {@link #requestLive} the writer writes, at its next record,
     * {@code file} (replaced atomically each time): a snapshot that completes the trace file's prefix written so far
     * into a whole trace of every record so far (the records still in the buffers as chunks, a summary level, a
     * footer with the names {@code names} gives and the virtual time as the end, a trailer). {@link
     * TraceFileStore#openLive} reads the two as one trace. The trace file itself is written exactly as without this
     * call, byte for byte. Only for a writer into a file that keeps the events; call before the first record.
     *
     * @param names asked for on the recording thread at each snapshot
     */
    public void live(Path file, List<String> stateNames, java.util.function.Supplier<LiveNames> names) {
        live(file, stateNames, names, LIVE_MIN_INTERVAL_MILLIS);
    }

    /**
     * As {@link #live(Path, List, java.util.function.Supplier)}, with snapshots at least {@code minIntervalMillis}
     * apart (and four times the last one's writing time; 0: as often as asked, e.g. for tests).
     */
    public void live(Path file, List<String> stateNames, java.util.function.Supplier<LiveNames> names,
            long minIntervalMillis) {
        if (minIntervalMillis < 0) {
            throw new IllegalArgumentException("negative interval " + minIntervalMillis);
        }
        this.liveInterval = minIntervalMillis * 1_000_000L;
        if (!events || out instanceof Memory) {
            throw new IllegalStateException("a live trace needs a writer into a file that keeps the events");
        }
        if (stateTotal > 0 || messageTotal > 0 || loadSteps > 0) {
            throw new IllegalStateException("live must come before the first record");
        }
        if (stateNames.size() != stateCount) {
            throw new IllegalArgumentException(stateNames.size() + " state names for " + stateCount + " states");
        }
        this.liveNotBefore = System.nanoTime();
        this.liveFile = file;
        this.liveStateNames = List.copyOf(stateNames);
        this.liveNames = names;
    }

    /**
     * Asks for a live snapshot at the next record (from any thread, e.g. a timer's); ignored without {@link #live},
     * after {@link #finish}, or sooner than the interval {@link #live} was given (by default {@value
     * #LIVE_MIN_INTERVAL_MILLIS} ms, or four times the last snapshot's writing time) after the last one.
     */
    public void requestLive() {
        if (liveFile != null && !finished && System.nanoTime() - liveNotBefore >= 0) {
            liveWanted = true;
        }
    }

    /**
     * For tests: a snapshot at every record from now on (as if each were asked for, whatever the interval), and
     * {@code afterEach} run on the writer's thread after each snapshot is written, while the trace file's prefix and the
     * snapshot stay as they are. Call after {@link #live}.
     */
    public void liveAtEveryRecord(Runnable afterEach) {
        if (liveFile == null) {
            throw new IllegalStateException("liveAtEveryRecord needs live first");
        }
        liveEvery = true;
        liveAfterEach = afterEach;
        liveWanted = true;
    }

    private volatile boolean liveEvery;
    private volatile Runnable liveAfterEach;

    /** Live snapshots written so far. */
    public long liveSnapshots() {
        return liveSnapshots;
    }

    /** Why the last live snapshot could not be written, or null (the trace file itself is not affected). */
    public IOException liveFailure() {
        return liveFailure;
    }

    /** Hands the buffered records (copies) and the names to the worker, which writes the snapshot in its turn. */
    private void publishLive() {
        liveWanted = liveEvery;
        liveNotBefore = System.nanoTime() + liveInterval;
        if (failure != null) {
            return;
        }
        LiveNames names = liveNames.get();
        if (names == null) { // the run says: no snapshot now
            return;
        }
        Batch b = new Batch(LIVE, 0);
        b.live = new LiveBatch(copy(states), copy(messagesBatch), copy(load), names, sites == null ? null : sites.table());
        try {
            work.put(b);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UncheckedIOException(new java.io.InterruptedIOException("interrupted while writing the trace"));
        }
    }

    private static Batch copy(Batch from) {
        Batch c = new Batch(from.kind, from.n);
        int n = c.n = from.n;
        System.arraycopy(from.a, 0, c.a, 0, n);
        if (c.b.length > 0) {
            System.arraycopy(from.b, 0, c.b, 0, n);
        }
        if (c.tag.length > 0) {
            System.arraycopy(from.tag, 0, c.tag, 0, n);
        }
        if (c.id.length > 0) {
            System.arraycopy(from.id, 0, c.id, 0, n);
            System.arraycopy(from.bytes, 0, c.bytes, 0, n);
            System.arraycopy(from.d2, 0, c.d2, 0, n);
            System.arraycopy(from.d3, 0, c.d3, 0, n);
        }
        System.arraycopy(from.d0, 0, c.d0, 0, n);
        System.arraycopy(from.d1, 0, c.d1, 0, n);
        if (from.site0 != null) {
            c.site0 = Arrays.copyOf(from.site0, n);
            c.site1 = from.site1 == null ? null : Arrays.copyOf(from.site1, n);
        }
        return c;
    }

    /**
     * Writes a live snapshot (worker thread, after every batch handed over before it): flushes the file so its chunks
     * so far are readable, then encodes the buffered records as chunks, a level and a footer into memory as if they
     * followed them, and replaces the snapshot file. The file's own state (index, offset) is restored after.
     */
    private void writeLive(LiveBatch l) throws IOException {
        try {
            encodeLive(l);
        } catch (RuntimeException e) { // a defect in the snapshot must not cost the run its trace file
            liveFailure = new IOException("the live snapshot could not be made: " + e, e);
        }
    }

    private void encodeLive(LiveBatch l) throws IOException {
        long began = System.nanoTime();
        out.flush();
        long prefix = offset;
        int fileChunks = chunks;
        OutputStream file = out;
        Memory suffix = new Memory();
        try {
            out = suffix;
            long[] totals = new long[LOAD + 1];
            for (int c = 0; c < chunks; c++) {
                totals[cKind[c]] += cCount[c];
            }
            List<String> taskNames = l.names.taskNames();
            int tasks = taskNames.size();
            Levels level = levels.copy();
            TaskBoundsSection.Recorder bound = bounds.copy();
            Batch s = l.states;
            for (int i = 0; i < s.n; i++) {
                level.state(s.a[i], s.b[i], s.d0[i], s.d1[i]);
            }
            bound.add(s.n, s.a, s.d0, s.d1);
            Batch m = l.messages;
            for (int i = 0; i < m.n; i++) {
                level.message(m.d0[i], Double.isNaN(m.d3[i]) ? m.d2[i] : m.d3[i]);
            }
            // the call sites so far: the table the recording thread had, the file's site blocks, and the buffered records'
            CallSiteSection.Recorder siteCopy = sites == null ? null : sites.copy(l.siteTable);
            if (s.n > 0) {
                flushStates(s);
                if (siteCopy != null && s.site0 != null) {
                    emitSites(s, siteCopy);
                }
            }
            if (m.n > 0) {
                flushMessages(m);
                if (siteCopy != null && m.site0 != null) {
                    emitSites(m, siteCopy);
                }
            }
            if (l.load.n > 0) {
                flushLoad(l.load);
            }
            // the intervals the file gets only later (no site block: they have no call site)
            Pending p = l.names.pending();
            int pending = p == null ? 0 : p.task().length;
            for (int from = 0; from < pending; from += chunk) {
                int n = Math.min(chunk, pending - from);
                Batch b = new Batch(STATES, n);
                b.n = n;
                System.arraycopy(p.task(), from, b.a, 0, n);
                System.arraycopy(p.state(), from, b.b, 0, n);
                System.arraycopy(p.start(), from, b.d0, 0, n);
                System.arraycopy(p.end(), from, b.d1, 0, n);
                for (int i = 0; i < n; i++) {
                    if (b.b[i] < 0 || b.b[i] >= stateCount || b.a[i] < 0 || b.a[i] >= tasks) {
                        throw new IllegalArgumentException("pending interval of task " + b.a[i] + " in state " + b.b[i]
                                + " (" + tasks + " tasks named)");
                    }
                    level.state(b.a[i], b.b[i], b.d0[i], b.d1[i]);
                }
                bound.add(n, b.a, b.d0, b.d1);
                flushStates(b);
            }
            double now = l.names.nowSeconds();
            for (int c = 0; c < chunks; c++) { // the end bounds every record so far
                now = Math.max(now, cMax[c]);
            }
            end(now, l.names.hostNames(), taskNames, l.names.taskHost(), liveStateNames, "", null, level, bound, siteCopy,
                    totals[STATES] + s.n + pending, totals[MESSAGES] + m.n, totals[LOAD] + l.load.n);
        } finally {
            out = file;
            chunks = fileChunks;
            offset = prefix;
        }
        byte[] bytes = suffix.bytes();
        Bytes h = new Bytes(LIVE_HEADER_BYTES);
        h.putBytes(LIVE_MAGIC, 0, LIVE_MAGIC.length);
        h.putLong(prefix);
        Path tmp = liveFile.resolveSibling(liveFile.getFileName() + ".tmp");
        try {
            try (OutputStream o = Files.newOutputStream(tmp)) {
                o.write(h.data, 0, h.size);
                o.write(bytes);
            }
            Files.move(tmp, liveFile, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            liveSnapshots++;
            liveFailure = null;
            Runnable after = liveAfterEach;
            if (after != null) {
                after.run();
            }
        } catch (IOException e) { // the snapshot only: the run and its trace file go on
            liveFailure = e;
            Files.deleteIfExists(tmp);
        }
        long took = System.nanoTime() - began;
        liveNotBefore = System.nanoTime() + (liveInterval == 0 ? 0 : Math.max(liveInterval, 4 * took));
    }

    // ---------------------------------------------------------------- a snapshot from another thread (a debugger holds the recording one)

    /**
     * Odd while the recording thread is inside a record (from the first change of the buffers to the last), even
     * between records; written only by the recording thread: {@link #recording} and {@link #recorded}, read by {@link
     * #snapshotFromOtherThread} (a sequence lock: the copy it makes is consistent when the count was even and the same
     * before and after).
     */
    private long seq;
    private static final java.lang.invoke.VarHandle SEQ;

    static {
        try {
            SEQ = java.lang.invoke.MethodHandles.lookup().findVarHandle(TraceWriter.class, "seq", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Batches of records handed over to the worker so far (recording thread; read under {@link #seq}). */
    private long handedOver;
    /** Batches of records the worker took so far (worker thread). */
    private long batchesTaken;

    /** Marks the start of a record (recording thread): the count becomes odd before any buffer changes. */
    private long recording() {
        long s = seq + 1;
        SEQ.setOpaque(this, s);
        java.lang.invoke.VarHandle.storeStoreFence();
        return s;
    }

    /** Marks the end of a record (recording thread): the count becomes even after every change (a release store). */
    private void recorded(long s) {
        SEQ.setRelease(this, s + 1);
    }

    /**
     * Has the worker write a {@link #live} snapshot of every record so far, from a thread that is not the recording
     * one: for a debugger's breakpoint that holds the recording thread (which would take its next snapshot only at its
     * next record). The buffered records and the names are copied at a consistent point: between two records, checked
     * by the sequence count {@link #seq} before and after the copy; while the recording thread is inside a record (or
     * the copy was torn by one) nothing is written and false is returned, to ask again later. The snapshot holds
     * exactly the records before that point; if the recording thread handed more records to the worker before the
     * snapshot reached it, the worker drops the snapshot (it would repeat them). The trace file is not changed by any
     * of this. The names of {@link #live} are asked for on the calling thread.
     *
     * @return whether a snapshot was handed to the worker; false without {@link #live}, after {@link #finish}, after
     *         an output error, while the recording thread records, or while the worker's queue is full (ask again)
     */
    public boolean snapshotFromOtherThread() {
        if (liveFile == null || finished || failure != null) {
            return false;
        }
        long s = (long) SEQ.getAcquire(this);
        if ((s & 1) != 0) {
            return false;
        }
        Batch b = new Batch(LIVE, 0);
        try {
            long before = handedOver;
            LiveNames names = liveNames.get();
            if (names == null) { // the run says: no snapshot now (its trace is being finished)
                return false;
            }
            LiveBatch l = new LiveBatch(copy(states), copy(messagesBatch), copy(load), names,
                    sites == null ? null : sites.table());
            java.lang.invoke.VarHandle.loadLoadFence();
            if ((long) SEQ.getAcquire(this) != s) {
                return false; // a record came meanwhile: the copy may be torn
            }
            b.live = l;
            b.after = before;
        } catch (RuntimeException e) { // a copy torn by a record that came meanwhile (its arrays swapped, its names growing)
            return false;
        }
        return work.offer(b); // never waits: with the queue full (the worker behind) the caller asks again later
    }

    /**
     * Counts the batches of records the worker takes; false for a snapshot from another thread that records handed
     * over after its consistent point now precede (it would hold them twice): that snapshot is dropped.
     */
    private boolean inOrder(Batch b) {
        if (b.kind != LIVE) {
            batchesTaken++;
            return true;
        }
        return b.after < 0 || b.after == batchesTaken;
    }

    // ---------------------------------------------------------------- call sites (optional; CallSiteSection reads them)

    /** The call-site table and the site blocks written so far; null unless {@link #recordCallSites} was called. */
    private CallSiteSection.Recorder sites;

    /**
     * Keeps the call sites of the records ({@link #site}, and the site arguments of {@link #state(int, int, double,
     * double, int)} and {@link #message(int, int, int, int, long, double, double, double, double, int, int)}) and
     * writes them to the file: a site block after each chunk of intervals or messages and the site table in the
     * footer (docs/dev/trace-format.md). Without this call the sites are dropped and the file is what it was
     * before sites existed, byte for byte. Call before the first record.
     *
     * @throws IllegalStateException after the first record
     */
    public void recordCallSites() {
        if (stateTotal > 0 || messageTotal > 0) {
            throw new IllegalStateException("recordCallSites must come before the first record");
        }
        if (sites == null) {
            sites = new CallSiteSection.Recorder();
        }
    }

    @Override
    public void site(int index, String className, String methodName, String fileName, int line) {
        if (sites != null) {
            sites.site(index, className, methodName, fileName, line);
        }
    }

    /** Keeps the sites of record {@code i} of a batch (simulation thread). */
    private void keepSites(Batch c, int i, int site, int receiveSite) {
        if (c.site0 == null) {
            c.site0 = new int[chunk];
            c.site1 = c.kind == MESSAGES ? new int[chunk] : null;
        }
        c.site0[i] = site;
        if (c.site1 != null) {
            c.site1[i] = receiveSite;
        }
    }

    /** Writes the site block of the chunk just emitted from {@code b} (worker thread). */
    private void emitSites(Batch b) {
        emitSites(b, sites);
    }

    /** As {@link #emitSites(Batch)}, into the index of {@code sites} (the file's, or a live snapshot's copy of it). */
    private void emitSites(Batch b, CallSiteSection.Recorder sites) {
        Bytes body = sites.block(b.kind == MESSAGES, b.site0, b.site1, b.n);
        int n = pack(body);
        long at = offset;
        try {
            write(packed, n);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        sites.blockWritten(chunks - 1, at, n, body.size, (int) crc.getValue());
    }

    /** Closes the file; without {@link #finish} it is left without a trailer, which readers refuse. */
    @Override
    public void close() throws IOException {
        if (worker.isAlive()) {
            worker.interrupt();
            try {
                worker.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        deflater.end();
        out.close();
    }

    // ---------------------------------------------------------------------------------------------

    // Encoding (worker thread; issue 32: the varints go straight into local arrays at a local index, one pass per chunk,
    // no field written per byte, no buffer allocated per chunk; ChunkEncodingTest compares the bytes with a plain
    // encoder's). Column 1 is encoded into enc1 from BODY_AT on, columns 2 and 3 into enc2 and enc3; emit then writes
    // the two column lengths just before column 1 and appends columns 2 and 3 after it, so the body is one array.

    /** Room before column 1 for the two column lengths (varints of ints: at most five bytes each). */
    private static final int BODY_AT = 10;
    /** The most bytes a record takes in column 1, 2 and 3, per kind (10 per varint, 8 per float64). */
    private static final int[] MAX1 = { 0, 10, 50, 10 };
    private static final int[] MAX2 = { 0, 10, 10, 10 };
    private static final int[] MAX3 = { 0, 10, 30, 8 };
    private byte[] enc1 = new byte[1 << 16];
    private byte[] enc2 = new byte[1 << 16];
    private byte[] enc3 = new byte[1 << 16];
    /** The chunk header, reused. */
    private final Bytes chunkHeader = new Bytes(CHUNK_HEADER_BYTES);
    /** The two column lengths of a chunk, reused. */
    private final Bytes columnLengths = new Bytes(BODY_AT);
    /** Per task, the bit pattern of the end of its last interval in the chunk {@link #lastEndStamp} says. */
    private long[] lastEndBits = new long[16];

    /**
     * Makes room in the encoding arrays for one more record of {@code kind} after positions {@link #p1}, {@link #p2}
     * and {@link #p3} (what they hold is kept): they grow as the columns need, so memory follows what the chunks hold.
     */
    private void room(int kind) {
        enc1 = grown(enc1, p1 + MAX1[kind]);
        enc2 = grown(enc2, p2 + MAX2[kind]);
        enc3 = grown(enc3, p3 + MAX3[kind]);
        limits(kind);
    }

    private static byte[] grown(byte[] a, int n) {
        return a.length >= n ? a : Arrays.copyOf(a, Math.max(n, 2 * a.length));
    }

    // The per-record encoders write at the fields p1, p2 and p3 and widen lo and hi. The loops that call them stay a
    // few bytecodes, so while the compiler, busy with the simulation early in a run, has not compiled a flush loop yet,
    // the interpreter runs little of it: the encoders themselves, called at every record, are compiled early (issue 32:
    // the writer spent about half its CPU time interpreting flushMessages in a run of a few seconds).

    /** Where the next varint of column 1, 2 and 3 goes (worker thread, while a chunk is encoded). */
    private int p1;
    private int p2;
    private int p3;
    /** Past these positions a record of the chunk's kind may not fit in column 1, 2 and 3 ({@link #room}). */
    private int lim1;
    private int lim2;
    private int lim3;
    /** The previous record's end (intervals) or receipt (messages) in the chunk, as bits; 0 before the first. */
    private long previousBits;
    /** The previous message's id in the chunk; -1 before the first. */
    private long previousId;
    /** The first and last time of the chunk being encoded. */
    private double lo;
    private double hi;

    /** Starts a chunk's encoding. */
    private void begin(int kind) {
        p1 = BODY_AT;
        p2 = 0;
        p3 = 0;
        limits(kind);
        previousBits = 0;
        previousId = -1;
        lo = Double.POSITIVE_INFINITY;
        hi = Double.NEGATIVE_INFINITY;
    }

    private void limits(int kind) {
        lim1 = enc1.length - MAX1[kind];
        lim2 = enc2.length - MAX2[kind];
        lim3 = enc3.length - MAX3[kind];
    }

    private void flushStates(Batch c) {
        begin(STATES);
        stamp++;
        for (int i = 0, n = c.n; i < n; i++) {
            encodeState(c, i);
        }
        emit(STATES, c.n, lo, hi, p1, p2, p3);
    }

    /**
     * Interval {@code i} of {@code c}: column 1 (task, state, continues), 2 (end) and 3 (length unless continued).
     * Kept under the compiler's size for inlining a hot method (325 bytes of bytecode), so the compiled loop inlines it.
     */
    private void encodeState(Batch c, int i) {
        if (p1 > lim1 || p2 > lim2 || p3 > lim3) {
            room(STATES);
        }
        int task = c.a[i];
        if (task >= lastEndBits.length) {
            tasks(task);
        }
        double startSeconds = c.d0[i];
        double endSeconds = c.d1[i];
        long end = Double.doubleToRawLongBits(endSeconds);
        long start = Double.doubleToRawLongBits(startSeconds);
        boolean continues = lastEndStamp[task] == stamp && lastEndBits[task] == start;
        p1 = Bytes.var(enc1, p1, (((long) task * stateCount + c.b[i]) << 1) | (continues ? 1 : 0));
        p2 = Bytes.zig(enc2, p2, end - previousBits);
        if (!continues) {
            p3 = Bytes.zig(enc3, p3, end - start);
        }
        previousBits = end;
        lastEndBits[task] = end;
        lastEndStamp[task] = stamp;
        lo = Math.min(lo, startSeconds);
        hi = Math.max(hi, endSeconds);
    }

    /** Room in {@link #lastEndBits} and {@link #lastEndStamp} for {@code task}. */
    private void tasks(int task) {
        int n = Math.max(task + 1, lastEndBits.length * 2);
        lastEndBits = Arrays.copyOf(lastEndBits, n);
        lastEndStamp = Arrays.copyOf(lastEndStamp, n);
    }

    private void flushMessages(Batch c) {
        begin(MESSAGES);
        for (int i = 0, n = c.n; i < n; i++) {
            encodeMessage(c, i);
        }
        emit(MESSAGES, c.n, lo, hi, p1, p2, p3);
    }

    /**
     * Message {@code i} of {@code c}: column 1 (id step, source, destination, tag, bytes), 2 (receipt) and 3 (the
     * stages' differences). Kept under the compiler's size for inlining a hot method, as {@link #encodeState}.
     */
    private void encodeMessage(Batch c, int i) {
        if (p1 > lim1 || p2 > lim2 || p3 > lim3) {
            room(MESSAGES);
        }
        byte[] e = enc1;
        int id = c.id[i];
        int q = Bytes.zig(e, p1, id - previousId - 1);
        previousId = id;
        q = Bytes.var(e, q, c.a[i]);
        q = Bytes.var(e, q, c.b[i]);
        q = Bytes.zig(e, q, c.tag[i]);
        p1 = Bytes.zig(e, q, c.bytes[i]);
        double sent = c.d0[i];
        double injected = c.d1[i];
        double delivered = c.d2[i];
        double received = c.d3[i];
        long r = Double.doubleToRawLongBits(received);
        long d = Double.doubleToRawLongBits(delivered);
        long j = Double.doubleToRawLongBits(injected);
        p2 = Bytes.zig(enc2, p2, r - previousBits);
        previousBits = r;
        e = enc3;
        q = Bytes.zig(e, p3, r - d);
        q = Bytes.zig(e, q, d - j);
        p3 = Bytes.zig(e, q, j - Double.doubleToRawLongBits(sent));
        lo = Math.min(lo, sent);
        hi = Math.max(hi, last(sent, injected, delivered, received));
    }

    /** The latest stage a message reached (its send start if none). */
    static double last(double sendStart, double injected, double delivered, double received) {
        if (!Double.isNaN(received)) {
            return received;
        }
        if (!Double.isNaN(delivered)) {
            return delivered;
        }
        if (!Double.isNaN(injected)) {
            return injected;
        }
        return sendStart;
    }

    private void flushLoad(Batch c) {
        begin(LOAD);
        double[] time = c.d0;
        for (int i = 0; i < c.n; i++) {
            if (p1 > lim1 || p2 > lim2 || p3 > lim3) {
                room(LOAD);
            }
            p1 = Bytes.var(enc1, p1, c.a[i]);
            long t = Double.doubleToRawLongBits(time[i]);
            p2 = Bytes.zig(enc2, p2, t - previousBits);
            previousBits = t;
            p3 = Bytes.int64(enc3, p3, Double.doubleToRawLongBits(c.d1[i]));
            lo = Math.min(lo, time[i]);
            hi = Math.max(hi, time[i]);
        }
        emit(LOAD, c.n, lo, hi, p1, p2, p3);
    }

    /**
     * Joins the three columns (lengths first: column 1 ends at {@code p1} in {@link #enc1}, columns 2 and 3 have
     * {@code n2} and {@code n3} bytes), compresses them and appends the chunk.
     */
    private void emit(int kind, int count, double min, double max, int p1, int n2, int n3) {
        int n1 = p1 - BODY_AT;
        int from = BODY_AT - Bytes.varLength(n1) - Bytes.varLength(n2);
        Bytes lengths = columnLengths; // the plain writer: Bytes.var may write past the varint, into column 1
        lengths.clear();
        lengths.putVar(n1);
        lengths.putVar(n2);
        System.arraycopy(lengths.data, 0, enc1, from, lengths.size);
        if (enc1.length < p1 + n2 + n3) {
            enc1 = Arrays.copyOf(enc1, p1 + n2 + n3);
        }
        System.arraycopy(enc2, 0, enc1, p1, n2);
        System.arraycopy(enc3, 0, enc1, p1 + n2, n3);
        int rawLength = p1 + n2 + n3 - from;
        int n = pack(enc1, from, rawLength);
        if (chunks == cOffset.length) {
            int c = chunks * 2;
            cOffset = Arrays.copyOf(cOffset, c);
            cKind = Arrays.copyOf(cKind, c);
            cCount = Arrays.copyOf(cCount, c);
            cMin = Arrays.copyOf(cMin, c);
            cMax = Arrays.copyOf(cMax, c);
        }
        cOffset[chunks] = offset;
        cKind[chunks] = (byte) kind;
        cCount[chunks] = count;
        cMin[chunks] = min;
        cMax[chunks] = max;
        chunks++;
        Bytes h = chunkHeader;
        h.clear();
        h.put(kind);
        h.putInt(count);
        h.putDouble(min);
        h.putDouble(max);
        h.putInt(rawLength);
        h.putInt(n);
        h.putInt((int) crc.getValue());
        try {
            write(h);
            write(packed, n);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Deflates {@code b} into {@link #packed}; returns the compressed length and leaves its CRC in {@link #crc}. */
    private int pack(Bytes b) {
        return pack(b.data, 0, b.size);
    }

    /** As {@link #pack(Bytes)}, for {@code length} bytes of {@code data} from {@code from}. */
    private int pack(byte[] data, int from, int length) {
        deflater.reset();
        deflater.setInput(data, from, length);
        deflater.finish();
        int n = 0;
        while (!deflater.finished()) {
            if (n == packed.length) {
                packed = Arrays.copyOf(packed, packed.length * 2);
            }
            n += deflater.deflate(packed, n, packed.length - n);
        }
        crc.reset();
        crc.update(packed, 0, n);
        return n;
    }

    private void write(Bytes b) throws IOException {
        write(b.data, b.size);
    }

    private void write(byte[] b, int n) throws IOException {
        out.write(b, 0, n);
        offset += n;
    }
}
