package lbsim.ui.tests.launch;

import static lbsim.ui.tests.launch.Workbench.build;
import static lbsim.ui.tests.launch.Workbench.dispatch;
import static lbsim.ui.tests.launch.Workbench.javaErrors;
import static lbsim.ui.tests.launch.Workbench.launchAndWait;
import static lbsim.ui.tests.launch.Workbench.spin;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.wizards.IWizardDescriptor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import lbsim.model.editor.NewScenarioWizard;
import lbsim.model.editor.ScenarioTemplate;
import lbsim.ui.launch.LaunchAttributes;
import lbsim.ui.launch.LbsimBundles;
import lbsim.ui.launch.RunReport;
import lbsim.ui.launch.SimulationJob;
import lbsim.ui.launch.SimulationShortcut;
import lbsim.ui.spacetime.SpaceTimeEditor;
import lbsim.ui.usercode.LbsimLibrary;
import lbsim.ui.usercode.NewLbsimProjectWizard;
import lbsim.ui.usercode.NewStrategyWizard;

/**
 * Issue 27, "Findable": the first-time path from an empty workspace, as a user takes it without the README. File &gt;
 * New &gt; lbsim Project (the examples, and a Java project with the lbsim Library and the real program's source), a
 * scenario from a template, Run As &gt; lbsim Simulation, the diagram, a strategy from New lbsim Strategy in the
 * Java project, the rerun, the diagram updated. With {@code -Dlbsim.screenshots=FOLDER} it also saves the wizard as
 * FOLDER/ide-new-project.png.
 */
class FirstUseTest {

    private IWorkbenchPage page;

    @BeforeEach
    void emptyWorkspace() throws Exception {
        Workbench.deleteAllProjects();
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        PlatformUI.getWorkbench().showPerspective("lbsim.ui.perspective", w);
        page = w.getActivePage();
        page.closeAllEditors(false);
        RunReport.setInteractive(false, true); // no dialogs; a completed run opens its diagram, as in the IDE
    }

    @AfterEach
    void restore() throws Exception {
        org.eclipse.core.runtime.jobs.Job.getJobManager().join(SimulationJob.FAMILY, null);
        dispatch(200);
        page.closeAllEditors(false);
        RunReport.setInteractive(true, true);
    }

    /** The launch Run As makes for a scenario; behind the progress protocol's test double when the CLI lacks it. */
    private static ILaunchConfiguration runAs(IFile scenario) throws Exception {
        ILaunchConfiguration c = SimulationShortcut.configurationFor(scenario);
        if (!Workbench.cliSpeaksProgressProtocol()) {
            ILaunchConfigurationWorkingCopy wc = c.getWorkingCopy();
            wc.setAttribute(LaunchAttributes.MAIN_CLASS, ProtocolDouble.class.getName());
            List<String> extra = new ArrayList<>();
            for (Path p : LbsimBundles.classPathOf(LbsimBundles.bundle("lbsim.ui.tests"))) {
                extra.add(p.toString());
            }
            wc.setAttribute(LaunchAttributes.EXTRA_JVM_CLASS_PATH, extra);
            c = wc.doSave();
        }
        return c;
    }

    private static String[] masterSlaveRow(Path result) throws Exception {
        List<String> rows = Files.readAllLines(result.resolve("masterslave.csv"));
        assertEquals("strategy,slaves,makespan_s,work_s,speedup,efficiency,load_imbalance,chunks,scheduling_messages",
                rows.get(0));
        return rows.get(1).split(",");
    }

    /** summary.json's simulatedEndSeconds. */
    private static double simulatedEnd(Path result) throws Exception {
        Matcher m = Pattern.compile("\"simulatedEndSeconds\"\\s*:\\s*([-0-9.eE+]+)")
                .matcher(Files.readString(result.resolve("summary.json")));
        assertTrue(m.find(), "summary.json has no simulatedEndSeconds");
        return Double.parseDouble(m.group(1));
    }

    /** The rows of tasks.csv (one per task), without the header. */
    private static List<String> taskRows(Path result) throws Exception {
        List<String> rows = Files.readAllLines(result.resolve("tasks.csv"));
        return rows.subList(1, rows.size()).stream().filter(r -> !r.isBlank()).toList();
    }

    private SpaceTimeEditor diagram() {
        spin(() -> page.getActiveEditor() instanceof SpaceTimeEditor e && e.getStore() != null,
                "the space-time diagram to open");
        return assertInstanceOf(SpaceTimeEditor.class, page.getActiveEditor());
    }

    @Test
    void fromAnEmptyWorkspaceToARerunWithMyStrategy() throws Exception {
        assertEquals(0, ResourcesPlugin.getWorkspace().getRoot().getProjects().length);
        // File > New shows the wizard in the lbsim category
        IWizardDescriptor d = PlatformUI.getWorkbench().getNewWizardRegistry().findWizard("lbsim.ui.usercode.newProject");
        assertEquals("lbsim Project", d.getLabel());
        assertEquals("lbsim", d.getCategory().getId());
        assertTrue(List.of(page.getNewWizardShortcuts()).contains("lbsim.ui.usercode.newProject"),
                "File > New of the lbsim perspective lists lbsim Project");

        // New lbsim Project, through its dialog and Finish
        NewLbsimProjectWizard wizard = (NewLbsimProjectWizard) d.createWizard();
        wizard.init(PlatformUI.getWorkbench(), StructuredSelection.EMPTY);
        WizardDialog dialog = new WizardDialog(page.getWorkbenchWindow().getShell(), wizard);
        dialog.setBlockOnOpen(false);
        dialog.open();
        dispatch(500);
        screenshot(dialog);
        assertTrue(wizard.canFinish(), "the defaults are enough");
        assertTrue(wizard.performFinish());
        dialog.close();
        IProject examples = wizard.getCreatedProject();
        assertEquals("lbsim-examples", examples.getName());
        IProject code = ResourcesPlugin.getWorkspace().getRoot().getProject("lbsim-examples-code");
        assertTrue(code.hasNature(JavaCore.NATURE_ID));
        IJavaProject jp = JavaCore.create(code);
        assertTrue(LbsimLibrary.isOn(jp), "the Java project has the lbsim Library");
        for (ScenarioTemplate t : ScenarioTemplate.ALL) {
            assertTrue(examples.getFile(t.id() + ".lbsim").exists(), t.id());
            for (String data : t.dataFiles()) {
                assertTrue(examples.getFile(data).exists(), data);
            }
        }
        // the real program's source is in the Java project, the same as the one lbsim ships in examples/programs
        IFile ring = code.getFile("src/examples/ring/TokenRing.java");
        assertTrue(ring.exists());
        Path shipped = Path.of(System.getProperty("lbsim.examples", "../../examples"),
                "programs/src/examples/ring/TokenRing.java");
        assertEquals(Files.readString(shipped), new String(ring.getContents().readAllBytes(), StandardCharsets.UTF_8));
        String realScenario = new String(examples.getFile("real-program.lbsim").getContents().readAllBytes(),
                StandardCharsets.UTF_8);
        assertFalse(realScenario.contains("<classPath>"), realScenario);
        assertTrue(realScenario.contains("in the Java project lbsim-examples-code"), realScenario);
        build();
        assertEquals(List.of(), javaErrors(code));
        assertTrue(code.getFile("bin/examples/ring/TokenRing.class").exists());
        examples.refreshLocal(IResource.DEPTH_INFINITE, null);
        build();
        assertEquals("", errors(examples), "no example has an error marker (the real program's classes come from the"
                + " Java project)");

        // the real program runs from the Java project, with no tick on the User Code tab (the project reference)
        SimulationJob real = launchAndWait(runAs(examples.getFile("real-program.lbsim")));
        assertEquals("completed", real.outcome().status(), real.process().transcript());
        Path realResult = examples.getFolder("results/real-program").getLocation().toFile().toPath();
        List<String> ringTasks = taskRows(realResult);
        assertEquals(4, ringTasks.size(), "TokenRing 4 ...: four tasks, " + ringTasks);
        SpaceTimeEditor ringDiagram = diagram();
        assertEquals(4, ringDiagram.getStore().taskCount());
        assertEquals(simulatedEnd(realResult), ringDiagram.getStore().endSeconds(), 0.0);
        page.closeAllEditors(false);

        // a scenario from the master-slave template (New lbsim Scenario), Run As
        NewScenarioWizard sw = new NewScenarioWizard();
        sw.init(PlatformUI.getWorkbench(), new StructuredSelection(examples));
        WizardDialog sd = new WizardDialog(page.getWorkbenchWindow().getShell(), sw);
        sd.setBlockOnOpen(false);
        sd.open();
        sw.setTemplate(ScenarioTemplate.ALL.get(2));
        sw.setTarget(examples.getFullPath(), "mine.lbsim");
        assertTrue(sw.performFinish());
        sd.close();
        IFile mine = examples.getFile("mine.lbsim");
        assertTrue(mine.exists());
        ILaunchConfiguration c = runAs(mine);
        SimulationJob job = launchAndWait(c);
        assertEquals("completed", job.outcome().status(), job.process().transcript());
        Path result = examples.getFolder("results/mine").getLocation().toFile().toPath();
        String[] first = masterSlaveRow(result);
        assertEquals("adaptive-weighted-factoring", first[0]);
        assertEquals("10", first[1]);
        SpaceTimeEditor e = diagram();
        double end1 = simulatedEnd(result);
        assertEquals(end1, e.getStore().endSeconds(), 0.0);
        assertTrue(end1 >= Double.parseDouble(first[2]), "the run ends after the makespan " + first[2] + ": " + end1);
        int tasks1 = e.getStore().taskCount();
        assertTrue(tasks1 >= 11, "master and 10 slaves: " + tasks1);
        long messages1 = e.getStore().messageCount();

        // New lbsim Strategy in the Java project: the skeleton hands out chunks of 10 units
        IFile strategy = NewStrategyWizard.create(jp, "my", "TenAtATime", new NullProgressMonitor());
        assertEquals("/lbsim-examples-code/src/my/TenAtATime.java", strategy.getFullPath().toString());
        String text = new String(mine.getContents().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(text.contains("strategy=\"adaptive-weighted-factoring\""));
        Workbench.write(examples, "mine.lbsim",
                text.replace("strategy=\"adaptive-weighted-factoring\"", "strategyClass=\"my.TenAtATime\""));
        build();
        assertEquals(List.of(), javaErrors(code));

        // the rerun (the same configuration, as Run As again): the open diagram shows the new run
        job = launchAndWait(c);
        assertEquals("completed", job.outcome().status(), job.process().transcript());
        String[] second = masterSlaveRow(result);
        assertEquals("ten-at-a-time", second[0]);
        assertEquals("2000", second[7], "20,000 units in chunks of 10");
        double end2 = simulatedEnd(result);
        assertNotEquals(end1, end2);
        spin(() -> e.getStore() != null && e.getStore().endSeconds() == end2, "the diagram to show the rerun");
        assertSame(e, page.getActiveEditor(), "the open diagram is reused");
        assertEquals(end2, e.getStore().endSeconds(), 0.0);
        assertNotEquals(messages1, e.getStore().messageCount());
    }

    /**
     * The real-program template of New lbsim Scenario in a project that references a Java project (as New lbsim
     * Project makes them): the wizard writes TokenRing.java into that Java project (before, the scenario's
     * description told the user to copy it from the lbsim sources), and Run As runs it from there.
     */
    @Test
    void theRealProgramTemplateWritesItsSourceIntoTheJavaProject() throws Exception {
        IJavaProject mycode = Workbench.javaProject("mycode");
        IProject sims = Workbench.project("sims");
        org.eclipse.core.resources.IProjectDescription d = sims.getDescription();
        d.setReferencedProjects(new IProject[] { mycode.getProject() });
        sims.setDescription(d, null);
        NewScenarioWizard sw = new NewScenarioWizard();
        sw.init(PlatformUI.getWorkbench(), new StructuredSelection(sims));
        WizardDialog sd = new WizardDialog(page.getWorkbenchWindow().getShell(), sw);
        sd.setBlockOnOpen(false);
        sd.open();
        sw.setTemplate(ScenarioTemplate.ALL.get(3));
        sw.setTarget(sims.getFullPath(), "ring.lbsim");
        assertTrue(sw.performFinish());
        sd.close();
        IFile ring = mycode.getProject().getFile("src/examples/ring/TokenRing.java");
        assertTrue(ring.exists(), "the wizard wrote the program's source into the Java project");
        Path shipped = Path.of(System.getProperty("lbsim.examples", "../../examples"),
                "programs/src/examples/ring/TokenRing.java");
        assertEquals(Files.readString(shipped), new String(ring.getContents().readAllBytes(), StandardCharsets.UTF_8));
        String scenario = new String(sims.getFile("ring.lbsim").getContents().readAllBytes(), StandardCharsets.UTF_8);
        assertFalse(scenario.contains("<classPath>"), scenario);
        assertTrue(scenario.contains("name=\"ring\""), scenario);
        assertTrue(scenario.contains("in the Java project mycode"), scenario);
        build();
        assertEquals(List.of(), javaErrors(mycode.getProject()));
        SimulationJob job = launchAndWait(runAs(sims.getFile("ring.lbsim")));
        assertEquals("completed", job.outcome().status(), job.process().transcript());
        // TokenRing 4 100 ...: ring0 starts three more tasks, one per workstation
        List<String> tasks = taskRows(sims.getFolder("results/ring").getLocation().toFile().toPath());
        assertEquals(List.of("ring0,ws1", "TokenRing-1,ws2", "TokenRing-2,ws3", "TokenRing-3,ws4"),
                tasks.stream().map(r -> String.join(",", List.of(r.split(",")).subList(0, 2))).toList());
    }

    /** The error markers of a project, "file: message; " each. */
    private static String errors(IProject p) throws Exception {
        StringBuilder b = new StringBuilder();
        for (IMarker m : p.findMarkers(IMarker.PROBLEM, true, IResource.DEPTH_INFINITE)) {
            if (m.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR) {
                b.append(m.getResource().getName()).append(": ").append(m.getAttribute(IMarker.MESSAGE, "")).append("; ");
            }
        }
        return b.toString();
    }

    /** With -Dlbsim.screenshots=FOLDER: the wizard's dialog as FOLDER/ide-new-project.png. */
    private static void screenshot(WizardDialog dialog) throws Exception {
        String out = System.getProperty("lbsim.screenshots", "");
        if (out.isEmpty()) {
            return;
        }
        dialog.getShell().setBounds(60, 60, 760, 720);
        dispatch(1500);
        Display d = Display.getCurrent();
        Rectangle area = dialog.getShell().getBounds();
        Image image = new Image(d, area.width, area.height);
        GC gc = new GC(image);
        boolean printed = dialog.getShell().print(gc); // the shell as it draws itself, whatever lies over it
        gc.dispose();
        if (!printed) {
            gc = new GC(d);
            gc.copyArea(image, area.x, area.y);
            gc.dispose();
        }
        ImageLoader loader = new ImageLoader();
        loader.data = new org.eclipse.swt.graphics.ImageData[] { image.getImageData() };
        Path file = Path.of(out, "ide-new-project.png");
        Files.createDirectories(file.getParent());
        loader.save(file.toString(), SWT.IMAGE_PNG);
        image.dispose();
        assertTrue(Files.size(file) > 10_000, file + " is nearly empty");
    }
}
