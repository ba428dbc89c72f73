package lbsim.ui.platform;

import static lbsim.ui.platform.DiagramKit.at;
import static lbsim.ui.platform.DiagramKit.centre;
import static lbsim.ui.platform.DiagramKit.click;
import static lbsim.ui.platform.DiagramKit.drag;
import static lbsim.ui.platform.DiagramKit.execute;
import static lbsim.ui.platform.DiagramKit.rename;
import static lbsim.ui.platform.DiagramKit.settle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.editparts.ScalableFreeformRootEditPart;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import lbsim.model.Cluster;
import lbsim.model.Host;
import lbsim.model.LinkSharing;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.ModelPackage.Literals;
import lbsim.model.NetworkSharingModel;
import lbsim.model.Platform;
import lbsim.model.Route;
import lbsim.model.RoutedNetwork;
import lbsim.model.Scenario;
import lbsim.model.editor.ScenarioEditor;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.PlatformRoutes;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;

/**
 * Issue 31: the scenario editor's Platform page. A two-cluster platform drawn with the palette's tools (mouse events
 * on the canvas), renamed by direct edit and given its numbers as in Properties, saves to a scenario that the
 * simulator runs exactly as the same platform written by hand (examples/two-clusters.lbsim's platform); undo works
 * across the tree and the diagram; a broken rule marks its host; selecting two hosts highlights the route the
 * simulator's routing gives, checked against the route worked out by hand.
 */
class PlatformDiagramTest {

    static final String HEAD = """
            <?xml version="1.0" encoding="UTF-8"?>
            <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                xmlns:lbsim="http://lbsim.org/model/1.0" name="NAME">
            """;

    static final String APPLICATION = """
              <application xsi:type="lbsim:MasterSlaveApplication" MASTERSLAVES units="300" unitCost="lognormal(mean=0.2, sd=0.1)"
                  requestBytes="64" workBytesFixed="64" workBytesPerUnit="20000" resultBytesFixed="10000" resultBytesPerUnit="0"
                  masterOverheadSeconds="0.0001" strategy="self"/>
              <run seed="7"/>
            </lbsim:Scenario>
            """;

    /** examples/two-clusters.lbsim's platform, by hand. */
    static final String TWO_CLUSTERS = """
              <platform>
                <hosts name="fast-0" speed="2.0" segment="campus"/>
                <hosts name="fast-1" speed="2.0" segment="campus"/>
                <hosts name="fast-2" speed="2.0" segment="campus"/>
                <hosts name="fast-3" speed="2.0" segment="campus"/>
                <hosts name="fast-4" speed="2.0" segment="campus"/>
                <hosts name="fast-5" speed="2.0" segment="campus"/>
                <hosts name="fast-6" speed="2.0" segment="campus"/>
                <hosts name="fast-7" speed="2.0" segment="campus"/>
                <hosts name="slow-0" speed="0.5" segment="campus"/>
                <hosts name="slow-1" speed="0.5" segment="campus"/>
                <hosts name="slow-2" speed="0.5" segment="campus"/>
                <hosts name="slow-3" speed="0.5" segment="campus"/>
                <hosts name="slow-4" speed="0.5" segment="campus"/>
                <hosts name="slow-5" speed="0.5" segment="campus"/>
                <hosts name="slow-6" speed="0.5" segment="campus"/>
                <hosts name="slow-7" speed="0.5" segment="campus"/>
                <segments xsi:type="lbsim:RoutedNetwork" name="campus" model="cm02">
                  <links name="wan" bandwidthBytesPerSecond="1250000.0" latencySeconds="0.02"/>
                  <routes from="machine-room" to="lab" links="wan"/>
                  <clusters name="machine-room" hosts="fast-0 fast-1 fast-2 fast-3 fast-4 fast-5 fast-6 fast-7" bandwidthBytesPerSecond="1.25E8"
                      latencySeconds="5.0E-5" backboneBandwidthBytesPerSecond="1.25E9" backboneLatencySeconds="1.0E-5"
                      backboneSharing="fatpipe"/>
                  <clusters name="lab" hosts="slow-0 slow-1 slow-2 slow-3 slow-4 slow-5 slow-6 slow-7" bandwidthBytesPerSecond="1.25E7" latencySeconds="1.0E-4"
                      sharing="shared" backboneBandwidthBytesPerSecond="1.25E7" backboneLatencySeconds="5.0E-5"/>
                </segments>
              </platform>
            """;

    static final String MASTERSLAVES = "master=\"fast-0\" slaves=\"fast-1 fast-2 fast-3 fast-4 fast-5 fast-6 fast-7 slow-0 slow-1 "
            + "slow-2 slow-3 slow-4 slow-5 slow-6 slow-7\"";

    static String scenario(String name, String platform, String masterSlaves) {
        return HEAD.replace("NAME", name) + platform + APPLICATION.replace("MASTERSLAVES", masterSlaves);
    }

    private IWorkbenchPage page;
    private IProject project;

    @BeforeEach
    void setUp() throws Exception {
        page = DiagramKit.page();
        project = DiagramKit.project("platform-diagram");
    }

    @AfterEach
    void tearDown() throws Exception {
        page.closeAllEditors(false);
        settle();
        project.delete(true, true, null);
    }

    private static GraphicalEditPart part(PlatformPage p, Object model) {
        return assertInstanceOf(GraphicalEditPart.class, p.part(model), "no figure for " + model);
    }

    @Test
    void aTwoClusterPlatformDrawnWithThePaletteRunsAsTheSamePlatformWrittenByHand() throws Exception {
        IFile drawnFile = DiagramKit.file(project, "drawn.lbsim", scenario("drawn", "  <platform/>\n", ""));
        ScenarioEditor e = DiagramKit.open(page, drawnFile);
        PlatformPage p = DiagramKit.diagram(e);
        Platform platform = e.getScenario().getPlatform();
        GraphicalEditPart root = part(p, platform);

        // a routed network on the empty canvas, two clusters in it, eight hosts in each, a link between the clusters
        click(p, "Routed network", at(root, 20, 20));
        RoutedNetwork campus = assertInstanceOf(RoutedNetwork.class, platform.getSegments().get(0));
        click(p, "Cluster", at(part(p, campus), 10, 10));
        click(p, "Cluster", at(part(p, campus.getClusters().get(0)), 20, 10)); // dropped on the first: goes beside it
        assertEquals(2, campus.getClusters().size());
        Cluster fast = campus.getClusters().get(0);
        Cluster slow = campus.getClusters().get(1);
        for (Cluster c : List.of(fast, slow)) {
            for (int i = 0; i < 8; i++) {
                click(p, "Host", at(part(p, c), 20, 10));
            }
        }
        assertEquals(8, fast.getHosts().size());
        assertEquals(8, slow.getHosts().size());
        assertEquals(16, platform.getHosts().size());
        DiagramKit.link(p, centre(part(p, fast)), centre(part(p, slow)));
        assertEquals(1, campus.getRoutes().size(), "one route from the link tool");
        assertEquals(1, campus.getLinks().size());
        assertNotNull(p.part(campus.getRoutes().get(0)), "the route is an edge of the diagram");

        // names by direct edit
        rename(p, part(p, campus), "campus");
        rename(p, part(p, fast), "machine-room");
        rename(p, part(p, slow), "lab");
        for (int i = 0; i < 8; i++) {
            rename(p, part(p, fast.getHosts().get(i)), "fast-" + i);
            rename(p, part(p, slow.getHosts().get(i)), "slow-" + i);
        }
        assertEquals("campus", campus.getName());
        Route route = campus.getRoutes().get(0);
        assertEquals("machine-room", route.getFrom(), "renaming a cluster renames the route's end");
        assertEquals("lab", route.getTo());

        // the numbers, as the Properties view sets them (commands on the same editing domain)
        var d = e.getEditingDomain();
        execute(e, new SetCommand(d, campus, Literals.ROUTED_NETWORK__MODEL, NetworkSharingModel.CM02));
        execute(e, new SetCommand(d, campus.getLinks().get(0), Literals.LINK__NAME, "wan"));
        execute(e, new SetCommand(d, campus.getLinks().get(0), Literals.LINK__BANDWIDTH_BYTES_PER_SECOND, 1250000.0));
        execute(e, new SetCommand(d, campus.getLinks().get(0), Literals.LINK__LATENCY_SECONDS, 0.02));
        execute(e, new SetCommand(d, fast, Literals.CLUSTER__LATENCY_SECONDS, 5.0E-5));
        execute(e, new SetCommand(d, fast, Literals.CLUSTER__BACKBONE_BANDWIDTH_BYTES_PER_SECOND, 1.25E9));
        execute(e, new SetCommand(d, fast, Literals.CLUSTER__BACKBONE_LATENCY_SECONDS, 1.0E-5));
        execute(e, new SetCommand(d, fast, Literals.CLUSTER__BACKBONE_SHARING, LinkSharing.FATPIPE));
        execute(e, new SetCommand(d, slow, Literals.CLUSTER__BANDWIDTH_BYTES_PER_SECOND, 1.25E7));
        execute(e, new SetCommand(d, slow, Literals.CLUSTER__LATENCY_SECONDS, 1.0E-4));
        execute(e, new SetCommand(d, slow, Literals.CLUSTER__SHARING, LinkSharing.SHARED));
        execute(e, new SetCommand(d, slow, Literals.CLUSTER__BACKBONE_BANDWIDTH_BYTES_PER_SECOND, 1.25E7));
        execute(e, new SetCommand(d, slow, Literals.CLUSTER__BACKBONE_LATENCY_SECONDS, 5.0E-5));
        for (Host h : platform.getHosts()) {
            execute(e, new SetCommand(d, h, Literals.HOST__SPEED, fast.getHosts().contains(h) ? 2.0 : 0.5));
        }
        MasterSlaveApplication app = (MasterSlaveApplication) e.getScenario().getApplication();
        execute(e, new SetCommand(d, app, Literals.MASTER_SLAVE_APPLICATION__MASTER, fast.getHosts().get(0)));
        List<Host> slaves = new java.util.ArrayList<>(platform.getHosts().subList(1, 16));
        execute(e, new AddCommand(d, app, Literals.MASTER_SLAVE_APPLICATION__SLAVES, slaves));
        assertEquals("10 Mb/s, 20 ms", ((PlatformParts.RoutePart) p.part(route)).text(),
                "the route's edge says its link's bandwidth and latency");
        assertEquals("master", ((PlatformParts.NodePart) p.part(fast.getHosts().get(0))).d.structure.role(fast.getHosts().get(0)));

        assertTrue(e.isDirty());
        e.doSave(null);
        settle();
        assertFalse(e.isDirty());
        Path drawn = drawnFile.getLocation().toFile().toPath();
        Path layout = DiagramNotation.fileOf(drawn);
        assertTrue(Files.isRegularFile(layout), "the positions of dropped figures go to " + layout);
        assertTrue(Files.readString(layout).contains("at RoutedNetwork campus "), Files.readString(layout));
        assertFalse(Files.readString(drawn).contains("campus 2"), "no position in the scenario");

        // the saved file and the hand-written one, loaded and run as the command line does
        Path byHand = project.getLocation().toFile().toPath().resolve("by-hand.lbsim");
        Files.writeString(byHand, scenario("drawn", TWO_CLUSTERS, MASTERSLAVES));
        Scenario a = ScenarioLoader.load(drawn);
        Scenario b = ScenarioLoader.load(byHand);
        assertTrue(EcoreUtil.equals(a.getPlatform(), b.getPlatform()), "the drawn platform is the hand-written one");
        RunOutcome ra = ScenarioRunner.run(a, "drawn.lbsim", List.of(), null, null);
        RunOutcome rb = ScenarioRunner.run(b, "by-hand.lbsim", List.of(), null, null);
        assertEquals(rb.simulatedEndSeconds(), ra.simulatedEndSeconds());
        assertEquals(rb.eventsProcessed(), ra.eventsProcessed());
        assertEquals(rb.hosts(), ra.hosts());
        assertEquals(rb.tasks(), ra.tasks());
        assertTrue(ra.simulatedEndSeconds() > 0);

        // and through the command line: lbsim run FILE --out DIR, the same result files byte for byte
        Path out = project.getLocation().toFile().toPath().resolve("out");
        java.io.ByteArrayOutputStream sink = new java.io.ByteArrayOutputStream();
        java.io.PrintStream ps = new java.io.PrintStream(sink, true, java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, lbsim.app.Cli.execute(new String[] { "run", drawn.toString(), "--out", out.resolve("drawn").toString() },
                ps, ps), sink::toString);
        assertEquals(0, lbsim.app.Cli.execute(new String[] { "run", byHand.toString(), "--out", out.resolve("by-hand").toString() },
                ps, ps), sink::toString);
        for (String name : List.of("hosts.csv", "tasks.csv", "shares.csv")) {
            assertEquals(Files.readString(out.resolve("by-hand").resolve(name)), Files.readString(out.resolve("drawn").resolve(name)),
                    name);
        }
    }

    @Test
    void undoWorksAcrossTheTreeAndTheDiagram() throws Exception {
        IFile f = DiagramKit.file(project, "two.lbsim", scenario("two", TWO_CLUSTERS, MASTERSLAVES));
        ScenarioEditor e = DiagramKit.open(page, f);
        PlatformPage p = DiagramKit.diagram(e);
        Platform platform = e.getScenario().getPlatform();
        RoutedNetwork campus = (RoutedNetwork) platform.getSegments().get(0);
        Cluster lab = campus.getClusters().get(1);

        // a host dropped in the diagram, undone by the tree's Undo (the editor's action, Edit > Undo)
        click(p, "Host", at(part(p, lab), 5, 5));
        assertEquals(17, platform.getHosts().size());
        Host added = platform.getHosts().get(16);
        assertTrue(lab.getHosts().contains(added));
        assertNotNull(p.part(added));
        assertTrue(e.isDirty());
        e.getViewer().getControl().setFocus();
        e.showPage(0);
        org.eclipse.jface.action.IAction undo = e.getEditorSite().getActionBars()
                .getGlobalActionHandler(org.eclipse.ui.actions.ActionFactory.UNDO.getId());
        assertTrue(undo.isEnabled());
        undo.run();
        settle();
        assertEquals(16, platform.getHosts().size());
        assertFalse(lab.getHosts().contains(added));
        e.showPage(1);
        settle();
        assertNull(p.part(added), "the figure went with the undo");
        assertFalse(e.isDirty());

        // a host deleted in the tree, restored by GEF's undo in the diagram
        Host slow3 = lab.getHosts().get(3);
        e.showPage(0);
        e.getViewer().setSelection(new StructuredSelection(slow3));
        e.getEditorSite().getActionBars().getGlobalActionHandler(org.eclipse.ui.actions.ActionFactory.DELETE.getId()).run();
        settle();
        assertFalse(platform.getHosts().contains(slow3));
        e.showPage(1);
        settle();
        assertNull(p.part(slow3));
        assertTrue(p.editDomain().getCommandStack().canUndo());
        p.editDomain().getCommandStack().undo();
        settle();
        assertTrue(platform.getHosts().contains(slow3));
        assertTrue(lab.getHosts().contains(slow3));
        assertNotNull(p.part(slow3), "the figure is back");
        p.editDomain().getCommandStack().redo();
        settle();
        assertNull(p.part(slow3));
        p.editDomain().getCommandStack().undo();
        settle();

        // a figure moved by dragging: a notation change, undone and redone on the same stack, never in the scenario
        GraphicalEditPart labPart = part(p, lab);
        var before = labPart.getFigure().getBounds().getCopy();
        drag(p, null, at(labPart, 60, -12), at(labPart, 160, 28));
        assertNotNull(p.notation().position(lab), "the drag recorded a position");
        var after = part(p, lab).getFigure().getBounds().getCopy();
        assertEquals(before.x + 100, after.x);
        assertEquals(before.y + 40, after.y);
        e.getEditingDomain().getCommandStack().undo();
        settle();
        assertNull(p.notation().position(lab));
        assertEquals(before, part(p, lab).getFigure().getBounds());
        e.getEditingDomain().getCommandStack().redo();
        settle();
        assertEquals(after, part(p, lab).getFigure().getBounds());

        // zoom (GEF 3.2's ZoomManager on today's JFace)
        ZoomManager zoom = ((ScalableFreeformRootEditPart) p.viewer().getRootEditPart()).getZoomManager();
        zoom.setZoom(0.5);
        settle();
        assertEquals(0.5, zoom.getZoom());
        zoom.zoomIn();
        assertTrue(zoom.getZoom() > 0.5);
        zoom.setZoom(1);
        settle();

        // deleting a cluster in the diagram deletes the route that names it, and undo brings both back
        Route r = campus.getRoutes().get(0);
        p.viewer().setSelection(new StructuredSelection(part(p, lab)));
        org.eclipse.gef.requests.GroupRequest del = new org.eclipse.gef.requests.GroupRequest(org.eclipse.gef.RequestConstants.REQ_DELETE);
        del.setEditParts(part(p, lab));
        p.editDomain().getCommandStack().execute(part(p, lab).getCommand(del));
        settle();
        assertFalse(campus.getClusters().contains(lab));
        assertFalse(campus.getRoutes().contains(r));
        assertTrue(campus.getLinks().isEmpty(), "the route's link went with it");
        e.getEditingDomain().getCommandStack().undo();
        settle();
        assertTrue(campus.getClusters().contains(lab));
        assertTrue(campus.getRoutes().contains(r));
        assertNotNull(p.part(r));

        // the same through Edit > Delete (the editor's action) with the cluster selected in the diagram
        p.viewer().setSelection(new StructuredSelection(part(p, lab)));
        settle();
        org.eclipse.jface.action.IAction delete = e.getEditorSite().getActionBars()
                .getGlobalActionHandler(org.eclipse.ui.actions.ActionFactory.DELETE.getId());
        assertTrue(delete.isEnabled());
        delete.run();
        settle();
        assertFalse(campus.getClusters().contains(lab));
        assertFalse(campus.getRoutes().contains(r));
        assertTrue(campus.getLinks().isEmpty());
        assertTrue(platform.getHosts().stream().anyMatch(h -> h.getName().startsWith("slow")), "the hosts stay (only the cluster goes)");
        e.getEditingDomain().getCommandStack().undo();
        settle();
        assertTrue(campus.getRoutes().contains(r));
        assertNotNull(p.part(lab));
    }

    @Test
    void aHostThatBreaksARuleIsMarkedAsInTheProblemsView() throws Exception {
        IFile f = DiagramKit.file(project, "broken.lbsim", scenario("broken", TWO_CLUSTERS, MASTERSLAVES));
        ScenarioEditor e = DiagramKit.open(page, f);
        PlatformPage p = DiagramKit.diagram(e);
        Platform platform = e.getScenario().getPlatform();
        Host slow2 = platform.getHosts().get(10);
        assertEquals(0, p.problemLevel(slow2));
        Figures.Node figure = (Figures.Node) part(p, slow2).getFigure();
        assertEquals(Figures.LINE, figure.border());

        DiagramKit.validated(p, 0); // the check after opening
        int checks = p.validations();
        execute(e, new SetCommand(e.getEditingDomain(), slow2, Literals.HOST__SPEED, -1.0));
        DiagramKit.validated(p, checks);
        assertEquals(2, p.problemLevel(slow2));
        assertEquals(Figures.ERROR, figure.border());
        assertTrue(p.problems().stream().anyMatch(q -> "positiveSpeed".equals(q.rule()) && q.objectUri() != null
                && q.objectUri().endsWith("#slow-2")), p.problems().toString());
        String tip = ((org.eclipse.draw2d.Label) figure.getToolTip()).getText();
        assertTrue(tip.contains("rule positiveSpeed"), tip);
        Cluster lab = ((RoutedNetwork) platform.getSegments().get(0)).getClusters().get(1);
        assertEquals(2, p.problemLevel(lab), "the cluster around it is marked too (it may be collapsed)");
        assertEquals(0, p.problemLevel(platform.getHosts().get(9)));

        // the same records as the Problems view: the editor's markers after a save
        e.doSave(null);
        settle();
        var markers = f.findMarkers(lbsim.model.editor.ScenarioMarkers.TYPE, true, 0);
        assertTrue(java.util.Arrays.stream(markers).anyMatch(m -> "positiveSpeed".equals(m.getAttribute("lbsim.rule", ""))));

        checks = p.validations();
        e.getEditingDomain().getCommandStack().undo();
        DiagramKit.validated(p, checks);
        assertEquals(0, p.problemLevel(slow2));
    }

    @Test
    void twoSelectedHostsHighlightTheRouteTheSimulatorTakes() throws Exception {
        IFile f = DiagramKit.file(project, "route.lbsim", scenario("route", TWO_CLUSTERS, MASTERSLAVES));
        ScenarioEditor e = DiagramKit.open(page, f);
        PlatformPage p = DiagramKit.diagram(e);
        Platform platform = e.getScenario().getPlatform();
        RoutedNetwork campus = (RoutedNetwork) platform.getSegments().get(0);
        Host fast1 = platform.getHosts().get(1);
        Host slow3 = platform.getHosts().get(11);
        DiagramKit.select(p, part(p, fast1), false);
        DiagramKit.select(p, part(p, slow3), true);
        assertEquals(2, p.viewer().getSelectedEditParts().size());

        // by hand (SimGrid's cluster routing): up fast-1's private link, the machine room's backbone, the WAN link of the
        // route between the clusters, the lab's backbone, down slow-3's private link
        List<String> expected = List.of("machine-room_link_1", "machine-room_backbone", "wan", "lab_backbone", "lab_link_3");
        assertEquals(expected, p.highlightedRoute().stream().map(PlatformRoutes.Hop::link).toList());
        assertEquals(List.of(false, false, false, false, true), p.highlightedRoute().stream().map(PlatformRoutes.Hop::down).toList());
        assertEquals(Set.of(campus.getLinks().get(0)), p.highlightedLinks());
        Figures.Container machineRoom = (Figures.Container) part(p, campus.getClusters().get(0)).getFigure();
        assertTrue(machineRoom.highlighted);
        assertTrue(((Figures.Container) part(p, campus.getClusters().get(1)).getFigure()).highlighted);

        // two hosts of one cluster: the route stays inside it, the WAN edge is not highlighted
        DiagramKit.select(p, part(p, platform.getHosts().get(2)), false);
        DiagramKit.select(p, part(p, platform.getHosts().get(5)), true);
        assertEquals(List.of("machine-room_link_2", "machine-room_backbone", "machine-room_link_5"),
                p.highlightedRoute().stream().map(PlatformRoutes.Hop::link).toList());
        assertTrue(p.highlightedLinks().isEmpty());
        assertFalse(((Figures.Container) part(p, campus.getClusters().get(1)).getFigure()).highlighted);

        // what is selected in the tree is selected in the diagram when the Platform page is shown
        Host slow5 = platform.getHosts().get(13);
        e.showPage(0);
        e.getViewer().setSelection(new StructuredSelection(slow5), true);
        settle();
        e.showPage(1);
        settle();
        assertEquals(List.of(p.part(slow5)), p.viewer().getSelectedEditParts());

        // a selected route is highlighted with the clusters it joins (the tree lists routes once lbsim.model.edit has
        // item providers for the routed-network classes; here it is selected in the diagram)
        p.viewer().setSelection(new StructuredSelection(p.part(campus.getRoutes().get(0))));
        settle();
        assertEquals(Set.of(campus.getLinks().get(0)), p.highlightedLinks());
        assertTrue(((Figures.Container) part(p, campus.getClusters().get(1)).getFigure()).highlighted);
    }

    @Test
    void aThousandHostClusterIsOneBoxUntilExpanded() throws Exception {
        StringBuilder hosts = new StringBuilder("  <platform>\n");
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            hosts.append("    <hosts name=\"n").append(i).append("\" segment=\"net\"/>\n");
            names.append(i == 0 ? "" : " ").append('n').append(i);
        }
        hosts.append("    <segments xsi:type=\"lbsim:RoutedNetwork\" name=\"net\">\n      <clusters name=\"big\" hosts=\"")
                .append(names).append("\"/>\n    </segments>\n  </platform>\n");
        IFile f = DiagramKit.file(project, "big.lbsim", scenario("big", hosts.toString(), "master=\"n0\" slaves=\"n1 n2 n3\""));
        ScenarioEditor e = DiagramKit.open(page, f);
        PlatformPage p = DiagramKit.diagram(e);
        Platform platform = e.getScenario().getPlatform();
        Cluster big = ((RoutedNetwork) platform.getSegments().get(0)).getClusters().get(0);
        GraphicalEditPart bigPart = part(p, big);
        assertTrue(bigPart.getChildren().isEmpty(), "collapsed: no host figures");
        assertNull(p.part(platform.getHosts().get(0)));
        Figures.Container box = (Figures.Container) bigPart.getFigure();
        assertTrue(box.summary.startsWith("1,000 hosts, 1 master, 3 slave"), box.summary);

        // a double-click expands it (a notation change: undoable, saved in the layout file)
        bigPart.performRequest(new org.eclipse.gef.Request(org.eclipse.gef.RequestConstants.REQ_OPEN));
        settle();
        assertEquals(1000, part(p, big).getChildren().size());
        assertNotNull(p.part(platform.getHosts().get(999)));
        e.doSave(null);
        assertTrue(Files.readString(DiagramNotation.fileOf(f.getLocation().toFile().toPath())).contains("expanded Cluster big"));
        e.getEditingDomain().getCommandStack().undo();
        settle();
        assertTrue(part(p, big).getChildren().isEmpty());
    }

    @Test
    void switchesZonesAndRoutersFromThePalette() throws Exception {
        IFile f = DiagramKit.file(project, "kinds.lbsim", scenario("kinds", "  <platform/>\n", ""));
        ScenarioEditor e = DiagramKit.open(page, f);
        PlatformPage p = DiagramKit.diagram(e);
        Platform platform = e.getScenario().getPlatform();
        click(p, "Switch", at(part(p, platform), 20, 20));
        lbsim.model.SwitchedNetwork lan = assertInstanceOf(lbsim.model.SwitchedNetwork.class, platform.getSegments().get(0));
        click(p, "Host", at(part(p, lan), 10, 10));
        assertEquals(lan, platform.getHosts().get(0).getSegment(), "a host dropped on a switch is on its segment");
        assertEquals("Switch " + lan.getName(), ((Figures.Container) part(p, lan).getFigure()).title());
        click(p, "Cluster", at(part(p, lan), 10, 10));
        assertEquals(1, platform.getSegments().size(), "no cluster on a switch: the drop went to the canvas, which refuses it");

        click(p, "Routed network", at(part(p, platform), 420, 20)); // beside the switch, inside the visible canvas
        RoutedNetwork net = assertInstanceOf(RoutedNetwork.class, platform.getSegments().get(1));
        click(p, "Zone", at(part(p, net), 10, 10));
        lbsim.model.Zone zone = net.getZones().get(0);
        click(p, "Host", at(part(p, zone), 10, 10));
        Host inZone = platform.getHosts().get(1);
        assertTrue(zone.getHosts().contains(inZone));
        assertEquals(net, inZone.getSegment());
        click(p, "Router", at(part(p, zone), 160, 10)); // to the right of the host
        assertEquals(1, zone.getRouters().size());
        DiagramKit.link(p, centre(part(p, inZone)), centre(part(p, zone.getRouters().get(0))));
        assertEquals(1, zone.getRoutes().size(), "a route inside the zone");
        assertEquals(inZone.getName(), zone.getRoutes().get(0).getFrom());
        assertEquals(1, net.getLinks().size(), "its link belongs to the network");
        assertNotNull(p.part(zone.getRoutes().get(0)));
        DiagramKit.link(p, centre(part(p, inZone)), centre(part(p, platform.getHosts().get(0))));
        assertEquals(1, zone.getRoutes().size(), "no route from a zone's host to a host on a switch");
    }

    /**
     * A host dragged with the selection tool from one cluster onto another joins it (an EMF command: out of the lab's
     * hosts, into the machine room's, at the drop point); the figure it was dropped on moves aside; undo puts it back.
     */
    @Test
    void aHostDraggedIntoAnotherClusterJoinsItAndUndoPutsItBack() throws Exception {
        IFile f = DiagramKit.file(project, "drag.lbsim", scenario("drag", TWO_CLUSTERS, MASTERSLAVES));
        ScenarioEditor e = DiagramKit.open(page, f);
        PlatformPage p = DiagramKit.diagram(e);
        RoutedNetwork campus = (RoutedNetwork) e.getScenario().getPlatform().getSegments().get(0);
        Cluster room = campus.getClusters().get(0);
        Cluster lab = campus.getClusters().get(1);
        Host slow3 = lab.getHosts().get(3);
        Host fast5 = room.getHosts().get(5);
        settle();

        drag(p, null, centre(part(p, slow3)), centre(part(p, fast5)));
        assertFalse(lab.getHosts().contains(slow3));
        assertTrue(room.getHosts().contains(slow3), "the host joined the cluster it was dropped in");
        assertEquals(9, room.getHosts().size());
        assertEquals(campus, slow3.getSegment());
        assertTrue(e.isDirty());
        assertNotNull(p.notation().position(slow3), "placed where it was dropped");
        // inside the machine room now, and on no other figure there
        assertEquals(room, part(p, slow3).getParent().getModel());
        var placed = part(p, slow3).getFigure().getBounds();
        for (Host h : room.getHosts()) {
            if (h != slow3) {
                assertFalse(part(p, h).getFigure().getBounds().intersects(placed), h.getName() + " under the dropped host");
            }
        }

        e.getEditingDomain().getCommandStack().undo();
        settle();
        assertTrue(lab.getHosts().contains(slow3));
        assertEquals(3, lab.getHosts().indexOf(slow3), "back in its place in the lab");
        assertFalse(room.getHosts().contains(slow3));
        assertNull(p.notation().position(slow3));
        assertEquals(lab, part(p, slow3).getParent().getModel());
        assertFalse(e.isDirty());
        e.getEditingDomain().getCommandStack().redo();
        settle();
        assertTrue(room.getHosts().contains(slow3));

        assertNull(new PlatformEdits(e.getEditingDomain(), p.notation(), () -> { }).moveHost(slow3, room, null),
                "already there");
    }

    /**
     * A figure moved by hand onto a place the automatic layout gives another: the other moves aside (to the right,
     * with the figures after it in its row), so no two figures of a container overlap.
     */
    @Test
    void handPlacedFiguresDoNotCoverAutomaticallyPlacedOnes() throws Exception {
        IFile f = DiagramKit.file(project, "overlap.lbsim", scenario("overlap", TWO_CLUSTERS, MASTERSLAVES));
        ScenarioEditor e = DiagramKit.open(page, f);
        PlatformPage p = DiagramKit.diagram(e);
        RoutedNetwork campus = (RoutedNetwork) e.getScenario().getPlatform().getSegments().get(0);
        Cluster lab = campus.getClusters().get(1);
        settle();
        var first = part(p, lab.getHosts().get(0)).getFigure().getBounds().getCopy();
        var third = part(p, lab.getHosts().get(2)).getFigure().getBounds().getCopy();
        // slow-5 (second row) dragged by hand onto slow-2's place (first row)
        GraphicalEditPart slow5 = part(p, lab.getHosts().get(5));
        Point from = centre(slow5);
        Point to = new Point(from.x + (third.x - slow5.getFigure().getBounds().x), from.y + (third.y - slow5.getFigure().getBounds().y));
        drag(p, null, from, to);
        assertNotNull(p.notation().position(lab.getHosts().get(5)));
        assertEquals(third.getLocation(), part(p, lab.getHosts().get(5)).getFigure().getBounds().getLocation());
        assertEquals(first, part(p, lab.getHosts().get(0)).getFigure().getBounds(), "figures left of it stay");
        for (int i = 0; i < 8; i++) {
            for (int j = i + 1; j < 8; j++) {
                var a = part(p, lab.getHosts().get(i)).getFigure().getBounds();
                var b = part(p, lab.getHosts().get(j)).getFigure().getBounds();
                assertFalse(a.intersects(b), lab.getHosts().get(i).getName() + " and " + lab.getHosts().get(j).getName() + ": " + a
                        + ", " + b);
            }
        }
        assertTrue(part(p, lab.getHosts().get(2)).getFigure().getBounds().x > third.x, "slow-2 moved aside");
    }

    /** The palette's tools have the tree's 16x16 icons (lbsim.model.edit's). */
    @Test
    void paletteToolsHaveIcons() throws Exception {
        IFile f = DiagramKit.file(project, "icons.lbsim", scenario("icons", "  <platform/>\n", ""));
        PlatformPage p = DiagramKit.diagram(DiagramKit.open(page, f));
        for (String tool : List.of("Host", "Cluster", "Zone", "Router", "Switch", "Routed network", "Link")) {
            var entry = DiagramKit.tool(p, tool);
            assertNotNull(entry.getSmallIcon(), tool);
            org.eclipse.swt.graphics.ImageData data = entry.getSmallIcon().getImageData(100);
            assertNotNull(data, tool);
            assertEquals(16, data.width, tool);
            assertEquals(16, data.height, tool);
        }
    }
}
