package lbsim.run.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Sweep specs and the points of their cross product, against lists written out by hand. */
class SweepTest {

    @Test
    void valuesAreSplitAtCommasOutsideParentheses() {
        Sweep s = Sweep.parse("workloads[0]/demand=constant(2), uniform(min=1, max=3),exponential(mean=2)");
        assertEquals("workloads[0]/demand", s.path());
        assertEquals(List.of("constant(2)", "uniform(min=1, max=3)", "exponential(mean=2)"), s.values());
        assertEquals(Sweep.Kind.VALUES, s.kind());
        assertEquals("workloads[0]/demand=uniform(min=1, max=3)", s.assignment(1));
    }

    @Test
    void aSelectorWithEqualsBelongsToThePath() {
        Sweep s = Sweep.parse("platform/hosts[name=ws1]/speed=0.5,1,2");
        assertEquals("platform/hosts[name=ws1]/speed", s.path());
        assertEquals(List.of("0.5", "1", "2"), s.values());
    }

    @Test
    void linearRangesIncludeBothEndsInExactDecimals() {
        assertEquals(List.of("1", "4", "7", "10"), Sweep.parse("a=1:10:3").values());
        assertEquals(List.of("1", "4", "7"), Sweep.parse("a=1:9:3").values()); // 10 would pass TO
        assertEquals(List.of("0.1", "0.2", "0.3", "0.4", "0.5"), Sweep.parse("a=0.1:0.5:0.1").values());
        assertEquals(List.of("5", "3", "1"), Sweep.parse("a=5:1:-2").values());
        assertEquals(Sweep.Kind.LINEAR, Sweep.parse("a=1:10:3").kind());
    }

    @Test
    void geometricRangesMultiply() {
        // 1 KB to 64 MB by 4: 1024 * 4^k for k = 0..8
        List<String> want = new ArrayList<>();
        for (long v = 1024; v <= 64L * 1024 * 1024; v *= 4) {
            want.add(Long.toString(v));
        }
        Sweep s = Sweep.parse("application/workBytesFixed=1024:67108864:*4");
        assertEquals(want, s.values());
        assertEquals(9, s.values().size());
        assertEquals(Sweep.Kind.GEOMETRIC, s.kind());
        assertEquals(List.of("1", "0.5", "0.25"), Sweep.parse("a=1:0.25:*0.5").values());
        assertEquals(List.of("1", "10", "100"), Sweep.parse("a=1:500:*10").values());
    }

    @Test
    void badSpecsAreRejectedWithTheSpecInTheMessage() {
        for (String bad : new String[] { "noequals", "=1,2", "a=", "a=1:5:0", "a=1:5:-1", "a=1:5:*1", "a=0:5:*2",
                "a=5:1:*2", "a=1,,2",
                " =1,2", "a= ", "a=10:1:1", "a=1:16:*-2", "a=1:16:*0", "a=,", "a=1:10:0.0" }) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Sweep.parse(bad), bad);
            assertTrue(e.getMessage().contains(bad), e.getMessage());
        }
    }

    /**
     * Two sweeps of one attribute (or a --set of a swept one): the later assignment would override the
     * earlier, so a point would be labelled with a value it did not run. Refused, naming the path.
     */
    @Test
    void anAttributeIsSweptOnlyOnce() {
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class, () -> new ExperimentPlan("x.lbsim",
                List.of(), List.of(Sweep.parse("a/b=1,2"), Sweep.parse("a/b=3,4")), 1, null, 1, 1));
        assertTrue(twice.getMessage().contains("a/b is swept twice"), twice.getMessage());
        IllegalArgumentException set = assertThrows(IllegalArgumentException.class, () -> new ExperimentPlan("x.lbsim",
                List.of("platform/hosts[name=ws1]/speed=3"), List.of(Sweep.parse("platform/hosts[name=ws1]/speed=1,2")), 1,
                null, 1, 1));
        assertTrue(set.getMessage().startsWith("the assignment platform/hosts[name=ws1]/speed=3: platform/hosts[name=ws1]/speed"
                + " is also swept"), set.getMessage());
        IllegalArgumentException seed = assertThrows(IllegalArgumentException.class, () -> new ExperimentPlan("x.lbsim",
                List.of(), List.of(Sweep.parse("run/seed=1,2,3")), 1, 5L, 1, 1));
        assertTrue(seed.getMessage().startsWith("the seed 5 and a sweep of run/seed"), seed.getMessage());
        // a different attribute of the same object, or a --set of another host, is fine
        assertEquals(4, new ExperimentPlan("x.lbsim", List.of("platform/hosts[name=ws2]/speed=3"),
                List.of(Sweep.parse("platform/hosts[name=ws1]/speed=1,2"), Sweep.parse("platform/hosts[name=ws1]/processors=1,2")),
                1, null, 1, 1).pointCount());
    }

    @Test
    void theCrossProductVariesTheFirstSweepSlowest() {
        ExperimentPlan plan = new ExperimentPlan("x.lbsim", List.of("run/seed=3"),
                List.of(Sweep.parse("a=1:3:1"), Sweep.parse("b=x,y")), 2, null, 1, 1);
        assertEquals(6, plan.pointCount());
        List<List<String>> want = List.of(List.of("1", "x"), List.of("1", "y"), List.of("2", "x"), List.of("2", "y"),
                List.of("3", "x"), List.of("3", "y"));
        for (int p = 0; p < 6; p++) {
            assertEquals(want.get(p), plan.pointValues(p));
        }
        assertEquals(List.of("run/seed=3", "a=3", "b=x"), plan.assignments(4));
        assertEquals(List.of(0, 1, 2, 3, 4, 5), plan.shardPoints());
        ExperimentPlan three = new ExperimentPlan("x.lbsim", List.of(), List.of(Sweep.parse("a=1:3:1"),
                Sweep.parse("b=x,y,z")), 1, null, 2, 4);
        assertEquals(9, three.pointCount());
        assertEquals(List.of(1, 5), three.shardPoints()); // points 1, 1+4; 9 is past the end
        assertEquals(1, new ExperimentPlan("x.lbsim", List.of(), List.of(), 1, null, 1, 1).pointCount());
    }

    @Test
    void shardSpecsNeedOneToN() {
        assertEquals(List.of(2, 8), List.of(ExperimentPlan.parseShard("2/8")[0], ExperimentPlan.parseShard("2/8")[1]));
        for (String bad : new String[] { "3/2", "0/2", "x/y", "1", "1/0", "-1/2", "2/" }) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ExperimentPlan.parseShard(bad));
            assertTrue(e.getMessage().startsWith(bad + ": "), e.getMessage());
        }
    }
}
