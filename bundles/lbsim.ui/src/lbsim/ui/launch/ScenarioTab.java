package lbsim.ui.launch;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.dialogs.ContainerSelectionDialog;
import org.eclipse.ui.dialogs.FilteredResourcesSelectionDialog;

/** The Scenario tab: the scenario file, the output folder and the seed. */
public class ScenarioTab extends LbsimTab {

    private Text scenario;
    private Text output;
    private Text seed;

    @Override
    public void createControl(Composite parent) {
        Composite c = page(parent, 3);
        org.eclipse.ui.PlatformUI.getWorkbench().getHelpSystem().setHelp(c, "lbsim.help.launchScenario");
        scenario = field(c, "&Scenario:", "Workspace path of the .lbsim file, e.g. /project/scenarios/ion.lbsim", 1);
        Button browse = new Button(c, SWT.PUSH);
        browse.setText("&Browse...");
        browse.addListener(SWT.Selection, e -> browseScenario());
        output = field(c, "&Output folder:", "Workspace folder for the result; empty: results/<scenario name> in the"
                + " scenario's project. An existing lbsim result there is replaced; anything else is left alone.", 1);
        Button browseOut = new Button(c, SWT.PUSH);
        browseOut.setText("B&rowse...");
        browseOut.addListener(SWT.Selection, e -> browseOutput());
        Label hint = new Label(c, SWT.WRAP);
        hint.setText("Empty output folder: results/<scenario name> in the scenario's project.");
        hint.setLayoutData(new org.eclipse.swt.layout.GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        seed = field(c, "S&eed:", "Master seed of the random streams; empty: the scenario's run/seed", 2);
    }

    private void browseScenario() {
        FilteredResourcesSelectionDialog d = new FilteredResourcesSelectionDialog(getShell(), false,
                ResourcesPlugin.getWorkspace().getRoot(), IResource.FILE);
        d.setTitle("Choose a Scenario");
        d.setInitialPattern("*.lbsim");
        if (d.open() == FilteredResourcesSelectionDialog.OK && d.getFirstResult() instanceof IFile f) {
            scenario.setText(f.getFullPath().toString());
        }
    }

    private void browseOutput() {
        ContainerSelectionDialog d = new ContainerSelectionDialog(getShell(), null, true,
                "Choose the folder for the result (it is created when missing):");
        if (d.open() == ContainerSelectionDialog.OK && d.getResult() != null && d.getResult().length > 0) {
            output.setText(((IPath) d.getResult()[0]).toString());
        }
    }

    @Override
    public void setDefaults(ILaunchConfigurationWorkingCopy configuration) {
        configuration.setAttribute(LaunchAttributes.SEED, "");
        configuration.setAttribute(LaunchAttributes.OUTPUT, "");
    }

    @Override
    public void initializeFrom(ILaunchConfiguration configuration) {
        scenario.setText(get(configuration, LaunchAttributes.SCENARIO));
        output.setText(get(configuration, LaunchAttributes.OUTPUT));
        seed.setText(get(configuration, LaunchAttributes.SEED));
    }

    @Override
    public void performApply(ILaunchConfigurationWorkingCopy configuration) {
        configuration.setAttribute(LaunchAttributes.SCENARIO, scenario.getText().strip());
        configuration.setAttribute(LaunchAttributes.OUTPUT, output.getText().strip());
        configuration.setAttribute(LaunchAttributes.SEED, seed.getText().strip());
        IFile f = file(scenario.getText().strip());
        if (f != null) {
            configuration.setMappedResources(new IResource[] { f });
        }
    }

    @Override
    public boolean isValid(ILaunchConfiguration configuration) {
        setErrorMessage(null);
        String s = scenario.getText().strip();
        if (s.isEmpty()) {
            setErrorMessage("Choose a scenario file (.lbsim).");
            return false;
        }
        IFile f = file(s);
        if (f == null || !f.exists()) {
            setErrorMessage("The scenario file " + s + " does not exist in the workspace.");
            return false;
        }
        String o = output.getText().strip();
        if (!o.isEmpty()) {
            IPath p = IPath.fromPortableString(o);
            if (p.segmentCount() == 0 || !ResourcesPlugin.getWorkspace().getRoot().getProject(p.segment(0)).exists()) {
                setErrorMessage("The output folder must be in an existing project, e.g. /project/results/run1.");
                return false;
            }
            IResource r = ResourcesPlugin.getWorkspace().getRoot().findMember(p);
            if (r != null && !(r instanceof IContainer)) {
                setErrorMessage("The output folder " + o + " is a file.");
                return false;
            }
        }
        String sd = seed.getText().strip();
        if (!sd.isEmpty() && !sd.matches("-?\\d+")) {
            setErrorMessage("The seed must be a whole number, got '" + sd + "'.");
            return false;
        }
        return true;
    }

    private static IFile file(String path) {
        IPath p = IPath.fromPortableString(path);
        return p.segmentCount() >= 2 ? ResourcesPlugin.getWorkspace().getRoot().getFile(p) : null;
    }

    @Override
    public String getName() {
        return "Scenario";
    }
}
