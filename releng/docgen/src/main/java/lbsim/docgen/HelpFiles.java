package lbsim.docgen;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import lbsim.docgen.GuidePage.Heading;

/**
 * The Eclipse help files of a converted guide: the table of contents (extension point org.eclipse.help.toc) and the
 * keyword index (org.eclipse.help.index).
 * <p>
 * Hrefs in both files are relative to the help bundle's root (Eclipse prefixes them with the bundle's id), so they
 * start with the folder the pages are in, {@code hrefPrefix} (e.g. {@code "html/"}).
 */
public final class HelpFiles {

    private HelpFiles() {
    }

    /**
     * The table of contents: the guide (its label the index page's title, its topic the index page), one topic per
     * page of the contents in order, and below each page its level-2 headings, with their level-3 headings below them.
     */
    public static String toc(List<GuidePage> contents, String hrefPrefix) {
        GuidePage index = contents.get(0);
        StringBuilder b = new StringBuilder();
        b.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?NLS TYPE=\"org.eclipse.help.toc\"?>\n");
        b.append("<!-- generated from docs/user by lbsim.docgen (do not edit) -->\n");
        b.append("<toc label=\"").append(attr(index.title())).append("\" topic=\"").append(hrefPrefix)
                .append(index.path()).append("\">\n");
        for (GuidePage page : contents.subList(1, contents.size())) {
            String href = hrefPrefix + page.path();
            List<Heading> sections = page.headings().stream().filter(h -> h.level() >= 2).toList();
            b.append("   <topic label=\"").append(attr(page.title())).append("\" href=\"").append(attr(href))
                    .append('"');
            if (sections.isEmpty()) {
                b.append("/>\n");
                continue;
            }
            b.append(">\n");
            for (int i = 0; i < sections.size(); i++) {
                Heading h = sections.get(i);
                if (h.level() != 2) {
                    // a level-3 heading before the first level-2 one: a section of its own
                    b.append("      <topic label=\"").append(attr(h.text())).append("\" href=\"")
                            .append(attr(href + "#" + h.id())).append("\"/>\n");
                    continue;
                }
                List<Heading> subs = new ArrayList<>();
                while (i + 1 < sections.size() && sections.get(i + 1).level() == 3) {
                    subs.add(sections.get(++i));
                }
                b.append("      <topic label=\"").append(attr(h.text())).append("\" href=\"")
                        .append(attr(href + "#" + h.id())).append('"');
                if (subs.isEmpty()) {
                    b.append("/>\n");
                } else {
                    b.append(">\n");
                    for (Heading s : subs) {
                        b.append("         <topic label=\"").append(attr(s.text())).append("\" href=\"")
                                .append(attr(href + "#" + s.id())).append("\"/>\n");
                    }
                    b.append("      </topic>\n");
                }
            }
            b.append("   </topic>\n");
        }
        return b.append("</toc>\n").toString();
    }

    /**
     * The keyword index: every heading of levels 1 to 3 of every page is a keyword; headings with the same text (case
     * ignored) share one entry, whose topics are listed in the order of the pages. Entries are sorted by keyword, case
     * ignored.
     */
    public static String index(List<GuidePage> pages, String hrefPrefix) {
        Map<String, List<String[]>> entries = new TreeMap<>();
        Map<String, String> spelling = new TreeMap<>();
        for (GuidePage page : pages) {
            for (Heading h : page.headings()) {
                String key = h.text().strip().toLowerCase(Locale.ROOT);
                if (key.isEmpty()) {
                    continue;
                }
                spelling.putIfAbsent(key, h.text().strip());
                String href = hrefPrefix + page.path() + (h.level() == 1 ? "" : "#" + h.id());
                entries.computeIfAbsent(key, k -> new ArrayList<>()).add(new String[] {page.title(), href});
            }
        }
        StringBuilder b = new StringBuilder();
        b.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        b.append("<!-- generated from docs/user by lbsim.docgen (do not edit) -->\n<index>\n");
        for (Map.Entry<String, List<String[]>> e : entries.entrySet()) {
            b.append("   <entry keyword=\"").append(attr(spelling.get(e.getKey()))).append("\">\n");
            for (String[] topic : e.getValue()) {
                b.append("      <topic label=\"").append(attr(topic[0])).append("\" href=\"").append(attr(topic[1]))
                        .append("\"/>\n");
            }
            b.append("   </entry>\n");
        }
        return b.append("</index>\n").toString();
    }

    private static String attr(String s) {
        return GuideConverter.escape(s).replace("'", "&apos;");
    }
}
