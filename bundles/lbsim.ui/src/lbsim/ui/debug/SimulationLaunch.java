package lbsim.ui.debug;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.Launch;
import org.eclipse.debug.core.model.ISourceLocator;

/**
 * The launch of Debug As &gt; lbsim Simulation. JDT's VM runner makes the debugged process through {@code
 * DebugPlugin.newProcess}, which takes the process factory from the launch's configuration only ({@code
 * DebugPlugin.ATTR_PROCESS_FACTORY_ID}). A configuration that does not name {@link SimulationProcessFactory} (an older
 * one, or one made in the Run Configurations dialog) is not changed for that, and never saved: while the runner
 * starts the JVM ({@link #makingProcess}), and on that thread only, this launch answers with an unsaved working copy
 * of it that names the factory; the factory ends that when it is asked ({@link #processMade}). At any other time, and
 * on every other thread, the launch's configuration is the user's, as for any launch (launch history, relaunch).
 */
public final class SimulationLaunch extends Launch {

    private volatile Thread maker;
    private volatile ILaunchConfiguration withFactory;

    /** As {@link Launch#Launch(ILaunchConfiguration, String, ISourceLocator)}. */
    public SimulationLaunch(ILaunchConfiguration configuration, String mode, ISourceLocator locator) {
        super(configuration, mode, locator);
    }

    /**
     * From now until {@link #processMade}, the calling thread sees as this launch's configuration an unsaved working
     * copy of it that names lbsim's process factory; nothing when the configuration names it already.
     */
    public void makingProcess() throws CoreException {
        ILaunchConfiguration own = super.getLaunchConfiguration();
        if (own == null || SimulationProcessFactory.ID.equals(own.getAttribute(DebugPlugin.ATTR_PROCESS_FACTORY_ID, ""))) {
            return;
        }
        ILaunchConfigurationWorkingCopy copy = own.getWorkingCopy(); // never saved
        copy.setAttribute(DebugPlugin.ATTR_PROCESS_FACTORY_ID, SimulationProcessFactory.ID);
        withFactory = copy;
        maker = Thread.currentThread();
    }

    /** The process is made (or the runner gave up): the launch's configuration is the user's again, on every thread. */
    public void processMade() {
        maker = null;
        withFactory = null;
    }

    @Override
    public ILaunchConfiguration getLaunchConfiguration() {
        ILaunchConfiguration copy = withFactory;
        if (copy != null && maker == Thread.currentThread()) {
            return copy;
        }
        return super.getLaunchConfiguration();
    }
}
