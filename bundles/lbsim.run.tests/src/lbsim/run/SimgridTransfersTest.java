package lbsim.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.net.RoutedNetwork;
import lbsim.core.net.Transfer;
import lbsim.model.Host;
import lbsim.model.Scenario;
import lbsim.run.importer.SimgridImport;

/**
 * Concurrent transfers (bench/simgrid/transfers/mixed.txt: ten transfers starting together or overlapping, within
 * groups and across backbones, WANs and clusters) on the platforms of bench/simgrid/platforms end when SimGrid 3.32
 * says, within 1e-9 relative, under cm02 without and with crosstraffic and lv08.
 * <p>
 * SimGrid's end times were printed by bench/simgrid/transfers.cpp (host-to-host Comm::sendto started at each time),
 * built with {@code g++ -O2 -std=c++17 transfers.cpp -lsimgrid} against Debian libsimgrid-dev 3.32-2+b2 and run as
 * {@code transfers bench/simgrid/platforms/P.xml bench/simgrid/transfers/mixed.txt --cfg=network/optim:Full} with
 * {@code --cfg=network/model:CM02 --cfg=network/crosstraffic:0} (model 0), {@code ... :1} (1) or
 * {@code --cfg=network/model:LV08} (2). The platforms two-groups-profiles (bandwidth profiles on the backbone and on
 * a split-duplex private link) and two-groups-latency-profiles (latency and bandwidth profiles on the backbone) have
 * links whose bandwidth_file and latency_file SimGrid reads and {@code lbsim import simgrid} turns into profiles.
 */
class SimgridTransfersTest {

    /** Platform, model, and the end time of each transfer of mixed.txt. */
    private static final String[][] SIMGRID = {
            { "hetero-links", "0", "0.10015000000000002", "0.21355000000000002", "0.24035000000000001", "1.6012499999999998", "0.01025", "0.25019999999999998", "0.090200000000000002", "0.25025000000000003", "0.61024999999999996", "0.12015799999999999" },
            { "hetero-links", "1", "0.10075959860383944", "0.198240625", "0.32589499999999993", "1.6012534399999998", "0.01025", "0.25419999999999998", "0.094200000000000006", "0.25024999999999997", "0.61975499999999994", "0.12015824" },
            { "hetero-links", "2", "0.10566953448822526", "0.21805709233373838", "0.27053864738703626", "1.6537378293032228", "0.01349992268041237", "0.28305137020833721", "0.09820504454139517", "0.25943806701030925", "0.64050827164948454", "0.12196013974909786" },
            { "shared-backbone", "0", "0.16744550000000002", "0.22744550000000002", "0.10452000000000003", "0.33607300000000007", "0.034420000000000006", "0.27503300000000003", "0.15325800000000003", "0.14485800000000001", "0.23723300000000003", "0.120624" },
            { "shared-backbone", "1", "0.17636219166666667", "0.2393621916666667", "0.11085333333333335", "0.352898025", "0.036170000000000008", "0.28865802500000004", "0.16092469166666667", "0.15002469166666668", "0.24827469166666669", "0.12062419999999999" },
            { "shared-backbone", "2", "0.1895996450171821", "0.25454809862542949", "0.12241293539518899", "0.37127181855670105", "0.04475279793814433", "0.30495346804123713", "0.17335028934707902", "0.16082657800687283", "0.26289229965635735", "0.1280705298969072" },
            { "two-groups", "0", "0.049147619047619037", "0.33110000000000001", "0.16109999999999994", "0.49509999999999998", "0.0101", "0.41809999999999997", "0.22159999999999999", "0.19359999999999999", "0.1061", "0.12010079999999999" },
            { "two-groups", "1", "0.04898888888888888", "0.34784999999999999", "0.17010000000000003", "0.51985000000000003", "0.0101", "0.43885000000000007", "0.23235", "0.20135000000000003", "0.10645782747603835", "0.12010080511182109" },
            { "two-groups", "2", "0.051651515463917524", "0.35992986597938142", "0.1771463608247423", "0.53712574226804122", "0.011548422680412373", "0.45352780412371135", "0.24053295876288661", "0.20758450515463919", "0.10941489941042785", "0.12130183001218668" },
            { "two-groups-latency", "0", "0.041909523809523813", "0.35087840909090906", "0.1465727272727273", "0.49709999999999999", "0.0101", "0.42134431818181817", "0.21657727272727273", "0.19284545454545454", "0.1061", "0.12010079999999999" },
            { "two-groups-latency", "1", "0.041977272727272724", "0.37087840340692646", "0.18081380113419912", "0.52185000000000004", "0.0101", "0.44208143370995673", "0.24666817613419911", "0.19915529122813133", "0.10623333333333335", "0.1201008019047619" },
            { "two-groups-latency", "2", "0.045068037362943743", "0.39040415192306133", "0.19668246226140162", "0.56314574226804126", "0.011548422680412373", "0.48022124841236713", "0.26601761611552782", "0.23252385539408238", "0.1094351054642469", "0.12130183001218668" },
            { "wan-window", "0", "0.040099999999999997", "0.19306936035156252", "0.097463510131835948", "0.42352340087890628", "0.0101", "0.27955404052734378", "0.12658468017578126", "0.13790292510986329", "0.1061", "0.12010079999999999" },
            { "wan-window", "1", "0.040099999999999997", "0.19306936035156252", "0.15313670666473467", "0.42352419621028531", "0.0101", "0.27955404052734378", "0.12658468017578126", "0.13790292510986329", "0.1061069825436409", "0.12010080009975062" },
            { "wan-window", "2", "0.042538113402061858", "0.67940137149645641", "0.5808386393111713", "0.91695192874114073", "0.011548422680412373", "0.76825155724468452", "0.61055118574822831", "0.62098236609264268", "0.1090329587628866", "0.12130182474226803" },
            { "two-clusters", "0", "0.0040250000000000008", "3.4267940560056065", "1.8262634066698791", "5.027379868624652", "0.10176020217128298", "4.2278553546770619", "2.2283860040127901", "1.5886594436836696", "0.055625000000000001", "0.12026032333010649" },
            { "two-clusters", "1", "0.0040250000000000008", "3.5980040107006688", "1.9174733613649411", "5.2785898233197148", "0.10692186722452596", "4.4390653093721246", "2.3395959587078519", "1.6673693983787319", "0.05562510360474715", "0.1202608394966118" },
            { "two-clusters", "2", "0.0044489613402061857", "3.7001144395540555", "1.965610546822018", "5.4349282663329932", "0.15257211508039958", "4.5711840806882327", "2.4087807569254251", "1.7432637608416601", "0.056098445876288663", "0.12329537580767574" },
            { "two-groups-profiles", "0", "0.046542735042735033", "0.36153733333333327", "0.2513493333333332", "0.41733133333333328", "0.0101", "0.3332626666666666", "0.1986101333333333", "0.17722133333333331", "0.1061", "0.12010079999999999" },
            { "two-groups-profiles", "1", "0.046500339167005827", "0.37145400000000001", "0.25557079365079366", "0.4339959047619048", "0.0101", "0.35101266666666675", "0.20546478114478114", "0.18194074074074074", "0.10624258434118397", "0.12010080954101915" },
            { "two-groups-profiles", "2", "0.048050639058605057", "0.39076404551118515", "0.30226213225948384", "0.44217325884572173", "0.011548422680412373", "0.3512730266537632", "0.20101948872746059", "0.17812166692470527", "0.10910902111203515", "0.12130183511263638" },
            { "two-groups-latency-profiles", "0", "0.041858467023172904", "0.30030326203208552", "0.16935922459893052", "0.4253185606060606", "0.0101", "0.34956287878787878", "0.21419268716577539", "0.19102653743315506", "0.1061", "0.12010079999999999" },
            { "two-groups-latency-profiles", "1", "0.041921886936592816", "0.31286892250080645", "0.18023809334793311", "0.439357718506239", "0.0101", "0.36338754570766496", "0.23006210431898824", "0.19561220641884339", "0.10615490196078431", "0.12010080078431372" },
            { "two-groups-latency-profiles", "2", "0.043795970701690223", "0.32843391116152754", "0.20829031874838461", "0.46864367152567882", "0.011548422680412373", "0.38682197148017444", "0.24282012535083813", "0.21658782294533985", "0.10920944163262412", "0.12130182791788208" },
    };

    private static final SimgridImport.Options[] MODELS = { new SimgridImport.Options("cm02", false),
            new SimgridImport.Options("cm02", true), new SimgridImport.Options("lv08", true) };

    private static Path bench(String rel) {
        return Path.of(System.getProperty("lbsim.examples", "../../examples")).getParent().resolve("bench/simgrid/" + rel);
    }

    /** A transfer handed to the network at its start time, recording when it arrives. */
    private static final class Timed implements Transfer {
        final int from;
        final int to;
        final long bytes;
        final Simulation sim;
        double end = Double.NaN;

        Timed(Simulation sim, int from, int to, long bytes) {
            this.sim = sim;
            this.from = from;
            this.to = to;
            this.bytes = bytes;
        }

        @Override
        public String fromHost() {
            return "";
        }

        @Override
        public String toHost() {
            return "";
        }

        @Override
        public int fromStation() {
            return from;
        }

        @Override
        public int toStation() {
            return to;
        }

        @Override
        public long bytes() {
            return bytes;
        }

        @Override
        public void arrived() {
            end = sim.now();
        }
    }

    private static double[] run(String platform, SimgridImport.Options o) throws Exception {
        Scenario s = SimgridImport.read(bench("platforms/" + platform + ".xml"), null, o).scenario();
        lbsim.model.RoutedNetwork m = (lbsim.model.RoutedNetwork) s.getPlatform().getSegments().get(0);
        RoutedNetwork net = RoutedPlatforms.create(m.getName(), m);
        Simulation sim = new Simulation(1);
        net.bind(sim);
        for (Host h : s.getPlatform().getHosts()) {
            net.attach(h.getName());
        }
        // the links' bandwidth and latency profiles, bound as a run binds them
        Binding b = new Binding(platform, null, sim);
        b.networks.put(m, net);
        lbsim.core.dynamics.LinkDynamics links = DynamicsBinder.linkDynamics(b, DynamicsBinder.linkProfiles(b, s.getPlatform()));
        assertEquals(List.of(), b.problems);
        assertEquals(platform.endsWith("-profiles"), !links.isEmpty(), platform);
        if (!links.isEmpty()) {
            links.start();
        }
        List<Timed> ts = new ArrayList<>();
        for (String line : Files.readAllLines(bench("transfers/mixed.txt"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.trim().split("\\s+");
            Timed t = new Timed(sim, net.station(f[1]), net.station(f[2]), Long.parseLong(f[3]));
            ts.add(t);
            sim.schedule(Double.parseDouble(f[0]), tag -> net.transmit(t), 0);
        }
        sim.run(RunLimits.NONE.withEndTime(100)); // looping profiles never run out of events
        return ts.stream().mapToDouble(t -> t.end).toArray();
    }

    @Test
    void concurrentTransfersEndWhenSimgridSays() throws Exception {
        List<String> off = new ArrayList<>();
        int compared = 0;
        double worst = 0;
        for (String[] row : SIMGRID) {
            double[] got = run(row[0], MODELS[Integer.parseInt(row[1])]);
            assertEquals(row.length - 2, got.length, row[0]);
            for (int i = 0; i < got.length; i++) {
                double e = Double.parseDouble(row[2 + i]);
                double rel = Math.abs(got[i] - e) / e;
                worst = Math.max(worst, rel);
                compared++;
                if (!(rel <= 1e-9)) {
                    off.add(row[0] + " model " + row[1] + " transfer " + i + ": lbsim " + got[i] + ", SimGrid " + e);
                }
            }
        }
        System.out.println("simgrid-transfers: " + compared + " end times, largest relative difference " + worst);
        assertEquals(List.of(), off);
        assertEquals(240, compared);
    }
}
