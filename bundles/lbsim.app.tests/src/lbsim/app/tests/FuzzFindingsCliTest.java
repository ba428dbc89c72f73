package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Defects that {@link CliFuzzTest} found, each reduced to its smallest case: exit 2 with one line on stderr
 * naming the file, the object and the rule, and nothing written.
 */
class FuzzFindingsCliTest {

    @TempDir
    Path dir;

    private static Path examples() {
        return Path.of(System.getProperty("lbsim.examples", "../../examples"));
    }

    @Test
    void aReplayWhoseTracedTasksTalkAcrossHostsWithNoSharedSegmentIsBadInput() throws Exception {
        // before the fix the run started and failed at 0.00542 s with exit 1 and lbsim's stack trace
        // (TaskFailure: hosts 'ws1' and 'ws3' share no network segment, at VirtualMachine.segment)
        CliFuzzTest.copyTree(examples().resolve("traces"), dir.resolve("traces"));
        Path file = dir.resolve("trace-replay.lbsim");
        String text = Files.readString(examples().resolve("trace-replay.lbsim"));
        assertTrue(text.contains("<hosts name=\"ws3\" segment=\"ether\"/>"), text);
        Files.writeString(file, text.replace("<hosts name=\"ws3\" segment=\"ether\"/>", "<hosts name=\"ws3\"/>"));
        Path out = dir.resolve("out");
        String[] r = CliFuzzTest.lbsim(List.of("run", file.toString(), "--out", out.toString()));
        assertEquals("2", r[0], r[2]);
        List<String> lines = r[2].lines().toList();
        assertEquals(1, lines.size(), r[2]);
        // the master (task 0, on ws1) multicasts the input to both workers (tasks 1 on ws2 and 2 on ws3)
        assertTrue(lines.get(0).startsWith("lbsim: " + file + ": TraceReplayApplication application: hosts 'ws1' and 'ws3' are"
                + " not connected: 'ws3' is attached to no segment, but traced task 0 sends to task 2 (line "), lines.get(0));
        assertTrue(lines.get(0).endsWith(" of its trace) (rule hostsConnected)"), lines.get(0));
        assertFalse(Files.exists(out), "nothing is written for bad input");
        // validate says the same
        r = CliFuzzTest.lbsim(List.of("validate", file.toString()));
        assertEquals("2", r[0], r[2]);
        assertEquals(lines.get(0) + "\n", r[2]);
        // the shipped example, every host on one segment, still runs
        Files.writeString(file, text);
        assertEquals("0", CliFuzzTest.lbsim(List.of("run", file.toString(), "--out", out.toString(), "--quiet"))[0]);
    }

    @Test
    void curvesOfAScenarioWithoutANameLabelItByItsFile() throws Exception {
        // found by the 20,000-case run of issue 26 (case 8202): "internal error: java.lang.NullPointerException" and
        // its stack trace at Csv.text, from Curves.draw (a scenario's name attribute is optional)
        Path file = dir.resolve("unnamed.lbsim");
        String text = Files.readString(examples().resolve("pingpong-delay.lbsim"));
        String named = text.replaceFirst("(<lbsim:Scenario[^>]*?)\\s+name=\"[^\"]*\"", "$1");
        assertFalse(named.equals(text), "the scenario had a name");
        Files.writeString(file, named);
        Path out = dir.resolve("curves");
        String[] r = CliFuzzTest.lbsim(List.of("curves", file.toString(), "--out", out.toString()));
        assertEquals("0", r[0], r[2]);
        List<String> csv = Files.readAllLines(out.resolve("curves.csv"));
        assertTrue(csv.size() > 1, csv.toString());
        for (String line : csv.subList(1, csv.size())) {
            assertTrue(line.startsWith("unnamed.lbsim,"), line);
        }
    }

    @Test
    void curvesOfARunStoppedBeforeItsFirstSizeIsAFailedRunInOneLine() throws Exception {
        // found by the 20,000-case run after issue 26's round two (case 12374, pingpong-clue with 2^31 - 1 repetitions
        // stopped by its wall-clock limit): "internal error: java.lang.ArrayIndexOutOfBoundsException" and its stack
        // trace at CurvesCommand, which printed the largest size's bandwidth of a curve without points. Here the event
        // limit stops the run (the same every time); the wall-clock limit and the end time stop it the same way.
        Path file = dir.resolve("endless.lbsim");
        String text = Files.readString(examples().resolve("pingpong-delay.lbsim"));
        String endless = text.replace("repetitions=\"10\"", "repetitions=\"2147483647\"")
                .replace("<run seed=\"1\"/>", "<run seed=\"1\" maxEvents=\"1000\"/>");
        assertFalse(endless.equals(text));
        Files.writeString(file, endless);
        Path out = dir.resolve("curves");
        String[] r = CliFuzzTest.lbsim(List.of("curves", file.toString(), "--out", out.toString()));
        assertEquals("1", r[0], r[2]);
        List<String> lines = r[2].lines().toList();
        assertEquals(1, lines.size(), r[2]);
        assertTrue(lines.get(0).matches("lbsim: " + java.util.regex.Pattern.quote(file.toString()) + ": the run stopped at [0-9.Ee-]+ s,"
                + " by its event limit \\(run/maxEvents\\), before the first message size was measured: no curve to draw"
                + " \\(fewer repetitions or a larger limit\\)"), lines.get(0));
        assertFalse(Files.exists(out), "no curves written");
    }

    @Test
    void aProblemQuotingALineBreakFromTheFileIsStillOneLine() throws Exception {
        // before the fix the parser's message quoted the damaged encoding name with the line break after it, and the
        // problem took two lines of stderr (the parser shows the name in capitals)
        Path file = dir.resolve("broken.lbsim");
        String text = Files.readString(examples().resolve("pingpong-delay.lbsim"));
        assertTrue(text.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"), text);
        Files.writeString(file, text.replaceFirst("encoding=\"UTF-8\"", "encoding=\"UTF-8"));
        String[] r = CliFuzzTest.lbsim(List.of("run", file.toString(), "--out", dir.resolve("out").toString()));
        assertEquals("2", r[0], r[2]);
        List<String> lines = r[2].lines().toList();
        assertEquals(1, lines.size(), r[2]);
        assertTrue(lines.get(0).startsWith("lbsim: " + file + ":"), lines.get(0));
        assertTrue(lines.get(0).contains("malformed XML: Invalid encoding name \"UTF-8?>\\n<LBSIM:SCENARIO"), lines.get(0));
        assertFalse(Files.exists(dir.resolve("out")), "nothing is written for bad input");
    }
}
