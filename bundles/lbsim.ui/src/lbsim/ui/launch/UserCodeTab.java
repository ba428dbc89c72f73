package lbsim.ui.launch;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.CheckboxTableViewer;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;

import lbsim.run.launch.TraceLevel;

/**
 * The User Code tab: workspace Java projects whose output folders hold strategies (strategyClass) and real
 * programs (mainClass), and arguments for the simulation's JVM. The projects a launch uses without a tick (the
 * scenario's own project when it is a Java project, and the Java projects it references: {@link UserCode#projects})
 * are shown ticked and grey and stay so; only the projects ticked by hand are stored. Also how much trace a single run writes (Full, Summaries only, None: {@code --trace}); "Record call
 * sites" goes with Full only, as on the command line, and is unchecked and disabled otherwise.
 */
public class UserCodeTab extends LbsimTab {

    private CheckboxTableViewer projects;
    /** The Java projects the launch uses without a tick, for the scenario of the configuration shown. */
    private List<IProject> implied = List.of();
    private Text vmArguments;
    private org.eclipse.swt.widgets.Button callSites;
    /** The Trace choice's radio buttons, in {@link TraceLevel} order. */
    private final List<org.eclipse.swt.widgets.Button> traceLevels = new ArrayList<>();

    /** The radio buttons' texts, in {@link TraceLevel} order: the level and one line of what it keeps. */
    static final List<String> TRACE_CHOICES = List.of(
            "&Full: every state interval and message (arrows, Properties, critical path, Go to Source, exports)",
            "&Summaries only: per-pixel summaries, small for any run length; no arrows or analyses (--trace=summary)",
            "&None: no trace.lbt and no space-time diagram; the run's other files as usual (--trace=none)");

    @Override
    public void createControl(Composite parent) {
        Composite c = page(parent, 2);
        org.eclipse.ui.PlatformUI.getWorkbench().getHelpSystem().setHelp(c, "lbsim.help.launchUserCode");
        org.eclipse.swt.widgets.Label l = new org.eclipse.swt.widgets.Label(c, SWT.WRAP);
        l.setText("Java projects with user code (their output folders go on the program's class path; the"
                + " scenario's project when it is a Java project, and the Java projects it references, are always"
                + " used: ticked and grey):");
        l.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        projects = CheckboxTableViewer.newCheckList(c, SWT.BORDER);
        projects.setContentProvider(ArrayContentProvider.getInstance());
        projects.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return ((IProject) element).getName();
            }
        });
        GridData d = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
        d.heightHint = 120;
        projects.getTable().setLayoutData(d);
        projects.addCheckStateListener(e -> {
            if (!e.getChecked() && implied.contains(e.getElement())) {
                projects.setChecked(e.getElement(), true); // the launch uses it anyway
                return;
            }
            changed();
        });
        vmArguments = field(c, "&VM arguments:", "Arguments for the simulation's JVM, e.g. -Xmx4g", 1);
        callSites = check(c, "&Record call sites of the program's Pvm calls, for Go to Source in the space-time diagram"
                + " (--call-sites; single runs)", 2);
        org.eclipse.swt.widgets.Group g = new org.eclipse.swt.widgets.Group(c, SWT.NONE);
        g.setText("Trace (single runs; an experiment's runs record none)");
        g.setLayout(new org.eclipse.swt.layout.GridLayout(1, false));
        g.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        for (String choice : TRACE_CHOICES) {
            org.eclipse.swt.widgets.Button b = new org.eclipse.swt.widgets.Button(g, SWT.RADIO);
            b.setText(choice);
            b.addListener(SWT.Selection, e -> {
                if (b.getSelection()) {
                    enableCallSites();
                    changed();
                }
            });
            traceLevels.add(b);
        }
    }

    /** The chosen level (FULL when none is chosen). */
    private TraceLevel traceLevel() {
        for (int i = 0; i < traceLevels.size(); i++) {
            if (traceLevels.get(i).getSelection()) {
                return TraceLevel.values()[i];
            }
        }
        return TraceLevel.FULL;
    }

    /** Call sites are recorded with the trace's events: only with Full. */
    private void enableCallSites() {
        boolean full = traceLevel() == TraceLevel.FULL;
        callSites.setEnabled(full);
        if (!full) {
            callSites.setSelection(false);
        }
    }

    private static List<IProject> javaProjects() {
        List<IProject> r = new ArrayList<>();
        for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
            try {
                if (p.isOpen() && p.hasNature(JavaCore.NATURE_ID)) {
                    r.add(p);
                }
            } catch (CoreException e) {
                // not a Java project we can use
            }
        }
        return r;
    }

    @Override
    public void setDefaults(ILaunchConfigurationWorkingCopy configuration) {
        configuration.removeAttribute(LaunchAttributes.JAVA_PROJECTS);
        configuration.removeAttribute(LaunchAttributes.VM_ARGUMENTS);
        configuration.removeAttribute(LaunchAttributes.CALL_SITES);
        configuration.removeAttribute(LaunchAttributes.TRACE);
    }

    /** The Java projects a launch of {@code configuration} uses without a tick (none when its scenario is unknown). */
    private static List<IProject> implied(ILaunchConfiguration configuration) {
        String path = get(configuration, LaunchAttributes.SCENARIO);
        List<IProject> r = new ArrayList<>();
        if (path.isBlank()) {
            return r;
        }
        try {
            org.eclipse.core.runtime.IPath p = org.eclipse.core.runtime.IPath.fromPortableString(path.strip());
            if (p.segmentCount() < 1) {
                return r;
            }
            IProject scenarioProject = ResourcesPlugin.getWorkspace().getRoot().getProject(p.segment(0));
            for (org.eclipse.jdt.core.IJavaProject jp : UserCode.projects(scenarioProject, List.of())) {
                r.add(jp.getProject());
            }
        } catch (CoreException | IllegalArgumentException e) {
            // no scenario project to read: nothing is implied
        }
        return r;
    }

    @Override
    public void initializeFrom(ILaunchConfiguration configuration) {
        projects.setInput(javaProjects());
        implied = implied(configuration);
        List<String> chosen = getList(configuration, LaunchAttributes.JAVA_PROJECTS);
        List<IProject> checked = new ArrayList<>();
        for (IProject p : javaProjects()) {
            if (chosen.contains(p.getName()) || implied.contains(p)) {
                checked.add(p);
            }
        }
        projects.setCheckedElements(checked.toArray());
        projects.setGrayedElements(implied.toArray());
        vmArguments.setText(get(configuration, LaunchAttributes.VM_ARGUMENTS));
        try {
            callSites.setSelection(configuration.getAttribute(LaunchAttributes.CALL_SITES, false));
        } catch (CoreException e) {
            callSites.setSelection(false);
        }
        TraceLevel level;
        try {
            level = LaunchAttributes.trace(configuration);
        } catch (CoreException e) {
            level = TraceLevel.FULL; // the launch names the bad value
        }
        for (int i = 0; i < traceLevels.size(); i++) {
            traceLevels.get(i).setSelection(i == level.ordinal());
        }
        enableCallSites();
    }

    @Override
    public void performApply(ILaunchConfigurationWorkingCopy configuration) {
        List<String> names = new ArrayList<>();
        for (Object o : projects.getCheckedElements()) {
            if (!implied.contains(o)) { // used anyway: only the projects ticked by hand are stored
                names.add(((IProject) o).getName());
            }
        }
        configuration.setAttribute(LaunchAttributes.JAVA_PROJECTS, names);
        configuration.setAttribute(LaunchAttributes.VM_ARGUMENTS, vmArguments.getText().strip());
        configuration.setAttribute(LaunchAttributes.CALL_SITES, callSites.getSelection());
        TraceLevel level = traceLevel();
        if (level == TraceLevel.FULL) {
            configuration.removeAttribute(LaunchAttributes.TRACE); // the default, as before the choice existed
        } else {
            configuration.setAttribute(LaunchAttributes.TRACE, level.option());
        }
    }

    @Override
    public String getName() {
        return "User Code";
    }
}
