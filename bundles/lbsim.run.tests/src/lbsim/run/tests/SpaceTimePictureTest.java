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

import lbsim.run.export.SpaceTimePicture;
import lbsim.run.layout.Palette;
import lbsim.run.layout.SpaceTimeLayout;
import lbsim.trace.RunTrace;

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
        assertEquals(200, img.getHeight());
        // a's send bar: x 68-132, row 54-80 less 3 px of padding; at (120, 60) the arrow is at y 82.7, away
        assertEquals(Palette.stateColour(RunTrace.SEND), img.getRGB(120, 60) & 0xFFFFFF);
        // b's compute bar: x 260-324, row 112-138 less padding
        assertEquals(Palette.stateColour(RunTrace.COMPUTE), img.getRGB(300, 125) & 0xFFFFFF);
        // b's blocked bar: x 68-196 on row b, below the arrow's end
        assertEquals(Palette.stateColour(RunTrace.BLOCKED), img.getRGB(100, 133) & 0xFFFFFF);
        // the right margin stays background
        assertEquals(Palette.BACKGROUND, img.getRGB(335, 100) & 0xFFFFFF);
        assertTrue(new String(Files.readAllBytes(f), 1, 3, StandardCharsets.US_ASCII).equals("PNG"));
    }
}
