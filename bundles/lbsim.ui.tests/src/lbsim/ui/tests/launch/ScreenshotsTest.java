package lbsim.ui.tests.launch;

import static lbsim.ui.tests.launch.Workbench.configuration;
import static lbsim.ui.tests.launch.Workbench.dispatch;
import static lbsim.ui.tests.launch.Workbench.launchAndWait;
import static lbsim.ui.tests.launch.Workbench.project;
import static lbsim.ui.tests.launch.Workbench.spin;
import static lbsim.ui.tests.launch.Workbench.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.console.IConsoleConstants;
import org.eclipse.ui.part.ISetSelectionTarget;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import lbsim.ui.launch.RunReport;
import lbsim.ui.launch.SimulationJob;

/**
 * Screenshots for docs/: the Run Configurations dialog on an lbsim Simulation configuration, and the workbench
 * after a finished run (console, result folder in the Project Explorer, the space-time diagram editor); a scenario
 * with a broken rule and its marker in the Problems view, and the New lbsim Scenario wizard. Runs only when
 * {@code -Dlbsim.screenshots=FOLDER} is given.
 */
class ScreenshotsTest {

    private static Path folder() {
        String f = System.getProperty("lbsim.screenshots", "");
        assumeTrue(!f.isEmpty(), "screenshots only with -Dlbsim.screenshots=FOLDER");
        return Path.of(f);
    }

    @AfterEach
    void restore() {
        RunReport.setInteractive(true, true);
    }

    private static void save(Rectangle area, Path file) throws Exception {
        Display d = Display.getCurrent();
        Image image = new Image(d, area.width, area.height);
        GC gc = new GC(d);
        gc.copyArea(image, area.x, area.y);
        gc.dispose();
        ImageLoader loader = new ImageLoader();
        loader.data = new org.eclipse.swt.graphics.ImageData[] { image.getImageData() };
        Files.createDirectories(file.getParent());
        loader.save(file.toString(), SWT.IMAGE_PNG);
        image.dispose();
        assertTrue(Files.size(file) > 10_000, file + " is nearly empty");
    }

    private static IWorkbenchWindow window() {
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        w.getShell().setBounds(0, 0, 1400, 900);
        return w;
    }

    @Test
    void finishedRunAndRunConfigurationsDialog() throws Exception {
        Path out = folder();
        Workbench.deleteAllProjects();
        IProject p = project("wus");
        String wus = Files.readString(Path.of(System.getProperty("lbsim.examples", "../../examples"), "wus-nice-share.lbsim"));
        IFile scenario = write(p, "scenarios/wus-nice-share.lbsim", wus);
        IWorkbenchWindow w = window();
        PlatformUI.getWorkbench().showPerspective("lbsim.ui.perspective", w);
        IWorkbenchPage page = w.getActivePage();
        ILaunchConfiguration c = configuration("wus-nice-share", scenario, !Boolean.getBoolean("lbsim.realCli"))
                .doSave();
        RunReport.setInteractive(false, true);
        SimulationJob job = launchAndWait(c);
        assertEquals("completed", job.outcome().status(), job.process().transcript());
        Workbench.consoleText(job.launch(), "results:");
        page.showView(IConsoleConstants.ID_CONSOLE_VIEW);
        IViewPart explorer = page.showView("org.eclipse.ui.navigator.ProjectExplorer");
        if (explorer instanceof ISetSelectionTarget t) {
            t.selectReveal(new StructuredSelection(p.getFolder("results/wus-nice-share").getFile("tasks.csv")));
        }
        dispatch(3000);
        save(w.getShell().getBounds(), out.resolve("ide-finished-run.png"));

        // the Run Configurations dialog on the configuration: modal, so a timer takes the picture and closes it
        Display d = Display.getCurrent();
        boolean[] done = { false };
        Exception[] failed = { null };
        Runnable[] shoot = new Runnable[1];
        shoot[0] = () -> {
            for (Shell s : d.getShells()) {
                if (s.isVisible() && s != w.getShell() && !s.getText().isEmpty()) {
                    s.setBounds(40, 40, 1100, 720);
                    d.timerExec(1500, () -> {
                        try {
                            save(s.getBounds(), out.resolve("ide-run-configurations.png"));
                            // then the User Code tab: the trace level, call sites
                            org.eclipse.swt.custom.CTabItem code = userCodeTab(s);
                            if (code != null) {
                                code.getParent().setSelection(code);
                                code.getParent().notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
                            }
                        } catch (Exception e) {
                            failed[0] = e;
                        }
                        d.timerExec(1000, () -> {
                            try {
                                save(s.getBounds(), out.resolve("ide-user-code-tab.png"));
                            } catch (Exception e) {
                                failed[0] = e;
                            }
                            s.close();
                            done[0] = true;
                        });
                    });
                    return;
                }
            }
            d.timerExec(200, shoot[0]);
        };
        d.timerExec(500, shoot[0]);
        DebugUITools.openLaunchConfigurationDialogOnGroup(w.getShell(), new StructuredSelection(c),
                IDebugUIConstants.ID_RUN_LAUNCH_GROUP);
        spin(() -> done[0], "the screenshot of the Run Configurations dialog");
        if (failed[0] != null) {
            throw failed[0];
        }
    }

    @Test
    void aProblemMarkerAndTheNewScenarioWizard() throws Exception {
        Path out = folder();
        Workbench.deleteAllProjects();
        IProject p = project("demo");
        // the ion-implantation example with node3's speed made negative: rule positiveSpeed
        String text = Files.readString(Path.of(System.getProperty("lbsim.examples", "../../examples"), "ion-implantation.lbsim"))
                .replace("<hosts name=\"node3\" speed=\"1.5\"", "<hosts name=\"node3\" speed=\"-1\"");
        assertTrue(text.contains("speed=\"-1\""), "node3 is in the example");
        IFile scenario = write(p, "cluster.lbsim", text);
        IWorkbenchWindow w = window();
        PlatformUI.getWorkbench().showPerspective("lbsim.ui.perspective", w);
        IWorkbenchPage page = w.getActivePage();
        page.closeAllEditors(false);
        page.resetPerspective();
        org.eclipse.ui.IEditorPart editor = org.eclipse.ui.ide.IDE.openEditor(page, scenario);
        ((lbsim.model.editor.ScenarioEditor) editor).validate(false); // as on save, or Validate in the menu
        spin(() -> markers(scenario).length > 0, "a problem marker on cluster.lbsim");
        IViewPart problems = page.showView(org.eclipse.ui.IPageLayout.ID_PROBLEM_VIEW);
        dispatch(1000);
        expandFirst(problems); // the Errors group open on the marker's line
        org.eclipse.ui.ide.IDE.gotoMarker(editor, markers(scenario)[0]); // selects node3 in the tree and Properties
        page.activate(editor);
        dispatch(2000);
        save(w.getShell().getBounds(), out.resolve("ide-problems-marker.png"));
        page.closeAllEditors(false);

        // File > New > lbsim Scenario, on the project
        org.eclipse.ui.wizards.IWizardDescriptor d = PlatformUI.getWorkbench().getNewWizardRegistry()
                .findWizard("lbsim.model.editor.newScenarioWizard");
        org.eclipse.ui.INewWizard wizard = (org.eclipse.ui.INewWizard) d.createWizard();
        wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(p));
        org.eclipse.jface.wizard.WizardDialog dialog = new org.eclipse.jface.wizard.WizardDialog(w.getShell(), wizard);
        dialog.setBlockOnOpen(false);
        dialog.open();
        dispatch(1500);
        save(dialog.getShell().getBounds(), out.resolve("ide-new-scenario-wizard.png"));
        dialog.close();
    }

    /** Opens the first top-level item of the first tree in {@code view}, as a click on its arrow does. */
    private static void expandFirst(IViewPart view) {
        org.eclipse.swt.widgets.Tree tree = firstTree(view.getSite().getShell());
        if (tree != null && tree.getItemCount() > 0) {
            org.eclipse.swt.widgets.TreeItem item = tree.getItem(0);
            org.eclipse.swt.widgets.Event e = new org.eclipse.swt.widgets.Event();
            e.item = item;
            tree.notifyListeners(SWT.Expand, e);
            item.setExpanded(true);
            if (item.getItemCount() > 0) {
                tree.setSelection(item.getItem(0));
            }
        }
    }

    /** The Problems view's tree: the tree whose first item names the errors. */
    private static org.eclipse.swt.widgets.Tree firstTree(org.eclipse.swt.widgets.Composite c) {
        for (org.eclipse.swt.widgets.Control k : c.getChildren()) {
            if (k instanceof org.eclipse.swt.widgets.Tree t && t.isVisible() && t.getItemCount() > 0
                    && t.getItem(0).getText().startsWith("Errors")) {
                return t;
            }
            if (k instanceof org.eclipse.swt.widgets.Composite cc) {
                org.eclipse.swt.widgets.Tree t = firstTree(cc);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    private static org.eclipse.core.resources.IMarker[] markers(IFile f) {
        try {
            return f.findMarkers("lbsim.model.editor.problem", true, org.eclipse.core.resources.IResource.DEPTH_ZERO);
        } catch (org.eclipse.core.runtime.CoreException e) {
            return new org.eclipse.core.resources.IMarker[0];
        }
    }

    /** The launch dialog's "User Code" tab item, or null. */
    private static org.eclipse.swt.custom.CTabItem userCodeTab(org.eclipse.swt.widgets.Composite c) {
        for (org.eclipse.swt.widgets.Control k : c.getChildren()) {
            if (k instanceof org.eclipse.swt.custom.CTabFolder f) {
                for (org.eclipse.swt.custom.CTabItem i : f.getItems()) {
                    if (i.getText().contains("User Code")) {
                        return i;
                    }
                }
            }
            if (k instanceof org.eclipse.swt.widgets.Composite cc) {
                org.eclipse.swt.custom.CTabItem found = userCodeTab(cc);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
