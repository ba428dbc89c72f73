package lbsim.core.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/** StepStream passes on exactly the steps a StepSeries keeps, for the same non-decreasing calls. */
class StepStreamTest {

    @Test
    void sameStepsAsAStepSeriesOnRandomCalls() {
        for (long seed = 1; seed <= 200; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            StepSeries series = new StepSeries();
            List<double[]> streamed = new ArrayList<>();
            StepStream stream = new StepStream((t, v) -> streamed.add(new double[] { t, v }));
            double t = 0;
            int n = r.nextInt(1, 60);
            for (int i = 0; i < n; i++) {
                if (r.nextInt(3) > 0) {
                    t += r.nextInt(3) * 0.5; // often the same time: replacements and merges
                }
                double v = r.nextInt(3);
                series.add(t, v);
                stream.add(t, v);
            }
            stream.flush();
            assertEquals(series.size(), streamed.size(), "seed " + seed);
            for (int i = 0; i < series.size(); i++) {
                assertEquals(series.time(i), streamed.get(i)[0], "seed " + seed + " step " + i);
                assertEquals(series.value(i), streamed.get(i)[1], "seed " + seed + " step " + i);
            }
        }
    }

    @Test
    void aStepEarlierThanTheLastCallIsRefused() {
        StepStream s = new StepStream((t, v) -> { });
        s.add(2, 1);
        s.add(3, 1); // no step (same value), but the clock is at 3
        assertThrows(IllegalArgumentException.class, () -> s.add(2.5, 0));
    }
}
