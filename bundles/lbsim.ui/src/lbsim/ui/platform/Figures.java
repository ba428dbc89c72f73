package lbsim.ui.platform;

import org.eclipse.draw2d.BorderLayout;
import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.XYLayout;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;

/** The platform diagram's figures: a node (host or router) and a container (segment, cluster, zone). */
final class Figures {

    static final Color HOST_FILL = new Color(null, 236, 242, 250);
    static final Color ROUTER_FILL = new Color(null, 240, 240, 240);
    static final Color MASTER = new Color(null, 255, 210, 150);
    static final Color SLAVE = new Color(null, 208, 236, 200);
    static final Color ERROR = new Color(null, 210, 30, 30);
    static final Color WARNING = new Color(null, 225, 160, 0);
    static final Color HIGHLIGHT = new Color(null, 20, 110, 230);
    static final Color LINE = new Color(null, 90, 90, 110);
    static final Color CLUSTER_FILL = new Color(null, 250, 250, 244);
    static final Color NETWORK_FILL = new Color(null, 252, 252, 252);

    private Figures() {
    }

    /** A colour from white (0) to red (1) through yellow, for utilisation and busy shares. */
    static RGB heat(double share) {
        double s = Math.max(0, Math.min(1, share));
        if (s < 0.5) {
            return new RGB(255, 255, (int) Math.round(255 * (1 - 2 * s)));
        }
        return new RGB(255, (int) Math.round(255 * (2 - 2 * s)), 0);
    }

    /** What a figure shows beyond its text: validation, highlight, a fill colour. */
    abstract static class Marked extends Figure {
        int problem; // 0 none, 1 warning, 2 error
        boolean highlighted;
        Color fill;
        Color heat;

        void mark(int problemLevel, boolean highlight, Color fillColour, Color heatColour) {
            if (problemLevel != problem || highlight != highlighted || fillColour != fill || heatColour != heat) {
                problem = problemLevel;
                highlighted = highlight;
                fill = fillColour;
                heat = heatColour;
                repaint();
            }
        }

        Color border() {
            return problem == 2 ? ERROR : problem == 1 ? WARNING : highlighted ? HIGHLIGHT : LINE;
        }

        int borderWidth() {
            return problem > 0 || highlighted ? 3 : 1;
        }
    }

    /** A host (rounded box, name and speed, role colour) or a router (ellipse). */
    static final class Node extends Marked {
        final boolean router;
        String[] lines = new String[0];
        String badge;

        Node(boolean router) {
            this.router = router;
            setOpaque(false);
        }

        void setText(String[] text, String roleBadge) {
            lines = text;
            badge = roleBadge;
            repaint();
        }

        @Override
        protected void paintFigure(Graphics g) {
            Rectangle r = getBounds().getCopy().shrink(2, 2);
            g.setBackgroundColor(heat != null ? heat : fill != null ? fill : router ? ROUTER_FILL : HOST_FILL);
            g.setForegroundColor(border());
            g.setLineWidth(borderWidth());
            if (router) {
                g.fillOval(r);
                g.drawOval(r);
            } else {
                g.fillRoundRectangle(r, 10, 10);
                g.drawRoundRectangle(r, 10, 10);
            }
            g.setForegroundColor(ColorConstants.black);
            int y = r.y + (router ? (r.height - lines.length * 14) / 2 : 4);
            for (String line : lines) {
                Dimension d = org.eclipse.draw2d.FigureUtilities.getTextExtents(line, g.getFont());
                g.drawText(line, r.x + (r.width - d.width) / 2, y);
                y += 15;
            }
        }
    }

    /** The colours after a run: the run's name, what is coloured, and the scale from 0% to 100%. */
    static final class Legend extends Figure {
        static final int WIDTH = 210;
        static final int HEIGHT = 96;
        private String title = "";
        private String links = "";

        void setText(String runTitle, String linkLine) {
            title = runTitle;
            links = linkLine;
            repaint();
        }

        String[] lines() {
            return new String[] { title, "hosts: busy share", links };
        }

        @Override
        protected void paintFigure(Graphics g) {
            Rectangle r = getBounds().getCopy().shrink(1, 1);
            g.setBackgroundColor(ColorConstants.white);
            g.fillRectangle(r);
            g.setForegroundColor(LINE);
            g.setLineWidth(1);
            g.drawRectangle(r);
            g.setForegroundColor(ColorConstants.black);
            int y = r.y + 4;
            for (String line : lines()) {
                g.drawText(line, r.x + 8, y);
                y += 15;
            }
            int x0 = r.x + 8;
            int w = r.width - 16;
            for (int i = 0; i < w; i++) {
                Color c = new Color(null, heat(i / (double) (w - 1)));
                g.setForegroundColor(c);
                g.drawLine(x0 + i, y + 2, x0 + i, y + 14);
                c.dispose();
            }
            g.setForegroundColor(LINE);
            g.drawRectangle(x0, y + 2, w - 1, 12);
            g.setForegroundColor(ColorConstants.black);
            y += 16;
            g.drawText("0%", x0, y);
            Dimension mid = org.eclipse.draw2d.FigureUtilities.getTextExtents("50%", g.getFont());
            g.drawText("50%", x0 + (w - mid.width) / 2, y);
            Dimension full = org.eclipse.draw2d.FigureUtilities.getTextExtents("100%", g.getFont());
            g.drawText("100%", x0 + w - full.width, y);
        }
    }

    /** A segment, cluster or zone: a titled box whose content pane holds the figures inside, or a summary when collapsed. */
    static final class Container extends Marked {
        final Figure content = new Figure();
        private final Label title = new Label();
        String summary;
        final boolean cluster;

        Container(boolean cluster) {
            this.cluster = cluster;
            setLayoutManager(new BorderLayout());
            title.setLabelAlignment(org.eclipse.draw2d.PositionConstants.LEFT);
            title.setBorder(new org.eclipse.draw2d.MarginBorder(3, 8, 1, 8));
            add(title, BorderLayout.TOP);
            content.setLayoutManager(new XYLayout());
            add(content, BorderLayout.CENTER);
        }

        void setText(String titleText, String collapsedSummary) {
            title.setText(titleText);
            summary = collapsedSummary;
            repaint();
        }

        String title() {
            return title.getText();
        }

        IFigure titleFigure() {
            return title;
        }

        @Override
        protected void paintFigure(Graphics g) {
            Rectangle r = getBounds().getCopy().shrink(2, 2);
            g.setBackgroundColor(heat != null ? heat : fill != null ? fill : cluster ? CLUSTER_FILL : NETWORK_FILL);
            g.fillRectangle(r);
            g.setForegroundColor(border());
            g.setLineWidth(borderWidth());
            g.drawRectangle(r);
            g.drawLine(r.x, r.y + AutoLayout.TITLE, r.right(), r.y + AutoLayout.TITLE);
            if (summary != null) {
                g.setForegroundColor(ColorConstants.black);
                int y = r.y + AutoLayout.TITLE + 6;
                for (String line : summary.split("\n")) {
                    g.drawText(line, r.x + 8, y);
                    y += 15;
                }
            }
        }
    }
}
