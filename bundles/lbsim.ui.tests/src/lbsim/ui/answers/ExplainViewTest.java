package lbsim.ui.answers;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Explain view (issue 30): the budget of a hand-made scenario, and a scenario it cannot explain. */
class ExplainViewTest {

    private IWorkbenchPage page;

    @BeforeEach
    void setUp() {
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    @AfterEach
    void tearDown() {
        if (page.findView(ExplainView.ID) != null) {
            page.hideView(page.findView(ExplainView.ID));
        }
    }

    private static void settle(ExplainView v) throws InterruptedException {
        assertNotNull(v.job());
        v.job().join();
        Display d = Display.getCurrent();
        while (d.readAndDispatch()) {
            // the result arrives by asyncExec
        }
    }

    /**
     * Slaves at speeds 1 and 0.5 on a free network, 6 units of 1 s in static blocks of 3: the makespan is 6 s
     * (3 units at half speed), the ideal 6 / 1.5 = 4 s, and all 2 s are heterogeneity (as ExplainTest works out).
     */
    @Test
    void showsTheBudgetOfAHandMadeScenario(@TempDir Path tmp) throws Exception {
        Path f = tmp.resolve("hetero.lbsim");
        Files.writeString(f, """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="hetero">
                  <platform>
                    <hosts name="m" speed="1.0" segment="free"/>
                    <hosts name="fast" speed="1.0" segment="free"/>
                    <hosts name="slow" speed="0.5" segment="free"/>
                    <segments xsi:type="lbsim:DelayNetwork" name="free"/>
                  </platform>
                  <application xsi:type="lbsim:MasterSlaveApplication" master="m" slaves="fast slow" units="6"
                      unitCost="constant(1)" strategy="static-block"/>
                  <run seed="3"/>
                </lbsim:Scenario>
                """);
        ExplainView v = (ExplainView) page.showView(ExplainView.ID);
        v.setScenario(f);
        assertEquals(f, v.scenario());
        v.explain();
        settle(v);
        List<String[]> rows = v.rows();
        assertEquals(7, rows.size());
        assertArrayEquals(new String[] { "ideal (work / total speed)", "4.00000", "4.00000", "66.7 %" }, rows.get(0));
        assertArrayEquals(new String[] { "+ network", "+0.00000", "+0.00000", "0.0 %" }, rows.get(1));
        assertArrayEquals(new String[] { "+ heterogeneity", "+2.00000", "+2.00000", "33.3 %" }, rows.get(3));
        assertArrayEquals(new String[] { "= makespan", "6.00000", "6.00000", "100.0 %" }, rows.get(6));
        assertTrue(v.status().startsWith("static-block, 2 slaves, seed 3: makespan 6.00000 s, ideal 4.00000 s"), v.status());
    }

    /**
     * Host dynamics as a row: slaves "a" and "b" at speed 1 on a free network, 20 units of 3 s one at a time, "b" off
     * from 20 s to 30 s. As ExplainTest works out by hand: ideal 60 / 2 = 30 s; "b" loses 10 s off and the 2 s of
     * its unit in progress, 12 host-seconds over 2 hosts: makespan 36 s, all 6 s on host dynamics. The table has
     * the eight rows (ideal, six causes, makespan), host dynamics third, after competing users; 32 runs, Shapley
     * over 120 orders.
     */
    @Test
    void showsHostDynamicsAsACause(@TempDir Path tmp) throws Exception {
        Path f = tmp.resolve("off.lbsim");
        Files.writeString(f, """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="off">
                  <platform>
                    <hosts name="m" speed="1.0" segment="free"/>
                    <hosts name="a" speed="1.0" segment="free"/>
                    <hosts name="b" speed="1.0" segment="free" stateProfile="20 0; 30 1"/>
                    <segments xsi:type="lbsim:DelayNetwork" name="free"/>
                  </platform>
                  <application xsi:type="lbsim:MasterSlaveApplication" master="m" slaves="a b" units="20"
                      unitCost="constant(3)" strategy="self"/>
                  <run seed="5"/>
                </lbsim:Scenario>
                """);
        ExplainView v = (ExplainView) page.showView(ExplainView.ID);
        v.setScenario(f);
        v.explain();
        settle(v);
        List<String[]> rows = v.rows();
        assertEquals(8, rows.size());
        assertArrayEquals(new String[] { "ideal (work / total speed)", "30.0000", "30.0000", "83.3 %" }, rows.get(0));
        assertArrayEquals(new String[] { "+ competing users", "+0.00000", "+0.00000", "0.0 %" }, rows.get(2));
        assertArrayEquals(new String[] { "+ host dynamics", "+6.00000", "+6.00000", "16.7 %" }, rows.get(3));
        assertArrayEquals(new String[] { "+ heterogeneity", "+0.00000", "+0.00000", "0.0 %" }, rows.get(4));
        assertArrayEquals(new String[] { "+ granularity", "+0.00000", "+0.00000", "0.0 %" }, rows.get(6));
        assertArrayEquals(new String[] { "= makespan", "36.0000", "36.0000", "100.0 %" }, rows.get(7));
        assertTrue(v.status().contains("averaged over the 120 orders"), v.status());
    }

    /** With -Dlbsim.screenshots=FOLDER: the view on the ion-implantation example, saved as ide-explain-view.png. */
    @Test
    void screenshot() throws Exception {
        String out = System.getProperty("lbsim.screenshots", "");
        org.junit.jupiter.api.Assumptions.assumeTrue(!out.isEmpty(), "screenshots only with -Dlbsim.screenshots=FOLDER");
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().setBounds(0, 0, 1400, 900);
        ExplainView v = (ExplainView) page.showView(ExplainView.ID);
        page.setPartState(page.getReference(v), IWorkbenchPage.STATE_MAXIMIZED);
        v.setScenario(Path.of(System.getProperty("lbsim.examples", "../../examples"), "ion-implantation.lbsim"));
        v.explain();
        settle(v);
        AnswerScreenshots.save(v.rowsControl().getParent(), out, "ide-explain-view.png");
        page.setPartState(page.getReference(v), IWorkbenchPage.STATE_RESTORED);
    }

    @Test
    void aScenarioThatIsNotMasterSlaveGivesItsProblem() throws Exception {
        Path f = Path.of(System.getProperty("lbsim.examples", "../../examples"), "wus-nice-share.lbsim");
        ExplainView v = (ExplainView) page.showView(ExplainView.ID);
        v.setScenario(f);
        v.explain();
        settle(v);
        assertNull(v.budget());
        assertTrue(v.status().contains("explain and optimize need a MasterSlaveApplication"), v.status());
        assertTrue(v.rows().isEmpty());
    }
}
