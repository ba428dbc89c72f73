package lbsim.core.program;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * Issue 32: an out-of-memory or thread-limit failure names the limit that was hit, with its value, not a
 * generic advice.
 */
class MemoryLimitsTest {

    @Test
    void aFullHeapNamesXmxWithItsValue() {
        String s = MemoryLimits.describe(new OutOfMemoryError("Java heap space"));
        long mb = Runtime.getRuntime().maxMemory() >> 20;
        assertTrue(s.startsWith("the Java heap is full: its limit (-Xmx) is " + mb + " MB; "), s);
        assertTrue(s.contains("LBSIM_JAVA_OPTS=-Xmx"), s);
    }

    @Test
    void metaspaceAndDirectMemoryNameTheirOwnLimits() {
        assertTrue(MemoryLimits.describe(new OutOfMemoryError("Metaspace")).contains("-XX:MaxMetaspaceSize"));
        assertTrue(MemoryLimits.describe(new OutOfMemoryError("Direct buffer memory"))
                .contains("-XX:MaxDirectMemorySize"));
    }

    @Test
    void aThreadThatCannotStartNamesTheOperatingSystemsThreadLimitsWithTheirValues() throws Exception {
        String s = MemoryLimits.describe(new OutOfMemoryError(
                "unable to create native thread: possibly out of memory or process/resource limits reached"));
        assertTrue(s.startsWith("the operating system refused a new thread with "), s);
        assertTrue(s.contains(" threads in this JVM"), s);
        assertTrue(s.contains("DECLARED mode"), s);
        Path threadsMax = Path.of("/proc/sys/kernel/threads-max");
        if (Files.isReadable(threadsMax)) { // Linux: the values read here appear in the message
            assertTrue(s.contains("kernel.threads-max " + Files.readString(threadsMax).trim()), s);
            assertTrue(s.contains("vm.max_map_count " + Files.readString(Path.of("/proc/sys/vm/max_map_count")).trim()),
                    s);
            assertTrue(s.contains("max user processes (ulimit -u) "), s);
        }
    }
}
