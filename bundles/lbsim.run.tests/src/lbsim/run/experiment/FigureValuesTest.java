package lbsim.run.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** The compact figures of a run behave as the insertion-ordered map they were made from. */
class FigureValuesTest {

    @Test
    void aCompactMapEqualsTheMapItWasMadeFrom() {
        LinkedHashMap<String, Double> m = new LinkedHashMap<>();
        m.put("simulated_end", 12.5);
        m.put("task.a.end", Double.NaN);
        m.put("events", 1e6);
        FigureValues.Layouts layouts = new FigureValues.Layouts();
        Map<String, Double> c = layouts.compact(m);
        assertEquals(m, c);
        assertEquals(c, m);
        assertEquals(m.hashCode(), c.hashCode());
        assertEquals(List.of("simulated_end", "task.a.end", "events"), new ArrayList<>(c.keySet()));
        assertEquals(3, c.size());
        assertEquals(12.5, c.get("simulated_end"));
        assertTrue(c.get("task.a.end").isNaN());
        assertNull(c.get("makespan"));
        assertTrue(c.containsKey("events"));
        assertFalse(c.containsKey("makespan"));
        assertThrows(UnsupportedOperationException.class, () -> c.put("x", 1.0));
        assertThrows(UnsupportedOperationException.class, () -> c.entrySet().iterator().next().setValue(2.0));
        assertSame(c, layouts.compact(c));
        RunRecord r = new RunRecord(0, 0, 1, c);
        assertSame(c, r.figures());
        assertEquals(new RunRecord(0, 0, 1, m), r);
        // another run with other figures keeps its own
        Map<String, Double> d = layouts.compact(Map.of("makespan", 3.0));
        assertEquals(Map.of("makespan", 3.0), d);
        assertNull(d.get("events"));
    }
}
