package lbsim.run.export;

import lbsim.run.io.AtomicFiles;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.GeneralPath;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGHints;

import lbsim.run.layout.Palette;
import lbsim.run.layout.SpaceTimeLayout;
import lbsim.run.layout.SpaceTimeLayout.Arrow;
import lbsim.run.layout.SpaceTimeLayout.Bar;
import lbsim.run.layout.SpaceTimeLayout.Density;
import lbsim.run.layout.SpaceTimeLayout.HostGroup;
import lbsim.run.layout.SpaceTimeLayout.LegendEntry;
import lbsim.run.layout.SpaceTimeLayout.LoadStep;
import lbsim.run.layout.SpaceTimeLayout.Row;
import lbsim.run.layout.SpaceTimeLayout.Tick;

/**
 * Draws a {@link SpaceTimeLayout} onto a java.awt.Graphics2D, without a display: into a BufferedImage for
 * PNG, or into JFreeSVG's SVGGraphics2D for SVG, so both look the same. In SVG the elements sit in groups
 * with ids: {@code row-N} (row labels), {@code host-N} (host labels), {@code bar-N}, {@code arrow-N} (one
 * path each), {@code load-H-N}.
 */
public final class SpaceTimePicture {

    /** Default picture size in pixels. */
    public static final int DEFAULT_WIDTH = 1400;
    public static final int DEFAULT_HEIGHT = 800;
    /** The tallest picture {@link #heightFor} gives: rows keep their 22 px (readable labels) up to about 250 of them. */
    public static final int MAX_HEIGHT = 6000;

    private SpaceTimePicture() {
    }

    /**
     * A sensible height for a trace's picture: about 22 px per row and host band, within [300, {@link #MAX_HEIGHT}]
     * (it reads only the names).
     */
    public static int heightFor(lbsim.trace.store.TraceStore store) {
        return heightFor(store.hostCount(), store.taskCount(), store::taskHost);
    }

    /**
     * A host span over the task rows from y0 to y1: an off host as diagonal hatching; a host below full speed as a
     * stripe along the rows' top and the fraction in the host's label row (bandY0 to y0); a pstate other than 0 as a
     * mark along the rows' bottom and "P" and the pstate in the label row.
     */
    static void drawHostSpan(Graphics2D g, SpaceTimeLayout.HostSpan sp, double bandY0, double y0, double y1, Font font) {
        double w = Math.max(1, sp.x1() - sp.x0());
        if (y1 <= y0) {
            return;
        }
        Shape clip = g.getClip();
        if (!sp.on()) {
            g.clip(new Rectangle2D.Double(sp.x0(), y0, w, y1 - y0));
            g.setColor(new Color(SpaceTimeLayout.HOST_OFF_RGB));
            g.setStroke(new BasicStroke(1.5f));
            for (double x = sp.x0() - (y1 - y0); x < sp.x0() + w; x += 6) {
                g.draw(new Line2D.Double(x, y1, x + (y1 - y0), y0));
            }
            g.setStroke(new BasicStroke(1f));
            g.setClip(clip);
            return;
        }
        StringBuilder label = new StringBuilder();
        if (sp.speedFactor() != 1) {
            g.setColor(new Color(SpaceTimeLayout.SLOW_RGB));
            g.fill(new Rectangle2D.Double(sp.x0(), y0, w, 3));
            label.append(trimPercent(sp.speedFactor()));
        }
        if (sp.pstate() != 0) {
            g.setColor(new Color(SpaceTimeLayout.PSTATE_RGB));
            g.fill(new Rectangle2D.Double(sp.x0(), y1 - 3, w, 3));
            label.append(label.isEmpty() ? "" : ", ").append('P').append(sp.pstate());
        }
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics();
        if (y0 - bandY0 >= 11 && fm.stringWidth(label.toString()) + 4 <= w) {
            g.setColor(new Color(sp.speedFactor() != 1 ? SpaceTimeLayout.SLOW_RGB : SpaceTimeLayout.PSTATE_RGB));
            g.drawString(label.toString(), (float) (sp.x0() + 2), (float) (y0 - 2));
        }
    }

    private static String trimPercent(double fraction) {
        double p = fraction * 100;
        return (p == Math.rint(p) ? Long.toString((long) p) : String.format(java.util.Locale.ROOT, "%.1f", p)) + " %";
    }

    private static int heightFor(int hostCount, int taskCount, java.util.function.IntUnaryOperator taskHost) {
        int hosts = 0;
        boolean[] used = new boolean[hostCount];
        for (int t = 0; t < taskCount; t++) {
            if (!used[taskHost.applyAsInt(t)]) {
                used[taskHost.applyAsInt(t)] = true;
                hosts++;
            }
        }
        int h = SpaceTimeLayout.TITLE_HEIGHT + SpaceTimeLayout.AXIS_HEIGHT + SpaceTimeLayout.LEGEND_HEIGHT
                + 22 * (taskCount + hosts) + SpaceTimeLayout.GROUP_GAP * hosts;
        return Math.max(300, Math.min(MAX_HEIGHT, h));
    }

    /**
     * The height of the layout's picture drawn with {@code g}'s font metrics: the layout's height, and one more
     * legend line ({@link SpaceTimeLayout#LEGEND_HEIGHT}) for each time the legend wraps because its entries do not
     * fit in one line of the picture's width (a narrow window). The width is never changed.
     */
    public static int pictureHeight(SpaceTimeLayout l, Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        return l.height() + (legendLines(l, g.getFontMetrics(plainFont())) - 1) * SpaceTimeLayout.LEGEND_HEIGHT;
    }

    private static Font plainFont() {
        return new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    }

    /** Lines the legend takes: an entry that would pass the right margin starts a new line (unless it is a line's first). */
    private static int legendLines(SpaceTimeLayout l, FontMetrics fm) {
        int lines = 1;
        double lx = l.legendLeft();
        for (LegendEntry e : l.legend()) {
            double w = 21 + fm.stringWidth(fitted(l, Labels.printable(e.label()), fm));
            if (wraps(l, lx, w)) {
                lines++;
                lx = l.legendLeft();
            }
            lx += w + 18;
        }
        return lines;
    }

    /**
     * The label, shortened with an ellipsis when even at the start of a line it would pass the right margin
     * (a label longer than a narrow picture's legend line).
     */
    private static String fitted(SpaceTimeLayout l, String label, FontMetrics fm) {
        double room = l.width() - SpaceTimeLayout.RIGHT_MARGIN - l.legendLeft() - 21;
        if (fm.stringWidth(label) <= room) {
            return label;
        }
        int n = label.length();
        while (n > 0 && fm.stringWidth(label.substring(0, n) + "\u2026") > room) {
            n--;
        }
        return label.substring(0, n) + "\u2026";
    }

    /** True when an entry {@code w} wide at {@code lx} (not a line's first) would pass the picture's right margin. */
    private static boolean wraps(SpaceTimeLayout l, double lx, double w) {
        return lx > l.legendLeft() && lx + w > l.width() - SpaceTimeLayout.RIGHT_MARGIN;
    }

    /** Writes a PNG of the layout (temporary file, then rename); see {@link #pictureHeight} for its height. */
    public static void writePng(SpaceTimeLayout layout, Path file) throws IOException {
        System.setProperty("java.awt.headless", "true");
        BufferedImage img = new BufferedImage(layout.width(), pngHeight(layout), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            draw(layout, g);
        } finally {
            g.dispose();
        }
        AtomicFiles.write(file, os -> {
            if (!ImageIO.write(img, "png", os)) {
                throw new IOException(file + ": no PNG writer available");
            }
        });
    }

    /** The height of the layout's PNG ({@link #pictureHeight} with a PNG's font metrics). */
    public static int pngHeight(SpaceTimeLayout layout) {
        System.setProperty("java.awt.headless", "true");
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            return pictureHeight(layout, g);
        } finally {
            g.dispose();
        }
    }

    /** Writes an SVG of the layout (temporary file, then rename); see {@link #pictureHeight} for its height. */
    public static void writeSvg(SpaceTimeLayout layout, Path file) throws IOException {
        String element = svgElement(layout); // written as it is, not copied into a document first (a long run's is large)
        AtomicFiles.write(file, os -> {
            java.io.Writer w = new java.io.OutputStreamWriter(os, StandardCharsets.UTF_8);
            w.write(SVG_HEADER);
            w.write(element);
            w.write('\n');
            w.flush();
        });
    }

    /** The XML declaration before the SVG element; no DOCTYPE: an external DTD would make XML readers fetch it. */
    private static final String SVG_HEADER = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";

    /** The SVG document of the layout. */
    public static String svg(SpaceTimeLayout layout) {
        return SVG_HEADER + svgElement(layout) + "\n";
    }

    private static String svgElement(SpaceTimeLayout layout) {
        System.setProperty("java.awt.headless", "true");
        int height = pictureHeight(layout, new SVGGraphics2D(1, 1));
        SVGGraphics2D g = new SVGGraphics2D(layout.width(), height);
        draw(layout, g);
        return g.getSVGElement();
    }

    /**
     * Draws the layout, {@link #pictureHeight} tall (the legend wraps onto more lines in a narrow picture); the
     * Graphics2D's state is changed.
     */
    public static void draw(SpaceTimeLayout l, Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        g.setColor(rgb(Palette.BACKGROUND));
        g.fill(new Rectangle2D.Double(0, 0, l.width(), pictureHeight(l, g)));
        Font plain = plainFont();
        Font bold = plain.deriveFont(Font.BOLD, 11f);
        Font titleFont = plain.deriveFont(Font.BOLD, 14f);
        Color text = rgb(Palette.TEXT);

        g.setFont(titleFont);
        g.setColor(text);
        g.drawString(Labels.printable(l.title()), SpaceTimeLayout.LEFT_MARGIN, 19);

        double left = l.plotLeft();
        double right = l.plotRight();
        double labelRight = left - 6;
        // host groups: label, separator, load band
        for (HostGroup hg : l.groups()) {
            g.setColor(new Color(0xDDDDDD));
            g.draw(new Line2D.Double(SpaceTimeLayout.LEFT_MARGIN, hg.y0(), right, hg.y0()));
            g.setColor(text);
            g.setFont(bold);
            g.setRenderingHint(SVGHints.KEY_ELEMENT_ID, "host-" + hg.host());
            drawLabel(g, hg.label(), SpaceTimeLayout.LEFT_MARGIN, labelRight, (hg.bandY0() + hg.bandY1()) / 2);
            double bandH = Math.max(1, hg.bandY1() - hg.bandY0() - 2);
            g.setColor(rgb(Palette.LOAD));
            int k = 0;
            for (LoadStep s : hg.load()) {
                double h = s.fraction() * bandH;
                g.setRenderingHint(SVGHints.KEY_ELEMENT_ID, "load-" + hg.host() + "-" + k++);
                g.fill(new Rectangle2D.Double(s.x0(), hg.bandY1() - 1 - h, Math.max(1, s.x1() - s.x0()), h));
            }
        }
        // rows: label and track
        g.setFont(plain);
        for (Row r : l.rows()) {
            g.setColor(rgb(Palette.TRACK));
            g.fill(new Rectangle2D.Double(left, r.y0() + pad(r), right - left, r.y1() - r.y0() - 2 * pad(r)));
            g.setColor(text);
            g.setRenderingHint(SVGHints.KEY_ELEMENT_ID, "row-" + r.index());
            drawLabel(g, r.label(), SpaceTimeLayout.LEFT_MARGIN + 10, labelRight, r.centre());
        }
        // bars
        int n = 0;
        for (Bar b : l.bars()) {
            Row r = l.rows().get(b.row());
            g.setColor(rgb(b.rgb()));
            g.setRenderingHint(SVGHints.KEY_ELEMENT_ID, "bar-" + n++);
            g.fill(new Rectangle2D.Double(b.x0(), r.y0() + pad(r), Math.max(1, b.x1() - b.x0()), r.y1() - r.y0() - 2 * pad(r)));
        }
        // host states (a trace with host dynamics): off hatched, speed below 1 as a stripe with the fraction, pstate
        n = 0;
        for (HostGroup hg : l.groups()) {
            for (SpaceTimeLayout.HostSpan sp : hg.states()) {
                g.setRenderingHint(SVGHints.KEY_ELEMENT_ID, "hoststate-" + n++);
                drawHostSpan(g, sp, hg.bandY0(), hg.bandY1(), hg.y1(), plain);
            }
        }
        // message density bands: the lower third of each row, darker where more messages start or end
        n = 0;
        for (Density d : l.densities()) {
            Row r = l.rows().get(d.row());
            double h = r.y1() - r.y0() - 2 * pad(r);
            double bandH = Math.max(2, h * 0.4);
            g.setColor(withAlpha(Palette.ARROW, 40 + 215 * d.level() / SpaceTimeLayout.DENSITY_LEVELS));
            g.setRenderingHint(SVGHints.KEY_ELEMENT_ID, "density-" + n++);
            g.fill(new Rectangle2D.Double(d.x0(), r.y1() - pad(r) - bandH, Math.max(1, d.x1() - d.x0()), bandH));
        }
        // arrows
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        int alpha = l.arrows().size() > 2000 ? 90 : 200;
        g.setColor(withAlpha(Palette.ARROW, alpha));
        g.setStroke(new BasicStroke(1f));
        n = 0;
        double shownEnd = l.startSeconds() + l.spanSeconds();
        int colour = Palette.ARROW;
        for (Arrow a : l.arrows()) {
            if (a.rgb() != colour) { // a window's view colours its arrows by tag
                colour = a.rgb();
                g.setColor(withAlpha(colour, alpha));
            }
            g.setRenderingHint(SVGHints.KEY_ELEMENT_ID, "arrow-" + n++);
            g.draw(arrow(a, a.toTime() <= shownEnd)); // an arrow cut at the range's right edge has no head
        }
        // axis
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        g.setColor(text);
        double axisY = l.plotBottom() + 2;
        g.setRenderingHint(SVGHints.KEY_ELEMENT_ID, "axis");
        g.draw(new Line2D.Double(left, axisY, right, axisY));
        FontMetrics fm = g.getFontMetrics(plain);
        for (Tick t : l.ticks()) {
            g.draw(new Line2D.Double(t.x(), axisY, t.x(), axisY + 4));
            g.drawString(t.label(), (float) (t.x() - fm.stringWidth(t.label()) / 2.0), (float) (axisY + 6 + fm.getAscent()));
        }
        g.setFont(bold);
        FontMetrics bm = g.getFontMetrics(bold);
        g.drawString(l.axisLabel(), (float) (right - bm.stringWidth(l.axisLabel())), (float) (axisY + 20 + bm.getAscent()));
        // legend
        g.setFont(plain);
        double lx = l.legendLeft();
        double ly = l.height() - SpaceTimeLayout.LEGEND_HEIGHT / 2.0;
        int arrowEntries = 0;
        for (LegendEntry e : l.legend()) {
            String label = fitted(l, Labels.printable(e.label()), fm);
            if (wraps(l, lx, 21 + fm.stringWidth(label))) { // the same rule as pictureHeight
                lx = l.legendLeft();
                ly += SpaceTimeLayout.LEGEND_HEIGHT;
            }
            g.setColor(rgb(e.rgb()));
            if (e.arrow()) {
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                GeneralPath p = new GeneralPath();
                p.moveTo(lx, ly);
                p.lineTo(lx + 16, ly);
                p.moveTo(lx + 11, ly - 3);
                p.lineTo(lx + 16, ly);
                p.lineTo(lx + 11, ly + 3);
                // ids are unique: a window's legend has an arrow entry per tag
                g.setRenderingHint(SVGHints.KEY_ELEMENT_ID, ++arrowEntries == 1 ? "legend-arrow" : "legend-arrow-" + arrowEntries);
                g.draw(p);
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
            } else {
                g.fill(new Rectangle2D.Double(lx, ly - 5, 16, 10));
            }
            g.setColor(text);
            g.drawString(label, (float) (lx + 21), (float) (ly + fm.getAscent() / 2.0 - 1));
            lx += 21 + fm.stringWidth(label) + 18;
        }
    }

    private static double pad(Row r) {
        double h = r.y1() - r.y0();
        return h >= 6 ? Math.min(3, h * 0.15) : 0;
    }

    private static Shape arrow(Arrow a, boolean withHead) {
        GeneralPath p = new GeneralPath();
        p.moveTo(a.x0(), a.y0());
        p.lineTo(a.x1(), a.y1());
        double dx = a.x1() - a.x0();
        double dy = a.y1() - a.y0();
        double len = Math.hypot(dx, dy);
        if (len > 0 && withHead) {
            double ux = dx / len;
            double uy = dy / len;
            double head = Math.min(6, len / 2);
            p.moveTo(a.x1() - head * ux + head * 0.45 * uy, a.y1() - head * uy - head * 0.45 * ux);
            p.lineTo(a.x1(), a.y1());
            p.lineTo(a.x1() - head * ux - head * 0.45 * uy, a.y1() - head * uy + head * 0.45 * ux);
        }
        return p;
    }

    private static void drawLabel(Graphics2D g, String label, double x, double maxX, double centreY) {
        FontMetrics fm = g.getFontMetrics();
        String s = Labels.printable(label);
        if (fm.stringWidth(s) > maxX - x) {
            while (s.length() > 1 && fm.stringWidth(s + "...") > maxX - x) {
                s = s.substring(0, s.length() - 1);
            }
            s = s + "...";
        }
        g.drawString(s, (float) x, (float) (centreY + (fm.getAscent() - fm.getDescent()) / 2.0));
    }

    private static Color rgb(int rgb) {
        return new Color(rgb);
    }

    private static Color withAlpha(int rgb, int alpha) {
        return new Color((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff, alpha);
    }
}
