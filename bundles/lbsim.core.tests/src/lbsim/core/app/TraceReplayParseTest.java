package lbsim.core.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.app.TraceReplay.Op;
import lbsim.core.io.InputFileException;
import lbsim.core.msg.TaskContext;

/** The trace format: what it reads, and every bad line reported as FILE:LINE: what is wrong. */
class TraceReplayParseTest {

    @TempDir
    Path dir;

    private int folders;

    /** A folder with trace.0, trace.1, ... holding the given texts. */
    private Path folder(String... tasks) throws Exception {
        Path f = Files.createDirectories(dir.resolve("t" + folders++));
        for (int i = 0; i < tasks.length; i++) {
            Files.writeString(f.resolve("trace." + i), tasks[i]);
        }
        return f;
    }

    private String error(String... tasks) throws Exception {
        Path f = folder(tasks);
        return assertThrows(InputFileException.class, () -> TraceReplay.load(f)).getMessage();
    }

    @Test
    void readsTheFigureLayoutWithTagsWildcardsAndComments() throws Exception {
        TraceReplay t = TraceReplay.load(folder("""
                # task 0 of figure 3.6, with one tag added
                c\t3356\t0\t0\t0

                s 234 48 0 2
                c 499
                m 184 58 0 1 2 3 tag=5
                r 188 16 2 0
                c 64 0 0 0
                r 142 32 any 0 tag=any
                r 10.5 0 -1 0 tag=9
                """, "r 1 58 0 1 tag=5\ns 0 0 1 0 tag=9\n", "r 1 58 0 2\ns 2 16 2 0\ns 3 32 2 0\n",
                "r 1 58 0 3 tag=5\n"));
        assertEquals(4, t.taskCount());
        List<Op> ops = t.ops(0);
        assertEquals(8, ops.size());
        assertEquals(new Op('c', 3356, 0, 0, new int[0], TaskContext.ANY, 2), ops.get(0));
        assertEquals(new Op('s', 234, 48, 0, new int[] {2}, 0, 4), ops.get(1));
        assertEquals(new Op('c', 499, 0, 0, new int[0], TaskContext.ANY, 5), ops.get(2));
        assertEquals('m', ops.get(3).code());
        assertArrayEquals(new int[] {1, 2, 3}, ops.get(3).destinations());
        assertEquals(5, ops.get(3).tag());
        assertEquals(new Op('r', 188, 16, 2, new int[] {0}, TaskContext.ANY, 7), ops.get(4));
        assertEquals(new Op('r', 142, 32, TaskContext.ANY, new int[] {0}, TaskContext.ANY, 9), ops.get(6));
        assertEquals(new Op('r', 10.5, 0, TaskContext.ANY, new int[] {0}, 9, 10), ops.get(7));
        assertEquals("m 184 58 0 1 2 3 tag=5", ops.get(3).format());
        assertEquals("r 10.5 0 any 0 tag=9", ops.get(7).format());
        assertEquals("c 3356 0 0 0", ops.get(0).format());
    }

    @Test
    void oneFileWithATaskColumnReadsLikeAFolder() throws Exception {
        Path combined = Files.writeString(dir.resolve("all.trace"), """
                # task CODE TIME BYTES SOURCE DESTINATION
                0 c 3000 0 0 0
                1 c 1000 0 0 0
                0 s 500 2048 0 1 tag=7
                1 r 400 2048 0 1 tag=7
                1 s 600 1024 1 0
                0 r 200 1024 1 0
                """);
        TraceReplay t = TraceReplay.load(combined);
        assertEquals(2, t.taskCount());
        assertEquals(List.of(new Op('c', 3000, 0, 0, new int[0], TaskContext.ANY, 2),
                new Op('s', 500, 2048, 0, new int[] {1}, 7, 4), new Op('r', 200, 1024, 1, new int[] {0}, TaskContext.ANY, 7)),
                t.ops(0));
        assertEquals(List.of('c', 'r', 's'), t.ops(1).stream().map(Op::code).toList());
        assertEquals(combined, t.file(1));
        assertEquals("all.trace:3: unknown code 'x' (expected c, s, r or m)",
                assertThrows(InputFileException.class, () -> TraceReplay.load(Files.writeString(dir.resolve("all.trace"),
                        "0 c 1\n\n1 x 1\n"))).getMessage());
        assertEquals("all.trace:2: task must be >= 0, got -2", assertThrows(InputFileException.class,
                () -> TraceReplay.load(Files.writeString(dir.resolve("all.trace"), "0 c 1\n-2 c 1\n"))).getMessage());
    }

    @Test
    void anUnknownCodeIsReportedWithFileAndLine() throws Exception {
        assertEquals("trace.1:3: unknown code 'x' (expected c, s, r or m)", error("c 1 0 0 0\n", "c 1 0 0 0\n# note\nx 10 0 0 0\n"));
        assertEquals("trace.0:1: unknown code 'C' (expected c, s, r or m)", error("C 1 0 0 0\n"));
    }

    @Test
    void aNegativeTimeIsReportedWithFileAndLine() throws Exception {
        assertEquals("trace.0:2: negative time -5 (times are microseconds >= 0)", error("c 1 0 0 0\nc -5 0 0 0\n"));
        assertEquals("trace.1:1: negative time -0.5 (times are microseconds >= 0)",
                error("s 1 8 0 1\n", "r -0.5 8 0 1\n"));
        assertEquals("trace.0:1: time must be a number of microseconds, got 'fast'", error("c fast 0 0 0\n"));
    }

    @Test
    void anUnmatchedReceiveIsReportedWithFileAndLine() throws Exception {
        // task 0 sends task 1 one message; task 1 receives two from it: the second one is unmatched
        assertEquals("trace.1:4: no send matches this receive: task 0 sends task 1 1 message, this is receive 2 from it",
                error("s 1 8 0 1\n", "r 1 8 0 1\nc 5 0 0 0\n\nr 1 8 0 1\n"));
        // the tag must match when the receive names one
        assertEquals("trace.1:1: no send matches this receive: task 0 sends task 1 0 messages with tag 9, this is receive 1 of them",
                error("s 1 8 0 1 tag=4\n", "r 1 8 0 1 tag=9\n"));
        // a receive from any task takes what the named receives leave over: task 2 receives from 0 by name
        // (1 of 1) and then twice from any, but only task 1's single message is left
        assertEquals("trace.2:3: no send matches this receive from any task: the messages to task 2 not taken by "
                + "receives from a named task number 1, this is receive 2 from any task",
                error("s 1 8 0 2\n", "s 1 8 1 2\n", "r 1 8 any 2\nr 1 8 0 2\nr 1 8 any 2\n"));
        // a receive from a task that never sends to this one
        assertEquals("trace.0:1: no send matches this receive: task 1 sends task 0 0 messages, this is receive 1 from it",
                error("r 1 8 1 0\n", "c 1\n"));
        // multicasts count for every destination
        TraceReplay ok = TraceReplay.load(folder("m 1 8 0 1 2\n", "r 1 8 any 1\n", "r 1 8 0 2 tag=0\n"));
        assertEquals(3, ok.taskCount());
    }

    @Test
    void missingAndBadFieldsAreReportedWithFileAndLine() throws Exception {
        assertEquals("trace.0:1: missing field: expected 's TIME BYTES SOURCE DESTINATION [tag=T]'", error("s 100 48 0\n", "c 1\n"));
        assertEquals("trace.0:1: missing field: expected 'c TIME [0 0 0]'", error("c\n"));
        assertEquals("trace.0:1: missing field: expected 'm TIME BYTES SOURCE DESTINATION... [tag=T]'", error("m 1 8 0 tag=1\n"));
        assertEquals("trace.0:1: too many fields: expected 'r TIME BYTES SOURCE DESTINATION [tag=T]'",
                error("r 1 8 1 0 0\n", "s 1 8 1 0\n"));
        assertEquals("trace.0:1: bytes must be >= 0, got -8", error("s 1 -8 0 1\n", "c 1\n"));
        assertEquals("trace.0:1: tag=T must be the last field, once", error("s 1 8 tag=2 0 1\n", "c 1\n"));
        assertEquals("trace.0:1: a compute line has no tag", error("c 1 tag=2\n"));
    }

    @Test
    void aTaskThatDoesNotExistOrIsNotTheFilesOwnIsReported() throws Exception {
        assertEquals("trace.0:2: destination task 5 does not exist (the trace has tasks 0 to 1)",
                error("c 1\ns 100 48 0 5\n", "c 1\n"));
        assertEquals("trace.1:1: source task 3 does not exist (the trace has tasks 0 to 1)", error("c 1\n", "r 1 8 3 1\n"));
        assertEquals("trace.0:1: destination task 2 does not exist (the trace has tasks 0 to 1)", error("m 1 8 0 1 2\n", "c 1\n"));
        assertEquals("trace.0:1: a send's source must be this task 0, got 1", error("s 1 8 1 0\n", "c 1\n"));
        assertEquals("trace.1:1: a receive's destination must be this task 1, got 0", error("s 1 8 0 1\n", "r 1 8 0 0\n"));
    }

    @Test
    void aFolderNeedsOneFilePerTaskWithoutGaps() throws Exception {
        Path gap = Files.createDirectories(dir.resolve("traces"));
        Files.writeString(gap.resolve("trace.0"), "c 1\n");
        Files.writeString(gap.resolve("trace.2"), "c 1\n");
        Files.writeString(gap.resolve("README.md"), "not a trace\n");
        assertEquals("traces: no trace file for task 1 (tasks are numbered 0 to 2 without gaps)",
                assertThrows(InputFileException.class, () -> TraceReplay.load(gap)).getMessage());
        Files.writeString(gap.resolve("results.1"), "c 1\n");
        Files.writeString(gap.resolve("trace.1"), "c 1\n");
        assertEquals("trace.1: a second file for task 1 (also results.1)",
                assertThrows(InputFileException.class, () -> TraceReplay.load(gap)).getMessage());
        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertEquals("empty: no trace files (one per task, named NAME.0, NAME.1, ...)",
                assertThrows(InputFileException.class, () -> TraceReplay.load(empty)).getMessage());
        assertEquals("missing: no such file",
                assertThrows(InputFileException.class, () -> TraceReplay.load(dir.resolve("missing"))).getMessage());
    }

    @Test
    void theExampleTraceLoads() throws Exception {
        TraceReplay t = TraceReplay.load(TraceReplayTest.exampleFolder());
        assertEquals(3, t.taskCount());
        assertEquals(List.of(22, 13, 13), List.of(t.ops(0).size(), t.ops(1).size(), t.ops(2).size()));
    }
}
