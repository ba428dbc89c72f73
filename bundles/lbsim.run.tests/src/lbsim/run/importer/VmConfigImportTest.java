package lbsim.run.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.DelayNetwork;
import lbsim.model.Host;
import lbsim.model.io.ScenarioException;

/**
 * Issue 14, class 9: hostile VMConfig files give FILE:LINE errors (no internal error), a byte order mark
 * is not a field, and imported speeds are finite and within the model's range.
 */
class VmConfigImportTest {

    @TempDir
    Path dir;

    private Path file(String text) throws IOException {
        Path f = dir.resolve("vmconfig");
        Files.write(f, text.getBytes(StandardCharsets.UTF_8));
        return f;
    }

    private String problem(String text) throws IOException {
        Path f = file(text);
        return assertThrows(ScenarioException.class, () -> VmConfigImport.read(f)).getMessage();
    }

    @Test
    void aGoodFileImportsWithSpeedsOneOverTheFactor() throws Exception {
        // factor 0.5 -> speed 2; factor 0 (the real machine) -> speed 1; delays in 1e-4 s ticks
        VmConfigImport.Result r = VmConfigImport.read(file("master 0.5 10 20 30 40 50\nslave 0 10 20 30 40 50\n"));
        List<Host> hosts = r.scenario().getPlatform().getHosts();
        assertEquals(2.0, hosts.get(0).getSpeed());
        assertEquals(1.0, hosts.get(1).getSpeed());
        DelayNetwork net = (DelayNetwork) r.scenario().getPlatform().getSegments().get(0);
        assertEquals(20 / 10_000.0, net.getSendDelaySeconds());
        assertEquals(List.of(), r.warnings());
    }

    @Test
    void aByteOrderMarkIsNotAField() throws Exception {
        // before the fix: "\uFEFF master" split into 8 fields (an error), and "\uFEFFmaster" kept the mark
        VmConfigImport.Result spaced = VmConfigImport.read(file("\uFEFF master 1 0 0 0 0 0\n"));
        assertEquals("master", spaced.scenario().getPlatform().getHosts().get(0).getName());
        VmConfigImport.Result glued = VmConfigImport.read(file("\uFEFFmaster 1 0 0 0 0 0\n"));
        assertEquals("master", glued.scenario().getPlatform().getHosts().get(0).getName());
    }

    @Test
    void controlCharactersAreFileLineErrors() throws Exception {
        String p = dir.resolve("vmconfig").toString();
        assertEquals(p + ":2: control character U+0000 in column 3; a VMConfig file is plain text (fields separated "
                + "by spaces or tabs)", problem("# two machines\nma\u0000ster 1 0 0 0 0 0\n"));
        assertEquals(p + ":1: control character U+0007 in column 10; a VMConfig file is plain text (fields separated "
                + "by spaces or tabs)", problem("master 1 \u00070 0 0 0 0\n"));
        // a tab separates fields, as a space does
        assertEquals("m", VmConfigImport.read(file("m\t1\t0\t0\t0\t0\t0\n")).scenario().getPlatform().getHosts().get(0)
                .getName());
    }

    @Test
    void aFactorThatGivesANonFiniteOrOutOfRangeSpeedIsAnError() throws Exception {
        String p = dir.resolve("vmconfig").toString();
        // 1 / 1e-320 is Infinity: before the fix the host was imported with speed Infinity
        assertEquals(p + ":1: performance factor 1e-320 gives speed Infinity; the factor must be 0 (the real machine) "
                + "or from 1.0E-6 to 1000000.0, so the speed is finite and from 1.0E-6 to 1000000.0",
                problem("m 1e-320 0 0 0 0 0\n"));
        assertEquals(p + ":1: performance factor 2e6 gives speed 5.0E-7; the factor must be 0 (the real machine) "
                + "or from 1.0E-6 to 1000000.0, so the speed is finite and from 1.0E-6 to 1000000.0",
                problem("m 2e6 0 0 0 0 0\n"));
        assertEquals(1e-6, VmConfigImport.read(file("m 1e6 0 0 0 0 0\n")).scenario().getPlatform().getHosts().get(0)
                .getSpeed());
    }

    @Test
    void aFifoIsNotOpened() throws Exception {
        Path fifo = dir.resolve("fifo");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertEquals(0, mk.waitFor(), "mkfifo (Linux CI)");
        assertEquals(fifo + ": not a regular file (a FIFO, device or socket); lbsim reads input only from regular files",
                assertThrows(ScenarioException.class, () -> VmConfigImport.read(fifo)).getMessage());
    }
}
