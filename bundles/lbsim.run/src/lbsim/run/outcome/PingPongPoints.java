package lbsim.run.outcome;

import java.util.List;

import lbsim.run.io.Csv;

/**
 * The points of a ping-pong run (pingpong.csv): per message length, the mean round trip and the
 * application-to-application bandwidth.
 *
 * @param points in the order of the scenario's sizes
 */
public record PingPongPoints(List<Point> points) implements AppResult {

    /** The file name. */
    public static final String FILE = lbsim.run.result.ResultFiles.PING_PONG.name();

    /**
     * @param bytes                   message length (bytes)
     * @param roundTripSeconds        mean round-trip time (s)
     * @param bandwidthBytesPerSecond bytes over half the round trip (B/s)
     */
    public record Point(long bytes, double roundTripSeconds, double bandwidthBytesPerSecond) {
    }

    public PingPongPoints {
        points = List.copyOf(points);
    }

    @Override
    public List<ResultFile> files() {
        return List.of(ResultFile.of(FILE, out -> {
            StringBuilder sb = new StringBuilder(lbsim.run.result.ResultFiles.PING_PONG.header() + "\n");
            for (Point p : points) {
                sb.append(p.bytes()).append(',').append(Csv.number(p.roundTripSeconds())).append(',')
                        .append(Csv.number(p.bandwidthBytesPerSecond())).append('\n');
            }
            out.append(sb);
        }));
    }
}
