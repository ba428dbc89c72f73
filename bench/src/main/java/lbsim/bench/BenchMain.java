package lbsim.bench;

import java.util.Arrays;

/**
 * Entry point of the on-demand benchmarks: {@code BenchMain <suite> [suite arguments]}, where suite is
 * {@code hold} ({@link HoldBenchmark}), {@code wus} ({@link WusBenchmark}), {@code masterslave}
 * ({@link MasterSlaveBenchmark}), {@code realpingpong} ({@link RealPingPongBenchmark}) or {@code ab}
 * ({@link EngineAbBenchmark}), or {@code simgrid-lbsim} ({@link SimgridPeerBenchmark}, lbsim's side of
 * {@code run.sh simgrid}). {@code run.sh} calls this.
 */
public final class BenchMain {

    private BenchMain() {
    }

    public static void main(String[] args) throws Exception {
        String suite = args.length == 0 ? "hold" : args[0];
        String[] rest = args.length == 0 ? new String[0] : Arrays.copyOfRange(args, 1, args.length);
        switch (suite) {
            case "hold" -> HoldBenchmark.main(rest);
            case "wus" -> WusBenchmark.main(rest);
            case "masterslave" -> MasterSlaveBenchmark.main(rest);
            case "tracequery" -> TraceQueryBenchmark.main(rest);
            case "realpingpong" -> RealPingPongBenchmark.main(rest);
            case "ab" -> EngineAbBenchmark.main(rest);
            case "simgrid-lbsim" -> SimgridPeerBenchmark.main(rest);
            case "routedscale" -> RoutedScaleBenchmark.main(rest);
            default -> {
                System.err.println("bench: unknown suite '" + suite + "'; use hold, wus, masterslave, realpingpong or ab");
                System.exit(2);
            }
        }
    }
}
