package lbsim.ui.tests.launch;

import static lbsim.ui.tests.launch.Workbench.build;
import static lbsim.ui.tests.launch.Workbench.configuration;
import static lbsim.ui.tests.launch.Workbench.dispatch;
import static lbsim.ui.tests.launch.Workbench.javaErrors;
import static lbsim.ui.tests.launch.Workbench.javaProject;
import static lbsim.ui.tests.launch.Workbench.launchAndWait;
import static lbsim.ui.tests.launch.Workbench.project;
import static lbsim.ui.tests.launch.Workbench.spin;
import static lbsim.ui.tests.launch.Workbench.write;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IDebugTarget;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.core.model.IThread;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.IDebugModelPresentation;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.debug.core.IJavaDebugTarget;
import org.eclipse.jdt.debug.core.IJavaLineBreakpoint;
import org.eclipse.jdt.debug.core.IJavaPrimitiveValue;
import org.eclipse.jdt.debug.core.IJavaStackFrame;
import org.eclipse.jdt.debug.core.IJavaThread;
import org.eclipse.jdt.debug.core.IJavaVariable;
import org.eclipse.jdt.debug.core.JDIDebugModel;
import org.eclipse.jdt.launching.JavaRuntime;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import lbsim.ui.debug.SimulationDebugProcess;
import lbsim.trace.store.TraceStore;
import lbsim.trace.store.TraceStores;
import lbsim.ui.launch.LaunchAttributes;
import lbsim.ui.launch.ProgressProtocol;
import lbsim.ui.launch.RunReport;
import lbsim.ui.launch.SimulationJob;
import lbsim.ui.spacetime.SpaceTimeEditor;

/**
 * Debug As &gt; lbsim Simulation (issue 27): a line breakpoint in a workspace strategy stops the simulation's JVM; the
 * Debug view shows the virtual time and task of that moment after the process's label; the editor opens at the
 * breakpoint (source lookup in the User Code projects); the live trace and the live diagram show the run up to the
 * breakpoint's virtual time, and again after a step; after the breakpoint is removed, Resume finishes the run with
 * exit 0 and the result that Run gives, byte for byte (trace.lbt too; summary.json apart from its wall clock); the
 * launch configuration, which does not name lbsim's process factory, is not changed. With {@code
 * -Dlbsim.screenshots=FOLDER} it also saves the Debug perspective while suspended as ide-debug.png, and with the live
 * diagram in front as ide-debug-diagram.png.
 */
class DebugAsTest {

    /**
     * The strategy: half the remaining units (at least 1). The breakpoint is on the line of {@code calls++}, the first
     * statement of {@link lbsim.core.balance.Strategy#chunk}.
     */
    private static final String HALVES = """
            package strat;

            import lbsim.core.balance.Strategy;

            public class Halves implements Strategy {
                private int calls;

                @Override
                public String name() {
                    return "halves";
                }

                @Override
                public void start(long units, double[] speeds) {
                    calls = 0;
                }

                @Override
                public long chunk(int slave, long remaining, double now) {
                    calls++;
                    return Math.max(1, remaining / 2);
                }
            }
            """;

    /**
     * The virtual time of the strategy's first call, worked out by hand for SimulationLaunchTest's two-slave network
     * (send delay 0.2 ms, receive delay 0.2 ms, transmission delay 0.5 ms, 0.8 ms per KB of 1024 bytes) with a master
     * overhead of 3 ms of CPU per request on a host of speed 1: both slaves start at 0 and send a 64-byte request;
     * send overhead 0.2 ms, transfer 0.5 + 0.8 x 64 / 1024 = 0.55 ms, delivered at 0.75 ms; the master's receive
     * overhead 0.2 ms: received at 0.95 ms; then 3 ms of overhead: the strategy is asked at 3.95 ms, on the master's
     * task.
     */
    private static final double FIRST_CALL_SECONDS = 0.0002 + 0.0005 + 0.0008 * 64 / 1024 + 0.0002 + 0.003;

    private IProject sims;

    @BeforeEach
    void workspace() throws Exception {
        Workbench.deleteAllProjects();
        sims = project("sims");
        RunReport.setInteractive(false, false);
        // no "switch to the Debug perspective?" question on launch or suspend (it would block the UI thread)
        DebugUITools.getPreferenceStore().setValue("org.eclipse.debug.ui.switch_perspective_on_suspend", "never");
        DebugUITools.getPreferenceStore().setValue("org.eclipse.debug.ui.switch_to_perspective", "never");
        // the debugger waits this long for the simulation's JVM to connect: generous on 2 shared cores
        org.eclipse.core.runtime.preferences.InstanceScope.INSTANCE.getNode(JavaRuntime.ID_PLUGIN)
                .putInt(JavaRuntime.PREF_CONNECT_TIMEOUT, 180_000);
    }

    @AfterEach
    void restore() throws Exception {
        DebugPlugin.getDefault().getBreakpointManager().removeBreakpoints(
                DebugPlugin.getDefault().getBreakpointManager().getBreakpoints(), true);
        for (ILaunch l : DebugPlugin.getDefault().getLaunchManager().getLaunches()) {
            if (!l.isTerminated()) {
                l.terminate();
            }
        }
        Job.getJobManager().join(SimulationJob.FAMILY, null);
        dispatch(200);
        RunReport.setInteractive(true, true);
    }

    @Test
    void aBreakpointInAWorkspaceStrategyShowsTheVirtualTimeAndResumeGivesRunsResult() throws Exception {
        assumeTrue(Workbench.cliSpeaksProgressProtocol(), "needs the command line's --progress=machine");
        Workbench.startDebugUi();
        IJavaProject strategies = javaProject("strategies");
        IFile source = write(strategies.getProject(), "src/strat/Halves.java", HALVES);
        build();
        assertEquals(List.of(), javaErrors(strategies.getProject()));
        IFile scenario = write(sims, "scenarios/dbg.lbsim", SimulationLaunchTest.masterSlave("dbg",
                "strategyClass=\"strat.Halves\" masterOverheadSeconds=\"0.003\"", ""));

        // the same configuration twice, into two result folders: Run, then Debug
        ILaunchConfiguration run = configuration("dbg-run", scenario, "strategies", "results/run");
        ILaunchConfiguration debug = configuration("dbg-debug", scenario, "strategies", "results/debug");
        SimulationJob ran = launchAndWait(run);
        assertEquals("completed", ran.outcome().status(), ran.process().transcript());

        int line = lineOf(HALVES, "calls++;");
        IJavaLineBreakpoint breakpoint = JDIDebugModel.createLineBreakpoint(source, "strat.Halves", line, -1, -1, 0,
                true, null);
        byte[] saved = configurationFile(debug);
        RunReport.setInteractive(false, true); // the live diagram opens when the debugged run starts
        Suspended at = debugToBreakpoint(debug, breakpoint);
        // the live trace shows the run up to this moment: the suspend had the run snapshot its trace (the IDE writes a
        // request into the probe, the run's poller thread snapshots the records so far while the breakpoint holds the
        // recording thread), and the snapshot's end is the breakpoint's virtual time. Without it the run's periodic
        // snapshot comes at a record at most every half second, and none had come 3.95 ms into the run
        ProgressProtocol.LiveTrace live = at.process.simulation().liveTrace();
        assertNotNull(live, "the run announced no live trace (lbsim-trace line)");
        double[] end = { Double.NaN };
        spin(() -> Math.abs((end[0] = liveEnd(live)) - FIRST_CALL_SECONDS) < 1e-12,
                "a live snapshot up to the breakpoint's t = " + FIRST_CALL_SECONDS + " s (its end: " + end[0] + ")");
        // and the live diagram, open since the run started, reads it: it shows the run up to the breakpoint
        SpaceTimeEditor[] diagram = { null };
        spin(() -> (diagram[0] = liveDiagram(at.page)) != null
                && Math.abs(diagram[0].getStore().endSeconds() - FIRST_CALL_SECONDS) < 1e-12,
                "the live diagram to show the run up to t = " + FIRST_CALL_SECONDS + " s");
        assertEquals("strat.Halves", at.frame.getDeclaringTypeName());
        assertEquals("chunk", at.frame.getMethodName());
        assertEquals(line, at.frame.getLineNumber());
        // the strategy's argument now (read over JDI in the frame, the Variables view's value) is the hand-worked time
        assertEquals(FIRST_CALL_SECONDS, doubleVariable(at.frame, "now"), 1e-12);

        // the Debug view's label of the process: "[t = 0.00395 s, task master] lbsim run /sims/scenarios/dbg.lbsim (...)"
        Matcher m = position(at, "/sims/scenarios/dbg.lbsim");
        assertEquals(FIRST_CALL_SECONDS, Double.parseDouble(m.group(1)), 1e-12, m.group());
        assertEquals("master", m.group(2), m.group());

        // source lookup found the strategy in the workspace: the editor is open on Halves.java
        spin(() -> editorOn(at.page, source) != null, "the editor on Halves.java (source lookup)");

        String shots = System.getProperty("lbsim.screenshots", "");
        if (!shots.isEmpty()) {
            at.page.showView(IDebugUIConstants.ID_VARIABLE_VIEW, null, IWorkbenchPage.VIEW_VISIBLE);
            at.page.activate(at.debugView);
            dispatch(3000);
            save(at.page.getWorkbenchWindow().getShell().getBounds(), Path.of(shots, "ide-debug.png"));
            // the live diagram at the breakpoint, beside the Debug view's virtual time
            at.page.activate(diagram[0]);
            diagram[0].getNavigation().zoomToFit();
            dispatch(3000);
            save(at.page.getWorkbenchWindow().getShell().getBounds(), Path.of(shots, "ide-debug-diagram.png"));
            at.page.activate(editorOn(at.page, source));
        }

        // a step refreshes the snapshot too: Step Over (calls++) ends in a new suspend, at which the run replaces its
        // snapshot file (a new file moved over the old one: another file key); the recording thread, held, recorded
        // nothing meanwhile, so the diagram still ends at the breakpoint's time
        Path snapshot = Path.of(live.live());
        Object before = fileKey(snapshot);
        at.thread.stepOver();
        spin(() -> at.thread.isSuspended() && !java.util.Objects.equals(fileKey(snapshot), before),
                "a new live snapshot after Step Over");
        spin(() -> Math.abs((end[0] = liveEnd(live)) - FIRST_CALL_SECONDS) < 1e-12,
                "the snapshot after the step to end at t = " + FIRST_CALL_SECONDS + " s (its end: " + end[0] + ")");

        // resume without the breakpoint: the run ends as Run's did
        breakpoint.delete();
        resumeToTheEnd(at);
        // the console of the debugged process shows what the command line printed, without the protocol lines
        String console = Workbench.consoleText(at.launch, "scenario 'dbg'");
        assertTrue(!console.contains("lbsim-progress") && !console.contains("lbsim-outcome"), console);
        Path runFolder = sims.getFolder("results/run").getLocation().toFile().toPath();
        Path debugFolder = sims.getFolder("results/debug").getLocation().toFile().toPath();
        sameResult(runFolder, debugFolder, "masterslave.csv", "tasks.csv", "trace.lbt");
        // Debug As did not change the configuration, which does not name lbsim's process factory (made as the Run
        // Configurations dialog makes one): its file is the same, byte for byte; the process was lbsim's all the same
        assertNull(debug.getAttribute(DebugPlugin.ATTR_PROCESS_FACTORY_ID, (String) null));
        assertArrayEquals(saved, configurationFile(debug), "Debug As changed the launch configuration's file");
        // the strategy ran: halves of 55 units
        assertTrue(Files.readString(runFolder.resolve("masterslave.csv")).contains("\nhalves,2,"),
                Files.readString(runFolder.resolve("masterslave.csv")));
    }

    /** A real program: one task that declares 2.5 million flops, then prints the time; the breakpoint on the print. */
    private static final String COMPUTE = """
            package prog;

            import lbsim.api.Pvm;
            import lbsim.api.Task;

            public final class Compute implements Task {
                @Override
                public void run(Pvm pvm) {
                    pvm.computeFlops(2.5e6);
                    double t = pvm.now();
                    System.out.println("computed until " + t);
                }
            }
            """;

    private static final String PROGRAM_SCENARIO = """
            <?xml version="1.0" encoding="UTF-8"?>
            <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                xmlns:lbsim="http://lbsim.org/model/1.0" name="prog">
              <platform>
                <hosts name="ws1" segment="lan"/>
                <segments xsi:type="lbsim:DelayNetwork" name="lan" sendDelaySeconds="0.0005" receiveDelaySeconds="0.0003"
                    transmissionDelaySeconds="0.001" proportionalDelayPerKBSeconds="0.0008"/>
              </platform>
              <application xsi:type="lbsim:RealApplication" mainClass="prog.Compute" host="ws1" taskName="p0"
                  costMode="declared" referenceFlopsPerSecond="1.0E9"/>
              <run seed="1"/>
            </lbsim:Scenario>
            """;

    /**
     * A breakpoint in a real program's task (a task thread of lbsim.core.program): 2.5e6 declared flops at 10^9
     * reference flops per second on a host of speed 1 take 2.5 ms, from 0, so the label says t = 0.0025 s and the
     * task p0, and the program's own {@code t = pvm.now()} has the same value. The breakpoint suspends the whole JVM
     * (not JDT's default): the snapshot thread is held too, so the request the IDE writes is served only after Resume,
     * while the run goes again; the run ends all the same, with Run's result byte for byte (trace.lbt too).
     */
    @Test
    void aBreakpointInARealProgramShowsItsTaskAndTime() throws Exception {
        assumeTrue(Workbench.cliSpeaksProgressProtocol(), "needs the command line's --progress=machine");
        Workbench.startDebugUi();
        IJavaProject programs = javaProject("programs");
        IFile source = write(programs.getProject(), "src/prog/Compute.java", COMPUTE);
        build();
        assertEquals(List.of(), javaErrors(programs.getProject()));
        IFile scenario = write(sims, "scenarios/prog.lbsim", PROGRAM_SCENARIO);
        ILaunchConfiguration run = configuration("prog-run", scenario, "programs", "results/run");
        ILaunchConfiguration debug = configuration("prog-debug", scenario, "programs", "results/debug");
        byte[] saved = configurationFile(debug);
        SimulationJob ran = launchAndWait(run);
        assertEquals("completed", ran.outcome().status(), ran.process().transcript());

        int line = lineOf(COMPUTE, "System.out.println");
        IJavaLineBreakpoint breakpoint = JDIDebugModel.createLineBreakpoint(source, "prog.Compute", line, -1, -1, 0,
                true, null);
        breakpoint.setSuspendPolicy(org.eclipse.jdt.debug.core.IJavaBreakpoint.SUSPEND_VM);
        Suspended at = debugToBreakpoint(debug, breakpoint);
        assertEquals("prog.Compute", at.frame.getDeclaringTypeName());
        assertEquals(line, at.frame.getLineNumber());
        double expected = 2.5e6 / 1e9;
        assertEquals(expected, doubleVariable(at.frame, "t"), 1e-15);
        Matcher m = position(at, "/sims/scenarios/prog.lbsim");
        assertEquals(expected, Double.parseDouble(m.group(1)), 1e-15, m.group());
        assertEquals("p0", m.group(2), m.group());
        spin(() -> editorOn(at.page, source) != null, "the editor on Compute.java (source lookup)");

        breakpoint.delete();
        resumeToTheEnd(at);
        Workbench.consoleText(at.launch, "computed until 0.0025");
        sameResult(sims.getFolder("results/run").getLocation().toFile().toPath(),
                sims.getFolder("results/debug").getLocation().toFile().toPath(), "tasks.csv", "trace.lbt");
        assertArrayEquals(saved, configurationFile(debug), "Debug As changed the launch configuration's file");
    }

    /** A launch suspended at a breakpoint, in the Debug perspective. */
    private record Suspended(ILaunch launch, SimulationDebugProcess process, IJavaThread thread,
            IJavaStackFrame frame, IWorkbenchPage page, IViewPart debugView) {
    }

    /**
     * Debug As on the configuration, in the Debug perspective, until a thread is suspended at the breakpoint; the
     * launch runs off the UI thread (the debugger waits for the JVM to connect), as Debug As does.
     */
    private static Suspended debugToBreakpoint(ILaunchConfiguration debug, IJavaLineBreakpoint breakpoint)
            throws Exception {
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        w.getShell().setBounds(0, 0, 1600, 1000);
        IWorkbenchPage page = PlatformUI.getWorkbench().showPerspective(IDebugUIConstants.ID_DEBUG_PERSPECTIVE, w);
        IViewPart debugView = page.showView(IDebugUIConstants.ID_DEBUG_VIEW);
        ILaunch[] launched = { null };
        Throwable[] failed = { null };
        Thread launcher = new Thread(() -> {
            try {
                launched[0] = debug.launch(ILaunchManager.DEBUG_MODE, new NullProgressMonitor());
            } catch (Throwable e) {
                failed[0] = e;
            }
        }, "Debug As");
        launcher.start();
        spin(() -> !launcher.isAlive(), "the debug launch to start the JVM");
        if (failed[0] != null) {
            throw new AssertionError("Debug As failed: " + failed[0], failed[0]);
        }
        ILaunch launch = launched[0];
        assertEquals(ILaunchManager.DEBUG_MODE, launch.getLaunchMode());
        IDebugTarget target = launch.getDebugTarget();
        assertTrue(target instanceof IJavaDebugTarget, "no Java debug target: " + target);
        SimulationDebugProcess process = simulationProcess(launch);
        assertNotNull(process, "the launch's process is not lbsim's");
        IJavaThread[] at = { null };
        spin(() -> (at[0] = suspendedAt(target, breakpoint)) != null || launch.isTerminated(),
                "the breakpoint to be hit");
        if (at[0] == null) {
            SimulationJob job = SimulationJob.of(launch);
            fail("the run ended without stopping at the breakpoint: " + (job == null ? "no job"
                    : job.process().transcript()));
        }
        return new Suspended(launch, process, at[0], (IJavaStackFrame) at[0].getTopStackFrame(), page, debugView);
    }

    /**
     * The position in virtual time that the Debug view shows before the process's label (read from the view's
     * tree), checked against the label provider the view asks; groups 1 and 2 are the time and the task.
     */
    private static Matcher position(Suspended at, String scenario) {
        String[] shown = { "" };
        spin(() -> (shown[0] = debugViewText(at.debugView, "[t = ")) != null, "the Debug view to show the virtual time");
        Matcher m = Pattern.compile("^\\[t = ([0-9.Ee+-]+) s, task ([^\\]]+)\\]").matcher(shown[0]);
        assertTrue(m.find(), shown[0]);
        assertTrue(shown[0].startsWith(m.group() + " lbsim run " + scenario + " ("), shown[0]);
        IDebugModelPresentation presentation = DebugUITools.newDebugModelPresentation();
        String text = presentation.getText(at.process);
        presentation.dispose();
        assertTrue(text.startsWith(m.group()), text);
        return m;
    }

    private static double doubleVariable(IJavaStackFrame frame, String name) throws Exception {
        IJavaVariable v = frame.findVariable(name);
        assertNotNull(v, "no variable '" + name + "' in the frame");
        return ((IJavaPrimitiveValue) v.getValue()).getDoubleValue();
    }

    /** The space-time editor of the page that follows a run while it goes, or null. */
    private static SpaceTimeEditor liveDiagram(IWorkbenchPage page) {
        for (org.eclipse.ui.IEditorReference r : page.getEditorReferences()) {
            if (SpaceTimeEditor.ID.equals(r.getId()) && r.getEditor(true) instanceof SpaceTimeEditor e
                    && e.liveRun() != null && e.getStore() != null) {
                return e;
            }
        }
        return null;
    }

    /** The end of the live trace's snapshot, seconds; NaN while there is none that reads. */
    private static double liveEnd(ProgressProtocol.LiveTrace live) {
        try (TraceStore store = TraceStores.openLive(Path.of(live.trace()), Path.of(live.live()))) {
            return store.endSeconds();
        } catch (java.io.IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    /** The file key (device and inode) of a file, null when it cannot be read. */
    private static Object fileKey(Path file) {
        try {
            return Files.readAttributes(file, java.nio.file.attribute.BasicFileAttributes.class).fileKey();
        } catch (java.io.IOException e) {
            return null;
        }
    }

    /** The bytes of a saved configuration's file; it must not name lbsim's process factory (older ones do not). */
    private static byte[] configurationFile(ILaunchConfiguration c) throws Exception {
        assertNull(c.getAttribute(DebugPlugin.ATTR_PROCESS_FACTORY_ID, (String) null));
        Path file = c.getLocation().toFile().toPath();
        assertTrue(Files.isRegularFile(file), file.toString());
        return Files.readAllBytes(file);
    }

    /** Resumes the target until the run has ended: exit 0, completed, and the label without a position. */
    private static void resumeToTheEnd(Suspended at) throws Exception {
        at.launch.getDebugTarget().resume();
        SimulationJob job = SimulationJob.of(at.launch);
        assertNotNull(job);
        spin(() -> job.getResult() != null && at.launch.isTerminated(), "the debugged simulation to end");
        assertEquals("completed", job.outcome().status(), job.process().transcript());
        assertEquals(0, job.outcome().exit());
        assertEquals(0, at.process.getExitValue());
        assertEquals("", at.process.position(), "the label still shows a virtual time after the end");
    }

    /** The files are equal byte for byte, and summary.json apart from its wall clock. */
    private static void sameResult(Path run, Path debug, String... files) throws Exception {
        for (String f : files) {
            assertArrayEquals(Files.readAllBytes(run.resolve(f)), Files.readAllBytes(debug.resolve(f)), f);
        }
        assertEquals(withoutWallClock(Files.readString(run.resolve("summary.json"))),
                withoutWallClock(Files.readString(debug.resolve("summary.json"))));
    }

    private static ILaunchConfiguration configuration(String name, IFile scenario, String javaProject, String out)
            throws Exception {
        ILaunchConfigurationWorkingCopy wc = Workbench.configuration(name, scenario, false);
        wc.setAttribute(LaunchAttributes.JAVA_PROJECTS, List.of(javaProject));
        wc.setAttribute(LaunchAttributes.OUTPUT, scenario.getProject().getFolder(out).getFullPath().toString());
        return wc.doSave();
    }

    private static int lineOf(String text, String statement) {
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(statement)) {
                return i + 1;
            }
        }
        throw new AssertionError(statement);
    }

    private static SimulationDebugProcess simulationProcess(ILaunch launch) {
        for (IProcess p : launch.getProcesses()) {
            if (p instanceof SimulationDebugProcess s) {
                return s;
            }
        }
        return null;
    }

    /** A thread of the target suspended at the breakpoint, or null. */
    private static IJavaThread suspendedAt(IDebugTarget target, IJavaLineBreakpoint breakpoint) {
        try {
            for (IThread t : target.getThreads()) {
                if (t.isSuspended() && t instanceof IJavaThread jt) {
                    for (org.eclipse.debug.core.model.IBreakpoint b : jt.getBreakpoints()) {
                        if (b.equals(breakpoint)) {
                            return jt;
                        }
                    }
                }
            }
        } catch (org.eclipse.debug.core.DebugException e) {
            return null;
        }
        return null;
    }

    /** The text of the first item of the Debug view's tree that contains {@code part}, or null. */
    private static String debugViewText(IViewPart view, String part) {
        Tree tree = tree(view);
        if (tree == null) {
            return null;
        }
        List<TreeItem> items = new ArrayList<>(List.of(tree.getItems()));
        while (!items.isEmpty()) {
            TreeItem i = items.remove(0);
            if (i.getText().contains(part)) {
                return i.getText();
            }
            items.addAll(List.of(i.getItems()));
        }
        return null;
    }

    private static Tree tree(IViewPart view) {
        Control c = view.getAdapter(Control.class);
        if (c instanceof Tree t) {
            return t;
        }
        if (view instanceof org.eclipse.debug.ui.AbstractDebugView v && v.getViewer() != null
                && v.getViewer().getControl() instanceof Tree t) {
            return t;
        }
        fail("the Debug view has no tree");
        return null;
    }

    private static IEditorPart editorOn(IWorkbenchPage page, IFile file) {
        IEditorPart e = page.getActiveEditor();
        return e != null && file.equals(e.getEditorInput().getAdapter(IFile.class)) ? e : null;
    }

    /** summary.json without its "wallClock" entry, the last one (the only part that is not reproducible). */
    private static String withoutWallClock(String json) {
        int i = json.indexOf(",\n  \"wallClock\"");
        assertTrue(i > 0, json);
        return json.substring(0, i);
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
}
