package lbsim.run;

import java.util.ArrayList;
import java.util.List;

import lbsim.core.app.PingPong;
import lbsim.model.PingPongApplication;
import lbsim.model.Scenario;
import lbsim.run.outcome.AppResult;
import lbsim.run.outcome.PingPongPoints;

/** Ping-pong between two hosts over a list of message lengths ({@link PingPongPoints}). */
final class PingPongBinder implements ApplicationBinder<PingPongApplication> {

    @Override
    public void bind(Binding b, Scenario scenario, PingPongApplication pp) {
        long[] sizes = sizes(b, pp);
        if (sizes == null || !PlatformBinder.virtualMachine(b, scenario.getPlatform())) {
            return;
        }
        PingPong model = new PingPong(sizes, pp.getRepetitions());
        String hostA = pp.getHostA().getName();
        String hostB = pp.getHostB().getName();
        b.apps.add(new PreparedRun.AppBinding() {
            @Override
            public void start() {
                model.start(b.vm, hostA, hostB);
            }

            @Override
            public void results(List<AppResult> results) {
                List<PingPongPoints.Point> points = new ArrayList<>();
                for (PingPong.Point p : model.points()) {
                    points.add(new PingPongPoints.Point(p.bytes(), p.roundTripSeconds(), p.bandwidthBytesPerSecond()));
                }
                results.add(new PingPongPoints(points));
            }
        });
    }

    private static long[] sizes(Binding b, PingPongApplication pp) {
        String[] parts = pp.getSizes() == null ? new String[0] : pp.getSizes().trim().split("[\\s,]+");
        long[] out = new long[parts.length];
        try {
            for (int i = 0; i < parts.length; i++) {
                out[i] = Long.parseLong(parts[i]);
                if (out[i] < 0) {
                    throw new NumberFormatException();
                }
            }
        } catch (NumberFormatException e) {
            b.problem(pp, "sizes must be whole numbers of bytes >= 0 separated by spaces, got '" + pp.getSizes() + "'",
                    "validSizes");
            return null;
        }
        if (out.length == 0 || parts[0].isEmpty()) {
            b.problem(pp, "sizes is empty", "validSizes");
            return null;
        }
        return out;
    }
}
