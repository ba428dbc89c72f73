package lbsim.ui.launch;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.DateFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.core.model.LaunchConfigurationDelegate;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.launching.IVMInstall;
import org.eclipse.jdt.launching.IVMInstall2;
import org.eclipse.jdt.launching.IVMInstallType;
import org.eclipse.jdt.launching.IVMRunner;
import org.eclipse.jdt.launching.VMRunnerConfiguration;
import org.eclipse.jdt.launching.JavaRuntime;

import lbsim.ui.debug.SimulationDebugProcess;
import lbsim.ui.debug.SimulationProcessFactory;
import lbsim.ui.debug.SimulationLaunch;
import lbsim.ui.debug.VirtualTimeLabels;

/**
 * Runs an "lbsim Simulation" launch configuration in a separate JVM, as JDT's Java launches do:
 * {@code java -cp <lbsim jars and user output folders> lbsim.app.Main run SCENARIO --out DIR --progress=machine ...}.
 * User code (strategies, real programs) therefore never runs in the workbench's JVM, and every launch sees the
 * latest compiled classes. The console shows the process's output; a {@link SimulationJob} its progress.
 */
public class SimulationLaunchDelegate extends LaunchConfigurationDelegate {

    /** The main class of the command line. */
    public static final String MAIN = "lbsim.app.Main";
    /** Process attribute type, for the console. */
    public static final String PROCESS_TYPE = "lbsim.simulation";
    /** The lowest Java feature version lbsim runs on. */
    public static final int MIN_JAVA = 21;

    /**
     * Debug As: a {@link SimulationLaunch}, through which the debugged process comes from lbsim's process factory
     * without the configuration being changed; Run As: the standard launch.
     */
    @Override
    public ILaunch getLaunch(ILaunchConfiguration configuration, String mode) throws CoreException {
        return ILaunchManager.DEBUG_MODE.equals(mode) ? new SimulationLaunch(configuration, mode, null)
                : super.getLaunch(configuration, mode);
    }

    @Override
    public void launch(ILaunchConfiguration configuration, String mode, ILaunch launch, IProgressMonitor monitor)
            throws CoreException {
        Prepared p = prepare(configuration);
        if (ILaunchManager.DEBUG_MODE.equals(mode)) {
            launchUnderDebugger(configuration, p, launch, monitor);
            return;
        }
        List<String> command = new ArrayList<>();
        command.add(javaExecutable().toString());
        command.addAll(p.vmArguments);
        command.add("-Dstdout.encoding=UTF-8");
        command.add("-Dstderr.encoding=UTF-8");
        command.add("-cp");
        command.add(join(p.jvmClassPath));
        command.add(p.mainClass);
        command.addAll(p.command.arguments());

        ScenarioMarkers.clear(p.scenario);
        Process os;
        try {
            Files.createDirectories(p.command.out().getParent());
            os = new ProcessBuilder(command).directory(p.workingDirectory.toFile()).start();
        } catch (IOException e) {
            throw new CoreException(Status.error("lbsim: cannot start the simulation process (" + command.get(0) + "): "
                    + e.getMessage(), e));
        }
        SimulationProcess process;
        try {
            process = new SimulationProcess(os);
        } catch (IOException e) {
            os.destroy();
            throw new CoreException(Status.error("lbsim: cannot read the simulation process's output: " + e.getMessage(), e));
        }
        launch.setAttribute(DebugPlugin.ATTR_CONSOLE_ENCODING, "UTF-8");
        Map<String, String> attributes = new HashMap<>();
        attributes.put(IProcess.ATTR_PROCESS_TYPE, PROCESS_TYPE);
        attributes.put(IProcess.ATTR_CMDLINE, String.join(" ", command));
        DebugPlugin.newProcess(launch, process, processLabel(p), attributes);
        new SimulationJob(launch, process, p.scenario, p.command.out()).schedule();
    }

    private static String processLabel(Prepared p) {
        return "lbsim run " + p.scenario.getFullPath() + " ("
                + DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.MEDIUM).format(new Date()) + ")";
    }

    /**
     * Debug As: the same JVM command started by JDT's VM runner in debug mode (a JDWP agent, a listening connector,
     * a JDI debug target in the launch, so the workspace's breakpoints are installed and the Debug view shows the
     * threads), with {@code -Dlbsim.underDebugger=true} (the scenario's wall-clock limit is not applied: a breakpoint
     * holds the run) and {@code LBSIM_SANDBOX=off} (a real program runs in this JVM, not in a sandboxed child JVM
     * that the debugger does not see). The process comes from {@link SimulationProcessFactory}, so the progress protocol is read as in
     * run mode and the same {@link SimulationJob} follows the run; {@link VirtualTimeLabels} shows the virtual time
     * in the process's label while the target is suspended.
     */
    private static void launchUnderDebugger(ILaunchConfiguration configuration, Prepared p, ILaunch launch,
            IProgressMonitor monitor) throws CoreException {
        if (!(launch instanceof SimulationLaunch own)) { // getLaunch made it; a launch made elsewhere cannot be used
            throw new CoreException(Status.error("lbsim: Debug As needs lbsim's own launch (" + configuration.getName()
                    + " was launched as " + launch.getClass().getName() + ")"));
        }
        IVMInstall vm = debugVm();
        IVMRunner runner = vm.getVMRunner(ILaunchManager.DEBUG_MODE);
        if (runner == null) {
            throw new CoreException(Status.error("lbsim: the JRE " + vm.getName() + " cannot be debugged"));
        }
        String[] classPath = new String[p.jvmClassPath.size()];
        for (int i = 0; i < classPath.length; i++) {
            classPath[i] = p.jvmClassPath.get(i).toString();
        }
        VMRunnerConfiguration run = new VMRunnerConfiguration(p.mainClass, classPath);
        List<String> vmArguments = new ArrayList<>(p.vmArguments);
        vmArguments.add("-Dstdout.encoding=UTF-8");
        vmArguments.add("-Dstderr.encoding=UTF-8");
        vmArguments.add("-D" + UNDER_DEBUGGER + "=true");
        if (vmArguments.stream().noneMatch(a -> a.startsWith("-D" + PROGRAM_THREADS + "="))) {
            // a real program's tasks on platform threads, each a thread of its own in the Debug view; the result
            // is the same (the tasks hand over strictly in turn; DebugAsTest compares it with Run's)
            vmArguments.add("-D" + PROGRAM_THREADS + "=platform");
        }
        run.setVMArguments(vmArguments.toArray(new String[0]));
        run.setProgramArguments(p.command.arguments().toArray(new String[0]));
        run.setWorkingDirectory(p.workingDirectory.toString());
        // a real program runs in lbsim's own JVM, where the debugger is, not in the sandbox's child JVM
        Map<String, String> environment = new HashMap<>(System.getenv());
        environment.put(SANDBOX_ENV, "off");
        List<String> env = new ArrayList<>();
        environment.forEach((k, v) -> env.add(k + "=" + v));
        run.setEnvironment(env.toArray(new String[0]));

        ScenarioMarkers.clear(p.scenario);
        try {
            Files.createDirectories(p.command.out().getParent());
        } catch (IOException e) {
            throw new CoreException(Status.error("lbsim: cannot make the folder of " + p.command.out() + ": "
                    + e.getMessage(), e));
        }
        launch.setAttribute(DebugPlugin.ATTR_CONSOLE_ENCODING, "UTF-8");
        launch.setAttribute(SimulationProcessFactory.LABEL, processLabel(p));
        VirtualTimeLabels.install();
        // the process comes from lbsim's factory without the configuration being changed or saved (SimulationLaunch)
        own.makingProcess();
        try {
            runner.run(run, launch, monitor);
        } finally {
            own.processMade();
        }
        for (IProcess process : launch.getProcesses()) {
            if (process instanceof SimulationDebugProcess s) {
                new SimulationJob(launch, s.simulation(), p.scenario, p.command.out()).schedule();
                return;
            }
        }
        if (monitor != null && monitor.isCanceled()) {
            return; // cancelled while the debugger waited for the JVM
        }
        throw new CoreException(Status.error("lbsim: the debugged simulation process was not made by lbsim's process"
                + " factory (" + DebugPlugin.ATTR_PROCESS_FACTORY_ID + " of " + configuration.getName() + ")"));
    }

    /** The system property that tells the command line it runs under the debugger (lbsim.run.UnderDebugger). */
    static final String UNDER_DEBUGGER = "lbsim.underDebugger";
    /** The environment variable that turns a real program's sandbox (a child JVM, lbsim.app.cli.Sandbox) off. */
    static final String SANDBOX_ENV = "LBSIM_SANDBOX";
    /** The system property that chooses a real program's task threads (lbsim.core.program.ProgramRuntime). */
    static final String PROGRAM_THREADS = "lbsim.program.threads";

    /**
     * The JRE that runs a debugged simulation: the workspace's default when it is Java 21 or newer, else an installed
     * JRE whose home is the IDE's own ({@code java.home}).
     */
    static IVMInstall debugVm() throws CoreException {
        IVMInstall vm = JavaRuntime.getDefaultVMInstall();
        if (vm instanceof IVMInstall2 v2 && vm.getInstallLocation() != null && feature(v2.getJavaVersion()) >= MIN_JAVA) {
            return vm;
        }
        Path home = Path.of(System.getProperty("java.home")).toAbsolutePath().normalize();
        for (IVMInstallType type : JavaRuntime.getVMInstallTypes()) {
            for (IVMInstall candidate : type.getVMInstalls()) {
                if (candidate.getInstallLocation() != null
                        && candidate.getInstallLocation().toPath().toAbsolutePath().normalize().equals(home)) {
                    return candidate;
                }
            }
        }
        throw new CoreException(Status.error("lbsim: Debug As needs a Java " + MIN_JAVA + " or newer JRE: add one in"
                + " Window > Preferences > Java > Installed JREs and make it the default"));
    }

    /** What a launch will do, checked: the scenario exists, the settings are valid, user code compiles. */
    static final class Prepared {
        IFile scenario;
        SimulationCommand command;
        List<Path> jvmClassPath;
        List<String> vmArguments;
        String mainClass;
        Path workingDirectory;
    }

    /**
     * Checks a configuration and works out the command.
     *
     * @throws CoreException with one clear message: no scenario, a missing file, invalid settings, a missing Java
     *                       project or one with compile errors
     */
    static Prepared prepare(ILaunchConfiguration configuration) throws CoreException {
        IFile scenario = scenarioFile(configuration);
        IProject project = scenario.getProject();
        List<IJavaProject> javaProjects = UserCode.projects(project,
                LaunchAttributes.list(configuration, LaunchAttributes.JAVA_PROJECTS));
        UserCode.checkNoCompileErrors(javaProjects);
        List<Path> userClassPath = new ArrayList<>();
        for (IJavaProject jp : javaProjects) {
            for (Path folder : UserCode.outputFolders(jp)) {
                if (Files.isDirectory(folder)) { // a project with no compiled class yet has none
                    userClassPath.add(folder);
                }
            }
        }
        SimulationCommand command = new SimulationCommand(location(scenario), outputFolder(configuration, scenario),
                LaunchAttributes.string(configuration, LaunchAttributes.SEED),
                LaunchAttributes.list(configuration, LaunchAttributes.SETS),
                LaunchAttributes.list(configuration, LaunchAttributes.SWEEPS),
                LaunchAttributes.string(configuration, LaunchAttributes.REPLICATIONS),
                LaunchAttributes.string(configuration, LaunchAttributes.JOBS),
                configuration.getAttribute(LaunchAttributes.KEEP_RUNS, false),
                LaunchAttributes.list(configuration, LaunchAttributes.EXPORTS),
                runsAProgram(location(scenario)) ? userClassPath : List.of(), // lbsim refuses --classpath otherwise
                configuration.getAttribute(LaunchAttributes.CALL_SITES, false), LaunchAttributes.trace(configuration));
        List<String> problems = command.problems();
        if (!problems.isEmpty()) {
            throw new CoreException(Status.error(configuration.getName() + ": " + String.join(" ", problems)));
        }
        Prepared p = new Prepared();
        p.scenario = scenario;
        p.command = command;
        p.jvmClassPath = new ArrayList<>(LbsimBundles.runtimeClassPath());
        for (String extra : LaunchAttributes.list(configuration, LaunchAttributes.EXTRA_JVM_CLASS_PATH)) {
            p.jvmClassPath.add(Path.of(extra));
        }
        p.jvmClassPath.addAll(userClassPath); // strategyClass is looked up on the process's class path
        String main = LaunchAttributes.string(configuration, LaunchAttributes.MAIN_CLASS);
        p.mainClass = main.isEmpty() ? MAIN : main;
        p.vmArguments = List.of(DebugPlugin.parseArguments(LaunchAttributes.string(configuration,
                LaunchAttributes.VM_ARGUMENTS)));
        p.workingDirectory = location(project);
        return p;
    }

    /** The scenario file of a configuration, or a clear error. */
    public static IFile scenarioFile(ILaunchConfiguration configuration) throws CoreException {
        String path = LaunchAttributes.string(configuration, LaunchAttributes.SCENARIO);
        if (path.isEmpty()) {
            throw new CoreException(Status.error(configuration.getName() + ": no scenario file is given (Scenario tab)."));
        }
        IPath p = IPath.fromPortableString(path);
        if (p.segmentCount() < 2) {
            throw new CoreException(Status.error(configuration.getName() + ": '" + path
                    + "' is not a file in a workspace project."));
        }
        IFile file = ResourcesPlugin.getWorkspace().getRoot().getFile(p);
        if (!file.exists()) {
            throw new CoreException(Status.error(configuration.getName() + ": the scenario file " + path
                    + " does not exist."));
        }
        return file;
    }

    /**
     * The result folder: the configuration's output folder (a workspace path), else {@code results/<scenario name>}
     * in the scenario's project.
     */
    public static Path outputFolder(ILaunchConfiguration configuration, IFile scenario) throws CoreException {
        String out = LaunchAttributes.string(configuration, LaunchAttributes.OUTPUT);
        IResource folder;
        if (out.isEmpty()) {
            folder = defaultOutputFolder(scenario);
        } else {
            IPath p = IPath.fromPortableString(out);
            if (p.segmentCount() == 0) {
                throw new CoreException(Status.error(configuration.getName() + ": output folder '" + out
                        + "' is the workspace root; name a folder inside a project."));
            }
            folder = p.segmentCount() == 1 ? ResourcesPlugin.getWorkspace().getRoot().getProject(p.segment(0))
                    : ResourcesPlugin.getWorkspace().getRoot().getFolder(p);
            if (!folder.getProject().exists()) {
                throw new CoreException(Status.error(configuration.getName() + ": output folder '" + out
                        + "' is not in an existing project."));
            }
        }
        return location(folder);
    }

    /** {@code results/<scenario file name without .lbsim>} in the scenario's project. */
    public static IFolder defaultOutputFolder(IFile scenario) {
        String name = scenario.getName();
        if (name.endsWith(".lbsim")) {
            name = name.substring(0, name.length() - ".lbsim".length());
        }
        return scenario.getProject().getFolder("results").getFolder(name);
    }

    /**
     * Whether the scenario file's application is a real program (the only one that takes {@code --classpath}); true
     * for a file that cannot be read, so the command line reports what is wrong with it.
     */
    private static boolean runsAProgram(Path scenario) {
        try {
            return lbsim.model.io.ScenarioLoader.load(scenario).getApplication() instanceof lbsim.model.RealApplication;
        } catch (lbsim.model.io.ScenarioException | RuntimeException e) {
            return true;
        }
    }

    private static Path location(IResource r) throws CoreException {
        IPath l = r.getLocation();
        if (l == null) {
            throw new CoreException(Status.error("lbsim: " + r.getFullPath() + " is not on the local file system."));
        }
        return l.toFile().toPath().toAbsolutePath();
    }

    /**
     * The java executable for the simulation process: the workspace's default JRE when it is Java 21 or newer,
     * else the IDE's own ({@code java.home}).
     */
    public static Path javaExecutable() {
        IVMInstall vm = JavaRuntime.getDefaultVMInstall();
        if (vm instanceof IVMInstall2 v2 && vm.getInstallLocation() != null && feature(v2.getJavaVersion()) >= MIN_JAVA) {
            Path java = vm.getInstallLocation().toPath().resolve("bin").resolve(executableName());
            if (Files.isExecutable(java)) {
                return java;
            }
        }
        return Path.of(System.getProperty("java.home"), "bin", executableName());
    }

    private static String executableName() {
        return File.separatorChar == '\\' ? "java.exe" : "java";
    }

    /** The feature version of a Java version string: 21 for "21.0.2", 8 for "1.8.0_392"; 0 when unknown. */
    static int feature(String version) {
        if (version == null || version.isBlank()) {
            return 0;
        }
        String[] parts = version.split("[._\\-+]");
        try {
            int first = Integer.parseInt(parts[0]);
            return first == 1 && parts.length > 1 ? Integer.parseInt(parts[1]) : first;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static String join(List<Path> entries) {
        StringBuilder b = new StringBuilder();
        for (Path p : entries) {
            if (b.length() > 0) {
                b.append(File.pathSeparatorChar);
            }
            b.append(p);
        }
        return b.toString();
    }

    /** Builds the projects the launch uses (the scenario's and the user-code ones) before it starts. */
    @Override
    protected IProject[] getBuildOrder(ILaunchConfiguration configuration, String mode) throws CoreException {
        return computeReferencedBuildOrder(projects(configuration));
    }

    @Override
    protected IProject[] getProjectsForProblemSearch(ILaunchConfiguration configuration, String mode)
            throws CoreException {
        return projects(configuration);
    }

    /** Compile errors are checked in {@link #launch} (the launch is refused with a message), not asked about. */
    @Override
    public boolean finalLaunchCheck(ILaunchConfiguration configuration, String mode, IProgressMonitor monitor) {
        return true;
    }

    private static IProject[] projects(ILaunchConfiguration configuration) throws CoreException {
        List<IProject> r = new ArrayList<>();
        try {
            r.add(scenarioFile(configuration).getProject());
        } catch (CoreException e) {
            // reported by launch
        }
        for (String n : LaunchAttributes.list(configuration, LaunchAttributes.JAVA_PROJECTS)) {
            IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(n);
            if (p.exists() && !r.contains(p)) {
                r.add(p);
            }
        }
        return r.toArray(new IProject[0]);
    }
}
