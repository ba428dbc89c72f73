package lbsim.ui.answers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.ViewPart;

import lbsim.model.io.ScenarioException;
import lbsim.run.SimulationException;
import lbsim.run.answers.Optimize;
import lbsim.run.answers.OptimizeReport;
import lbsim.run.answers.StrategySpace;

/**
 * The Optimize view: the best strategy and parameters for a master-slave scenario ({@link Optimize}, as
 * {@code lbsim optimize}). It follows the .lbsim file selected in a navigator or open in the active editor;
 * its options are those of the command (strategies, the slave count, the objective, replications, search
 * budget, a second objective for a Pareto front). "Optimize" searches in a {@link Job} (the runs so far as
 * progress, Cancel stops them), writes the optimize folder beside the scenario (results/NAME-optimize:
 * optimize.json, candidates.csv, the chart and NAME-optimized.lbsim), and shows the candidates and the
 * chart; "Open Winner" opens the winner's scenario in its editor.
 */
public final class OptimizeView extends ViewPart {

    public static final String ID = "lbsim.ui.answers.optimizeView";

    private static final String[] OBJECTIVES = { "mean", "p50", "p90", "p99" };
    private static final String[] SECOND = { "none", "messages", "energy" };

    private Label scenarioLabel;
    private Button run;
    private Button openWinner;
    private Text strategies;
    private Button slaves;
    private Combo objective;
    private Combo second;
    private Spinner replications;
    private Spinner budget;
    private Label status;
    private Table table;
    private AnswerParts.ChartCanvas chart;
    private Path scenario;
    private volatile Optimize.Result result;
    private Path folder;
    private Job job;

    private final ISelectionListener selections = (IWorkbenchPart part, org.eclipse.jface.viewers.ISelection s) -> {
        Path f = AnswerParts.scenarioOf(s);
        if (f != null) {
            setScenario(f);
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(3, false));
        scenarioLabel = new Label(parent, SWT.NONE);
        scenarioLabel.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        run = new Button(parent, SWT.PUSH);
        run.setText("Optimize");
        run.setToolTipText("Search the strategies and their parameters for the smallest makespan under common random numbers,"
                + " dropping bad candidates early (successive halving)");
        run.addListener(SWT.Selection, e -> optimize());
        openWinner = new Button(parent, SWT.PUSH);
        openWinner.setText("Open Winner");
        openWinner.setToolTipText("Open NAME-optimized.lbsim, the scenario with the winner set, in its editor");
        openWinner.setEnabled(false);
        openWinner.addListener(SWT.Selection, e -> openWinner());

        Composite options = new Composite(parent, SWT.NONE);
        options.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        options.setLayout(new GridLayout(11, false));
        new Label(options, SWT.NONE).setText("Strategies:");
        strategies = new Text(options, SWT.BORDER);
        strategies.setMessage("all (" + StrategySpace.names().size() + ")");
        strategies.setToolTipText("Comma-separated names of the strategy table (empty: all): " + String.join(", ", StrategySpace.names()));
        GridData sd = new GridData(SWT.FILL, SWT.CENTER, true, false);
        sd.widthHint = 220;
        strategies.setLayoutData(sd);
        slaves = new Button(options, SWT.CHECK);
        slaves.setText("Slave count");
        slaves.setToolTipText("Also search the number of slaves (1 .. the slaves listed)");
        new Label(options, SWT.NONE).setText("Objective:");
        objective = combo(options, OBJECTIVES, "The mean makespan, or a makespan quantile");
        new Label(options, SWT.NONE).setText("Pareto front against:");
        second = combo(options, SECOND, "A second objective: the scheduling messages, or the energy of hosts with power models");
        new Label(options, SWT.NONE).setText("Replications:");
        replications = spinner(options, 8, 1, 1000, "Replications of the candidates raced to the end");
        new Label(options, SWT.NONE).setText("Budget:");
        budget = spinner(options, 16, 1, 1000, "Distinct candidates CMA-ES may try per strategy");

        status = new Label(parent, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (String c : new String[] { "strategy", "slaves", "replications", "objective [s]", "mean [s]", "+- 95 % CI", "messages",
                "energy [J]", "front" }) {
            TableColumn col = new TableColumn(table, c.equals("strategy") ? SWT.LEFT : SWT.RIGHT);
            col.setText(c);
            col.setWidth(c.equals("strategy") ? 260 : c.equals("front") ? 60 : 105);
        }
        GridData td = new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1);
        td.heightHint = 9 * table.getItemHeight(); // the header and eight candidates; the table scrolls, the chart gets the rest
        table.setLayoutData(td);
        chart = new AnswerParts.ChartCanvas(parent);
        chart.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));
        getSite().getPage().addSelectionListener(selections);
        setScenario(AnswerParts.activeScenario(getSite().getPage()));
    }

    private static Combo combo(Composite parent, String[] items, String tip) {
        Combo c = new Combo(parent, SWT.READ_ONLY);
        c.setItems(items);
        c.select(0);
        c.setToolTipText(tip);
        return c;
    }

    private static Spinner spinner(Composite parent, int value, int min, int max, String tip) {
        Spinner s = new Spinner(parent, SWT.BORDER);
        s.setValues(value, min, max, 0, 1, 10);
        s.setToolTipText(tip);
        return s;
    }

    /** Shows {@code file} as the scenario to optimize (null: none yet). */
    public void setScenario(Path file) {
        scenario = file;
        scenarioLabel.setText(file == null ? "Select a master-slave scenario (.lbsim) to optimize" : "Scenario: " + file.getFileName());
        run.setEnabled(file != null);
        status.setText("");
        scenarioLabel.getParent().layout();
    }

    /**
     * Sets the options as the command line's: {@code strategies} (null: all), the slave count, the objective
     * ({@code mean} or {@code pNN}), the second objective ({@code none}, {@code messages}, {@code energy}).
     */
    public void setOptions(String strategyNames, boolean searchSlaves, String objectiveName, String secondName, int reps, int perStrategy) {
        strategies.setText(strategyNames == null ? "" : strategyNames);
        slaves.setSelection(searchSlaves);
        objective.select(List.of(OBJECTIVES).indexOf(objectiveName));
        second.select(List.of(SECOND).indexOf(secondName));
        replications.setSelection(reps);
        budget.setSelection(perStrategy);
    }

    /** The scenario shown, or null. */
    public Path scenario() {
        return scenario;
    }

    /** The last search's answer, or null. */
    public Optimize.Result result() {
        return result;
    }

    /** The optimize folder the last search wrote, or null. */
    public Path folder() {
        return folder;
    }

    /** The job of the last search, or null. */
    public Job job() {
        return job;
    }

    /** The status line. */
    public String status() {
        return status.getText();
    }

    /** Whether the chart is shown. */
    public boolean showsChart() {
        return chart.hasImage();
    }

    /** The table's rows as shown. */
    public List<String[]> rows() {
        return java.util.Arrays.stream(table.getItems()).map(i -> {
            String[] r = new String[table.getColumnCount()];
            for (int c = 0; c < r.length; c++) {
                r[c] = i.getText(c);
            }
            return r;
        }).toList();
    }

    /** The settings the options give, or null after saying in the status line what is wrong. */
    private Optimize.Settings settings() {
        String names = strategies.getText().strip();
        String o = objective.getText();
        double level = o.equals("mean") ? Double.NaN : Double.parseDouble(o.substring(1)) / 100;
        try {
            return new Optimize.Settings(StrategySpace.select(names.isEmpty() ? null : names), slaves.getSelection(), level,
                    replications.getSelection(), budget.getSelection(), Optimize.Second.of(second.getText()),
                    Math.max(1, Runtime.getRuntime().availableProcessors()));
        } catch (IllegalArgumentException e) {
            status.setText("Strategies: " + e.getMessage());
            return null;
        }
    }

    /** Starts the search on the shown scenario with the options shown (as the button does). */
    public void optimize() {
        Path file = scenario;
        Optimize.Settings settings = file == null ? null : settings();
        if (settings == null) {
            return;
        }
        if (job != null) {
            job.cancel();
        }
        run.setEnabled(false);
        openWinner.setEnabled(false);
        String label = file.getFileName().toString();
        status.setText("Optimizing " + label + " ...");
        org.eclipse.swt.widgets.Display display = table.getDisplay();
        String base = label.endsWith(".lbsim") ? label.substring(0, label.length() - ".lbsim".length()) : label;
        Path out = file.resolveSibling("results").resolve(base + "-optimize");
        job = new Job("Optimize " + label) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                monitor.beginTask("Optimize " + label, IProgressMonitor.UNKNOWN);
                String problem = null;
                Optimize.Result r = null;
                byte[] png = null;
                try {
                    Optimize.checkSecond(file, label, List.of(), settings);
                    r = Optimize.optimize(file, label, List.of(), null, settings, monitor::isCanceled,
                            n -> monitor.subTask(n + " runs so far"));
                    monitor.subTask("writing " + out);
                    OptimizeReport.write(out, r, file, label, List.of(), "ide");
                    png = OptimizeReport.png(r, OptimizeReport.WIDTH, OptimizeReport.HEIGHT);
                    refresh(out);
                } catch (ScenarioException e) {
                    problem = String.join("; ", e.messages());
                } catch (SimulationException e) {
                    problem = e.getMessage();
                } catch (IOException e) {
                    problem = "cannot write " + out + ": " + e.getMessage();
                } catch (CancellationException e) {
                    problem = "stopped";
                }
                Optimize.Result answer = r;
                String line = problem;
                byte[] picture = png;
                if (!display.isDisposed()) {
                    display.asyncExec(() -> show(answer, picture, line, out));
                }
                monitor.done();
                return "stopped".equals(line) ? Status.CANCEL_STATUS : Status.OK_STATUS;
            }
        };
        job.setUser(true);
        job.schedule();
    }

    /** Lets the workspace see the folder written beside a scenario that is in it. */
    private static void refresh(Path out) {
        org.eclipse.core.resources.IContainer[] in = ResourcesPlugin.getWorkspace().getRoot()
                .findContainersForLocationURI(out.getParent().toUri());
        for (org.eclipse.core.resources.IContainer c : in) {
            try {
                c.refreshLocal(IResource.DEPTH_INFINITE, null);
            } catch (org.eclipse.core.runtime.CoreException e) {
                // the files are written; the navigator shows them after a manual refresh
            }
        }
    }

    private void show(Optimize.Result r, byte[] png, String problem, Path out) {
        if (table.isDisposed()) {
            return;
        }
        run.setEnabled(scenario != null);
        if (r == null) {
            status.setText(problem);
            return;
        }
        result = r;
        folder = out;
        Optimize.Candidate w = r.winner();
        status.setText(String.format(Locale.ROOT, "winner: %s%s, %s makespan %.6g s over %d replications (mean %.6g s%s); %d runs in"
                + " all; written to %s", w.strategy(), w.slaveCount() > 0 ? ", " + w.slaveCount() + " slaves" : "",
                r.settings().objective(), w.objective(), w.replications(), w.meanMakespan(),
                Double.isNaN(w.ci95()) ? "" : String.format(Locale.ROOT, " +- %.3g", w.ci95()), r.runs(), out));
        table.removeAll();
        for (Optimize.Candidate c : r.candidates()) {
            TableItem it = new TableItem(table, SWT.NONE);
            it.setText(new String[] { c.strategy(), c.slaveCount() == 0 ? "all" : Integer.toString(c.slaveCount()),
                    Integer.toString(c.replications()), String.format(Locale.ROOT, "%.6g", c.objective()),
                    String.format(Locale.ROOT, "%.6g", c.meanMakespan()),
                    Double.isNaN(c.ci95()) ? "" : String.format(Locale.ROOT, "%.3g", c.ci95()),
                    String.format(Locale.ROOT, "%.4g", c.meanMessages()),
                    Double.isNaN(c.meanJoules()) ? "" : String.format(Locale.ROOT, "%.6g", c.meanJoules()), c.front() ? "yes" : "" });
            if (c.equals(w)) {
                it.setFont(org.eclipse.jface.resource.JFaceResources.getFontRegistry().getBold(
                        org.eclipse.jface.resource.JFaceResources.DEFAULT_FONT));
            }
        }
        chart.setPng(png);
        openWinner.setEnabled(true);
        status.getParent().layout();
    }

    /** Opens the winner's scenario of the last search in its editor. */
    public void openWinner() {
        if (folder == null || scenario == null) {
            return;
        }
        Path winner = folder.resolve(OptimizeReport.scenarioName(scenario.getFileName().toString()));
        org.eclipse.core.resources.IFile[] files = ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(winner.toUri());
        if (files.length == 0) {
            status.setText(winner + " is outside the workspace: open it with File > Open File");
            return;
        }
        try {
            IDE.openEditor(getSite().getPage(), files[0]);
        } catch (PartInitException e) {
            status.setText("cannot open " + winner + ": " + e.getMessage());
        }
    }

    @Override
    public void setFocus() {
        run.setFocus();
    }

    @Override
    public void dispose() {
        getSite().getPage().removeSelectionListener(selections);
        if (job != null) {
            job.cancel();
        }
        super.dispose();
    }
}
