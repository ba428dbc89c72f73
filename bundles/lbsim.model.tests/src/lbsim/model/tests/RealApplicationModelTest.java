package lbsim.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.CostMode;
import lbsim.model.Host;
import lbsim.model.ModelFactory;
import lbsim.model.RealApplication;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.model.io.ScenarioOverrides;
import lbsim.model.validation.ScenarioValidator;

/** The RealApplication type: its defaults, how a file spells it, and each of its rules with the line a user sees. */
class RealApplicationModelTest {

    private static Scenario withProgram() {
        Scenario s = Scenarios.small();
        RealApplication app = ModelFactory.eINSTANCE.createRealApplication();
        app.setMainClass("demo.Master");
        s.setApplication(app);
        return s;
    }

    private static RealApplication app(Scenario s) {
        return (RealApplication) s.getApplication();
    }

    @Test
    void defaultsAreTheDocumentedOnes() {
        RealApplication app = ModelFactory.eINSTANCE.createRealApplication();
        assertEquals(CostMode.DECLARED, app.getCostMode());
        assertEquals(1.0, app.getReferenceFactor());
        assertEquals(1.0e9, app.getReferenceFlopsPerSecond());
        assertEquals("master", app.getTaskName());
        assertNull(app.getHost());
        assertEquals(List.of(), app.getClassPath());
        assertEquals(List.of(), app.getArgs());
    }

    @Test
    void aProgramWithOnlyAMainClassIsValid() {
        assertEquals(List.of(), ScenarioValidator.problems(withProgram(), "x.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList());
    }

    @Test
    void everyRuleNamesTheObjectAndTheRule() {
        Scenario s = withProgram();
        app(s).setMainClass(" ");
        app(s).getClassPath().add("classes");
        app(s).getClassPath().add("");
        app(s).setTaskName("");
        app(s).setReferenceFactor(0);
        app(s).setReferenceFlopsPerSecond(Double.POSITIVE_INFINITY);
        assertEquals(List.of(
                "x.lbsim: RealApplication application: mainClass is not set (rule mainClassSet)",
                "x.lbsim: RealApplication application: classPath[1] is empty (rule classPathEntriesSet)",
                "x.lbsim: RealApplication application: taskName is not set (rule taskNameNotEmpty)",
                "x.lbsim: RealApplication application: referenceFactor must be > 0 and finite, got 0.0 (rule positiveReferenceFactor)",
                "x.lbsim: RealApplication application: referenceFlopsPerSecond must be > 0 and finite, got Infinity"
                        + " (rule positiveReferenceFlops)"),
                ScenarioValidator.problems(s, "x.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList());
    }

    @Test
    void theHostMustBeOneOfThisScenario() {
        Scenario s = withProgram();
        Host stranger = ModelFactory.eINSTANCE.createHost();
        stranger.setName("elsewhere");
        app(s).setHost(stranger);
        assertEquals(List.of("x.lbsim: RealApplication application: refers to unknown host 'elsewhere' (rule hostSet)"),
                ScenarioValidator.problems(s, "x.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList());
        app(s).setHost(s.getPlatform().getHosts().get(1));
        assertEquals(List.of(), ScenarioValidator.problems(s, "x.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList());
    }

    @Test
    void aFileSpellsListsAsRepeatedElements(@TempDir Path dir) throws Exception {
        Path file = Scenarios.write(dir, "p.lbsim", """
                  <platform><hosts name="ws1"/><hosts name="ws2"/></platform>
                  <application xsi:type="lbsim:RealApplication" mainClass="demo.Master" costMode="measured"
                      referenceFactor="2.5" referenceFlopsPerSecond="5e8" host="ws2" taskName="boss">
                    <classPath>lib/a.jar</classPath>
                    <classPath>classes</classPath>
                    <args>guided</args>
                    <args>1000</args>
                  </application>
                """);
        Scenario s = ScenarioLoader.load(file);
        RealApplication app = app(s);
        assertEquals(List.of(), ScenarioValidator.problems(s, "p.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList());
        assertEquals(List.of("lib/a.jar", "classes"), app.getClassPath());
        assertEquals(List.of("guided", "1000"), app.getArgs());
        assertEquals(CostMode.MEASURED, app.getCostMode());
        assertEquals(2.5, app.getReferenceFactor());
        assertEquals(5e8, app.getReferenceFlopsPerSecond());
        assertEquals("ws2", app.getHost().getName());
        assertEquals("boss", app.getTaskName());
    }

    @Test
    void setChangesOneProgramArgumentByIndex() throws Exception {
        Scenario s = withProgram();
        app(s).getArgs().addAll(List.of("guided", "1000"));
        ScenarioOverrides.apply(s, "application/args[0]=factoring");
        assertEquals(List.of("factoring", "1000"), app(s).getArgs());
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioOverrides.apply(s, "application/args[2]=x"));
        assertEquals(List.of("application/args[2]: index 2 is out of range: 'args' has 2 elements"), e.messages());
        assertEquals("application/args[2]", e.problems().get(0).assignment());
    }
    /**
     * A program's arguments may repeat ("3 5 0 0"): args is a list, not a set. Before, the attribute was unique, so
     * EMF dropped the second 0 when the file was loaded and when an experiment copied the scenario for a run.
     */
    @Test
    void argumentsMayRepeatInTheFileAndInACopy(@TempDir Path dir) throws Exception {
        Path file = Scenarios.write(dir, "p.lbsim", """
                  <platform><hosts name="ws1"/></platform>
                  <application xsi:type="lbsim:RealApplication" mainClass="demo.Master">
                    <args>3</args>
                    <args>5</args>
                    <args>0</args>
                    <args>0</args>
                  </application>
                """);
        Scenario s = ScenarioLoader.load(file);
        assertEquals(List.of("3", "5", "0", "0"), app(s).getArgs());
        Scenario copy = org.eclipse.emf.ecore.util.EcoreUtil.copy(s);
        assertEquals(List.of("3", "5", "0", "0"), app(copy).getArgs());
        ScenarioOverrides.apply(copy, "application/args[1]=0");
        assertEquals(List.of("3", "0", "0", "0"), app(copy).getArgs());
    }
}
