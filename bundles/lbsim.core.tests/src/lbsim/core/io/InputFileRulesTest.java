package lbsim.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.analytic.EstimateFile;

/**
 * Issue 14, class 2: input files are read only when they are regular files of bounded size, so a FIFO
 * does not block and /dev/zero does not exhaust memory; the error names the file and the rule.
 */
class InputFileRulesTest {

    @TempDir
    Path dir;

    @Test
    void aFifoIsRefusedWithoutBlocking() throws Exception {
        Path fifo = dir.resolve("rates.csv");
        Process p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertTrue(p.waitFor() == 0 && Files.exists(fifo), "mkfifo (Linux CI)");
        // before the fix, Files.readAllLines blocked here for ever (no writer)
        InputFileException e = assertThrows(InputFileException.class,
                () -> CsvInput.read(fifo, "time_s,rate_per_s"));
        assertEquals("rates.csv: not a regular file (a FIFO, device or socket); lbsim reads input only from regular files",
                e.getMessage());
        assertThrows(InputFileException.class, () -> EstimateFile.read(fifo));
    }

    @Test
    void devZeroIsRefused() {
        Path zero = Path.of("/dev/zero");
        assertTrue(Files.exists(zero), "/dev/zero (Linux CI)");
        InputFileException e = assertThrows(InputFileException.class, () -> CsvInput.read(zero, "a"));
        assertEquals("zero: not a regular file (a FIFO, device or socket); lbsim reads input only from regular files",
                e.getMessage());
    }

    @Test
    void aFolderIsRefused() {
        InputFileException e = assertThrows(InputFileException.class, () -> InputFiles.readLines(dir));
        assertTrue(e.getMessage().endsWith(": not a regular file (a folder); lbsim reads input only from regular files"),
                e.getMessage());
    }

    @Test
    void aFileAboveTheLimitIsRefusedAndTheLimitIsNamed() throws IOException, InputFileException {
        Path f = dir.resolve("trace.csv");
        Files.writeString(f, "arrival_s,cpu_s,nice\n0,1,0\n"); // 27 bytes
        assertEquals(List.of("arrival_s,cpu_s,nice", "0,1,0"), InputFiles.readLines(f, 27));
        InputFileException e = assertThrows(InputFileException.class, () -> InputFiles.readLines(f, 26));
        assertEquals("trace.csv: is 27 bytes; an input file may be at most 26 bytes (0 MiB)", e.getMessage());
        assertEquals(256L * 1024 * 1024, InputFiles.MAX_BYTES);
    }

    @Test
    void aMissingFileIsNamed() {
        InputFileException e = assertThrows(InputFileException.class,
                () -> lbsim.core.app.TraceReplay.load(dir.resolve("none.trc")));
        assertTrue(e.getMessage().contains("no such file"), e.getMessage());
    }
}
