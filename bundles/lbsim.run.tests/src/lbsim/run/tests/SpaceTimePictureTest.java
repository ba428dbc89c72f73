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
import lbsim.run.trace.RunTrace;

/** PNG and SVG of the hand-built trace; geometry as worked out in {@link SpaceTimeLayoutTest}. */
class SpaceTimePictureTest {

    @TempDir
    Path dir;

    private static SpaceTimeLayout layout() {
        return SpaceTimeLayout.of(SmallTraces.oneMessage(), 340, 200, "two tasks");
    }

    @Test
    void svgIsXmlWithTwoRowLabelsAndOneArrow() throws Exception {
        Path f = dir.resolve("spacetime.svg");
        SpaceTimePicture.writeSvg(layout(), f);
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false);
        // the SVG names the W3C DTD; a well-formedness check must not fetch it (no network here, nor in CI)
        dbf.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        dbf.setValidating(false);
        Document doc = dbf.newDocumentBuilder().parse(new ByteArrayInputStream(Files.readAllBytes(f)));
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
        // JFreeSVG puts an element id on a group around what is drawn: the label's text and the arrow's path
        assertEquals(List.of("a", "b"), rows.stream().map(e -> drawn(e, "text").getTextContent()).toList());
        assertEquals(1, arrows.size());
        // the path starts at a's send (68, 67) and runs to b's receive (260, 125)
        String d = drawn(arrows.get(0), "path").getAttribute("d");
        assertTrue(d.startsWith("M"), d);
        String[] n = d.substring(1).split("[ ,LM]+", 5);
        assertEquals(List.of(68.0, 67.0, 260.0, 125.0),
                List.of(Double.parseDouble(n[0]), Double.parseDouble(n[1]), Double.parseDouble(n[2]), Double.parseDouble(n[3])), d);
    }

    /** The element itself if it has the tag, else its first descendant with the tag (the test fails if none). */
    private static Element drawn(Element e, String tag) {
        if (e.getTagName().equals(tag)) {
            return e;
        }
        NodeList inner = e.getElementsByTagName(tag);
        assertTrue(inner.getLength() > 0, "no <" + tag + "> in <" + e.getTagName() + " id=" + e.getAttribute("id") + ">");
        return (Element) inner.item(0);
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
