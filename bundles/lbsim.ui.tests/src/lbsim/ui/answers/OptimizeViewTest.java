package lbsim.ui.answers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.run.answers.Optimize;
import lbsim.run.answers.OptimizeReport;
import lbsim.run.answers.StrategySpace;

/** The Optimize view (issue 30): the options reach the search, the answer is shown and written, bad options say why. */
class OptimizeViewTest {

    private IWorkbenchPage page;

    @BeforeEach
    void setUp() {
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    @AfterEach
    void tearDown() {
        if (page.findView(OptimizeView.ID) != null) {
            page.hideView(page.findView(OptimizeView.ID));
        }
    }

    private static void settle(OptimizeView v) throws InterruptedException {
        assertNotNull(v.job());
        v.job().join();
        Display d = Display.getCurrent();
        while (d.readAndDispatch()) {
            // the result arrives by asyncExec
        }
    }

    private static Path scenario(Path dir, boolean watts) throws Exception {
        Path f = dir.resolve(watts ? "watts.lbsim" : "plain.lbsim");
        String power = watts ? " wattagePerState=\"100:220\"" : "";
        Files.writeString(f, """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="watts">
                  <platform>
                    <hosts name="m" speed="1.0" segment="lan"%1$s/>
                    <hosts name="f1" speed="1.0" segment="lan"%1$s/>
                    <hosts name="s1" speed="0.5" segment="lan"%1$s/>
                    <segments xsi:type="lbsim:DelayNetwork" name="lan" transmissionDelaySeconds="0.002"/>
                  </platform>
                  <application xsi:type="lbsim:MasterSlaveApplication" master="m" slaves="f1 s1" units="200"
                      unitCost="exponential(mean=0.05)" strategy="self"/>
                  <run seed="9"/>
                </lbsim:Scenario>
                """.formatted(power));
        return f;
    }

    /**
     * The view's options are the command's: its answer is the library's answer for the same settings (every
     * candidate, the front against energy), every candidate is a row with its mean energy, the winner's scenario
     * and the other files are written beside the scenario, and the chart is shown.
     */
    @Test
    void searchesWithTheOptionsShownAndShowsTheCandidates(@TempDir Path tmp) throws Exception {
        Path f = scenario(tmp, true);
        OptimizeView v = (OptimizeView) page.showView(OptimizeView.ID);
        v.setScenario(f);
        v.setOptions("static-block,self,fixed", false, "mean", "energy", 2, 2);
        v.optimize();
        settle(v);
        Optimize.Result shown = v.result();
        assertNotNull(shown, v.status());
        Optimize.Settings same = new Optimize.Settings(StrategySpace.select("static-block,self,fixed"), false, Double.NaN, 2, 2,
                Optimize.Second.ENERGY, 1);
        Optimize.Result direct = Optimize.optimize(f, "watts.lbsim", List.of(), null, same, () -> false, Optimize.Progress.NONE);
        assertEquals(direct.candidates(), shown.candidates(), "the view searched what the options say");
        List<String[]> rows = v.rows();
        assertEquals(direct.candidates().size(), rows.size());
        for (int i = 0; i < rows.size(); i++) {
            Optimize.Candidate c = direct.candidates().get(i);
            assertEquals(c.strategy(), rows.get(i)[0]);
            assertEquals(String.format(Locale.ROOT, "%.6g", c.meanJoules()), rows.get(i)[7]);
            assertEquals(c.front() ? "yes" : "", rows.get(i)[8]);
        }
        assertTrue(v.status().startsWith("winner: " + direct.winner().strategy() + ", mean makespan"), v.status());
        Path out = tmp.resolve("results").resolve("watts-optimize");
        assertEquals(out, v.folder());
        assertEquals(OptimizeReport.csv(direct), Files.readString(out.resolve(OptimizeReport.CSV)));
        assertTrue(Files.isRegularFile(out.resolve("watts-optimized.lbsim")));
        assertTrue(v.showsChart());
    }

    /** With -Dlbsim.screenshots=FOLDER: the view on the energy example against energy, saved as ide-optimize-view.png. */
    @Test
    void screenshot() throws Exception {
        String out = System.getProperty("lbsim.screenshots", "");
        org.junit.jupiter.api.Assumptions.assumeTrue(!out.isEmpty(), "screenshots only with -Dlbsim.screenshots=FOLDER");
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().setBounds(0, 0, 1400, 1000);
        OptimizeView v = (OptimizeView) page.showView(OptimizeView.ID);
        page.setPartState(page.getReference(v), IWorkbenchPage.STATE_MAXIMIZED);
        Path example = Path.of(System.getProperty("lbsim.examples", "../../examples"), "dynamics", "energy.lbsim");
        Path copy = Files.createTempDirectory("lbsim-optimize").resolve("energy.lbsim");
        Files.copy(example, copy);
        v.setScenario(copy);
        v.setOptions("static-block,self,guided,factoring,weighted-factoring", false, "mean", "energy", 4, 4);
        v.optimize();
        settle(v);
        assertNotNull(v.result(), v.status());
        AnswerScreenshots.save(v.getSite().getShell(), out, "ide-optimize-view.png");
        page.setPartState(page.getReference(v), IWorkbenchPage.STATE_RESTORED);
    }

    @Test
    void optionsTheScenarioCannotGiveSayWhy(@TempDir Path tmp) throws Exception {
        OptimizeView v = (OptimizeView) page.showView(OptimizeView.ID);
        v.setScenario(scenario(tmp, false));
        v.setOptions("self", false, "mean", "energy", 2, 2);
        v.optimize();
        settle(v);
        assertNull(v.result());
        assertTrue(v.status().endsWith("--pareto energy: no host of the platform has a power model (wattagePerState), so its runs"
                + " use no energy to compare"), v.status());
        v.setOptions("self,fastest", false, "mean", "none", 2, 2);
        v.optimize();
        assertTrue(v.status().startsWith("Strategies: unknown strategy 'fastest'; known: static-block,"), v.status());
    }
}
