package lbsim.ui.launch;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.ILaunchShortcut2;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.PlatformUI;

/**
 * Run As &gt; lbsim Simulation on a .lbsim file, in the Project Explorer or in any editor on such a file: reuses
 * the file's lbsim Simulation configuration, or creates one with the defaults, and launches it.
 */
public class SimulationShortcut implements ILaunchShortcut2 {

    @Override
    public void launch(ISelection selection, String mode) {
        IFile f = scenario(selection);
        if (f != null) {
            launch(f, mode);
        }
    }

    @Override
    public void launch(IEditorPart editor, String mode) {
        IFile f = scenario(editor.getEditorInput());
        if (f != null) {
            launch(f, mode);
        }
    }

    private static void launch(IFile scenario, String mode) {
        try {
            DebugUITools.launch(configurationFor(scenario), mode);
        } catch (CoreException e) {
            ErrorDialog.openError(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "lbsim Simulation",
                    "Cannot launch " + scenario.getFullPath(), e.getStatus());
        }
    }

    /** The first lbsim Simulation configuration of the scenario file, or a new saved one with the defaults. */
    public static ILaunchConfiguration configurationFor(IFile scenario) throws CoreException {
        ILaunchConfiguration[] existing = configurations(scenario);
        if (existing.length > 0) {
            return existing[0];
        }
        ILaunchManager m = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationType type = m.getLaunchConfigurationType(LaunchAttributes.TYPE_ID);
        String base = scenario.getName().endsWith(".lbsim")
                ? scenario.getName().substring(0, scenario.getName().length() - ".lbsim".length())
                : scenario.getName();
        ILaunchConfigurationWorkingCopy wc = type.newInstance(null, m.generateLaunchConfigurationName(base));
        wc.setAttribute(LaunchAttributes.SCENARIO, scenario.getFullPath().toString());
        wc.setAttribute(DebugPlugin.ATTR_PROCESS_FACTORY_ID, lbsim.ui.debug.SimulationProcessFactory.ID); // Debug As
        wc.setMappedResources(new IResource[] { scenario });
        return wc.doSave();
    }

    private static ILaunchConfiguration[] configurations(IFile scenario) throws CoreException {
        ILaunchManager m = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationType type = m.getLaunchConfigurationType(LaunchAttributes.TYPE_ID);
        String path = scenario.getFullPath().toString();
        return java.util.Arrays.stream(m.getLaunchConfigurations(type)).filter(c -> {
            try {
                return path.equals(c.getAttribute(LaunchAttributes.SCENARIO, ""));
            } catch (CoreException e) {
                return false;
            }
        }).toArray(ILaunchConfiguration[]::new);
    }

    static IFile scenario(ISelection selection) {
        if (selection instanceof IStructuredSelection s && s.size() == 1) {
            IFile f = Adapters.adapt(s.getFirstElement(), IFile.class);
            return isScenario(f) ? f : null;
        }
        return null;
    }

    static IFile scenario(IEditorInput input) {
        IFile f = input == null ? null : Adapters.adapt(input, IFile.class);
        return isScenario(f) ? f : null;
    }

    static boolean isScenario(IFile f) {
        return f != null && "lbsim".equals(f.getFileExtension());
    }

    @Override
    public ILaunchConfiguration[] getLaunchConfigurations(ISelection selection) {
        IFile f = scenario(selection);
        return configs(f);
    }

    @Override
    public ILaunchConfiguration[] getLaunchConfigurations(IEditorPart editor) {
        return configs(scenario(editor.getEditorInput()));
    }

    private static ILaunchConfiguration[] configs(IFile f) {
        if (f == null) {
            return null;
        }
        try {
            ILaunchConfiguration[] c = configurations(f);
            return c.length == 0 ? null : c;
        } catch (CoreException e) {
            return null;
        }
    }

    @Override
    public IResource getLaunchableResource(ISelection selection) {
        return scenario(selection);
    }

    @Override
    public IResource getLaunchableResource(IEditorPart editor) {
        return scenario(editor.getEditorInput());
    }
}
