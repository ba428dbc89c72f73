package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.DelayNetwork;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioLoader;

/** Ping-pong, token ring, curves and VMConfig import through the command line. */
class MessagePassingCliTest extends CliTestBase {

    @TempDir
    Path dir;

    @Test
    void pingPongWritesItsCurveFromTheDelayFormula() throws Exception {
        Path res = dir.resolve("pp");
        assertEquals(0, lbsim("run", example("pingpong-delay.lbsim"), "--out", res.toString()), err.toString());
        List<String> rows = Files.readAllLines(res.resolve("pingpong.csv"));
        assertEquals("bytes,round_trip_s,bandwidth_bytes_per_s", rows.get(0));
        assertEquals(10, rows.size()); // 9 sizes
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",");
            long bytes = Long.parseLong(f[0]);
            // one way: 0.5 ms send + 1 ms + bytes / 1024 x 0.8 ms + 0.3 ms receive (examples/pingpong-delay.lbsim)
            double oneWay = 0.0005 + 0.001 + bytes / 1024.0 * 0.0008 + 0.0003;
            assertEquals(2 * oneWay, Double.parseDouble(f[1]), 1e-12, row);
        }
        assertTrue(Files.readString(res.resolve("summary.json")).contains("\"deadlock\": []"));
        // per-message rows are the csv export's now; the trace holds every message
        assertFalse(Files.exists(res.resolve("messages.csv")));
        try (lbsim.trace.file.TraceFileStore trace = lbsim.trace.file.TraceFileStore.openFolder(res)) {
            assertTrue(trace.messageCount() > 180);
        }
    }

    @Test
    void theTokenRingGoesRoundEveryTime() throws Exception {
        Path res = dir.resolve("ring");
        assertEquals(0, lbsim("run", example("ring-delay.lbsim"), "--out", res.toString(), "--set",
                "application/rounds=10"), err.toString());
        List<String> ring = Files.readAllLines(res.resolve("ring.csv"));
        String[] f = ring.get(1).split(",");
        assertEquals("40", f[3]); // hops: 4 tasks x 10 rounds
        // a hop: 0.5 + (1 + 4032 / 1024 x 0.8) + 0.3 ms = 4.95 ms
        assertEquals(40 * 0.00495, Double.parseDouble(f[4]), 1e-12);
        List<String> act = Files.readAllLines(res.resolve("activity.csv"));
        assertEquals(5, act.size());
        // traffic over time: 100 bins over the run; every one of the 40 tokens of 4032 bytes counted once
        List<String> traffic = Files.readAllLines(res.resolve("traffic.csv"));
        assertEquals(101, traffic.size());
        long messages = 0;
        long bytes = 0;
        for (String row : traffic.subList(1, traffic.size())) {
            String[] cells = row.split(",");
            messages += Long.parseLong(cells[2]);
            bytes += Long.parseLong(cells[3]);
        }
        assertEquals(40, messages);
        assertEquals(40 * 4032, bytes);
        assertTrue(stdoutHas("ring3"));
    }

    private boolean stdoutHas(String s) {
        return out.toString(StandardCharsets.UTF_8).contains(s);
    }

    @Test
    void curvesDrawsEveryScenarioAsALine() throws Exception {
        Path res = dir.resolve("curves");
        Path slow = dir.resolve("slow.lbsim");
        Scenario s = ScenarioLoader.load(Path.of(example("pingpong-delay.lbsim")));
        s.setName("slow-lan");
        ((DelayNetwork) s.getPlatform().getSegments().get(0)).setProportionalDelayPerKBSeconds(0.008);
        ScenarioLoader.save(s, slow);
        assertEquals(0, lbsim("curves", example("pingpong-delay.lbsim"), slow.toString(), "--out", res.toString()),
                err.toString());
        List<String> csv = Files.readAllLines(res.resolve("curves.csv"));
        assertEquals(1 + 2 * 9, csv.size());
        assertTrue(csv.get(1).startsWith("pingpong-delay,0,"));
        assertTrue(csv.get(10).startsWith("slow-lan,0,"));
        BufferedImage png = ImageIO.read(res.resolve("curves.png").toFile());
        assertEquals(1000, png.getWidth());
        assertEquals(600, png.getHeight());
        assertEquals(2, lbsim("curves", example("wus-nice-share.lbsim"), "--out", res.toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("not a PingPongApplication"));
    }

    @Test
    void vmConfigImportConvertsTicksToSeconds() throws Exception {
        Path vm = dir.resolve("VMConfig");
        Files.writeString(vm, "# MISS-PVM virtual machine\nmaster 1.0 10 5 3 10 8\nfast 0.5 10 5 3 10 8\nold 0 10 5 3 10 8\n");
        Path target = dir.resolve("vm.lbsim");
        assertEquals(0, lbsim("import", "vmconfig", vm.toString(), "--out", target.toString()), err.toString());
        Scenario s = ScenarioLoader.load(target);
        DelayNetwork net = (DelayNetwork) s.getPlatform().getSegments().get(0);
        assertEquals(0.0005, net.getSendDelaySeconds()); // 5 ticks of 100 us
        assertEquals(0.0003, net.getReceiveDelaySeconds());
        assertEquals(0.001, net.getTransmissionDelaySeconds());
        assertEquals(0.0008, net.getProportionalDelayPerKBSeconds()); // 8 ticks per KB
        assertEquals(0.001, s.getPlatform().getSpawnDelaySeconds());
        assertEquals(1.0, s.getPlatform().getHosts().get(0).getSpeed());
        assertEquals(2.0, s.getPlatform().getHosts().get(1).getSpeed()); // factor 0.5: twice as fast
        assertEquals(1.0, s.getPlatform().getHosts().get(2).getSpeed()); // factor 0: the real machine
        assertEquals(0, lbsim("validate", target.toString()));
        assertEquals(2, lbsim("import", "vmconfig", vm.toString(), "--out", target.toString()), "never overwrites");
        Files.writeString(vm, "master 1.0 10 5 x 10 8\nshort 1 2\n");
        assertEquals(2, lbsim("import", "vmconfig", vm.toString(), "--out", dir.resolve("bad.lbsim").toString()));
        String e = err.toString(StandardCharsets.UTF_8);
        assertTrue(e.contains(vm + ":1: field 5 must be a number >= 0, got 'x'"), e);
        assertTrue(e.contains(vm + ":2: expected 7 fields"), e);
        assertFalse(Files.exists(dir.resolve("bad.lbsim")));
    }

    /** lbsim import simgrid: the bench cluster and its deployment become a scenario that runs; bad input exits 2. */
    @Test
    void importSimgridWritesARunnableScenarioAndNamesWhatItCannotExpress() throws Exception {
        Path target = dir.resolve("cluster.lbsim");
        assertEquals(0, lbsim("import", "simgrid", example("simgrid/cluster.xml"), example("simgrid/master-worker-static.xml"),
                "--out", target.toString(), "--network-model", "cm02", "--crosstraffic", "off"), err.toString());
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("11 hosts and the master-worker deployment"), out.toString());
        assertEquals(0, lbsim("run", target.toString(), "--out", dir.resolve("res").toString(), "--quiet"), err.toString());
        // SimGrid 3.32 CM02 gives 8.1417999999999981 s (SimgridImportTest)
        String ms = Files.readString(dir.resolve("res/masterslave.csv"));
        double makespan = Double.parseDouble(ms.lines().skip(1).findFirst().orElseThrow().split(",")[2]);
        assertEquals(8.1417999999999981, makespan, 1e-9 * 8.1418, ms);
        assertEquals(2, lbsim("import", "simgrid", example("simgrid/cluster.xml"), "--out", target.toString()), "never overwrites");
        Path bad = dir.resolve("bad.xml");
        Files.writeString(bad, "<platform version=\"4.1\"><cluster id=\"c\" prefix=\"n\" radical=\"0-1\" suffix=\"\" speed=\"1Gf\""
                + " bw=\"1GBps\" lat=\"1us\" topology=\"FAT_TREE\"/></platform>");
        assertEquals(2, lbsim("import", "simgrid", bad.toString(), "--out", dir.resolve("bad.lbsim").toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains(bad + ":1: <cluster id=\"c\">: topology FAT_TREE is not supported"),
                err.toString());
        assertFalse(Files.exists(dir.resolve("bad.lbsim")));
    }
}
