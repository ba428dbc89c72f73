package lbsim.ui.viewer.figures;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.FreeformLayout;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.geometry.Rectangle;

import lbsim.ui.viewer.rows.TimeScale;
import lbsim.ui.viewer.rows.TimelineRows;

/**
 * The whole result diagram: white background, the time axis on top and the host headers. Task rows are added
 * as children by their edit parts (with {@link Rectangle} constraints in diagram coordinates).
 */
public class ResultDiagramFigure extends FreeformLayer {

    /** Empty space below the last row, in pixels. */
    public static final int BOTTOM_MARGIN = 8;

    private final TimeAxisFigure axis = new TimeAxisFigure();
    private final List<HostHeaderFigure> headers = new ArrayList<>();

    public ResultDiagramFigure() {
        setLayoutManager(new FreeformLayout());
        setOpaque(true);
        setBackgroundColor(DiagramColors.BACKGROUND);
        setForegroundColor(DiagramColors.FOREGROUND);
        // the freeform extent includes the insets: leave a margin below the last row
        setBorder(new MarginBorder(0, 0, BOTTOM_MARGIN, 0));
        add(axis, new Rectangle(0, 0, 1, TimelineRows.AXIS_HEIGHT));
    }

    /** Shows the time axis for [0, endSeconds] on the given scale, across {@code widthPixels}. */
    public void setAxis(TimeScale scale, double endSeconds, int widthPixels) {
        axis.setScale(scale, endSeconds);
        setConstraint(axis, new Rectangle(0, 0, widthPixels, TimelineRows.AXIS_HEIGHT));
    }

    /** Replaces the host headers; each spans {@code widthPixels}. */
    public void setHostHeaders(List<TimelineRows.HostHeader> hostHeaders, int widthPixels) {
        for (HostHeaderFigure h : headers) {
            remove(h);
        }
        headers.clear();
        for (TimelineRows.HostHeader h : hostHeaders) {
            HostHeaderFigure f = new HostHeaderFigure(h.host());
            headers.add(f);
            add(f, new Rectangle(0, h.top(), widthPixels, TimelineRows.HOST_HEADER_HEIGHT));
        }
    }

    /** The time axis. */
    public TimeAxisFigure getAxis() {
        return axis;
    }

    /** The host headers, top to bottom. */
    public List<HostHeaderFigure> getHostHeaders() {
        return Collections.unmodifiableList(headers);
    }
}
