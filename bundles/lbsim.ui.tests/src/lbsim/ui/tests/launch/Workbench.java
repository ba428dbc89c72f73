package lbsim.ui.tests.launch;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaModelMarker;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.launching.JavaRuntime;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.console.ConsolePlugin;
import org.eclipse.ui.console.IConsole;
import org.eclipse.ui.console.TextConsole;

import lbsim.ui.launch.LaunchAttributes;
import lbsim.ui.launch.LbsimBundles;
import lbsim.ui.launch.SimulationJob;
import lbsim.ui.usercode.LbsimLibrary;

/** Workspace, build and launch helpers for the launch tests (UI thread). */
final class Workbench {

    /** How long a wait may take before the test fails (generous: 2 shared cores). */
    static final long WAIT_MS = 180_000;

    private Workbench() {
    }

    /** Runs the event loop until the condition holds; fails naming what was awaited after {@link #WAIT_MS}. */
    static void spin(BooleanSupplier condition, String what) {
        Display d = Display.getCurrent();
        long end = System.currentTimeMillis() + WAIT_MS;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > end) {
                fail("waited " + WAIT_MS / 1000 + " s for " + what);
            }
            if (d == null || !d.readAndDispatch()) {
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    fail("interrupted");
                }
            }
        }
    }

    /** Runs the event loop for about that long (lets asynchronous UI work happen). */
    static void dispatch(long millis) {
        long end = System.currentTimeMillis() + millis;
        spin(() -> System.currentTimeMillis() >= end, "time to pass");
    }

    static void deleteAllProjects() throws CoreException {
        for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
            p.delete(true, true, null);
        }
        ILaunchManager m = DebugPlugin.getDefault().getLaunchManager();
        for (ILaunchConfiguration c : m.getLaunchConfigurations()) {
            c.delete();
        }
        for (ILaunch l : m.getLaunches()) {
            m.removeLaunch(l);
        }
    }

    static IProject project(String name) throws CoreException {
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (!p.exists()) {
            p.create(null);
        }
        p.open(null);
        return p;
    }

    static IFile write(IProject p, String path, String text) throws CoreException {
        IFile f = p.getFile(path);
        mkdirs(f.getParent());
        ByteArrayInputStream in = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
        if (f.exists()) {
            f.setContents(in, true, false, null);
        } else {
            f.create(in, true, null);
        }
        return f;
    }

    private static void mkdirs(IContainer c) throws CoreException {
        if (c instanceof IFolder f && !f.exists()) {
            mkdirs(f.getParent());
            f.create(true, true, null);
        }
    }

    /** A Java project (Java 21) with src/, bin/, the default JRE and the lbsim Library. */
    static IJavaProject javaProject(String name) throws CoreException {
        IProject p = project(name);
        IProjectDescription d = p.getDescription();
        d.setNatureIds(new String[] { JavaCore.NATURE_ID });
        p.setDescription(d, null);
        IJavaProject jp = JavaCore.create(p);
        IFolder src = p.getFolder("src");
        if (!src.exists()) {
            src.create(true, true, null);
        }
        Map<String, String> options = jp.getOptions(false);
        JavaCore.setComplianceOptions("21", options);
        jp.setOptions(options);
        jp.setRawClasspath(new IClasspathEntry[] { JavaCore.newSourceEntry(src.getFullPath()),
                JavaRuntime.getDefaultJREContainerEntry(), JavaCore.newContainerEntry(LbsimLibrary.PATH) },
                p.getFolder("bin").getFullPath(), null);
        return jp;
    }

    /**
     * A full workspace build, then waits for the auto-build. JDT is initialized first (classpath containers, the
     * JRE's modules) and a running auto-build is waited for: on a loaded machine a build that started while JDT
     * was still reading the JRE failed inside the compiler ("Bug 529367: moduleName: java.base iModule null").
     */
    static void build() throws Exception {
        JavaCore.initializeAfterLoad(new NullProgressMonitor());
        Job.getJobManager().join(ResourcesPlugin.FAMILY_AUTO_BUILD, null);
        ResourcesPlugin.getWorkspace().build(IncrementalProjectBuilder.FULL_BUILD, new NullProgressMonitor());
        Job.getJobManager().join(ResourcesPlugin.FAMILY_AUTO_BUILD, null);
    }

    /** The texts of a project's Java errors. */
    static List<String> javaErrors(IProject p) throws CoreException {
        List<String> r = new ArrayList<>();
        for (IMarker m : p.findMarkers(IJavaModelMarker.JAVA_MODEL_PROBLEM_MARKER, true, IResource.DEPTH_INFINITE)) {
            if (m.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR) {
                r.add(m.getResource().getName() + ":" + m.getAttribute(IMarker.LINE_NUMBER, -1) + ": "
                        + m.getAttribute(IMarker.MESSAGE, ""));
            }
        }
        return r;
    }

    /**
     * A new lbsim Simulation configuration of the scenario. With {@code protocolDouble}, the process runs
     * {@link ProtocolDouble} (the real command line behind a test double of the progress protocol).
     */
    static ILaunchConfigurationWorkingCopy configuration(String name, IFile scenario, boolean protocolDouble)
            throws CoreException {
        ILaunchManager m = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationType type = m.getLaunchConfigurationType(LaunchAttributes.TYPE_ID);
        ILaunchConfigurationWorkingCopy wc = type.newInstance(null, m.generateLaunchConfigurationName(name));
        wc.setAttribute(LaunchAttributes.SCENARIO, scenario.getFullPath().toString());
        if (protocolDouble) {
            wc.setAttribute(LaunchAttributes.MAIN_CLASS, ProtocolDouble.class.getName());
            List<String> extra = new ArrayList<>();
            for (Path p : LbsimBundles.classPathOf(LbsimBundles.bundle("lbsim.ui.tests"))) {
                extra.add(p.toString());
            }
            wc.setAttribute(LaunchAttributes.EXTRA_JVM_CLASS_PATH, extra);
        }
        return wc;
    }

    /** Launches in run mode (as Run As does, registered with the launch manager) and waits for the job's end. */
    static SimulationJob launchAndWait(ILaunchConfiguration c) throws CoreException {
        startDebugUi();
        ILaunch launch = c.launch(ILaunchManager.RUN_MODE, new NullProgressMonitor());
        SimulationJob job = SimulationJob.of(launch);
        if (job == null) {
            fail("the launch made no simulation job");
        }
        spin(() -> job.getResult() != null && launch.isTerminated(), "the simulation of " + c.getName() + " to end");
        return job;
    }

    private static boolean debugUiStarted;

    /**
     * Starts org.eclipse.debug.ui, whose process console manager makes the console of each launched process (in
     * the IDE it runs long before any launch), and lets its start-up finish.
     */
    static void startDebugUi() {
        if (!debugUiStarted) {
            org.eclipse.debug.ui.DebugUITools.getPreferenceStore();
            org.eclipse.debug.internal.ui.DebugUIPlugin.getDefault().getProcessConsoleManager();
            dispatch(500);
            debugUiStarted = true;
        }
    }

    /** The text of the standard console of the launch's process, once it contains {@code expected}. */
    static String consoleText(ILaunch launch, String expected) {
        IProcess process = launch.getProcesses()[0];
        String[] text = { "" };
        spin(() -> {
            for (IConsole c : ConsolePlugin.getDefault().getConsoleManager().getConsoles()) {
                if (c instanceof org.eclipse.debug.ui.console.IConsole pc && pc.getProcess() == process
                        && c instanceof TextConsole tc) {
                    text[0] = tc.getDocument().get();
                    return text[0].contains(expected);
                }
            }
            return false;
        }, "the console of " + process.getLabel() + " to show '" + expected + "' (it shows: " + text[0] + ")");
        return text[0];
    }

    /** Whether the command line in this IDE speaks the progress protocol (its --help mentions --progress). */
    static boolean cliSpeaksProgressProtocol() throws Exception {
        StringBuilder cp = new StringBuilder();
        for (Path p : LbsimBundles.runtimeClassPath()) {
            cp.append(cp.length() == 0 ? "" : java.io.File.pathSeparator).append(p);
        }
        Process p = new ProcessBuilder(lbsim.ui.launch.SimulationLaunchDelegate.javaExecutable().toString(), "-cp",
                cp.toString(), "lbsim.app.Main", "--help").redirectErrorStream(true).start();
        String help = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        return help.contains("--progress");
    }
}
