package lbsim.ui.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import lbsim.run.launch.TraceLevel;

/**
 * The Trace choice of the User Code tab (Full, Summaries only, None): stored as {@link LaunchAttributes#TRACE},
 * read back, turned into {@code --trace=...} on the command line the launch builds; "Record call sites" and exports
 * go with Full only, as on the command line. Runs on the UI thread.
 */
class TraceLevelLaunchTest {

    private Shell shell;
    private IProject project;
    private ILaunchConfigurationWorkingCopy wc;

    @BeforeEach
    void setUp() throws Exception {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("trace-level-launch");
        project.create(null);
        project.open(null);
        IFile scenario = project.getFile("p.lbsim");
        scenario.create(new ByteArrayInputStream("<scenario/>".getBytes(StandardCharsets.UTF_8)), true, null);
        ILaunchManager m = DebugPlugin.getDefault().getLaunchManager();
        wc = m.getLaunchConfigurationType(LaunchAttributes.TYPE_ID).newInstance(null,
                m.generateLaunchConfigurationName("trace-level"));
        wc.setAttribute(LaunchAttributes.SCENARIO, scenario.getFullPath().toPortableString());
        shell = new Shell(Display.getCurrent());
    }

    @AfterEach
    void tearDown() throws Exception {
        shell.dispose();
        if (project != null && project.exists()) {
            project.delete(true, true, null);
        }
    }

    /** Chooses a radio button as a click does: the others of its group go off, and listeners hear it. */
    private static void choose(Button chosen, Button... others) {
        for (Button o : others) {
            o.setSelection(false);
        }
        chosen.setSelection(true);
        chosen.notifyListeners(SWT.Selection, null);
    }

    private List<String> arguments() throws CoreException {
        return SimulationLaunchDelegate.prepare(wc).command.arguments();
    }

    @Test
    void theChoiceIsStoredReadBackAndBecomesTheOption() throws Exception {
        UserCodeTab tab = new UserCodeTab();
        tab.createControl(shell);
        tab.setDefaults(wc);
        tab.initializeFrom(wc);
        Button full = Widgets.button(tab.getControl(), "&Full");
        Button summary = Widgets.button(tab.getControl(), "&Summaries only");
        Button none = Widgets.button(tab.getControl(), "&None");
        Button sites = Widgets.button(tab.getControl(), "&Record call sites");
        assertNotNull(full);
        assertNotNull(summary);
        assertNotNull(none);
        assertTrue(full.getSelection(), "Full by default");
        assertFalse(summary.getSelection() || none.getSelection());
        assertTrue(sites.isEnabled());
        assertEquals(TraceLevel.FULL, SimulationLaunchDelegate.prepare(wc).command.trace());
        assertFalse(arguments().stream().anyMatch(a -> a.startsWith("--trace")), arguments().toString());

        sites.setSelection(true);
        choose(summary, full, none);
        assertFalse(sites.isEnabled(), "call sites go with Full only");
        assertFalse(sites.getSelection());
        tab.performApply(wc);
        assertEquals("summary", wc.getAttribute(LaunchAttributes.TRACE, ""));
        assertFalse(wc.getAttribute(LaunchAttributes.CALL_SITES, true));
        assertEquals(List.of("run", "--out", "--progress=machine", "--trace=summary"),
                List.of(arguments().get(0), arguments().get(2), arguments().get(4), arguments().get(5)), arguments().toString());
        assertEquals(6, arguments().size(), arguments().toString());

        choose(none, full, summary);
        tab.performApply(wc);
        assertEquals("none", wc.getAttribute(LaunchAttributes.TRACE, ""));
        assertEquals("--trace=none", arguments().get(arguments().size() - 1));

        // read back into a fresh tab
        UserCodeTab again = new UserCodeTab();
        again.createControl(shell);
        again.initializeFrom(wc);
        assertTrue(Widgets.button(again.getControl(), "&None").getSelection());
        assertFalse(Widgets.button(again.getControl(), "&Full").getSelection());
        assertFalse(Widgets.button(again.getControl(), "&Record call sites").isEnabled());

        // back to Full: the attribute goes, call sites may be recorded again
        choose(full, summary, none);
        assertTrue(sites.isEnabled());
        tab.performApply(wc);
        assertFalse(wc.hasAttribute(LaunchAttributes.TRACE));
    }

    @Test
    void aConfigurationWithoutTheAttributeRunsWithTheFullTrace() throws Exception {
        // as saved before the choice existed: call sites on, no trace attribute
        wc.setAttribute(LaunchAttributes.CALL_SITES, true);
        assertFalse(wc.hasAttribute(LaunchAttributes.TRACE));
        SimulationCommand c = SimulationLaunchDelegate.prepare(wc).command;
        assertEquals(TraceLevel.FULL, c.trace());
        assertEquals(List.of("--call-sites"), c.arguments().subList(5, c.arguments().size()));
        UserCodeTab tab = new UserCodeTab();
        tab.createControl(shell);
        tab.initializeFrom(wc);
        assertTrue(Widgets.button(tab.getControl(), "&Full").getSelection());
        assertTrue(Widgets.button(tab.getControl(), "&Record call sites").getSelection());
    }

    @Test
    void callSitesOrExportsWithoutTheFullTraceAreRefused() throws Exception {
        wc.setAttribute(LaunchAttributes.CALL_SITES, true);
        wc.setAttribute(LaunchAttributes.TRACE, "summary");
        CoreException e = assertThrows(CoreException.class, () -> SimulationLaunchDelegate.prepare(wc));
        assertEquals(wc.getName() + ": Record call sites needs Trace: Full: call sites are recorded with the trace's"
                + " events, which Trace: Summaries only does not keep.", e.getStatus().getMessage());

        wc.setAttribute(LaunchAttributes.CALL_SITES, false);
        wc.setAttribute(LaunchAttributes.TRACE, "none");
        wc.setAttribute(LaunchAttributes.EXPORTS, List.of("png"));
        e = assertThrows(CoreException.class, () -> SimulationLaunchDelegate.prepare(wc));
        assertEquals(wc.getName() + ": Exports need Trace: Full: they are written from the trace's events, which"
                + " Trace: None does not keep.", e.getStatus().getMessage());

        // the Exports tab says so too
        ExportsTab exports = new ExportsTab();
        exports.createControl(shell);
        exports.initializeFrom(wc);
        assertFalse(exports.isValid(wc));
        assertEquals("Exports need Trace: Full (User Code tab): they are written from the trace's events, which"
                + " Trace: None does not keep.", exports.getErrorMessage());
        wc.removeAttribute(LaunchAttributes.TRACE);
        assertTrue(exports.isValid(wc));
        assertNull(exports.getErrorMessage());
    }

    @Test
    void anUnknownLevelIsNamed() throws Exception {
        wc.setAttribute(LaunchAttributes.TRACE, "verbose");
        CoreException e = assertThrows(CoreException.class, () -> SimulationLaunchDelegate.prepare(wc));
        assertEquals(wc.getName() + ": Trace takes full, summary or none, got 'verbose'.", e.getStatus().getMessage());
    }
}
