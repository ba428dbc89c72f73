package lbsim.ui.platform;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EventObject;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.ListenerList;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.EditDomain;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.editparts.ScalableFreeformRootEditPart;
import org.eclipse.gef.ui.palette.PaletteViewer;
import org.eclipse.gef.ui.palette.PaletteViewerProvider;
import org.eclipse.gef.ui.parts.GraphicalViewerKeyHandler;
import org.eclipse.gef.ui.parts.ScrollingGraphicalViewer;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.gef.editparts.ZoomManager;
import java.util.Map;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import lbsim.model.Cluster;
import lbsim.model.Host;
import lbsim.model.Link;
import lbsim.model.Platform;
import lbsim.model.Route;
import lbsim.model.RoutedNetwork;
import lbsim.model.Scenario;
import lbsim.model.editor.ScenarioChecks;
import lbsim.model.editor.ScenarioEditor;
import lbsim.model.editor.ScenarioEditorPage;
import lbsim.model.io.Problem;
import lbsim.run.PlatformRoutes;

/**
 * The scenario editor's Platform page: a GEF diagram of the platform on the editor's editing domain. Hosts (name,
 * speed, CPUs, pstate; the application's master and slaves coloured), segments, routed networks, clusters and zones
 * as containers that collapse to one box with their counts (double-click), routers, and routes as edges labelled with
 * their links' bandwidth and latency. The palette adds objects and links; every change is an EMF command, so the tree
 * and the diagram share undo. Figures show the same problems as the Problems view; selecting two hosts highlights the
 * route a message takes between them (as the simulator routes it). Positions moved by hand and expanded containers are
 * kept in {@code NAME.lbsim.layout} beside the scenario ({@link DiagramNotation}).
 */
public final class PlatformPage implements ScenarioEditorPage {

    private ScenarioEditor editor;
    private ScrollingGraphicalViewer viewer;
    private EditDomain editDomain;
    private PlatformDiagram diagram;
    private Composite control;
    private final ModelSelection selection = new ModelSelection();
    private List<PlatformRoutes.Hop> route = List.of();
    private String routeProblem;
    private boolean refreshQueued;
    private final CommandStackListener stackListener = this::stackChanged;
    private long openedNanos;
    private long validatedNanos;
    private boolean validateQueued;
    private int validations;
    /** The pages open now (UI thread only), so that a run finished in the IDE colours its scenario's diagram. */
    private static final List<PlatformPage> OPEN = new ArrayList<>();

    /**
     * A run of {@code scenario} finished in the IDE with its result folder: every open Platform page of that file
     * shows the run's colours, when the folder is one run's (it has hosts.csv; a sweep's folder of runs is left
     * alone). Call on the UI thread.
     */
    public static void runFinished(IFile scenario, Path folder) {
        if (scenario == null || folder == null || !Files.isRegularFile(folder.resolve(lbsim.run.result.ResultFolder.HOSTS_CSV))) {
            return;
        }
        for (PlatformPage p : new ArrayList<>(OPEN)) {
            if (scenario.equals(p.editor.getFile()) && p.control != null && !p.control.isDisposed()) {
                try {
                    p.showResults(folder);
                } catch (IOException e) {
                    // the page keeps its colours; the status line says why
                    p.editor.getEditorSite().getActionBars().getStatusLineManager().setErrorMessage(e.getMessage());
                }
            }
        }
    }

    @Override
    public String title() {
        return "Platform";
    }

    @Override
    public Control createControl(Composite parent, ScenarioEditor scenarioEditor) {
        this.editor = scenarioEditor;
        DiagramNotation notation;
        try {
            notation = DiagramNotation.read(notationFile());
        } catch (IOException e) {
            notation = new DiagramNotation();
        }
        diagram = new PlatformDiagram(editor.getEditingDomain(), notation, this::queueRefresh);
        control = new Composite(parent, SWT.NONE);
        org.eclipse.ui.PlatformUI.getWorkbench().getHelpSystem().setHelp(control, "lbsim.help.platformDiagram");
        GridLayout grid = new GridLayout(1, false);
        grid.marginWidth = 0;
        grid.marginHeight = 0;
        grid.verticalSpacing = 0;
        control.setLayout(grid);
        createToolBar(control);
        SashForm sash = new SashForm(control, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        editDomain = new EditDomain();
        editDomain.setCommandStack(new DomainCommands.Stack(editor.getEditingDomain()));
        PaletteViewer palette = new PaletteViewerProvider(editDomain).createPaletteViewer(sash);
        viewer = new ScrollingGraphicalViewer();
        viewer.createControl(sash);
        viewer.getControl().setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        viewer.setRootEditPart(new ScalableFreeformRootEditPart());
        viewer.setEditPartFactory(PlatformParts.factory(diagram));
        viewer.setKeyHandler(new GraphicalViewerKeyHandler(viewer));
        editDomain.addViewer(viewer);
        editDomain.setPaletteRoot(PlatformPalette.create());
        sash.setWeights(new int[] { 12, 88 });
        viewer.addSelectionChangedListener(e -> selectionChanged());
        editor.getEditingDomain().getCommandStack().addCommandStackListener(stackListener);
        long t0 = System.nanoTime();
        refresh();
        openedNanos = System.nanoTime() - t0;
        queueValidate(); // the rule checks bind the platform (seconds for 10,000 hosts): after the diagram is shown
        palette.getControl().setData("lbsim.platform.palette", Boolean.TRUE);
        OPEN.add(this);
        return control;
    }

    private Path notationFile() {
        IFile f = editor.getFile();
        return DiagramNotation.fileOf(f.getLocation().toFile().toPath());
    }

    private Platform platform() {
        Scenario s = editor.getScenario();
        return s == null ? null : s.getPlatform();
    }

    // ---- tool bar: run results, export, zoom

    private void createToolBar(Composite parent) {
        ToolBar bar = new ToolBar(parent, SWT.FLAT | SWT.RIGHT);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        item(bar, "Show Run Results...",
                "Colour hosts by their busy share (hosts.csv) and links by their utilisation (links.csv) in a run's result folder",
                this::chooseResults);
        item(bar, "Clear Results", "Remove the run's colours", () -> showUtilisation(null, Map.of(), Map.of()));
        item(bar, "Export Picture...", "Save the whole diagram as PNG or SVG", this::chooseExport);
        item(bar, "Zoom In", "Zoom in", () -> zoom().zoomIn());
        item(bar, "Zoom Out", "Zoom out", () -> zoom().zoomOut());
        item(bar, "100%", "Actual size", () -> zoom().setZoom(1));
    }

    private static void item(ToolBar bar, String text, String tip, Runnable action) {
        ToolItem i = new ToolItem(bar, SWT.PUSH);
        i.setText(text);
        i.setToolTipText(tip);
        i.addListener(SWT.Selection, e -> action.run());
    }

    /** The viewer's zoom (GEF's ZoomManager of the scalable root). */
    public ZoomManager zoom() {
        return ((ScalableFreeformRootEditPart) viewer.getRootEditPart()).getZoomManager();
    }

    private void chooseResults() {
        DirectoryDialog d = new DirectoryDialog(control.getShell());
        d.setText("lbsim: run results for the platform diagram");
        d.setMessage("A result folder of one run (it holds hosts.csv)");
        Path guess = editor.getFile().getProject().getLocation().toFile().toPath().resolve("results")
                .resolve(editor.getScenario() == null || editor.getScenario().getName() == null ? ""
                        : editor.getScenario().getName());
        if (Files.isDirectory(guess)) {
            d.setFilterPath(guess.toString());
        }
        String chosen = d.open();
        if (chosen != null) {
            try {
                showResults(Path.of(chosen));
            } catch (IOException e) {
                MessageDialog.openError(control.getShell(), "lbsim", e.getMessage());
            }
        }
    }

    /**
     * Colours hosts by their busy share in a result folder's hosts.csv, and links (routes, cluster backbones and
     * private links) by their utilisation in its links.csv when it has one (runs on a routed network), with a legend;
     * the tooltips give the figures.
     *
     * @throws IOException naming the file when hosts.csv or links.csv cannot be read
     */
    public void showResults(Path folder) throws IOException {
        Map<String, Double> hosts = RunUtilisation.hostBusy(folder);
        Map<String, RunUtilisation.LinkFigures> links = RunUtilisation.links(folder);
        Path name = folder.toAbsolutePath().normalize().getFileName();
        showUtilisation(name == null ? folder.toString() : name.toString(), hosts, links);
    }

    private void chooseExport() {
        FileDialog d = new FileDialog(control.getShell(), SWT.SAVE);
        d.setFilterNames(new String[] { "PNG picture (*.png)", "SVG picture (*.svg)" });
        d.setFilterExtensions(new String[] { "*.png", "*.svg" });
        d.setFileName(editor.getFile().getName().replaceFirst("\\.lbsim$", "") + "-platform.png");
        d.setOverwrite(true);
        String chosen = d.open();
        if (chosen == null) {
            return;
        }
        Path file = Path.of(chosen);
        String lower = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        if (!lower.endsWith(".png") && !lower.endsWith(".svg")) {
            file = file.resolveSibling(file.getFileName() + (d.getFilterIndex() == 1 ? ".svg" : ".png"));
        }
        try {
            export(file);
        } catch (IOException e) {
            MessageDialog.openError(control.getShell(), "lbsim", "Could not write " + file + ": " + e.getMessage());
        }
    }

    /** Writes the whole diagram as a picture: SVG when the name ends in .svg, else PNG. */
    public void export(Path file) throws IOException {
        PlatformPicture.write(viewer.getContents(), file);
    }

    // ---- refresh

    private void stackChanged(EventObject e) {
        queueRefresh();
        queueValidate();
    }

    /** Checks the rules 300 ms after the last change (a check binds the platform), then refreshes the marks. */
    void queueValidate() {
        if (validateQueued || control == null || control.isDisposed()) {
            return;
        }
        validateQueued = true;
        control.getDisplay().timerExec(300, () -> {
            validateQueued = false;
            if (!control.isDisposed()) {
                long t0 = System.nanoTime();
                validate();
                validatedNanos = System.nanoTime() - t0;
                validations++;
                refresh();
            }
        });
    }

    /** Refreshes the diagram once after the current event (many changes, one refresh). */
    void queueRefresh() {
        if (refreshQueued || control == null || control.isDisposed()) {
            return;
        }
        refreshQueued = true;
        control.getDisplay().asyncExec(() -> {
            refreshQueued = false;
            if (!control.isDisposed()) {
                refresh();
            }
        });
    }

    /** Recomputes the layout, problems and highlight, and refreshes every edit part. */
    public void refresh() {
        Platform p = platform();
        diagram.recompute(p);
        diagram.setProblems(problems, f -> editor.getEditingDomain().getResourceSet().getResources().get(0).getEObject(f));
        diagram.highlighted = highlight();
        if (viewer.getContents() == null || viewer.getContents().getModel() != p) {
            viewer.setContents(p);
        } else {
            refresh(viewer.getContents());
        }
    }

    private static void refresh(EditPart part) {
        part.refresh();
        for (Object c : new ArrayList<>(part.getChildren())) {
            refresh((EditPart) c);
        }
        if (part instanceof GraphicalEditPart g) {
            for (Object c : new ArrayList<>(g.getSourceConnections())) {
                ((EditPart) c).refresh();
            }
        }
    }

    // ---- problems, as in the Problems view

    private List<Problem> problems = List.of();

    private void validate() {
        Scenario s = editor.getScenario();
        if (s == null) {
            problems = List.of();
            return;
        }
        try {
            problems = ScenarioChecks.check(s, editor.getFile().getLocation().toFile().toPath());
        } catch (RuntimeException e) {
            problems = List.of(Problem.of(e.toString()));
        }
    }

    /** The problems the figures show (the same records as the Problems view's markers). */
    public List<Problem> problems() {
        return problems;
    }

    /** The problem level of an object's figure: 0 none, 1 warning, 2 error. */
    public int problemLevel(EObject o) {
        Integer l = diagram.problemLevel.get(o);
        return l == null ? 0 : l;
    }

    // ---- route highlight

    private void selectionChanged() {
        List<Host> hosts = new ArrayList<>();
        for (Object o : selection.models()) {
            if (o instanceof Host h) {
                hosts.add(h);
            }
        }
        route = List.of();
        routeProblem = null;
        if (hosts.size() == 2 && hosts.get(0).getSegment() instanceof RoutedNetwork n && hosts.get(1).getSegment() == n) {
            try {
                route = PlatformRoutes.route(n, hosts.get(0).getName(), hosts.get(1).getName());
            } catch (IllegalArgumentException e) {
                routeProblem = e.getMessage();
            }
        }
        Set<Object> h = highlight();
        if (!h.equals(diagram.highlighted)) {
            diagram.highlighted = h;
            refresh(viewer.getContents());
        }
    }

    /**
     * The objects on the highlighted route: the routes whose links it crosses, the clusters it passes, its hosts; or a
     * selected route (in the diagram, or in the tree before the page was shown) with the two figures it joins.
     */
    private Set<Object> highlight() {
        Set<Object> on = new HashSet<>();
        List<Object> selected = selection.models();
        if (selected.size() == 1 && selected.get(0) instanceof Route r) {
            on.add(r);
            for (String end : new String[] { r.getFrom(), r.getTo() }) {
                EObject m = PlatformStructure.member(r, end);
                if (m != null) {
                    on.add(m);
                }
            }
            return on;
        }
        if (route.isEmpty() || platform() == null) {
            return on;
        }
        Set<String> links = new HashSet<>();
        for (PlatformRoutes.Hop hop : route) {
            links.add(hop.link());
        }
        for (var it = platform().eAllContents(); it.hasNext();) {
            EObject o = it.next();
            if (o instanceof Route r && !r.getLinks().isEmpty() && r.getLinks().stream().anyMatch(l -> links.contains(l.getName()))) {
                on.add(r);
            } else if (o instanceof Cluster c && links.stream().anyMatch(l -> l.startsWith(c.getName() + "_"))) {
                on.add(c);
            }
        }
        on.addAll(selection.models());
        return on;
    }

    /** The hops of the highlighted route (empty when two hosts of one routed network are not selected). */
    public List<PlatformRoutes.Hop> highlightedRoute() {
        return route;
    }

    /** Why no route could be highlighted between the two selected hosts, or null. */
    public String routeProblem() {
        return routeProblem;
    }

    /** The model links whose edges are highlighted. */
    public Set<Link> highlightedLinks() {
        Set<Link> l = new HashSet<>();
        for (Object o : diagram.highlighted) {
            if (o instanceof Route r) {
                l.addAll(r.getLinks());
            }
        }
        return l;
    }

    // ---- saving the notation

    @Override
    public void saved(IProgressMonitor monitor) {
        Path f = notationFile();
        try {
            if (diagram.notation.isEmpty() && !Files.exists(f)) {
                return;
            }
            Files.writeString(f, diagram.notation.text(editor.getFile().getName()), StandardCharsets.UTF_8);
            editor.getFile().getParent().refreshLocal(IResource.DEPTH_ONE, null);
        } catch (IOException | CoreException e) {
            MessageDialog.openError(control.getShell(), "lbsim", "Could not save the diagram layout " + f + ": " + e.getMessage());
        }
    }

    /** Edit > Delete on the diagram: the objects, every reference to them, and the routes that name them. */
    @Override
    public org.eclipse.emf.common.command.Command deleteCommand(java.util.Collection<?> objects) {
        return diagram.edits.delete(objects);
    }

    @Override
    public void activated() {
        queueRefresh();
    }

    @Override
    public ISelectionProvider selectionProvider() {
        return selection;
    }

    @Override
    public void dispose() {
        OPEN.remove(this);
        if (editor != null) {
            editor.getEditingDomain().getCommandStack().removeCommandStackListener(stackListener);
        }
    }

    // ---- for tests and the contributor

    /** How long the page's creation spent building the diagram, in nanoseconds (benchmarks). */
    public long openedNanos() {
        return openedNanos;
    }

    /** How long the last rule check took, in nanoseconds (benchmarks). */
    public long validatedNanos() {
        return validatedNanos;
    }

    /** How many rule checks ran so far (tests wait for the next). */
    public int validations() {
        return validations;
    }

    /** The graphical viewer. */
    public ScrollingGraphicalViewer viewer() {
        return viewer;
    }

    /** The GEF edit domain (its command stack runs commands on the editing domain). */
    public EditDomain editDomain() {
        return editDomain;
    }

    /** The notation (hand-made positions, expanded containers). */
    public DiagramNotation notation() {
        return diagram.notation;
    }

    /** The edit part showing a model object, or null when it is not shown (e.g. inside a collapsed cluster). */
    public EditPart part(Object model) {
        return (EditPart) viewer.getEditPartRegistry().get(model);
    }

    /**
     * The utilisation shown: host busy shares (0..1) by host name and link figures by {@link RunUtilisation#key};
     * empty maps clear it.
     *
     * @param run the name the legend gives the run (its result folder), or null
     */
    public void showUtilisation(String run, Map<String, Double> hostBusy, Map<String, RunUtilisation.LinkFigures> links) {
        diagram.hostBusy = new java.util.HashMap<>(hostBusy);
        diagram.linkUse = new java.util.HashMap<>(links);
        diagram.runName = hostBusy.isEmpty() && links.isEmpty() ? null : run;
        refresh(viewer.getContents());
    }

    /** The diagram's selection as model objects (what Properties and the editor's actions get). */
    private final class ModelSelection implements ISelectionProvider {
        private final ListenerList<ISelectionChangedListener> listeners = new ListenerList<>();
        private boolean hooked;

        List<Object> models() {
            List<Object> m = new ArrayList<>();
            if (viewer == null) {
                return m;
            }
            for (Object p : viewer.getSelectedEditParts()) {
                Object model = ((EditPart) p).getModel();
                if (model instanceof EObject) {
                    m.add(model);
                }
            }
            return m;
        }

        @Override
        public void addSelectionChangedListener(ISelectionChangedListener listener) {
            if (!hooked && viewer != null) {
                hooked = true;
                viewer.addSelectionChangedListener(e -> {
                    SelectionChangedEvent event = new SelectionChangedEvent(this, getSelection());
                    for (ISelectionChangedListener l : listeners) {
                        l.selectionChanged(event);
                    }
                });
            }
            listeners.add(listener);
        }

        @Override
        public void removeSelectionChangedListener(ISelectionChangedListener listener) {
            listeners.remove(listener);
        }

        @Override
        public ISelection getSelection() {
            List<Object> m = models();
            return m.isEmpty() ? StructuredSelection.EMPTY : new StructuredSelection(m);
        }

        @Override
        public void setSelection(ISelection s) {
            List<EditPart> parts = new ArrayList<>();
            if (s instanceof IStructuredSelection ss) {
                for (Object o : ss.toList()) {
                    EditPart p = part(o);
                    if (p != null) {
                        parts.add(p);
                    }
                }
            }
            viewer.setSelection(new StructuredSelection(parts));
        }
    }
}
