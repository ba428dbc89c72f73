package lbsim.ui.launch;

import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;

/** The Assignments tab: {@code --set PATH=VALUE} lines that change the scenario before the run. */
public class AssignmentsTab extends LbsimTab {

    private Text sets;

    @Override
    public void createControl(Composite parent) {
        Composite c = page(parent, 1);
        org.eclipse.ui.PlatformUI.getWorkbench().getHelpSystem().setHelp(c, "lbsim.help.launchAssignments");
        sets = lines(c, "Assignments, one PATH=VALUE per line (--set), e.g. platform/hosts[name=ws1]/speed=2.0,"
                + " application/strategy=guided, run/endTimeSeconds=3600:", "Each line becomes --set LINE", 1);
    }

    @Override
    public void setDefaults(ILaunchConfigurationWorkingCopy configuration) {
        configuration.removeAttribute(LaunchAttributes.SETS);
    }

    @Override
    public void initializeFrom(ILaunchConfiguration configuration) {
        sets.setText(String.join("\n", getList(configuration, LaunchAttributes.SETS)));
    }

    @Override
    public void performApply(ILaunchConfigurationWorkingCopy configuration) {
        configuration.setAttribute(LaunchAttributes.SETS, lines(sets));
    }

    @Override
    public boolean isValid(ILaunchConfiguration configuration) {
        setErrorMessage(null);
        for (String s : lines(sets)) {
            if (s.indexOf('=') <= 0) {
                setErrorMessage("Assignment '" + s + "' is not PATH=VALUE.");
                return false;
            }
        }
        return true;
    }

    @Override
    public String getName() {
        return "Assignments";
    }
}
