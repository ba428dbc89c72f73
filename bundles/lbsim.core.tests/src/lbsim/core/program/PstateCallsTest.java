package lbsim.core.program;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import lbsim.api.Pvm;
import lbsim.api.PvmException;
import lbsim.api.Task;

/**
 * A real program changing a host's pstate (DVFS) through the Pvm, on the delay network of
 * {@link TestPlatform} (spawn 0.125 s). Host h1 has pstates of speed 1.0 and 0.25.
 */
class PstateCallsTest {

    static final List<String> SEEN = Collections.synchronizedList(new ArrayList<>());

    @BeforeEach
    void clear() {
        SEEN.clear();
    }

    @AfterEach
    void noThreadLeft() {
        ThreadCheck.assertNoTaskThreads();
    }

    public static final class Main implements Task {
        @Override
        public void run(Pvm pvm) {
            SEEN.add(pvm.pstateCount("h1") + " pstates, speed of 1: " + pvm.pstateSpeed("h1", 1));
            pvm.spawn(Worker.class, 1, "h1");
            try {
                pvm.setPstate("h1", 2);
            } catch (PvmException e) {
                SEEN.add(e.getMessage());
            }
            try {
                pvm.pstate("nowhere");
            } catch (PvmException e) {
                SEEN.add(e.getMessage());
            }
        }
    }

    public static final class Worker implements Task {
        @Override
        public void run(Pvm pvm) {
            pvm.compute(2);
            SEEN.add("pstate " + pvm.pstate(pvm.hostName()) + " until " + String.format(Locale.ROOT, "%.6f", pvm.now()));
            pvm.setPstate(pvm.hostName(), 1);
            pvm.compute(2);
            SEEN.add("pstate " + pvm.pstate(pvm.hostName()) + " until " + String.format(Locale.ROOT, "%.6f", pvm.now()));
        }
    }

    @Test
    void aWorkerThatSlowsItsHostDownTakesFourTimesAsLongForTheRest() throws Exception {
        try (TestPlatform p = new TestPlatform(1, 1)) {
            p.hosts.get(1).setPstates(new double[] { 1.0, 0.25 }, 0);
            p.start(Main.class);
            p.runToEnd();
            // the worker starts at 0.125 s: 2 s at speed 1 end at 2.125 s; then 2 s of reference work at speed 0.25
            // take 8 s: 10.125 s
            assertEquals(List.of("2 pstates, speed of 1: 0.25",
                    "setPstate: host 'h1' has no pstate 2 (0..1)",
                    "pstate: no host named 'nowhere'; hosts: [h0, h1]",
                    "pstate 0 until 2.125000",
                    "pstate 1 until 10.125000"), SEEN);
        }
    }
}
