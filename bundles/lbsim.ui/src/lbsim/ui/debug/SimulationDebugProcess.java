package lbsim.ui.debug;

import java.util.Map;

import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.RuntimeProcess;

import lbsim.ui.launch.SimulationProcess;

/**
 * The process of an lbsim Simulation launch in the Debug view. While the JVM is suspended its label begins with the
 * simulation's virtual time and current task, put there by {@link VirtualTimeLabels}, e.g.
 * {@code [t = 0.00395 s, task master] lbsim run /sims/a.lbsim (...)}: first, as the debug framework puts
 * {@code <terminated>}, so that a narrow Debug view still shows it.
 */
public final class SimulationDebugProcess extends RuntimeProcess {

    private final SimulationProcess simulation;
    private volatile String position = "";

    SimulationDebugProcess(ILaunch launch, SimulationProcess process, String name, Map<String, String> attributes) {
        super(launch, process, name, attributes);
        this.simulation = process;
    }

    /** The operating-system process, with the progress protocol's state. */
    public SimulationProcess simulation() {
        return simulation;
    }

    /** The label, after the position in virtual time while suspended. */
    @Override
    public String getLabel() {
        String p = position; // null while the super constructor runs (it registers the process, which asks the label)
        return p == null || p.isEmpty() ? super.getLabel() : p + " " + super.getLabel();
    }

    /** The position shown before the label ("" for none): "[t = 12.345 s, task slave3]". */
    public String position() {
        return position == null ? "" : position;
    }

    /** Sets the position shown before the label and tells the Debug view. */
    void position(String text) {
        String t = text == null ? "" : text;
        if (!t.equals(position())) {
            position = t;
            fireChangeEvent();
        }
    }
}
