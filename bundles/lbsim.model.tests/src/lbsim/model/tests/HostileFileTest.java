package lbsim.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.model.io.ScenarioOverrides;

/**
 * Scenario files and overrides that lbsim used to accept silently or answer with an object dump
 * (issue 14 classes 4, 5 and 6): each is refused with one line naming the file, the object and the rule.
 */
class HostileFileTest {

    @TempDir
    Path dir;

    private static final String PLATFORM = """
              <platform>
                <hosts name="ws1" segment="lan"/>
                <hosts name="ws2" segment="lan"/>
                <segments xsi:type="lbsim:SharedMediumNetwork" name="lan"/>
                GROUPS
              </platform>
            """;

    private static final String TASK = """
              <application xsi:type="lbsim:ObservedTaskApplication"><tasks name="a" host="HOST"/></application>
            """;

    private String problem(String name, String text) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.load(f));
        assertEquals(1, e.messages().size(), e.messages().toString());
        String p = e.messages().get(0);
        assertFalse(p.contains("Impl@"), "no object dumps: " + p);
        return p.substring(dir.toString().length() + 1);
    }

    private String bodyProblem(String body) throws Exception {
        return problem("bad.lbsim", Scenarios.HEADER + body + "</lbsim:Scenario>\n");
    }

    @Test
    void aDoctypeWithAnExternalEntityIsRefused() throws Exception {
        Path secret = dir.resolve("secret.txt");
        Files.writeString(secret, "s3cr3t");
        String p = problem("xxe.lbsim", "<?xml version=\"1.0\"?>\n<!DOCTYPE lbsim:Scenario [ <!ENTITY xxe SYSTEM \""
                + secret.toUri() + "\"> ]>\n" + Scenarios.HEADER.substring(Scenarios.HEADER.indexOf('\n') + 1).replace("name=\"t\"",
                        "name=\"&xxe;\"") + PLATFORM.replace("GROUPS", "") + "</lbsim:Scenario>\n");
        assertEquals("xxe.lbsim:2:10: a DOCTYPE is not allowed in a scenario: lbsim reads no DTD and expands no entities;"
                + " remove it (rule noDoctype)", p);
    }

    @Test
    void aBillionLaughsIsRefusedBeforeAnyExpansion() throws Exception {
        StringBuilder dtd = new StringBuilder("<!DOCTYPE lolz [\n <!ENTITY lol0 \"lol\">\n");
        for (int i = 1; i <= 9; i++) {
            dtd.append(" <!ENTITY lol").append(i).append(" \"").append(("&lol" + (i - 1) + ";").repeat(10)).append("\">\n");
        }
        dtd.append("]>\n");
        String p = problem("lol.lbsim", "<?xml version=\"1.0\"?>\n" + dtd
                + "<lbsim:Scenario xmlns:xmi=\"http://www.omg.org/XMI\" xmlns:lbsim=\"http://lbsim.org/model/1.0\" name=\"&lol9;\"/>\n");
        assertEquals("lol.lbsim:2:10: a DOCTYPE is not allowed in a scenario: lbsim reads no DTD and expands no entities;"
                + " remove it (rule noDoctype)", p);
    }

    @Test
    void theEditorsResourceRefusesADoctypeToo() throws Exception {
        // the IDE reads scenarios through the registered resource factory, not ScenarioLoader
        Path f = dir.resolve("lol.lbsim");
        Files.writeString(f, "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [ <!ENTITY lol \"lol\"> ]>\n"
                + "<lbsim:Scenario xmlns:xmi=\"http://www.omg.org/XMI\" xmlns:lbsim=\"http://lbsim.org/model/1.0\" name=\"&lol;\"/>\n");
        org.eclipse.emf.ecore.resource.ResourceSet rs = new org.eclipse.emf.ecore.resource.impl.ResourceSetImpl();
        rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put("*", new lbsim.model.util.ModelResourceFactoryImpl());
        org.eclipse.emf.ecore.resource.Resource r = rs.createResource(org.eclipse.emf.common.util.URI.createFileURI(f.toString()));
        Exception e = assertThrows(Exception.class, () -> r.load(null));
        assertEquals(true, String.valueOf(e.getMessage()).contains("DOCTYPE"), e.getMessage());
        assertEquals(true, r.getContents().isEmpty(), "nothing was read");
    }

    @Test
    void twoRunElementsAreRefused() throws Exception {
        String p = bodyProblem(PLATFORM.replace("GROUPS", "") + TASK.replace("HOST", "ws1") + "  <run seed=\"1\"/>\n  <run seed=\"5\"/>\n");
        assertEquals("bad.lbsim:11:18: Scenario holds one 'run' element, this is a second one (rule singleElement)", p);
    }

    @Test
    void aHostListedTwiceInAGroupIsNamed() throws Exception {
        String p = bodyProblem(PLATFORM.replace("GROUPS", "<groups name=\"g\" hosts=\"ws1 ws1\"/>") + TASK.replace("HOST", "ws1"));
        assertEquals("bad.lbsim: HostGroup 'g': 'hosts' lists Host 'ws1' twice (rule uniqueListEntries: each Host appears once"
                + " in a list)", p);
    }

    @Test
    void aSlaveListedTwiceIsNamed() throws Exception {
        String p = bodyProblem(PLATFORM.replace("GROUPS", "")
                + "  <application xsi:type=\"lbsim:MasterSlaveApplication\" master=\"ws1\" slaves=\"ws2 ws2\"/>\n");
        assertEquals("bad.lbsim: MasterSlaveApplication application: 'slaves' lists Host 'ws2' twice (rule uniqueListEntries:"
                + " each Host appears once in a list)", p);
    }

    @Test
    void aNameClashIsNamed() throws Exception {
        String p = bodyProblem(PLATFORM.replace("GROUPS", "<groups name=\"ws1\" hosts=\"ws2\"/>") + TASK.replace("HOST", "ws1"));
        assertEquals("bad.lbsim: ObservedTask 'a': 'host' must name a Host, but 'ws1' is a HostGroup (rule referenceType);"
                + " the name is also a Host's: hosts, groups and segments share one name space (rule uniqueHostNames)", p);
    }

    @Test
    void aGroupWhereAHostIsExpectedIsNamed() throws Exception {
        String p = bodyProblem(PLATFORM.replace("GROUPS", "<groups name=\"g\" hosts=\"ws2\"/>") + TASK.replace("HOST", "g"));
        assertEquals("bad.lbsim: ObservedTask 'a': 'host' must name a Host, but 'g' is a HostGroup (rule referenceType)", p);
    }

    @Test
    void aWrongXsiTypeIsNamedWithTheKindsThatFit() throws Exception {
        String kinds = "lbsim:PingPongApplication, lbsim:TokenRingApplication, lbsim:MasterSlaveApplication,"
                + " lbsim:TraceReplayApplication, lbsim:RealApplication, lbsim:ObservedTaskApplication";
        assertEquals("bad.lbsim:9:48: xsi:type 'lbsim:Host' of 'application' is not a kind of Application; 'application' takes "
                + kinds + " (rule knownType)",
                bodyProblem(PLATFORM.replace("GROUPS", "") + "  <application xsi:type=\"lbsim:Host\" name=\"x\"/>\n"));
        assertEquals("bad.lbsim:9:39: xsi:type 'lbsim:Nope' of 'application' is no lbsim type; 'application' takes " + kinds
                + " (rule knownType)", bodyProblem(PLATFORM.replace("GROUPS", "") + "  <application xsi:type=\"lbsim:Nope\"/>\n"));
    }

    @Test
    void anOverrideWithAnEmptyPathIsRefused() {
        for (String bad : List.of("/=1", "run/=1", "/run/seed=1", "run//seed=1")) {
            ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioOverrides.apply(Scenarios.small(), bad), bad);
            assertEquals(1, e.messages().size());
            assertEquals(true, e.getMessage().contains("empty part"), e.getMessage());
        }
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioOverrides.apply(Scenarios.small(), " =1"));
        assertEquals(": the path is empty; name an attribute, e.g. platform/hosts[name=ws1]/speed", e.getMessage());
    }
}
