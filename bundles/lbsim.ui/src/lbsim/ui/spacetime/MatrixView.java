package lbsim.ui.spacetime;

import java.io.IOException;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Composite;

import lbsim.trace.analysis.CommunicationMatrix;
import lbsim.trace.store.TraceStore;

/**
 * The communication matrix of the active space-time editor's run as a heat map (issue 17 item 6;
 * {@link CommunicationMatrix}): one cell per source (row) and destination (column), coloured on a linear scale
 * from {@link #LOW} (one message, or byte) to {@link #HIGH} (the largest cell); a pair that exchanged nothing is
 * {@link #NONE}. The view's toolbar toggle "Bytes" switches from message counts to bytes. A colour scale with its
 * maximum is drawn under the map; a cell's tooltip gives its source, destination, messages and bytes.
 */
public final class MatrixView extends TraceAnalysisView<CommunicationMatrix> {

    public static final String ID = "lbsim.ui.spacetime.matrixView";
    public static final int NONE = 0xF5F5F5;
    public static final int LOW = 0xFEE0D2;
    public static final int HIGH = 0xA50F15;
    public static final int LABEL_WIDTH = 100;
    public static final int TOP = 24;
    public static final int MAX_CELL = 40;
    public static final int MARGIN = 8;

    private boolean bytes;

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
        getViewSite().getActionBars().getToolBarManager().add(toggle);
    }

    /** Whether the cells show bytes (else message counts). */
    public boolean isBytes() {
        return bytes;
    }

    public void setBytes(boolean on) {
        bytes = on;
        redraw();
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

    /** The side of a cell in a canvas of {@code size} for {@code n} tasks, pixels (at least 2). */
    public static int cell(Point size, int n) {
        int room = Math.min(size.x - LABEL_WIDTH - MARGIN, size.y - TOP - 40);
        return Math.max(2, Math.min(MAX_CELL, room / Math.max(1, n)));
    }

    /** The canvas point of cell (source, destination)'s top-left corner. */
    public static Point cellAt(Point size, int n, int source, int destination) {
        int c = cell(size, n);
        return new Point(LABEL_WIDTH + destination * c, TOP + source * c);
    }

    @Override
    protected void paint(GC gc, CommunicationMatrix m, TraceStore store, Point size) {
        int n = m.taskCount();
        int c = cell(size, n);
        long max = max(m, bytes);
        gc.drawString((bytes ? "bytes" : "messages") + " from row to column", MARGIN, 4, true);
        for (int s = 0; s < n; s++) {
            if (c >= 12) {
                gc.drawString(store.taskName(s), MARGIN, TOP + s * c + (c - gc.getFontMetrics().getHeight()) / 2, true);
            }
            for (int d = 0; d < n; d++) {
                Color col = colour(gc, colourOf(value(m, s, d, bytes), max));
                gc.setBackground(col);
                gc.fillRectangle(LABEL_WIDTH + d * c, TOP + s * c, c - (c > 4 ? 1 : 0), c - (c > 4 ? 1 : 0));
                col.dispose();
            }
        }
        // the colour scale: 1 .. max
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
    }

    @Override
    protected String toolTipAt(CommunicationMatrix m, TraceStore store, Point size, int x, int y) {
        int n = m.taskCount();
        int c = cell(size, n);
        int d = (x - LABEL_WIDTH) / c;
        int s = (y - TOP) / c;
        if (x < LABEL_WIDTH || y < TOP || s >= n || d >= n) {
            return null;
        }
        return store.taskName(s) + " -> " + store.taskName(d) + ": " + m.messages(s, d) + " messages, " + m.bytes(s, d)
                + " bytes";
    }
}
