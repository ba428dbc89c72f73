package lbsim.ui.spacetime;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.contexts.IContextService;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * The space-time editor's commands (declared with their key bindings and context-menu entries in plugin.xml)
 * and the handler that runs them on the active {@link SpaceTimeEditor}: zoom to fit (0), zoom to selection
 * (Z), zoom in and out (= or +, -), next and previous state of the selected task (N, P), next and previous
 * message of the selected message's tag (M, Shift+M), the filter dialog (F), compare with another run (D) and
 * export the visible range (E), compact rows (R), collapse or expand all hosts (H), find (Ctrl+F) and find again
 * forward and backward (Ctrl+K, Ctrl+Shift+K), add a bookmark (Ctrl+D), go to the next and previous bookmark (Ctrl+.,
 * Ctrl+,), rename or delete the bookmark at the time cursor ({@link BookmarkDialog}). Each is in the editor's toolbar and context menu (plugin.xml), with its key.
 */
public final class SpaceTimeCommands extends AbstractHandler {

    public static final String ZOOM_TO_FIT = "lbsim.ui.spacetime.zoomToFit";
    public static final String ZOOM_TO_SELECTION = "lbsim.ui.spacetime.zoomToSelection";
    public static final String NEXT_STATE = "lbsim.ui.spacetime.nextState";
    public static final String PREVIOUS_STATE = "lbsim.ui.spacetime.previousState";
    public static final String NEXT_MESSAGE = "lbsim.ui.spacetime.nextMessageOfTag";
    public static final String PREVIOUS_MESSAGE = "lbsim.ui.spacetime.previousMessageOfTag";
    public static final String FILTER = "lbsim.ui.spacetime.filter";
    public static final String ZOOM_IN = "lbsim.ui.spacetime.zoomIn";
    public static final String COMPACT_ROWS = "lbsim.ui.spacetime.compactRows";
    public static final String COLLAPSE_ALL = "lbsim.ui.spacetime.collapseAll";
    public static final String ZOOM_OUT = "lbsim.ui.spacetime.zoomOut";
    public static final String COMPARE = "lbsim.ui.spacetime.compareWith";
    public static final String EXPORT = "lbsim.ui.spacetime.exportVisibleRange";
    public static final String FIND = "lbsim.ui.spacetime.find";
    public static final String FIND_NEXT = "lbsim.ui.spacetime.findNext";
    public static final String FIND_PREVIOUS = "lbsim.ui.spacetime.findPrevious";
    public static final String ADD_BOOKMARK = "lbsim.ui.spacetime.addBookmark";
    public static final String NEXT_BOOKMARK = "lbsim.ui.spacetime.nextBookmark";
    public static final String PREVIOUS_BOOKMARK = "lbsim.ui.spacetime.previousBookmark";
    public static final String RENAME_BOOKMARK = "lbsim.ui.spacetime.renameBookmark";
    public static final String DELETE_BOOKMARK = "lbsim.ui.spacetime.deleteBookmark";
    /** The editor's toolbar (above the diagram): plugin.xml contributes every command to it. */
    public static final String TOOLBAR = "toolbar:lbsim.ui.spacetime.diagramToolbar";

    /**
     * Activates the key-binding context on the editor's site and makes the editor's one context menu, registered
     * under {@link SpaceTimeEditor#ID} so plugin.xml's contributions land in its groups: "navigate" (zoom, stepping),
     * "filters", "analyses" and "additions" (Go to Source, compare, export). Call once per editor; each canvas the
     * editor builds takes the menu with {@code createContextMenu}.
     */
    static MenuManager install(SpaceTimeEditor editor) {
        IContextService contexts = editor.getSite().getService(IContextService.class);
        if (contexts != null) {
            contexts.activateContext(SpaceTimeEditor.CONTEXT_ID);
        }
        MenuManager menu = new MenuManager("#PopupMenu", SpaceTimeEditor.ID);
        // Emptied and given its groups at each show, as the workbench's own editors do: with groups added once, the
        // first show of a new editor's menu listed the contributions after "additions" twice (before "navigate" too).
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(m -> {
            m.add(new Separator("navigate"));
            m.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
        });
        editor.getSite().registerContextMenu(SpaceTimeEditor.ID, menu, editor.getSite().getSelectionProvider());
        return menu;
    }

    @Override
    public Object execute(ExecutionEvent event) {
        if (!(HandlerUtil.getActiveEditor(event) instanceof SpaceTimeEditor editor)) {
            return null;
        }
        SpaceTimeNavigation n = editor.getNavigation();
        switch (event.getCommand().getId()) {
            case ZOOM_TO_FIT -> n.zoomToFit();
            case ZOOM_TO_SELECTION -> n.zoomToSelection();
            case NEXT_STATE -> n.nextState();
            case PREVIOUS_STATE -> n.previousState();
            case NEXT_MESSAGE -> n.nextMessageOfTag();
            case PREVIOUS_MESSAGE -> n.previousMessageOfTag();
            case FILTER -> FilterDialog.edit(editor);
            case ZOOM_IN -> editor.setWindow(editor.getWindow().zoomIn());
            case COMPACT_ROWS -> editor.setCompact(!editor.getFigure().isCompact());
            case COLLAPSE_ALL -> editor.setAllCollapsed(!editor.allCollapsed());
            case ZOOM_OUT -> editor.setWindow(editor.getWindow().zoomOut());
            case COMPARE -> CompareAction.ask(editor);
            case EXPORT -> ExportVisibleAction.ask(editor);
            case FIND -> FindDialog.open(editor);
            case FIND_NEXT -> n.findAgain(true);
            case FIND_PREVIOUS -> n.findAgain(false);
            case ADD_BOOKMARK -> BookmarkDialog.add(editor);
            case NEXT_BOOKMARK -> editor.getBookmarks().goToNext();
            case PREVIOUS_BOOKMARK -> editor.getBookmarks().goToPrevious();
            case RENAME_BOOKMARK -> BookmarkDialog.rename(editor);
            case DELETE_BOOKMARK -> BookmarkDialog.delete(editor);
            default -> throw new IllegalArgumentException("not a space-time command: " + event.getCommand().getId());
        }
        return null;
    }
}
