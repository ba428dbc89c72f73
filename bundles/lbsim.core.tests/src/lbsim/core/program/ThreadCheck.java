package lbsim.core.program;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.TreeSet;

/**
 * Counts the live task threads of program runtimes ({@code lbsim-task-<tid>-<name>}): the platform threads of
 * that name and the runtime's own list of the task threads alive (a virtual thread is not in
 * {@link Thread#getAllStackTraces()}).
 */
final class ThreadCheck {

    private ThreadCheck() {
    }

    static List<String> taskThreads() {
        TreeSet<String> names = new TreeSet<>(ProgramRuntime.liveTaskThreads());
        Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(n -> n.startsWith("lbsim-task-")).forEach(names::add);
        return List.copyOf(names);
    }

    static void assertNoTaskThreads() {
        assertEquals(List.of(), taskThreads(), "task threads alive after close()");
    }
}
