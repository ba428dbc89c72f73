package lbsim.trace.file;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

import org.junit.jupiter.api.Test;

/**
 * Issue 32: the writer's chunks (header, compressed body, order) are byte for byte those a deliberately simple encoder
 * gives, written out below from docs/dev/trace-format.md alone (one {@link ByteArrayOutputStream}, one varint loop, no
 * fast path), on random records that reach the corners: NaN stages, infinities, -0.0, negative and huge time deltas
 * (10-byte varints), ids out of order and negative, negative tags, sources and hosts (10-byte varints of a negative
 * int), byte counts at Long's limits, continued and not continued intervals. The footer's chunk index must name the
 * same chunks. Any fast path of {@link TraceWriter} or {@link Bytes} that disagrees with the plain one fails here.
 */
class ChunkEncodingTest {

    private static final int STATES = 5;
    private static final int TASKS = 40;

    /** One record: kind 1 (state), 2 (message) or 3 (load), and its fields. */
    private record Rec(int kind, int a, int b, int tag, int id, long bytes, double d0, double d1, double d2, double d3) {
    }

    // ------------------------------------------------------------------ the reference encoder (docs/dev/trace-format.md)

    private static void varint(ByteArrayOutputStream o, long v) {
        while (true) {
            long rest = v >>> 7;
            if (rest == 0) {
                o.write((int) (v & 0x7F));
                return;
            }
            o.write((int) (v & 0x7F) | 0x80);
            v = rest;
        }
    }

    private static void zigzag(ByteArrayOutputStream o, long v) {
        varint(o, (v << 1) ^ (v >> 63));
    }

    private static long bits(double t) {
        return Double.doubleToRawLongBits(t);
    }

    /** The body of a chunk: length of column 1, length of column 2, the three columns. */
    private static byte[] body(int kind, List<Rec> recs) {
        ByteArrayOutputStream c1 = new ByteArrayOutputStream();
        ByteArrayOutputStream c2 = new ByteArrayOutputStream();
        ByteArrayOutputStream c3 = new ByteArrayOutputStream();
        if (kind == TraceWriter.STATES) {
            long previousEnd = 0;
            java.util.Map<Integer, Long> taskEnd = new java.util.HashMap<>(); // the task's previous end in this chunk
            for (Rec r : recs) {
                Long before = taskEnd.get(r.a());
                int c = before != null && before == bits(r.d0()) ? 1 : 0;
                varint(c1, (((long) r.a() * STATES + r.b()) * 2) + c);
                zigzag(c2, bits(r.d1()) - previousEnd);
                if (c == 0) {
                    zigzag(c3, bits(r.d1()) - bits(r.d0()));
                }
                previousEnd = bits(r.d1());
                taskEnd.put(r.a(), bits(r.d1()));
            }
        } else if (kind == TraceWriter.MESSAGES) {
            long previousId = -1;
            long previousReceived = 0;
            for (Rec r : recs) {
                zigzag(c1, r.id() - previousId - 1);
                previousId = r.id();
                varint(c1, r.a());
                varint(c1, r.b());
                zigzag(c1, r.tag());
                zigzag(c1, r.bytes());
                zigzag(c2, bits(r.d3()) - previousReceived);
                previousReceived = bits(r.d3());
                zigzag(c3, bits(r.d3()) - bits(r.d2()));
                zigzag(c3, bits(r.d2()) - bits(r.d1()));
                zigzag(c3, bits(r.d1()) - bits(r.d0()));
            }
        } else {
            long previousTime = 0;
            for (Rec r : recs) {
                varint(c1, r.a());
                zigzag(c2, bits(r.d0()) - previousTime);
                previousTime = bits(r.d0());
                c3.writeBytes(ByteBuffer.allocate(8).putLong(bits(r.d1())).array());
            }
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        varint(body, c1.size());
        varint(body, c2.size());
        body.writeBytes(c1.toByteArray());
        body.writeBytes(c2.toByteArray());
        body.writeBytes(c3.toByteArray());
        return body.toByteArray();
    }

    /** The chunk's first time (bounds every time of its records; Java's min and max: a NaN makes them NaN). */
    private static double[] bounds(int kind, List<Rec> recs) {
        double first = Double.POSITIVE_INFINITY;
        double last = Double.NEGATIVE_INFINITY;
        for (Rec r : recs) {
            if (kind == TraceWriter.STATES) {
                first = Math.min(first, r.d0());
                last = Math.max(last, r.d1());
            } else if (kind == TraceWriter.MESSAGES) {
                first = Math.min(first, r.d0());
                double reached = !Double.isNaN(r.d3()) ? r.d3() : !Double.isNaN(r.d2()) ? r.d2() : !Double.isNaN(r.d1()) ? r.d1() : r.d0();
                last = Math.max(last, reached);
            } else {
                first = Math.min(first, r.d0());
                last = Math.max(last, r.d0());
            }
        }
        return new double[] { first, last };
    }

    /** A chunk: header (kind, records, first, last, raw length, compressed length, CRC) and the Deflate body. */
    private static void chunk(ByteArrayOutputStream file, List<long[]> index, int kind, List<Rec> recs) {
        byte[] raw = body(kind, recs);
        byte[] z = lbsim.trace.tests.Zip.deflate(raw, Deflater.BEST_SPEED);
        CRC32 crc = new CRC32();
        crc.update(z);
        double[] b = bounds(kind, recs);
        index.add(new long[] { kind, file.size(), recs.size(), bits(b[0]), bits(b[1]) });
        ByteBuffer h = ByteBuffer.allocate(TraceWriter.CHUNK_HEADER_BYTES);
        h.put((byte) kind).putInt(recs.size()).putDouble(b[0]).putDouble(b[1]).putInt(raw.length).putInt(z.length)
                .putInt((int) crc.getValue());
        file.writeBytes(h.array());
        file.writeBytes(z);
    }

    /** Header and chunks: a chunk of a kind whenever its records reach {@code chunk}, then the rest of each kind. */
    private static byte[] reference(List<Rec> recs, int chunk, List<long[]> index) {
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        file.writeBytes("LBSIMTRC".getBytes(StandardCharsets.US_ASCII));
        file.writeBytes(ByteBuffer.allocate(12).putInt(3).putLong(1).array());
        List<List<Rec>> open = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (Rec r : recs) {
            List<Rec> l = open.get(r.kind() - 1);
            l.add(r);
            if (l.size() == chunk) {
                chunk(file, index, r.kind(), l);
                l.clear();
            }
        }
        for (int k = 0; k < 3; k++) {
            if (!open.get(k).isEmpty()) {
                chunk(file, index, k + 1, open.get(k));
            }
        }
        return file.toByteArray();
    }

    // ------------------------------------------------------------------ records

    private static final double[] ODD = { Double.NaN, -0.0, 0.0, Double.MIN_VALUE, -1e300, 1e300, Double.MAX_VALUE,
            -Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e-310, -5.5, 1 << 30 };

    private static double odd(Random r) {
        return ODD[r.nextInt(ODD.length)];
    }

    /** Mostly a plausible run (times that grow, intervals that continue), with corner values now and then. */
    private static List<Rec> records(long seed, int count) {
        Random r = new Random(seed);
        double[] now = new double[TASKS];
        List<Rec> recs = new ArrayList<>();
        int id = 0;
        for (int k = 0; k < count; k++) {
            int kind = r.nextInt(10) < 6 ? 1 : r.nextInt(10) < 8 ? 2 : 3;
            boolean corner = r.nextInt(20) == 0;
            if (kind == 1) {
                int task = r.nextInt(TASKS);
                double start = r.nextBoolean() ? now[task] : now[task] + r.nextDouble();
                double end = start + r.nextDouble() * (r.nextInt(4) == 0 ? 1000 : 1);
                if (corner) {
                    start = r.nextBoolean() ? odd(r) : start;
                    end = r.nextBoolean() ? odd(r) : end;
                }
                now[task] = end;
                recs.add(new Rec(1, task, r.nextInt(STATES), 0, 0, 0, start, end, 0, 0));
            } else if (kind == 2) {
                int src = corner && r.nextBoolean() ? -1 - r.nextInt(1000) : r.nextInt(TASKS);
                int dst = r.nextInt(TASKS);
                int tag = corner ? r.nextInt() : r.nextInt(8);
                long bytes = corner ? (r.nextBoolean() ? Long.MIN_VALUE : Long.MAX_VALUE) : r.nextInt(1 << 20);
                id = corner ? (r.nextBoolean() ? r.nextInt() : id - r.nextInt(50)) : id + 1 + (r.nextInt(4) == 0 ? r.nextInt(9) : 0);
                double s = now[Math.max(0, src)] + r.nextDouble();
                double[] t = { s, s + r.nextDouble() * 1e-3, s + r.nextDouble(), s + 1 + r.nextDouble() };
                t[2] = Math.max(t[1], t[2]);
                int reached = r.nextInt(8) == 0 ? r.nextInt(4) : 3; // stages never reached are NaN
                for (int i = reached + 1; i < 4; i++) {
                    t[i] = Double.NaN;
                }
                if (corner) {
                    t[r.nextInt(4)] = odd(r);
                }
                recs.add(new Rec(2, src, dst, tag, id, bytes, t[0], t[1], t[2], t[3]));
            } else {
                int host = corner && r.nextBoolean() ? Integer.MIN_VALUE + r.nextInt(9) : r.nextInt(1 << 16);
                double time = corner ? odd(r) : now[r.nextInt(TASKS)];
                recs.add(new Rec(3, host, 0, 0, 0, 0, time, corner ? odd(r) : r.nextInt(9), 0, 0));
            }
        }
        return recs;
    }

    private static byte[] written(List<Rec> recs, int chunk) throws IOException {
        TraceWriter w = TraceWriter.inMemory(STATES, chunk, 64, true);
        for (Rec r : recs) {
            switch (r.kind()) {
            case 1 -> w.state(r.a(), r.b(), r.d0(), r.d1());
            case 2 -> w.message(r.id(), r.a(), r.b(), r.tag(), r.bytes(), r.d0(), r.d1(), r.d2(), r.d3());
            default -> w.load(r.a(), r.d0(), r.d1());
            }
        }
        List<String> names = new ArrayList<>();
        for (int t = 0; t < TASKS; t++) {
            names.add("t" + t);
        }
        w.finish(10, List.of("h"), names, new int[TASKS], List.of("a", "b", "c", "d", "e"));
        return w.image("test").toByteArray();
    }

    /** The footer's chunk index (kind, offset, records, bits of first and last time) and the summary level's offset. */
    private static List<long[]> index(byte[] file) throws Exception {
        ByteBuffer t = ByteBuffer.wrap(file, file.length - TraceWriter.TRAILER_BYTES, TraceWriter.TRAILER_BYTES);
        long footer = t.getLong();
        int packed = t.getInt();
        int raw = t.getInt();
        Inflater inf = new Inflater();
        inf.setInput(file, (int) footer, packed);
        byte[] f = new byte[raw];
        assertEquals(raw, inf.inflate(f));
        inf.end();
        Bytes b = new Bytes(f, raw);
        b.getDouble();
        for (int kind = 0; kind < 2; kind++) { // hosts, states
            for (long n = b.getVar(); n > 0; n--) {
                b.getString();
            }
        }
        for (long n = b.getVar(); n > 0; n--) {
            b.getString();
            b.getVar();
        }
        b.getVar();
        b.getVar();
        b.getVar();
        List<long[]> index = new ArrayList<>();
        for (long n = b.getVar(); n > 0; n--) {
            index.add(new long[] { b.get(), b.getVar(), b.getVar(), b.getLong(), b.getLong() });
        }
        index.add(new long[] { -1, b.getVar() }); // the summary level follows the last chunk
        return index;
    }

    private static void check(long seed, int count, int chunk) throws Exception {
        List<Rec> recs = records(seed, count);
        List<long[]> refIndex = new ArrayList<>();
        byte[] ref = reference(recs, chunk, refIndex);
        byte[] file = written(recs, chunk);
        assertTrue(file.length > ref.length, "the file is longer than its chunks");
        assertArrayEquals(ref, java.util.Arrays.copyOf(file, ref.length), "header and chunks, seed " + seed);
        List<long[]> index = index(file);
        refIndex.add(new long[] { -1, ref.length });
        assertEquals(refIndex.size(), index.size(), "chunks in the footer's index");
        for (int i = 0; i < index.size(); i++) {
            assertArrayEquals(refIndex.get(i), index.get(i), "index entry " + i + ", seed " + seed);
        }
    }

    @Test
    void smallChunksAgreeWithThePlainEncoder() throws Exception {
        for (long seed = 1; seed <= 20; seed++) {
            check(seed, 3000, 1 + (int) (seed * 37 % 200));
        }
    }

    @Test
    void fullChunksAgreeWithThePlainEncoder() throws Exception {
        check(99, 60_000, TraceWriter.DEFAULT_CHUNK_RECORDS);
    }

    @Test
    void everyCornerAgrees() throws Exception {
        // all corners, every record: 10-byte varints in every column
        List<Rec> recs = new ArrayList<>();
        for (int i = 0; i < ODD.length; i++) {
            for (int j = 0; j < ODD.length; j++) {
                recs.add(new Rec(1, (i + j) % TASKS, j % STATES, 0, 0, 0, ODD[i], ODD[j], 0, 0));
                recs.add(new Rec(2, -1 - i, j == 0 ? TASKS - 1 : Integer.MIN_VALUE + j, Integer.MIN_VALUE + i, Integer.MIN_VALUE + j, Long.MIN_VALUE + i,
                        ODD[i], ODD[j], ODD[(i + j) % ODD.length], ODD[(i * j) % ODD.length]));
                recs.add(new Rec(3, Integer.MIN_VALUE + i, 0, 0, 0, 0, ODD[i], ODD[j], 0, 0));
            }
        }
        List<long[]> refIndex = new ArrayList<>();
        byte[] ref = reference(recs, 50, refIndex);
        byte[] file = written(recs, 50);
        assertArrayEquals(ref, java.util.Arrays.copyOf(file, ref.length));
        assertEquals(refIndex.size() + 1, index(file).size());
    }

    @Test
    void varintsOfEveryLength() {
        // the fast varint writer against the plain loop, for every bit length (one to ten bytes) and random values,
        // written one after the other as a column is (what it may write past a varint the next one overwrites)
        Random r = new Random(7);
        List<Long> values = new ArrayList<>();
        for (int bits = 0; bits <= 64; bits++) {
            long top = bits == 0 ? 0 : 1L << (bits - 1);
            values.add(top);
            values.add(bits == 0 ? 0 : top | (r.nextLong() & (top - 1)));
            values.add(bits == 64 ? -1L : (top << 1) - 1);
        }
        for (int i = 0; i < 10_000; i++) {
            values.add(r.nextLong() >>> r.nextInt(64));
        }
        ByteArrayOutputStream want = new ByteArrayOutputStream();
        byte[] a = new byte[values.size() * 10 + 10];
        int p = 0;
        for (long v : values) {
            varint(want, v);
            p = Bytes.var(a, p, v);
            zigzag(want, v);
            p = Bytes.zig(a, p, v);
        }
        assertArrayEquals(want.toByteArray(), java.util.Arrays.copyOf(a, p));
    }

    @Test
    void theReferenceItselfFollowsTheFormat() {
        // hand-made: task 2 of 5 states, state 3: (2 * 5 + 3) * 2 = 26, not continued; end 1.0 after 0.5
        List<Rec> one = List.of(new Rec(1, 2, 3, 0, 0, 0, 0.5, 1.0, 0, 0), new Rec(1, 2, 1, 0, 0, 0, 1.0, 2.0, 0, 0));
        byte[] b = body(1, one);
        ByteArrayOutputStream want = new ByteArrayOutputStream();
        want.write(2); // column 1: two one-byte varints
        long e1 = bits(1.0);
        long e2 = bits(2.0);
        ByteArrayOutputStream c2 = new ByteArrayOutputStream();
        zigzag(c2, e1);
        zigzag(c2, e2 - e1);
        want.write(c2.size());
        want.write(26);
        want.write((2 * 5 + 1) * 2 + 1); // continued: starts where the task's previous interval ended
        want.writeBytes(c2.toByteArray());
        zigzag(want, e1 - bits(0.5)); // column 3 only for the first
        assertArrayEquals(want.toByteArray(), b);
        // 1.0's bits are 0x3FF0000000000000: zigzag doubles them, 63 bits take 9 bytes; 2.0's less 1.0's are 2^52,
        // doubled 2^53: 54 bits, 8 bytes
        assertEquals(17, c2.size());
        ByteArrayOutputStream v = new ByteArrayOutputStream();
        varint(v, 300); // LEB128: 0xAC 0x02
        zigzag(v, -1); // 1
        zigzag(v, Long.MIN_VALUE); // all ones: ten bytes, the last 0x01
        assertArrayEquals(new byte[] { (byte) 0xAC, 0x02, 0x01, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0x01 }, v.toByteArray());
    }
}
