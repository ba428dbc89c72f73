package lbsim.ui.viewer.rows;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * Vertical geometry of a result diagram, in pixels: the time axis on top, then one row per task in the given
 * order, with a host header before each run of consecutive rows on the same host. Pure Java (no SWT).
 */
public final class TimelineRows {

    /** Width of the name column on the left; the time axis starts at this x. */
    public static final int NAME_COLUMN_WIDTH = 170;
    /** Height of the time axis band at the top. */
    public static final int AXIS_HEIGHT = 36;
    /** Height of a host header. */
    public static final int HOST_HEADER_HEIGHT = 20;
    /** Height of a task row; a share of 1 fills it. */
    public static final int ROW_HEIGHT = 24;
    /** Vertical space after each task row. */
    public static final int ROW_GAP = 4;

    /**
     * A host header.
     *
     * @param host     host name
     * @param firstRow index of the first row it heads
     * @param top      its top pixel row
     */
    public record HostHeader(String host, int firstRow, int top) {
    }

    private final int[] rowTops;
    private final List<HostHeader> headers;
    private final int height;

    /**
     * @param rowHosts the host of each row, in display order
     */
    public TimelineRows(List<String> rowHosts) {
        rowTops = new int[rowHosts.size()];
        List<HostHeader> h = new ArrayList<>();
        int y = AXIS_HEIGHT;
        String previous = null;
        for (int i = 0; i < rowTops.length; i++) {
            String host = rowHosts.get(i);
            if (i == 0 || !Objects.equals(host, previous)) {
                h.add(new HostHeader(host, i, y));
                y += HOST_HEADER_HEIGHT;
            }
            rowTops[i] = y;
            y += ROW_HEIGHT + ROW_GAP;
            previous = host;
        }
        headers = Collections.unmodifiableList(h);
        height = y;
    }

    /** Number of rows. */
    public int rowCount() {
        return rowTops.length;
    }

    /**
     * The top pixel row of a task row.
     *
     * @throws IndexOutOfBoundsException when {@code row} is not in [0, rowCount())
     */
    public int rowTop(int row) {
        return rowTops[row];
    }

    /** The host headers, top to bottom. */
    public List<HostHeader> hostHeaders() {
        return headers;
    }

    /** Total height in pixels, axis included. */
    public int height() {
        return height;
    }
}
