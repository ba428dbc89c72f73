package lbsim.ui.launch;

import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;

/** The Experiment tab: sweeps, replications, jobs and keep-runs, which turn the run into an experiment. */
public class ExperimentTab extends LbsimTab {

    private Text sweeps;
    private Text replications;
    private Text jobs;
    private Button keepRuns;

    @Override
    public void createControl(Composite parent) {
        Composite c = page(parent, 2);
        org.eclipse.ui.PlatformUI.getWorkbench().getHelpSystem().setHelp(c, "lbsim.help.launchExperiment");
        sweeps = lines(c, "Sweeps, one PATH=SPEC per line (--sweep): v1,v2,... or FROM:TO:STEP or FROM:TO:*FACTOR;"
                + " several give the cross product, the first varying slowest:", "Each line becomes --sweep LINE", 2);
        replications = field(c, "&Replications per point:", "Empty: one run per point (--replications)", 1);
        jobs = field(c, "&Jobs (runs at once):", "Empty: the number of cores (--jobs)", 1);
        keepRuns = check(c, "&Keep each run's result folder (--keep-runs)", 2);
    }

    @Override
    public void setDefaults(ILaunchConfigurationWorkingCopy configuration) {
        configuration.removeAttribute(LaunchAttributes.SWEEPS);
        configuration.removeAttribute(LaunchAttributes.REPLICATIONS);
        configuration.removeAttribute(LaunchAttributes.JOBS);
        configuration.removeAttribute(LaunchAttributes.KEEP_RUNS);
    }

    @Override
    public void initializeFrom(ILaunchConfiguration configuration) {
        sweeps.setText(String.join("\n", getList(configuration, LaunchAttributes.SWEEPS)));
        replications.setText(get(configuration, LaunchAttributes.REPLICATIONS));
        jobs.setText(get(configuration, LaunchAttributes.JOBS));
        try {
            keepRuns.setSelection(configuration.getAttribute(LaunchAttributes.KEEP_RUNS, false));
        } catch (org.eclipse.core.runtime.CoreException e) {
            keepRuns.setSelection(false);
        }
    }

    @Override
    public void performApply(ILaunchConfigurationWorkingCopy configuration) {
        configuration.setAttribute(LaunchAttributes.SWEEPS, lines(sweeps));
        configuration.setAttribute(LaunchAttributes.REPLICATIONS, replications.getText().strip());
        configuration.setAttribute(LaunchAttributes.JOBS, jobs.getText().strip());
        configuration.setAttribute(LaunchAttributes.KEEP_RUNS, keepRuns.getSelection());
    }

    @Override
    public boolean isValid(ILaunchConfiguration configuration) {
        setErrorMessage(null);
        SimulationCommand c = new SimulationCommand(java.nio.file.Path.of("s"), java.nio.file.Path.of("o"), "",
                java.util.List.of(), lines(sweeps), replications.getText(), jobs.getText(), keepRuns.getSelection(),
                getList(configuration, LaunchAttributes.EXPORTS), java.util.List.of());
        String p = firstProblem(c);
        setErrorMessage(p);
        return p == null;
    }

    @Override
    public String getName() {
        return "Experiment";
    }
}
