package lbsim.run;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.HostStateListener;
import lbsim.core.engine.Simulation;
import lbsim.trace.file.TraceWriter;

/**
 * Writes a host's state (on or off, availability, pstate) into the streamed trace each time it changes
 * ({@link TraceWriter#hostState}); a host that starts in a pstate other than 0 gets a record at the start. A host
 * that stays on, at availability 1, in pstate 0 writes nothing, so a run without host dynamics writes the trace it
 * wrote before host states were recorded, byte for byte.
 */
final class HostStateRecorder implements HostStateListener {

    /** Where the records go: a streamed trace's writer, or a list an in-memory trace is built from. */
    interface Sink {
        void hostState(int host, double time, boolean on, double speedFactor, int pstate);
    }

    /** One record kept for an in-memory trace. */
    record Change(int host, double time, boolean on, double speedFactor, int pstate) {
    }

    private final int index;
    private final Sink writer;
    private final Simulation sim;
    private boolean on = true;
    private double availability = 1;
    private int pstate;

    private HostStateRecorder(int index, Sink writer, Simulation sim) {
        this.index = index;
        this.writer = writer;
        this.sim = sim;
    }

    /** Records host {@code h} (handle {@code index} in the trace) from now on, its present state first. */
    static void attach(Host h, int index, Sink writer, Simulation sim) {
        HostStateRecorder r = new HostStateRecorder(index, writer, sim);
        r.record(h);
        h.addStateListener(r);
    }

    private void record(Host h) {
        boolean o = h.isOn();
        double a = h.availability();
        int p = h.pstate();
        if (o != on || Double.doubleToRawLongBits(a) != Double.doubleToRawLongBits(availability) || p != pstate) {
            on = o;
            availability = a;
            pstate = p;
            writer.hostState(index, sim.now(), o, a, p);
        }
    }

    @Override
    public void hostOff(Host host) {
        record(host);
    }

    @Override
    public void hostOn(Host host) {
        record(host);
    }

    @Override
    public void speedChanged(Host host) {
        record(host);
    }
}
