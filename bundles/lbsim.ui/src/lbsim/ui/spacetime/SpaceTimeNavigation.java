package lbsim.ui.spacetime;

import java.io.IOException;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.MouseEvent;
import org.eclipse.draw2d.MouseListener;
import org.eclipse.draw2d.MouseMotionListener;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;

import lbsim.trace.store.TraceStore;

/**
 * Mouse and keys of the space-time diagram editor, and what they do.
 * <ul>
 * <li>On the time axis: a drag (a rubber band) zooms to the times it spans; a click sets the time cursor,
 * a Shift+click the second cursor (Δt in the axis and the status line).</li>
 * <li>In the plot: a click on an arrow selects its message, on a bar its interval; a drag that starts on
 * empty space, and any middle-button drag, pans (time left and right, rows up and down).</li>
 * <li>A click on a host header collapses or expands it.</li>
 * <li>On the density strip, as on the time axis: a drag zooms to the times it spans, a click sets the cursor.</li>
 * <li>Keys: + and - zoom about the centre, 0 zooms to fit, Z to the selection; Left and Right pan by a tenth
 * of the window, Home and End go to the run's start and end; Up, Down, Page Up and Page Down scroll the rows;
 * N and P select the next and previous state of the selected interval's task, M and Shift+M the next and
 * previous message of the selected message's tag; C sets the time cursor and Shift+C the second cursor at the
 * pointer (or the window's centre), Esc removes both.</li>
 * </ul>
 */
public final class SpaceTimeNavigation {

    /** A press and release closer than this many pixels is a click, not a drag. */
    public static final int CLICK_SLOP = 3;
    /** Pixels from an arrow's shaft that still hit it. */
    public static final double ARROW_TOLERANCE = 3;
    /**
     * Pixels from an arrow's shaft that hit it when the point is on a bar: a click on a bar selects the bar unless
     * it is on the arrow's line itself (arrows cross bars everywhere at whole-run zoom).
     */
    public static final double ARROW_ON_BAR_TOLERANCE = 1;
    /** Colour of the rubber band and of a selected message's highlight (RGB). */
    public static final int HIGHLIGHT = 0xFFD600;

    private final SpaceTimeEditor editor;
    private final Cursors cursors = new Cursors();
    private Drag drag;
    /** The last search, repeated by Find Next and Find Previous. */
    private TraceSearch.Criteria search;
    private double pointerTime = Double.NaN;

    private enum Mode {
        BAND, PAN, CLICK
    }

    /** A drag under way: where it started (canvas coordinates), the window and the vertical scroll then. */
    private record Drag(Mode mode, int x, int y, int canvasY, TimeWindow window, int viewY, boolean shift, int bandX) {
        Drag withBand(int x1) {
            return new Drag(mode, x, y, canvasY, window, viewY, shift, x1);
        }
    }

    SpaceTimeNavigation(SpaceTimeEditor editor) {
        this.editor = editor;
        SpaceTimeFigure f = editor.getFigure();
        f.addDecoration(this::paintHighlight);
        f.addDecoration(cursors);
        f.addDecoration(this::paintBand);
        f.addMouseListener(new MouseListener.Stub() {
            @Override
            public void mousePressed(MouseEvent me) {
                pressed(me);
            }

            @Override
            public void mouseReleased(MouseEvent me) {
                released(me);
            }
        });
        f.addMouseMotionListener(new MouseMotionListener.Stub() {
            @Override
            public void mouseDragged(MouseEvent me) {
                dragged(me);
            }

            @Override
            public void mouseMoved(MouseEvent me) {
                int x = me.x - f.getBounds().x;
                int left = f.plotLeft();
                pointerTime = x >= left && x < left + f.getWindow().width() ? f.timeAt(x) : Double.NaN;
            }
        });
        f.addMouseMotionListener(new MouseMotionListener.Stub() {
            @Override
            public void mouseHover(MouseEvent me) { // the pointer rests: what is under it, as a tooltip
                String tip = toolTipAt(me.x - f.getBounds().x, me.y - f.getBounds().y);
                f.setToolTip(tip == null ? null : new org.eclipse.draw2d.Label(tip));
            }
        });
        editor.getCanvas().addListener(SWT.KeyDown, this::key);
    }

    /**
     * The tooltip at figure point (x, y): the message of the arrow there (as a click would select it), else the
     * state interval of the bar; null off the plot.
     */
    public String toolTipAt(int x, int y) {
        SpaceTimeFigure f = editor.getFigure();
        int left = f.plotLeft();
        if (x < left || x >= left + f.getWindow().width() || y < f.axisTop() + SpaceTimeFigure.AXIS_HEIGHT
                || y >= f.legendTop() - 4) {
            return null;
        }
        TraceStore s = editor.getStore();
        int k = f.arrowAt(x, y, tolerance(f, x, y));
        lbsim.trace.store.Messages m = f.arrows();
        if (k >= 0 && m != null) {
            double to = Double.isNaN(m.received(k)) ? m.delivered(k) : m.received(k);
            return "message " + m.id(k) + ": " + s.taskName(m.source(k)) + " -> " + s.taskName(m.destination(k))
                    + ", tag " + m.tag(k) + ", " + m.bytes(k) + " B, sent " + TimeText.instant(m.sendStart(k))
                    + ", received " + TimeText.instant(to) + " (" + TimeText.duration(to - m.sendStart(k)) + ")";
        }
        IntervalSelection i = editor.intervalAt(x, y);
        if (i == null) {
            return null;
        }
        String host = "";
        try { // the host's state under the pointer, when the trace records host states
            host = HostStateRows.tooltip(s, s.taskHost(i.taskHandle()), f.timeAt(x));
        } catch (java.io.IOException e) {
            host = "; host state unreadable: " + e.getMessage();
        }
        return i.task() + " (" + i.host() + "): " + i.state() + " " + TimeText.instant(i.start()) + " .. "
                + TimeText.instant(i.end()) + " (" + TimeText.duration(i.duration()) + ")" + host;
    }

    public Cursors getCursors() {
        return cursors;
    }

    private FigureCanvas canvas() {
        return editor.getCanvas();
    }

    private int viewY() {
        return canvas().getViewport().getViewLocation().y;
    }

    private void pressed(MouseEvent me) {
        canvas().setFocus();
        SpaceTimeFigure f = editor.getFigure();
        int x = me.x - f.getBounds().x;
        int y = me.y - f.getBounds().y;
        boolean shift = (me.getState() & SWT.SHIFT) != 0;
        int left = f.plotLeft();
        boolean inPlot = x >= left && x < left + f.getWindow().width();
        drag = null;
        // the axis stays at the view's top; the density strip (h27marks) takes the axis's drag and click
        boolean onAxis = y < f.axisTop() + SpaceTimeFigure.AXIS_HEIGHT || f.onDensityStrip(y);
        int arrow = me.button == 1 && inPlot && !onAxis && y < f.legendTop() - 4 ? f.arrowAt(x, y, tolerance(f, x, y)) : -1;
        if (arrow >= 0) {
            selectMessage(arrow);
        } else if (me.button == 2) {
            drag = new Drag(Mode.PAN, x, y, y - viewY(), f.getWindow(), viewY(), shift, x);
        } else if (me.button != 1) {
            return;
        } else if (onAxis) {
            if (inPlot) {
                drag = new Drag(Mode.BAND, x, y, y - viewY(), f.getWindow(), viewY(), shift, x);
            }
        } else if (f.headerAt(y) != null) {
            SpaceTimeFigure.Row header = f.headerAt(y);
            f.setCollapsed(header.host(), !f.isCollapsed(header.host()));
        } else if (!selectAt(x, y) && inPlot) {
            drag = new Drag(Mode.PAN, x, y, y - viewY(), f.getWindow(), viewY(), shift, x);
        }
        me.consume();
    }

    private void dragged(MouseEvent me) {
        if (drag == null) {
            return;
        }
        SpaceTimeFigure f = editor.getFigure();
        int x = me.x - f.getBounds().x;
        int y = me.y - f.getBounds().y;
        if (drag.mode() == Mode.BAND) {
            drag = drag.withBand(x);
            f.repaint();
        } else if (drag.mode() == Mode.PAN) {
            editor.setWindow(drag.window().dragged(x - drag.x()));
            int canvasY = y - viewY();
            canvas().scrollToY(Math.max(0, drag.viewY() - (canvasY - drag.canvasY())));
        }
        me.consume();
    }

    private void released(MouseEvent me) {
        Drag d = drag;
        drag = null;
        if (d == null || d.mode() != Mode.BAND) {
            return;
        }
        SpaceTimeFigure f = editor.getFigure();
        int x = me.x - f.getBounds().x;
        int left = f.plotLeft();
        if (Math.abs(x - d.x()) >= CLICK_SLOP) {
            editor.setWindow(d.window().zoomToPixels(d.x() - left, x - left));
        } else {
            setCursor(f.timeAt(d.x()), d.shift());
        }
        f.repaint();
        me.consume();
    }

    /** Sets the time cursor (or, with {@code second}, the second cursor) at t seconds. */
    public void setCursor(double t, boolean second) {
        if (second) {
            cursors.setSecond(t);
        } else {
            cursors.setFirst(t);
        }
        cursorsChanged();
    }

    private void cursorsChanged() {
        editor.getFigure().repaint();
        editor.showStatus(cursors.label());
    }

    /** How near an arrow's shaft figure point (x, y) must be to hit it: closer on a bar than on empty space. */
    static double tolerance(SpaceTimeFigure f, int x, int y) {
        return f.onBar(x, y) ? ARROW_ON_BAR_TOLERANCE : ARROW_TOLERANCE;
    }

    /**
     * Selects the message whose arrow passes within {@link #ARROW_TOLERANCE} pixels of figure point (x, y) (within
     * {@link #ARROW_ON_BAR_TOLERANCE} on a bar), else the interval under it. Returns whether something was selected.
     */
    public boolean selectAt(int x, int y) {
        int k = editor.getFigure().arrowAt(x, y, tolerance(editor.getFigure(), x, y));
        return k >= 0 && selectMessage(k) || editor.selectAt(x, y) != null;
    }

    /** Selects message k of the figure's arrows; false when the store cannot say more about it. */
    private boolean selectMessage(int k) {
        try {
            editor.select(MessageSelection.of(editor.getStore(), editor.getFigure().arrows(), k));
            return true;
        } catch (IOException e) {
            editor.showStatus("Cannot read the message: " + e.getMessage());
            return false;
        }
    }

    private void key(Event e) {
        TimeWindow w = editor.getWindow();
        switch (e.character) {
            case '+', '=' -> editor.setWindow(w.zoomIn());
            case '-', '_' -> editor.setWindow(w.zoomOut());
            case '0' -> zoomToFit();
            case 'z', 'Z' -> zoomToSelection();
            case 'n' -> nextState();
            case 'p' -> previousState();
            case 'm' -> nextMessageOfTag();
            case 'M' -> previousMessageOfTag();
            case 'c' -> setCursor(Double.isNaN(pointerTime) ? (w.t0() + w.t1()) / 2 : pointerTime, false);
            case 'C' -> setCursor(Double.isNaN(pointerTime) ? (w.t0() + w.t1()) / 2 : pointerTime, true);
            case SWT.ESC -> {
                cursors.clear();
                cursorsChanged();
            }
            default -> {
                int page = Math.max(SpaceTimeFigure.ROW_HEIGHT, canvas().getClientArea().height - SpaceTimeFigure.ROW_HEIGHT);
                switch (e.keyCode) {
                    case SWT.HOME -> editor.setWindow(w.toStart());
                    case SWT.END -> editor.setWindow(w.toEnd());
                    case SWT.ARROW_LEFT -> editor.setWindow(w.pan(-w.span() / 10));
                    case SWT.ARROW_RIGHT -> editor.setWindow(w.pan(w.span() / 10));
                    case SWT.ARROW_UP -> scrollRows(-SpaceTimeFigure.ROW_HEIGHT);
                    case SWT.ARROW_DOWN -> scrollRows(SpaceTimeFigure.ROW_HEIGHT);
                    case SWT.PAGE_UP -> scrollRows(-page);
                    case SWT.PAGE_DOWN -> scrollRows(page);
                    case SWT.KEYPAD_ADD -> editor.setWindow(w.zoomIn());
                    case SWT.KEYPAD_SUBTRACT -> editor.setWindow(w.zoomOut());
                    default -> {
                        return;
                    }
                }
            }
        }
        e.doit = false;
    }

    private void scrollRows(int dy) {
        canvas().scrollToY(Math.max(0, viewY() + dy));
    }

    public void zoomToFit() {
        editor.setWindow(editor.getWindow().fit());
    }

    /** Zooms to the selected interval or message (send start to receipt) with 5 % margins; nothing when none. */
    public void zoomToSelection() {
        Object s = editor.selected();
        if (s instanceof IntervalSelection i) {
            editor.setWindow(editor.getWindow().zoomTo(i.start(), i.end(), 0.05));
        } else if (s instanceof MessageSelection m) {
            editor.setWindow(editor.getWindow().zoomTo(m.sendStart(), last(m), 0.05));
        }
    }

    private static double last(MessageSelection m) {
        double t = Math.max(m.sendStart(), Double.isNaN(m.received()) ? m.delivered() : m.received());
        return Double.isNaN(t) ? m.sendStart() : t;
    }

    private Stepper stepper() {
        return new Stepper(editor.getStore(), editor.getWindow().span());
    }

    /** Selects the next state interval of the selected interval's task and brings it into view. */
    public void nextState() {
        step(true);
    }

    /** Selects the previous state interval of the selected interval's task and brings it into view. */
    public void previousState() {
        step(false);
    }

    private void step(boolean next) {
        if (!(editor.selected() instanceof IntervalSelection i)) {
            editor.showStatus("Select a state interval first");
            return;
        }
        try {
            MessageSelection.Bar b = next ? stepper().nextState(i.taskHandle(), i.start(), i.end())
                    : stepper().previousState(i.taskHandle(), i.start(), i.end());
            if (b == null) {
                editor.showStatus(i.task() + " has no " + (next ? "later" : "earlier") + " state");
                return;
            }
            TraceStore store = editor.getStore();
            editor.select(new IntervalSelection(b.task(), store.taskName(b.task()), store.hostName(store.taskHost(b.task())),
                    store.stateNames().get(b.state()), b.start(), b.end()));
            reveal(b.start(), b.end(), b.task(), b.task());
        } catch (IOException e) {
            editor.showStatus("Cannot read the trace: " + e.getMessage());
        }
    }

    /** Selects the next message of the selected message's tag and brings it into view. */
    public void nextMessageOfTag() {
        stepMessage(true);
    }

    /** Selects the previous message of the selected message's tag and brings it into view. */
    public void previousMessageOfTag() {
        stepMessage(false);
    }

    private void stepMessage(boolean next) {
        if (!(editor.selected() instanceof MessageSelection m)) {
            editor.showStatus("Select a message first");
            return;
        }
        try {
            Stepper.Found found = next ? stepper().nextMessage(m.tag(), m.id(), m.sendStart())
                    : stepper().previousMessage(m.tag(), m.id(), m.sendStart());
            if (found == null) {
                editor.showStatus("No " + (next ? "later" : "earlier") + " message of tag " + m.tag());
                return;
            }
            MessageSelection s = MessageSelection.of(editor.getStore(), found.messages(), found.index());
            editor.select(s);
            reveal(s.sendStart(), last(s), s.sourceHandle(), s.destinationHandle());
        } catch (IOException e) {
            editor.showStatus("Cannot read the trace: " + e.getMessage());
        }
    }

    /** The last search ({@link #find}), or null. */
    public TraceSearch.Criteria lastSearch() {
        return search;
    }

    /**
     * Selects the next (or previous) state interval or message that matches {@code c}, from the selected one of that
     * kind, or else from the visible window's start (its end, backward), and brings it into view. Says in the status
     * line what was found, or that nothing was. Returns whether something was found.
     */
    public boolean find(TraceSearch.Criteria c, boolean forward) {
        search = c;
        TraceStore store = editor.getStore();
        TraceSearch.Position from;
        if (!c.messages() && editor.selected() instanceof IntervalSelection i) {
            from = new TraceSearch.Position(i.start(), i.taskHandle(), i.end());
        } else if (c.messages() && editor.selected() instanceof MessageSelection m) {
            from = new TraceSearch.Position(m.sendStart(), m.id(), m.sendStart());
        } else {
            from = forward ? TraceSearch.Position.before(editor.getWindow().t0())
                    : TraceSearch.Position.after(editor.getWindow().t1());
        }
        try {
            TraceSearch.Match found = new TraceSearch(store, editor.getWindow().span()).find(c, from, forward);
            if (found == null) {
                editor.showStatus("No " + (forward ? "later " : "earlier ") + c.describe(store));
                return false;
            }
            if (found.bar() != null) {
                MessageSelection.Bar b = found.bar();
                editor.select(new IntervalSelection(b.task(), store.taskName(b.task()),
                        store.hostName(store.taskHost(b.task())), store.stateNames().get(b.state()), b.start(), b.end()));
                reveal(b.start(), b.end(), b.task(), b.task());
                editor.showStatus("Found " + store.stateNames().get(b.state()) + " of " + store.taskName(b.task()) + " at "
                        + TimeText.instant(b.start()));
            } else {
                MessageSelection m = MessageSelection.of(store, found.messages(), found.index());
                editor.select(m);
                reveal(m.sendStart(), last(m), m.sourceHandle(), m.destinationHandle());
                editor.showStatus("Found message " + m.id() + " sent at " + TimeText.instant(m.sendStart()));
            }
            return true;
        } catch (IOException e) {
            editor.showStatus("Cannot read the trace: " + e.getMessage());
            return false;
        }
    }

    /** Repeats the last search forward or backward; without one, opens the Find dialog. */
    public void findAgain(boolean forward) {
        if (search == null) {
            FindDialog.open(editor);
        } else {
            find(search, forward);
        }
    }

    /** Shows [a, b] in the window and scrolls the rows of tasks {@code t1} and {@code t2} into view where they fit. */
    void reveal(double a, double b, int t1, int t2) {
        editor.setWindow(editor.getWindow().reveal(a, b));
        SpaceTimeFigure f = editor.getFigure();
        SpaceTimeFigure.Row r1 = f.rowOf(t1);
        SpaceTimeFigure.Row r2 = f.rowOf(t2);
        if (r1 == null) {
            return;
        }
        int top = Math.min(r1.y(), r2 == null ? r1.y() : r2.y());
        int bottom = Math.max(r1.y() + r1.height(), r2 == null ? 0 : r2.y() + r2.height());
        int view = viewY();
        int height = canvas().getClientArea().height - f.legendHeight() - 8; // above the legend, which stays
        if (top < view + SpaceTimeFigure.AXIS_HEIGHT || bottom > view + height) {
            canvas().scrollToY(Math.max(0, Math.min(top - SpaceTimeFigure.AXIS_HEIGHT, bottom - height)));
        }
    }

    /** The selected message's send and receive bars outlined, and its arrow redrawn thick. */
    private void paintHighlight(Graphics g, SpaceTimeFigure f) {
        if (!(editor.selected() instanceof MessageSelection m)) {
            return;
        }
        g.setForegroundColor(f.colour(HIGHLIGHT));
        g.setLineWidth(3);
        for (MessageSelection.Bar b : new MessageSelection.Bar[] { m.sendBar(), m.receiveBar() }) {
            Rect r = b == null ? null : barRect(f, b);
            if (r != null) {
                g.drawRectangle(r.x0(), r.y(), r.x1() - r.x0(), r.height());
            }
        }
        SpaceTimeFigure.Row from = f.rowOf(m.sourceHandle());
        SpaceTimeFigure.Row to = f.rowOf(m.destinationHandle());
        double end = last(m);
        if (from != null && to != null) {
            g.setForegroundColor(f.colour(TagPalette.colour(m.tag())));
            g.drawLine(f.xOf(m.sendStart()), from.y() + from.height() / 2, f.xOf(end), to.y() + to.height() / 2);
        }
        g.setLineWidth(1);
    }

    /** A highlighted bar's outline in figure coordinates. */
    public record Rect(int x0, int x1, int y, int height) {
    }

    /**
     * The outline drawn around highlighted bar {@code b}: its pixels clipped to the plot, from the row's
     * top + 1 to its bottom - 1; null when its task's row is hidden or it lies outside the window.
     */
    public static Rect barRect(SpaceTimeFigure f, MessageSelection.Bar b) {
        SpaceTimeFigure.Row row = f.rowOf(b.task());
        TimeWindow w = f.getWindow();
        if (row == null || b.end() < w.t0() || b.start() > w.t1()) {
            return null;
        }
        int left = f.plotLeft();
        int x0 = Math.max(left, f.xOf(b.start()));
        int x1 = Math.min(left + w.width(), Math.max(x0 + 1, f.xOf(b.end())));
        return new Rect(x0, x1, row.y() + 1, row.height() - 2);
    }

    /** The message highlight's outlines, for tests and exporters: send bar then receive bar (null entries when not shown). */
    public Rect[] highlightRects() {
        if (!(editor.selected() instanceof MessageSelection m)) {
            return new Rect[0];
        }
        SpaceTimeFigure f = editor.getFigure();
        return new Rect[] { m.sendBar() == null ? null : barRect(f, m.sendBar()),
                m.receiveBar() == null ? null : barRect(f, m.receiveBar()) };
    }

    private void paintBand(Graphics g, SpaceTimeFigure f) {
        Drag d = drag;
        if (d == null || d.mode() != Mode.BAND || Math.abs(d.bandX() - d.x()) < CLICK_SLOP) {
            return;
        }
        int left = f.plotLeft();
        int right = left + f.getWindow().width();
        int x0 = Math.max(left, Math.min(d.x(), d.bandX()));
        int x1 = Math.min(right, Math.max(d.x(), d.bandX()));
        g.setBackgroundColor(f.colour(HIGHLIGHT));
        g.fillRectangle(x0, f.axisTop(), x1 - x0, SpaceTimeFigure.AXIS_HEIGHT - 4);
        g.setForegroundColor(f.colour(0x212121));
        g.drawString(Cursors.format(f.timeAt(x1) - f.timeAt(x0)), x0 + 2, f.axisTop() + 14);
    }
}
