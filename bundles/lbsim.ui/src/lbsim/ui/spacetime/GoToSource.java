package lbsim.ui.spacetime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jdt.ui.JavaUI;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.contexts.IContextService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;

import lbsim.trace.store.CallSite;
import lbsim.trace.store.TraceStore;

/**
 * "Go to Source" in the space-time diagram (issue 17 item 8): opens the Java editor at the line of a real
 * program whose Pvm call made the selected interval (its compute, send or receive overhead, its wait in a receive)
 * or message (its send), from the call sites the run recorded ({@code lbsim run --call-sites}, "Record call sites"
 * on the launch's User Code tab; {@link TraceStore#hasCallSites}).
 * <p>
 * What a selection must carry: an {@link IntervalSelection} is looked up by its task and the middle of its span
 * ({@link TraceStore#optIntervalSite}). Any other selection object implements (or adapts to) {@link Target} and
 * names its site itself; a message selection should return {@link TraceStore#optSendSite} of its message id (the
 * receiving line is the site of the receiver's receive interval).
 * <p>
 * The source is found as a type in the workspace's open Java projects ({@link IJavaProject#findType}, then
 * {@link JavaUI#openInEditor}); failing that, as a file whose path ends with the site's package folders and file
 * name ({@link IDE#openEditor}). The line is selected from its first non-blank character to its end and revealed.
 */
public final class GoToSource {

    /** The command's id (plugin.xml; bound to F3 in the space-time diagram). */
    public static final String COMMAND_ID = "lbsim.ui.spacetime.goToSource";
    /** The key-binding context active while a space-time diagram is (plugin.xml). */
    public static final String CONTEXT_ID = "lbsim.ui.spacetime.context";
    /** What to say when the trace has no call sites: how to get them. */
    public static final String NO_SITES = "This run did not record call sites. Run it again with \"Record call sites\""
            + " checked on the User Code tab of its launch configuration (Run > Run Configurations...), or with"
            + " lbsim run --call-sites, then open the new result.";

    /** A selected thing that names its own call site (e.g. a message: its send). */
    public interface Target {
        /** The site in {@code store} ({@link TraceStore#callSite}), or {@link TraceStore#NO_SITE} when it has none. */
        int callSite(TraceStore store) throws IOException;

        /** How a message says what it is, e.g. "this message's send" (for "no call site for ..."). */
        String describe();
    }

    /** What "Go to Source" did. */
    public sealed interface Outcome {
        /** The editor opened (or brought to the top) with {@code line} selected. */
        record Opened(IEditorPart editor, CallSite site, int line) implements Outcome {
        }

        /** Nothing opened; the message says why and what to do, for a dialog. */
        record Problem(String message) implements Outcome {
        }
    }

    private GoToSource() {
    }

    /** Goes to the source of the editor's current selection. */
    public static Outcome run(SpaceTimeEditor editor) {
        ISelection s = editor.getSite().getSelectionProvider().getSelection();
        Object selected = s instanceof IStructuredSelection ss ? ss.getFirstElement() : null;
        return open(editor.getSite().getPage(), editor.getStore(), selected);
    }

    /** Goes to the source of {@code selected} (an {@link IntervalSelection} or a {@link Target}) in {@code page}. */
    public static Outcome open(IWorkbenchPage page, TraceStore store, Object selected) {
        if (!store.hasEvents()) {
            return new Outcome.Problem(SpaceTimeEditor.NO_EVENTS);
        }
        if (!store.hasCallSites()) {
            return new Outcome.Problem(NO_SITES);
        }
        int site;
        String what;
        try {
            if (selected instanceof IntervalSelection i) {
                site = store.optIntervalSite(i.taskHandle(), (i.start() + i.end()) / 2);
                what = "this " + i.state() + " interval of " + i.task();
            } else {
                Target t = selected == null ? null : Adapters.adapt(selected, Target.class);
                if (t == null) {
                    return new Outcome.Problem("Select a state interval (or a message) of the diagram first.");
                }
                site = t.callSite(store);
                what = t.describe();
            }
        } catch (IOException | RuntimeException e) {
            return new Outcome.Problem("Cannot read the call site from the trace: " + e.getMessage());
        }
        if (site == TraceStore.NO_SITE) {
            return new Outcome.Problem("The trace has no call site for " + what
                    + " (it was not made by a Pvm call of the program).");
        }
        return open(page, store.callSite(site));
    }

    /** Opens the source of {@code site} in {@code page} at its line. */
    public static Outcome open(IWorkbenchPage page, CallSite site) {
        try {
            IEditorPart editor = null;
            IJavaElement element = findType(site);
            if (element != null) {
                editor = JavaUI.openInEditor(element, true, false);
            } else {
                IFile file = findFile(site);
                if (file != null) {
                    editor = IDE.openEditor(page, file, true);
                }
            }
            if (editor == null) {
                return new Outcome.Problem(site + " is in no open Java project of the workspace: import (or open) the"
                        + " project that holds " + site.sourcePath() + ", then try again.");
            }
            if (site.line() < 1) {
                return new Outcome.Problem("Opened " + site.sourcePath() + ", but its class was compiled without line"
                        + " numbers (javac -g:none), so the line of " + site.methodName() + " is unknown.");
            }
            if (!selectLine(editor, site.line())) {
                return new Outcome.Problem("Opened " + site.sourcePath() + ", but it has no line " + site.line()
                        + " (the source has changed since the run?).");
            }
            return new Outcome.Opened(editor, site, site.line());
        } catch (PartInitException | JavaModelException e) {
            return new Outcome.Problem("Cannot open " + site.sourcePath() + ": " + e.getMessage());
        }
    }

    /** The compilation unit (or class file) of the site's top-level class in an open Java project, or null. */
    static IJavaElement findType(CallSite site) throws JavaModelException {
        for (IJavaProject jp : JavaCore.create(ResourcesPlugin.getWorkspace().getRoot()).getJavaProjects()) {
            if (!jp.getProject().isOpen()) {
                continue;
            }
            IType t = jp.findType(site.topLevelClassName());
            if (t == null) {
                continue;
            }
            if (t.getCompilationUnit() != null) {
                return t.getCompilationUnit();
            }
            if (t.getClassFile() != null && t.getClassFile().getSourceRange() != null) {
                return t.getClassFile(); // a jar with attached source
            }
        }
        return null;
    }

    /** A workspace file whose path ends with the site's source path (e.g. examples/ring/TokenRing.java), or null. */
    static IFile findFile(CallSite site) {
        String tail = "/" + site.sourcePath();
        List<IFile> found = new ArrayList<>();
        for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
            if (!p.isOpen()) {
                continue;
            }
            try {
                p.accept(r -> {
                    if (r.getType() == IResource.FILE && r.getFullPath().toString().endsWith(tail)) {
                        found.add((IFile) r);
                    }
                    return found.isEmpty();
                });
            } catch (CoreException e) {
                // an unreadable project: look in the others
            }
            if (!found.isEmpty()) {
                return found.get(0);
            }
        }
        return null;
    }

    /** Selects line {@code line} (1-based) of a text editor from its first non-blank character to its end; false when it has none. */
    static boolean selectLine(IEditorPart editor, int line) {
        ITextEditor text = Adapters.adapt(editor, ITextEditor.class);
        if (text == null) {
            return false;
        }
        IDocument doc = text.getDocumentProvider().getDocument(text.getEditorInput());
        if (doc == null || line > doc.getNumberOfLines()) {
            return false;
        }
        try {
            IRegion r = doc.getLineInformation(line - 1);
            int start = r.getOffset();
            int end = r.getOffset() + r.getLength();
            while (start < end && Character.isWhitespace(doc.getChar(start))) {
                start++;
            }
            text.selectAndReveal(start, end - start);
            return true;
        } catch (BadLocationException e) {
            return false;
        }
    }
}
