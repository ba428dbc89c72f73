package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.commands.Command;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceStates;
import lbsim.trace.store.TraceStore;
import lbsim.trace.file.TraceWriter;

/**
 * "Go to Source" ({@link GoToSource}) in the IDE: a Java project holds a real program's source, a hand-made trace
 * (written with {@link TraceWriter}) names call sites in it, and going to the source of a selected interval or
 * message opens the Java editor on that file with the site's line selected. The lines are found in the source by
 * their marker comments. Runs on the UI thread.
 */
class GoToSourceTest {

    /** A master-slave program: the master sends and waits, the slave replies from a helper. */
    static final String SOURCE = """
            package sites;

            import lbsim.api.Message;
            import lbsim.api.Pvm;
            import lbsim.api.Task;

            public final class PingPong implements Task {
                @Override
                public void run(Pvm pvm) {
                    if (pvm.parent() == Pvm.NO_PARENT) {
                        int[] slave = pvm.spawn(PingPong.class, 1, null);
                        pvm.send(slave[0], 7, new byte[100]); // @send
                        pvm.recv(slave[0], 8);
                    } else {
                        Message m = pvm.recv(pvm.parent(), 7);
                        reply(pvm, m.source());
                    }
                }

                private static void reply(Pvm pvm, int to) {
                    pvm.send(to, 8, new byte[10]); // @reply
                }
            }
            """;

    private IWorkbenchPage page;
    private final List<String> projects = List.of("gts-program", "gts-results", "gts-plain");

    @BeforeEach
    void setUp() {
        page = UiTestKit.workbenchPage();
    }

    @AfterEach
    void tearDown() throws Exception {
        page.closeAllEditors(false);
        for (String p : projects) {
            IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(p);
            if (project.exists()) {
                project.delete(true, true, null);
            }
        }
    }

    /** The 1-based line of {@code text} that ends with {@code // @marker}. */
    static int line(String text, String marker) {
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).endsWith("// @" + marker)) {
                return i + 1;
            }
        }
        throw new AssertionError("no marker @" + marker);
    }

    private static IProject project(String name) throws CoreException {
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (!p.exists()) {
            p.create(null);
        }
        p.open(null);
        return p;
    }

    private static IFile file(IProject p, String path, String text) throws CoreException {
        IFile f = p.getFile(path);
        mkdirs(f.getParent());
        f.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, null);
        return f;
    }

    private static void mkdirs(IContainer c) throws CoreException {
        if (c instanceof IFolder f && !f.exists()) {
            mkdirs(f.getParent());
            f.create(true, true, null);
        }
    }

    /** A Java project with src/ as its source folder, holding sites/PingPong.java. */
    private static IFile javaProjectWithTheProgram() throws CoreException {
        IProject p = project("gts-program");
        IProjectDescription d = p.getDescription();
        d.setNatureIds(new String[] { JavaCore.NATURE_ID });
        p.setDescription(d, null);
        IJavaProject jp = JavaCore.create(p);
        IFile f = file(p, "src/sites/PingPong.java", SOURCE);
        jp.setRawClasspath(new IClasspathEntry[] { JavaCore.newSourceEntry(p.getFolder("src").getFullPath()) },
                p.getFolder("bin").getFullPath(), null);
        return f;
    }

    /**
     * A result folder's trace: task 0 (master on h0) sends [0, 1] at site 0 (@send), then is blocked [1, 3] with
     * no site; task 1 computes [0, 2]; message 0 from 0 to 1 has send site 0, message 1 from 1 to 0 send site 1
     * (@reply). {@code sites} false: the same trace without call sites.
     */
    private SpaceTimeEditor openTrace(Path tmp, boolean sites, String className) throws Exception {
        Path f = tmp.resolve("trace.lbt");
        try (TraceWriter w = new TraceWriter(f, TraceStates.STATES.size())) {
            if (sites) {
                w.recordCallSites();
            }
            w.site(0, className, "run", "PingPong.java", line(SOURCE, "send"));
            w.site(1, className, "reply", "PingPong.java", line(SOURCE, "reply"));
            w.state(0, 1, 0, 1, 0);
            w.state(1, 0, 0, 2, TraceStore.NO_SITE);
            w.state(0, 3, 1, 3, TraceStore.NO_SITE);
            w.message(0, 0, 1, 7, 100, 0.2, 0.3, 0.9, 1.0, 0, TraceStore.NO_SITE);
            w.message(1, 1, 0, 8, 10, 2.0, 2.1, 2.5, 3.0, 1, TraceStore.NO_SITE);
            w.finish(3, List.of("h0", "h1"), List.of("master", "PingPong-1"), new int[] { 0, 1 }, TraceStates.STATES);
        }
        IProject results = project("gts-results");
        IFile trace = results.getFile("results/run" + (sites ? "1" : "0") + "/trace.lbt");
        mkdirs(trace.getParent());
        trace.create(new ByteArrayInputStream(java.nio.file.Files.readAllBytes(f)), true, null);
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, IDE.openEditor(page, trace));
        flush();
        return e;
    }

    private static void flush() {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // run pending events
        }
    }

    private static void select(SpaceTimeEditor e, Object o) {
        e.getSite().getSelectionProvider().setSelection(new StructuredSelection(o));
    }

    /** The editor is a text editor on {@code file} whose selection starts at {@code line} (1-based) and spans its statement. */
    private static void assertAtLine(IEditorPart part, IFile file, int line) {
        ITextEditor t = assertInstanceOf(ITextEditor.class, part);
        assertEquals(file, ((IFileEditorInput) t.getEditorInput()).getFile());
        ITextSelection s = (ITextSelection) t.getSelectionProvider().getSelection();
        assertEquals(line - 1, s.getStartLine(), "selected line (0-based)");
        IDocument doc = t.getDocumentProvider().getDocument(t.getEditorInput());
        assertEquals(SOURCE.lines().toList().get(line - 1).strip(), s.getText());
        assertTrue(doc.get().equals(SOURCE), "the editor shows the program's source");
    }

    @Test
    void anIntervalOpensTheJavaEditorAtItsPvmCall(@TempDir Path tmp) throws Exception {
        IFile program = javaProjectWithTheProgram();
        SpaceTimeEditor e = openTrace(tmp, true, "sites.PingPong");
        select(e, new IntervalSelection(0, "master", "h0", "send", 0, 1));
        GoToSource.Outcome o = GoToSource.run(e);
        GoToSource.Outcome.Opened opened = assertInstanceOf(GoToSource.Outcome.Opened.class, o, o.toString());
        flush();
        assertEquals("org.eclipse.jdt.ui.CompilationUnitEditor", opened.editor().getSite().getId(), "the Java editor");
        assertAtLine(opened.editor(), program, line(SOURCE, "send"));
        assertEquals(opened.editor(), page.getActiveEditor());
    }

    @Test
    void aMessageTargetOpensItsSendLine(@TempDir Path tmp) throws Exception {
        IFile program = javaProjectWithTheProgram();
        SpaceTimeEditor e = openTrace(tmp, true, "sites.PingPong");
        // how a message selection hands its site over: a GoToSource.Target that names its send site
        GoToSource.Target message = new GoToSource.Target() {
            @Override
            public int callSite(TraceStore store) throws IOException {
                return store.optSendSite(1);
            }

            @Override
            public String describe() {
                return "this message's send";
            }
        };
        select(e, message);
        GoToSource.Outcome o = GoToSource.run(e);
        GoToSource.Outcome.Opened opened = assertInstanceOf(GoToSource.Outcome.Opened.class, o, o.toString());
        flush();
        assertEquals("reply", opened.site().methodName());
        assertAtLine(opened.editor(), program, line(SOURCE, "reply"));
    }

    @Test
    void aSelectedMessageOpensItsSendLine(@TempDir Path tmp) throws Exception {
        IFile program = javaProjectWithTheProgram();
        SpaceTimeEditor e = openTrace(tmp, true, "sites.PingPong");
        // message 1 (PingPong-1 -> master, sent [2.0, 2.1]) as the editor selects it: its send site is 1 (@reply)
        TraceStore store = e.getStore();
        lbsim.trace.store.Messages all = store.messages(TraceStore.ANY, TraceStore.ANY, 2.0, 2.0);
        int k = -1;
        for (int i = 0; i < all.size(); i++) {
            k = all.id(i) == 1 ? i : k;
        }
        e.select(MessageSelection.of(store, all, k));
        MessageSelection m = assertInstanceOf(MessageSelection.class, e.selected());
        assertEquals(1, m.callSite(store));
        GoToSource.Outcome o = GoToSource.run(e);
        GoToSource.Outcome.Opened opened = assertInstanceOf(GoToSource.Outcome.Opened.class, o, o.toString());
        flush();
        assertEquals("reply", opened.site().methodName());
        assertAtLine(opened.editor(), program, line(SOURCE, "reply"));
    }

    @Test
    void thePropertiesOfASelectionNameItsSourceLines(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = openTrace(tmp, true, "sites.PingPong");
        TraceStore store = e.getStore();
        int send = line(SOURCE, "send");
        int reply = line(SOURCE, "reply");
        // master's send interval [0, 1] was made at site 0 (@send in run)
        e.select(new IntervalSelection(0, "master", "h0", "send", 0, 1));
        IntervalSelection i = assertInstanceOf(IntervalSelection.class, e.selected());
        assertEquals("sites.PingPong.run(PingPong.java:" + send + ")",
                i.getPropertyValue(SourceRows.id(SourceRows.CALLED_AT)));
        // message 1 was sent at site 1 (@reply) and its receive has no site in this trace
        lbsim.trace.store.Messages all = store.messages(TraceStore.ANY, TraceStore.ANY, 2.0, 2.0);
        int k = -1;
        for (int j = 0; j < all.size(); j++) {
            k = all.id(j) == 1 ? j : k;
        }
        e.select(MessageSelection.of(store, all, k));
        e.select(e.selected()); // selected again: still one set of source rows
        MessageSelection m = assertInstanceOf(MessageSelection.class, e.selected());
        assertEquals("sites.PingPong.reply(PingPong.java:" + reply + ")",
                m.getPropertyValue(SourceRows.id(SourceRows.SENT_AT)));
        assertEquals("none", m.getPropertyValue(SourceRows.id(SourceRows.RECEIVED_AT)));
        assertEquals(2, m.analysisRows().stream().filter(r -> r.category().equals(SourceRows.CATEGORY)).count());
    }

    @Test
    void aTraceWithoutSitesHasNoSourceRows(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = openTrace(tmp, false, "sites.PingPong");
        e.select(new IntervalSelection(0, "master", "h0", "send", 0, 1));
        IntervalSelection i = assertInstanceOf(IntervalSelection.class, e.selected());
        assertTrue(i.analysisRows().stream().noneMatch(r -> r.category().equals(SourceRows.CATEGORY)));
    }

    @Test
    void withoutAJavaProjectTheFileIsFoundByItsPath(@TempDir Path tmp) throws Exception {
        IFile copy = file(project("gts-plain"), "code/sites/PingPong.java", SOURCE);
        SpaceTimeEditor e = openTrace(tmp, true, "sites.PingPong");
        select(e, new IntervalSelection(0, "master", "h0", "send", 0, 1));
        GoToSource.Outcome o = GoToSource.run(e);
        GoToSource.Outcome.Opened opened = assertInstanceOf(GoToSource.Outcome.Opened.class, o, o.toString());
        flush();
        assertAtLine(opened.editor(), copy, line(SOURCE, "send"));
    }

    @Test
    void aTraceWithoutSitesSaysHowToGetThem(@TempDir Path tmp) throws Exception {
        javaProjectWithTheProgram();
        SpaceTimeEditor e = openTrace(tmp, false, "sites.PingPong");
        select(e, new IntervalSelection(0, "master", "h0", "send", 0, 1));
        GoToSource.Outcome.Problem p = assertInstanceOf(GoToSource.Outcome.Problem.class, GoToSource.run(e));
        assertEquals(GoToSource.NO_SITES, p.message());
        assertTrue(p.message().contains("Record call sites") && p.message().contains("--call-sites"), p.message());
        assertEquals(e, page.getActiveEditor(), "nothing else opened");
    }

    @Test
    void anIntervalWithoutASiteOrAMissingClassIsExplained(@TempDir Path tmp) throws Exception {
        javaProjectWithTheProgram();
        SpaceTimeEditor e = openTrace(tmp, true, "elsewhere.Missing");
        select(e, new IntervalSelection(0, "master", "h0", "blocked", 1, 3));
        GoToSource.Outcome.Problem p = assertInstanceOf(GoToSource.Outcome.Problem.class, GoToSource.run(e));
        assertTrue(p.message().contains("no call site for this blocked interval of master"), p.message());
        select(e, new IntervalSelection(0, "master", "h0", "send", 0, 1));
        p = assertInstanceOf(GoToSource.Outcome.Problem.class, GoToSource.run(e));
        assertTrue(p.message().contains("elsewhere.Missing.run(PingPong.java:" + line(SOURCE, "send") + ")")
                && p.message().contains("elsewhere/PingPong.java"), p.message());
    }

    @Test
    void theCommandIsDefinedAndHandledInTheDiagram(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = openTrace(tmp, true, "sites.PingPong");
        page.activate(e);
        flush();
        Command c = PlatformUI.getWorkbench().getService(ICommandService.class).getCommand(GoToSource.COMMAND_ID);
        assertTrue(c.isDefined());
        assertEquals("Go to Source", c.getName());
        assertTrue(c.isHandled(), "a handler is active while the diagram is");
    }
}
