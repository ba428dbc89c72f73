package lbsim.model.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.FileEditorInput;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import lbsim.model.PingPongApplication;
import lbsim.model.Scenario;
import lbsim.model.editor.NewScenarioWizard;
import lbsim.model.editor.ScenarioEditor;
import lbsim.model.editor.ScenarioTemplate;

/**
 * Issue 26: the scenario editor's resource set resolves no cross-document reference, as the command line's does not
 * (OneDocument): a scenario whose reference attribute holds a URL is opened, resolved and validated in the editor
 * without a connection to that URL.
 */
class EditorReferencesTest {

    private IProject project;
    private IWorkbenchPage page;

    @BeforeEach
    void createProject() throws CoreException {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("references");
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

    @Test
    void aUrlInAReferenceAttributeIsNeverFetchedByTheEditor() throws Exception {
        NewScenarioWizard wizard = new NewScenarioWizard();
        wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(project));
        WizardDialog dialog = new WizardDialog(page.getWorkbenchWindow().getShell(), wizard);
        dialog.create();
        wizard.setTemplate(ScenarioTemplate.ALL.stream().filter(t -> t.id().equals("pingpong")).findFirst().orElseThrow());
        wizard.setTarget(project.getFullPath(), "pp.lbsim");
        assertTrue(wizard.performFinish(), "the wizard did not finish");
        dialog.close();
        IFile file = wizard.getCreatedFile();
        page.closeAllEditors(false);

        AtomicInteger connections = new AtomicInteger();
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread acceptor = new Thread(() -> {
                while (!server.isClosed()) {
                    try (Socket s = server.accept()) {
                        connections.incrementAndGet();
                    } catch (IOException e) {
                        return;
                    }
                }
            }, "counting-server");
            acceptor.setDaemon(true);
            acceptor.start();
            String url = "http://127.0.0.1:" + server.getLocalPort() + "/other.lbsim#ws1";
            String text = new String(file.getContents().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(text.contains("hostA=\"ws1\""), text);
            file.setContents(new ByteArrayInputStream(text.replace("hostA=\"ws1\"", "hostA=\"" + url + "\"")
                    .getBytes(StandardCharsets.UTF_8)), true, false, null);

            ScenarioEditor editor = assertInstanceOf(ScenarioEditor.class,
                    page.openEditor(new FileEditorInput(file), ScenarioEditor.ID));
            ResourceSet rs = editor.getEditingDomain().getResourceSet();
            Scenario scenario = assertInstanceOf(Scenario.class, rs.getResources().get(0).getContents().get(0));
            PingPongApplication app = assertInstanceOf(PingPongApplication.class, scenario.getApplication());
            EcoreUtil.resolveAll(rs); // before the fix: EMF opened the URL here (a connection, or a hang)
            editor.validate(false); // the rules and the binding of a copy, as on save
            assertTrue(((InternalEObject) app.getHostA()).eIsProxy(), "the reference stays an unresolved proxy");
            assertEquals(1, rs.getResources().size(), "no other document was created");
            assertEquals(0, connections.get(), "the editor connected to " + url);
        }
    }
}
