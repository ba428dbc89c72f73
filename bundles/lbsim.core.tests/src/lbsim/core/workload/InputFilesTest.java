package lbsim.core.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.dist.Distributions;
import lbsim.core.io.InputFileException;

/** Every bad input file is reported as FILE:LINE: what is wrong. */
class InputFilesTest {

    @TempDir
    Path dir;

    private Path write(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    private String rateError(String text, double period) throws Exception {
        Path f = write("rates.csv", text);
        return assertThrows(InputFileException.class, () -> RateFunction.read(f, false, period)).getMessage();
    }

    private String traceError(String text) throws Exception {
        Path f = write("trace.csv", text);
        return assertThrows(InputFileException.class, () -> TraceSource.read(f)).getMessage();
    }

    @Test
    void aGoodRateFileReads() throws Exception {
        RateFunction r = RateFunction.read(write("rates.csv", "# office hours\ntime_s,rate_per_s\n0,0.1\n\n28800,2\n"
                + "64800,0.1\n"), false, 86400);
        assertEquals(3, r.size());
        assertEquals(2, r.rate(30000));
        assertEquals(0.1, r.rate(86400 + 3600));
        assertEquals(86400, r.periodSeconds());
    }

    @Test
    void rateFileErrors() throws Exception {
        assertEquals("rates.csv:7: rate must be >= 0, got -3",
                rateError("# daily profile\n# rates per second\ntime_s,rate_per_s\n0,1\n10,2\n\n20,-3\n", 0));
        assertEquals("rates.csv:4: times must strictly increase, got 10 after 10",
                rateError("time_s,rate_per_s\n0,1\n10,2\n10,3\n", 0));
        assertEquals("rates.csv:2: the first time must be 0, got 5", rateError("time_s,rate_per_s\n5,1\n", 0));
        assertEquals("rates.csv:2: rate_per_s must be a number, got 'fast'", rateError("time_s,rate_per_s\n0,fast\n", 0));
        assertEquals("rates.csv:2: expected 2 fields (time_s,rate_per_s), got 3", rateError("time_s,rate_per_s\n0,1,2\n", 0));
        assertEquals("rates.csv:1: header must be 'time_s,rate_per_s', got 'time,rate'", rateError("time,rate\n0,1\n", 0));
        assertEquals("rates.csv: no rates (expected at least a row for time 0)", rateError("time_s,rate_per_s\n", 0));
        assertEquals("rates.csv: no header line; expected 'time_s,rate_per_s'", rateError("# nothing\n\n", 0));
        assertEquals("rates.csv:3: period 100 s must be greater than the last time 100 s",
                rateError("time_s,rate_per_s\n0,1\n100,2\n", 100));
        Path missing = dir.resolve("rates.csv");
        Files.deleteIfExists(missing);
        assertEquals("rates.csv: no such file",
                assertThrows(InputFileException.class, () -> RateFunction.read(missing, true, 0)).getMessage());
    }

    @Test
    void traceErrors() throws Exception {
        assertEquals("trace.csv:5: arrival_s 3 is before the previous arrival 4 (line 4); arrivals must be in "
                + "non-decreasing order", traceError("arrival_s,cpu_s,nice\n0,1,0\n\n4,1,0\n3,1,0\n"));
        assertEquals("trace.csv:2: cpu_s must be > 0, got 0", traceError("arrival_s,cpu_s,nice\n0,0,0\n"));
        assertEquals("trace.csv:2: nice must be in -20..19, got 25", traceError("arrival_s,cpu_s,nice\n0,1,25\n"));
        assertEquals("trace.csv:2: nice must be an integer, got '1.5'", traceError("arrival_s,cpu_s,nice\n0,1,1.5\n"));
        assertEquals("trace.csv:2: arrival_s must be >= 0, got -1", traceError("arrival_s,cpu_s,nice\n-1,1,0\n"));
        assertEquals("trace.csv:1: header must be 'arrival_s,cpu_s,nice' or 'arrival_s,cpu_s,nice,host', got "
                + "'time,cpu'", traceError("time,cpu\n"));
    }

    @Test
    void exceptionCarriesFileLineAndProblem() throws Exception {
        Path f = write("rates.csv", "time_s,rate_per_s\n0,-1\n");
        InputFileException e = assertThrows(InputFileException.class, () -> RateFunction.read(f, false, 0));
        assertEquals(f, e.file());
        assertEquals(2, e.line());
        assertEquals("rate must be >= 0, got -1", e.problem());
    }

    @Test
    void unknownDistributionName() {
        assertEquals("unknown distribution 'gamma' (known: constant, exponential, uniform, normal, lognormal, "
                + "hyperexponential, empirical, weibull)", assertThrows(IllegalArgumentException.class,
                        () -> Distributions.parse("gamma(shape=2, scale=1)", dir)).getMessage());
    }
}
