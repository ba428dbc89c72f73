package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import lbsim.app.Cli;
import lbsim.app.cli.ManPage;

/**
 * The manual page docs/lbsim.1 is made from {@code lbsim --help} ({@link ManPage}) and is current: a
 * change of the help text without the page fails here, and the fresh page is written to
 * target/lbsim.1 to copy over the old one.
 */
class ManPageTest extends CliTestBase {

    /** A help text of two blocks, converted by hand: heading, escapes, preformatted body. */
    @Test
    void aHelpTextBecomesSectionsOfPreformattedLines() {
        String help = """
                Usage:
                  lbsim run SCENARIO [--out DIR]
                  lbsim --help

                Exit codes: 0 success, 2 bad usage
                .dot first and a back\\slash
                """;
        String expected = """
                .\\" Generated from the text of lbsim --help by lbsim.app.cli.ManPage; do not edit.
                .TH LBSIM 1 "" "lbsim" "lbsim manual"
                .SH NAME
                lbsim \\- simulate parallel master-slave programs with dynamic load balancing on shared workstation clusters, in virtual time
                .SH SYNOPSIS
                .nf
                  lbsim run SCENARIO [\\-\\-out DIR]
                  lbsim \\-\\-help
                .fi
                .SH EXIT CODES
                .nf
                0 success, 2 bad usage
                \\&.dot first and a back\\eslash
                .fi
                """;
        assertEquals(expected, ManPage.of(help));
    }

    /** A heading followed by a parenthesis ends before it; the parenthesis stays in the body. */
    @Test
    void aParenthesisAfterTheHeadingStaysInTheBody() {
        String page = ManPage.of("Experiments (run with --sweep; see README):\n  --jobs N  runs at once\n");
        assertTrue(page.contains(".SH EXPERIMENTS\n.nf\n(run with \\-\\-sweep; see README):\n  \\-\\-jobs N  runs at once\n.fi\n"), page);
    }

    @Test
    void theCommittedPageIsTheHelpText() throws IOException {
        assertEquals(Cli.OK, lbsim("--help"));
        String help = out.toString(StandardCharsets.UTF_8);
        String page = ManPage.of(help);
        // every command of the usage is in the page's synopsis
        Matcher m = Pattern.compile("(?m)^  lbsim ([a-z]+) ").matcher(help);
        int commands = 0;
        String synopsis = page.substring(page.indexOf(".SH SYNOPSIS"), page.indexOf(".SH COMMANDS"));
        while (m.find()) {
            assertTrue(synopsis.contains("  lbsim " + m.group(1) + " "), "the synopsis lacks " + m.group(1));
            commands++;
        }
        assertTrue(commands >= 12, "only " + commands + " commands in the usage");
        Path fresh = Path.of("target", "lbsim.1");
        Files.createDirectories(fresh.getParent());
        Files.writeString(fresh, page, StandardCharsets.UTF_8);
        Path committed = Path.of(System.getProperty("lbsim.docs", "../../docs"), "lbsim.1");
        if (!Files.exists(committed) || !Files.readString(committed, StandardCharsets.UTF_8).equals(page)) {
            fail("docs/lbsim.1 is not the page of the current lbsim --help; update it with: cp bundles/lbsim.app.tests/"
                    + fresh + " docs/lbsim.1");
        }
    }
}
