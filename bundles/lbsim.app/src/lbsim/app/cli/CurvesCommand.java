package lbsim.app.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import lbsim.model.io.ScenarioException;
import lbsim.run.SimulationException;
import lbsim.run.launch.Curves;
import lbsim.run.outcome.PingPongPoints;

/** {@code lbsim curves}: ping-pong scenarios' bandwidth curves side by side ({@link Curves}). */
public final class CurvesCommand implements Command {

    @Override
    public int execute(String[] args, Console io) throws UsageException, ScenarioException, SimulationException, IOException {
        String outDir = null;
        List<String> sets = new ArrayList<>();
        List<String> scenarios = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--out" -> outDir = Args.value(args, ++i, a);
                case "--set" -> sets.add(Args.value(args, ++i, a));
                default -> {
                    if (a.startsWith("-")) {
                        throw new UsageException("unknown option '" + a + "' for curves");
                    }
                    scenarios.add(a);
                }
            }
        }
        if (scenarios.isEmpty()) {
            throw new UsageException("curves: no SCENARIO file given");
        }
        Path dir = outDir != null ? Path.of(outDir) : Curves.DEFAULT_FOLDER;
        try {
            Curves.checkFolder(dir);
        } catch (IOException e) {
            throw new UsageException("--out " + e.getMessage());
        }
        Curves.Written files = Curves.draw(scenarios, sets, dir, c -> {
            List<PingPongPoints.Point> ps = c.points().points();
            io.out().println(c.file() + ": " + ps.size() + " sizes, largest message at "
                    + String.format(Locale.ROOT, "%.3f MB/s", ps.get(ps.size() - 1).bandwidthBytesPerSecond() / 1e6));
        });
        io.out().println("curves: " + files.csv() + ", " + files.png());
        return ExitCodes.OK;
    }
}
