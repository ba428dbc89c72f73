package lbsim.ui.platform;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

import javax.imageio.ImageIO;

import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.draw2d.geometry.PointList;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.jfree.svg.SVGGraphics2D;

/**
 * The platform diagram as a picture file, PNG or SVG, drawn on a java.awt.Graphics2D from what the diagram shows (the
 * figures' places, texts, colours and marks), as the space-time diagram's export does ({@code SpaceTimePicture}): a
 * BufferedImage for PNG, JFreeSVG's SVGGraphics2D for SVG, so both look the same. The whole diagram is drawn, not only
 * the visible part, at zoom 1.
 */
final class PlatformPicture {

    private static final int MARGIN = 16;

    private final List<GraphicalEditPart> containers = new ArrayList<>();
    private final List<GraphicalEditPart> nodes = new ArrayList<>();
    private final List<PlatformParts.RoutePart> routes = new ArrayList<>();
    private final Rectangle extent;
    private Figures.Legend legend;

    private PlatformPicture(EditPart contents) {
        collect(contents);
        Rectangle e = null;
        for (GraphicalEditPart p : containers) {
            e = e == null ? p.getFigure().getBounds().getCopy() : e.union(p.getFigure().getBounds());
        }
        for (GraphicalEditPart p : nodes) {
            e = e == null ? p.getFigure().getBounds().getCopy() : e.union(p.getFigure().getBounds());
        }
        if (legend != null) {
            e = e == null ? legend.getBounds().getCopy() : e.union(legend.getBounds());
        }
        extent = e == null ? new Rectangle(0, 0, 200, 100) : e;
    }

    private void collect(EditPart part) {
        if (part instanceof PlatformParts.DiagramPart d && d.legend() != null) {
            legend = d.legend();
        }
        if (part instanceof PlatformParts.ContainerPart c) {
            containers.add(c);
        } else if (part instanceof PlatformParts.NodePart n) {
            nodes.add(n);
        }
        if (part instanceof GraphicalEditPart g) {
            for (Object c : g.getSourceConnections()) {
                if (c instanceof PlatformParts.RoutePart r) {
                    routes.add(r);
                }
            }
        }
        for (Object c : part.getChildren()) {
            collect((EditPart) c);
        }
    }

    int width() {
        return extent.width + 2 * MARGIN;
    }

    int height() {
        return extent.height + 2 * MARGIN;
    }

    /** Writes the diagram whose contents part is given: SVG when the name ends in .svg, else PNG (temporary file, then rename). */
    static void write(EditPart contents, Path file) throws IOException {
        PlatformPicture p = new PlatformPicture(contents);
        Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), ".platform", ".tmp");
        try {
            if (file.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".svg")) {
                System.setProperty("java.awt.headless", "true");
                SVGGraphics2D g = new SVGGraphics2D(p.width(), p.height());
                p.draw(g);
                Files.writeString(tmp, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + g.getSVGElement() + "\n",
                        StandardCharsets.UTF_8);
            } else {
                System.setProperty("java.awt.headless", "true");
                BufferedImage img = new BufferedImage(p.width(), p.height(), BufferedImage.TYPE_INT_RGB);
                Graphics2D g = img.createGraphics();
                p.draw(g);
                g.dispose();
                if (!ImageIO.write(img, "png", tmp.toFile())) {
                    throw new IOException("no PNG writer");
                }
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static Color awt(org.eclipse.swt.graphics.Color c) {
        return c == null ? Color.BLACK : new Color(c.getRed(), c.getGreen(), c.getBlue());
    }

    private void draw(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width(), height());
        g.translate(MARGIN - extent.x, MARGIN - extent.y);
        Font plain = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
        g.setFont(plain);
        for (GraphicalEditPart p : containers) {
            Figures.Container f = (Figures.Container) p.getFigure();
            Rectangle r = f.getBounds().getCopy().shrink(2, 2);
            g.setColor(awt(f.heat != null ? f.heat : f.fill != null ? f.fill : f.cluster ? Figures.CLUSTER_FILL : Figures.NETWORK_FILL));
            g.fillRect(r.x, r.y, r.width, r.height);
            g.setColor(awt(f.border()));
            g.setStroke(new BasicStroke(f.borderWidth()));
            g.drawRect(r.x, r.y, r.width, r.height);
            g.drawLine(r.x, r.y + AutoLayout.TITLE, r.right(), r.y + AutoLayout.TITLE);
            g.setColor(Color.BLACK);
            g.drawString(f.title(), r.x + 8, r.y + 15);
            if (f.summary != null) {
                int y = r.y + AutoLayout.TITLE + 17;
                for (String line : f.summary.split("\n")) {
                    g.drawString(line, r.x + 8, y);
                    y += 15;
                }
            }
        }
        for (PlatformParts.RoutePart route : routes) {
            PolylineConnection c = (PolylineConnection) route.getFigure();
            PointList pts = c.getPoints();
            g.setColor(awt(c.getForegroundColor()));
            g.setStroke(new BasicStroke(c.getLineWidth()));
            for (int i = 1; i < pts.size(); i++) {
                g.drawLine(pts.getPoint(i - 1).x, pts.getPoint(i - 1).y, pts.getPoint(i).x, pts.getPoint(i).y);
            }
        }
        for (GraphicalEditPart p : nodes) {
            Figures.Node f = (Figures.Node) p.getFigure();
            Rectangle r = f.getBounds().getCopy().shrink(2, 2);
            g.setColor(awt(f.heat != null ? f.heat : f.fill != null ? f.fill : f.router ? Figures.ROUTER_FILL : Figures.HOST_FILL));
            if (f.router) {
                g.fillOval(r.x, r.y, r.width, r.height);
            } else {
                g.fillRoundRect(r.x, r.y, r.width, r.height, 10, 10);
            }
            g.setColor(awt(f.border()));
            g.setStroke(new BasicStroke(f.borderWidth()));
            if (f.router) {
                g.drawOval(r.x, r.y, r.width, r.height);
            } else {
                g.drawRoundRect(r.x, r.y, r.width, r.height, 10, 10);
            }
            g.setColor(Color.BLACK);
            FontMetrics m = g.getFontMetrics();
            int y = r.y + (f.router ? (r.height - f.lines.length * 14) / 2 : 4) + m.getAscent();
            for (String line : f.lines) {
                g.drawString(line, r.x + (r.width - m.stringWidth(line)) / 2, y);
                y += 15;
            }
        }
        for (PlatformParts.RoutePart route : routes) {
            PolylineConnection c = (PolylineConnection) route.getFigure();
            PointList pts = c.getPoints();
            if (pts.size() < 2) {
                continue;
            }
            org.eclipse.draw2d.geometry.Point mid = pts.getMidpoint();
            String text = route.text();
            FontMetrics m = g.getFontMetrics();
            int w = m.stringWidth(text) + 6;
            g.setColor(Color.WHITE);
            g.fillRect(mid.x - w / 2, mid.y - 8, w, 16);
            g.setColor(Color.BLACK);
            g.drawString(text, mid.x - w / 2 + 3, mid.y + 4);
        }
        if (legend != null) {
            drawLegend(g, legend.getBounds().getCopy().shrink(1, 1));
        }
    }

    /** The legend as {@link Figures.Legend} paints it. */
    private void drawLegend(Graphics2D g, Rectangle r) {
        g.setColor(Color.WHITE);
        g.fillRect(r.x, r.y, r.width, r.height);
        g.setStroke(new BasicStroke(1));
        g.setColor(awt(Figures.LINE));
        g.drawRect(r.x, r.y, r.width, r.height);
        g.setColor(Color.BLACK);
        FontMetrics m = g.getFontMetrics();
        int y = r.y + 4;
        for (String line : legend.lines()) {
            g.drawString(line, r.x + 8, y + m.getAscent());
            y += 15;
        }
        int x0 = r.x + 8;
        int w = r.width - 16;
        for (int i = 0; i < w; i++) {
            org.eclipse.swt.graphics.RGB c = Figures.heat(i / (double) (w - 1));
            g.setColor(new Color(c.red, c.green, c.blue));
            g.fillRect(x0 + i, y + 2, 1, 12);
        }
        g.setColor(awt(Figures.LINE));
        g.drawRect(x0, y + 2, w - 1, 12);
        g.setColor(Color.BLACK);
        y += 16 + m.getAscent();
        g.drawString("0%", x0, y);
        g.drawString("50%", x0 + (w - m.stringWidth("50%")) / 2, y);
        g.drawString("100%", x0 + w - m.stringWidth("100%"), y);
    }
}
