package lbsim.run;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import lbsim.core.engine.StopReason;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.program.CostMode;
import lbsim.core.program.ProgramClassLoader;
import lbsim.core.program.ProgramException;
import lbsim.core.program.ProgramRuntime;
import lbsim.model.RealApplication;
import lbsim.model.validation.ObjectPaths;
import lbsim.run.outcome.AppResult;
import lbsim.run.outcome.ProgramSummary;

/**
 * A real Java program (a {@link RealApplication}) bound to a run: on start, a {@link ProgramClassLoader}
 * over the program's class path (which shows the program the Java platform, lbsim.api and the strategy
 * interface, and nothing else of lbsim, inside OSGi and on a plain JVM alike) and a {@link ProgramRuntime} that starts the first task; on close, both are closed again,
 * whatever happened. A program that has not ended when the run stops is a failed run.
 */
final class RealProgramBinding implements PreparedRun.AppBinding {

    private final String label;
    private final String object;
    /** The model object, for the problem record of a start that failed. */
    private final RealApplication app;
    private final String mainClass;
    private final String taskName;
    private final String host;
    private final List<String> args;
    private final CostMode mode;
    private final double referenceFactor;
    private final double referenceFlopsPerSecond;
    private final List<Path> classPath;
    private final VirtualMachine vm;
    private URLClassLoader loader;
    /** The class path's bytes as an experiment read them, or null. */
    private final lbsim.core.io.InputSnapshot snapshot;
    private ProgramRuntime runtime;
    private int firstTid = -1;
    private lbsim.core.program.CallSites callSites;

    RealProgramBinding(String label, RealApplication app, List<Path> classPath, VirtualMachine vm) {
        this.label = label;
        this.object = ObjectPaths.label(app);
        this.app = app;
        this.mainClass = app.getMainClass().trim();
        this.taskName = app.getTaskName();
        this.host = app.getHost() == null ? null : app.getHost().getName();
        this.args = List.copyOf(app.getArgs());
        this.mode = app.getCostMode() == lbsim.model.CostMode.MEASURED ? CostMode.MEASURED : CostMode.DECLARED;
        this.referenceFactor = app.getReferenceFactor();
        this.referenceFlopsPerSecond = app.getReferenceFlopsPerSecond();
        this.classPath = List.copyOf(classPath);
        this.vm = vm;
        this.snapshot = lbsim.core.io.InputSnapshot.current(); // an experiment's: its classes as read once
    }

    @Override
    public void start() {
        List<URL> urls = new ArrayList<>();
        for (Path p : classPath) {
            try {
                urls.add(p.toAbsolutePath().normalize().toUri().toURL());
            } catch (MalformedURLException e) {
                throw failure(lbsim.model.ModelPackage.Literals.REAL_APPLICATION__CLASS_PATH,
                        object + ": class path entry " + p + ": " + e.getMessage());
            }
        }
        loader = new ProgramClassLoader(urls.toArray(URL[]::new), snapshot);
        try {
            runtime = new ProgramRuntime(vm, loader, mode, referenceFactor, referenceFlopsPerSecond);
        } catch (IllegalArgumentException e) { // e.g. measured mode on a JVM without thread CPU time
            throw failure(lbsim.model.ModelPackage.Literals.REAL_APPLICATION__COST_MODE, object + ": " + e.getMessage());
        }
        if (callSites != null) {
            runtime.recordCallSites(callSites);
        }
        try {
            firstTid = runtime.start(mainClass, taskName, host, args);
        } catch (ProgramException e) {
            // the runtime's message names the class (or the host) and what is wrong with it
            throw failure(lbsim.model.ModelPackage.Literals.REAL_APPLICATION__MAIN_CLASS,
                    object + ": " + e.getMessage() + " (class path: " + classPath + ")");
        }
    }

    /** A start that failed, naming the application's attribute that caused it (as data) and saying why. */
    private PreparedRun.StartFailure failure(org.eclipse.emf.ecore.EStructuralFeature feature, String message) {
        return new PreparedRun.StartFailure(lbsim.model.io.Problem.of(lbsim.model.io.Problem.Severity.ERROR, label, app, feature,
                null, message));
    }

    @Override
    public void recordCallSites(lbsim.core.program.CallSites sites) {
        this.callSites = sites;
    }

    @Override
    public String failure(StopReason reason, double now) {
        if (reason == StopReason.COMPLETED || firstTid < 0) {
            return null;
        }
        List<String> running = new ArrayList<>();
        for (int tid = 0; tid < vm.taskCount(); tid++) {
            if (!vm.hasEnded(tid)) {
                running.add(tid + " '" + vm.taskName(tid) + "'");
            }
        }
        if (running.isEmpty()) {
            return null;
        }
        String why = switch (reason) {
            case END_TIME -> "the run's end time (run/endTimeSeconds)";
            case EVENT_LIMIT -> "the run's event limit (run/maxEvents)";
            case WALL_CLOCK -> "the run's wall-clock limit (run/wallClockLimitSeconds)";
            default -> "a stop request";
        };
        return String.format(Locale.ROOT, "%s: the program had not ended when %s stopped the run at %s s; still running: tasks %s",
                object, why, now, String.join(", ", running));
    }

    @Override
    public void results(List<AppResult> results) {
        results.add(new ProgramSummary(mainClass, mode.name(), referenceFactor, referenceFlopsPerSecond, vm.taskCount(),
                runtime == null ? 0 : runtime.apiCalls()));
        results.add(MessageTable.matrix(vm));
    }

    /** Ends the program's threads and closes its class loader; safe to call more than once and after a failed start. */
    @Override
    public void close() {
        try {
            if (runtime != null) {
                runtime.close();
            }
        } finally {
            runtime = null;
            if (loader != null) {
                try {
                    loader.close();
                } catch (IOException e) {
                    // the jars are only read; nothing is lost when closing one fails
                }
                loader = null;
            }
        }
    }

    @Override
    public String toString() {
        return label + ": " + object;
    }
}
