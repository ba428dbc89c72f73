package lbsim.trace.file;

import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * The optional host-state part of a version-2 trace file (docs/dev/trace-format.md): the footer section
 * {@code hostStates}, which holds the run's host-state records (time, host, on/off, speed factor, pstate) in blocks
 * of up to {@link TraceWriter#MAX_CHUNK_RECORDS} records, each Deflate-compressed and checksummed, after an index of
 * the blocks (records, time bounds, lengths, CRC). A file without host-state records has no such section, so it is
 * what it was before host states existed, byte for byte; a reader that does not know the section skips it and
 * reads everything else as before (which is why the records are in the footer: the chunks and the summary level
 * must stay contiguous for such a reader). A query inflates one block at a time. The writer side is
 * {@link Recorder}; the reader side is this class, parsed by {@link #read}, which decodes a block with
 * {@link #decode}.
 */
final class HostStateSection {

    /** The footer section's name. */
    static final String NAME = "hostStates";
    /**
     * The most bytes one record takes in a block: host varint (5), time delta zigzag (10), flags int8, speed factor
     * float64, pstate varint (5).
     */
    static final int MAX_RECORD_BYTES = 5 + 10 + 1 + 8 + 5;
    /** The fewest bytes one block's index entry takes: records, two float64, two lengths and the CRC. */
    static final int MIN_ENTRY_BYTES = 1 + 8 + 8 + 1 + 1 + 4;

    /** No host states: a file written without them. */
    static final HostStateSection NONE = new HostStateSection(0, new byte[0], new int[0], new int[0], new double[0],
            new double[0], new int[0], new int[0], new int[0]);

    private final int blocks;
    private final byte[] data;
    private final int[] offset;
    private final int[] count;
    private final double[] min;
    private final double[] max;
    private final int[] packed;
    private final int[] raw;
    private final int[] crc;
    private final long total;

    private HostStateSection(int blocks, byte[] data, int[] offset, int[] count, double[] min, double[] max, int[] packed,
            int[] raw, int[] crc) {
        this.blocks = blocks;
        this.data = data;
        this.offset = offset;
        this.count = count;
        this.min = min;
        this.max = max;
        this.packed = packed;
        this.raw = raw;
        this.crc = crc;
        long t = 0;
        for (int b = 0; b < blocks; b++) {
            t += count[b];
        }
        this.total = t;
    }

    int blocks() {
        return blocks;
    }

    long total() {
        return total;
    }

    int count(int b) {
        return count[b];
    }

    double min(int b) {
        return min[b];
    }

    double max(int b) {
        return max[b];
    }

    /**
     * Parses the section's body (what follows its name and length in the footer): block count varint, then per
     * block records varint, first and last time float64, compressed length varint, raw length varint, CRC-32 int32;
     * then the compressed blocks, one after the other, to the body's end. Every count is checked before anything
     * is sized by it.
     *
     * @throws IndexOutOfBoundsException  when the body runs short
     * @throws TraceFileStore.BadValue    when a value breaks a rule of the format (the message names it)
     */
    static HostStateSection read(Bytes f) {
        int n = TraceFileStore.countOf(f, "host-state blocks", MIN_ENTRY_BYTES);
        int[] offset = new int[n];
        int[] count = new int[n];
        double[] min = new double[n];
        double[] max = new double[n];
        int[] packed = new int[n];
        int[] raw = new int[n];
        int[] crc = new int[n];
        long at = 0;
        for (int b = 0; b < n; b++) {
            count[b] = f.getVarInt();
            min[b] = f.getDouble();
            max[b] = f.getDouble();
            packed[b] = f.getVarInt();
            raw[b] = f.getVarInt();
            crc[b] = f.getInt();
            if (count[b] < 1 || count[b] > TraceWriter.MAX_CHUNK_RECORDS) {
                throw new TraceFileStore.BadValue("host-state block " + b + " declares " + count[b]
                        + " records; lbsim writes 1 to " + TraceWriter.MAX_CHUNK_RECORDS + " in a block");
            }
            if (raw[b] > (long) count[b] * MAX_RECORD_BYTES || raw[b] > 1032L * packed[b] + 64) {
                throw new TraceFileStore.BadValue("host-state block " + b + " claims " + raw[b] + " bytes for " + count[b]
                        + " records in " + packed[b] + " compressed bytes; lbsim writes at most " + MAX_RECORD_BYTES
                        + " bytes a record");
            }
            if (!(min[b] >= 0) || !(max[b] < Double.POSITIVE_INFINITY) || min[b] > max[b]
                    || (b > 0 && min[b] < max[b - 1])) {
                throw new TraceFileStore.BadValue("host-state block " + b + " spans [" + min[b] + ", " + max[b]
                        + "] s; blocks hold times >= 0 in time order");
            }
            offset[b] = (int) at;
            at += packed[b];
        }
        if (at != f.size - f.pos) {
            throw new TraceFileStore.BadValue("the host-state blocks take " + at + " bytes, but the section has "
                    + (f.size - f.pos) + " left");
        }
        byte[] data = Arrays.copyOfRange(f.data, f.pos, f.size);
        f.pos = f.size;
        return new HostStateSection(n, data, offset, count, min, max, packed, raw, crc);
    }

    /**
     * Block {@code b}'s body, inflated and checked against its CRC and raw length.
     *
     * @throws TraceFileStore.BadValue when the block is damaged
     */
    Bytes block(int b) {
        CRC32 check = new CRC32();
        check.update(data, offset[b], packed[b]);
        if ((int) check.getValue() != crc[b]) {
            throw new TraceFileStore.BadValue("host-state block " + b + ": checksum mismatch");
        }
        byte[] out = new byte[raw[b]];
        Inflater inf = new Inflater();
        try {
            inf.setInput(data, offset[b], packed[b]);
            int n = 0;
            while (n < out.length && !inf.finished()) {
                int r = inf.inflate(out, n, out.length - n);
                if (r == 0 && (inf.needsInput() || inf.needsDictionary())) {
                    break;
                }
                n += r;
            }
            if (n != out.length || !inf.finished()) {
                throw new TraceFileStore.BadValue("host-state block " + b + " does not inflate to its " + out.length + " bytes");
            }
        } catch (DataFormatException e) {
            throw new TraceFileStore.BadValue("host-state block " + b + ": " + e.getMessage());
        } finally {
            inf.end();
        }
        return new Bytes(out, out.length);
    }

    /**
     * Decodes block {@code b}'s body into columns of at least {@link #count}(b) entries, checking every value: the
     * host is one of {@code hosts}, times are in the block's bounds and in order, the speed factor is finite and
     * >= 0, the flags are 0 or 1, nothing is left over.
     *
     * @throws TraceFileStore.BadValue         naming the record and the rule
     * @throws IndexOutOfBoundsException when the body runs short
     */
    void decode(int b, Bytes body, int hosts, int[] host, double[] time, boolean[] on, double[] speed, int[] pstate) {
        long prev = 0;
        double last = min[b];
        for (int i = 0; i < count[b]; i++) {
            host[i] = body.getVarInt();
            prev += body.getZig();
            time[i] = Double.longBitsToDouble(prev);
            int flags = body.get();
            speed[i] = body.getDouble();
            pstate[i] = body.getVarInt();
            if (host[i] >= hosts) {
                throw new TraceFileStore.BadValue("record " + i + ": host " + host[i] + " of " + hosts);
            }
            if (!(time[i] >= last) || time[i] > max[b]) {
                throw new TraceFileStore.BadValue("record " + i + ": time " + time[i] + " s is out of order or outside the"
                        + " block's [" + min[b] + ", " + max[b] + "] s");
            }
            last = time[i];
            if (flags != 0 && flags != 1) {
                throw new TraceFileStore.BadValue("record " + i + ": flags " + flags + " (0: off, 1: on)");
            }
            on[i] = flags == 1;
            if (!(speed[i] >= 0) || speed[i] == Double.POSITIVE_INFINITY) {
                throw new TraceFileStore.BadValue("record " + i + ": speed factor " + speed[i] + "; it must be finite and >= 0");
            }
        }
        if (body.more()) {
            throw new TraceFileStore.BadValue("block longer than its " + count[b] + " records");
        }
    }

    /**
     * Keeps the compressed blocks a run writes and their index, in memory until the footer (the writer's worker
     * thread, then the thread that finishes the file): a few bytes per record.
     */
    static final class Recorder {
        private int blocks;
        private int[] count = new int[4];
        private double[] min = new double[4];
        private double[] max = new double[4];
        private int[] packed = new int[4];
        private int[] raw = new int[4];
        private int[] crc = new int[4];
        private final Bytes bodies = new Bytes(256);

        /** The body of a block of {@code n} records (times in non-decreasing order). */
        static Bytes encode(int n, int[] host, double[] time, int[] on, double[] speed, int[] pstate) {
            Bytes body = new Bytes(16 + n * MAX_RECORD_BYTES);
            long prev = 0;
            for (int i = 0; i < n; i++) {
                body.putVar(host[i]);
                long t = Double.doubleToRawLongBits(time[i]);
                body.putZig(t - prev);
                prev = t;
                body.put(on[i]);
                body.putDouble(speed[i]);
                body.putVar(pstate[i]);
            }
            return body;
        }

        /** Keeps a block: {@code packedLength} compressed bytes of {@code compressed}, their CRC and raw length. */
        void add(byte[] compressed, int packedLength, int records, double first, double last, int rawLength, int checksum) {
            if (blocks == count.length) {
                int c = blocks * 2;
                count = Arrays.copyOf(count, c);
                min = Arrays.copyOf(min, c);
                max = Arrays.copyOf(max, c);
                packed = Arrays.copyOf(packed, c);
                raw = Arrays.copyOf(raw, c);
                crc = Arrays.copyOf(crc, c);
            }
            count[blocks] = records;
            min[blocks] = first;
            max[blocks] = last;
            packed[blocks] = packedLength;
            raw[blocks] = rawLength;
            crc[blocks] = checksum;
            blocks++;
            bodies.putBytes(compressed, 0, packedLength);
        }

        boolean isEmpty() {
            return blocks == 0;
        }

        /** The footer section's body: the index, then the compressed blocks. */
        Bytes footerSection() {
            Bytes b = new Bytes(16 + blocks * 40 + bodies.size);
            b.putVar(blocks);
            for (int k = 0; k < blocks; k++) {
                b.putVar(count[k]);
                b.putDouble(min[k]);
                b.putDouble(max[k]);
                b.putVar(packed[k]);
                b.putVar(raw[k]);
                b.putInt(crc[k]);
            }
            b.putBytes(bodies.data, 0, bodies.size);
            return b;
        }
    }
}
