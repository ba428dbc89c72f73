package lbsim.app.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The manual page docs/lbsim.1 (troff, man macros), made from the text {@code lbsim --help} prints, so
 * the two say the same. Each block of the help text (blocks are separated by blank lines) becomes a
 * section: its heading is the first line's text before the first {@code ':'} or {@code " ("}, in
 * capitals ("Usage" becomes SYNOPSIS), and the rest of the block is kept line for line, preformatted,
 * so the help's aligned columns stay aligned. Only the NAME section is added. The test
 * {@code ManPageTest} in lbsim.app.tests checks that the committed page is this page.
 */
public final class ManPage {

    /** The NAME section's line: what lbsim is. */
    static final String NAME = "lbsim \\- simulate parallel master-slave programs with dynamic load balancing"
            + " on shared workstation clusters, in virtual time";

    private ManPage() {
    }

    /**
     * The manual page of a help text.
     *
     * @param help what {@code lbsim --help} prints
     * @return the page, lines ending with {@code '\n'}
     */
    public static String of(String help) {
        StringBuilder page = new StringBuilder();
        page.append(".\\\" Generated from the text of lbsim --help by lbsim.app.cli.ManPage; do not edit.\n");
        page.append(".TH LBSIM 1 \"\" \"lbsim\" \"lbsim manual\"\n");
        page.append(".SH NAME\n").append(NAME).append('\n');
        for (Section section : sections(help)) {
            page.append(".SH ").append(section.heading().toUpperCase(Locale.ROOT)).append('\n');
            page.append(".nf\n");
            for (String line : section.body()) {
                page.append(escape(line)).append('\n');
            }
            page.append(".fi\n");
        }
        return page.toString();
    }

    /**
     * A section of the help text: a heading ("Synopsis" for the usage block) and its lines, kept as printed.
     *
     * @param heading the first line's text before the first {@code ':'} or {@code " ("}
     * @param body    the rest of the first line (if any) and the block's other lines
     */
    public record Section(String heading, List<String> body) {
    }

    /**
     * The sections of a help text, one per block (blocks are separated by blank lines), as the manual page
     * and the command-line reference page show them.
     */
    public static List<Section> sections(String help) {
        List<Section> sections = new ArrayList<>();
        for (List<String> block : blocks(help)) {
            String first = block.get(0);
            int cut = first.length();
            int colon = first.indexOf(':');
            int paren = first.indexOf(" (");
            if (colon >= 0) {
                cut = colon;
            }
            if (paren >= 0 && paren < cut) {
                cut = paren;
            }
            String heading = first.substring(0, cut).trim();
            List<String> body = new ArrayList<>();
            String rest = first.substring(cut);
            rest = rest.startsWith(":") ? rest.substring(1).trim() : rest.trim();
            if (!rest.isEmpty()) {
                body.add(rest);
            }
            body.addAll(block.subList(1, block.size()));
            sections.add(new Section(heading.equals("Usage") ? "Synopsis" : heading, body));
        }
        return sections;
    }

    /** The blocks of a text: runs of non-blank lines, trailing blanks removed. */
    private static List<List<String>> blocks(String text) {
        List<List<String>> blocks = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (String line : text.split("\r?\n", -1)) {
            String l = line.stripTrailing();
            if (l.isEmpty()) {
                if (!current.isEmpty()) {
                    blocks.add(current);
                    current = new ArrayList<>();
                }
            } else {
                current.add(l);
            }
        }
        if (!current.isEmpty()) {
            blocks.add(current);
        }
        return blocks;
    }

    /** A line as troff prints it verbatim: backslashes and hyphens escaped, no control character first. */
    static String escape(String line) {
        String s = line.replace("\\", "\\e").replace("-", "\\-");
        return s.startsWith(".") || s.startsWith("'") ? "\\&" + s : s;
    }
}
