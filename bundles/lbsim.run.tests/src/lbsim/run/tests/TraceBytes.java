package lbsim.run.tests;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * A version-2 trace file taken apart into its blocks (docs/dev/trace-format.md) and put back together with
 * fresh lengths, offsets and checksums, so a test can make a file whose checksums all hold but whose content
 * lies. Written for the tests from the layout in docs/dev/trace-format.md, independently of the reader.
 */
final class TraceBytes {

    /** One chunk: its header fields and its inflated body. */
    static final class Chunk {
        int kind;
        int records;
        double min;
        double max;
        byte[] body;
    }

    byte[] header;
    final List<Chunk> chunks = new ArrayList<>();
    byte[] level;
    // the footer
    double end;
    List<String> hosts = new ArrayList<>();
    List<String> states = new ArrayList<>();
    List<String> tasks = new ArrayList<>();
    List<Long> taskHost = new ArrayList<>();
    long intervals;
    long messages;
    long loadSteps;
    /** Per chunk in the index: kind, records, min, max (the offsets are recomputed). */
    final List<Object[]> index = new ArrayList<>();
    /** Bytes appended to the footer after the run properties. */
    byte[] footerExtra = new byte[0];
    List<String[]> properties = new ArrayList<>();

    static TraceBytes read(Path file) throws Exception {
        byte[] all = Files.readAllBytes(file);
        ByteBuffer b = ByteBuffer.wrap(all);
        TraceBytes t = new TraceBytes();
        t.header = java.util.Arrays.copyOf(all, 20);
        int trailer = all.length - 28;
        long footerAt = b.getLong(trailer);
        int packed = b.getInt(trailer + 8);
        int raw = b.getInt(trailer + 12);
        In f = new In(inflate(all, (int) footerAt, packed, raw));
        t.end = f.dbl();
        long n = f.var();
        for (int i = 0; i < n; i++) {
            t.hosts.add(f.str());
        }
        n = f.var();
        for (int i = 0; i < n; i++) {
            t.states.add(f.str());
        }
        n = f.var();
        for (int i = 0; i < n; i++) {
            t.tasks.add(f.str());
            t.taskHost.add(f.var());
        }
        t.intervals = f.var();
        t.messages = f.var();
        t.loadSteps = f.var();
        long chunks = f.var();
        List<Long> offsets = new ArrayList<>();
        for (int c = 0; c < chunks; c++) {
            int kind = f.b[f.p++];
            offsets.add(f.var());
            long records = f.var();
            t.index.add(new Object[] { kind, records, f.dbl(), f.dbl() });
        }
        long levelAt = f.var();
        long levelPacked = f.var();
        f.var();
        f.p += 4;
        long props = f.p < f.b.length ? f.var() : 0;
        for (int i = 0; i < props; i++) {
            t.properties.add(new String[] { f.str(), f.str() });
        }
        t.level = java.util.Arrays.copyOfRange(all, (int) levelAt, (int) (levelAt + levelPacked));
        for (long at : offsets) {
            ByteBuffer h = ByteBuffer.wrap(all, (int) at, 33);
            Chunk c = new Chunk();
            c.kind = h.get();
            c.records = h.getInt();
            c.min = h.getDouble();
            c.max = h.getDouble();
            int rawLength = h.getInt();
            int packedLength = h.getInt();
            c.body = inflate(all, (int) at + 33, packedLength, rawLength);
            t.chunks.add(c);
        }
        return t;
    }

    void write(Path file) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(header);
        List<Long> offsets = new ArrayList<>();
        for (Chunk c : chunks) {
            offsets.add((long) out.size());
            byte[] z = deflate(c.body);
            ByteBuffer h = ByteBuffer.allocate(33);
            h.put((byte) c.kind).putInt(c.records).putDouble(c.min).putDouble(c.max).putInt(c.body.length).putInt(z.length)
                    .putInt(crc(z));
            out.write(h.array());
            out.write(z);
        }
        long levelAt = out.size();
        out.write(level);
        Out f = new Out();
        f.dbl(end);
        f.var(hosts.size());
        hosts.forEach(f::str);
        f.var(states.size());
        states.forEach(f::str);
        f.var(tasks.size());
        for (int i = 0; i < tasks.size(); i++) {
            f.str(tasks.get(i));
            f.var(taskHost.get(i));
        }
        f.var(intervals);
        f.var(messages);
        f.var(loadSteps);
        f.var(index.size());
        for (int c = 0; c < index.size(); c++) {
            Object[] e = index.get(c);
            f.o.write((int) e[0]);
            f.var(c < offsets.size() ? offsets.get(c) : 20);
            f.var((Long) e[1]);
            f.dbl((Double) e[2]);
            f.dbl((Double) e[3]);
        }
        f.var(levelAt);
        f.var(level.length);
        f.var(level.length);
        f.o.write(ByteBuffer.allocate(4).putInt(crc(level)).array());
        f.var(properties.size());
        for (String[] p : properties) {
            f.str(p[0]);
            f.str(p[1]);
        }
        f.o.write(footerExtra);
        byte[] footer = f.o.toByteArray();
        byte[] z = deflate(footer);
        long footerAt = out.size();
        out.write(z);
        ByteBuffer tr = ByteBuffer.allocate(28);
        tr.putLong(footerAt).putInt(z.length).putInt(footer.length).putInt(crc(z)).put("LBSIMEND".getBytes(StandardCharsets.US_ASCII));
        out.write(tr.array());
        Files.write(file, out.toByteArray());
    }

    /** Sets chunk c's time bounds in its header and in the index alike. */
    void bounds(int c, double min, double max) {
        chunks.get(c).min = min;
        chunks.get(c).max = max;
        index.get(c)[2] = min;
        index.get(c)[3] = max;
    }

    /** Appends bytes to chunk c's body, after its three columns. */
    void appendToChunk(int c, byte... extra) {
        Chunk k = chunks.get(c);
        byte[] b = java.util.Arrays.copyOf(k.body, k.body.length + extra.length);
        System.arraycopy(extra, 0, b, k.body.length, extra.length);
        k.body = b;
    }

    private static int crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return (int) c.getValue();
    }

    private static byte[] inflate(byte[] all, int at, int packed, int raw) throws Exception {
        Inflater inf = new Inflater();
        inf.setInput(all, at, packed);
        byte[] out = new byte[raw];
        int n = 0;
        while (n < raw) {
            n += inf.inflate(out, n, raw - n);
        }
        inf.end();
        return out;
    }

    private static byte[] deflate(byte[] b) {
        Deflater d = new Deflater();
        d.setInput(b);
        d.finish();
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        byte[] buf = new byte[4096];
        while (!d.finished()) {
            o.write(buf, 0, d.deflate(buf));
        }
        d.end();
        return o.toByteArray();
    }

    private static final class In {
        final byte[] b;
        int p;

        In(byte[] b) {
            this.b = b;
        }

        long var() {
            long v = 0;
            for (int s = 0;; s += 7) {
                int x = b[p++];
                v |= (long) (x & 0x7F) << s;
                if ((x & 0x80) == 0) {
                    return v;
                }
            }
        }

        double dbl() {
            double d = ByteBuffer.wrap(b, p, 8).getDouble();
            p += 8;
            return d;
        }

        String str() {
            int n = (int) var();
            String s = new String(b, p, n, StandardCharsets.UTF_8);
            p += n;
            return s;
        }
    }

    private static final class Out {
        final ByteArrayOutputStream o = new ByteArrayOutputStream();

        void var(long v) {
            while ((v & ~0x7FL) != 0) {
                o.write((int) ((v & 0x7F) | 0x80));
                v >>>= 7;
            }
            o.write((int) v);
        }

        void dbl(double d) {
            o.writeBytes(ByteBuffer.allocate(8).putDouble(d).array());
        }

        void str(String s) {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            var(b.length);
            o.writeBytes(b);
        }
    }
}
