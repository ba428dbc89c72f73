package lbsim.ui.spacetime;

import static lbsim.ui.spacetime.UiTestKit.*;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.Scenario;
import lbsim.model.io.ScenarioLoader;
import lbsim.model.io.ScenarioOverrides;
import lbsim.run.ScenarioRunner;
import lbsim.run.layout.SpaceTimeLayout;
import lbsim.trace.store.TraceStore;

/**
 * Host states in the space-time editor, on examples/dynamics/failures.lbsim made repeatable by hand: the group's
 * random failures are switched off ({@code meanTimeToFailureSeconds=0}, {@code meanTimeToRepairSeconds=0}) and n3
 * gets the state profile "20 0; 30 1" (off from 20 s to 30 s) and n5 the speed profile "5 0.5" (half speed from
 * 5 s), and n7 runs in pstate 1 of two (speeds 1 and 0.8), so the hatched span must be at 20 s to 30 s on n3's rows,
 * the stripe from 5 s on n5's, the pstate mark from 0 s on n7's, and nothing else anywhere.
 * With {@code -Dlbsim.screenshots=FOLDER} it also writes FOLDER/ide-host-states.png.
 */
class HostStatesEditorTest {

    private static final RGB OFF = new RGB((SpaceTimeLayout.HOST_OFF_RGB >> 16) & 0xFF, (SpaceTimeLayout.HOST_OFF_RGB >> 8) & 0xFF,
            SpaceTimeLayout.HOST_OFF_RGB & 0xFF);

    private static Path runTrace(Path dir) throws Exception {
        Path scenario = Path.of(System.getProperty("lbsim.examples", "../../examples"), "dynamics", "failures.lbsim");
        Scenario s = ScenarioLoader.load(scenario);
        List<String> set = List.of("platform/groups[name=nodes]/meanTimeToFailureSeconds=0",
                "platform/groups[name=nodes]/meanTimeToRepairSeconds=0", "platform/hosts[name=n3]/stateProfile=20 0; 30 1",
                "platform/hosts[name=n5]/speedProfile=5 0.5", "platform/hosts[name=n7]/pstateSpeeds=1, 0.8",
                "platform/hosts[name=n7]/pstate=1", "platform/hosts[name=n5]/wattagePerState=100:120:200");
        ScenarioOverrides.applyAll(s, set);
        Path spool = dir.resolve("spool.lbt");
        lbsim.run.RunOutcome o = ScenarioRunner.prepare(s, scenario.toString(), null).streamTraceTo(spool).run(set, null);
        n5Joules = o.result(lbsim.run.outcome.EnergySummary.class).orElseThrow().hosts().get(0).joules();
        Path folder = dir.resolve("result");
        lbsim.run.result.ResultWriter.write(o, folder, "test"); // trace.lbt and energy.csv, as a launch writes them
        return folder.resolve("trace.lbt");
    }

    /** n5's joules in the run's EnergySummary (the only metered host). */
    private static double n5Joules;

    private static int host(TraceStore store, String name) {
        for (int h = 0; h < store.hostCount(); h++) {
            if (store.hostName(h).equals(name)) {
                return h;
            }
        }
        throw new AssertionError("no host " + name);
    }

    /** Whether the painted image has the off colour somewhere in [x0, x1) on the row of {@code task}. */
    private static boolean hatched(ImageData image, SpaceTimeFigure f, SpaceTimeFigure.Row row, int x0, int x1) {
        for (int x = x0; x < x1; x++) {
            for (int y = row.y() + 2; y < row.y() + row.height() - 2; y++) {
                if (pixel(image, f, x, y).equals(OFF)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void offIsHatchedAtTheProfilesTimesAndPropertiesShowTheState(@TempDir Path tmp) throws Exception {
        Path trace = runTrace(tmp);
        IWorkbenchPage page = workbenchPage();
        SpaceTimeEditor e = openFitted(page, trace);
        try {
            TraceStore store = e.getStore();
            double end = store.endSeconds();
            e.setWindow(TimeWindow.fit(end, 1000));
            update(e);
            SpaceTimeFigure f = e.getFigure();
            int n3 = host(store, "n3");
            int n5 = host(store, "n5");
            // n3: off from 20 s to 30 s (its state profile), nothing else
            List<SpaceTimeLayout.HostSpan> spans = f.hostSpans(n3);
            assertEquals(1, spans.size(), spans.toString());
            assertFalse(spans.get(0).on());
            assertEquals(20.0, spans.get(0).t0());
            assertEquals(30.0, spans.get(0).t1());
            // n5: at 50 % from 5 s to the end
            List<SpaceTimeLayout.HostSpan> slow = f.hostSpans(n5);
            assertEquals(1, slow.size(), slow.toString());
            assertEquals(5.0, slow.get(0).t0());
            assertEquals(0.5, slow.get(0).speedFactor());
            assertTrue(f.hostSpans(host(store, "n1")).isEmpty());
            // n7: pstate 1 from the start
            List<SpaceTimeLayout.HostSpan> p7 = f.hostSpans(host(store, "n7"));
            assertEquals(1, p7.size(), p7.toString());
            assertEquals(0.0, p7.get(0).t0());
            assertEquals(1, p7.get(0).pstate());
            assertEquals("1", value(HostStateRows.at(store, host(store, "n7"), 3), "Pstate"));
            // painted: the off colour between x(20) and x(30) on n3's task row, not before 20 s nor on n1's row
            ImageData image = paint(f, "host-states.png");
            int task3 = -1;
            int task1 = -1;
            for (int t = 0; t < store.taskCount(); t++) {
                if (store.taskHost(t) == n3 && task3 < 0) {
                    task3 = t;
                }
                if (store.taskHost(t) == host(store, "n1") && task1 < 0) {
                    task1 = t;
                }
            }
            SpaceTimeFigure.Row row3 = f.rowOf(task3);
            assertTrue(hatched(image, f, row3, f.xOf(20) + 1, f.xOf(30) - 1), "no hatching on n3 in [20, 30] s");
            assertFalse(hatched(image, f, row3, f.xOf(0) + 1, f.xOf(19.5)), "hatching on n3 before 20 s");
            assertFalse(hatched(image, f, f.rowOf(task1), f.xOf(0), f.xOf(end)), "hatching on n1");
            // Properties: the host's state at an instant
            List<MessageSelection.Row> at25 = HostStateRows.at(store, n3, 25);
            assertEquals("off", value(at25, "State"));
            assertEquals("20 s", value(at25, "Since"));
            List<MessageSelection.Row> at10 = HostStateRows.at(store, n5, 10);
            assertEquals("on", value(at10, "State"));
            assertEquals("50 %", value(at10, "Speed factor"));
            assertEquals("0", value(at10, "Pstate"));
            assertEquals("start of run", value(HostStateRows.at(store, n3, 10), "Since"));
            // an interval picked on n5's row carries its host's state
            int task5 = -1;
            for (int t = 0; t < store.taskCount() && task5 < 0; t++) {
                task5 = store.taskHost(t) == n5 ? t : -1;
            }
            SpaceTimeFigure.Row row5 = f.rowOf(task5);
            IntervalSelection sel = e.intervalAt(f.xOf(10), row5.y() + row5.height() / 2);
            assertTrue(sel != null, "no interval at 10 s on n5's row");
            assertEquals("50 %", sel.getPropertyValue("analysis:" + HostStateRows.CATEGORY + "/Speed factor"));
            // and its host's energy from the result folder's energy.csv (n5 is metered: 100:120:200 W)
            String joules = String.valueOf(sel.getPropertyValue("analysis:" + HostStateRows.ENERGY + "/Energy"));
            assertTrue(joules.endsWith(" J"), joules);
            assertEquals(n5Joules, Double.parseDouble(joules.replace(" J", "").replace(",", "")), 1e-3);
            assertTrue(HostStateRows.energy(trace, "n1").isEmpty()); // not metered
            // the legend names what is drawn
            List<String> legend = f.view().legend().stream().map(SpaceTimeLayout.LegendEntry::label).toList();
            assertTrue(legend.contains("host off (hatched)"), legend.toString());
            assertTrue(legend.contains("host below full speed (stripe: fraction)"), legend.toString());

            String out = System.getProperty("lbsim.screenshots", "");
            if (!out.isEmpty()) {
                IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
                w.getShell().setBounds(0, 0, 1600, 1250); // tall enough for the Properties' host state and energy rows
                page.showView("org.eclipse.ui.views.PropertySheet");
                page.activate(e);
                dispatch(500);
                e.setWindow(TimeWindow.fit(end, f.getWindow().width()));
                e.select(sel);
                dispatch(2000);
                Path file = Path.of(out).resolve("ide-host-states.png");
                saveScreen(w.getShell().getBounds(), file);
                assertTrue(Files.size(file) > 10_000, file + " is nearly empty");
            }
        } finally {
            page.closeAllEditors(false);
        }
    }

    @Test
    void energyRowsReadEnergyCsvWithUnits(@TempDir Path tmp) throws Exception {
        Files.writeString(tmp.resolve("energy.csv"), "host,joules,idle_joules,busy_joules,off_joules\n"
                + "m,3200.0,3200.0,0.0,0.0\ns1,4300.0,200.0,4000.0,100.0\ns2,12.5,12.5,0.0,0.0\n");
        Path trace = tmp.resolve("trace.lbt");
        List<MessageSelection.Row> s1 = HostStateRows.energy(trace, "s1");
        assertEquals(List.of("4,300 J", "200 J", "4,000 J", "100 J"), s1.stream().map(MessageSelection.Row::value).toList());
        assertEquals(List.of("Energy", "Idle", "Busy", "Off"), s1.stream().map(MessageSelection.Row::name).toList());
        assertEquals("12.500 J", value(HostStateRows.energy(trace, "s2"), "Energy"));
        assertTrue(HostStateRows.energy(trace, "nobody").isEmpty());
        assertTrue(HostStateRows.energy(tmp.resolve("sub").resolve("trace.lbt"), "s1").isEmpty()); // no energy.csv
    }

    private static String value(List<MessageSelection.Row> rows, String name) {
        return rows.stream().filter(r -> r.name().equals(name)).map(MessageSelection.Row::value).findFirst().orElse(null);
    }
}
