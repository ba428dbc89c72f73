package lbsim.core.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;

import lbsim.core.dist.Distributions;
import lbsim.core.dist.Exponential;
import lbsim.core.dist.Weibull;
import lbsim.core.engine.RandomStreams;

/** The Weibull distribution used for times to failure. */
class WeibullTest {

    @Test
    void shapeOneIsTheExponentialSampleForSample() {
        UniformRandomProvider a = new RandomStreams(7).stream("x");
        UniformRandomProvider b = new RandomStreams(7).stream("x");
        Weibull w = new Weibull(1, 3);
        Exponential e = new Exponential(3);
        for (int i = 0; i < 1000; i++) {
            assertEquals(e.sample(b), w.sample(a), 1e-12);
        }
    }

    @Test
    void meanIsScaleTimesGammaOfOnePlusOneOverShape() {
        // Gamma(1.5) = sqrt(pi) / 2; Gamma(2) = 1; Gamma(1 + 1/3) = 0.8929795115692492 (tables)
        assertEquals(2 * Math.sqrt(Math.PI) / 2, new Weibull(2, 2).mean(), 1e-12);
        assertEquals(5.0, new Weibull(1, 5).mean(), 1e-12);
        assertEquals(0.8929795115692492, new Weibull(3, 1).mean(), 1e-12);
        assertEquals(new Weibull(2, 4), Distributions.parse("weibull(shape=2, scale=4)", null));
        assertThrows(IllegalArgumentException.class, () -> Distributions.parse("weibull(shape=0, scale=4)", null));
    }
}
