package lbsim.ui.tests.launch;

import static lbsim.ui.tests.launch.Workbench.configuration;
import static lbsim.ui.tests.launch.Workbench.project;
import static lbsim.ui.tests.launch.Workbench.spin;
import static lbsim.ui.tests.launch.Workbench.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import lbsim.trace.file.TraceFileStore;
import lbsim.ui.launch.LaunchAttributes;
import lbsim.ui.launch.RunReport;
import lbsim.ui.launch.SimulationJob;
import lbsim.ui.spacetime.SpaceTimeEditor;
import lbsim.ui.spacetime.SpaceTimePreferences;

/**
 * The live space-time diagram (issue 27): a launched run opens its diagram while it goes, the diagram shows more of the
 * run as it goes, its Stop button ends the launch with no result folder written (nothing half-written, nothing left
 * beside it), and a run that completes ends with the diagram on its final trace.lbt. Every wait is on a condition with
 * a generous timeout; nothing is timed.
 */
class LiveDiagramTest {

    private IProject sims;

    @BeforeEach
    void workspace() throws Exception {
        assumeTrue(Workbench.cliSpeaksProgressProtocol(), "needs the command line's --progress=machine");
        Workbench.deleteAllProjects();
        sims = project("sims");
        RunReport.setInteractive(false, true);
        SpaceTimePreferences.store().setToDefault(SpaceTimePreferences.LIVE);
        page().closeAllEditors(false);
    }

    @AfterEach
    void restore() {
        RunReport.setInteractive(true, true);
        page().closeAllEditors(false);
    }

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    /**
     * Master-slave with units handed out one at a time: millions of short chunks, each a request, a unit of work and
     * a result, so the run writes records steadily for a long while (minutes without an end time).
     */
    static String manyChunks(String name, String runAttributes) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                    xmlns:lbsim="http://lbsim.org/model/1.0" name="%s">
                  <platform>
                    <hosts name="master" segment="lan"/>
                    <hosts name="node1" segment="lan"/>
                    <hosts name="node2" segment="lan"/>
                    <hosts name="node3" segment="lan"/>
                    <segments xsi:type="lbsim:DelayNetwork" name="lan" sendDelaySeconds="0.0002" receiveDelaySeconds="0.0002"
                        transmissionDelaySeconds="0.0005" proportionalDelayPerKBSeconds="0.0008"/>
                  </platform>
                  <application xsi:type="lbsim:MasterSlaveApplication" master="master" slaves="node1 node2 node3"
                      units="20000000" unitCost="constant(0.001)" requestBytes="64" workBytesFixed="0"
                      workBytesPerUnit="1000" resultBytesFixed="64" resultBytesPerUnit="0" strategy="fixed(1)"/>
                  <run seed="1"%s/>
                </lbsim:Scenario>
                """.formatted(name, runAttributes);
    }

    /** The space-time editors open in the page. */
    private static List<SpaceTimeEditor> editors() {
        return Stream.of(page().getEditorReferences()).filter(r -> SpaceTimeEditor.ID.equals(r.getId()))
                .map((IEditorReference r) -> r.getEditor(true)).filter(SpaceTimeEditor.class::isInstance)
                .map(SpaceTimeEditor.class::cast).toList();
    }

    private static SpaceTimeEditor liveEditor() {
        for (SpaceTimeEditor e : editors()) {
            if (e.liveRun() != null) {
                return e;
            }
        }
        return null;
    }

    private static ILaunch launch(ILaunchConfigurationWorkingCopy wc) throws Exception {
        Workbench.startDebugUi();
        return wc.doSave().launch(ILaunchManager.RUN_MODE, new NullProgressMonitor());
    }

    @Test
    void watchedAndStoppedEarlyLeavesNoResult() throws Exception {
        IFile scenario = write(sims, "scenarios/long.lbsim", manyChunks("long", ""));
        ILaunchConfigurationWorkingCopy wc = configuration("live-stop", scenario, false);
        wc.setAttribute(LaunchAttributes.OUTPUT, "/sims/results/long");
        ILaunch launch = launch(wc);
        SimulationJob job = SimulationJob.of(launch);
        assertNotNull(job, "the launch made no simulation job");

        // the diagram opens while the run goes, on the result folder's trace.lbt it will write
        spin(() -> liveEditor() != null || launch.isTerminated(), "the live diagram to open");
        assertFalse(launch.isTerminated(), "the run ended before its diagram opened:\n" + job.process().transcript());
        SpaceTimeEditor editor = liveEditor();
        Path target = sims.getLocation().toFile().toPath().resolve("results/long/trace.lbt");
        assertEquals(target, SpaceTimeEditor.pathOfInput(editor.getEditorInput()));
        assertTrue(editor.getPartName().startsWith("long (running"), editor.getPartName());
        long first = editor.getStore().intervalCount();
        String line = editor.liveLine();
        assertNotNull(line);
        assertTrue(line.startsWith("Running"), line);

        // and shows more of it later: read again from a newer snapshot, the end time later too
        double firstEnd = editor.getStore().endSeconds();
        spin(() -> editor.getStore().intervalCount() > first || launch.isTerminated(), "the live diagram to show more");
        assertFalse(launch.isTerminated(), "the run ended while it was watched:\n" + job.process().transcript());
        assertTrue(editor.getStore().endSeconds() >= firstEnd);
        assertTrue(editor.getStore().messageCount() > 0);
        // not zoomed: the window follows the end of what the run has done
        lbsim.ui.spacetime.TimeWindow whole = editor.getWindow();
        assertEquals(0, whole.t0());
        assertEquals(editor.getStore().endSeconds(), whole.t1());
        // zoomed: the next snapshots keep the user's window
        lbsim.ui.spacetime.TimeWindow zoom = new lbsim.ui.spacetime.TimeWindow(whole.t1() / 4, whole.t1() / 2, whole.t1(),
                whole.width());
        editor.setWindow(zoom);
        long second = editor.getStore().intervalCount();
        spin(() -> editor.getStore().intervalCount() > second || launch.isTerminated(), "one more snapshot");
        assertFalse(launch.isTerminated(), "the run ended while it was watched:\n" + job.process().transcript());
        assertEquals(zoom.t0(), editor.getWindow().t0());
        assertEquals(zoom.t1(), editor.getWindow().t1());
        assertTrue(editor.getWindow().end() > zoom.end(), "the run's end moved on: " + editor.getWindow());

        // Stop the Run is a command (Ctrl+Shift+X, the toolbar, the context menu), enabled while the diagram is live
        org.eclipse.ui.commands.ICommandService commands = PlatformUI.getWorkbench()
                .getService(org.eclipse.ui.commands.ICommandService.class);
        org.eclipse.core.commands.Command stopCommand = commands.getCommand(lbsim.ui.spacetime.StopRunHandler.ID);
        page().activate(editor);
        assertTrue(stopCommand.isEnabled(), "Stop the Run is disabled on a live diagram");
        Workbench.dispatch(200);
        assertTrue(stopItem(editor).isEnabled(), "the toolbar's Stop is disabled on a live diagram");
        // Stop, as the user runs the command: the launch ends as stopped, and lbsim wrote no result
        PlatformUI.getWorkbench().getService(org.eclipse.ui.handlers.IHandlerService.class)
                .executeCommand(lbsim.ui.spacetime.StopRunHandler.ID, null);
        assertFalse(stopCommand.isEnabled(), "Stop the Run stays enabled once asked for");
        spin(() -> job.getResult() != null && launch.isTerminated(), "the stopped launch to end");
        assertEquals("stopped", job.outcome().status(), job.outcome() + "\n" + job.process().transcript());
        Path results = target.getParent().getParent();
        assertFalse(Files.exists(target.getParent()), "a stopped run wrote its result folder");
        try (Stream<Path> left = Files.list(results)) {
            assertEquals(List.of(), left.toList(), "files left beside the result folder (the spool, its snapshot)");
        }
        // the diagram keeps the run as far as it went, and says so
        spin(() -> editor.liveLine() != null && editor.liveLine().startsWith("Stopped"), "the live line to say Stopped");
        assertTrue(editor.getPartName().endsWith("(stopped)"), editor.getPartName());
        assertTrue(editor.getStore().intervalCount() >= first);
        assertFalse(editor.pressStop(), "Stop stays disabled once the run ended");
        assertFalse(stopCommand.isEnabled(), "Stop the Run is enabled after the run ended");
        Workbench.dispatch(200);
        assertFalse(stopItem(editor).isEnabled(), "the toolbar's Stop is enabled after the run ended (data "
                + stopItem(editor).getData() + ", live " + editor.liveRun() + ")");
    }

    /** The Stop button of the diagram's toolbar as it is now (each snapshot read builds the controls anew). */
    private static org.eclipse.swt.widgets.ToolItem stopItem(SpaceTimeEditor editor) {
        return editor.toolItems().stream().filter(t -> t.getText().equals("Stop")).findFirst().orElseThrow();
    }

    /**
     * Issue 27 (h27live2): bookmarks on a result folder's trace.lbt survive a rerun into that folder watched in the live
     * diagram (the run replaces the folder at its end; the bookmarks are markers of the workspace file). A first run
     * writes the folder; its diagram, opened on the workspace file, gets two bookmarks (one a range); the rerun is
     * followed live by that editor, and at its end the markers are still on the file with their times and labels, the
     * diagram shows the new trace and lists them.
     */
    @Test
    void bookmarksSurviveARerunWatchedLive() throws Exception {
        IFile scenario = write(sims, "scenarios/marked.lbsim", manyChunks("marked", " endTimeSeconds=\"1500\""));
        ILaunchConfigurationWorkingCopy wc = configuration("live-marks", scenario, false);
        wc.setAttribute(LaunchAttributes.OUTPUT, "/sims/results/marked");
        ILaunch first = launch(wc);
        SimulationJob job1 = SimulationJob.of(first);
        spin(() -> job1.getResult() != null && first.isTerminated(), "the first run to end");
        assertEquals("completed", job1.outcome().status(), job1.outcome() + "\n" + job1.process().transcript());
        // the diagram that opened live on the new folder's trace.lbt (not in the workspace then) is on the workspace
        // file once the run ended: its bookmarks are markers, kept with the trace
        spin(() -> editors().size() == 1 && editors().get(0).liveRun() == null, "the diagram to read the final trace");
        IFile trace = sims.getFile("results/marked/trace.lbt");
        SpaceTimeEditor editor = editors().get(0);
        spin(() -> {
            editor.reloadIfChanged();
            return trace.exists() && trace.equals(editor.getBookmarks().file());
        }, "the diagram to be on the workspace file " + trace.getFullPath());
        assertTrue(editor.getEditorInput() instanceof org.eclipse.ui.IFileEditorInput, editor.getEditorInput().toString());
        double end = editor.getStore().endSeconds();
        double at = 0.1 + 0.2; // read back to the bit
        editor.getBookmarks().add(at, Double.NaN, "odd time", lbsim.ui.spacetime.Bookmarks.COLOURS[1]);
        editor.getBookmarks().add(end / 4, end / 2, "a range", lbsim.ui.spacetime.Bookmarks.COLOURS[2]);
        assertEquals(2, trace.findMarkers(org.eclipse.core.resources.IMarker.BOOKMARK, false, 0).length);
        long firstIntervals = editor.getStore().intervalCount();

        // the rerun, watched live by the open diagram
        ILaunch second = launch(wc);
        SimulationJob job2 = SimulationJob.of(second);
        boolean[] seenLive = { false };
        spin(() -> {
            seenLive[0] |= editor.liveRun() != null;
            return job2.getResult() != null && second.isTerminated();
        }, "the rerun to end");
        assertEquals("completed", job2.outcome().status(), job2.outcome() + "\n" + job2.process().transcript());
        assertTrue(seenLive[0], "the open diagram did not follow the rerun");
        spin(() -> editor.liveRun() == null, "the diagram to read the rerun's final trace");
        sims.refreshLocal(org.eclipse.core.resources.IResource.DEPTH_INFINITE, null);
        Workbench.dispatch(500);
        assertTrue(trace.exists());
        org.eclipse.core.resources.IMarker[] markers = trace.findMarkers(org.eclipse.core.resources.IMarker.BOOKMARK, false, 0);
        assertEquals(2, markers.length, "the rerun lost the bookmarks");
        List<lbsim.ui.spacetime.Bookmarks.Bookmark> list = editor.getBookmarks().list();
        assertEquals(2, list.size());
        assertEquals(at, list.get(0).start());
        assertEquals("odd time", list.get(0).label());
        assertEquals(end / 4, list.get(1).start());
        assertEquals(end / 2, list.get(1).end());
        assertEquals("a range", list.get(1).label());
        assertEquals(firstIntervals, editor.getStore().intervalCount(), "the same scenario and seed: the same run");
        assertTrue(Files.getLastModifiedTime(trace.getLocation().toFile().toPath()).toMillis() > 0);
    }

    @Test
    void aCompletedRunEndsOnItsFinalTrace() throws Exception {
        // about 2.5 million chunks (20 million events) by virtual time 3,000 s: seconds of wall time to be watched (the
        // 2.6 million events a second of a quiet machine), then it completes at its end time
        IFile scenario = write(sims, "scenarios/ends.lbsim", manyChunks("ends", " endTimeSeconds=\"3000\""));
        ILaunchConfigurationWorkingCopy wc = configuration("live-end", scenario, false);
        wc.setAttribute(LaunchAttributes.OUTPUT, "/sims/results/ends");
        ILaunch launch = launch(wc);
        SimulationJob job = SimulationJob.of(launch);
        boolean[] seenLive = { false };
        spin(() -> {
            seenLive[0] |= liveEditor() != null;
            return job.getResult() != null && launch.isTerminated();
        }, "the run to end");
        assertEquals("completed", job.outcome().status(), job.outcome() + "\n" + job.process().transcript());
        assertTrue(seenLive[0], "the diagram did not open while the run went");
        Path target = job.resultFolder().resolve("trace.lbt");
        // one diagram, on the final file: no longer live, and every interval of the finished trace
        spin(() -> editors().size() == 1 && editors().get(0).liveRun() == null, "the diagram to read the final trace");
        SpaceTimeEditor editor = editors().get(0);
        assertEquals(target.toAbsolutePath().normalize(),
                SpaceTimeEditor.pathOfInput(editor.getEditorInput()).toAbsolutePath().normalize());
        try (TraceFileStore f = TraceFileStore.open(target)) {
            assertEquals(f.intervalCount(), editor.getStore().intervalCount());
            assertEquals(f.messageCount(), editor.getStore().messageCount());
            assertEquals(f.endSeconds(), editor.getStore().endSeconds());
        }
        assertNull(editor.liveLine());
        assertEquals("ends", editor.getPartName());
        try (Stream<Path> left = Files.list(target.getParent().getParent())) {
            assertEquals(List.of(target.getParent()), left.toList(), "files left beside the result folder");
        }
    }

    /**
     * docs/ide-live.png: the workbench while a run goes, its diagram live (title, the line with Stop), then stopped.
     * Runs only with {@code -Dlbsim.screenshots=FOLDER}.
     */
    @Test
    void screenshotOfALiveRun() throws Exception {
        String folder = System.getProperty("lbsim.screenshots", "");
        assumeTrue(!folder.isEmpty(), "screenshots only with -Dlbsim.screenshots=FOLDER");
        org.eclipse.ui.IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        w.getShell().setBounds(0, 0, 1400, 900);
        PlatformUI.getWorkbench().showPerspective("lbsim.ui.perspective", w);
        // units of 20 ms: the slaves compute most of the time, and the picture shows it
        IFile scenario = write(sims, "scenarios/watched.lbsim",
                manyChunks("watched", "").replace("constant(0.001)", "constant(0.02)"));
        ILaunchConfigurationWorkingCopy wc = configuration("live-shot", scenario, false);
        wc.setAttribute(LaunchAttributes.OUTPUT, "/sims/results/watched");
        ILaunch launch = launch(wc);
        SimulationJob job = SimulationJob.of(launch);
        spin(() -> liveEditor() != null || launch.isTerminated(), "the live diagram to open");
        assertFalse(launch.isTerminated(), job.process().transcript());
        SpaceTimeEditor editor = liveEditor();
        long first = editor.getStore().intervalCount();
        spin(() -> editor.getStore().intervalCount() > first || launch.isTerminated(), "a later snapshot");
        Workbench.dispatch(1500);
        org.eclipse.swt.graphics.Rectangle area = w.getShell().getBounds();
        org.eclipse.swt.widgets.Display d = org.eclipse.swt.widgets.Display.getCurrent();
        org.eclipse.swt.graphics.Image image = new org.eclipse.swt.graphics.Image(d, area.width, area.height);
        org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(d);
        gc.copyArea(image, area.x, area.y);
        gc.dispose();
        org.eclipse.swt.graphics.ImageLoader loader = new org.eclipse.swt.graphics.ImageLoader();
        loader.data = new org.eclipse.swt.graphics.ImageData[] { image.getImageData() };
        Path file = Path.of(folder, "ide-live.png");
        Files.createDirectories(file.getParent());
        loader.save(file.toString(), org.eclipse.swt.SWT.IMAGE_PNG);
        image.dispose();
        assertTrue(Files.size(file) > 10_000, file + " is nearly empty");
        assertTrue(editor.pressStop());
        spin(() -> job.getResult() != null && launch.isTerminated(), "the stopped launch to end");
    }
}
