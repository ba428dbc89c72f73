package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Master-slave runs, trace replay and the analytic estimate through the command line. */
class MasterSlaveCliTest extends CliTestBase {

    @TempDir
    Path dir;

    /** masterslave.csv's one row as fields. */
    private String[] masterSlave(String strategy) throws Exception {
        Path res = dir.resolve(strategy.replaceAll("\\W", "_"));
        assertEquals(0, lbsim("run", example("ion-implantation.lbsim"), "--out", res.toString(), "--quiet", "--set",
                "application/strategy=" + strategy), err.toString(StandardCharsets.UTF_8));
        List<String> rows = Files.readAllLines(res.resolve("masterslave.csv"));
        assertEquals("strategy,slaves,makespan_s,work_s,speedup,efficiency,load_imbalance,chunks,scheduling_messages",
                rows.get(0));
        return rows.get(1).split(",");
    }

    @Test
    void adaptiveWeightedFactoringBeatsStaticBlockUnderHeterogeneousLoad() throws Exception {
        String[] block = masterSlave("static-block");
        String[] awf = masterSlave("adaptive-weighted-factoring");
        double blockMakespan = Double.parseDouble(block[2]);
        double awfMakespan = Double.parseDouble(awf[2]);
        assertTrue(awfMakespan < 0.8 * blockMakespan, awfMakespan + " vs " + blockMakespan);
        assertEquals("10", block[7]); // one chunk per slave
        // the same seed gives the same units: the work is the same whatever the strategy
        assertEquals(Double.parseDouble(block[3]), Double.parseDouble(awf[3]), 1e-9);
        String[] stealing = masterSlave("work-stealing");
        assertTrue(Double.parseDouble(stealing[2]) < 0.8 * blockMakespan, stealing[2] + " vs " + blockMakespan);
        assertEquals(Double.parseDouble(block[3]), Double.parseDouble(stealing[3]), 1e-9);
        // speedup = work / makespan, efficiency = speedup / slaves
        assertEquals(Double.parseDouble(awf[3]) / awfMakespan, Double.parseDouble(awf[4]), 1e-9);
        assertEquals(Double.parseDouble(awf[4]) / 10, Double.parseDouble(awf[5]), 1e-9);
    }

    /**
     * A strategy spec with a comma is quoted in masterslave.csv; the printed summary line must still show
     * the strategy whole and every figure in its place (it once split the CSV line at every comma, so each
     * figure moved one column: "on 10 slaves" became the strategy's second half, the makespan the slave count).
     */
    @Test
    void aStrategyWithACommaPrintsTheRightFigures() throws Exception {
        Path res = dir.resolve("trapezoid");
        String strategy = "trapezoid(first=50, last=2)";
        assertEquals(0, lbsim("run", example("ion-implantation.lbsim"), "--out", res.toString(), "--set",
                "application/strategy=" + strategy), err.toString(StandardCharsets.UTF_8));
        String printed = out.toString(StandardCharsets.UTF_8);
        List<String> rows = Files.readAllLines(res.resolve("masterslave.csv"));
        // the row as written: the quoted strategy, then eight fields without commas
        String row = rows.get(1);
        assertTrue(row.startsWith("\"" + strategy + "\","), row);
        String[] f = row.substring(strategy.length() + 3).split(",");
        assertEquals(8, f.length, row);
        double makespan = Double.parseDouble(f[1]);
        double work = Double.parseDouble(f[2]);
        int slaves = Integer.parseInt(f[0]);
        assertEquals(10, slaves); // ion-implantation.lbsim has ten slaves
        String expected = String.format(java.util.Locale.ROOT, "master-slave, strategy %s on %d slaves: makespan %.4f s, speedup %.3f,"
                + " efficiency %.3f, load imbalance %.3f, %s chunks, %s scheduling messages", strategy, slaves, makespan,
                work / makespan, work / makespan / slaves, Double.parseDouble(f[5]), f[6], f[7]);
        assertTrue(printed.contains(expected + "\n"), "want: " + expected + "\nprinted:\n" + printed);
    }

    @Test
    void slavesAskingAtOnceOnEthernetCollideAndEveryStationCountsItsCollisions() throws Exception {
        Path scenario = dir.resolve("ether.lbsim");
        Files.writeString(scenario, """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="ether">
                  <platform>
                    <hosts name="m" segment="e"/>
                    <hosts name="a" segment="e"/>
                    <hosts name="b" segment="e"/>
                    <hosts name="c" segment="e"/>
                    <hosts name="d" segment="e"/>
                    <segments xsi:type="lbsim:EthernetNetwork" name="e" bitsPerSecond="1.0E7"/>
                  </platform>
                  <application xsi:type="lbsim:MasterSlaveApplication" master="m" slaves="a b c d" units="40"
                      unitCost="constant(0.01)" strategy="self"/>
                  <run seed="5"/>
                </lbsim:Scenario>
                """);
        Path res = dir.resolve("ether");
        assertEquals(0, lbsim("run", scenario.toString(), "--out", res.toString(), "--quiet"), err.toString(StandardCharsets.UTF_8));
        List<String> stations = Files.readAllLines(res.resolve("stations.csv"));
        assertEquals("host,segment,station,collisions,drops,retransmissions", stations.get(0));
        assertEquals(6, stations.size());
        long perStation = 0;
        for (String row : stations.subList(1, stations.size())) {
            perStation += Long.parseLong(row.split(",")[3]);
        }
        long total = Long.parseLong(Files.readAllLines(res.resolve("segments.csv")).get(1).split(",")[2]);
        assertTrue(perStation > 0, "four requests at the same instant must collide");
        assertEquals(total, perStation);
    }

    @Test
    void aBadStrategyIsNamedWithItsRule() {
        assertEquals(2, lbsim("run", example("ion-implantation.lbsim"), "--out", dir.resolve("x").toString(), "--set",
                "application/strategy=fixed(0)"));
        String e = err.toString(StandardCharsets.UTF_8);
        assertTrue(e.contains("MasterSlaveApplication") && e.contains("chunk size must be >= 1, got 0")
                && e.contains("(rule validStrategy)"), e);
        assertEquals(2, lbsim("run", example("ion-implantation.lbsim"), "--out", dir.resolve("x").toString(), "--set",
                "application/strategyClass=com.example.NoSuchStrategy"));
        e = err.toString(StandardCharsets.UTF_8);
        assertTrue(e.contains("strategyClass: ") && e.contains("com.example.NoSuchStrategy"), e);
    }

    @Test
    void aReplayedTraceFinishesEarlierOnAFasterNetwork() throws Exception {
        double[] end = new double[2];
        String[] rates = { "1.0E7", "1.0E8" };
        for (int i = 0; i < 2; i++) {
            Path res = dir.resolve("replay" + i);
            assertEquals(0, lbsim("run", example("trace-replay.lbsim"), "--out", res.toString(), "--quiet", "--set",
                    "platform/segments[0]/bitsPerSecond=" + rates[i]), err.toString(StandardCharsets.UTF_8));
            List<String> rows = Files.readAllLines(res.resolve("replay.csv"));
            assertEquals(4, rows.size());
            for (String row : rows.subList(1, rows.size())) {
                end[i] = Math.max(end[i], Double.parseDouble(row.split(",")[3]));
            }
        }
        assertTrue(end[1] < end[0], end[1] + " vs " + end[0]);
    }

    @Test
    void aScenarioCanAskForTheEstimateNextToItsSimulation() throws Exception {
        Path res = dir.resolve("with-estimate");
        String estimate = Path.of(example("estimate/battlefield.est")).toAbsolutePath().toString();
        assertEquals(0, lbsim("run", example("ring-delay.lbsim"), "--out", res.toString(), "--quiet", "--set",
                "run/estimateFile=" + estimate), err.toString(StandardCharsets.UTF_8));
        assertEquals(0, lbsim("estimate", estimate));
        assertEquals(out.toString(StandardCharsets.UTF_8), Files.readString(res.resolve("estimate.txt")));
        assertEquals(2, lbsim("run", example("ring-delay.lbsim"), "--out", res.toString(), "--set", "run/estimateFile=none.est"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("estimateFile: none.est: no such file (rule readableEstimateFile)"),
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theEstimateOfTheBattlefieldFrame() {
        assertEquals(0, lbsim("estimate", example("estimate/battlefield.est")), err.toString(StandardCharsets.UTF_8));
        String o = out.toString(StandardCharsets.UTF_8);
        assertTrue(o.contains("total"), o);
        assertEquals(2, lbsim("estimate", example("estimate/battlefield.est"), "--target", "Cray"));
        assertEquals(2, lbsim("estimate", dir.resolve("none.est").toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("none.est: no such file"), err.toString());
    }
}
