package lbsim.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import lbsim.run.outcome.NetworkTables;

/**
 * Issue 32: traffic.csv gathered while the run goes ({@link TrafficRecorder}) is the table the messages give when binned
 * after the run (as the trace file's were), across blocks spilled to its temporary file, which is gone afterwards.
 */
class TrafficRecorderTest {

    @Test
    void theTableIsTheOneOfTheMessagesBinnedAfterTheRun() throws IOException {
        Random r = new Random(32);
        for (int messages : new int[] { 0, 5, TrafficRecorder.BLOCK, 2 * TrafficRecorder.BLOCK + 17 }) {
            MessageTable.Traffic direct;
            NetworkTables.Traffic online;
            double end = 100 + r.nextDouble();
            try (TrafficRecorder rec = new TrafficRecorder()) {
                direct = new MessageTable.Traffic(end, 100);
                for (int i = 0; i < messages; i++) {
                    double delivered = i % 97 == 0 ? end : end * r.nextDouble(); // end: the last bin's upper bound
                    if (i % 11 == 0) {
                        delivered = Double.NaN; // never delivered: not counted
                    }
                    long bytes = r.nextInt(1 << 20) + (i % 5 == 0 ? (1L << 40) : 0);
                    direct.add(delivered, bytes);
                    rec.message(i, 0, 1, 0, bytes, 0, 0, delivered, Double.NaN);
                }
                online = rec.table(end, 100);
            }
            NetworkTables.Traffic t = direct.table();
            assertEquals(t.binSeconds(), online.binSeconds(), 0);
            assertArrayEquals(t.messages(), online.messages(), messages + " messages");
            assertArrayEquals(t.bytes(), online.bytes(), messages + " messages");
            if (messages == 5) { // by hand: 5 messages, the first (i = 0) never delivered
                assertEquals(4, java.util.Arrays.stream(online.messages()).sum());
            }
        }
        try (var files = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            List<Path> left = files.filter(p -> p.getFileName().toString().startsWith("lbsim-traffic-")).toList();
            assertEquals(List.of(), left.stream().filter(TrafficRecorderTest::recent).toList());
        }
    }

    private static boolean recent(Path p) {
        try {
            return Files.getLastModifiedTime(p).toMillis() > System.currentTimeMillis() - 60_000;
        } catch (IOException e) {
            return false;
        }
    }
}
