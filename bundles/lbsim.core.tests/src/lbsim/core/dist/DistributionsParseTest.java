package lbsim.core.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The spec syntax: canonical round trips, accepted variants, and every error message. */
class DistributionsParseTest {

    @TempDir
    Path dir;

    private Distribution parse(String spec) {
        return Distributions.parse(spec, dir);
    }

    private void assertError(String spec, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse(spec), spec);
        assertEquals(message, e.getMessage(), spec);
    }

    @Test
    void canonicalSpecsRoundTrip() throws Exception {
        Files.writeString(dir.resolve("demands.csv"), "value\n1\n2\n");
        Files.writeString(dir.resolve("my, file.csv"), "value\n1\n");
        String[] canonical = { "constant(2.5)", "constant(0)", "exponential(mean=2)", "exponential(mean=0.001)",
                "uniform(min=1, max=3)", "normal(mean=5, sd=2)", "lognormal(mean=3, sd=1)",
                "hyperexponential(p=0.9, mean=1, p=0.1, mean=10)", "hyperexponential(p=1, mean=4)",
                "empirical(file=demands.csv)", "empirical(file=\"my, file.csv\")", "exponential(mean=1E-5)" };
        for (String s : canonical) {
            Distribution d = parse(s);
            assertEquals(s, d.spec());
            assertEquals(d, parse(d.spec()), "parse(spec()) gives an equal distribution: " + s);
        }
    }

    @Test
    void variantsParseToTheSameDistribution() {
        assertEquals(new Constant(2.5), parse("constant(value=2.5)"));
        assertEquals(new Exponential(2), parse("  EXPONENTIAL ( 2 ) "));
        assertEquals(new Exponential(2), parse("Exponential(Mean = 2.0)"));
        assertEquals(new Exponential(1e-5), parse("exponential(0.00001)"));
        assertEquals("exponential(mean=1E-5)", parse("exponential(mean=1.0e-5)").spec());
        assertEquals(new Uniform(1, 3), parse("uniform(MAX=3, min=1)"));
        assertEquals(new Uniform(1, 3), parse("uniform(1,3)"));
        assertEquals(new TruncatedNormal(5, 2), parse("normal(5, 2)"));
        assertEquals(new LogNormal(3, 1), parse("lognormal(sd=1, mean=3)"));
        assertEquals(new HyperExponential(new double[] { 0.9, 0.1 }, new double[] { 1, 10 }),
                parse("hyperexponential(0.9, 1, 0.1, 10)"));
        assertEquals(new HyperExponential(new double[] { 0.9, 0.1 }, new double[] { 1, 10 }),
                parse("HyperExponential(P=0.9,MEAN=1,p=.1,mean=1e1)"));
    }

    @Test
    void empiricalFileNamesAreRelativeToTheBaseDirectory() throws Exception {
        Path sub = Files.createDirectories(dir.resolve("scenario"));
        Files.writeString(sub.resolve("d.csv"), "value,weight\n2,1\n4,3\n");
        Distribution d = Distributions.parse("empirical(d.csv)", sub);
        assertEquals("empirical(file=d.csv)", d.spec());
        assertEquals(3.5, d.mean(), 1e-12); // (2 + 12) / 4
    }

    /** check: what validation can know before a run, with parse's messages, an empirical file not read. */
    @Test
    void checkParsesAsParseDoesButReadsNoFile() {
        assertEquals(new Exponential(2), Distributions.check("exponential(mean=2)"));
        assertEquals(new HyperExponential(new double[] { 0.9, 0.1 }, new double[] { 1, 10 }),
                Distributions.check("hyperexponential(0.9, 1, 0.1, 10)"));
        // no such file: parse reads it and says so, check leaves it to the run
        assertEquals(null, Distributions.check("empirical(file=missing.csv)"));
        assertThrows(IllegalArgumentException.class, () -> parse("empirical(file=missing.csv)"));
        for (String bad : new String[] { "", "gamma(2)", "exponential(mean=-1)", "uniform(3, 1)", "normal(mean=-7, sd=2)",
                "hyperexponential(p=0.5, mean=1, p=0.3, mean=2)", "empirical()", "empirical(file=a, file=b)",
                "empirical(name=a.csv)", "exponential(mean=1", "1x(2)" }) {
            String viaParse = assertThrows(IllegalArgumentException.class, () -> parse(bad), bad).getMessage();
            String viaCheck = assertThrows(IllegalArgumentException.class, () -> Distributions.check(bad), bad).getMessage();
            assertEquals(viaParse, viaCheck, bad);
        }
    }

    @Test
    void syntaxErrors() {
        assertError("", "empty distribution spec; expected NAME(ARGUMENTS), e.g. exponential(mean=2)");
        assertError("exponential 2",
                "distribution spec 'exponential 2': expected NAME(ARGUMENTS), e.g. exponential(mean=2)");
        assertError("exponential(2) x",
                "distribution spec 'exponential(2) x': expected NAME(ARGUMENTS), e.g. exponential(mean=2)");
        assertError("exponential((2))", "exponential: unexpected '(' in the arguments");
        assertError("uniform(min=1, 3)", "uniform: mix of named and positional arguments; use one style");
        assertError("uniform(1,,3)", "uniform: argument 2 is empty");
        assertError("exponential(mean=)", "exponential: an argument has no value");
    }

    @Test
    void unknownNamesAndParameters() {
        assertError("gamma(2)", "unknown distribution 'gamma' (known: constant, exponential, uniform, normal, "
                + "lognormal, hyperexponential, empirical, weibull)");
        assertError("uniform(min=1, maximum=3)", "uniform: unknown parameter 'maximum' (expected min, max)");
        assertError("uniform(min=1)", "uniform: missing parameter 'max' (expected min, max)");
        assertError("uniform(min=1, min=2)", "uniform: parameter 'min' given twice");
        assertError("exponential(1, 2)", "exponential: expected 1 argument (mean), got 2");
        assertError("exponential()", "exponential: missing parameter 'mean' (expected mean)");
    }

    @Test
    void badNumbers() {
        assertError("exponential(mean=abc)", "exponential: mean must be a number, got 'abc'");
        assertError("exponential(mean=NaN)", "exponential: mean must be a number, got 'NaN'");
        assertError("constant(1e999)", "constant: value is out of range: 1e999");
    }

    @Test
    void parametersOutOfRange() {
        assertError("exponential(mean=-1)", "exponential: mean must be > 0, got -1");
        assertError("uniform(3, 1)", "uniform: min must be < max, got min=3, max=1");
        assertError("normal(mean=5, sd=0)", "normal: sd must be > 0, got 0");
        assertError("normal(mean=-7, sd=2)", "normal: mean must be >= -3 sd (-6) so that truncation at 0 keeps "
                + "enough of the distribution, got -7");
        assertError("lognormal(mean=0, sd=1)", "lognormal: mean must be > 0, got 0");
        assertError("lognormal(mean=3, sd=-1)", "lognormal: sd must be > 0, got -1");
    }

    @Test
    void hyperexponentialErrors() {
        assertError("hyperexponential(p=0.5, mean=1, p=0.3, mean=2)", "hyperexponential: probabilities sum to 0.8, not 1");
        assertError("hyperexponential(0.9, 1, 0.1)", "hyperexponential: expected pairs of p and mean, got 3 arguments");
        assertError("hyperexponential(p=0.9, p=0.1, mean=1, mean=10)",
                "hyperexponential: expected 'mean' as argument 2, got 'p' (pairs p, mean in order)");
        assertError("hyperexponential(p=1.5, mean=1)", "hyperexponential: p of phase 1 must be in (0, 1], got 1.5");
        assertError("hyperexponential(p=0.5, mean=1, p=0.5, mean=0)",
                "hyperexponential: mean of phase 2 must be > 0, got 0");
        // within 1e-9 of 1 is accepted
        parse("hyperexponential(p=0.3, mean=1, p=0.7000000001, mean=2)");
        assertError("hyperexponential(p=0.3, mean=1, p=0.70000001, mean=2)",
                "hyperexponential: probabilities sum to 1.00000001, not 1");
    }

    @Test
    void empiricalFileErrorsNameFileAndLine() throws Exception {
        assertError("empirical(file=missing.csv)", "empirical: missing.csv: no such file");
        Files.writeString(dir.resolve("bad.csv"), "value,weight\n1,2\n3,-1\n");
        assertError("empirical(file=bad.csv)", "empirical: bad.csv:3: weight must be >= 0, got -1");
        Files.writeString(dir.resolve("nan.csv"), "# demands\nvalue\n\nx\n");
        assertError("empirical(nan.csv)", "empirical: nan.csv:4: value must be a number, got 'x'");
        Files.writeString(dir.resolve("hdr.csv"), "demand\n1\n");
        assertError("empirical(hdr.csv)", "empirical: hdr.csv:1: header must be 'value' or 'value,weight', got 'demand'");
        Files.writeString(dir.resolve("empty.csv"), "value\n");
        assertError("empirical(empty.csv)", "empirical: empty.csv: no values");
        Files.writeString(dir.resolve("zero.csv"), "value,weight\n1,0\n2,0\n");
        assertError("empirical(zero.csv)", "empirical: zero.csv: weights must have a positive sum");
    }
}
