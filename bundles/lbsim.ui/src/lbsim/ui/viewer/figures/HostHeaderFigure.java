package lbsim.ui.viewer.figures;

import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.draw2d.geometry.Rectangle;

/** A host header: a separator line across the diagram and "host NAME" below it. */
public class HostHeaderFigure extends Label {

    private final String host;

    public HostHeaderFigure(String host) {
        super("host " + host);
        this.host = host;
        setLabelAlignment(PositionConstants.LEFT);
        setBorder(new MarginBorder(3, 4, 0, 0));
        setForegroundColor(DiagramColors.HOST);
    }

    /** The host name. */
    public String getHost() {
        return host;
    }

    @Override
    protected void paintFigure(Graphics graphics) {
        super.paintFigure(graphics);
        Rectangle b = getBounds();
        graphics.setForegroundColor(DiagramColors.HOST);
        graphics.drawLine(b.x, b.y, b.right() - 1, b.y);
    }
}
