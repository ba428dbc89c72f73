package lbsim.ui.spacetime;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IMarkerDelta;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IFileEditorInput;

/**
 * The bookmarks of a space-time diagram (issue 27): times, or time ranges, of the run with a label and a colour,
 * drawn as a flag on the time axis and a line through the rows (a range: a tinted span of the axis and a line at each
 * end). They are kept with the trace as Eclipse bookmarks (markers of type {@link IMarker#BOOKMARK}) on the workspace
 * file trace.lbt, as Trace Compass keeps its bookmarks: the Bookmarks view lists them (Description: the label;
 * Location: the time), a double-click there opens the diagram at the bookmark ({@link SpaceTimeEditor}'s
 * {@link org.eclipse.ui.ide.IGotoMarker}), and renaming or deleting one there changes the diagram at once. The times
 * are attributes of the marker ({@link #TIME}, {@link #END}, in seconds as Java writes a double, so they read back to
 * the bit). A rerun into the same result folder replaces trace.lbt but keeps the workspace file and so its
 * bookmarks: the times stay and are drawn on the new run (a time past its end is listed, not drawn). Nothing is
 * written into the result folder.
 * <p>
 * A trace outside the workspace (opened with File > Open File) has bookmarks for as long as its editor is open, and
 * the status line says so when one is added.
 */
public final class Bookmarks implements SpaceTimeFigure.Decoration {

    /** The marker attribute of a bookmark's time (its start for a range), seconds, {@link Double#toString}. */
    public static final String TIME = "lbsim.time";
    /** The marker attribute of a range bookmark's end, seconds; absent for a bookmark at one time. */
    public static final String END = "lbsim.timeEnd";
    /** The marker attribute of a bookmark's colour, 0xRRGGBB. */
    public static final String COLOUR = "lbsim.colour";
    /** The colours offered for a new bookmark, in turn (the first is the default). */
    public static final int[] COLOURS = { 0x7B1FA2, 0x00897B, 0xEF6C00, 0x5D4037 };
    /** The colours' names, for the dialog. */
    public static final String[] COLOUR_NAMES = { "purple", "teal", "orange", "brown" };
    /** Pixels between the time cursor and a bookmark that still make it "the bookmark at the cursor". */
    public static final int TOLERANCE = 3;
    /** Height of a bookmark's flag on the time axis, pixels. */
    public static final int FLAG = 7;

    /** A bookmark: [start, end] (end NaN for one time), its label and colour, and its marker (null outside the workspace). */
    public record Bookmark(double start, double end, String label, int rgb, IMarker marker) {
        public boolean isRange() {
            return !Double.isNaN(end);
        }

        /** "t = 2.5 s" or "2.5 s .. 3 s", as the Bookmarks view's Location column shows it. */
        public String where() {
            return isRange() ? TimeText.instant(start) + " .. " + TimeText.instant(end) : "t = " + TimeText.instant(start);
        }
    }

    private final SpaceTimeEditor editor;
    private final IFile file;
    /** The bookmarks of a trace outside the workspace (kept while the editor is open). */
    private final List<Bookmark> session = new ArrayList<>();
    /** The bookmarks read from the file's markers, by start; null after a marker change. */
    private volatile List<Bookmark> cache;
    private final IResourceChangeListener markers;

    Bookmarks(SpaceTimeEditor editor) {
        this.editor = editor;
        this.file = editor.getEditorInput() instanceof IFileEditorInput in ? in.getFile() : null;
        markers = file == null ? null : this::resourcesChanged;
        if (markers != null) {
            ResourcesPlugin.getWorkspace().addResourceChangeListener(markers, IResourceChangeEvent.POST_CHANGE);
        }
    }

    /** The workspace file the bookmarks are markers of, or null (a trace outside the workspace). */
    public IFile file() {
        return file;
    }

    /** Paints the bookmarks over {@code figure} (added to each figure the editor builds). */
    void attach(SpaceTimeFigure figure) {
        figure.addDecoration(this);
    }

    void dispose() {
        if (markers != null) {
            ResourcesPlugin.getWorkspace().removeResourceChangeListener(markers);
        }
    }

    private void resourcesChanged(IResourceChangeEvent event) {
        IMarkerDelta[] deltas = event.findMarkerDeltas(IMarker.BOOKMARK, true);
        for (IMarkerDelta d : deltas) {
            if (file.equals(d.getResource())) {
                cache = null;
                Display display = Display.getDefault();
                display.asyncExec(() -> {
                    SpaceTimeFigure f = editor.getFigure();
                    if (f != null && editor.getCanvas() != null && !editor.getCanvas().isDisposed()) {
                        f.repaint();
                    }
                });
                return;
            }
        }
    }

    /** Every bookmark, by start time (then end, label). */
    public synchronized List<Bookmark> list() {
        if (file == null) {
            return sorted(session);
        }
        if (cache == null) {
            List<Bookmark> out = new ArrayList<>();
            try {
                if (file.exists()) {
                    for (IMarker m : file.findMarkers(IMarker.BOOKMARK, false, IResource.DEPTH_ZERO)) {
                        Bookmark b = read(m);
                        if (b != null) {
                            out.add(b);
                        }
                    }
                }
            } catch (CoreException e) {
                // no markers readable: none drawn
            }
            cache = sorted(out);
        }
        return cache;
    }

    private static List<Bookmark> sorted(List<Bookmark> in) {
        List<Bookmark> out = new ArrayList<>(in);
        out.sort(Comparator.comparingDouble(Bookmark::start)
                .thenComparingDouble(b -> b.isRange() ? b.end() : b.start()).thenComparing(Bookmark::label));
        return List.copyOf(out);
    }

    /** The bookmark a marker holds, or null when it is not one of the diagram's (no {@link #TIME}). */
    public static Bookmark read(IMarker m) {
        try {
            Object time = m.getAttribute(TIME);
            if (!(time instanceof String s)) {
                return null;
            }
            double start = Double.parseDouble(s);
            Object end = m.getAttribute(END);
            double e = end instanceof String es ? Double.parseDouble(es) : Double.NaN;
            return new Bookmark(start, e, m.getAttribute(IMarker.MESSAGE, ""), m.getAttribute(COLOUR, COLOURS[0]), m);
        } catch (CoreException | NumberFormatException e) {
            return null;
        }
    }

    /**
     * Adds a bookmark at {@code start} (a range to {@code end}; NaN for one time) with {@code label} and colour
     * {@code rgb}: a marker on the trace's workspace file, or a bookmark of this editor's session outside the
     * workspace.
     */
    public synchronized Bookmark add(double start, double end, String label, int rgb) throws CoreException {
        if (!Double.isNaN(end) && end < start) {
            double t = start;
            start = end;
            end = t;
        }
        if (!Double.isNaN(end) && end == start) {
            end = Double.NaN;
        }
        String text = label == null || label.isBlank() ? "Bookmark" : label.strip();
        if (file == null) {
            Bookmark b = new Bookmark(start, end, text, rgb, null);
            session.add(b);
            editor.showStatus("Bookmark \"" + text + "\" kept while this editor is open: the trace is outside the"
                    + " workspace, so the Bookmarks view cannot list it.");
            editor.getFigure().repaint();
            return b;
        }
        IMarker m = file.createMarker(IMarker.BOOKMARK);
        m.setAttribute(IMarker.MESSAGE, text);
        m.setAttribute(TIME, Double.toString(start));
        if (!Double.isNaN(end)) {
            m.setAttribute(END, Double.toString(end));
        }
        m.setAttribute(COLOUR, rgb);
        m.setAttribute(IMarker.USER_EDITABLE, true);
        m.setAttribute(org.eclipse.ui.ide.IDE.EDITOR_ID_ATTR, SpaceTimeEditor.ID);
        Bookmark b = new Bookmark(start, end, text, rgb, m);
        m.setAttribute(IMarker.LOCATION, b.where());
        cache = null;
        editor.getFigure().repaint();
        return b;
    }

    /** Renames bookmark {@code b}. */
    public synchronized void rename(Bookmark b, String label) throws CoreException {
        String text = label == null || label.isBlank() ? "Bookmark" : label.strip();
        if (b.marker() != null) {
            b.marker().setAttribute(IMarker.MESSAGE, text);
        } else if (session.remove(b)) {
            session.add(new Bookmark(b.start(), b.end(), text, b.rgb(), null));
        }
        cache = null;
        editor.getFigure().repaint();
    }

    /** Deletes bookmark {@code b}. */
    public synchronized void delete(Bookmark b) throws CoreException {
        if (b.marker() != null) {
            b.marker().delete();
        } else {
            session.remove(b);
        }
        cache = null;
        editor.getFigure().repaint();
    }

    /** The first bookmark that starts after time t (by more than half a pixel of the window), or null. */
    public Bookmark next(double t) {
        double eps = editor.getWindow().secondsPerPixel() / 2;
        for (Bookmark b : list()) {
            if (b.start() > t + eps) {
                return b;
            }
        }
        return null;
    }

    /** The last bookmark that starts before time t (by more than half a pixel of the window), or null. */
    public Bookmark previous(double t) {
        double eps = editor.getWindow().secondsPerPixel() / 2;
        Bookmark found = null;
        for (Bookmark b : list()) {
            if (b.start() < t - eps) {
                found = b;
            }
        }
        return found;
    }

    /** The bookmark that starts within {@link #TOLERANCE} pixels of time t (the nearest), or null. */
    public Bookmark at(double t) {
        double tolerance = TOLERANCE * editor.getWindow().secondsPerPixel();
        Bookmark best = null;
        for (Bookmark b : list()) {
            double d = Math.abs(b.start() - t);
            if (d <= tolerance && (best == null || d < Math.abs(best.start() - t))) {
                best = b;
            }
        }
        return best;
    }

    /** The time bookmarks are found from: the time cursor, else the window's centre. */
    double reference() {
        double c = editor.getNavigation().getCursors().first();
        TimeWindow w = editor.getWindow();
        return Double.isNaN(c) ? (w.t0() + w.t1()) / 2 : c;
    }

    /**
     * Shows bookmark {@code b}: the time cursor at its start (and the second cursor at a range's end), the window kept
     * when it shows the bookmark, else moved to centre it (zoomed out for a range wider than the window,
     * {@link TimeWindow#reveal}); the status line names it.
     */
    public void goTo(Bookmark b) {
        SpaceTimeNavigation n = editor.getNavigation();
        n.getCursors().clear();
        TimeWindow w = editor.getWindow();
        double end = b.isRange() ? b.end() : b.start();
        editor.setWindow(w.reveal(b.start(), end));
        n.setCursor(b.start(), false);
        if (b.isRange()) {
            n.setCursor(b.end(), true);
        }
        editor.showStatus("Bookmark \"" + b.label() + "\": " + b.where());
    }

    /** Goes to the next bookmark after the time cursor (or the window's centre); false when there is none. */
    public boolean goToNext() {
        Bookmark b = next(reference());
        if (b == null) {
            editor.showStatus("No bookmark after " + TimeText.instant(reference()));
            return false;
        }
        goTo(b);
        return true;
    }

    /** Goes to the previous bookmark before the time cursor (or the window's centre); false when there is none. */
    public boolean goToPrevious() {
        Bookmark b = previous(reference());
        if (b == null) {
            editor.showStatus("No bookmark before " + TimeText.instant(reference()));
            return false;
        }
        goTo(b);
        return true;
    }

    /** The bookmark that {@code marker} holds, if it is one of this trace's. */
    public Bookmark of(IMarker marker) {
        for (Bookmark b : list()) {
            if (marker.equals(b.marker())) {
                return b;
            }
        }
        return read(marker);
    }

    @Override
    public void paint(Graphics g, SpaceTimeFigure f) {
        List<Bookmark> all = list();
        if (all.isEmpty()) {
            return;
        }
        TimeWindow w = f.getWindow();
        int left = f.plotLeft();
        int right = left + w.width();
        int axis = f.axisTop();
        int top = axis + SpaceTimeFigure.AXIS_HEIGHT - 4 - FLAG;
        int rowsEnd = Math.min(f.rowsBottom(), f.legendTop() - 4);
        g.clipRect(new Rectangle(left, axis, w.width(), Math.max(0, rowsEnd - axis)));
        g.setAntialias(org.eclipse.swt.SWT.OFF);
        for (Bookmark b : all) {
            double end = b.isRange() ? b.end() : b.start();
            if (end < w.t0() || b.start() > w.t1()) {
                continue;
            }
            g.setForegroundColor(f.colour(b.rgb()));
            g.setBackgroundColor(f.colour(b.rgb()));
            int x0 = b.start() < w.t0() ? left - 1 : Math.min(right - 1, f.xOf(b.start()));
            int x1 = end > w.t1() ? right : Math.min(right - 1, f.xOf(end));
            if (b.isRange()) {
                g.setAlpha(70);
                g.fillRectangle(x0, top, Math.max(1, x1 - x0), FLAG + 4);
                g.setAlpha(255);
                g.drawLine(x1, top, x1, rowsEnd);
            }
            // the flag: a triangle pointing down onto the axis line, then the line through the rows
            g.fillPolygon(new int[] { x0 - FLAG / 2 - 1, top, x0 + FLAG / 2 + 1, top, x0, top + FLAG });
            g.drawLine(x0, top, x0, rowsEnd);
            String label = b.label();
            org.eclipse.draw2d.geometry.Dimension size = org.eclipse.draw2d.FigureUtilities.getTextExtents(label,
                    g.getFont());
            if (x0 + 4 + size.width < right) {
                g.drawString(label, x0 + FLAG / 2 + 3, top - size.height + FLAG + 1);
            }
        }
    }
}
