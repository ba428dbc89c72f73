package lbsim.model.editor;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EventObject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.edit.command.CommandActionDelegate;
import org.eclipse.emf.edit.command.CopyToClipboardCommand;
import org.eclipse.emf.edit.command.CreateChildCommand;
import org.eclipse.emf.edit.command.CutToClipboardCommand;
import org.eclipse.emf.edit.command.DeleteCommand;
import org.eclipse.emf.edit.command.DragAndDropCommand;
import org.eclipse.emf.edit.command.DragAndDropFeedback;
import org.eclipse.emf.edit.command.PasteFromClipboardCommand;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.domain.IEditingDomainProvider;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.ReflectiveItemProviderAdapterFactory;
import org.eclipse.emf.edit.provider.resource.ResourceItemProviderAdapterFactory;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.util.LocalSelectionTransfer;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DragSourceAdapter;
import org.eclipse.swt.dnd.DragSourceEvent;
import org.eclipse.swt.dnd.DropTargetAdapter;
import org.eclipse.swt.dnd.DropTargetEvent;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.ide.IGotoMarker;
import org.eclipse.ui.part.EditorPart;
import org.eclipse.ui.views.properties.IPropertySheetPage;
import org.eclipse.ui.views.properties.PropertySheetPage;

import lbsim.model.Scenario;
import lbsim.model.io.ScenarioLoader;
import lbsim.model.provider.ModelItemProviderAdapterFactory;

/**
 * The lbsim scenario editor: a tree of the scenario's objects (labels and icons from lbsim.model.edit's item
 * providers), their properties in the Properties view, and every change as a command on an
 * {@link AdapterFactoryEditingDomain}'s {@link BasicCommandStack}, so Edit > Undo, Redo, Cut, Copy, Paste and
 * Delete work on it. The context menu offers New Child and New Sibling with the kinds the item providers allow;
 * objects can be dragged within the tree. Saving checks every rule and puts the problems in the Problems view
 * ({@link ScenarioMarkers}); going to such a marker selects its object here.
 */
public class ScenarioEditor extends EditorPart implements IEditingDomainProvider, IGotoMarker {

    /** The editor id, as registered in plugin.xml. */
    public static final String ID = "lbsim.model.editor.scenarioEditor";

    /** The extension point through which other bundles add pages ({@link ScenarioEditorPage}). */
    public static final String PAGES = "lbsim.model.editor.pages";

    private ComposedAdapterFactory adapterFactory;
    private AdapterFactoryEditingDomain domain;
    private Resource resource;
    private TreeViewer viewer;
    private ItemLabelProvider labels;
    private PropertySheetPage propertySheet;
    private final List<DomainAction> actions = new ArrayList<>();
    private final List<ScenarioEditorPage> pages = new ArrayList<>();
    private final PageSelection pageSelection = new PageSelection();
    private CTabFolder folder;
    private ScenarioEditorPage shownPage;
    private final CommandStackListener stackListener = this::commandStackChanged;

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof IFileEditorInput fileInput)) {
            throw new PartInitException("the lbsim scenario editor opens .lbsim files of the workspace");
        }
        setSite(site);
        setInputWithNotify(input);
        setPartName(fileInput.getFile().getName());
        adapterFactory = new ComposedAdapterFactory();
        adapterFactory.addAdapterFactory(new ResourceItemProviderAdapterFactory());
        adapterFactory.addAdapterFactory(new ModelItemProviderAdapterFactory());
        adapterFactory.addAdapterFactory(new ReflectiveItemProviderAdapterFactory());
        BasicCommandStack stack = new BasicCommandStack();
        stack.addCommandStackListener(stackListener);
        domain = new AdapterFactoryEditingDomain(adapterFactory, stack, ScenarioLoader.newResourceSet());
        // lets item property descriptors find the domain, so Properties view changes go through the command stack
        domain.getResourceSet().eAdapters().add(new AdapterFactoryEditingDomain.EditingDomainProvider(domain));
        IFile file = fileInput.getFile();
        URI uri = URI.createPlatformResourceURI(file.getFullPath().toString(), true);
        resource = domain.getResourceSet().createResource(uri);
        try {
            ScenarioLoader.load(resource, null); // as the command line loads it
        } catch (IOException | RuntimeException e) {
            throw new PartInitException(file.getFullPath() + ": " + e.getMessage(), e);
        }
    }

    /** The most tree items the editor opens with: beyond them, a platform's hosts wait until expanded (GTK makes 10,000 items in seconds). */
    static final int OPEN_ITEMS = 1000;

    /**
     * How deep the tree opens: the scenario's parts and their objects (hosts, segments, tasks), unless they are
     * more than {@link #OPEN_ITEMS}; then only the parts.
     */
    private int treeLevels() {
        int items = 0;
        for (org.eclipse.emf.ecore.EObject root : resource.getContents()) {
            for (org.eclipse.emf.ecore.EObject part : root.eContents()) {
                items += part.eContents().size();
            }
        }
        return items > OPEN_ITEMS ? 2 : 3;
    }

    @Override
    public void createPartControl(Composite parent) {
        org.eclipse.ui.PlatformUI.getWorkbench().getHelpSystem().setHelp(parent, "lbsim.help.scenarioEditor");
        pages.addAll(contributedPages());
        Composite treeParent = parent;
        if (!pages.isEmpty()) {
            folder = new CTabFolder(parent, SWT.BOTTOM | SWT.FLAT);
            treeParent = folder;
        }
        viewer = new TreeViewer(treeParent, SWT.MULTI | SWT.H_SCROLL | SWT.V_SCROLL);
        labels = new ItemLabelProvider(adapterFactory);
        viewer.setContentProvider(new ItemTreeContentProvider(adapterFactory));
        viewer.setLabelProvider(labels);
        viewer.setInput(resource);
        viewer.expandToLevel(treeLevels());
        if (!resource.getContents().isEmpty()) {
            viewer.setSelection(new StructuredSelection(resource.getContents().get(0)), true);
        }
        pageSelection.show(viewer);
        getSite().setSelectionProvider(pageSelection);
        if (folder != null) {
            CTabItem tree = new CTabItem(folder, SWT.NONE);
            tree.setText("Tree");
            tree.setControl(viewer.getControl());
            for (ScenarioEditorPage p : pages) {
                CTabItem item = new CTabItem(folder, SWT.NONE);
                item.setText(p.title());
                item.setControl(p.createControl(folder, this));
                item.setData(p);
            }
            folder.setSelection(0);
            folder.addListener(SWT.Selection, e -> showPage(folder.getSelectionIndex()));
        }
        createActions();
        createContextMenu();
        createDragAndDrop();
    }

    // ---- pages contributed by other bundles (extension point lbsim.model.editor.pages)

    private static List<ScenarioEditorPage> contributedPages() {
        List<ScenarioEditorPage> found = new ArrayList<>();
        for (IConfigurationElement e : Platform.getExtensionRegistry().getConfigurationElementsFor(PAGES)) {
            try {
                if (e.createExecutableExtension("class") instanceof ScenarioEditorPage p) {
                    found.add(p);
                }
            } catch (CoreException ex) {
                Platform.getLog(ScenarioEditor.class).log(ex.getStatus());
            }
        }
        return found;
    }

    /** Shows tab {@code index} (0: the tree, then the contributed pages in order) and forwards its selection. */
    public void showPage(int index) {
        if (folder == null) {
            return;
        }
        if (folder.getSelectionIndex() != index) {
            folder.setSelection(index);
        }
        ScenarioEditorPage p = index <= 0 ? null : pages.get(index - 1);
        ISelection carried = pageSelection.getSelection(); // what was selected on the page left, where the next shows it
        ISelectionProvider next = p == null ? viewer : p.selectionProvider();
        if (carried instanceof IStructuredSelection ss && !ss.isEmpty()) {
            next.setSelection(carried);
        }
        pageSelection.show(next);
        shownPage = p;
        if (p != null) {
            p.activated();
        }
        updateActions();
    }

    /** The contributed pages, in tab order after the tree. */
    public List<ScenarioEditorPage> getPages() {
        return List.copyOf(pages);
    }

    // ---- actions: undo, redo, cut, copy, paste, delete, validate

    /** An action whose command is built from the current selection and runs on the editing domain's stack. */
    private abstract class DomainAction extends Action {
        DomainAction(String text, String image) {
            super(text);
            if (image != null) {
                setImageDescriptor(PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(image));
            }
        }

        abstract Command command(Collection<?> selection);

        @Override
        public void run() {
            Command c = command(selection());
            if (c != null && c.canExecute()) {
                domain.getCommandStack().execute(c);
            }
        }

        void update() {
            Command c = command(selection());
            setEnabled(c != null && c.canExecute());
            if (c != null) {
                c.dispose();
            }
        }
    }

    private final Action undo = new Action("Undo") {
        @Override
        public void run() {
            domain.getCommandStack().undo();
        }
    };

    private final Action redo = new Action("Redo") {
        @Override
        public void run() {
            domain.getCommandStack().redo();
        }
    };

    private void createActions() {
        actions.add(new DomainAction("Delete", ISharedImages.IMG_TOOL_DELETE) {
            @Override
            Command command(Collection<?> s) {
                if (s.isEmpty()) {
                    return null;
                }
                Command own = shownPage == null ? null : shownPage.deleteCommand(s);
                return own != null ? own : DeleteCommand.create(domain, s);
            }
        });
        actions.add(new DomainAction("Cut", ISharedImages.IMG_TOOL_CUT) {
            @Override
            Command command(Collection<?> s) {
                return s.isEmpty() ? null : CutToClipboardCommand.create(domain, s);
            }
        });
        actions.add(new DomainAction("Copy", ISharedImages.IMG_TOOL_COPY) {
            @Override
            Command command(Collection<?> s) {
                return s.isEmpty() ? null : CopyToClipboardCommand.create(domain, s);
            }
        });
        actions.add(new DomainAction("Paste", ISharedImages.IMG_TOOL_PASTE) {
            @Override
            Command command(Collection<?> s) {
                return s.size() != 1 ? null : PasteFromClipboardCommand.create(domain, s.iterator().next(), null);
            }
        });
        pageSelection.addSelectionChangedListener(e -> updateActions());
        updateActions();
        setGlobalActions(getEditorSite().getActionBars()); // a new editor is activated next; activation re-points them
    }

    /**
     * Makes Edit > Undo, Redo, Cut, Copy, Paste and Delete (and their keys) act on this editor. All scenario editors
     * share one set of action bars, so {@link ScenarioEditorContributor} calls this each time a scenario editor
     * becomes active; handlers set when an editor was created would stay with the editor opened last.
     */
    public void setGlobalActions(IActionBars bars) {
        if (actions.size() < 4) {
            return; // not created yet
        }
        bars.setGlobalActionHandler(ActionFactory.DELETE.getId(), actions.get(0));
        bars.setGlobalActionHandler(ActionFactory.CUT.getId(), actions.get(1));
        bars.setGlobalActionHandler(ActionFactory.COPY.getId(), actions.get(2));
        bars.setGlobalActionHandler(ActionFactory.PASTE.getId(), actions.get(3));
        bars.setGlobalActionHandler(ActionFactory.UNDO.getId(), undo);
        bars.setGlobalActionHandler(ActionFactory.REDO.getId(), redo);
        bars.updateActionBars();
    }

    private void updateActions() {
        for (DomainAction a : actions) {
            a.update();
        }
        Command u = domain.getCommandStack().getUndoCommand();
        undo.setEnabled(domain.getCommandStack().canUndo());
        undo.setText(u == null || u.getLabel() == null ? "Undo" : "Undo " + u.getLabel());
        Command r = domain.getCommandStack().getRedoCommand();
        redo.setEnabled(domain.getCommandStack().canRedo());
        redo.setText(r == null || r.getLabel() == null ? "Redo" : "Redo " + r.getLabel());
    }

    private List<?> selection() {
        if (viewer == null) {
            return List.of();
        }
        ISelection s = pageSelection.getSelection();
        return s instanceof IStructuredSelection ss ? ss.toList() : List.of();
    }

    private void createContextMenu() {
        MenuManager menu = new MenuManager("#PopUp");
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(this::fillContextMenu);
        viewer.getControl().setMenu(menu.createContextMenu(viewer.getControl()));
        getSite().registerContextMenu(menu, viewer);
    }

    private void fillContextMenu(IMenuManager menu) {
        List<?> s = selection();
        MenuManager children = new MenuManager("New Child");
        MenuManager siblings = new MenuManager("New Sibling");
        if (s.size() == 1) {
            Object owner = s.get(0);
            for (Object d : domain.getNewChildDescriptors(owner, null)) {
                children.add(createAction(owner, d));
            }
            Object parent = domain.getParent(owner);
            if (parent instanceof EObject) {
                for (Object d : domain.getNewChildDescriptors(parent, owner)) {
                    siblings.add(createAction(parent, d));
                }
            }
        }
        menu.add(children);
        menu.add(siblings);
        menu.add(new Separator());
        menu.add(undo);
        menu.add(redo);
        menu.add(new Separator());
        for (DomainAction a : actions) {
            menu.add(a);
        }
        menu.add(new Separator());
        menu.add(new Action("Validate") {
            @Override
            public void run() {
                validate(true);
            }
        });
        menu.add(new Separator("additions"));
    }

    private IAction createAction(Object owner, Object descriptor) {
        Command c = CreateChildCommand.create(domain, owner, descriptor, selection());
        String text = c instanceof CommandActionDelegate d ? d.getText() : String.valueOf(descriptor);
        Action a = new Action(text) {
            @Override
            public void run() {
                domain.getCommandStack().execute(c);
                Collection<?> created = c.getAffectedObjects();
                if (!created.isEmpty()) {
                    viewer.setSelection(new StructuredSelection(new ArrayList<>(created)), true);
                }
            }
        };
        if (c instanceof CommandActionDelegate d) {
            a.setImageDescriptor(imageDescriptor(d.getImage()));
        }
        a.setEnabled(c.canExecute());
        return a;
    }

    private org.eclipse.jface.resource.ImageDescriptor imageDescriptor(Object itemImage) {
        var image = labels.image(itemImage);
        return image == null ? null : org.eclipse.jface.resource.ImageDescriptor.createFromImage(image);
    }

    // ---- drag and drop within the tree: EMF's DragAndDropCommand decides move, copy or link

    private void createDragAndDrop() {
        Transfer[] transfers = { LocalSelectionTransfer.getTransfer() };
        int ops = DND.DROP_MOVE | DND.DROP_COPY;
        viewer.addDragSupport(ops, transfers, new DragSourceAdapter() {
            @Override
            public void dragStart(DragSourceEvent event) {
                LocalSelectionTransfer.getTransfer().setSelection(viewer.getSelection());
                event.doit = !viewer.getSelection().isEmpty();
            }

            @Override
            public void dragSetData(DragSourceEvent event) {
                event.data = viewer.getSelection();
            }

            @Override
            public void dragFinished(DragSourceEvent event) {
                LocalSelectionTransfer.getTransfer().setSelection(null);
            }
        });
        viewer.addDropSupport(ops, transfers, new DropTargetAdapter() {
            private Command command(DropTargetEvent event) {
                if (!(event.item instanceof TreeItem item)
                        || !(LocalSelectionTransfer.getTransfer().getSelection() instanceof IStructuredSelection s)) {
                    return null;
                }
                Rectangle b = item.getBounds();
                var p = viewer.getControl().toControl(event.x, event.y);
                float location = b.height == 0 ? 0.5f : (float) (p.y - b.y) / b.height;
                int operation = event.detail == DND.DROP_NONE ? DND.DROP_MOVE : event.detail;
                return DragAndDropCommand.create(domain, item.getData(), location,
                        DragAndDropFeedback.DROP_MOVE | DragAndDropFeedback.DROP_COPY, operation, s.toList());
            }

            @Override
            public void dragOver(DropTargetEvent event) {
                Command c = command(event);
                event.feedback = DND.FEEDBACK_SELECT | DND.FEEDBACK_SCROLL | DND.FEEDBACK_EXPAND;
                if (c == null || !c.canExecute()) {
                    event.detail = DND.DROP_NONE;
                }
                if (c != null) {
                    c.dispose();
                }
            }

            @Override
            public void drop(DropTargetEvent event) {
                Command c = command(event);
                if (c != null && c.canExecute()) {
                    domain.getCommandStack().execute(c);
                } else {
                    event.detail = DND.DROP_NONE;
                }
            }
        });
    }

    // ---- dirty state, saving, validation

    private void commandStackChanged(EventObject event) {
        getSite().getShell().getDisplay().asyncExec(() -> {
            if (viewer == null || viewer.getControl().isDisposed()) {
                return;
            }
            firePropertyChange(PROP_DIRTY);
            updateActions();
            Command c = domain.getCommandStack().getMostRecentCommand();
            if (c != null && !c.getAffectedObjects().isEmpty() && c.getAffectedObjects().iterator().next() instanceof EObject) {
                viewer.setSelection(new StructuredSelection(new ArrayList<>(c.getAffectedObjects())), true);
            }
            if (propertySheet != null && !propertySheet.getControl().isDisposed()) {
                propertySheet.refresh();
            }
        });
    }

    @Override
    public boolean isDirty() {
        return ((BasicCommandStack) domain.getCommandStack()).isSaveNeeded()
                || pages.stream().anyMatch(ScenarioEditorPage::isDirty);
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        Map<Object, Object> options = new HashMap<>();
        options.put(XMLResource.OPTION_ENCODING, "UTF-8");
        options.put(XMLResource.OPTION_LINE_WIDTH, 100);
        options.put(Resource.OPTION_SAVE_ONLY_IF_CHANGED, Resource.OPTION_SAVE_ONLY_IF_CHANGED_MEMORY_BUFFER);
        try {
            resource.save(options);
        } catch (IOException e) {
            MessageDialog.openError(getSite().getShell(), "lbsim", "Could not save " + resource.getURI() + ": "
                    + e.getMessage());
            if (monitor != null) {
                monitor.setCanceled(true);
            }
            return;
        }
        ((BasicCommandStack) domain.getCommandStack()).saveIsDone();
        for (ScenarioEditorPage p : pages) {
            p.saved(monitor);
        }
        firePropertyChange(PROP_DIRTY);
        validate(false);
    }

    /**
     * Checks every rule on the scenario as it is in the editor and replaces the file's Problems markers.
     *
     * @param report whether to say in a dialog how many problems were found
     * @return the problems found
     */
    public List<lbsim.model.io.Problem> validate(boolean report) {
        IFile file = getFile();
        if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Scenario scenario)) {
            return List.of();
        }
        List<lbsim.model.io.Problem> problems;
        try {
            problems = ScenarioMarkers.update(file, scenario);
        } catch (CoreException e) {
            MessageDialog.openError(getSite().getShell(), "lbsim", "Could not write the markers of " + file.getName()
                    + ": " + e.getMessage());
            return List.of();
        }
        if (report) {
            long errors = problems.stream().filter(lbsim.model.io.Problem::error).count();
            MessageDialog.openInformation(getSite().getShell(), "lbsim: " + file.getName(), problems.isEmpty()
                    ? "Every rule holds."
                    : errors + " error(s), " + (problems.size() - errors) + " warning(s): see the Problems view.");
        }
        return problems;
    }

    @Override
    public void doSaveAs() {
        // one file, one editor: Save As is not offered
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    @Override
    public void setFocus() {
        if (folder != null && folder.getSelection() != null && folder.getSelection().getControl() != null) {
            folder.getSelection().getControl().setFocus();
            return;
        }
        viewer.getControl().setFocus();
    }

    /** Selects the object a marker of {@link ScenarioMarkers#TYPE} names (by URI fragment, else by path). */
    @Override
    public void gotoMarker(IMarker marker) {
        String fragment = marker.getAttribute(ScenarioMarkers.URI_FRAGMENT, "");
        EObject target = fragment.isEmpty() ? null : resource.getEObject(fragment);
        if (target == null && !resource.getContents().isEmpty()) {
            target = resource.getContents().get(0);
        }
        if (target != null) {
            showPage(0);
            viewer.setSelection(new StructuredSelection(target), true);
        }
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == IPropertySheetPage.class) {
            if (propertySheet == null || propertySheet.getControl() == null || propertySheet.getControl().isDisposed()) {
                propertySheet = new PropertySheetPage();
                propertySheet.setPropertySourceProvider(ItemPropertySource.provider(adapterFactory));
            }
            return adapter.cast(propertySheet);
        }
        if (adapter == IGotoMarker.class) {
            return adapter.cast(this);
        }
        return super.getAdapter(adapter);
    }

    @Override
    public AdapterFactoryEditingDomain getEditingDomain() {
        return domain;
    }

    /** The tree (for tests and the contributor). */
    public TreeViewer getViewer() {
        return viewer;
    }

    /** The edited scenario, or null if the file holds none. */
    public Scenario getScenario() {
        return resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Scenario s) ? null : s;
    }

    /** The edited file. */
    public IFile getFile() {
        return ((IFileEditorInput) getEditorInput()).getFile();
    }

    @Override
    public void dispose() {
        domain.getCommandStack().removeCommandStackListener(stackListener);
        for (ScenarioEditorPage p : pages) {
            p.dispose();
        }
        if (propertySheet != null) {
            propertySheet.dispose();
        }
        adapterFactory.dispose();
        super.dispose();
    }
}
