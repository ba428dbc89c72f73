package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.io.Writer;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import lbsim.run.io.Json;

/**
 * Issue 32: summary.json of a million tasks is about 700 MB of text, so it is written to the file a piece at a time
 * ({@link Json#write(Writer, Object)}) from per-task maps made as they are written; the text must be the one
 * {@link Json#write(Object)} gives, byte for byte (the shipped examples' summary.json files are compared with main's
 * by releng/compare-examples.sh).
 */
class JsonStreamTest {

    @Test
    void aSmallValueIsWrittenAsBefore() throws Exception {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("a", 1.5);
        m.put("b", List.of("x\"y", 2, true));
        m.put("c", new Json.Padded(0.25));
        m.put("d", Map.of());
        // written out by hand: two spaces per level, ", " nowhere, padded numbers right-aligned in 24 characters
        String expected = "{\n  \"a\": 1.5,\n  \"b\": [\n    \"x\\\"y\",\n    2,\n    true\n  ],\n  \"c\": "
                + " ".repeat(24 - 4) + "0.25,\n  \"d\": {}\n}\n";
        assertEquals(expected, Json.write(m));
        StringWriter w = new StringWriter();
        Json.write(w, m);
        assertEquals(expected, w.toString());
    }

    @Test
    void aLargeValueGivesTheSameTextInPiecesAndMakesItsElementsOnlyWhenAsked() throws Exception {
        int n = 20_000; // about 2 MB of text: many pieces of 64 K characters
        int[] made = { 0 };
        List<Object> tasks = new AbstractList<>() {
            @Override
            public Object get(int i) {
                made[0]++;
                Map<String, Object> t = new LinkedHashMap<>();
                t.put("tid", i);
                t.put("name", "Task-" + i + (i % 7 == 0 ? "\t\u00e9" : ""));
                t.put("startSeconds", i / 3.0);
                t.put("endSeconds", i % 11 == 0 ? Double.NaN : i * 1e-7);
                t.put("wall", new Json.Padded(i * 0.1));
                t.put("list", i % 5 == 0 ? List.of() : List.of(i, (long) i * i, -i / 7.0));
                return t;
            }

            @Override
            public int size() {
                return n;
            }
        };
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", "big");
        m.put("tasks", tasks);
        m.put("after", List.of(Map.of("x", 1)));
        String whole = Json.write(m);
        assertEquals(n, made[0]);
        int[] pieces = { 0 };
        int[] largest = { 0 };
        StringWriter text = new StringWriter();
        Writer counting = new Writer() {
            @Override
            public void write(char[] cbuf, int off, int len) {
                text.write(cbuf, off, len);
            }

            @Override
            public Writer append(CharSequence s) {
                pieces[0]++;
                largest[0] = Math.max(largest[0], s.length());
                text.append(s);
                return this;
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Json.write(counting, m);
        assertEquals(whole, text.toString());
        assertEquals(2 * n, made[0], "every task's map made once more, while written");
        assertTrue(whole.length() > 1_000_000, "length " + whole.length());
        assertTrue(pieces[0] > whole.length() / 70_000, pieces[0] + " pieces");
        assertTrue(largest[0] < 70_000, "largest piece " + largest[0] + " characters");
        List<Object> copy = new ArrayList<>(List.of(1, 2));
        assertEquals(Json.write(copy), "[\n  1,\n  2\n]\n");
    }
}
