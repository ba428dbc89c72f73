package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.engine.StopReason;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.importer.SimgridImport;

/**
 * The platforms of bench/simgrid/platforms, imported and run with the master-worker deployments of examples/simgrid,
 * give SimGrid 3.32's makespans within 1e-9 relative under cm02 without and with crosstraffic and lv08: private links
 * of different bandwidths and latencies, shared links with a shared backbone, two groups of hosts behind a narrower
 * backbone (without and with latency), a WAN of 40 ms where the TCP window binds, and two clusters (fatpipe and
 * shared backbones) joined by a link.
 * <p>
 * SimGrid's figures were printed by lbsim's driver bench/simgrid/master_worker.cpp (taking messages in arrival
 * order), built with {@code g++ -O2 -std=c++17 master_worker.cpp -lsimgrid} against Debian libsimgrid-dev 3.32-2+b2
 * and run as {@code master_worker bench/simgrid/platforms/P.xml examples/simgrid/D.xml --cfg=network/optim:Full}
 * with {@code --cfg=network/model:CM02 --cfg=network/crosstraffic:0}, {@code ... :1}, or
 * {@code --cfg=network/model:LV08}; {@code bench/run.sh simgrid-net} runs them again beside lbsim.
 */
class SimgridPlatformsTest {

    /** Platform, deployment, SimGrid's makespan under cm02 without crosstraffic, with it, and lv08. */
    private static final String[][] SIMGRID = {
            { "hetero-links", "master-worker-static", "8.7738578988095206", "8.7738578988095188", "11.953669259385" },
            { "hetero-links", "master-worker-results", "8.1272500000000001", "8.8832433422281376", "8.8976716374083331" },
            { "shared-backbone", "master-worker-static", "8.1418599999999994", "8.5438600000000005", "8.8272913835051536" },
            { "shared-backbone", "master-worker-results", "12.224619999999918", "12.824619999999898", "14.710996921649437" },
            { "two-groups", "master-worker-static", "8.1402999999999981", "8.1402999999999981", "8.7988650976339375" },
            { "two-groups", "master-worker-results", "12.120099999999944", "12.120099999999944", "10.4934233012586" },
            { "two-groups-latency", "master-worker-static", "9.0797285714285696", "9.3378833333333322", "9.5024087503396331" },
            { "two-groups-latency", "master-worker-results", "9.4670365828365828", "11.847538702380891", "11.982450658620353" },
            { "wan-window", "master-worker-static", "8.1602999999999994", "8.1802526184538635", "8.912755246674644" },
            { "wan-window", "master-worker-results", "9.7727304239401214", "12.032981762033261", "13.448774412200784" },
            { "two-clusters", "master-worker-static", "50.621307545982567", "53.122747768635051", "54.847174438858694" },
            { "two-clusters", "master-worker-results", "1.8051808213138802", "2.0337614593417266", "2.1431825393519706" },
    };

    private static Path platform(String name) {
        return Examples.file("simgrid").getParent().getParent().resolve("bench/simgrid/platforms/" + name + ".xml");
    }

    private static double run(String platform, String deployment, SimgridImport.Options o) throws Exception {
        SimgridImport.Result r = SimgridImport.read(platform(platform), Examples.file("simgrid/" + deployment + ".xml"), o);
        RunOutcome out = ScenarioRunner.run(r.scenario(), null, List.of(), null, null);
        assertEquals(StopReason.COMPLETED, out.stopReason());
        return SimgridImportTest.makespan(out);
    }

    @Test
    void everyPlatformGivesSimgridsMakespansUnderEveryModel() throws Exception {
        SimgridImport.Options[] models = { new SimgridImport.Options("cm02", false), new SimgridImport.Options("cm02", true),
                new SimgridImport.Options("lv08", true) };
        List<String> off = new ArrayList<>();
        int compared = 0;
        for (String[] row : SIMGRID) {
            for (int m = 0; m < 3; m++) {
                double expected = Double.parseDouble(row[2 + m]);
                double got = run(row[0], row[1], models[m]);
                compared++;
                System.out.printf("simgrid-net %-20s %-22s %-5s %-5s %.17g %.17g %.2e%n", row[0], row[1], models[m].networkModel(),
                        models[m].crosstraffic(), expected, got, Math.abs(got - expected) / expected);
                if (Math.abs(got - expected) > 1e-9 * expected) {
                    off.add(row[0] + " " + row[1] + " " + models[m] + ": lbsim " + got + ", SimGrid " + expected + " (rel "
                            + Math.abs(got - expected) / expected + ")");
                }
            }
        }
        assertEquals(List.of(), off);
        assertEquals(36, compared);
    }
}
