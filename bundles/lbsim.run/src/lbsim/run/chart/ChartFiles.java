package lbsim.run.chart;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;

import lbsim.run.io.AtomicFiles;

/**
 * Writes a JFreeChart as PNG (into a BufferedImage, no display needed) and as SVG (JFreeSVG), each file
 * atomically. The SVG's definitions get a fixed prefix, so the same chart gives the same bytes.
 */
public final class ChartFiles {

    private ChartFiles() {
    }

    /** Writes {@code chart} at {@code width} x {@code height} pixels to {@code png} and {@code svg}. */
    public static void write(JFreeChart chart, int width, int height, Path png, Path svg) throws IOException {
        BufferedImage img = image(chart, width, height);
        AtomicFiles.write(png, os -> {
            if (!ImageIO.write(img, "png", os)) {
                throw new IOException(png + ": no PNG writer");
            }
        });
        SVGGraphics2D s = new SVGGraphics2D(width, height);
        s.setDefsKeyPrefix("_lbsim");
        chart.draw(s, new Rectangle2D.Double(0, 0, width, height));
        AtomicFiles.writeString(svg, s.getSVGDocument());
    }

    /** {@code chart} as PNG bytes of {@code width} x {@code height} pixels (for a view to show). */
    public static byte[] png(JFreeChart chart, int width, int height) throws IOException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        if (!ImageIO.write(image(chart, width, height), "png", out)) {
            throw new IOException("no PNG writer");
        }
        return out.toByteArray();
    }

    private static BufferedImage image(JFreeChart chart, int width, int height) {
        System.setProperty("java.awt.headless", "true");
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        chart.draw(g, new Rectangle2D.Double(0, 0, width, height));
        g.dispose();
        return img;
    }
}
