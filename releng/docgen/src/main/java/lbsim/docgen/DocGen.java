package lbsim.docgen;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Builds the user guide's HTML from docs/user: the help bundle's pages with its {@code toc.xml} and
 * {@code index.xml}, and a standalone site.
 * <p>
 * Usage: {@code DocGen GUIDE_DIR HELP_OUT [SITE_OUT]}, where GUIDE_DIR is docs/user (pictures are taken from its
 * parent folder), HELP_OUT the help bundle's generated folder (pages, toc.xml and index.xml with hrefs prefixed by
 * the folder's name) and SITE_OUT the standalone site's folder (pages only). Each output folder is emptied first
 * (only when the converter wrote it). Warnings go to standard error; a bad argument or a guide without index.md throws
 * (exec-maven-plugin then fails the build with the message).
 */
public final class DocGen {

    private DocGen() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2 || args.length > 3) {
            throw new IllegalArgumentException("usage: DocGen GUIDE_DIR HELP_OUT [SITE_OUT]");
        }
        Path guide = Path.of(args[0]);
        Path help = Path.of(args[1]);
        GuideConverter converter = new GuideConverter(guide, guide.toAbsolutePath().getParent(),
                w -> System.err.println("[docgen] warning: " + w));
        GuideConverter.Guide converted = converter.convert(help);
        String prefix = help.getFileName() + "/";
        Files.writeString(help.resolve("toc.xml"), HelpFiles.toc(converted.contents(), prefix), StandardCharsets.UTF_8);
        Files.writeString(help.resolve("index.xml"), HelpFiles.index(converted.contents(), prefix),
                StandardCharsets.UTF_8);
        System.out.println("[docgen] " + converted.all().size() + " pages, " + (converted.contents().size() - 1)
                + " in the contents: " + help.resolve("index.html"));
        if (args.length == 3) {
            Path site = Path.of(args[2]);
            new GuideConverter(guide, guide.toAbsolutePath().getParent(), w -> {
                // reported once above
            }).convert(site);
            System.out.println("[docgen] the user guide as HTML: " + site.resolve("index.html"));
        }
    }
}
