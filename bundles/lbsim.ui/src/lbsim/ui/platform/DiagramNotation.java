package lbsim.ui.platform;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * What the platform diagram keeps beside a scenario, never in it: the positions of figures a user moved by hand and
 * which containers are expanded or collapsed. It lives in {@code NAME.lbsim.layout} next to {@code NAME.lbsim}; the
 * simulator never reads it, so moving a figure cannot change a result. Objects are named by their class and name
 * ({@code Cluster lab}), which the metamodel keeps unique.
 * <p>
 * The file is text, one entry a line: {@code at KIND NAME X Y} (the figure's top-left corner in pixels, relative to
 * the figure that contains it) and {@code expanded KIND NAME} or {@code collapsed KIND NAME}. Lines starting with
 * {@code #} and lines this version does not understand are ignored.
 */
public final class DiagramNotation {

    /** A position in pixels. */
    public record Point(int x, int y) {
    }

    private final Map<String, Point> positions = new TreeMap<>();
    private final Map<String, Boolean> expanded = new TreeMap<>();

    /** The key of a model object: its class name and its name (null when it has no name). */
    public static String key(EObject o) {
        EStructuralFeature f = o.eClass().getEStructuralFeature("name");
        Object name = f == null ? null : o.eGet(f);
        return name == null ? null : o.eClass().getName() + " " + name;
    }

    /** The position moved by hand, or null when the automatic layout places the object. */
    public Point position(EObject o) {
        String k = key(o);
        return k == null ? null : positions.get(k);
    }

    /** Sets (or with null clears) an object's hand-made position. */
    public void setPosition(EObject o, Point p) {
        String k = key(o);
        if (k != null) {
            if (p == null) {
                positions.remove(k);
            } else {
                positions.put(k, p);
            }
        }
    }

    /** Whether the user expanded (true) or collapsed (false) a container; null when the default applies. */
    public Boolean expanded(EObject o) {
        String k = key(o);
        return k == null ? null : expanded.get(k);
    }

    /** Sets (or with null clears) a container's expanded state. */
    public void setExpanded(EObject o, Boolean value) {
        String k = key(o);
        if (k != null) {
            if (value == null) {
                expanded.remove(k);
            } else {
                expanded.put(k, value);
            }
        }
    }

    /** Moves what is recorded under an object's old name to its new one (after a rename). */
    public void rename(String kind, String oldName, String newName) {
        String o = kind + " " + oldName;
        String n = kind + " " + newName;
        Point p = positions.remove(o);
        if (p != null) {
            positions.put(n, p);
        }
        Boolean e = expanded.remove(o);
        if (e != null) {
            expanded.put(n, e);
        }
    }

    /** Whether nothing is recorded. */
    public boolean isEmpty() {
        return positions.isEmpty() && expanded.isEmpty();
    }

    /** The notation file of a scenario file: the same name with {@code .layout} appended. */
    public static Path fileOf(Path scenario) {
        return scenario.resolveSibling(scenario.getFileName() + ".layout");
    }

    /** Reads a notation file; an absent file is an empty notation. */
    public static DiagramNotation read(Path file) throws IOException {
        DiagramNotation n = new DiagramNotation();
        if (!Files.isRegularFile(file)) {
            return n;
        }
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String[] w = line.trim().split("\\s+");
            if (w.length == 5 && w[0].equals("at")) {
                try {
                    n.positions.put(w[1] + " " + w[2], new Point(Integer.parseInt(w[3]), Integer.parseInt(w[4])));
                } catch (NumberFormatException e) {
                    // not a position this version writes: ignored
                }
            } else if (w.length == 3 && (w[0].equals("expanded") || w[0].equals("collapsed"))) {
                n.expanded.put(w[1] + " " + w[2], w[0].equals("expanded"));
            }
        }
        return n;
    }

    /** The text {@link #read} reads back. */
    public String text(String scenarioName) {
        StringBuilder b = new StringBuilder();
        b.append("# lbsim platform diagram of ").append(scenarioName)
                .append(": figure positions and expanded containers. The simulator never reads this file.\n");
        positions.forEach((k, p) -> b.append("at ").append(k).append(' ').append(p.x()).append(' ').append(p.y()).append('\n'));
        expanded.forEach((k, e) -> b.append(e ? "expanded " : "collapsed ").append(k).append('\n'));
        return b.toString();
    }

    /** A copy (commands keep the state before and after). */
    public DiagramNotation copy() {
        DiagramNotation c = new DiagramNotation();
        c.positions.putAll(positions);
        c.expanded.putAll(expanded);
        return c;
    }

    /** Replaces this notation's content with another's. */
    public void setAll(DiagramNotation other) {
        positions.clear();
        positions.putAll(other.positions);
        expanded.clear();
        expanded.putAll(other.expanded);
    }

    /** The keys with a position, for tests. */
    List<String> positioned() {
        return new ArrayList<>(positions.keySet());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DiagramNotation n && n.positions.equals(positions) && n.expanded.equals(expanded);
    }

    @Override
    public int hashCode() {
        return new HashMap<>(positions).hashCode() * 31 + expanded.hashCode();
    }
}
