package lbsim.model.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collection;
import java.util.List;

import org.eclipse.emf.edit.command.CommandParameter;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.IEditingDomainItemProvider;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import lbsim.model.Host;
import lbsim.model.ModelFactory;
import lbsim.model.ModelPackage;
import lbsim.model.Platform;
import lbsim.model.PoissonLoad;
import lbsim.model.Scenario;
import lbsim.model.SchedulerPolicy;
import lbsim.model.provider.ModelItemProviderAdapterFactory;

/** The tuning of lbsim.model.edit's item providers: labels with units, icons, categories, legal children. */
class ItemProviderTuningTest {

    private final ComposedAdapterFactory factory = new ComposedAdapterFactory(new ModelItemProviderAdapterFactory());

    @AfterEach
    void dispose() {
        factory.dispose();
    }

    private String label(Object o) {
        return ((IItemLabelProvider) factory.adapt(o, IItemLabelProvider.class)).getText(o);
    }

    @Test
    void hostLabelSaysNameSpeedProcessorsAndScheduler() {
        Host h = ModelFactory.eINSTANCE.createHost();
        h.setName("ws1");
        h.setSpeed(1.5);
        h.setProcessors(2);
        h.setScheduler(SchedulerPolicy.LINUX_20);
        assertEquals("ws1: speed 1.5, 2 CPUs, linux-2.0", label(h));
        h.setProcessors(1);
        assertEquals("ws1: speed 1.5, 1 CPU, linux-2.0", label(h));
    }

    @Test
    void poissonLabelSaysRateDemandAndNice() {
        PoissonLoad w = ModelFactory.eINSTANCE.createPoissonLoad();
        w.setName("users");
        w.setRatePerSecond(0.2);
        w.setDemand("exponential(mean=2)");
        w.setNice(0);
        assertEquals("PoissonLoad users: 0.2/s, exponential(mean=2), nice 0", label(w));
    }

    @Test
    void aSegmentsLabelNamesItsGateway() {
        lbsim.model.EthernetNetwork lab = ModelFactory.eINSTANCE.createEthernetNetwork();
        lab.setName("lab");
        assertEquals("lab: Ethernet CSMA/CD, 10 Mbit/s", label(lab));
        lab.setGateway("router");
        assertEquals("lab: Ethernet CSMA/CD via router, 10 Mbit/s", label(lab));
    }

    @Test
    void everyKindHasItsOwnIcon() {
        Host h = ModelFactory.eINSTANCE.createHost();
        Object image = ((IItemLabelProvider) factory.adapt(h, IItemLabelProvider.class)).getImage(h);
        assertNotNull(image);
        assertTrue(String.valueOf(image).contains("Host.png"), "Host icon: " + image);
        PoissonLoad w = ModelFactory.eINSTANCE.createPoissonLoad();
        Object wi = ((IItemLabelProvider) factory.adapt(w, IItemLabelProvider.class)).getImage(w);
        assertTrue(String.valueOf(wi).contains("PoissonLoad.png"), "PoissonLoad icon: " + wi);
    }

    @Test
    void propertiesHaveCategoriesAndUnits() {
        Host h = ModelFactory.eINSTANCE.createHost();
        IItemPropertySource s = (IItemPropertySource) factory.adapt(h, IItemPropertySource.class);
        IItemPropertyDescriptor speed = s.getPropertyDescriptor(h, ModelPackage.Literals.HOST__SPEED);
        IItemPropertyDescriptor slice = s.getPropertyDescriptor(h, ModelPackage.Literals.HOST__TIME_SLICE_SECONDS);
        assertEquals("CPU", speed.getCategory(h));
        assertEquals("Speed [x reference]", speed.getDisplayName(h));
        assertEquals("Time Slice Seconds [s]", slice.getDisplayName(h));
        assertEquals("Network", s.getPropertyDescriptor(h, ModelPackage.Literals.HOST__SEGMENT).getCategory(h));
    }

    @Test
    void newChildOffersOnlyLegalKinds() {
        Scenario s = ModelFactory.eINSTANCE.createScenario();
        IEditingDomainItemProvider p = (IEditingDomainItemProvider) factory.adapt(s, IEditingDomainItemProvider.class);
        assertTrue(features(p.getNewChildDescriptors(s, null, null)).contains(ModelPackage.Literals.SCENARIO__PLATFORM));
        Platform platform = ModelFactory.eINSTANCE.createPlatform();
        s.setPlatform(platform);
        List<Object> after = features(p.getNewChildDescriptors(s, null, null));
        assertFalse(after.contains(ModelPackage.Literals.SCENARIO__PLATFORM), "a second platform is offered");
        assertTrue(after.contains(ModelPackage.Literals.SCENARIO__WORKLOADS));
        // workloads: the five concrete kinds, never the abstract Workload
        long workloadKinds = p.getNewChildDescriptors(s, null, null).stream()
                .filter(d -> ((CommandParameter) d).getEStructuralFeature() == ModelPackage.Literals.SCENARIO__WORKLOADS)
                .count();
        assertEquals(5, workloadKinds);
    }

    private static List<Object> features(Collection<?> descriptors) {
        return descriptors.stream().map(d -> (Object) ((CommandParameter) d).getEStructuralFeature()).toList();
    }

    @Test
    void aHostsPowerModelShowsAsFiguresWithUnits() {
        Host h = ModelFactory.eINSTANCE.createHost();
        h.setName("fast1");
        IItemPropertySource s = (IItemPropertySource) factory.adapt(h, IItemPropertySource.class);
        org.eclipse.emf.edit.provider.IItemPropertyDescriptor power = s.getPropertyDescriptors(h).stream()
                .filter(d -> d.getDisplayName(h).equals("Power [W]")).findFirst().orElseThrow();
        assertEquals("not metered", power.getPropertyValue(h));
        // examples/dynamics/energy.lbsim's fast hosts: 95:100:200, 80:85:140 W, 5 W off
        h.setWattagePerState("95:100:200, 80:85:140");
        h.setWattageOff(5);
        assertEquals("pstate 0: idle 95 W, one core 100 W, all cores 200 W; pstate 1: idle 80 W, one core 85 W, all cores"
                + " 140 W; off 5 W", power.getPropertyValue(h));
        h.setWattagePerState("100:200.5");
        h.setWattageOff(0);
        assertEquals("pstate 0: idle 100 W, all cores 200.5 W; off 0 W", power.getPropertyValue(h));
        h.setWattagePerState("lots");
        assertEquals("lots", power.getPropertyValue(h)); // as given; validation names the rule
        assertTrue(!power.canSetProperty(h));
        assertEquals(1, s.getPropertyDescriptors(h).stream().filter(d -> d.getDisplayName(h).equals("Power [W]")).count());
    }
}
