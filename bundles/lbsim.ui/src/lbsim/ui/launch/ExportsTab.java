package lbsim.ui.launch;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

/** The Exports tab: which exports a single run also writes into its result folder (--export). */
public class ExportsTab extends LbsimTab {

    private static final String[] LABELS = { "chrome: trace.json (Perfetto, chrome://tracing)", "paje: trace.paje (ViTE)",
            "picl: trace.trf (ParaGraph)", "csv: states.csv and messages.csv", "png: spacetime.png",
            "svg: spacetime.svg" };

    private final List<Button> boxes = new ArrayList<>();

    @Override
    public void createControl(Composite parent) {
        Composite c = page(parent, 1);
        org.eclipse.ui.PlatformUI.getWorkbench().getHelpSystem().setHelp(c, "lbsim.help.launchExports");
        new Label(c, 0).setText("Also write these into the result folder (single runs only):");
        for (String l : LABELS) {
            boxes.add(check(c, l, 1));
        }
    }

    @Override
    public void setDefaults(ILaunchConfigurationWorkingCopy configuration) {
        configuration.removeAttribute(LaunchAttributes.EXPORTS);
    }

    @Override
    public void initializeFrom(ILaunchConfiguration configuration) {
        List<String> chosen = getList(configuration, LaunchAttributes.EXPORTS);
        for (int i = 0; i < boxes.size(); i++) {
            boxes.get(i).setSelection(chosen.contains(LaunchAttributes.EXPORT_NAMES.get(i)));
        }
    }

    @Override
    public void performApply(ILaunchConfigurationWorkingCopy configuration) {
        List<String> chosen = new ArrayList<>();
        for (int i = 0; i < boxes.size(); i++) {
            if (boxes.get(i).getSelection()) {
                chosen.add(LaunchAttributes.EXPORT_NAMES.get(i));
            }
        }
        configuration.setAttribute(LaunchAttributes.EXPORTS, chosen);
    }

    /** Exports are written from the trace's events: refused unless the User Code tab's Trace is Full. */
    @Override
    public boolean isValid(ILaunchConfiguration configuration) {
        setErrorMessage(null);
        lbsim.run.launch.TraceLevel level;
        try {
            level = LaunchAttributes.trace(configuration);
        } catch (org.eclipse.core.runtime.CoreException e) {
            setErrorMessage(e.getStatus().getMessage());
            return false;
        }
        boolean any = boxes.stream().anyMatch(Button::getSelection);
        if (any && level != lbsim.run.launch.TraceLevel.FULL) {
            setErrorMessage("Exports need Trace: Full (User Code tab): they are written from the trace's events, which"
                    + " Trace: " + LaunchAttributes.label(level) + " does not keep.");
            return false;
        }
        return true;
    }

    @Override
    public String getName() {
        return "Exports";
    }
}
