package lbsim.docgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The guide converter on a small hand-written guide: heading ids made GitHub's way, .md links rewritten to .html,
 * pictures copied, and a table of contents in the order of index.md's links. Every expected string is written out
 * by hand below.
 */
class GuideConverterTest {

    @TempDir
    Path tmp;

    Path docs;
    Path guide;
    final List<String> warnings = new ArrayList<>();

    @BeforeEach
    void writeGuide() throws IOException {
        docs = tmp.resolve("docs");
        guide = docs.resolve("user");
        Files.createDirectories(guide.resolve("sub"));
        // index.md lists second before first: the contents follow the links, not the file names
        write(guide.resolve("index.md"), """
                # Sample guide

                1. [The second page](sub/second.md)
                2. [The first page](first.md)
                3. [Not written yet](missing.md)
                4. [The second page again](sub/second.md#part-two)
                """);
        write(guide.resolve("first.md"), """
                # Getting started

                See [part two](sub/second.md#part-two), [the site](https://example.org/a.md),
                [the README](../../README.md) and [the *build*](../dev/build.md#tests).

                ![A picture](../pic.png)

                ## The command line

                ## Run As > lbsim Simulation

                ### `--set` path=value

                ## The command line

                | a | b |
                | --- | --- |
                | 1 | 2 |
                """);
        write(guide.resolve("sub/second.md"), """
                # Second, *with emphasis*

                [Back](../index.md) to the contents,
                or [here](#part-two).

                ![Same picture](../../pic.png)

                ## Part two
                """);
        write(guide.resolve("orphan.md"), "# Orphan\n");
        Files.write(docs.resolve("pic.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G'});
        Files.createDirectories(docs.resolve("dev"));
        write(docs.resolve("dev/build.md"), "# Build\n\n## Tests\n");
    }

    private GuideConverter.Guide convert(Path out) throws IOException {
        return new GuideConverter(guide, docs, warnings::add).convert(out);
    }

    @Test
    void headingsGetGitHubIds() throws IOException {
        Path out = tmp.resolve("out");
        GuideConverter.Guide g = convert(out);
        String first = Files.readString(out.resolve("first.html"));
        // lower case, spaces to '-', punctuation dropped ('>' leaves two dashes), repeats numbered
        assertTrue(first.contains("<h1 id=\"getting-started\">Getting started</h1>"), first);
        assertTrue(first.contains("<h2 id=\"the-command-line\">The command line</h2>"), first);
        assertTrue(first.contains("<h2 id=\"run-as--lbsim-simulation\">Run As &gt; lbsim Simulation</h2>"), first);
        assertTrue(first.contains("<h3 id=\"--set-pathvalue\"><code>--set</code> path=value</h3>"), first);
        assertTrue(first.contains("<h2 id=\"the-command-line-1\">The command line</h2>"), first);
        String second = Files.readString(out.resolve("sub/second.html"));
        assertTrue(second.contains("<h1 id=\"second-with-emphasis\">Second, <em>with emphasis</em></h1>"), second);
        GuidePage page = g.all().stream().filter(p -> p.path().equals("first.html")).findFirst().orElseThrow();
        assertEquals(List.of(new GuidePage.Heading(1, "Getting started", "getting-started"),
                new GuidePage.Heading(2, "The command line", "the-command-line"),
                new GuidePage.Heading(2, "Run As > lbsim Simulation", "run-as--lbsim-simulation"),
                new GuidePage.Heading(3, "--set path=value", "--set-pathvalue"),
                new GuidePage.Heading(2, "The command line", "the-command-line-1")), page.headings());
    }

    @Test
    void mdLinksBecomeHtmlLinksAndPicturesAreCopied() throws IOException {
        Path out = tmp.resolve("out");
        convert(out);
        String first = Files.readString(out.resolve("first.html"));
        assertTrue(first.contains("<a href=\"sub/second.html#part-two\">part two</a>"), first);
        assertTrue(first.contains("<a href=\"https://example.org/a.md\">the site</a>"), first); // not ours: kept
        assertTrue(first.contains("<a href=\"../../README.md\">the README</a>"), first); // missing: kept (and warned)
        // a file of the sources outside the guide: the text, then where it is
        assertTrue(first.contains("the <em>build</em> (<code>docs/dev/build.md</code> in the lbsim sources)."), first);
        assertTrue(first.contains("<img src=\"images/pic.png\" alt=\"A picture\" />"), first);
        assertTrue(first.contains("<td>1</td>"), "GitHub tables: " + first);
        assertTrue(first.contains("<link rel=\"stylesheet\" href=\"guide.css\">"), first);
        String second = Files.readString(out.resolve("sub/second.html"));
        assertTrue(second.contains("<a href=\"../index.html\">Back</a>"), second);
        assertTrue(second.contains("<a href=\"#part-two\">here</a>"), second);
        assertTrue(second.contains("<img src=\"../images/pic.png\" alt=\"Same picture\" />"), second);
        assertTrue(second.contains("<link rel=\"stylesheet\" href=\"../guide.css\">"), second);
        // the first paragraph, markup dropped, is the page's description (the help search's summary)
        assertTrue(second.contains("<meta name=\"description\" content=\"Back to the contents, or here.\">"), second);
        String index = Files.readString(out.resolve("index.html"));
        assertTrue(index.contains("<a href=\"sub/second.html\">The second page</a>"), index);
        assertTrue(index.contains("<a href=\"missing.html\">Not written yet</a>"), index);
        assertTrue(Files.isRegularFile(out.resolve("images/pic.png")));
        assertTrue(Files.isRegularFile(out.resolve("guide.css")));
        assertTrue(Files.isRegularFile(out.resolve("orphan.html")));
        assertEquals(List.of( // sources in name order, then the contents
                guide.resolve("first.md") + ": link to ../../README.md, which does not exist",
                guide.resolve("index.md") + ": link to missing.md, which does not exist",
                guide.resolve("index.md") + ": the contents link to missing.md, which does not exist",
                guide.resolve("orphan.md") + ": not linked from index.md (converted, but not in the table of contents)"),
                warnings);
    }

    @Test
    void navigationFollowsTheContents() throws IOException {
        Path out = tmp.resolve("out");
        convert(out);
        String second = Files.readString(out.resolve("sub/second.html"));
        assertTrue(second.contains("<nav class=\"guide-nav\"><a href=\"../index.html\">Contents</a>"
                + " <a rel=\"prev\" href=\"../index.html\">&larr; Sample guide</a>"
                + " <a rel=\"next\" href=\"../first.html\">Getting started &rarr;</a></nav>"), second);
    }

    @Test
    void tocFollowsTheOrderOfIndexMd() throws IOException {
        GuideConverter.Guide g = convert(tmp.resolve("html"));
        assertEquals("""
                <?xml version="1.0" encoding="UTF-8"?>
                <?NLS TYPE="org.eclipse.help.toc"?>
                <!-- generated from docs/user by lbsim.docgen (do not edit) -->
                <toc label="Sample guide" topic="html/index.html">
                   <topic label="Second, with emphasis" href="html/sub/second.html">
                      <topic label="Part two" href="html/sub/second.html#part-two"/>
                   </topic>
                   <topic label="Getting started" href="html/first.html">
                      <topic label="The command line" href="html/first.html#the-command-line"/>
                      <topic label="Run As &gt; lbsim Simulation" href="html/first.html#run-as--lbsim-simulation">
                         <topic label="--set path=value" href="html/first.html#--set-pathvalue"/>
                      </topic>
                      <topic label="The command line" href="html/first.html#the-command-line-1"/>
                   </topic>
                </toc>
                """, HelpFiles.toc(g.contents(), "html/"));
    }

    @Test
    void keywordIndexFromHeadings() throws IOException {
        GuideConverter.Guide g = convert(tmp.resolve("html"));
        assertEquals("""
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- generated from docs/user by lbsim.docgen (do not edit) -->
                <index>
                   <entry keyword="--set path=value">
                      <topic label="Getting started" href="html/first.html#--set-pathvalue"/>
                   </entry>
                   <entry keyword="Getting started">
                      <topic label="Getting started" href="html/first.html"/>
                   </entry>
                   <entry keyword="Part two">
                      <topic label="Second, with emphasis" href="html/sub/second.html#part-two"/>
                   </entry>
                   <entry keyword="Run As &gt; lbsim Simulation">
                      <topic label="Getting started" href="html/first.html#run-as--lbsim-simulation"/>
                   </entry>
                   <entry keyword="Sample guide">
                      <topic label="Sample guide" href="html/index.html"/>
                   </entry>
                   <entry keyword="Second, with emphasis">
                      <topic label="Second, with emphasis" href="html/sub/second.html"/>
                   </entry>
                   <entry keyword="The command line">
                      <topic label="Getting started" href="html/first.html#the-command-line"/>
                      <topic label="Getting started" href="html/first.html#the-command-line-1"/>
                   </entry>
                </index>
                """, HelpFiles.index(g.contents(), "html/"));
    }

    @Test
    void aGuideWithoutIndexIsRefused() throws IOException {
        Files.delete(guide.resolve("index.md"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> convert(tmp.resolve("out")));
        assertEquals(guide + ": the user guide has no index.md (its ordered list of links is the table of contents)",
                e.getMessage());
    }

    @Test
    void aFolderItDidNotWriteIsNotEmptied() throws IOException {
        Path foreign = tmp.resolve("foreign");
        Files.createDirectories(foreign);
        write(foreign.resolve("keep.txt"), "mine");
        assertThrows(IllegalArgumentException.class, () -> convert(foreign));
        assertTrue(Files.isRegularFile(foreign.resolve("keep.txt")));
        // its own output is emptied and rewritten: a page removed from the sources disappears
        Path out = tmp.resolve("out");
        convert(out);
        assertTrue(Files.isRegularFile(out.resolve("orphan.html")));
        Files.delete(guide.resolve("orphan.md"));
        convert(out);
        assertFalse(Files.exists(out.resolve("orphan.html")));
    }

    private static void write(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
