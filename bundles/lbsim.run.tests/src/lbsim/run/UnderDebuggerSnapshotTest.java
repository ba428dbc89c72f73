package lbsim.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.engine.VirtualTimeProbe;
import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceWriter;
import lbsim.trace.store.TraceStore;
import lbsim.trace.store.TraceStores;

/**
 * The debuggee's side of the live diagram at a breakpoint: under the debugger ({@code -Dlbsim.underDebugger=true}) a
 * watched run's trace writer takes a live snapshot when the probe's request value changes (what the IDE writes over
 * JDI), from the poller thread, while the recording thread (here the test's) records nothing; without the debugger a
 * writer is not even watched.
 */
class UnderDebuggerSnapshotTest {

    @TempDir
    Path dir;

    @AfterEach
    void clear() {
        System.clearProperty(UnderDebugger.PROPERTY);
    }

    @Test
    void aRequestUnderTheDebuggerHasTheWatchedWriterSnapshotEveryRecordSoFar() throws Exception {
        System.setProperty(UnderDebugger.PROPERTY, "true");
        Path trace = dir.resolve("trace.lbt");
        Path live = dir.resolve("trace.lbt.live");
        TraceWriter w = new TraceWriter(trace, TraceStates.STATES.size(), 64, 64, true);
        // no periodic snapshot (a day apart): only the one the request asks for
        w.live(live, TraceStates.STATES, () -> new TraceWriter.LiveNames(2.5, List.of("h"), List.of("t0", "t1"),
                new int[] { 0, 0 }), 86_400_000L);
        UnderDebugger.watch(w);
        assertSame(w, UnderDebugger.watched());
        // 100 intervals: one full chunk in the file, 36 still buffered; then the recording thread (this one) stops
        for (int i = 0; i < 100; i++) {
            w.state(i % 2, i % TraceStates.STATES.size(), i * 0.01, i * 0.01 + 0.01);
        }
        VirtualTimeProbe.requestSnapshot();
        long until = System.nanoTime() + 120_000_000_000L; // generous: the machine is shared
        while (w.liveSnapshots() == 0 && System.nanoTime() < until) {
            Thread.sleep(10);
        }
        assertEquals(1, w.liveSnapshots(), "no snapshot after the request");
        try (TraceStore s = TraceStores.openLive(trace, live)) {
            assertEquals(100, s.intervalCount());
            assertEquals(2.5, s.endSeconds()); // the names' virtual time: later than every record
        }
        UnderDebugger.unwatch(w);
        assertNull(UnderDebugger.watched());
        w.finish(2.5, List.of("h"), List.of("t0", "t1"), new int[] { 0, 0 }, TraceStates.STATES);
    }

    @Test
    void withoutTheDebuggerNothingIsWatched() throws Exception {
        Path trace = dir.resolve("plain.lbt");
        TraceWriter w = new TraceWriter(trace, TraceStates.STATES.size(), 64, 64, true);
        w.live(dir.resolve("plain.lbt.live"), TraceStates.STATES, () -> new TraceWriter.LiveNames(0, List.of("h"),
                List.of("t0"), new int[] { 0 }), 86_400_000L);
        UnderDebugger.watch(w);
        assertNull(UnderDebugger.watched());
        w.state(0, 0, 0, 1);
        w.finish(1, List.of("h"), List.of("t0"), new int[] { 0 }, TraceStates.STATES);
    }
}
