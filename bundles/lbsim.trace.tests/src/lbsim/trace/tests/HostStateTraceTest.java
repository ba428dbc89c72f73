package lbsim.trace.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceStates;
import lbsim.trace.TraceFormatException;
import lbsim.trace.file.TraceFileStore;
import lbsim.trace.file.TraceWriter;
import lbsim.trace.store.HostStates;
import lbsim.trace.store.TraceStore;

/**
 * Host states in the version-2 trace file (the footer section {@code hostStates}): records round-trip through
 * {@link TraceWriter#hostState} and the store's range query, a file without them reads as "always on, speed 1,
 * pstate 0", and crafted sections (counts the writer cannot have written, a damaged block, a host that does not
 * exist) are refused with the rule they break, before anything is sized by them.
 */
class HostStateTraceTest {

    @TempDir
    Path dir;

    private static final List<String> HOSTS = List.of("h0", "h1");
    private static final List<String> TASKS = List.of("t0");

    /**
     * A hand timeline, chunks (and host-state blocks) of 2 records, so the 5 host states fill 3 blocks:
     * h1 at 50 % from 10 s; h0 off from 20 s to 30 s; h1 back to 100 % at 25 s; h0 in pstate 2 from 40 s.
     */
    private Path write(String name, boolean hostStates) throws Exception {
        Path f = dir.resolve(name);
        TraceWriter w = new TraceWriter(f, TraceStates.STATES.size(), 2, 64, true);
        w.state(0, 0, 0, 50);
        if (hostStates) {
            w.hostState(1, 10, true, 0.5, 0);
            w.hostState(0, 20, false, 1, 0);
            w.hostState(1, 25, true, 1, 0);
            w.hostState(0, 30, true, 1, 0);
            w.hostState(0, 40, true, 1, 2);
        }
        w.finish(50, HOSTS, TASKS, new int[] { 0 }, TraceStates.STATES, "s", 1L);
        return f;
    }

    @Test
    void hostStatesRoundTrip() throws Exception {
        try (TraceFileStore t = TraceFileStore.open(write("states.lbt", true))) {
            t.validate();
            assertTrue(t.hasHostStates());
            assertEquals(5, t.hostStateCount());
            // h0 over [0, 50]: nothing in force at 0, then off at 20, on at 30, pstate 2 at 40
            HostStates h0 = t.hostStates(0, 0, 50);
            assertEquals(3, h0.size());
            assertEquals(20.0, h0.time(0));
            assertFalse(h0.on(0));
            assertEquals(30.0, h0.time(1));
            assertTrue(h0.on(1));
            assertEquals(40.0, h0.time(2));
            assertEquals(2, h0.pstate(2));
            assertEquals(1.0, h0.speedFactor(2));
            // h0 over [22, 35]: the record in force at 22 (off since 20), then on at 30
            HostStates mid = t.hostStates(0, 22, 35);
            assertEquals(2, mid.size());
            assertEquals(20.0, mid.time(0));
            assertFalse(mid.on(0));
            assertEquals(30.0, mid.time(1));
            assertTrue(mid.on(1));
            // h1 over [10, 10]: the 50 % that starts at 10 s is in force at 10
            HostStates h1 = t.hostStates(1, 10, 10);
            assertEquals(1, h1.size());
            assertEquals(0.5, h1.speedFactor(0));
            assertEquals(10.0, h1.time(0));
            // before any record: none
            assertSame(HostStates.NONE, t.hostStates(1, 0, 9.99));
            assertThrows(IndexOutOfBoundsException.class, () -> t.hostStates(2, 0, 1));
            assertThrows(IllegalArgumentException.class, () -> t.hostStates(0, 2, 1));
            assertThrows(IndexOutOfBoundsException.class, () -> h1.time(1));
            // every record, in time order
            List<String> all = new ArrayList<>();
            t.forEachHostState((h, time, on, speed, p) -> all.add(h + "@" + time + ":" + on + "," + speed + "," + p));
            assertEquals(List.of("1@10.0:true,0.5,0", "0@20.0:false,1.0,0", "1@25.0:true,1.0,0", "0@30.0:true,1.0,0",
                    "0@40.0:true,1.0,2"), all);
            // the rest of the file reads as ever
            assertEquals(1, t.intervalCount());
        }
    }

    @Test
    void aFileWithoutHostStatesHasNoSectionAndAnswersNone() throws Exception {
        Path plain = write("plain.lbt", false);
        Path with = write("with.lbt", true);
        try (TraceFileStore t = TraceFileStore.open(plain)) {
            assertFalse(t.hasHostStates());
            assertEquals(0, t.hostStateCount());
            assertSame(HostStates.NONE, t.hostStates(0, 0, 50));
            List<Object> none = new ArrayList<>();
            t.forEachHostState((h, time, on, speed, p) -> none.add(h));
            assertTrue(none.isEmpty());
        }
        // the section is the only difference: the two files agree up to the footer
        byte[] a = Files.readAllBytes(plain);
        byte[] b = Files.readAllBytes(with);
        long footer = ByteBuffer.wrap(a, a.length - 28, 8).getLong();
        assertEquals(footer, ByteBuffer.wrap(b, b.length - 28, 8).getLong());
        assertTrue(Arrays.equals(a, 0, (int) footer, b, 0, (int) footer));
        assertFalse(new String(footer(a), StandardCharsets.ISO_8859_1).contains("hostStates"));
        assertTrue(new String(footer(b), StandardCharsets.ISO_8859_1).contains("hostStates"));
    }

    @Test
    void theWriterRefusesTimesBackwardsAndBadValues() throws Exception {
        TraceWriter w = new TraceWriter(dir.resolve("w.lbt"), TraceStates.STATES.size());
        try {
            w.hostState(0, 5, true, 0.5, 0);
            assertThrows(IllegalArgumentException.class, () -> w.hostState(1, 4, true, 1, 0)); // before 5 s
            assertThrows(IllegalArgumentException.class, () -> w.hostState(0, 6, true, -0.5, 0));
            assertThrows(IllegalArgumentException.class, () -> w.hostState(0, 6, true, Double.NaN, 0));
            assertThrows(IllegalArgumentException.class, () -> w.hostState(0, 6, true, 1, -1));
            assertEquals(1, w.hostStates());
        } finally {
            w.close();
        }
    }

    // ---------------------------------------------------------------- crafted sections

    /** Offset, in the inflated footer, of the host-state section's body (after its name and length). */
    private static int sectionBody(byte[] footer) {
        byte[] name = ((char) 10 + "hostStates").getBytes(StandardCharsets.ISO_8859_1); // length 10, then the name
        for (int i = 0; i + name.length <= footer.length; i++) {
            if (Arrays.equals(footer, i, i + name.length, name, 0, name.length)) {
                int p = i + name.length;
                while ((footer[p] & 0x80) != 0) {
                    p++;
                }
                return p + 1;
            }
        }
        throw new AssertionError("no host-state section");
    }

    private static byte[] footer(byte[] file) throws Exception {
        ByteBuffer tr = ByteBuffer.wrap(file, file.length - 28, 28);
        long at = tr.getLong();
        int packed = tr.getInt();
        int raw = tr.getInt();
        Inflater inf = new Inflater();
        inf.setInput(file, (int) at, packed);
        byte[] out = new byte[raw];
        int n = 0;
        while (n < raw) {
            n += inf.inflate(out, n, raw - n);
        }
        inf.end();
        return out;
    }

    /** Rewrites the file's footer (inflated, changed by {@code change}, deflated, with a true CRC and trailer). */
    private Path craft(String name, UnaryOperator<byte[]> change) throws Exception {
        Path f = write(name, true);
        byte[] file = Files.readAllBytes(f);
        long at = ByteBuffer.wrap(file, file.length - 28, 8).getLong();
        byte[] footer = change.apply(footer(file));
        byte[] p = Zip.deflate(footer, Deflater.DEFAULT_COMPRESSION);
        CRC32 crc = new CRC32();
        crc.update(p);
        ByteBuffer out = ByteBuffer.allocate((int) at + p.length + 28);
        out.put(file, 0, (int) at).put(p).putLong(at).putInt(p.length).putInt(footer.length).putInt((int) crc.getValue())
                .put("LBSIMEND".getBytes(StandardCharsets.US_ASCII));
        Files.write(f, out.array());
        return f;
    }

    private static String refusal(Path f) {
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> {
            try (TraceStore t = TraceFileStore.open(f)) {
                t.validate();
            }
        });
        return e.getMessage();
    }

    private static void assertHas(String message, String... parts) {
        for (String p : parts) {
            assertTrue(message.contains(p), "'" + p + "' not in: " + message);
        }
    }

    @Test
    void theUncraftedFileIsAccepted() throws Exception {
        Path f = craft("same.lbt", b -> b);
        try (TraceFileStore t = TraceFileStore.open(f)) {
            t.validate();
            assertEquals(5, t.hostStateCount());
        }
    }

    /**
     * Changes the host-state section's body (the footer's last section) and writes its length anew: the name's
     * string, then the length varint, then the body to the footer's end.
     */
    private static UnaryOperator<byte[]> body(UnaryOperator<byte[]> change) {
        return footer -> {
            int bodyAt = sectionBody(footer);
            int lengthAt = bodyAt - 1;
            while (lengthAt > 0 && (footer[lengthAt - 1] & 0x80) != 0) {
                lengthAt--;
            }
            byte[] body = change.apply(Arrays.copyOfRange(footer, bodyAt, footer.length));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.write(footer, 0, lengthAt);
            long v = body.length;
            while ((v & ~0x7FL) != 0) {
                out.write((int) ((v & 0x7F) | 0x80));
                v >>>= 7;
            }
            out.write((int) v);
            out.write(body, 0, body.length);
            return out.toByteArray();
        };
    }

    /** {@code b} with byte {@code at} replaced by {@code with}. */
    private static byte[] splice(byte[] b, int at, byte... with) {
        byte[] c = new byte[b.length - 1 + with.length];
        System.arraycopy(b, 0, c, 0, at);
        System.arraycopy(with, 0, c, at, with.length);
        System.arraycopy(b, at + 1, c, at + with.length, b.length - at - 1);
        return c;
    }

    @Test
    void aBlockCountThatCannotFitIsRefusedBeforeAllocating() throws Exception {
        // the count varint is the body's first byte (3 blocks); 0xFF 0xFF 0xFF 0x7F claims 268,435,455 blocks
        Path f = craft("count.lbt", body(b -> splice(b, 0, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0x7F)));
        assertHas(refusal(f), "damaged footer at offset", "268435455 host-state blocks cannot fit in the");
    }

    @Test
    void aBlockDeclaringMoreRecordsThanTheWriterWritesIsRefused() throws Exception {
        // block 0's record count (2) is the byte after the block count; 16,385 as a varint is 0x81 0x80 0x01
        Path f = craft("records.lbt", body(b -> splice(b, 1, (byte) 0x81, (byte) 0x80, (byte) 0x01)));
        assertHas(refusal(f), "damaged footer at offset", "host-state block 0 declares 16385 records; lbsim writes 1 to 16384");
    }

    @Test
    void aBlockClaimingMoreRawBytesThanItsRecordsTakeIsRefused() throws Exception {
        // block 0: count (1 byte), two float64, compressed length (1 byte), raw length (1 byte: 2 records of at most
        // 29 bytes each, so at most 58); 0x7F claims 127
        Path f = craft("raw.lbt", body(b -> {
            b[1 + 1 + 16 + 1] = 0x7F;
            return b;
        }));
        assertHas(refusal(f), "damaged footer at offset", "host-state block 0 claims 127 bytes for 2 records");
    }

    @Test
    void aDamagedBlockIsNamed() throws Exception {
        Path f = craft("crc.lbt", b -> {
            b[b.length - 1] ^= 0x55; // the last compressed block's last byte
            return b;
        });
        try (TraceFileStore t = TraceFileStore.open(f)) {
            assertTrue(t.hasHostStates()); // the index is sound
            TraceFormatException e = assertThrows(TraceFormatException.class, t::validate);
            assertHas(e.getMessage(), "damaged host-state block 2 in the footer", "checksum mismatch");
            assertThrows(TraceFormatException.class, () -> t.hostStates(0, 0, 50));
            // blocks before the damaged one still answer a range they cover
            assertEquals(1, t.hostStates(1, 10, 10).size());
        }
    }

    @Test
    void aHostThatDoesNotExistIsRefused() throws Exception {
        Path f = dir.resolve("host.lbt");
        TraceWriter w = new TraceWriter(f, TraceStates.STATES.size());
        w.hostState(5, 1, false, 1, 0);
        w.finish(2, HOSTS, TASKS, new int[] { 0 }, TraceStates.STATES, "s", 1L);
        assertHas(refusal(f), "damaged host-state block 0 in the footer", "record 0: host 5 of 2");
    }
}
