package lbsim.ui.debug;

import java.math.BigDecimal;
import java.math.MathContext;

import org.eclipse.debug.core.DebugEvent;
import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.IDebugEventSetListener;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IDebugElement;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.jdt.debug.core.IJavaClassType;
import org.eclipse.jdt.debug.core.IJavaDebugTarget;
import org.eclipse.jdt.debug.core.IJavaFieldVariable;
import org.eclipse.jdt.debug.core.IJavaObject;
import org.eclipse.jdt.debug.core.IJavaPrimitiveValue;
import org.eclipse.jdt.debug.core.IJavaThread;
import org.eclipse.jdt.debug.core.IJavaType;
import org.eclipse.jdt.debug.core.IJavaValue;

/**
 * Shows where a debugged simulation is in virtual time: when a thread of an lbsim Simulation's Java debug target
 * suspends (a breakpoint, a step's end, Suspend), reads {@code lbsim.core.engine.VirtualTimeProbe}'s static fields
 * over JDI (the simulation's clock and the task whose program runs) and puts them before the process's label in the
 * Debug view: {@code [t = 0.00395 s, task master] lbsim run ...}. When the target resumes the label goes back to the plain one
 * (the time would be stale); when it terminates too. At a breakpoint, a step's end or Suspend it also asks the run for
 * a live snapshot of its trace up to that moment ({@link #requestSnapshot}: a static field written over JDI, no
 * evaluation), so the live diagram shows the run up to the breakpoint.
 */
public final class VirtualTimeLabels implements IDebugEventSetListener {

    /** The probe class in lbsim.core. */
    public static final String PROBE = "lbsim.core.engine.VirtualTimeProbe";

    private static VirtualTimeLabels installed;

    private VirtualTimeLabels() {
    }

    /** Listens to debug events from now on (once per workbench; idempotent). */
    public static synchronized void install() {
        if (installed == null) {
            installed = new VirtualTimeLabels();
            DebugPlugin.getDefault().addDebugEventListener(installed);
        }
    }

    @Override
    public void handleDebugEvents(DebugEvent[] events) {
        for (DebugEvent e : events) {
            if (!(e.getSource() instanceof IDebugElement element)
                    || !(element.getDebugTarget() instanceof IJavaDebugTarget target)) {
                continue;
            }
            SimulationDebugProcess process = processOf(element.getLaunch());
            if (process == null) {
                continue;
            }
            switch (e.getKind()) {
                case DebugEvent.SUSPEND -> {
                    process.position(position(target));
                    if (e.getSource() instanceof IJavaThread && (e.getDetail() == DebugEvent.BREAKPOINT
                            || e.getDetail() == DebugEvent.STEP_END || e.getDetail() == DebugEvent.CLIENT_REQUEST)) {
                        requestSnapshot(target);
                    }
                }
                case DebugEvent.RESUME -> {
                    if (e.getDetail() != DebugEvent.EVALUATION_IMPLICIT) {
                        process.position("");
                    }
                }
                case DebugEvent.TERMINATE -> process.position("");
                default -> {
                    // nothing
                }
            }
        }
    }

    private static SimulationDebugProcess processOf(ILaunch launch) {
        if (launch == null) {
            return null;
        }
        for (IProcess p : launch.getProcesses()) {
            if (p instanceof SimulationDebugProcess s) {
                return s;
            }
        }
        return null;
    }

    /** The values written into the probe's request field: each one differs from every earlier one. */
    private static final java.util.concurrent.atomic.AtomicLong REQUESTS = new java.util.concurrent.atomic.AtomicLong(
            System.currentTimeMillis());

    /**
     * Asks the suspended run for a live snapshot of its trace up to this moment: writes a new value into the probe's
     * static field {@code snapshotRequests} over JDI (a field write: no method is invoked in the target, so no thread
     * resumes and the Debug view, the Variables view and the editor go on as after any suspend). The run's poller
     * thread ({@code lbsim.run.UnderDebugger}, not held by a breakpoint that suspends its thread only, JDT's default)
     * has the trace writer snapshot every record so far; the live diagram shows it. Nothing when the probe class is not
     * loaded yet (no run has started) or the target cannot be written.
     */
    static void requestSnapshot(IJavaDebugTarget target) {
        try {
            if (target.isTerminated() || target.isDisconnected()) {
                return;
            }
            IJavaType[] types = target.getJavaTypes(PROBE);
            if (types == null || types.length == 0 || !(types[0] instanceof IJavaClassType probe)) {
                return;
            }
            IJavaFieldVariable requests = probe.getField("snapshotRequests");
            if (requests != null) {
                requests.setValue(target.newValue(REQUESTS.incrementAndGet()));
            }
        } catch (DebugException | RuntimeException e) {
            // the diagram keeps its last periodic snapshot; the debugging goes on
        }
    }

    /**
     * The position of a suspended target's simulation, "[t = 12.345 s, task slave3]", or "[before the simulation]"
     * when no run has started yet (a breakpoint while the scenario is read, or the probe class not yet loaded); ""
     * when the target cannot be read.
     */
    static String position(IJavaDebugTarget target) {
        try {
            if (target.isTerminated() || target.isDisconnected()) {
                return "";
            }
            IJavaType[] types = target.getJavaTypes(PROBE);
            if (types == null || types.length == 0 || !(types[0] instanceof IJavaClassType probe)) {
                return "[before the simulation]";
            }
            IJavaFieldVariable simulation = probe.getField("simulation");
            IJavaFieldVariable task = probe.getField("task");
            if (simulation == null || !(simulation.getValue() instanceof IJavaObject sim) || sim.isNull()) {
                return "[before the simulation]";
            }
            IJavaFieldVariable now = sim.getField("now", false);
            if (now == null || !(now.getValue() instanceof IJavaPrimitiveValue t)) {
                return "";
            }
            String taskName = null;
            if (task != null && task.getValue() instanceof IJavaValue v && v instanceof IJavaObject o && !o.isNull()) {
                taskName = v.getValueString();
            }
            return text(t.getDoubleValue(), taskName);
        } catch (DebugException | RuntimeException e) {
            return ""; // the target went away while it was read; the plain label stays
        }
    }

    /** "[t = 12.345 s, task slave3]" (9 significant digits), without the task part when there is none. */
    public static String text(double seconds, String task) {
        String t = seconds == 0 ? "0" : Double.isFinite(seconds)
                ? new BigDecimal(seconds).round(new MathContext(9)).stripTrailingZeros().toPlainString()
                : Double.toString(seconds);
        return "[t = " + t + " s" + (task == null ? "" : ", task " + task) + "]";
    }
}
