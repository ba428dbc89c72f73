package lbsim.core.program;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import lbsim.api.Message;
import lbsim.api.Pvm;
import lbsim.api.PvmException;
import lbsim.api.Task;
import lbsim.core.dynamics.HostDynamics;
import lbsim.core.dynamics.Profile;

/**
 * pvm_notify: a real program told of a task's end and of a host going off, on the delay network of
 * {@link TestPlatform} (spawn 0.125 s).
 */
class NotifyTest {

    static final List<Object> SEEN = Collections.synchronizedList(new ArrayList<>());

    @BeforeEach
    void clear() {
        SEEN.clear();
    }

    @AfterEach
    void noThreadLeft() {
        ThreadCheck.assertNoTaskThreads();
    }

    public static final class Watcher implements Task {
        @Override
        public void run(Pvm pvm) {
            int worker = pvm.spawn(Worker.class, 1, "h1")[0];
            pvm.notifyExit(worker, 7);
            pvm.notifyHostDelete("h1", 8);
            Message a = pvm.recv(Pvm.ANY, Pvm.ANY);
            SEEN.add(a.tag() + " from " + a.source() + " " + a.payload() + " at " + String.format(java.util.Locale.ROOT, "%.6f", pvm.now()));
            Message b = pvm.recv(Pvm.ANY, Pvm.ANY);
            SEEN.add(b.tag() + " from " + b.source() + " " + b.payload() + " at " + String.format(java.util.Locale.ROOT, "%.6f", pvm.now()));
            try {
                pvm.send(worker, 1, "too late");
            } catch (PvmException e) {
                SEEN.add(e.getMessage());
            }
            try {
                pvm.notifyHostDelete("nowhere", 9);
            } catch (PvmException e) {
                SEEN.add(e.getMessage());
            }
        }
    }

    public static final class Worker implements Task {
        @Override
        public void run(Pvm pvm) {
            pvm.compute(100);
        }
    }

    @Test
    void aWatcherHearsOfTheHostAndOfItsTaskAndGoesOn() throws Exception {
        try (TestPlatform p = new TestPlatform(1, 1)) {
            HostDynamics d = new HostDynamics(p.sim);
            d.attach(p.vm);
            d.stateProfile(p.hosts.get(1), Profile.parse("3 0"));
            d.start();
            p.start(Watcher.class);
            p.runToEnd();
            // h1 goes off at 3 s with the worker (spawned at 0.125 s): the host notice first (tag 8, from the watcher
            // itself, task 0), then the exit notice (tag 7 from task 1); each receive costs 2 ms on the watcher's host
            assertEquals(List.of("8 from 0 h1 at 3.002000", "7 from 1 1 at 3.004000",
                    "send: task 1 was lost when its host 'h1' went off",
                    "notifyHostDelete: no host named 'nowhere'; hosts: [h0, h1]"), SEEN);
        }
    }
}
