package lbsim.model.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import lbsim.model.Host;
import lbsim.model.Scenario;
import lbsim.model.io.Problem;
import lbsim.model.editor.ItemPropertySource;
import lbsim.model.editor.NewScenarioWizard;
import lbsim.model.editor.ScenarioEditor;
import lbsim.model.editor.ScenarioMarkers;
import lbsim.model.editor.ScenarioNature;
import lbsim.model.editor.ScenarioTemplate;

/**
 * The scenario editor in a running workbench: a project, a scenario from the wizard's ping-pong template, a
 * property change through the Properties view's property source and its undo, a broken rule that becomes a
 * Problems marker on save, going to the marker, and a marker for a referenced file that goes missing.
 */
class ScenarioEditorWorkflowTest {

    private IProject project;
    private IWorkbenchPage page;

    @BeforeEach
    void createProject() throws CoreException {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("scenarios");
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

    private IFile runWizard(ScenarioTemplate template, String fileName) {
        NewScenarioWizard wizard = new NewScenarioWizard();
        wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(project));
        WizardDialog dialog = new WizardDialog(page.getWorkbenchWindow().getShell(), wizard);
        dialog.create();
        wizard.setTemplate(template);
        wizard.setTarget(project.getFullPath(), fileName);
        assertTrue(wizard.performFinish(), "the wizard did not finish");
        dialog.close();
        return wizard.getCreatedFile();
    }

    private static ScenarioTemplate template(String id) {
        return ScenarioTemplate.ALL.stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    }

    private static void drain() {
        Display d = Display.getCurrent();
        while (d.readAndDispatch()) {
            // run pending asyncExecs (dirty state, selection)
        }
    }

    private static IPropertyDescriptor descriptor(ItemPropertySource source, String displayNameStart) {
        return Arrays.stream(source.getPropertyDescriptors())
                .filter(d -> d.getDisplayName().startsWith(displayNameStart)).findFirst().orElseThrow();
    }

    @Test
    void wizardEditorUndoMarkerAndGoto() throws Exception {
        IFile file = runWizard(template("pingpong"), "pp.lbsim");
        assertTrue(file.exists());
        assertTrue(project.hasNature(ScenarioNature.ID), "the wizard gave the project the lbsim nature");

        IEditorPart active = page.getActiveEditor();
        ScenarioEditor editor = assertInstanceOf(ScenarioEditor.class, active, "the wizard opened the scenario editor");
        assertEquals(file, editor.getFile());
        Scenario scenario = editor.getScenario();
        assertEquals("pp", scenario.getName(), "the template's scenario is named after the file");
        Host ws1 = scenario.getPlatform().getHosts().get(0);
        assertEquals("ws1", ws1.getName());
        assertEquals(1.0, ws1.getSpeed());

        // a property change through the Properties view's property source, undone by Edit > Undo
        ItemPropertySource props = (ItemPropertySource) ItemPropertySource
                .provider(editor.getEditingDomain().getAdapterFactory()).getPropertySource(ws1);
        IPropertyDescriptor speed = descriptor(props, "Speed");
        assertEquals("Speed [x reference]", speed.getDisplayName());
        assertEquals("CPU", speed.getCategory());
        props.setPropertyValue(speed.getId(), 2.5);
        drain();
        assertEquals(2.5, ws1.getSpeed());
        assertTrue(editor.isDirty());
        editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId()).run();
        drain();
        assertEquals(1.0, ws1.getSpeed(), "undo restores the speed");
        assertFalse(editor.isDirty(), "undo back to the saved state leaves nothing to save");

        // Edit > Copy on a host, Edit > Paste on the platform: a third host; Edit > Undo takes it away
        var bars = editor.getEditorSite().getActionBars();
        editor.getViewer().setSelection(new StructuredSelection(ws1));
        bars.getGlobalActionHandler(ActionFactory.COPY.getId()).run();
        editor.getViewer().setSelection(new StructuredSelection(scenario.getPlatform()));
        bars.getGlobalActionHandler(ActionFactory.PASTE.getId()).run();
        drain();
        assertEquals(3, scenario.getPlatform().getHosts().size(), "paste added a copy of ws1");
        assertEquals("ws1", scenario.getPlatform().getHosts().get(2).getName());
        assertTrue(scenario.getPlatform().getHosts().get(2) != ws1);
        bars.getGlobalActionHandler(ActionFactory.UNDO.getId()).run();
        drain();
        assertEquals(2, scenario.getPlatform().getHosts().size(), "undo removed the pasted host");
        assertFalse(editor.isDirty());

        // break positiveSpeed and save: one error marker naming the object, its path and the rule
        props.setPropertyValue(speed.getId(), -1.0);
        drain();
        editor.doSave(null);
        drain();
        assertFalse(editor.isDirty());
        IMarker[] markers = file.findMarkers(ScenarioMarkers.TYPE, true, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length, Arrays.toString(markers));
        IMarker m = markers[0];
        assertEquals("Host 'ws1': speed must be > 0, got -1.0 (rule positiveSpeed) at platform/hosts[0]",
                m.getAttribute(IMarker.MESSAGE, ""));
        assertEquals(IMarker.SEVERITY_ERROR, m.getAttribute(IMarker.SEVERITY, -1));
        assertEquals("positiveSpeed", m.getAttribute(ScenarioMarkers.RULE, ""));
        assertEquals("platform/hosts[0]", m.getAttribute(ScenarioMarkers.OBJECT_PATH, ""));
        assertTrue(m.isSubtypeOf(IMarker.PROBLEM), "an lbsim marker is a problem marker");

        // going to the marker selects the host in the tree
        editor.getViewer().setSelection(new StructuredSelection(scenario));
        IDE.gotoMarker(editor, m);
        drain();
        IStructuredSelection sel = (IStructuredSelection) editor.getViewer().getSelection();
        assertEquals(1, sel.size());
        assertSame(ws1, sel.getFirstElement());

        // fixing the rule and saving removes the marker
        props.setPropertyValue(speed.getId(), 1.5);
        editor.doSave(null);
        assertEquals(0, file.findMarkers(ScenarioMarkers.TYPE, true, IResource.DEPTH_ZERO).length);
    }

    @Test
    void aReferencedFileThatGoesMissingGetsAMarker() throws Exception {
        IFile file = runWizard(template("trace-replay"), "replay.lbsim");
        page.closeAllEditors(false);
        IFile trace1 = project.getFile("traces/master-workers/trace.1");
        assertTrue(trace1.exists(), "the wizard copied the template's traces");
        project.build(org.eclipse.core.resources.IncrementalProjectBuilder.FULL_BUILD, null);
        assertEquals(0, file.findMarkers(ScenarioMarkers.TYPE, true, IResource.DEPTH_ZERO).length,
                "the template is valid with its traces");

        trace1.delete(true, null);
        Job.getJobManager().join(ResourcesPlugin.FAMILY_AUTO_BUILD, null); // the builder runs on the change
        IMarker[] markers = file.findMarkers(ScenarioMarkers.TYPE, true, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length, Arrays.toString(markers));
        String message = markers[0].getAttribute(IMarker.MESSAGE, "");
        assertTrue(message.startsWith("TraceReplayApplication application: traces: "), message);
        assertTrue(message.endsWith("(rule readableTraces) at application"), message);
        assertEquals("readableTraces", markers[0].getAttribute(ScenarioMarkers.RULE, ""));
        assertNotNull(markers[0].getAttribute(ScenarioMarkers.URI_FRAGMENT));
    }

    /**
     * A marker takes its object and rule from the problem record's fields: a message that names neither (no
     * {@code Type 'name'}, no "(rule ...)") still gives the marker its object's URI fragment, path and rule, and going
     * to the marker selects that object; a message that names another object does not mislead it.
     */
    @Test
    void aMarkerTakesItsObjectAndRuleFromTheRecordNotTheText() throws Exception {
        IFile file = runWizard(template("pingpong"), "pp.lbsim");
        ScenarioEditor editor = assertInstanceOf(ScenarioEditor.class, page.getActiveEditor());
        Scenario scenario = editor.getScenario();
        Host ws2 = scenario.getPlatform().getHosts().get(1);
        assertEquals("ws2", ws2.getName());
        String uri = org.eclipse.emf.ecore.util.EcoreUtil.getURI(ws2).toString();
        Problem p = new Problem(Problem.Severity.WARNING, "pp.lbsim", 7, 3, uri, "Host 'ws2'", "platform/hosts[1]", "speed",
                "someRule", "Host 'ws1' is mentioned here, but the record is about another host", null, false);
        ScenarioMarkers.replace(file, java.util.List.of(p));
        IMarker[] markers = file.findMarkers(ScenarioMarkers.TYPE, true, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length, Arrays.toString(markers));
        IMarker m = markers[0];
        assertEquals("someRule", m.getAttribute(ScenarioMarkers.RULE, ""));
        assertEquals("platform/hosts[1]", m.getAttribute(ScenarioMarkers.OBJECT_PATH, ""));
        assertEquals(p.uriFragment(), m.getAttribute(ScenarioMarkers.URI_FRAGMENT, ""));
        assertEquals(IMarker.SEVERITY_WARNING, m.getAttribute(IMarker.SEVERITY, -1));
        assertEquals(7, m.getAttribute(IMarker.LINE_NUMBER, -1));
        assertEquals("Host 'ws1' is mentioned here, but the record is about another host at platform/hosts[1]",
                m.getAttribute(IMarker.MESSAGE, ""));
        editor.getViewer().setSelection(new StructuredSelection(scenario));
        IDE.gotoMarker(editor, m);
        drain();
        assertSame(ws2, ((IStructuredSelection) editor.getViewer().getSelection()).getFirstElement(),
                "the marker's URI fragment, from the record, selects ws2");

        // the validator's records give the same: ws2's broken rule, whatever its message says
        ws2.setSpeed(-1);
        java.util.List<Problem> found = ScenarioMarkers.update(file, scenario);
        assertEquals(1, found.size(), found.toString());
        assertEquals("positiveSpeed", found.get(0).rule());
        assertEquals("speed", found.get(0).feature());
        assertSame(ws2, scenario.eResource().getEObject(found.get(0).uriFragment()));
        m = file.findMarkers(ScenarioMarkers.TYPE, true, IResource.DEPTH_ZERO)[0];
        assertEquals("positiveSpeed", m.getAttribute(ScenarioMarkers.RULE, ""));
        assertSame(ws2, scenario.eResource().getEObject(m.getAttribute(ScenarioMarkers.URI_FRAGMENT, "")));
    }
}
