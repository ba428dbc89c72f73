package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.ui.launch.RunReport;

/**
 * Bookmarks of the space-time diagram (issue 27, "bookmarks (markers on the time axis, kept with the trace)") on the
 * hand-made 10 s trace of {@link SpaceTimeEditorTest} in a workspace project: a bookmark added with the command is an
 * Eclipse bookmark marker of trace.lbt with its time, drawn at the time's pixel; next and previous bookmark move the
 * cursor and the window; reopening the editor, and a rerun that rewrites the trace, keep it; the Bookmarks view lists
 * it and its Go To opens the diagram there; rename and delete change the marker and the picture.
 */
class BookmarksTest {

    private IWorkbenchPage page;
    private IProject project;
    private final java.util.function.BiFunction<org.eclipse.swt.widgets.Shell, BookmarkDialog.Proposal, BookmarkDialog.Proposal> dialog =
            BookmarkDialog.prompt;

    @BeforeEach
    void setUp() throws Exception {
        page = UiTestKit.workbenchPage();
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("bookmarks");
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
    }

    @AfterEach
    void tearDown() throws Exception {
        BookmarkDialog.prompt = dialog;
        page.closeAllEditors(false);
        project.delete(true, true, null);
        RunReport.setInteractive(true, true);
    }

    private IFile traceFile(Path tmp) throws Exception {
        IFolder run = project.getFolder("run1");
        if (!run.exists()) {
            run.create(true, true, null);
        }
        IFile trace = run.getFile("trace.lbt");
        if (!trace.exists()) {
            trace.create(new ByteArrayInputStream(SpaceTimeEditorTest.handMadeTrace(tmp)), true, null);
        }
        return trace;
    }

    /** The editor on the workspace's trace.lbt, the whole 10 s run in 500 pixels. */
    private SpaceTimeEditor open(IFile trace) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, IDE.openEditor(page, trace));
        page.activate(e);
        UiTestKit.flush(e);
        e.setWindow(TimeWindow.fit(10, 500));
        UiTestKit.update(e);
        return e;
    }

    private static void run(String command) throws Exception {
        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(command, null);
    }

    private static RGB rgb(int c) {
        return new RGB((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF);
    }

    /** The y of worker-1's row's middle (a bar: compute 2..4 s), where a bookmark's line crosses the rows. */
    private static int rowMiddle(SpaceTimeEditor e, String task) {
        SpaceTimeFigure.Row r = e.getFigure().rowOf(e.getStore().getTask(task));
        return r.y() + r.height() / 2;
    }

    @Test
    void addBookmarkMakesAMarkerWithItsTimeDrawnAtItsPixel(@TempDir Path tmp) throws Exception {
        IFile trace = traceFile(tmp);
        SpaceTimeEditor e = open(trace);
        e.getNavigation().setCursor(2.5, false);
        BookmarkDialog.Proposal[] asked = new BookmarkDialog.Proposal[1];
        BookmarkDialog.prompt = (shell, p) -> {
            asked[0] = p;
            return new BookmarkDialog.Proposal(p.start(), p.end(), "slow phase", Bookmarks.COLOURS[1]);
        };
        run(SpaceTimeCommands.ADD_BOOKMARK); // Ctrl+D
        assertEquals(2.5, asked[0].start());
        assertTrue(Double.isNaN(asked[0].end()), "one cursor: a bookmark at one time");
        IMarker[] markers = trace.findMarkers(IMarker.BOOKMARK, false, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length);
        assertEquals("2.5", markers[0].getAttribute(Bookmarks.TIME));
        assertNull(markers[0].getAttribute(Bookmarks.END));
        assertEquals("slow phase", markers[0].getAttribute(IMarker.MESSAGE));
        assertEquals("t = 2.5 s", markers[0].getAttribute(IMarker.LOCATION));
        assertEquals(Bookmarks.COLOURS[1], markers[0].getAttribute(Bookmarks.COLOUR, -1));
        // drawn at x = 140 + floor(2.5 s * 500 px / 10 s) = 265, through worker-1's compute bar and on the axis
        e.getNavigation().getCursors().clear(); // the red cursor line would cover it
        SpaceTimeFigure f = e.getFigure();
        assertEquals(265, f.xOf(2.5));
        ImageData img = UiTestKit.paint(f, "bookmark.png");
        RGB teal = rgb(Bookmarks.COLOURS[1]);
        int y = rowMiddle(e, "worker-1");
        assertEquals(teal, UiTestKit.pixel(img, f, 265, y));
        assertNotEquals(teal, UiTestKit.pixel(img, f, 268, y), "a one-pixel line");
        int flag = f.axisTop() + SpaceTimeFigure.AXIS_HEIGHT - 4 - Bookmarks.FLAG + 1;
        assertEquals(teal, UiTestKit.pixel(img, f, 265, flag), "the flag on the axis");
        assertEquals(teal, UiTestKit.pixel(img, f, 266, flag));
        // two cursors: a range bookmark from the first to the second
        e.getNavigation().setCursor(6, false);
        e.getNavigation().setCursor(7.5, true);
        BookmarkDialog.prompt = (shell, p) -> p;
        run(SpaceTimeCommands.ADD_BOOKMARK);
        assertEquals(2, trace.findMarkers(IMarker.BOOKMARK, false, IResource.DEPTH_ZERO).length);
        Bookmarks.Bookmark range = e.getBookmarks().list().get(1);
        assertEquals(6.0, range.start());
        assertEquals(7.5, range.end());
        assertEquals("Bookmark 2", range.label());
        assertEquals("6 s .. 7.5 s", range.marker().getAttribute(IMarker.LOCATION));
        // cancelled: nothing added
        BookmarkDialog.prompt = (shell, p) -> null;
        run(SpaceTimeCommands.ADD_BOOKMARK);
        assertEquals(2, e.getBookmarks().list().size());
    }

    @Test
    void nextAndPreviousMoveTheCursorAndTheWindow(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(traceFile(tmp));
        Bookmarks b = e.getBookmarks();
        b.add(7, 8, "end game", Bookmarks.COLOURS[2]); // added out of order: listed by time
        b.add(2, Double.NaN, "start", Bookmarks.COLOURS[0]);
        assertEquals(List.of("start", "end game"), b.list().stream().map(Bookmarks.Bookmark::label).toList());
        e.setWindow(new TimeWindow(0, 1, 10, 500));
        Cursors c = e.getNavigation().getCursors();
        run(SpaceTimeCommands.NEXT_BOOKMARK); // from the window's centre, 0.5 s
        assertEquals(2.0, c.first());
        assertTrue(Double.isNaN(c.second()));
        TimeWindow w = e.getWindow();
        assertTrue(w.t0() <= 2 && 2 <= w.t1(), w.toString());
        assertEquals(1.0, w.span(), 1e-12, "moved, not zoomed");
        run(SpaceTimeCommands.NEXT_BOOKMARK);
        assertEquals(7.0, c.first());
        assertEquals(8.0, c.second(), "a range: the second cursor at its end");
        w = e.getWindow();
        assertTrue(w.t0() <= 7 && 8 <= w.t1(), w.toString());
        assertFalse(b.goToNext(), "no bookmark after 7 s");
        assertEquals(7.0, c.first());
        run(SpaceTimeCommands.PREVIOUS_BOOKMARK);
        assertEquals(2.0, c.first());
        assertFalse(b.goToPrevious());
        assertEquals(2.0, c.first());
        // the bookmark at the cursor: Delete Bookmark removes it (marker and drawing)
        run(SpaceTimeCommands.DELETE_BOOKMARK);
        assertEquals(List.of("end game"), b.list().stream().map(Bookmarks.Bookmark::label).toList());
    }

    @Test
    void reopeningTheEditorAndARerunKeepTheBookmarks(@TempDir Path tmp) throws Exception {
        IFile trace = traceFile(tmp);
        SpaceTimeEditor e = open(trace);
        double t = 0.1 + 0.2; // not a short decimal: read back to the bit
        e.getBookmarks().add(t, Double.NaN, "odd time", Bookmarks.COLOURS[3]);
        page.closeAllEditors(false);
        e = open(trace);
        List<Bookmarks.Bookmark> list = e.getBookmarks().list();
        assertEquals(1, list.size());
        assertEquals(t, list.get(0).start());
        assertEquals("odd time", list.get(0).label());
        ImageData img = UiTestKit.paint(e.getFigure());
        int x = e.getFigure().xOf(t);
        assertEquals(rgb(Bookmarks.COLOURS[3]), UiTestKit.pixel(img, e.getFigure(), x, rowMiddle(e, "master")));
        // a rerun replaces the result folder as ResultWriter does (outside the workspace's API: the new run written
        // beside it, the old folder moved away, the new one moved in, the old one deleted), then the launch
        // refreshes the project: the times stay
        Path folder = trace.getParent().getLocation().toFile().toPath();
        Path fresh = Files.createDirectories(folder.resolveSibling("run1.tmp"));
        SpaceTimeNavigationTest.trace(fresh);
        Files.move(folder, folder.resolveSibling("run1.old"));
        Files.move(fresh, folder);
        Files.delete(folder.resolveSibling("run1.old").resolve("trace.lbt"));
        Files.delete(folder.resolveSibling("run1.old"));
        project.refreshLocal(IResource.DEPTH_INFINITE, null);
        assertTrue(trace.exists());
        e.reloadIfChanged();
        UiTestKit.flush(e);
        assertEquals(3, e.getStore().messageCount(), "the new run is shown");
        assertEquals(1, e.getBookmarks().list().size());
        assertEquals(t, e.getBookmarks().list().get(0).start());
        img = UiTestKit.paint(e.getFigure());
        SpaceTimeFigure.Row row = e.getFigure().getRows().get(1);
        assertEquals(rgb(Bookmarks.COLOURS[3]), UiTestKit.pixel(img, e.getFigure(), e.getFigure().xOf(t),
                row.y() + row.height() / 2), "drawn on the new run");
    }

    @Test
    void theBookmarksViewListsItAndGoToRevealsIt(@TempDir Path tmp) throws Exception {
        IFile trace = traceFile(tmp);
        SpaceTimeEditor e = open(trace);
        Bookmarks.Bookmark b = e.getBookmarks().add(6, Double.NaN, "look here", Bookmarks.COLOURS[0]);
        page.showView(IPageLayout.ID_PROBLEM_VIEW); // another view with a tree of columns, as in the lbsim perspective
        IViewPart view = page.showView(IPageLayout.ID_BOOKMARKS);
        // the view fills its tree in a job: run UI events until the row shows (or give up after a while)
        String found = null;
        for (int i = 0; i < 200 && found == null; i++) {
            UiTestKit.dispatch(100);
            found = find(view, "look here");
        }
        assertTrue(found != null && found.contains("t = 6 s"), "the Bookmarks view lists it with its time: " + found);
        page.closeAllEditors(false);
        // Go To (a double-click): IDE.openEditor on the marker, as the view does
        SpaceTimeEditor opened = assertInstanceOf(SpaceTimeEditor.class, IDE.openEditor(page, b.marker()));
        UiTestKit.flush(opened);
        assertEquals(6.0, opened.getNavigation().getCursors().first());
        TimeWindow w = opened.getWindow();
        assertTrue(w.t0() <= 6 && 6 <= w.t1(), w.toString());
        // zoomed away, Go To again moves the open editor's window
        opened.setWindow(new TimeWindow(0, 1, 10, w.width()));
        opened.getNavigation().getCursors().clear();
        assertSame(opened, IDE.openEditor(page, b.marker()));
        assertEquals(6.0, opened.getNavigation().getCursors().first());
        assertTrue(opened.getWindow().t0() <= 6 && 6 <= opened.getWindow().t1(), opened.getWindow().toString());
        // renamed and deleted in the view (its Properties and Delete change the marker): the diagram follows
        b.marker().setAttribute(IMarker.MESSAGE, "renamed");
        assertEquals("renamed", opened.getBookmarks().list().get(0).label());
        b.marker().delete();
        assertEquals(List.of(), opened.getBookmarks().list());
    }

    /**
     * The text of the row that holds {@code text} (its cells joined by " | ") in a tree with columns of the view's
     * window (the Bookmarks view's: no other view lists the label), or null.
     */
    private static String find(IViewPart view, String text) {
        java.util.ArrayDeque<org.eclipse.swt.widgets.Control> todo = new java.util.ArrayDeque<>();
        todo.add(view.getSite().getShell());
        while (!todo.isEmpty()) {
            org.eclipse.swt.widgets.Control x = todo.poll();
            if (x instanceof Tree tree && !tree.isDisposed() && tree.getColumnCount() > 1) {
                for (TreeItem category : tree.getItems()) {
                    String s = row(category, tree.getColumnCount());
                    if (s.contains(text)) {
                        return s;
                    }
                    for (TreeItem item : category.getItems()) {
                        s = row(item, tree.getColumnCount());
                        if (s.contains(text)) {
                            return s;
                        }
                    }
                }
            } else if (x instanceof org.eclipse.swt.widgets.Composite comp) {
                todo.addAll(List.of(comp.getChildren()));
            }
        }
        return null;
    }

    private static String row(TreeItem item, int columns) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < Math.max(1, columns); c++) {
            sb.append(item.getText(c)).append(" | ");
        }
        return sb.toString();
    }

    @Test
    void outsideTheWorkspaceBookmarksLastWhileTheEditorIsOpen(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class,
                RunReport.openTrace(page, SpaceTimeNavigationTest.trace(tmp)));
        UiTestKit.flush(e);
        assertNull(e.getBookmarks().file());
        Bookmarks.Bookmark b = e.getBookmarks().add(3, Double.NaN, "here", Bookmarks.COLOURS[0]);
        assertNull(b.marker());
        assertEquals(List.of(b), e.getBookmarks().list());
        e.getBookmarks().rename(b, "there");
        assertEquals("there", e.getBookmarks().list().get(0).label());
        e.getBookmarks().delete(e.getBookmarks().list().get(0));
        assertEquals(List.of(), e.getBookmarks().list());
    }
}
