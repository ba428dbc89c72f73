package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.junit.jupiter.api.Test;

import lbsim.app.Cli;
import lbsim.app.cli.ReferencePages;
import lbsim.model.ModelPackage;
import lbsim.model.doc.ModelDocs;
import lbsim.run.result.ResultFiles;

/**
 * The reference pages docs/user/reference/*.md are made from their sources ({@link ReferencePages}) and are current:
 * a change of the metamodel, its documentation or rules, the help text, the trace format or the result columns
 * without the pages fails here, and the fresh pages are written to target/reference/ to copy over the old ones.
 * Also: every attribute and reference of the metamodel has documentation and appears in scenario.md (issue 29).
 */
class ReferencePagesTest extends CliTestBase {

    private static String section(String page, String heading) {
        int start = page.indexOf("\n## " + heading + "\n");
        assertTrue(start >= 0, "no section " + heading);
        int end = page.indexOf("\n## ", start + 1);
        return page.substring(start, end < 0 ? page.length() : end);
    }

    @Test
    void everyAttributeIsDocumentedAndInTheScenarioPage() {
        String page = ReferencePages.scenario();
        List<String> missing = new ArrayList<>();
        int features = 0;
        for (EClassifier c : ModelPackage.eINSTANCE.getEClassifiers()) {
            String section = section(page, c.getName());
            if (!(c instanceof EClass e)) {
                continue;
            }
            for (EStructuralFeature f : e.getEStructuralFeatures()) {
                features++;
                String doc = ModelDocs.documentation(f);
                if (doc.isEmpty()) {
                    missing.add(e.getName() + "." + f.getName() + " (no documentation)");
                } else if (!section.contains("| `" + f.getName() + "` |")) {
                    missing.add(e.getName() + "." + f.getName() + " (no row)");
                } else if (!section.contains(doc.substring(0, Math.min(30, doc.length())).replace("_", "\\_")
                        .replace("*", "\\*").replace("<", "&lt;").replace(">", "&gt;"))) {
                    missing.add(e.getName() + "." + f.getName() + " (documentation not shown)");
                }
            }
            for (String rule : ModelDocs.rules(e).keySet()) {
                if (!section.contains("- `" + rule + "`: ")) {
                    missing.add(e.getName() + " rule " + rule);
                }
            }
        }
        assertEquals(List.of(), missing);
        assertTrue(features >= 174, "only " + features + " features");
    }

    /** A row as the page shows it, written out by hand from the ecore: type, unit, default and documentation. */
    @Test
    void aRowSaysTypeUnitDefaultAndDocumentation() {
        String host = section(ReferencePages.scenario(), "Host");
        assertTrue(host.contains("| `processors` | integer (32-bit) | CPUs | `1` | Number of processors (an SMP node); one job"
                + " uses at most one processor. Default 1. Range 1 to 4096 (rules atLeastOneProcessor, processorsInRange). |"),
                host);
        assertTrue(host.contains("- `positiveSpeed`: speed is &gt; 0 and finite. Reports: speed must be &gt; 0, got VALUE, or"
                + " speed must be &gt; 0 and finite, got VALUE."), host);
        String routed = section(ReferencePages.scenario(), "RoutedNetwork");
        assertTrue(routed.contains("| `latencyFactor` | number |  | unset |"), routed);
        assertTrue(routed.contains("A kind of [NetworkSegment](#networksegment)"), routed);
        assertTrue(routed.contains("- `nameNotEmpty`: "), "inherited rules are listed: " + routed);
    }

    @Test
    void resultColumnsAreTheWritersHeaders() {
        String page = ReferencePages.resultFiles();
        assertTrue(page.contains("Header: `task,host,nice,start_s,end_s,work_s,cpu_s,share`"), page);
        assertTrue(page.contains("Header: `host,speed,processors,scheduler,mean_competing,utilization`"), page);
        assertEquals("host,joules,idle_joules,busy_joules,off_joules", lbsim.run.outcome.EnergySummary.HEADER);
        assertEquals(ResultFiles.MASTER_SLAVE.header(), lbsim.run.outcome.MasterSlaveSummary.HEADER);
        // the headers the writers wrote as literals before they took them from ResultFiles (results stay byte-identical)
        assertEquals("strategy,slaves,makespan_s,work_s,speedup,efficiency,load_imbalance,chunks,scheduling_messages",
                ResultFiles.MASTER_SLAVE.header());
        assertEquals("task,time_s,share", ResultFiles.SHARES.header());
        assertEquals("tid,task,host,start_s,end_s,compute_s,overhead_s,cpu_s,blocked_s,algorithmic_blocked_s,"
                + "service_blocked_s,messages_sent,bytes_sent,messages_received,bytes_received,transit_s,wire_s",
                ResultFiles.ACTIVITY.header());
        assertEquals("bytes,round_trip_s,bandwidth_bytes_per_s", ResultFiles.PING_PONG.header());
        assertEquals("tasks,rounds,token_bytes,hops,finished_s", ResultFiles.RING.header());
        assertEquals("task,host,operations,finished_s", ResultFiles.REPLAY.header());
        assertEquals("main_class,cost_mode,reference_factor,reference_flops_per_s,tasks,api_calls", ResultFiles.PROGRAM.header());
        assertEquals("source,source_task,destination,destination_task,messages,bytes", ResultFiles.MATRIX.header());
        assertEquals("from_s,to_s,messages,bytes", ResultFiles.TRAFFIC.header());
        assertEquals("id,source,source_task,destination,destination_task,tag,bytes,send_start_s,injected_s,delivered_s,"
                + "received_s", ResultFiles.MESSAGES.header());
        assertEquals("segment,busy_s,collisions", ResultFiles.SEGMENTS.header());
        assertEquals("host,segment,station,collisions,drops,retransmissions", ResultFiles.STATIONS.header());
    }

    @Test
    void theCommittedPagesAreCurrent() throws IOException {
        assertEquals(Cli.OK, lbsim("--help"));
        String help = out.toString(StandardCharsets.UTF_8);
        Map<String, String> pages = ReferencePages.all(help);
        assertEquals(List.of("scenario.md", "commands.md", "trace-format.md", "result-files.md"), List.copyOf(pages.keySet()));
        assertTrue(pages.get("commands.md").contains("## Synopsis\n\n```\n  lbsim run "), pages.get("commands.md"));
        assertTrue(pages.get("trace-format.md").contains("magic \"LBSIMTRC\" (8 bytes ASCII), version int32 = 3"));
        Path fresh = Path.of("target", "reference");
        Files.createDirectories(fresh);
        Path committed = Path.of(System.getProperty("lbsim.docs", "../../docs"), "user", "reference");
        List<String> stale = new ArrayList<>();
        for (Map.Entry<String, String> p : pages.entrySet()) {
            Files.writeString(fresh.resolve(p.getKey()), p.getValue(), StandardCharsets.UTF_8);
            Path c = committed.resolve(p.getKey());
            if (!Files.exists(c) || !Files.readString(c, StandardCharsets.UTF_8).equals(p.getValue())) {
                stale.add(p.getKey());
            }
        }
        assertFalse(pages.get("scenario.md").isBlank());
        if (!stale.isEmpty()) {
            fail("docs/user/reference/" + stale + " not current; update with: cp bundles/lbsim.app.tests/target/reference/*.md"
                    + " docs/user/reference/");
        }
    }
}
