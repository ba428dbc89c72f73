package lbsim.ui.spacetime;

import static lbsim.ui.spacetime.UiTestKit.*;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.RealApplication;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.ExtraClassPath;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.launch.CancelHandle;
import lbsim.run.launch.RunListener;
import lbsim.run.launch.RunRequest;
import lbsim.run.launch.RunResult;
import lbsim.run.launch.Runs;
import lbsim.run.result.ResultWriter;
import lbsim.ui.launch.RunReport;

/**
 * The README's screenshots of the space-time editor that issue 17 asks for: the ion-implantation run with its
 * critical path highlighted (ide-critical-path.png), and a real program's message with the source lines that
 * sent and received it, the Java file open at the sending line below (ide-go-to-source.png). Runs only when
 * {@code -Dlbsim.screenshots=FOLDER} is given; the virtual screen must be at least 1600 x 1000.
 */
class ReadmeScreenshotsTest {

    @AfterEach
    void restore() {
        for (IWorkbenchWindow w : PlatformUI.getWorkbench().getWorkbenchWindows()) {
            w.getActivePage().closeAllEditors(false);
            if (w != PlatformUI.getWorkbench().getWorkbenchWindows()[0]) {
                w.close();
            }
        }
    }

    private static Path folder() {
        String out = System.getProperty("lbsim.screenshots", "");
        assumeTrue(!out.isEmpty(), "screenshots only with -Dlbsim.screenshots=FOLDER");
        return Path.of(out);
    }

    private static Path examples() {
        return Path.of(System.getProperty("lbsim.examples", "../../examples"));
    }

    @Test
    void ionImplantationWithItsCriticalPath(@TempDir Path tmp) throws Exception {
        Path out = folder();
        Path scenario = examples().resolve("ion-implantation.lbsim");
        Scenario s = ScenarioLoader.load(scenario);
        RunOutcome o = ScenarioRunner.run(s, scenario.toString(), List.of(), null, null);
        Path result = tmp.resolve("ion-implantation");
        ResultWriter.write(o, result, "test");
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        w.getShell().setBounds(0, 0, 1600, 1000);
        IWorkbenchPage page = w.getActivePage();
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, result.resolve("trace.lbt")));
        page.setPartState(page.getReference(e), IWorkbenchPage.STATE_MAXIMIZED);
        dispatch(500);
        CriticalPathLayer layer = CriticalPathLayer.of(e);
        layer.setShown(true);
        if (layer.job() != null) {
            layer.job().join();
        }
        dispatch(1500);
        assertTrue(layer.path() != null && layer.path().size() > 0, "a critical path");
        saveScreen(w.getShell().getBounds(), out.resolve("ide-critical-path.png"));
    }

    @Test
    void aRealProgramsMessageWithItsSourceLines(@TempDir Path tmp) throws Exception {
        Path out = folder();
        // the token ring of examples/programs, compiled here, run with its call sites recorded
        Path src = examples().resolve("programs/src");
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        List<String> args = new java.util.ArrayList<>(List.of("-d", classes.toString(), "-g", "-cp",
                System.getProperty("lbsim.apiJar", apiClassPath())));
        try (Stream<Path> files = Files.walk(src.resolve("examples/ring"))) {
            files.filter(f -> f.toString().endsWith(".java")).forEach(f -> args.add(f.toString()));
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertEquals(0, javac.run(null, null, null, args.toArray(String[]::new)), "javac of the token ring");
        Path scenario = examples().resolve("real-token-ring.lbsim");
        Scenario s = ScenarioLoader.load(scenario);
        RealApplication app = (RealApplication) s.getApplication();
        app.getClassPath().clear();
        app.getArgs().clear();
        app.getArgs().addAll(List.of("4", "3", "1.0E6", "4032")); // three rounds: a readable picture
        Path result = tmp.resolve("token-ring");
        RunRequest req = new RunRequest(scenario, s, "real-token-ring", List.of(), null, result, List.of(),
                new ExtraClassPath(List.of(classes), "--classpath", "--classpath on the command line"), "test", true);
        RunResult r = Runs.run(req, RunListener.NONE, new CancelHandle());
        assertInstanceOf(RunResult.Completed.class, r, r.toString());

        // the Java file in a workspace project, for Go to Source (a plain project: found by its path)
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject("token-ring");
        if (!p.exists()) {
            p.create(null);
        }
        p.open(null);
        IFolder f = p.getFolder("src");
        for (String part : List.of("src", "src/examples", "src/examples/ring")) {
            IFolder d = p.getFolder(part);
            if (!d.exists()) {
                d.create(true, true, null);
            }
        }
        IFile java = p.getFile("src/examples/ring/TokenRing.java");
        if (!java.exists()) {
            java.create(new ByteArrayInputStream(Files.readAllBytes(src.resolve("examples/ring/TokenRing.java"))), true, null);
        }
        assertTrue(f.exists());

        Display d = Display.getCurrent();
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        w.getShell().setBounds(0, 0, 1600, 730);
        IWorkbenchPage page = w.getActivePage();
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, result.resolve("trace.lbt")));
        page.showView("org.eclipse.ui.views.PropertySheet");
        page.activate(e);
        dispatch(500);
        // the first round of the ring, then the second message (ring1 to ring2)
        lbsim.trace.store.Messages all = e.getStore().messages(lbsim.trace.store.TraceStore.ANY,
                lbsim.trace.store.TraceStore.ANY, 0, e.getWindow().end());
        assertTrue(all.size() >= 4, "messages of the ring");
        double last = all.received(3);
        e.setWindow(e.getWindow().zoomTo(0, last, 0.05));
        dispatch(300);
        List<SpaceTimeFigure.Arrow> arrows = e.getFigure().arrowLines();
        assertTrue(arrows.size() >= 2, "arrows in view");
        SpaceTimeFigure.Arrow a = arrows.get(1);
        e.getNavigation().selectAt((a.x0() + a.x1()) / 2, (a.y0() + a.y1()) / 2);
        page.activate(e);
        dispatch(800);
        Object selected = e.selected();
        assertInstanceOf(MessageSelection.class, selected);
        // the Properties view's "Message" category folded, so the "Source" rows fit in the picture
        var sheet = page.findView("org.eclipse.ui.views.PropertySheet");
        org.eclipse.swt.widgets.Tree tree = findTree(((org.eclipse.ui.part.PageBookView) sheet).getCurrentPage().getControl());
        for (org.eclipse.swt.widgets.TreeItem item : tree.getItems()) {
            if (item.getText().equals("Message")) {
                item.setExpanded(false);
            }
        }
        dispatch(300);

        // a second window below the first, with the Java file at the line that sent the message
        IWorkbenchWindow w2 = PlatformUI.getWorkbench().openWorkbenchWindow(null);
        w2.getShell().setBounds(0, 730, 1600, 270);
        for (String v : List.of(IPageLayout.ID_PROJECT_EXPLORER, IPageLayout.ID_OUTLINE, "org.eclipse.ui.views.ProblemView",
                "org.eclipse.ui.views.TaskList", "org.eclipse.ui.console.ConsoleView")) {
            var ref = w2.getActivePage().findViewReference(v);
            if (ref != null) {
                w2.getActivePage().hideView(ref);
            }
        }
        GoToSource.Outcome opened = GoToSource.open(w2.getActivePage(), e.getStore(), selected);
        assertInstanceOf(GoToSource.Outcome.Opened.class, opened, String.valueOf(opened));
        dispatch(1000);
        // once more now that the window is laid out, so the line is revealed in the editor's final size
        opened = GoToSource.open(w2.getActivePage(), e.getStore(), selected);
        assertInstanceOf(GoToSource.Outcome.Opened.class, opened, String.valueOf(opened));
        dispatch(1000);
        w.getShell().moveAbove(null);
        dispatch(300);
        saveScreen(new org.eclipse.swt.graphics.Rectangle(0, 0, 1600, 1000), out.resolve("ide-go-to-source.png"));
        w2.close();
    }

    private static org.eclipse.swt.widgets.Tree findTree(org.eclipse.swt.widgets.Control c) {
        if (c instanceof org.eclipse.swt.widgets.Tree t) {
            return t;
        }
        if (c instanceof org.eclipse.swt.widgets.Composite k) {
            for (org.eclipse.swt.widgets.Control child : k.getChildren()) {
                org.eclipse.swt.widgets.Tree t = findTree(child);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    /** The class path that holds lbsim.api's classes (the bundle's location in the test runtime). */
    private static String apiClassPath() throws Exception {
        var b = org.eclipse.core.runtime.Platform.getBundle("lbsim.api");
        java.io.File f = org.eclipse.core.runtime.FileLocator.getBundleFileLocation(b).orElseThrow();
        return f.isDirectory() && new java.io.File(f, "target/classes").isDirectory()
                ? new java.io.File(f, "target/classes").getPath() : f.getPath();
    }
}
