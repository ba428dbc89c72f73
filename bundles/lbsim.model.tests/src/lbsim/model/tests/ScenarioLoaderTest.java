package lbsim.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.Host;
import lbsim.model.ObservedTaskApplication;
import lbsim.model.PermanentLoad;
import lbsim.model.Scenario;
import lbsim.model.SchedulerPolicy;
import lbsim.model.io.Problem;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;

class ScenarioLoaderTest {

    @TempDir
    Path dir;

    @Test
    void readsEveryAttributeAndResolvesHostsByName() throws Exception {
        Scenario s = ScenarioLoader.load(Scenarios.write(dir, "ok.lbsim", Scenarios.VALID_BODY));
        Host h = s.getPlatform().getHosts().get(0);
        assertEquals("ws1", h.getName());
        assertEquals(1.5, h.getSpeed());
        assertEquals(2, h.getProcessors());
        assertEquals(SchedulerPolicy.EQUAL, h.getScheduler());
        PermanentLoad load = (PermanentLoad) s.getWorkloads().get(0);
        assertSame(h, load.getHost());
        assertEquals(2, load.getCount());
        assertEquals(5, load.getNice());
        ObservedTaskApplication app = (ObservedTaskApplication) s.getApplication();
        assertEquals(12.5, app.getTasks().get(0).getWorkSeconds());
        assertEquals(3, app.getTasks().get(0).getNice());
        assertSame(h, app.getTasks().get(0).getHost());
        assertEquals(42L, s.getRun().getSeed());
    }

    @Test
    void saveThenLoadGivesTheSameScenario() throws Exception {
        Scenario s = Scenarios.small();
        Path file = dir.resolve("saved.lbsim");
        ScenarioLoader.save(s, file);
        String text = Files.readString(file);
        assertTrue(text.contains("host=\"ws1\""), "hosts are referenced by name:\n" + text);
        Scenario back = ScenarioLoader.load(file);
        assertTrue(org.eclipse.emf.ecore.util.EcoreUtil.equals(s, back), "round trip changed the scenario:\n" + text);
    }

    private String problem(String body) throws Exception {
        Path f = Scenarios.write(dir, "bad.lbsim", body);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.load(f));
        assertEquals(1, e.messages().size(), "one line per problem: " + e.messages());
        return e.messages().get(0);
    }

    @Test
    void malformedXmlNamesFileLineAndColumn() throws Exception {
        String p = problem("  <platform>\n    <hosts name=\"ws1\"/>\n");
        assertTrue(p.startsWith(dir.resolve("bad.lbsim") + ":5:"), p); // the unclosed platform is noticed at line 5
        assertTrue(p.contains("malformed XML"), p);
    }

    @Test
    void bytesThatAreNotUtf8AreMalformedXmlWithoutTheParsersClassName() throws Exception {
        // found by CliFuzzTest (a byte flip in an attribute value): before the fix the line read
        // "...:7:21: com.sun.org.apache.xerces.internal.impl.io.MalformedByteSequenceException: Invalid byte 1 of ..."
        Path f = Scenarios.write(dir, "bytes.lbsim", Scenarios.VALID_BODY);
        String text = Files.readString(f);
        int at = text.indexOf("name=\"ws1\"") + 7;
        byte[] b = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        b[at] = (byte) 0xF7; // 'w' becomes a byte that starts no UTF-8 sequence
        Files.write(f, b);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.load(f));
        assertEquals(1, e.messages().size(), "one line per problem: " + e.messages());
        String p = e.messages().get(0);
        assertTrue(p.startsWith(f + ":"), p);
        assertTrue(p.contains(": malformed XML: not valid text in the file's encoding (UTF-8 unless the XML declaration names"
                + " another): Invalid byte "), p);
        assertTrue(!p.contains("Exception"), p);
    }

    @Test
    void anUnknownAttributeIsNamedWithItsLine() throws Exception {
        String p = problem("  <platform>\n    <hosts name=\"ws1\" sped=\"2\"/>\n  </platform>\n");
        assertTrue(p.startsWith(dir.resolve("bad.lbsim") + ":4:"), p); // line 1: XML declaration, 2: root, 3: platform
        assertTrue(p.contains("'sped'"), p);
    }

    /** The load problems are records: the file, line and rule as fields, the text as before. */
    @Test
    void loadProblemsAreRecordsWithTheirPositionObjectAndRule() throws Exception {
        Path f = Scenarios.write(dir, "bad.lbsim", "  <platform>\n    <hosts name=\"ws1\" sped=\"2\"/>\n  </platform>\n");
        Problem p = assertThrows(ScenarioException.class, () -> ScenarioLoader.load(f)).problems().get(0);
        assertEquals(f.toString(), p.file());
        assertEquals(4, p.line());
        assertEquals("knownFeature", p.rule());
        assertEquals("Host 'ws1'", p.objectLabel(), "the object that has the unknown attribute");
        assertEquals("unknown attribute or element 'sped' (rule: only the metamodel's features are allowed)", p.message());
        assertEquals(f + ":4:" + p.column() + ": " + p.message(), p.text());

        Path g = Scenarios.write(dir, "ref.lbsim", Scenarios.VALID_BODY.replace("host=\"ws1\" count", "host=\"ws9\" count"));
        Problem r = assertThrows(ScenarioException.class, () -> ScenarioLoader.load(g)).problems().get(0);
        assertEquals("referencesResolve", r.rule());
        assertEquals("host", r.feature());
        assertEquals("PermanentLoad workloads[0]", r.objectLabel());
        assertEquals("unknown reference 'ws9': no object of that name in the scenario (hosts are referred to by name;"
                + " rule: references must resolve)", r.message());
        assertTrue(r.line() > 0 && r.text().startsWith(g + ":" + r.line() + ":"), r.text());
    }

    @Test
    void anUnknownHostReferenceIsNamed() throws Exception {
        String p = problem(Scenarios.VALID_BODY.replace("host=\"ws1\" count", "host=\"ws9\" count"));
        assertTrue(p.contains("'ws9'") && p.contains(dir.resolve("bad.lbsim").toString()), p);
    }

    @Test
    void aValueOfTheWrongTypeIsNamed() throws Exception {
        String p = problem(Scenarios.VALID_BODY.replace("speed=\"1.5\"", "speed=\"fast\""));
        assertTrue(p.contains("'fast'") && p.contains(":4:") && p.contains("type"), p);
    }

    @Test
    void aMissingFileIsSaidSo() {
        Path f = dir.resolve("nope.lbsim");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.load(f));
        assertEquals(f + ": no such file", e.getMessage());
    }

    @Test
    void aDocumentThatIsNotAScenarioIsRefused() throws Exception {
        Path f = dir.resolve("host.lbsim");
        Files.writeString(f, "<?xml version=\"1.0\"?>\n<lbsim:Host xmlns:lbsim=\"http://lbsim.org/model/1.0\" name=\"x\"/>\n");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.load(f));
        assertTrue(e.getMessage().contains("expected lbsim:Scenario"), e.getMessage());
    }
}
