package lbsim.test.idedriver;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.ILaunchesListener2;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;

/**
 * Test driver for an Eclipse IDE into which lbsim was installed (issue 27; test only, in no lbsim feature). When
 * the IDE is started with {@code -Dlbsim.test.idedriver=SCRIPT}, it reads SCRIPT (a properties file) after the
 * workbench has started and does, with the IDE's own API only (it knows no lbsim class):
 * <ol>
 * <li>imports the project at {@code project} (a folder holding a .project file) into the workspace;</li>
 * <li>finds the launch configuration(s) named in {@code launch} (comma separated; shared .launch files of that
 * project) and launches the first with {@link DebugUITools#launch} in run mode, as Run As / Run does;</li>
 * <li>waits until the launch has terminated and an editor with id {@code editor} (the space-time diagram) is open,
 * and writes each step with its wall time to {@code log}; with {@code waitFile} set, also waits for that file (the
 * space-time diagram's first-paint log, {@code -Dlbsim.ui.firstPaintLog}) to appear;</li>
 * <li>with {@code minutes} set, repeats for that many minutes, a scripted use: each round launches the next
 * configuration, waits for its diagram, runs the commands in {@code commands} on it (zoom in, zoom out, fit...),
 * opens the scenario files in {@code open}, waits {@code pause} seconds and closes all editors;</li>
 * <li>with {@code exit=true}, closes the workbench at the end.</li>
 * </ol>
 * Every failure is written to {@code log} as one line starting with {@code error} (and the workbench is closed when
 * {@code exit=true}), so the calling script can say what went wrong.
 */
public final class Driver implements IStartup {

    private Properties script;
    private Path log;

    @Override
    public void earlyStartup() {
        String file = System.getProperty("lbsim.test.idedriver");
        if (file == null || file.isBlank()) {
            return;
        }
        Thread t = new Thread(() -> run(Path.of(file)), "lbsim IDE test driver");
        t.setDaemon(true);
        t.start();
    }

    private void run(Path file) {
        script = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            script.load(in);
        } catch (IOException e) {
            System.err.println("lbsim.test.idedriver: cannot read " + file + ": " + e);
            return;
        }
        log = Path.of(script.getProperty("log", file + ".log"));
        try {
            note("started " + System.currentTimeMillis());
            IProject project = importProject(Path.of(script.getProperty("project")));
            note("project " + project.getName());
            List<ILaunchConfiguration> configs = new ArrayList<>();
            for (String name : script.getProperty("launch", "").split(",")) {
                configs.add(find(name.strip()));
            }
            long minutes = Long.parseLong(script.getProperty("minutes", "0"));
            long end = System.currentTimeMillis() + TimeUnit.MINUTES.toMillis(minutes);
            int round = 0;
            do {
                ILaunchConfiguration c = configs.get(round % configs.size());
                runOnce(c, round);
                if (minutes > 0) {
                    useDiagram(project);
                }
                round++;
            } while (System.currentTimeMillis() < end);
            note("done " + round);
        } catch (Exception | AssertionError e) {
            note("error " + e.getClass().getSimpleName() + ": " + e.getMessage());
        } finally {
            if (Boolean.parseBoolean(script.getProperty("exit", "false"))) {
                Display.getDefault().asyncExec(() -> PlatformUI.getWorkbench().close());
            }
        }
    }

    private IProject importProject(Path folder) throws Exception {
        IWorkspace ws = ResourcesPlugin.getWorkspace();
        IProjectDescription d = ws.loadProjectDescription(IPath.fromOSString(folder.resolve(".project").toString()));
        IProject p = ws.getRoot().getProject(d.getName());
        if (!p.exists()) {
            if (!folder.toAbsolutePath().getParent().equals(Path.of(ws.getRoot().getLocation().toOSString()))) {
                d.setLocation(IPath.fromOSString(folder.toAbsolutePath().toString()));
            }
            p.create(d, null);
        }
        p.open(null);
        p.refreshLocal(IResource.DEPTH_INFINITE, null);
        return p;
    }

    /** The launch configuration with that name; the launch manager indexes a newly opened project's files soon. */
    private static ILaunchConfiguration find(String name) throws Exception {
        ILaunchManager m = DebugPlugin.getDefault().getLaunchManager();
        for (int i = 0; i < 600; i++) {
            for (ILaunchConfiguration c : m.getLaunchConfigurations()) {
                if (c.getName().equals(name)) {
                    return c;
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no launch configuration named " + name + " after 60 s");
    }

    private void runOnce(ILaunchConfiguration c, int round) throws Exception {
        ILaunchManager m = DebugPlugin.getDefault().getLaunchManager();
        CountDownLatch terminated = new CountDownLatch(1);
        AtomicReference<ILaunch> ours = new AtomicReference<>();
        ILaunchesListener2 l = new ILaunchesListener2() {
            @Override
            public void launchesTerminated(ILaunch[] launches) {
                for (ILaunch x : launches) {
                    if (c.equals(x.getLaunchConfiguration())) {
                        ours.set(x);
                        terminated.countDown();
                    }
                }
            }

            @Override
            public void launchesAdded(ILaunch[] launches) {
            }

            @Override
            public void launchesChanged(ILaunch[] launches) {
            }

            @Override
            public void launchesRemoved(ILaunch[] launches) {
            }
        };
        m.addLaunchListener(l);
        try {
            note("launch " + round + " " + c.getName() + " " + System.currentTimeMillis());
            Display.getDefault().syncExec(() -> DebugUITools.launch(c, ILaunchManager.RUN_MODE));
            long wait = Long.parseLong(script.getProperty("launchTimeout", "600"));
            if (!terminated.await(wait, TimeUnit.SECONDS)) {
                throw new AssertionError("the launch of " + c.getName() + " did not terminate within " + wait + " s");
            }
        } finally {
            m.removeLaunchListener(l);
        }
        StringBuilder exits = new StringBuilder();
        for (IProcess p : ours.get().getProcesses()) {
            exits.append(' ').append(p.getExitValue());
        }
        note("terminated " + round + " " + System.currentTimeMillis() + " exit" + exits);
        String editor = script.getProperty("editor", "lbsim.ui.spacetime.editor");
        for (int i = 0; i < 600; i++) {
            String title = onUi(() -> {
                for (IEditorReference r : page().getEditorReferences()) {
                    if (r.getId().equals(editor)) {
                        return r.getTitle();
                    }
                }
                return null;
            });
            if (title != null) {
                note("editor " + round + " " + title + " " + System.currentTimeMillis());
                waitForFile();
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no editor " + editor + " opened within 60 s after the launch terminated");
    }

    /**
     * With {@code waitFile} set (the IDE's {@code -Dlbsim.ui.firstPaintLog} file), waits up to 60 s for that file
     * to exist: the diagram has painted its first picture with rows.
     */
    private void waitForFile() throws Exception {
        String f = script.getProperty("waitFile");
        if (f == null) {
            return;
        }
        for (int i = 0; i < 600; i++) {
            if (Files.exists(Path.of(f))) {
                note("painted " + System.currentTimeMillis());
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the diagram painted no picture with rows within 60 s (no " + f + ")");
    }

    /** One round of scripted use: the diagram's commands, the scenario files opened, a pause, all editors closed. */
    private void useDiagram(IProject project) throws Exception {
        long pause = Long.parseLong(script.getProperty("pause", "5"));
        for (String command : script.getProperty("commands", "").split(",")) {
            if (command.isBlank()) {
                continue;
            }
            onUi(() -> {
                try {
                    page().getWorkbenchWindow().getService(IHandlerService.class).executeCommand(command.strip(), null);
                } catch (Exception e) {
                    note("command-failed " + command.strip() + ": " + e);
                }
                return null;
            });
            Thread.sleep(300);
        }
        for (String name : script.getProperty("open", "").split(",")) {
            if (name.isBlank()) {
                continue;
            }
            IFile f = project.getFile(name.strip());
            onUi(() -> {
                try {
                    IDE.openEditor(page(), f, true);
                } catch (Exception e) {
                    note("open-failed " + f + ": " + e);
                }
                return null;
            });
        }
        Thread.sleep(TimeUnit.SECONDS.toMillis(pause));
        onUi(() -> page().closeAllEditors(false));
        Thread.sleep(TimeUnit.SECONDS.toMillis(pause));
    }

    private static IWorkbenchPage page() {
        IWorkbench w = PlatformUI.getWorkbench();
        IWorkbenchWindow win = w.getActiveWorkbenchWindow() != null ? w.getActiveWorkbenchWindow()
                : w.getWorkbenchWindows()[0];
        return win.getActivePage();
    }

    private interface UiCall<T> {
        T call();
    }

    private static <T> T onUi(UiCall<T> c) {
        AtomicReference<T> r = new AtomicReference<>();
        Display.getDefault().syncExec(() -> r.set(c.call()));
        return r.get();
    }

    private synchronized void note(String line) {
        try {
            Files.writeString(log, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.err.println("lbsim.test.idedriver: " + line);
        }
    }
}
