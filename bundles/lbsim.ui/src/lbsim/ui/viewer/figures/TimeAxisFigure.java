package lbsim.ui.viewer.figures;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.draw2d.XYLayout;
import org.eclipse.draw2d.geometry.Rectangle;

import lbsim.ui.viewer.rows.TimeScale;
import lbsim.ui.viewer.rows.TimelineRows;

/**
 * The time axis: the title "time (s)" in the name column, a base line from time 0 to the end, and a tick with a
 * label at every multiple of a round step (at least {@link #MIN_TICK_SPACING} pixels apart).
 */
public class TimeAxisFigure extends Figure {

    /** Title shown left of the axis; tick labels are in the same unit. */
    public static final String TITLE = "time (s)";
    /** Minimum distance between ticks, in pixels. */
    public static final int MIN_TICK_SPACING = 60;

    private static final int TICK_LABEL_WIDTH = 64;
    private static final int LABEL_TOP = 4;
    private static final int LABEL_HEIGHT = 18;
    private static final int TICK_LENGTH = 5;
    private static final int BASELINE_FROM_BOTTOM = 4;

    private final Label title = new Label(TITLE);
    private final List<Label> tickLabels = new ArrayList<>();
    private TimeScale scale;
    private double[] ticks = new double[0];
    private double endSeconds;

    public TimeAxisFigure() {
        setLayoutManager(new XYLayout());
        title.setLabelAlignment(PositionConstants.LEFT);
        add(title, new Rectangle(4, LABEL_TOP, TimelineRows.NAME_COLUMN_WIDTH - 40, LABEL_HEIGHT));
    }

    /** Shows [0, endSeconds] on the given scale. */
    public void setScale(TimeScale scale, double endSeconds) {
        this.scale = scale;
        this.endSeconds = Math.max(0, endSeconds);
        double step = scale.tickStepSeconds(MIN_TICK_SPACING);
        ticks = TimeScale.ticks(this.endSeconds, step);
        for (Label l : tickLabels) {
            remove(l);
        }
        tickLabels.clear();
        for (double t : ticks) {
            Label l = new Label(TimeScale.formatTick(t, step));
            l.setLabelAlignment(PositionConstants.CENTER);
            tickLabels.add(l);
            add(l, new Rectangle(scale.x(t) - TICK_LABEL_WIDTH / 2, LABEL_TOP, TICK_LABEL_WIDTH, LABEL_HEIGHT));
        }
        repaint();
    }

    /** The tick times in seconds, left to right. */
    public double[] getTicks() {
        return ticks.clone();
    }

    /** The tick labels, left to right (one per tick). */
    public List<Label> getTickLabels() {
        return Collections.unmodifiableList(tickLabels);
    }

    /** The axis title. */
    public Label getTitle() {
        return title;
    }

    @Override
    protected void paintFigure(Graphics graphics) {
        super.paintFigure(graphics);
        if (scale == null) {
            return;
        }
        Rectangle b = getBounds();
        int y = b.bottom() - BASELINE_FROM_BOTTOM;
        graphics.setForegroundColor(DiagramColors.FOREGROUND);
        graphics.drawLine(b.x + scale.x(0), y, b.x + scale.x(endSeconds), y);
        for (double t : ticks) {
            int x = b.x + scale.x(t);
            graphics.drawLine(x, y - TICK_LENGTH, x, y);
        }
    }
}
