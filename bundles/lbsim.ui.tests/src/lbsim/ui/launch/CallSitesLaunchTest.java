package lbsim.ui.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The "Record call sites" checkbox of the User Code tab: stored as {@link LaunchAttributes#CALL_SITES}, read back,
 * and turned into {@code --call-sites} on the command line the launch builds. Runs on the UI thread.
 */
class CallSitesLaunchTest {

    private Shell shell;
    private IProject project;

    @AfterEach
    void tearDown() throws Exception {
        if (shell != null) {
            shell.dispose();
        }
        if (project != null && project.exists()) {
            project.delete(true, true, null);
        }
    }

    @Test
    void theCheckboxIsStoredAndBecomesTheOption() throws Exception {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("call-sites-launch");
        project.create(null);
        project.open(null);
        IFile scenario = project.getFile("p.lbsim");
        scenario.create(new ByteArrayInputStream("<scenario/>".getBytes(StandardCharsets.UTF_8)), true, null);
        ILaunchManager m = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationWorkingCopy wc = m.getLaunchConfigurationType(LaunchAttributes.TYPE_ID).newInstance(null,
                m.generateLaunchConfigurationName("call-sites"));
        wc.setAttribute(LaunchAttributes.SCENARIO, scenario.getFullPath().toPortableString());

        shell = new Shell(Display.getCurrent());
        UserCodeTab tab = new UserCodeTab();
        tab.createControl(shell);
        tab.setDefaults(wc);
        tab.initializeFrom(wc);
        Button box = Widgets.button(tab.getControl(), "&Record call sites");
        assertNotNull(box, "the checkbox");
        assertFalse(box.getSelection(), "off by default");
        assertFalse(SimulationLaunchDelegate.prepare(wc).command.arguments().contains("--call-sites"));

        box.setSelection(true);
        tab.performApply(wc);
        assertTrue(wc.getAttribute(LaunchAttributes.CALL_SITES, false));
        SimulationCommand c = SimulationLaunchDelegate.prepare(wc).command;
        assertTrue(c.callSites());
        assertEquals("--call-sites", c.arguments().get(5), c.arguments().toString());

        box.setSelection(false);
        tab.initializeFrom(wc);
        assertTrue(box.getSelection(), "read back from the configuration");
    }
}
