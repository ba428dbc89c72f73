package lbsim.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.MasterSlaveApplication;
import lbsim.model.ModelFactory;
import lbsim.model.Scenario;
import lbsim.model.Sweep;
import lbsim.model.io.ScenarioLoader;
import lbsim.model.validation.ScenarioValidator;

/** A scenario that holds an experiment: sweeps, replications and the number of slaves (issue 13 item 5). */
class SweepModelTest {

    @TempDir
    Path dir;

    private static Sweep sweep(Scenario s, String path, String spec) {
        Sweep w = ModelFactory.eINSTANCE.createSweep();
        w.setPath(path);
        w.setSpec(spec);
        s.getSweeps().add(w);
        return w;
    }

    @Test
    void aScenarioFileHoldsItsSweepsReplicationsAndSlaveCount() throws Exception {
        Path f = Scenarios.write(dir, "exp.lbsim", """
                  <platform>
                    <hosts name="m" segment="lan"/>
                    <hosts name="s1" segment="lan"/>
                    <hosts name="s2" segment="lan"/>
                    <segments xsi:type="lbsim:SharedMediumNetwork" name="lan"/>
                  </platform>
                  <application xsi:type="lbsim:MasterSlaveApplication" master="m" slaves="s1 s2" slaveCount="1"/>
                  <run seed="3" replications="5"/>
                  <sweeps path="application/workBytesFixed" spec="1024:67108864:*4"/>
                  <sweeps path="application/slaveCount" spec="1,2"/>
                """);
        Scenario s = ScenarioLoader.load(f);
        assertEquals(List.of(), ScenarioValidator.problems(s, "exp.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList());
        assertEquals(5, s.getRun().getReplications());
        assertEquals(1, ((MasterSlaveApplication) s.getApplication()).getSlaveCount());
        assertEquals(2, s.getSweeps().size());
        assertEquals("application/workBytesFixed", s.getSweeps().get(0).getPath());
        assertEquals("1024:67108864:*4", s.getSweeps().get(0).getSpec());
        Path saved = dir.resolve("saved.lbsim");
        ScenarioLoader.save(s, saved);
        String text = Files.readString(saved);
        assertTrue(text.contains("<sweeps path=\"application/slaveCount\" spec=\"1,2\"/>"), text);
        assertTrue(text.contains("replications=\"5\""), text);
    }

    @Test
    void defaultsAreOneRunOfAllSlaves() {
        assertEquals(1, ModelFactory.eINSTANCE.createRunSettings().getReplications());
        assertEquals(0, ModelFactory.eINSTANCE.createMasterSlaveApplication().getSlaveCount());
        assertEquals(List.of(), Scenarios.small().getSweeps());
    }

    @Test
    void sweepRules() {
        Scenario s = Scenarios.small();
        sweep(s, "platform/hosts[name=ws1]/speed", "0.5:2:0.5");
        assertEquals(List.of(), ScenarioValidator.problems(s, "x.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList());
        sweep(s, " ", "1,2");
        sweep(s, "run/seed", "1:10:0");
        sweep(s, "platform/hosts[name=ws1]/speed", "1,2");
        assertEquals(List.of(
                "x.lbsim: Scenario 'small': path 'platform/hosts[name=ws1]/speed' is swept by 2 sweeps; sweep an attribute once"
                        + " (rule uniqueSweepPaths)",
                "x.lbsim: Sweep sweeps[1]: path is empty; name the swept attribute, e.g. application/workBytesFixed"
                        + " (rule pathNotEmpty)",
                "x.lbsim: Sweep sweeps[2]: spec '1:10:0': the step must be non-zero and go from FROM towards TO"
                        + " (rule validSweepSpec)"), ScenarioValidator.problems(s, "x.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList());
    }

    @Test
    void aSweepMustNameAnAttributeThatTakesItsValues() {
        Scenario s = Scenarios.small();
        sweep(s, "platform/hosts[name=ws1]/speed", "0.5,1,2");
        sweep(s, "run/seed", "1:5:1");
        sweep(s, "workloads[0]/count", "1:10:*2");
        assertEquals(List.of(), ScenarioValidator.problems(s, "x.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList());
        s.getSweeps().clear();
        sweep(s, "platform/hosts[name=ws9]/speed", "1,2");
        sweep(s, "application/workBytes", "1,2");
        sweep(s, "run/seed", "1,two");
        sweep(s, "workloads[0]/count", "1:2:0.5"); // 1.5 is no whole number of processes
        assertEquals(List.of(
                "x.lbsim: Sweep sweeps[0]: value '1' cannot be set: platform/hosts[name=ws9]/speed: no element of 'hosts' has"
                        + " name=ws9 (rule pathResolves)",
                "x.lbsim: Sweep sweeps[1]: value '1' cannot be set: application/workBytes: ObservedTaskApplication has no"
                        + " attribute 'workBytes' (it has: tasks) (rule pathResolves)",
                "x.lbsim: Sweep sweeps[2]: value 'two' cannot be set: run/seed: 'two' is not a valid whole number"
                        + " (rule pathResolves)",
                "x.lbsim: Sweep sweeps[3]: value '1.5' cannot be set: workloads[0]/count: '1.5' is not a valid whole number"
                        + " (rule pathResolves)"), ScenarioValidator.problems(s, "x.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList());
        // checking changed nothing
        assertEquals(5L, s.getRun().getSeed());
        assertEquals(1.0, s.getPlatform().getHosts().get(0).getSpeed());
    }
}
