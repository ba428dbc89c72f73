package lbsim.ui.debug;

import java.io.IOException;
import java.util.Map;

import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.IProcessFactory;
import org.eclipse.debug.core.model.IProcess;

import lbsim.ui.launch.SimulationProcess;

/**
 * Makes the debug framework's process of an lbsim Simulation launch: a {@link SimulationDebugProcess} over a
 * {@link SimulationProcess}, so the progress protocol is read and kept off the console whoever started the JVM. In
 * debug mode JDT's VM runner starts the JVM and asks {@code DebugPlugin.newProcess} for the process, which comes here
 * through the configuration's {@code DebugPlugin.ATTR_PROCESS_FACTORY_ID} (a {@link SimulationLaunch} shows the
 * runner a copy that names it, so the user's configuration is never changed); the label is the one the launch put in
 * {@link #LABEL} (JDT's would be the java executable's path).
 */
public final class SimulationProcessFactory implements IProcessFactory {

    /** The id of this factory (plugin.xml, org.eclipse.debug.core.processFactories). */
    public static final String ID = "lbsim.ui.debug.processFactory";

    /** Launch attribute: the process label the lbsim launch wants. */
    public static final String LABEL = "lbsim.debug.processLabel";

    @Override
    public IProcess newProcess(ILaunch launch, Process process, String label, Map<String, String> attributes) {
        SimulationProcess simulation;
        if (process instanceof SimulationProcess s) {
            simulation = s;
        } else {
            try {
                simulation = new SimulationProcess(process);
            } catch (IOException e) {
                process.destroy();
                return null; // the VM runner reports that no process could be made
            }
        }
        if (launch instanceof SimulationLaunch l) {
            l.processMade(); // the configuration the runner saw named this factory; from now on it is the user's again
        }
        String own = launch.getAttribute(LABEL);
        return new SimulationDebugProcess(launch, simulation, own != null ? own : label, attributes);
    }
}
