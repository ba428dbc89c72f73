package lbsim.trace;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;


/**
 * The binary trace file {@code trace.lbt} of format version 1, which lbsim wrote before version 2
 * ({@link lbsim.trace.file.TraceWriter}): the whole trace in primitive columns,
 * big-endian, with a CRC-32 over the content. Layout (version 1; docs/dev/trace-format.md):
 *
 * <pre>
 * header   magic "LBSIMTRC" (8 bytes ASCII), version int32 = 1, content length int64 (bytes)
 * content  end time float64
 *          strings: count int32, each: byte length int32 + UTF-8 bytes
 *          hosts: count int32, each: name (string index int32)
 *          states: count int32, each: name (string index int32)
 *          tasks: count int32, then columns name (string index int32)[n], host int32[n]
 *          intervals: count int32, then columns task int32[n], state int8[n], start float64[n], end float64[n]
 *          messages: count int32, then columns source int32[n], destination int32[n], tag int32[n],
 *                    bytes int64[n], send start, injected, delivered, received float64[n] each
 *          host load: per host: steps int32, then times float64[k], values float64[k]
 *          run properties (optional): count int32, each: key, value (byte length int32 + UTF-8 bytes)
 * trailer  CRC-32 of the content bytes, uint32
 * </pre>
 *
 * The run properties ({@code scenario}: the scenario's name; {@code seed}: the master seed, decimal) come
 * last, so a reader that stops after the host load (the first version-1 reader) reads these files as
 * before; a file without them (written by that version) reads with an unknown scenario and seed.
 */
public final class TraceFile {

    /** File name inside a result folder. */
    public static final String NAME = "trace.lbt";
    /** First eight bytes of every trace file. */
    public static final byte[] MAGIC = "LBSIMTRC".getBytes(StandardCharsets.US_ASCII);
    /** The version this class reads (lbsim writes version 2: {@link lbsim.trace.file.TraceWriter}). */
    public static final int VERSION = 1;

    private static final int HEADER_BYTES = 8 + 4 + 8;
    /** Run property: the scenario's name. */
    private static final String PROP_SCENARIO = "scenario";
    /** Run property: the master seed, in decimal. */
    private static final String PROP_SEED = "seed";

    private TraceFile() {
    }

    /**
     * Reads a trace file, checking its magic number, version, length and checksum first.
     *
     * @throws TraceFormatException naming the file when it is not a trace file, has another version, is
     *                              truncated or damaged
     * @throws NoSuchFileException  when there is no such file
     */
    public static TraceImage readImage(Path file) throws IOException {
        String label = file.toString();
        long size = Files.size(file);
        long length;
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            byte[] magic = new byte[MAGIC.length];
            if (size < HEADER_BYTES + 4) {
                throw new TraceFormatException(label + ": too short (" + size + " bytes) to be an lbsim trace file");
            }
            in.readFully(magic);
            if (!java.util.Arrays.equals(magic, MAGIC)) {
                throw new TraceFormatException(label + ": not an lbsim trace file (wrong magic number; expected \"LBSIMTRC\")");
            }
            int version = in.readInt();
            if (version != VERSION) {
                throw new TraceFormatException(label + ": trace format version " + version + ", but this lbsim reads version "
                        + VERSION);
            }
            length = in.readLong();
            if (length < 0 || HEADER_BYTES + length + 4 != size) {
                throw new TraceFormatException(label + ": the file is " + size + " bytes but its header announces "
                        + (HEADER_BYTES + length + 4) + "; the file is truncated or damaged");
            }
            CheckedInputStream checked = new CheckedInputStream(in, new CRC32());
            byte[] buf = new byte[1 << 16];
            long left = length;
            while (left > 0) {
                int r = checked.read(buf, 0, (int) Math.min(buf.length, left));
                if (r < 0) {
                    throw new TraceFormatException(label + ": truncated");
                }
                left -= r;
            }
            int crc = in.readInt();
            if (crc != (int) checked.getChecksum().getValue()) {
                throw new TraceFormatException(label + ": checksum mismatch, the file is damaged");
            }
        }
        try (InputStream raw = Files.newInputStream(file)) {
            Counting at = new Counting(new BufferedInputStream(raw, 1 << 16));
            DataInputStream in = new DataInputStream(at);
            in.skipNBytes(HEADER_BYTES);
            TraceImage trace = content(in, length, label, at);
            if (at.pos != HEADER_BYTES + length) {
                throw new TraceFormatException(label + ": damaged content at offset " + at.pos + " ("
                        + (HEADER_BYTES + length - at.pos) + " bytes left over after the run properties)");
            }
            return trace;
        } catch (EOFException e) {
            throw new TraceFormatException(label + ": the content ends early; the file is damaged");
        }
    }

    /**
     * Reads the trace file of a result folder.
     *
     * @throws IOException naming the folder when it has no trace.lbt, or the file when it is damaged
     */
    public static TraceImage readFolder(Path folder) throws IOException {
        Path file = folder.resolve(NAME);
        if (!Files.isDirectory(folder)) {
            throw new NoSuchFileException(folder + ": no such result folder");
        }
        if (!Files.isRegularFile(file)) {
            throw new NoSuchFileException(folder + ": no " + NAME + " in this folder (not a result folder, or one written by an"
                    + " lbsim older than the trace file)");
        }
        return readImage(file);
    }

    private static TraceImage content(DataInputStream in, long length, String label, Counting at) throws IOException {
        Reader r = new Reader(in, length, label, at);
        Checks check = new Checks(label);
        double end = in.readDouble();
        check.time(at.pos - 8, end, "the run's end time");
        int ns = r.count("strings", 4);
        String[] strings = new String[ns];
        long consumed = 8 + 4;
        for (int i = 0; i < ns; i++) {
            int len = r.count("string length", 1);
            byte[] b = new byte[len];
            in.readFully(b);
            strings[i] = new String(b, StandardCharsets.UTF_8);
            consumed += 4 + len;
        }
        TraceBuilder b = new TraceBuilder(end);
        try { // a bad file must not leave the builder's writer thread behind
            int nh = r.count("hosts", 4);
            for (int h = 0; h < nh; h++) {
                b.host(strings[r.index(in.readInt(), ns, "host name")]);
            }
            long statesAt = at.pos;
            int nst = in.readInt();
            check.states(statesAt, nst);
            List<String> states = new ArrayList<>();
            for (int s = 0; s < nst; s++) {
                states.add(strings[r.index(in.readInt(), ns, "state name")]);
            }
            b.stateNames(states);
            int nt = r.count("tasks", 8);
            int[] names = new int[nt];
            for (int t = 0; t < nt; t++) {
                names[t] = r.index(in.readInt(), ns, "task name");
            }
            for (int t = 0; t < nt; t++) {
                b.task(strings[names[t]], r.index(in.readInt(), nh, "task host"));
            }
            int n = r.count("intervals", 21);
            int[] task = new int[n];
            byte[] state = new byte[n];
            for (int i = 0; i < n; i++) {
                task[i] = r.index(in.readInt(), nt, "interval task");
            }
            long stateAt = at.pos;
            in.readFully(state);
            double[] start = doubles(in, n);
            double[] stop = doubles(in, n);
            check.intervals(stateAt, n, nt, nst, task, state, start, stop);
            try {
                for (int i = 0; i < n; i++) {
                    b.state(task[i], state[i], start[i], stop[i]);
                }
                int m = r.count("messages", 52);
                int[] src = new int[m];
                int[] dst = new int[m];
                int[] tag = new int[m];
                long[] bytes = new long[m];
                for (int i = 0; i < m; i++) {
                    src[i] = r.index(in.readInt(), nt, "message source");
                }
                for (int i = 0; i < m; i++) {
                    dst[i] = r.index(in.readInt(), nt, "message destination");
                }
                for (int i = 0; i < m; i++) {
                    tag[i] = in.readInt();
                }
                long bytesAt = at.pos;
                for (int i = 0; i < m; i++) {
                    bytes[i] = in.readLong();
                }
                double[] s0 = doubles(in, m);
                double[] s1 = doubles(in, m);
                double[] s2 = doubles(in, m);
                double[] s3 = doubles(in, m);
                check.messages(bytesAt, m, bytes, s0, s1, s2, s3);
                for (int i = 0; i < m; i++) {
                    b.message(src[i], dst[i], tag[i], bytes[i], s0[i], s1[i], s2[i], s3[i]);
                }
                for (int h = 0; h < nh; h++) {
                    int k = r.count("load steps", 16);
                    long loadAt = at.pos;
                    double[] lt = doubles(in, k);
                    double[] lv = doubles(in, k);
                    check.load(loadAt, h, lt, lv);
                    b.load(h, lt, lv);
                    consumed += 4 + 16L * k;
                }
                consumed += 4 + 4L * nh + 4 + 4L * nst + 4 + 8L * nt + 4 + 21L * n + 4 + 52L * m;
                if (consumed < length) {
                    runProperties(in, r, b);
                }
            } catch (IllegalArgumentException e) {
                throw new TraceFormatException(label + ": " + e.getMessage());
            }
            return b.build();
        } catch (IOException | RuntimeException e) {
            b.abandon();
            throw e;
        }
    }

    /** The optional run properties at the end of the content; unknown keys are skipped. */
    private static void runProperties(DataInputStream in, Reader r, TraceBuilder b) throws IOException {
        int count = r.count("run properties", 8);
        String scenario = "";
        Long seed = null;
        for (int i = 0; i < count; i++) {
            String key = utf8(in, r);
            String value = utf8(in, r);
            if (key.equals(PROP_SCENARIO)) {
                scenario = value;
            } else if (key.equals(PROP_SEED)) {
                try {
                    seed = Long.valueOf(value);
                } catch (NumberFormatException e) {
                    throw new TraceFormatException(r.label() + ": run property seed is not a number: '" + value
                            + "'; the file is damaged");
                }
            }
        }
        b.run(scenario, seed);
    }

    private static String utf8(DataInputStream in, Reader r) throws IOException {
        byte[] bytes = new byte[r.count("string length", 1)];
        in.readFully(bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private static double[] doubles(DataInputStream in, int n) throws IOException {
        double[] d = new double[n];
        for (int i = 0; i < n; i++) {
            d[i] = in.readDouble();
        }
        return d;
    }

    /** Guards counts and indices read from the file, so a bad file gives a message, not a huge allocation. */
    private record Reader(DataInputStream in, long length, String label, Counting at) {
        int count(String what, int bytesEach) throws IOException {
            long offset = at.pos;
            int c = in.readInt();
            if (c < 0 || (long) c * bytesEach > length) {
                throw new TraceFormatException(label + ": damaged content at offset " + offset + " (impossible number of "
                        + what + ": " + c + ")");
            }
            return c;
        }

        int index(int i, int size, String what) throws TraceFormatException {
            if (i < 0 || i >= size) {
                throw new TraceFormatException(label + ": damaged content at offset " + (at.pos - 4) + " (" + what + " " + i
                        + " out of range 0.." + (size - 1) + ")");
            }
            return i;
        }
    }

    /** Counts the bytes read, so a broken value is named by its offset in the file. */
    private static final class Counting extends java.io.FilterInputStream {
        long pos;

        Counting(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            if (b >= 0) {
                pos++;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = in.read(b, off, len);
            if (n > 0) {
                pos += n;
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long k = in.skip(n);
            pos += k;
            return k;
        }
    }

    /**
     * Value checks (issue 14, "damaged trace files"): a file whose checksum holds but whose content lies is
     * refused with the offset of the value and the rule it breaks, before any exporter sees it. The rules are
     * those of version 2 ({@code TraceFileStore}): finite times >= 0, intervals that end at or after they start
     * and, per task, start at or after the end of the task's previous one; states 1..127 and in range; message
     * stages in order (absent ones NaN); bytes >= 0; load steps in time order with finite values >= 0.
     */
    private record Checks(String label) {

        private TraceFormatException bad(long offset, String rule) {
            return new TraceFormatException(label + ": damaged content at offset " + offset + " (" + rule + ")");
        }

        private static boolean ok(double t) {
            return t >= 0 && t < Double.POSITIVE_INFINITY;
        }

        void time(long offset, double t, String what) throws TraceFormatException {
            if (!ok(t)) {
                throw bad(offset, what + " is " + t + " s; times must be finite and >= 0");
            }
        }

        void states(long offset, int n) throws TraceFormatException {
            if (n < 1 || n > 127) {
                throw bad(offset, n + " states; the format holds 1 to 127");
            }
        }

        void intervals(long stateAt, int n, int tasks, int states, int[] task, byte[] state, double[] start, double[] stop)
                throws TraceFormatException {
            long startAt = stateAt + n;
            long stopAt = startAt + 8L * n;
            double[] taskEnd = new double[tasks];
            for (int i = 0; i < n; i++) {
                if (state[i] < 0 || state[i] >= states) {
                    throw bad(stateAt + i, "interval " + i + " in state " + state[i] + " of " + states);
                }
                time(startAt + 8L * i, start[i], "start of interval " + i);
                time(stopAt + 8L * i, stop[i], "end of interval " + i);
                if (start[i] > stop[i]) {
                    throw bad(stopAt + 8L * i, "interval " + i + " ends (" + stop[i] + " s) before it starts (" + start[i]
                            + " s)");
                }
                if (start[i] < taskEnd[task[i]]) {
                    throw bad(startAt + 8L * i, "interval " + i + " of task " + task[i] + " starts at " + start[i]
                            + " s, before its previous interval ended at " + taskEnd[task[i]] + " s");
                }
                taskEnd[task[i]] = stop[i];
            }
        }

        void messages(long bytesAt, int m, long[] bytes, double[] s0, double[] s1, double[] s2, double[] s3)
                throws TraceFormatException {
            String[] names = { "sent", "injected", "delivered", "received" };
            double[][] stage = { s0, s1, s2, s3 };
            for (int i = 0; i < m; i++) {
                if (bytes[i] < 0) {
                    throw bad(bytesAt + 8L * i, "message " + i + " of " + bytes[i] + " bytes");
                }
                double last = -1;
                String lastName = "";
                for (int s = 0; s < 4; s++) {
                    double t = stage[s][i];
                    long offset = bytesAt + 8L * m * (s + 1) + 8L * i;
                    if (s > 0 && Double.isNaN(t)) {
                        continue; // never reached
                    }
                    if (!ok(t)) {
                        throw bad(offset, "message " + i + " " + names[s] + " at " + t + " s; times must be finite and >= 0"
                                + (s > 0 ? " (or absent)" : ""));
                    }
                    if (t < last) {
                        throw bad(offset, "message " + i + " " + names[s] + " at " + t + " s, before it was " + lastName + " ("
                                + last + " s)");
                    }
                    last = t;
                    lastName = names[s];
                }
            }
        }

        void load(long timesAt, int host, double[] times, double[] values) throws TraceFormatException {
            long valuesAt = timesAt + 8L * times.length;
            for (int k = 0; k < times.length; k++) {
                time(timesAt + 8L * k, times[k], "load step " + k + " of host " + host);
                if (k > 0 && times[k] < times[k - 1]) {
                    throw bad(timesAt + 8L * k, "load step " + k + " of host " + host + " at " + times[k]
                            + " s, before the step before it (" + times[k - 1] + " s)");
                }
                if (!(values[k] >= 0) || Double.isInfinite(values[k])) {
                    throw bad(valuesAt + 8L * k, "load step " + k + " of host " + host + " has " + values[k]
                            + " processes; it must be finite and >= 0");
                }
            }
        }
    }


}
