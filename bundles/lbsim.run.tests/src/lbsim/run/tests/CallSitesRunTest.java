package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceStates;
import lbsim.model.RealApplication;
import lbsim.model.Scenario;
import lbsim.run.ExtraClassPath;
import lbsim.run.launch.CancelHandle;
import lbsim.run.launch.RunListener;
import lbsim.run.launch.RunRequest;
import lbsim.run.launch.RunResult;
import lbsim.run.launch.Runs;
import lbsim.trace.store.CallSite;
import lbsim.trace.store.Intervals;
import lbsim.trace.store.Messages;
import lbsim.trace.file.TraceFileStore;
import lbsim.trace.store.TraceStore;

/**
 * A real program run with call sites on ({@link RunRequest#callSites()}, {@code lbsim run --call-sites}): the
 * trace names the class, method, file and line of the Pvm call behind each message's send and receive and behind
 * state intervals. The expected lines are found in the program's source by their marker comments, not written here.
 */
class CallSitesRunTest {

    /** A master that computes, sends to its one slave and waits for the reply; the slave replies from a helper method. */
    static final String SOURCE = """
            package sites;

            import lbsim.api.Message;
            import lbsim.api.Pvm;
            import lbsim.api.Task;

            public final class PingPong implements Task {
                @Override
                public void run(Pvm pvm) {
                    if (pvm.parent() == Pvm.NO_PARENT) {
                        int[] slave = pvm.spawn(PingPong.class, 1, null);
                        pvm.compute(0.5); // @compute
                        pvm.send(slave[0], 7, new byte[100]); // @send
                        Message reply = pvm.recv(slave[0], 8); // @recvReply
                        System.out.println("reply of " + reply.length() + " bytes");
                    } else {
                        Message m = pvm.recv(pvm.parent(), 7); // @recv
                        reply(pvm, m.source());
                    }
                }

                private static void reply(Pvm pvm, int to) {
                    pvm.send(to, 8, new byte[10]); // @reply
                }
            }
            """;

    @TempDir
    static Path work;
    static Path classes;
    static Path sourceFile;

    @BeforeAll
    static void compile() throws Exception {
        Path src = work.resolve("src");
        sourceFile = src.resolve("sites/PingPong.java");
        Files.createDirectories(sourceFile.getParent());
        Files.writeString(sourceFile, SOURCE);
        classes = ExamplePrograms.compile(src, work.resolve("classes"));
    }

    /** The 1-based line of the source file that holds {@code // @marker}. */
    static int line(Path source, String marker) throws Exception {
        List<String> lines = Files.readAllLines(source);
        int found = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).endsWith("// @" + marker)) {
                assertEquals(-1, found, "marker @" + marker + " twice");
                found = i + 1;
            }
        }
        assertTrue(found > 0, "no marker @" + marker + " in " + source);
        return found;
    }

    private static Path run(Path folder, boolean callSites) throws Exception {
        Scenario s = Examples.load("real-token-ring.lbsim");
        RealApplication app = (RealApplication) s.getApplication();
        app.getClassPath().clear();
        app.getArgs().clear();
        app.setMainClass("sites.PingPong");
        app.setTaskName("master");
        RunRequest req = new RunRequest(null, s, "pingpong", List.of(), null, folder, List.of(),
                new ExtraClassPath(List.of(classes), "--classpath", "--classpath on the command line"), "test", callSites);
        RunResult r = ExamplePrograms.capture(() -> Runs.run(req, RunListener.NONE, new CancelHandle())).value();
        assertInstanceOf(RunResult.Completed.class, r, r.toString());
        return folder.resolve("trace.lbt");
    }

    private static void assertSite(TraceStore t, int site, String method, String marker) throws Exception {
        assertTrue(site >= 0, "no site for @" + marker);
        CallSite c = t.callSite(site);
        assertEquals("sites.PingPong", c.className(), c.toString());
        assertEquals(method, c.methodName(), c.toString());
        assertEquals("PingPong.java", c.fileName(), c.toString());
        assertEquals(line(sourceFile, marker), c.line(), "@" + marker + ": " + c);
        assertEquals("sites/PingPong.java", c.sourcePath());
    }

    @Test
    void sendAndReceiveSitesAreTheLinesOfThePvmCalls(@TempDir Path out) throws Exception {
        try (TraceFileStore t = TraceFileStore.open(run(out.resolve("res"), true))) {
            assertTrue(t.hasCallSites());
            Messages m = t.messages(TraceStore.ANY, TraceStore.ANY, 0, t.endSeconds());
            assertEquals(2, m.size());
            int request = m.tag(0) == 7 ? 0 : 1;
            int reply = 1 - request;
            assertEquals(8, m.tag(reply));
            assertSite(t, t.getSendSite(m.id(request)), "run", "send");
            assertSite(t, t.getReceiveSite(m.id(request)), "run", "recv");
            assertSite(t, t.getSendSite(m.id(reply)), "reply", "reply");
            assertSite(t, t.getReceiveSite(m.id(reply)), "run", "recvReply");

            // the master's 0.5 s of compute, and the slave blocked in its recv
            int master = t.getTask("master");
            Intervals iv = t.states(master, 0, t.endSeconds());
            int compute = -1;
            for (int i = 0; i < iv.size(); i++) {
                if (iv.state(i) == TraceStates.STATES.indexOf("compute") && Math.abs(iv.end(i) - iv.start(i) - 0.5) < 1e-9) {
                    compute = i;
                }
            }
            assertTrue(compute >= 0, "no 0.5 s compute interval of the master");
            assertSite(t, t.getIntervalSite(master, (iv.start(compute) + iv.end(compute)) / 2), "run", "compute");
            int slave = t.getTask("PingPong-1");
            Intervals sv = t.states(slave, 0, t.endSeconds());
            int blocked = -1;
            for (int i = 0; i < sv.size(); i++) {
                if (sv.state(i) == TraceStates.STATES.indexOf("blocked") && sv.end(i) > sv.start(i)) {
                    blocked = i;
                }
            }
            assertTrue(blocked >= 0, "the slave never waited");
            assertSite(t, t.getIntervalSite(slave, (sv.start(blocked) + sv.end(blocked)) / 2), "run", "recv");
            // six distinct sites: spawn, compute, send, recvReply, recv, reply (the parent() queries record none)
            assertEquals(6, t.callSiteCount());
        }
    }

    @Test
    void sameRunSameBytesAndWithoutTheOptionNoSites(@TempDir Path out) throws Exception {
        Path a = run(out.resolve("a"), true);
        Path b = run(out.resolve("b"), true);
        assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b));
        Path off = run(out.resolve("off"), false);
        try (TraceFileStore t = TraceFileStore.open(off)) {
            assertFalse(t.hasCallSites());
            assertEquals(0, t.callSiteCount());
            assertEquals(TraceStore.NO_SITE, t.optIntervalSite(0, t.endSeconds() / 2));
            assertEquals(TraceStore.NO_SITE, t.optSendSite(0));
        }
        assertTrue(Files.size(off) < Files.size(a), Files.size(off) + " bytes without sites, " + Files.size(a) + " with");
    }
}
