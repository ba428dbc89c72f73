package lbsim.run.export;

import java.io.IOException;

import lbsim.run.layout.SpaceTimeLayout;
import lbsim.trace.RunTrace;
import lbsim.trace.store.Intervals;
import lbsim.trace.store.Messages;
import lbsim.trace.store.Steps;
import lbsim.trace.store.TraceStore;

/**
 * The space-time picture of a time range [t0, t1] of a trace, read through {@link TraceStore}'s range queries
 * only (so a long run's visible window is exported without reading the rest): the same layout
 * ({@link SpaceTimeLayout}) and drawing ({@link SpaceTimePicture}) as the whole run's picture.
 */
public final class RangePicture {

    private RangePicture() {
    }

    /**
     * The part of the trace that meets [t0, t1], as a {@link RunTrace} with the store's hosts, tasks and states
     * (same handles): the intervals and messages that meet the range, and each host's load steps from the one in
     * force at t0. Task handles whose host is out of range go to an extra host "(no host)".
     *
     * @throws IOException when the store cannot read a chunk of the range
     */
    public static RunTrace rangeTrace(TraceStore store, double t0, double t1) throws IOException {
        RunTrace.Builder b = new RunTrace.Builder(store.endSeconds());
        b.stateNames(store.stateNames());
        int hosts = store.hostCount();
        for (int h = 0; h < hosts; h++) {
            b.host(store.hostName(h));
        }
        int noHost = -1;
        for (int t = 0; t < store.taskCount(); t++) {
            int h = store.taskHost(t);
            if (h < 0 || h >= hosts) {
                if (noHost < 0) {
                    noHost = b.host("(no host)");
                }
                h = noHost;
            }
            b.task(store.taskName(t), h);
        }
        if (store.hasEvents()) {
            Intervals in = store.states(TraceStore.ANY, t0, t1);
            for (int i = 0; i < in.size(); i++) {
                b.state(in.task(i), in.state(i), in.start(i), in.end(i));
            }
            Messages m = store.messages(TraceStore.ANY, TraceStore.ANY, t0, t1);
            for (int i = 0; i < m.size(); i++) {
                b.message(m.source(i), m.destination(i), m.tag(i), m.bytes(i), m.sendStart(i), m.injected(i),
                        m.delivered(i), m.received(i));
            }
            for (int h = 0; h < hosts; h++) {
                Steps s = store.load(h, t0, t1);
                double[] times = new double[s.size()];
                double[] values = new double[s.size()];
                for (int i = 0; i < s.size(); i++) {
                    times[i] = s.time(i);
                    values[i] = s.value(i);
                }
                b.load(h, times, values);
            }
        }
        return b.build();
    }

    /**
     * The layout of [t0, t1] with the tasks {@code visibleTasks} marks (null: all) over {@code width} pixels, as
     * tall as {@link SpaceTimePicture#heightFor} makes the visible tasks' picture.
     */
    public static SpaceTimeLayout layout(TraceStore store, double t0, double t1, boolean[] visibleTasks, int width,
            String title) throws IOException {
        RunTrace trace = rangeTrace(store, t0, t1);
        RunTrace shown = trace;
        if (visibleTasks != null) {
            // heightFor counts tasks and hosts: give it only the visible ones
            RunTrace.Builder b = new RunTrace.Builder(trace.endSeconds());
            for (int h = 0; h < trace.hostCount(); h++) {
                b.host(trace.hostName(h));
            }
            for (int t = 0; t < trace.taskCount(); t++) {
                if (t < visibleTasks.length && visibleTasks[t]) {
                    b.task(trace.taskName(t), trace.taskHost(t));
                }
            }
            shown = b.build();
        }
        return SpaceTimeLayout.of(trace, width, SpaceTimePicture.heightFor(shown), title, t0, t1, visibleTasks);
    }

    /** Writes the layout of [t0, t1] as PNG or SVG (by {@code svg}) to {@code file} (temporary file, then rename). */
    public static void write(SpaceTimeLayout layout, java.nio.file.Path file, boolean svg) throws IOException {
        if (svg) {
            SpaceTimePicture.writeSvg(layout, file);
        } else {
            SpaceTimePicture.writePng(layout, file);
        }
    }

}
