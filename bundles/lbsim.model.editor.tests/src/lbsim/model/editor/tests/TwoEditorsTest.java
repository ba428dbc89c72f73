package lbsim.model.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import lbsim.model.Host;
import lbsim.model.ModelFactory;
import lbsim.model.ModelPackage;
import lbsim.model.NetworkSegment;
import lbsim.model.Platform;
import lbsim.model.Scenario;
import lbsim.model.editor.ScenarioEditor;

/**
 * Issue 27, defects 2 and 4, with two scenario editors open on two copies of the ping-pong template (hosts ws1 and
 * ws2 on segment lan). Before the fix, Edit > Undo (and Ctrl+Z, the same command) ran the undo of the editor opened
 * last, greyed out in the active one, and the tree kept "Platform: 2 hosts" after a third host was added.
 */
class TwoEditorsTest {

    private static final String PINGPONG = """
            <?xml version="1.0" encoding="UTF-8"?>
            <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                xmlns:lbsim="http://lbsim.org/model/1.0" name="NAME">
              <platform>
                <hosts name="ws1" segment="lan"/>
                <hosts name="ws2" segment="lan"/>
                <segments xsi:type="lbsim:DelayNetwork" name="lan" sendDelaySeconds="0.0005" receiveDelaySeconds="0.0003"
                    transmissionDelaySeconds="0.001" proportionalDelayPerKBSeconds="0.0008"/>
              </platform>
              <application xsi:type="lbsim:PingPongApplication" hostA="ws1" hostB="ws2" sizes="0 64" repetitions="10"/>
              <run seed="1"/>
            </lbsim:Scenario>
            """;

    private IProject project;
    private IWorkbenchPage page;

    @BeforeEach
    void createProject() throws CoreException {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("two-editors");
        if (project.exists()) {
            project.delete(true, true, null);
        }
        project.create(null);
        project.open(null);
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    @AfterEach
    void cleanUp() throws CoreException {
        page.closeAllEditors(false);
        project.delete(true, true, null);
    }

    private ScenarioEditor open(String name) throws CoreException {
        IFile f = project.getFile(name + ".lbsim");
        f.create(new ByteArrayInputStream(PINGPONG.replace("NAME", name).getBytes(StandardCharsets.UTF_8)), true, null);
        return (ScenarioEditor) IDE.openEditor(page, f, ScenarioEditor.ID, true);
    }

    private static void drain() {
        Display d = Display.getCurrent();
        while (d.readAndDispatch()) {
            // pending asyncExecs (dirty state, action enablement, labels)
        }
    }

    private static void execute(ScenarioEditor e, Command c) {
        e.getEditingDomain().getCommandStack().execute(c);
        drain();
    }

    private IAction global(ActionFactory f) {
        return page.getActiveEditor().getEditorSite().getActionBars().getGlobalActionHandler(f.getId());
    }

    @Test
    void editActionsActOnTheActiveEditor() throws Exception {
        ScenarioEditor first = open("first");
        ScenarioEditor second = open("second"); // opened last
        Host ws1First = first.getScenario().getPlatform().getHosts().get(0);
        Host ws1Second = second.getScenario().getPlatform().getHosts().get(0);

        page.activate(first);
        drain();
        execute(first, SetCommand.create(first.getEditingDomain(), ws1First, ModelPackage.Literals.HOST__SPEED, 2.5));
        assertEquals(2.5, ws1First.getSpeed());
        assertTrue(global(ActionFactory.UNDO).isEnabled(), "Edit > Undo is enabled in the editor that has a change");
        // Ctrl+Z and Edit > Undo both run the workbench's undo command
        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand("org.eclipse.ui.edit.undo", null);
        drain();
        assertEquals(1.0, ws1First.getSpeed(), "undo acted on the active editor");
        assertFalse(first.isDirty());

        // the other editor: its own change, its own undo, the first one untouched
        page.activate(second);
        drain();
        execute(second, SetCommand.create(second.getEditingDomain(), ws1Second, ModelPackage.Literals.HOST__SPEED, 3.0));
        execute(first, SetCommand.create(first.getEditingDomain(), ws1First, ModelPackage.Literals.HOST__SPEED, 4.0));
        assertSame(second, page.getActiveEditor());
        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand("org.eclipse.ui.edit.undo", null);
        drain();
        assertEquals(1.0, ws1Second.getSpeed(), "undo acted on the active (second) editor");
        assertEquals(4.0, ws1First.getSpeed(), "the first editor's change stays");

        // copy in the first, paste in the first's platform: Edit > Copy and Paste of the active editor
        page.activate(first);
        drain();
        first.getViewer().setSelection(new StructuredSelection(ws1First));
        drain();
        assertTrue(global(ActionFactory.COPY).isEnabled(), "Copy is enabled for the active editor's selection");
        global(ActionFactory.COPY).run();
        first.getViewer().setSelection(new StructuredSelection(first.getScenario().getPlatform()));
        drain();
        global(ActionFactory.PASTE).run();
        drain();
        assertEquals(3, first.getScenario().getPlatform().getHosts().size(), "pasted into the active editor");
        assertEquals(2, second.getScenario().getPlatform().getHosts().size());
        first.getViewer().setSelection(new StructuredSelection(first.getScenario().getPlatform().getHosts().get(2)));
        drain();
        global(ActionFactory.DELETE).run();
        drain();
        assertEquals(2, first.getScenario().getPlatform().getHosts().size(), "deleted in the active editor");
    }

    private static TreeItem item(ScenarioEditor e, Object element) {
        e.getViewer().expandAll();
        drain();
        TreeItem found = find(e.getViewer().getTree().getItems(), element);
        assertNotNull(found, "no tree item for " + element);
        return found;
    }

    private static TreeItem find(TreeItem[] items, Object element) {
        for (TreeItem i : items) {
            if (i.getData() == element) {
                return i;
            }
            TreeItem f = find(i.getItems(), element);
            if (f != null) {
                return f;
            }
        }
        return null;
    }

    @Test
    void labelsOfParentsAndReferrersFollowChanges() throws Exception {
        ScenarioEditor e = open("labels");
        page.activate(e);
        Scenario s = e.getScenario();
        Platform p = s.getPlatform();
        assertTrue(item(e, p).getText().startsWith("Platform: 2 hosts"), item(e, p).getText());
        Host h = ModelFactory.eINSTANCE.createHost();
        h.setName("ws3");
        execute(e, AddCommand.create(e.getEditingDomain(), p, ModelPackage.Literals.PLATFORM__HOSTS, h));
        assertTrue(item(e, p).getText().startsWith("Platform: 3 hosts"), item(e, p).getText());
        assertTrue(item(e, s).getText().contains(": 3 hosts,"), item(e, s).getText());
        assertNotNull(item(e, h), "the new host is in the tree");

        // a renamed segment: the hosts whose labels name it follow
        NetworkSegment lan = p.getSegments().get(0);
        Host ws1 = p.getHosts().get(0);
        assertTrue(item(e, ws1).getText().endsWith("on lan"), item(e, ws1).getText());
        execute(e, SetCommand.create(e.getEditingDomain(), lan, ModelPackage.Literals.NETWORK_SEGMENT__NAME, "ether"));
        assertTrue(item(e, ws1).getText().endsWith("on ether"), item(e, ws1).getText());

        // undo: back to two hosts
        e.getEditingDomain().getCommandStack().undo();
        e.getEditingDomain().getCommandStack().undo();
        drain();
        assertTrue(item(e, p).getText().startsWith("Platform: 2 hosts"), item(e, p).getText());
        assertTrue(item(e, ws1).getText().endsWith("on lan"), item(e, ws1).getText());
    }
}
