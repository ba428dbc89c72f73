package lbsim.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;

import lbsim.core.app.ObservedTask;
import lbsim.core.cpu.Host;
import lbsim.core.dist.Distribution;
import lbsim.core.dist.Distributions;
import lbsim.core.engine.Simulation;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.NetworkModel;
import lbsim.core.workload.CompetingSource;
import lbsim.model.NetworkSegment;
import lbsim.model.io.Problem;
import lbsim.model.validation.ObjectPaths;

/**
 * What one binding pass builds and the problems it found: the binders (platform, workloads, the
 * application's) add to it, and every problem is collected instead of stopping at the first.
 */
final class Binding {
    final String label;
    final Path baseDir;
    final Simulation sim;
    final List<Problem> problems = new ArrayList<>();
    final Map<String, Host> hosts = new LinkedHashMap<>();
    final Map<String, CompetingSource> sources = new LinkedHashMap<>();
    final List<ObservedTask> tasks = new ArrayList<>();
    final List<PreparedRun.AppBinding> apps = new ArrayList<>();
    final Map<NetworkSegment, NetworkModel> networks = new LinkedHashMap<>();
    /** The message layer, once an application asked for it ({@link PlatformBinder#virtualMachine}). */
    VirtualMachine vm;
    /** Class-path entries given by the caller for a real program, before the scenario's own. */
    ExtraClassPath extraClassPath = ExtraClassPath.NONE;

    Binding(String label, Path baseDir, Simulation sim) {
        this.label = label;
        this.baseDir = baseDir;
        this.sim = sim;
    }

    /** Records a problem of a model object: "FILE: OBJECT: WHAT (rule RULE)". */
    void problem(EObject owner, String what, String rule) {
        problem(owner, null, what, rule);
    }

    /** {@link #problem(EObject, String, String)} of the object's attribute or reference {@code feature} (null: none). */
    void problem(EObject owner, org.eclipse.emf.ecore.EStructuralFeature feature, String what, String rule) {
        problems.add(Problem.of(Problem.Severity.ERROR, label, owner, feature, rule,
                ObjectPaths.label(owner) + ": " + what + " (rule " + rule + ")"));
    }

    /** Records a problem of the scenario file as a whole: "FILE: WHAT (rule RULE)". */
    void problem(String what, String rule) {
        problems.add(Problem.inFile(label, what + " (rule " + rule + ")").withRule(rule));
    }

    /** A distribution parsed from its spec (files relative to the scenario's folder), or null after recording the problem. */
    Distribution distribution(EObject owner, String attribute, String spec) {
        try {
            return Distributions.parse(spec, baseDir);
        } catch (IllegalArgumentException e) {
            problem(owner, attribute + ": " + e.getMessage(), "validDistribution");
            return null;
        }
    }
}
