package lbsim.ui.spacetime;

import java.util.function.Consumer;

import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IPropertyListener;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;

/**
 * Which space-time diagram a view follows: the one activated last. Tells its view, through {@code follow}, when
 * another diagram is activated, when the one followed is closed (null), and when it read its trace again (a rerun
 * into the same folder, {@link SpaceTimeEditor#PROP_TRACE}); and, for a view that asks, when its window or filter
 * changes. Used by the analysis, statistics and event table views.
 */
final class ActiveDiagram {

    private final IWorkbenchPage page;
    private final Consumer<SpaceTimeEditor> follow;
    private SpaceTimeEditor editor;

    private final IPropertyListener reloads;
    /** Told when the followed diagram's window or filter changes (null: nobody). */
    private final Runnable changed;
    private final Consumer<TimeWindow> windows;

    private final IPartListener2 parts = new IPartListener2() {
        @Override
        public void partActivated(IWorkbenchPartReference ref) {
            if (ref.getPart(false) instanceof SpaceTimeEditor e) {
                set(e);
            }
        }

        @Override
        public void partClosed(IWorkbenchPartReference ref) {
            if (ref.getPart(false) == editor) {
                set(null);
            }
        }
    };

    /** Starts listening on {@code page}, and follows its active editor at once if it is a space-time diagram. */
    ActiveDiagram(IWorkbenchPage page, Consumer<SpaceTimeEditor> follow) {
        this(page, follow, null);
    }

    /**
     * As {@link #ActiveDiagram(IWorkbenchPage, Consumer)}, and tells {@code changed} when the followed diagram's visible
     * window or filter changes ({@link SpaceTimeEditor#PROP_FILTER}).
     */
    ActiveDiagram(IWorkbenchPage page, Consumer<SpaceTimeEditor> follow, Runnable changed) {
        this.page = page;
        this.follow = follow;
        this.changed = changed;
        this.windows = w -> changed.run();
        this.reloads = (source, id) -> {
            if (id == SpaceTimeEditor.PROP_TRACE && source == editor) {
                follow.accept(editor);
            } else if (id == SpaceTimeEditor.PROP_FILTER && source == editor && changed != null) {
                changed.run();
            }
        };
        page.addPartListener(parts);
        if (page.getActiveEditor() instanceof SpaceTimeEditor e) {
            set(e);
        }
    }

    private void set(SpaceTimeEditor e) {
        if (editor != null && editor != e) {
            editor.removePropertyListener(reloads);
            if (changed != null) {
                editor.removeWindowListener(windows);
            }
        }
        if (e != null && e != editor) {
            e.addPropertyListener(reloads);
            if (changed != null) {
                e.addWindowListener(windows);
            }
        }
        editor = e;
        follow.accept(e);
    }

    /** The diagram followed, or null. */
    SpaceTimeEditor editor() {
        return editor;
    }

    /** Stops listening. */
    void dispose() {
        page.removePartListener(parts);
        if (editor != null) {
            editor.removePropertyListener(reloads);
            if (changed != null) {
                editor.removeWindowListener(windows);
            }
        }
    }
}
