package lbsim.core.program;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

/** Counts the live task threads of program runtimes ({@code lbsim-task-<tid>-<name>}). */
final class ThreadCheck {

    private ThreadCheck() {
    }

    static List<String> taskThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(n -> n.startsWith("lbsim-task-")).sorted().toList();
    }

    static void assertNoTaskThreads() {
        assertEquals(List.of(), taskThreads(), "task threads alive after close()");
    }
}
