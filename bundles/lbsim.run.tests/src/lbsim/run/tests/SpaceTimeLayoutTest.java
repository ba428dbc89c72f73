package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.trace.TraceStates;
import lbsim.run.layout.Palette;
import lbsim.run.layout.SpaceTimeLayout;
import lbsim.run.layout.SpaceTimeLayout.Arrow;
import lbsim.run.layout.SpaceTimeLayout.Bar;
import lbsim.run.layout.SpaceTimeLayout.HostGroup;
import lbsim.run.layout.SpaceTimeLayout.LoadStep;
import lbsim.run.layout.SpaceTimeLayout.Row;
import lbsim.run.layout.SpaceTimeLayout.Tick;

/**
 * The layout of hand-built traces, computed by hand. For a 340 x 200 picture of {@link SmallTraces#oneMessage()}:
 * labels are at most 2 characters, so the label column is its minimum, 60 px, and the plot runs from
 * x = 8 + 60 = 68 to 340 - 16 = 324 (256 px for 1 s: x(t) = 68 + 256 t); vertically from 28 to
 * 200 - 34 - 24 = 142; two groups of one band and one row each share 142 - 28 - 6 (one gap) = 108 px, 27 px
 * a unit, capped at 26: h0's band 28-54, row a 54-80; gap; h1's band 86-112, row b 112-138.
 */
class SpaceTimeLayoutTest {

    private static final double L = 68;
    private static final double PX_PER_S = 256;

    @Test
    void rowsBarsArrowAndLoadOfTheHandBuiltTrace() {
        SpaceTimeLayout l = SmallTraces.layout(SmallTraces.oneMessage(), 340, 200, "t");
        assertEquals(L, l.plotLeft());
        assertEquals(324.0, l.plotRight());
        assertEquals(142.0, l.plotBottom());
        assertEquals(List.of(new Row(0, 0, "a", 0, 54, 80), new Row(1, 1, "b", 1, 112, 138)), l.rows());
        List<HostGroup> g = l.groups();
        assertEquals(2, g.size());
        assertEquals(new HostGroup(0, "h0", 28, 80, 28, 54, List.of()), g.get(0));
        // h1: 2 processes from 0 to 0.5 s (the largest load: a full band), then none (not drawn)
        assertEquals(new HostGroup(1, "h1", 86, 138, 86, 112, List.of(new LoadStep(L, L + 128, 2, 1.0))), g.get(1));
        assertEquals(List.of(
                new Bar(L, L + 64, 0, TraceStates.SEND, Palette.stateColour(TraceStates.SEND)),
                new Bar(L + 64, L + 256, 0, TraceStates.COMPUTE, Palette.stateColour(TraceStates.COMPUTE)),
                new Bar(L, L + 128, 1, TraceStates.BLOCKED, Palette.stateColour(TraceStates.BLOCKED)),
                new Bar(L + 128, L + 192, 1, TraceStates.RECEIVE, Palette.stateColour(TraceStates.RECEIVE)),
                new Bar(L + 192, L + 256, 1, TraceStates.COMPUTE, Palette.stateColour(TraceStates.COMPUTE))), l.bars());
        // from a's row centre at its send start to b's row centre when b has received it
        assertEquals(List.of(new Arrow(0, 0, 0, 1, 0.75, L, 67, L + 192, 125, Palette.ARROW)), l.arrows());
        // a 1 s span is shown in seconds; about one tick per 90 px of 256: 2 wanted, 0.5 s apart
        assertEquals("time [s]", l.axisLabel());
        assertEquals(List.of(new Tick(0, L, "0.0"), new Tick(0.5, L + 128, "0.5"), new Tick(1, L + 256, "1.0")), l.ticks());
        assertEquals(List.of("compute", "send", "receive", "blocked", "message", "competing processes (band full = 2)"),
                l.legend().stream().map(SpaceTimeLayout.LegendEntry::label).toList());
    }

    /**
     * 1024 intervals on one row, alternating compute (3/2048 s = 0.375 px) and send (1/2048 s = 0.125 px):
     * four of them fill one pixel exactly, so every pixel computes for three quarters of its time and its
     * dominant state is compute; the 256 pixels of one dominant state are one bar, from L to L + 256.
     */
    @Test
    void subPixelBarsTakeThePixelsDominantState() {
        TraceColumns.Builder b = new TraceColumns.Builder(1.0);
        int h = b.host("h0");
        int a = b.task("a", h);
        b.task("b", h);
        double t = 0;
        for (int i = 0; i < 512; i++) {
            b.state(a, TraceStates.COMPUTE, t, t + 3.0 / 2048);
            t += 3.0 / 2048;
            b.state(a, TraceStates.SEND, t, t + 1.0 / 2048);
            t += 1.0 / 2048;
        }
        SpaceTimeLayout l = SmallTraces.layout(b.build(), 340, 200, "");
        assertEquals(L, l.plotLeft());
        assertEquals(List.of(new Bar(L, L + 256, 0, TraceStates.COMPUTE, Palette.stateColour(TraceStates.COMPUTE))), l.bars());
        // send is in no bar, so it is not in the legend either; compute is
        assertEquals(List.of("compute", "send"), l.legend().stream().map(SpaceTimeLayout.LegendEntry::label).toList(),
                "both states took time in the pixels");
    }

    /** Touching intervals of one state become one bar, however many and however narrow. */
    @Test
    void touchingIntervalsOfOneStateBecomeOneBar() {
        TraceColumns.Builder b = new TraceColumns.Builder(1.0);
        int h = b.host("h0");
        int a = b.task("a", h);
        for (int i = 0; i < 1000; i++) {
            b.state(a, TraceStates.BLOCKED, i / 1000.0, (i + 1) / 1000.0);
        }
        SpaceTimeLayout l = SmallTraces.layout(b.build(), 340, 200, "");
        assertEquals(1, l.bars().size());
        assertEquals(L, l.bars().get(0).x0());
        assertEquals(L + 256, l.bars().get(0).x1(), 1e-9);
        assertEquals(TraceStates.BLOCKED, l.bars().get(0).state());
    }

    /**
     * A long bar keeps its colour: narrow intervals after it are not swallowed into it. Compute fills pixels 0 to
     * 128; blocked interval i then covers [128 + 1.28 i, 128 + 1.28 i + 0.256] px, so a pixel after 128 is blocked
     * (its only state) when one of them overlaps it, and has no bar when none does.
     */
    @Test
    void aWideBarIsNotMergedWithTheNarrowOnesAfterIt() {
        TraceColumns.Builder b = new TraceColumns.Builder(1.0);
        int h = b.host("h0");
        int a = b.task("a", h);
        b.state(a, TraceStates.COMPUTE, 0, 0.5);
        for (int i = 0; i < 100; i++) {
            b.state(a, TraceStates.BLOCKED, 0.5 + i * 0.005, 0.5 + i * 0.005 + 0.001); // 0.256 px blocked, 1.024 px gap
        }
        List<Bar> bars = SmallTraces.layout(b.build(), 340, 200, "").bars();
        assertEquals(new Bar(L, L + 128, 0, TraceStates.COMPUTE, Palette.stateColour(TraceStates.COMPUTE)), bars.get(0));
        boolean[] blocked = new boolean[256];
        for (int i = 0; i < 100; i++) {
            double from = 128 + 1.28 * i;
            double to = from + 0.256;
            for (int p = (int) Math.floor(from); p < to; p++) {
                blocked[p] = true;
            }
        }
        boolean[] drawn = new boolean[256];
        for (Bar bar : bars.subList(1, bars.size())) {
            assertEquals(TraceStates.BLOCKED, bar.state(), bar.toString());
            for (int p = (int) (bar.x0() - L); p < bar.x1() - L; p++) {
                drawn[p] = true;
            }
        }
        for (int p = 128; p < 256; p++) {
            assertEquals(blocked[p], drawn[p], "pixel " + p);
        }
    }

    /**
     * Every delivered message is an arrow, as in the editor (ten messages within one pixel: ten arrows with the
     * same pixel ends); one never delivered has none.
     */
    @Test
    void everyDeliveredMessageIsAnArrow() {
        TraceColumns.Builder b = new TraceColumns.Builder(1.0);
        int h = b.host("h0");
        int a = b.task("a", h);
        int c = b.task("c", h);
        for (int i = 0; i < 10; i++) {
            b.message(a, c, 0, 1, 0.5 + i * 1e-4, Double.NaN, Double.NaN, 0.75 + i * 1e-4); // within one pixel
        }
        b.message(a, c, 0, 1, 0.25, Double.NaN, Double.NaN, Double.NaN); // never delivered: no arrow
        List<Arrow> arrows = SmallTraces.layout(b.build(), 340, 200, "").arrows();
        assertEquals(10, arrows.size());
        for (int i = 0; i < 10; i++) {
            assertEquals(i, arrows.get(i).message());
            assertEquals(L + 128, arrows.get(i).x0()); // round(256 x 0.5xxx) = 128
            assertEquals(L + 192, arrows.get(i).x1());
        }
    }

    @Test
    void unitsFollowTheSpan() {
        assertEquals("time [us]", unitOf(5e-4));
        assertEquals("time [ms]", unitOf(0.5));
        assertEquals("time [s]", unitOf(120));
        assertEquals("time [min]", unitOf(3600));
        TraceColumns.Builder b = new TraceColumns.Builder(3600);
        b.task("a", b.host("h"));
        List<Tick> ticks = SmallTraces.layout(b.build(), 340, 200, "").ticks();
        // 60 min over 256 px: 2 ticks wanted, raw step 30 min, rounded up to 50: 0 and 50 min
        assertEquals(List.of("0", "50"), ticks.stream().map(Tick::label).toList());
        assertEquals(L + 256 * 3000 / 3600.0, ticks.get(1).x(), 1e-9);
    }

    private static String unitOf(double span) {
        TraceColumns.Builder b = new TraceColumns.Builder(span);
        b.task("a", b.host("h"));
        return SmallTraces.layout(b.build(), 340, 200, "").axisLabel();
    }

    @Test
    void aTooSmallPictureIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> SmallTraces.layout(SmallTraces.oneMessage(), 100, 100, ""));
    }

    /**
     * 5000 messages from a to c, sent at m / 5000 s and received (m mod 7) x 10 ms later: about 9,000
     * distinct arrows, more than {@link SpaceTimeLayout#MAX_ARROWS} messages, so none is drawn and each row gets a
     * density band. Checked against the message ends binned here independently: every bin with ends lies in
     * a band of its row, every band covers only bins with ends, the densest count is the largest bin, and a
     * band's level is ceil(8 ln(1 + peak) / ln(1 + largest)).
     */
    @Test
    void denseMessagesBecomeDensityBandsOfTheirRows() {
        TraceColumns.Builder b = new TraceColumns.Builder(1.1);
        int h = b.host("h");
        int a = b.task("a", h);
        int c = b.task("c", h);
        b.state(a, TraceStates.COMPUTE, 0, 1.1).state(c, TraceStates.COMPUTE, 0, 1.1);
        for (int m = 0; m < 5000; m++) {
            double t = m / 5000.0;
            b.message(a, c, 1, 10, t, t, t + (m % 7) * 0.01, t + (m % 7) * 0.01);
        }
        TraceColumns t = b.build();
        SpaceTimeLayout l = SmallTraces.layout(t, 1400, 300, "");
        assertEquals(List.of(), l.arrows());
        assertEquals(5000, l.messagesDrawn());
        int bins = (int) Math.ceil((l.plotRight() - l.plotLeft()) / SpaceTimeLayout.DENSITY_BIN) + 1;
        int[][] ends = new int[2][bins];
        int most = 0;
        for (int m = 0; m < t.messageCount(); m++) {
            int i = (int) ((l.x(t.messageSendStart(m)) - l.plotLeft()) / SpaceTimeLayout.DENSITY_BIN);
            int j = (int) ((l.x(t.messageReceived(m)) - l.plotLeft()) / SpaceTimeLayout.DENSITY_BIN);
            most = Math.max(most, ++ends[0][i]);
            most = Math.max(most, ++ends[1][j]);
        }
        boolean[][] covered = new boolean[2][bins];
        int peak = 0;
        for (SpaceTimeLayout.Density d : l.densities()) {
            int from = (int) Math.round((d.x0() - l.plotLeft()) / SpaceTimeLayout.DENSITY_BIN);
            int to = (int) Math.round((d.x1() - l.plotLeft()) / SpaceTimeLayout.DENSITY_BIN);
            int runPeak = 0;
            for (int k = from; k < to; k++) {
                assertTrue(ends[d.row()][k] > 0, "band over an empty bin: " + d);
                covered[d.row()][k] = true;
                runPeak = Math.max(runPeak, ends[d.row()][k]);
            }
            assertEquals(runPeak, d.count(), d.toString());
            assertEquals((int) Math.ceil(8 * Math.log1p(runPeak) / Math.log1p(most)), d.level(), d.toString());
            peak = Math.max(peak, d.count());
        }
        for (int r = 0; r < 2; r++) {
            for (int k = 0; k < bins; k++) {
                assertEquals(ends[r][k] > 0, covered[r][k], "row " + r + " bin " + k);
            }
        }
        assertEquals(most, peak);
        String label = "5,000 messages: ends per 2 px (darkest = " + most + ")";
        assertTrue(l.legend().stream().anyMatch(e -> e.label().equals(label)), l.legend().toString());
    }

    /**
     * A thousand and one hosts with a task each in the tallest picture (6000 px): six-pixel gaps between the hosts
     * would take 6000 px, more than the plot; they take a quarter of it instead, 5914 / 4 / 1000 = 1.4785 px each, and
     * the 2002 rows (host and task) share the rest, (5914 - 1478.5) / 2002 px each, inside the plot, every task with
     * its bar.
     */
    @Test
    void aThousandHostsFitInThePicture() {
        TraceColumns.Builder b = new TraceColumns.Builder(1);
        for (int i = 0; i < 1001; i++) {
            int t = b.task("task" + i, b.host("host" + i));
            b.state(t, TraceStates.COMPUTE, 0, 1);
        }
        SpaceTimeLayout l = SmallTraces.layout(b.build(), 1400, 6000, "");
        assertEquals(6000 - 28 - 34 - 24, l.plotBottom() - l.plotTop());
        double row = (5914 - 1000 * (5914 / 4.0 / 1000)) / 2002;
        for (Row r : l.rows()) {
            assertEquals(row, r.y1() - r.y0(), 1e-9);
        }
        assertTrue(l.rows().get(1000).y1() <= l.plotBottom() + 1e-6, l.rows().get(1000).toString());
        assertEquals(1001, l.bars().size());
    }

    /** A hundred tasks on a hundred hosts keep 22 px rows, so their labels stay readable. */
    @Test
    void aHundredRowsKeepReadableRows() {
        TraceColumns.Builder b = new TraceColumns.Builder(1);
        for (int i = 0; i < 101; i++) {
            b.task("task" + i, b.host("host" + i));
        }
        TraceColumns t = b.build();
        int height = lbsim.run.export.SpaceTimePicture.heightFor(SmallTraces.store(t));
        SpaceTimeLayout l = SmallTraces.layout(t, 1400, height, "");
        for (Row r : l.rows()) {
            assertTrue(r.y1() - r.y0() >= 20, "row height " + (r.y1() - r.y0()));
        }
    }
}
