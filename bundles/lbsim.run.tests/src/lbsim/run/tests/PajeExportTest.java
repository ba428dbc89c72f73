package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import lbsim.run.ScenarioRunner;
import lbsim.run.export.PajeExport;

/**
 * trace.paje parsed back: the header defines every event used with the fields used, every container type,
 * state type, entity value, variable type and link type is declared before use, containers are created
 * before use and destroyed after, timed events are in time order, and links pair up by key.
 */
class PajeExportTest {

    private static String paje(TraceColumns t) throws Exception {
        StringWriter w = new StringWriter();
        try (lbsim.trace.store.TraceStore s = t.open()) {
            PajeExport.write(s, w);
        }
        return w.toString();
    }

    /** Splits a line into fields; double-quoted fields may hold spaces. */
    private static List<String> fields(String line) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < line.length()) {
            if (line.charAt(i) == ' ') {
                i++;
            } else if (line.charAt(i) == '"') {
                int j = line.indexOf('"', i + 1);
                assertTrue(j > 0, "unterminated quote: " + line);
                out.add(line.substring(i + 1, j));
                i = j + 1;
            } else {
                int j = line.indexOf(' ', i);
                j = j < 0 ? line.length() : j;
                out.add(line.substring(i, j));
                i = j;
            }
        }
        return out;
    }

    /** Checks the file and returns how many events of each kind it has. */
    static Map<String, Integer> check(String text) {
        Map<String, String> eventName = new HashMap<>();
        Map<String, List<String>> eventFields = new HashMap<>();
        Set<String> containerTypes = new HashSet<>(Set.of("0"));
        Map<String, String> entityTypes = new HashMap<>(); // state, variable and link types -> kind
        Map<String, String> valueType = new HashMap<>();
        Map<String, String> containerOf = new HashMap<>(Map.of("0", "0"));
        Set<String> destroyed = new HashSet<>();
        Map<String, Integer> startKeys = new HashMap<>();
        Map<String, Integer> endKeys = new HashMap<>();
        Map<String, Integer> count = new HashMap<>();
        double lastTime = 0;
        String defining = null;
        for (String line : text.split("\n")) {
            if (line.startsWith("%EventDef")) {
                List<String> f = fields(line);
                defining = f.get(2);
                eventName.put(defining, f.get(1));
                eventFields.put(defining, new ArrayList<>());
                continue;
            }
            if (line.startsWith("%EndEventDef")) {
                defining = null;
                continue;
            }
            if (line.startsWith("%")) {
                assertTrue(defining != null, "field outside an event definition: " + line);
                eventFields.get(defining).add(fields(line.substring(1)).get(0));
                continue;
            }
            List<String> f = fields(line);
            String name = eventName.get(f.get(0));
            assertTrue(name != null, "event used before its %EventDef: " + line);
            assertEquals(eventFields.get(f.get(0)).size(), f.size() - 1, "fields of " + name + ": " + line);
            count.merge(name, 1, Integer::sum);
            Map<String, String> v = new HashMap<>();
            for (int i = 1; i < f.size(); i++) {
                v.put(eventFields.get(f.get(0)).get(i - 1), f.get(i));
            }
            if (v.containsKey("Time")) {
                double t = Double.parseDouble(v.get("Time"));
                assertTrue(t >= lastTime, "time goes backwards: " + line);
                lastTime = t;
            }
            switch (name) {
                case "PajeDefineContainerType" -> {
                    assertTrue(containerTypes.contains(v.get("Type")), "parent type undeclared: " + line);
                    containerTypes.add(v.get("Alias"));
                }
                case "PajeDefineStateType", "PajeDefineVariableType" -> {
                    assertTrue(containerTypes.contains(v.get("Type")), "container type undeclared: " + line);
                    entityTypes.put(v.get("Alias"), name);
                }
                case "PajeDefineLinkType" -> {
                    assertTrue(containerTypes.contains(v.get("Type")) && containerTypes.contains(v.get("StartContainerType"))
                            && containerTypes.contains(v.get("EndContainerType")), "container types undeclared: " + line);
                    entityTypes.put(v.get("Alias"), name);
                }
                case "PajeDefineEntityValue" -> {
                    assertTrue(entityTypes.containsKey(v.get("Type")), "type undeclared: " + line);
                    // ViTE: "define_entity_value: EntityType class is 1 instead of 0" for any other type
                    assertEquals("PajeDefineStateType", entityTypes.get(v.get("Type")),
                            "entity values only on state types (ViTE): " + line);
                    // ViTE draws links white whatever the file says: no value may hide them
                    String[] rgb = v.get("Color").split(" ");
                    double luminance = 0.2126 * Double.parseDouble(rgb[0]) + 0.7152 * Double.parseDouble(rgb[1])
                            + 0.0722 * Double.parseDouble(rgb[2]);
                    assertTrue(luminance < 0.75, "white arrows show over " + line);
                    valueType.put(v.get("Alias"), v.get("Type"));
                }
                case "PajeCreateContainer" -> {
                    assertTrue(containerTypes.contains(v.get("Type")), "container type undeclared: " + line);
                    assertTrue(containerOf.containsKey(v.get("Container")), "parent container not created: " + line);
                    containerOf.put(v.get("Alias"), v.get("Type"));
                }
                case "PajeDestroyContainer" -> {
                    assertEquals(v.get("Type"), containerOf.get(v.get("Name")), "destroys an unknown container: " + line);
                    destroyed.add(v.get("Name"));
                }
                case "PajeSetState", "PajeSetVariable" -> {
                    String kind = name.equals("PajeSetState") ? "PajeDefineStateType" : "PajeDefineVariableType";
                    assertEquals(kind, entityTypes.get(v.get("Type")), "type undeclared: " + line);
                    live(containerOf, destroyed, v.get("Container"), line);
                    if (name.equals("PajeSetState")) {
                        assertEquals(v.get("Type"), valueType.get(v.get("Value")), "value undeclared: " + line);
                    }
                }
                case "PajeStartLink", "PajeEndLink" -> {
                    assertEquals("PajeDefineLinkType", entityTypes.get(v.get("Type")), "link type undeclared: " + line);
                    live(containerOf, destroyed, v.get("Container"), line);
                    boolean start = name.equals("PajeStartLink");
                    live(containerOf, destroyed, v.get(start ? "StartContainer" : "EndContainer"), line);
                    (start ? startKeys : endKeys).merge(v.get("Key"), 1, Integer::sum);
                    if (!start) {
                        assertTrue(startKeys.containsKey(v.get("Key")), "link ends before it starts: " + line);
                    }
                }
                default -> fail("unexpected event " + name);
            }
        }
        assertEquals(startKeys, endKeys, "links pair up");
        startKeys.values().forEach(n -> assertEquals(1, n, "one link per key"));
        return count;
    }

    private static void live(Map<String, String> containerOf, Set<String> destroyed, String c, String line) {
        assertTrue(containerOf.containsKey(c), "container not created before use: " + line);
        assertTrue(!destroyed.contains(c), "container used after it was destroyed: " + line);
    }

    @Test
    void theHandBuiltTrace() throws Exception {
        String text = paje(SmallTraces.oneMessage());
        Map<String, Integer> n = check(text);
        // a: send, compute, idle at 1; b: blocked, receive, compute, idle at 1
        assertEquals(7, n.get("PajeSetState"));
        assertEquals(1, n.get("PajeStartLink"));
        assertEquals(1, n.get("PajeEndLink"));
        assertEquals(2, n.get("PajeSetVariable"));
        assertEquals(5, n.get("PajeCreateContainer")); // run, 2 hosts, 2 tasks
        assertTrue(text.contains("\n14 0.000000000 LM R message T0 m0\n"), text);
        assertTrue(text.contains("\n15 0.750000000 LM R message T1 m0\n"), text);
        assertTrue(!text.contains(" LM \"message\" \""), "no entity value on the link type: " + text);
        assertTrue(text.contains("\n10 0.500000000 ST T1 S2\n"), text); // b starts receiving at 0.5 s
        assertTrue(text.contains("\n8 0.500000000 VL H1 0.000000\n"), text);
    }

    @Test
    void aRealRun() throws Exception {
        TraceColumns t = TraceColumns.of(ScenarioRunner.run(Examples.load("ion-implantation.lbsim"), null, List.of(), null, null));
        Map<String, Integer> n = check(paje(t));
        assertTrue(n.get("PajeStartLink") > 100);
        assertEquals(t.taskCount() + t.hostCount() + 1, n.get("PajeCreateContainer"));
    }
}
