package lbsim.ui.platform;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;

import lbsim.model.Cluster;
import lbsim.model.Host;
import lbsim.model.Platform;
import lbsim.model.RoutedNetwork;
import lbsim.model.Router;
import lbsim.model.Zone;

/**
 * The platform diagram's automatic layout: hosts in a grid inside their segment or cluster; in a routed network or
 * zone, the backbone (routers and the hosts no cluster holds) in the middle row, clusters and zones as blocks
 * alternately above and below it; segments side by side. A position the user moved by hand
 * ({@link DiagramNotation}) replaces the computed one; containers grow to hold what is in them. Bounds are relative
 * to the containing figure's content area.
 */
final class AutoLayout {

    static final Dimension HOST = new Dimension(132, 58);
    static final Dimension ROUTER = new Dimension(104, 36);
    static final Dimension COLLAPSED = new Dimension(250, 90);
    static final int TITLE = 22;
    static final int PAD = 12;
    static final int GAP = 28;
    /** Between the rows of a routed network or zone, where the routes run. */
    static final int ROW_GAP = 64;

    private final PlatformStructure structure;
    private final DiagramNotation notation;
    private final Map<Object, Rectangle> bounds = new IdentityHashMap<>();
    /** The figures in the order the automatic layout placed them (row by row, left to right). */
    private final List<Object> placed = new ArrayList<>();

    private AutoLayout(PlatformStructure structure, DiagramNotation notation) {
        this.structure = structure;
        this.notation = notation;
    }

    /** Bounds of every figure the diagram shows, by model object. */
    static Map<Object, Rectangle> compute(PlatformStructure structure, DiagramNotation notation) {
        AutoLayout l = new AutoLayout(structure, notation);
        if (structure.platform() != null) {
            l.content(structure.platform());
        }
        return l.bounds;
    }

    /** Lays out the children of {@code o} and returns the size of its content area. */
    private Dimension content(EObject o) {
        List<Object> children = structure.children(o);
        Map<Object, Dimension> sizes = new IdentityHashMap<>();
        for (Object c : children) {
            sizes.put(c, size(c));
        }
        int from = placed.size(); // the nested containers' figures were placed by size() above: this content's follow
        if (o instanceof RoutedNetwork || o instanceof Zone) {
            List<Object> top = new ArrayList<>();
            List<Object> middle = new ArrayList<>();
            List<Object> bottom = new ArrayList<>();
            int blocks = 0;
            for (Object c : children) {
                if (c instanceof Cluster || c instanceof Zone) {
                    (blocks++ % 2 == 0 ? top : bottom).add(c);
                } else {
                    middle.add(c);
                }
            }
            List<List<Object>> rows = new ArrayList<>();
            rows.add(top);
            rows.addAll(gridRows(middle, 6));
            rows.add(bottom);
            place(rows, sizes, true, ROW_GAP);
        } else if (o instanceof Platform) {
            List<Object> segments = new ArrayList<>();
            List<Object> hosts = new ArrayList<>();
            for (Object c : children) {
                (c instanceof Host ? hosts : segments).add(c);
            }
            List<List<Object>> rows = new ArrayList<>();
            rows.add(segments);
            rows.addAll(gridRows(hosts, columns(hosts.size())));
            place(rows, sizes, false, GAP);
        } else {
            place(gridRows(children, columns(children.size())), sizes, false, GAP);
        }
        // hand-made positions replace the computed ones; a computed figure they would cover moves right, past them
        // (and the figures after it in its row with it), so no figure hides another
        List<Rectangle> settled = new ArrayList<>();
        List<Object> automatic = new ArrayList<>();
        for (Object c : placed.subList(from, placed.size())) {
            DiagramNotation.Point p = c instanceof EObject e ? notation.position(e) : null;
            if (p != null) {
                Rectangle r = bounds.get(c);
                r.setLocation(p.x(), p.y());
                settled.add(r);
            } else {
                automatic.add(c);
            }
        }
        if (!settled.isEmpty()) {
            // the obstacles: hand-placed figures and the computed ones moved so far (unmoved ones do not overlap)
            List<Rectangle> obstacles = new ArrayList<>();
            for (Rectangle r : settled) {
                obstacles.add(r.getExpanded(GAP / 2, GAP / 2));
            }
            for (Object c : automatic) {
                Rectangle r = bounds.get(c);
                boolean shifted = false;
                for (boolean moved = true; moved;) {
                    moved = false;
                    for (Rectangle s : obstacles) {
                        if (r.intersects(s)) {
                            r.x = s.right() + GAP / 2;
                            moved = true;
                            shifted = true;
                        }
                    }
                }
                if (shifted) {
                    obstacles.add(r.getExpanded(GAP / 2, GAP / 2));
                }
            }
        }
        int w = 0;
        int h = 0;
        for (Object c : children) {
            Rectangle r = bounds.get(c);
            w = Math.max(w, r.right());
            h = Math.max(h, r.bottom());
        }
        return new Dimension(w + PAD, h + PAD);
    }

    private static int columns(int n) {
        return Math.max(1, Math.min(n, Math.max(4, (int) Math.ceil(Math.sqrt(n)))));
    }

    private static List<List<Object>> gridRows(List<Object> items, int columns) {
        List<List<Object>> rows = new ArrayList<>();
        for (int i = 0; i < items.size(); i += columns) {
            rows.add(new ArrayList<>(items.subList(i, Math.min(items.size(), i + columns))));
        }
        return rows;
    }

    /** Places rows one under the other, each row left to right; centred rows when asked. */
    private void place(List<List<Object>> rows, Map<Object, Dimension> sizes, boolean centred, int rowGap) {
        int widest = 0;
        for (List<Object> row : rows) {
            widest = Math.max(widest, rowWidth(row, sizes));
        }
        int y = PAD;
        for (List<Object> row : rows) {
            if (row.isEmpty()) {
                continue;
            }
            int x = PAD + (centred ? (widest - rowWidth(row, sizes)) / 2 : 0);
            int height = 0;
            for (Object c : row) {
                Dimension d = sizes.get(c);
                bounds.put(c, new Rectangle(x, y, d.width, d.height));
                placed.add(c);
                x += d.width + GAP;
                height = Math.max(height, d.height);
            }
            y += height + rowGap;
        }
    }

    private static int rowWidth(List<Object> row, Map<Object, Dimension> sizes) {
        int w = 0;
        for (Object c : row) {
            w += sizes.get(c).width + GAP;
        }
        return Math.max(0, w - GAP);
    }

    private Dimension size(Object c) {
        if (c instanceof Host) {
            return HOST;
        }
        if (c instanceof Router) {
            return ROUTER;
        }
        EObject e = (EObject) c;
        if (!structure.expanded(e, notation)) {
            return COLLAPSED;
        }
        Dimension d = content(e);
        return new Dimension(Math.max(COLLAPSED.width, d.width + PAD), Math.max(COLLAPSED.height, d.height + TITLE + PAD));
    }
}
