package lbsim.ui.tests.launch;

import static lbsim.ui.tests.launch.Workbench.build;
import static lbsim.ui.tests.launch.Workbench.configuration;
import static lbsim.ui.tests.launch.Workbench.consoleText;
import static lbsim.ui.tests.launch.Workbench.javaErrors;
import static lbsim.ui.tests.launch.Workbench.javaProject;
import static lbsim.ui.tests.launch.Workbench.launchAndWait;
import static lbsim.ui.tests.launch.Workbench.project;
import static lbsim.ui.tests.launch.Workbench.spin;
import static lbsim.ui.tests.launch.Workbench.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import lbsim.ui.launch.LaunchAttributes;
import lbsim.ui.launch.ProgressProtocol;
import lbsim.ui.launch.ProgressProtocol.Outcome;
import lbsim.ui.launch.RunReport;
import lbsim.ui.launch.ScenarioMarkers;
import lbsim.ui.launch.SimulationJob;
import lbsim.ui.launch.SimulationShortcut;
import lbsim.ui.usercode.LbsimLibrary;
import lbsim.ui.usercode.NewStrategyWizard;

/**
 * Run As &gt; lbsim Simulation in a running workbench: launch configurations run the command line in a separate
 * JVM, the console shows its output, the result folder appears in the workspace, cancel stops the process, user
 * strategies come from workspace Java projects. Tests named {@code ...RealCommandLine} run {@code lbsim.app.Main}
 * itself and need the command line's {@code --progress=machine} (they are skipped, saying so, while it lacks it);
 * the others run the real command line behind {@link ProtocolDouble}.
 */
class SimulationLaunchTest {

    private static boolean realCli;

    private IProject sims;

    @BeforeAll
    static void probe() throws Exception {
        realCli = Workbench.cliSpeaksProgressProtocol();
    }

    @BeforeEach
    void workspace() throws Exception {
        Workbench.deleteAllProjects();
        sims = project("sims");
        RunReport.setInteractive(false, false);
    }

    @AfterEach
    void restore() throws Exception {
        // a failed test must not leave a simulation running; its job reports while dialogs are still off (a killed
        // run's "failed" dialog would block the next test's UI thread)
        for (ILaunch l : org.eclipse.debug.core.DebugPlugin.getDefault().getLaunchManager().getLaunches()) {
            SimulationJob job = SimulationJob.of(l);
            if (job != null && job.process().isAlive()) {
                job.process().destroyForcibly();
            }
        }
        org.eclipse.core.runtime.jobs.Job.getJobManager().join(SimulationJob.FAMILY, null);
        Workbench.dispatch(200); // the report's asyncExec
        RunReport.setInteractive(true, true);
    }

    private static void needsProgressProtocol() {
        assumeTrue(realCli, "needs the command line's --progress=machine (lbsim.app.Main --help does not list it yet)");
    }

    /**
     * Two slaves, 55 units of 0.01 s each, work messages of 1000 bytes per unit (so each work message's size shows
     * its chunk), the strategy given.
     */
    static String masterSlave(String name, String strategyAttribute, String node1Extra) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                    xmlns:lbsim="http://lbsim.org/model/1.0" name="%s">
                  <platform>
                    <hosts name="master" segment="lan"/>
                    <hosts name="node1" segment="lan"%s/>
                    <hosts name="node2" segment="lan"/>
                    <segments xsi:type="lbsim:DelayNetwork" name="lan" sendDelaySeconds="0.0002" receiveDelaySeconds="0.0002"
                        transmissionDelaySeconds="0.0005" proportionalDelayPerKBSeconds="0.0008"/>
                  </platform>
                  <application xsi:type="lbsim:MasterSlaveApplication" master="master" slaves="node1 node2"
                      units="55" unitCost="constant(0.01)" requestBytes="64" workBytesFixed="0"
                      workBytesPerUnit="1000" resultBytesFixed="64" resultBytesPerUnit="0" %s/>
                  <run seed="1"/>
                </lbsim:Scenario>
                """.formatted(name, node1Extra, strategyAttribute);
    }

    /** masterslave.csv's row: strategy, slaves, makespan_s, work_s, speedup, efficiency, load_imbalance, chunks, ... */
    private static String[] masterSlaveRow(IFolder result) throws Exception {
        List<String> rows = Files.readAllLines(result.getFile("masterslave.csv").getLocation().toFile().toPath());
        assertEquals("strategy,slaves,makespan_s,work_s,speedup,efficiency,load_imbalance,chunks,scheduling_messages",
                rows.get(0));
        return rows.get(1).split(",");
    }

    /** The sizes of the work messages (master to a slave, tag 2) in send order, in units (1000 bytes per unit). */
    private static List<Long> chunkSequence(IFolder result) throws Exception {
        List<Long> r = new ArrayList<>();
        List<String> rows = Files.readAllLines(result.getFile("messages.csv").getLocation().toFile().toPath());
        assertEquals("id,source,source_task,destination,destination_task,tag,bytes", String.join(",",
                List.of(rows.get(0).split(",")).subList(0, 7)));
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",");
            if (f[2].equals("master") && f[5].equals("2")) {
                r.add(Long.parseLong(f[6]) / 1000);
            }
        }
        return r;
    }

    // ---- a run through its launch configuration: console and result folder ----

    private void runShowsConsoleAndResultFolder(boolean protocolDouble) throws Exception {
        IFile scenario = write(sims, "scenarios/ms.lbsim", masterSlave("ms", "strategy=\"fixed(5)\"", ""));
        ILaunchConfigurationWorkingCopy ms = configuration("ms", scenario, protocolDouble);
        ms.setAttribute(LaunchAttributes.EXPORTS, List.of("csv")); // messages.csv: the chunk sequence (Exports tab)
        ILaunchConfiguration c = ms.doSave();
        SimulationJob job = launchAndWait(c);
        Outcome o = job.outcome();
        assertEquals("completed", o.status(), o + "\n" + job.process().transcript());
        assertEquals(0, o.exit());
        // the result folder is in the workspace without a manual refresh: results/<scenario name>
        IFolder result = sims.getFolder("results/ms");
        assertTrue(result.exists(), "results/ms is not in the workspace");
        assertTrue(result.getFile("masterslave.csv").exists() && result.getFile("tasks.csv").exists());
        assertEquals(result.getLocation().toFile().toPath(), job.resultFolder());
        // fixed(5): 55 units in 11 chunks of 5; the work is 55 x 0.01 s
        String[] row = masterSlaveRow(result);
        assertEquals("fixed(k=5)", row[0]);
        assertEquals("11", row[7]);
        assertEquals(0.55, Double.parseDouble(row[3]), 1e-12);
        assertEquals(List.of(5L, 5L, 5L, 5L, 5L, 5L, 5L, 5L, 5L, 5L, 5L), chunkSequence(result));
        // the standard console shows what the command line printed, without the protocol lines
        String console = consoleText(job.launch(), "strategy fixed(k=5) on 2 slaves");
        assertTrue(console.contains("scenario 'ms'"), console);
        assertFalse(console.contains("lbsim-progress") || console.contains("lbsim-outcome"), console);
    }

    @Test
    void runShowsConsoleAndResultFolder() throws Exception {
        runShowsConsoleAndResultFolder(true);
    }

    @Test
    void runShowsConsoleAndResultFolderRealCommandLine() throws Exception {
        needsProgressProtocol();
        runShowsConsoleAndResultFolder(false);
    }

    // ---- cancel ----

    private void cancelStopsTheRun(boolean protocolDouble) throws Exception {
        cancelStopsTheRun(protocolDouble, false);
    }

    /** Cancels the job, or with {@code fromConsole} terminates the process as the console's Terminate button does. */
    private void cancelStopsTheRun(boolean protocolDouble, boolean fromConsole) throws Exception {
        // 200 million units handed out one at a time: hours of events; cancelled after it started simulating
        IFile scenario = write(sims, "scenarios/long.lbsim",
                masterSlave("long", "strategy=\"self\"", "").replace("units=\"55\"", "units=\"200000000\""));
        ILaunchConfiguration c = configuration("long", scenario, protocolDouble).doSave();
        ILaunch launch = c.launch(ILaunchManager.RUN_MODE, new NullProgressMonitor());
        SimulationJob job = SimulationJob.of(launch);
        assertNotNull(job);
        if (!protocolDouble) {
            spin(() -> job.process().progress() instanceof lbsim.ui.launch.ProgressProtocol.SingleRunProgress p
                    && p.events() > 0, "a progress line with events");
        } else {
            Workbench.dispatch(3000); // the JVM starts and loads the scenario in about a second
        }
        long pid = job.process().pid();
        if (fromConsole) {
            launch.getProcesses()[0].terminate();
        } else {
            job.cancel();
        }
        spin(() -> job.getResult() != null && launch.isTerminated(), "the cancelled run to end");
        Outcome o = job.outcome();
        assertEquals("stopped", o.status(), o + "\n" + job.process().transcript());
        assertFalse(job.process().isAlive());
        assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "the simulation JVM still runs");
        Path results = sims.getFolder("results").getLocation().toFile().toPath();
        try (Stream<Path> s = Files.exists(results) ? Files.list(results) : Stream.empty()) {
            assertEquals(List.of(), s.toList(), "something was left in results/");
        }
    }

    @Test
    void cancelStopsTheRun() throws Exception {
        cancelStopsTheRun(true);
    }

    @Test
    void terminateInTheConsoleStopsTheRun() throws Exception {
        cancelStopsTheRun(true, true);
    }

    @Test
    void cancelStopsTheRunRealCommandLine() throws Exception {
        needsProgressProtocol();
        cancelStopsTheRun(false);
    }

    // ---- a user strategy from a workspace Java project ----

    private static String triangle(int step) {
        return """
                package strat;

                import lbsim.core.balance.Strategy;

                public class Triangle implements Strategy {
                    private long next;

                    @Override
                    public String name() {
                        return "triangle";
                    }

                    @Override
                    public void start(long units, double[] speeds) {
                        next = 1;
                    }

                    @Override
                    public long chunk(int slave, long remaining, double now) {
                        long c = Math.min(next, remaining);
                        next += %d;
                        return c;
                    }
                }
                """.formatted(step);
    }

    private void userStrategyRunsAndItsNewCodeToo(boolean protocolDouble) throws Exception {
        IJavaProject strategies = javaProject("strategies");
        write(strategies.getProject(), "src/strat/Triangle.java", triangle(1));
        build();
        assertEquals(List.of(), javaErrors(strategies.getProject()));
        IFile scenario = write(sims, "scenarios/user.lbsim", masterSlave("user", "strategyClass=\"strat.Triangle\"", ""));
        ILaunchConfigurationWorkingCopy wc = configuration("user", scenario, protocolDouble);
        wc.setAttribute(LaunchAttributes.EXPORTS, List.of("csv")); // messages.csv: the chunk sequence (Exports tab)
        wc.setAttribute(LaunchAttributes.JAVA_PROJECTS, List.of("strategies"));
        ILaunchConfiguration c = wc.doSave();

        SimulationJob job = launchAndWait(c);
        assertEquals("completed", job.outcome().status(), job.process().transcript());
        IFolder result = sims.getFolder("results/user");
        // chunks 1, 2, ..., 10: 1 + 2 + ... + 10 = 55 units
        assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L), chunkSequence(result));
        String[] row = masterSlaveRow(result);
        assertEquals("triangle", row[0]);
        assertEquals("10", row[7]);

        // edit the strategy, let JDT build it, launch again: the new code runs (a new JVM per launch)
        write(strategies.getProject(), "src/strat/Triangle.java", triangle(2));
        build();
        assertEquals(List.of(), javaErrors(strategies.getProject()));
        job = launchAndWait(c);
        assertEquals("completed", job.outcome().status(), job.process().transcript());
        // chunks 1, 3, 5, ..., 13 (49 units), then the remaining 6
        assertEquals(List.of(1L, 3L, 5L, 7L, 9L, 11L, 13L, 6L), chunkSequence(result));
        assertEquals("8", masterSlaveRow(result)[7]);
    }

    @Test
    void userStrategyRunsAndItsNewCodeToo() throws Exception {
        userStrategyRunsAndItsNewCodeToo(true);
    }

    @Test
    void userStrategyRunsAndItsNewCodeTooRealCommandLine() throws Exception {
        needsProgressProtocol();
        userStrategyRunsAndItsNewCodeToo(false);
    }

    // ---- launches refused or failed ----

    @Test
    void compileErrorBlocksTheLaunchWithAMessage() throws Exception {
        IJavaProject broken = javaProject("broken");
        write(broken.getProject(), "src/Broken.java", "public class Broken {\n    int x = \"not a number\";\n}\n");
        build();
        assertEquals(1, javaErrors(broken.getProject()).size(), javaErrors(broken.getProject()).toString());
        IFile scenario = write(sims, "scenarios/ms.lbsim", masterSlave("ms", "strategy=\"self\"", ""));
        ILaunchConfigurationWorkingCopy wc = configuration("ms", scenario, true);
        wc.setAttribute(LaunchAttributes.JAVA_PROJECTS, List.of("broken"));
        ILaunchConfiguration c = wc.doSave();
        CoreException e = assertThrows(CoreException.class,
                () -> c.launch(ILaunchManager.RUN_MODE, new NullProgressMonitor()));
        String m = e.getStatus().getMessage();
        assertTrue(m.startsWith("Java project 'broken' has 1 compile error (first: src/Broken.java:2: "), m);
        assertTrue(m.endsWith("Fix it before launching the simulation."), m);
        assertFalse(sims.getFolder("results").exists());
    }

    @Test
    void badScenarioGivesADialogAndAMarkerOnTheObjectsLine() throws Exception {
        RunReport.setInteractive(true, false);
        // the dialog is modal: a timer running inside its event loop reads and closes it
        Display display = Display.getCurrent();
        String[] dialog = { null };
        boolean[] stop = { false };
        Runnable[] watch = new Runnable[1];
        watch[0] = () -> {
            for (Shell s : display.getShells()) {
                if (s.isVisible() && "lbsim Simulation".equals(s.getText())) {
                    dialog[0] = texts(s);
                    s.close();
                    return;
                }
            }
            if (!stop[0]) {
                display.timerExec(100, watch[0]);
            }
        };
        display.timerExec(100, watch[0]);
        IFile scenario = write(sims, "scenarios/bad.lbsim", masterSlave("bad", "strategy=\"self\"", " speed=\"-1.0\""));
        SimulationJob job;
        try {
            job = launchAndWait(configuration("bad", scenario, true).doSave());
            assertEquals("bad-input", job.outcome().status());
            assertEquals(2, job.outcome().exit());
            spin(() -> dialog[0] != null, "the error dialog");
        } finally {
            stop[0] = true;
        }
        String text = dialog[0];
        assertTrue(text.contains("The scenario bad.lbsim cannot be run"), text);
        // a child that does not speak the protocol (the double drops --progress=machine) reports text only: the
        // launch reads no text (issue 24), so there is no marker
        IMarker[] markers = scenario.findMarkers(ScenarioMarkers.TYPE, true, IResource.DEPTH_ZERO);
        assertEquals(0, markers.length);
        // the console says it too
        assertTrue(job.process().transcript().contains("speed must be > 0"), job.process().transcript());
        RunReport.setInteractive(false, false);
        // with the command line's own protocol (no test double): the problem comes as a record, an lbsim-problem
        // line not shown in the console, and the marker is made from its fields
        job = launchAndWait(configuration("bad-records", scenario, false).doSave());
        assertEquals("bad-input", job.outcome().status());
        assertEquals(1, job.process().problems().size(), job.process().problems().toString());
        ProgressProtocol.ProblemReport reported = job.process().problems().get(0);
        assertEquals("positiveSpeed", reported.rule());
        assertEquals("platform/hosts[1]", reported.objectPath());
        assertEquals("speed", reported.feature());
        assertFalse(job.process().transcript().contains(ProgressProtocol.PROBLEM), job.process().transcript());
        // the marker: on the line of host node1 (line 6 of the file above), with the rule
        markers = scenario.findMarkers(ScenarioMarkers.TYPE, true, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length);
        assertEquals("Host 'node1': speed must be > 0, got -1.0 (rule positiveSpeed)", markers[0].getAttribute(IMarker.MESSAGE));
        assertEquals(IMarker.SEVERITY_ERROR, markers[0].getAttribute(IMarker.SEVERITY));
        assertEquals("Host 'node1'", markers[0].getAttribute(ScenarioMarkers.OBJECT));
        assertTrue(markers[0].isSubtypeOf(IMarker.PROBLEM));
        // the scenario editor's attributes: path in --set syntax, URI fragment of the host, rule
        assertEquals("platform/hosts[1]", markers[0].getAttribute(ScenarioMarkers.OBJECT_PATH));
        assertEquals("positiveSpeed", markers[0].getAttribute(ScenarioMarkers.RULE));
        assertTrue(markers[0].isSubtypeOf("lbsim.model.editor.problem"));
        assertEquals(6, markers[0].getAttribute(IMarker.LINE_NUMBER));
        org.eclipse.emf.ecore.resource.Resource r = lbsim.model.io.ScenarioLoader
                .load(scenario.getLocation().toFile().toPath()).eResource();
        assertEquals("node1", ((lbsim.model.Host) r.getEObject(markers[0].getAttribute(ScenarioMarkers.URI_FRAGMENT, "")))
                .getName());
        // markers are made from the record's fields: a text naming another host does not mislead them
        ScenarioMarkers.clear(scenario);
        assertEquals(1, ScenarioMarkers.mark(scenario, java.util.List.of(new ProgressProtocol.ProblemReport(true, 0,
                reported.objectUri(), reported.objectLabel(), reported.objectPath(), "speed", "someRule",
                "Host 'node0' is named here, not the object", "bad.lbsim: ..."))));
        markers = scenario.findMarkers(ScenarioMarkers.TYPE, true, IResource.DEPTH_ZERO);
        assertEquals("Host 'node1'", markers[0].getAttribute(ScenarioMarkers.OBJECT));
        assertEquals("someRule", markers[0].getAttribute(ScenarioMarkers.RULE));
        assertEquals(6, markers[0].getAttribute(IMarker.LINE_NUMBER));
        assertEquals("node1", ((lbsim.model.Host) r.getEObject(markers[0].getAttribute(ScenarioMarkers.URI_FRAGMENT, "")))
                .getName());
        // fixed and launched again: the marker goes away
        write(sims, "scenarios/bad.lbsim", masterSlave("bad", "strategy=\"self\"", ""));
        job = launchAndWait(configuration("bad", scenario, true).doSave());
        assertEquals("completed", job.outcome().status());
        assertEquals(0, scenario.findMarkers(ScenarioMarkers.TYPE, true, IResource.DEPTH_ZERO).length);
    }

    private static String texts(Control c) {
        StringBuilder b = new StringBuilder();
        if (c instanceof org.eclipse.swt.widgets.Label l) {
            b.append(l.getText()).append('\n');
        }
        if (c instanceof org.eclipse.swt.widgets.Composite comp) {
            for (Control child : comp.getChildren()) {
                b.append(texts(child));
            }
        }
        return b.toString();
    }

    @Test
    void missingScenarioIsRefused() throws Exception {
        IFile scenario = write(sims, "scenarios/gone.lbsim", masterSlave("gone", "strategy=\"self\"", ""));
        ILaunchConfiguration c = configuration("gone", scenario, true).doSave();
        scenario.delete(true, null);
        CoreException e = assertThrows(CoreException.class,
                () -> c.launch(ILaunchManager.RUN_MODE, new NullProgressMonitor()));
        assertTrue(e.getStatus().getMessage().endsWith("the scenario file /sims/scenarios/gone.lbsim does not exist."),
                e.getStatus().getMessage());
    }

    // ---- shortcut, library container and strategy wizard ----

    @Test
    void shortcutReusesTheScenariosConfiguration() throws Exception {
        IFile scenario = write(sims, "scenarios/ms.lbsim", masterSlave("ms", "strategy=\"self\"", ""));
        ILaunchConfiguration first = SimulationShortcut.configurationFor(scenario);
        assertEquals("/sims/scenarios/ms.lbsim", first.getAttribute(LaunchAttributes.SCENARIO, ""));
        assertEquals(LaunchAttributes.TYPE_ID, first.getType().getIdentifier());
        assertEquals(first, SimulationShortcut.configurationFor(scenario));
    }

    @Test
    void shortcutFindsTheScenarioOfTheEditorOnIt() throws Exception {
        IFile scenario = write(sims, "scenarios/ms.lbsim", masterSlave("ms", "strategy=\"self\"", ""));
        org.eclipse.ui.IWorkbenchPage page = org.eclipse.ui.PlatformUI.getWorkbench().getActiveWorkbenchWindow()
                .getActivePage();
        org.eclipse.ui.IEditorPart editor = org.eclipse.ui.ide.IDE.openEditor(page, scenario);
        try {
            assertEquals(scenario, new SimulationShortcut().getLaunchableResource(editor),
                    editor.getSite().getId());
        } finally {
            page.closeEditor(editor, false);
        }
    }

    @Test
    void strategyWizardMakesAClassThatCompilesAgainstTheLibraryOnly() throws Exception {
        IProject p = project("plain");
        org.eclipse.core.resources.IProjectDescription d = p.getDescription();
        d.setNatureIds(new String[] { org.eclipse.jdt.core.JavaCore.NATURE_ID });
        p.setDescription(d, null);
        IJavaProject jp = org.eclipse.jdt.core.JavaCore.create(p);
        p.getFolder("src").create(true, true, null);
        jp.setRawClasspath(new org.eclipse.jdt.core.IClasspathEntry[] {
                org.eclipse.jdt.core.JavaCore.newSourceEntry(p.getFolder("src").getFullPath()),
                org.eclipse.jdt.launching.JavaRuntime.getDefaultJREContainerEntry() }, p.getFolder("bin").getFullPath(),
                null);
        assertFalse(LbsimLibrary.isOn(jp));
        IFile f = NewStrategyWizard.create(jp, "my.strategies", "HalfRemaining", new NullProgressMonitor());
        assertEquals("/plain/src/my/strategies/HalfRemaining.java", f.getFullPath().toString());
        assertTrue(LbsimLibrary.isOn(jp), "the wizard adds the lbsim Library");
        // the lbsim Library shows lbsim.core.balance; the rest of lbsim.core is an access restriction error
        write(p, "src/my/strategies/Internal.java",
                "package my.strategies;\npublic class Internal {\n    lbsim.core.engine.Simulation s;\n}\n");
        build();
        List<String> errors = javaErrors(p);
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith("Internal.java:3: Access restriction"), errors.get(0));
        CoreException again = assertThrows(CoreException.class,
                () -> NewStrategyWizard.create(jp, "my.strategies", "HalfRemaining", new NullProgressMonitor()));
        assertTrue(again.getStatus().getMessage().contains("exists already"), again.getStatus().getMessage());
    }

    /**
     * Issue 27, defect 3: a Java project as JDT's New Java Project wizard makes it by default (module-info.java, the
     * JRE on the module path). Before the fix the wizard's class did not compile: "The type
     * lbsim.core.balance.Strategy is not accessible" (the library was on the class path, the unnamed module).
     */
    @Test
    void strategyWizardMakesAClassThatCompilesInAModularProject() throws Exception {
        IProject p = project("modular");
        org.eclipse.core.resources.IProjectDescription d = p.getDescription();
        d.setNatureIds(new String[] { org.eclipse.jdt.core.JavaCore.NATURE_ID });
        p.setDescription(d, null);
        IJavaProject jp = org.eclipse.jdt.core.JavaCore.create(p);
        java.util.Map<String, String> options = jp.getOptions(false);
        org.eclipse.jdt.core.JavaCore.setComplianceOptions("21", options);
        jp.setOptions(options);
        p.getFolder("src").create(true, true, null);
        org.eclipse.jdt.core.IClasspathAttribute module = org.eclipse.jdt.core.JavaCore
                .newClasspathAttribute(org.eclipse.jdt.core.IClasspathAttribute.MODULE, "true");
        jp.setRawClasspath(new org.eclipse.jdt.core.IClasspathEntry[] {
                org.eclipse.jdt.core.JavaCore.newSourceEntry(p.getFolder("src").getFullPath()),
                org.eclipse.jdt.core.JavaCore.newContainerEntry(
                        org.eclipse.jdt.launching.JavaRuntime.getDefaultJREContainerEntry().getPath(), null,
                        new org.eclipse.jdt.core.IClasspathAttribute[] { module }, false) },
                p.getFolder("bin").getFullPath(), null);
        write(p, "src/module-info.java", "/**\n * The module {@code modular}.\n */\nmodule modular {\n}\n");
        NewStrategyWizard.create(jp, "my.strategies", "HalfRemaining", new NullProgressMonitor());
        assertTrue(LbsimLibrary.isOn(jp), "the wizard adds the lbsim Library");
        String info = new String(p.getFile("src/module-info.java").getContents().readAllBytes(),
                java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(info.contains("module modular {\n    requires lbsim.core;\n}"), info);
        build();
        assertEquals(List.of(), javaErrors(p), "the strategy compiles in a modular project");
        // the wizard again (another class): the library stays once, module-info is not changed twice
        NewStrategyWizard.create(jp, "my.strategies", "Other", new NullProgressMonitor());
        assertEquals(info, new String(p.getFile("src/module-info.java").getContents().readAllBytes(),
                java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(1, java.util.Arrays.stream(jp.getRawClasspath())
                .filter(e -> LbsimLibrary.PATH.equals(e.getPath())).count());
        build();
        assertEquals(List.of(), javaErrors(p));
    }

    /**
     * Issue 27, "Findable": a run that did not find its strategy class says which workspace Java project has it, to
     * tick on the User Code tab. The class comes as data (issue 24): the problem record names the application and its
     * attribute strategyClass, and the name is that attribute's value in the scenario file; the message's text is not
     * read (it names another class here, which must not be taken).
     */
    @Test
    void aClassNotFoundSaysWhichProjectToTick() throws Exception {
        IJavaProject jp = javaProject("strategies");
        write(jp.getProject(), "src/my/S.java", "package my;\npublic class S {\n}\n");
        IFile scenario = write(sims, "scenarios/ms-class.lbsim", masterSlave("msc", "strategyClass=\"my.S\"", ""));
        lbsim.model.Scenario loaded = lbsim.model.io.ScenarioLoader.load(scenario.getLocation().toFile().toPath());
        String fragment = loaded.eResource().getURIFragment(loaded.getApplication());
        ProgressProtocol.ProblemReport record = new ProgressProtocol.ProblemReport(true, 0, "file:/x#" + fragment,
                "MasterSlaveApplication application", "application", "strategyClass", "validStrategy",
                "MasterSlaveApplication application: strategyClass: strategy class 'other.T' not found", "");
        assertEquals("my.S", RunReport.userClass(scenario, List.of(record)));
        String m = RunReport.message("ms.lbsim", new Outcome("bad-input", 2, "",
                "MasterSlaveApplication: strategy class 'other.T' not found"), List.of(), RunReport.userClass(scenario,
                        List.of(record)));
        assertTrue(m.endsWith(" The class my.S is in the Java project strategies: tick it on the User Code tab of the"
                + " launch configuration (Run > Run Configurations...), and build it."), m);
        // a record of another attribute names no class; a message alone names none either
        ProgressProtocol.ProblemReport units = new ProgressProtocol.ProblemReport(true, 0, "file:/x#" + fragment,
                "MasterSlaveApplication application", "application", "units", "positiveUnits", "units ...", "");
        assertEquals(null, RunReport.userClass(scenario, List.of(units)));
        String plain = RunReport.message("ms.lbsim", new Outcome("failed", 1, "",
                "program class 'my.S' not found on the program's class path"), List.of());
        assertEquals("The simulation of ms.lbsim failed: program class 'my.S' not found on the program's class path", plain);
        String none = RunReport.message("ms.lbsim", new Outcome("failed", 1, "",
                "program class 'my.Missing' not found on the program's class path"), List.of(), "my.Missing");
        assertTrue(none.endsWith(" No Java project of the workspace has a class my.Missing."), none);
        String other = RunReport.message("ms.lbsim", new Outcome("failed", 1, "", "deadlock at 3 s"), List.of());
        assertEquals("The simulation of ms.lbsim failed: deadlock at 3 s", other);
    }
}
