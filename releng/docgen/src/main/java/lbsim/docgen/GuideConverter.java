package lbsim.docgen;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.ext.heading.anchor.IdGenerator;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * Converts the user guide's Markdown sources (CommonMark with GitHub tables) into HTML pages.
 * <p>
 * Every {@code *.md} file below the source folder becomes an {@code .html} file at the same relative path. Links to
 * {@code .md} files inside the guide become links to the {@code .html} pages (anchors kept); headings get GitHub-style
 * ids, so {@code getting-started.md#the-command-line} works; pictures referenced by a relative path inside the
 * pictures folder (the guide's parent, docs/) are copied to {@code images/} and the references rewritten. Each page
 * gets the stylesheet {@code guide.css} and a line of navigation (contents, previous, next in the order of
 * {@code index.md}'s links). A link to another file of the sources (docs/dev, bench/README.md), which cannot resolve
 * in the HTML, becomes its text followed by the file's path in the sources.
 * <p>
 * Problems that leave the guide readable (a link to a page that does not exist yet, a missing picture) are reported
 * through the warnings consumer; a missing {@code index.md} is an {@link IllegalArgumentException}.
 */
public final class GuideConverter {

    /** The contents page every guide has. */
    public static final String INDEX = "index.md";

    private final Path source;
    private final Path pictures;
    private final Consumer<String> warnings;
    private final List<Extension> extensions = List.of(TablesExtension.create());
    private final Parser parser = Parser.builder().extensions(extensions).build();

    /**
     * @param source   the guide's folder (docs/user), holding {@code index.md}
     * @param pictures the folder pictures may be taken from (docs/); pictures outside it are not copied
     * @param warnings receives one line per problem that does not stop the conversion
     */
    public GuideConverter(Path source, Path pictures, Consumer<String> warnings) {
        this.source = source.toAbsolutePath().normalize();
        this.pictures = pictures.toAbsolutePath().normalize();
        this.warnings = warnings;
    }

    /** The file that marks a folder as the converter's output (so emptying it deletes only what it wrote). */
    public static final String MARKER = ".lbsim-docgen";

    /**
     * Converts the guide into {@code out}, which is emptied first (it belongs to the converter: it must be missing,
     * empty, or hold the marker file of an earlier conversion).
     *
     * @return the pages in the order of the table of contents: {@code index.html} first, then the pages
     *         {@code index.md} links to, in the order of the links (each once; links to missing pages left out)
     * @throws IllegalArgumentException when the source folder has no {@code index.md}, or {@code out} holds files
     *                                  the converter did not write
     */
    public Guide convert(Path out) throws IOException {
        if (!Files.isRegularFile(source.resolve(INDEX))) {
            throw new IllegalArgumentException(source + ": the user guide has no " + INDEX
                    + " (its ordered list of links is the table of contents)");
        }
        emptyOutput(out);
        Files.writeString(out.resolve(MARKER), "written by lbsim.docgen; emptied and rewritten by each build\n");
        List<Path> sources;
        try (Stream<Path> files = Files.walk(source)) {
            sources = files.filter(f -> Files.isRegularFile(f) && f.getFileName().toString().endsWith(".md"))
                    .map(f -> source.relativize(f)).sorted().toList();
        }
        List<String> order = contentsOrder();
        Map<String, Parsed> parsed = new TreeMap<>();
        for (Path rel : sources) {
            parsed.put(htmlPath(slashes(rel)), parse(rel));
        }
        List<String> toc = new ArrayList<>();
        toc.add("index.html");
        for (String md : order) {
            String html = htmlPath(md);
            if (parsed.containsKey(html)) {
                toc.add(html);
            } else {
                warnings.accept(source.resolve(INDEX) + ": the contents link to " + md + ", which does not exist");
            }
        }
        for (String html : parsed.keySet()) {
            if (!toc.contains(html)) {
                warnings.accept(source.resolve(md(html)) + ": not linked from " + INDEX
                        + " (converted, but not in the table of contents)");
            }
        }
        Map<String, GuidePage> pages = new LinkedHashMap<>();
        for (String html : toc) {
            pages.put(html, parsed.get(html).page);
        }
        for (Map.Entry<String, Parsed> e : parsed.entrySet()) {
            pages.putIfAbsent(e.getKey(), e.getValue().page);
        }
        for (Map.Entry<String, Parsed> e : parsed.entrySet()) {
            String html = e.getKey();
            int at = toc.indexOf(html);
            GuidePage previous = at > 0 ? pages.get(toc.get(at - 1)) : null;
            GuidePage next = at >= 0 && at + 1 < toc.size() ? pages.get(toc.get(at + 1)) : null;
            write(out, e.getValue(), previous, next);
        }
        try (InputStream css = GuideConverter.class.getResourceAsStream("guide.css")) {
            Files.copy(css, out.resolve("guide.css"));
        }
        List<GuidePage> contents = toc.stream().map(pages::get).toList();
        return new Guide(contents, List.copyOf(pages.values()));
    }

    /**
     * The converted guide.
     *
     * @param contents the pages of the table of contents, in order ({@code index.html} first)
     * @param all      every converted page (the contents first)
     */
    public record Guide(List<GuidePage> contents, List<GuidePage> all) {
    }

    /** The .md paths index.md links to, in order, each once, relative to the source folder. */
    private List<String> contentsOrder() throws IOException {
        Node doc = parser.parse(Files.readString(source.resolve(INDEX), StandardCharsets.UTF_8));
        Set<String> order = new LinkedHashSet<>();
        doc.accept(new AbstractVisitor() {
            @Override
            public void visit(Link link) {
                String target = pathPart(link.getDestination());
                if (isRelative(link.getDestination()) && target.endsWith(".md")) {
                    Path p = source.resolve(target).normalize();
                    if (p.startsWith(source) && !p.equals(source.resolve(INDEX))) {
                        order.add(slashes(source.relativize(p)));
                    }
                }
                visitChildren(link);
            }
        });
        return List.copyOf(order);
    }

    private record Parsed(Path rel, Node document, Map<Heading, String> ids, GuidePage page) {
    }

    private Parsed parse(Path rel) throws IOException {
        Path file = source.resolve(rel);
        Node doc = parser.parse(Files.readString(file, StandardCharsets.UTF_8));
        IdGenerator generator = IdGenerator.builder().build();
        Map<Heading, String> ids = new IdentityHashMap<>();
        List<GuidePage.Heading> headings = new ArrayList<>();
        String[] title = {null};
        doc.accept(new AbstractVisitor() {
            @Override
            public void visit(Heading heading) {
                String text = plainText(heading);
                String id = generator.generateId(text);
                ids.put(heading, id);
                if (heading.getLevel() <= 3) {
                    headings.add(new GuidePage.Heading(heading.getLevel(), text, id));
                }
                if (heading.getLevel() == 1 && title[0] == null) {
                    title[0] = text;
                }
            }

            @Override
            public void visit(Link link) {
                visitChildren(link);
                outsideLinks(file, link);
                link.setDestination(rewriteLink(file, link.getDestination()));
            }
        });
        for (Link link : outside) {
            // a file of the sources outside the guide (docs/dev, bench/...): its text, then where it is
            Path target = file.getParent().resolve(pathPart(link.getDestination())).normalize();
            Node child = link.getFirstChild();
            while (child != null) {
                Node next = child.getNext();
                link.insertBefore(child);
                child = next;
            }
            link.insertBefore(new Text(" ("));
            link.insertBefore(new Code(slashes(pictures.getParent().relativize(target))));
            link.insertBefore(new Text(" in the lbsim sources)"));
            link.unlink();
        }
        outside.clear();
        String path = htmlPath(slashes(rel));
        String name = rel.getFileName().toString();
        GuidePage page = new GuidePage(path, title[0] != null ? title[0] : name.substring(0, name.length() - 3),
                headings);
        return new Parsed(rel, doc, ids, page);
    }

    private final List<Link> outside = new ArrayList<>();

    /** Collects the links to existing files outside the guide (they cannot resolve in the HTML). */
    private void outsideLinks(Path file, Link link) {
        String destination = link.getDestination();
        if (isRelative(destination) && !destination.startsWith("#")) {
            Path target = file.getParent().resolve(pathPart(destination)).normalize();
            if (!target.startsWith(source) && Files.exists(target) && target.startsWith(pictures.getParent())) {
                outside.add(link);
            }
        }
    }

    /** A link to a guide page's .md becomes a link to its .html; everything else stays. */
    private String rewriteLink(Path file, String destination) {
        if (!isRelative(destination) || destination.startsWith("#")) {
            return destination;
        }
        String path = pathPart(destination);
        String anchor = destination.substring(path.length());
        Path target = file.getParent().resolve(path).normalize();
        if (!Files.exists(target)) {
            warnings.accept(file + ": link to " + destination + ", which does not exist");
        }
        if (path.endsWith(".md") && target.startsWith(source)) {
            return htmlPath(path) + anchor;
        }
        return destination;
    }

    private void write(Path out, Parsed parsed, GuidePage previous, GuidePage next) throws IOException {
        Path file = source.resolve(parsed.rel);
        Path target = out.resolve(parsed.page.path());
        Files.createDirectories(target.getParent());
        String up = "../".repeat(parsed.rel.getNameCount() - 1);
        // pictures: copy those inside the pictures folder to images/ and point at the copies
        parsed.document.accept(new AbstractVisitor() {
            @Override
            public void visit(Image image) {
                String destination = image.getDestination();
                if (isRelative(destination)) {
                    Path picture = file.getParent().resolve(pathPart(destination)).normalize();
                    if (!Files.isRegularFile(picture)) {
                        warnings.accept(file + ": picture " + destination + " does not exist");
                    } else if (!picture.startsWith(pictures)) {
                        warnings.accept(file + ": picture " + destination + " is outside " + pictures
                                + " (not copied)");
                    } else {
                        String copy = "images/" + slashes(pictures.relativize(picture));
                        try {
                            Path to = out.resolve(copy);
                            Files.createDirectories(to.getParent());
                            Files.copy(picture, to, StandardCopyOption.REPLACE_EXISTING);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                        image.setDestination(up + copy);
                    }
                }
                visitChildren(image);
            }
        });
        HtmlRenderer renderer = HtmlRenderer.builder().extensions(extensions)
                .attributeProviderFactory(context -> (node, tag, attributes) -> {
                    String id = node instanceof Heading h ? parsed.ids.get(h) : null;
                    if (id != null) {
                        attributes.put("id", id);
                    }
                }).build();
        StringBuilder html = new StringBuilder();
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"UTF-8\">\n");
        html.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
        html.append("<title>").append(escape(parsed.page.title())).append("</title>\n");
        String description = description(parsed.document);
        if (!description.isEmpty()) {
            // the help search shows it as the page's summary (else it shows the navigation line)
            html.append("<meta name=\"description\" content=\"").append(escape(description)).append("\">\n");
        }
        html.append("<link rel=\"stylesheet\" href=\"").append(up).append("guide.css\">\n</head>\n<body>\n");
        String nav = navigation(up, parsed.page, previous, next);
        html.append(nav).append("<main>\n").append(renderer.render(parsed.document)).append("</main>\n");
        html.append(nav.replace("class=\"guide-nav\"", "class=\"guide-nav guide-foot\""));
        html.append("</body>\n</html>\n");
        Files.writeString(target, html, StandardCharsets.UTF_8);
    }

    private static String navigation(String up, GuidePage page, GuidePage previous, GuidePage next) {
        StringBuilder b = new StringBuilder("<nav class=\"guide-nav\">");
        if (!page.path().equals("index.html")) {
            b.append("<a href=\"").append(up).append("index.html\">Contents</a>");
        }
        if (previous != null) {
            b.append(" <a rel=\"prev\" href=\"").append(up).append(previous.path()).append("\">&larr; ")
                    .append(escape(previous.title())).append("</a>");
        }
        if (next != null) {
            b.append(" <a rel=\"next\" href=\"").append(up).append(next.path()).append("\">")
                    .append(escape(next.title())).append(" &rarr;</a>");
        }
        return b.append("</nav>\n").toString();
    }

    /** The page's first paragraph as plain text, whitespace collapsed, cut after about 200 characters. */
    static String description(Node document) {
        for (Node n = document.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Paragraph) {
                String text = plainText(n).replaceAll("\\s+", " ").strip();
                if (text.length() <= 200) {
                    return text;
                }
                int cut = text.lastIndexOf(' ', 200);
                return text.substring(0, cut > 0 ? cut : 200) + " ...";
            }
        }
        return "";
    }

    /** The heading's text as GitHub sees it for its anchor: the text and inline code, without markup. */
    static String plainText(Node node) {
        StringBuilder b = new StringBuilder();
        node.accept(new AbstractVisitor() {
            @Override
            public void visit(Text text) {
                b.append(text.getLiteral());
            }

            @Override
            public void visit(Code code) {
                b.append(code.getLiteral());
            }

            @Override
            public void visit(SoftLineBreak lineBreak) {
                b.append(' ');
            }

            @Override
            public void visit(HardLineBreak lineBreak) {
                b.append(' ');
            }
        });
        return b.toString();
    }

    static boolean isRelative(String destination) {
        return !destination.isEmpty() && !destination.startsWith("/") && !destination.startsWith("//")
                && !destination.matches("^[A-Za-z][A-Za-z0-9+.-]*:.*");
    }

    /** The destination without its #anchor or ?query. */
    static String pathPart(String destination) {
        int cut = destination.length();
        for (char c : new char[] {'#', '?'}) {
            int i = destination.indexOf(c);
            if (i >= 0 && i < cut) {
                cut = i;
            }
        }
        return destination.substring(0, cut);
    }

    static String htmlPath(String md) {
        return md.substring(0, md.length() - ".md".length()) + ".html";
    }

    private static String md(String html) {
        return html.substring(0, html.length() - ".html".length()) + ".md";
    }

    private static String slashes(Path p) {
        return p.toString().replace(p.getFileSystem().getSeparator(), "/");
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static void emptyOutput(Path out) throws IOException {
        if (Files.isDirectory(out) && !Files.exists(out.resolve(MARKER))) {
            try (Stream<Path> files = Files.list(out)) {
                if (files.findAny().isPresent()) {
                    throw new IllegalArgumentException(out + ": not empty and not written by the guide converter (no "
                            + MARKER + "); refusing to empty it");
                }
            }
        }
        if (Files.exists(out)) {
            try (Stream<Path> files = Files.walk(out)) {
                for (Path p : files.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                    if (!p.equals(out)) {
                        Files.delete(p);
                    }
                }
            }
        }
        Files.createDirectories(out);
    }
}
