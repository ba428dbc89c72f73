package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import lbsim.trace.TraceStates;
import lbsim.run.export.SpaceTimePicture;
import lbsim.run.layout.Palette;
import lbsim.run.layout.SpaceTimeLayout;

/** PNG and SVG of the hand-built trace; geometry as worked out in {@link SpaceTimeLayoutTest}. */
class SpaceTimePictureTest {

    @TempDir
    Path dir;

    private static SpaceTimeLayout layout() {
        return SmallTraces.layout(SmallTraces.oneMessage(), 340, 200, "two tasks");
    }

    @Test
    void svgIsXmlWithTwoRowLabelsAndOneArrow() throws Exception {
        Path f = dir.resolve("spacetime.svg");
        SpaceTimePicture.writeSvg(layout(), f);
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(Files.readAllBytes(f)));
        assertEquals("svg", doc.getDocumentElement().getTagName());
        List<Element> rows = new ArrayList<>();
        List<Element> arrows = new ArrayList<>();
        NodeList all = doc.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            String id = e.getAttribute("id");
            if (id.startsWith("row-")) {
                rows.add(e);
            } else if (id.startsWith("arrow-")) {
                arrows.add(e);
            }
        }
        // each row label is a text element in its group
        assertEquals(List.of("a", "b"), rows.stream().map(Element::getTextContent).toList());
        for (Element r : rows) {
            assertEquals(1, r.getElementsByTagName("text").getLength());
        }
        // one arrow: one path, from a's send (68, 67) to b's receive (260, 125), then its head
        assertEquals(1, arrows.size());
        NodeList paths = arrows.get(0).getElementsByTagName("path");
        assertEquals(1, paths.getLength());
        String d = ((Element) paths.item(0)).getAttribute("d");
        Matcher m = Pattern.compile("-?[0-9.]+").matcher(d);
        double[] xy = new double[4];
        for (int i = 0; i < 4; i++) {
            assertTrue(m.find(), d);
            xy[i] = Double.parseDouble(m.group());
        }
        assertTrue(d.startsWith("M"), d);
        assertEquals(68, xy[0], 1e-4, d);
        assertEquals(67, xy[1], 1e-4, d);
        assertEquals(260, xy[2], 1e-4, d);
        assertEquals(125, xy[3], 1e-4, d);
    }

    @Test
    void pngHasTheSizeAskedAndBarsWhereTheyBelong() throws Exception {
        Path f = dir.resolve("spacetime.png");
        SpaceTimePicture.writePng(layout(), f);
        BufferedImage img = ImageIO.read(f.toFile());
        assertEquals(340, img.getWidth());
        // the height asked, and a legend line more for each time the legend wraps in this narrow picture
        assertEquals(SpaceTimePicture.pngHeight(layout()), img.getHeight());
        assertTrue(img.getHeight() >= 200 && (img.getHeight() - 200) % SpaceTimeLayout.LEGEND_HEIGHT == 0, "" + img.getHeight());
        // a's send bar: x 68-132, row 54-80 less 3 px of padding; at (120, 60) the arrow is at y 82.7, away
        assertEquals(Palette.stateColour(TraceStates.SEND), img.getRGB(120, 60) & 0xFFFFFF);
        // b's compute bar: x 260-324, row 112-138 less padding
        assertEquals(Palette.stateColour(TraceStates.COMPUTE), img.getRGB(300, 125) & 0xFFFFFF);
        // b's blocked bar: x 68-196 on row b, below the arrow's end
        assertEquals(Palette.stateColour(TraceStates.BLOCKED), img.getRGB(100, 133) & 0xFFFFFF);
        // the right margin stays background
        assertEquals(Palette.BACKGROUND, img.getRGB(335, 100) & 0xFFFFFF);
        assertTrue(new String(Files.readAllBytes(f), 1, 3, StandardCharsets.US_ASCII).equals("PNG"));
    }

    /**
     * In a picture too narrow for the legend's entries in one line (200 px: 116 px from the plot's left edge to the
     * right margin), the legend wraps onto more lines below, the picture growing by a legend line each, and nothing of
     * it runs into the right margin or off the edge; every entry is still there. A picture wide enough keeps the
     * layout's height.
     */
    @Test
    void inANarrowPictureTheLegendWrapsInsideTheWidth() throws Exception {
        SpaceTimeLayout l = SmallTraces.layout(SmallTraces.oneMessage(), 200, 200, "narrow");
        Path png = dir.resolve("narrow.png");
        SpaceTimePicture.writePng(l, png);
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(200, img.getWidth());
        int extra = img.getHeight() - l.height();
        assertTrue(extra >= 2 * SpaceTimeLayout.LEGEND_HEIGHT && extra % SpaceTimeLayout.LEGEND_HEIGHT == 0,
                "five entries or more need three lines or more in 116 px; the picture is " + img.getHeight() + " px tall");
        // the right margin of the legend's lines is background: no swatch or text runs into it
        for (int y = l.height() - SpaceTimeLayout.LEGEND_HEIGHT; y < img.getHeight(); y++) {
            for (int x = 200 - SpaceTimeLayout.RIGHT_MARGIN + 1; x < 200; x++) {
                assertEquals(Palette.BACKGROUND, img.getRGB(x, y) & 0xFFFFFF, "legend pixel in the right margin at " + x + ", " + y);
            }
        }
        // the lines below the first are drawn: something other than background in each
        for (int line = 1; line * SpaceTimeLayout.LEGEND_HEIGHT < img.getHeight() - l.height() + 1; line++) {
            boolean drawn = false;
            int y0 = l.height() - SpaceTimeLayout.LEGEND_HEIGHT + line * SpaceTimeLayout.LEGEND_HEIGHT;
            for (int y = y0; y < y0 + SpaceTimeLayout.LEGEND_HEIGHT && y < img.getHeight(); y++) {
                for (int x = 0; x < 200; x++) {
                    drawn |= (img.getRGB(x, y) & 0xFFFFFF) != Palette.BACKGROUND;
                }
            }
            assertTrue(drawn, "legend line " + line + " is empty");
        }
        // the SVG: the same height, every legend entry once (a label too long for a line shortened with an ellipsis)
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(SpaceTimePicture.svg(l).getBytes(StandardCharsets.UTF_8)));
        assertEquals(img.getHeight(), Double.parseDouble(doc.getDocumentElement().getAttribute("height")), 1e-9);
        NodeList texts = doc.getElementsByTagName("text");
        for (SpaceTimeLayout.LegendEntry e : l.legend()) {
            int found = 0;
            for (int i = 0; i < texts.getLength(); i++) {
                String t = texts.item(i).getTextContent();
                found += t.equals(e.label()) || t.endsWith("\u2026") && t.length() > 1
                        && e.label().startsWith(t.substring(0, t.length() - 1)) ? 1 : 0;
            }
            assertEquals(1, found, e.label());
        }
        assertTrue(l.legend().size() >= 5, "four states and the message arrow: " + l.legend());
        // wide enough: no wrap, the layout's height
        SpaceTimeLayout wide = SmallTraces.layout(SmallTraces.oneMessage(), 1400, 200, "wide");
        assertEquals(wide.height(), SpaceTimePicture.pngHeight(wide));
    }
}
