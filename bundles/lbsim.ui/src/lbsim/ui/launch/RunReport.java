package lbsim.ui.launch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

/**
 * Tells the user how a simulation launch ended: a dialog with one clear message when the scenario was bad or the
 * run failed (the console has the details, the scenario's markers the objects), and, when a single run completed,
 * its result opened by {@link #openResult(Path)}.
 */
public final class RunReport {

    private static volatile boolean dialogs = true;
    private static volatile boolean openResults = true;

    private RunReport() {
    }

    /** For tests: whether failures open a dialog, and whether completed runs open their result (both default true). */
    public static void setInteractive(boolean showDialogs, boolean openCompletedResults) {
        dialogs = showDialogs;
        openResults = openCompletedResults;
    }

    /** The one-line message for a failed or refused run. */
    public static String message(String scenarioName, ProgressProtocol.Outcome outcome, List<String> errorLines) {
        return message(scenarioName, outcome, errorLines, null);
    }

    /**
     * The one-line message for a failed or refused run whose problem records name a user class of the scenario
     * * ({@code userClass}, see {@link #userClass(IFile, List)}; null: none), with where the workspace has that class.
     */
    public static String message(String scenarioName, ProgressProtocol.Outcome outcome, List<String> errorLines,
            String userClass) {
        String what = switch (outcome.status()) {
            case "bad-input" -> "The scenario " + scenarioName + " cannot be run";
            case "failed" -> "The simulation of " + scenarioName + " failed";
            case "stopped" -> "The simulation of " + scenarioName + " was stopped";
            default -> "The simulation of " + scenarioName + " completed";
        };
        String detail = outcome.message();
        if (detail == null || detail.isBlank()) {
            for (int i = errorLines.size() - 1; i >= 0 && (detail == null || detail.isBlank()); i--) {
                detail = errorLines.get(i);
            }
        }
        String hint = userClass == null ? "" : classHint(userClass);
        return what + (detail == null || detail.isBlank() ? "." : ": " + detail.strip()) + hint;
    }

    /** The attributes of the scenario model that name a user's class: a strategy's and a real program's. */
    private static final List<String> CLASS_FEATURES = List.of("strategyClass", "mainClass");

    /**
     * The user class a problem record is about: the value of the attribute it names ({@code feature} strategyClass or
     * mainClass) of the object it names, read from the scenario file; null when no record names such an attribute or
     * the file does not load. Nothing is read from the problem's text.
     */
    public static String userClass(IFile scenario, List<ProgressProtocol.ProblemReport> problems) {
        for (ProgressProtocol.ProblemReport p : problems) {
            if (!CLASS_FEATURES.contains(p.feature()) || p.uriFragment().isEmpty() || scenario.getLocation() == null) {
                continue;
            }
            try {
                lbsim.model.Scenario s = lbsim.model.io.ScenarioLoader.load(scenario.getLocation().toFile().toPath());
                org.eclipse.emf.ecore.EObject o = s.eResource() == null ? null : s.eResource().getEObject(p.uriFragment());
                org.eclipse.emf.ecore.EStructuralFeature f = o == null ? null : o.eClass().getEStructuralFeature(p.feature());
                if (f != null && o.eGet(f) instanceof String name && !name.isBlank()) {
                    return name.trim();
                }
            } catch (lbsim.model.io.ScenarioException | RuntimeException e) {
                return null;
            }
        }
        return null;
    }

    /**
     * For a strategy or program class a run could not use: which workspace Java project has it, to tick on the
     * launch's User Code tab (" The class my.S is in the Java project strategies: ..."), or that none has it.
     */
    static String classHint(String name) {
        List<String> projects = new java.util.ArrayList<>();
        try {
            for (org.eclipse.jdt.core.IJavaProject p : org.eclipse.jdt.core.JavaCore
                    .create(org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot()).getJavaProjects()) {
                org.eclipse.jdt.core.IType t = p.findType(name.replace('$', '.'));
                if (t != null && !t.isBinary() && t.getJavaProject().equals(p)) {
                    projects.add(p.getElementName());
                }
            }
        } catch (org.eclipse.core.runtime.CoreException | RuntimeException e) {
            return "";
        }
        if (projects.isEmpty()) {
            return " No Java project of the workspace has a class " + name + ".";
        }
        return " The class " + name + " is in the Java project " + String.join(", ", projects) + ": tick "
                + (projects.size() == 1 ? "it" : "one of them") + " on the User Code tab of the launch configuration"
                + " (Run > Run Configurations...), and build it.";
    }

    static void report(SimulationJob job, IFile scenario, ProgressProtocol.Outcome outcome, List<String> errorLines,
            List<ProgressProtocol.ProblemReport> problems) {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        Display display = PlatformUI.getWorkbench().getDisplay();
        if (outcome.completed()) {
            Path folder = job.resultFolder();
            display.asyncExec(() -> lbsim.ui.platform.PlatformPage.runFinished(scenario, folder));
            if (openResults && (hasTasks(folder) || Files.isRegularFile(folder.resolve(lbsim.trace.TraceFile.NAME)))) {
                display.asyncExec(() -> openResult(folder));
            }
            return;
        }
        if (outcome.stopped() || !dialogs) {
            return;
        }
        String text = message(scenario.getName(), outcome, errorLines, userClass(scenario, problems))
                + "\n\nThe console shows everything the command line printed"
                + ("bad-input".equals(outcome.status()) || "failed".equals(outcome.status())
                        ? "; the Problems view lists what it said about objects of the scenario." : ".");
        display.asyncExec(() -> {
            IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
            Shell shell = w != null ? w.getShell() : display.getActiveShell();
            MessageDialog.openError(shell, "lbsim Simulation", text);
        });
    }

    /** Whether a result folder has rows in tasks.csv (observed tasks, or message-passing tasks). */
    static boolean hasTasks(Path folder) {
        Path tasks = folder.resolve("tasks.csv");
        if (!Files.isRegularFile(tasks)) {
            return false;
        }
        try (java.util.stream.Stream<String> lines = Files.lines(tasks)) {
            return lines.skip(1).anyMatch(l -> !l.isBlank());
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
            return false;
        }
    }

    /**
     * Opens a completed run's result folder: the space-time diagram editor on its trace.lbt (issue 17), which also
     * shows the CPU share plots of observed tasks from the folder's shares.csv. A folder without trace.lbt (a run
     * with Trace: None) opens nothing; the status line says why, in the line {@link #noTrace} gives. Call on the UI
     * thread.
     *
     * @return the line shown instead of an editor, or null when the folder has a trace
     */
    public static String openResult(Path folder) {
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = w == null ? null : w.getActivePage();
        String missing = noTrace(folder);
        if (missing != null) {
            org.eclipse.ui.IWorkbenchPart part = page == null ? null : page.getActivePart();
            org.eclipse.ui.IWorkbenchPartSite site = part == null ? null : part.getSite();
            org.eclipse.ui.IActionBars bars = site instanceof org.eclipse.ui.IViewSite v ? v.getActionBars()
                    : site instanceof org.eclipse.ui.IEditorSite e ? e.getActionBars() : null;
            if (bars != null) {
                bars.getStatusLineManager().setMessage(missing);
            }
            return missing;
        }
        if (page != null) {
            openTrace(page, folder.resolve(lbsim.trace.TraceFile.NAME));
        }
        return null;
    }

    /**
     * Why a result folder has no space-time diagram, in one line: it has no trace.lbt (its summary.json records
     * {@code "trace": "none"} when the run was made with Trace: None); null when it has a trace.lbt.
     */
    public static String noTrace(Path folder) {
        if (Files.isRegularFile(folder.resolve(lbsim.trace.TraceFile.NAME))) {
            return null;
        }
        boolean none;
        try {
            none = Files.readString(folder.resolve(lbsim.run.result.ResultFolder.SUMMARY_JSON),
                    java.nio.charset.StandardCharsets.UTF_8).contains("\"trace\": \"none\"");
        } catch (java.io.IOException | RuntimeException e) {
            none = false;
        }
        return folder + (none
                ? ": the run recorded no trace (Trace: None, lbsim run --trace=none), so there is no space-time diagram;"
                        + " run it again with Trace: Full to see one."
                : ": no " + lbsim.trace.TraceFile.NAME + ", so there is no space-time diagram.");
    }

    /**
     * Opens the space-time diagram of a run that has just started, on the result folder's trace.lbt it will write, and
     * has it follow the run ({@link lbsim.ui.spacetime.SpaceTimeEditor#follow}); an editor already open on that file
     * (an earlier run's) follows it instead. Nothing when the preference "Show the diagram while a run goes" is off, or
     * results are not opened ({@link #setInteractive}). Any thread.
     */
    public static void openLive(lbsim.ui.spacetime.LiveRun run) {
        openLive(run, true);
    }

    /**
     * As {@link #openLive(lbsim.ui.spacetime.LiveRun)}; with {@code inFront} false the editor that was active stays
     * active (a debugged run whose first snapshot comes at a breakpoint: the source at the breakpoint stays in front,
     * the diagram opens behind it).
     */
    public static void openLive(lbsim.ui.spacetime.LiveRun run, boolean inFront) {
        if (!openResults || !PlatformUI.isWorkbenchRunning()) {
            return;
        }
        Display display = PlatformUI.getWorkbench().getDisplay();
        display.asyncExec(() -> {
            if (!lbsim.ui.spacetime.SpaceTimePreferences.liveDiagram() || !run.running()) {
                return;
            }
            IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
            IWorkbenchPage page = w == null ? null : w.getActivePage();
            if (page == null) {
                return;
            }
            lbsim.ui.spacetime.SpaceTimeEditor open = openOn(page, run.target());
            if (open != null) {
                if (inFront) {
                    page.bringToTop(open);
                }
                open.follow(run);
                return;
            }
            org.eclipse.ui.IEditorPart active = page.getActiveEditor();
            try {
                if (Files.isRegularFile(run.target())) {
                    openTrace(page, run.target()); // through the workspace file when there is one; it follows the run
                } else {
                    org.eclipse.ui.ide.IDE.openEditor(page, run.target().toUri(), lbsim.ui.spacetime.SpaceTimeEditor.ID, true);
                }
            } catch (org.eclipse.core.runtime.CoreException | RuntimeException e) {
                // the diagram opens at the end, as without the live view
            }
            if (!inFront && active != null && page.getActiveEditor() != active) {
                page.activate(active);
            }
        });
    }

    /** The space-time editor open on trace file {@code trace} in {@code page}, or null. */
    private static lbsim.ui.spacetime.SpaceTimeEditor openOn(IWorkbenchPage page, Path trace) {
        Path want = trace.toAbsolutePath().normalize();
        for (org.eclipse.ui.IEditorReference r : page.getEditorReferences()) {
            if (!lbsim.ui.spacetime.SpaceTimeEditor.ID.equals(r.getId())) {
                continue;
            }
            try {
                Path p = lbsim.ui.spacetime.SpaceTimeEditor.pathOfInput(r.getEditorInput());
                if (p != null && p.toAbsolutePath().normalize().equals(want)
                        && r.getEditor(true) instanceof lbsim.ui.spacetime.SpaceTimeEditor e) {
                    return e;
                }
            } catch (org.eclipse.ui.PartInitException e) {
                // not this one
            }
        }
        return null;
    }

    /** An editor already open on the file (a rerun into the same folder) reads the file again when it changed. */
    private static org.eclipse.ui.IEditorPart current(org.eclipse.ui.IEditorPart part) {
        if (part instanceof lbsim.ui.spacetime.SpaceTimeEditor e) {
            e.reloadIfChanged();
        }
        return part;
    }

    /**
     * Opens the space-time diagram editor on a trace file (through the workspace file when the workspace
     * holds it, so the editor's input is the file the Project Explorer shows); null when there is no such
     * file or the editor could not open it. An editor already open on that file is activated and shows the file
     * as it is now ({@link lbsim.ui.spacetime.SpaceTimeEditor#reloadIfChanged}).
     */
    public static org.eclipse.ui.IEditorPart openTrace(IWorkbenchPage page, Path trace) {
        if (!Files.isRegularFile(trace)) {
            return null;
        }
        lbsim.ui.spacetime.SpaceTimeEditor open = openOn(page, trace); // e.g. the live diagram of the run, opened on a URI
        if (open != null) {
            page.activate(open);
            return current(open);
        }
        try {
            java.net.URI uri = trace.toAbsolutePath().toUri();
            org.eclipse.core.resources.IWorkspaceRoot root = org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot();
            for (IFile f : root.findFilesForLocationURI(uri)) {
                f.refreshLocal(0, null);
                if (f.exists()) {
                    return current(org.eclipse.ui.ide.IDE.openEditor(page, f, lbsim.ui.spacetime.SpaceTimeEditor.ID, true));
                }
            }
            return current(org.eclipse.ui.ide.IDE.openEditor(page, uri, lbsim.ui.spacetime.SpaceTimeEditor.ID, true));
        } catch (org.eclipse.core.runtime.CoreException | RuntimeException e) {
            return null; // the trace stays in the result folder; it opens from the Project Explorer
        }
    }
}
