package lbsim.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;
import org.junit.jupiter.api.Test;

import lbsim.model.Host;
import lbsim.model.HostGroup;
import lbsim.model.ModelFactory;
import lbsim.model.Scenario;
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
        assertEquals(List.of(), ScenarioValidator.problems(s, "x.lbsim"));
        assertEquals(0, r.lookups, "ID lookups during validation (each scans the model)");
        // the clash the ID check was there for is still found, once
        s.getPlatform().getHosts().get(n / 2).setName("h7");
        List<String> p = ScenarioValidator.problems(s, "x.lbsim");
        assertEquals(List.of("x.lbsim: Scenario 'small': host name 'h7' is used by 2 hosts (rule uniqueHostNames)"), p);
        assertTrue(r.lookups == 0, "lookups: " + r.lookups);
    }
}
