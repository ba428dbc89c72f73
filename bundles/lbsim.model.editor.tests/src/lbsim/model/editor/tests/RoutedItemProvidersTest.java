package lbsim.model.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import lbsim.model.Cluster;
import lbsim.model.Host;
import lbsim.model.Link;
import lbsim.model.LinkSharing;
import lbsim.model.ModelFactory;
import lbsim.model.ModelPackage;
import lbsim.model.NetworkSharingModel;
import lbsim.model.Route;
import lbsim.model.RoutedNetwork;
import lbsim.model.Router;
import lbsim.model.Zone;
import lbsim.model.ZoneRouting;
import lbsim.model.provider.ModelItemProviderAdapterFactory;

/**
 * The item providers of the routed platform's classes (issue 25's RoutedNetwork, Link, Router, Route, Cluster,
 * Zone): a label with their key values in units, an icon of their own, Properties with units and the ecore's
 * documentation as description (issue 29: the genmodel no longer suppresses it).
 */
class RoutedItemProvidersTest {

    private static final ModelFactory F = ModelFactory.eINSTANCE;
    private static final List<EClass> ROUTED = List.of(ModelPackage.Literals.ROUTED_NETWORK, ModelPackage.Literals.LINK,
            ModelPackage.Literals.ROUTER, ModelPackage.Literals.ROUTE, ModelPackage.Literals.CLUSTER,
            ModelPackage.Literals.ZONE);

    private final ComposedAdapterFactory factory = new ComposedAdapterFactory(new ModelItemProviderAdapterFactory());

    @AfterEach
    void dispose() {
        factory.dispose();
    }

    private IItemLabelProvider labels(Object o) {
        return (IItemLabelProvider) factory.adapt(o, IItemLabelProvider.class);
    }

    private String label(Object o) {
        return labels(o).getText(o);
    }

    @Test
    void linkLabelSaysBandwidthLatencyAndSharing() {
        Link l = F.createLink();
        l.setName("wan");
        l.setBandwidthBytesPerSecond(1.25e6);
        l.setLatencySeconds(0.02);
        l.setSharing(LinkSharing.FATPIPE);
        assertEquals("Link wan: 1.25 MB/s, latency 20 ms, fatpipe", label(l));
    }

    @Test
    void routedNetworkLabelSaysModelAndParts() {
        RoutedNetwork n = F.createRoutedNetwork();
        n.setName("grid");
        n.setModel(NetworkSharingModel.CM02);
        n.getLinks().add(F.createLink());
        n.getLinks().add(F.createLink());
        n.getClusters().add(F.createCluster());
        assertEquals("grid: routed, cm02, 2 links, 1 cluster", label(n));
    }

    @Test
    void routerRouteClusterAndZoneLabels() {
        Router r = F.createRouter();
        r.setName("gw");
        assertEquals("Router gw", label(r));

        Route route = F.createRoute();
        route.setFrom("a");
        route.setTo("b");
        route.getLinks().add(F.createLink());
        assertEquals("Route a <-> b: 1 link", label(route));
        route.setSymmetrical(false);
        assertEquals("Route a -> b: 1 link", label(route));

        Cluster c = F.createCluster();
        c.setName("fast");
        Host h1 = F.createHost();
        Host h2 = F.createHost();
        c.getHosts().add(h1);
        c.getHosts().add(h2);
        c.setLatencySeconds(5e-5);
        assertEquals("Cluster fast: 2 hosts, links 125 MB/s, latency 50 µs, splitduplex", label(c));
        c.setBackboneBandwidthBytesPerSecond(1.25e9);
        assertEquals("Cluster fast: 2 hosts, links 125 MB/s, latency 50 µs, splitduplex; backbone 1.25 GB/s,"
                + " latency 0 s, shared", label(c));

        Zone z = F.createZone();
        z.setName("lab");
        z.setRouting(ZoneRouting.FULL);
        z.getHosts().add(h1);
        z.getZones().add(F.createZone());
        assertEquals("Zone lab (full): 1 host, 1 zone", label(z));
    }

    /** Each new kind shows its own icon (icons/full/obj16/KIND.png, drawn by releng/icons/DrawIcons.java), not the generic one. */
    @Test
    void everyRoutedKindHasItsOwnIcon() {
        for (EClass c : ROUTED) {
            EObject o = F.create(c);
            Object image = labels(o).getImage(o);
            assertNotNull(image, c.getName());
            assertTrue(String.valueOf(image).endsWith("/" + c.getName() + ".png"), c.getName() + " icon: " + image);
            assertFalse(label(o).isBlank(), c.getName() + " label");
        }
    }

    /** Properties' description of an attribute is the ecore documentation, not EMF's "The X of the Y". */
    @Test
    void propertyDescriptionsAreTheEcoreDocumentation() {
        Link l = F.createLink();
        IItemPropertySource s = (IItemPropertySource) factory.adapt(l, IItemPropertySource.class);
        IItemPropertyDescriptor bandwidth = s.getPropertyDescriptor(l, ModelPackage.Literals.LINK__BANDWIDTH_BYTES_PER_SECOND);
        assertEquals("Bandwidth Bytes Per Second [B/s]", bandwidth.getDisplayName(l));
        assertEquals("Network", bandwidth.getCategory(l));
        // a link's profiles sit with the hosts' (issue 28)
        assertEquals("Availability, failures and energy",
                s.getPropertyDescriptor(l, ModelPackage.Literals.LINK__BANDWIDTH_PROFILE).getCategory(l));
        assertEquals("Availability, failures and energy",
                s.getPropertyDescriptor(l, ModelPackage.Literals.LINK__LATENCY_PROFILE).getCategory(l));
        String doc = EcoreUtil.getDocumentation(ModelPackage.Literals.LINK__BANDWIDTH_BYTES_PER_SECOND);
        assertNotNull(doc);
        assertTrue(doc.contains("Default 1.25E8"), doc);
        assertEquals(doc, bandwidth.getDescription(l));

        Host h = F.createHost();
        IItemPropertySource hs = (IItemPropertySource) factory.adapt(h, IItemPropertySource.class);
        IItemPropertyDescriptor scheduler = hs.getPropertyDescriptor(h, ModelPackage.Literals.HOST__SCHEDULER);
        assertTrue(scheduler.getDescription(h).startsWith("The weights of processor sharing: linux-2.0"),
                scheduler.getDescription(h));

        // the host extras of issue 28 sit together, with their units
        IItemPropertyDescriptor wattage = hs.getPropertyDescriptor(h, ModelPackage.Literals.HOST__WATTAGE_OFF);
        assertEquals("Availability, failures and energy", wattage.getCategory(h));
        assertEquals("Wattage Off [W]", wattage.getDisplayName(h));
        assertEquals("Availability, failures and energy",
                hs.getPropertyDescriptor(h, ModelPackage.Literals.HOST__TIME_TO_FAILURE).getCategory(h));
        assertEquals("Time To Failure [s, distribution]",
                hs.getPropertyDescriptor(h, ModelPackage.Literals.HOST__TIME_TO_FAILURE).getDisplayName(h));

        // every property of every routed kind has its documentation as description
        for (EClass c : ROUTED) {
            EObject o = F.create(c);
            IItemPropertySource ps = (IItemPropertySource) factory.adapt(o, IItemPropertySource.class);
            for (IItemPropertyDescriptor d : ps.getPropertyDescriptors(o)) {
                EStructuralFeature f = (EStructuralFeature) d.getFeature(o);
                assertEquals(EcoreUtil.getDocumentation(f), d.getDescription(o), c.getName() + "." + f.getName());
                assertFalse(d.getDescription(o).matches("The [A-Z][A-Za-z ]* of the [A-Z][A-Za-z ]*"), // EMF's generic text
                        c.getName() + "." + f.getName() + ": " + d.getDescription(o));
            }
        }
    }
}
