package lbsim.trace.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.NoSuchElementException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceStates;
import lbsim.trace.TraceFormatException;
import lbsim.trace.store.CallSite;
import lbsim.trace.file.TraceFileStore;
import lbsim.trace.store.TraceStore;
import lbsim.trace.file.TraceWriter;

/**
 * Call sites in the version-2 trace file: a table and per-chunk site blocks round-trip through
 * {@link TraceWriter} and {@link TraceFileStore}; a file without them reads and answers "none"; and a writer that
 * was not asked to record sites writes the same bytes whether it is given sites or not.
 */
class CallSiteTraceTest {

    @TempDir
    Path dir;

    private static final List<String> HOSTS = List.of("h0");
    private static final List<String> TASKS = List.of("t0", "t1");

    /**
     * Two tasks; chunks of 2 records, so the 5 intervals and 3 messages fill several chunks of each kind.
     * t0: compute [0,1] site 0, send [1,1.5] site 1, blocked [1.5,3] site 2, receive [3,3.25] site 2;
     * t1: compute [0,2] (no site). Messages: 0 t0->t1 send site 1 receive -1 (never received),
     * 1 t1->t0 send -1 receive 2, 2 t0->t1 send 1 receive 0.
     */
    private Path write(String name, boolean record, boolean giveSites) throws Exception {
        Path f = dir.resolve(name);
        TraceWriter w = new TraceWriter(f, TraceStates.STATES.size(), 2, 64, true);
        if (record) {
            w.recordCallSites();
        }
        if (giveSites) {
            w.site(0, "p.Main", "run", "Main.java", 10);
            w.site(1, "p.Main$Inner", "lambda$send$0", "Main.java", 22);
            w.site(2, "p.Other", "await", null, -1);
            w.state(0, 0, 0, 1, 0);
            w.state(0, 1, 1, 1.5, 1);
            w.state(1, 0, 0, 2, -1);
            w.state(0, 3, 1.5, 3, 2);
            w.state(0, 2, 3, 3.25, 2);
            w.message(1, 1, 0, 5, 10, 2, 2.1, 2.9, 3.25, -1, 2);
            w.message(0, 0, 1, 4, 100, 1, 1.5, 2.5, Double.NaN, 1, -1);
            w.message(2, 0, 1, 4, 100, 3.25, 3.3, 3.4, 3.5, 1, 0);
        } else {
            w.state(0, 0, 0, 1);
            w.state(0, 1, 1, 1.5);
            w.state(1, 0, 0, 2);
            w.state(0, 3, 1.5, 3);
            w.state(0, 2, 3, 3.25);
            w.message(1, 1, 0, 5, 10, 2, 2.1, 2.9, 3.25);
            w.message(0, 0, 1, 4, 100, 1, 1.5, 2.5, Double.NaN);
            w.message(2, 0, 1, 4, 100, 3.25, 3.3, 3.4, 3.5);
        }
        w.finish(3.5, HOSTS, TASKS, new int[] { 0, 0 }, TraceStates.STATES, "s", 1L);
        return f;
    }

    @Test
    void sitesRoundTrip() throws Exception {
        try (TraceFileStore t = TraceFileStore.open(write("sites.lbt", true, true))) {
            assertTrue(t.hasCallSites());
            assertEquals(3, t.callSiteCount());
            assertEquals(new CallSite("p.Main", "run", "Main.java", 10), t.callSite(0));
            assertEquals(new CallSite("p.Main$Inner", "lambda$send$0", "Main.java", 22), t.callSite(1));
            assertEquals(new CallSite("p.Other", "await", "", -1), t.callSite(2));
            assertEquals("p/Main.java", t.callSite(1).sourcePath());
            assertEquals("p/Other.java", t.callSite(2).sourcePath());
            assertEquals("p.Main", t.callSite(1).topLevelClassName());
            assertThrows(IndexOutOfBoundsException.class, () -> t.callSite(3));
            // intervals: inside each one, and at a shared boundary (1.5: the blocked interval that starts there)
            assertEquals(0, t.getIntervalSite(0, 0.5));
            assertEquals(1, t.getIntervalSite(0, 1.25));
            assertEquals(2, t.getIntervalSite(0, 1.5));
            assertEquals(2, t.getIntervalSite(0, 3.1));
            assertEquals(2, t.getIntervalSite(0, 3.25)); // the last interval's end
            assertEquals(TraceStore.NO_SITE, t.optIntervalSite(1, 1.0)); // recorded without a site
            assertThrows(NoSuchElementException.class, () -> t.getIntervalSite(1, 1.0));
            assertEquals(TraceStore.NO_SITE, t.optIntervalSite(1, 3.0)); // no interval then
            // messages by id (written in another order)
            assertEquals(1, t.getSendSite(0));
            assertEquals(TraceStore.NO_SITE, t.optReceiveSite(0));
            assertEquals(TraceStore.NO_SITE, t.optSendSite(1));
            assertEquals(2, t.getReceiveSite(1));
            assertEquals(1, t.getSendSite(2));
            assertEquals(0, t.getReceiveSite(2));
            assertEquals(TraceStore.NO_SITE, t.optSendSite(3)); // no such message
            // the rest of the file reads as ever
            assertEquals(5, t.intervalCount());
            assertEquals(3, t.messageCount());
            assertEquals(2, t.states(0, 1.2, 1.6).size());
        }
    }

    @Test
    void aFileWithoutSitesAnswersNone() throws Exception {
        try (TraceFileStore t = TraceFileStore.open(write("plain.lbt", false, false))) {
            assertFalse(t.hasCallSites());
            assertEquals(0, t.callSiteCount());
            assertEquals(TraceStore.NO_SITE, t.optIntervalSite(0, 0.5));
            assertEquals(TraceStore.NO_SITE, t.optSendSite(0));
            assertEquals(TraceStore.NO_SITE, t.optReceiveSite(2));
            NoSuchElementException e = assertThrows(NoSuchElementException.class, () -> t.getIntervalSite(0, 0.5));
            assertTrue(e.getMessage().contains("did not record call sites"), e.getMessage());
            assertThrows(IndexOutOfBoundsException.class, () -> t.callSite(0));
        }
    }

    @Test
    void withoutRecordingTheFileIsTheSameBytesWithOrWithoutSites() throws Exception {
        byte[] plain = Files.readAllBytes(write("plain.lbt", false, false));
        byte[] given = Files.readAllBytes(write("given.lbt", false, true));
        assertArrayEquals(plain, given);
        byte[] recorded = Files.readAllBytes(write("recorded.lbt", true, true));
        assertTrue(recorded.length > plain.length);
        assertArrayEquals(recorded, Files.readAllBytes(write("again.lbt", true, true)));
    }

    @Test
    void aDamagedSiteBlockIsNamed() throws Exception {
        Path f = write("sites.lbt", true, true);
        Path plainFile = write("plain.lbt", false, false);
        // the site block of the first chunk follows it: the first byte where the files differ is in it
        byte[] with = Files.readAllBytes(f);
        byte[] without = Files.readAllBytes(plainFile);
        int at = 0;
        while (with[at] == without[at]) {
            at++;
        }
        with[at + 1] ^= 0x55;
        Files.write(f, with);
        try (TraceFileStore t = TraceFileStore.open(f)) {
            TraceFormatException e = assertThrows(TraceFormatException.class, () -> t.optIntervalSite(0, 0.5));
            assertTrue(e.getMessage().contains("call-site block at offset " + at), e.getMessage());
        }
    }
}
