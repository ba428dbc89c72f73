package lbsim.run.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import lbsim.core.dist.Distributions;
import lbsim.model.PingPongApplication;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.SimulationException;
import lbsim.run.chart.LineChart;
import lbsim.run.io.AtomicFiles;
import lbsim.run.io.Csv;
import lbsim.run.outcome.PingPongPoints;
import lbsim.run.result.Manifest;

/**
 * Bandwidth curves of ping-pong scenarios side by side: each scenario is run and its points go into
 * DIR/curves.csv (scenario, bytes, round trip, bandwidth) and DIR/curves.png (bandwidth against length).
 * Only those two files are written; they replace files of the same name only when lbsim wrote them there
 * (listed in the folder's {@link Manifest}).
 */
public final class Curves {

    /** The default folder. */
    public static final Path DEFAULT_FOLDER = Path.of("results/curves");

    /**
     * One scenario's curve.
     *
     * @param file     the scenario file as given
     * @param scenario the scenario's name
     * @param points   its ping-pong points
     */
    public record Curve(String file, String scenario, PingPongPoints points) {
    }

    /** The files written: curves.csv and curves.png. */
    public record Written(Path csv, Path png) {
    }

    private Curves() {
    }

    /** The files written into the folder. */
    static final List<String> FILES = List.of("curves.csv", "curves.png");

    /**
     * Refuses a folder that exists and is not a folder, that cannot be created, or that holds a
     * curves.csv or curves.png lbsim did not write (not in its {@link Manifest}).
     *
     * @throws IOException naming the folder (and the files)
     */
    public static void checkFolder(Path dir) throws IOException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new IOException(dir + ": exists and is not a folder");
        }
        if (Files.isDirectory(dir)) {
            Manifest.checkMayWrite(dir, FILES);
            if (!Files.isWritable(dir)) {
                throw new IOException(dir + ": the folder is not writable");
            }
            return;
        }
        for (Path p = dir.toAbsolutePath().normalize().getParent(); p != null; p = p.getParent()) {
            if (Files.exists(p)) {
                if (!Files.isDirectory(p)) {
                    throw new IOException(dir + ": cannot be created: " + p + " is a file, not a folder");
                }
                if (!Files.isWritable(p)) {
                    throw new IOException(dir + ": cannot be created: the folder " + p + " is not writable");
                }
                break;
            }
        }
    }

    /**
     * Runs each scenario (with the assignments) and writes the curves.
     *
     * @param each receives each curve as soon as its scenario ran
     * @throws ScenarioException   when a scenario is invalid or not a {@link PingPongApplication} (rule curvesNeedPingPong)
     * @throws SimulationException when a run fails
     * @throws IOException         when the files cannot be written
     */
    public static Written draw(List<String> files, List<String> assignments, Path dir, Consumer<Curve> each)
            throws ScenarioException, SimulationException, IOException {
        checkFolder(dir);
        StringBuilder csv = new StringBuilder("scenario,bytes,round_trip_s,bandwidth_bytes_per_s\n");
        LineChart chart = new LineChart("Ping-pong: application-to-application bandwidth", "message length (bytes)",
                "bandwidth (MB/s)");
        for (String file : files) {
            Scenario s = Runs.load(Path.of(file), file, assignments);
            if (!(s.getApplication() instanceof PingPongApplication)) {
                throw new ScenarioException(file + ": the application is not a PingPongApplication (rule curvesNeedPingPong)");
            }
            RunOutcome r = ScenarioRunner.run(s, file, assignments, null, null);
            // a scenario without a name (the attribute is optional) is labelled by its file name
            String name = r.scenarioName() != null ? r.scenarioName() : String.valueOf(Path.of(file).getFileName());
            PingPongPoints points = r.result(PingPongPoints.class).orElseThrow();
            List<PingPongPoints.Point> ps = points.points();
            if (ps.isEmpty()) { // a run limit stopped it before the first size's repetitions ended
                String why = switch (r.stopReason()) {
                    case END_TIME -> "its end time (run/endTimeSeconds)";
                    case EVENT_LIMIT -> "its event limit (run/maxEvents)";
                    case WALL_CLOCK -> "its wall-clock limit (run/wallClockLimitSeconds)";
                    default -> "a stop (" + r.stopReason() + ")";
                };
                throw new SimulationException(file + ": the run stopped at " + Distributions.format(r.simulatedEndSeconds())
                        + " s, by " + why + ", before the first message size was measured: no curve to draw (fewer"
                        + " repetitions or a larger limit)");
            }
            double[] x = new double[ps.size()];
            double[] y = new double[ps.size()];
            for (int i = 0; i < ps.size(); i++) {
                PingPongPoints.Point p = ps.get(i);
                x[i] = p.bytes();
                y[i] = p.bandwidthBytesPerSecond() / 1e6;
                csv.append(Csv.text(name)).append(',').append(p.bytes()).append(',')
                        .append(Csv.number(p.roundTripSeconds())).append(',').append(Csv.number(p.bandwidthBytesPerSecond()))
                        .append('\n');
            }
            chart.add(new LineChart.Series(name, x, y));
            each.accept(new Curve(file, name, points));
        }
        checkFolder(dir); // again: a file may have been put there while the scenarios ran
        Files.createDirectories(dir);
        Path csvFile = dir.resolve("curves.csv");
        AtomicFiles.writeString(csvFile, csv.toString());
        Path png = dir.resolve("curves.png");
        chart.writePng(png, 1000, 600);
        Manifest.add(dir, List.of(csvFile, png));
        return new Written(csvFile, png);
    }

}
