package lbsim.ui.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The User Code tab shows the Java projects a launch uses without a tick (the scenario's project when it is a Java
 * project, and the Java projects it references, as File > New > lbsim Project sets up: {@link UserCode#projects})
 * ticked and grey, and keeps them so. Before, they were shown unticked although the launch used them: a new user
 * saw "lbsim-examples-code" unticked while real-program.lbsim ran its TokenRing from there.
 */
class UserCodeTabTest {

    private Shell shell;
    private final List<String> names = List.of("uc-sims", "uc-code", "uc-other");

    @AfterEach
    void tearDown() throws Exception {
        if (shell != null) {
            shell.dispose();
        }
        for (String n : names) {
            IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(n);
            if (p.exists()) {
                p.delete(true, true, null);
            }
        }
    }

    private static IProject project(String name, boolean java) throws Exception {
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (p.exists()) {
            p.delete(true, true, null);
        }
        p.create(null);
        p.open(null);
        if (java) {
            IProjectDescription d = p.getDescription();
            d.setNatureIds(new String[] { JavaCore.NATURE_ID });
            p.setDescription(d, null);
        }
        return p;
    }

    private static Table table(Control c) {
        if (c instanceof Table t) {
            return t;
        }
        if (c instanceof org.eclipse.swt.widgets.Composite comp) {
            for (Control k : comp.getChildren()) {
                Table t = table(k);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    private static TableItem item(Table t, String name) {
        for (TableItem i : t.getItems()) {
            if (i.getText().equals(name)) {
                return i;
            }
        }
        return null;
    }

    @Test
    void theProjectsALaunchAlwaysUsesAreTickedAndGrey() throws Exception {
        IProject sims = project("uc-sims", false);
        IProject code = project("uc-code", true);
        project("uc-other", true);
        IProjectDescription d = sims.getDescription();
        d.setReferencedProjects(new IProject[] { code });
        sims.setDescription(d, null);
        IFile scenario = sims.getFile("p.lbsim");
        scenario.create(new ByteArrayInputStream("<scenario/>".getBytes(StandardCharsets.UTF_8)), true, null);
        ILaunchManager m = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationWorkingCopy wc = m.getLaunchConfigurationType(LaunchAttributes.TYPE_ID).newInstance(null,
                m.generateLaunchConfigurationName("user-code"));
        wc.setAttribute(LaunchAttributes.SCENARIO, scenario.getFullPath().toPortableString());
        // what the launch uses without a tick
        assertEquals(List.of("uc-code"), UserCode.projects(sims, List.of()).stream()
                .map(j -> j.getProject().getName()).toList());

        shell = new Shell(Display.getCurrent());
        UserCodeTab tab = new UserCodeTab();
        tab.createControl(shell);
        tab.setDefaults(wc);
        tab.initializeFrom(wc);
        Table t = table(tab.getControl());
        assertNotNull(t);
        TableItem usedItem = item(t, "uc-code");
        TableItem otherItem = item(t, "uc-other");
        assertNotNull(usedItem, "the Java project is listed");
        assertNotNull(otherItem);
        assertTrue(usedItem.getChecked() && usedItem.getGrayed(), "the referenced project: ticked and grey");
        assertFalse(otherItem.getChecked() || otherItem.getGrayed(), "another Java project: not ticked");

        // unticking it (a click on its box) does not take: the launch uses it anyway
        usedItem.setChecked(false);
        Event click = new Event();
        click.item = usedItem;
        click.detail = SWT.CHECK;
        t.notifyListeners(SWT.Selection, click);
        assertTrue(usedItem.getChecked(), "still ticked");

        // only the projects ticked by hand are stored, as before
        tab.performApply(wc);
        assertEquals(List.of(), wc.getAttribute(LaunchAttributes.JAVA_PROJECTS, List.of("?")));
        otherItem.setChecked(true);
        click.item = otherItem;
        t.notifyListeners(SWT.Selection, click);
        tab.performApply(wc);
        assertEquals(List.of("uc-other"), wc.getAttribute(LaunchAttributes.JAVA_PROJECTS, List.of("?")));
        tab.initializeFrom(wc);
        assertTrue(item(t, "uc-other").getChecked() && !item(t, "uc-other").getGrayed(), "read back");
        assertTrue(item(t, "uc-code").getChecked() && item(t, "uc-code").getGrayed());
    }
}
