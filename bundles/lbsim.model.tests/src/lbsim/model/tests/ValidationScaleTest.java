package lbsim.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.Host;
import lbsim.model.HostGroup;
import lbsim.model.ModelFactory;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioLoader;
import lbsim.model.validation.ScenarioValidator;

/**
 * Validation is linear in the size of the model (issue 14 class 10). EMF's own unique-ID check asked
 * the resource for every host's ID, and the resource answers by scanning the whole model: 10,000 hosts
 * took 14 s and 200,000 did not finish. Counted, not timed: validating N hosts must not ask the
 * resource to look an ID up at all.
 */
class ValidationScaleTest {

    /** A resource that counts the ID lookups validation makes. */
    private static final class CountingResource extends XMIResourceImpl {
        int lookups;

        CountingResource() {
            super(URI.createURI("memory:/scale.lbsim"));
        }

        @Override
        public EObject getEObject(String uriFragment) {
            lookups++;
            return super.getEObject(uriFragment);
        }
    }

    @Test
    void validatingManyHostsLooksUpNoIds() {
        Scenario s = Scenarios.small();
        HostGroup all = ModelFactory.eINSTANCE.createHostGroup();
        all.setName("all");
        int n = 2000;
        for (int i = 0; i < n; i++) {
            Host h = ModelFactory.eINSTANCE.createHost();
            h.setName("h" + i);
            s.getPlatform().getHosts().add(h);
            all.getHosts().add(h);
        }
        s.getPlatform().getGroups().add(all);
        CountingResource r = new CountingResource();
        r.getContents().add(s);
        assertEquals(List.of(), ScenarioValidator.problems(s, "x.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList());
        assertEquals(0, r.lookups, "ID lookups during validation (each scans the model)");
        // the clash the ID check was there for is still found, once
        s.getPlatform().getHosts().get(n / 2).setName("h7");
        List<String> p = ScenarioValidator.problems(s, "x.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList();
        assertEquals(List.of("x.lbsim: Scenario 'small': host name 'h7' is used by 2 hosts (rule uniqueHostNames)"), p);
        assertTrue(r.lookups == 0, "lookups: " + r.lookups);
    }

    @TempDir
    Path dir;

    /** Long lists of references are filled by lbsim's own reader (EMF's looked each entry up): same content, same order. */
    @Test
    void longHostListsAreReadCompletelyAndInOrder() throws Exception {
        int n = 5000;
        StringBuilder hosts = new StringBuilder();
        StringBuilder names = new StringBuilder();
        for (int i = n - 1; i >= 0; i--) { // declared in one order, listed in the other
            hosts.append("    <hosts name=\"h").append(n - 1 - i).append("\" segment=\"lan\"/>\n");
            names.append(names.length() == 0 ? "" : " ").append('h').append(i);
        }
        Path f = Scenarios.write(dir, "long.lbsim", "  <platform>\n" + hosts
                + "    <segments xsi:type=\"lbsim:SharedMediumNetwork\" name=\"lan\"/>\n    <groups name=\"all\" hosts=\"" + names
                + "\"/>\n  </platform>\n  <application xsi:type=\"lbsim:MasterSlaveApplication\" master=\"h0\" slaves=\"" + names
                + "\"/>\n");
        Scenario s = ScenarioLoader.load(f);
        List<Host> group = s.getPlatform().getGroups().get(0).getHosts();
        List<Host> slaves = ((MasterSlaveApplication) s.getApplication()).getSlaves();
        assertEquals(n, group.size());
        assertEquals(n, slaves.size());
        for (int i = 0; i < n; i++) {
            assertEquals("h" + (n - 1 - i), group.get(i).getName());
            assertEquals("h" + (n - 1 - i), slaves.get(i).getName());
        }
        assertEquals(List.of(), ScenarioValidator.problems(s, "long.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList());
    }
}
