package lbsim.ui.platform;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.domain.EditingDomain;

import lbsim.model.Platform;
import lbsim.model.io.Problem;

/**
 * What the diagram's edit parts share: the editing domain and the edits on it, the notation, and what the last
 * refresh computed (structure, bounds, problems, highlighted route, utilisation after a run).
 */
final class PlatformDiagram {

    final EditingDomain domain;
    final DiagramNotation notation;
    final PlatformEdits edits;
    PlatformStructure structure = new PlatformStructure(null);
    Map<Object, Rectangle> bounds = Map.of();
    /** The problem level (1 warning, 2 error) of each object with a problem, and of the figures that contain it. */
    final Map<EObject, Integer> problemLevel = new IdentityHashMap<>();
    /** The problems' messages, by the object shown. */
    final Map<EObject, StringBuilder> problemText = new IdentityHashMap<>();
    /** Routes, clusters and hosts on the highlighted path. */
    Set<Object> highlighted = Set.of();
    /** Busy share of each host by name (0..1) after a run, empty before. */
    Map<String, Double> hostBusy = new HashMap<>();
    /** Each link's figures after a run, by {@link RunUtilisation#key} (network and link name); empty when not known. */
    Map<String, RunUtilisation.LinkFigures> linkUse = new HashMap<>();
    /** The result folder's name whose figures are shown, null when none is. */
    String runName;

    /** A link's figures after a run, or null. */
    RunUtilisation.LinkFigures link(EObject inNetwork, String linkName) {
        lbsim.model.RoutedNetwork n = PlatformStructure.network(inNetwork);
        return n == null || linkUse.isEmpty() ? null : linkUse.get(RunUtilisation.key(n.getName(), linkName));
    }

    PlatformDiagram(EditingDomain domain, DiagramNotation notation, Runnable notationChanged) {
        this.domain = domain;
        this.notation = notation;
        this.edits = new PlatformEdits(domain, notation, notationChanged);
    }

    /** Recomputes the structure and the layout of a platform. */
    void recompute(Platform platform) {
        structure = new PlatformStructure(platform);
        bounds = AutoLayout.compute(structure, notation);
    }

    /** Records problems: each marks its object and every figure around it (so a collapsed cluster shows them). */
    void setProblems(List<Problem> problems, java.util.function.Function<String, EObject> byFragment) {
        problemLevel.clear();
        problemText.clear();
        for (Problem p : problems) {
            if (p.objectUri() == null) {
                continue;
            }
            int hash = p.objectUri().indexOf('#');
            EObject o = byFragment.apply(hash < 0 ? p.objectUri() : p.objectUri().substring(hash + 1));
            int level = p.error() ? 2 : 1;
            for (EObject e = o; e != null; e = structure.drawnIn(e)) {
                problemLevel.merge(e, level, Math::max);
                problemText.computeIfAbsent(e, k -> new StringBuilder()).append(problemText.get(e).isEmpty() ? "" : "\n")
                        .append(p.message());
            }
        }
    }
}
