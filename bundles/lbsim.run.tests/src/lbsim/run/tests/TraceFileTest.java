package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.CRC32;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceStates;
import lbsim.model.Scenario;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.result.ResultWriter;
import lbsim.trace.TraceFile;
import lbsim.trace.TraceFormatException;

/** trace.lbt: exact round trip, the documented byte layout, and clear errors for damaged files. */
class TraceFileTest {

    @TempDir
    Path dir;

    /** A trace with every kind of content: unicode and repeated names, NaN stages, load steps. */
    private static TraceColumns sample() {
        TraceColumns.Builder b = new TraceColumns.Builder(12.5);
        int h0 = b.host("wörkstation \"1\"");
        int h1 = b.host("smp");
        b.host("idle-host");
        int t0 = b.task("master", h0);
        int t1 = b.task("smp", h1); // same name as a host: stored once in the string table
        b.state(t0, TraceStates.SPAWN, 0, 0.1).state(t0, TraceStates.BLOCKED, 0.1, 3);
        b.state(t1, TraceStates.COMPUTE, 0.2, 0.2).state(t1, TraceStates.SEND, 0.2, 0.2 + 1e-7);
        b.message(t1, t0, -1, 1L << 40, 0.2, 0.2000001, 2.5, 3);
        b.message(t0, t1, 3, 0, 2.9, Double.NaN, Double.NaN, Double.NaN);
        b.load(h1, new double[] { 0, 1.5, 7 }, new double[] { 4, 3, 0 });
        return b.build();
    }

    @Test
    void roundTripIsExact() throws IOException {
        TraceColumns t = sample();
        Path f = dir.resolve("trace.lbt");
        TraceColumns.writeVersion1(t, f);
        TraceColumns back = TraceColumns.of(TraceFile.readImage(f));
        assertEquals(t, back);
        assertTrue(Double.isNaN(back.messageReceived(1)));
        assertEquals(1L << 40, back.messageBytes(0));
        assertEquals("wörkstation \"1\"", back.hostName(0));
        assertEquals(List.of(), Files.list(dir).filter(p -> !p.equals(f)).toList(), "no temporary file left");
    }

    @Test
    void headerFollowsTheDocumentedLayout() throws IOException {
        TraceColumns t = SmallTraces.oneMessage();
        ByteArrayOutputStream os = new ByteArrayOutputStream();
        TraceColumns.writeVersion1(t, os);
        byte[] b = os.toByteArray();
        ByteBuffer bb = ByteBuffer.wrap(b); // big-endian, as documented
        byte[] magic = new byte[8];
        bb.get(magic);
        assertArrayEquals("LBSIMTRC".getBytes(java.nio.charset.StandardCharsets.US_ASCII), magic);
        assertEquals(1, bb.getInt());
        long length = bb.getLong();
        // content by hand: end 8; strings h0 h1 a b compute send receive blocked spawn: 4 + 9 * 4 + 2+2+1+1+7+4+7+7+5;
        // hosts 4 + 2*4; states 4 + 5*4; tasks 4 + 2*8; 5 intervals 4 + 5*21; 1 message 4 + 52;
        // load: host 0: 4, host 1: 4 + 2*16; run properties: none (count 4)
        long strings = 4 + 9 * 4 + (2 + 2 + 1 + 1 + 7 + 4 + 7 + 7 + 5);
        long expected = 8 + strings + (4 + 8) + (4 + 20) + (4 + 16) + (4 + 5 * 21) + (4 + 52) + 4 + (4 + 32) + 4;
        assertEquals(expected, length);
        assertEquals(8 + 4 + 8 + length + 4, b.length);
        assertEquals(1.0, bb.getDouble()); // the end time opens the content
        CRC32 crc = new CRC32();
        crc.update(b, 20, (int) length);
        assertEquals((int) crc.getValue(), ByteBuffer.wrap(b, b.length - 4, 4).getInt());
    }

    /** The scenario's name and seed travel in the run properties at the end of the content. */
    @Test
    void theScenarioNameAndSeedAreKept() throws IOException {
        TraceColumns.Builder b = new TraceColumns.Builder(1.0).run("ring über ethernet", -42L);
        b.host("h");
        TraceColumns t = b.build();
        ByteArrayOutputStream os = new ByteArrayOutputStream();
        TraceColumns.writeVersion1(t, os);
        byte[] bytes = os.toByteArray();
        // the tail, by hand: count 2; "scenario" (8 bytes) "ring über ethernet" (19 UTF-8 bytes); "seed" "-42"
        ByteBuffer tail = ByteBuffer.wrap(bytes, bytes.length - 4 - (4 + 4 + 8 + 4 + 19 + 4 + 4 + 4 + 3), 4 + 4 + 8 + 4 + 19 + 4 + 4
                + 4 + 3);
        assertEquals(2, tail.getInt());
        assertEquals(8, tail.getInt());
        tail.position(tail.position() + 8);
        assertEquals(19, tail.getInt());
        Path f = dir.resolve("trace.lbt");
        Files.write(f, bytes);
        TraceColumns back = TraceColumns.of(TraceFile.readImage(f));
        assertEquals("ring über ethernet", back.scenarioName());
        assertEquals(-42L, back.seed());
        assertEquals(t, back);
        assertEquals("lbsim: ring über ethernet (seed -42)", back.title("folder"));
    }

    /**
     * A file of the first version-1 writer ends its content with the host load: it still reads, with an
     * unknown scenario and seed, and the title falls back. Built from today's file by cutting the run
     * properties and fixing the length and checksum.
     */
    @Test
    void aFileWithoutRunPropertiesStillReads() throws IOException {
        TraceColumns t = sample();
        ByteArrayOutputStream os = new ByteArrayOutputStream();
        TraceColumns.writeVersion1(t, os);
        byte[] now = os.toByteArray();
        int length = (int) ByteBuffer.wrap(now, 12, 8).getLong() - 4; // without the properties count (0)
        byte[] old = new byte[20 + length + 4];
        System.arraycopy(now, 0, old, 0, 20 + length);
        ByteBuffer.wrap(old, 12, 8).putLong(length);
        CRC32 crc = new CRC32();
        crc.update(old, 20, length);
        ByteBuffer.wrap(old, 20 + length, 4).putInt((int) crc.getValue());
        Path f = dir.resolve("old.lbt");
        Files.write(f, old);
        TraceColumns back = TraceColumns.of(TraceFile.readImage(f));
        assertEquals(t, back);
        assertEquals("", back.scenarioName());
        assertEquals(null, back.seed());
        assertEquals("lbsim: results-7", back.title("results-7"));
    }

    @Test
    void aDamagedByteIsACheckSumError() throws IOException {
        Path f = dir.resolve("trace.lbt");
        TraceColumns.writeVersion1(sample(), f);
        byte[] b = Files.readAllBytes(f);
        b[40] ^= 0x10; // inside the content
        Files.write(f, b);
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceColumns.of(TraceFile.readImage(f)));
        assertEquals(f + ": checksum mismatch, the file is damaged", e.getMessage());
    }

    @Test
    void wrongMagicVersionOrLengthAreNamed() throws IOException {
        Path f = dir.resolve("trace.lbt");
        TraceColumns.writeVersion1(sample(), f);
        byte[] good = Files.readAllBytes(f);

        byte[] b = good.clone();
        b[0] = 'X';
        Files.write(f, b);
        assertEquals(f + ": not an lbsim trace file (wrong magic number; expected \"LBSIMTRC\")",
                assertThrows(TraceFormatException.class, () -> TraceColumns.of(TraceFile.readImage(f))).getMessage());

        b = good.clone();
        b[11] = 2; // version 2
        Files.write(f, b);
        assertEquals(f + ": trace format version 2, but this lbsim reads version 1",
                assertThrows(TraceFormatException.class, () -> TraceColumns.of(TraceFile.readImage(f))).getMessage());

        Files.write(f, java.util.Arrays.copyOf(good, good.length - 10));
        assertTrue(assertThrows(TraceFormatException.class, () -> TraceColumns.of(TraceFile.readImage(f))).getMessage()
                .endsWith("the file is truncated or damaged"));

        Files.write(f, new byte[] { 1, 2, 3 });
        assertTrue(assertThrows(TraceFormatException.class, () -> TraceColumns.of(TraceFile.readImage(f))).getMessage().contains("too short"));
    }

    @Test
    void aFolderWithoutTraceIsNamed() {
        NoSuchFileException e = assertThrows(NoSuchFileException.class, () -> TraceFile.readFolder(dir));
        assertTrue(e.getMessage().startsWith(dir + ": no trace.lbt in this folder"), e.getMessage());
    }

    @Test
    void everyResultFolderHasATraceThatReadsBackAsTheRunsTrace() throws Exception {
        Scenario s = Examples.load("ion-implantation.lbsim");
        RunOutcome r = ScenarioRunner.run(s, "ion-implantation.lbsim", List.of(), null, null);
        Path out = dir.resolve("ion");
        ResultWriter.write(r, out, "test");
        TraceColumns back = TraceColumns.read(out.resolve(TraceFile.NAME));
        assertEquals(TraceColumns.of(r), back);
        // the folder's trace file is the in-memory trace's bytes
        org.junit.jupiter.api.Assertions.assertArrayEquals(r.trace().toByteArray(), Files.readAllBytes(out.resolve(TraceFile.NAME)));
        // 1 master + 10 slaves, every message of messages.csv
        assertEquals(11, back.taskCount());
        long rows = Files.readAllLines(out.resolve("messages.csv")).size() - 1;
        assertEquals(rows, back.messageCount());
        assertEquals(r.scenarioName(), back.scenarioName());
        assertEquals(r.seed(), back.seed());
        // tasks.csv lists the master and the slaves (it had only its header for master-slave runs)
        List<String> tasks = Files.readAllLines(out.resolve("tasks.csv"));
        assertEquals(12, tasks.size(), String.join("\n", tasks));
        for (int t = 0; t < 11; t++) {
            assertTrue(tasks.get(t + 1).startsWith(back.taskName(t) + "," + back.hostName(back.taskHost(t)) + ",0,"), tasks.get(t + 1));
        }
        assertEquals(11, new java.util.HashSet<>(tasks).size() - 1, "one row per task");
    }

    @Test
    void observedTasksComputeFromTheirStartToTheirEnd() throws Exception {
        Scenario s = Examples.load("wus-nice-share.lbsim");
        TraceColumns t = TraceColumns.of(ScenarioRunner.run(s, null, List.of(), null, null));
        assertEquals(15, t.taskCount());
        assertEquals(15, t.stateCount()); // one compute interval each: the share never drops to 0 before the end
        assertEquals(0, t.messageCount());
        for (int i = 0; i < 15; i++) {
            int task = t.stateTask(i);
            String name = t.taskName(task);
            int k = name.charAt(5) - '0';
            double p = 20 - Integer.parseInt(name.substring(name.lastIndexOf('n') + 1));
            assertEquals(TraceStates.COMPUTE, t.state(i));
            assertEquals(0.0, t.stateStart(i));
            assertEquals(10.0 * (p + 20 * k) / p, t.stateEnd(i), 1e-9, name); // Table 5.1: 10 s of work at p/(p+20k)
            // k permanent competitors on the task's host from time 0
            int h = t.taskHost(task);
            assertEquals(name.substring(4), t.hostName(h));
            assertEquals(k, t.loadValue(h, t.loadSteps(h) - 1));
        }
    }
}
