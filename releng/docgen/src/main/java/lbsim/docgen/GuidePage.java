package lbsim.docgen;

import java.util.List;

/**
 * One converted page of the guide.
 *
 * @param path     the page's path below the guide's source folder, with '/' separators and the .html extension
 *                 (e.g. {@code reference/scenario.html})
 * @param title    the text of the page's first level-1 heading (the file name when it has none)
 * @param headings the page's headings of levels 1 to 3 in document order, with the ids the HTML gives them
 */
public record GuidePage(String path, String title, List<Heading> headings) {

    /**
     * A heading of a page.
     *
     * @param level 1 to 6 (only 1 to 3 are recorded)
     * @param text  its plain text
     * @param id    its HTML id, made GitHub's way (lower case, spaces to '-', other punctuation dropped, "-1", "-2"
     *              appended to repeats)
     */
    public record Heading(int level, String text, String id) {
    }

    public GuidePage {
        headings = List.copyOf(headings);
    }
}
