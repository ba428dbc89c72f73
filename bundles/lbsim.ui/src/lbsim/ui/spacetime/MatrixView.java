package lbsim.ui.spacetime;

import java.io.IOException;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Transform;
import org.eclipse.swt.widgets.Composite;

import lbsim.trace.analysis.CommunicationMatrix;
import lbsim.trace.store.TraceStore;

/**
 * The communication matrix of the active space-time editor's run as a heat map (issue 17 item 6;
 * {@link CommunicationMatrix}): one cell per source (row) and destination (column), coloured on a linear scale
 * from {@link #LOW} (one message, or byte) to {@link #HIGH} (the largest cell); a pair that exchanged nothing is
 * {@link #NONE}. The view's toolbar toggle "Bytes" switches from message counts to bytes. A colour scale with its
 * maximum is drawn under the map; a cell's tooltip gives its source, destination, messages and bytes.
 * <p>
 * Rows are labelled with their task's name on the left, columns with theirs (turned a quarter) above; where cells
 * are smaller than a line of text, every k-th row and column is labelled. The map fits the view until it is zoomed
 * (toolbar, Ctrl+wheel, Ctrl+= and Ctrl+-); a zoomed map scrolls, with its labels kept in place.
 */
public final class MatrixView extends TraceAnalysisView<CommunicationMatrix> {

    public static final String ID = "lbsim.ui.spacetime.matrixView";
    public static final int NONE = 0xF5F5F5;
    public static final int LOW = 0xFEE0D2;
    public static final int HIGH = 0xA50F15;
    /** Width of the row labels' column, and height of the column labels' band, pixels. */
    public static final int LABEL_WIDTH = 100;
    /** Height of the title line. */
    public static final int TITLE = 24;
    /** Where the cells begin: under the title and the column labels. */
    public static final int TOP = TITLE + LABEL_WIDTH;
    public static final int MAX_CELL = 40;
    /** The largest cell a zoom gives. */
    public static final int MAX_ZOOM_CELL = 120;
    public static final int MARGIN = 8;
    /** The room a label needs across its row or column, pixels. */
    public static final int LABEL_PITCH = 14;

    private boolean bytes;
    /** The side of a cell set by zooming, pixels; 0: fit the view. */
    private int zoomCell;

    @Override
    public void createPartControl(Composite parent) {
        super.createPartControl(parent);
        IAction toggle = new Action("Bytes", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                setBytes(isChecked());
            }
        };
        toggle.setToolTipText("Colour by bytes instead of message counts");
        var bar = getViewSite().getActionBars().getToolBarManager();
        bar.add(toggle);
        bar.add(zoomAction("+", "Zoom in (Ctrl+wheel, Ctrl+=)", 1));
        bar.add(zoomAction("-", "Zoom out (Ctrl+wheel, Ctrl+-)", -1));
        bar.add(zoomAction("Fit", "Fit the matrix to the view", 0));
        getCanvas().addListener(org.eclipse.swt.SWT.KeyDown, e -> {
            if ((e.stateMask & org.eclipse.swt.SWT.MOD1) != 0 && (e.character == '=' || e.character == '+'
                    || e.character == '-')) {
                zoom(e.character == '-' ? -1 : 1);
                redraw();
            }
        });
    }

    private IAction zoomAction(String text, String tip, int steps) {
        IAction a = new Action(text) {
            @Override
            public void run() {
                zoom(steps);
                redraw();
            }
        };
        a.setToolTipText(tip);
        return a;
    }

    /** Whether the cells show bytes (else message counts). */
    public boolean isBytes() {
        return bytes;
    }

    public void setBytes(boolean on) {
        bytes = on;
        redraw();
    }

    /**
     * Zooms: in makes a cell half as large again (at least one pixel more, at most {@link #MAX_ZOOM_CELL}), out two
     * thirds as large (at least 2 pixels), 0 back to fitting the view.
     */
    @Override
    public boolean zoom(int steps) {
        CommunicationMatrix m = model();
        if (steps == 0 || m == null) {
            zoomCell = 0;
            return true;
        }
        int c = cellSize(viewport(), m.taskCount());
        for (int i = 0; i < Math.abs(steps); i++) {
            c = steps > 0 ? Math.min(MAX_ZOOM_CELL, Math.max(c + 1, (int) Math.round(c * 1.5)))
                    : Math.max(2, (int) Math.round(c / 1.5));
        }
        zoomCell = c;
        return true;
    }

    /** The side of a cell: the zoomed one, or the one that fits {@code viewport} (see {@link #cell}). */
    public int cellSize(Point viewport, int n) {
        return zoomCell > 0 ? zoomCell : cell(viewport, n);
    }

    @Override
    protected Point contentSize(CommunicationMatrix m, TraceStore store, Point viewport) {
        int n = m.taskCount();
        int c = cellSize(viewport, n);
        return new Point(Math.max(viewport.x, LABEL_WIDTH + n * c + MARGIN + 60),
                Math.max(viewport.y, TOP + n * c + 30));
    }

    @Override
    protected CommunicationMatrix compute(TraceStore store, java.util.function.BooleanSupplier stopped,
            java.util.function.DoubleConsumer done) throws IOException {
        return CommunicationMatrix.of(store, stopped, done);
    }

    /** The value of a cell: messages or bytes. */
    public static long value(CommunicationMatrix m, int source, int destination, boolean bytes) {
        return bytes ? m.bytes(source, destination) : m.messages(source, destination);
    }

    /** The largest cell. */
    public static long max(CommunicationMatrix m, boolean bytes) {
        long max = 0;
        for (CommunicationMatrix.Pair p : m.pairs()) {
            max = Math.max(max, bytes ? p.bytes() : p.messages());
        }
        return max;
    }

    /** A cell's colour, 0xRRGGBB: {@link #NONE} for 0, else LOW + (HIGH - LOW) * (v - 1) / (max - 1) per channel. */
    public static int colourOf(long v, long max) {
        if (v <= 0) {
            return NONE;
        }
        double f = max <= 1 ? 1 : (double) (v - 1) / (max - 1);
        int out = 0;
        for (int shift = 16; shift >= 0; shift -= 8) {
            int a = (LOW >> shift) & 0xFF;
            int b = (HIGH >> shift) & 0xFF;
            out |= ((int) Math.round(a + (b - a) * f)) << shift;
        }
        return out;
    }

    /** The side of a cell that fits a canvas of {@code size} for {@code n} tasks, pixels (2 to {@link #MAX_CELL}). */
    public static int cell(Point size, int n) {
        int room = Math.min(size.x - LABEL_WIDTH - MARGIN, size.y - TOP - 40);
        return Math.max(2, Math.min(MAX_CELL, room / Math.max(1, n)));
    }

    /** The content point of cell (source, destination)'s top-left corner for cells that fit {@code size}. */
    public static Point cellAt(Point size, int n, int source, int destination) {
        return cellAt(cell(size, n), source, destination);
    }

    /** The content point of cell (source, destination)'s top-left corner for cells of side {@code c}. */
    public static Point cellAt(int c, int source, int destination) {
        return new Point(LABEL_WIDTH + destination * c, TOP + source * c);
    }

    /** Every how many rows (and columns) a label is drawn for cells of side {@code c}: 1 when a label fits a cell. */
    public static int labelEvery(int c) {
        return Math.max(1, (LABEL_PITCH + c - 1) / c);
    }

    @Override
    protected void paint(GC gc, CommunicationMatrix m, TraceStore store, Point size) {
        int n = m.taskCount();
        int c = cellSize(size, n);
        long max = max(m, bytes);
        Point o = origin();
        Color none = colour(gc, NONE);
        gc.setBackground(none);
        gc.fillRectangle(LABEL_WIDTH, TOP, n * c, n * c);
        none.dispose();
        if (c > 4) { // white lines between cells, only those in view
            gc.setForeground(gc.getDevice().getSystemColor(org.eclipse.swt.SWT.COLOR_WHITE));
            int from = Math.max(1, (o.x - LABEL_WIDTH) / c), to = Math.min(n, (o.x + size.x - LABEL_WIDTH) / c + 1);
            for (int d = from; d <= to; d++) {
                gc.drawLine(LABEL_WIDTH + d * c - 1, TOP, LABEL_WIDTH + d * c - 1, TOP + n * c - 1);
            }
            from = Math.max(1, (o.y - TOP) / c);
            to = Math.min(n, (o.y + size.y - TOP) / c + 1);
            for (int s = from; s <= to; s++) {
                gc.drawLine(LABEL_WIDTH, TOP + s * c - 1, LABEL_WIDTH + n * c - 1, TOP + s * c - 1);
            }
            gc.setForeground(gc.getDevice().getSystemColor(org.eclipse.swt.SWT.COLOR_BLACK));
        }
        for (CommunicationMatrix.Pair p : m.pairs()) { // only the pairs that exchanged something
            long v = bytes ? p.bytes() : p.messages();
            if (v <= 0) {
                continue;
            }
            Color col = colour(gc, colourOf(v, max));
            gc.setBackground(col);
            gc.fillRectangle(LABEL_WIDTH + p.destination() * c, TOP + p.source() * c, c - (c > 4 ? 1 : 0),
                    c - (c > 4 ? 1 : 0));
            col.dispose();
        }
        // the colour scale: 1 .. max, under the map
        int y = TOP + n * c + 8;
        int w = Math.max(20, Math.min(200, size.x - LABEL_WIDTH - MARGIN));
        for (int i = 0; i < w; i++) {
            Color col = colour(gc, colourOf(1 + Math.round((max - 1) * (double) i / Math.max(1, w - 1)), Math.max(1, max)));
            gc.setBackground(col);
            gc.fillRectangle(LABEL_WIDTH + i, y, 1, 10);
            col.dispose();
        }
        gc.drawString("1", LABEL_WIDTH - 12, y - 2, true);
        gc.drawString(Long.toString(max), LABEL_WIDTH + w + 4, y - 2, true);
        paintLabels(gc, store, n, c, o, size);
    }

    /** Row labels in a column that stays at the left, column labels in a band that stays at the top. */
    private void paintLabels(GC gc, TraceStore store, int n, int c, Point o, Point size) {
        Color white = gc.getDevice().getSystemColor(org.eclipse.swt.SWT.COLOR_WHITE);
        int every = labelEvery(c);
        int h = gc.getFontMetrics().getHeight();
        gc.setBackground(white);
        gc.fillRectangle(o.x, TOP, LABEL_WIDTH, Math.max(0, n * c)); // rows scrolled sideways pass under it
        for (int s = 0; s < n; s += every) {
            int y = TOP + s * c + (c - h) / 2;
            if (y + h >= o.y + TOP && y <= o.y + size.y) {
                gc.drawString(BreakdownView.ellipsis(gc, store.taskName(s), LABEL_WIDTH - MARGIN - 4), o.x + MARGIN, y, true);
            }
        }
        gc.setBackground(white);
        gc.fillRectangle(o.x, o.y, Math.max(size.x, LABEL_WIDTH + n * c), TOP);
        Transform saved = new Transform(gc.getDevice());
        gc.getTransform(saved);
        try {
            for (int d = 0; d < n; d += every) {
                int x = LABEL_WIDTH + d * c + (c - h) / 2;
                if (x + h < o.x + LABEL_WIDTH || x > o.x + size.x) {
                    continue;
                }
                Transform t = new Transform(gc.getDevice());
                gc.getTransform(t);
                t.translate(x, o.y + TOP - 4); // the text's baseline side at the cells, read upwards
                t.rotate(-90);
                gc.setTransform(t);
                gc.drawString(BreakdownView.ellipsis(gc, store.taskName(d), LABEL_WIDTH - 8), 0, 0, true);
                gc.setTransform(saved);
                t.dispose();
            }
        } finally {
            gc.setTransform(saved);
            saved.dispose();
        }
        gc.fillRectangle(o.x, o.y, LABEL_WIDTH, TOP); // the corner over both
        gc.drawString((bytes ? "bytes" : "messages") + " from row to column", o.x + MARGIN, o.y + 4, true);
    }

    @Override
    protected String toolTipAt(CommunicationMatrix m, TraceStore store, Point size, int x, int y) {
        int n = m.taskCount();
        int c = cellSize(size, n);
        Point o = origin();
        if (x < LABEL_WIDTH || y < TOP || x - o.x < LABEL_WIDTH || y - o.y < TOP) { // on a label
            return null;
        }
        int d = (x - LABEL_WIDTH) / c;
        int s = (y - TOP) / c;
        if (s >= n || d >= n) {
            return null;
        }
        return store.taskName(s) + " -> " + store.taskName(d) + ": " + m.messages(s, d) + " messages, " + m.bytes(s, d)
                + " bytes";
    }
}
