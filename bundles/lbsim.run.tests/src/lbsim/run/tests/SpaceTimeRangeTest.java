package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
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

import lbsim.trace.TraceStates;
import lbsim.run.export.SpaceTimePicture;
import lbsim.run.layout.Palette;
import lbsim.run.layout.SpaceTimeLayout;
import lbsim.run.layout.SpaceTimeLayout.Bar;

/**
 * The picture of a time range, [0.25, 0.75] s of {@link SmallTraces#oneMessage()} in 340 x 200 pixels. The
 * whole run's picture ({@link SpaceTimePictureTest}) has its plot from x 68 to 324 and rows a (y 54-80, centre
 * 67) and b (112-138, centre 125); the range keeps those and maps 0.25 s to 68 and 0.75 s to 324 (512 px/s):
 * <ul>
 * <li>a: send [0, 0.25] ends at t0 and is left out; compute [0.25, 1] is cut to 68-324;</li>
 * <li>b: blocked [0, 0.5] cut to 68-196, receive [0.5, 0.75] 196-324, compute [0.75, 1] starts at t1: left out;</li>
 * <li>the message a -> b (sent at 0, received at 0.75) is cut at t0 along its line: from (68, 67 + 58 x 0.25 / 0.75
 * = 86.33) to (324, 125);</li>
 * <li>axis: the span 0.5 s is labelled in ms; about one tick per 90 of 256 px wants 2, 500 ms / 2 = 250 rounds up
 * to a step of 500 ms: one tick, "500" at x 196.</li>
 * </ul>
 */
class SpaceTimeRangeTest {

    @TempDir
    Path dir;

    private static SpaceTimeLayout range() {
        return SmallTraces.layout(SmallTraces.oneMessage(), 340, 200, "range", 0.25, 0.75, null);
    }

    @Test
    void barsArrowAndTicksOfTheRange() {
        SpaceTimeLayout l = range();
        assertEquals(68, l.plotLeft(), 1e-9);
        assertEquals(324, l.plotRight(), 1e-9);
        assertEquals(0.25, l.startSeconds());
        assertEquals(0.5, l.spanSeconds());
        List<String> bars = new ArrayList<>();
        for (Bar b : l.bars()) {
            bars.add(b.row() + " " + TraceStates.STATES.get(b.state()) + " " + b.x0() + "-" + b.x1());
        }
        assertEquals(List.of("0 compute 68.0-324.0", "1 blocked 68.0-196.0", "1 receive 196.0-324.0"), bars);
        assertEquals(1, l.arrows().size());
        SpaceTimeLayout.Arrow a = l.arrows().get(0);
        assertEquals(68, a.x0(), 1e-9);
        assertEquals(67 + 58 * 0.25 / 0.75, a.y0(), 1e-9);
        assertEquals(324, a.x1(), 1e-9);
        assertEquals(125, a.y1(), 1e-9);
        assertEquals("time [ms]", l.axisLabel());
        assertEquals(1, l.ticks().size());
        assertEquals("500", l.ticks().get(0).label());
        assertEquals(196, l.ticks().get(0).x(), 1e-9);
        // h1's 2 competing processes until 0.5 s: from t0 (68) to 196, the full band
        SpaceTimeLayout.HostGroup h1 = l.groups().get(1);
        assertEquals(1, h1.load().size());
        assertEquals(68, h1.load().get(0).x0(), 1e-9);
        assertEquals(196, h1.load().get(0).x1(), 1e-9);
        assertEquals(1.0, h1.load().get(0).fraction());
    }

    @Test
    void theWholeRunAsARangeIsTheWholeRunsPicture() {
        SpaceTimeLayout whole = SmallTraces.layout(SmallTraces.oneMessage(), 340, 200, "t");
        SpaceTimeLayout range = SmallTraces.layout(SmallTraces.oneMessage(), 340, 200, "t", 0, 1, null);
        assertEquals(whole.bars(), range.bars());
        assertEquals(whole.arrows(), range.arrows());
        assertEquals(whole.ticks(), range.ticks());
        assertEquals(whole.groups(), range.groups());
    }

    @Test
    void onlyTheVisibleTasks() {
        SpaceTimeLayout l = SmallTraces.layout(SmallTraces.oneMessage(), 340, 200, "b", 0.25, 0.75,
                new boolean[] { false, true });
        assertEquals(List.of("b"), l.rows().stream().map(SpaceTimeLayout.Row::label).toList());
        assertEquals(List.of("h1"), l.groups().stream().map(SpaceTimeLayout.HostGroup::label).toList());
        assertEquals(List.of(), l.arrows(), "the message's source is hidden");
        assertEquals(2, l.bars().size());
    }

    @Test
    void aBadRangeIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> SmallTraces.layout(SmallTraces.oneMessage(), 340, 200, "x", 0.5, 0.5, null));
        assertThrows(IllegalArgumentException.class,
                () -> SmallTraces.layout(SmallTraces.oneMessage(), 340, 200, "x", -1, 0.5, null));
    }

    @Test
    void theSvgCoversExactlyTheRange() throws Exception {
        Path f = dir.resolve("range.svg");
        SpaceTimePicture.writeSvg(range(), f);
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(Files.readAllBytes(f)));
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        int bars = 0;
        NodeList all = doc.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            if (e.getAttribute("id").startsWith("bar-")) {
                Element r = e.getTagName().equals("rect") ? e : (Element) e.getElementsByTagName("rect").item(0);
                double x = Double.parseDouble(r.getAttribute("x"));
                min = Math.min(min, x);
                max = Math.max(max, x + Double.parseDouble(r.getAttribute("width")));
                bars++;
            }
        }
        assertEquals(3, bars);
        assertEquals(68, min, 1e-6);
        assertEquals(324, max, 1e-6);
    }

    @Test
    void thePngHasTheSizeAndTheColoursOfTheRange() throws Exception {
        Path f = dir.resolve("range.png");
        SpaceTimePicture.writePng(range(), f);
        BufferedImage img = ImageIO.read(f.toFile());
        assertEquals(340, img.getWidth());
        assertEquals(SpaceTimePicture.pngHeight(range()), img.getHeight()); // 200, and a line for each time the legend wraps
        // a's send [0, 0.25] is out of the range: compute from the plot's left edge (the arrow is at y ~ 87-95 there)
        assertEquals(Palette.stateColour(TraceStates.COMPUTE), img.getRGB(70, 60) & 0xFFFFFF);
        assertEquals(Palette.stateColour(TraceStates.BLOCKED), img.getRGB(100, 133) & 0xFFFFFF);
        // at x 250 the arrow is at y 86.3 + 182 / 256 x 38.7 = 113.8, above (250, 133)
        assertEquals(Palette.stateColour(TraceStates.RECEIVE), img.getRGB(250, 133) & 0xFFFFFF);
        assertEquals(Palette.BACKGROUND, img.getRGB(335, 100) & 0xFFFFFF);
    }
}
