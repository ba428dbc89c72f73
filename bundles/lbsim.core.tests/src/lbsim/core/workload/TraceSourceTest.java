package lbsim.core.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.Job;
import lbsim.core.cpu.JobKind;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.io.InputFileException;

/** A process trace is replayed exactly: times, demands, nice levels and hosts as in the file. */
class TraceSourceTest {

    @TempDir
    Path dir;

    private static final String TRACE = """
            # two workstations, one morning
            arrival_s,cpu_s,nice,host
            0,2.5,0,
            1.5,1,10,ws2

            1.5,3,-5,
            4,0.25,19,ws1
            """;

    /** What a submission looked like: host, time, demand, nice. */
    private record Submission(String host, double time, double work, int nice) {
    }

    @Test
    void readKeepsLinesHostsAndValues() throws Exception {
        Path file = Files.writeString(dir.resolve("trace.csv"), TRACE);
        List<TraceRecord> r = TraceSource.read(file);
        assertEquals(List.of(new TraceRecord(3, 0, 2.5, 0, null), new TraceRecord(4, 1.5, 1, 10, "ws2"),
                new TraceRecord(6, 1.5, 3, -5, null), new TraceRecord(7, 4, 0.25, 19, "ws1")), r);
    }

    @Test
    void replayReproducesTheFileOnEachHost() throws Exception {
        List<TraceRecord> records = TraceSource.read(Files.writeString(dir.resolve("trace.csv"), TRACE));
        Simulation sim = new Simulation(1);
        Host ws1 = new Host(sim, "ws1", 1.0, 1, WeightPolicy.LINUX_2_0);
        Host ws2 = new Host(sim, "ws2", 2.0, 1, WeightPolicy.LINUX_2_0);
        TraceSource source = new TraceSource(sim, "morning", List.of(ws1, ws2), records);
        List<Submission> submitted = new ArrayList<>();
        List<Job> finished = new ArrayList<>();
        source.setObserver(new JobObserver() {
            @Override
            public void jobSubmitted(Job job) {
                assertEquals(JobKind.COMPETING, job.kind());
                assertEquals(sim.now(), job.submitTime());
                submitted.add(new Submission(job.host().name(), job.submitTime(), job.workSeconds(), job.nice()));
            }

            @Override
            public void jobFinished(Job job) {
                finished.add(job);
            }
        });
        source.start();
        sim.run(RunLimits.NONE);

        List<Submission> onWs1 = submitted.stream().filter(s -> s.host().equals("ws1")).toList();
        List<Submission> onWs2 = submitted.stream().filter(s -> s.host().equals("ws2")).toList();
        assertEquals(List.of(new Submission("ws1", 0, 2.5, 0), new Submission("ws1", 1.5, 3, -5),
                new Submission("ws1", 4, 0.25, 19)), onWs1);
        assertEquals(List.of(new Submission("ws2", 0, 2.5, 0), new Submission("ws2", 1.5, 1, 10),
                new Submission("ws2", 1.5, 3, -5)), onWs2);
        assertEquals(6, source.arrivals());
        assertEquals(3, source.arrivals(ws1));
        assertEquals(6, finished.size(), "every replayed process runs to completion");
    }

    @Test
    void aRecordForAHostOutsideTheGroupIsRefusedWithItsLine() throws Exception {
        List<TraceRecord> records = TraceSource.read(Files.writeString(dir.resolve("trace.csv"), TRACE));
        Simulation sim = new Simulation(1);
        Host ws1 = new Host(sim, "ws1", 1.0, 1, WeightPolicy.LINUX_2_0);
        Host ws3 = new Host(sim, "ws3", 1.0, 1, WeightPolicy.LINUX_2_0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new TraceSource(sim, "morning", List.of(ws1, ws3), records));
        assertEquals("trace source 'morning': record at line 4 names host 'ws2', which is not in its group (ws1, ws3)",
                e.getMessage());
    }

    @Test
    void readingForItsHostsRefusesARecordForAnotherHostWithFileAndLine() throws Exception {
        Path file = Files.writeString(dir.resolve("trace.csv"), TRACE);
        Simulation sim = new Simulation(1);
        Host ws1 = new Host(sim, "ws1", 1.0, 1, WeightPolicy.LINUX_2_0);
        Host ws2 = new Host(sim, "ws2", 1.0, 1, WeightPolicy.LINUX_2_0);
        Host ws3 = new Host(sim, "ws3", 1.0, 1, WeightPolicy.LINUX_2_0);
        InputFileException e = assertThrows(InputFileException.class, () -> TraceSource.read(file, List.of(ws1, ws3)));
        assertEquals("trace.csv:4: host 'ws2' is not one of the hosts this trace is replayed on (ws1, ws3)",
                e.getMessage());
        assertEquals(TraceSource.read(file), TraceSource.read(file, List.of(ws1, ws2)), "every host named is a target");
    }

    @Test
    void recordsGivenInCodeMustBeInOrder() {
        Simulation sim = new Simulation(1);
        Host ws1 = new Host(sim, "ws1", 1.0, 1, WeightPolicy.LINUX_2_0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new TraceSource(sim, "t",
                List.of(ws1), List.of(new TraceRecord(5, 1, 0, null), new TraceRecord(4, 1, 0, null))));
        assertEquals("trace source 't': record 2 arrives at 4 s, before the previous record (5 s)", e.getMessage());
    }

    @Test
    void timesAreMeasuredFromStart() throws Exception {
        Simulation sim = new Simulation(1);
        Host ws1 = new Host(sim, "ws1", 1.0, 1, WeightPolicy.LINUX_2_0);
        TraceSource source = new TraceSource(sim, "t", List.of(ws1), List.of(new TraceRecord(2, 1, 0, null)));
        List<Double> at = new ArrayList<>();
        source.setObserver(new JobObserver() {
            @Override
            public void jobSubmitted(Job job) {
                at.add(job.submitTime());
            }
        });
        sim.schedule(10, tag -> source.start(), 0);
        sim.run(RunLimits.NONE);
        assertEquals(List.of(12.0), at);
        assertEquals(0, ws1.jobCount());
    }
}
