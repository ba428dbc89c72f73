package lbsim.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.model.EthernetNetwork;
import lbsim.model.Host;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.ModelFactory;
import lbsim.model.Platform;
import lbsim.model.Router;
import lbsim.model.RoutedNetwork;
import lbsim.model.Scenario;
import lbsim.model.io.Problem;
import lbsim.model.validation.ScenarioValidator;

/**
 * Rules hostsConnected and validGateway: hosts of different segments exchange messages only through gateways, and
 * a gateway names a host or a router of a routed network; each problem is one line naming the file, the object,
 * the hosts and what is missing.
 */
class GatewayRulesTest {

    private static final ModelFactory F = ModelFactory.eINSTANCE;

    private static List<String> problems(Scenario s) {
        return ScenarioValidator.problems(s, "x.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(Problem::text).toList();
    }

    /** Master m on Ethernet lab, slave s1 on lab, s2 on Ethernet office; a routed network 'building' with router r. */
    private static Scenario twoLans() {
        Scenario s = ModelRulesTest.masterSlave();
        Platform p = s.getPlatform();
        p.getSegments().clear();
        EthernetNetwork lab = F.createEthernetNetwork();
        lab.setName("lab");
        EthernetNetwork office = F.createEthernetNetwork();
        office.setName("office");
        RoutedNetwork building = F.createRoutedNetwork();
        building.setName("building");
        Router r = F.createRouter();
        r.setName("r");
        building.getRouters().add(r);
        p.getSegments().addAll(List.of(lab, office, building));
        MasterSlaveApplication app = (MasterSlaveApplication) s.getApplication();
        app.getSlaves().remove(2); // m, s1, s2
        p.getHosts().remove(3);
        host(p, "m").setSegment(lab);
        host(p, "s1").setSegment(lab);
        host(p, "s2").setSegment(office);
        return s;
    }

    private static Host host(Platform p, String name) {
        return p.getHosts().stream().filter(h -> h.getName().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void twoLansJoinedByARouterAreConnected() {
        Scenario s = twoLans();
        s.getPlatform().getSegments().get(0).setGateway("r");
        s.getPlatform().getSegments().get(1).setGateway("r");
        assertEquals(List.of(), problems(s));
    }

    @Test
    void aLanWithoutAGatewayIsNamed() {
        Scenario s = twoLans();
        s.getPlatform().getSegments().get(0).setGateway("r");
        assertEquals(List.of("x.lbsim: MasterSlaveApplication application: hosts 'm' and 's2' are not connected: 'm' is on 'lab',"
                + " 's2' on 'office', and 'office' names no gateway, but the master sends work to every slave (rule hostsConnected)"),
                problems(s));
        s.getPlatform().getSegments().get(0).setGateway(null);
        assertEquals(List.of("x.lbsim: MasterSlaveApplication application: hosts 'm' and 's2' are not connected: 'm' is on 'lab',"
                + " 's2' on 'office', and no segment names a gateway, but the master sends work to every slave (rule hostsConnected)"),
                problems(s));
    }

    @Test
    void gatewaysThatLeadNowhereAreNamed() {
        Scenario s = twoLans();
        s.getPlatform().getSegments().get(0).setGateway("s1"); // a host of the lab only: joins nothing
        s.getPlatform().getSegments().get(1).setGateway("r");
        assertEquals(List.of("x.lbsim: MasterSlaveApplication application: hosts 'm' and 's2' are not connected: 'm' is on 'lab',"
                + " 's2' on 'office', and no chain of gateways and routed networks joins them, but the master sends work to every"
                + " slave (rule hostsConnected)"), problems(s));
        // a host of the office as the lab's gateway: a station of both LANs, it joins them
        s.getPlatform().getSegments().get(0).setGateway("s2");
        s.getPlatform().getSegments().get(1).setGateway(null);
        assertEquals(List.of(), problems(s));
    }

    @Test
    void aGatewayMustBeAHostOrARouterAndARoutedNetworkHasNone() {
        Scenario s = twoLans();
        s.getPlatform().getSegments().get(0).setGateway("rr");
        s.getPlatform().getSegments().get(1).setGateway("r");
        s.getPlatform().getSegments().get(2).setGateway("m");
        assertEquals(List.of(
                "x.lbsim: EthernetNetwork 'lab': gateway 'rr' is neither a host of the platform nor a router of a routed network"
                        + " (rule validGateway)",
                "x.lbsim: RoutedNetwork 'building': a routed network has no gateway: routes enter it at its own routers and hosts"
                        + " (gateway 'm') (rule validGateway)",
                "x.lbsim: MasterSlaveApplication application: hosts 'm' and 's2' are not connected: 'm' is on 'lab', 's2' on 'office',"
                        + " and no chain of gateways and routed networks joins them, but the master sends work to every slave"
                        + " (rule hostsConnected)"),
                problems(s));
    }

    @Test
    void aClustersRouterIsAGatewayToo() {
        Scenario s = twoLans();
        RoutedNetwork building = (RoutedNetwork) s.getPlatform().getSegments().get(2);
        lbsim.model.Cluster c = F.createCluster();
        c.setName("room");
        building.getClusters().add(c);
        s.getPlatform().getSegments().get(0).setGateway("room_router");
        s.getPlatform().getSegments().get(1).setGateway("r");
        // both are routers of 'building': the model joins them (the run checks the route between them)
        assertEquals(List.of(), problems(s));
    }
}
