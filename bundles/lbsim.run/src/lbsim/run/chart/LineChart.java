package lbsim.run.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import javax.imageio.ImageIO;

/**
 * A line chart drawn without a display (headless AWT) and saved as PNG: x on a log2 axis (message
 * lengths), y linear from 0, one coloured line with markers per series, a legend. Non-finite and
 * non-positive x values are left out of a log axis.
 */
public final class LineChart {

    /** One line of the chart. */
    public record Series(String name, double[] x, double[] y) {
    }

    private static final Color[] COLORS = { new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c),
            new Color(0xff7f0e), new Color(0x9467bd), new Color(0x8c564b), new Color(0x17becf), new Color(0x7f7f7f) };

    private final String title;
    private final String xLabel;
    private final String yLabel;
    private final List<Series> series = new ArrayList<>();

    public LineChart(String title, String xLabel, String yLabel) {
        this.title = title;
        this.xLabel = xLabel;
        this.yLabel = yLabel;
    }

    public LineChart add(Series s) {
        series.add(s);
        return this;
    }

    /** Draws the chart at the given size. */
    public BufferedImage render(int width, int height) {
        System.setProperty("java.awt.headless", "true");
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = 0;
        for (Series s : series) {
            for (int i = 0; i < s.x().length; i++) {
                if (s.x()[i] > 0 && Double.isFinite(s.x()[i]) && Double.isFinite(s.y()[i])) {
                    minX = Math.min(minX, s.x()[i]);
                    maxX = Math.max(maxX, s.x()[i]);
                    maxY = Math.max(maxY, s.y()[i]);
                }
            }
        }
        if (!(minX < maxX)) {
            minX = 1;
            maxX = 2;
        }
        if (!(maxY > 0)) {
            maxY = 1;
        }
        double lo = Math.floor(log2(minX));
        double hi = Math.ceil(log2(maxX));
        double yTop = niceCeil(maxY);
        int left = 80;
        int right = width - 200;
        int top = 50;
        int bottom = height - 60;
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics();
        g.setColor(Color.BLACK);
        g.setFont(font.deriveFont(Font.BOLD, 14f));
        g.drawString(title, left, 28);
        g.setFont(font);
        // axes and grid
        g.setColor(new Color(0xdddddd));
        for (double e = lo; e <= hi; e += Math.max(1, Math.round((hi - lo) / 10))) {
            int x = (int) Math.round(left + (e - lo) / (hi - lo) * (right - left));
            g.drawLine(x, top, x, bottom);
        }
        for (int k = 0; k <= 5; k++) {
            int y = (int) Math.round(bottom - k / 5.0 * (bottom - top));
            g.drawLine(left, y, right, y);
        }
        g.setColor(Color.BLACK);
        g.drawRect(left, top, right - left, bottom - top);
        for (double e = lo; e <= hi; e += Math.max(1, Math.round((hi - lo) / 10))) {
            int x = (int) Math.round(left + (e - lo) / (hi - lo) * (right - left));
            String label = bytes(Math.pow(2, e));
            g.drawString(label, x - fm.stringWidth(label) / 2, bottom + 16);
        }
        for (int k = 0; k <= 5; k++) {
            int y = (int) Math.round(bottom - k / 5.0 * (bottom - top));
            String label = String.format(Locale.ROOT, "%.3g", yTop * k / 5.0);
            g.drawString(label, left - 8 - fm.stringWidth(label), y + 4);
        }
        g.drawString(xLabel, (left + right) / 2 - fm.stringWidth(xLabel) / 2, bottom + 40);
        Graphics2D rotated = (Graphics2D) g.create();
        rotated.rotate(-Math.PI / 2);
        rotated.drawString(yLabel, -(top + bottom) / 2 - fm.stringWidth(yLabel) / 2, 20);
        rotated.dispose();
        // lines and legend
        g.setStroke(new BasicStroke(2f));
        for (int si = 0; si < series.size(); si++) {
            Series s = series.get(si);
            g.setColor(COLORS[si % COLORS.length]);
            int px = -1;
            int py = -1;
            for (int i = 0; i < s.x().length; i++) {
                double xv = s.x()[i];
                double yv = s.y()[i];
                if (!(xv > 0) || !Double.isFinite(yv)) {
                    continue;
                }
                int x = (int) Math.round(left + (log2(xv) - lo) / (hi - lo) * (right - left));
                int y = (int) Math.round(bottom - yv / yTop * (bottom - top));
                if (px >= 0) {
                    g.drawLine(px, py, x, y);
                }
                g.fillOval(x - 3, y - 3, 7, 7);
                px = x;
                py = y;
            }
            int ly = top + 10 + si * 20;
            g.drawLine(right + 15, ly, right + 40, ly);
            g.setColor(Color.BLACK);
            g.drawString(s.name(), right + 46, ly + 4);
        }
        g.dispose();
        return img;
    }

    /** Renders and writes a PNG (to a temporary file first, then renamed). */
    public void writePng(Path file, int width, int height) throws IOException {
        Path tmp = lbsim.run.result.TempPaths.file(file.toAbsolutePath().getParent(), "." + file.getFileName(), ".tmp");
        try {
            if (!ImageIO.write(render(width, height), "png", tmp.toFile())) {
                throw new IOException("no PNG writer available");
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static double log2(double v) {
        return Math.log(v) / Math.log(2);
    }

    private static double niceCeil(double v) {
        double p = Math.pow(10, Math.floor(Math.log10(v)));
        for (double m : new double[] { 1, 2, 2.5, 5, 10 }) {
            if (m * p >= v) {
                return m * p;
            }
        }
        return 10 * p;
    }

    private static String bytes(double b) {
        if (b >= 1 << 20) {
            return String.format(Locale.ROOT, "%.0fM", b / (1 << 20));
        }
        if (b >= 1 << 10) {
            return String.format(Locale.ROOT, "%.0fK", b / (1 << 10));
        }
        return String.format(Locale.ROOT, "%.0f", b);
    }
}
