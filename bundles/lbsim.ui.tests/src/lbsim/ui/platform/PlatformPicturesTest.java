package lbsim.ui.platform;

import static lbsim.ui.platform.DiagramKit.settle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.Host;
import lbsim.model.Platform;
import lbsim.model.Scenario;
import lbsim.model.editor.ScenarioEditor;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.result.ResultWriter;

/**
 * Issue 31: the platform diagram after a run (hosts coloured by the busy share of the result folder's hosts.csv), its
 * export as PNG and SVG, the opening time of a 10,000-host platform (printed, not asserted), and the screenshots of
 * docs/ (with -Dlbsim.screenshots=FOLDER).
 */
class PlatformPicturesTest {

    private IWorkbenchPage page;
    private IProject project;

    @BeforeEach
    void setUp() throws Exception {
        page = DiagramKit.page();
        project = DiagramKit.project("platform-pictures");
    }

    @AfterEach
    void tearDown() throws Exception {
        page.closeAllEditors(false);
        settle();
        project.delete(true, true, null);
    }

    private ScenarioEditor twoClusters(String name) throws Exception {
        IFile f = DiagramKit.file(project, name + ".lbsim", PlatformDiagramTest.scenario(name, PlatformDiagramTest.TWO_CLUSTERS,
                PlatformDiagramTest.MASTERSLAVES));
        return DiagramKit.open(page, f);
    }

    /** Runs a scenario file as the command line does and writes its result folder. */
    private static RunOutcome runInto(IFile f, Path out) throws Exception {
        Scenario s = ScenarioLoader.load(f.getLocation().toFile().toPath());
        RunOutcome o = ScenarioRunner.run(s, f.getName(), List.of(), null, null);
        ResultWriter.write(o, out, "test");
        return o;
    }

    @Test
    void afterARunHostsAreColouredByTheirBusyShare(@TempDir Path tmp) throws Exception {
        ScenarioEditor e = twoClusters("used");
        PlatformPage p = DiagramKit.diagram(e);
        RunOutcome o = runInto(e.getFile(), tmp.resolve("run"));
        p.showResults(tmp.resolve("run"));
        settle();
        Platform platform = e.getScenario().getPlatform();
        int coloured = 0;
        double most = 0;
        for (Object h : o.hosts()) { // lbsim.core's HostStats, read through its record components (not API here)
            String name = (String) component(h, "host");
            double utilization = (Double) component(h, "utilization");
            Host host = platform.getHosts().stream().filter(x -> x.getName().equals(name)).findFirst().orElseThrow();
            Figures.Node f = (Figures.Node) ((GraphicalEditPart) p.part(host)).getFigure();
            assertNotNull(f.heat, name);
            assertEquals(Figures.heat(utilization), f.heat.getRGB(), name);
            assertEquals("busy " + Math.round(utilization * 100) + "%", f.lines[f.lines.length - 1]);
            most = Math.max(most, utilization);
            coloured++;
        }
        assertEquals(16, coloured);
        assertTrue(most > 0.5, "the slaves worked: " + o.hosts());
        p.showUtilisation(null, java.util.Map.of(), java.util.Map.of());
        assertEquals(null, ((Figures.Node) ((GraphicalEditPart) p.part(platform.getHosts().get(3))).getFigure()).heat);
    }

    /**
     * Links are coloured by the utilisation column of the result folder's links.csv, and their tooltips give its
     * figures: a folder written by hand (values no run computes, so the colours can only come from the file), then
     * a real run's folder.
     */
    @Test
    void afterARunLinksAreColouredByTheUtilisationInLinksCsv(@TempDir Path tmp) throws Exception {
        ScenarioEditor e = twoClusters("links");
        PlatformPage p = DiagramKit.diagram(e);
        settle();
        Platform platform = e.getScenario().getPlatform();
        lbsim.model.RoutedNetwork net = (lbsim.model.RoutedNetwork) platform.getSegments().get(0);
        lbsim.model.Route wan = net.getRoutes().get(0);
        lbsim.model.Cluster lab = net.getClusters().get(1);
        Host slow2 = lab.getHosts().get(2);

        Path byHand = tmp.resolve("by-hand");
        Files.createDirectories(byHand);
        Files.writeString(byHand.resolve("hosts.csv"), "host,utilization\nslow-2,0.5\n");
        Files.writeString(byHand.resolve("links.csv"), lbsim.run.result.ResultFiles.LINKS.header() + "\n"
                + "campus,wan,shared,1250000.0,2500000,3.5,0.25,3\n"
                + "campus,lab_backbone,shared,1.25E7,9000000,7.25,0.6,5\n"
                + "campus,lab_link_2,shared,1.25E7,13500000,8.0,0.9,2\n"
                + "campus,lab_link_3,shared,1.25E7,1000,0.01,0.04,1\n");
        p.showResults(byHand);
        settle();
        PlatformParts.RoutePart edge = (PlatformParts.RoutePart) p.part(wan);
        assertEquals(Figures.heat(0.25), edge.heatColour().getRGB());
        assertEquals("10 Mb/s, 20 ms, used 25%", edge.text());
        assertTrue(edge.tooltipText().contains("wan: utilisation 25% (2.5 MB carried, busy 3.5 s, at most 3 messages at once)"),
                edge.tooltipText());
        Figures.Container labFigure = (Figures.Container) ((GraphicalEditPart) p.part(lab)).getFigure();
        assertEquals("Cluster lab  (backbone 60%, links up to 90%)", labFigure.title());
        String hostTip = ((org.eclipse.draw2d.Label) ((GraphicalEditPart) p.part(slow2)).getFigure().getToolTip()).getText();
        assertTrue(hostTip.contains("private link lab_link_2: utilisation 90% (13.5 MB carried, busy 8 s, at most 2 messages at once)"),
                hostTip);
        assertTrue(hostTip.contains("busy 50% of the run"), hostTip);
        Figures.Legend legend = ((PlatformParts.DiagramPart) p.viewer().getContents()).legend();
        assertNotNull(legend);
        assertEquals(List.of("Result folder by-hand", "hosts: busy share", "links: utilisation"), List.of(legend.lines()));
        assertTrue(legend.getParent() != null);

        // the picture shows the legend and the coloured edge
        Path png = tmp.resolve("links.png");
        p.export(png);
        BufferedImage img = ImageIO.read(png.toFile());
        int red = 0;
        for (int x = 0; x < img.getWidth(); x++) {
            for (int y = 0; y < img.getHeight(); y++) {
                int c = img.getRGB(x, y);
                red += ((c >> 16) & 0xff) >= 250 && ((c >> 8) & 0xff) <= 12 && (c & 0xff) <= 12 ? 1 : 0; // heat(0.98..1)
            }
        }
        assertTrue(red > 0, "the legend's scale ends in red (100%) in the picture; legend at " + legend.getBounds() + ", picture "
                + img.getWidth() + " x " + img.getHeight());

        // a real run: the edge's colour is the heat of the wan row of the links.csv written
        runInto(e.getFile(), tmp.resolve("run"));
        double wanUse = Double.NaN;
        for (String line : Files.readAllLines(tmp.resolve("run").resolve("links.csv"))) {
            String[] v = line.split(",");
            if (v[1].equals("wan")) {
                wanUse = Double.parseDouble(v[6]);
            }
        }
        assertTrue(wanUse > 0 && wanUse < 1, "wan utilisation " + wanUse);
        p.showResults(tmp.resolve("run"));
        settle();
        assertEquals(Figures.heat(wanUse), edge.heatColour().getRGB());
        assertEquals("10 Mb/s, 20 ms, used " + Math.round(wanUse * 100) + "%", edge.text());

        p.showUtilisation(null, java.util.Map.of(), java.util.Map.of());
        settle();
        assertEquals(null, edge.heatColour());
        assertEquals(null, ((PlatformParts.DiagramPart) p.viewer().getContents()).legend());
        assertEquals("10 Mb/s, 20 ms", edge.text());
    }

    /**
     * A run finished in the IDE (RunReport calls {@link PlatformPage#runFinished}) colours the open diagram of its
     * scenario from its result folder; a folder that is not one run's (no hosts.csv), or another scenario's run,
     * changes nothing.
     */
    @Test
    void aRunFinishedInTheIdeColoursItsScenariosDiagram(@TempDir Path tmp) throws Exception {
        ScenarioEditor e = twoClusters("finished");
        PlatformPage p = DiagramKit.diagram(e);
        settle();
        lbsim.model.Route wan = ((lbsim.model.RoutedNetwork) e.getScenario().getPlatform().getSegments().get(0)).getRoutes().get(0);
        PlatformParts.RoutePart edge = (PlatformParts.RoutePart) p.part(wan);
        Files.createDirectories(tmp.resolve("sweep"));
        PlatformPage.runFinished(e.getFile(), tmp.resolve("sweep"));
        settle();
        assertEquals(null, edge.heatColour());
        runInto(e.getFile(), tmp.resolve("run"));
        PlatformPage.runFinished(project.getFile("other.lbsim"), tmp.resolve("run"));
        settle();
        assertEquals(null, edge.heatColour(), "another scenario's run");
        PlatformPage.runFinished(e.getFile(), tmp.resolve("run"));
        settle();
        assertNotNull(edge.heatColour());
        assertTrue(edge.text().contains(", used "), edge.text());
        assertNotNull(((PlatformParts.DiagramPart) p.viewer().getContents()).legend());
    }

    private static Object component(Object record, String name) throws Exception {
        for (var c : record.getClass().getRecordComponents()) {
            if (c.getName().equals(name)) {
                return c.getAccessor().invoke(record);
            }
        }
        throw new AssertionError(name);
    }

    @Test
    void theDiagramExportsAsPngAndSvg(@TempDir Path tmp) throws Exception {
        ScenarioEditor e = twoClusters("exported");
        PlatformPage p = DiagramKit.diagram(e);
        Path png = tmp.resolve("platform.png");
        Path svg = tmp.resolve("platform.svg");
        p.export(png);
        p.export(svg);
        BufferedImage img = ImageIO.read(png.toFile());
        Rectangle all = ((GraphicalEditPart) p.part(e.getScenario().getPlatform().getSegments().get(0))).getFigure().getBounds();
        assertEquals(all.width + 32, img.getWidth(), "the routed network is the whole diagram, with a 16-pixel margin");
        assertEquals(all.height + 32, img.getHeight());
        // the master's box is orange: a pixel inside it, below its text
        Host master = e.getScenario().getPlatform().getHosts().get(0);
        Rectangle r = ((GraphicalEditPart) p.part(master)).getFigure().getBounds();
        int rgb = img.getRGB(r.x - all.x + 16 + 10, r.y - all.y + 16 + r.height - 8);
        assertEquals(Figures.MASTER.getRGB(), new RGB(rgb >> 16 & 255, rgb >> 8 & 255, rgb & 255));
        String text = Files.readString(svg);
        assertTrue(text.startsWith("<?xml") && text.contains("<svg"), text.substring(0, Math.min(200, text.length())));
        for (String name : List.of("fast-0 (master)", "slow-7 (slave)", "Cluster machine-room", "Cluster lab", "10 Mb/s, 20 ms")) {
            assertTrue(text.contains(name), name);
        }
    }

    /** Opening a 10,000-host platform: printed figures (no timed assertion), recorded in the report. */
    @Test
    void tenThousandHostsOpen() throws Exception {
        StringBuilder b = new StringBuilder("  <platform>\n");
        for (int c = 0; c < 10; c++) {
            for (int i = 0; i < 1000; i++) {
                b.append("    <hosts name=\"c").append(c).append("-").append(i).append("\" segment=\"grid\"/>\n");
            }
        }
        b.append("    <segments xsi:type=\"lbsim:RoutedNetwork\" name=\"grid\">\n");
        for (int c = 0; c < 10; c++) {
            b.append("      <links name=\"up").append(c).append("\" bandwidthBytesPerSecond=\"1.25E9\" latencySeconds=\"1.0E-4\"/>\n");
        }
        b.append("      <routers name=\"core\"/>\n");
        for (int c = 0; c < 10; c++) {
            b.append("      <routes from=\"cl").append(c).append("\" to=\"core\" links=\"up").append(c).append("\"/>\n");
        }
        for (int c = 0; c < 10; c++) {
            b.append("      <clusters name=\"cl").append(c).append("\" hosts=\"");
            for (int i = 0; i < 1000; i++) {
                b.append(i == 0 ? "" : " ").append('c').append(c).append('-').append(i);
            }
            b.append("\"/>\n");
        }
        b.append("    </segments>\n  </platform>\n");
        IFile f = DiagramKit.file(project, "grid.lbsim", PlatformDiagramTest.scenario("grid", b.toString(),
                "master=\"c0-0\" slaves=\"c0-1 c1-1\""));
        settle();
        long l0 = System.nanoTime();
        ScenarioLoader.load(f.getLocation().toFile().toPath());
        long load = System.nanoTime() - l0;
        long t0 = System.nanoTime();
        ScenarioEditor e = (ScenarioEditor) org.eclipse.ui.ide.IDE.openEditor(page, f, ScenarioEditor.ID, true);
        long opened = System.nanoTime();
        e.showPage(1);
        settle();
        long t1 = System.nanoTime();
        PlatformPage p = DiagramKit.diagram(e);
        DiagramKit.validated(p, 0);
        long t2 = System.nanoTime();
        p.refresh();
        long t3 = System.nanoTime();
        var cl0 = ((lbsim.model.RoutedNetwork) e.getScenario().getPlatform().getSegments().get(0)).getClusters().get(0);
        ((GraphicalEditPart) p.part(cl0)).performRequest(new org.eclipse.gef.Request(org.eclipse.gef.RequestConstants.REQ_OPEN));
        settle();
        long t4 = System.nanoTime();
        System.out.printf("PLATFORM-BENCH 10,000 hosts in 10 clusters: open the scenario editor on the Platform page %.0f ms "
                + "(of which opening the editor with its tree %.0f ms, building the diagram %.0f ms; the file alone loads in %.0f ms); rule checks after it %.0f ms; "
                + "one more full refresh %.0f ms; expand a 1,000-host cluster %.0f ms%n", (t1 - t0) / 1e6, (opened - t0) / 1e6, p.openedNanos() / 1e6,
                load / 1e6, p.validatedNanos() / 1e6, (t3 - t2) / 1e6, (t4 - t3) / 1e6);
        assertEquals(1000, ((GraphicalEditPart) p.part(cl0)).getChildren().size());
        assertEquals(1 + 1 + 1 + 10 + 1 + 10 + 1000, p.viewer().getEditPartRegistry().size(),
                "root, platform, network, 10 clusters, router, 10 routes and the expanded cluster's 1,000 hosts");
    }

    // ---- screenshots for docs/ (only with -Dlbsim.screenshots=FOLDER)

    private static Path shots() {
        String out = System.getProperty("lbsim.screenshots", "");
        assumeTrue(!out.isEmpty(), "screenshots only with -Dlbsim.screenshots=FOLDER");
        return Path.of(out);
    }

    private static void saveScreen(Control c, Path file) throws Exception {
        c.redraw();
        c.update();
        long until = System.currentTimeMillis() + 800;
        while (System.currentTimeMillis() < until) {
            settle();
            Thread.sleep(20);
        }
        Display d = c.getDisplay();
        org.eclipse.swt.graphics.Rectangle area = d.map(c.getParent(), null, c.getBounds());
        Image image = new Image(d, area.width, area.height);
        GC gc = new GC(d);
        gc.copyArea(image, area.x, area.y);
        gc.dispose();
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] { image.getImageData() };
        Files.createDirectories(file.getParent());
        loader.save(file.toString(), SWT.IMAGE_PNG);
        image.dispose();
    }

    private static Control editorArea(ScenarioEditor e) {
        Control c = e.getViewer().getControl().getParent(); // the tab folder
        return c;
    }

    @Test
    void screenshots(@TempDir Path tmp) throws Exception {
        Path out = shots();
        page.getWorkbenchWindow().getShell().setMaximized(true);
        ScenarioEditor e = twoClusters("two-clusters");
        page.setEditorAreaVisible(true);
        page.setPartState(page.getReference(e), IWorkbenchPage.STATE_MAXIMIZED);
        settle();
        PlatformPage p = DiagramKit.diagram(e);
        Platform platform = e.getScenario().getPlatform();
        p.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(
                List.of(p.part(platform.getHosts().get(1)), p.part(platform.getHosts().get(11)))));
        settle();
        saveScreen(editorArea(e), out.resolve("ide-platform-two-clusters.png"));

        runInto(e.getFile(), tmp.resolve("run"));
        p.viewer().deselectAll();
        p.showResults(tmp.resolve("run"));
        saveScreen(editorArea(e), out.resolve("ide-platform-utilisation.png"));
        page.closeAllEditors(false);

        StringBuilder b = new StringBuilder("  <platform>\n");
        for (int i = 0; i < 1000; i++) {
            b.append("    <hosts name=\"node-").append(i).append("\" segment=\"site\"/>\n");
        }
        for (int i = 0; i < 4; i++) {
            b.append("    <hosts name=\"front-").append(i).append("\" speed=\"2.0\" processors=\"4\" segment=\"site\"/>\n");
        }
        b.append("    <segments xsi:type=\"lbsim:RoutedNetwork\" name=\"site\">\n")
                .append("      <links name=\"uplink\" bandwidthBytesPerSecond=\"1.25E9\" latencySeconds=\"5.0E-4\"/>\n")
                .append("      <routes from=\"big\" to=\"front\" links=\"uplink\"/>\n")
                .append("      <clusters name=\"big\" hosts=\"");
        for (int i = 0; i < 1000; i++) {
            b.append(i == 0 ? "" : " ").append("node-").append(i);
        }
        b.append("\" backboneBandwidthBytesPerSecond=\"1.25E10\"/>\n      <clusters name=\"front\" hosts=\"front-0 front-1 front-2 front-3\"/>\n")
                .append("    </segments>\n  </platform>\n");
        StringBuilder slaves = new StringBuilder();
        for (int i = 1; i < 1000; i++) {
            slaves.append(i == 1 ? "" : " ").append("node-").append(i);
        }
        IFile f = DiagramKit.file(project, "thousand.lbsim", PlatformDiagramTest.scenario("thousand", b.toString(),
                "master=\"front-0\" slaves=\"" + slaves + "\""));
        ScenarioEditor big = DiagramKit.open(page, f);
        page.setPartState(page.getReference(big), IWorkbenchPage.STATE_MAXIMIZED);
        settle();
        PlatformPage bp = DiagramKit.diagram(big);
        saveScreen(editorArea(big), out.resolve("ide-platform-cluster-collapsed.png"));
        var cluster = ((lbsim.model.RoutedNetwork) big.getScenario().getPlatform().getSegments().get(0)).getClusters().get(0);
        ((GraphicalEditPart) bp.part(cluster)).performRequest(new org.eclipse.gef.Request(org.eclipse.gef.RequestConstants.REQ_OPEN));
        settle();
        bp.zoom().setZoom(0.5);
        settle();
        saveScreen(editorArea(big), out.resolve("ide-platform-cluster-expanded.png"));
    }
}
